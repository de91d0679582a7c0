"""Per-address limits: what one address (an IPv4 address, or an IPv6 /64 network, which one household or
one attacker holds alike) may do however many connections it opens or reopens.

- connections open at once (`max_connections`), and from a whole IPv6 /48 (`max_connections_wide`: a
  stranger given a /48 holds 65,536 /64 networks); a blocked address is turned away at once;
- strikes: every refused request costs one; they are forgiven slowly (`strike_decay` a second), and an
  address that runs up `address_strikes` is blocked for `block_seconds` (reconnecting does not clear them);
- failed lookups (a code no table has, a token no seat holds, a full table): a small budget, refilled
  slowly, so guessing a table code costs far more than it can win; once spent, lookups are refused without
  looking, so a refusal tells nothing;
- tables opened: a burst, then one now and then.

Buckets that are full again are forgotten on `sweep`, so the memory held is bounded by active addresses.
"""

from __future__ import annotations

import ipaddress
import time

from .limits import Clock, Limits, TokenBucket


def address_key(host: str) -> str:
    """Who an address belongs to, for the limits: an IPv4 address itself, an IPv6 address its /64."""
    try:
        address = ipaddress.ip_address(host.split("%", 1)[0])
    except ValueError:
        return host
    if address.version == 6:
        mapped = address.ipv4_mapped
        if mapped is not None:
            return str(mapped)
        return str(ipaddress.ip_network(f"{address}/64", strict=False))
    return str(address)


def wide_key(address: str) -> str | None:
    """The wider network an address key belongs to (an IPv6 /64's /48), or None (IPv4: no wider limit)."""
    if not address.endswith("/64"):
        return None
    try:
        return str(ipaddress.ip_network(address).supernet(new_prefix=48))
    except ValueError:
        return None


class AddressGuard:
    """The limits of every address; `clock` is injectable so tests need not wait."""

    def __init__(self, limits: Limits, clock: Clock = time.monotonic) -> None:
        self.limits, self.clock = limits, clock
        self.connections: dict[str, int] = {}
        self.total = 0  # connections open from every address
        self._strikes: dict[str, TokenBucket] = {}
        self._lookups: dict[str, TokenBucket] = {}
        self._creates: dict[str, TokenBucket] = {}
        self._blocked: dict[str, float] = {}  # address -> until when

    # -- connections ---------------------------------------------------------------------------------
    def admit(self, address: str) -> str | None:
        """Count a new connection from `address`; None when it may stay, else why it may not."""
        if self.blocked(address):
            return "this address is blocked for a while after too many refused requests"
        limit = self.limits.max_connections
        if limit and self.connections.get(address, 0) >= limit:
            return f"at most {limit} connections from one address"
        wide = wide_key(address)
        wide_limit = self.limits.max_connections_wide or 4 * limit
        if wide is not None and wide_limit and self.connections.get(wide, 0) >= wide_limit:
            return f"at most {wide_limit} connections from one network"
        for key in (address, wide):
            if key is not None:
                self.connections[key] = self.connections.get(key, 0) + 1
        self.total += 1
        return None

    def release(self, address: str) -> None:
        self.total = max(0, self.total - 1)
        for key in (address, wide_key(address)):
            if key is None:
                continue
            left = self.connections.get(key, 0) - 1
            if left > 0:
                self.connections[key] = left
            else:
                self.connections.pop(key, None)

    # -- strikes and blocks --------------------------------------------------------------------------------
    def blocked(self, address: str) -> bool:
        until = self._blocked.get(address)
        if until is None:
            return False
        if self.clock() >= until:
            del self._blocked[address]
            return False
        return True

    def strike(self, address: str, weight: float = 1.0) -> bool:
        """A refused request from `address`; True when the address is now blocked."""
        bucket = self._bucket(self._strikes, address, self.limits.strike_decay, self.limits.address_strikes)
        if bucket.spend(weight) <= 0:
            self._blocked[address] = self.clock() + self.limits.block_seconds
            bucket.tokens = bucket.burst  # served by the block; counted afresh afterwards
            return True
        return False

    # -- lookups and creations ---------------------------------------------------------------------------
    def may_look_up(self, address: str) -> bool:
        """Whether `address` has failed lookups left (checked before looking, so a refusal reveals nothing)."""
        bucket = self._lookups.get(address)
        return bucket is None or bucket.level() >= 1.0

    def missed(self, address: str) -> None:
        """A lookup from `address` found nothing it may have (no table, bad token, a full table)."""
        self._bucket(self._lookups, address, self.limits.lookup_rate, self.limits.lookup_burst).spend(1.0)

    def may_create(self, address: str) -> bool:
        """Take one table creation from `address`'s budget; False when it is spent."""
        return self._bucket(self._creates, address, self.limits.create_rate, self.limits.create_burst).take()

    def _bucket(self, kept: dict[str, TokenBucket], address: str, rate: float, burst: float) -> TokenBucket:
        bucket = kept.get(address)
        if bucket is None:
            bucket = kept[address] = TokenBucket(rate, burst, self.clock)
        return bucket

    def sweep(self) -> None:
        """Forget what no longer limits anyone: full buckets and ended blocks."""
        for kept in (self._strikes, self._lookups, self._creates):
            for address in [a for a, bucket in kept.items() if bucket.level() >= bucket.burst]:
                del kept[address]
        for address in list(self._blocked):
            self.blocked(address)

"""The server's limits (sizes, rates, timers, per-address quotas) in one place, and the token bucket
every rate limit is made of."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from .names import NamePolicy
from .protocol import MAX_CLIENT_MESSAGE

Clock = Callable[[], float]


@dataclass(frozen=True)
class Limits:
    """Every number the server enforces; tests shrink the timers, nothing else changes."""

    max_message: int = MAX_CLIENT_MESSAGE  # bytes in one client frame; bigger closes the connection (1009)
    rate: float = 20.0  # messages a second a connection may send on average...
    burst: float = 60.0  # ...and at once
    max_strikes: int = 20  # refused messages before the connection is closed (1008)
    max_tables: int = 5000
    hold_seconds: float = 60.0  # a dropped player's seat (or a silent player's turn) waits this long for a bot
    ping_seconds: float = 5.0  # how often each seat is pinged (latency, resync, "waiting for")
    waiting_notice: float = 5.0  # "waiting for X" is sent once X has been thinking this long
    hello_seconds: float = 10.0  # a new connection must say hello within this
    unseated_seconds: float = 120.0  # a connection without a seat that asks nothing for this long is closed...
    unseated_lifetime: float = 900.0  # ...and one without a seat for this long, however much it asks...
    unseated_requests: int = 500  # ...or that made this many requests without a seat (a lobby poll every 2 s)
    bot_delay: float = 0.0  # a pause before a server bot's move, so people can follow it
    idle_seconds: float = 900.0  # a finished table nobody is connected to is then closed...
    deserted_seconds: float = 50.0  # ...and a table not yet started (its people gone: nobody would start it)
    abandoned_seconds: float = 7 * 86400.0  # ...and a match in play nobody has come back to for this long
    # Per address (an IPv4 address, or an IPv6 /64 network: one household or one attacker alike).
    max_connections: int = 0  # open connections at once (0: no limit; the serve command sets one)
    max_connections_wide: int = 0  # ...and from an IPv6 /48 (0: four times max_connections)
    max_total_connections: int = 0  # ...and from everyone (0: no limit; `serve` keeps it under its open files)
    reserve_connections: int = 0  # of those, kept for seated players and newcomers: past the rest, the connection
    # without a seat that asked nothing for longest is dropped to let a new one in
    address_strikes: float = 60.0  # refused requests an address may run up (decaying) before it is blocked...
    strike_decay: float = 0.5  # ...as many forgiven a second...
    block_seconds: float = 300.0  # ...and how long a blocked address is turned away
    lookup_burst: float = 20.0  # failed lookups (no such code, no such token, a full table) at once...
    lookup_rate: float = 1 / 3  # ...and a second afterwards
    create_burst: float = 10.0  # tables an address may open at once...
    create_rate: float = 1 / 30  # ...and a second afterwards
    tables_per_address: int = 10  # tables not yet started that one address has opened and keeps
    names: NamePolicy = NamePolicy()  # the names this server shows (its operator's policy)
    # Bots: worker threads (or processes, for `serve`) thinking for every table at once, taken in turn.
    bot_workers: int = 1


class TokenBucket:
    """`rate` tokens a second up to `burst`; `take()` is False when the connection is over its rate."""

    __slots__ = ("rate", "burst", "tokens", "stamp", "clock")

    def __init__(self, rate: float, burst: float, clock: Clock = time.monotonic) -> None:
        self.rate, self.burst, self.tokens, self.clock = rate, burst, burst, clock
        self.stamp = clock()

    def _refill(self) -> None:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + max(0.0, now - self.stamp) * self.rate)
        self.stamp = now

    def take(self, cost: float = 1.0) -> bool:
        self._refill()
        if self.tokens >= cost:
            self.tokens -= cost
            return True
        return False

    def spend(self, cost: float = 1.0) -> float:
        """Take `cost` whether or not it is there (a debt); returns the tokens left (negative: in debt)."""
        self._refill()
        self.tokens -= cost
        return self.tokens

    def level(self) -> float:
        """The tokens there now (negative: in debt)."""
        self._refill()
        return self.tokens

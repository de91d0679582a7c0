"""The server's lobby: its tables by invitation code, how people get a seat at one (create, join, resume,
quick match), the open lobby's listing, and the tables' saves.

With a data folder the tables live in a `TableStore` (SQLite): each change is saved before anything it
sends leaves the server (see table.py), and every table comes back when the server starts. A damaged save
is moved aside and reported, never lost and never in the way. A finished match's record goes to
`on_finished` (the host's history) once; its table is closed when nobody has been at it for a while.

Every address has quotas here too: tables it may open at once and in a while (`AddressGuard`).
"""

from __future__ import annotations

import logging
import secrets
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..bots import BOT_LEVELS
from .botpool import BotPool
from .guard import AddressGuard
from .keeping import Keeping
from .limits import Clock, Limits
from .listing import OpenLobbies
from .protocol import CODE_ALPHABET, CODE_LENGTH, ProtocolError, checked_rules
from .ranking import Ranking
from .seating import Peer, SeatSlot
from .seatkeys import SeatKeys
from .shared import Elsewhere, SharedTables
from .stores import TableStore, open_store
from .table import Table, TableEnv

log = logging.getLogger("scopa_desktop.net")
MAX_BOTS_AFTER = 3600.0


def new_code(taken: Any = ()) -> str:
    """A short invitation code from `secrets`, easy to read aloud (no 0/O or 1/I), not in `taken`."""
    while True:
        code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
        if code not in taken:
            return code


def normal_code(text: str) -> str:
    """A code as typed: case and spaces or dashes do not matter."""
    return "".join(ch for ch in text.upper() if ch.isalnum())


class Lobby(Keeping):
    """Every table on one server. `on_finished(table, record)` gets each finished match's history record."""

    def __init__(self, limits: Limits, data_dir: str | Path | None = None, allow_seed: bool = False,
                 on_finished: Callable[[Table, dict[str, Any]], None] | None = None, clock: Clock | None = None,
                 bots: BotPool | None = None, guard: AddressGuard | None = None, sync: str = "full",
                 store: TableStore | None = None) -> None:
        self.limits, self.allow_seed = limits, allow_seed
        self.env = TableEnv(limits, bots=bots or BotPool(limits.bot_workers), save=self._save,
                            finished=self._finished, changed=self._listing_changed, lost=self.lost)
        if clock is not None:
            self.env.clock = clock
        self.guard = guard or AddressGuard(limits, self.env.clock)
        self.store: TableStore | None = store if store is not None else open_store(data_dir, sync)
        self.shared = SharedTables(self, self.store) if self.store is not None and self.store.shared else None
        self.tables: dict[str, Table] = {}
        self.listing = OpenLobbies()
        self.keys = SeatKeys()
        self.finished_callback = on_finished
        self.on_lost: Callable[[Table], None] = lambda table: None  # (the server closes its connections)
        self._written: dict[str, str] = {}  # the last save sent to the store, per table
        self._lost: set[str] = set()  # tables let go after a refused save (reloaded when asked for)
        self.ranking = Ranking(self)  # identities, ratings, ranked tables (net/ranking)
        self.env.ranked_tick = self.ranking.tick

    # -- getting a seat -----------------------------------------------------------------------------------
    def seat(self, request: dict[str, Any], peer: Peer, origin: str = "") -> tuple[Table, int, str, str | None]:
        """Do a checked create, join, quick or resume request for `peer` (from address `origin`); returns
        (table, seat, token, key hash or None)."""
        request = self.ranking.named(request, peer)  # (an identified player sits under their name)
        kind, key = request["type"], request.get("key")
        self._check_names(request)
        hashed = None if key is None else self.keys.check(key)
        if hashed is not None:
            known = self.keys.recall(hashed, request)
            if known is not None:
                table, token = known
                return table, table.resume(token, peer), token, hashed
        if kind == "create":
            table, seat, token = self.create(request, peer, origin)
        elif kind == "quick":
            table, seat, token = self.quick(request, peer, origin)
        elif kind == "join":
            table = self.find(request["code"], origin)
            if table.ranked:  # (its players are found by their rating: net/ranking/matchmaking.py)
                raise ProtocolError("not_allowed", "a ranked table is reached through ranked quick match only")
            seat, token = self._sit(table, request["name"], peer, origin)
        else:
            table = self.find(request["code"], origin)
            try:
                seat, token = table.resume(request["token"], peer), request["token"]
            except ProtocolError:
                self.guard.missed(origin)
                raise
        if hashed is not None:
            self.keys.remember(hashed, request, table, token)
            table.save()  # the key too, so a resend after a restart finds its seat
        return table, seat, token, hashed

    def _check_names(self, request: dict[str, Any]) -> None:
        """The player's name, and the bots' a creator chose, as this server's policy allows (`bad_name`)."""
        names = [request.get("name")]
        if request["type"] == "create" and isinstance(request.get("seats"), list):
            names += [seat.get("name") for seat in request["seats"] if isinstance(seat, dict)]
        for name in names:
            refusal = self.limits.names.refusal(name) if isinstance(name, str) and name else None
            if refusal is not None:
                raise ProtocolError("bad_name", refusal)

    def create(self, request: dict[str, Any], peer: Peer, origin: str = "") -> tuple[Table, int, str]:
        """A new table with its creator seated (and its owner); returns (table, seat, token)."""
        rules = checked_rules(request["rules"])
        try:
            slots = [SeatSlot.declared(seat) for seat in request["seats"]]
            rules.check_players(len(slots))
        except (ValueError, TypeError) as exc:
            raise ProtocolError("bad_rules", str(exc)[:280]) from None
        if not any(slot.kind == "human" for slot in slots):
            raise ProtocolError("bad_rules", "a table needs at least one seat for a person")
        seed = request.get("seed") if self.allow_seed else None
        table = self._open(rules, slots, origin, seed, open_=request.get("open", False))
        seat, token = self._first_seat(table, request["name"], peer)
        table.make_owner(token)
        return table, seat, token

    def quick(self, request: dict[str, Any], peer: Peer, origin: str = "") -> tuple[Table, int, str]:
        """Quick match: a seat at the oldest open table of these rules and players, else a new open table
        that waits (and, after `bots_after` seconds, lets bots of `level` take its free seats)."""
        rules, players = checked_rules(request["rules"]), request["players"]
        level, after = request.get("level", "medium"), request.get("bots_after")
        try:
            rules.check_players(players)
        except ValueError as exc:
            raise ProtocolError("bad_rules", str(exc)[:280]) from None
        if level not in BOT_LEVELS:
            raise ProtocolError("bad_message", f"a bot's level is one of {', '.join(BOT_LEVELS)}")
        if after is not None and not 0 <= after <= MAX_BOTS_AFTER:
            raise ProtocolError("bad_message", f"bots_after is 0 to {MAX_BOTS_AFTER:g} seconds")
        ranked = request.get("ranked", False)
        if ranked:
            listed = self.ranking.ranked_table(request, rules, players, peer)
        else:
            listed = self.listing.fitting(rules, players)
        if listed is not None and listed.server is not None:
            url = self.shared.url_of(listed.server) if self.shared is not None else None
            if url is not None:
                raise Elsewhere(url=url)
        table = self.tables.get(listed.code) if listed is not None else None
        if table is None:
            table = self._open(rules, [SeatSlot("human") for _ in range(players)], origin, open_=True, quick=True)
            table.ranked = ranked
            seat, token = self._first_seat(table, request["name"], peer, ready=True)
        else:
            seat, token = self._sit(table, request["name"], peer, origin, ready=True)
        if after is not None and table.match is None and table.quick:
            wake = self.env.clock() + after
            if table.fill_at is None or wake < table.fill_at:
                table.fill_at, table.fill_level = wake, level
        return table, seat, token

    def _open(self, rules, slots: list[SeatSlot], origin: str, seed: int | None = None, open_: bool = False,
              quick: bool = False) -> Table:
        if len(self.tables) >= self.limits.max_tables and not self._make_room():
            raise ProtocolError("too_many_tables", "this server holds as many tables as it can")
        kept = sum(1 for table in self.tables.values() if table.origin == origin and table.match is None)
        if origin and kept >= self.limits.tables_per_address:
            raise ProtocolError("too_many_tables", "this address keeps as many tables as it may: finish one first")
        if origin and not self.guard.may_create(origin):
            raise ProtocolError("rate_limited", "too many tables opened from this address: wait a little")
        return Table(new_code(self.tables), rules, slots, self.env, seed, open_=open_, quick=quick, origin=origin)

    def _first_seat(self, table: Table, name: str, peer: Peer, ready: bool = False) -> tuple[int, str]:
        """Seat the table's first person; a refused name leaves no table behind."""
        self.tables[table.code] = table
        try:
            seat, token = table.sit(name, peer, ready, self.ranking.sitting(table, peer))
        except ProtocolError:
            del self.tables[table.code]
            self._written.pop(table.code, None)
            raise
        log.info("table %s created (%d seats, %s%s)", table.code, len(table.slots), table.rules.name,
                 ", open" if table.open else "")
        return seat, token

    def _sit(self, table: Table, name: str, peer: Peer, origin: str, ready: bool = False) -> tuple[int, str]:
        try:
            return table.sit(name, peer, ready, self.ranking.sitting(table, peer))
        except ProtocolError as exc:
            if exc.code == "table_full":
                self.guard.missed(origin)
            raise

    def find(self, code: str, origin: str = "") -> Table:
        """The table with that code; refused without looking once `origin` has missed too often."""
        if origin and not self.guard.may_look_up(origin):
            raise ProtocolError("rate_limited", "too many codes or tokens that led nowhere: wait a minute")
        code = normal_code(code)
        table = self.tables.get(code)
        if table is None and self.shared is not None:
            raise Elsewhere(code=code)  # another process may hold it: looked up in the database
        if table is None and code in self._lost:
            table = self.reload(code)
        if table is None:
            self.guard.missed(origin)
            raise ProtocolError("no_table", "no table has that code")
        return table

    def close(self, table: Table) -> None:
        """Take a table out of the lobby (and out of the store)."""
        if self.tables.pop(table.code, None) is None:
            return
        self.listing.remove(table.code)
        self.keys.forget(table)
        self._written.pop(table.code, None)
        if self.shared is not None:
            self.shared.forget(table.code)
        if self.store is not None:
            self.store.delete(table.code)

    def _make_room(self) -> bool:
        """The server is full: close the table nobody has been at for longest, so abandoned tables never keep
        a real player out (those not in play first, then matches everyone left); False when every table
        has somebody at it."""
        now = self.env.clock()
        unattended = [table for table in self.tables.values() if not table.attended]
        if not unattended:
            return False

        def order(table: Table) -> tuple[bool, float]:
            in_play = table.match is not None and table.record is None
            return in_play, -(now - (table.idle_since if table.idle_since is not None else now))

        victim = min(unattended, key=order)
        log.info("the server is full: closed table %s, which nobody was at", victim.code)
        self.close(victim)
        return True

    def sweep(self, now: float) -> list[str]:
        """Close the tables nobody has been connected to for a while: not yet started for `deserted_seconds`
        (nobody would start them), finished for `idle_seconds`, in play for `abandoned_seconds`; a table
        whose only people left before the start closes at once."""
        closed = []
        limits = self.limits
        for table in list(self.tables.values()):
            if table.attended:
                table.idle_since = None
                continue
            if table.idle_since is None:
                table.idle_since = now
            idle = now - table.idle_since
            if table.match is None:
                wait = 0.0 if not any(slot.token for slot in table.slots) else limits.deserted_seconds
            else:
                wait = limits.abandoned_seconds if table.record is None else limits.idle_seconds
            if idle >= wait:
                self.close(table)
                closed.append(table.code)
        if closed:
            log.info("closed %d idle table(s)", len(closed))
        self.guard.sweep()
        return closed

    def _listing_changed(self, table: Table) -> None:
        if self.tables.get(table.code) is table:
            entry = self.listing.update(table)
            if self.shared is not None:
                self.shared.announce(table, entry)


"""The server's lobby: its tables by invitation code, their creation, and their saves on the host.

With a data folder, each table is saved (atomically, as JSON) after every change in a worker thread, the
latest state winning; tables are reloaded at start, so a match survives a restart of the host. A damaged
save is moved aside and reported, never lost. A finished match's file is removed and its history record
handed to `on_finished`, for the host's history.
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..engine import Rules
from ..storage import atomic_write_text, move_aside
from .limits import Limits
from .protocol import CODE_ALPHABET, CODE_LENGTH, ProtocolError
from .seating import Peer, SeatSlot
from .table import Table

log = logging.getLogger("scopa_desktop.net")
REMEMBERED_KEYS = 20_000  # seating requests remembered, so one resent on a new connection is not done twice


def new_code(taken: Any = ()) -> str:
    """A short invitation code from `secrets`, easy to read aloud (no 0/O or 1/I), not in `taken`."""
    while True:
        code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
        if code not in taken:
            return code


def normal_code(text: str) -> str:
    """A code as typed: case and spaces or dashes do not matter."""
    return "".join(ch for ch in text.upper() if ch.isalnum())


class Lobby:
    """Every table on one server. `on_finished(table, record)` gets each finished match's history record."""

    def __init__(self, limits: Limits, data_dir: str | Path | None = None, allow_seed: bool = False,
                 on_finished: Callable[[Table, dict[str, Any]], None] | None = None) -> None:
        self.limits, self.allow_seed = limits, allow_seed
        self.data_dir = None if data_dir is None else Path(data_dir)
        self.tables: dict[str, Table] = {}
        self.finished_callback = on_finished
        self._pending: dict[str, dict[str, Any] | None] = {}  # latest unsaved state per table (None: delete)
        self._writing: set[str] = set()
        self._keys: OrderedDict[str, tuple[str, str]] = OrderedDict()  # seating key -> (code, token)

    def create(self, rules_data: dict[str, Any], seats: list[Any], name: str, peer: Peer,
               seed: int | None = None) -> tuple[Table, int, str]:
        """A new table with its creator seated; returns (table, seat, token)."""
        if len(self.tables) >= self.limits.max_tables:
            raise ProtocolError("too_many_tables", "this server holds as many tables as it can")
        try:
            rules = Rules.from_dict(rules_data)
            slots = [SeatSlot.declared(seat) for seat in seats]
            rules.check_players(len(slots))
        except (ValueError, TypeError) as exc:
            raise ProtocolError("bad_rules", str(exc)[:280]) from None
        if not any(slot.kind == "human" for slot in slots):
            raise ProtocolError("bad_rules", "a table needs at least one seat for a person")
        code = new_code(self.tables)
        table = Table(code, rules, slots, self.limits, seed if self.allow_seed else None,
                      on_change=self._save, on_finished=self._finished)
        seat, token = table.sit(name, peer)  # a refused name leaves no table behind
        self.tables[code] = table
        log.info("table %s created (%d seats, %s)", code, len(slots), rules.name)
        return table, seat, token

    def seat(self, request: dict[str, Any], peer: Peer) -> tuple[Table, int, str]:
        """Do a checked create, join or resume request for `peer`; returns (table, seat, token).

        A create or join may carry a `key` the client made up: the same key again (the request resent on
        a new connection because its answer was lost) takes the seat it got the first time instead of a
        second one."""
        kind, key = request["type"], request.get("key")
        if kind in ("create", "join") and key is not None and key in self._keys:
            code, token = self._keys[key]
            table = self.find(code)
            return table, table.resume(token, peer), token
        if kind == "create":
            table, seat, token = self.create(request["rules"], request["seats"], request["name"], peer,
                                             request.get("seed"))
        elif kind == "join":
            table = self.find(request["code"])
            seat, token = table.sit(request["name"], peer)
        else:
            table = self.find(request["code"])
            seat, token = table.resume(request["token"], peer), request["token"]
        if key is not None:
            self._keys[key] = (table.code, token)
            while len(self._keys) > REMEMBERED_KEYS:
                self._keys.popitem(last=False)
        return table, seat, token

    def find(self, code: str) -> Table:
        table = self.tables.get(normal_code(code))
        if table is None:
            raise ProtocolError("no_table", "no table has that code")
        return table

    def sweep(self, now: float) -> list[str]:
        """Close the tables nobody has been connected to for `idle_seconds` that are not in play (never
        started, or finished): a started match waits for its players however long they are away."""
        closed = []
        for code, table in list(self.tables.items()):
            if any(slot.peer is not None for slot in table.slots):
                table.idle_since = None
                continue
            if table.idle_since is None:
                table.idle_since = now
            in_play = table.match is not None and table.record is None
            if not in_play and now - table.idle_since >= self.limits.idle_seconds:
                del self.tables[code]
                if self.data_dir is not None and table.match is None:
                    self._queue(code, None)
                closed.append(code)
        if closed:
            log.info("closed %d idle table(s)", len(closed))
        return closed

    # -- saving ------------------------------------------------------------------------------------------
    def load(self) -> list[str]:
        """Reload the saved tables; returns notices for any save that was damaged (moved aside)."""
        notices: list[str] = []
        if self.data_dir is None or not self.data_dir.is_dir():
            return notices
        for path in sorted(self.data_dir.glob("table-*.json")):
            try:
                table = Table.from_dict(json.loads(path.read_text(encoding="utf-8")), self.limits,
                                        on_change=self._save, on_finished=self._finished)
                self.tables[table.code] = table
            except (OSError, ValueError, RecursionError) as exc:
                try:
                    aside = move_aside(path)
                    notices.append(f"the saved table {path.name} was damaged ({exc}); moved to {aside.name}"[:300])
                except OSError:
                    notices.append(f"the saved table {path.name} is damaged ({exc}) and was left in place"[:300])
        for note in notices:
            log.warning(note)
        if self.tables:
            log.info("reloaded %d saved table(s)", len(self.tables))
        return notices

    def resume_bots(self) -> None:
        """After a reload, in the server's loop: bots to move in a reloaded match play on."""
        for table in self.tables.values():
            table.kick()

    def _path(self, code: str) -> Path:
        return self.data_dir / f"table-{code}.json"

    def _save(self, table: Table) -> None:
        if self.data_dir is not None and table.record is None:
            self._queue(table.code, table.to_dict())

    def _finished(self, table: Table, record: dict[str, Any]) -> None:
        log.info("table %s finished: winner side %s, totals %s", table.code, record.get("winner"), record.get("totals"))
        if self.data_dir is not None:
            self._queue(table.code, None)
        if self.finished_callback is not None:
            self.finished_callback(table, record)

    def _queue(self, code: str, data: dict[str, Any] | None) -> None:
        self._pending[code] = data
        if code in self._writing:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # no loop (a table used directly): write now
            self._write(code, self._pending.pop(code))
            return
        self._writing.add(code)
        loop.create_task(self._writer(code))

    async def _writer(self, code: str) -> None:
        loop = asyncio.get_running_loop()
        try:
            while code in self._pending:
                data = self._pending.pop(code)
                await loop.run_in_executor(None, self._write, code, data)
        finally:
            self._writing.discard(code)

    def _write(self, code: str, data: dict[str, Any] | None) -> None:
        path = self._path(code)
        try:
            if data is None:
                path.unlink(missing_ok=True)
            else:
                atomic_write_text(path, json.dumps(data, separators=(",", ":")))
        except OSError as exc:
            log.error("could not save table %s: %s", code, exc)

    async def flush(self) -> None:
        """Wait until every queued save is written (on shutdown)."""
        for _ in range(1000):
            if not self._writing and not self._pending:
                return
            await asyncio.sleep(0.005)

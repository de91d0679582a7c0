"""The lobby's tables kept in its store: saved on every change (`_save`, which the table waits for before it
shows anything the change caused), reloaded when the server starts, taken over from another process
(`adopt_claimed`), let go when a save was refused (`lost`: another process took the table, or the store
failed; the table is reloaded as last kept when a player asks for it again), and each finished match's
record kept once. A damaged save is moved aside and reported, never lost and never in the way.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import json
import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .protocol import ProtocolError
from .saved import load_table, table_data

if TYPE_CHECKING:
    from .listing import OpenLobbies
    from .ranking import Ranking
    from .seatkeys import SeatKeys
    from .shared import SharedTables
    from .stores import TableStore
    from .table import Table, TableEnv

log = logging.getLogger("scopa_desktop.net")


def _state(table: Table) -> str:
    if table.match is None:
        return "waiting"
    return "playing" if table.record is None else "finished"


class Keeping:
    """Mixed into Lobby (which sets these)."""

    store: TableStore | None
    shared: SharedTables | None
    env: TableEnv
    tables: dict[str, Table]
    listing: OpenLobbies
    keys: SeatKeys
    ranking: Ranking
    finished_callback: Callable[[Table, dict[str, Any]], None] | None
    on_lost: Callable[[Table], None]
    _written: dict[str, str]
    _lost: set[str]

    def load(self) -> list[str]:
        """Reload the saved tables (importing older saves); returns notices for whatever was damaged."""
        if self.store is None:
            return []
        notices = list(self.store.notices)
        for code, text in self.store.rows():
            try:
                self._adopt(load_table(json.loads(text), self.env))
            except Exception as exc:  # whatever is wrong with one save, the server starts with the others
                notices.append(self.store.quarantine(code, text, str(exc)[:200] or type(exc).__name__))
        for path in self.store.legacy_files():
            try:
                table = load_table(json.loads(path.read_text(encoding="utf-8")), self.env)
                if table.code in self.tables:
                    raise ValueError("a table with that code is already in the database")
                self._adopt(table)
                self.store.put(table.code, self._written[table.code]).result()
                self.store.imported(path)
            except Exception as exc:
                notices.append(self._aside(path, exc))
        for note in notices:
            log.warning(note)
        if self.tables:
            log.info("reloaded %d saved table(s)", len(self.tables))
        return notices

    def _adopt(self, table: Table) -> None:
        self.tables[table.code] = table
        self._written[table.code] = json.dumps(table_data(table), separators=(",", ":"))
        self.keys.adopt(table)
        self.listing.update(table)

    def adopt_claimed(self, code: str, text: Any) -> Table:
        """A table this process just took over (its last kept save): served from now on, its bots playing
        on once somebody is back; ProtocolError no_table for a damaged save (moved aside)."""
        try:
            table = load_table(json.loads(text), self.env)
            if table.code != code:
                raise ValueError("the save names another table")
        except Exception as exc:
            assert self.store is not None
            log.warning(self.store.quarantine(code, text, str(exc)[:200] or type(exc).__name__))
            raise ProtocolError("no_table", "no table has that code") from None
        self._lost.discard(code)
        self._adopt(table)
        log.info("table %s taken over (turn %d)", code, table.turn)
        self._resume(table)
        return table

    def reload(self, code: str) -> Table | None:
        """A table let go after a refused save, as last kept (a store of one process: read again)."""
        row = self.store.row(code) if self.store is not None else None
        self._lost.discard(code)
        return None if row is None else self.adopt_claimed(code, row)

    def lost(self, table: Table) -> None:
        """A save of `table` was refused: it leaves this process (its row stays as last kept), nothing it
        had not kept is shown, and its players' connections are closed so that their games come back for
        it (to whichever process holds it now)."""
        if self.tables.get(table.code) is not table:
            return
        log.warning("table %s: a change could not be kept; the table is let go as last kept", table.code)
        del self.tables[table.code]
        self.listing.remove(table.code)
        self.keys.forget(table)
        self._written.pop(table.code, None)
        self._lost.add(table.code)
        if self.shared is not None:
            self.shared.forget(table.code)
        table.driver.stop()
        self.on_lost(table)

    @staticmethod
    def _aside(path: Path, exc: Exception) -> str:
        from ..storage import move_aside

        try:
            return f"the saved table {path.name} was damaged ({exc}); moved to {move_aside(path).name}"[:300]
        except OSError:
            return f"the saved table {path.name} is damaged ({exc}) and was left in place"[:300]

    def resume_bots(self) -> None:
        """After a reload, in the server's loop: finished matches are reported, bots to move play on."""
        for table in list(self.tables.values()):
            self._resume(table)

    @staticmethod
    def _resume(table: Table) -> None:
        if table.match is not None and table.match.is_over and table.record is None:
            table.finish()
        table.kick()

    def _save(self, table: Table) -> concurrent.futures.Future | None:
        if self.store is None or self.tables.get(table.code) is not table:
            return None
        text = json.dumps(table_data(table), separators=(",", ":"))
        if self._written.get(table.code) == text:
            return None  # nothing kept changed (a connection came or went)
        self._written[table.code] = text
        pending = self.store.put(table.code, text, {"state": _state(table), "origin": table.origin})
        try:
            asyncio.get_running_loop()
        except RuntimeError:  # a table used outside a server (tests): the save is done before going on
            concurrent.futures.wait([pending])
            return None
        return pending

    def _finished(self, table: Table, record: dict[str, Any]) -> None:
        log.info("table %s finished: winner side %s, totals %s", table.code, record.get("winner"), record.get("totals"))
        if self.store is not None:
            self.store.finished(table.match_id, json.dumps(record, separators=(",", ":")))
        if table.ranked:
            self.ranking.rate(table)
        if self.finished_callback is not None:
            self.finished_callback(table, record)

    def close_store(self) -> None:
        """Write what is queued and close the store (the ratings first: a match being rated is finished)."""
        self.ranking.close()
        if self.store is not None:
            self.store.close()  # (a shared store hands its tables back first: others take them at once)
        if self.shared is not None:
            self.shared.stop()

    def shutdown(self) -> None:
        """Stop the bots, write what is queued and close the store (a lobby used outside a server)."""
        self.env.bots.shutdown()
        self.close_store()

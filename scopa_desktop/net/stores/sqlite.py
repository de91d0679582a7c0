"""Where a server keeps its tables in a data folder: one SQLite database in WAL mode (Python's own `sqlite3`,
so no server to run and a crash-safe journal we do not write ourselves), `tables.sqlite3`.

One writer thread commits every change waiting at that moment in one transaction (`synchronous=FULL`: on
disk when the commit returns; `serve --sync normal` trades the power cut for speed), then resolves each
change's future; the table confirms a move, and shows it to anyone, only then. A table's row holds its save
as JSON text, the latest winning; a finished match's record goes to `matches`.

Damaged rows are moved out of the database into `damaged/` as files, and a database SQLite cannot read is
moved aside whole; both are reported and the server starts anyway. Saves of older versions (one JSON file
per table, `table-CODE.json`) are imported once and the files moved into `imported/`.
"""

from __future__ import annotations

import concurrent.futures
import contextlib
import logging
import os
import re
import sqlite3
import time
from pathlib import Path
from typing import Any

from ...storage import aside_path, atomic_write_text, move_aside
from .base import BatchWriter, Change, StoreLocked, TableStore
from .schema import SCHEMA, migrate

log = logging.getLogger("scopa_desktop.net")
DATABASE = "tables.sqlite3"
# "full": a commit returns once on disk (fsync), surviving a power cut; "normal": once in the system's
# hands, surviving a killed server but not a power cut (a few times faster on a slow disk).
SYNC_MODES = ("full", "normal")
RETRY_SECONDS = 5.0  # a commit that keeps failing (a full disk) is given up after this; the error is logged
_SAFE = re.compile(r"[^A-Za-z0-9]")


class SqliteStore(TableStore, BatchWriter):
    """The tables of one data folder. `rows()` reads them at start; `put`/`delete` queue a change and
    return a future that is done once the change is on disk; `close()` waits for the queue to drain."""

    def __init__(self, folder: str | Path, sync: str = "full") -> None:
        if sync not in SYNC_MODES:
            raise ValueError(f"sync is one of {', '.join(SYNC_MODES)}, not {sync!r}")
        BatchWriter.__init__(self, "scopa-table-store")
        self.folder, self.sync = Path(folder), sync
        self.folder.mkdir(parents=True, exist_ok=True)
        self.notices: list[str] = []
        self._lock_file = self._lock()
        self.path = self.folder / DATABASE
        self._db = self._open()
        self.start()

    # -- opening --------------------------------------------------------------------------------------
    def _lock(self):
        """Hold `tables.lock` while open: two servers on one folder would each deal their own future."""
        handle = open(self.folder / "tables.lock", "a+b")  # noqa: SIM115 - held open while the store lives
        try:
            import fcntl
        except ImportError:  # Windows: one game per folder is the user's own doing
            return handle
        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            handle.close()
            raise StoreLocked(f"another server keeps its tables in {self.folder}") from None
        return handle

    def _connect(self) -> sqlite3.Connection:
        db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None, timeout=10.0)
        db.execute("PRAGMA journal_mode=WAL")
        db.execute(f"PRAGMA synchronous={self.sync.upper()}")
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA:  # not damaged: kept as it is, and this older program stops
            db.close()
            self._lock_file.close()
            raise StoreLocked(f"{self.path} was made by a newer version of the program (schema {version})")
        with db:
            db.execute("BEGIN")
            migrate(db.execute, version, "sqlite")
            db.execute(f"PRAGMA user_version={SCHEMA}")
        db.execute("SELECT count(*) FROM tables").fetchone()  # a damaged file fails here, not mid-game
        return db

    def _open(self) -> sqlite3.Connection:
        try:
            return self._connect()
        except sqlite3.DatabaseError as exc:
            moved = []
            for suffix in ("", "-wal", "-shm"):
                part = self.path.with_name(self.path.name + suffix)
                if part.exists():
                    moved.append(move_aside(part).name)
            self.notices.append(f"the table database could not be read ({exc}); moved to {', '.join(moved)}"[:300])
            return self._connect()

    # -- reading --------------------------------------------------------------------------------------
    def rows(self) -> list[tuple[object, object]]:
        """Every saved table as (code, data text), as stored (the lobby checks them)."""
        return list(self._db.execute("SELECT code, data FROM tables ORDER BY saved"))

    def row(self, code: str) -> str | None:
        """A table's save as last committed (on a connection of its own: never the writer's open batch)."""
        with contextlib.closing(sqlite3.connect(self.path, timeout=10.0)) as db:
            found = db.execute("SELECT data FROM tables WHERE code = ?", (code,)).fetchone()
        return None if found is None else found[0]

    def legacy_files(self) -> list[Path]:
        """Saves of older versions still to import (`table-*.json`)."""
        return sorted(self.folder.glob("table-*.json"))

    def imported(self, path: Path) -> None:
        """A legacy file now in the database: moved into `imported/` (kept, never deleted)."""
        target = self.folder / "imported" / path.name
        target.parent.mkdir(exist_ok=True)
        os.replace(path, aside_path(target) if target.exists() else target)

    def quarantine(self, code: object, data: object, reason: str) -> str:
        """Move a damaged row out of the database into `damaged/`; returns the notice to report."""
        name = (_SAFE.sub("", str(code))[:12] or "unknown") if isinstance(code, str) else "unknown"
        target = aside_path(self.folder / "damaged" / f"table-{name}.json")
        text = data if isinstance(data, str) else repr(data)
        atomic_write_text(target, text)
        self._db.execute("DELETE FROM tables WHERE code IS ?", (code,))
        return f"the saved table {name} was damaged ({reason}); moved to damaged/{target.name}"[:300]

    # -- writing --------------------------------------------------------------------------------------
    def put(self, code: str, text: str, facts: dict[str, Any] | None = None) -> concurrent.futures.Future:
        return self.submit(Change("put", code, text))

    def delete(self, code: str) -> concurrent.futures.Future:
        return self.submit(Change("delete", code))

    def finished(self, match_id: str, record: str) -> concurrent.futures.Future:
        return self.submit(Change("finished", match_id, record))

    def commit(self, batch: list[Change]) -> list[Any]:
        latest = {change.key: change.value for change in batch if change.kind in ("put", "delete")}
        records = [(change.key, change.value) for change in batch if change.kind == "finished"]
        deadline = time.monotonic() + RETRY_SECONDS
        while True:
            try:
                with self._db:
                    self._db.execute("BEGIN")
                    now = time.time()
                    for code, text in latest.items():
                        if text is None:
                            self._db.execute("DELETE FROM tables WHERE code = ?", (code,))
                        else:
                            self._db.execute("INSERT OR REPLACE INTO tables (code, data, saved) VALUES (?, ?, ?)",
                                             (code, text, now))
                    self._db.executemany("INSERT OR IGNORE INTO matches (match_id, finished, record) VALUES (?, ?, ?)",
                                         [(match_id, now, record) for match_id, record in records])
                return [None] * len(batch)
            except sqlite3.Error as exc:
                if time.monotonic() >= deadline:
                    log.error("could not save %d table(s): %s", len(latest), exc)
                    return [OSError(f"could not save: {exc}")] * len(batch)
                time.sleep(0.2)

    def close(self, timeout: float = 30.0) -> None:
        """Write what is queued, then close the database and the lock."""
        self.drain(timeout)
        with contextlib.suppress(sqlite3.Error):
            self._db.close()
        self._lock_file.close()

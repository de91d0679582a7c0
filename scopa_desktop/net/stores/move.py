"""`serve --data DIR --move-to postgresql://...`: a data folder's server, moved into PostgreSQL.

Every table the migrations name as moved (schema.moved_tables: the tables' saves and the finished matches
today; identities and ratings once they are added there) is copied row by row with the columns both
dialects share, and the history file's finished matches (`history/matches.jsonl`, written before the
store kept them) join `matches`. What PostgreSQL already holds is kept (a row of the same key is not
overwritten), so a move stopped half way can be run again. The tables moved belong to no process: the
first one a player asks takes each over. Run it with the data folder's server stopped (its lock says so).
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
import time
from datetime import datetime
from pathlib import Path

from .postgres import connect, open_schema
from .schema import moved_tables
from .sqlite import DATABASE, SqliteStore

_KEYS = {"tables": "code", "matches": "match_id"}  # a table not named here: its first column is its key


def move_to_postgres(folder: str | Path, url: str) -> dict[str, int]:
    """Copy the data folder's store into the database at `url`; returns the rows added per table.
    StoreLocked when the folder is in use (or the database out of reach, or newer)."""
    folder = Path(folder)
    SqliteStore(folder).close()  # brings the folder's schema up to date, and fails while a server holds it
    lock = open(folder / "tables.lock", "a+b")  # noqa: SIM115 - held while moving
    with contextlib.closing(lock):
        with contextlib.suppress(ImportError):
            import fcntl

            fcntl.flock(lock.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        open_schema(url)
        added: dict[str, int] = {}
        with contextlib.closing(sqlite3.connect(folder / DATABASE)) as source, connect(url) as target, \
                target.transaction():
            for table, columns in moved_tables().items():
                names = ", ".join(columns)
                rows = source.execute(f"SELECT {names} FROM {table}").fetchall()
                added[table] = _insert(target, table, columns, rows)
            history = folder / "history" / "matches.jsonl"
            if history.exists():
                added["matches"] = added.get("matches", 0) + _insert(target, "matches", moved_tables()["matches"],
                                                                      _records(history))
    return added


def _insert(target, table: str, columns: tuple[str, ...], rows: list[tuple]) -> int:
    if not rows:
        return 0
    key = _KEYS.get(table, columns[0])
    marks = ", ".join(["%s"] * len(columns))
    with target.cursor() as cur:
        cur.executemany(f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks}) ON CONFLICT ({key}) DO NOTHING"
                        " RETURNING 1", rows, returning=True)
        count = 0
        while True:
            count += len(cur.fetchall())
            if not cur.nextset():
                break
    return count


def _records(history: Path) -> list[tuple[str, float, str]]:
    """The history file's records as `matches` rows (a line that is not a record is left out)."""
    rows = []
    for line in history.read_text(encoding="utf-8", errors="replace").splitlines():
        try:
            record = json.loads(line)
        except ValueError:
            continue
        if isinstance(record, dict) and isinstance(record.get("id"), str) and record["id"]:
            try:
                when = datetime.fromisoformat(str(record.get("date"))).timestamp()
            except ValueError:
                when = time.time()
            rows.append((record["id"], when, line))
    return rows

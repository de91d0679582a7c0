"""Where a server keeps its tables and finished matches: `open_store` gives the SQLite store of a data
folder (one process, the default) or the PostgreSQL store every process of a community's server shares.

Modules: base (the interface, and the writer both use), schema (the numbered migrations), sqlite,
postgres (a process's own writes: saves fenced by ownership, claims), cluster (what processes share: who
lives, the open lobby through LISTEN/NOTIFY, the janitor), move (a data folder into PostgreSQL).
"""

from __future__ import annotations

from pathlib import Path

from .base import Fenced, StoreLocked, TableStore
from .schema import MIGRATIONS, SCHEMA, moved_tables
from .sqlite import DATABASE, SYNC_MODES, SqliteStore

__all__ = ["DATABASE", "MIGRATIONS", "SCHEMA", "SYNC_MODES", "Fenced", "SqliteStore", "StoreLocked", "TableStore",
           "moved_tables", "open_store"]


def open_store(data_dir: str | Path | None = None, sync: str = "full") -> TableStore | None:
    """The store of a data folder (None: tables in memory only)."""
    return None if data_dir is None else SqliteStore(data_dir, sync)

"""What every store of a server's tables does, and the writer they share.

A store keeps each table's save (JSON text, `saved.table_data`) and each finished match's record; a change
is confirmed (its future done) only once it is durable, and the table shows nothing it caused before
that (see table.py). Two stores: SQLite in a data folder (one process, nothing to install) and PostgreSQL
(any number of processes sharing one database). The lobby sees only this interface; what only a shared
store does (claiming another process's table, the open lobby of every process) is `Shared` in cluster.py.

`BatchWriter` is the part both stores share: one thread takes every change waiting at that moment and
commits them in one transaction (the latest change of each table wins), then settles their futures.
"""

from __future__ import annotations

import concurrent.futures
import queue
import threading
from abc import ABC, abstractmethod
from dataclasses import dataclass
from pathlib import Path
from typing import Any


class StoreLocked(OSError):
    """Another server already keeps its tables here (or a newer version of the program made them)."""


class Fenced(OSError):
    """The change was not kept: another process holds this table now (its save is the one that counts)."""


@dataclass(frozen=True)
class Change:
    """One change waiting for the writer: `kind` is put, delete, listing, finished or an operation of the
    store's own (claim...); `key` the table's code or the match's id; `value` its text (or entry)."""

    kind: str
    key: str
    value: Any = None
    facts: Any = None


class BatchWriter:
    """A writer thread: `submit(change)` returns a future settled once the change's batch is committed
    (`commit(batch)` returns, per change, None or the exception to set)."""

    def __init__(self, name: str) -> None:
        self._queue: queue.Queue = queue.Queue()
        self._thread = threading.Thread(target=self._write_loop, name=name, daemon=True)
        self._started = False

    def start(self) -> None:
        self._started = True
        self._thread.start()

    def submit(self, change: Change) -> concurrent.futures.Future:
        future: concurrent.futures.Future = concurrent.futures.Future()
        self._queue.put((change, future))
        return future

    @abstractmethod
    def commit(self, batch: list[Change]) -> list[Any]:
        """Keep `batch` (in order); per change its result, or an exception to set on its future."""

    def _write_loop(self) -> None:
        while True:
            batch = [self._queue.get()]
            while True:
                try:
                    batch.append(self._queue.get_nowait())
                except queue.Empty:
                    break
            stop = any(item is None for item in batch)
            work = [item for item in batch if item is not None]
            if work:
                try:
                    results = self.commit([change for change, _ in work])
                except Exception as exc:  # the store's own failure: every change of the batch is refused
                    results = [exc] * len(work)
                for (_, future), result in zip(work, results, strict=True):
                    if isinstance(result, BaseException):
                        future.set_exception(result)
                    else:
                        future.set_result(result)
            if stop:
                return

    def drain(self, timeout: float) -> None:
        """Write what is queued, then end the thread."""
        if self._started and self._thread.is_alive():
            self._queue.put(None)
            self._thread.join(timeout)


class TableStore(ABC):
    """A server's tables and finished matches. `rows()` are the tables this process serves when it starts;
    `put`, `delete` and `finished` return a future done once the change is durable (Fenced: another
    process holds the table); `close()` writes what is queued."""

    notices: list[str]
    shared = False  # many processes at once (PostgreSQL), with the methods of cluster.Shared

    @abstractmethod
    def rows(self) -> list[tuple[object, object]]:
        """Every table to serve now, as (code, data text), as stored (the lobby checks them)."""

    def legacy_files(self) -> list[Path]:
        """Saves of older versions still to import (one file per table): only a data folder has them."""
        return []

    def imported(self, path: Path) -> None:
        """A legacy file now in the store."""
        raise NotImplementedError("only a data folder has older saves")

    def row(self, code: str) -> str | None:
        """A table's save as last kept (None: no such table), read now."""
        return None

    @abstractmethod
    def quarantine(self, code: object, data: object, reason: str) -> str:
        """Move a damaged save out of the tables (kept for a look); returns the notice to report."""

    @abstractmethod
    def put(self, code: str, text: str, facts: dict[str, Any] | None = None) -> concurrent.futures.Future:
        """Keep a table's save; `facts` (state, origin) let a shared store sweep and count tables."""

    @abstractmethod
    def delete(self, code: str) -> concurrent.futures.Future:
        """The table is closed."""

    @abstractmethod
    def finished(self, match_id: str, record: str) -> concurrent.futures.Future:
        """Keep a finished match's history record (JSON text), once."""

    @abstractmethod
    def close(self, timeout: float = 30.0) -> None:
        """Write what is queued and let go of the store."""

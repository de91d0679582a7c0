"""The tables of every server process in one PostgreSQL database (`serve --store postgresql://...`), through
psycopg 3 (libpq's own connection strings, so the URL that works for psql and pg_dump works here).

Each table has an owner, the process serving it. This process's writes go through one writer thread and
connection: every change waiting is committed in one transaction, and a table's save is kept only where
this process still owns the table (`owner = me`): a process that lost a table (another took it over, its
owner having died) has its save refused (Fenced), never confirmed, so two processes can never both
confirm a move. A table nobody serves, or whose owner is dead (its advisory lock gone: PostgreSQL lets go
of a session's locks the moment its connection ends), is taken over by the first process asked for it
(`claim`). The open lobby of every process lives in the table's `listing` column; each change is announced
with NOTIFY in the same transaction (cluster.py listens).
"""

from __future__ import annotations

import concurrent.futures
import json
import logging
import os
import socket
import time
from typing import Any

from .base import BatchWriter, Change, Fenced, StoreLocked, TableStore
from .schema import SCHEMA, migrate

log = logging.getLogger("scopa_desktop.net")
LOCK_CLASS = 0x5C0A  # advisory lock (LOCK_CLASS, id): held by the server `id` while it lives
ADMIN_CLASS = 0x5C0B  # advisory locks (ADMIN_CLASS, 0): the janitor at work; (ADMIN_CLASS, 1): a migration
CHANNEL = "scopa_lobby"
RETRY_SECONDS = 5.0  # a batch that cannot reach the database for this long is refused (its tables are let go)
_ALIVE = ("EXISTS (SELECT 1 FROM pg_locks l WHERE l.locktype = 'advisory' AND l.classid = {k} AND l.objid = {owner}"
          " AND l.objsubid = 2 AND l.granted)")
_PUT = ("INSERT INTO tables AS t (code, data, saved, state, origin, owner) VALUES (%s, %s, %s, %s, %s, %s)"
        " ON CONFLICT (code) DO UPDATE SET data = excluded.data, saved = excluded.saved, state = excluded.state,"
        " origin = excluded.origin WHERE t.owner = excluded.owner RETURNING code")
_CLAIM = ("UPDATE tables AS t SET owner = %(me)s, listing = NULL WHERE t.code = %(code)s AND (t.owner IS NULL OR"
          " t.owner = %(me)s OR NOT " + _ALIVE.format(k=LOCK_CLASS, owner="t.owner") + ") RETURNING data")


def connect(url: str, **options: Any):
    """A psycopg connection (imported here: only `--store postgresql://` needs it)."""
    try:
        import psycopg
    except ImportError:
        raise StoreLocked("PostgreSQL needs psycopg: pip install 'scopa-desktop[postgres]'") from None
    try:
        return psycopg.connect(url, **options)
    except psycopg.Error as exc:
        raise StoreLocked(f"cannot reach the database: {str(exc).strip()[:300]}") from None


def open_schema(url: str) -> None:
    """Bring the database's schema up to this program's (one process at a time); StoreLocked for a schema
    a newer program made."""
    with connect(url, autocommit=True) as db, db.transaction():
        db.execute("SELECT pg_advisory_xact_lock(%s, 1)", (ADMIN_CLASS,))
        db.execute("CREATE TABLE IF NOT EXISTS scopa_schema (version integer NOT NULL)")
        row = db.execute("SELECT version FROM scopa_schema").fetchone()
        version = 0 if row is None else row[0]
        if version > SCHEMA:
            raise StoreLocked(f"the database was made by a newer version of the program (schema {version})")
        if version < SCHEMA:
            migrate(db.execute, version, "postgresql")
            db.execute("DELETE FROM scopa_schema")
            db.execute("INSERT INTO scopa_schema (version) VALUES (%s)", (SCHEMA,))


class PostgresStore(TableStore, BatchWriter):
    """This process's side of the shared database: its id (`server_id`, held as an advisory lock by
    cluster.Cluster while it lives), its writes, and claims of tables it is asked for."""

    shared = True

    def __init__(self, url: str) -> None:
        """Bring the schema up to date and join the processes: a new server id, its advisory lock taken on
        a connection of its own (`lock_db`: cluster.Cluster keeps it open while the process lives), and its
        row in `servers` (its address, once known: `advertise`). StoreLocked when that cannot be done."""
        BatchWriter.__init__(self, "scopa-pg-writer")
        open_schema(url)
        self.url = url
        self.notices: list[str] = []
        self.lock_db = connect(url, autocommit=True)
        self.server_id: int = self.lock_db.execute("SELECT nextval('servers_id_seq')").fetchone()[0]
        self.lock_db.execute("SELECT pg_advisory_lock(%s, %s)", (LOCK_CLASS, self.server_id))
        self.lock_db.execute("INSERT INTO servers (id, url, host, pid) VALUES (%s, '', %s, %s)",
                             (self.server_id, socket.gethostname()[:200], os.getpid()))
        self._db = connect(url)
        self.start()

    def advertise(self, address: str) -> None:
        """Where players reach this process (the address other processes send them to); before the
        cluster's thread takes `lock_db`."""
        self.lock_db.execute("UPDATE servers SET url = %s WHERE id = %s", (address, self.server_id))

    # -- TableStore ------------------------------------------------------------------------------------
    def rows(self) -> list[tuple[object, object]]:
        return []  # a process starts serving nothing: tables are taken over when players ask for them

    def row(self, code: str) -> str | None:
        with connect(self.url) as db:
            found = db.execute("SELECT data FROM tables WHERE code = %s", (code,)).fetchone()
        return None if found is None else found[0]

    def quarantine(self, code: object, data: object, reason: str) -> str:
        self.submit(Change("quarantine", str(code), data if isinstance(data, str) else repr(data), reason)).result()
        return f"the saved table {str(code)[:12]} was damaged ({reason}); moved to the damaged table"[:300]

    def put(self, code: str, text: str, facts: dict[str, Any] | None = None) -> concurrent.futures.Future:
        return self.submit(Change("put", code, text, facts or {}))

    def delete(self, code: str) -> concurrent.futures.Future:
        return self.submit(Change("delete", code))

    def finished(self, match_id: str, record: str) -> concurrent.futures.Future:
        return self.submit(Change("finished", match_id, record))

    def list_entry(self, code: str, entry: dict[str, Any] | None, number: int) -> concurrent.futures.Future:
        """The table's open-lobby entry (None: no longer listed), announced to every process."""
        return self.submit(Change("listing", code, None if entry is None else json.dumps(entry), number))

    def claim(self, code: str) -> concurrent.futures.Future:
        """Take the table over when nobody living serves it: ("here", its save), ("there", the owner's
        address) or ("none", None) when no table has that code."""
        return self.submit(Change("claim", code))

    def close(self, timeout: float = 30.0) -> None:
        """Write what is queued, let go of every table this process holds (others take them over at once),
        and close."""
        try:
            self.submit(Change("release", "")).result(timeout)
        except Exception as exc:  # the database is gone: the tables are taken over once our lock goes
            log.warning("could not hand the tables back: %s", exc)
        self.drain(timeout)
        self._db.close()

    # -- the writer ------------------------------------------------------------------------------------
    def commit(self, batch: list[Change]) -> list[Any]:
        import psycopg

        deadline = time.monotonic() + RETRY_SECONDS
        while True:
            try:
                return self._commit(batch)
            except psycopg.Error as exc:  # the connection, or the database, failed: again, for a while
                if time.monotonic() >= deadline:
                    log.error("could not save %d change(s): %s", len(batch), exc)
                    return [OSError(f"could not save: {exc}")] * len(batch)
                time.sleep(0.2)
                if self._db.closed or self._db.broken:
                    try:
                        self._db = connect(self.url)
                    except StoreLocked as lost:
                        log.warning("the database is out of reach: %s", lost)

    def _commit(self, batch: list[Change]) -> list[Any]:
        me = self.server_id
        last = {change.key: index for index, change in enumerate(batch) if change.kind in ("put", "delete")}
        results: list[Any] = [None] * len(batch)
        with self._db.transaction(), self._db.cursor() as cur:
            puts = [(i, c) for i, c in enumerate(batch) if c.kind == "put" and last[c.key] == i]
            if puts:
                now = time.time()
                cur.executemany(_PUT, [(c.key, c.value, now, c.facts.get("state", "waiting"),
                                        c.facts.get("origin", ""), me) for _, c in puts], returning=True)
                kept = set()
                while True:
                    kept.update(row[0] for row in cur.fetchall())
                    if not cur.nextset():
                        break
                for index, change in puts:
                    if change.key not in kept:
                        results[index] = Fenced(f"table {change.key} is held by another process")
            self._listings(cur, [c for c in batch if c.kind == "listing"])  # (before a delete: it is heard)
            deletes = [c.key for i, c in enumerate(batch) if c.kind == "delete" and last[c.key] == i]
            if deletes:
                cur.execute("DELETE FROM tables WHERE code = ANY(%s) AND owner = %s", (deletes, me))
            records = [(c.key, time.time(), c.value) for c in batch if c.kind == "finished"]
            if records:
                cur.executemany("INSERT INTO matches (match_id, finished, record) VALUES (%s, %s, %s)"
                                " ON CONFLICT (match_id) DO NOTHING", records)
            for index, change in enumerate(batch):
                if change.kind in ("claim", "quarantine", "release"):
                    results[index] = getattr(self, f"_{change.kind}")(cur, change)
        return results

    def _listings(self, cur, changes: list[Change]) -> None:
        latest = {change.key: change for change in changes}
        for change in latest.values():
            cur.execute("UPDATE tables SET listing = %s, opened = %s WHERE code = %s AND owner = %s RETURNING code",
                        (change.value, change.facts, change.key, self.server_id))
            if cur.fetchone() is not None:  # (the entry is JSON text already: put in the message as it is)
                entry = "null" if change.value is None else change.value
                key = json.dumps(change.key)
                payload = f'{{"s": {self.server_id}, "c": {key}, "n": {int(change.facts)}, "e": {entry}}}'
                cur.execute("SELECT pg_notify(%s, %s)", (CHANNEL, payload))

    def _claim(self, cur, change: Change) -> tuple[str, Any]:
        cur.execute(_CLAIM, {"me": self.server_id, "code": change.key})
        row = cur.fetchone()
        if row is not None:
            return "here", row[0]
        cur.execute("SELECT s.url FROM tables t LEFT JOIN servers s ON s.id = t.owner WHERE t.code = %s",
                    (change.key,))
        row = cur.fetchone()
        return ("none", None) if row is None else ("there", row[0])

    def _quarantine(self, cur, change: Change) -> None:
        cur.execute("INSERT INTO damaged (code, data, reason, moved) VALUES (%s, %s, %s, %s)",
                    (change.key, change.value, change.facts, time.time()))
        cur.execute("DELETE FROM tables WHERE code = %s", (change.key,))

    def _release(self, cur, change: Change) -> None:
        cur.execute("UPDATE tables SET owner = NULL, listing = NULL WHERE owner = %s", (self.server_id,))
        cur.execute("DELETE FROM servers WHERE id = %s", (self.server_id,))
        cur.execute("SELECT pg_notify(%s, %s)", (CHANNEL, json.dumps({"s": self.server_id, "gone": True})))

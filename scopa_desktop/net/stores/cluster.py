"""This process among the others sharing one PostgreSQL database: one connection, in a thread of its own,
that holds the process's advisory lock (its life: PostgreSQL lets go of it the moment the connection ends,
a killed process included), LISTENs for the open lobby's changes (PostgreSQL's own NOTIFY, sent by each
owner in the transaction that changed the entry: no broker to run), asks every few seconds which processes
live, and now and then sweeps the database as the janitor (one process at a time: a lock says which).

What it hears goes to `deliver(kind, data)`, called in this thread (the lobby hands it to its loop):
"entry" a payload {"s": server, "c": code, "n": number, "e": entry or None} or {"s": server, "gone": true};
"listing" every listed table of the others as (server, code, entry, number) (at start and after a lost
connection); "peers" {server id: its address} of the processes alive.
"""

from __future__ import annotations

import json
import logging
import threading
import time
from collections.abc import Callable
from typing import Any

from .postgres import _ALIVE, ADMIN_CLASS, CHANNEL, LOCK_CLASS, connect

log = logging.getLogger("scopa_desktop.net")
LISTEN_SECONDS = 0.5  # how long one wait for notifications lasts (the thread looks at its other work between)
PEERS_SECONDS = 2.0  # how often the living processes are looked up (a dead one's tables leave the lobby)
JANITOR_SECONDS = 30.0
_PEERS = "SELECT s.id, s.url FROM servers s WHERE " + _ALIVE.format(k=LOCK_CLASS, owner="s.id")


class Cluster:
    """`start()` once the process is registered (its lock held on `db`); `stop()` closes the connection,
    which lets go of the lock."""

    def __init__(self, url: str, server_id: int, db: Any, deliver: Callable[[str, Any], None],
                 ages: dict[str, float]) -> None:
        self.url, self.server_id, self._db, self.deliver = url, server_id, db, deliver
        self.ages = ages  # seconds: "waiting", "finished", "playing" tables nobody serves are deleted after
        self._stopping = threading.Event()
        self._thread = threading.Thread(target=self._run, name="scopa-pg-cluster", daemon=True)

    def start(self) -> None:
        self._listen()
        self._thread.start()

    def stop(self, timeout: float = 10.0) -> None:
        self._stopping.set()
        if self._thread.is_alive():
            self._thread.join(timeout)
        self._db.close()

    # -- the thread ------------------------------------------------------------------------------------
    def _listen(self) -> None:
        """LISTEN first, then read what is listed (a change in between is heard twice: harmless)."""
        self._db.execute(f"LISTEN {CHANNEL}")
        rows = self._db.execute("SELECT owner, code, listing, opened FROM tables WHERE listing IS NOT NULL"
                                " AND owner IS NOT NULL AND owner <> %s", (self.server_id,)).fetchall()
        self.deliver("peers", self._peers())
        listing = []
        for owner, code, text, number in rows:
            try:
                listing.append((owner, code, json.loads(text), int(number)))
            except (ValueError, TypeError):
                continue
        self.deliver("listing", listing)

    def _run(self) -> None:
        next_peers = next_janitor = time.monotonic()
        while not self._stopping.is_set():
            try:
                for note in self._db.notifies(timeout=LISTEN_SECONDS):
                    self._heard(note.payload)
                now = time.monotonic()
                if now >= next_peers:
                    next_peers = now + PEERS_SECONDS
                    self.deliver("peers", self._peers())
                if now >= next_janitor:
                    next_janitor = now + JANITOR_SECONDS
                    self._janitor()
            except Exception as exc:  # (psycopg.Error) the connection was lost: our lock with it
                if self._stopping.is_set():
                    return
                log.warning("lost the database connection (%s); connecting again", str(exc).strip()[:200])
                self._reconnect()

    def _heard(self, payload: str) -> None:
        try:
            data = json.loads(payload)
        except ValueError:
            return
        if isinstance(data, dict) and data.get("s") != self.server_id:
            self.deliver("entry", data)

    def _peers(self) -> dict[int, str]:
        return dict(self._db.execute(_PEERS).fetchall())

    def _reconnect(self) -> None:
        while not self._stopping.is_set():
            try:
                self._db.close()
                self._db = connect(self.url, autocommit=True)
                self._db.execute("SELECT pg_advisory_lock(%s, %s)", (LOCK_CLASS, self.server_id))
                self._listen()
                return
            except Exception as exc:
                log.warning("the database is out of reach (%s); trying again", str(exc).strip()[:200])
                self._stopping.wait(2.0)

    def _janitor(self) -> None:
        """One process at a time: forget the processes that died (their tables are nobody's until a player
        asks for one), and delete the tables nobody serves that nobody came back to (as a process sweeps
        its own: see Lobby.sweep)."""
        now = time.time()
        with self._db.transaction():
            if not self._db.execute("SELECT pg_try_advisory_xact_lock(%s, 0)", (ADMIN_CLASS,)).fetchone()[0]:
                return
            self._db.execute("DELETE FROM servers s WHERE NOT " + _ALIVE.format(k=LOCK_CLASS, owner="s.id"))
            self._db.execute("UPDATE tables SET owner = NULL, listing = NULL WHERE owner IS NOT NULL AND NOT EXISTS"
                             " (SELECT 1 FROM servers s WHERE s.id = tables.owner)")
            gone = self._db.execute(
                "DELETE FROM tables WHERE owner IS NULL AND ((state = 'waiting' AND saved < %s) OR"
                " (state = 'finished' AND saved < %s) OR saved < %s)",
                (now - self.ages["waiting"], now - self.ages["finished"], now - self.ages["playing"])).rowcount
        if gone:
            log.info("janitor: deleted %d table(s) nobody came back to", gone)

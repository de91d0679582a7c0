"""A lobby whose store many server processes share (PostgreSQL): which process serves what, and where a
player asking for a table this process does not hold is sent.

**Routing, not moving.** A table lives in one process, its owner, for as long as that process lives: every
move is checked and confirmed there, and the players at it are connected there. A player who asks another
process for it (`join`, `resume`; or a quick match finding the oldest fitting table elsewhere) is told
where it is (`redirect`, the owner's address) and the game connects there by itself. Moving a table to
whoever asks would make the players of one table, arriving through a load balancer at different
processes, pull it back and forth; routing moves nothing and costs one reconnection, once. When the owner
dies its tables are nobody's: the first process a player of one asks takes it over from the database
(`claim`: the last confirmed move is all there is) and the others are sent there.

The open lobby of every process is kept here too: this process's tables are announced (through the
store, NOTIFY) and the others' heard (cluster.Cluster); a process that dies is forgotten within seconds.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Any

from .protocol import REDIRECT_VERSION, ProtocolError, encode

if TYPE_CHECKING:
    from .limits import Limits
    from .lobby import Lobby
    from .server import Connection, TableServer
    from .stores.cluster import Cluster
    from .stores.postgres import PostgresStore
    from .table import Table

log = logging.getLogger("scopa_desktop.net")


def open_shared(url: str) -> PostgresStore:
    """The store of every process sharing the PostgreSQL database at `url` (StoreLocked when it cannot be
    used: psycopg missing, the database out of reach, or made by a newer program)."""
    from .stores.postgres import PostgresStore

    return PostgresStore(url)


class Elsewhere(Exception):
    """The request is for a table this process does not hold: `code` to look up (and maybe take over), or
    `url`, the address of the process that holds it."""

    def __init__(self, code: str | None = None, url: str | None = None) -> None:
        super().__init__(code or url)
        self.code, self.url = code, url


class SharedTables:
    """The lobby's side of the cluster: the living processes, the others' listed tables, announcing ours."""

    def __init__(self, lobby: Lobby, store: PostgresStore) -> None:
        self.lobby, self.store = lobby, store
        self.peers: dict[int, str] = {}
        self.cluster: Cluster | None = None
        self._announced: dict[str, Any] = {}  # code -> the entry last announced (None: not listed)

    def start(self, advertised: str, limits: Limits) -> None:
        """Say where players reach this process, and hear the others on this (running) loop."""
        from .stores.cluster import Cluster

        loop = asyncio.get_running_loop()
        self.store.advertise(advertised)
        ages = {"waiting": limits.deserted_seconds, "finished": limits.idle_seconds,
                "playing": limits.abandoned_seconds}
        self.cluster = Cluster(self.store.url, self.store.server_id, self.store.lock_db,
                               lambda kind, data: loop.call_soon_threadsafe(self.heard, kind, data), ages)
        self.cluster.start()

    def stop(self) -> None:
        if self.cluster is not None:
            self.cluster.stop()

    def heard(self, kind: str, data: Any) -> None:
        listing = self.lobby.listing
        if kind == "peers":
            self.peers = data
            listing.forget_server(set(data))
        elif kind == "listing":
            listing.forget_server(set())
            for server, code, entry, number in data:
                if server in self.peers:
                    listing.put_remote(server, code, entry, number)
        elif kind == "entry" and isinstance(data.get("s"), int):
            if data.get("gone"):
                listing.forget_server(set(self.peers) - {data["s"]})
            elif isinstance(data.get("c"), str) and isinstance(data.get("n"), int) \
                    and data["c"] not in self.lobby.tables:
                entry = data.get("e")
                listing.put_remote(data["s"], data["c"], entry if isinstance(entry, dict) else None, data["n"])

    def announce(self, table: Table, entry: dict[str, Any] | None) -> None:
        """Our table's entry changed (None: not listed): every process hears it (once per change)."""
        known = table.code in self._announced
        if (known and self._announced[table.code] == entry) or (not known and entry is None):
            return
        if entry is None:
            del self._announced[table.code]
        else:
            self._announced[table.code] = entry
        self.store.list_entry(table.code, entry, self.lobby.listing.number_of(table.code))

    def forget(self, code: str) -> None:
        if self._announced.pop(code, None) is not None:
            self.store.list_entry(code, None, 0)

    def url_of(self, server: int | None) -> str | None:
        return None if server is None else self.peers.get(server)

    async def locate(self, code: str) -> tuple[str, Any]:
        """Where the table `code` is: ("here", its save: this process takes it over), ("there", the address
        of its living owner) or ("none", None)."""
        return await asyncio.wrap_future(self.store.claim(code))


async def reroute(server: TableServer, conn: Connection, message: dict[str, Any], elsewhere: Elsewhere) -> None:
    """A seating request for a table this process does not hold: take it over when nobody living serves it
    (and do the request here), send the player to its owner (`redirect`), or say there is no such table."""
    rid, lobby, url = message.get("rid"), server.lobby, elsewhere.url
    try:
        if url is None:
            assert lobby.shared is not None and elsewhere.code is not None
            where, found = await lobby.shared.locate(elsewhere.code)
            if where == "here":
                if elsewhere.code not in lobby.tables:  # (not taken over by another of our connections meanwhile)
                    lobby.adopt_claimed(elsewhere.code, found)
                server.do_request(conn, message, rerouted=True)
                return
            if where == "none":
                lobby.guard.missed(conn.address)
                raise ProtocolError("no_table", "no table has that code")
            if not found:
                raise ProtocolError("server_error", "the process holding that table has no address yet")
            url = found
        if conn.version < REDIRECT_VERSION:
            raise ProtocolError("version", "another process of this server holds that table: update the game")
        conn.push(encode("redirect", rid=rid, url=url))
    except Exception as exc:  # (a refusal, or a database out of reach: the client asks again)
        server.refuse(conn, exc, rid)

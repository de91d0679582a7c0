"""The table server: asyncio and the `websockets` library (a maintained WebSocket implementation, so the
framing, handshake, size limit and TLS are not ours to get wrong), serving a lobby of many tables.

Each connection is counted against its address when the TCP connection arrives (a blocked address, or one
over its connection limit, is cut off before a byte is read). It says `hello` with its protocol version
first, then sends requests; one that holds no seat and asks nothing for a while is let go. Every frame
passes the size limit (the WebSocket layer closes a bigger one), the rate limit and the schema
(`protocol.decode`) before anything reads it; a refused frame is answered with an `error` and counts as a
strike against the connection and its address: too many close the connection, or block the address for
a while. A connection only ever touches its own seat: a hostile client cannot disturb other tables or
seats. Requests carry an id (`rid`): a request sent twice is answered twice but done once.
"""

from __future__ import annotations

import asyncio
import logging
import socket
import ssl
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from .botpool import BotPool
from .connection import Connection, forwarded_address, guarded, trusted
from .guard import AddressGuard
from .limits import Clock, Limits
from .lobby import Lobby
from .protocol import CLIENT_TYPES, PROTOCOL_VERSION, VERSIONS, ProtocolError, decode, encode
from .ranking import Later
from .requests import SEATING, dispatch, seating_answers
from .shared import Elsewhere, open_shared, reroute
from .table import Table

log = logging.getLogger("scopa_desktop.net")
SERVER_NAME = "scopa-desktop"
REMEMBERED_ANSWERS = 32  # request ids remembered per connection, to answer a resent request without redoing it
# Refusals that may not hold when the same request comes again (a move that overtook its resume): not
# remembered as the request's answer, and no strike.
PASSING_ERRORS = frozenset(("not_seated", "server_error"))
TICK_SLICES = 10
ERROR_LOG_SECONDS = 60.0  # a failing request's traceback is logged once a minute per place, then counted


def _reachable(host: str) -> str:
    """The address other processes send players to, from the one this process listens on."""
    if host in ("", "0.0.0.0", "::"):
        return socket.getfqdn()
    return f"[{host}]" if ":" in host else host


class TableServer:
    """`await server.start(host, port)` (port 0 picks a free one), `await server.stop()`."""

    def __init__(self, limits: Limits | None = None, data_dir: str | Path | None = None,
                 ssl_context: ssl.SSLContext | None = None, allow_seed: bool = False,
                 on_finished: Callable[[Table, dict[str, Any]], None] | None = None, clock: Clock = time.monotonic,
                 bot_processes: bool = False, sync: str = "full", store: str | None = None,
                 advertise: str | None = None, trusted_proxies: list[str] = ()) -> None:
        """`store`: a PostgreSQL URL shared with other processes (instead of `data_dir`'s SQLite);
        `advertise`: where players reach this process (default: ws[s]://host:port it listens on);
        `trusted_proxies`: networks of reverse proxies whose X-Forwarded-For names the player's address."""
        self.trusted_proxies = trusted(list(trusted_proxies))
        self.limits = limits or Limits()
        self.clock = clock
        self.guard = AddressGuard(self.limits, clock)
        bots = BotPool(self.limits.bot_workers, processes=bot_processes)
        self.lobby = Lobby(self.limits, data_dir, allow_seed=allow_seed, on_finished=on_finished, clock=clock,
                           bots=bots, guard=self.guard, sync=sync, store=open_shared(store) if store else None)
        self.lobby.on_lost = self._table_lost
        self.advertised = advertise
        self.ssl_context = ssl_context
        self.notices = self.lobby.load()
        self.connections: set[Connection] = set()
        self.refused = 0  # connections turned away at once (over a limit, or blocked)
        self.dropped = 0  # connections without a seat dropped to make room for new ones
        self._server: Server | None = None
        self._ticker: asyncio.Task | None = None
        self._errors_logged: dict[str, float] = {}
        self.port = 0

    def admit(self, address: str) -> str | None:
        """Count a new connection from `address` (None) or say why it is turned away. Connections without a
        seat may fill the server only up to its reserve: past that, and when it is full, the one of them
        that asked nothing for longest is dropped to let the new one in (a crowd of idle strangers cannot
        keep players out); only a server full of seated players turns newcomers away."""
        refusal = self.guard.admit(address)
        total = self.limits.max_total_connections
        if refusal is not None or not total:
            return refusal
        roomy = total - self.limits.reserve_connections
        if self.guard.total > roomy:
            unseated = [conn for conn in self.connections if conn.seat is None and not conn.closing]
            full = self.guard.total > total
            if unseated and (full or len(unseated) >= roomy):
                self._drop(min(unseated, key=lambda conn: conn.asked_at))
            elif full:
                self.guard.release(address)
                return "the server is full"
        return None

    def _drop(self, conn: Connection) -> None:
        """Close a connection at once (its file is free when this returns), to make room for another."""
        conn.closing = True
        self.dropped += 1
        transport = getattr(conn.ws, "transport", None)
        if transport is not None:
            transport.abort()

    async def start(self, host: str = "127.0.0.1", port: int = 0) -> int:
        self._server = await serve(
            self._handle, host, port, max_size=self.limits.max_message, max_queue=8, compression=None,
            ssl=self.ssl_context, create_connection=guarded(self), open_timeout=self.limits.hello_seconds,
            process_request=forwarded_address,
        )
        self.port = self._server.sockets[0].getsockname()[1]
        if self.lobby.shared is not None:  # one of many processes: say where players reach this one
            scheme = "wss" if self.ssl_context else "ws"
            self.advertised = self.advertised or f"{scheme}://{_reachable(host)}:{self.port}"
            self.lobby.shared.start(self.advertised, self.limits)
        self._ticker = asyncio.get_running_loop().create_task(self._tick_forever())
        self.lobby.resume_bots()
        log.info("serving on %s port %d%s", host, self.port, " (TLS)" if self.ssl_context else "")
        return self.port

    async def stop(self) -> None:
        if self._ticker is not None:
            self._ticker.cancel()
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        self.lobby.env.bots.shutdown()  # (on the loop: it cancels the loop's futures)
        await asyncio.get_running_loop().run_in_executor(None, self.lobby.close_store)

    def _table_lost(self, table: Table) -> None:
        """A table left this process (its save refused): its players' connections are closed with "try
        again" (1012), so that their games come back and are sent to whoever holds it now."""
        for conn in [conn for conn in self.connections if conn.table is table]:
            conn.table = None
            conn.closing = True
            asyncio.get_running_loop().create_task(conn.ws.close(1012, "the table moved: connect again"))

    async def _tick_forever(self) -> None:
        """Each table's tick once a ping period, spread over the period in TICK_SLICES slices (a thousand
        tables pinged at once would be a burst of work here and of pongs back)."""
        phase = 0
        while True:
            await asyncio.sleep(self.limits.ping_seconds / TICK_SLICES)
            self.tick(self.clock(), phase)
            phase = (phase + 1) % TICK_SLICES

    def tick(self, now: float, phase: int = 0, slices: int = TICK_SLICES) -> None:
        """One slice of the server's period: its tables' ticks; on slice 0 also the lobby's sweep, and the
        connections that hold no seat and have asked nothing for `unseated_seconds`, or held none for
        `unseated_lifetime` whatever they asked, are let go."""
        for table in list(self.lobby.tables.values())[phase::slices]:
            table.tick(now)
        if phase:
            return
        self.lobby.sweep(now)
        limits = self.limits
        for conn in list(self.connections):
            if conn.seat is not None or conn.closing:
                conn.unseated_since = None
                continue
            if conn.unseated_since is None:
                conn.unseated_since = now
            if now - conn.asked_at >= limits.unseated_seconds or now - conn.unseated_since >= limits.unseated_lifetime:
                self._let_go(conn, "no seat for a while: connect again")

    @staticmethod
    def _let_go(conn: Connection, why: str) -> None:
        error = encode("error", code="idle", message=why)
        asyncio.get_running_loop().create_task(conn.abort("idle", error))

    # -- one connection --------------------------------------------------------------------------------
    async def _handle(self, ws: ServerConnection) -> None:
        conn = Connection(ws, self.limits, self.clock)
        writer = asyncio.get_running_loop().create_task(conn.write())
        self.connections.add(conn)
        try:
            if await self._greet(conn):
                async for frame in ws:
                    if conn.closing:  # read on (and ignore) until the client's closing frame arrives
                        continue
                    elsewhere = self._receive(conn, frame)
                    if elsewhere is not None:  # (a table of another process: found before the next message)
                        await elsewhere
                    await asyncio.sleep(0)  # frames already buffered do not yield: let the writer and others run
        except ConnectionClosed:
            pass
        finally:
            self.connections.discard(conn)
            writer.cancel()
            if conn.table is not None:
                conn.table.drop(conn)

    async def _greet(self, conn: Connection) -> bool:
        try:
            frame = await asyncio.wait_for(conn.ws.recv(), self.limits.hello_seconds)
            hello = decode(frame, frozenset(("hello",)), self.limits.max_message)
        except (TimeoutError, ProtocolError) as exc:
            code = getattr(exc, "code", "bad_message")
            self.guard.strike(conn.address)
            await conn.ws.send(encode("error", code=code, message="say hello with your protocol version first"))
            await conn.ws.close(1008, "no hello")
            return False
        if hello["v"] not in VERSIONS:
            await conn.ws.send(encode("error", code="version", message=(
                f"this server speaks protocol {PROTOCOL_VERSION}, the client {hello['v']}: update the older one")))
            await conn.ws.close(1008, "protocol version")
            return False
        conn.version = hello["v"]
        conn.push(encode("welcome", v=conn.version, server=SERVER_NAME))
        return True

    def _receive(self, conn: Connection, frame: Any) -> Awaitable[None] | None:
        rid = None
        gate = conn.table
        try:
            if not conn.bucket.take():
                raise ProtocolError("rate_limited", "too many messages: slow down")
            message = decode(frame, CLIENT_TYPES, self.limits.max_message)
            rid = message.get("rid")
            if message["type"] not in ("pong", "sync"):
                conn.asked_at = self.clock()
                if conn.seat is None:
                    conn.unseated_asks += 1
                    if conn.unseated_asks > self.limits.unseated_requests:
                        self._let_go(conn, "many requests and no seat: connect again")
                        return None
            self._spend_key(conn, message)
            if rid is not None and rid in conn.answers:  # a resent request: the same answer, nothing done twice
                answers = conn.answers[rid]
                if conn.table is not None and answers and answers[0].startswith('{"type":"seated"'):
                    answers = [answers[0], *seating_answers(conn.table, conn.seat), answers[-1]]
                self._send(conn, gate, answers)
                return None
            return self.do_request(conn, message)
        except Exception as exc:  # one request's bug must not end the player's connection
            self.refuse(conn, exc, rid)
        return None

    def do_request(self, conn: Connection, message: dict[str, Any], rerouted: bool = False,
                   answers: list[str] | None = None) -> Awaitable[None] | None:
        """Do a checked request and answer it (with `answers` when they are known already); a request for a
        table another process holds, or one the ratings' database answers, returns that work (awaited
        before the connection's next message is read)."""
        rid, gate = message.get("rid"), conn.table
        try:
            try:
                answers = dispatch(self.lobby, conn, message) if answers is None else answers
            except Elsewhere as elsewhere:
                if rerouted:
                    raise ProtocolError("server_error", "the table moved while we looked for it") from None
                return reroute(self, conn, message, elsewhere)
            except Later as later:  # (net/ranking)
                return self._later(conn, message, later)
            gate = conn.table or gate
            if conn.seat is not None:
                conn.unseated_since, conn.unseated_asks = None, 0
            if rid is not None:
                answers.append(encode("ack", rid=rid))
                conn.answers[rid] = answers
                while len(conn.answers) > REMEMBERED_ANSWERS:
                    conn.answers.popitem(last=False)
            self._send(conn, gate, answers)
        except Exception as exc:  # one request's bug must not end the player's connection
            self.refuse(conn, exc, rid)

    async def _later(self, conn: Connection, message: dict[str, Any], later: Later) -> None:
        try:
            answers = await later.answers
        except Exception as exc:
            self.refuse(conn, exc, message.get("rid"))
            return
        self.do_request(conn, message, answers=answers)

    @staticmethod
    def _send(conn: Connection, gate: Table | None, answers: list[str]) -> None:
        for text in answers:
            if gate is not None:
                gate.send(conn, text)  # after the change it answers is saved
            else:
                conn.push(text)

    def _spend_key(self, conn: Connection, message: dict[str, Any]) -> None:
        """The client shows it holds the seat its key got (a request needing the seat, or a pong that saw the
        lobby sent with it): the key is spent."""
        if conn.unspent_key is None:
            return
        kind = message["type"]
        hashed, rev = conn.unspent_key
        if (kind == "pong" and message.get("rev", -1) >= rev) or kind not in ("pong", "sync", "list", *SEATING):
            self.lobby.keys.spend(hashed)
            conn.unspent_key = None

    def refuse(self, conn: Connection, exc: Exception, rid: int | None) -> None:
        if not isinstance(exc, ProtocolError):
            self._log_failure(exc)
            exc = ProtocolError("server_error", "the server could not do that")
        error = encode("error", code=exc.code, message=str(exc)[:300], rid=rid)
        if exc.code in PASSING_ERRORS:
            conn.push(error)
            return
        conn.strikes += 1
        if rid is not None:
            conn.answers[rid] = [error]
        conn.push(error)
        blocked = self.guard.strike(conn.address)
        if blocked or conn.strikes > self.limits.max_strikes:
            log.info("closing a connection from %s after %d refused messages%s", conn.address, conn.strikes,
                     " (address blocked)" if blocked else "")
            notice = encode("error", code="blocked", message="too many refused requests: wait a few minutes") \
                if blocked else None
            asyncio.get_running_loop().create_task(conn.abort("too many refused messages", notice))

    def _log_failure(self, exc: Exception) -> None:
        """A request that failed in the server (a bug): its traceback once a minute per place, not per request."""
        trace = exc.__traceback__
        while trace is not None and trace.tb_next is not None:
            trace = trace.tb_next
        place = f"{type(exc).__name__}@{trace.tb_frame.f_code.co_filename}:{trace.tb_lineno}" if trace else "?"
        now = time.monotonic()
        if now - self._errors_logged.get(place, -ERROR_LOG_SECONDS) >= ERROR_LOG_SECONDS:
            self._errors_logged[place] = now
            log.error("a request failed (%s); the same failure is logged again in a minute at most", place,
                      exc_info=exc)

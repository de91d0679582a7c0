"""The table server: asyncio and the `websockets` library (a maintained WebSocket implementation, so the
framing, handshake, size limit and TLS are not ours to get wrong), serving a lobby of many tables.

Each connection says `hello` with its protocol version first, then sends requests. Every frame passes the
size limit (the WebSocket layer closes a bigger one), the rate limit and the schema (`protocol.decode`)
before anything reads it; a refused frame is answered with an `error` and counts as a strike, and too many
strikes close the connection. A connection only ever touches its own seat: a hostile client cannot disturb
other tables or seats. Requests carry an id (`rid`): a request sent twice is answered twice but done once.
"""

from __future__ import annotations

import asyncio
import logging
import ssl
import time
from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from .limits import Limits, TokenBucket
from .lobby import Lobby
from .protocol import CLIENT_TYPES, PROTOCOL_VERSION, ProtocolError, decode, encode
from .table import Table

log = logging.getLogger("scopa_desktop.net")
SERVER_NAME = "scopa-desktop"
OUTBOX = 512  # messages queued for one connection; a client that reads none of them is let go
REMEMBERED_ANSWERS = 32  # request ids remembered per connection, to answer a resent request without redoing it
# Refusals that may not hold when the same request comes again (a move that overtook its resume): not
# remembered as the request's answer.
PASSING_ERRORS = frozenset(("not_seated", "server_error"))
TICK_SLICES = 10


class Connection:
    """One client connection: its outbox (a writer task sends it in order), limits and seat."""

    def __init__(self, ws: ServerConnection, limits: Limits) -> None:
        self.ws = ws
        self.outbox: asyncio.Queue[str] = asyncio.Queue(OUTBOX)
        self.bucket = TokenBucket(limits.rate, limits.burst)
        self.strikes = 0
        self.table: Table | None = None
        self.answers: OrderedDict[int, list[str]] = OrderedDict()
        self.writer: asyncio.Task | None = None
        self.closing = False

    @property
    def seat(self) -> int | None:
        return None if self.table is None else self.table.seat_of(self)

    def push(self, text: str) -> None:
        if self.closing:
            return
        try:
            self.outbox.put_nowait(text)
        except asyncio.QueueFull:
            log.info("a client read nothing for %d messages: closing it", OUTBOX)
            asyncio.get_running_loop().create_task(self.abort("not reading"))

    async def write(self) -> None:
        while True:
            text = await self.outbox.get()
            await self.ws.send(text)

    async def abort(self, reason: str) -> None:
        """Close with 1008 (policy violation) now: what was queued for this client is not sent."""
        if self.closing:
            return
        self.closing = True
        while not self.outbox.empty():  # (the writer is not cancelled: a send cut short would stall the close)
            self.outbox.get_nowait()
        await self.ws.close(1008, reason)


class TableServer:
    """`await server.start(host, port)` (port 0 picks a free one), `await server.stop()`."""

    def __init__(self, limits: Limits | None = None, data_dir: str | Path | None = None,
                 ssl_context: ssl.SSLContext | None = None, allow_seed: bool = False,
                 on_finished: Callable[[Table, dict[str, Any]], None] | None = None) -> None:
        self.limits = limits or Limits()
        self.lobby = Lobby(self.limits, data_dir, allow_seed=allow_seed, on_finished=on_finished)
        self.ssl_context = ssl_context
        self.notices = self.lobby.load()
        self._server: Server | None = None
        self._ticker: asyncio.Task | None = None
        self.port = 0

    async def start(self, host: str = "127.0.0.1", port: int = 0) -> int:
        self._server = await serve(
            self._handle, host, port, max_size=self.limits.max_message, max_queue=8, compression=None,
            ssl=self.ssl_context,
        )
        self.port = self._server.sockets[0].getsockname()[1]
        self._ticker = asyncio.get_running_loop().create_task(self._tick())
        self.lobby.resume_bots()
        log.info("serving on %s port %d%s", host, self.port, " (TLS)" if self.ssl_context else "")
        return self.port

    async def stop(self) -> None:
        if self._ticker is not None:
            self._ticker.cancel()
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        await self.lobby.flush()

    async def _tick(self) -> None:
        """Each table's tick once a ping period, spread over the period in TICK_SLICES slices (a thousand
        tables pinged at once would be a burst of work here and of pongs back)."""
        phase = 0
        while True:
            await asyncio.sleep(self.limits.ping_seconds / TICK_SLICES)
            now = time.monotonic()
            for table in list(self.lobby.tables.values())[phase::TICK_SLICES]:
                table.tick(now)
            if phase == 0:
                self.lobby.sweep(now)
            phase = (phase + 1) % TICK_SLICES

    # -- one connection --------------------------------------------------------------------------------
    async def _handle(self, ws: ServerConnection) -> None:
        conn = Connection(ws, self.limits)
        conn.writer = writer = asyncio.get_running_loop().create_task(conn.write())
        try:
            if await self._greet(conn):
                async for frame in ws:
                    if conn.closing:  # read on (and ignore) until the client's closing frame arrives
                        continue
                    await self._receive(conn, frame)
                    await asyncio.sleep(0)  # frames already buffered do not yield: let the writer and others run
        except ConnectionClosed:
            pass
        finally:
            writer.cancel()
            if conn.table is not None:
                conn.table.drop(conn)

    async def _greet(self, conn: Connection) -> bool:
        try:
            frame = await asyncio.wait_for(conn.ws.recv(), self.limits.hello_seconds)
            hello = decode(frame, frozenset(("hello",)), self.limits.max_message)
        except (TimeoutError, ProtocolError) as exc:
            code = getattr(exc, "code", "bad_message")
            await conn.ws.send(encode("error", code=code, message="say hello with your protocol version first"))
            await conn.ws.close(1008, "no hello")
            return False
        if hello["v"] != PROTOCOL_VERSION:
            await conn.ws.send(encode("error", code="version", message=(
                f"this server speaks protocol {PROTOCOL_VERSION}, the client {hello['v']}: update the older one")))
            await conn.ws.close(1008, "protocol version")
            return False
        conn.push(encode("welcome", v=PROTOCOL_VERSION, server=SERVER_NAME))
        return True

    async def _receive(self, conn: Connection, frame: Any) -> None:
        rid = None
        try:
            if not conn.bucket.take():
                raise ProtocolError("rate_limited", "too many messages: slow down")
            message = decode(frame, CLIENT_TYPES, self.limits.max_message)
            rid = message.get("rid")
            if rid is not None and rid in conn.answers:
                for text in conn.answers[rid]:  # a resent request: the same answer, nothing done twice
                    conn.push(text)
                return
            answers = self._dispatch(conn, message)
            if rid is not None:
                answers.append(encode("ack", rid=rid))
                conn.answers[rid] = answers
                while len(conn.answers) > REMEMBERED_ANSWERS:
                    conn.answers.popitem(last=False)
            for text in answers:
                conn.push(text)
        except Exception as exc:  # one request's bug must not end the player's connection
            if not isinstance(exc, ProtocolError):
                log.exception("a request failed")
                exc = ProtocolError("server_error", "the server could not do that")
            conn.strikes += 1
            error = encode("error", code=exc.code, message=str(exc)[:300], rid=rid)
            if rid is not None and exc.code not in PASSING_ERRORS:
                conn.answers[rid] = [error]
            conn.push(error)
            if conn.strikes > self.limits.max_strikes:
                log.info("closing a connection after %d refused messages", conn.strikes)
                asyncio.get_running_loop().create_task(conn.abort("too many refused messages"))

    def _dispatch(self, conn: Connection, message: dict[str, Any]) -> list[str]:
        """Do one checked request; returns the direct answers (the table broadcasts the rest)."""
        kind = message["type"]
        if kind in ("create", "join", "resume"):
            if conn.table is not None and conn.seat is not None:
                raise ProtocolError("bad_message", "this connection already has a seat: leave it first")
            table, seat, token = self.lobby.seat(message, conn)
            conn.table = table
            seated = encode("seated", code=table.code, seat=seat, token=token, rid=message["rid"])
            answers = [seated, table.lobby_text()]
            if table.match is not None:
                answers.append(table.state_text(seat))
            if table.record is not None:
                answers.append(encode("match_over", record=table.record, match_id=table.match_id))
            return answers
        seat = conn.seat
        table = conn.table
        if table is None or seat is None:
            if kind == "pong":
                return []
            raise ProtocolError("not_seated", "join or create a table first")
        if kind == "play":
            table.play(seat, message["move"], message["turn"])
        elif kind == "declare":
            table.declare(seat, message["turn"])
        elif kind == "ready":
            table.set_ready(seat, message["ready"])
        elif kind == "take_seat":
            table.take_seat(seat, message["seat"])
        elif kind == "say":
            table.say(seat, message["phrase"])
        elif kind == "leave":
            table.leave(seat)
            conn.table = None
        elif kind == "pong":
            table.pong(seat, message["t"], message["turn"], time.monotonic(), message.get("rev"))
        elif kind == "sync":
            answers = [table.lobby_text()] + ([table.state_text(seat)] if table.match is not None else [])
            if table.record is not None:
                answers.append(encode("match_over", record=table.record, match_id=table.match_id))
            return answers
        return []

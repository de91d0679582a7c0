"""One client connection as the server holds it: its outbox (a writer task sends it in order), its limits,
its address and its seat; and the door every connection comes through, which counts it against its
address the moment TCP connects (a blocked address, or one over its limit, is cut off before a byte is
read) or, from a trusted reverse proxy, once the proxy has said whose connection it is (the last address
of its X-Forwarded-For header: the one the proxy itself saw).
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import logging
from collections import OrderedDict
from http import HTTPStatus
from typing import TYPE_CHECKING

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from .guard import address_key
from .limits import Clock, Limits, TokenBucket
from .protocol import PROTOCOL_VERSION

if TYPE_CHECKING:
    from .server import TableServer
    from .table import Table

log = logging.getLogger("scopa_desktop.net")
OUTBOX = 512  # messages queued for one connection; a client that reads none of them is let go


class Connection:
    """One client connection: its outbox (a writer task sends it in order), limits, address and seat."""

    def __init__(self, ws: ServerConnection, limits: Limits, clock: Clock) -> None:
        self.ws = ws
        self.address: str = getattr(ws, "address", "")
        self.outbox: asyncio.Queue[str] = asyncio.Queue(OUTBOX)
        self.bucket = TokenBucket(limits.rate, limits.burst, clock)
        self.strikes = 0
        self.table: Table | None = None
        self.answers: OrderedDict[int, list[str]] = OrderedDict()
        self.asked_at = clock()  # the last request (pongs and syncs do not count)
        self.unseated_since: float | None = self.asked_at  # since when it holds no seat (None: it holds one)
        self.unseated_asks = 0  # requests made since it last held a seat
        self.unspent_key: tuple[str, int] | None = None  # (key hash, lobby rev sent with its seat)
        self.version = PROTOCOL_VERSION  # the protocol the client speaks (its hello's)
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

    async def abort(self, reason: str, error: str | None = None) -> None:
        """Close with 1008 (policy violation) now: what was queued is not sent (but `error`, when given)."""
        if self.closing:
            return
        self.closing = True
        while not self.outbox.empty():  # (the writer is not cancelled: a send cut short would stall the close)
            self.outbox.get_nowait()
        if error is not None:
            with contextlib.suppress(ConnectionClosed, TimeoutError):
                await asyncio.wait_for(self.ws.send(error), 1.0)
        await self.ws.close(1008, reason)


def trusted(networks: list[str]) -> list[ipaddress.IPv4Network | ipaddress.IPv6Network]:
    """The networks of the reverse proxies whose X-Forwarded-For is believed; ValueError for a bad one."""
    return [ipaddress.ip_network(network, strict=False) for network in networks]


def _in(host: str, networks: list) -> bool:
    try:
        address = ipaddress.ip_address(host.split("%", 1)[0])
    except ValueError:
        return False
    address = getattr(address, "ipv4_mapped", None) or address
    return any(address in network for network in networks)


def forwarded_address(connection: ServerConnection, request: Request) -> Response | None:
    """(websockets' process_request) A connection from a trusted proxy is counted against the player's own
    address, the last one of X-Forwarded-For, once its request is read; refused there as it would be at
    the door."""
    if not getattr(connection, "proxied", False):
        return None
    server = connection.server_of
    hops = [hop.strip() for hop in request.headers.get("X-Forwarded-For", "").split(",") if hop.strip()]
    try:
        ipaddress.ip_address(hops[-1])
        connection.address = address_key(hops[-1])
    except (IndexError, ValueError):  # a proxy that says nothing: the proxy's own address then
        pass
    refusal = server.admit(connection.address)
    if refusal is not None:
        server.refused += 1
        return connection.respond(HTTPStatus.TOO_MANY_REQUESTS, f"{refusal}\n")
    connection.admitted = True
    return None


def guarded(server: TableServer) -> type[ServerConnection]:
    """A ServerConnection counted against its address the moment TCP connects (and refused at once), or,
    from a trusted proxy, once the request says whose it is (`forwarded_address`)."""

    class Guarded(ServerConnection):
        address = ""
        admitted = False
        proxied = False
        server_of = server

        def connection_made(self, transport: asyncio.BaseTransport) -> None:
            super().connection_made(transport)
            peer = transport.get_extra_info("peername")
            self.address = address_key(str(peer[0])) if peer else ""
            if peer and _in(str(peer[0]), server.trusted_proxies):
                self.proxied = True  # counted once its request names the player
                return
            refusal = server.admit(self.address)
            self.admitted = refusal is None
            if refusal is not None:  # an HTTP answer the client can show, then the door closes
                server.refused += 1
                body = f"{refusal}\n".encode()
                transport.write(b"HTTP/1.1 429 Too Many Requests\r\nContent-Type: text/plain; charset=utf-8\r\n"
                                b"Content-Length: %d\r\nConnection: close\r\n\r\n%s" % (len(body), body))
                transport.close()

        def connection_lost(self, exc: Exception | None) -> None:
            if self.admitted:
                self.admitted = False
                server.guard.release(self.address)
            super().connection_lost(exc)

    return Guarded



"""Hosting from the game: the table server in a background thread with its own asyncio loop.

    host = start_host(port=0, data_dir=folder, on_finished=add_to_history)   # port 0: any free port
    client.connect(host.local_url)        # the host's own player joins like everyone else
    ... host.url, host.address, host.port, host.code (once the host's table exists) ...
    host.announce("Anna's table")         # seen by TableFinder on the local network (False: no multicast)
    host.stop()
"""

from __future__ import annotations

import asyncio
import socket
import ssl
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .discovery import TableAnnouncer
from .limits import Limits
from .protocol import DEFAULT_PORT
from .server import TableServer

__all__ = ["DEFAULT_PORT", "HostHandle", "lan_address", "start_host"]


def lan_address() -> str:
    """This computer's address on the local network (the one other players type), else 127.0.0.1.

    Connecting a UDP socket sends nothing: it only asks the system which interface would be used."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1: never routed, never contacted
            return probe.getsockname()[0]
        except OSError:
            return "127.0.0.1"


class HostHandle:
    """A running in-process server. `stop()` closes it (tables are saved when a data folder was given)."""

    def __init__(self, server: TableServer, loop: asyncio.AbstractEventLoop, thread: threading.Thread,
                 port: int, address: str) -> None:
        self.server, self._loop, self._thread = server, loop, thread
        self.port, self.address = port, address
        self._announcer: TableAnnouncer | None = None

    def announce(self, name: str, interfaces: list[str] | None = None) -> bool:
        """Announce the host's table on the local network as `name` (call once it has its code); False
        when the network allows no multicast (players then type the code and address)."""
        self.unannounce()
        announcer = TableAnnouncer(name, self.port, self.code or "", self.address, self.scheme == "wss", interfaces)
        try:
            announcer.start()
        except OSError:
            return False
        self._announcer = announcer
        return True

    def unannounce(self) -> None:
        if self._announcer is not None:
            announcer, self._announcer = self._announcer, None
            announcer.stop()

    @property
    def scheme(self) -> str:
        return "wss" if self.server.ssl_context else "ws"

    @property
    def url(self) -> str:
        """The address to share with players on the network."""
        return f"{self.scheme}://{self.address}:{self.port}"

    @property
    def local_url(self) -> str:
        """The address the host's own game connects to."""
        return f"{self.scheme}://127.0.0.1:{self.port}"

    @property
    def code(self) -> str | None:
        """The invitation code of the host's table (the first one created), or None before it exists."""
        codes = list(self.server.lobby.tables)
        return codes[0] if codes else None

    @property
    def notices(self) -> list[str]:
        """Problems found reloading saved tables (damaged saves moved aside)."""
        return list(self.server.notices)

    @property
    def running(self) -> bool:
        return self._thread.is_alive()

    def stop(self, timeout: float = 5.0) -> None:
        self.unannounce()
        if not self._thread.is_alive():
            return
        future = asyncio.run_coroutine_threadsafe(self.server.stop(), self._loop)
        try:
            future.result(timeout)
        finally:
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join(timeout)


def start_host(port: int = 0, bind: str = "0.0.0.0", data_dir: str | Path | None = None,
               on_finished: Callable[[Any, dict[str, Any]], None] | None = None, limits: Limits | None = None,
               ssl_context: ssl.SSLContext | None = None, allow_seed: bool = False,
               timeout: float = 10.0) -> HostHandle:
    """Start a table server in a background thread and return once it listens. `on_finished(table,
    record)` is called (in the server's thread) with each finished match's history record.
    Raises OSError when the port cannot be opened."""
    server = TableServer(limits, data_dir, ssl_context, allow_seed=allow_seed, on_finished=on_finished)
    loop = asyncio.new_event_loop()
    ready: dict[str, Any] = {}
    started = threading.Event()

    async def open_port() -> None:
        try:
            ready["port"] = await server.start(bind, port)
        except OSError as exc:
            ready["error"] = exc
        finally:
            started.set()

    def main() -> None:
        asyncio.set_event_loop(loop)
        loop.create_task(open_port())
        try:
            loop.run_forever()
        finally:
            loop.close()

    thread = threading.Thread(target=main, name="scopa-net-host", daemon=True)
    thread.start()
    if not started.wait(timeout) or "error" in ready:
        loop.call_soon_threadsafe(loop.stop)
        thread.join(timeout)
        raise ready.get("error") or OSError(f"the table server did not start within {timeout} seconds")
    address = "127.0.0.1" if bind in ("127.0.0.1", "localhost") else lan_address()
    return HostHandle(server, loop, thread, ready["port"], address)

"""Tables on the local network, by mDNS/DNS-SD with the `zeroconf` library (Bonjour and Avahi speak it too,
so the announcement is a standard one and we do not hand-write multicast DNS).

    announcer = TableAnnouncer("Anna's table", port, code="K7QX3M"); announcer.start()   # the host
    finder = TableFinder(); finder.start(); ... finder.tables() ...; finder.stop()          # a joining game

`interfaces` defaults to every interface; tests pass ["127.0.0.1"]. What is announced is public on the
local network: the table's name, address, port, invitation code and whether it is encrypted.
"""

from __future__ import annotations

import logging
import socket
import threading
from dataclasses import dataclass

from zeroconf import IPVersion, ServiceBrowser, ServiceInfo, ServiceStateChange, Zeroconf

from .protocol import PROTOCOL_VERSION

SERVICE_TYPE = "_scopa._tcp.local."
RESOLVE_MS = 1500
log = logging.getLogger("scopa_desktop.net")


@dataclass(frozen=True)
class FoundTable:
    """A table announced on the local network."""

    name: str
    address: str
    port: int
    code: str
    tls: bool
    version: int

    @property
    def url(self) -> str:
        return f"{'wss' if self.tls else 'ws'}://{self.address}:{self.port}"


def _label(name: str) -> str:
    """A DNS-SD instance name: printable, without dots, at most 60 characters."""
    cleaned = "".join(ch for ch in name if ch.isprintable() and ch != ".").strip()
    return (cleaned or "Scopa")[:60]


class TableAnnouncer:
    """Announce one table (its name, address, port and code) until `stop()`."""

    def __init__(self, name: str, port: int, code: str = "", address: str = "127.0.0.1", tls: bool = False,
                 interfaces: list[str] | None = None) -> None:
        self.info = ServiceInfo(
            SERVICE_TYPE, f"{_label(name)}.{SERVICE_TYPE}", port=port, addresses=[socket.inet_aton(address)],
            properties={"code": code, "v": str(PROTOCOL_VERSION), "tls": "1" if tls else "0"},
            server=f"scopa-{port}.local.",
        )
        self.interfaces = interfaces
        self._zc: Zeroconf | None = None

    def start(self) -> None:
        """Announce (a clash with another table's name gets a new name from zeroconf). OSError when the
        network refuses multicast."""
        self._zc = _zeroconf(self.interfaces)
        self._zc.register_service(self.info, allow_name_change=True)

    def stop(self) -> None:
        if self._zc is not None:
            try:
                self._zc.unregister_service(self.info)
            finally:
                self._zc.close()
                self._zc = None


class TableFinder:
    """Listen for announced tables in the background; `tables()` lists those seen and still there."""

    def __init__(self, interfaces: list[str] | None = None) -> None:
        self.interfaces = interfaces
        self._found: dict[str, FoundTable] = {}
        self._lock = threading.Lock()
        self._zc: Zeroconf | None = None
        self._browser: ServiceBrowser | None = None

    def start(self) -> None:
        self._zc = _zeroconf(self.interfaces)
        self._browser = ServiceBrowser(self._zc, SERVICE_TYPE, handlers=[self._changed])

    def stop(self) -> None:
        if self._browser is not None:
            self._browser.cancel()
        if self._zc is not None:
            self._zc.close()
        self._zc = self._browser = None

    def tables(self) -> list[FoundTable]:
        with self._lock:
            return sorted(self._found.values(), key=lambda table: table.name.lower())

    def _changed(self, zeroconf: Zeroconf, service_type: str, name: str, state_change: ServiceStateChange) -> None:
        if state_change is ServiceStateChange.Removed:
            with self._lock:
                self._found.pop(name, None)
            return
        info = zeroconf.get_service_info(service_type, name, timeout=RESOLVE_MS)
        table = _read(info, name) if info is not None else None
        if table is not None:
            with self._lock:
                self._found[name] = table


def _read(info: ServiceInfo, name: str) -> FoundTable | None:
    """The table an announcement describes, or None for one that is not ours to read."""
    props = {key.decode(errors="replace"): (value or b"").decode(errors="replace")
             for key, value in (info.properties or {}).items()}
    addresses = info.parsed_addresses(IPVersion.V4Only)
    if not addresses or not info.port:
        return None
    try:
        version = int(props.get("v", "0"))
    except ValueError:
        return None
    label = name[: -len(SERVICE_TYPE) - 1] if name.endswith("." + SERVICE_TYPE) else name
    return FoundTable(label[:60], addresses[0], info.port, props.get("code", "")[:12], props.get("tls") == "1",
                      version)


def _zeroconf(interfaces: list[str] | None) -> Zeroconf:
    if interfaces is None:
        return Zeroconf(ip_version=IPVersion.V4Only)
    return Zeroconf(interfaces=interfaces, ip_version=IPVersion.V4Only)

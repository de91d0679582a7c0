"""Opening a network table from the game: host one (the server in this process), or join one by its
invitation ("192.168.1.20:7519/K7M2QX"), its code (a table seen on the local network) or its address."""

from __future__ import annotations

import dataclasses
import re
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ....engine import Rules
from ....storage import Ticket, save_ticket
from ...text import tr
from .link import NetLink

_INVITE = re.compile(r"^(?:(?P<scheme>wss?)://)?(?P<host>\[[0-9a-fA-F:]+\]|[A-Za-z0-9._-]+)(?::(?P<port>\d{1,5}))?"
                     r"(?:/(?P<code>[A-Za-z0-9]{4,12}))?/?$")
_CODE = re.compile(r"^[A-Za-z0-9]{4,12}$")
LAN_INTERFACES: list[str] | None = None  # where tables are announced and looked for: every interface
ANNOUNCE_WAIT = 5.0  # seconds leaving the table waits for an announcement still starting


@dataclass(frozen=True)
class Invitation:
    """Where a table is: `host` and `port` (empty host: find the code on the local network), its `code`."""

    host: str
    port: int
    code: str
    secure: bool = False  # typed as wss://: the server has a certificate

    @property
    def url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host  # an IPv6 address
        return f"{'wss' if self.secure else 'ws'}://{host}:{self.port}"

    def __str__(self) -> str:
        return f"{self.host}:{self.port}/{self.code}"


def parse_invitation(text: str, default_port: int) -> Invitation:
    """What the player typed, read: a code alone, or an address with or without a port (else
    `default_port`) and a code. ValueError (a translated message) says what is expected."""
    text = text.strip()
    if _CODE.match(text) and not text.isdigit() and "." not in text:
        return Invitation("", 0, text.upper())
    found = _INVITE.match(text)
    port = int(found.group("port") or default_port) if found else 0
    if not found or not 0 < port < 65536:
        raise ValueError(tr("online.bad_invitation"))
    return Invitation(found.group("host").strip("[]"), port, (found.group("code") or "").upper(),
                      found.group("scheme") == "wss")


def start_browsing(backend: Any) -> Any:
    """Look for tables announced on the local network; None when this computer cannot (typing still works)."""
    finder = backend.TableFinder(interfaces=LAN_INTERFACES)
    try:
        finder.start()
    except (OSError, RuntimeError):
        return None
    return finder


class Announcement:
    """The host's table announced on the local network as `name` (HostHandle.announce), from a thread of
    its own: zeroconf probes the network for over a second first. A network that refuses multicast leaves
    `failed` set: friends then type the invitation."""

    def __init__(self, handle: Any, name: str) -> None:
        self.handle = handle
        self.failed = False
        self._thread = threading.Thread(target=self._start, args=(name,), name="scopa-announce", daemon=True)
        self._thread.start()

    def _start(self, name: str) -> None:
        self.failed = not self.handle.announce(name, LAN_INTERFACES)

    def stop(self) -> None:
        self._thread.join(ANNOUNCE_WAIT)
        self.handle.unannounce()


def player_name(app: Any) -> str:
    """The name to sit down with: the first remembered player's name, else empty (the default is shown)."""
    names = list(app.settings.player_names)
    return names[0] if names else ""


def tables_folder(app: Any) -> Path:
    """Where the server this game hosts keeps its tables (so a match survives a restart)."""
    from ....storage import data_dir

    return data_dir(app.home) / "hosted_tables"


def host_table(backend: Any, rules: Rules, seats: list[dict[str, str]], data_dir: Path, ticket_file: Path,
               port: int | None = None) -> NetLink:
    """Start the server in this process (on `port`, by default the usual one, else any free one; the tables
    it holds are saved in `data_dir`), open one table and sit at its first seat."""
    handle = _start_server(backend, data_dir, backend.DEFAULT_PORT if port is None else port)
    client = _connect(backend, handle.local_url, lambda c: c.create_table(rules, seats, seats[0]["name"]), handle)
    return _link(client, handle, seats[0]["name"], ticket_file)


def join_table(backend: Any, url: str, code: str, name: str, ticket_file: Path) -> NetLink:
    """Connect to the server at `url` and ask for a seat at table `code` (the lobby shows where we sit)."""
    client = _connect(backend, url, lambda c: c.join(code, name))
    link = _link(client, None, name, ticket_file, url)
    link.code = code
    return link


def resume_table(backend: Any, ticket: Ticket, data_dir: Path, ticket_file: Path) -> NetLink:
    """Take back the seat of `ticket`: the host starts its server again first (its tables reload)."""
    handle = _start_server(backend, data_dir, ticket.port) if ticket.hosting else None
    url = handle.local_url if handle is not None else ticket.url
    client = _connect(backend, url, lambda c: c.resume(ticket.code, ticket.token), handle)
    link = _link(client, handle, ticket.name, ticket_file, ticket.url)
    link.code = ticket.code
    return link


def _start_server(backend: Any, data_dir: Path, port: int) -> Any:
    try:
        return backend.start_host(port=port, data_dir=data_dir)
    except OSError:  # the port is taken (another game hosting on this computer)
        return backend.start_host(port=0, data_dir=data_dir)


def _connect(backend: Any, url: str, first: Any, handle: Any = None) -> Any:
    """A client connected to `url` that has sent its first request; nothing left running on failure."""
    client = backend.TableClient()
    try:
        client.connect(url)
        first(client)
    except BaseException:
        client.close()
        if handle is not None:
            handle.stop()
        raise
    return client


def described(ticket: Ticket, lobby: Any) -> Ticket:
    """`ticket` naming the match that `lobby` (a Lobby event, or the link that read one) shows."""
    rules = lobby.rules.name if lobby.rules is not None else ""
    return dataclasses.replace(ticket, rules=rules, players=len(lobby.seats) if rules else 0)


def _link(client: Any, handle: Any, name: str, ticket_file: Path, url: str = "") -> NetLink:
    link = NetLink(client, host=handle, name=name)
    if handle is not None:
        link.on_code = lambda: Announcement(handle, name)

    kept: list[Ticket] = []

    def keep(event: Any) -> None:  # the seat's token, to come back after a restart
        where = handle.url if handle is not None else url
        port = handle.port if handle is not None else 0
        kept[:] = [described(Ticket(where, event.code, event.token, name, handle is not None, port), link)]
        save_ticket(ticket_file, kept[0])

    def describe(event: Any) -> None:  # what the match is, for the main menu's "Back to your online table"
        if kept and described(kept[0], event) != kept[0]:
            kept[:] = [described(kept[0], event)]
            save_ticket(ticket_file, kept[0])

    link.on_seated = keep
    link.on_lobby = describe
    link.start_waking()
    return link

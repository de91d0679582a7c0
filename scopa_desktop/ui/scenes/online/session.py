"""Opening a network table from the game: host one on this computer (the server in this process) or on a
server (the game that opens it is an ordinary seat there: closing the game does not close the table), play
now (quick match), or join one by its link, its invitation ("192.168.1.20:7519/K7M2QX") or its code.

Nothing here waits on the network: the client connects in its own thread, the requests go at once, and the
lobby screen reads what comes back (a refusal, a lost connection) from the link's events.
"""

from __future__ import annotations

import dataclasses
import re
import threading
from pathlib import Path
from typing import Any

from ....engine import Rules
from ....storage import Ticket, save_ticket
from .link import NetLink

_CODE = re.compile(r"^[A-Za-z0-9]{4,12}$")
LAN_INTERFACES: list[str] | None = None  # where tables are announced and looked for: every interface
ANNOUNCE_WAIT = 5.0  # seconds leaving the table waits for an announcement still starting


def read_target(backend: Any, text: str) -> tuple[Any, str]:
    """What the player typed (or a link opened): (the server, None for "find this code", the table's code).
    A code alone, a lobby link (scopa://host:port/CODE), or host:port/CODE, ws:// or wss://. The net
    package's LinkError (its `reason`) says what is wrong, and nothing is joined."""
    text = text.strip()
    if _CODE.match(text) and not text.isdigit():
        return None, text.upper()
    found = backend.parse_link(text)
    return found.server, found.code


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


def open_on_server(backend: Any, server: Any, rules: Rules, seats: list[dict[str, str]], listed: bool,
                   ticket_file: Path) -> NetLink:
    """Open a table on `server` (a ServerAddress): listed in its open lobby, or reached by code and link only;
    we sit at its first seat and own it."""
    name = seats[0]["name"]
    client = _connect(backend, server, lambda c: c.create_table(rules, seats, name, open_=listed))
    return _link(client, None, name, ticket_file, server.url)


def quick_on_server(backend: Any, server: Any, rules: Rules, players: int, name: str, bots_after: float | None,
                    ticket_file: Path) -> NetLink:
    """Play now on `server`: a seat at an open table of these rules that waits for players, or a new one;
    bots take the free seats after `bots_after` seconds (None: only when asked)."""
    client = _connect(backend, server, lambda c: c.quick_match(rules, players, name, bots_after=bots_after))
    return _link(client, None, name, ticket_file, server.url)


def join_table(backend: Any, url: Any, code: str, name: str, ticket_file: Path, client: Any = None) -> NetLink:
    """Ask for a seat at table `code` on the server at `url` (a URL or a ServerAddress), through `client` when
    one is connected there already (the open lobby's); the lobby shows where we sit."""
    if client is None:
        client = _connect(backend, url, lambda c: c.join(code, name))
    else:
        client.join(code, name)
    link = _link(client, None, name, ticket_file, getattr(url, "url", url))
    link.code = code
    return link


def browse_server(backend: Any, server: Any, names: bool = True) -> Any:
    """A client on `server` that keeps its open lobby coming (Lobbies events; the players' names blank unless
    `names`)."""
    return _connect(backend, server, lambda c: c.watch_lobbies(names=names))


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


def _connect(backend: Any, url: Any, first: Any, handle: Any = None) -> Any:
    """A client connecting to `url` (a URL or a ServerAddress) that has sent its first request; nothing left
    running on failure (a malformed address: LinkError)."""
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

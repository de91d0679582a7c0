"""Opening a network table from the game: host one (the server in this process), or join one by its
invitation ("192.168.1.20:8765/K7M2QX"), its code (a table seen on the local network) or its address."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ....engine import Rules
from ...text import tr
from .link import NetLink

_INVITE = re.compile(r"^(?:wss?://)?(?P<host>\[[0-9a-fA-F:]+\]|[A-Za-z0-9._-]+)(?::(?P<port>\d{1,5}))?"
                     r"(?:/(?P<code>[A-Za-z0-9]{4,12}))?/?$")
_CODE = re.compile(r"^[A-Za-z0-9]{4,12}$")


@dataclass(frozen=True)
class Invitation:
    """Where a table is: `host` and `port` (empty host: find the code on the local network), its `code`."""

    host: str
    port: int
    code: str

    @property
    def url(self) -> str:
        return f"ws://{self.host}:{self.port}"

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
    return Invitation(found.group("host").strip("[]"), port, (found.group("code") or "").upper())


def start_browsing(backend: Any) -> Any:
    """Look for tables announced on the local network; None when this computer cannot (typing still works)."""
    make = getattr(backend, "TableBrowser", None)  # the discovery part of the network package, when present
    if make is None:
        return None
    try:
        browser = make()
        browser.start()
    except (OSError, RuntimeError):
        return None
    return browser


def player_name(app: Any) -> str:
    """The name to sit down with: the first remembered player's name, else empty (the default is shown)."""
    names = list(app.settings.player_names)
    return names[0] if names else ""


def tables_folder(app: Any) -> Path:
    """Where the server this game hosts keeps its tables (so a match survives a restart)."""
    from ....storage import data_dir

    return data_dir(app.home) / "hosted_tables"


def host_table(backend: Any, rules: Rules, seats: list[dict[str, str]], data_dir: Path,
               port: int | None = None) -> NetLink:
    """Start the server in this process (on `port`, by default the usual one, else any free one; the tables
    it holds are saved in `data_dir`), open one table and sit at its first seat."""
    try:
        handle = backend.start_host(port=backend.DEFAULT_PORT if port is None else port, data_dir=data_dir)
    except OSError:  # the port is taken (another game hosting on this computer)
        handle = backend.start_host(port=0, data_dir=data_dir)
    client = backend.TableClient()
    try:
        client.connect(handle.local_url)
        client.create_table(rules, seats, seats[0]["name"])
    except BaseException:
        client.close()
        handle.stop()
        raise
    link = NetLink(client, host=handle, name=seats[0]["name"])
    link.start_waking()
    return link


def join_table(backend: Any, invitation: Invitation, name: str) -> NetLink:
    """Connect to the table of `invitation` and ask for a seat (the lobby shows where we sit)."""
    client = backend.TableClient()
    try:
        client.connect(invitation.url)
        client.join(invitation.code, name)
    except BaseException:
        client.close()
        raise
    link = NetLink(client, name=name)
    link.code = invitation.code
    link.start_waking()
    return link

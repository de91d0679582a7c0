"""Which server Play online is on: this computer's own (the game hosts, friends find the table on the local
network or by its invitation), or a server typed once (`host`, `host:port`, `ws://…`, `wss://…`), kept with
the last few typed, newest first (settings online_server, online_servers). Every online screen says which.
"""

from __future__ import annotations

from typing import Any

from ....net import LinkError, ServerAddress, parse_server
from ....storage import MAX_SERVERS
from ...text import tr

THIS_COMPUTER = ""  # the settings' name for the game's own server


def remembered(app: Any) -> list[ServerAddress]:
    """The servers typed before that still read as addresses (a hand-edited one that does not is skipped)."""
    out: list[ServerAddress] = []
    for text in app.settings.online_servers:
        try:
            address = parse_server(text)
        except LinkError:
            continue
        if address not in out:
            out.append(address)
    return out


def current(app: Any) -> ServerAddress | None:
    """The server chosen, or None for this computer's own."""
    text = app.settings.online_server
    if text == THIS_COMPUTER:
        return None
    try:
        return parse_server(text)
    except LinkError:
        return None


def choose(app: Any, address: ServerAddress | None) -> None:
    """Play online on `address` (None: this computer) from now on; a server goes first in those remembered."""
    if address is None:
        app.update_settings(online_server=THIS_COMPUTER)
        return
    kept = [address, *(a for a in remembered(app) if a != address)][:MAX_SERVERS]
    app.update_settings(online_server=str(address), online_servers=[str(a) for a in kept])


def typed(app: Any, text: str) -> ServerAddress:
    """The server the player typed, chosen and remembered; LinkError (its `reason`) when it is no address."""
    address = parse_server(text)
    choose(app, address)
    return address


def label(address: ServerAddress | None) -> str:
    """How a server is named on the screens."""
    return tr("online.this_computer") if address is None else str(address)


def link_error(exc: LinkError) -> str:
    """What is wrong with a typed address or link, in the player's language."""
    return tr(f"net_links.{exc.reason}")

"""Lobby links into the game: the one the game was started with (`scopa-desktop scopa://…`, or the system
opening a link), and those handed to it while it runs (a second start passes its link here and exits: see
scopa_desktop/instance.py). Each is read and checked again here, then the game asks before joining."""

from __future__ import annotations

import contextlib
import importlib
import threading
import warnings
from typing import Any

import pygame

from ..instance import Instance
from .text import tr

LINK_EVENT = pygame.event.custom_type()  # a link handed over by another start, from the door's own thread
WARM_EVENT = pygame.event.custom_type()  # time to load the network package, behind the menu
# The online screens' wake-up (scenes/online/link.py), made here with the others: pygame hands the same
# numbers out again once its display is closed and reopened (the screenshot tour does, in the tests), so a
# type made later, on the first online screen, could take LINK_EVENT's number.
WAKE_EVENT = pygame.event.custom_type()
WARM_AFTER_MS = 1000  # after the first frames: start-up is not slowed


def warm_network() -> None:
    """Import the network package (websockets, zeroconf: a quarter of a second, more on a busy machine) on a
    thread of its own, so that Play online, a link or a lobby opens without a pause."""
    threading.Thread(target=importlib.import_module, args=("scopa_desktop.net",), name="scopa-warm-net",
                     daemon=True).start()


def read_link(text: str) -> Any:
    """The table a link names (net.TableLink); net.LinkError (its `reason`) for a malformed or hostile one."""
    from ..net import parse_link

    return parse_link(text)


def open_door(app: Any) -> Instance | None:
    """Let a later start hand its link to this game; None when this computer will not let it listen."""
    door = Instance(app.home, lambda text: pygame.event.post(pygame.event.Event(LINK_EVENT, link=text)))
    return door if door.open() else None


def received(app: Any, text: str) -> None:
    """Ask to join the table `text` names, over whatever shows (its Cancel comes back here); a link that
    does not read is reported and changes nothing. The window comes forward either way."""
    from ..net import LinkError

    with contextlib.suppress(AttributeError, pygame.error), warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        pygame.Window.from_display_module().focus()
    try:
        link = read_link(text)
    except LinkError as exc:
        # said over whatever shows (a match in play too), and kept in the main menu's notices
        message = tr("online.bad_link", reason=tr(f"net_links.{exc.reason}"))
        app.notices.append(message)
        app.overlay.toast(tr("online.bad_link_title"), message, force=True)
        app.dirty = True
        return
    app.push("online_open_link", link=link)

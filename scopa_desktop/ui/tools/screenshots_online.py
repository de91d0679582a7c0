"""The tour's Play online screens on a real server: one started on the loopback address for the tour, with
two open tables other players opened (so the open lobby has rows), chosen as the game's server."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from typing import Any

WAIT = 0.05  # seconds a frame may wait for the server's next word (bounded: FRAMES of them at most)
FRAMES = 200


@contextlib.contextmanager
def tour_server(app: Any) -> Iterator[Any]:
    """A server on the loopback address, chosen in Play online, with two open tables waiting for players."""
    from ... import net
    from ...engine import Rules
    from ..scenes.online import servers

    handle = net.start_host(port=0, bind="127.0.0.1")
    owners = []
    try:
        for preset, seats in (("classic", [("human", "Marco", ""), ("human", "", "")]),
                              ("scopone", [("human", "Sofia", ""), ("bot", "Luca", "expert"), ("human", "", ""),
                                           ("human", "", "")])):
            owner = net.TableClient()
            owner.connect(handle.local_url)
            owner.create_table(Rules.preset(preset), [{"kind": k, "name": n, "level": lv} for k, n, lv in seats],
                               seats[0][1], open_=True)
            owners.append(owner)
        for owner in owners:  # seated: their tables are in the open lobby
            _until(lambda o=owner: any(type(e).__name__ == "Seated" for e in _drain(o)))
        servers.choose(app, net.parse_server(handle.local_url))
        yield handle
    finally:
        servers.choose(app, None)
        for owner in owners:
            owner.close()
        handle.stop()


def online_shots(app: Any, shot: Callable[[str], None]) -> None:
    """Play online, Play now, Host, Join with the open lobby, the lobby of a table we opened, a link opened."""
    from ... import net

    with tour_server(app) as handle:
        app.reset_to("menu")
        app.overlay.toasts.clear()
        app.push("online")
        shot("20-online")
        app.push("online_quick")
        shot("20b-online-quick")
        app.pop()
        app.push("online_host")
        shot("20c-online-host")
        app.pop()
        join = app.push("online_join")
        _until(lambda: _step(app) or (join.listing is not None and bool(join.listing.tables)))
        shot("20d-online-join")
        app.pop()
        host = app.push("online_host")
        host.host()
        _until(lambda: _step(app) or app.stack.top.name == "online_lobby")  # once the server seats us
        lobby = app.stack.top
        _until(lambda: _step(app) or bool(lobby.link.share_link()))
        shot("20e-online-lobby")
        lobby.link.close()
        lobby.link.wait_closed()
        app.reset_to("menu")
        app.push("online_open_link", link=net.parse_link(net.format_link(net.parse_server(handle.local_url),
                                                                         "K7M2QX")))
        shot("20f-online-open-link")
        app.reset_to("menu")


def _drain(client: Any) -> list:
    event = client.next_event(WAIT)
    return [event] if event is not None else []


def _step(app: Any) -> bool:
    """One frame, then a short wait for the network (False: so `until` goes on asking its question)."""
    import time

    app.step(1 / 30)
    time.sleep(WAIT)  # the tour waits for a server on this computer; nothing here is a test
    return False


def _until(done: Callable[[], bool]) -> None:
    for _ in range(FRAMES):
        if done():
            return

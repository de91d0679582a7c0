"""Lobby links: `scopa-desktop scopa://…` starts the game at the table (or hands the link to the game already
running), a link from anywhere asks before joining, and a malformed or hostile one changes nothing."""

from __future__ import annotations

import queue

import pygame
import pytest
from test_ui_online_loopback import lobby_after, until

from scopa_desktop import net
from scopa_desktop.__main__ import main
from scopa_desktop.engine import Rules
from scopa_desktop.instance import Instance
from scopa_desktop.storage import Seat
from scopa_desktop.ui import app as app_module
from scopa_desktop.ui.app import App
from scopa_desktop.ui.driver import click
from scopa_desktop.ui.link_door import LINK_EVENT, received
from scopa_desktop.ui.text import tr

HOSTILE = ["scopa://evil.example.org:7519/K7M2QX?next=http://x", "scopa://user:pw@host:7519/K7M2QX",
           "scopa://-oProxyCommand=x:7519/K7M2QX", "scopa://host:99999/K7M2QX", "javascript:alert(1)",
           "scopa://host:7519/K7M2QX#frag", "scopa://ho st:7519/K7M2QX", "scopa://host:7519/../../etc"]


@pytest.mark.parametrize("link", HOSTILE)
def test_a_malformed_or_hostile_link_on_the_command_line_is_refused_in_the_window_it_starts(tmp_path, capsys,
                                                                                           monkeypatch, link):
    """#42: the refusal was said on stderr only, which a player who clicked a link never sees: the game starts
    and its window says why, and the terminal hears it too."""
    started: list[str] = []
    monkeypatch.setattr(app_module, "start", lambda size, seed, home, text, **kw: started.append(text) or 0)
    assert main(["--home", str(tmp_path), link]) == 0
    err = capsys.readouterr().err
    assert "is not a table link" in err and len(err.splitlines()) == 1
    assert started == [link]
    game = App(size=(960, 600), seed=1, home=str(tmp_path), fullscreen=False)
    try:
        game.reset_to("menu")
        received(game, started[0])  # what start() does with the link it was given
        said = [t for t in game.overlay.toasts if t.title == tr("online.bad_link_title")]
        assert game.stack.top.name == "menu" and said and said[0].line in game.notices
    finally:
        game.close()


def test_a_malformed_link_given_to_a_second_start_is_reported_by_the_game_already_running(tmp_path):
    got: queue.Queue = queue.Queue()
    running = Instance(str(tmp_path), got.put)
    assert running.open()
    try:
        assert main(["--home", str(tmp_path), HOSTILE[0] + "x" * 2000]) == 0  # no second game starts
        assert got.get(timeout=5).startswith(HOSTILE[0])
    finally:
        running.close()


def test_a_link_given_to_a_second_start_goes_to_the_game_already_running(tmp_path):
    got: queue.Queue = queue.Queue()
    running = Instance(str(tmp_path), got.put)
    assert running.open()
    try:
        assert main(["--home", str(tmp_path), "scopa://tables.example.org:7519/K7M2QX"]) == 0
        assert got.get(timeout=5) == "scopa://tables.example.org:7519/K7M2QX"
    finally:
        running.close()


def post_link(app, text: str) -> None:
    pygame.event.post(pygame.event.Event(LINK_EVENT, link=text))
    app.step(1 / 30)


def test_a_link_handed_over_asks_which_table_on_which_server_before_joining(app):
    app.reset_to("menu")
    post_link(app, "scopa://tables.example.org:7519/K7M2QX")
    ask = app.stack.top
    assert ask.name == "online_open_link"
    assert (ask.link.code, str(ask.link.server)) == ("K7M2QX", "tables.example.org:7519")
    click(app, ask.form.row_rects["back"].center)  # Cancel: nothing joined
    assert app.stack.top.name == "menu"


def test_a_hostile_link_handed_over_is_reported_and_changes_nothing(app):
    app.reset_to("menu")
    for text in HOSTILE:
        post_link(app, text)
    assert app.stack.top.name == "menu" and len(app.notices) == len(HOSTILE)


def test_a_malformed_link_handed_over_mid_match_is_said_over_the_table(app):
    app.reset_to("menu")
    table = app.push("table", rules=Rules.preset("classic"), seats=[Seat("human"), Seat("bot", "Bot", "easy")], seed=3)
    post_link(app, HOSTILE[0])
    assert app.stack.top is table  # the match goes on
    assert [t.title for t in app.overlay.toasts] == [tr("online.bad_link_title")]


def test_a_link_opened_joins_its_table_on_a_real_server(app):
    """Another player's table on a server on the loopback address: its link, opened in this game, seats us."""
    handle = net.start_host(port=0, bind="127.0.0.1")
    owner = net.TableClient()
    try:
        owner.connect(handle.local_url)
        owner.create_table(Rules.preset("classic"), [{"kind": "human", "name": "Marco", "level": ""},
                                                     {"kind": "human", "name": "", "level": ""}], "Marco")
        seated = next_of(owner, net.Seated)
        app.update_settings(player_names=["Anna"])
        app.reset_to("menu")
        post_link(app, net.format_link(net.parse_server(handle.local_url), seated.code))
        ask = app.stack.top
        click(app, ask.form.row_rects["join"].center)
        lobby = lobby_after(app, ask)  # each frame waits (bounded) for the server's word
        until(app, lambda: lobby.link.my_seat is not None and len(lobby.link.seats) == 2
              and lobby.link.seats[1].taken, "seated")
        assert lobby.link.my_seat == 1 and lobby.link.seats[1].name == "Anna"
        lobby.link.close()
        lobby.link.wait_closed()
    finally:
        owner.close()
        handle.stop()


def next_of(client, kind, timeout: float = 10.0):
    """The next event of `kind` the client receives (bounded by `timeout`)."""
    for _ in range(200):
        event = client.next_event(timeout / 200)
        if isinstance(event, kind):
            return event
    raise AssertionError(f"no {kind.__name__} came")


def test_the_network_package_is_loaded_behind_the_menu_when_asked(app, monkeypatch):
    """Play online's first opening paused the window while websockets and zeroconf were imported (0.2 s
    quiet, seconds on a busy machine): the game loads them on a thread once the menu is up."""
    import threading
    import types

    from scopa_desktop.ui import link_door

    loaded, done = [], threading.Event()

    def import_module(name):
        loaded.append((name, threading.current_thread().name))
        done.set()

    app.reset_to("menu")
    monkeypatch.setattr(link_door, "importlib", types.SimpleNamespace(import_module=import_module))
    pygame.event.post(pygame.event.Event(link_door.WARM_EVENT))
    app.step(1 / 30)
    assert done.wait(5)
    assert loaded == [("scopa_desktop.net", "scopa-warm-net")]  # not on the window's thread

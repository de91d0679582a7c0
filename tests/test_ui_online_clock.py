"""Issue 42, item 3: online, a bot played the player's card after about a minute without a word (the window
hidden, Settings open with the menu saying "Paused", or simply watching). The server's hold on a turn now
shows as a countdown on your turn and under a seat being waited for, over a menu or Settings too; a sound, a
word on screen and the taskbar's flag warn before it runs out; the menu says the match goes on; a move a bot
made for you is said; a seat away whose hold ran out says a bot plays it. The clock is the link's, moved by
the test (no sleeping)."""

from __future__ import annotations

import pygame
import pytest
from test_ui_online_screens import FakeBackend, FakeClient, host_to_lobby, run_frames

from scopa_desktop.net.events import State, Waiting
from scopa_desktop.ui import turn_clock
from scopa_desktop.ui.driver import click, key
from scopa_desktop.ui.scenes.online.seat_marks import seat_note
from scopa_desktop.ui.text import tr


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def fake_network(monkeypatch):
    """The online screens find a backend held in memory (test_ui_online_screens.py's) instead of the network."""
    from scopa_desktop.ui.scenes.online import screen

    backend = FakeBackend()
    monkeypatch.setattr(screen, "net_backend", lambda: backend)
    return backend


@pytest.fixture
def flashes(monkeypatch):
    asked: list[bool] = []
    monkeypatch.setattr(turn_clock, "flash_window", lambda until_focused: asked.append(until_focused) or True)
    return asked


def table_on_my_turn(app, fake_network, left: float = 60.0):
    """Host, a friend joins, the match starts; our turn comes with the server's hold of `left` seconds."""
    lobby = host_to_lobby(app)
    server = fake_network.table
    friend = FakeClient(server)
    friend.join(server.code, "Marco")
    friend.ready(True)
    run_frames(app)
    click(app, lobby.form.row_rects["ready"].center)
    run_frames(app)
    table = app.stack.top
    assert table.name == "online_table"
    clock = Clock()
    table.link.clock = clock
    for _ in range(4):
        run_frames(app, 40)
        if table.shown.game.to_move == 0:
            break
        friend.play(server.match.game.observation(1).legal_moves()[0])
    assert table.human_turn()
    me = server.clients[0]
    state = table.link.latest
    me.inbox.append(State(state.turn + 1, state.observation, state.last_move, state.totals, state.hand, None, None,
                          (), left=left))  # the same turn told again, with the server's hold
    server.turn = state.turn + 1
    run_frames(app)
    return table, clock, server, friend


def test_your_turn_counts_down_beside_the_prompt_and_warns_once_before_it_runs_out(app, fake_network, flashes):
    table, clock, _, _ = table_on_my_turn(app, fake_network)
    assert table.my_seconds_left() == 60.0 and table.status.clock_rect is not None
    assert not table.status.clock_rect.colliderect(table.status.area)  # the prompt keeps the rest of the line
    clock.now += 44.5
    run_frames(app)
    assert turn_clock.clock_text(table.my_seconds_left()) == "0:16"
    assert "time_short" not in [p.name for p in app.audio.log]
    clock.now += 1.0  # 14.5 s left: the warning, once
    run_frames(app, 5)
    assert [p.name for p in app.audio.log].count("time_short") == 1
    assert True in flashes  # the taskbar's flag, until the window is looked at
    assert [t.title for t in app.overlay.toasts][:1] == [tr("online.time_short")]
    clock.now += 5
    run_frames(app, 5)
    assert [p.name for p in app.audio.log].count("time_short") == 1


def test_over_settings_the_clock_still_counts_and_the_server_is_still_heard(app, fake_network, flashes):
    table, clock, server, _ = table_on_my_turn(app, fake_network)
    key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert pause.name == "pause"
    app.step(1 / 30)
    assert app.overlay.turn_banner == (tr("online.clock_your_turn"), 60)  # over the menu too
    app.push("settings")  # opaque: the table is not drawn, nor updated as a scene on top would be
    clock.now += 20
    server.clients[0].inbox.append(Waiting(0, "You", 20.0, False, left=38.0))  # read while covered
    app.step(1 / 30)
    assert app.overlay.turn_banner == (tr("online.clock_your_turn"), 38)
    clock.now += 30  # 8 s left, in Settings: warned there
    app.step(1 / 30)
    assert "time_short" in [p.name for p in app.audio.log] and True in flashes


def test_the_menu_over_a_network_match_says_it_goes_on(app, fake_network, monkeypatch):
    import scopa_desktop.ui.scenes.pause as pause_module

    table_on_my_turn(app, fake_network)
    key(app, pygame.K_ESCAPE)
    drawn: list[str] = []
    plain = pause_module.sheet_title
    monkeypatch.setattr(pause_module, "sheet_title",
                        lambda surface, rect, text, u, **kw: drawn.append(text) or plain(surface, rect, text, u, **kw))
    app.stack.top.invalidate()
    app.step(1 / 30)
    assert drawn == [tr("window.match_goes_on")]  # it said "Paused" while a bot was about to play for you


def test_a_move_a_bot_made_for_you_is_said(app, fake_network, flashes):
    table, clock, server, _ = table_on_my_turn(app, fake_network)
    move = server.match.game.legal_moves()[0]
    server.play(0, move)  # the hold ran out: the server's bot played our seat
    run_frames(app, 40)
    assert tr("online.bot_played_for_you") in [t.title for t in app.overlay.toasts]
    assert table.my_seconds_left() is None


def test_a_seat_waited_for_shows_its_clock_and_one_away_whose_hold_ran_out_says_a_bot_plays(app, fake_network):
    table, clock, server, friend = table_on_my_turn(app, fake_network)
    table.play(table.game.legal_moves()[0])
    run_frames(app, 40)
    assert table.shown.game.to_move == 1
    me = server.clients[0]
    me.inbox.append(Waiting(1, "Marco", 6.0, False, left=54.0))
    run_frames(app)
    assert seat_note(table, 1) == tr("online.waiting_left", clock="0:54")
    me.inbox.append(server.lobby(away=frozenset({1})))
    run_frames(app)
    assert seat_note(table, 1) == tr("online.reconnecting_left", clock="0:54")
    clock.now += 54
    me.inbox.append(Waiting(1, "Marco", 61.0, True, left=0.0))
    run_frames(app)
    assert seat_note(table, 1) == tr("online.away_bot_plays")

"""Play online by keyboard and by ear (#43): Tab reaches every control the online screens draw (a table found
on the network, the text fields, the chat's phrases), Enter does what a click does, and each is spoken; the
lobby's seats are said, and said again when they change."""

from __future__ import annotations

import pygame
from test_ui_online_screens import fake_network, host_to_lobby, run_frames  # noqa: F401 - the fixture

from scopa_desktop.ui.driver import key


def said(app, mark: int) -> list[str]:
    return [a.text for a in app.speech.announcer.kept[mark:]]


def tab_until(app, wanted, presses: int = 30) -> list[str]:
    for _ in range(presses):
        mark = len(app.speech.announcer.kept)
        key(app, pygame.K_TAB)
        run_frames(app, 1)
        lines = said(app, mark)
        if any(wanted(line) for line in lines):
            return lines
    raise AssertionError(f"never reached; last said {app.speech.announcer.kept[-3:]}")


def test_a_table_on_the_network_is_joined_by_tab_and_enter(app, fake_network):  # noqa: F811
    lobby = host_to_lobby(app)
    run_frames(app)
    lobby.link.announcer.stop()
    fake_network.handle.announce("Player")
    join = app.push("online_join")
    run_frames(app)
    lines = tab_until(app, lambda line: "K7M2QX" in line or "Player" in line)
    assert join.walk.current().intent.value == ("found", 0), lines
    seated_before = len(fake_network.table.clients)
    key(app, pygame.K_RETURN)
    assert app.stack.top.name == "online_lobby" and len(fake_network.table.clients) == seated_before + 1
    lobby.link.close()


def test_a_field_is_reached_and_typed_in_by_keyboard(app, fake_network):  # noqa: F811
    online = app.push("online")
    run_frames(app)
    tab_until(app, lambda line: line.startswith("Another server:"))
    key(app, pygame.K_RETURN)  # into the field
    assert online.typing == "server"
    for ch in "example.org":
        k = pygame.key.key_code(ch) if ch.isalnum() else pygame.K_PERIOD
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=ch, scancode=0))
        app.step(1 / 60)
    run_frames(app, 2)
    assert online.fields["server"].value == "example.org"
    assert app.speech.announcer.last.startswith("Another server: example.org")


def test_the_lobby_says_its_seats_and_a_chat_phrase_is_said_by_keyboard(app, fake_network):  # noqa: F811
    lobby = host_to_lobby(app)
    run_frames(app)
    heard = " ".join(a.text for a in app.speech.announcer.kept[-6:])
    assert "Seat 1:" in heard and "Seat 2:" in heard, heard
    lines = tab_until(app, lambda line: line.startswith("Ciao"))
    key(app, pygame.K_RETURN)
    run_frames(app, 4)
    assert fake_network.table.said == [(0, "ciao")], lines
    lobby.link.close()

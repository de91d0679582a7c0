"""Issue 42, item 9: the name asked at the first start was prefilled with the system's login ("Root"), and
Ctrl+A selected nothing. A name is prefilled only when it reads as a person's; every text field (the welcome
question, New game's name, a seat's name in House rules, the remembered names, the online fields) takes
Ctrl+A, Ctrl+Backspace, Home, End and Delete, with the caret drawn where typing goes."""

from __future__ import annotations

import pygame
import pytest
from test_ui_new_game import open_new_game
from test_ui_seat_names import make_person, open_house_rules

from scopa_desktop.ui.scenes import welcome
from scopa_desktop.ui.text_edit import Cursor, looks_like_a_name

CTRL = pygame.KMOD_LCTRL


def press(app, k: int, mod: int = 0, text: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=text, scancode=0))
    app.step(1 / 60)


def write(app, text: str) -> None:
    for ch in text:
        press(app, ord(ch.lower()) if ch.isascii() else pygame.K_a, text=ch)


def event(k: int, mod: int = 0, text: str = "") -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=text, scancode=0)


def test_the_cursor_edits_as_every_text_box_does():
    c = Cursor()
    text = "Anna Maria"
    text = c.type("f", text, event(pygame.K_HOME))
    text = c.type("f", text, event(pygame.K_d, text="D"))
    assert (text, c.shown("f", text, True)) == ("DAnna Maria", "D|Anna Maria")
    text = c.type("f", text, event(pygame.K_END))
    text = c.type("f", text, event(pygame.K_BACKSPACE, CTRL))  # the word before the caret
    assert text == "DAnna "
    text = c.type("f", text, event(pygame.K_LEFT))
    text = c.type("f", text, event(pygame.K_LEFT))
    text = c.type("f", text, event(pygame.K_DELETE))
    assert text == "DAnn " and c.shown("f", text, True) == "DAnn| "
    text = c.type("f", text, event(pygame.K_a, CTRL, "\x01"))
    assert c.is_selected("f") and c.shown("f", text, True) == "DAnn "  # selected whole: highlighted, no caret
    text = c.type("f", text, event(pygame.K_l, text="L"))
    assert text == "L" and not c.is_selected("f")  # typing replaces the selection
    c.type("f", text, event(pygame.K_a, CTRL, "\x01"))
    assert c.type("f", text, event(pygame.K_BACKSPACE)) == ""
    assert c.type("f", "x", event(pygame.K_TAB)) is None  # not for the text: the form's
    assert Cursor().type("f", "ab", event(pygame.K_LEFT), arrows=False) is None  # the row's arrows stay the row's
    assert c.shown("g", "Bo", True) == "Bo|"  # another field: the caret at its end


@pytest.mark.parametrize(("login", "prefilled"), [
    ("Root", False), ("Admin", False), ("User", False), ("Ubuntu", False), ("Pi", False), ("User123", False),
    ("Anna", True), ("Anna Rossi", True), ("Jean-Luc", True), ("D'Amico", True), ("李小龍", True), ("A", False),
])
def test_the_first_start_prefills_only_a_name_that_reads_as_a_persons(app, monkeypatch, login, prefilled):
    assert looks_like_a_name(login) is prefilled
    monkeypatch.setattr(welcome, "system_name", lambda: login)
    app.reset_to("menu")
    welcome.run_first_start(app)
    scene = app.stack.top
    assert scene.name == "welcome" and scene.player_name == (login if prefilled else "")


def test_ctrl_a_then_typing_replaces_the_name_in_the_welcome_question(app, monkeypatch):
    monkeypatch.setattr(welcome, "system_name", lambda: "Anna")
    app.reset_to("menu")
    welcome.run_first_start(app)
    scene = app.stack.top
    press(app, pygame.K_a, CTRL, "\x01")
    write(app, "Bea")
    press(app, pygame.K_HOME)
    write(app, "S")
    assert scene.player_name == "SBea"


def test_new_games_name_takes_home_end_and_ctrl_backspace(app):
    scene = open_new_game(app)
    scene.form.focus_on("name")
    app.step(1 / 60)
    write(app, "Anna Rosa")
    press(app, pygame.K_BACKSPACE, CTRL)
    press(app, pygame.K_HOME)
    write(app, "La ")
    assert scene.player_name == "La Anna "
    press(app, pygame.K_a, CTRL, "\x01")
    app.step(1 / 60)
    assert scene.form.row("name").selected  # drawn highlighted
    write(app, "Mia")
    assert scene.player_name == "Mia"


def test_a_seats_name_in_house_rules_takes_ctrl_a_and_home_while_left_right_keep_the_seat_kind(app):
    _, grid = open_house_rules(app)
    make_person(app, grid, 1)
    write(app, "Bruno")
    press(app, pygame.K_HOME)
    write(app, "Z")
    assert grid.seats[1].name == "ZBruno"
    press(app, pygame.K_a, CTRL, "\x01")
    write(app, "Lia")
    assert grid.seats[1].name == "Lia"


def test_the_remembered_names_take_ctrl_a(app):
    app.update_settings(player_names=["Anna"])
    app.reset_to("menu")
    scene = app.push("names")
    app.step(1 / 60)
    press(app, pygame.K_a, CTRL, "\x01")
    write(app, "Eva")
    press(app, pygame.K_LEFT)
    press(app, pygame.K_DELETE)
    assert scene.names[0] == "Ev"


def test_an_online_text_field_takes_ctrl_a_and_home(app):
    from scopa_desktop.ui.scenes.online.screen import TextField

    field = TextField("invite", "scopa://old", limit=300)
    for e in (event(pygame.K_a, CTRL, "\x01"), event(pygame.K_k, text="K7M2QX"), event(pygame.K_HOME),
              event(pygame.K_x, text="X")):
        assert field.type(e)
    assert field.value == "XK7M2QX"

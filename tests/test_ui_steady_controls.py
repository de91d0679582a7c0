"""Controls stay put: no button or row moves under the pointer when something appears (Continue, a network
seat) or when a choice changes (Players, the rules). A click meant for New game once opened Play online,
because Continue pushed every row down when it appeared."""

from __future__ import annotations

import pygame
import pytest

from scopa_desktop.engine import Match, Rules
from scopa_desktop.storage import ResumeStore, Seat, Ticket, save_ticket, ticket_path
from scopa_desktop.ui.driver import key

SIZES = [(960, 600), (1280, 800), (1920, 1080)]


def drawn_rows(app, scene) -> dict[str, pygame.Rect]:
    app.dirty = True
    app.step(1 / 60)
    return {k: pygame.Rect(r) for k, r in scene.form.row_rects.items()}


def save_a_match(app) -> None:
    seats = [Seat("human", "Anna"), Seat("bot", "Bot", "easy")]
    ResumeStore(app.home).save(Match.new(Rules.preset("classic"), 2, seed=1), seats)


def keep_a_network_seat(app) -> None:
    save_ticket(ticket_path(app.home), Ticket("ws://10.0.0.5:7519", "K7M2QX", "t" * 22, "Anna", False, 0, "scopone", 4))


@pytest.mark.parametrize("size", SIZES)
def test_the_menu_rows_stay_put_when_continue_or_a_network_seat_appears(app, size):
    app.resize(size)
    bare = drawn_rows(app, app.reset_to("menu"))
    for waiting in (save_a_match, keep_a_network_seat):
        waiting(app)
        menu = app.reset_to("menu")
        rows = drawn_rows(app, menu)
        assert {k: rows[k] for k in bare} == bare, f"rows moved once {waiting.__name__} ran"
        assert all(not rows[k].colliderect(r) for k in rows for j, r in rows.items() if j != k)
        assert all(menu.app.screen.get_rect().contains(r) for r in rows.values())


def test_the_menu_rows_stay_put_when_the_menu_comes_back_over_a_saved_match(app):
    """Leaving a match for the main menu: the menu comes back with Continue, and New game where it was."""
    menu = app.reset_to("menu")
    before = drawn_rows(app, menu)["new_game"]
    app.push("new_game")
    key(app, pygame.K_RETURN)  # Start
    key(app, pygame.K_ESCAPE)  # the pause menu
    pause = app.stack.top
    assert pause.name == "pause"
    pause.form.focus_on("main_menu")
    key(app, pygame.K_RETURN)
    menu = app.stack.top
    assert menu.name == "menu" and "continue" in [r.key for r in menu.form.rows]
    assert drawn_rows(app, menu)["new_game"] == before


@pytest.mark.parametrize("size", SIZES[:2])
@pytest.mark.parametrize("screen", ["online_host", "new_game", "setup", "settings"])
def test_changing_a_choice_moves_no_control(app, size, screen):
    """Every choice of the screen stepped through its values: the rows and buttons seen before each step
    are where they were after it (rows may appear below, never shift)."""
    app.resize(size)
    app.reset_to("menu")
    scene = app.push(screen)
    choices = [row.key for row in scene.form.rows if row.is_choice and row.enabled
               and row.key not in ("name", "fullscreen", "window_size", "text_scale")]  # the window itself
    # changes, or the text's size (each screen makes room for it: tests/test_ui_low_vision_layout.py)
    assert choices
    for row_key in choices:
        for _ in range(4):
            before = drawn_rows(app, scene)
            scene.form.focus_on(row_key)
            key(app, pygame.K_RIGHT)
            after = drawn_rows(app, scene)
            moved = {k: (before[k], after[k]) for k in before.keys() & after.keys() if before[k] != after[k]}
            assert not moved, f"{row_key} changed: {moved}"

"""Issue 42, item 2: whatever House rules shows when Done is pressed is what New game shows and Start deals,
for every count of players a preset allows, coming down from the largest and going up from the smallest,
with a person named in a seat of their own."""

from __future__ import annotations

import pygame
import pytest
from test_ui_new_game import open_new_game, type_text
from test_ui_seat_names import make_person

from scopa_desktop.engine import Rules
from scopa_desktop.ui.driver import click, key
from scopa_desktop.ui.text import tr

# (preset, players first, players at Done): every count classic allows, down and up, and a fixed table
CASES = [("classic", a, b) for a in Rules.preset("classic").players for b in Rules.preset("classic").players
         if a != b] + [("scopone", 4, 4)]


def open_grid(app):
    new_game = open_new_game(app)
    click(app, new_game.form.row_rects["house_rules"].center)
    grid = app.stack.top
    assert grid.name == "setup"
    return new_game, grid


def choose(app, grid, row: str, value) -> None:
    grid.form.focus_on(row)
    values = grid.form.row(row).values
    for _ in range(len(values)):
        if grid.form.row(row).value == value:
            return
        key(app, pygame.K_RIGHT if values.index(value) > values.index(grid.form.row(row).value) else pygame.K_LEFT)
    assert grid.form.row(row).value == value


@pytest.mark.parametrize(("preset", "first", "players"), CASES)
def test_done_in_house_rules_is_what_new_game_shows_and_start_deals(app, preset, first, players):
    new_game, grid = open_grid(app)
    choose(app, grid, "preset", preset)
    if len(grid.rules.players) > 1:
        choose(app, grid, "players", first)
        choose(app, grid, "players", players)
    make_person(app, grid, 1)
    type_text(app, "Paolo")
    seats = [(s.is_bot, s.name if not s.is_bot else s.level) for s in grid.seats[: grid.players]]
    shown_rules = grid.rules
    click(app, grid.form.row_rects["start"].center)  # Done
    assert app.stack.top is new_game
    app.step(1 / 30)
    assert new_game.players == players
    assert new_game.form.row("opponents").value == players - 1
    assert new_game.form.row("opponents").label == tr("quick_start.other_players")  # two people at the table
    assert "Paolo" in new_game._note("level")
    new_game.form.focus_on("start")
    key(app, pygame.K_RETURN)
    table = app.stack.top
    assert table.name == "table"
    assert table.match.players == players
    assert table.rules.partnerships == shown_rules.partnerships
    dealt = [(s.is_bot, s.name if not s.is_bot else s.level) for s in table.seats]
    assert dealt[0][0] is False and dealt[1] == (False, "Paolo")
    assert [d[0] for d in dealt] == [s[0] for s in seats]
    assert [d[1] for d in dealt if d[0]] == [s[1] for s in seats if s[0]]


def test_done_after_the_players_came_down_keeps_the_smaller_table_for_next_time(app):
    _, grid = open_grid(app)
    choose(app, grid, "players", 6)
    choose(app, grid, "players", 2)
    click(app, grid.form.row_rects["start"].center)
    app.reset_to("menu")
    again = open_new_game(app)
    assert again.players == 2 and again.form.row("opponents").value == 1

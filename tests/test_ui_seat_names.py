"""Names at the table: no two seats ever share one (a bot never takes the player's name), and every person at
a pass-and-play table can type their own, which the quick New game screen then says plainly."""

from __future__ import annotations

import pygame
import pytest
from test_ui_new_game import open_new_game, type_text

from scopa_desktop.engine import Rules
from scopa_desktop.ui.driver import key
from scopa_desktop.ui.seats import N_BOT_NAMES, Seat, bot_name, distinct_names, seats_from_settings, side_names

TABLES = [(preset, players) for preset in Rules.presets() for players in Rules.preset(preset).players]


def folded(seats) -> list[str]:
    return [seat.name.casefold() for seat in seats]


@pytest.mark.parametrize(("preset", "players"), TABLES)
def test_no_two_seats_share_a_name_whatever_the_people_are_called(preset, players):
    """Each person named after each bot in turn, alone and with a friend of the same name: every table of
    every preset names each seat once, the people keep their names and the sides read apart."""
    rules = Rules.preset(preset)
    for k in range(N_BOT_NAMES):
        taken = bot_name(k)
        for people in ([taken], [taken, taken.lower()]):
            stored = [Seat("human")] * len(people) + [Seat("bot", "", "easy")] * (players - len(people))
            seats = seats_from_settings(stored, players, people)
            assert len(set(folded(seats))) == players, seats
            assert seats[0].name == taken
            assert len(set(side_names(rules, seats))) == rules.side_count(players)


def test_bots_stored_with_the_same_name_or_the_players_get_names_of_their_own():
    seats = distinct_names([Seat("human", "Giulia"), Seat("bot", "Giulia", "hard"), Seat("bot", "Marco", "easy"),
                            Seat("bot", "Marco", "medium")])
    assert seats[0].name == "Giulia" and seats[2].name == "Marco"
    assert len(set(folded(seats))) == 4 and all(seat.name for seat in seats)
    assert [s.level for s in seats] == ["", "hard", "easy", "medium"]


def test_a_player_named_like_a_bot_plays_against_a_bot_of_another_name(app):
    app.update_settings(player_names=["Giulia"])
    open_new_game(app)
    key(app, pygame.K_RETURN)  # Start
    table = app.stack.top
    assert table.name == "table"
    names = [seat.name for seat in table.seats]
    assert names[0] == "Giulia" and len(set(names)) == len(names)


def open_house_rules(app):
    new_game = open_new_game(app)
    new_game.form.focus_on("house_rules")
    key(app, pygame.K_RETURN)
    setup = app.stack.top
    assert setup.name == "setup"
    return new_game, setup


def make_person(app, setup, seat: int) -> None:
    setup.form.focus_on(f"seat{seat}")
    for _ in range(len(setup.form.row(f"seat{seat}").values)):
        if not setup.seats[seat].is_bot:
            return
        key(app, pygame.K_LEFT)
    raise AssertionError("no person's value in the seat row")


def test_every_person_at_the_table_types_their_own_name_and_the_quick_screen_says_who_plays(app):
    app.update_settings(player_names=["Anna"])
    new_game, setup = open_house_rules(app)
    setup.form.focus_on("players")
    key(app, pygame.K_RIGHT)  # three seats
    make_person(app, setup, 1)
    deck, mute = app.settings.deck_style, app.settings.mute_master
    type_text(app, "Brunx")
    key(app, pygame.K_BACKSPACE)
    type_text(app, "o dm")  # letters that are keys elsewhere (D the deck, M mute) type here
    assert (app.settings.deck_style, app.settings.mute_master) == (deck, mute)
    app.step(1 / 30)
    assert setup.form.row("seat1").labels[0] == "Bruno dm|"
    for _ in range(3):
        key(app, pygame.K_BACKSPACE)
    setup.form.focus_on("start")
    key(app, pygame.K_RETURN)  # Done: back to the quick screen
    assert app.stack.top is new_game
    app.step(1 / 30)
    note = new_game._note("level")
    assert "Anna" in note and "Bruno" in note and "You" not in note
    assert new_game.form.row("opponents").label != new_game.form.row("level").label  # "Other players"
    new_game.form.focus_on("start")
    key(app, pygame.K_RETURN)
    table = next(scene for scene in app.stack.scenes if scene.name == "table")
    assert [seat.name for seat in table.seats][:2] == ["Anna", "Bruno"]
    assert not table.seats[2].is_bot or table.seats[2].name not in ("Anna", "Bruno")
    # Kept for the next game: the first person's name is the remembered one, Bruno's stays in his seat.
    assert app.settings.player_names[0] == "Anna" and app.settings.seats[1].name == "Bruno"


def test_a_name_typed_away_to_nothing_shows_the_default_again_and_can_be_typed_anew(app):
    app.update_settings(player_names=["Anna"])
    _, setup = open_house_rules(app)
    setup.form.focus_on("seat0")
    for _ in range(4):
        key(app, pygame.K_BACKSPACE)
    app.step(1 / 30)
    assert setup.form.row("seat0").labels[0] == "|"  # nothing typed: the caret alone, not "Anna" again
    type_text(app, "Eva")
    setup.form.focus_on("start")
    key(app, pygame.K_RETURN)
    assert app.settings.player_names[0] == "Eva"

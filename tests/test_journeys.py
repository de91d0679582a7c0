"""Every journey across features, for every table kind: nothing a player starts is ever lost.

Each preset at each player count it allows (a quick subset by default, the whole matrix marked slow),
through the real window: new match from the menu, a few turns, leave, quit, start again, Continue (the same
position, names and Undo), the match walked to its end, History, Review. The walk checks every frame on the
way (no text outside its box, no hand shown to the wrong player) and goes everywhere a player goes: every
card and option hovered (once in each deck, language and window size), hints, the deck switched, the
window made small and large again, the language switched, the pause menu at each hand's end. A 2 v 2 or
3 v 3 match could never be continued (its save was refused) and nothing caught it: the every-variant walk
never left and came back.
"""

from __future__ import annotations

import pytest
from journeys import TURNS_BEFORE_LEAVING, Journey, combinations
from walker import BIG, SMALL

QUICK = [("classic", 2, 1), ("scopone", 4, 1), ("classic", 6, 2), ("eight_players", 8, 1), ("cirulla", 2, 2)]


def journey(tmp_path, monkeypatch, preset: str, players: int, people: int) -> None:
    trip = Journey(tmp_path, monkeypatch)
    trip.choose(preset, players, people)
    trip.start()
    table = trip.new_game(preset, players)
    trip.walk_turns(table, TURNS_BEFORE_LEAVING)
    left = trip.leave(table)
    assert left.could_undo == (people == 1)  # undo is kept against bots only
    trip.quit()
    trip.start()
    table = trip.continue_match(left)
    end = trip.finish(table)
    trip.review_from_history(end)
    trip.quit()
    # It went everywhere, and every frame of it was right.
    t, checks = trip.walker.tally, trip.checks
    assert t.hands == len(end.history) >= 1 and t.human_turns > TURNS_BEFORE_LEAVING
    assert t.hints == t.human_turns and t.tooltips == t.hovered_cards + t.hovered_chips >= 3
    assert t.deck_toggled and t.language_switched and t.resized == [SMALL, BIG]
    if people > 1:
        assert t.handoffs >= t.human_turns  # a hand-off before every turn, and again after Continue
    assert checks.frames > 10 * t.human_turns
    assert sorted(set(checks.overflows))[:20] == []
    assert checks.leaks == []


@pytest.mark.parametrize(("preset", "players", "people"), QUICK)
def test_a_journey_leaves_quits_continues_finishes_and_reviews(tmp_path, monkeypatch, preset, players, people):
    journey(tmp_path, monkeypatch, preset, players, people)


@pytest.mark.slow
@pytest.mark.parametrize(("preset", "players", "people"), [c for c in combinations() if c not in QUICK])
def test_every_preset_and_table_size_makes_the_whole_journey(tmp_path, monkeypatch, preset, players, people):
    journey(tmp_path, monkeypatch, preset, players, people)


def test_pass_and_play_with_named_people_keeps_every_name_across_a_restart(tmp_path, monkeypatch):
    """Two people name themselves in House rules, play, leave and continue: the hand-offs, the table and the
    history call each by their own name, and no bot takes one of them."""
    import pygame
    from test_ui_new_game import type_text
    from test_ui_seat_names import make_person

    from scopa_desktop.ui.driver import click, key

    trip = Journey(tmp_path, monkeypatch)
    trip.choose("classic", 3, 1)  # you against two bots, as last time
    app = trip.start()
    trip.menu_row("new_game")
    quick = app.stack.top
    click(app, quick.form.row_rects["house_rules"].center)
    setup = app.stack.top
    for seat, name in ((0, "Giulia"), (2, "Bruno")):  # a person named like a bot, and a friend
        make_person(app, setup, seat)
        for _ in range(12):
            key(app, pygame.K_BACKSPACE)
        type_text(app, name)
    click(app, setup.form.row_rects["start"].center)  # Done: back to the quick screen
    assert "Giulia" in quick._note("level") and "Bruno" in quick._note("level")
    trip.viewer = None  # two people now: nobody sees a hand until their hand-off
    trip.checks.viewer = None
    click(app, quick.form.row_rects["start"].center)
    table = trip.table()
    names = [s.name for s in table.seats]
    assert names[0] == "Giulia" and names[2] == "Bruno" and len(set(names)) == 3
    trip.walk_turns(table, 2)
    handoffs = trip.walker.tally.handoffs
    left = trip.leave(table)
    trip.quit()
    trip.start()
    table = trip.continue_match(left)  # the same names, and a hand-off before anyone sees a card
    assert trip.walker.tally.handoffs > handoffs
    end = trip.finish(table)
    trip.review_from_history(end)
    record = trip.app.stack.top.record(trip.app.stack.top.selected)
    assert [s.name for s in record.seats] == names
    assert trip.checks.leaks == [] and sorted(set(trip.checks.overflows))[:20] == []

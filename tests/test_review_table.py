"""Issue 20 in the game window, headless: a match played at the table keeps every move in the history
(also across a restart, continued from its save) and replays from its record to the same totals."""

from __future__ import annotations

import random

import pygame
from test_ui_session import ONE_VS_BOT, play_by_keys

from scopa_desktop.engine import Match, Rules
from scopa_desktop.review import replay
from scopa_desktop.storage import HistoryStore, ResumeStore, hand_moves
from scopa_desktop.ui.app import App
from scopa_desktop.ui.driver import key
from scopa_desktop.ui.seats import seats_from_settings
from scopa_desktop.ui.session import continue_saved

BOTS = [{"kind": "bot", "name": "A", "level": "random"}, {"kind": "bot", "name": "B", "level": "random"}]


def run_until(app, done, frames=6000) -> None:
    """Step the app (closing each hand's scoring sheet) until `done()`."""
    for _ in range(frames):
        if done():
            return
        if app.stack.top.name == "scoring":
            key(app, pygame.K_RETURN)
        else:
            app.step(1 / 30)
    raise AssertionError("the table never got there")


def test_a_match_played_at_the_table_and_continued_replays_from_its_record(app, tmp_path):
    table = app.reset_to("table", rules=Rules.preset("classic"), seats=seats_from_settings(BOTS, 2), seed=21)
    run_until(app, lambda: len(table.match.history) >= 1 and len(table.match.game.history) >= 3)
    table.saver.flush()
    assert ResumeStore(tmp_path).load().saved.moves == [list(h) for h in table.saver.moves.finished(table.match)]
    app.close()
    # A new start with the same home continues the saved match, which keeps the first hand's moves.
    again = App(size=(1280, 800), seed=3, home=str(tmp_path), fullscreen=False)
    again.settings = again.settings.replace(animation_speed="off", bot_pause_ms=0)
    assert continue_saved(again)
    table2 = again.stack.top
    run_until(again, lambda: again.stack.top.name == "match_end")
    table2.saver.flush()
    (record,) = HistoryStore(tmp_path).load().records
    assert table2.saver.last_record == record  # what the match-end screen's review opens
    assert record.has_moves and len(record.hand_moves()) == record.n_hands
    played = replay(record)
    assert played.final.totals == table2.match.totals == record.totals
    assert played.hands[-1] == table2.match.game
    again.close()


def test_an_undo_late_in_a_hand_keeps_the_hand_as_played_again(app):
    """The person's second-last card of the first hand, undone and played another way (undo never crosses a
    scored hand, #42): the moves kept for the history are those of the hand as it finally went."""
    rng = random.Random(4)
    match = Match.new(Rules.preset("classic"), 2, seed=9)
    # The first hand played out (any moves) until the person (seat 0) holds two different last cards.
    while not (match.game.to_move == 0 and len(match.game.hands[0]) == 2 and not match.game.stock):
        match = match.play(rng.choice(match.game.legal_moves()))
    before = len(match.game.history)
    table = app.reset_to("table", match=match, seats=seats_from_settings(ONE_VS_BOT, 2))
    run_until(app, lambda: app.stack.top is table and table.human_turn())
    first_card = table.game.hands[0][0]
    play_by_keys(app, table, next(m for m in table.game.legal_moves() if m.card == first_card))
    run_until(app, lambda: app.stack.top is table and table.human_turn())
    assert not table.match.history and len(table.game.hands[0]) == 1
    key(app, pygame.K_u)  # back before that card, in the same hand
    assert not table.match.history and len(table.game.history) == before
    other = next(c for c in table.game.hands[0] if c != first_card)
    play_by_keys(app, table, next(m for m in table.game.legal_moves() if m.card == other))
    while not table.match.history:
        run_until(app, lambda: table.match.history or (app.stack.top is table and table.human_turn()))
        if not table.match.history:
            play_by_keys(app, table, table.game.legal_moves()[0])
    run_until(app, lambda: app.stack.top is table and table.human_turn())
    kept = table.saver.moves.finished(table.match)
    assert kept == [hand_moves(table.match.previous_game)]
    assert kept[0][before].startswith(str(other))  # the card played again, not the one taken back

"""Pass-and-play never shows a hand out of turn: every frame of a headless match (two people and a bot,
driven by posted keys) is checked for a face-up card from the hand of a person who is not the one
playing right now, after their hand-off."""

from __future__ import annotations

import random

import pygame
import pytest

from scopa_desktop.engine import Rules
from scopa_desktop.ui.driver import key
from scopa_desktop.ui.seats import seats_from_settings

SEATS = [{"kind": "human", "name": "Anna", "level": ""}, {"kind": "human", "name": "Bruno", "level": ""},
         {"kind": "bot", "name": "Bot", "level": "random"}]


@pytest.fixture
def app(app):
    """The shared window with fast (not off) animations: the frames between turns include cards in flight."""
    app.settings = app.settings.replace(animation_speed="fast")
    return app


class Spy:
    """Records the face-up cards the table draws in each frame (at rest and in flight) and, as each frame
    is drawn, which of them belonged to a person's hand out of turn."""

    def __init__(self, app, table) -> None:
        self.face_up: set = set()
        self.found: list[str] = []
        self.frames = 0
        for name in ("card", "flying"):
            original = getattr(table.painter, name)

            def wrapped(surface, card, rect, *args, _original=original, **kwargs):
                if card is not None:
                    self.face_up.add(card)
                return _original(surface, card, rect, *args, **kwargs)

            setattr(table.painter, name, wrapped)
        draw = app.draw

        def frame(*args, **kwargs):
            self.face_up.clear()
            draw(*args, **kwargs)
            self.frames += 1
            self.found += leaks(table, self)

        app.draw = frame


def leaks(table, spy) -> list[str]:
    """Face-up cards of a person's hand drawn in the last frame, when it was not their revealed turn."""
    g = table.game
    allowed = table.passing.revealed if g.to_move == table.passing.revealed and not table.hand_finished else None
    found = []
    for seat, info in enumerate(table.seats):
        if info.is_bot or seat == allowed:
            continue
        shown = spy.face_up & set(g.hands[seat])
        if shown:
            found.append(f"{info.name}'s {sorted(map(str, shown))} shown on {table.seats[g.to_move].name}'s turn")
    return found


def play_hands(app, hands: int = 2, rng_seed: int = 1, max_frames: int = 20000) -> tuple[list[str], dict]:
    """Play `hands` hands with random legal moves chosen by key presses; check every frame."""
    rules = Rules.preset("classic")
    seats = seats_from_settings(SEATS, 3)
    table = app.reset_to("table", rules=rules, seats=seats, seed=11)
    spy = Spy(app, table)
    rng = random.Random(rng_seed)
    counts = {"handoffs": 0, "frames": 0, "human_moves": 0}
    for _ in range(max_frames):
        top = app.stack.top
        if top is not table and top.name == "handoff":
            assert app.stack.scenes[-2] is table
            counts["handoffs"] += 1
            key(app, pygame.K_RETURN)  # "ready": the next person has the screen
        elif top is not table and top.name == "scoring":
            if len(table.match.history) >= hands:
                break
            key(app, pygame.K_RETURN)
            key(app, pygame.K_RETURN)
        elif top is table and table.human_turn() and not table.animating:
            move = rng.choice(table.game.legal_moves())
            hand = list(table.game.hands[table.view_seat])
            key(app, pygame.K_1 + hand.index(move.card))
            options = table.selection.options
            if len(options) > 1:
                key(app, pygame.K_1 + options.index(move))
            else:
                key(app, pygame.K_RETURN)
            counts["human_moves"] += 1
        else:
            app.step(1 / 12)
        if table.match.is_over:
            break
    counts["frames"] = spy.frames
    return spy.found, counts


def test_no_hand_is_ever_shown_out_of_turn(app):
    found, counts = play_hands(app)
    # The check saw real turns of both people, and many frames between them.
    assert counts["human_moves"] > 20 and counts["handoffs"] > 20 and counts["frames"] > 500
    assert found == []


def test_the_check_catches_a_hand_left_face_up(app, monkeypatch):
    # If the table showed every person's hand (as a one-person table does), the check must say so.
    from scopa_desktop.ui.scenes.table.people import PassAndPlay

    monkeypatch.setattr(PassAndPlay, "shows_hand", lambda self, seat: not self.table.seats[seat].is_bot)
    found, _ = play_hands(app, hands=1)
    assert found


def test_handoff_names_the_next_player_and_hides_the_table(app):
    rules = Rules.preset("classic")
    table = app.reset_to("table", rules=rules, seats=seats_from_settings(SEATS, 3), seed=11)
    for _ in range(400):
        if app.stack.top is not table:
            break
        app.step(1 / 20)
    handoff = app.stack.top
    assert handoff.name == "handoff" and not handoff.transparent  # the table is not drawn under it
    assert handoff.player == table.seats[table.game.to_move].name
    assert not table.passing.shows_hand(table.game.to_move)
    key(app, pygame.K_RETURN)
    assert app.stack.top is table and table.passing.shows_hand(table.game.to_move)


def test_one_person_gets_no_handoff(app):
    seats = seats_from_settings([SEATS[0], SEATS[2]], 2)
    table = app.reset_to("table", rules=Rules.preset("classic"), seats=seats, seed=11)
    for _ in range(300):
        app.step(1 / 20)
        assert app.stack.top is table
        if table.human_turn():
            break
    assert table.passing.shows_hand(0) and not table.passing.on


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_handoffs_gloss_is_for_readers_of_another_language(app, monkeypatch, language):
    """#42: "Tocca a te, Paolo! / è il tuo turno" in the Italian UI: the gloss under the Italian said nothing."""
    from scopa_desktop import i18n
    from scopa_desktop.ui import theme

    app.update_settings(language=language)
    table = app.reset_to("table", rules=Rules.preset("classic"), seats=seats_from_settings(SEATS, 3), seed=11)
    for _ in range(400):
        if app.stack.top is not table:
            break
        app.step(1 / 20)
    drawn: list[str] = []
    plain_text, plain_wrap = theme.text, theme.wrap
    monkeypatch.setattr(theme, "text", lambda s, *a, **k: drawn.append(s) or plain_text(s, *a, **k))
    monkeypatch.setattr(theme, "wrap", lambda s, *a, **k: drawn.append(s) or plain_wrap(s, *a, **k))
    app.stack.top.invalidate()
    app.step(1 / 20)
    meaning = i18n.phrase("tocca_a_te").meaning
    assert any(meaning in text for text in drawn) == (language == "en")

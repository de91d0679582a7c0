"""Every screen speaks (#43): opened, it says its name; walked with Tab (or the arrows where Tab has another
job), every stop says a name, and every row of a form is reached and said with its label."""

from __future__ import annotations

import pygame
import pytest
from conftest import HUMAN_VS_BOT

from scopa_desktop.engine import Game, Match, Rules
from scopa_desktop.ui.driver import key, play_to
from scopa_desktop.ui.seats import seats_from_settings

SEATS = seats_from_settings(HUMAN_VS_BOT, 2)


def a_table(app):
    return app.push("table", rules=Rules.preset("classic"), seats=SEATS, seed=4)


def finished_hand(app):
    match = play_to(Match.new(Rules.preset("classic"), 2, seed=5), lambda m: len(m.history) == 1, rng_seed=5)
    return {"game": match.previous_game, "match": match, "seats": SEATS}


def finished_match(app, seed: int = 6):
    return {"match": play_to(Match.new(Rules.preset("classic"), 2, seed=seed), lambda m: m.is_over, rng_seed=seed),
            "seats": SEATS}


def handoff(app):
    game = Game.new(Rules.preset("classic"), 2, seed=3)
    game = game.play(game.legal_moves()[0])
    return {"seat": 1, "player": "Giulia", "recap": list(game.history), "names": ["Anna", "Giulia"]}


def three_matches(app):
    from scopa_desktop.storage import HistoryStore, record_from_match

    store = HistoryStore(app.home)
    for seed in (7, 8, 9):
        store.append(record_from_match(finished_match(app, seed)["match"], SEATS))
    return {}


# name -> (what to open it with, the key that walks it, presses)
SCREENS = {
    "menu": (None, pygame.K_TAB, 10),
    "new_game": (None, pygame.K_TAB, 9),
    "setup": (None, pygame.K_TAB, 40),
    "settings": (None, pygame.K_TAB, 26),
    "accessibility": (None, pygame.K_TAB, 6),
    "names": (None, pygame.K_DOWN, 5),
    "decks": (None, pygame.K_RIGHT, 7),
    "glossary": (None, pygame.K_DOWN, 12),
    "history": (three_matches, pygame.K_DOWN, 2),
    "rules": (None, pygame.K_DOWN, 8),
    "welcome": (None, None, 0),
    "pause": (a_table, pygame.K_TAB, 8),
    "confirm": (lambda app: {"title": "Leave?", "message": "The match is saved.", "keep": "Stay", "proceed": "Leave"},
                pygame.K_TAB, 3),
    "scoring": (finished_hand, None, 0),
    "match_end": (finished_match, pygame.K_TAB, 5),
    "handoff": (handoff, None, 0),
    "online": (None, pygame.K_TAB, 8),
}


def spoken(app, mark: int) -> list[str]:
    return [a.text for a in app.speech.announcer.kept[mark:]]


@pytest.mark.parametrize("name", sorted(SCREENS))
def test_every_screen_says_its_name_and_every_stop_of_its_focus(app, name):
    opener, walk_key, presses = SCREENS[name]
    app.push("menu") if name != "menu" else None
    app.step(1 / 60)
    kwargs = {}
    if opener is not None:
        made = opener(app)
        kwargs = made if isinstance(made, dict) else {}
        for _ in range(3):
            app.step(1 / 60)
    mark = len(app.speech.announcer.kept)
    scene = app.push(name, **kwargs)
    app.step(1 / 60)
    opened = spoken(app, mark)
    assert opened, f"{name} said nothing when it opened"
    assert opened[0].split(".")[0], opened
    heard = []
    for _ in range(presses):
        mark = len(app.speech.announcer.kept)
        key(app, walk_key)
        if app.stack.top is not scene:
            break
        said = spoken(app, mark)
        assert said and all(s.strip() for s in said), f"{name}: a stop said nothing"
        heard += said
    form = getattr(scene, "form", None)
    if form is not None and walk_key in (pygame.K_TAB, pygame.K_DOWN) and presses >= len(form.rows):
        for row in form.rows:
            if not row.enabled:
                continue
            if hasattr(scene, "walk") and row.is_choice and len(row.values) <= 1:  # said when the screen opens
                assert any(row.label in line for line in opened), (name, row.label)
            else:
                assert any(line.startswith(row.label.rstrip("|")) for line in [*opened, *heard]), (name, row.label)


def test_maestros_review_says_each_move_with_its_grade_and_reason(app):
    from scopa_desktop.ui.tools.screenshots import REVIEW_WORLDS, _reviewed_match

    record = _reviewed_match(app.home, 7)  # a short match of yours, its review stored
    app.push("menu")
    app.step(1 / 60)
    review = app.push("review", record=record, worlds=REVIEW_WORLDS, seed=7)
    app.step(1 / 60)
    assert app.speech.announcer.last.startswith("Maestro's review. Move 1 of ")
    judged = []
    for _ in range(12):
        key(app, pygame.K_RIGHT)
        line = app.speech.announcer.last
        assert line.startswith(f"Move {review.index + 1} of "), line
        if "You played" in line and "Why:" in line:
            judged.append(line)
    assert judged, "no move of yours with Maestro's reason was heard"
    assert any(grade in judged[0] for grade in ("Inaccuracy", "Mistake", "Blunder"))
    key(app, pygame.K_s)
    assert app.speech.announcer.last.startswith("Maestro's summary. Accuracy ")

"""The guided first game ("Learn to play"): prepared lessons played on the real table by posted events."""

from __future__ import annotations

import json

import pygame
import pytest

from scopa_desktop import i18n
from scopa_desktop.engine import Card, Move
from scopa_desktop.resources import project_path
from scopa_desktop.storage import HistoryStore
from scopa_desktop.ui import input as inp
from scopa_desktop.ui.driver import click, key, settle
from scopa_desktop.ui.scenes.guide import LESSONS, first_start_scene
from scopa_desktop.ui.scenes.guide.coach import NEXT, SKIP
from scopa_desktop.ui.session import saved_info


def region(app, intent):
    """The rectangle of the clickable region drawn last with `intent`."""
    rects = [r.rect for r in app.input.regions if r.intent == intent]
    assert rects, f"nothing on screen does {intent}"
    return rects[-1]


def open_guide(app):
    app.reset_to("menu")
    settle(app)
    click(app, app.stack.top.form.row_rects["guide"].center)  # the menu's "Learn to play"
    guide = app.stack.top
    assert guide.name == "guide"
    settle(app)
    return guide


def play_by_keys(app, guide, move) -> None:
    """Press the card's number, then the option's number when there are several (as a player would)."""
    index = guide.shown_hand().index(move.card)
    key(app, pygame.K_1 + index)
    options = guide.selection.options
    key(app, pygame.K_1 + (options.index(move) if len(options) > 1 else index))
    settle(app)


def test_each_lesson_asks_for_exactly_one_legal_move_and_has_its_words():
    manifest = json.loads(project_path("assets", "voice", "manifest.json").read_text(encoding="utf-8"))
    assert [lesson.key for lesson in LESSONS] == ["rank", "sum", "choice", "scopa", "settebello", "primiera",
                                                   "count"]
    for lesson in LESSONS:
        game = lesson.game()
        assert game.to_move == 0 and not game.stock
        wanted = [m for m in game.legal_moves() if lesson.accepts(m)]
        assert len(wanted) == 1, lesson.key
        assert lesson.counts_hand or len(game.legal_moves()) > 1, f"{lesson.key} offers no choice"
        assert lesson.phrase in manifest  # its Italian word can be heard
        for language in ("en", "it"):
            t = i18n.Translator(language)
            assert t.phrase(lesson.phrase).italian
            for part in ("task", "hint", "done"):
                assert t.has(f"guide.lessons.{lesson.key}.{part}"), (language, lesson.key, part)
    # What each lesson teaches is true of its deal.
    by_key = {lesson.key: lesson for lesson in LESSONS}
    scopa = by_key["scopa"].game().play(Move.parse(by_key["scopa"].wanted[0]))
    assert scopa.history[-1].scopa and not scopa.table
    choice = by_key["choice"].game()
    assert len([m for m in choice.legal_moves() if m.card == Card.parse("8s")]) == 2


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_guided_game_is_played_to_the_end_by_posted_events(app, language):
    app.update_settings(language=language)
    guide = open_guide(app)
    for step, lesson in enumerate(LESSONS):
        assert guide.step == step and guide.phase == "task"
        assert guide.stock.label() is None  # a prepared deal: no "the stock is empty" from the first lesson
        text = guide.coach_text()
        assert text.word == i18n.current().phrase(lesson.phrase).italian  # written in Italian, always
        assert bool(text.pronunciation) == (language == "en")  # respelt for English speakers only
        wrong = [m for m in guide.game.legal_moves() if not lesson.accepts(m)]
        if wrong:  # a move the lesson does not ask for is refused, with the hint, and changes nothing
            before = guide.match
            play_by_keys(app, guide, wrong[0])
            assert guide.match is before and guide.refused == 1
            assert i18n.current().t(f"guide.lessons.{lesson.key}.hint") in guide.coach_text().paragraphs[-1][0]
        right = next(m for m in guide.game.legal_moves() if lesson.accepts(m))
        if step == 0:  # the first by mouse: click the card, then click it again
            rect = guide.layout.hand_card_rects(len(guide.shown_hand()))[guide.shown_hand().index(right.card)]
            click(app, rect.center)
            click(app, rect.move(0, -guide.layout.lift).center)
            settle(app)
        else:
            play_by_keys(app, guide, right)
        assert not app.overlay.toasts  # the coach panel teaches: no toast over it (a scopa, the settebello)
        played = (guide.match.previous_game or guide.match.game).history
        assert played[0].card == right.card and frozenset(played[0].capture) == right.capture
        if lesson.counts_hand:
            for _ in range(500):  # the gentle bot plays its last card, then the hand is counted
                if app.stack.top.name == "scoring":
                    break
                app.step(1 / 30)
            assert app.stack.top.name == "scoring"
            key(app, pygame.K_RETURN)
            settle(app)
        else:
            assert guide.phase == "explained"
            bot_hand = guide.game.hands[1]
            for _ in range(30):  # the bot waits while the lesson is explained
                app.step(1 / 30)
            assert guide.game.hands[1] == bot_hand
            click(app, region(app, NEXT).center)
            settle(app)
    assert app.stack.top is guide and guide.phase == "finished"
    assert guide.shown.totals == guide.match.totals != (0, 0)  # the top bar shows what the sheet counted
    assert app.settings.tutorial_done and first_start_scene(app) is None
    key(app, pygame.K_RETURN)  # Play a match: the new game screen
    assert [s.name for s in app.stack.scenes] == ["menu", "setup"]
    # A lesson is never a match to continue, nor one in the history.
    assert saved_info(app) is None and not HistoryStore(app.home).load().records


def test_the_guide_can_be_skipped_at_any_time(app):
    assert first_start_scene(app) == "guide"  # a first start shows it
    guide = open_guide(app)
    play_by_keys(app, guide, Move.parse(LESSONS[0].wanted[0]))
    click(app, region(app, NEXT).center)
    settle(app)
    assert guide.step == 1 and not app.settings.tutorial_done
    click(app, region(app, SKIP).center)
    assert app.stack.top.name == "menu" and app.settings.tutorial_done
    # Esc skips too (a selected card is put down first).
    app.update_settings(tutorial_done=False)
    guide = open_guide(app)
    key(app, pygame.K_1)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is guide and guide.selection.selected is None
    key(app, pygame.K_ESCAPE)
    assert app.stack.top.name == "menu" and app.settings.tutorial_done


def test_each_step_says_its_italian_word_and_p_says_it_again(app):
    guide = open_guide(app)
    assert [p.name for p in app.voice.log][-1:] == ["prendo"]  # said as the lesson opens
    app.voice.log.clear()
    key(app, pygame.K_p)
    click(app, region(app, inp.Intent(inp.ACTION, "guide_speak")).center)  # the Hear it button
    assert [p.name for p in app.voice.log] == ["prendo", "prendo"]
    assert guide.coach_text().word == "Prendo"
    play_by_keys(app, guide, Move.parse(LESSONS[0].wanted[0]))
    key(app, pygame.K_RETURN)  # Next
    assert guide.step == 1 and app.voice.log[-1].name == "la_presa"


@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
def test_no_tooltip_of_the_guided_game_covers_skip_or_any_other_button(app, size):
    """A card's tooltip lay over the coach's Skip button."""
    from scopa_desktop.ui.tips.tooltip import HOVER_DELAY

    app.resize(size)
    open_guide(app)
    skip = region(app, SKIP)
    checked = 0
    for tipped in [r for r in app.input.regions if r.tooltip_key]:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=tipped.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
        for _ in range(round((HOVER_DELAY + 0.1) * 30)):
            app.step(1 / 30)
        if app.overlay.drawn_tip is None:
            continue
        buttons = [r.rect for r in app.input.regions if isinstance(r.hover, tuple) and r.hover[0] == "button"
                   and not r.rect.colliderect(tipped.rect)]
        assert skip in buttons or skip.colliderect(tipped.rect)
        assert not any(app.overlay.drawn_box.colliderect(b) for b in buttons), (tipped.tooltip_key, buttons)
        checked += 1
    assert checked >= 3


@pytest.mark.parametrize(("language", "said"), [("en", "one point"), ("it", "un punto solo")])
def test_the_primiera_lesson_says_it_is_one_point_not_one_a_suit(language, said):
    """It said "a point for the best card of each suit", which reads as four points."""
    task = i18n.Translator(language).t("guide.lessons.primiera.task")
    assert said in task and "point for the best card of each suit" not in task

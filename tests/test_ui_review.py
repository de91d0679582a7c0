"""Maestro's review screen, driven by posted events: opened from the history and from the match's end,
stepped forward and back on the real table, the blunder of a prepared match shown with its grade and
reason, the analysis run in another process while the window keeps drawing, and cancelled on leaving."""

from __future__ import annotations

import dataclasses
import functools

import pygame
import pytest

from scopa_desktop import i18n
from scopa_desktop.bots import make_bot
from scopa_desktop.engine import SETTEBELLO, Match, Move, Rules
from scopa_desktop.review import DEFAULT_SEED, DEFAULT_WORLDS, analyse, load_review, replay, store_review
from scopa_desktop.storage import HistoryStore, MoveLog, ReviewCache, Seat, record_from_match
from scopa_desktop.ui import input as inp
from scopa_desktop.ui.driver import click, key, settle
from scopa_desktop.ui.scenes.review.job import RUNNING
from scopa_desktop.ui.scenes.review.panel import NEXT, hand_intent

WORLDS, SEED = DEFAULT_WORLDS, DEFAULT_SEED  # as the screen asks for them


@functools.cache
def blunder_record():
    """A short match (to 5) of bots, except that the person, the first time they could sweep the table
    with cards still to come, lays a card down instead: a missed scopa."""
    rules = dataclasses.replace(Rules.preset("classic"), target=5)
    for seed in range(50):
        bots = [make_bot("medium", seed=seed), make_bot("medium", seed=seed + 1)]
        match, log, missed = Match.new(rules, 2, seed=seed), MoveLog(), []
        while not match.is_over:
            game = match.game
            move = bots[game.to_move].choose(game.observation(game.to_move))
            if game.to_move == 0 and not missed and (game.stock or any(len(h) > 1 for h in game.hands)):
                sweeps = [m for m in game.legal_moves() if m.capture and len(m.capture) == len(game.table)]
                trails = [m for m in game.legal_moves() if not m.capture and m.card != SETTEBELLO]
                if sweeps and trails:
                    move = trails[0]
                    missed.append(len(log.all_moves(match) or []))
            match = match.play(move)
            log.observe(match)
        if missed:
            return record_from_match(match, [Seat("human", "", ""), Seat("bot", "Giulia", "medium")],
                                     date="2026-11-30T20:00:00+00:00", match_id="f2" * 16,
                                     moves=log.all_moves(match)), match
    raise AssertionError("no sweep was ever missed")


@functools.cache
def blunder_review():
    record, _ = blunder_record()
    return analyse(record, 0, worlds=WORLDS, seed=SEED)


def old_record():
    """A record as older versions wrote it: no moves."""
    record, _ = blunder_record()
    return dataclasses.replace(record, moves="", match_id="0d" * 16, date="2026-11-29T20:00:00+00:00")


def open_history(app):
    record, _ = blunder_record()
    store = HistoryStore(app.home)
    store.append(old_record())
    store.append(record)
    app.reset_to("menu")
    history = app.push("history")
    settle(app)
    return history


def region(app, intent):
    rects = [r.rect for r in app.input.regions if r.intent == intent]
    assert rects, f"nothing on screen does {intent}"
    return rects[-1]


def test_the_history_opens_a_review_only_for_a_match_with_moves_and_it_steps_by_keys_and_mouse(app):
    store_review(ReviewCache(app.home), blunder_review())
    history = open_history(app)
    record, _ = blunder_record()
    key(app, pygame.K_DOWN)  # the older match: kept no moves, its Review button is off
    assert history.selected == 1
    assert inp.Intent(inp.ACTION, "review") not in {r.intent for r in app.input.regions}
    key(app, pygame.K_r)
    assert app.stack.top is history  # no review: a message says why
    key(app, pygame.K_UP)
    assert history.record(history.selected).match_id == record.match_id
    assert inp.Intent(inp.ACTION, "review") in {r.intent for r in app.input.regions}
    key(app, pygame.K_r)
    review = app.stack.top
    assert review.name == "review" and review.index == 0
    assert review.review == blunder_review()  # from the cache: no analysis to wait for
    steps = replay(record).steps
    assert review.game == steps[0].before
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert review.index == 2 and review.game == steps[2].before
    key(app, pygame.K_LEFT)
    assert review.index == 1 and review.game == steps[1].before
    click(app, region(app, NEXT).center)  # the ▶ button
    assert review.index == 2
    starts = replay(record).hand_starts
    assert len(starts) > 1
    key(app, pygame.K_PAGEDOWN)  # the next hand's first move, with that hand's totals
    assert review.index == starts[1] and review.match.totals == steps[starts[1]].totals
    click(app, region(app, hand_intent(0)).center)  # the hand buttons
    assert review.index == 0
    key(app, pygame.K_END)
    assert review.index == len(steps) and review.match.totals == record.totals
    key(app, pygame.K_f)  # every hand face up, then only yours
    assert review.shows_hand(1)
    key(app, pygame.K_f)
    assert not review.shows_hand(1) and review.shows_hand(0)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is history
    # The statistics show the player's accuracy trend from the reviews kept.
    [point] = history.trend()
    assert point.accuracy == pytest.approx(blunder_review().accuracy, abs=0.01)


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_blunder_is_shown_with_its_grade_reason_and_maestros_move(app, language):
    app.update_settings(language=language)
    store_review(ReviewCache(app.home), blunder_review())
    history = open_history(app)
    history.selected = 0
    key(app, pygame.K_r)
    review = app.stack.top
    worst = blunder_review().worst(1)[0]
    assert worst.grade == "blunder"
    key(app, pygame.K_s)  # the summary lists the costliest moves: 1 shows the first on the table
    assert app.stack.top.name == "review_summary"
    key(app, pygame.K_1)
    assert app.stack.top is review and review.index == worst.step
    t = i18n.current()
    lines = review.panel_view().lines
    texts = [line.text for line in lines]
    assert t.t("review_grades.blunder") in texts
    assert t.t("review_screen.why", reason=t.t(worst.reason_key, **worst.params)) in texts
    assert [line.move for line in lines if line.move is not None] == [Move.parse(worst.played),
                                                                      Move.parse(worst.best)]
    assert review.game.to_move == 0 and review.game.legal_moves()  # your choice, as you had it


def test_the_window_keeps_drawing_while_the_analysis_runs_in_another_process(app):
    record, _ = blunder_record()
    app.reset_to("guide")  # the table's card images drawn once, so the frames counted are ordinary ones
    settle(app)
    app.reset_to("menu")
    review = app.push("review", record=record, worlds=40, seed=5)  # long enough to watch: seconds, not frames
    assert review.job is not None and review.job.alive  # a process of its own, not a thread of the window
    frames_before, progress = app.frames, []
    for _ in range(1_000_000):  # bounded: the analysis of a short match with 40 deals a move ends well before
        app.step(1 / 60)
        if review.job.state != RUNNING:
            break
        progress.append(review.job.done)
    frames_while_running = app.frames - frames_before
    assert review.review is not None and not review.failure
    assert frames_while_running >= 10 and len(set(progress)) >= 2  # drawn on, and the bar moved
    assert progress == sorted(progress) and review.job.total == len(review.review.moves)
    # Kept with the match: reopening is instant.
    assert load_review(ReviewCache(app.home), record.match_id, 0, worlds=40, seed=5) == review.review
    again = app.push("review", record=record, worlds=40, seed=5)
    assert again.job is None and again.review == review.review


def test_leaving_the_review_cancels_the_analysis(app):
    record, _ = blunder_record()
    app.reset_to("menu")
    review = app.push("review", record=record, worlds=400, seed=9)
    job = review.job
    key(app, pygame.K_ESCAPE)
    assert app.stack.top.name == "menu"
    assert job.state != RUNNING and not job.alive
    assert load_review(ReviewCache(app.home), record.match_id, 0, worlds=400, seed=9) is None


def test_the_match_end_offers_the_review_of_the_match_just_recorded(app):
    record, match = blunder_record()
    HistoryStore(app.home).append(record)
    store_review(ReviewCache(app.home), blunder_review())
    seats = [Seat("human", "You", ""), Seat("bot", "Giulia", "medium")]
    end = app.reset_to("match_end", match=match, seats=seats)
    settle(app)
    click(app, end.form.row_rects["review"].center)
    review = app.stack.top
    assert review.name == "review" and review.record.match_id == record.match_id
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is end
    # The table may hand the record over itself (its saver keeps it): no history read.
    other = dataclasses.replace(record, match_id="a1" * 16)
    end = app.reset_to("match_end", match=match, seats=seats, record=other)
    settle(app)
    click(app, end.form.row_rects["review"].center)
    assert app.stack.top.name == "review" and app.stack.top.record.match_id == other.match_id
    key(app, pygame.K_ESCAPE)  # its analysis (no review kept for it) is cancelled
    # A match only bots played has nothing to review.
    bots = app.reset_to("match_end", match=match, seats=[Seat("bot", "A", "easy"), Seat("bot", "B", "easy")])
    assert bots.form.find("review") is None
    assert inp.Intent(inp.ACTION, "review") not in {r.intent for r in app.input.regions}


def test_an_analysis_that_fails_says_why_and_the_window_goes_on(app):
    from scopa_desktop.ui.scenes.review.job import FAILED, AnalysisJob

    record, _ = blunder_record()
    job = AnalysisJob(record, seat=5, worlds=1, seed=0)  # no such seat: the worker's analyse refuses it
    job._process.join(timeout=60)  # bounded wait for the worker to end (it reports before ending)
    job.poll()
    assert job.state == FAILED and "seat must be" in job.error and not job.alive

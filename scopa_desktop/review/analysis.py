"""Maestro's review of one seat's play in a finished match.

For each move of the seat with a choice, Maestro's search (bots.move_values) values every legal move
on the same `worlds` deals of the cards that seat could not see then (its observation only: the real
hidden cards are never looked at). The best value minus the played move's value is the expected points
lost; the grade and the reason follow (model.py, reasons.py). Deterministic: each move's deals come
from `random.Random(f"{seed}/{step}")`.

Plain arguments and a plain answer (`MatchReview`), so it can run in another process; `progress(done,
total)` is called after each move judged, and `cancel()` (when given) is asked before each: True stops
the analysis with `AnalysisCancelled`.
"""

from __future__ import annotations

from collections.abc import Callable

from ..bots import move_values
from ..storage import MatchRecord
from .model import FORCED, CurvePoint, MatchReview, MoveReview, grade_of
from .reasons import reason_for
from .replay import MatchReplay, ReplayStep, replay

DEFAULT_WORLDS = 200  # deals per move: the spread this leaves is measured by scripts/bench_review.py
DEFAULT_SEED = 0


class AnalysisCancelled(Exception):
    """The analysis was asked to stop (`cancel()` returned True)."""


def reviewed_seat(record: MatchRecord) -> int | None:
    """The seat a review is for: the first person's (None when only bots played)."""
    return next((seat for seat, who in enumerate(record.seats) if who.kind == "human"), None)


def analyse(record: MatchRecord, seat: int, *, worlds: int = DEFAULT_WORLDS, seed: int | str = DEFAULT_SEED,
            progress: Callable[[int, int], None] | None = None,
            cancel: Callable[[], bool] | None = None) -> MatchReview:
    """The review of `seat`'s moves in the match of `record` (see the module docstring). ValueError when
    the record cannot be replayed (no moves kept, or moves that do not replay) or `seat` is not in it."""
    if not 0 <= seat < record.players:
        raise ValueError(f"seat must be from 0 to {record.players - 1}, not {seat!r}")
    played = replay(record)
    mine = [step for step in played.steps if step.seat == seat and not step.declared]
    side = played.rules.sides_for(played.players)[seat]
    reviews: list[MoveReview] = []
    curve: list[CurvePoint] = []
    for done, step in enumerate(mine):
        if cancel is not None and cancel():
            raise AnalysisCancelled
        review = judge(step, worlds=worlds, seed=f"{seed}/{step.index}")
        reviews.append(review)
        before = margin(step.totals, side)
        if review.grade != FORCED:
            curve.append(CurvePoint(step.index, step.hand, before + review.played_value,
                                    before + review.best_value))
        if progress is not None:
            progress(done + 1, len(mine))
    curve = _with_hand_ends(curve, played, side)
    return MatchReview(record.match_id, seat, worlds, seed, tuple(reviews), tuple(curve))


def judge(step: ReplayStep, *, worlds: int, seed: int | str) -> MoveReview:
    """One move judged against Maestro's best, from the mover's observation before it."""
    obs = step.before.observation(step.seat)
    assert step.move is not None
    legal = obs.legal_moves()
    if len(legal) < 2:
        return MoveReview(step.index, step.hand, str(step.move), str(step.move), 0.0, 0.0, 0.0, FORCED,
                          options=len(legal))
    values = move_values(obs, worlds=worlds, seed=seed)
    best_move, best_value = max(values, key=lambda mv: mv[1])  # ties: the first in the engine's order
    played_value = next(value for move, value in values if move == step.move)
    loss = max(0.0, best_value - played_value)
    grade = grade_of(loss)
    reason, params = ("", {}) if grade == "fine" else reason_for(obs, step.move, best_move)
    return MoveReview(step.index, step.hand, str(step.move), str(best_move), round(played_value, 3),
                      round(best_value, 3), round(loss, 3), grade, reason, params, len(legal))


def margin(totals: tuple[int, ...], side: int) -> int:
    """`side`'s total minus the best other side's."""
    return totals[side] - max(total for i, total in enumerate(totals) if i != side)


def _with_hand_ends(curve: list[CurvePoint], played: MatchReplay, side: int) -> list[CurvePoint]:
    """The curve with the real totals' difference added where each finished hand ends."""
    out: list[CurvePoint] = []
    points = iter(curve)
    point = next(points, None)
    for hand in range(len(played.hands)):
        while point is not None and point.hand == hand:
            out.append(point)
            point = next(points, None)
        if played.hands[hand].is_over:
            real = float(margin(played.totals_after(hand), side))
            last_step = played.hand_steps(hand)[-1].index
            out.append(CurvePoint(last_step, hand, real, real, hand_end=True))
    return out

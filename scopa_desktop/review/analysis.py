"""Maestro's review of one seat's play in a finished match.

For each move of the seat with a choice, Maestro's search (bots.move_values) values every legal move
on the same deals of the cards that seat could not see then (its observation only: the real hidden cards
are never looked at). The best value minus the played move's value is the expected points lost; the
grade and the reason follow (model.py, reasons.py). Deals are drawn in batches until the loss is known
to TARGET_ERROR or its grade is settled, up to `worlds` deals (`measure`): a quiet endgame needs 400, an
open first round up to 1,600. Deterministic: each move's deals come from `f"{seed}/{step}/{batch}"`.
Measured by scripts/bench/bench_review.py: across seeds, a move's loss varies by a standard deviation of 0.075
points at the 90th percentile (0.11 at most); a typical two-player match takes about 8 s of CPU.

Plain arguments and a plain answer (`MatchReview`), so it can run in another process; `progress(done,
total)` is called after each move judged, and `cancel()` (when given) is asked before each: True stops
the analysis with `AnalysisCancelled`.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable

from ..bots import move_values
from ..engine import Move, Observation
from ..storage import MatchRecord
from .model import BLUNDER, FORCED, INACCURACY, MISTAKE, CurvePoint, MatchReview, MoveReview, grade_of
from .reasons import reason_for
from .rebuild import MatchReplay, ReplayStep, replay

DEFAULT_WORLDS = 1600  # the most deals a move is measured on (scripts/bench/bench_review.py measures the spread)
BATCH = 50  # deals per batch (see `measure`)
MIN_BATCHES = 8  # the fewest batches (400 deals): fewer estimate the spread too roughly to stop on
TARGET_ERROR = 0.05  # points: a loss known this well is known (a fifth of the narrowest band, 0.25)
CLEAR = 2.5  # or: the loss is this many standard errors clear of every grade threshold
DEFAULT_SEED = 0


class AnalysisCancelled(Exception):
    """The analysis was asked to stop (`cancel()` returned True)."""


def reviewed_seat(record: MatchRecord, asked: int | None = None) -> int | None:
    """The seat a review is for: `asked` when a person sat there (ours at an online table, the player the
    history shows), else the first person's (None when only bots played)."""
    people = [seat for seat, who in enumerate(record.seats) if who.kind == "human"]
    return asked if asked in people else next(iter(people), None)


def analyse(record: MatchRecord, seat: int, *, worlds: int = DEFAULT_WORLDS, seed: int | str = DEFAULT_SEED,
            progress: Callable[[int, int], None] | None = None,
            cancel: Callable[[], bool] | None = None) -> MatchReview:
    """The review of `seat`'s moves in the match of `record` (see the module docstring). ValueError when
    the record cannot be replayed (no moves kept, or moves that do not replay) or `seat` is not in it."""
    if worlds < 1:
        raise ValueError(f"worlds must be 1 or more, not {worlds!r}")
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
    """One move judged against Maestro's best, from the mover's observation before it, on at most
    `worlds` deals (see `measure`)."""
    if step.move is None:
        raise ValueError("a declaration is not a move to judge")
    obs = step.before.observation(step.seat)
    legal = obs.legal_moves()
    if len(legal) < 2:
        return MoveReview(step.index, step.hand, str(step.move), str(step.move), 0.0, 0.0, 0.0, FORCED,
                          options=len(legal))
    values, error = measure(obs, step.move, worlds=worlds, seed=seed)
    best_move, best_value = max(values, key=lambda mv: mv[1])  # ties: the first in the engine's order
    played_value = next(value for move, value in values if move == step.move)
    loss = max(0.0, best_value - played_value)
    grade = grade_of(loss)
    reason, params = ("", {}) if grade == "fine" else reason_for(obs, step.move, best_move)
    return MoveReview(step.index, step.hand, str(step.move), str(best_move), round(played_value, 3),
                      round(best_value, 3), round(loss, 3), grade, reason, params, len(legal), round(error, 3))


def measure(obs: Observation, played: Move, *, worlds: int, seed: int | str) -> tuple[list[tuple[Move, float]], float]:
    """Each legal move's mean value over batches of deals, and the standard error of the played move's loss.

    Deals are drawn in batches (each its own seed) until the loss is known well enough: its standard
    error, from the spread of the batches, is at most TARGET_ERROR, or the loss is CLEAR standard errors
    clear of every grade threshold (so more deals could not change the grade). At least MIN_BATCHES
    batches, at most `worlds` deals in all; only two when they agree exactly (the endgame solved exactly)."""
    batch = max(1, min(BATCH, worlds // MIN_BATCHES))
    batches: list[list[tuple[Move, float]]] = []
    error = 0.0
    while len(batches) * batch + batch <= max(worlds, batch * MIN_BATCHES):
        batches.append(move_values(obs, worlds=batch, seed=f"{seed}/{len(batches)}"))
        if len(batches) == 2 and batches[0] == batches[1]:
            break  # nothing left to chance (every hidden card placed, solved exactly): more deals agree
        if len(batches) < MIN_BATCHES:
            continue
        means = [sum(b[i][1] for b in batches) / len(batches) for i in range(len(batches[0]))]
        best = max(range(len(means)), key=means.__getitem__)
        mine = next(i for i, (move, _) in enumerate(batches[0]) if move == played)
        losses = [b[best][1] - b[mine][1] for b in batches]
        error = statistics.stdev(losses) / len(losses) ** 0.5
        loss = means[best] - means[mine]
        if error <= TARGET_ERROR or all(abs(loss - t) >= CLEAR * error for t in (INACCURACY, MISTAKE, BLUNDER)):
            break
    moves = [move for move, _ in batches[0]]
    values = [sum(b[i][1] for b in batches) / len(batches) for i in range(len(moves))]
    return list(zip(moves, values, strict=True)), error


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

"""What a review found, as plain values: each of the player's moves judged, the expected score through
the match, and a summary. `MatchReview.to_dict()` / `from_dict()` give plain JSON data (the cache, and the
background process's answer).

Units: points of one hand's score difference (the side's points minus the best other side's), as
Maestro's search measures them: a scopa given away costs one point, a settebello the opponent takes
instead of you costs two (one fewer for you, one more for them).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

# Grades by expected points lost. One point of the count (a scopa, the settebello, the primiera, the most
# coins, the most cards) is the unit a player knows, so the grades are fractions of it:
# - fine, under a quarter of a point: within what two good moves differ by, and within about three
#   standard errors of the measure (review.analysis measures each loss to 0.05 points or settles its grade);
# - inaccuracy, a quarter to half a point: a small, real cost (a slightly worse card laid down);
# - mistake, half a point to one: as good as handing over a point one time in two (a coin race or the
#   primiera swung, a scopa risked);
# - blunder, a whole point or more on average: a scopa missed or opened, the settebello given away.
INACCURACY = 0.25
MISTAKE = 0.5
BLUNDER = 1.0
GRADES = ("fine", "inaccuracy", "mistake", "blunder")
FORCED = "forced"  # only one legal move: nothing to judge
REVIEW_VERSION = 1  # bump when the figures change meaning: cached reviews of another version are redone


def grade_of(loss: float) -> str:
    """The grade of a move that loses `loss` expected points against the best move."""
    if loss >= BLUNDER:
        return "blunder"
    if loss >= MISTAKE:
        return "mistake"
    if loss >= INACCURACY:
        return "inaccuracy"
    return "fine"


def move_accuracy(loss: float) -> float:
    """One move's accuracy in percent: 100 for the best move, falling evenly to 0 at a blunder's loss."""
    return 100.0 * max(0.0, 1.0 - loss / BLUNDER)


@dataclass(frozen=True)
class MoveReview:
    """One move of the reviewed seat: `played` and Maestro's `best` (engine notation), their expected
    values (`played_value`, `best_value`: the hand's expected points difference), the `loss`, the `grade`,
    and the `reason` (a locale key, `review_reasons.<name>`) with its `params`."""

    step: int  # index in the replay's steps
    hand: int
    played: str
    best: str
    played_value: float
    best_value: float
    loss: float
    grade: str
    reason: str = ""
    params: dict[str, Any] = field(default_factory=dict)
    options: int = 1  # legal moves there were
    error: float = 0.0  # standard error of `loss` (the spread of the deals sampled)

    @property
    def reason_key(self) -> str:
        return f"review_reasons.{self.reason}" if self.reason else ""


@dataclass(frozen=True)
class CurvePoint:
    """The expected final score difference of the match's current hand, seen from the reviewed side:
    the match totals difference before the hand plus the hand's expected points difference after the
    move played (`expected`), or after Maestro's best (`best`). At a hand's end (`hand_end`), both are the
    real difference of the totals."""

    step: int
    hand: int
    expected: float
    best: float
    hand_end: bool = False


@dataclass(frozen=True)
class MatchReview:
    """The review of one seat's play in one match (see `analyse`)."""

    match_id: str
    seat: int
    worlds: int
    seed: int | str
    moves: tuple[MoveReview, ...]
    curve: tuple[CurvePoint, ...]
    version: int = REVIEW_VERSION

    @property
    def judged(self) -> tuple[MoveReview, ...]:
        """The moves where there was a choice."""
        return tuple(m for m in self.moves if m.grade != FORCED)

    @property
    def accuracy(self) -> float:
        """Mean move accuracy in percent over the moves with a choice (100 when there was none)."""
        judged = self.judged
        if not judged:
            return 100.0
        return sum(move_accuracy(m.loss) for m in judged) / len(judged)

    @property
    def expected_loss(self) -> float:
        """Expected points given away over the whole match."""
        return sum(m.loss for m in self.judged)

    def counts(self) -> dict[str, int]:
        """How many moves got each grade."""
        counts = dict.fromkeys(GRADES, 0)
        for move in self.judged:
            counts[move.grade] += 1
        return counts

    def worst(self, n: int = 3) -> list[MoveReview]:
        """The `n` costliest moves graded worse than fine, costliest first (ties: the earlier)."""
        bad = [m for m in self.judged if m.grade != "fine"]
        return sorted(bad, key=lambda m: (-m.loss, m.step))[:n]

    def for_step(self, step: int) -> MoveReview | None:
        """The review of the replay step `step`, if it was the reviewed seat's move."""
        return next((m for m in self.moves if m.step == step), None)

    def to_dict(self) -> dict[str, Any]:
        return {
            "version": self.version, "match_id": self.match_id, "seat": self.seat, "worlds": self.worlds,
            "seed": self.seed, "moves": [asdict(m) for m in self.moves], "curve": [asdict(p) for p in self.curve],
            "accuracy": round(self.accuracy, 2),
        }

    @classmethod
    def from_dict(cls, data: Any) -> MatchReview:
        """A review from `to_dict`'s data; ValueError for anything else (a damaged cache is then ignored)."""
        try:
            moves = tuple(MoveReview(**m) for m in data["moves"])
            curve = tuple(CurvePoint(**p) for p in data["curve"])
            review = cls(str(data["match_id"]), int(data["seat"]), int(data["worlds"]), data["seed"], moves, curve,
                         int(data["version"]))
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"not a match review: {exc!r}"[:300]) from None
        if not all(m.grade in GRADES or m.grade == FORCED for m in moves):
            raise ValueError("not a match review: unknown grade")
        return review

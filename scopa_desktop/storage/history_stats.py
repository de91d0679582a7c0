"""Statistics over the match history for one local player.

Pure functions of `MatchRecord`s (storage/records.py): no I/O, so the UI can compute them on a worker
thread and tests can feed hand-built records.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from .records import MatchRecord

HUMAN_OPPONENT = "human"  # the by_level key for matches against people only


@dataclass
class WinLoss:
    wins: int = 0
    losses: int = 0

    @property
    def played(self) -> int:
        return self.wins + self.losses

    @property
    def rate(self) -> float:
        """Share of matches won, 0.0 when none were played."""
        return self.wins / self.played if self.played else 0.0


@dataclass
class PlayerStats:
    """One player's record. `current_streak` is signed: +3 means the last three matches were won,
    -2 that the last two were lost, 0 with no matches."""

    name: str
    matches: int = 0
    wins: int = 0
    losses: int = 0
    conceded: int = 0
    by_level: dict[str, WinLoss] = field(default_factory=dict)
    by_variant: dict[str, WinLoss] = field(default_factory=dict)
    scopas: int = 0
    settebelli: int = 0
    points: int = 0
    hands: int = 0
    longest_win_streak: int = 0
    current_streak: int = 0

    @property
    def win_rate(self) -> float:
        return self.wins / self.matches if self.matches else 0.0


def opponent_levels(record: MatchRecord, side: int) -> set[str]:
    """Bot levels sitting on the other sides ("human" for a human opponent)."""
    return {
        (seat.level or "?") if seat.is_bot else HUMAN_OPPONENT
        for seat, seat_side in zip(record.seats, record.sides, strict=True) if seat_side != side
    }


def player_stats(records: Iterable[MatchRecord], name: str) -> PlayerStats:
    """Wins and losses (overall, per opponent bot level, per rules preset), scopas, settebelli and streaks
    of the human player `name`, over `records` in the order given (oldest first, as loaded)."""
    stats = PlayerStats(name)
    streak = 0
    for record in records:
        side = record.side_of(name)
        if side is None:
            continue
        won = record.winner == side
        stats.matches += 1
        stats.wins += won
        stats.losses += not won
        stats.conceded += record.conceded and not won
        for level in opponent_levels(record, side):
            _tally(stats.by_level, level, won)
        _tally(stats.by_variant, record.preset or "custom", won)
        stats.scopas += _at(record.scopas, side)
        stats.settebelli += _at(record.settebello, side)
        stats.points += _at(record.totals, side)
        stats.hands += record.n_hands
        streak = (max(streak, 0) + 1) if won else (min(streak, 0) - 1)
        stats.longest_win_streak = max(stats.longest_win_streak, streak)
    stats.current_streak = streak
    return stats


def _tally(table: dict[str, WinLoss], key: str, won: bool) -> None:
    entry = table.setdefault(key, WinLoss())
    if won:
        entry.wins += 1
    else:
        entry.losses += 1


def _at(values: tuple[int, ...], side: int) -> int:
    return values[side] if side < len(values) else 0


def human_names(records: Iterable[MatchRecord]) -> list[str]:
    """Names of the human players in the history, most matches first (for a "whose stats" picker)."""
    counts: Counter[str] = Counter()
    spelled: dict[str, str] = {}
    for record in records:
        for seat in record.seats:
            if seat.kind == "human":
                name = seat.name
                key = name.strip().casefold()
                spelled.setdefault(key, name)
                counts[key] += 1
    return [spelled[key] for key, _ in counts.most_common()]


@dataclass(frozen=True)
class AccuracyPoint:
    """One reviewed match of the player, for the trend: its id, date, the player's seat, accuracy and result."""

    match_id: str
    date: str
    seat: int
    accuracy: float
    won: bool


def reviewable_seats(records: Iterable[MatchRecord], name: str) -> list[tuple[str, int]]:
    """(match id, seat) of every match of the human `name` that could have a review (it keeps its moves)."""
    return [(record.match_id, seat) for record in records
            if record.has_moves and record.match_id and (seat := record.seat_of(name)) is not None]


def accuracy_trend(records: Iterable[MatchRecord], name: str, accuracies: Mapping[tuple[str, int], float],
                   last: int = 20) -> list[AccuracyPoint]:
    """The player's accuracy over their last `last` reviewed matches, oldest first. `accuracies` maps
    (match id, seat) to a review's accuracy (storage.ReviewCache.accuracies reads them)."""
    points = []
    for record in records:
        seat = record.seat_of(name)
        if seat is None or (record.match_id, seat) not in accuracies:
            continue
        won = record.winner == record.sides[seat]
        points.append(AccuracyPoint(record.match_id, record.date, seat, accuracies[(record.match_id, seat)], won))
    return points[-last:] if last > 0 else []

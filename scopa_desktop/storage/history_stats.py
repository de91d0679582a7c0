"""Statistics over the match history for one local player, and the running score of one match.

Pure functions of the records (see storage/history.py for their shape): no I/O, so the UI can compute
them on a worker thread and tests can feed hand-built records.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .history import hand_value, stored_hands

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


def _same_name(a: str, b: str) -> bool:
    return a.strip().casefold() == b.strip().casefold()


def player_side(record: Mapping[str, Any], name: str) -> int | None:
    """The side of the human seat called `name` (case-insensitive) in a record, or None."""
    for seat in record.get("seats", ()):
        if seat.get("kind") == "human" and _same_name(str(seat.get("name", "")), name):
            side = seat.get("side")
            return side if isinstance(side, int) else None
    return None


def opponent_levels(record: Mapping[str, Any], side: int) -> set[str]:
    """Bot levels sitting on the other sides ("human" for a human opponent)."""
    levels = set()
    for seat in record.get("seats", ()):
        if seat.get("side") == side:
            continue
        levels.add(str(seat.get("level") or "?") if seat.get("kind") == "bot" else HUMAN_OPPONENT)
    return levels


def _per_side(record: Mapping[str, Any], key: str, hand_key: str, side: int) -> int:
    stored = record.get(key)
    if isinstance(stored, list) and side < len(stored):
        return int(stored[side])
    return sum(hand_value(hand[side], hand_key) for hand in stored_hands(record) if side < len(hand))


def player_stats(records: Iterable[Mapping[str, Any]], name: str) -> PlayerStats:
    """Wins and losses (overall, per opponent bot level, per rules preset), scopas, settebelli and streaks
    of the human player `name`, over `records` in the order given (oldest first, as loaded)."""
    stats = PlayerStats(name)
    streak = 0
    for record in records:
        side = player_side(record, name)
        if side is None:
            continue
        won = record.get("winner") == side
        stats.matches += 1
        stats.wins += won
        stats.losses += not won
        stats.conceded += bool(record.get("conceded")) and not won
        for level in opponent_levels(record, side):
            _tally(stats.by_level, level, won)
        preset = str(record.get("rules", {}).get("preset") or "custom")
        _tally(stats.by_variant, preset, won)
        stats.scopas += _per_side(record, "scopas", "scope", side)
        stats.settebelli += _per_side(record, "settebello", "settebello", side)
        totals = record.get("totals") or ()
        stats.points += int(totals[side]) if side < len(totals) else 0
        n_hands = record.get("n_hands")
        stats.hands += n_hands if isinstance(n_hands, int) else len(stored_hands(record))
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


def running_scores(record: Mapping[str, Any]) -> list[list[int]]:
    """Each side's total after each hand, for a chart: `[[3, 1], [5, 6], ...]`."""
    hands: Sequence[Sequence[Sequence[Any]]] = stored_hands(record)
    if not hands:
        return []
    totals = [0] * len(hands[0])
    out = []
    for hand in hands:
        totals = [t + hand_value(score, "total") for t, score in zip(totals, hand, strict=False)]
        out.append(totals)
    return out


def human_names(records: Iterable[Mapping[str, Any]]) -> list[str]:
    """Names of the human players in the history, most matches first (for a "whose stats" picker)."""
    counts: Counter[str] = Counter()
    spelled: dict[str, str] = {}
    for record in records:
        for seat in record.get("seats", ()):
            if seat.get("kind") == "human":
                name = str(seat.get("name", ""))
                key = name.strip().casefold()
                spelled.setdefault(key, name)
                counts[key] += 1
    return [spelled[key] for key, _ in counts.most_common()]

"""Opening a review: from the history (a record) or from the match's end (the match just recorded), and
the player's accuracy trend for the statistics."""

from __future__ import annotations

from typing import Any

from ....engine import Match
from ....review import can_replay, review_trend
from ....storage import AccuracyPoint, HistoryStore, MatchRecord, ReviewCache
from ...session import wait_for_saves
from ...text import tr


def open_review(app: Any, record: MatchRecord, seat: int | None = None) -> bool:
    """Show the review of `record` for `seat` (None: the first person's); when it cannot be replayed, say
    why (a toast) and stay."""
    if not can_replay(record):
        app.overlay.toast(tr("review_screen.review"), tr("review_screen.no_moves"), force=True)
        return False
    try:
        app.push("review", record=record, seat=seat)
    except ValueError as exc:  # moves that do not replay: a damaged record
        app.overlay.toast(tr("review_screen.review"), tr("review_screen.cannot_replay", reason=str(exc)), force=True)
        return False
    return True


def recorded_record(app: Any, match: Match) -> MatchRecord | None:
    """The history's record of `match`, just finished (its record is written first: a few milliseconds)."""
    wait_for_saves()
    records = HistoryStore(app.home).load().records
    return next((r for r in reversed(records) if r.seed == match.seed and tuple(r.totals) == tuple(match.totals)
                 and r.players == match.players), None)


def open_match_review(app: Any, match: Match, record: MatchRecord | None = None, seat: int | None = None) -> bool:
    """The review of the match just finished: its `record` (the table's saver keeps it), else the one in
    the history; for `seat` (an online match: ours), else the first person's."""
    record = record or recorded_record(app, match)
    if record is None:
        app.overlay.toast(tr("review_screen.review"), tr("review_screen.not_recorded"), force=True)
        return False
    return open_review(app, record, seat)


def player_trend(app: Any, records: list[MatchRecord], name: str) -> list[AccuracyPoint]:
    """`name`'s accuracy in their last reviewed matches, oldest first (reviews kept beside the history)."""
    return review_trend(ReviewCache(app.home), records, name, last=12)

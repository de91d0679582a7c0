"""A review kept with its match (storage.ReviewCache), so reopening it is instant: read back only when it
was made by this version with the same deals and seed; anything else is made again."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..storage import AccuracyPoint, MatchRecord, ReviewCache, accuracy_trend, reviewable_seats
from .model import REVIEW_VERSION, MatchReview


def cache_key(seat: int, worlds: int, seed: int | str) -> dict[str, Any]:
    """What a stored review must match to be used."""
    return {"version": REVIEW_VERSION, "seat": seat, "worlds": worlds, "seed": seed}


def load_review(cache: ReviewCache, match_id: str, seat: int, *, worlds: int, seed: int | str) -> MatchReview | None:
    """The stored review of `seat` in match `match_id`, or None (none yet, stale or damaged: ignored)."""
    data = cache.load(match_id, seat, cache_key(seat, worlds, seed))
    if data is None:
        return None
    try:
        return MatchReview.from_dict(data)
    except ValueError:
        return None


def store_review(cache: ReviewCache, review: MatchReview) -> bool:
    """Keep `review` with its match (False when it could not be written: it is made again next time)."""
    return cache.save(review.match_id, review.seat, review.to_dict())


def review_trend(cache: ReviewCache, records: Sequence[MatchRecord], name: str, last: int = 20) -> list[AccuracyPoint]:
    """The accuracy of the person `name` over their last `last` reviewed matches (oldest first), for the
    statistics screen: from the reviews kept (of this version), whatever their deals and seed."""
    stored = cache.accuracies(reviewable_seats(records, name), {"version": REVIEW_VERSION})
    return accuracy_trend(records, name, stored, last)

"""What a client hears of ranked play, as typed events (`TableClient.poll()` gives them with the others),
read from the server's messages as carefully as every other message (ProtocolError when malformed)."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from ..protocol import ProtocolError


@dataclass(frozen=True)
class Rating:
    """A family's rating: shown (conservative), matches rated, how many of them with another person
    (none: a rating against bots only)."""

    family: str
    rating: int
    matches: int
    people: int


@dataclass(frozen=True)
class Identity:
    """The server knows us: our name there (unique on it) and our ratings."""

    name: str
    ratings: tuple[Rating, ...]

    def rating(self, family: str) -> Rating | None:
        return next((rating for rating in self.ratings if rating.family == family), None)


@dataclass(frozen=True)
class Leader:
    place: int
    name: str
    rating: int
    matches: int
    you: bool


@dataclass(frozen=True)
class Leaderboard:
    """A family's leaderboard: the top, the places around ours (`place`: ours, None when we are not
    listed yet), and how many are listed."""

    family: str
    top: tuple[Leader, ...]
    near: tuple[Leader, ...]
    place: int | None
    total: int


@dataclass(frozen=True)
class RatingChart:
    """Our rating in a family after each rated match, oldest first, as (time.time(), rating)."""

    family: str
    points: tuple[tuple[float, int], ...]


@dataclass(frozen=True)
class Rated:
    """A ranked match of ours was rated: our rating now, and by how much it changed."""

    family: str
    rating: int
    change: int
    matches: int
    people: int


def _whole(value: Any, low: int = 0, high: int = 10**9) -> int:
    if type(value) is not int or not low <= value <= high:
        raise ProtocolError("bad_message", f"not a whole number from {low} to {high}: {value!r:.40}")
    return value


def _text(value: Any, limit: int = 24) -> str:
    if not isinstance(value, str) or len(value) > limit:
        raise ProtocolError("bad_message", f"not text of at most {limit} characters")
    return value


def _rating(data: Any) -> Rating:
    if not isinstance(data, dict):
        raise ProtocolError("bad_message", "a rating is an object")
    return Rating(_text(data.get("family"), 12), _whole(data.get("rating")), _whole(data.get("matches")),
                  _whole(data.get("people")))


def _leader(data: Any) -> Leader:
    if not isinstance(data, dict):
        raise ProtocolError("bad_message", "a leaderboard row is an object")
    return Leader(_whole(data.get("place"), 1), _text(data.get("name")), _whole(data.get("rating")),
                  _whole(data.get("matches")), data.get("you") is True)


def seat_rating(value: Any) -> int | None:
    """A seat's rating as the server sent it in a lobby (a server of version 3 or older sends none)."""
    return value if type(value) is int and 0 <= value <= 10**6 else None


def ranked_event(m: dict[str, Any]) -> Any:
    """The event a ranked message says (its fields are checked by protocol.decode already)."""
    kind = m["type"]
    if kind == "identity":
        return Identity(m["name"], tuple(_rating(item) for item in m["ratings"]))
    if kind == "leaderboard":
        place = None if m["place"] is None else _whole(m["place"], 1)
        return Leaderboard(m["family"], tuple(_leader(row) for row in m["top"]),
                           tuple(_leader(row) for row in m["near"]), place, m["total"])
    if kind == "rating_chart":
        now = time.time()
        points = []
        for point in m["points"]:
            if not isinstance(point, list) or len(point) != 2:
                raise ProtocolError("bad_message", "a chart's point is [seconds ago, rating]")
            points.append((now - _whole(point[0]), _whole(point[1])))
        return RatingChart(m["family"], tuple(points))
    return Rated(m["family"], _whole(m["rating"]), _whole(m["change"], -10**6, 10**6), _whole(m["matches"]),
                 _whole(m["people"]))

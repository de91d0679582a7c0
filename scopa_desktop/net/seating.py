"""Who sits at a table: people (with their secret seat token and their connection) and bots."""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from typing import Any, Protocol

from ..bots import BOT_LEVELS
from ..storage import Seat, check_name

SUBSTITUTE_LEVEL = "medium"  # the bot that plays a dropped player's seat until the player is back
# Names for the bots that fill a table's free seats (the game's own bots have these names in every language).
BOT_NAMES = ("Giulia", "Marco", "Sofia", "Luca", "Chiara", "Matteo", "Elena", "Paolo")


class Peer(Protocol):
    """A connection as a table sees it: something to push message text to."""

    def push(self, text: str) -> None: ...


def new_token() -> str:
    """A seat token: 32 random bytes from `secrets`, URL-safe text (43 characters)."""
    return secrets.token_urlsafe(32)


def tokens_match(given: str, kept: str | None) -> bool:
    return kept is not None and secrets.compare_digest(given.encode(), kept.encode())


@dataclass
class SeatSlot:
    """One seat: a bot, or a person's place (empty until someone joins; held by its token afterwards)."""

    kind: str  # "human" or "bot"
    name: str = ""
    level: str = ""
    token: str | None = None  # set once a person has taken the seat
    ready: bool = False
    peer: Peer | None = field(default=None, repr=False)
    dropped_at: float | None = None  # monotonic time the person's connection went away
    latency_ms: int | None = None
    # Ranked play (net/ranking): the person's identity, their rating shown (in the table's family) and skill
    # (matchmaking's measure), and whether they left a ranked match (forfeited: scored as lost).
    player: str | None = None
    rating: int | None = None
    skill: float | None = None
    forfeited: bool = False

    @property
    def taken(self) -> bool:
        return self.kind == "bot" or self.token is not None

    @property
    def connected(self) -> bool:
        return self.peer is not None

    @property
    def bot_level(self) -> str:
        """The level of the bot that plays this seat when a bot does (a substitute for a person)."""
        return self.level if self.kind == "bot" else SUBSTITUTE_LEVEL

    def bot_plays(self, hold_seconds: float, now: float) -> bool:
        """Whether a bot moves for this seat now: a bot seat, or a person away longer than the hold."""
        if self.kind == "bot":
            return True
        if self.peer is not None or self.dropped_at is None:
            return False
        return now - self.dropped_at >= hold_seconds

    def hold_left(self, moved_at: float, hold_seconds: float, now: float) -> float | None:
        """On this seat's turn, seconds before a bot plays it (0: it does now), counted from the last move or,
        for a person away, from the drop; None for a bot's seat. Players see it count down (#42: the bot's
        move came without a word)."""
        if self.kind != "human":
            return None
        since = moved_at if self.peer is not None or self.dropped_at is None else self.dropped_at
        return round(max(0.0, since + hold_seconds - now), 1)

    def listed(self) -> dict[str, Any]:
        """The seat in an open-lobby listing: who sits there (never a token, a latency or readiness), and a
        person's rating when they have one (older clients read past it)."""
        seat = {"kind": self.kind, "name": self.name, "level": self.level, "taken": self.taken}
        if self.rating is not None:
            seat["rating"] = self.rating
        return seat

    def public(self) -> dict[str, Any]:
        """What every player sees of the seat in the lobby (never the token); `rating`, a person's rating on
        this server (None: not identified)."""
        return {"kind": self.kind, "name": self.name, "level": self.level, "taken": self.taken,
                "ready": self.ready or self.kind == "bot", "connected": self.kind == "bot" or self.connected,
                "latency_ms": self.latency_ms, "rating": self.rating}

    def as_seat(self) -> Seat:
        """The seat as the history records it."""
        return Seat("bot", self.name, self.level) if self.kind == "bot" else Seat("human", self.name)

    def to_dict(self) -> dict[str, Any]:
        """What the host saves (the token too: the player resumes the seat after a restart; the identity,
        rating and forfeit of a ranked seat)."""
        data = {"kind": self.kind, "name": self.name, "level": self.level, "token": self.token, "ready": self.ready}
        if self.player is not None:
            data.update(player=self.player, rating=self.rating, skill=self.skill, forfeited=self.forfeited)
        return data

    @classmethod
    def from_dict(cls, data: Any, now: float) -> SeatSlot:
        """A seat from its save (nobody is connected after a restart: a person's seat is held from `now`);
        ValueError naming what is wrong."""
        if not isinstance(data, dict) or set(data) - {"kind", "name", "level", "token", "ready", *RANKED_FIELDS}:
            raise ValueError("a saved seat is a mapping of kind, name, level, token and ready")
        slot = cls.declared({k: v for k, v in data.items() if k in ("kind", "name", "level")})
        token, ready = data.get("token"), data.get("ready", False)
        if token is not None and not (isinstance(token, str) and 20 <= len(token) <= 64 and token.isascii()):
            raise ValueError("a saved seat's token is text of 20 to 64 characters")
        if not isinstance(ready, bool):
            raise ValueError("a saved seat's ready is true or false")
        slot.token, slot.ready = (token if slot.kind == "human" else None), ready
        if slot.kind == "human":
            slot.name = check_name("a saved seat's name", data.get("name", ""))
        slot.dropped_at = now if slot.token else None
        if "player" in data and slot.kind == "human":
            slot.player, slot.rating, slot.skill, slot.forfeited = _ranked(data)
        return slot

    @classmethod
    def declared(cls, data: Any) -> SeatSlot:
        """A seat as a table's creator describes it: {"kind": "human"} or {"kind": "bot", "level", "name"}."""
        if not isinstance(data, dict) or set(data) - {"kind", "name", "level"}:
            raise ValueError("a seat is a mapping with kind, name and level")
        kind, name, level = data.get("kind"), data.get("name", ""), data.get("level", "")
        if kind not in ("human", "bot"):
            raise ValueError(f"a seat's kind is human or bot, not {str(kind)[:20]!r}")
        check_name("a seat's name", name)
        if kind == "bot" and level not in BOT_LEVELS:
            raise ValueError(f"a bot's level is one of {', '.join(BOT_LEVELS)}")
        return cls(kind, name if kind == "bot" else "", level if kind == "bot" else "")


RANKED_FIELDS = ("player", "rating", "skill", "forfeited")


def _ranked(data: dict[str, Any]) -> tuple[str, int, float, bool]:
    """A saved ranked seat's identity, rating, skill and forfeit; ValueError when any is malformed."""
    player, rating, skill, forfeited = (data.get(name) for name in RANKED_FIELDS)
    if not (isinstance(player, str) and 1 <= len(player) <= 32 and player.isalnum()):
        raise ValueError("a saved seat's player is an identity's id")
    if type(rating) is not int or not 0 <= rating <= 1_000_000:
        raise ValueError("a saved seat's rating is a whole number")
    if not isinstance(skill, int | float) or isinstance(skill, bool) or not -1e6 < skill < 1e6:
        raise ValueError("a saved seat's skill is a number")
    if not isinstance(forfeited, bool):
        raise ValueError("a saved seat's forfeited is true or false")
    return player, rating, float(skill), forfeited


def latency_changed(before: list[int | None], now: list[int | None]) -> bool:
    """Whether the latencies moved enough to tell everyone: a seat came or went, or a round trip changed
    by more than a quarter (and at least 10 ms)."""
    if len(before) != len(now):
        return True
    for old, new in zip(before, now, strict=True):
        if (old is None) != (new is None):
            return True
        if old is not None and abs(new - old) > max(10, old // 4):
            return True
    return False


def turn_hold(table: Any, now: float) -> float | None:
    """Seconds before a bot plays `table`'s turn to move (SeatSlot.hold_left); None before or after its match."""
    match = table.match
    if match is None or match.is_over:
        return None
    return table.slots[match.game.to_move].hold_left(table.moved_at, table.env.limits.hold_seconds, now)

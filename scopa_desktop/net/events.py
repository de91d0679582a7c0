"""What a client hears from the server, as typed events (`TableClient.poll()` returns them in order)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..engine import Observation, Rules


@dataclass(frozen=True)
class Connected:
    """The server accepted our protocol version."""

    server: str


@dataclass(frozen=True)
class Seated:
    """We hold `seat` at table `code`; `token` takes the seat back after a drop (keep it secret)."""

    code: str
    seat: int
    token: str = field(repr=False)


@dataclass(frozen=True)
class SeatInfo:
    """One seat as the lobby shows it (never anyone's token)."""

    kind: str
    name: str
    level: str
    taken: bool
    ready: bool
    connected: bool
    latency_ms: int | None
    rating: int | None = None  # the person's rating on this server (None: a bot, or not identified)


@dataclass(frozen=True)
class Lobby:
    """Who sits where at our table, who is ready, whether the match has started, and its rules; whether
    the table is listed in the open lobby (`open`), a quick-match table (anyone seated may let bots fill
    it), and the seat of its owner (who may fill it; None: nobody in particular)."""

    code: str
    seats: tuple[SeatInfo, ...]
    started: bool
    rules: Rules
    open: bool = False
    quick: bool = False
    owner: int | None = None


@dataclass(frozen=True)
class ListedSeat:
    """A seat of a table in the open lobby: a bot (its name and level) or a person's (taken or free)."""

    kind: str
    name: str
    level: str
    taken: bool
    rating: int | None = None


@dataclass(frozen=True)
class LobbyEntry:
    """A table in the server's open lobby: `since` is when it opened (`time.time()` of this computer)."""

    code: str
    rules: Rules
    seats: tuple[ListedSeat, ...]
    free: int
    quick: bool
    since: float

    @property
    def players(self) -> int:
        return len(self.seats)


@dataclass(frozen=True)
class Lobbies:
    """One page of the server's open lobby, oldest table first: `total` tables are listed on the server;
    `next` is the cursor of the following page (None: this is the last); `after`, `preset` and `players`,
    what the page was asked for; `watched`: it came from `watch_lobbies`."""

    tables: tuple[LobbyEntry, ...]
    total: int
    next: int | None
    after: int
    rev: int
    preset: str | None = None
    players: int | None = None
    watched: bool = False


@dataclass(frozen=True)
class State:
    """Our seat's view after `turn` actions: the engine's `Observation` for our seat and public facts.

    `last_move`: {"seat", "kind": "play"|"declare", "move": "7d:3c+4s"|None} or None at the start;
    `hand`: hands finished so far; `hand_scores`: the last finished hand's scores per side (dicts of
    HandScore fields), `declaration`: what we may declare now, as (name, points), or None."""

    turn: int
    observation: Observation
    last_move: dict[str, Any] | None
    totals: tuple[int, ...]
    hand: int
    declaration: tuple[str, int] | None
    winner: int | None
    hand_scores: tuple[dict[str, Any], ...]
    # seconds before a bot plays the turn of the person to move, when the state was sent (None: no hold runs);
    # not part of what the state is: the same state sent again later has less time left
    left: float | None = field(default=None, compare=False)

    @property
    def my_turn(self) -> bool:
        return self.observation.my_turn and self.winner is None


@dataclass(frozen=True)
class Chat:
    """Seat `seat` said the table phrase `phrase` (a key of protocol.PHRASES)."""

    seat: int
    phrase: str


@dataclass(frozen=True)
class Latency:
    """Each seat's round trip in milliseconds (None: unknown, a bot, or away)."""

    ms: tuple[int | None, ...]


@dataclass(frozen=True)
class Waiting:
    """The match waits for seat `seat` (`name`) for `seconds` now; `bot`: a bot plays it while its
    player is away; `left`: seconds before a bot plays this turn for them."""

    seat: int
    name: str
    seconds: float
    bot: bool
    left: float | None = None  # seconds before a bot plays this turn for them (None: the server did not say)


@dataclass(frozen=True)
class MatchOver:
    """The match is over: `record` is its history record (`storage.MatchRecord.from_dict(record)`)."""

    record: dict[str, Any]
    match_id: str


@dataclass(frozen=True)
class Error:
    """The server refused something (`code`: one of protocol.ERRORS) or the connection failed."""

    code: str
    message: str


@dataclass(frozen=True)
class Disconnected:
    """The connection is gone; `retrying`: the client is reconnecting (and will resume its seat)."""

    reason: str
    retrying: bool


Event = Connected | Seated | Lobby | Lobbies | State | Chat | Latency | Waiting | MatchOver | Error | Disconnected

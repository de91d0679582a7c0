"""One table on the server: its seats, its `Match`, and the messages each seat gets.

The table owns the match. A move arrives as text from a seat; the engine decides whether it is legal
(`Match.play` raises for anything else) and nothing a client says about the state is read. Each seat is sent
its own `game.observation(seat)` and nothing more. Online deals come from a secret 256-bit seed that never
leaves the server (until the match is over and its record shows it, for the replay).

Nothing is shown before it is kept: every change is saved (`env.save`), and what a change sends to anyone
(the state, the lobby, the answer to the request) waits until its save is on disk (`send`), so a server
killed at any moment comes back at a turn every client has seen or behind none of them.

Bots play seats nobody plays (driver.py). Everything here runs on the server's one event loop, so no locks.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import secrets
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..engine import Match, Move, Rules
from ..storage import MoveLog, check_name, distinct_names, new_match_id, record_from_match
from . import protocol
from .botpool import BotPool
from .driver import BotDriver
from .limits import Clock, Limits
from .protocol import PHRASES, ProtocolError, encode
from .seating import BOT_NAMES, Peer, SeatSlot, latency_changed, new_token, tokens_match, turn_hold

PINGS_KEPT = 4  # pings a pong may answer (older ones, or made-up times, say nothing about latency)
MAX_LATENCY_MS = 60_000


def new_seed() -> str:
    """A match seed nobody can work out from the cards they see: 256 bits from `secrets`."""
    return secrets.token_hex(32)


@dataclass
class TableEnv:
    """What every table of a server shares: its limits and clock, its bots, and where changes go."""

    limits: Limits
    clock: Clock = time.monotonic
    bots: BotPool = field(default_factory=BotPool)
    save: Callable[[Table], concurrent.futures.Future | None] = lambda table: None
    finished: Callable[[Table, dict[str, Any]], None] = lambda table, record: None
    changed: Callable[[Table], None] = lambda table: None  # a listing-visible change (the open lobby)
    lost: Callable[[Table], None] = lambda table: None  # a save was refused: the table leaves this process
    ranked_tick: Callable[[Table, float], None] = lambda table, now: None  # forfeits, rating (net/ranking)


class Table:
    """A lobby table, then a match. Built by the lobby (`Lobby.create`) or reloaded (`saved.load_table`)."""

    def __init__(self, code: str, rules: Rules, slots: list[SeatSlot], env: TableEnv, seed: int | str | None = None,
                 *, open_: bool = False, quick: bool = False, origin: str = "", created: float | None = None) -> None:
        rules.check_players(len(slots))
        self.code, self.rules, self.slots, self.env = code, rules, slots, env
        self.seed = new_seed() if seed is None else seed
        self.open, self.quick, self.origin = open_, quick, origin
        self.ranked = self.rated = False  # a ranked table (net/ranking), and its match rated
        self.created = time.time() if created is None else created  # wall time: "open since" in the listing
        self.owner: str | None = None  # the token of the seat that may fill the free seats (None: anyone seated)
        self.fill_at: float | None = None  # quick match: when bots take the free seats (the clock's time)
        self.fill_level = "medium"
        self.keys: dict[str, list[Any]] = {}  # seating keys used here (see lobby.Keys)
        self.match: Match | None = None
        self.moves = MoveLog()  # every move, for the record's review (all of them are public once played)
        self.match_id = ""
        self.turn = 0  # actions (plays and declarations) so far in the match: each state's version
        self.last_move: dict[str, Any] | None = None
        self.moved_at = env.clock()
        self.rev = 0  # the lobby's version
        self.chat_id = 0
        self.record: dict[str, Any] | None = None  # the history record, once the match is over
        self.reported = False  # the record went to the history
        self.idle_since: float | None = None  # since when nobody is connected (the lobby closes idle tables)
        self._latency_sent: list[int | None] = []
        self._pings: deque[float] = deque(maxlen=PINGS_KEPT)
        self.driver = BotDriver(self)
        self._save_seq = self._saved_seq = 0  # saves asked for / on disk
        self._held: deque[tuple[int, Peer, str]] = deque()  # messages waiting for their save

    # -- seating -------------------------------------------------------------------------------------
    def sit(self, name: str, peer: Peer, ready: bool = False, player: tuple | None = None) -> tuple[int, str]:
        """Seat a person at the first free people's seat (`player`: their identity, rating and skill);
        returns (seat, token)."""
        try:
            check_name("a player's name", name, allow_empty=False)
        except ValueError as exc:
            raise ProtocolError("bad_message", str(exc)[:200]) from None
        free = [i for i, slot in enumerate(self.slots) if not slot.taken]
        if not free:
            raise ProtocolError("table_full", "every seat at this table is taken")
        slot = self.slots[free[0]]
        slot.name, slot.token, slot.peer, slot.dropped_at, slot.ready = name, new_token(), peer, None, ready
        slot.player, slot.rating, slot.skill = player or (None, None, None)
        self._distinct_names()
        if not self._maybe_start():
            self._changed(lobby=True)
        return free[0], slot.token

    def resume(self, token: str, peer: Peer) -> int:
        """Give the seat held by `token` back to its player (a connection still on it is replaced)."""
        for seat, slot in enumerate(self.slots):
            if slot.kind == "human" and tokens_match(token, slot.token):
                old, slot.peer, slot.dropped_at = slot.peer, peer, None
                if old is not None and old is not peer:
                    old.push(encode("error", code="seat_taken", message="this seat was resumed elsewhere"))
                self._changed(lobby=True)
                self.kick()  # the table may have waited for somebody to be here
                return seat
        raise ProtocolError("bad_token", "no seat at this table holds that token")

    def take_seat(self, seat_from: int, seat_to: int) -> int:
        if self.match is not None:
            raise ProtocolError("already_started", "seats change only before the match starts")
        if not 0 <= seat_to < len(self.slots) or self.slots[seat_to].taken:
            raise ProtocolError("seat_taken", f"seat {seat_to} is not a free seat")
        self.slots[seat_from], self.slots[seat_to] = self.slots[seat_to], self.slots[seat_from]
        self._changed(lobby=True)
        return seat_to

    def set_ready(self, seat: int, ready: bool) -> None:
        if self.match is not None:
            return
        self.slots[seat].ready = ready
        if not self._maybe_start():
            self._changed(lobby=True)

    def fill_bots(self, seat: int, level: str) -> int:
        """Bots of `level` take every free seat (before the start): at a quick-match table anyone seated may
        ask, elsewhere the table's owner. Returns how many seats they took."""
        if self.match is not None:
            raise ProtocolError("already_started", "the match has already started")
        if not self.quick and not tokens_match(self.slots[seat].token or "", self.owner):
            raise ProtocolError("not_allowed", "only the player who opened this table may fill its seats")
        return self._fill(level)

    def _fill(self, level: str) -> int:
        free = [i for i, slot in enumerate(self.slots) if not slot.taken]
        for i in free:
            self.slots[i] = SeatSlot("bot", BOT_NAMES[i % len(BOT_NAMES)], level)
        self._distinct_names()
        self.fill_at = None
        if not self._maybe_start():
            self._changed(lobby=True)
        return len(free)

    def make_owner(self, token: str) -> None:
        """The seat holding `token` opened the table: it may fill the free seats (everyone is told who)."""
        self.owner = token
        self._changed(lobby=True)

    def _distinct_names(self) -> None:
        """No two seats share a name (seat.distinct_names): a person who sits down named like a bot keeps the
        name and the bot takes another; a second "Anna" is "Anna 2"."""
        named = distinct_names([slot.as_seat() for slot in self.slots], lambda i: BOT_NAMES[i % len(BOT_NAMES)],
                               len(BOT_NAMES))
        for slot, seat in zip(self.slots, named, strict=True):
            slot.name = seat.name

    def leave(self, seat: int) -> None:
        """A player leaves for good: before the start the seat is freed, afterwards a bot plays it."""
        slot = self.slots[seat]
        if self.match is None:
            self.slots[seat] = SeatSlot("human")
        else:
            slot.peer, slot.dropped_at = None, self.env.clock() - self.env.limits.hold_seconds
        self._changed(lobby=True)
        self.kick()

    def drop(self, peer: Peer) -> None:
        """A connection went away: its seat is held for `hold_seconds`, then a bot plays it."""
        for slot in self.slots:
            if slot.peer is peer:
                slot.peer, slot.dropped_at, slot.latency_ms = None, self.env.clock(), None
                if self.idle_since is None and not self.attended:
                    self.idle_since = slot.dropped_at  # (the lobby closes tables nobody comes back to)
                self._changed(lobby=True)
                self.kick()

    def seat_of(self, peer: Peer) -> int | None:
        return next((i for i, slot in enumerate(self.slots) if slot.peer is peer), None)

    @property
    def attended(self) -> bool:
        """Somebody is connected to this table."""
        return any(slot.peer is not None for slot in self.slots)

    @property
    def free_seats(self) -> int:
        return sum(1 for slot in self.slots if not slot.taken)

    # -- the match -------------------------------------------------------------------------------------
    def _maybe_start(self) -> bool:
        if self.match is None and all(slot.taken and (slot.ready or slot.kind == "bot") for slot in self.slots):
            self.start()
            return True
        return False

    def start(self) -> None:
        self.match, self.moves = Match.new(self.rules, len(self.slots), seed=self.seed), MoveLog()
        self.match_id = new_match_id()
        self.turn, self.moved_at = 0, self.env.clock()
        self._changed(lobby=True, state=True)
        self.kick()

    def play(self, seat: int, text: str, turn: int) -> bool:
        """A person's move; False for a repeat of a move already played (answered with the state)."""
        if not self._check_turn(seat, turn):
            return False
        try:
            move = Move.parse(text)
            after = self.match.play(move)
        except (ValueError, TypeError) as exc:
            raise ProtocolError("illegal_move", str(exc)[:280]) from None
        self.acted(seat, after, {"seat": seat, "kind": "play", "move": str(move)})
        return True

    def declare(self, seat: int, turn: int) -> bool:
        if not self._check_turn(seat, turn):
            return False
        try:
            after = self.match.declare()
        except ValueError as exc:
            raise ProtocolError("illegal_move", str(exc)[:280]) from None
        self.acted(seat, after, {"seat": seat, "kind": "declare", "move": None})
        return True

    def _check_turn(self, seat: int, turn: int) -> bool:
        if self.match is None:
            raise ProtocolError("not_started", "the match has not started")
        if turn < self.turn:
            peer = self.slots[seat].peer
            if peer is not None:
                self.send(peer, self.state_text(seat))
            return False  # a resent move that was already played: nothing happens twice
        if turn > self.turn:
            raise ProtocolError("stale_turn", f"the match is at turn {self.turn}, not {turn}")
        if self.match.is_over:
            raise ProtocolError("illegal_move", "the match is over")
        if self.match.game.to_move != seat:
            raise ProtocolError("not_your_turn", f"seat {self.match.game.to_move} is to move")
        return True

    def acted(self, seat: int, match: Match, last_move: dict[str, Any]) -> None:
        """Seat `seat` acted (`last_move`), leaving `match`: everyone sees it once it is saved."""
        self.match = match
        self.moves.observe(match)
        self.turn += 1
        self.last_move, self.moved_at = last_move, self.env.clock()
        self._changed(state=True)
        if self.match.is_over and self.record is None:
            self.finish()
        self.kick()

    def finish(self) -> None:
        """The match is over: its record goes to every seat and to the history (once)."""
        seats = [slot.as_seat() for slot in self.slots]
        self.record = record_from_match(self.match, seats, match_id=self.match_id,
                                        moves=self.moves.all_moves(self.match)).to_dict()
        text = encode("match_over", record=self.record, match_id=self.match_id)
        self._broadcast(lambda _seat: text)
        if not self.reported:
            self.env.finished(self, self.record)
            self.reported = True
            self._changed()

    def say(self, seat: int, phrase: str) -> None:
        if phrase not in PHRASES:
            raise ProtocolError("bad_message", f"phrases are: {', '.join(PHRASES)}")
        self.chat_id += 1
        text = encode("chat", id=self.chat_id, seat=seat, phrase=phrase)
        for slot in self.slots:
            if slot.peer is not None:
                slot.peer.push(text)

    # -- bots --------------------------------------------------------------------------------------------
    def kick(self) -> None:
        """Let a bot move if one is to move now (see driver.py)."""
        self.driver.kick()

    # -- messages ------------------------------------------------------------------------------------------
    def lobby_text(self) -> str:
        owner = next((i for i, slot in enumerate(self.slots) if self.owner and slot.token == self.owner), None)
        return encode("lobby", code=self.code, rev=self.rev, seats=[slot.public() for slot in self.slots],
                      started=self.match is not None, rules=protocol.rules_data(self.rules), open=self.open,
                      quick=self.quick, owner=owner)

    def state_text(self, seat: int) -> str:
        """Seat `seat`'s view: its observation (built by the engine for that seat only) and public facts."""
        match = self.match
        game = match.game
        declaration = game.declaration if game.to_move == seat and not match.is_over else None
        last_hand = [score.to_dict() for score in match.history[-1]] if match.history else []
        return encode(
            "state", turn=self.turn, observation=protocol.encode_observation(game.observation(seat)),
            last_move=self.last_move, totals=list(match.totals), hand=len(match.history),
            declaration=None if declaration is None else list(declaration), winner=match.winner,
            hand_scores=last_hand, left=turn_hold(self, self.env.clock()),
        )

    def send(self, peer: Peer, text: str) -> None:
        """Send `text` once every change made so far is on disk (at once when it is)."""
        if self._saved_seq < self._save_seq:
            self._held.append((self._save_seq, peer, text))
        else:
            peer.push(text)

    def _broadcast(self, text_for: Callable[[int], str]) -> None:
        for seat, slot in enumerate(self.slots):
            if slot.peer is not None:
                self.send(slot.peer, text_for(seat))

    def save(self) -> None:
        """Keep a change nobody is told about (what is sent from now on waits for it too)."""
        self._changed()

    def _changed(self, lobby: bool = False, state: bool = False) -> None:
        """Save the table; what the change sends waits for the save (see `send`)."""
        pending = self.env.save(self)
        if pending is not None:
            self._save_seq += 1
            seq = self._save_seq
            loop = asyncio.get_running_loop()
            pending.add_done_callback(lambda done: loop.call_soon_threadsafe(self._saved, seq, done.exception()))
        if lobby:
            self.rev += 1
            text = self.lobby_text()
            self._broadcast(lambda _seat: text)
            self.env.changed(self)
        if state and self.match is not None:
            self._broadcast(self.state_text)

    def _saved(self, seq: int, error: BaseException | None = None) -> None:
        if error is not None:  # not kept (another process took the table, or the store failed): nothing it
            self._held.clear()  # caused is shown, and the table leaves this process as it was last kept
            self.env.lost(self)
            return
        self._saved_seq = max(self._saved_seq, seq)
        while self._held and self._held[0][0] <= self._saved_seq:
            _, peer, text = self._held.popleft()
            peer.push(text)

    def tick(self, now: float) -> None:
        """Every ping period: ping each player; share the latencies when they changed noticeably; say who
        is awaited once someone has been thinking for `waiting_notice` seconds; let a bot play a seat whose
        hold is over; fill a quick-match table's free seats with bots once its wait is over."""
        if self.fill_at is not None and now >= self.fill_at and self.match is None and self.attended:
            self._fill(self.fill_level)
        self.kick()
        self.env.ranked_tick(self, now)
        if not self.attended:
            return
        self._pings.append(now)
        messages = [encode("ping", t=now)]
        latencies = [slot.latency_ms for slot in self.slots]
        if latency_changed(self._latency_sent, latencies):
            self._latency_sent = latencies
            messages.append(encode("latency", ms=latencies))
        limits = self.env.limits
        if self.match is not None and not self.match.is_over and now - self.moved_at >= limits.waiting_notice:
            seat = self.match.game.to_move
            slot = self.slots[seat]
            if slot.kind == "human":
                bot = slot.bot_plays(limits.hold_seconds, now) or now - self.moved_at >= limits.hold_seconds
                messages.append(encode("waiting", seat=seat, name=slot.name, seconds=round(now - self.moved_at, 1),
                                       bot=bot, left=turn_hold(self, now)))
        for slot in self.slots:
            if slot.peer is not None:
                for text in messages:
                    slot.peer.push(text)

    def pong(self, seat: int, sent: float, turn: int, now: float, rev: int | None = None) -> None:
        """A ping came back: the seat's round trip (only for a ping this table sent); a player behind the
        match (or the lobby: `rev`) gets the state (the lobby) again; one ahead of it is told `stale_turn`."""
        slot = self.slots[seat]
        if sent in self._pings:
            slot.latency_ms = min(MAX_LATENCY_MS, max(0, round((now - sent) * 1000)))
        if slot.peer is None:
            return
        if rev is not None and rev < self.rev:
            self.send(slot.peer, self.lobby_text())
        if self.match is None:
            return
        if turn > self.turn:  # a client ahead of the server (a restart without its data): follow the server
            self.send(slot.peer, encode("error", code="stale_turn", message=f"the match is at turn {self.turn}"))
            self.send(slot.peer, self.state_text(seat))
        elif turn < self.turn and now - self.moved_at >= self.env.limits.ping_seconds:  # not just in flight
            self.send(slot.peer, self.state_text(seat))

"""One table on the server: its seats, its `Match`, and the messages each seat gets.

The table owns the match. A move arrives as text from a seat; the engine decides whether it is legal
(`Match.play` raises for anything else) and nothing a client says about the state is read. Each seat is sent
its own `game.observation(seat)` and nothing more. Bot seats, and people's seats left empty longer than the
hold, are played by bots thinking in an executor thread so the event loop keeps serving other tables.
Everything here runs on the server's one event loop, so no locks.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Callable
from typing import Any

from ..bots import bot_declares
from ..engine import Match, Move, Rules
from ..seat import check_name
from ..storage import new_match_id, record_from_match
from . import protocol
from .limits import Limits
from .protocol import PHRASES, ProtocolError, encode
from .seating import Peer, SeatSlot, new_token, tokens_match


def _bot_turn(bot, match: Match) -> Move | None:
    """The bot's action for the seat to move (run in a worker thread): None to declare, else its move."""
    if bot_declares(bot, match) is not match:
        return None
    seat = match.game.to_move
    return bot.choose(match.game.observation(seat), match.totals)


def _latency_changed(before: list[int | None], now: list[int | None]) -> bool:
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


class Table:
    """A lobby table, then a match. Built by the lobby (`Lobby.create`) or reloaded from its save."""

    def __init__(self, code: str, rules: Rules, slots: list[SeatSlot], limits: Limits, seed: int | None = None,
                 on_change: Callable[[Table], None] | None = None,
                 on_finished: Callable[[Table, dict[str, Any]], None] | None = None) -> None:
        rules.check_players(len(slots))
        self.code, self.rules, self.slots, self.limits, self.seed = code, rules, slots, limits, seed
        self.match: Match | None = None
        self.match_id = ""
        self.turn = 0  # actions (plays and declarations) so far in the match: each state's version
        self.last_move: dict[str, Any] | None = None
        self.moved_at = time.monotonic()
        self.rev = 0  # the lobby's version
        self.chat_id = 0
        self.record: dict[str, Any] | None = None  # the history record, once the match is over
        self.on_change, self.on_finished = on_change, on_finished
        self._latency_sent: list[int | None] = []
        self.idle_since: float | None = None  # since when nobody is connected (the lobby closes idle tables)
        self._driving = False
        self._wake: asyncio.TimerHandle | None = None

    # -- seating -------------------------------------------------------------------------------------
    def sit(self, name: str, peer: Peer) -> tuple[int, str]:
        """Seat a person at the first free people's seat; returns (seat, token)."""
        try:
            check_name("a player's name", name, allow_empty=False)
        except ValueError as exc:
            raise ProtocolError("bad_message", str(exc)[:200]) from None
        free = [i for i, slot in enumerate(self.slots) if not slot.taken]
        if not free:
            raise ProtocolError("table_full", "every seat at this table is taken")
        slot = self.slots[free[0]]
        slot.name, slot.token, slot.peer, slot.dropped_at, slot.ready = name, new_token(), peer, None, False
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
                self.kick()  # a substitute bot may have been thinking: the player moves again
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
        if all(slot.taken and (slot.ready or slot.kind == "bot") for slot in self.slots):
            self.start()
        self._changed(lobby=True)

    def leave(self, seat: int) -> None:
        """A player leaves for good: before the start the seat is freed, afterwards a bot plays it."""
        slot = self.slots[seat]
        if self.match is None:
            self.slots[seat] = SeatSlot("human")
        else:
            slot.peer, slot.dropped_at = None, time.monotonic() - self.limits.hold_seconds
        self._changed(lobby=True)
        self.kick()

    def drop(self, peer: Peer) -> None:
        """A connection went away: its seat is held for `hold_seconds`, then a bot plays it."""
        for slot in self.slots:
            if slot.peer is peer:
                slot.peer, slot.dropped_at, slot.latency_ms = None, time.monotonic(), None
                self._changed(lobby=True)
                self.kick()

    def seat_of(self, peer: Peer) -> int | None:
        return next((i for i, slot in enumerate(self.slots) if slot.peer is peer), None)

    # -- the match -------------------------------------------------------------------------------------
    def start(self) -> None:
        self.match = Match.new(self.rules, len(self.slots), seed=self.seed)
        self.match_id = new_match_id()
        self.turn, self.moved_at = 0, time.monotonic()
        self._changed(state=True)
        self.kick()

    def play(self, seat: int, text: str, turn: int) -> bool:
        """A person's move; False for a repeat of a move already played (answered with the state)."""
        if not self._check_turn(seat, turn):
            return False
        try:
            move = Move.parse(text)
            self.match = self.match.play(move)
        except (ValueError, TypeError) as exc:
            raise ProtocolError("illegal_move", str(exc)[:280]) from None
        self._acted(seat, {"seat": seat, "kind": "play", "move": str(move)})
        return True

    def declare(self, seat: int, turn: int) -> bool:
        if not self._check_turn(seat, turn):
            return False
        try:
            self.match = self.match.declare()
        except ValueError as exc:
            raise ProtocolError("illegal_move", str(exc)[:280]) from None
        self._acted(seat, {"seat": seat, "kind": "declare", "move": None})
        return True

    def _check_turn(self, seat: int, turn: int) -> bool:
        if self.match is None:
            raise ProtocolError("not_started", "the match has not started")
        if turn < self.turn:
            peer = self.slots[seat].peer
            if peer is not None:
                peer.push(self.state_text(seat))
            return False  # a resent move that was already played: nothing happens twice
        if turn > self.turn:
            raise ProtocolError("stale_turn", f"the match is at turn {self.turn}, not {turn}")
        if self.match.is_over:
            raise ProtocolError("illegal_move", "the match is over")
        if self.match.game.to_move != seat:
            raise ProtocolError("not_your_turn", f"seat {self.match.game.to_move} is to move")
        return True

    def _acted(self, seat: int, last_move: dict[str, Any]) -> None:
        self.turn += 1
        self.last_move, self.moved_at = last_move, time.monotonic()
        self._changed(state=True)
        if self.match.is_over and self.record is None:
            seats = [slot.as_seat() for slot in self.slots]
            self.record = record_from_match(self.match, seats, match_id=self.match_id).to_dict()
            text = encode("match_over", record=self.record, match_id=self.match_id)
            self._broadcast(lambda _seat: text)
            if self.on_finished is not None:
                self.on_finished(self, self.record)
        self.kick()

    def say(self, seat: int, phrase: str) -> None:
        if phrase not in PHRASES:
            raise ProtocolError("bad_message", f"phrases are: {', '.join(PHRASES)}")
        self.chat_id += 1
        text = encode("chat", id=self.chat_id, seat=seat, phrase=phrase)
        self._broadcast(lambda _seat: text)

    # -- bots --------------------------------------------------------------------------------------------
    def kick(self) -> None:
        """Let the bots move if one is to move (one driver at a time); a person away is woken for when
        their hold ends."""
        if self._driving or self.match is None or self.match.is_over or not self._bot_moves_now():
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return
        self._driving = True
        loop.create_task(self._drive())

    def _bot_moves_now(self) -> bool:
        slot = self.slots[self.match.game.to_move]
        if slot.bot_plays(self.limits.hold_seconds):
            return True
        if slot.kind == "human" and slot.peer is None and slot.dropped_at is not None:
            with contextlib.suppress(RuntimeError):  # no loop: nothing to wake
                wait = slot.dropped_at + self.limits.hold_seconds - time.monotonic()
                if self._wake is not None:
                    self._wake.cancel()
                self._wake = asyncio.get_running_loop().call_later(max(0.0, wait) + 0.01, self.kick)
        return False

    async def _drive(self) -> None:
        loop = asyncio.get_running_loop()
        try:
            while self.match is not None and not self.match.is_over and self._bot_moves_now():
                seat = self.match.game.to_move
                slot = self.slots[seat]
                match, turn = self.match, self.turn
                if self.limits.bot_delay:
                    await asyncio.sleep(self.limits.bot_delay)
                bot = slot.playing_bot(f"{match.seed}/{seat}")
                move = await loop.run_in_executor(None, _bot_turn, bot, match)
                if self.turn != turn or not self.slots[seat].bot_plays(self.limits.hold_seconds):
                    continue  # the player came back (or moved) while the bot was thinking
                if move is None:
                    self.match = match.declare()
                    self._acted(seat, {"seat": seat, "kind": "declare", "move": None})
                else:
                    self.match = match.play(move)
                    self._acted(seat, {"seat": seat, "kind": "play", "move": str(move)})
        finally:
            self._driving = False

    # -- messages ------------------------------------------------------------------------------------------
    def lobby_text(self) -> str:
        return encode("lobby", code=self.code, rev=self.rev, seats=[slot.public() for slot in self.slots],
                      started=self.match is not None, rules=protocol.rules_data(self.rules))

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
            hand_scores=last_hand,
        )

    def _broadcast(self, text_for: Callable[[int], str]) -> None:
        for seat, slot in enumerate(self.slots):
            if slot.peer is not None:
                slot.peer.push(text_for(seat))

    def _changed(self, lobby: bool = False, state: bool = False) -> None:
        if lobby:
            self.rev += 1
            text = self.lobby_text()
            self._broadcast(lambda _seat: text)
        if state and self.match is not None:
            self._broadcast(self.state_text)
        if self.on_change is not None:
            self.on_change(self)

    def tick(self, now: float) -> None:
        """Every ping period: ping each player; share the latencies when they changed noticeably; say who
        is awaited once someone has been thinking for `waiting_notice` seconds."""
        if not any(slot.peer for slot in self.slots):
            return
        messages = [encode("ping", t=now)]
        latencies = [slot.latency_ms for slot in self.slots]
        if _latency_changed(self._latency_sent, latencies):
            self._latency_sent = latencies
            messages.append(encode("latency", ms=latencies))
        if self.match is not None and not self.match.is_over and now - self.moved_at >= self.limits.waiting_notice:
            seat = self.match.game.to_move
            slot = self.slots[seat]
            if slot.kind == "human":
                messages.append(encode("waiting", seat=seat, name=slot.name, seconds=round(now - self.moved_at, 1),
                                       bot=slot.bot_plays(self.limits.hold_seconds, now)))
        for slot in self.slots:
            if slot.peer is not None:
                for text in messages:
                    slot.peer.push(text)

    def pong(self, seat: int, sent: float, turn: int, now: float, rev: int | None = None) -> None:
        """A ping came back: the seat's round trip; a player behind the match (or the lobby: `rev`) gets
        the state (the lobby) again."""
        slot = self.slots[seat]
        if 0 <= now - sent < 600:
            slot.latency_ms = round((now - sent) * 1000)
        if slot.peer is None:
            return
        if rev is not None and rev < self.rev:
            slot.peer.push(self.lobby_text())
        behind = turn < self.turn and now - self.moved_at >= self.limits.ping_seconds  # not just in flight
        if self.match is not None and behind:
            slot.peer.push(self.state_text(seat))

    # -- saving ------------------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {"v": 1, "code": self.code, "rules": self.rules.to_dict(), "seed": self.seed,
                "seats": [slot.to_dict() for slot in self.slots], "turn": self.turn, "match_id": self.match_id,
                "last_move": self.last_move, "match": None if self.match is None else self.match.to_dict()}

    @classmethod
    def from_dict(cls, data: Any, limits: Limits, **callbacks: Any) -> Table:
        """A table from its save; ValueError naming what is wrong."""
        if not isinstance(data, dict) or data.get("v") != 1:
            raise ValueError("not a saved table (version 1)")
        try:
            slots = [SeatSlot.from_dict(seat) for seat in data["seats"]]
            table = cls(data["code"], Rules.from_dict(data["rules"]), slots, limits, data.get("seed"), **callbacks)
            if data.get("match") is not None:
                table.match = Match.from_dict(data["match"])
                table.turn, table.match_id = int(data["turn"]), str(data["match_id"])
                table.last_move = data.get("last_move")
        except (KeyError, TypeError) as exc:
            raise ValueError(f"not a saved table: {exc!r}") from None
        return table

"""What one seat may know: its own hand, the table, every card played and by whom, captured piles
(all of them were face up when taken), scope, hand sizes and the stock's size, and nothing else.

Bots get only this. It holds no reference to the Game it came from.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .cards import Card
from .extras import with_declared_matta
from .legal import hand_moves
from .moves import Move, Play
from .rules import Rules

if TYPE_CHECKING:
    from .game import Game


@dataclass(frozen=True)
class Observation:
    """One seat's information state."""

    seat: int
    rules: Rules
    players: int
    sides: tuple[int, ...]
    dealer: int
    to_move: int
    hand: tuple[Card, ...]
    table: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    stock_size: int
    captured: tuple[tuple[Card, ...], ...]
    scope: tuple[int, ...]
    last_capturer: int | None
    history: tuple[Play, ...]
    is_over: bool
    revealed: tuple[tuple[Card, ...], ...] = ()  # per seat: cards of a declared hand, face up (Cirulla)
    events: tuple = ()  # what the variant awarded outside play (see engine.extras.Event)

    @classmethod
    def of(cls, game: Game, seat: int) -> Observation:
        """What `seat` may know of `game` (`game.observation(seat)` checks the seat first)."""
        return cls(
            seat=seat, rules=game.rules, players=game.players, sides=game.sides, dealer=game.dealer,
            to_move=game.to_move, hand=game.hands[seat], table=game.table,
            hand_sizes=tuple(len(h) for h in game.hands), stock_size=len(game.stock), captured=game.captured,
            scope=game.scope, last_capturer=game.last_capturer, history=game.history, is_over=game.is_over,
            revealed=game.revealed, events=game.events,
        )

    @property
    def my_turn(self) -> bool:
        return not self.is_over and self.to_move == self.seat

    def legal_moves(self) -> list[Move]:
        """The seat's legal moves when it is to move; [] otherwise."""
        if not self.my_turn:
            return []
        moves = hand_moves(self.hand, self.table, self.rules)
        if self.rules.matta:  # Cirulla: a declared matta plays as the rank it was declared at
            moves = with_declared_matta(moves, self.seat, self.hand, self.table, self.events, self.rules)
        return moves

    def seen_cards(self) -> frozenset[Card]:
        """Every card this seat has seen: its hand, the table, and every card captured so far."""
        seen = set(self.hand)
        seen.update(self.table)
        for pile in self.captured:
            seen.update(pile)
        for play in self.history:
            seen.add(play.card)
        for hand in self.revealed:
            seen.update(hand)
        for event in self.events:
            seen.update(event.cards)
        return frozenset(seen)

    def unseen_cards(self) -> list[Card]:
        """The cards still hidden from this seat (in other hands or the stock), in deck order."""
        seen = self.seen_cards()
        return [c for c in Card.deck(self.rules) if c not in seen]

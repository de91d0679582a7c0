"""The parts of one hand's state and the read-only view of them; `Game` (game.py) adds the rules of play.

The history and the captured piles grow by one small tuple per play, a link `(previous link, *fields)`,
instead of a copy of everything before: a play's link holds a `Play`'s fields, a capture's the side and
the cards it won. `history` and `captured` turn the chains into tuples when first read, and keep them.
(Copying both forward on every play cost about 15% of a random hand's time; see scripts/bench/bench_engine.py.)
"""

from __future__ import annotations

from operator import attrgetter
from typing import Any, TypeVar

from .cards import Card
from .deal import HandSetting
from .extras import Event, Extras
from .legal import rank_key
from .moves import Play
from .position import Position
from .rules import Rules

Piles = tuple[tuple[Card, ...], ...]
Chain = Any  # None, or (previous link, *fields): see the module's docstring
State = TypeVar("State", bound="HandState")
_new_object = object.__new__  # looked up once: Python 3.11 does not specialise `object.__new__` lookups


def chain_of(items: tuple[tuple, ...]) -> Chain:
    """The chain holding `items` (each a tuple of fields), oldest first."""
    link = None
    for fields in items:
        link = (link, *fields)
    return link


def chain_items(link: Chain) -> list[tuple]:
    """The fields of every link of a chain, oldest first."""
    items = []
    while link is not None:
        items.append(link[1:])
        link = link[0]
    items.reverse()
    return items


def grown_piles(root_piles: Piles, captures: Chain) -> Piles:
    """The captured piles: `root_piles` and then the chain `captures` of (side, cards) links."""
    piles = [list(pile) for pile in root_piles]
    for side, cards in chain_items(captures):
        piles[side] += cards
    return tuple(map(tuple, piles))


class HandState:
    """A hand's state: build it with `new_state`; read it through the properties."""

    __slots__ = (
        "_setting", "_hands", "_table", "_stock", "_root_piles", "_captures", "_scope", "_last", "_to_move",
        "_plays", "_extras", "_over", "_leftover", "_rank_key", "_moves",
        "_captured", "_history",  # the chains as tuples, made when first read
    )

    @property
    def rules(self) -> Rules:
        return self._setting.rules

    @property
    def players(self) -> int:
        return self._setting.players

    @property
    def dealer(self) -> int:
        return self._setting.dealer

    @property
    def to_move(self) -> int:
        return self._to_move

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        return self._hands

    @property
    def table(self) -> tuple[Card, ...]:
        return self._table

    @property
    def stock(self) -> tuple[Card, ...]:
        return self._stock

    @property
    def captured(self) -> Piles:
        """Per side, the cards it captured, in the order taken."""
        if self._captured is None:
            self._captured = grown_piles(self._root_piles, self._captures)
        return self._captured

    @property
    def scope(self) -> tuple[int, ...]:
        return self._scope

    @property
    def last_capturer(self) -> int | None:
        return self._last

    # A getter in C: every playout loop asks this once a move, and a Python getter costs a call each time.
    is_over = property(attrgetter("_over"), doc="Whether every card is played (`score()` is then available).")

    @property
    def sides(self) -> tuple[int, ...]:
        return self._setting.sides

    @property
    def history(self) -> tuple[Play, ...]:
        """Every card played this hand, in order."""
        if self._history is None:
            self._history = tuple(Play(*fields) for fields in chain_items(self._plays))
        return self._history

    @property
    def leftover(self) -> tuple[Card, ...]:
        """The cards the last capturer took from the table when the hand ended (empty before then)."""
        return self._leftover

    @property
    def events(self) -> tuple[Event, ...]:
        """What the variant awarded outside play this hand (opening fifteen, declarations), in order."""
        return self._extras.events

    @property
    def revealed(self) -> tuple[tuple[Card, ...], ...]:
        """Per seat, the cards of a declared hand still held, which every player sees; () when none."""
        revealed = self._extras.revealed
        if not revealed:
            return ((),) * self.players
        return tuple(tuple(c for c in hand if c in held) for hand, held in zip(revealed, self._hands, strict=True))

    @property
    def bonus(self) -> tuple[tuple[tuple[str, int], ...], ...]:
        """Per side, the bonus points earned during the hand (declarations), by name."""
        return self._extras.bonus or ((),) * self._setting.n_sides

    def next_seat(self, seat: int) -> int:
        """The seat that plays after `seat`."""
        return self._setting.next_seat[seat]

    def _position(self) -> Position:
        """Every part of this state as one checked-format record (see position.py)."""
        setting = self._setting
        return Position(
            setting.rules, setting.dealer, setting.hand_size, self._to_move, self._hands, self._table, self._stock,
            self.captured, self._scope, self._last, self.history, self._over, self._leftover, self._extras,
        )

    def __eq__(self, other: object) -> bool:
        return isinstance(other, HandState) and self._position() == other._position()

    def __hash__(self) -> int:
        return hash(self._position())


def new_state(
    kind: type[State], setting: HandSetting, hands, table, stock, root_piles: Piles, captures: Chain, scope, last,
    to_move, plays: Chain, extras: Extras, over: bool = False, leftover: tuple[Card, ...] = (), key: int | None = None,
) -> State:
    """A state of class `kind` holding exactly these parts, unchecked. `root_piles`: the captured piles before
    the chain `captures` of (side, cards) links; `plays`: the chain of `Play`s; `key`: the table's rank key
    (see legal.py). A module function, not a classmethod: Python 3.11 specialises calls of these only."""
    state = _new_object(kind)
    state._setting = setting
    state._hands = hands
    state._table = table
    state._stock = stock
    state._root_piles = root_piles
    state._captures = captures
    state._scope = scope
    state._last = last
    state._to_move = to_move
    state._plays = plays
    state._extras = extras
    state._over = over
    state._leftover = leftover
    state._rank_key = rank_key(table) if key is None else key
    state._moves = None
    state._captured = None
    state._history = None
    return state

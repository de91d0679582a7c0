"""Legal moves: the rule of a turn, for any hand and table.

Per card of the hand, in hand order: every capture option, then the trail when the card captures nothing
or captures are optional. The engine's states, observations and hints all ask `hand_moves`; `Game` passes
the rank key it keeps up to date with its table, the rest let it be worked out.

Capture options depend only on the played rank and the table's ranks, so they are cached per played rank
(all four suits share an entry) by the table's rank multiset packed into one int, its rank key:
`RANK_KEY_BITS` bits of count per rank, kept up to date by `Game.play` with one addition or subtraction per
card, and hashed for free, unlike a tuple of ranks.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from .captures import Options, capture_kind, card_options
from .cards import ALL_CARDS, MAX_RANK, Card, table_sorted
from .moves import EMPTY, Move, make_move
from .rules import Rules

RANK_KEY_BITS = 3  # room for a count of 0-4 cards of one rank
# Per card (indexed by the card itself), what it adds to a rank key: one in its rank's count.
RANK_KEY_WEIGHT: tuple[int, ...] = tuple(1 << (RANK_KEY_BITS * (card.rank - 1)) for card in ALL_CARDS)
# Per card (indexed by the card itself), its rank: a tuple is read faster than `card.rank`.
_RANK_OF: tuple[int, ...] = tuple(card.rank for card in ALL_CARDS)

# Moves are immutable, so the commonest are made once and shared: every trail, and every capture of a
# single card (by the card played, then the card taken).
TRAILS: tuple[Move, ...] = tuple(make_move(card, EMPTY) for card in ALL_CARDS)
_TAKE_ONE: tuple[tuple[Move, ...], ...] = tuple(
    tuple(make_move(card, frozenset((taken,))) for taken in ALL_CARDS) for card in ALL_CARDS
)


@cache
def _take_two(card: Card, first: Card, second: Card) -> Move:
    """A capture of two cards, made once when first needed and then shared like `_TAKE_ONE`'s (a few
    thousand at most: only pairs a card can take are ever asked for)."""
    return make_move(card, frozenset((first, second)))


# Per capture rule (capture kind, ace takes all, even with an ace there): its `option_rows`.
_ROWS: dict[tuple[int, bool, bool], dict[int, list[Options | None]]] = {}
_ROWS_LIMIT = 200_000


def rank_key(table: Sequence[Card]) -> int:
    """The rank multiset of `table` as one int (see the module's docstring)."""
    return sum(RANK_KEY_WEIGHT[card] for card in table)


def hand_moves(hand: Sequence[Card], table: Sequence[Card], rules: Rules) -> list[Move]:
    """Every legal move of a seat holding `hand` with `table` on the table.

    >>> [str(m) for m in hand_moves([Card.parse("5c"), Card.parse("9b")], [Card.parse("5s")], Rules())]
    ['5c:5s', '9b']
    """
    table = table_sorted(table)
    return moves_on_table(hand, table, rank_key(table), option_rows(rules), rules)


def option_rows(rules: Rules) -> dict[int, list[Options | None]]:
    """The cache of capture options for `rules`' capture rule: rank key -> per played rank (the index) its
    options as table indices, or None until asked for."""
    return _ROWS.setdefault((capture_kind(rules), rules.ace_takes_all, rules.ace_takes_all_with_ace), {})


def moves_on_table(
    hand: Sequence[Card], table: tuple[Card, ...], key: int, rows: dict[int, list[Options | None]], rules: Rules
) -> list[Move]:
    """`hand_moves` for a table in table order, with its rank key and `option_rows(rules)` at hand (the
    engine keeps both for its states)."""
    if not table:
        return list(map(TRAILS.__getitem__, hand))
    row = rows.get(key)
    if row is None:
        if len(rows) >= _ROWS_LIMIT:
            rows.clear()
        row = rows[key] = [None] * (MAX_RANK + 1)
    mandatory = rules.capture_mandatory
    moves: list[Move] = []
    for card in hand:
        rank = _RANK_OF[card]
        options = row[rank]
        if options is None:
            options = row[rank] = card_options(card, table, rules)
        for idx in options:
            if len(idx) == 1:
                moves.append(_TAKE_ONE[card][table[idx[0]]])
            elif len(idx) == 2:
                moves.append(_take_two(card, table[idx[0]], table[idx[1]]))
            else:
                moves.append(make_move(card, frozenset(map(table.__getitem__, idx))))
        if not options or not mandatory:
            moves.append(TRAILS[card])
    return moves

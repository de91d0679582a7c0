"""Which table cards a played card may take.

Capture options depend only on the played rank and the table's ranks. With the table kept in rank order,
a played rank can only take from a prefix of it (the cards up to its own rank, or up to 15 minus it), so
options are found once per (rank, prefix) as tuples of table indices and cached (`sorted_rank_options`);
the engine adds a cache per table rank multiset and card (`keyed_row`). The options for a concrete card
and table are then built from those indices. `options_row`/`rank_options` cache by a whole tuple of ranks
in any order, for the bots' simulator.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence

from .cards import ALL_CARDS, MAX_RANK, Card, as_card, table_sorted
from .rules import Rules

# Per capture kind: table ranks -> per played rank (index = rank) its options as index tuples, or None
# until first asked for.
_KIND_MATCH_OR_SUM = 0
_KIND_FIFTEEN = 1
_KIND_EITHER = 2
_KINDS = {"match_or_sum": _KIND_MATCH_OR_SUM, "fifteen": _KIND_FIFTEEN, "match_sum_or_fifteen": _KIND_EITHER}
OPTION_ROWS: tuple[dict[tuple[int, ...], list], ...] = ({}, {}, {})
_CACHE_LIMIT = 200_000


# The engine keys its own cache by a table's rank multiset packed into one int (three bits of count per
# rank): kept up to date with one addition a play, and hashed for free, unlike a tuple of ranks. A keyed
# row holds, per card (indexed by the card itself), its options on that table, or None until asked for.
RANK_WEIGHT: tuple[int, ...] = tuple(1 << (3 * (c.rank - 1)) for c in ALL_CARDS)
KEYED_ROWS: tuple[dict[int, list], ...] = ({}, {}, {})
# Behind the keyed rows: options by played rank and the part of a sorted table it could take (below).
_PREFIX_OPTIONS: tuple[dict[tuple[int, tuple[int, ...]], tuple], ...] = ({}, {}, {})


def rank_key(table: Sequence[Card]) -> int:
    """The rank multiset of `table` as one int (see RANK_WEIGHT)."""
    key = 0
    for card in table:  # on a table's few cards a loop costs half of sum(map(...)) in Python 3.11
        key += RANK_WEIGHT[card]
    return key


def table_ranks(table: Sequence[Card]) -> tuple[int, ...]:
    """The ranks of `table`'s cards, in its order (sorted, for a table in table order)."""
    return tuple([card.rank for card in table])


def keyed_row(kind: int, key: int) -> list:
    """The cached row for a table of rank multiset `key`, as `options_row` does for a tuple of ranks."""
    rows = KEYED_ROWS[kind]
    row = rows.get(key)
    if row is None:
        if len(rows) >= _CACHE_LIMIT:
            rows.clear()
        row = rows[key] = [None] * len(ALL_CARDS)
    return row


def sorted_rank_options(kind: int, ranks: tuple[int, ...], rank: int) -> tuple[tuple[int, ...], ...]:
    """`rank_options` for a table whose `ranks` are sorted, cached by the part that matters.

    A played rank can only take table cards up to a limit (its own rank to match or sum, 15 minus it for
    the 15 rule), and on a sorted table those are a prefix, with the same indices: so the options are
    cached by (rank, that prefix), which many tables share, rather than computed afresh per table.
    """
    limit = _LIMITS[kind][rank]
    end = bisect_right(ranks, limit) if ranks and ranks[-1] > limit else len(ranks)
    key = (rank, ranks[:end])
    cache = _PREFIX_OPTIONS[kind]
    found = cache.get(key)
    if found is None:
        if len(cache) >= _CACHE_LIMIT:
            cache.clear()
        found = cache[key] = _options(kind, key[1], rank)
    return found


def capture_kind(rules: Rules) -> int:
    """Which capture rule applies: match-or-sum, the 15 rule, or either (cirulla)."""
    return _KINDS[rules.capture_rule]


def subsets_summing_to(total: int, ranks: tuple[int, ...], min_size: int) -> list[tuple[int, ...]]:
    """Every set of indices into `ranks` whose ranks add up to `total`, with at least `min_size` members.

    Indices in each set are increasing, and sets come in lexicographic order of their indices.
    """
    found: list[tuple[int, ...]] = []
    n = len(ranks)
    chosen: list[int] = []

    def walk(start: int, remaining: int) -> None:
        for i in range(start, n):
            r = ranks[i]
            if r > remaining:
                continue
            chosen.append(i)
            if r == remaining:
                if len(chosen) >= min_size:
                    found.append(tuple(chosen))
            elif i + 1 < n:
                walk(i + 1, remaining - r)
            chosen.pop()

    walk(0, total)
    return found


def options_row(kind: int, ranks: tuple[int, ...]) -> list:
    """The cached row for a table of `ranks` (kept sorted by the engine): fill entries with `rank_options`."""
    rows = OPTION_ROWS[kind]
    row = rows.get(ranks)
    if row is None:
        if len(rows) >= _CACHE_LIMIT:
            rows.clear()
        row = rows[ranks] = [None] * (MAX_RANK + 1)
    return row


def rank_options(kind: int, ranks: tuple[int, ...], rank: int, row: list) -> tuple[tuple[int, ...], ...]:
    """The options (index tuples) of a played `rank` on a table of `ranks`, memoised in `row`."""
    found = row[rank]
    if found is None:
        found = row[rank] = _options(kind, ranks, rank)
    return found


def _options(kind: int, ranks: tuple[int, ...], rank: int) -> tuple[tuple[int, ...], ...]:
    if kind == _KIND_FIFTEEN:
        return tuple(subsets_summing_to(15 - rank, ranks, 1))
    # A card of the same rank must be taken before any sum (match-over-sum, every source).
    found = tuple((i,) for i, r in enumerate(ranks) if r == rank) or tuple(subsets_summing_to(rank, ranks, 2))
    if kind == _KIND_EITHER:
        # Cirulla: a capture making 15 with the card played is always a further choice.
        found += tuple(s for s in subsets_summing_to(15 - rank, ranks, 1) if s not in found)
    return found


# Per capture kind and played rank, the highest table rank that can take part in a capture.
_LIMITS = (
    tuple(range(MAX_RANK + 1)),
    tuple(min(MAX_RANK, 15 - r) for r in range(MAX_RANK + 1)),
    tuple(max(r, min(MAX_RANK, 15 - r)) for r in range(MAX_RANK + 1)),
)


def capture_options(card: Card, table: tuple[Card, ...], rules: Rules) -> list[frozenset[Card]]:
    """The engine's fast path behind `legal_captures`: `card` is a Card and `table` a tuple of Cards."""
    if not table:
        return []
    table = table_sorted(table)  # the cache is keyed by sorted ranks, as the engine keeps its table
    if rules.ace_takes_all and card.rank == 1:
        return ace_options(table, rules)
    return option_sets(capture_kind(rules), table, card.rank)


def option_sets(kind: int, table: tuple[Card, ...], rank: int) -> list[frozenset[Card]]:
    """The options of a played `rank` as sets of the cards of `table` (in table order) they take."""
    options = sorted_rank_options(kind, table_ranks(table), rank)
    return [frozenset(map(table.__getitem__, idx)) for idx in options]


def ace_options(table: tuple[Card, ...], rules: Rules) -> list[frozenset[Card]]:
    """Asso piglia tutto: an ace takes the whole table; with an ace already there, it captures as usual.

    `table` is in table order (as the engine keeps it)."""
    if any(c.rank == 1 for c in table):
        return option_sets(capture_kind(rules), table, 1)
    return [frozenset(table)]


def legal_captures(
    card: Card | str, table: Sequence[Card | str], rules: Rules | None = None
) -> list[frozenset[Card]]:
    """Every legal capture option for playing `card` onto `table`; `[]` means the card trails.

    Two table cards of the played rank are two options; a sum found in several ways is several options.
    """
    return capture_options(as_card(card), tuple(as_card(c) for c in table), rules or _CLASSIC)


_CLASSIC = Rules()

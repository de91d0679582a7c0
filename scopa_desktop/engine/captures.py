"""Which table cards a played card may take.

Capture options depend only on the played rank and the table's ranks, so they are found as tuples of
table indices and cached by ranks; the options for a concrete card and table are then built from those
indices. Two caches serve two callers:

- `sorted_rank_options`, for a table in table order (the engine's): a played rank can only take the
  cards up to a limit (its own rank to match or sum, 15 minus it for the 15 rule), a prefix of a sorted
  table, so options are cached by (rank, that prefix), which many tables share.
- `options_row` / `rank_options`, by a whole tuple of ranks in any order, for the bots' simulator.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable, Sequence

from .cards import MAX_RANK, Card, as_card, table_sorted
from .rules import Rules

# The capture rules, as the small ints the caches are indexed by.
KIND_MATCH_OR_SUM = 0
KIND_FIFTEEN = 1
KIND_EITHER = 2  # Cirulla: match or sum, or make 15 with the card played
FEWEST = 3  # added to a kind under `fewest_cards_capture`: kinds 3, 4, 5 are 0, 1, 2 keeping the smallest sets
_KINDS = {"match_or_sum": KIND_MATCH_OR_SUM, "fifteen": KIND_FIFTEEN, "match_sum_or_fifteen": KIND_EITHER}
_CACHE_LIMIT = 200_000  # entries per cache before it is emptied (a long bot session stays bounded)
Options = tuple[tuple[int, ...], ...]  # capture options as tuples of table indices

# Per capture kind: a tuple of table ranks -> per played rank (the index) its options, or None until asked.
_OPTION_ROWS: tuple[dict[tuple[int, ...], list], ...] = tuple({} for _ in range(2 * FEWEST))
# Per capture kind: (played rank, the sorted table ranks it could take part in) -> its options.
_PREFIX_OPTIONS: tuple[dict[tuple[int, tuple[int, ...]], Options], ...] = tuple({} for _ in range(2 * FEWEST))


def capture_kind(rules: Rules) -> int:
    """Which capture rule applies: match-or-sum, the 15 rule, or either (cirulla), plus `FEWEST` when only
    the sets with the fewest cards may be taken."""
    return _KINDS[rules.capture_rule] + (FEWEST if rules.fewest_cards_capture else 0)


def base_kind(kind: int) -> int:
    """The capture rule of `kind` without the fewest-cards rule: KIND_MATCH_OR_SUM, KIND_FIFTEEN or KIND_EITHER."""
    return kind % FEWEST


def table_ranks(table: Sequence[Card]) -> tuple[int, ...]:
    """The ranks of `table`'s cards, in its order (sorted, for a table in table order)."""
    return tuple([card.rank for card in table])


def sorted_rank_options(kind: int, ranks: tuple[int, ...], rank: int) -> Options:
    """The options of a played `rank` on a table whose `ranks` are sorted, cached by the part that matters."""
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


def options_row(kind: int, ranks: tuple[int, ...]) -> list:
    """The cached row for a table of `ranks` (in any order): fill its entries with `rank_options`."""
    rows = _OPTION_ROWS[kind]
    row = rows.get(ranks)
    if row is None:
        if len(rows) >= _CACHE_LIMIT:
            rows.clear()
        row = rows[ranks] = [None] * (MAX_RANK + 1)
    return row


def rank_options(kind: int, ranks: tuple[int, ...], rank: int, row: list) -> Options:
    """The options (index tuples) of a played `rank` on a table of `ranks`, memoised in `row`."""
    found = row[rank]
    if found is None:
        found = row[rank] = _options(kind, ranks, rank)
    return found


def _options(kind: int, ranks: tuple[int, ...], rank: int) -> Options:
    fewest = _fewest if kind >= FEWEST else _all
    kind = base_kind(kind)
    if kind == KIND_FIFTEEN:
        return tuple(fewest(subsets_summing_to(15 - rank, ranks, 1)))
    # A card of the same rank must be taken before any sum (match-over-sum, every source).
    found = tuple((i,) for i, r in enumerate(ranks) if r == rank) or tuple(fewest(subsets_summing_to(rank, ranks, 2)))
    if kind == KIND_EITHER:
        # Cirulla: a capture making 15 with the card played is always a further choice; the fewest-cards
        # rule picks among the fifteens on their own, as match-over-sum leaves the fifteens alone.
        found += tuple(s for s in fewest(subsets_summing_to(15 - rank, ranks, 1)) if s not in found)
    return found


def _all(sets: list[tuple[int, ...]]) -> list[tuple[int, ...]]:
    return sets


def _fewest(sets: list[tuple[int, ...]]) -> list[tuple[int, ...]]:
    """The sets with the fewest cards (the fewest-cards capture rule)."""
    least = min(map(len, sets), default=0)
    return [s for s in sets if len(s) == least]


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


# Per capture kind and played rank, the highest table rank that can take part in a capture.
_LIMITS = (
    tuple(range(MAX_RANK + 1)),
    tuple(min(MAX_RANK, 15 - r) for r in range(MAX_RANK + 1)),
    tuple(max(r, min(MAX_RANK, 15 - r)) for r in range(MAX_RANK + 1)),
) * 2  # the same limits with the fewest-cards rule


def takes_whole_table(rank: int, ranks: Sequence[int], rules: Rules) -> bool:
    """Whether a played `rank` takes the whole table of `ranks` (not empty) whatever it adds up to: asso
    piglia tutto's ace, unless an ace lies there (the ace played then captures as any card does) and the
    strict rule `ace_takes_all_with_ace` is off.

    >>> assi = Rules.preset("scopa_d_assi")
    >>> takes_whole_table(1, (5, 9), assi), takes_whole_table(1, (1, 9), assi), takes_whole_table(1, (5, 9), Rules())
    (True, False, False)
    """
    return rules.ace_takes_all and rank == 1 and (rules.ace_takes_all_with_ace or 1 not in ranks)


def is_ace_sweep(taken: Iterable[Card], rules: Rules) -> bool:
    """Whether an ace that took `taken` (the whole table) took it by asso piglia tutto rather than as any
    card would (a natural capture, which may be a scopa): with an ace lying there, it captured as any card
    does, unless the strict rule swept the table anyway; then only a natural capture (a lone ace) is one.
    """
    ranks = tuple(sorted(card.rank for card in taken))
    if not rules.ace_takes_all_with_ace:
        return 1 not in ranks
    return tuple(range(len(ranks))) not in _options(base_kind(capture_kind(rules)), ranks, 1)


def card_options(card: Card, table: Sequence[Card], rules: Rules) -> Options:
    """`card`'s capture options on `table`, which must be in table order, as tuples of table indices."""
    ranks = table_ranks(table)
    if takes_whole_table(card.rank, ranks, rules):
        return (tuple(range(len(table))),)
    return sorted_rank_options(capture_kind(rules), ranks, card.rank)


def capture_options(card: Card, table: Sequence[Card], rules: Rules) -> list[frozenset[Card]]:
    """`legal_captures` for a Card and Cards (no text): every capture option, in a fixed order."""
    table = table_sorted(table)
    return [frozenset(map(table.__getitem__, idx)) for idx in card_options(card, table, rules)] if table else []


def legal_captures(
    card: Card | str, table: Sequence[Card | str], rules: Rules | None = None
) -> list[frozenset[Card]]:
    """Every legal capture option for playing `card` onto `table`; `[]` means the card trails.

    Two table cards of the played rank are two options; a sum found in several ways is several options.

    >>> [sorted(map(str, option)) for option in legal_captures("7d", ["3c", "4s", "7b"])]
    [['7b']]
    >>> [sorted(map(str, option)) for option in legal_captures("5d", ["1c", "4s", "2b", "3b"])]
    [['1c', '4s'], ['2b', '3b']]
    """
    return capture_options(as_card(card), tuple(as_card(c) for c in table), rules or _CLASSIC)


_CLASSIC = Rules()

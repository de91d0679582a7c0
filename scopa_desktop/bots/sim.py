"""A fast, mutable simulation of one hand on plain ints, for the search bots.

The engine's `Game` is immutable and validates every move: right for the product, too slow for the
thousands of playouts a search makes per move. This module plays the same rules on card ids (a `Card`
is an int: (rank - 1) * 4 + suit index) held in lists that are copied once per playout. Capture options
come from the engine's cached tables (`options_row`/`rank_options`), so match-over-sum and the 15 rule
are the engine's own. Rule sets with fields this module does not know fall back (see `supported`).
"""

from __future__ import annotations

import dataclasses

from ..engine import (
    ALL_CARDS,
    MATTA,
    SETTEBELLO,
    Rules,
    bonus_points,
    capture_kind,
    declaration,
    is_scopa,
    matta_value,
    options_row,
    rank_options,
    takes_whole_table,
)

# Per card id: rank, suit index (0 = coins), primiera value.
RANK = [c.rank for c in ALL_CARDS]
SUIT = ["dcsb".index(c.suit) for c in ALL_CARDS]
PRIM = [c.primiera for c in ALL_CARDS]
TRAIL = ()  # the capture of a trail: no table indices
MATTA_ID = int(MATTA)

# Rule fields whose effect this simulator models; any other field with a non-default value means the
# search bots judge instead of searching (see levels.SearchBot).
_MODELLED = {
    "primiera", "scopa_on_final_play", "ties_award_all", "re_bello", "napola", "redeal_kings", "deck_size",
    "deal", "direction", "capture_mandatory", "capture_rule", "ace_takes_all", "partnerships", "players",
    "target", "forfeit_seven_zero", "name", "grande", "piccola", "ace_sweep_is_scopa",
    # Honoured by the engine's own helpers read here: the capture kind and `takes_whole_table`.
    "ace_takes_all_with_ace", "fewest_cards_capture",
    # These act at the deal only, before any bot is asked: a position in play is the same with them.
    "redeal_aces", "opening_fifteen",
    # Cirulla: every seat declares a hand that scores as soon as it is dealt (`declare`, as the bots do), and
    # a declared matta plays as its declared rank (`moves`).
    "declarations", "matta",
}


def supported(rules: Rules) -> bool:
    """Whether this simulator plays `rules` exactly (unknown variant fields at their defaults are fine)."""
    for f in dataclasses.fields(rules):
        if f.name in _MODELLED:
            continue
        default = f.default if f.default is not dataclasses.MISSING else None
        if getattr(rules, f.name) != default:
            return False
    return True


class Setting:
    """What stays fixed during a hand."""

    __slots__ = ("rules", "n", "sides", "n_sides", "after", "hand_size", "kind", "ace_all", "mandatory", "declares")

    def __init__(self, rules: Rules, n: int, sides: tuple[int, ...], hand_size: int) -> None:
        self.rules = rules
        self.n = n
        self.sides = sides
        self.n_sides = max(sides) + 1
        self.after = tuple(rules.next_seat(seat, n) for seat in range(n))  # per seat, the seat that plays next
        self.hand_size = hand_size
        self.kind = capture_kind(rules)
        self.ace_all = rules.ace_takes_all
        self.mandatory = rules.capture_mandatory
        self.declares = rules.declarations


class State:
    """A mutable hand in progress. `hands` per seat, `piles` per side: lists of card ids. `bonus`, per side,
    the points declared this hand (Cirulla; replaced, never changed in place, so copies share it);
    `matta_rank`, the rank a declared matta plays as while its holder keeps it (0: none)."""

    __slots__ = ("st", "hands", "table", "stock", "piles", "scope", "last", "to_move", "over", "bonus", "matta_rank")

    def __init__(self, st: Setting, hands, table, stock, piles, scope, last: int, to_move: int,
                 bonus: list[int] | None = None, matta_rank: int = 0) -> None:
        self.st = st
        self.hands = hands
        self.table = table
        self.stock = stock
        self.piles = piles
        self.scope = scope
        self.last = last
        self.to_move = to_move
        self.over = False
        self.bonus = bonus if bonus is not None else [0] * st.n_sides
        self.matta_rank = matta_rank

    def copy(self) -> State:
        s = State.__new__(State)
        s.st = self.st
        s.hands = list(map(list.copy, self.hands))
        s.table = self.table[:]
        s.stock = self.stock[:]
        s.piles = list(map(list.copy, self.piles))
        s.scope = self.scope[:]
        s.last = self.last
        s.to_move = self.to_move
        s.over = self.over
        s.bonus = self.bonus
        s.matta_rank = self.matta_rank
        return s

    def remaining(self) -> int:
        """Cards still to be played."""
        return sum(len(h) for h in self.hands) + len(self.stock)


def options(st: Setting, table: list[int], card: int) -> tuple[tuple[int, ...], ...]:
    """Capture options (tuples of table indices) for `card`; () means it must trail."""
    if not table:
        return ()
    r = RANK[card]
    ranks = tuple([RANK[c] for c in table])
    if r == 1 and st.ace_all and takes_whole_table(r, ranks, st.rules):
        return (tuple(range(len(table))),)
    row = options_row(st.kind, ranks)
    found = row[r]
    if found is None:
        found = rank_options(st.kind, ranks, r, row)
    return found


def moves(state: State) -> list[tuple[int, tuple[int, ...]]]:
    """Legal moves of the seat to move as (card id, table indices taken); a trail takes ()."""
    st = state.st
    table = state.table
    out = []
    for card in state.hands[state.to_move]:
        opts = options(st, table, declared_as(state) if card == MATTA_ID and state.matta_rank else card)
        for o in opts:
            out.append((card, o))
        if not opts or not st.mandatory:
            out.append((card, TRAIL))
    return out


def declared_as(state: State) -> int:
    """A card of the rank the declared matta plays as (Cirulla): capture options depend on the rank only."""
    return (state.matta_rank - 1) * 4 + SUIT[MATTA_ID]


def play(state: State, card: int, idx: tuple[int, ...]) -> bool:
    """Play a move in place; returns whether it was a scopa. Deals and ends the hand as the engine does."""
    st = state.st
    seat = state.to_move
    state.hands[seat].remove(card)
    if card == MATTA_ID:
        state.matta_rank = 0  # laid down, it is the 7 of cups again
    table = state.table
    scopa = False
    if idx:
        side = st.sides[seat]
        pile = state.piles[side]
        if len(idx) == len(table):
            final = not state.stock and not any(state.hands)
            if is_scopa(st.rules, ALL_CARDS[card], [ALL_CARDS[c] for c in table], final):
                state.scope[side] += 1
                scopa = True
            pile.extend(table)
            table.clear()
        else:
            for i in sorted(idx, reverse=True):
                pile.append(table.pop(i))
        pile.append(card)
        state.last = seat
    else:
        table.append(card)
    state.to_move = st.after[seat]
    if not any(state.hands):
        settle(state)
    return scopa


def settle(state: State) -> None:
    """Every hand is empty: deal the next round from the stock, or end the hand."""
    st = state.st
    stock = state.stock
    n = st.n
    if stock:
        per = min(st.hand_size, len(stock) // n)
        # The next round is dealt in turn order from the seat to move (the dealer's neighbour).
        pos = 0
        for _ in range(per):
            seat = state.to_move
            for _ in range(n):
                state.hands[seat].append(stock[pos])
                pos += 1
                seat = st.after[seat]
        del stock[:pos]
        if per:
            if st.declares:
                declare(state, range(n))
            return
    state.over = True
    if state.table and state.last >= 0:
        state.piles[st.sides[state.last]].extend(state.table)
        state.table.clear()


def declare(state: State, seats) -> None:
    """Each of `seats` declares its hand if it scores (Cirulla, the engine's `declaration`): its side gets
    the points, and a matta in it plays as the rank it stands for."""
    st = state.st
    for seat in seats:
        hand = state.hands[seat]
        cards = tuple(ALL_CARDS[c] for c in hand)
        found = declaration(cards, st.rules)
        if found is None:
            continue
        kind, points = found
        bonus = state.bonus[:]
        bonus[st.sides[seat]] += points
        state.bonus = bonus
        if st.rules.matta and MATTA_ID in hand:
            state.matta_rank = matta_value(kind, cards)


def totals(state: State) -> list[int]:
    """Each side's points for the finished hand (the engine's scoring, on ids), declarations included."""
    out = score_piles(state.st, state.piles, state.scope)
    return [t + b for t, b in zip(out, state.bonus, strict=True)]


def score_piles(st: Setting, piles: list[list[int]], scope: list[int]) -> list[int]:
    rules = st.rules
    ties = rules.ties_award_all
    k = len(piles)
    out = list(scope)
    _award(out, [len(p) for p in piles], [len(p) > 0 for p in piles], ties)
    coins = [sum(1 for c in p if SUIT[c] == 0) for p in piles]
    _award(out, coins, [n > 0 for n in coins], ties)
    for i in range(k):
        if SETTEBELLO in piles[i]:
            out[i] += 1
            break
    mode = rules.primiera
    if mode != "off":
        values = []
        ok = []
        for p in piles:
            if mode == "per_suit":
                best = [0, 0, 0, 0]
                for c in p:
                    v = PRIM[c]
                    s = SUIT[c]
                    if v > best[s]:
                        best[s] = v
                values.append(sum(best))
                ok.append(all(best))
            elif mode == "top_four":
                values.append(sum(sorted((PRIM[c] for c in p), reverse=True)[:4]))
                ok.append(True)
            else:
                values.append(sum(1 for c in p if RANK[c] == 7))
                ok.append(True)
        eligible = [o and v > 0 for o, v in zip(ok, values, strict=True)]
        if not any(eligible) and mode == "per_suit":
            eligible = [v > 0 for v in values]
        _award(out, values, eligible, ties)
    if _has_bonus_cards(rules):
        for i, p in enumerate(piles):
            out[i] += sum(points for _name, points in bonus_points([ALL_CARDS[c] for c in p], rules))
    return out


def _has_bonus_cards(rules: Rules) -> bool:
    """Whether some cards score on their own beyond the settebello (re bello, napola, grande, piccola)."""
    return rules.re_bello or rules.napola or rules.grande or rules.piccola


def _award(out: list[int], values: list[int], eligible: list[bool], ties: bool) -> None:
    best = None
    for v, e in zip(values, eligible, strict=True):
        if e and (best is None or v > best):
            best = v
    if best is None:
        return
    leaders = [i for i, (v, e) in enumerate(zip(values, eligible, strict=True)) if e and v == best]
    if len(leaders) == 1 or ties:
        for i in leaders:
            out[i] += 1


class Scorer:
    """Scores the finished descendants of one state fast: the piles' figures at that state are counted
    once, and each finish only adds the cards captured since (piles only ever grow). Rule sets with
    bonuses or top-four primiera use `score_piles` in full."""

    __slots__ = ("st", "fast", "base_len", "base")

    def __init__(self, state: State) -> None:
        st = self.st = state.st
        rules = st.rules
        self.fast = rules.primiera in ("per_suit", "most_sevens", "off") and not _has_bonus_cards(rules)
        self.base_len = [len(p) for p in state.piles]
        self.base = [figures(p, 0, [0, 0, 0, 0, 0, 0, 0, 0]) for p in state.piles]

    def totals(self, state: State) -> list[int]:
        if not self.fast:
            out = score_piles(self.st, state.piles, state.scope)
            return [t + b for t, b in zip(out, state.bonus, strict=True)]
        figs = [
            figures(p, start, base[:]) for p, start, base in zip(state.piles, self.base_len, self.base, strict=True)
        ]
        st = self.st
        ties = st.rules.ties_award_all
        out = [a + b for a, b in zip(state.scope, state.bonus, strict=True)]
        _award(out, [f[0] for f in figs], [f[0] > 0 for f in figs], ties)
        _award(out, [f[1] for f in figs], [f[1] > 0 for f in figs], ties)
        for i, f in enumerate(figs):
            if f[2]:
                out[i] += 1
                break
        mode = st.rules.primiera
        if mode == "per_suit":
            values = [f[3] + f[4] + f[5] + f[6] for f in figs]
            eligible = [v > 0 and f[3] and f[4] and f[5] and f[6] for v, f in zip(values, figs, strict=True)]
            if not any(eligible):
                eligible = [v > 0 for v in values]
            _award(out, values, eligible, ties)
        elif mode == "most_sevens":
            values = [f[7] for f in figs]
            _award(out, values, [v > 0 for v in values], ties)
        return out


def figures(pile: list[int], start: int, f: list[int]) -> list[int]:
    """Add pile[start:] to figures [cards, coins, settebello, best primiera per suit (4), sevens]."""
    f[0] += len(pile) - start
    for k in range(start, len(pile)):
        c = pile[k]
        s = SUIT[c]
        if s == 0:
            f[1] += 1
            if c == SETTEBELLO:
                f[2] = 1
        v = PRIM[c]
        if v > f[3 + s]:
            f[3 + s] = v
        if v == 21:
            f[7] += 1
    return f

"""One hand of Scopa, from the deal until the table is cleared and scored.

`Game` is immutable: `play` returns a new state and leaves the old one as it was. States are built
through `_build`, which skips validation (the engine's own moves are legal by construction); every
public way in (`new`, `from_position`, `from_dict`, `play`) validates its input first.

Search bots and simulations play millions of moves, so a state holds little and shares much: what is
fixed for the hand lives in one shared `_Setting`; the history and the captured piles are chains of
small links (one per play, one per capture) that `history` and `captured` turn into tuples when first
asked for; the table's ranks are one int (`captures.rank_key`) for the capture-options cache; moves that
take one or two cards are made once and shared. The hot paths (`legal_moves`, `play`) avoid comprehensions
and other per-move Python calls, and on a few cards prefer a plain loop to map/filter over a bound method,
which costs more in Python 3.11 (measured with `scripts/bench_engine.py` and instruction counts).
"""

from __future__ import annotations

import random
from bisect import bisect_right
from collections.abc import Sequence
from functools import partial
from itertools import chain, repeat, starmap
from operator import attrgetter
from typing import Any, NamedTuple

from .captures import (
    KEYED_ROWS,
    ace_options,
    capture_kind,
    keyed_row,
    option_sets,
    rank_key,
    sorted_rank_options,
    table_ranks,
)
from .captures import RANK_WEIGHT as _WEIGHT
from .cards import ALL_CARDS, Card, as_card, table_sorted
from .extras import (
    NO_EXTRAS,
    Event,
    declare,
    empty_extras,
    extras_from_data,
    extras_to_data,
    opening_fifteen_scope,
)
from .moves import EMPTY, Move
from .rules import Rules
from .scoring import HandScore, score_piles


class Play(NamedTuple):
    """One card played: who played it, what it took, and whether it was a scopa."""

    seat: int
    card: Card
    capture: tuple[Card, ...]
    scopa: bool


_new_tuple = tuple.__new__
# Moves are immutable, so the commonest ones are made once and shared: every trail, and every capture of
# a single card (indexed by the cards' own values).
_TRAILS: tuple[Move, ...] = tuple(_new_tuple(Move, (card, EMPTY)) for card in ALL_CARDS)
_TAKE_ONE: tuple[tuple[Move, ...], ...] = tuple(
    tuple(_new_tuple(Move, (card, frozenset((other,)))) for other in ALL_CARDS) for card in ALL_CARDS
)
# ... and, made when first needed, every capture of two cards: per card, by the pair (as first * 64 + second).
_TAKE_TWO: tuple[dict[int, Move], ...] = tuple({} for _ in ALL_CARDS)
_new_object = object.__new__


def deal_plan(rules: Rules, players: int) -> tuple[int, int]:
    """(opening table cards, cards per hand in a deal) for this rule set and player count."""
    if rules.deal == "scopone":
        return 0, 10
    if rules.deal == "scopone_classico":
        return 4, 9
    return (5 if players == 5 else 4), 3


def king_rank(rules: Rules) -> int:
    return 13 if rules.deck_size == 52 else 10


class _Setting:
    """What stays the same for a whole hand, shared by every state of it.

    A class with slots rather than a NamedTuple: the hot path reads these fields many times a move, and
    Python 3.11 only specialises attribute reads of slots. Equal when made from equal rules, count, dealer
    and hand size (everything else follows from those).
    """

    rules: Rules
    n: int
    dealer: int
    step: int
    sides: tuple[int, ...]
    hand_size: int
    kind: int
    ace_takes_all: bool
    capture_mandatory: bool
    order: tuple[int, ...]  # seats in turn order, starting with the one after the dealer
    final_scopa: bool
    rows: dict  # the capture-options cache for this capture kind
    plain: bool  # captures mandatory and no ace-takes-all: the fast path for legal moves
    has_extras: bool  # the rules award points or reveal hands outside play (see extras.py)
    offsets: tuple[int, ...]  # per seat, its place in the turn order: where its cards start in a deal
    no_piles: tuple[tuple[Card, ...], ...]  # an empty captured pile per side
    no_scope: tuple[int, ...]  # no scope per side
    deal_size: int  # cards in a full round's deal ...
    deal_slices: tuple[slice, ...]  # ... and, per seat, the slice of the stock it is dealt
    after: tuple[int, ...]  # per seat, the seat that plays next
    __slots__ = tuple(__annotations__)

    def __init__(self, *values) -> None:
        for name, value in zip(self.__slots__, values, strict=True):
            object.__setattr__(self, name, value)

    def _key(self) -> tuple:
        return (self.rules, self.n, self.dealer, self.hand_size)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Setting) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())


_SETTINGS: dict[tuple[int, int, int, int], _Setting] = {}


def _setting(rules: Rules, n: int, dealer: int, hand_size: int) -> _Setting:
    """The shared per-hand setting, cached: search bots start thousands of hands with the same rules.

    Keyed by id(rules): the cached setting holds `rules` itself, so that id cannot be reused while cached.
    """
    key = (id(rules), n, dealer, hand_size)
    found = _SETTINGS.get(key)
    if found is None:
        if len(_SETTINGS) > 4096:
            _SETTINGS.clear()
        found = _SETTINGS[key] = _make_setting(rules, n, dealer, hand_size)
    return found


def _make_setting(rules: Rules, n: int, dealer: int, hand_size: int) -> _Setting:
    step = 1 if rules.direction == "counterclockwise" else -1
    order = tuple((dealer + step * (i + 1)) % n for i in range(n))
    offsets = tuple(order.index(seat) for seat in range(n))
    sides = rules.sides_for(n)
    n_sides = max(sides) + 1
    return _Setting(
        rules, n, dealer, step, sides, hand_size, capture_kind(rules), rules.ace_takes_all,
        rules.capture_mandatory, order, rules.scopa_on_final_play,
        KEYED_ROWS[capture_kind(rules)], rules.capture_mandatory and not rules.ace_takes_all,
        rules.opening_fifteen or rules.declarations, offsets, ((),) * n_sides, (0,) * n_sides, hand_size * n,
        tuple(slice(offset, hand_size * n, n) for offset in offsets), tuple((seat + step) % n for seat in range(n)),
    )


Piles = tuple[tuple[Card, ...], ...]


class _Start(NamedTuple):
    """What `Game.new` needs for a rule set, player count and dealer, found once (see `_start`)."""

    setting: _Setting
    deck: tuple[Card, ...]
    table_count: int
    dealt: int  # cards dealt to the hands
    king_shift: int  # where the kings' count sits in a rank key
    redeal_kings: int
    redeal_aces: int


_STARTS: dict[tuple[int, int, int], _Start] = {}


def _start(rules: Rules, players: int, dealer: int) -> _Start:
    """The validated, cached start of a hand; keyed by id(rules) like `_setting` (the value holds `rules`)."""
    key = (id(rules), players, dealer)
    found = _STARTS.get(key)
    # A bool or float equal to a cached count or seat would find it: check the types every time.
    if found is None or type(players) is not int or type(dealer) is not int:
        rules.check_players(players)
        if type(dealer) is not int or not 0 <= dealer < players:
            raise ValueError(f"dealer must be a seat from 0 to {players - 1}, not {dealer!r}")
        table_count, hand_size = deal_plan(rules, players)
        if len(_STARTS) > 4096:
            _STARTS.clear()
        found = _STARTS[key] = _Start(
            _setting(rules, players, dealer, hand_size), tuple(Card.deck(rules)), table_count, hand_size * players,
            3 * (king_rank(rules) - 1), rules.redeal_kings, rules.redeal_aces,
        )
    return found


def _deal_round(setting: _Setting, stock: tuple[Card, ...]) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """Deal the next round from the stock, one card at a time in turn order: (hands, rest of the stock)."""
    n = setting.n
    dealt = min(setting.hand_size, len(stock) // n) * n
    return _deal_hands(stock, [slice(offset, dealt, n) for offset in setting.offsets]), stock[dealt:]


def _deal_hands(cards: tuple[Card, ...], slices) -> tuple[tuple[Card, ...], ...]:
    """Each seat's cards of a deal: its slice of `cards` (see `_Setting.deal_slices`)."""
    hands = []
    for seat_cards in slices:  # a loop beats tuple(map(...)) over a few slices
        hands.append(cards[seat_cards])
    return tuple(hands)


def _piles_after(base: Piles, caps, since) -> Piles:
    """The captured piles: `base` plus the captures in the chain `caps` after its link `since`.

    Each link of `caps` is (previous link, side, cards taken with the card that took them).
    """
    if caps is since:
        return base
    added: list[list[tuple[Card, ...]]] = [[] for _ in base]
    while caps is not since:
        caps, side, cards = caps
        added[side].append(cards)
    piles = list(base)
    for side, parts in enumerate(added):
        if parts:
            parts.reverse()
            piles[side] = piles[side] + tuple(chain.from_iterable(parts))
    return tuple(piles)


class Game:
    """One hand. Build with `Game.new` or `Game.from_position`; advance with `play`.

    States are immutable: the public properties are read-only, and `play` returns a new state.
    """

    __slots__ = (
        "_s", "_hands", "_table", "_stock", "_base", "_caps", "_scope", "_last", "_to_move", "_log", "_over",
        "_leftover", "_moves", "_rkey", "_extras",
        "_history", "_captured",  # built when first asked for (see `history` and `captured`)
    )

    # -- construction ----------------------------------------------------------------------------
    @classmethod
    def new(cls, rules: Rules, players: int = 2, seed: int | str | None = None, dealer: int = 0) -> Game:
        """Shuffle with `random.Random(seed)` and deal; redeal while the opening table has too many kings."""
        start = _start(rules, players, dealer)
        setting = start.setting
        rng = random.Random(seed)
        shuffled = list(start.deck)
        dealt = start.dealt
        table_end = dealt + start.table_count
        # A shuffle by random sort keys: one random() per card, the same on every machine. The key is
        # `next` on an endless stream of rng.random(), all in C: the same floats, in the same order, as a
        # Python function calling rng.random() per card, without a Python call per card.
        random_key = partial(next, starmap(rng.random, repeat(())))
        while True:
            shuffled.sort(key=random_key)
            deck = tuple(shuffled)
            table = table_sorted(deck[dealt:table_end])
            rkey = rank_key(table)
            if start.redeal_kings and (rkey >> start.king_shift) & 7 >= start.redeal_kings:
                continue
            if start.redeal_aces and rkey & 7 >= start.redeal_aces:
                continue
            break
        hands = _deal_hands(deck, setting.deal_slices)
        if setting.has_extras:
            return cls._new_with_extras(setting, hands, table, deck[table_end:])
        return cls._build(
            setting, hands, table, deck[table_end:], (setting.no_piles, None), setting.no_scope, None,
            setting.order[0], None,
        )

    @classmethod
    def _new_with_extras(cls, setting: _Setting, hands, table, stock) -> Game:
        """`new` for rules with events outside play: an opening fifteen, declarations (see extras.py)."""
        rules = setting.rules
        dealer = setting.dealer
        captured = setting.no_piles
        scope = setting.no_scope
        last = None
        extras = empty_extras(setting.n, len(scope))
        bonus_scope = opening_fifteen_scope(table) if rules.opening_fifteen else 0
        if bonus_scope:
            # The dealer takes an opening table of 15 (30) with one (two) scope.
            side = setting.sides[dealer]
            captured = captured[:side] + (table,) + captured[side + 1:]
            scope = scope[:side] + (bonus_scope,) + scope[side + 1:]
            last = dealer
            extras = extras._replace(events=(Event("opening_fifteen", dealer, table, bonus_scope),))
            table = ()
        if rules.declarations:
            extras = declare(extras, hands, setting.sides, rules)
        return cls._build(
            setting, hands, table, stock, (captured, None), scope, last, setting.order[0], None, extras=extras
        )

    @classmethod
    def from_position(
        cls,
        rules: Rules,
        hands: Sequence[Sequence[Card | str]],
        table: Sequence[Card | str],
        stock: Sequence[Card | str] = (),
        to_move: int = 0,
        captured: Sequence[Sequence[Card | str]] | None = None,
        scope: Sequence[int] | None = None,
        last_capturer: int | None = None,
    ) -> Game:
        """Any position; cards as text or Card. Cards not listed are out of play."""
        players = len(hands)
        rules.check_players(players)
        hands_t = tuple(tuple(as_card(c) for c in h) for h in hands)
        table_t = table_sorted(as_card(c) for c in table)
        stock_t = tuple(as_card(c) for c in stock)
        sides = rules.sides_for(players)
        n_sides = max(sides) + 1
        captured_t = tuple(() for _ in range(n_sides)) if captured is None else tuple(
            tuple(as_card(c) for c in pile) for pile in captured
        )
        scope_t = (0,) * n_sides if scope is None else tuple(scope)
        if len(captured_t) != n_sides:
            raise ValueError(f"captured must hold one pile per side ({n_sides}), not {len(captured_t)}")
        if len(scope_t) != n_sides or not all(isinstance(s, int) and s >= 0 for s in scope_t):
            raise ValueError(f"scope must hold one count (0 or more) per side ({n_sides}), not {scope!r}")
        if not isinstance(to_move, int) or not 0 <= to_move < players:
            raise ValueError(f"to_move must be a seat from 0 to {players - 1}, not {to_move!r}")
        if last_capturer is not None and (not isinstance(last_capturer, int) or not 0 <= last_capturer < players):
            raise ValueError(f"last_capturer must be None or a seat from 0 to {players - 1}, not {last_capturer!r}")
        everything = [c for h in hands_t for c in h] + list(table_t) + list(stock_t) + [
            c for p in captured_t for c in p
        ]
        deck = set(Card.deck(rules))
        seen: set[Card] = set()
        for card in everything:
            if card not in deck:
                raise ValueError(f"card {card} is not in the {rules.deck_size}-card deck of these rules")
            if card in seen:
                raise ValueError(f"card {card} is listed twice")
            seen.add(card)
        if len(stock_t) % players:
            raise ValueError(f"the stock ({len(stock_t)} cards) must deal out evenly to {players} players")
        step = 1 if rules.direction == "counterclockwise" else -1
        dealer = (to_move - step) % players
        _, hand_size = deal_plan(rules, players)
        setting = _setting(rules, players, dealer, hand_size)
        extras = empty_extras(players, n_sides) if setting.has_extras else NO_EXTRAS
        return cls._build(
            setting, hands_t, table_t, stock_t, (captured_t, None), scope_t, last_capturer, to_move, None, extras=extras
        )

    @classmethod
    def _build(
        cls, setting, hands, table, stock, base, scope, last, to_move, log, caps=None, over=None, leftover=(),
        extras=NO_EXTRAS,
    ):
        """A state from parts; deals the next round if every hand is empty, and ends the hand if all is played.

        `log` is the chain of plays (see `history`), `caps` the chain of captures; `base` is (piles, link):
        the captured piles as they were at that link of `caps`, the captures made since being added when the
        piles are asked for (see `captured`).
        """
        if over is None:
            over = False
            if not any(hands):
                if stock:
                    hands, stock = _deal_round(setting, stock)
                    if setting.rules.declarations:
                        extras = declare(extras, hands, setting.sides, setting.rules)
                else:
                    over = True
                    if table and last is not None:
                        captured = _piles_after(base[0], caps, base[1])
                        side = setting.sides[last]
                        captured = captured[:side] + (captured[side] + table,) + captured[side + 1:]
                        base = (captured, caps)
                        leftover, table = table, ()
        game = object.__new__(cls)
        game._s = setting
        game._hands = hands
        game._table = table
        game._stock = stock
        game._base = base
        game._caps = caps
        game._scope = scope
        game._last = last
        game._to_move = to_move
        game._log = log
        game._over = over
        game._leftover = leftover
        game._moves = None
        game._rkey = rank_key(table)
        game._extras = extras
        return game

    # -- play --------------------------------------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        """Every legal move for the seat to move, in hand order then option order; [] once the hand is over."""
        moves = self._moves
        if moves is not None:
            return moves.copy()
        setting = self._s
        hand = self._hands[self._to_move]
        table = self._table
        if self._over:
            moves = []
        elif not table:
            moves = list(map(_TRAILS.__getitem__, hand))
        elif not setting.plain:
            moves = self._compute_moves_generally(hand, table)
        else:
            row = setting.rows.get(self._rkey) or keyed_row(setting.kind, self._rkey)
            moves = []
            for card in hand:
                options = row[card]
                if options is None:
                    options = row[card] = sorted_rank_options(setting.kind, table_ranks(table), card.rank)
                if options:
                    for idx in options:
                        size = len(idx)
                        if size == 1:
                            moves.append(_TAKE_ONE[card][table[idx[0]]])
                        elif size == 2:  # the commonest sum: its moves are made once and kept, like _TAKE_ONE's
                            first, second = idx
                            taken_pair = table[first] * 64 + table[second]
                            move = _TAKE_TWO[card].get(taken_pair)
                            if move is None:
                                move = _TAKE_TWO[card][taken_pair] = _new_tuple(
                                    Move, (card, frozenset((table[first], table[second])))
                                )
                            moves.append(move)
                        else:
                            moves.append(_new_tuple(Move, (card, frozenset(map(table.__getitem__, idx)))))
                else:
                    moves.append(_TRAILS[card])
        self._moves = moves
        return moves.copy()

    def _compute_moves_generally(self, hand: tuple[Card, ...], table: tuple[Card, ...]) -> list[Move]:
        """Moves under the variant switches (an ace takes all; captures optional)."""
        setting = self._s
        moves: list[Move] = []
        for card in hand:
            if setting.ace_takes_all and card.rank == 1:
                options = ace_options(table, setting.rules)
            else:
                options = option_sets(setting.kind, table, card.rank)
            moves.extend(_new_tuple(Move, (card, cap)) for cap in options)
            if not options or not setting.capture_mandatory:
                moves.append(_new_tuple(Move, (card, EMPTY)))
        return moves

    def play(self, move: Move) -> Game:
        """The state after `move`. An illegal move raises ValueError and changes nothing."""
        moves = self._moves
        if moves is None:
            self.legal_moves()
            moves = self._moves
        if move not in moves or type(move) is not Move:  # an equal plain tuple could carry a plain int
            raise ValueError(self._illegal_reason(move))
        card, cap = move
        setting = self._s
        seat = self._to_move
        # Comprehensions are avoided on this path: in Python 3.11 each one costs a function call. Lists
        # edited in place and turned into tuples are the cheapest way to take out or put in a card (`[*t]`
        # makes the list without a call), but a card at either end of a hand needs only a slice.
        hands = self._hands
        hand = hands[seat]
        if hand[0] is card:
            hand = hand[1:]
        elif hand[-1] is card:
            hand = hand[:-1]
        else:
            hand = [*hand]
            hand.remove(card)
            hand = tuple(hand)
        if setting.n == 2:
            hands = (hand, hands[1]) if seat == 0 else (hands[0], hand)
        else:
            hands = [*hands]
            hands[seat] = hand
            hands = tuple(hands)
        table = self._table
        rkey = self._rkey
        scope = self._scope
        last = self._last
        caps = self._caps
        scopa = False
        if cap:
            if len(cap) == 1:
                (taken_card,) = cap
                taken = (taken_card,)
                won = (taken_card, card)  # what goes on the capturer's pile
                if table[0] is taken_card:
                    table = table[1:]
                else:
                    table = [*table]
                    table.remove(taken_card)
                    table = tuple(table)
                rkey -= _WEIGHT[taken_card]
            else:
                # One pass splits the table (two filter passes through a bound method cost twice as much).
                taken = []
                kept = []
                for table_card in table:
                    if table_card in cap:
                        taken.append(table_card)
                        rkey -= _WEIGHT[table_card]
                    else:
                        kept.append(table_card)
                taken = tuple(taken)
                table = tuple(kept)
                won = taken + (card,)
            last = seat
            caps = (caps, setting.sides[seat], won)
            if not table and (setting.final_scopa or self._stock or any(hands)) and self._is_scopa_sweep(card, taken):
                scopa = True
                counts = list(scope)
                counts[setting.sides[seat]] += 1
                scope = tuple(counts)
        else:
            taken = ()
            # Keep the table sorted: capture options are cached by its ranks (cards are numbered in rank order).
            if table:
                grown = [*table]
                grown.insert(bisect_right(table, card), card)
                table = tuple(grown)
            else:
                table = (card,)
            rkey += _WEIGHT[card]
        # The history is a chain of (previous, seat, card, taken, scopa) links, one small tuple a play;
        # `history` is built from it when asked for, instead of copied forward every play; likewise `captured`
        # from the chain of captures.
        log = (self._log, seat, card, taken, scopa)
        stock = self._stock
        if not hand and not any(hands):
            if len(stock) >= setting.deal_size and not setting.rules.declarations:
                # Everyone has played out: deal the next full round (as `_deal_round` does, without its sums).
                hands = _deal_hands(stock, setting.deal_slices)
                stock = stock[setting.deal_size:]
            else:  # the end of the hand, a short last deal, or a deal to declare on
                return Game._build(
                    setting, hands, table, stock, self._base, scope, last, setting.after[seat], log,
                    caps, extras=self._extras,
                )
        # `_build` inlined: most plays neither deal nor end the hand, and search bots make millions.
        game = _new_object(Game)
        game._s = setting
        game._hands = hands
        game._table = table
        game._stock = stock
        game._base = self._base
        game._caps = caps
        game._scope = scope
        game._last = last
        game._to_move = setting.after[seat]
        game._log = log
        game._over = False
        game._leftover = ()
        game._moves = None
        game._rkey = rkey
        game._extras = self._extras
        return game

    def _is_scopa_sweep(self, card: Card, taken: tuple[Card, ...]) -> bool:
        """Whether emptying the table with this capture counts as a scopa under the rules."""
        setting = self._s
        if setting.ace_takes_all and card.rank == 1 and not any(c.rank == 1 for c in taken):
            # Asso piglia tutto: the ace's sweep of a table with no ace on it scores only where the rules
            # say so (Cirulla); in Scopa d'Assi it is not a scopa.
            return setting.rules.ace_sweep_is_scopa
        return True

    def _illegal_reason(self, move: object) -> str:
        if self._over:
            return f"illegal move {move!r}: the hand is over"
        if not isinstance(move, Move):
            return f"not a move: {move!r} (use Move(card, capture))"
        hand = self._hands[self._to_move]
        if move.card not in hand:
            shown = " ".join(str(c) for c in hand)
            return f"illegal move {move}: {move.card} is not in seat {self._to_move}'s hand ({shown})"
        options = [str(m) for m in self._moves if m.card == move.card]
        return f"illegal move {move}: with this table the legal moves for {move.card} are {', '.join(options)}"

    # -- reading -----------------------------------------------------------------------------------
    @property
    def rules(self) -> Rules:
        return self._s.rules

    @property
    def players(self) -> int:
        return self._s.n

    @property
    def dealer(self) -> int:
        return self._s.dealer

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
    def captured(self) -> tuple[tuple[Card, ...], ...]:
        try:
            return self._captured
        except AttributeError:  # not asked for yet: `play` only extends the chain of captures
            self._captured = captured = self._piles()
            return captured

    def _piles(self) -> Piles:
        """The captured piles, built from the chain of captures (uncached; see `captured`)."""
        base, since = self._base
        return _piles_after(base, self._caps, since)

    @property
    def scope(self) -> tuple[int, ...]:
        return self._scope

    @property
    def last_capturer(self) -> int | None:
        return self._last

    # A property over a C getter: every playout loop asks this once a move, and a Python getter costs a frame.
    is_over = property(attrgetter("_over"), doc="Whether every card is played (`score()` is then available).")

    @property
    def sides(self) -> tuple[int, ...]:
        return self._s.sides

    @property
    def history(self) -> tuple[Play, ...]:
        """Every card played this hand, in order."""
        try:
            return self._history
        except AttributeError:  # not asked for yet: build it from the chain of plays (see `play`)
            plays = []
            link = self._log
            while link is not None:
                link, seat, card, taken, scopa = link
                plays.append(_new_tuple(Play, (seat, card, taken, scopa)))
            plays.reverse()
            self._history = history = tuple(plays)
            return history

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
            return ((),) * self._s.n
        return tuple(tuple(c for c in hand if c in held) for hand, held in zip(revealed, self._hands, strict=True))

    @property
    def bonus(self) -> tuple[tuple[tuple[str, int], ...], ...]:
        """Per side, the bonus points earned during the hand (declarations), by name."""
        return self._extras.bonus or ((),) * (max(self._s.sides) + 1)

    def next_seat(self, seat: int) -> int:
        """The seat that plays after `seat`."""
        return (seat + self._s.step) % self._s.n

    def score(self) -> list[HandScore]:
        """The hand's score per side; only once the hand is over."""
        if not self._over:
            raise ValueError("the hand is not over yet: score() is available once every card is played")
        # The piles straight from the chain, not through `captured`: its first read raises inside (costly).
        return score_piles(self._piles(), self._scope, self._s.rules, self._extras.bonus or None)

    def observation(self, seat: int):
        """What `seat` may know, and nothing else (see `Observation`)."""
        from .observation import Observation

        n = self._s.n
        if not isinstance(seat, int) or not 0 <= seat < n:
            raise ValueError(f"seat must be from 0 to {n - 1}, not {seat!r}")
        return Observation.of(self, seat)

    # -- data ------------------------------------------------------------------------------------
    def _key(self) -> tuple:
        return (
            self._s, self._hands, self._table, self._stock, self.captured, self._scope, self._last,
            self._to_move, self.history, self._over, self._leftover, self._extras,
        )

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Game) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        hands = " | ".join(" ".join(map(str, h)) for h in self._hands)
        table = " ".join(map(str, self._table))
        return f"<Game to_move={self._to_move} hands=[{hands}] table=[{table}] stock={len(self._stock)}>"

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-safe data; `Game.from_dict(game.to_dict()) == game`."""
        return {
            "rules": self._s.rules.to_dict(),
            "players": self._s.n,
            "dealer": self._s.dealer,
            "hand_size": self._s.hand_size,
            "to_move": self._to_move,
            "hands": [[str(c) for c in h] for h in self._hands],
            "table": [str(c) for c in self._table],
            "stock": [str(c) for c in self._stock],
            "captured": [[str(c) for c in p] for p in self.captured],
            "scope": list(self._scope),
            "last_capturer": self._last,
            "history": [[p.seat, str(p.card), [str(c) for c in p.capture], p.scopa] for p in self.history],
            "over": self._over,
            "leftover": [str(c) for c in self._leftover],
            "extras": extras_to_data(self._extras) if self._extras is not NO_EXTRAS else None,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Game:
        """Rebuild a game saved with `to_dict`; malformed data raises ValueError."""
        try:
            rules = Rules.from_dict(data["rules"])
            base = cls.from_position(
                rules, data["hands"], data["table"], data["stock"], data["to_move"], data["captured"],
                data["scope"], data["last_capturer"],
            )
            log = None
            for s, c, cap, sc in data["history"]:
                log = (log, int(s), as_card(c), tuple(as_card(x) for x in cap), bool(sc))
            setting = _setting(rules, base.players, int(data["dealer"]), int(data["hand_size"]))
            return cls._build(
                setting, base._hands, base._table, base._stock, (base.captured, None), base._scope, base._last,
                base._to_move, log, None, bool(data["over"]), tuple(as_card(c) for c in data["leftover"]),
                extras_from_data(data.get("extras")),
            )
        except (KeyError, TypeError, AttributeError) as exc:
            raise ValueError(f"not a saved game: {exc!r}") from None

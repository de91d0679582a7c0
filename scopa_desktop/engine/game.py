"""One hand of Scopa, from the deal until the table is cleared and scored.

`Game` is immutable: `play` returns a new state and leaves the old one as it was. Every public way in
(`new`, `from_position`, `from_dict`, `parse`, `play`) checks its input; the states the engine makes
itself from those are legal by construction. What stays fixed for the hand (rules, seats, dealer, turn
order) is one shared `HandSetting` (deal.py). The product plays a few moves a second through here; the
search bots play their thousands of playouts on their own simulator (bots/sim.py), which reads the same
rules from this package.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Sequence
from typing import Any

from . import notation
from .cards import Card, table_sorted
from .deal import HandSetting, deal_plan, first_deal, hand_setting, next_round
from .extras import NO_EXTRAS, declared, empty_extras, open_declaration, open_hand, with_declared_matta
from .legal import RANK_KEY_WEIGHT, moves_on_table
from .moves import Move, is_scopa
from .observation import Observation
from .position import Position, cards_of, check, from_data, to_data
from .rules import Rules
from .scoring import HandScore, score_piles
from .state import HandState, chain_of, grown_piles, new_state


def _replace_at(items: tuple, index: int, value: Any) -> tuple:
    """`items` with `items[index]` replaced by `value`."""
    return items[:index] + (value,) + items[index + 1:]


class Game(HandState):
    """One hand. Build with `Game.new`, `Game.from_position` or `Game.parse`; advance with `play`.

    States are immutable: the public properties are read-only, and `play` returns a new state.

    >>> game = Game.new(Rules(), players=2, seed=7)
    >>> game.to_move, len(game.hands[1]), len(game.table), len(game.stock)
    (1, 3, 4, 30)
    >>> after = game.play(game.legal_moves()[0])
    >>> after.to_move, len(after.hands[1])
    (0, 2)
    """

    __slots__ = ()

    # -- construction ----------------------------------------------------------------------------
    @classmethod
    def new(cls, rules: Rules, players: int = 2, seed: int | str | None = None, dealer: int = 0) -> Game:
        """Shuffle with `random.Random(seed)` and deal; redeal while the opening table has too many kings.

        >>> Game.new(Rules(), 2, seed=1) == Game.new(Rules(), 2, seed=1)
        True
        """
        rules.check_players(players)
        if type(dealer) is not int or not 0 <= dealer < players:
            raise ValueError(f"dealer must be a seat from 0 to {players - 1}, not {dealer!r}")
        table_count, hand_size = deal_plan(rules, players)
        setting = hand_setting(rules, players, dealer, hand_size)
        hands, table, stock = first_deal(setting, table_count, seed)
        opening = open_hand(setting, table)
        return _settled(
            setting, hands, opening.table, stock, opening.captured, None, opening.scope, opening.last_capturer,
            setting.turn_order[0], None, opening.extras,
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
        """Any position; cards as text or Card. Cards not listed are out of play.

        >>> game = Game.from_position(Rules(), hands=[["7d"], ["3c"]], table=["3s", "4b"])
        >>> [str(move) for move in game.legal_moves()]
        ['7d:3s+4b']
        """
        players = len(hands)
        rules.check_players(players)
        n_sides = rules.side_count(players)
        if not isinstance(to_move, int) or isinstance(to_move, bool) or not 0 <= to_move < players:
            raise ValueError(f"to_move must be a seat from 0 to {players - 1}, not {to_move!r}")
        # The dealer is the seat before the one to move.
        dealer = next(seat for seat in range(players) if rules.next_seat(seat, players) == to_move)
        position = Position(
            rules, dealer, deal_plan(rules, players)[1], to_move, tuple(cards_of(hand) for hand in hands),
            table_sorted(cards_of(table)), cards_of(stock),
            ((),) * n_sides if captured is None else tuple(cards_of(pile) for pile in captured),
            (0,) * n_sides if scope is None else tuple(scope), last_capturer,
        )
        check(position)
        setting = cls._setting_of(position)
        extras = empty_extras(players, n_sides) if setting.has_extras else NO_EXTRAS
        return _settled(
            setting, position.hands, position.table, position.stock, position.captured, None, position.scope,
            last_capturer, to_move, None, extras,
        )

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Game:
        """Rebuild a game saved with `to_dict`; malformed or impossible data (a card lost or listed twice, a seat
        out of range, text for true or false, a history naming a card still held...) raises ValueError naming
        the field (see position.check)."""
        return cls._of_position(from_data(data))

    @classmethod
    def parse(cls, text: str) -> Game:
        """The game written in `text` by `notation()`; malformed or impossible text raises ValueError naming
        the field. See engine/notation.py for the format.

        >>> game = Game.new(Rules(), 2, seed=3)
        >>> Game.parse(game.notation()) == game
        True
        """
        position = notation.read(text)
        check(position)
        return cls._of_position(position)

    @staticmethod
    def _setting_of(position: Position) -> HandSetting:
        return hand_setting(position.rules, position.players, position.dealer, position.hand_size)

    @classmethod
    def _of_position(cls, position: Position) -> Game:
        """The state holding exactly `position`'s parts (already checked), nothing dealt or ended."""
        return new_state(
            cls, cls._setting_of(position), position.hands, position.table, position.stock, position.captured, None,
            position.scope, position.last_capturer, position.to_move, chain_of(position.history), position.extras,
            position.over, position.leftover,
        )

    # -- play --------------------------------------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        """Every legal move for the seat to move, in hand order then option order; [] once the hand is over.

        >>> game = Game.from_position(Rules(), hands=[["5c", "9b"], ["1d"]], table=["5s"])
        >>> game.legal_moves()
        [Move('5c:5s'), Move('9b')]
        """
        moves = self._moves
        if moves is None:
            setting = self._setting
            hand = () if self._over else self._hands[self._to_move]
            # Kept for `play`, which checks the move against them; a copy goes out.
            moves = self._moves = moves_on_table(hand, self._table, self._rank_key, setting.option_rows, setting.rules)
            if setting.rules.matta:  # Cirulla: a declared matta plays as the rank it was declared at
                moves = self._moves = with_declared_matta(
                    moves, self._to_move, hand, self._table, self._extras.events, setting.rules
                )
        return moves.copy()

    @property
    def declaration(self) -> tuple[str, int] | None:
        """What the seat to move may declare now, as (name, points), or None. Cirulla: before its first card
        of a deal; it declares with `declare`, or keeps its hand hidden by playing a card."""
        if self._over or not self._setting.rules.declarations:
            return None
        seat = self._to_move
        return open_declaration(self._hands[seat], self.revealed[seat], self._setting.rules)

    def declare(self) -> Game:
        """The state once the seat to move declares its hand (see `declaration`): its side scores the
        points, its hand is played face up. Raises ValueError when it has nothing to declare now."""
        if self.declaration is None:
            raise ValueError(f"seat {self._to_move} has nothing to declare now")
        setting, seat = self._setting, self._to_move
        extras = declared(self._extras, seat, self._hands[seat], setting.sides[seat], setting.rules)
        return new_state(
            Game, setting, self._hands, self._table, self._stock, self._root_piles, self._captures, self._scope,
            self._last, seat, self._plays, extras, False, (), self._rank_key,
        )

    def play(self, move: Move) -> Game:
        """The state after `move`. An illegal move raises ValueError and changes nothing.

        >>> game = Game.from_position(Rules(), hands=[["7d"], ["2c"]], table=["3s", "4b"], stock=["1c", "1s"])
        >>> after = game.play(Move.parse("7d:3s+4b"))
        >>> after.scope, after.captured[0], after.history[0].scopa
        ((1, 0), (Card('3s'), Card('4b'), Card('7d')), True)
        """
        if self._moves is None:
            self.legal_moves()
        if type(move) is not Move or move not in self._moves:  # an equal plain tuple could hold plain ints
            raise ValueError(self._illegal_reason(move))
        card, capture = move
        setting = self._setting
        seat = self._to_move
        hand = [*self._hands[seat]]
        hand.remove(card)
        hands = [*self._hands]
        hands[seat] = hand = tuple(hand)
        hands = tuple(hands)
        table, captures, scope, last = self._table, self._captures, self._scope, self._last
        key = self._rank_key
        scopa = False
        if capture:
            if len(capture) == 1:  # the commonest capture: one card, taken out without a loop
                (taken_card,) = capture
                taken = (taken_card,)
                kept = [*table]
                kept.remove(taken_card)
                key -= RANK_KEY_WEIGHT[taken_card]
            else:
                taken_cards: list[Card] = []
                kept = []
                for table_card in table:
                    if table_card in capture:
                        taken_cards.append(table_card)
                        key -= RANK_KEY_WEIGHT[table_card]
                    else:
                        kept.append(table_card)
                taken = tuple(taken_cards)
            table = tuple(kept)
            side = setting.sides[seat]
            captures = (captures, side, taken + (card,))
            last = seat
            if not table and is_scopa(setting.rules, card, taken, not self._stock and not any(hands)):
                scopa = True
                scope = _replace_at(scope, side, scope[side] + 1)
        else:
            taken = ()
            grown = [*table]
            insort(grown, card)  # the table stays in table order: cards are numbered by rank, then suit
            table = tuple(grown)
            key += RANK_KEY_WEIGHT[card]
        plays = (self._plays, seat, card, taken, scopa)
        # Most plays neither deal nor end the hand: only when every hand is empty is there more to settle.
        to_move = setting.next_seat[seat]
        stock, root_piles, extras = self._stock, self._root_piles, self._extras
        if hand or any(hands):
            return new_state(
                Game, setting, hands, table, stock, root_piles, captures, scope, last, to_move, plays, extras, False,
                (), key,
            )
        return _settled(setting, hands, table, stock, root_piles, captures, scope, last, to_move, plays, extras, key)

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

    def score(self) -> list[HandScore]:
        """The hand's score per side; only once the hand is over."""
        if not self._over:
            raise ValueError("the hand is not over yet: score() is available once every card is played")
        return score_piles(self.captured, self._scope, self.rules, self._extras.bonus or None)

    def observation(self, seat: int) -> Observation:
        """What `seat` may know, and nothing else (see `Observation`)."""
        if not isinstance(seat, int) or not 0 <= seat < self.players:
            raise ValueError(f"seat must be from 0 to {self.players - 1}, not {seat!r}")
        return Observation.of(self, seat)

    # -- data ------------------------------------------------------------------------------------
    def __repr__(self) -> str:
        return f"Game.parse({self.notation()!r})"

    def notation(self) -> str:
        """The whole position on one line (see notation.py); `Game.parse(game.notation()) == game`.

        >>> Game.from_position(Rules.preset("classic"), hands=[["7d"], ["3c"]], table=["3s", "4b"]).notation()
        'classic 2/1/0 7d/3c 3s,4b - -/- 0/0 - - -'
        """
        return notation.write(self._position())

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-safe data; `Game.from_dict(game.to_dict()) == game`."""
        return to_data(self._position())


def _settled(
    setting: HandSetting, hands, table, stock, root_piles, captures, scope, last, to_move, plays, extras, key=None
) -> Game:
    """A state from parts, once every hand is empty: the next round dealt, or the hand ended with the
    table going to the last capturer."""
    over = False
    leftover: tuple[Card, ...] = ()
    if not any(hands):
        if stock:
            hands, stock = next_round(setting, stock)
        else:
            over = True
            if table and last is not None:
                side = setting.sides[last]
                piles = grown_piles(root_piles, captures)
                root_piles, captures = _replace_at(piles, side, piles[side] + table), None
                leftover, table, key = table, (), 0
    return new_state(
        Game, setting, hands, table, stock, root_piles, captures, scope, last, to_move, plays, extras, over, leftover,
        key,
    )


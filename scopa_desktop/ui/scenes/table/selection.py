"""Choosing your move: the selected card of your hand, its legal moves (the options, from the engine) and
the focused option; clicks and keys turn into the move to play."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine import Card, Move
from ... import input as inp

if TYPE_CHECKING:
    from .scene import TableScene


class Selection:
    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.selected: int | None = None  # an index into your hand
        self.options: list[Move] = []  # the selected card's legal moves
        self.focus_option: int | None = None
        self.hover_card: int | None = None

    def options_for(self, index: int) -> list[Move]:
        """The legal moves of card `index` of your hand."""
        hand = self.table.shown_hand()
        if not 0 <= index < len(hand):
            return []
        return [m for m in self.table.game.legal_moves() if m.card == hand[index]]

    def select(self, index: int | None) -> None:
        self.selected = index
        self.options = self.options_for(index) if index is not None else []
        self.focus_option = 0 if len(self.options) == 1 else None
        self.table.invalidate()

    def clear(self) -> None:
        self.select(None)
        self.hover_card = None

    def hover(self, index: int | None) -> None:
        if index != self.hover_card:
            self.hover_card = index
            self.table.invalidate()

    def displayed(self) -> tuple[list[Move], bool]:
        """The options to light up, and whether they are only a preview (the hovered card's, not chosen)."""
        if self.selected is not None:
            return self.options, False
        if self.hover_card is not None and self.table.human_turn():
            return self.options_for(self.hover_card), True
        return [], True

    def handle(self, intent: inp.Intent) -> Move | None:
        """A card, option or confirm intent on your turn: the move it plays, if any (else the choice changes)."""
        kind, value = intent.kind, intent.value
        n_hand = len(self.table.shown_hand())
        options = self.options
        if kind == inp.SELECT_CARD:
            if value == self.selected:
                return options[0] if len(options) == 1 else None
            self.select(value)
        elif kind == inp.NUMBER:
            if self.selected is not None and len(options) > 1:
                return options[value - 1] if value <= len(options) else None
            if value <= n_hand:
                if self.selected == value - 1 and len(options) == 1:
                    return options[0]
                self.select(value - 1)
        elif kind == inp.MOVE_FOCUS and n_hand:
            start = self.selected if self.selected is not None else (-1 if value > 0 else n_hand)
            self.select((start + value) % n_hand)
        elif kind == inp.CYCLE_OPTION and len(options) > 1:
            f = -1 if self.focus_option is None and value > 0 else (self.focus_option or 0)
            self.focus_option = (f + value) % len(options)
        elif kind == inp.CHOOSE_OPTION and 0 <= value < len(options):
            return options[value]
        elif kind == inp.CONFIRM and self.selected is not None:
            if len(options) == 1:
                return options[0]
            if self.focus_option is not None:
                return options[self.focus_option]
        return None

    def click_table_card(self, card: Card) -> Move | None:
        """A click on a table card: the option taking it, or, when several do, the next of them in focus
        (Enter or its number then plays it)."""
        if self.selected is None:
            return None
        containing = [i for i, m in enumerate(self.options) if card in m.capture]
        if len(containing) == 1:
            return self.options[containing[0]]
        if containing:
            if self.focus_option in containing:
                self.focus_option = containing[(containing.index(self.focus_option) + 1) % len(containing)]
            else:
                self.focus_option = containing[0]
        return None

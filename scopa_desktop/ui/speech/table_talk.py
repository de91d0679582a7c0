"""What the table says as play goes on, watched from outside the table scene (it holds no speech code): each
play as it is made, a new deal, your turn, the card you select with its capture options by number, the
option Tab moves to, and a hand offered for declaring. Each tick compares what the table holds now with
what it held at the last one, so a play is said once, whoever made it and whichever table (the guided game
and the online table are tables too).

Sound cues go with a selected card (only while speech is on): one when it can capture, another when it
would lie on the table; "your turn" has its own chime (the table plays it).
"""

from __future__ import annotations

from typing import Any

from ..text import tr
from .announcer import Announcer
from .words import card_list, deck_of, option_words, options_words, play_words, sorted_cards

CAN_CAPTURE_CUE = "can_capture"
WILL_LIE_CUE = "will_lie"


def table_of(app: Any) -> Any | None:
    """The topmost table on the stack (under a pause menu or a scoring sheet too), or None."""
    for scene in reversed(app.stack.scenes):
        if hasattr(scene, "selection") and hasattr(scene, "human_turn") and hasattr(scene, "match"):
            return scene
    return None


def names_of(table: Any) -> list[str]:
    return [seat.name for seat in table.seats]


def you_of(table: Any) -> int | None:
    """The seat the speech speaks to as "you": the person seen at the table (none when only bots play)."""
    seat = table.view_seat
    return seat if not table.seats[seat].is_bot else None


def hand_index(table: Any) -> int:
    """Which hand of the match the table shows (the finished one until the next is dealt)."""
    match = table.match
    return len(match.history) - (0 if table.game is match.game else 1)


class TableTalk:
    def __init__(self, app: Any, announcer: Announcer, full: Any, cues_on: Any) -> None:
        self.app = app
        self.say = announcer.say
        self.full = full  # () -> bool: the verbosity is "full"
        self.cues_on = cues_on  # () -> bool: speech is on (the cues are for it)
        self.table: Any = None
        self.game: Any = None
        self.hand = -1
        self.turn = False
        self.chosen: tuple | None = None  # (card, options) said for the selected card
        self.option: int | None = None
        self.offered: tuple | None = None
        self.intro = False  # a table just appeared: its deal is still to be said

    def update(self) -> None:
        table = table_of(self.app)
        if table is None or table.name == "review":  # a replay: its panel says each move (screens_menus)
            self.table = None
            return
        if table is not self.table:  # a table appeared: its past plays are not news
            self.table, self.game, self.hand = table, table.game, hand_index(table)
            self.turn, self.chosen, self.option, self.offered = False, None, None, None
            self.intro = True
            return  # its deal is said at the next tick, after the screen's name
        if self.intro:
            self.intro = False
            self._deal_said(table, first=True)
        self._plays(table)
        self._turn(table)
        self._selection(table)
        self._declaration(table)

    # -- plays and deals ------------------------------------------------------------------------------
    def _plays(self, table: Any) -> None:
        game, old = table.game, self.game
        if game is old:
            return
        hand = hand_index(table)
        deck, full = deck_of(self.app), self.full()
        if hand != self.hand:
            self.hand, new = hand, list(game.history)
            self.game = game
            self._deal_said(table, first=True)
        elif len(game.history) < len(old.history):
            self.game, new = game, []
            self.say(tr("speech.taken_back"))
        else:
            new = list(game.history[len(old.history):])
            self.game = game
        for play in new:
            self.say(play_words(play, names_of(table), you_of(table), deck, full))
        if new and sum(map(len, game.hands)) > sum(map(len, old.hands)) - len(new):
            self._deal_said(table)

    def _deal_said(self, table: Any, first: bool = False) -> None:
        """A new hand, or new cards dealt within one: say so (at full verbosity, with your new cards)."""
        game = table.game
        if game.is_over:
            return
        you = you_of(table)
        line = tr("speech.new_hand", n=hand_index(table) + 1) if first else tr("speech.new_cards")
        if first and not game.history and hand_index(table) == 0:
            line = tr("speech.match_starts")
        if you is not None and self.full() and table.shows_hand(you):
            cards = card_list(sorted_cards(game.hands[you]), deck_of(self.app), True)
            line = f"{line} {tr('speech.your_cards', cards=cards)}"
        self.say(line)

    # -- your turn, your choice -----------------------------------------------------------------------
    def _turn(self, table: Any) -> None:
        turn = table.human_turn()
        if turn and not self.turn:
            line = tr("speech.your_turn")
            if len([s for s in table.seats if not s.is_bot]) > 1:
                line = tr("speech.your_turn_named", name=table.seats[table.view_seat].name)
            if self.full():
                table_cards = table.game.table
                deck = deck_of(self.app)
                line += " " + (tr("speech.table_has", cards=card_list(sorted_cards(table_cards), deck, True))
                               if table_cards else tr("speech.table_empty"))
            self.say(line)
        self.turn = turn

    def _selection(self, table: Any) -> None:
        sel = table.selection
        if not self.turn or sel.selected is None:
            self.chosen, self.option = None, None
            return
        hand = table.shown_hand()
        if not 0 <= sel.selected < len(hand):
            return
        card = hand[sel.selected]
        chosen = (card, tuple(sel.options))
        if chosen != self.chosen:
            self.chosen, self.option = chosen, sel.focus_option
            self.say(options_words(card, sel.options, deck_of(self.app), self.full()), interrupt=True)
            if self.cues_on():
                captures = any(m.capture for m in sel.options)
                self.app.audio.play(CAN_CAPTURE_CUE if captures else WILL_LIE_CUE)
            return
        if sel.focus_option != self.option:
            self.option = sel.focus_option
            if self.option is not None and len(sel.options) > 1:
                self.say(option_words(self.option + 1, sel.options[self.option], deck_of(self.app), self.full()),
                         interrupt=True)

    def _declaration(self, table: Any) -> None:
        offer = table.declaration_offer() if not table.animating else None
        if offer is not None and offer != self.offered:
            self.say(tr("speech.declaration", points=offer[1]))
        self.offered = offer

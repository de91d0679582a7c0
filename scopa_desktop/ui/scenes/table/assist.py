"""Help for one person playing against bots: undo (back to just before your last move, the bots' replies
with it, from the immutable Match states kept before each of your moves) and the hint button."""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import Future
from typing import TYPE_CHECKING, Any

import pygame

from ....engine import Match, Move
from ....storage import DECLARE, hand_moves
from ... import input as inp
from ...text import card_name, tr

if TYPE_CHECKING:
    from .scene import TableScene

UNDO_KEYS = (pygame.K_u, pygame.K_BACKSPACE)
HINT_KEY = pygame.K_h
UNDO_DEPTH = 50  # your moves that can be taken back


class Assist:
    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.app = table.app
        self.humans = sum(not s.is_bot for s in table.seats)
        self.undo_stack: list[Match] = []
        self.hint_future: Future | None = None  # Maestro thinking about the hint asked for
        self.hint_for: Match | None = None  # the position it was asked in (a move since makes it stale)

    @property
    def hints_on(self) -> bool:
        return bool(self.app.settings.hints_enabled)

    @property
    def undo_on(self) -> bool:
        """Undo is kept only against bots: exactly one person at the table, the setting on."""
        return bool(self.app.settings.undo_enabled) and self.humans == 1

    def before_move(self, match: Match) -> None:
        """`match` is about to change by a move: keep it if the move is yours (bots' moves go with it)."""
        if self.undo_on and not self.table.seats[match.game.to_move].is_bot:
            self.undo_stack.append(match)
            del self.undo_stack[:-UNDO_DEPTH]

    def rebuild(self, match: Match, earlier_moves: Sequence[Sequence[str]] | None) -> None:
        """A continued match: the undo stack as it stood, from the save's moves (its finished hands') and
        the hand in play, replayed from the match's seed. Nothing when they do not lead to `match` (a save
        from before moves were kept)."""
        if not self.undo_on or earlier_moves is None:
            return
        replayed, kept = Match.new(match.rules, match.players, seed=match.seed), []
        try:
            for hand in [*earlier_moves, hand_moves(match.game)]:
                for text in hand:
                    if not self.table.seats[replayed.game.to_move].is_bot and text != DECLARE:
                        kept.append(replayed)
                    replayed = replayed.declare() if text == DECLARE else replayed.play(Move.parse(text))
        except ValueError:
            return
        if replayed == match:
            self.undo_stack = kept[-UNDO_DEPTH:]

    def can_undo(self) -> bool:
        return self.undo_on and bool(self.undo_stack) and self.table.human_turn()

    def undo(self) -> None:
        """Back to just before your last move (the bots' replies go with it)."""
        if self.can_undo():
            self.table.restore(self.undo_stack.pop())

    def can_hint(self) -> bool:
        return self.hints_on and self.table.human_turn()

    def hint(self) -> None:
        """Ask Maestro for the move to play (on the worker thread: the window stays live); `update` shows it."""
        from ....review import advise

        if not self.can_hint() or self.hint_future is not None:
            return
        t = self.table
        self.hint_for = t.match
        self.hint_future = self.app.executor.submit(advise, t.game.observation(t.view_seat))
        self.app.overlay.toast(tr("hints.thinking"), force=True)

    def update(self) -> None:
        """Maestro's hint, once ready: its card (and capture) selected, and why, in Maestro's name. A hint for a
        position that is gone (a move, an undo) is dropped."""
        future = self.hint_future
        if future is None or not future.done():
            return
        self.hint_future = None
        h = future.result()  # an error surfaces here, in the frame loop
        t = self.table
        if h is None or t.match is not self.hint_for or not self.can_hint():
            return
        sel = t.selection
        sel.select(t.shown_hand().index(h.move.card))
        if h.move in sel.options:
            sel.focus_option = sel.options.index(h.move)
        name = card_name(h.move.card, self.app.deck_style, self.app.deck_size)
        self.app.overlay.toast(tr("hints.suggestion", move=name), tr(h.reason_key, **h.params), force=True)
        t.invalidate()

    def keys(self) -> dict[int, inp.Intent]:
        keys = {HINT_KEY: inp.Intent(inp.ACTION, "hint")}
        keys.update({k: inp.Intent(inp.ACTION, "undo") for k in UNDO_KEYS})
        return keys

    def action(self, value: Any) -> bool:
        """An ACTION this part owns (the hint and undo buttons and keys); True when handled."""
        if value == "undo":
            self.undo()
        elif value == "hint":
            self.hint()
        else:
            return False
        return True

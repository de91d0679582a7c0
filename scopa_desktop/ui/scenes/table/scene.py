"""The table scene: one match in play, the human at the bottom, the others around, the cards in the middle.

The scene holds the match and asks the engine for everything: the legal moves of the selected card are
`game.legal_moves()` filtered by that card, and a move is applied with `Match.play`. Its parts each own a
region (top bar, seat panels, stock, table cards, status line, hand, last capture); the animation player
plays each move's transfers (ui.transfers) while the cards in flight are hidden from their resting places.
The turn marker, the prompt and the score show `shown`: the state the last finished animation led to.
"""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Any

import pygame

from ....engine import Card, Game, Match, Move, Rules
from ... import input as inp
from ...layout import TableLayout, pile_keeper
from ...scene import FocusTip, Scene, register
from ...seats import Seat, side_names
from ...session import MatchSaver
from .assist import Assist
from .bots import BotTurns
from .felt import Stock, TableCards, table_background
from .geometry import table_geometry
from .hand import Hand, LastCapture, hand_order
from .look import TableLook
from .painter import CardPainter, add_suit_corners
from .panels import SeatPanels
from .part import Part
from .people import PassAndPlay, Teacher
from .player import AnimationPlayer
from .selection import Selection
from .status import StatusLine
from .top_bar import TopBar

TABLE_KEYS: dict[int, inp.Intent] = dict(inp.DEFAULT_KEYS)
TABLE_KEYS[pygame.K_d] = inp.Intent(inp.ACTION, "toggle_deck")
TABLE_KEYS[pygame.K_m] = inp.Intent(inp.ACTION, "toggle_mute")
TABLE_KEYS[pygame.K_y] = inp.Intent(inp.ACTION, "declare")  # the status line's two buttons, by keyboard
TABLE_KEYS[pygame.K_n] = inp.Intent(inp.ACTION, "keep_hidden")


@dataclass(frozen=True)
class Shown:
    """What the turn marker, the prompt and the score bar show: the state the last animation led to."""

    game: Game
    totals: tuple[int, ...]
    hands_played: int


@register("table")
class TableScene(Scene):
    """One match in play."""

    ui_sounds = False  # the cards make the table's sounds (see the animation player)
    pauses = True  # the match waits under the in-game menu (a network match goes on: see online/table.py)

    def __init__(self, app, rules: Rules | None = None, seats: list[Seat] | None = None,
                 seed: int | str | None = None, match: Match | None = None, match_id: str | None = None,
                 earlier_moves: Sequence[Sequence[str]] | None = (), **kw: Any) -> None:
        super().__init__(app)
        if match is None:
            assert rules is not None and seats is not None
            match = Match.new(rules, len(seats), seed=seed)
        assert seats is not None and len(seats) == match.players
        self.match = match
        self.seats = seats
        self.rules = match.rules
        self.sides = self.rules.sides_for(match.players)
        self.side_names = side_names(self.rules, seats)
        humans = [i for i, s in enumerate(seats) if not s.is_bot]
        self.view_seat = humans[0] if humans else 0
        # Scopone deals every card at once: no stock.
        self.deals_everything = self.rules.deals_everything
        self.game: Game = match.game  # the hand in play, or the hand just finished until the next deal
        self.hand_finished = False  # the hand is over: its end animation, then the scoring sheet
        self.look = TableLook(app)
        self.shown_sort = self.look.hand_sort  # the hand's order as last drawn (a selection indexes it)
        self.kept_hidden: tuple[int, int] | None = None  # the turn (see _turn_key) a declaration was refused
        self.paused = False  # covered by another scene
        self.finished = False  # shut down: off the stack for good
        self.shown = self._settled()
        app.rules_in_play = self.rules
        self.layout: TableLayout = self._layout(app.size)
        self._bg: pygame.Surface | None = None
        self.painter = CardPainter(app)
        self.player = AnimationPlayer(self)
        self.selection = Selection(self)
        self.bots = BotTurns(app, seats, match.seed)
        self.teacher = Teacher(app, seats, self.side_names)
        self.passing = PassAndPlay(self, self.teacher)
        self.assist = Assist(self)
        self.assist.rebuild(match, earlier_moves)  # a continued match can still take back your moves
        # A continued match keeps the id of its save, and the moves of its hands finished before.
        self.saver = MatchSaver(app, match_id, earlier_moves)
        self.top_bar, self.seat_panels, self.stock = TopBar(self), SeatPanels(self), Stock(self)
        self.table_cards, self.status, self.hand = TableCards(self), StatusLine(self), Hand(self)
        self.last_capture = LastCapture(self)
        self.parts: list[Part] = [self.top_bar, self.seat_panels, self.stock, self.table_cards, self.status,
                                  self.hand, self.last_capture]  # in drawing order

    def _look_changed(self) -> None:
        """Back from the settings: a new card size lays the table out again, a new sort drops the choice
        (its index would name another card)."""
        if self.layout.large != self.look.large_cards:
            self.resize(self.app.size)
        if self.shown_sort != self.look.hand_sort:
            self.shown_sort = self.look.hand_sort
            self.selection.clear()

    # -- geometry -------------------------------------------------------------------------------------
    def _layout(self, size: tuple[int, int]) -> TableLayout:
        return table_geometry(self, size)

    def resize(self, size: tuple[int, int]) -> None:
        self.player.finish()
        self.layout = self._layout(size)
        self._bg = None
        self.invalidate()

    def keeper(self, side: int) -> int:
        """The seat whose panel shows a side's capture pile."""
        return pile_keeper(self.sides, self.view_seat, side)

    def pile_rect(self, side: int) -> pygame.Rect:
        return self.layout.panel_parts(self.keeper(side))["pile"]

    def toast_top(self) -> int:
        """The felt's top edge (the overlay adds its usual gap of 12 units, taken back here): the row of
        table cards lies low enough for a toast to fit above it (layout.row_top)."""
        return self.layout.table.y - round(12 * self.layout.unit) - 3

    def keep_clear(self) -> list[pygame.Rect]:
        """Never under a tooltip: your hand (a lifted card too), the prompt and the option chips, and the
        lit capture options on the felt (the overlay adds every button and number chip)."""
        return [self.hand.bounds.inflate(0, 2 * self.layout.lift), self.status.bounds, *self.table_cards.lit]

    # -- state queries --------------------------------------------------------------------------------
    @property
    def animating(self) -> bool:
        return self.player.busy

    @property
    def busy(self) -> bool:
        if self.paused:
            return False
        if self.player.busy:
            return True
        g = self.game
        return not self.hand_finished and not g.is_over and self.seats[g.to_move].is_bot

    @property
    def pending_work(self) -> Future | None:
        if self.finished:
            return None
        return self.bots.future or self.assist.hint_future

    def human_turn(self) -> bool:
        """Whether the person seen may play now: in pass-and-play only once their hand-off is confirmed (a
        bot's move can hand the turn back to the person already seen, a frame before the hand-off shows)."""
        g = self.game
        return (not self.hand_finished and not g.is_over and not self.animating
                and not self.seats[g.to_move].is_bot and g.to_move == self.view_seat
                and not self.passing.needs_handoff(g.to_move))

    def _turn_key(self) -> tuple[int, int]:
        return len(self.match.history), len(self.game.history)

    def declaration_offer(self) -> tuple[str, int] | None:
        """What the human to move may declare now (Cirulla, before their first card of a deal), unless they
        chose to keep it hidden: (name, points), or None. Playing a card keeps it hidden too."""
        if not self.human_turn() or self.kept_hidden == self._turn_key():
            return None
        return self.game.declaration

    def declare(self) -> None:
        """The seat to move declares its hand: the points are announced, the hand is laid face up."""
        before = self.game
        self.match = self.match.declare()
        self.game = self.match.game
        self.shown = self._settled()
        self.teacher.announce(self.game.events[len(before.events):])
        self.saver.save(self.match, self.seats)
        self.invalidate()

    def shown_hand(self, game: Game | None = None) -> list[Card]:
        """Your hand (the view seat's, in `game` or the hand in play) in the order it is drawn: sorted by suit
        then rank, or by rank (the player's setting). Only the view sorts: a card is found by its value, the
        engine's order is never changed; a card's index (click, number key) is its place here."""
        return hand_order((game or self.game).hands[self.view_seat], self.look.hand_sort)

    def shows_hand(self, seat: int) -> bool:
        return self.passing.shows_hand(seat)

    def focus_tooltip(self) -> FocusTip | None:
        return self.hand.focus_tooltip()

    def _settled(self) -> Shown:
        """What the table shows once the animations have ended. A finished hand's points wait for the
        scoring sheet: the top bar shows them when the sheet closes (see _next_hand)."""
        if self.hand_finished:
            return Shown(self.game, self.shown.totals, self.shown.hands_played)
        return Shown(self.game, self.match.totals, len(self.match.history))

    # -- life cycle -----------------------------------------------------------------------------------
    def enter(self) -> None:
        """On the stack: save the match as it starts, say what the first deal awarded, deal the cards."""
        if not self.match.is_over:
            self.saver.save(self.match, self.seats)
        if not self.game.history:
            self.teacher.announce(self.game.events)  # the opening fifteen, declared hands...
        self.player.deal(self.game)

    def pause(self) -> None:
        self.paused = True

    def resume(self) -> None:
        """Uncovered (the pause menu, a hand-off, the scoring sheet closed): carry on where it stood."""
        self.paused = False
        self._look_changed()
        self.player.set_speed(self.app.anim_speed)
        self.bots.restart_clock()
        self.invalidate()

    def shutdown(self) -> None:
        """Left for good (the main menu, a new match): the bot's pending move is dropped."""
        self.finished = True
        self.bots.cancel()

    # -- input ----------------------------------------------------------------------------------------
    def keymap(self) -> dict[int, inp.Intent]:
        return {**TABLE_KEYS, **self.assist.keys()}

    def handle(self, intent: inp.Intent) -> None:
        kind, value = intent.kind, intent.value
        if kind == inp.ACTION:
            if value == "menu":
                self.app.push("pause")
            elif value == "toggle_deck":
                self.toggle_deck()
            elif value == "toggle_mute":
                self.app.toggle_mute()
            elif value == "declare" and self.declaration_offer() is not None:
                self.declare()
            elif value == "keep_hidden" and self.declaration_offer() is not None:
                self.kept_hidden = self._turn_key()
                self.invalidate()
            elif isinstance(value, tuple) and value[0] == "table_card":
                if self.human_turn():
                    self._play_chosen(self.selection.click_table_card(value[1]))
            else:
                self.assist.action(value)
            return
        if kind == inp.HOVER:
            self.selection.hover(value[1] if isinstance(value, tuple) and value[0] == "hand" else None)
            return
        if kind == inp.CANCEL:
            if self.selection.selected is not None:
                self.selection.select(None)
            else:
                self.app.push("pause")
            return
        if self.human_turn():
            self._play_chosen(self.selection.handle(intent))

    def toggle_deck(self) -> None:
        """D, or the deck button: the next deck (App.switch_deck)."""
        self.app.switch_deck()

    def _play_chosen(self, move: Move | None) -> None:
        if move is not None:
            self.play(move)
        self.invalidate()

    # -- playing --------------------------------------------------------------------------------------
    def play(self, move: Move) -> None:
        """Apply `move` (legal by construction: it came from the engine) and animate the change."""
        before_match, before = self.match, self.game
        old_hand_rects = self.layout.hand_card_rects(len(before.hands[self.view_seat]))
        lifted = self.selection.selected is not None
        self.assist.before_move(before_match)
        self.match = before_match.play(move)
        self.hand_finished = len(self.match.history) > len(before_match.history)
        after = self.match.previous_game if self.hand_finished else self.match.game
        assert after is not None
        self.game = after
        self.selection.clear()
        self.bots.cancel()
        self.player.play_move(before, move, after, old_hand_rects, lifted, on_hand_end=self._show_scoring)
        self.passing.moved()
        match = self.match
        plated = self.player.plated
        self.player.when_swept(lambda: self.teacher.after_move(before, after, match, plated))
        if self.match.is_over:
            self.saver.record(self.match, self.seats)
        else:
            self.saver.save(self.match, self.seats)
        self.bots.restart_clock()
        self.invalidate()

    def restore(self, match: Match) -> None:
        """Show `match` as it stands, at once (undo): no animation, no pending bot move, nothing selected."""
        self.player.finish()
        self.match = match
        self.game = match.game
        self.hand_finished = False
        self.bots.cancel()
        self.selection.clear()
        self.shown = self._settled()
        self._bg = None
        self.saver.save(match, self.seats)
        self.invalidate()

    def concede(self, side: int) -> None:
        """`side` concedes at 7-0: the match is recorded like any finished one, then its end screen."""
        self.match = self.match.concede(side)
        self.saver.record(self.match, self.seats)
        self.app.reset_to("match_end", match=self.match, seats=self.seats)

    def end_extras(self) -> dict:
        return {}  # what the end screen is told beyond the match (an online table: the rating it earned)

    def _show_scoring(self) -> None:
        self.app.push("scoring", on_close=self._next_hand, game=self.match.previous_game, match=self.match,
                      seats=self.seats)

    def _next_hand(self) -> None:
        """The scoring sheet closed: deal the next hand, or show the match's end."""
        self.hand_finished = False
        if self.match.is_over:
            self.app.replace("match_end", match=self.match, seats=self.seats, **self.end_extras())
            return
        self.shown = self._settled()  # the score the sheet revealed reaches the top bar; the turn marker waits
        self.game = self.match.game
        self.player.deal(self.game)
        self.teacher.announce(self.game.events)

    def update(self, dt: float) -> None:
        if self.paused or self.finished:
            return
        self.assist.update()
        if self.player.busy:
            self.player.update(dt)  # the frame shows only what moved: see changed_rects
            if not self.player.busy:
                self.shown = self._settled()  # the turn marker, the prompt and the score catch up
                self.invalidate()  # the last frame of an animation is presented whole
                if self.human_turn():
                    self.app.audio.play("your_turn", gain=0.8)
            return
        if self.hand_finished or self.game.is_over:
            return
        seat = self.game.to_move
        if not self.seats[seat].is_bot:
            if self.view_seat != seat or self.passing.needs_handoff(seat):
                # Pass-and-play: the view turns to the human whose turn it is.
                self.view_seat = seat
                self.layout = self._layout(self.app.size)
                self._bg = None
                self.passing.turn_began(seat)
                self.invalidate()
            return
        offered = self.game.declaration is not None and not self.bots.waiting_for(seat)
        if offered and self.bots.declares(self.match, seat):
            self.declare()  # a bot declares before it is asked for its first card of the deal
            return
        if not self.bots.waiting_for(seat):
            self.bots.ask(self.match, seat)
            self.invalidate()
            return
        move = self.bots.ready_move()
        if move is not None:
            self.play(move)

    # -- drawing --------------------------------------------------------------------------------------
    def changed_rects(self) -> list[pygame.Rect]:
        rects = self.painter.drawn_prev + self.painter.drawn_now + self.player.touched
        self.player.touched = []
        g = self.game
        if self.bots.thinking and not g.is_over:  # the "thinking..." dots
            rects.append(self.layout.seats[g.to_move])
        window = pygame.Rect((0, 0), self.app.size)
        return [r.clip(window) for r in rects if r.colliderect(window)]

    def draw(self, surface: pygame.Surface) -> None:
        self.painter.begin_frame()
        if self._bg is None or self._bg.get_size() != self.app.size:
            self._bg = table_background(self.app.size, self.layout)
        surface.blit(self._bg, (0, 0))
        for part in self.parts:
            part.draw(surface)
        self.player.draw(surface)
        # Over everything, cards in flight included: the hint and undo buttons and the tooltip regions.
        self.top_bar.draw_assist(surface)
        self.seat_panels.add_turn_tips()
        add_suit_corners(self.app.input)

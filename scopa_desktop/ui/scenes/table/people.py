"""The people at the table: pass-and-play hand-offs and the teaching toasts.

Pass-and-play: with two or more people at one computer, a hand shows face up only to its owner, on their
turn, after the hand-off screen ("Pass to Giulia — ready?"); between turns every hand is face down.
Teaching: "Scopa!", "Settebello!", "Tocca a te"... as toasts in Italian with their meaning, and the points
a variant awards outside play (shown even with the teaching off).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ....engine import SETTEBELLO, Game, Match
from ...seats import Seat
from ...text import tr

if TYPE_CHECKING:
    from ...app import App
    from .scene import TableScene



class Teacher:
    def __init__(self, app: App, seats: list[Seat], side_names: list[str]) -> None:
        self.app = app
        self.seats = seats
        self.side_names = side_names

    def teach(self, phrase: str, delay: float = 0.0, name: str = "") -> None:
        self.app.overlay.teach(phrase, delay=delay, who=name)

    def announce(self, events: Sequence) -> None:
        """Tell everyone what a variant awarded outside play: these are points, shown even with teaching off."""
        for event in events:
            name = self.seats[event.seat].name
            if event.kind == "opening_fifteen":
                title = tr("table.event_opening_fifteen", total=sum(c.rank for c in event.cards))
                line = tr("table.event_opening_fifteen_points", name=name, points=event.points)
            else:
                title = tr(f"table.event_{event.kind}", name=name)
                line = tr("table.event_points", points=event.points)
            self.app.overlay.toast(title, line, always=True)

    def after_move(self, before: Game, after: Game, match: Match) -> None:
        """What a move deserves saying: a new deal's awards, a scopa, the settebello, the last capture and
        who took the primiera."""
        if len(after.events) > len(before.events) and len(after.history) > len(before.history):
            self.announce(after.events[len(before.events):])  # a new deal of this hand (a new hand: see the table)
        if len(after.history) <= len(before.history):
            return
        play = after.history[len(before.history)]
        who = self.seats[play.seat].name
        if play.scopa:
            self.teach("scopa", delay=0.5, name=who)
        if play.capture and (SETTEBELLO in play.capture or play.card == SETTEBELLO):
            self.teach("settebello", delay=0.7, name=who)
        if after.is_over and after.leftover:
            last = after.last_capturer
            self.teach("ultima_presa", delay=1.0, name=self.seats[last].name if last is not None else "")
        if after.is_over and match.history:
            # The scoring's most Italian word: who took the primiera (nobody on a tie).
            winners = [side for side, score in enumerate(match.history[-1]) if score.primiera]
            if len(winners) == 1:
                self.teach("primiera", delay=0.2, name=self.side_names[winners[0]])


class PassAndPlay:
    def __init__(self, table: TableScene, teacher: Teacher) -> None:
        self.table = table
        self.teacher = teacher
        self.humans = [i for i, s in enumerate(table.seats) if not s.is_bot]
        self.on = len(self.humans) >= 2
        self.revealed: int | None = None  # the human who confirmed the hand-off and may see their hand

    def shows_hand(self, seat: int) -> bool:
        """Whether `seat`'s hand may be drawn face up now."""
        t = self.table
        if not self.on:
            return not t.seats[seat].is_bot or all(s.is_bot for s in t.seats)
        g = t.game
        return (seat == self.revealed and not t.hand_finished and not g.is_over and g.to_move == seat
                and not t.seats[seat].is_bot)

    def needs_handoff(self, seat: int) -> bool:
        return self.on and self.revealed != seat

    def turn_began(self, seat: int) -> None:
        """A human's turn began (the table turned its view to them): the hand-off screen, when needed."""
        if self.needs_handoff(seat):
            self.table.app.push("handoff", on_close=lambda: self.ready(seat), seat=seat,
                                player=self.table.seats[seat].name)

    def ready(self, seat: int) -> None:
        """The hand-off screen was confirmed: `seat` may see their hand."""
        self.revealed = seat
        self.teacher.teach("tocca_a_te", name=self.table.seats[seat].name)
        self.table.app.audio.play("your_turn", gain=0.8)

    def moved(self) -> None:
        """A move was made: the next hand-off hides this player's cards again."""
        self.revealed = None

"""The people at the table: pass-and-play hand-offs and the teaching toasts.

Pass-and-play: with two or more people at one computer, a hand shows face up only to its owner, on their
turn, after the hand-off screen ("Pass to Giulia — ready?", with what happened since their last turn);
between turns every hand is face down.
Teaching: a phrase in Italian with its meaning for the events that matter, once each, never on every turn:
a scopa, the settebello taken, who took the primiera when a hand ends (else the last capture), and "Tocca a
te" when your turn comes after a wait (or at a pass-and-play hand-off). The points a variant awards outside
play are always told (even with the teaching off).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ....engine import SETTEBELLO, Game, Match, Play
from ...seats import Seat
from ...text import tr

if TYPE_CHECKING:
    from ...app import App
    from .scene import TableScene

YOUR_TURN_WAIT = 8.0  # seconds of play since your last move before "Tocca a te" is worth saying


class Teacher:
    def __init__(self, app: App, seats: list[Seat], side_names: list[str]) -> None:
        self.app = app
        self.seats = seats
        self.side_names = side_names
        self.humans = [i for i, seat in enumerate(seats) if not seat.is_bot]
        self.said: set[tuple] = set()  # (phrase, hand, play): each event is told once
        self.last_moved: float | None = None  # the overlay's clock when the one person last played

    def teach(self, phrase: str, delay: float = 0.0, name: str = "", event: tuple = (), shown: bool = False) -> None:
        """Say `phrase`, once for `event` (a key naming the moment; none: every call); `shown`: its words
        are on the table already (see Overlay.teach)."""
        if event:
            if (phrase, *event) in self.said:
                return
            self.said.add((phrase, *event))
        self.app.overlay.teach(phrase, delay=delay, who=name, shown=shown)

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

    def after_move(self, before: Game, after: Game, match: Match, plated: bool = False) -> None:
        """What a move deserves saying: a new deal's awards, a scopa (only said when its plate showed the
        words), the settebello taken, at the hand's end who took the primiera (else who took the cards
        left), and your turn after a wait."""
        if len(after.events) > len(before.events) and len(after.history) > len(before.history):
            self.announce(after.events[len(before.events):])  # a new deal of this hand (a new hand: see the table)
        if len(after.history) <= len(before.history):
            return
        moment = (len(match.history) - (1 if after.is_over else 0), len(before.history))  # (hand, play)
        play = after.history[len(before.history)]
        who = self.seats[play.seat].name
        if play.scopa:
            self.teach("scopa", delay=0.5, name=who, event=moment, shown=plated)
        if play.capture and (SETTEBELLO in play.capture or play.card == SETTEBELLO):
            self.teach("settebello", delay=0.7, name=who, event=moment)
        if after.is_over:
            self._hand_end(after, match, moment[:1])
        elif len(self.humans) == 1:
            self._your_turn(play, after, moment)

    def _hand_end(self, game: Game, match: Match, hand: tuple) -> None:
        """One word for a hand's end: the scoring's most Italian one, who took the primiera (nobody on a
        tie); else, when cards were left, who took them."""
        winners = [side for side, score in enumerate(match.history[-1]) if score.primiera] if match.history else []
        if len(winners) == 1:
            self.teach("primiera", delay=0.2, name=self.side_names[winners[0]], event=hand)
        elif game.leftover:
            last = game.last_capturer
            self.teach("ultima_presa", delay=1.0, name=self.seats[last].name if last is not None else "", event=hand)

    def _your_turn(self, play: Play, after: Game, moment: tuple) -> None:
        """The one person at the table: "Tocca a te" only when their turn comes back after a wait (a big
        table, slow bots), never on every turn. The wait runs on the overlay's clock (frame time)."""
        person = self.humans[0]
        now = self.app.overlay.clock
        if play.seat == person:
            self.last_moved = now
        elif after.to_move == person and self.last_moved is not None and now - self.last_moved >= YOUR_TURN_WAIT:
            self.teach("tocca_a_te", delay=0.9, event=moment)


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
        """A human's turn began (the table turned its view to them): the hand-off screen, when needed, with
        what happened since this player's last turn."""
        if self.needs_handoff(seat):
            self.table.app.push("handoff", on_close=lambda: self.ready(seat), seat=seat,
                                player=self.table.seats[seat].name, recap=self.recap(seat),
                                names=[s.name for s in self.table.seats])

    def recap(self, seat: int) -> list[Play]:
        """The plays of this hand since `seat` last played (all of them when it has not played yet)."""
        plays = list(self.table.game.history)
        mine = [i for i, play in enumerate(plays) if play.seat == seat]
        return plays[mine[-1] + 1:] if mine else plays

    def ready(self, seat: int) -> None:
        """The hand-off screen was confirmed: `seat` may see their hand."""
        self.revealed = seat
        t = self.table
        self.teacher.teach("tocca_a_te", name=t.seats[seat].name, event=(len(t.match.history), len(t.game.history)))
        self.table.app.audio.play("your_turn", gain=0.8)

    def moved(self) -> None:
        """A move was made: the next hand-off hides this player's cards again."""
        self.revealed = None

"""The bots' turns: a bot's choice is asked for on the app's worker thread, so a slow bot never freezes a
frame, and played once it is ready and the bot's pause (the settings) has passed, counted on the app's
clock (`app.now`: a test or the fuzz gives a clock of its own, so a replay does not depend on the wall)."""

from __future__ import annotations

from concurrent.futures import Future
from typing import TYPE_CHECKING

from ....engine import Match, Move
from ...seats import Seat, make_bots

if TYPE_CHECKING:
    from ...app import App


class BotTurns:
    def __init__(self, app: App, seats: list[Seat], seed: int | str) -> None:
        self.app = app
        self.bots = make_bots(seats, seed)
        self.future: Future | None = None
        self.seat: int | None = None  # whose move the future brings
        self.turn_started = app.now()

    @property
    def thinking(self) -> bool:
        return self.future is not None

    def restart_clock(self) -> None:
        """A turn began (or the table was uncovered): the bot's pause counts from now."""
        self.turn_started = self.app.now()

    def waiting_for(self, seat: int) -> bool:
        """Whether `seat`'s choice has been asked for."""
        return self.future is not None and self.seat == seat

    def declares(self, match: Match, seat: int) -> bool:
        """Whether bot `seat` declares its hand now (the rules offer it a declaration): asked at once, it is quick."""
        return self.bots[seat].declares(match.game.observation(seat))

    def ask(self, match: Match, seat: int) -> None:
        """Ask bot `seat` for its move in `match` (on the worker thread)."""
        obs = match.game.observation(seat)
        # The match score too: the expert plays for the match, not only this hand.
        self.future = self.app.executor.submit(self.bots[seat].choose, obs, match.totals)
        self.seat = seat

    def ready_move(self) -> Move | None:
        """The move asked for, once it is ready and the bot's pause has passed (then it is handed over once)."""
        if self.future is None or not self.future.done():
            return None
        if self.app.now() - self.turn_started < self.app.bot_pause:
            return None
        move = self.future.result()  # a bot error surfaces here, in the frame loop
        self.future = None
        return move

    def cancel(self) -> None:
        """Drop the pending choice (a move was made, the position restored, or the table left)."""
        if self.future is not None:
            self.future.cancel()
        self.future = None
        self.seat = None

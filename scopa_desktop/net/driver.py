"""Who plays a table's seat when no person does: its bot (a bot seat), a substitute (a person's seat empty
for longer than the hold), or a substitute for one move (a person silent for longer than the hold: the
match never waits longer than the hold for anyone). One driver per table moves while a bot is to move,
asking the server's `BotPool`.

Bots play for the people who are at the table: a table nobody is connected to waits, still, until somebody
comes back (its bots would play for nobody, and a stranger could leave a hundred tables of Maestros
thinking for ever). A timer wakes the table when a hold runs out, so nobody waits for the next ping."""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

from ..engine import Match, Move

if TYPE_CHECKING:
    from .table import Table

log = logging.getLogger("scopa_desktop.net")


class BotDriver:
    """The bots of one table."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.driving = False
        self.stopped = False  # the table left this process: its bots play no more here
        self._wake: asyncio.TimerHandle | None = None

    def stop(self) -> None:
        self.stopped = True
        if self._wake is not None:
            self._wake.cancel()

    def wake_in(self, seconds: float) -> None:
        """Look again in `seconds` (a hold running out); one timer per table, the latest wins."""
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return
        if self._wake is not None:
            self._wake.cancel()
        self._wake = loop.call_later(max(0.0, seconds) + 0.01, self.kick)

    def kick(self) -> None:
        """Let a bot move if one is to move now (one driver at a time), else wake when a hold runs out."""
        table = self.table
        if self.driving or table.match is None or table.match.is_over:
            return
        if not self.bot_moves_now():
            self._wake_for_the_hold()
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return
        self.driving = True
        loop.create_task(self._drive())

    def bot_moves_now(self) -> bool:
        """Whether a bot is to move now (see the module's description)."""
        table = self.table
        if not table.attended or table.env.bots.closed or self.stopped:
            return False
        now, hold = table.env.clock(), table.env.limits.hold_seconds
        slot = table.slots[table.match.game.to_move]
        if slot.bot_plays(hold, now):
            return True
        return slot.kind == "human" and slot.peer is not None and now - table.moved_at >= hold

    def _wake_for_the_hold(self) -> None:
        table = self.table
        slot = table.slots[table.match.game.to_move]
        if slot.kind != "human" or not table.attended:
            return
        since = table.moved_at if slot.peer is not None else slot.dropped_at
        if since is not None:
            self.wake_in(since + table.env.limits.hold_seconds - table.env.clock())

    def _still(self, turn: int) -> bool:
        table = self.table
        return table.turn == turn and table.match is not None and not table.match.is_over and self.bot_moves_now()

    async def _drive(self) -> None:
        table = self.table
        try:
            while table.match is not None and not table.match.is_over and self.bot_moves_now():
                match, turn = table.match, table.turn
                seat = match.game.to_move
                if table.env.limits.bot_delay:
                    await asyncio.sleep(table.env.limits.bot_delay)
                    if not self._still(turn):
                        continue
                observation = match.game.observation(seat)
                try:
                    action = await table.env.bots.decide(table.origin or table.code, table.slots[seat].bot_level,
                                                         f"{match.seed}/{seat}/{turn}", observation, match.totals,
                                                         wanted=lambda turn=turn: self._still(turn))
                except asyncio.CancelledError:  # no longer wanted (the table moved on, or emptied), or stopping
                    if asyncio.current_task().cancelling():
                        raise
                    continue
                except Exception:  # a bot's bug (or a dead worker) must not stall the table
                    if table.env.bots.closed:
                        return
                    log.exception("table %s: a bot failed; it plays its first legal move", table.code)
                    action = str(observation.legal_moves()[0])
                if self._still(turn):  # else the player came back (or moved) while the bot was thinking
                    self._act(seat, match, action)
        finally:
            self.driving = False

    def _act(self, seat: int, match: Match, action: str | None) -> None:
        table = self.table
        try:
            if action is None:
                table.acted(seat, match.declare(), {"seat": seat, "kind": "declare", "move": None})
                return
            move = Move.parse(action)
            after = match.play(move)
        except ValueError:  # never from a working bot: the first legal move keeps the table going
            move = match.game.legal_moves()[0]
            after = match.play(move)
        table.acted(seat, after, {"seat": seat, "kind": "play", "move": str(move)})

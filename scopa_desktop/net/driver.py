"""Who plays a table's seat when no person does: its bot (a bot seat), a substitute (a person's seat empty
for longer than the hold), or a substitute for one move (a person silent for longer than the hold: the
match never waits longer than the hold for anyone). One driver per table moves while a bot is to move,
asking the server's `BotPool`; a table nobody is connected to is played slowly and only when the pool has
nothing else to do."""

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

    def kick(self) -> None:
        """Let a bot move if one is to move now (one driver at a time)."""
        table = self.table
        if self.driving or table.match is None or table.match.is_over or not self.bot_moves_now():
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
        now, hold = table.env.clock(), table.env.limits.hold_seconds
        slot = table.slots[table.match.game.to_move]
        if slot.bot_plays(hold, now):
            return True
        return slot.kind == "human" and slot.peer is not None and now - table.moved_at >= hold

    def _still(self, turn: int) -> bool:
        table = self.table
        return table.turn == turn and table.match is not None and not table.match.is_over and self.bot_moves_now()

    async def _drive(self) -> None:
        table = self.table
        try:
            while table.match is not None and not table.match.is_over and self.bot_moves_now():
                match, turn = table.match, table.turn
                seat = match.game.to_move
                attended, limits = table.attended, table.env.limits
                pause = limits.bot_delay if attended else max(limits.bot_delay, limits.unattended_pace)
                if pause:
                    await asyncio.sleep(pause)
                    if not self._still(turn):
                        continue
                observation = match.game.observation(seat)
                try:
                    action = await table.env.bots.decide(table.origin or table.code, attended,
                                                         table.slots[seat].bot_level, f"{match.seed}/{seat}/{turn}",
                                                         observation, match.totals)
                except Exception:  # a bot's bug (or a dead worker) must not stall the table
                    log.exception("table %s: a bot failed; it plays its first legal move", table.code)
                    action = None if observation.declaration else str(observation.legal_moves()[0])
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

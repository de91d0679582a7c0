"""The network on the table: each person's connection (a latency dot on their panel), a pill under a seat
that is awaited, reconnecting or played by a bot, and the status line's "Waiting for Marco…"."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ... import theme
from ...text import tr
from ...turn_clock import clock_text, draw_clock
from ..table.panels import SeatPanels
from ..table.status import StatusLine
from .common_draw import latency_dot

if TYPE_CHECKING:
    from .table import NetTableScene

SLOW_SECONDS = 3.0  # the server's "waiting" for a seat is shown once its player has taken this long


def seat_note(table: NetTableScene, seat: int) -> str:
    """What the table says under another player's seat: "" when all is well (and always on yours)."""
    link = table.link
    if seat == table.view_seat:
        return ""
    info = link.seats[seat] if seat < len(link.seats) else None
    waiting = link.waiting
    awaited = waiting is not None and waiting.seat == seat and not table.shown.game.is_over \
        and table.shown.game.to_move == seat
    hold = link.hold_left()
    left = hold[1] if hold is not None and hold[0] == seat and table.shown.game.to_move == seat else None
    away = info is not None and info.kind != "bot" and not info.connected
    if away and (seat in link.stood_in or awaited and waiting.bot):
        return tr("online.away_bot_plays")  # reconnecting no more: the hold ran out and a bot plays for them
    if awaited and waiting.bot:
        return tr("online.bot_playing")
    if away:
        return tr("online.reconnecting_left", clock=clock_text(left)) if left else tr("online.reconnecting")
    if awaited and waiting.seconds >= SLOW_SECONDS:
        return tr("online.waiting_left", clock=clock_text(left)) if left else tr("online.waiting_short")
    return ""


class NetPanels(SeatPanels):
    table: NetTableScene
    pills: dict[int, pygame.Rect]  # where each seat's note was drawn last (tests)

    def __init__(self, table: NetTableScene) -> None:
        super().__init__(table)
        self.pills = {}

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        t = self.table
        for seat in range(t.match.players):
            parts = self.layout.panel_parts(seat)
            rect = parts["rect"]
            info = t.link.seats[seat] if seat < len(t.link.seats) else None
            if info is not None and info.kind != "bot":
                self._latency_dot(surface, seat, rect, info.connected)
            note = seat_note(t, seat)
            self.pills.pop(seat, None)
            if note:  # over the level line, under the name: clear of the pile, its count and the hand
                line = parts["level"]
                fs = max(11, self.layout.level_size)
                label = theme.fit_text(note, fs, line.w - 12, theme.PILL_INK, bold=True)
                pill = label.get_rect().inflate(12, 4)
                pill.midleft = (line.x - 2, line.centery)
                pygame.draw.rect(surface, theme.GOLD, pill, border_radius=pill.h // 2)
                surface.blit(label, label.get_rect(center=pill.center))
                self.pills[seat] = pill


    def _latency_dot(self, surface: pygame.Surface, seat: int, panel: pygame.Rect, connected: bool) -> None:
        """The connection's dot on the panel's top-left corner (the dealer's button takes the right one)."""
        radius = max(4, self.layout.name_size // 3)
        center = (panel.x + 3, panel.y + 3)
        ms = self.table.link.latency_of(seat)
        dot = latency_dot(surface, center, radius, ms, connected)
        self.app.input.add(dot.inflate(8, 8), hover=("latency", seat), tooltip_key="online.latency_tip",
                           ms="?" if ms is None else round(ms))


class NetStatus(StatusLine):
    table: NetTableScene

    def _clock(self) -> tuple[float, int, pygame.Rect] | None:
        """Your turn's clock: (seconds left, text size, where it goes at the line's right end), or None."""
        left = self.table.my_seconds_left()
        if left is None or self.table.animating:
            return None
        line = self.layout.status
        size = max(12, round(line.h * 0.42))
        rect = draw_clock(pygame.Surface((1, 1)), (0, 0), left, size)  # measured off screen
        rect.midright = (line.right, line.centery)
        return left, size, rect

    @property
    def area(self) -> pygame.Rect:
        clock = self._clock()
        if clock is None:
            return self.layout.status
        area = self.layout.status.copy()
        area.w -= clock[2].w + 8
        return area

    def draw(self, surface: pygame.Surface) -> None:
        """The prompt, and on your turn the seconds before a bot plays for you at the line's right end."""
        super().draw(surface)
        clock = self._clock()
        self.clock_rect = None if clock is None else draw_clock(surface, clock[2].center, clock[0], clock[1])
        if self.clock_rect is not None:
            self.app.input.add(self.clock_rect, hover=("turn_clock", 0), tooltip_key="online.clock_tip")

    def message(self) -> str:
        t = self.table
        g = t.shown.game
        if t.sent is not None:
            return tr("online.sending")
        if t.link.disconnected:
            return tr("online.lost_connection")
        if t.link.reconnecting:
            return tr("online.reconnecting_table")
        if not g.is_over and g.to_move != t.view_seat:
            waiting = t.link.waiting
            name = t.seats[g.to_move].name
            if waiting is not None and waiting.seat == g.to_move and waiting.bot:
                return tr("online.bot_plays_for", name=name)
            if waiting is not None and waiting.seat == g.to_move and waiting.seconds >= SLOW_SECONDS:
                return tr("online.waiting_for", name=name)
            if not t.seats[g.to_move].is_bot:
                return tr("table.turn_of", name=name)
        return super().message()

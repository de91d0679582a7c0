"""Play online: host a table on this computer, or join a friend's."""

from __future__ import annotations

from typing import Any

import pygame

from ... import theme
from ...scene import register
from ...text import tr
from ...widgets import Form, Row
from ..common import backdrop, centered_sheet, sheet_title, unit
from .screen import OnlineScreen


@register("online")
class OnlineMenuScene(OnlineScreen):
    def __init__(self, app, backend: Any = None, **kw: Any) -> None:
        super().__init__(app, backend)
        self.form = Form([[Row("host", tr("online.host"), primary=True, help_key="online.host_tip"),
                           Row("join", tr("online.join"), help_key="online.join_tip"),
                           Row("back", tr("common.back"))]])

    def handle_form(self, intent) -> None:
        result = self.form.handle(intent)
        if result == ("action", "back"):
            self.back()
        elif result and result[0] == "action":
            self.app.push(f"online_{result[1]}", backend=self.backend)
        self.invalidate()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        u = unit((w, h))
        backdrop(surface)
        rect = centered_sheet(surface, min(w - 40, round(640 * u)), min(h - 40, round(460 * u)))
        sheet_title(surface, rect, tr("online.title"), u)
        fs = max(13, round(17 * u))
        y = rect.y + round(76 * u)
        for line in theme.wrap(tr("online.intro"), fs, rect.w - round(80 * u)):
            s = theme.text(line, fs, theme.INK_DIM)
            surface.blit(s, s.get_rect(midtop=(rect.centerx, y)))
            y += s.get_height() + 2
        row_h = round(max(44, 58 * u))
        area = pygame.Rect(0, 0, round(rect.w * 0.7), row_h * 3)
        area.midtop = (rect.centerx, y + round(18 * u))
        self.form.draw(surface, self.app.input, area, row_h)

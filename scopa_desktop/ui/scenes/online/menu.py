"""Play online: host a table on this computer, or join a friend's."""

from __future__ import annotations

from typing import Any

import pygame

from ....storage import clear_ticket, load_ticket, ticket_path
from ... import theme
from ...scene import register
from ...text import tr
from ...widgets import Form, Row
from ..common import centered_sheet, centred_lines, page, sheet_title
from .screen import OnlineScreen
from .session import resume_table, tables_folder


@register("online")
class OnlineMenuScene(OnlineScreen):
    def __init__(self, app, backend: Any = None, **kw: Any) -> None:
        super().__init__(app, backend)
        self.ticket = load_ticket(ticket_path(app.home))  # a seat kept from before: back to it first
        rows = [Row("resume", tr("online.back_to_table", code=self.ticket.code), primary=True)] if self.ticket else []
        rows += [Row("host", tr("online.host"), primary=not rows, help_key="online.host_tip"),
                 Row("join", tr("online.join"), help_key="online.join_tip"), Row("back", tr("common.back"))]
        self.form = Form([rows])

    def handle_form(self, intent) -> None:
        result = self.form.handle(intent)
        if result == ("action", "back"):
            self.back()
        elif result == ("action", "resume"):
            self.resume_seat()
        elif result and result[0] == "action":
            self.app.push(f"online_{result[1]}", backend=self.backend)
        self.invalidate()

    def resume_seat(self) -> None:
        """Back to the kept seat (the host's server starts again first); a table that is gone is forgotten."""
        assert self.ticket is not None
        try:
            link = resume_table(self.backend, self.ticket, tables_folder(self.app), ticket_path(self.app.home))
        except (OSError, ValueError, RuntimeError) as exc:
            clear_ticket(ticket_path(self.app.home))
            self.fail("online.resume_failed", reason=str(exc)[:160] or type(exc).__name__)
            return
        self.app.push("online_lobby", link=link)

    def draw(self, surface: pygame.Surface) -> None:
        w, h, u = page(surface)
        rect = centered_sheet(surface, min(w - 40, round(640 * u)),
                              min(h - 40, round((290 + 58 * len(self.form.rows)) * u)))
        sheet_title(surface, rect, tr("online.title"), u)
        fs = max(13, round(17 * u))
        y = rect.y + round(76 * u)
        y = centred_lines(surface, tr("online.intro"), fs, rect.w - round(80 * u), theme.INK_DIM, rect.centerx, y)
        row_h = round(max(44, 58 * u))
        area = pygame.Rect(0, 0, round(rect.w * 0.7), row_h * len(self.form.rows))
        area.midtop = (rect.centerx, y + round(18 * u))
        self.form.draw(surface, self.app.input, area, row_h)
        self.draw_error(surface, rect.inflate(0, round(130 * u)), u)

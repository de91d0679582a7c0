"""A lobby link opened (from a browser, a chat, `scopa-desktop scopa://…`, or handed to the running game):
which table on which server, asked before joining (a link can name any host), with your name."""

from __future__ import annotations

from typing import Any

import pygame

from ....storage import ticket_path
from ... import theme
from ...scene import register
from ...text import tr
from ...widgets import Form, Row
from ..common import centered_sheet, centred_lines, page, sheet_title
from .screen import OnlineScreen, TextField
from .session import join_table, player_name


@register("online_open_link")
class OpenLinkScene(OnlineScreen):
    def __init__(self, app, link: Any, backend: Any = None, **kw: Any) -> None:
        """`link`: the net package's TableLink (already read and checked)."""
        super().__init__(app, backend)
        self.link = link
        self.fields = {"name": TextField("name", player_name(app))}
        self.form = Form([[Row("back", tr("common.cancel"))], [Row("join", tr("online.join_button"), primary=True)]])
        self.form.focus_on("join")

    @property
    def actions(self):
        return {"join": self.join, "lobby": self.open_lobby_list, "quick": self.play_now}

    def refused(self, link: Any, reason: str) -> None:
        """The table would not seat us: say why, and offer that server's open lobby and Play now instead."""
        super().refused(link, reason)
        self.form = Form([[Row("back", tr("common.back"))],
                          [Row("lobby", tr("online.open_lobby_button"), primary=True, help_key="online.join_tip")],
                          [Row("quick", tr("online.play_now"), help_key="online.play_now_tip")]])
        self.form.focus_on("lobby")

    def open_lobby_list(self) -> None:
        self.app.replace("online_join", backend=self.backend, server=self.link.server, message=self.error)

    def play_now(self) -> None:
        self.app.replace("online_quick", backend=self.backend, server=self.link.server)

    def join(self) -> None:
        self.open_lobby(lambda: join_table(self.backend, self.link.server, self.link.code, self.typed_name(),
                                           ticket_path(self.app.home)), "online.join_failed")

    def draw(self, surface: pygame.Surface) -> None:
        w, h, u = page(surface)
        rect = centered_sheet(surface, min(w - 40, round(720 * u)), min(h - round(50 * u), round(420 * u)))
        sheet_title(surface, rect, tr("online.open_link_title"), u)
        fs = max(13, round(18 * u))
        y = rect.y + round(76 * u)
        y = centred_lines(surface, tr("online.open_link_which", code=self.link.code, server=str(self.link.server)),
                          fs, rect.w - round(80 * u), theme.INK, rect.centerx, y, most=2)
        y = centred_lines(surface, tr("online.open_link_trust"), max(12, fs - 3), rect.w - round(80 * u),
                          theme.INK_FAINT, rect.centerx, y + round(8 * u), most=2)
        row_h = round(max(38, 52 * u))
        field = pygame.Rect(rect.x + round(60 * u), y + round(16 * u), rect.w - round(120 * u), row_h - 6)
        self.fields["name"].draw(surface, self.app.input, field, tr("online.your_name"), self.typing == "name",
                                 tr("online.default_name"))
        self.draw_error(surface, rect, u)
        bh = round(max(40, 52 * u))
        brect = pygame.Rect(0, 0, round(max(180, 220 * u)) * 2 + round(28 * u), bh)
        brect.midbottom = (rect.centerx, rect.bottom - round(16 * u))
        self.form.draw(surface, self.app.input, brect, bh + max(4, bh // 8))

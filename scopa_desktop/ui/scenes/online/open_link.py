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
from ..common import page
from ..sheet_stack import SheetStack
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
        stack = SheetStack(self, surface, round(max(720 * u, theme.grown(560 * u))), min_h=round(420 * u),
                           pad=round(40 * u))
        stack.title(tr("online.open_link_title"))
        fs = max(13, round(18 * u))
        stack.words(tr("online.open_link_which", code=self.link.code, server=str(self.link.server)), fs, theme.INK,
                    after=round(8 * u))
        stack.words(tr("online.open_link_trust"), max(12, fs - 3), theme.INK_FAINT, after=round(16 * u))
        row_h = theme.grown(max(38, 52 * u))
        stack.field(self.fields["name"], tr("online.your_name"), self.typing == "name", tr("online.default_name"),
                    row_h)
        stack.error(self.error)
        stack.spring()
        stack.bar(self.form, [row.key for row in self.form.rows], theme.grown(max(40, 52 * u)))  # (after a refusal:
        # Back, the open lobby, Play now)
        stack.space(round(8 * u))
        stack.draw(self.form)

"""Play online: which server (this computer's own, or one typed once and remembered), then play now, host a
table or join one there; back to a seat kept from before comes first."""

from __future__ import annotations

from typing import Any

import pygame

from ....net import LinkError
from ....storage import clear_ticket, load_ticket, ticket_path
from ... import input as inp
from ... import theme
from ...scene import register
from ...text import tr
from ...widgets import Form, Row
from ..common import page
from ..sheet_stack import SheetStack
from . import servers
from .screen import OnlineScreen, TextField
from .session import resume_table, tables_folder


@register("online")
class OnlineMenuScene(OnlineScreen):
    def __init__(self, app, backend: Any = None, **kw: Any) -> None:
        super().__init__(app, backend)
        self.ticket = load_ticket(ticket_path(app.home), app.notices)  # a seat kept from before: back to it first
        self.fields = {"server": TextField("server", "", limit=120, clean=lambda s: s.replace(" ", ""))}
        self.form = self._build()
        self.form.focus_on("resume" if self.ticket else "quick" if servers.current(app) else "host")

    def _build(self) -> Form:
        chosen = servers.current(self.app)
        choices = [None, *servers.remembered(self.app)]
        server = Row("server", tr("online.server"), choices, [servers.label(a) for a in choices],
                     choices.index(chosen) if chosen in choices else 0, help_key="settings.online_server.help")
        rows = [Row("resume", tr("online.back_to_table", code=self.ticket.code), primary=True)] if self.ticket else []
        rows += [Row("quick", tr("online.play_now"), primary=not self.ticket and chosen is not None,
                     enabled=chosen is not None, help_key="online.play_now_tip"),
                 Row("ranked", tr("ranked.title"), enabled=chosen is not None, help_key="ranked.menu_tip"),
                 Row("host", tr("online.host"), primary=not self.ticket and chosen is None, help_key="online.host_tip"),
                 Row("join", tr("online.join"), help_key="online.join_tip"), Row("back", tr("common.back"))]
        return Form([[server], rows], on_change=self._changed)  # the server, then what to do there

    def _rebuild(self) -> None:
        focus = self.form.rows[self.form.focus].key
        self.form = self._build()
        self.form.focus_on(focus)
        self.invalidate()

    def _changed(self, row: Row) -> None:
        if row.key == "server":
            servers.choose(self.app, row.value)
            self.error = ""
            self._rebuild()

    def add_server(self) -> None:
        """The address typed becomes the server (and joins those remembered); a malformed one is refused."""
        text = self.fields["server"].value
        if not text:
            return
        try:
            servers.typed(self.app, text)
        except LinkError as exc:
            self.fail("online.bad_server", reason=servers.link_error(exc))
            return
        self.fields["server"].value, self.typing, self.error = "", None, ""
        self._rebuild()

    def handle(self, intent: inp.Intent) -> None:
        if self.typing == "server" and intent.kind == inp.CONFIRM:
            self.add_server()
            return
        super().handle(intent)

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
        ticket = self.ticket
        self.open_lobby(lambda: resume_table(self.backend, ticket, tables_folder(self.app), ticket_path(self.app.home)),
                        "online.resume_failed", push=True)
        if self.pending is None and self.error:  # it could not even start (the host's server, a bad address)
            self.forget_seat()

    def refused(self, link: Any, reason: str) -> None:
        """The kept seat is gone (its table closed, the seat given to another): forgotten, and said; a server
        that cannot be reached keeps it to try again."""
        super().refused(link, reason)
        if link.error_code in ("no_table", "bad_token", "seat_taken"):
            self.forget_seat()

    def forget_seat(self) -> None:
        clear_ticket(ticket_path(self.app.home))
        self.ticket = None
        self.form = self._build()
        self.form.focus_on("quick" if servers.current(self.app) else "host")

    def draw(self, surface: pygame.Surface) -> None:
        w, h, u = page(surface)
        rows = self.form.columns[1]
        stack = SheetStack(self, surface, round(max(700 * u, theme.grown(560 * u))),
                           min_h=round((250 + 58 * (len(rows) + 2)) * u))
        stack.title(tr("online.title"))
        stack.words(tr("online.intro"), max(13, round(17 * u)), theme.INK_DIM, after=round(14 * u))
        row_h = theme.grown(max(44, 58 * u))
        stack.rows(self.form, ["server"], row_h, label_w_frac=0.3, inset=0.8 * 700 / 620)
        stack.field(self.fields["server"], tr("online.add_server"), self.typing == "server",
                    tr("online.server_example"), row_h)
        stack.space(round(12 * u))
        stack.rows(self.form, [row.key for row in rows], row_h, inset=0.6 * 700 / 620)
        stack.error(self.error)
        stack.draw(self.form)

"""Join a table: the tables announced on the local network in a list, or an invitation typed (a code,
an address, or both as the host shows them: "192.168.1.20:7519/K7M2QX"); your name."""

from __future__ import annotations

from typing import Any

import pygame

from ....storage import ticket_path
from ... import input as inp
from ... import theme
from ...scene import register
from ...text import tr
from ...widgets import Form, Row, button
from ..common import centered_sheet, page, sheet_title
from .screen import OnlineScreen, TextField
from .session import Invitation, join_table, parse_invitation, player_name, start_browsing

LISTED = 5  # tables shown at once


@register("online_join")
class JoinScene(OnlineScreen):
    def __init__(self, app, backend: Any = None, **kw: Any) -> None:
        super().__init__(app, backend)
        self.fields = {"name": TextField("name", player_name(app)),
                       "invite": TextField("invite", "", limit=60, clean=lambda s: s.replace(" ", ""))}
        self.form = Form([[Row("back", tr("common.back"))], [Row("join", tr("online.join_button"), primary=True)]])
        self.form.focus_on("join")
        self.browser: Any = None
        self.found: list[Any] = []
        self.browser = start_browsing(self.backend)

    def shutdown(self) -> None:
        if self.browser is not None:
            self.browser.stop()
            self.browser = None

    def update(self, dt: float) -> None:
        if self.browser is None:
            return
        found = list(self.browser.tables())[:LISTED]
        if found != self.found:
            self.found = found
            self.invalidate()

    def typed_name(self) -> str:
        return self.fields["name"].value.strip() or tr("online.default_name")

    def join(self, invitation: Invitation) -> None:
        if not invitation.code:
            self.fail("online.need_code")
            return
        url = invitation.url
        if not invitation.host:  # a code alone: the table must be on this network
            match = next((t for t in self.found if t.code == invitation.code), None)
            if match is None:
                self.fail("online.code_not_found", code=invitation.code)
                return
            url = match.url
        self.connect(url, invitation.code)

    def connect(self, url: str, code: str) -> None:
        try:
            link = join_table(self.backend, url, code, self.typed_name(), ticket_path(self.app.home))
        except (OSError, ValueError, RuntimeError, TimeoutError) as exc:
            self.fail("online.join_failed", reason=str(exc)[:160] or type(exc).__name__)
            return
        self.app.replace("online_lobby", link=link)

    def join_typed(self) -> None:
        try:
            invitation = parse_invitation(self.fields["invite"].value, self.backend.DEFAULT_PORT)
        except ValueError as exc:
            self.fail("online.bad_invitation_named", reason=str(exc))
            return
        self.join(invitation)

    def handle_form(self, intent: inp.Intent) -> None:
        if intent.kind == inp.ACTION and isinstance(intent.value, tuple) and intent.value[0] == "found":
            table = self.found[intent.value[1]] if intent.value[1] < len(self.found) else None
            if table is not None:
                self.connect(table.url, table.code)
            return
        result = self.form.handle(intent)
        if result == ("action", "back"):
            self.back()
        elif result == ("action", "join"):
            self.join_typed()
        self.invalidate()

    def draw(self, surface: pygame.Surface) -> None:
        w, h, u = page(surface)
        ctl = self.app.input
        rect = centered_sheet(surface, min(w - 40, round(820 * u)), min(h - round(50 * u), round(640 * u)))
        sheet_title(surface, rect, tr("online.join_title"), u)
        pad = round(50 * u)
        row_h = round(max(34, 50 * u))
        fs = max(12, round(16 * u))
        x, width = rect.x + pad, rect.w - 2 * pad
        y = rect.y + round(72 * u)
        head = theme.text(tr("online.on_network"), fs, theme.INK_FAINT, bold=True)
        surface.blit(head, (x + 4, y))
        y += head.get_height() + 6
        if not self.found:
            wait = tr("online.searching") if self.browser is not None else tr("online.no_browsing")
            s = theme.fit_text(wait, fs, width, theme.INK_DIM)
            surface.blit(s, s.get_rect(midleft=(x + 12, y + row_h // 2)))
            y += row_h
        for i, table in enumerate(self.found):
            r = pygame.Rect(x, y, width, row_h - 6)
            label = tr("online.found_row", name=table.name, code=table.code, address=f"{table.address}:{table.port}")
            button(surface, ctl, r, label, inp.Intent(inp.ACTION, ("found", i)), size=max(12, round(r.h * 0.4)))
            y += row_h
        y += round(18 * u)
        for key, label, placeholder in (("invite", tr("online.invitation"), tr("online.invitation_example")),
                                        ("name", tr("online.your_name"), tr("online.default_name"))):
            self.fields[key].draw(surface, ctl, pygame.Rect(x, y, width, row_h - 6), label, self.typing == key,
                                  placeholder)
            y += row_h
        self.draw_error(surface, rect, u)
        bh = round(max(40, 52 * u))
        brect = pygame.Rect(0, 0, round(max(180, 220 * u)) * 2 + round(28 * u), bh)
        brect.midbottom = (rect.centerx, rect.bottom - round(16 * u))
        self.form.draw(surface, ctl, brect, bh + max(4, bh // 8))

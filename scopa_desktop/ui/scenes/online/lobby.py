"""The lobby: who sits where and who is ready, the table phrases, and (for the host) what to share. The
match starts when every person is ready; the table then opens in every player's window."""

from __future__ import annotations

from typing import Any

import pygame

from ....storage import clear_ticket, ticket_path
from ... import input as inp
from ... import theme
from ...scene import register
from ...seats import bot_level_name
from ...text import tr
from ...widgets import Form, Row, button
from ..common import centered_sheet, page, sheet_title
from .chat import OFFERED, announce
from .common_draw import draw_where, latency_dot, phrase_texts
from .link import NetLink
from .screen import OnlineScreen

COPY = inp.Intent(inp.ACTION, "copy_link")


@register("online_lobby")
class LobbyScene(OnlineScreen):
    def __init__(self, app, link: NetLink, **kw: Any) -> None:
        super().__init__(app)
        self.link = link
        self.ready = False
        self.leaving = False
        self.bots_offered = False
        self.copied = False  # the link went to the clipboard (the button says so)
        self.form = self._build()
        self.form.focus_on("ready")

    def _build(self) -> Form:
        label = tr("online.not_ready") if self.ready else tr("online.ready")
        columns = [[Row("leave", tr("online.leave"))], [Row("ready", label, primary=not self.ready)]]
        if self.bots_offered:  # before the start, the free seats to bots: at a quick table, or at ours
            columns.append([Row("bots", tr("online.bots_now"), help_key="online.bots_now_tip")])
        return Form(columns)

    def _rebuild(self) -> None:
        focus = self.form.rows[self.form.focus].key if self.form.rows else "ready"
        self.form = self._build()
        self.form.focus_on(focus)
        self.invalidate()

    def enter(self) -> None:
        self.link.on_chat = lambda line: announce(self.app, self.link, line)

    def toast_top(self) -> int:
        """Phrases said show low on the sheet, clear of the code and the invitation."""
        return round(self.app.size[1] * 0.62)

    def shutdown(self) -> None:
        if not self.leaving:
            self.link.close()  # off the stack without going to the table: leave it

    def update(self, dt: float) -> None:
        if self.link.pump():
            self.invalidate()
        if self.link.can_call_bots != self.bots_offered:
            self.bots_offered = self.link.can_call_bots
            self._rebuild()
        if self.link.started and self.link.latest is not None:
            self.leaving = True  # the table takes the link over
            self.app.replace("online_table", link=self.link)
        elif self.link.error and self.link.error != self.error:  # a code that names no table, a full table...
            self.error = self.link.error
            self.invalidate()
        elif self.link.disconnected and not self.error:
            self.fail("online.lost_connection")

    def on_back(self) -> None:
        self.link.close()

    def handle_form(self, intent: inp.Intent) -> None:
        if intent.kind == inp.ACTION and isinstance(intent.value, tuple) and intent.value[0] == "say":
            self.link.client.say(intent.value[1])
            return
        if intent == COPY:
            self.copy_link()
            return
        result = self.form.handle(intent)
        if result == ("action", "leave"):
            self.link.client.leave()  # the seat is given up: nothing to come back to
            clear_ticket(ticket_path(self.app.home))
            self.back()
        elif result == ("action", "bots"):
            self.link.client.fill_bots()
        elif result == ("action", "ready"):
            self.ready = not self.ready
            self.link.client.ready(self.ready)
            self.form = self._build()
            self.form.focus_on("ready")
        self.invalidate()

    # -- drawing ----------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        w, h, u = page(surface)
        rect = centered_sheet(surface, w - round(60 * u), h - round(50 * u))
        sheet_title(surface, rect, tr("online.lobby_title"), u, size=34, top=12)
        draw_where(surface, rect, self.link.where or tr("online.this_computer"), u)
        pad = round(32 * u)
        top = rect.y + round(64 * u)
        y = self._draw_share(surface, pygame.Rect(rect.x + pad, top, rect.w - 2 * pad, 0), u)
        bottom = rect.bottom - round(96 * u)
        half = (rect.w - 3 * pad) // 2
        self._draw_seats(surface, pygame.Rect(rect.x + pad, y, half, bottom - y), u)
        self._draw_chat(surface, pygame.Rect(rect.x + 2 * pad + half, y, half, bottom - y), u)
        self.draw_error(surface, rect.inflate(0, round(40 * u)), u)
        bh = round(max(40, 52 * u))
        buttons = len(self.form.columns)
        brect = pygame.Rect(0, 0, round(max(180, 220 * u)) * buttons + round(28 * u) * (buttons - 1), bh)
        brect.midbottom = (rect.centerx, rect.bottom - round(16 * u))
        self.form.draw(surface, self.app.input, brect, bh + max(4, bh // 8))

    def copy_link(self) -> None:
        """The table's link to the clipboard, to paste in a message to a friend."""
        text = self.link.share_link()
        if not text:
            return
        try:
            pygame.scrap.put_text(text)
        except pygame.error as exc:  # no clipboard here: the link is on the screen to copy by hand
            self.fail("online.copy_failed", reason=str(exc)[:120])
            return
        self.copied = True
        self.invalidate()

    def _draw_share(self, surface: pygame.Surface, area: pygame.Rect, u: float) -> int:
        """The code, the link to send with its Copy button, who finds the table (and, hosting here, the
        invitation and the port to open); returns where the rest starts."""
        link = self.link
        fs = max(13, round(18 * u))
        lines = [(tr("online.code_line", code=link.code or "…"), theme.GOLD, True)]
        if link.is_host:
            lines.append((tr("online.invitation_line", invitation=link.invitation()), theme.INK, False))
            lines.append((tr("online.port_line", port=link.host.port), theme.INK_DIM, False))
        elif link.code:
            lines.append((tr("online.listed_line" if link.listed else "online.private_line"), theme.INK_DIM, False))
        y = area.y
        for text, colour, bold in lines:
            s = theme.fit_text(text, fs, area.w, colour, bold=bold)
            surface.blit(s, s.get_rect(midtop=(area.centerx, y)))
            y += s.get_height() + 4
        shared = link.share_link()
        if shared:
            bw = round(max(150, 190 * u))
            text = theme.fit_text(tr("online.link_line", link=shared), fs, area.w - bw - 16, theme.INK)
            row = pygame.Rect(0, y, text.get_width() + 16 + bw, max(text.get_height(), round(34 * u)))
            row.centerx = area.centerx
            surface.blit(text, text.get_rect(midleft=(row.x, row.centery)))
            label = tr("online.copied") if self.copied else tr("online.copy_link")
            button(surface, self.app.input, pygame.Rect(row.right - bw, row.y, bw, row.h), label, COPY,
                   size=max(12, round(row.h * 0.42)), tooltip_key="online.copy_link_tip")
            y = row.bottom + 4
        return y + round(10 * u)

    def _draw_seats(self, surface: pygame.Surface, area: pygame.Rect, u: float) -> None:
        fs = max(13, round(18 * u))
        head = theme.text(tr("online.seats_head"), max(12, fs - 3), theme.INK_FAINT, bold=True)
        surface.blit(head, (area.x + 4, area.y))
        row_h = max(30, min(round(50 * u), (area.h - head.get_height() - 8) // max(1, len(self.link.seats))))
        y = area.y + head.get_height() + 6
        for i, seat in enumerate(self.link.seats):
            r = pygame.Rect(area.x, y, area.w, row_h - 6)
            theme.panel(surface, r, active=i == self.link.my_seat, radius=r.h // 3, fill=theme.FIELD)
            radius = max(4, r.h // 7)
            is_bot = seat.kind == "bot"
            if not is_bot:
                latency_dot(surface, (r.x + 10 + radius, r.centery), radius, self.link.latency_of(i), seat.connected)
            name = seat.name if seat.taken else tr("online.open_seat")
            if i == self.link.my_seat:
                name = tr("online.you_marker", name=name)
            ink = theme.INK if seat.taken else theme.INK_FAINT
            s = theme.fit_text(tr("setup.seat", n=i + 1) + "  " + name, fs, round(r.w * 0.6), ink, bold=True)
            surface.blit(s, s.get_rect(midleft=(r.x + 18 + 2 * radius, r.centery)))
            state = bot_level_name(seat.level) if is_bot and seat.level else tr("setup.bot") if is_bot \
                else tr("online.is_ready") if seat.ready else tr("online.waiting_seat") if not seat.taken \
                else tr("online.away") if not seat.connected else tr("online.not_ready_yet")
            colour = theme.GOLD if seat.ready or is_bot else theme.INK_DIM
            t = theme.fit_text(state, max(12, fs - 3), round(r.w * 0.36), colour)
            surface.blit(t, t.get_rect(midright=(r.right - 12, r.centery)))
            y += row_h
        note = theme.fit_text(tr("online.starts_when_ready"), max(12, fs - 4), area.w, theme.INK_FAINT)
        surface.blit(note, (area.x + 4, min(y + 4, area.bottom - note.get_height())))

    def _draw_chat(self, surface: pygame.Surface, area: pygame.Rect, u: float) -> None:
        fs = max(12, round(16 * u))
        head = theme.text(tr("online.chat_head"), max(12, fs - 1), theme.INK_FAINT, bold=True)
        surface.blit(head, (area.x + 4, area.y))
        y = area.y + head.get_height() + 6
        cols = 3
        gap = round(8 * u)
        bw = (area.w - gap * (cols - 1)) // cols
        bh = round(max(42, 56 * u))
        for k, key in enumerate(OFFERED):
            italian, meaning = phrase_texts(key)
            r = pygame.Rect(area.x + (k % cols) * (bw + gap), y + (k // cols) * (bh + gap), bw, bh)
            button(surface, self.app.input, r, "", inp.Intent(inp.ACTION, ("say", key)))
            top = theme.fit_text(italian, max(12, round(bh * 0.3)), r.w - 12, theme.GOLD, bold=True)
            low = theme.fit_text(meaning, max(11, round(bh * 0.22)), r.w - 12, theme.INK_DIM)
            surface.blit(top, top.get_rect(midbottom=(r.centerx, r.centery + 2)))
            surface.blit(low, low.get_rect(midtop=(r.centerx, r.centery + 3)))
        y += ((len(OFFERED) + cols - 1) // cols) * (bh + gap) + round(6 * u)
        for line in list(self.link.chat)[-max(0, (area.bottom - y) // (fs + 6)):]:
            italian, meaning = phrase_texts(line.phrase)
            text = tr("online.chat_line", name=self.link.seat_name(line.seat), italian=italian, meaning=meaning)
            s = theme.fit_text(text, fs, area.w - 8, theme.INK)
            surface.blit(s, (area.x + 4, y))
            y += s.get_height() + 4

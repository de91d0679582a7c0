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
from ..common import page
from ..sheet_stack import SheetStack
from .chat import OFFERED, announce
from .common_draw import latency_dot, phrase_texts
from .link import NetLink
from .screen import OnlineScreen

COPY = inp.Intent(inp.ACTION, "copy_link")
CHAT_LINES = 4  # the last lines said, under the phrases


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
        mine = self.link.my_seat
        if mine is not None and mine < len(self.link.seats) and self.link.seats[mine].ready != self.ready:
            self.ready = self.link.seats[mine].ready  # the server's word (a quick table seats us ready)
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
        """The code and the link, then the seats beside the chat (under it, once the text is much larger),
        the buttons; every line wraps rather than being cut, and a sheet taller than the window scrolls."""
        w, h, u = page(surface)
        pad = round(32 * u)
        stack = SheetStack(self, surface, w - round(60 * u), min_h=h - round(50 * u), pad=pad)
        stack.corner(tr("online.server_line", server=self.link.where or tr("online.this_computer")),
                     max(11, round(14 * u)))
        stack.title(tr("online.lobby_title"), round(34 * u))
        inner = stack.inner
        stack.custom(self._draw_share(None, pygame.Rect(0, 0, inner, 0), u),
                     lambda s, r: self._draw_share(s, r, u) and None)
        side = theme.TEXT_SCALE <= 1.25
        if side:
            half = (inner - pad) // 2
            room = h - round(50 * u) - round(96 * u) - stack.height - round(40 * u)
            tall = max(room, self._draw_seats(None, pygame.Rect(0, 0, half, 0), u),
                       self._draw_chat(None, pygame.Rect(0, 0, half, 0), u))

            def both(surface: pygame.Surface, r: pygame.Rect) -> None:
                self._draw_seats(surface, pygame.Rect(r.x, r.y, half, r.h), u)
                self._draw_chat(surface, pygame.Rect(r.x + half + pad, r.y, half, r.h), u)

            stack.custom(tall, both)
        else:
            for part in (self._draw_seats, self._draw_chat):
                stack.custom(part(None, pygame.Rect(0, 0, inner, 0), u) + round(12 * u),
                             lambda s, r, part=part: part(s, r, u) and None)
        stack.error(self.error)
        stack.spring()
        stack.bar(self.form, [row.key for row in self.form.rows], theme.grown(max(40, 52 * u)))
        stack.space(round(8 * u))
        stack.draw(self.form)

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

    def _draw_share(self, surface: pygame.Surface | None, area: pygame.Rect, u: float) -> int:
        """The code, the link to send with its Copy button, who finds the table (and, hosting here, the
        invitation and the port to open); drawn, or only measured without a surface. Returns its height."""
        link = self.link
        fs = max(13, round(18 * u))
        lines = [(tr("online.code_line", code=link.code or "…"), theme.GOLD, True)]
        if link.is_host:
            lines.append((tr("online.invitation_line", invitation=link.invitation()), theme.INK, False))
            lines.append((tr("online.port_line", port=link.host.port), theme.INK_DIM, False))
        elif link.code and link.seats:  # once the table is described: open lobby, or code and link only
            said = "ranked.table_line" if link.ranked else \
                "online.listed_line" if link.listed else "online.private_line"
            lines.append((tr(said), theme.INK_DIM, False))
        y = area.y
        for text, colour, bold in lines:
            for s in theme.fit_or_wrap(text, fs, area.w, colour, bold=bold):
                if surface is not None:
                    surface.blit(s, s.get_rect(midtop=(area.centerx, y)))
                y += s.get_height() + 4
        shared = link.share_link()
        if shared:
            label = tr("online.copied") if self.copied else tr("online.copy_link")
            bh = theme.grown(max(30, 34 * u))
            size = max(12, round(theme.unscaled(bh) * 0.42))
            bw = max(round(max(150, 190 * u)), theme.text(label, size, bold=True).get_width() + 24)
            words = theme.fit_or_wrap(tr("online.link_line", link=shared), fs, area.w - bw - 16, theme.INK)
            if len(words) > 1:  # the link on its own lines, the button under it
                words = theme.fit_or_wrap(tr("online.link_line", link=shared), fs, area.w, theme.INK)
            words_h = sum(s.get_height() for s in words)
            beside = len(words) == 1
            row = pygame.Rect(0, y, (words[0].get_width() + 16 + bw) if beside else area.w,
                              max(words_h, bh) if beside else words_h + 6 + bh)
            row.centerx = area.centerx
            if surface is not None:
                ty = row.centery - words_h // 2 if beside else row.y
                for s in words:
                    surface.blit(s, s.get_rect(midleft=(row.x, ty + s.get_height() // 2)) if beside else
                                 s.get_rect(midtop=(row.centerx, ty)))
                    ty += s.get_height()
                place = pygame.Rect(row.right - bw, row.y, bw, row.h) if beside else \
                    pygame.Rect(row.centerx - bw // 2, row.bottom - bh, bw, bh)
                button(surface, self.app.input, place, label, COPY, size=size, tooltip_key="online.copy_link_tip")
            y = row.bottom + 4
        return y + round(10 * u) - area.y

    def _seat_words(self, i: int, seat: Any) -> tuple[str, str, Any, Any]:
        """A seat's name line, its state, and their colours."""
        is_bot = seat.kind == "bot"
        name = seat.name if seat.taken else tr("online.open_seat")
        if seat.taken and getattr(seat, "rating", None) is not None:  # (a server of ranked play says it)
            name = tr("ranked.name_rating", name=name, rating=seat.rating)
        if i == self.link.my_seat:
            name = tr("online.you_marker", name=name)
        state = bot_level_name(seat.level) if is_bot and seat.level else tr("setup.bot") if is_bot \
            else tr("online.is_ready") if seat.ready else tr("online.waiting_seat") if not seat.taken \
            else tr("online.away") if not seat.connected else tr("online.not_ready_yet")
        return (tr("setup.seat", n=i + 1) + "  " + name, state, theme.INK if seat.taken else theme.INK_FAINT,
                theme.GOLD if seat.ready or is_bot else theme.INK_DIM)

    def _draw_seats(self, surface: pygame.Surface | None, area: pygame.Rect, u: float) -> int:
        """The seats: each its name and its state (on one line, or two when they need the room); drawn, or only
        measured without a surface. Returns the height taken."""
        fs = max(13, round(18 * u))
        small = max(12, fs - 3)
        y = area.y
        for line in theme.fit_or_wrap(tr("online.seats_head"), small, area.w - 8, theme.INK_FAINT, bold=True):
            if surface is not None:
                surface.blit(line, (area.x + 4, y))
            y += line.get_height()
        y += 6
        one_line = theme.line_h(fs, bold=True) + 14
        for i, seat in enumerate(self.link.seats):
            name, state, ink, colour = self._seat_words(i, seat)
            radius = max(4, one_line // 7)
            name_w = area.w - 30 - 2 * radius
            beside = theme.fits_whole(name, fs, round(area.w * 0.6), bold=True) and \
                theme.fits_whole(state, small, round(area.w * 0.36))
            names = [theme.fit_text(name, fs, round(area.w * 0.6), ink, bold=True)] if beside else \
                theme.fit_or_wrap(name, fs, name_w, ink, bold=True)
            states = [theme.fit_text(state, small, round(area.w * 0.36), colour)] if beside else \
                theme.fit_or_wrap(state, small, name_w, colour)
            r = pygame.Rect(area.x, y, area.w, one_line if beside else
                            sum(s.get_height() for s in names + states) + 14)
            if surface is not None:
                theme.panel(surface, r, active=i == self.link.my_seat, radius=min(r.h, one_line) // 3,
                            fill=theme.FIELD)
                if seat.kind != "bot":
                    latency_dot(surface, (r.x + 10 + radius, r.y + one_line // 2), radius, self.link.latency_of(i),
                                seat.connected)
                x, ty = r.x + 18 + 2 * radius, r.y + 7
                if beside:
                    surface.blit(names[0], names[0].get_rect(midleft=(x, r.centery)))
                    surface.blit(states[0], states[0].get_rect(midright=(r.right - 12, r.centery)))
                else:
                    for s in names + states:
                        surface.blit(s, (x, ty))
                        ty += s.get_height()
            y = r.bottom + 6
        for line in theme.fit_or_wrap(tr("online.starts_when_ready"), max(12, fs - 4), area.w, theme.INK_FAINT):
            if surface is not None:
                surface.blit(line, (area.x + 4, y))
            y += line.get_height()
        return y + 4 - area.y

    def _draw_chat(self, surface: pygame.Surface | None, area: pygame.Rect, u: float) -> int:
        """The phrases to say (in as many columns as their words fit) and the last lines said; drawn, or only
        measured without a surface. Returns the height taken."""
        fs = max(12, round(16 * u))
        y = area.y
        for line in theme.fit_or_wrap(tr("online.chat_head"), max(12, fs - 1), area.w - 8, theme.INK_FAINT,
                                      bold=True):
            if surface is not None:
                surface.blit(line, (area.x + 4, y))
            y += line.get_height()
        y += 6
        gap = round(8 * u)
        bh = theme.grown(max(42, 56 * u))
        top_size, low_size = max(12, round(theme.unscaled(bh) * 0.3)), max(11, round(theme.unscaled(bh) * 0.22))
        texts = [phrase_texts(key) for key in OFFERED]
        need = max(max(theme.whole_width(it, top_size, bold=True), theme.whole_width(mean, low_size))
                   for it, mean in texts) + 16
        cols = max(1, min(3, (area.w + gap) // (need + gap)))
        bw = (area.w - gap * (cols - 1)) // cols
        for k, (key, (italian, meaning)) in enumerate(zip(OFFERED, texts, strict=True)):
            r = pygame.Rect(area.x + (k % cols) * (bw + gap), y + (k // cols) * (bh + gap), bw, bh)
            if surface is None:
                continue
            button(surface, self.app.input, r, "", inp.Intent(inp.ACTION, ("say", key)))
            self.app.input.regions[-1].label = f"{italian}: {meaning}" if meaning else italian  # Tab and speech
            top = theme.fit_text(italian, top_size, r.w - 12, theme.GOLD, bold=True)
            if not meaning:  # the Italian alone, in the middle (no Italian gloss for a reader of Italian)
                surface.blit(top, top.get_rect(center=r.center))
                continue
            low = theme.fit_text(meaning, low_size, r.w - 12, theme.INK_DIM)
            surface.blit(top, top.get_rect(midbottom=(r.centerx, r.centery + 2)))
            surface.blit(low, low.get_rect(midtop=(r.centerx, r.centery + 3)))
        y += ((len(OFFERED) + cols - 1) // cols) * (bh + gap) + round(6 * u)
        said = [tr("online.chat_line" if meaning else "online.chat_line_plain", name=self.link.seat_name(line.seat),
                   italian=italian, meaning=meaning)
                for line in list(self.link.chat)[-CHAT_LINES:] for italian, meaning in [phrase_texts(line.phrase)]]
        for text in said:
            for s in theme.fit_or_wrap(text, fs, area.w - 8, theme.INK):
                if surface is not None:
                    surface.blit(s, (area.x + 4, y))
                y += s.get_height() + 2
            y += 2
        return y - area.y

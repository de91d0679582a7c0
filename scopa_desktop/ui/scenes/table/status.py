"""The status line above your hand: whose turn it is and what to press, or, with a card selected that has
several captures, one chip per option (its number, colour and the cards it takes) to click."""

from __future__ import annotations

import pygame

from ....engine import Move
from ... import input as inp
from ... import theme
from ...text import tr
from ...widgets import button
from .part import Part


class StatusLine(Part):
    @property
    def bounds(self) -> pygame.Rect:
        return self.layout.status

    @property
    def area(self) -> pygame.Rect:
        """Where the prompt, the option chips or the declaration's buttons go: the whole line (a network table
        keeps its right end for your turn's clock)."""
        return self.layout.status

    def message(self) -> str:
        """The prompt, for the state the table shows (it changes when the animation leading to it ends)."""
        t = self.table
        g = t.shown.game
        sel = t.selection
        if g.is_over:
            return tr("window.hand_over")
        if t.seats[g.to_move].is_bot:
            key = "table.bot_thinking" if t.bots.thinking and not t.animating else "table.turn_of"
            return tr(key, name=t.seats[g.to_move].name)
        if sel.selected is not None and sel.options:
            return tr("window.confirm_trail") if not sel.options[0].capture else tr("window.confirm_capture")
        return tr("window.your_turn_press", keys=inp.number_keys(len(g.hands[t.view_seat])))

    def draw(self, surface: pygame.Surface) -> None:
        options, _ = self.table.selection.displayed()
        area = self.area
        size = self.layout.status_text
        offer = self.table.declaration_offer() if not self.table.animating else None
        if offer is not None and self.table.selection.selected is None:
            self._draw_declaration(surface, offer[1])
            return
        if self.table.selection.selected is not None and len(options) > 1:
            self._draw_chips(surface, options)
            return
        lines = theme.fit_or_wrap(self.message(), size, area.w, theme.INK)  # (wrapped: a side panel's narrow one)
        y = area.centery - sum(s.get_height() for s in lines) // 2
        for surf in lines:
            surface.blit(surf, surf.get_rect(midtop=(area.centerx, y)))
            y += surf.get_height()

    def declaration_buttons(self, points: int) -> list[tuple[str, str, pygame.Rect]]:
        """The two choices of a hand that may be declared, centred in the status line: (action, label, rect)."""
        area = self.area
        size = self.layout.status_text  # the buttons' label size
        labels = [("declare", tr("table.declare", points=points)), ("keep_hidden", tr("table.keep_hidden"))]
        widths = [theme.text(label, size, bold=True).get_width() + 28 for _, label in labels]
        gap = max(8, area.h // 2)
        x = area.centerx - (sum(widths) + gap) // 2
        out = []
        for (action, label), w in zip(labels, widths, strict=True):
            out.append((action, label, pygame.Rect(x, area.y, w, area.h)))
            x += w + gap
        return out

    def _draw_declaration(self, surface: pygame.Surface, points: int) -> None:
        for action, label, rect in self.declaration_buttons(points):
            button(surface, self.app.input, rect, label, inp.Intent(inp.ACTION, action), size=self.layout.status_text,
                   primary=action == "declare", tooltip_key=f"table.tip_{action}")

    def _draw_chips(self, surface: pygame.Surface, options: list[Move]) -> None:
        """Option chips: number, colour and the cards each option takes. Click one to play it (the felt says
        how, see TableCards). Many options (scopa di quindici can offer a dozen) close their cards up, then
        show their numbers only, so every chip stays in the line and on screen."""
        L = self.layout
        area = self.area
        ctl = self.app.input
        focus = self.table.selection.focus_option
        safe = self.table.look.safe_colours
        chip_h = area.h
        ch = chip_h - 8
        cw = round(ch * L.aspect)
        trail = theme.text(tr("table.trail_option"), max(11, round(theme.unscaled(ch) / 2)), theme.INK)
        widths, step = chip_widths(options, area.w, chip_h, cw, trail.get_width())
        x = area.centerx - (sum(widths) + CHIP_GAP * (len(widths) - 1)) // 2
        for i, (m, w) in enumerate(zip(options, widths, strict=True)):
            r = pygame.Rect(x, area.y, w, chip_h)
            colour = theme.option_colour(i, safe)
            radius = min(w, chip_h) // 2
            theme.panel(surface, r, active=focus == i, radius=radius, fill=theme.PLATE)
            pygame.draw.rect(surface, colour, r, width=3 if focus == i else 2, border_radius=radius)
            if step is None:  # the number only
                theme.badge(surface, r.center, max(4, radius - 4), colour, str(i + 1))
            else:
                theme.badge(surface, (r.x + chip_h // 2, r.centery), chip_h // 2 - 4, colour, str(i + 1))
                cx = r.x + chip_h + 4
                for c in sorted(m.capture, key=lambda c: (c.rank, c.suit)):
                    surface.blit(self.app.card_face(c, ch), (cx, r.y + 4))
                    cx += step
                if not m.capture:
                    surface.blit(trail, trail.get_rect(midleft=(cx, r.centery)))
            ctl.add(r, inp.Intent(inp.CHOOSE_OPTION, i), hover=("option", i), tooltip_key="window.tip_option")
            if focus == i:  # the option the keys chose (Tab)
                theme.focus_ring(surface, r, radius)
            x += w + CHIP_GAP


CHIP_GAP = 8
MIN_CARD_STEP = 6  # cards in a chip closer than this read as a smudge: the chips show their numbers only


def chip_widths(options: list[Move], room: int, chip_h: int, cw: int, trail_w: int) -> tuple[list[int], int | None]:
    """Each option chip's width within `room`, and the step between the cards it shows (the natural one, or
    closed up to fit), or None when only the numbers fit."""
    heads = [chip_h + 12 + (cw + 3 if m.capture else trail_w + 4) for m in options]
    more = [max(0, len(m.capture) - 1) for m in options]
    free = room - sum(heads) - CHIP_GAP * (len(options) - 1)
    step = cw + 3
    if sum(more) and free < step * sum(more):
        step = free // sum(more)
    if free >= 0 and (step >= MIN_CARD_STEP or not sum(more)):
        return [h + step * n for h, n in zip(heads, more, strict=True)], step
    width = max(8, min(chip_h, (room - CHIP_GAP * (len(options) - 1)) // len(options)))
    return [width] * len(options), None

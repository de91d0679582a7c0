"""The top bar: the menu and deck buttons, the hint and undo buttons, the hand number and rules, and the
score of every side against the target."""

from __future__ import annotations

import pygame

from ... import input as inp
from ... import theme
from ...rule_options import preset_name
from ...seats import SIDE_COLOURS
from ...text import tr
from ...widgets import button
from .part import Part


class TopBar(Part):
    @property
    def bounds(self) -> pygame.Rect:
        return self.layout.top_bar

    def assist_buttons(self) -> list[tuple[str, bool, pygame.Rect]]:
        """The hint and undo buttons shown, after the deck button: (name, enabled, rect)."""
        L = self.layout
        assist = self.table.assist
        shown = [("hint", assist.can_hint(), assist.hints_on), ("undo", assist.can_undo(), assist.undo_on)]
        out = []
        x = L.deck_button.right + L.margin // 2
        size = max(12, int(L.menu_button.h * 0.45))  # the button's own label size (widgets.button)
        for name, enabled, visible in shown:
            if visible:
                w = max(L.menu_button.w, theme.text(tr(f"table.{name}"), size, bold=True).get_width() + 24)
                out.append((name, enabled, pygame.Rect(x, L.menu_button.y, w, L.menu_button.h)))
                x += w + L.margin // 2
        return out

    def draw(self, surface: pygame.Surface) -> None:
        """The buttons of the left, then the scores from the right, then the hand number in what is left."""
        L = self.layout
        t = self.table
        ctl = self.app.input
        button(surface, ctl, L.menu_button, tr("table.menu"), inp.Intent(inp.ACTION, "menu"),
               tooltip_key="window.tip_menu")
        deck = tr(f"window.deck_{self.app.deck_style}")
        button(surface, ctl, L.deck_button, tr("window.deck_button", deck=deck), inp.Intent(inp.ACTION, "toggle_deck"),
               tooltip_key="window.tip_deck")
        # Scores, right-aligned: a colour dot per side, the name, the points; then the target.
        size = max(13, round(L.top_bar.h * 0.4))
        x = L.score.right
        target = theme.text(tr("table.target", target=t.rules.target), size, theme.INK_DIM)
        x -= target.get_width()
        surface.blit(target, target.get_rect(midleft=(x, L.top_bar.centery)))
        x -= size
        max_name = max(60, (L.score.w - target.get_width()) // max(1, len(t.side_names)) - size * 3)
        buttons = self.assist_buttons()
        left = buttons[-1][2].right if buttons else L.deck_button.right
        points = [theme.text(str(p), round(size * 1.25), theme.INK, bold=True) for p in t.shown.totals]
        names = [theme.fit_text(n, size, max_name, theme.INK_DIM) for n in t.side_names]
        gap = 6 + size // 2 + 6 + size  # name to points, the dot, and the space before the next side
        needed = sum(p.get_width() + n.get_width() + gap for p, n in zip(points, names, strict=True))
        if x - needed < left + L.margin:
            # Many sides (eight players): the colour dots name the sides; the panels carry the names.
            names = [None] * len(points)
        for side in reversed(range(len(t.side_names))):
            pts = points[side]
            x -= pts.get_width()
            surface.blit(pts, pts.get_rect(midleft=(x, L.top_bar.centery)))
            name = names[side]
            if name is not None:
                x -= name.get_width() + 6
                surface.blit(name, name.get_rect(midleft=(x, L.top_bar.centery)))
            x -= size // 2 + 6
            pygame.draw.circle(surface, SIDE_COLOURS[side % len(SIDE_COLOURS)], (x + size // 4, L.top_bar.centery),
                               max(4, size // 3))
            x -= size
        rules_name = preset_name(t.rules.name) if t.rules.name != "custom" else tr("setup.custom")
        hand_no = theme.text(tr("window.hand_and_rules", hand=tr("table.hand_number", n=t.shown.hands_played + 1),
                                rules=rules_name), size, theme.INK_FAINT)
        if left + L.margin + hand_no.get_width() < x:
            surface.blit(hand_no, hand_no.get_rect(midleft=(left + L.margin, L.top_bar.centery)))

    def draw_assist(self, surface: pygame.Surface) -> None:
        """The hint and undo buttons (drawn over any card in flight)."""
        ctl = self.app.input
        for name, enabled, r in self.assist_buttons():
            button(surface, ctl, r, tr(f"table.{name}"), inp.Intent(inp.ACTION, name), tooltip_key=f"tip.{name}",
                   enabled=enabled)

    @property
    def button_rects(self) -> dict[str, pygame.Rect]:
        return {name: r for name, _, r in self.assist_buttons()}

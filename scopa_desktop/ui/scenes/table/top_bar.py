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
from .score_bar import ScoreEntry, layout_scores


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
        deck = tr(f"settings.deck_style.values.{self.app.deck_style}")
        fixed = self.app.deck_is_fixed
        label = tr("window.deck_button", deck=deck)
        size = max(12, int(L.deck_button.h * 0.45))  # the button's own text size
        if theme.text(label, size, bold=True).get_width() > L.deck_button.w - 16:
            label = deck  # "Cards: Napoletane" in a small window: the deck's name alone, whole
        button(surface, ctl, L.deck_button, label, inp.Intent(inp.ACTION, "toggle_deck"),
               tooltip_key="window.tip_deck", enabled=not fixed)
        if fixed:  # greyed out, and resting on it says why
            ctl.add(L.deck_button, hover=("button", "toggle_deck"), tooltip_key="window.deck_french_only",
                    deck=deck)
        # Scores, right-aligned: a colour dot per side, the name, the points; then the target.
        size = self.text_size
        target = theme.text(tr("table.target", target=t.rules.target), size, theme.INK_DIM)
        surface.blit(target, target.get_rect(midright=(L.score.right, L.top_bar.centery)))
        entries = self.score_entries()
        for e in entries:
            pygame.draw.circle(surface, SIDE_COLOURS[e.side % len(SIDE_COLOURS)], e.dot, e.dot_radius)
            surface.blit(theme.text(e.label, e.name_size, theme.INK_DIM), e.name_rect)
            surface.blit(theme.text(str(t.shown.totals[e.side]), round(size * 1.25), theme.INK, bold=True),
                         e.points_rect)
            ctl.add(e.rect, hover=("score", e.side), tooltip_key="window.tip_score", name=t.side_names[e.side],
                    points=t.shown.totals[e.side], target=t.rules.target)
        x = entries[0].rect.x if entries else L.score.right
        left = self._buttons_right()
        rules_name = preset_name(t.rules.name) if t.rules.name != "custom" else tr("setup.custom")
        hand_no = theme.text(tr("window.hand_and_rules", hand=tr("table.hand_number", n=t.shown.hands_played + 1),
                                rules=rules_name), size, theme.INK_FAINT)
        if left + L.margin + hand_no.get_width() < x:
            surface.blit(hand_no, hand_no.get_rect(midleft=(left + L.margin, L.top_bar.centery)))

    @property
    def text_size(self) -> int:
        return max(13, round(self.layout.top_bar.h * 0.4))

    def _buttons_right(self) -> int:
        """Where the buttons on the left end."""
        buttons = self.assist_buttons()
        return buttons[-1][2].right if buttons else self.layout.deck_button.right

    def score_entries(self) -> list[ScoreEntry]:
        """Each side's dot, name and points, right-aligned between the buttons and the target."""
        L = self.layout
        t = self.table
        size = self.text_size
        target_w = theme.text(tr("table.target", target=t.rules.target), size).get_width()
        area = pygame.Rect(L.score.x, L.top_bar.y, L.score.w - target_w - size, L.top_bar.h)
        return layout_scores(t.side_names, list(t.shown.totals), area, self._buttons_right() + L.margin, size)

    def draw_assist(self, surface: pygame.Surface) -> None:
        """The hint and undo buttons (drawn over any card in flight)."""
        ctl = self.app.input
        for name, enabled, r in self.assist_buttons():
            button(surface, ctl, r, tr(f"table.{name}"), inp.Intent(inp.ACTION, name), tooltip_key=f"tip.{name}",
                   enabled=enabled)

    @property
    def button_rects(self) -> dict[str, pygame.Rect]:
        return {name: r for name, _, r in self.assist_buttons()}

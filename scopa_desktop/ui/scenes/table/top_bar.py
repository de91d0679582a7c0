"""The top bar: the menu and deck buttons, the hint and undo buttons, the hand number and rules, and the
score of every side against the target."""

from __future__ import annotations

import pygame

from ... import input as inp
from ... import theme
from ...rule_options import preset_name
from ...seats import SIDE_COLOURS
from ...text import language, tr
from ...widgets import button
from .part import Part
from .score_bar import ScoreEntry, layout_scores, one_row_width


def bar_text_size(L) -> int:  # noqa: ANN001 (a TableLayout)
    """The scores' text size (at 100%)."""
    return L.score_text


_BUTTONS: dict[tuple, list] = {}  # top_buttons' answers (asked several times a frame, the same each time)


def top_buttons(table, L) -> list[tuple[str, str, pygame.Rect]]:  # noqa: ANN001 (a TableScene, a TableLayout)
    """The buttons along the top, left to right: (name, label, rect), each as wide as its label needs (the
    layout's widths at the least). The deck button says the deck's name."""
    settings = table.app.settings
    asked = (id(L), L.bar_text, table.app.deck_style, language(), settings.hints_enabled, settings.undo_enabled,
             theme.TEXT_SCALE, len(table.seats))
    known = _BUTTONS.get(asked)
    if known is not None and known[0] is L:
        return known[1]
    if len(_BUTTONS) > 16:
        _BUTTONS.clear()
    _BUTTONS[asked] = (L, _measured_buttons(table, L))
    return _BUTTONS[asked][1]


def _measured_buttons(table, L) -> list[tuple[str, str, pygame.Rect]]:  # noqa: ANN001
    settings, size = table.app.settings, L.bar_text
    # the deck's name alone, in every window and for every deck (it was "Cards: Siciliane" beside a plain
    # "Trevisane" when the longer form did not fit, #42); its tooltip says what the button does
    label = tr(f"settings.deck_style.values.{table.app.deck_style}")
    humans = sum(not seat.is_bot for seat in table.seats)
    wanted = [("menu", tr("table.menu"), L.menu_button.w), ("toggle_deck", label, L.deck_button.w)]
    wanted += [(name, tr(f"table.{name}"), L.menu_button.w) for name, on in
               (("hint", settings.hints_enabled), ("undo", settings.undo_enabled and humans == 1)) if on]
    out, x = [], L.menu_button.x
    for name, text, least in wanted:
        w = max(least, theme.text(text, size, bold=True).get_width() + 24)
        out.append((name, text, pygame.Rect(x, L.menu_button.y, w, L.menu_button.h)))
        x += w + L.margin // 2
    return out


def fits_one_row(table, L) -> bool:  # noqa: ANN001 (a TableScene, a TableLayout)
    """Whether the buttons, the scores and the target share one row of the top bar in layout `L` (larger text
    puts the scores on a row of their own)."""
    right = top_buttons(table, L)[-1][2].right if L.top_rows == 1 else L.score.x - L.margin
    text = bar_text_size(L)
    target = theme.text(tr("table.target", target=table.rules.target), text).get_width() + theme.scaled(text)
    points = [88] * len(table.side_names)
    return right + L.margin + one_row_width(table.side_names, points, text) + target <= L.top_bar.right - L.margin


class TopBar(Part):
    @property
    def bounds(self) -> pygame.Rect:
        return self.layout.top_bar

    def assist_buttons(self) -> list[tuple[str, bool, pygame.Rect]]:
        """The hint and undo buttons shown, after the deck button: (name, enabled, rect)."""
        assist = self.table.assist
        enabled = {"hint": assist.can_hint(), "undo": assist.can_undo()}
        return [(name, enabled[name], rect) for name, _, rect in top_buttons(self.table, self.layout)
                if name in enabled]

    def draw(self, surface: pygame.Surface) -> None:
        """The buttons of the left, then the scores from the right, then the hand number in what is left."""
        L = self.layout
        t = self.table
        ctl = self.app.input
        fixed = self.app.deck_is_fixed
        for name, label, rect in top_buttons(t, L)[:2]:
            if name == "menu":
                button(surface, ctl, rect, label, inp.Intent(inp.ACTION, "menu"), tooltip_key="window.tip_menu",
                       size=L.bar_text)
            else:
                button(surface, ctl, rect, label, inp.Intent(inp.ACTION, "toggle_deck"),
                       tooltip_key="window.tip_deck", enabled=not fixed, size=L.bar_text)
                if fixed:  # greyed out, and resting on it says why
                    ctl.add(rect, hover=("button", "toggle_deck"), tooltip_key="window.deck_french_only", deck=label)
        # Scores, right-aligned: a colour dot per side, the name, the points; then the target.
        size = self.text_size
        target = theme.text(tr("table.target", target=t.rules.target), size, theme.INK_DIM)
        surface.blit(target, target.get_rect(midright=(L.score.right, L.score.centery)))
        entries = self.score_entries()
        for e in entries:
            pygame.draw.circle(surface, SIDE_COLOURS[e.side % len(SIDE_COLOURS)], e.dot, e.dot_radius)
            surface.blit(theme.text(e.label, e.name_size, theme.INK_DIM), e.name_rect)
            surface.blit(theme.text(str(t.shown.totals[e.side]), round(size * 1.25), theme.INK, bold=True),
                         e.points_rect)
            ctl.add(e.rect, hover=("score", e.side), tooltip_key="window.tip_score", name=t.side_names[e.side],
                    points=t.shown.totals[e.side], target=t.rules.target)
        x = entries[0].rect.x if entries else L.score.right
        left = self._score_left() - L.margin
        rules_name = preset_name(t.rules.name) if t.rules.name != "custom" else tr("setup.custom")
        hand_no = theme.text(tr("window.hand_and_rules", hand=tr("table.hand_number", n=t.shown.hands_played + 1),
                                rules=rules_name), size, theme.INK_FAINT)
        if left + L.margin + hand_no.get_width() < x:
            surface.blit(hand_no, hand_no.get_rect(midleft=(left + L.margin, L.score.centery)))

    @property
    def text_size(self) -> int:
        return bar_text_size(self.layout)

    def _buttons_right(self) -> int:
        """Where the buttons on the left end."""
        return top_buttons(self.table, self.layout)[-1][2].right

    def _score_left(self) -> int:
        """Where the scores' row may begin: after the buttons, or at the left of a row of its own."""
        return self._buttons_right() + self.layout.margin if self.layout.top_rows == 1 else self.layout.score.x

    def score_entries(self) -> list[ScoreEntry]:
        """Each side's dot, name and points, right-aligned between the buttons and the target."""
        L = self.layout
        t = self.table
        size = self.text_size
        target_w = theme.text(tr("table.target", target=t.rules.target), size).get_width()
        area = pygame.Rect(L.score.x, L.score.y, L.score.w - target_w - size, L.score.h)
        return layout_scores(t.side_names, list(t.shown.totals), area, self._score_left(), size)

    def draw_assist(self, surface: pygame.Surface) -> None:
        """The hint and undo buttons (drawn over any card in flight)."""
        ctl = self.app.input
        for name, enabled, r in self.assist_buttons():
            button(surface, ctl, r, tr(f"table.{name}"), inp.Intent(inp.ACTION, name), tooltip_key=f"tip.{name}",
                   enabled=enabled, size=self.layout.bar_text)

    @property
    def button_rects(self) -> dict[str, pygame.Rect]:
        return {name: r for name, _, r in self.assist_buttons()}

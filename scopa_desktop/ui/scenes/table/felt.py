"""The felt: the stock with its count, and the table cards with the capture options of the selected (or
hovered) card lit up, numbered and clickable, and the ghost where a trailed card would lie."""

from __future__ import annotations

import pygame

from ....engine import Card, Move
from ... import input as inp
from ... import theme
from ...layout import TableLayout, stock_label_h
from ...text import tr
from ...transfers import THE_STOCK
from .part import Part


def table_background(size: tuple[int, int], L: TableLayout) -> pygame.Surface:
    """What never moves: the felt, the wooden top bar, the table's outline and the panels' fills (only
    the turn's gold rim is drawn per frame)."""
    bg = theme.felt(size).copy()
    bar = theme.wood((L.top_bar.w, L.top_bar.h))
    bg.blit(bar, L.top_bar)
    pygame.draw.line(bg, theme.GOLD_DARK, L.top_bar.bottomleft, L.top_bar.bottomright, 2)
    outline = L.table.union(L.stock).inflate(L.margin, L.margin // 2)
    layer = pygame.Surface(outline.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (0, 0, 0, 28), layer.get_rect(), border_radius=L.margin * 2)
    pygame.draw.rect(layer, (*theme.GOLD, 60), layer.get_rect(), width=2, border_radius=L.margin * 2)
    bg.blit(layer, outline)
    for rect in [*L.seats.values(), L.last_capture]:
        theme.panel(bg, rect, radius=max(8, L.margin))
    return bg.convert()


class Stock(Part):
    @property
    def bounds(self) -> pygame.Rect:
        """The stock and its count's label below it (as wide as the stock and a margin each side)."""
        L = self.layout
        if L.text > 1:  # the count lies beside the stock, in its column of the felt
            return pygame.Rect(L.stock.x - L.margin, L.table.y, L.stock.w + 2 * L.margin, L.table.h)
        area = L.stock.inflate(2 * L.margin, 0)
        area.h = L.stock_card_rect().bottom + stock_label_h(L.unit) - area.y
        return area

    @property
    def count(self) -> int:
        """The cards in the stock as drawn (those leaving it in a deal still count until they land)."""
        return len(self.table.game.stock) + self.table.player.pending[THE_STOCK]

    def label(self) -> str | None:
        """What the stock's label says; nothing where the deal hands out every card (scopone has no stock)."""
        if self.table.deals_everything:
            return None
        n = self.count
        return tr("table.stock", n=n) if n > 0 else tr("table.stock_empty")

    def draw(self, surface: pygame.Surface) -> None:
        L = self.layout
        r = L.stock_card_rect()
        n = self.count
        words = self.label()
        if n > 0:  # in scopone too, while the deal takes the cards away
            self.table.painter.stack(surface, r, min(4, 1 + n // 8), -2, -2)
        elif words is not None:
            theme.panel(surface, r, radius=max(4, r.h // 14), fill=(255, 255, 255, 12))
        if words is None:
            return
        size = L.stock_label_size
        if L.text > 1:  # beside the stock, in the rest of its column
            room = pygame.Rect(r.right + L.margin, L.stock.y, L.stock.right - r.right - L.margin // 2, L.stock.h)
            lines = theme.wrap(words, size, room.w)
            tall = len(lines) * theme.line_h(size)
            y = max(L.table.y, min(room.centery - tall // 2, L.table.bottom - tall))
            for line in lines:
                label = theme.text(line, size, theme.INK_DIM)
                surface.blit(label, label.get_rect(midtop=(room.centerx, y)))
                y += theme.line_h(size)
        else:
            y = r.bottom + 6
            for line in theme.wrap(words, size, L.stock.w + 2 * L.margin):
                label = theme.text(line, size, theme.INK_DIM)
                surface.blit(label, label.get_rect(midtop=(r.centerx, y)))
                y += label.get_height()
        self.app.input.add(r, hover=("stock", n), tooltip_key="table.stock", n=n)


def option_marks(options: list[Move]) -> dict[Card, list[int]]:
    """For each table card, the options (by index) that take it."""
    marks: dict[Card, list[int]] = {}
    for i, m in enumerate(options):
        for c in m.capture:
            marks.setdefault(c, []).append(i)
    return marks


def badge_radius(L: TableLayout, rects: list[pygame.Rect], marks: dict[Card, list[int]], cards: list[Card]) -> int:
    """The option badges' radius: grown with the text, but no wider than leaves each card's badges side by
    side over its own place in the row (the cards may overlap on a full table)."""
    base = max(10, round(L.table_card_h * 0.11))
    steps = [b.x - a.x for a, b in zip(rects, rects[1:], strict=False) if a.y == b.y] or [rects[0].w if rects else 0]
    most = max((len(marks.get(c, [])) for c in cards), default=1) or 1
    return max(8, min(theme.grown(base), max(base, min(steps) // (2 * most) - 1)))


class TableCards(Part):
    lit: list[pygame.Rect] = []

    @property
    def bounds(self) -> pygame.Rect:
        """The felt's cards (and, at a larger text size, the options' hint under the stock too)."""
        return self.layout.table if self.layout.text == 1 else self.layout.table.union(self.layout.stock)

    def draw(self, surface: pygame.Surface) -> None:
        L = self.layout
        t = self.table
        options, preview = t.selection.displayed()
        table = list(t.game.table)
        trail = any(not m.capture for m in options)
        if trail:
            rects, ghost = L.table_with_trail(len(table))
        else:
            rects = L.table_card_rects(len(table))
        marks = option_marks(options)
        focus = t.selection.focus_option
        ctl = self.app.input
        safe = t.look.safe_colours
        badge_r = badge_radius(L, rects, marks, table)
        self.lit = []  # the lit options' cards (and the trail's place) as drawn: no tooltip covers them
        for c, r in zip(table, rects, strict=True):
            if t.player.hidden.get(c):
                continue
            t.painter.card(surface, c, r)
            mine = marks.get(c, [])
            if options and not mine and not preview:
                surface.blit(self.app.art.dim(r.h, theme.DIM_ALPHA), r)
            if mine:
                self.lit.append(r.inflate(6, 6))
                lead = focus if focus in mine else mine[0]
                colour = theme.option_colour(lead, safe)
                surface.blit(self.app.art.highlight(r.h, colour), r)
                width = 4 if (focus in mine or len(options) == 1) and not preview else 3 if theme.HIGH_CONTRAST else 2
                theme.ring(surface, r.inflate(6, 6), colour, width=width, radius=max(6, r.h // 14))
            ctl.add(r, inp.Intent(inp.ACTION, ("table_card", c)), hover=("table", c), tooltip_key="window.tip_card",
                    card=str(c))
            if len(options) > 1 or (mine and not preview):
                for j, opt in enumerate(mine):
                    center = (r.x + badge_r + 2 + j * (badge_r * 2 + 2), r.y - badge_r // 2)
                    br = theme.badge(surface, center, badge_r, theme.option_colour(opt, safe), str(opt + 1))
                    if not preview:
                        ctl.add(br, inp.Intent(inp.CHOOSE_OPTION, opt), hover=("option", opt))
        # A card that would trail: a ghost where it will lie.
        if trail:
            self.lit.append(ghost)
            layer = pygame.Surface(ghost.size, pygame.SRCALPHA)
            pygame.draw.rect(layer, (255, 255, 255, 40), layer.get_rect(), border_radius=max(6, ghost.h // 14))
            surface.blit(layer, ghost)
            trail_i = next(i for i, m in enumerate(options) if not m.capture)
            theme.ring(surface, ghost, theme.option_colour(trail_i, safe), width=3 if theme.HIGH_CONTRAST else 2,
                       radius=max(6, ghost.h // 14))
            lab = theme.fit_text(tr("table.trail_option"), max(11, ghost.w // 6), ghost.w - 6, theme.INK)
            surface.blit(lab, lab.get_rect(center=ghost.center))
            if not preview:
                ctl.add(ghost, inp.Intent(inp.CHOOSE_OPTION, trail_i), hover=("option", trail_i))
        if not preview and len(options) > 1:
            # Under the cards: how to choose among the options (their chips are in the status line).
            size = L.status_text  # the status line's text size
            under = L.table if L.text == 1 else L.table.union(L.stock)  # larger text: the felt's whole width
            hint = theme.fit_text(tr("table.choose_capture_keys", n=len(options)), max(12, size - 2), under.w - 20,
                                  theme.INK_DIM)
            surface.blit(hint, hint.get_rect(midbottom=(under.centerx, L.table.bottom - 2)))

"""End of a hand: the score tallied category by category, with the cards behind each point."""

from __future__ import annotations

import pygame

from ...engine import SETTEBELLO, Card, Game, Match
from .. import input as inp
from .. import theme
from ..anim import ease_out_cubic
from ..scene import Scene, register
from ..seats import SIDE_COLOURS, Seat, side_names
from ..text import tr
from ..widgets import button, label_size
from .common import centered_sheet, label, sheet_title, unit, veil

REVEAL_FIRST = 0.45
REVEAL_STEP = 0.7
SLIDE = 0.35  # seconds for a category's row to slide into place


def _sorted(cards) -> list[Card]:
    return sorted(cards, key=lambda c: ("dcsb".index(c.suit), c.rank))


def primiera_cards(pile: list[Card], mode: str) -> list[Card]:
    """The cards a primiera figure is made of (for showing, not for scoring: the engine scores)."""
    if mode == "per_suit":
        best: dict[str, Card] = {}
        for c in pile:
            if c.suit not in best or c.primiera > best[c.suit].primiera:
                best[c.suit] = c
        return _sorted(best.values())
    if mode == "top_four":
        return sorted(pile, key=lambda c: -c.primiera)[:4]
    if mode == "most_sevens":
        return _sorted(c for c in pile if c.rank == 7)
    return []


@register("scoring")
class ScoringScene(Scene):
    transparent = True

    def __init__(self, app, game: Game, match: Match, seats: list[Seat], **kw) -> None:
        super().__init__(app)
        self.game = game
        self.match = match
        self.seats = seats
        self.rules = game.rules
        self.names = side_names(self.rules, seats)
        self.scores = list(match.history[-1])
        self.hand_no = len(match.history)
        self.rows = self._rows()
        self.elapsed = 0.0
        self.speed = app.anim_speed
        self.done_at = REVEAL_FIRST + REVEAL_STEP * len(self.rows)
        self.cells: list[pygame.Rect] = []  # the revealed rows' figures and cards, as last drawn

    def _rows(self) -> list[tuple[str, list[str], list[list[Card]], list[int]]]:
        """(category, figure per side, cards per side, points per side)."""
        g, sides = self.game, range(len(self.scores))
        piles = [list(p) for p in g.captured]
        s = self.scores
        scope_cards = [[p.card for p in g.history if p.scopa and g.sides[p.seat] == side] for side in sides]
        rows = [
            ("cards", [str(x.n_cards) for x in s], [_sorted(p) for p in piles], [x.cards for x in s]),
            ("coins", [str(x.n_coins) for x in s], [_sorted(c for c in p if c.suit == "d") for p in piles],
             [x.coins for x in s]),
            ("settebello", ["" for _ in s], [[SETTEBELLO] if SETTEBELLO in p else [] for p in piles],
             [x.settebello for x in s]),
        ]
        if self.rules.primiera != "off":
            rows.append(("primiera", [str(x.primiera_value) for x in s],
                         [primiera_cards(p, self.rules.primiera) for p in piles], [x.primiera for x in s]))
        rows.append(("scope", [str(x.scope) for x in s], scope_cards, [x.scope for x in s]))
        if any(x.bonus for x in s) or self.rules.re_bello or self.rules.napola:
            figures = [", ".join(f"{label('scoring.categories.' + n, n)} +{v}" for n, v in x.bonuses) for x in s]
            rows.append(("bonus", figures, [[] for _ in s], [x.bonus for x in s]))
        return rows

    @property
    def revealed(self) -> int:
        if self.speed <= 0:
            return len(self.rows)
        return max(0, min(len(self.rows), int((self.elapsed / self.speed - REVEAL_FIRST) / REVEAL_STEP) + 1))

    def progress(self, k: int) -> float:
        """How far row `k` has slid in (0 to 1, eased): each category arrives in turn."""
        if self.speed <= 0:
            return 1.0
        t = (self.elapsed / self.speed - REVEAL_FIRST - k * REVEAL_STEP) / SLIDE
        return ease_out_cubic(min(1.0, max(0.0, t)))

    @property
    def finished(self) -> bool:
        return self.revealed >= len(self.rows) and self.progress(len(self.rows) - 1) >= 1.0

    @property
    def busy(self) -> bool:
        return not self.finished or self.app.autoplay

    def keep_clear(self) -> list[pygame.Rect]:
        """A category's tooltip never covers the figures and card thumbnails of the rows shown."""
        return list(self.cells)

    def enter(self) -> None:
        self.app.audio.play("scoring")  # the sheet opens: its rows are revealed one by one

    def update(self, dt: float) -> None:
        if not self.finished:
            before = self.revealed
            self.elapsed += dt
            sliding = any(0.0 < self.progress(k) < 1.0 for k in range(len(self.rows)))
            if sliding or self.revealed != before or self.finished:
                self.invalidate()  # redraw only while a row moves or arrives
        elif self.app.autoplay:
            self.app.pop()

    def handle(self, intent: inp.Intent) -> None:
        if intent.kind in (inp.CONFIRM, inp.CANCEL) or intent == inp.Intent(inp.ACTION, "continue"):
            if self.finished:
                self.app.pop()
            else:
                self.speed = 0.0  # skip the tally
            self.invalidate()

    def draw(self, surface: pygame.Surface) -> None:
        """The sides' heads, a row per category (its label, then each side's points, figure and cards), the
        hand's points and the match's, the button; laid out from line heights at the text scale (the labels'
        column as wide as they need, the totals' labels on lines of their own when they need the room), and
        scrolled when taller than the window."""
        w, h = surface.get_size()
        u = unit((w, h))
        veil(surface, 160)
        ctl = self.app.input
        ctl.add(surface.get_rect(), inp.Intent(inp.ACTION, "continue"), modal=True)
        self.cells = []  # drawn again below: tooltips keep off them
        pad = round(26 * u)
        fs = round(max(13, 18 * u))
        sheet_w = w - round(80 * u)
        n_sides = len(self.scores)
        labels = [theme.text(tr(f"scoring.categories.{cat}"), fs, bold=True).get_width() for cat, *_ in self.rows]
        label_w = min(round(sheet_w * 0.35), max(round(sheet_w * 0.17), max(labels, default=0) + 24))
        col_w = (sheet_w - 2 * pad - label_w) // n_sides
        title_h = round(14 * u) + theme.line_h(round(32 * u), serif=True) + round(8 * u)
        head_h = theme.line_h(fs, bold=True) + 10
        bh = theme.grown(max(40, 50 * u))
        foot_labels = [tr("scoring.hand_points"), tr("scoring.totals")]
        stacked = any(theme.text(t, fs, bold=k == 0).get_width() > label_w + 4 for k, t in enumerate(foot_labels))
        big = theme.line_h(round(fs * 1.4), bold=True)
        line = theme.line_h(fs)
        foot_h = round(18 * u) + big + line + (2 * line if stacked else 0) + round(12 * u) + bh + round(14 * u)
        least_row = max(theme.line_h(fs, bold=True) + 12, round(theme.scaled(fs) * 2.6))
        room = h - round(70 * u) - title_h - head_h - foot_h
        row_h = max(least_row, room // max(1, len(self.rows)))
        content_h = title_h + head_h + row_h * len(self.rows) + foot_h
        canvas = self.page.begin(surface, ctl, max(content_h, h - round(70 * u)) + round(70 * u))
        rect = centered_sheet(canvas, sheet_w, canvas.get_height() - round(70 * u))
        sheet_title(canvas, rect, tr("scoring.title", n=self.hand_no), u, size=32, top=14)
        top = rect.y + title_h
        for side in range(n_sides):  # column heads: each side's colour and name
            x = rect.x + pad + label_w + side * col_w
            pygame.draw.circle(canvas, SIDE_COLOURS[side % len(SIDE_COLOURS)], (x + 8, top + head_h // 2), 6)
            name = theme.fit_text(self.names[side], fs, col_w - 24, theme.INK, bold=True)
            canvas.blit(name, name.get_rect(midleft=(x + 20, top + head_h // 2)))
        pygame.draw.line(canvas, theme.GOLD_DARK, (rect.x + pad, top + head_h), (rect.right - pad, top + head_h), 1)
        hand_points = self._draw_rows(canvas, pygame.Rect(rect.x + pad, top + head_h, rect.w - 2 * pad, 0), row_h,
                                      (label_w, col_w), fs, u)
        self._draw_totals(canvas, rect, rect.bottom - foot_h, hand_points, (pad, label_w, col_w), fs, stacked, u)
        b = pygame.Rect(0, 0, max(round(max(220, 260 * u)), theme.text(tr("scoring.see_result"), label_size(bh),
                                                                       bold=True).get_width() + 32), bh)
        b.midbottom = (rect.centerx, rect.bottom - round(14 * u))
        key = "scoring.continue" if not self.match.is_over else "scoring.see_result"
        button(canvas, ctl, b, tr(key) if self.finished else tr("window.skip"), inp.Intent(inp.ACTION, "continue"),
               focused=True, primary=self.finished, tooltip_key="tip.continue")
        self.page.end(surface, ctl, b)
        if self.page.scrolls:  # the cells as the window shows them
            self.cells = [cell.move(0, -self.page.top) for cell in self.cells]

    def _draw_rows(self, surface: pygame.Surface, area: pygame.Rect, row_h: int, widths: tuple[int, int], fs: int,
                   u: float) -> list[int]:
        """A row per category, revealed one by one; returns the hand's points so far, per side."""
        label_w, col_w = widths
        ctl = self.app.input
        hand_points = [0] * len(self.scores)
        y = area.y
        for k, (cat, figures, cards, points) in enumerate(self.rows):
            shown = k < self.revealed
            r = pygame.Rect(area.x, y, area.w, row_h)
            if k % 2 == 0:
                layer = pygame.Surface(r.size, pygame.SRCALPHA)
                layer.fill((255, 255, 255, 10))
                surface.blit(layer, r)
            ink = theme.GOLD if shown else theme.INK_FAINT
            cat_label = theme.text(tr(f"scoring.categories.{cat}"), fs, ink, bold=True)
            surface.blit(cat_label, cat_label.get_rect(midleft=(r.x + 8, r.centery)))
            if not shown:  # no tooltip yet: the row is still to be revealed (#42: the tooltip spoiled it)
                y += row_h
                continue
            # Its Italian name on hover ("Primiera", "Le carte"); a click still goes on.
            ctl.add(pygame.Rect(r.x, r.y, label_w, r.h), inp.Intent(inp.ACTION, "continue"), hover=("category", cat),
                    tooltip_key=f"scoring.categories.{cat}")
            self.cells.append(pygame.Rect(r.x + label_w, r.y, r.w - label_w, r.h))
            slide = round((1.0 - self.progress(k)) * 80 * u)
            for side in range(len(self.scores)):
                hand_points[side] += points[side]
                x = r.x + label_w + side * col_w + slide
                cell = pygame.Rect(x, r.y + 4, col_w - 10, row_h - 8)
                self._cell(surface, cell, figures[side], cards[side], points[side], fs)
            y += row_h
        return hand_points

    def _draw_totals(self, surface: pygame.Surface, rect: pygame.Rect, y: int, hand_points: list[int],
                     widths: tuple[int, int, int], fs: int, stacked: bool, u: float) -> None:
        """This hand's points and the match before and after it: each label beside its figures, or on a line
        of its own above them when it needs the room."""
        pad, label_w, col_w = widths
        pygame.draw.line(surface, theme.GOLD_DARK, (rect.x + pad, y), (rect.right - pad, y), 1)
        y += round(10 * u)
        big, line = theme.line_h(round(fs * 1.4), bold=True), theme.line_h(fs)
        for row, words, colour in ((0, tr("scoring.hand_points"), theme.INK), (1, tr("scoring.totals"), theme.INK_DIM)):
            lab = theme.text(words, fs, colour, bold=row == 0)
            surface.blit(lab, (rect.x + pad + 8, y + ((big - line) // 2 if row == 0 and not stacked else 0)))
            if stacked:
                y += line
            for side in range(len(self.scores)):
                x = rect.x + pad + label_w + side * col_w + 20
                if row == 0:
                    figure = theme.text(str(hand_points[side]), round(fs * 1.4), theme.GOLD, bold=True)
                else:
                    before = self.match.totals[side] - self.scores[side].total
                    figure = theme.text(tr("window.match_line", before=before, after=before + hand_points[side],
                                           target=self.rules.target), fs, theme.INK_DIM)
                surface.blit(figure, (x, y))
            y += big if row == 0 else line

    def _cell(self, surface: pygame.Surface, cell: pygame.Rect, figure: str, cards: list[Card], points: int,
              fs: int) -> None:
        # Fixed slots, so the figures line up down the column: the points won, the figure, the cards.
        pill_w = theme.text("+1", fs, bold=True).get_width() + theme.scaled(fs) + 6
        if points:
            theme.pill(surface, (cell.x, cell.centery), f"+{points}", fs)
        x = cell.x + pill_w
        fig_w = theme.text("888", fs, bold=True).get_width() + 10
        if figure:
            fig = theme.fit_text(figure, fs, max(fig_w, cell.right - x) if not cards else fig_w + fs * 4,
                                 theme.INK if points else theme.INK_DIM, bold=bool(points))
            surface.blit(fig, fig.get_rect(midleft=(x, cell.centery)))
            x += max(fig_w, fig.get_width() + 10)
        if not cards:
            return
        ch = min(cell.h, round(theme.scaled(fs) * 4.2))
        cw = round(ch * self.app.art.aspect)
        room = cell.right - x
        step = min(cw + 4, (room - cw) / max(1, len(cards) - 1)) if len(cards) > 1 else 0
        if step < 3:
            step = 3
        for i, c in enumerate(cards):
            r = pygame.Rect(round(x + i * step), cell.centery - ch // 2, cw, ch)
            if r.right > cell.right + 1:
                break
            surface.blit(self.app.card_face(c, ch), r)

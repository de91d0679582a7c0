"""Match history: the matches played (newest first), one player's statistics, and a chart of the selected
match's score after each hand.

Fast with a long history: the file is read once (storage.history), statistics are computed once per player
shown, the list draws only its visible rows, and the chart only the selected match.
"""

from __future__ import annotations

from typing import Any

import pygame

from ...storage import HistoryStore, MatchRecord, human_names, player_stats
from .. import input as inp
from .. import theme
from ..form_scene import FormScene
from ..scene import register
from ..session import wait_for_saves
from ..text import tr
from ..widgets import button, label_size, title_lines
from .common import centered_sheet, page
from .history_panels import draw_chart, draw_stats, side_label, stats_height, variant_name
from .review.entry import open_review, player_trend

HISTORY_KEYS: dict[int, inp.Intent] = {
    **inp.DEFAULT_KEYS,
    pygame.K_UP: inp.Intent(inp.MOVE_FOCUS, -1),
    pygame.K_DOWN: inp.Intent(inp.MOVE_FOCUS, +1),
    pygame.K_PAGEUP: inp.Intent(inp.MOVE_FOCUS, -10),
    pygame.K_PAGEDOWN: inp.Intent(inp.MOVE_FOCUS, +10),
    pygame.K_TAB: inp.Intent(inp.ACTION, "next_player"),
    pygame.K_r: inp.Intent(inp.ACTION, "review"),
    pygame.K_g: inp.Intent(inp.ACTION, "rating"),
}
REVIEW = inp.Intent(inp.ACTION, "review")
RATING = inp.Intent(inp.ACTION, "rating")


# The list's columns: the header's key and where the column starts, as a fraction of the list's width.
COLUMNS = [("history.date", 0.0), ("history.opponents", 0.2), ("history.rules", 0.56),
           ("history.result", 0.76), ("history.score", 0.88)]
NARROW_ROWS = 6  # matches in view when the list lies above the statistics (larger text)


@register("history")
class HistoryScene(FormScene):
    def __init__(self, app, records: list[MatchRecord] | None = None, **kw) -> None:
        super().__init__(app)
        if records is None:
            wait_for_saves()  # the match just finished is being recorded: History opened at once shows it
            loaded = HistoryStore(app.home).load()
            records = loaded.records
            app.notices += loaded.warnings
        self.records = records  # oldest first, as stored
        self.players = human_names(records)
        self.player_i = 0
        self._stats: dict[str, Any] = {}
        self._trends: dict[str, list] = {}  # each player's accuracy trend (reviews read once, again on resume)
        self.selected = 0  # index in the newest-first view
        self.top = 0
        self.visible = 10

    # -- data ---------------------------------------------------------------------------------------
    def record(self, view_index: int) -> MatchRecord:
        return self.records[len(self.records) - 1 - view_index]

    @property
    def player(self) -> str | None:
        return self.players[self.player_i] if self.players else None

    def stats(self):
        name = self.player
        if name is None:
            return None
        if name not in self._stats:
            self._stats[name] = player_stats(self.records, name)
        return self._stats[name]

    def trend(self) -> list:
        """The shown player's accuracy trend (the reviews are read once, and again on coming back)."""
        name = self.player
        if name is None:
            return []
        if name not in self._trends:
            self._trends[name] = player_trend(self.app, self.records, name)
        return self._trends[name]

    def resume(self) -> None:
        self._trends.clear()  # back from a review: its accuracy joins the trend
        self.invalidate()

    # -- input --------------------------------------------------------------------------------------
    def keymap(self):
        return HISTORY_KEYS

    def handle_form(self, intent: inp.Intent) -> None:
        n = len(self.records)
        if intent.kind in (inp.MOVE_FOCUS, inp.SCROLL) and n:
            self.selected = max(0, min(n - 1, self.selected + intent.value))
            if self.selected < self.top:
                self.top = self.selected
            elif self.selected >= self.top + self.visible:
                self.top = self.selected - self.visible + 1
        elif intent.kind == inp.ACTION and isinstance(intent.value, tuple) and intent.value[0] == "match":
            self.selected = intent.value[1]
        elif intent == RATING:
            self.app.push("rating_chart")
        elif intent == REVIEW and n:
            record = self.record(self.selected)
            open_review(self.app, record, record.seat_of(self.player) if self.player else None)
        elif intent == inp.Intent(inp.ACTION, "next_player") and self.players:
            self.player_i = (self.player_i + 1) % len(self.players)
        self.invalidate()

    # -- drawing ------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The list beside the statistics and the chart when its columns fit; else (larger text) each below
        the other, the list's rows in two lines, and the page scrolled to keep the chosen match in view."""
        w, h, u = page(surface)
        ctl = self.app.input
        fs = max(12, round(16 * u))
        bh = theme.grown(max(36, 44 * u))
        pad = round(24 * u)
        sheet_w = w - round(40 * u)
        title_size = round(40 * u)
        top = round(14 * u) + theme.line_h(title_size, serif=True) + round(10 * u)
        back_w = self._button_w(tr("common.back"), bh, u)
        review_w = self._button_w(tr("review_screen.review") + " (R)", bh, u) if self.records else 0
        rating_w = self._button_w(tr("ranked.rating_button") + " (G)", bh, u)
        hint = tr("history_screen.matches_count", n=len(self.records)) + "  ·  " + tr("history_screen.select_hint")
        hint_w = sheet_w - 2 * pad - back_w - review_w - rating_w - round(48 * u)
        foot = theme.fit_or_wrap(hint, max(11, fs - 2), hint_w, theme.INK_FAINT) if self.records else []
        foot_h = max(bh, sum(line.get_height() for line in foot))
        body_w = sheet_w - 2 * pad
        self.wide = self._columns_fit(round(body_w * 0.56) - 20, fs)
        if self.wide:
            content_h = h - round(30 * u)
        else:
            rows = min(len(self.records), NARROW_ROWS) or 1
            list_h = self._row_h(fs) * rows + theme.line_h(fs) + 14
            content_h = (top + list_h + pad + stats_height(self, body_w, fs) + pad + max(theme.grown(220 * u),
                         round(h * 0.45)) + pad + foot_h + round(24 * u))
        canvas = self.page.begin(surface, ctl, max(content_h, h - round(30 * u)) + round(30 * u))
        rect = centered_sheet(canvas, sheet_w, canvas.get_height() - round(30 * u))
        title_lines(canvas, tr("history.title"), (rect.centerx, rect.y + round(14 * u)), title_size, rect.w - 2 * pad)
        b = pygame.Rect(0, 0, back_w, bh)
        b.bottomright = (rect.right - pad, rect.bottom - round(12 * u) - (foot_h - bh) // 2)
        button(canvas, ctl, b, tr("common.back"), inp.Intent(inp.ACTION, "back"), focused=True, primary=True)
        g = pygame.Rect(0, 0, rating_w, bh)  # your online rating, per server and family (rating_chart.py)
        g.topright = (b.x - round(12 * u), b.y)
        button(canvas, ctl, g, tr("ranked.rating_button") + " (G)", RATING, tooltip_key="ranked.rating_button_tip")
        if self.records:
            r = pygame.Rect(0, 0, review_w, bh)
            r.topright = (g.x - round(12 * u), g.y)
            button(canvas, ctl, r, tr("review_screen.review") + " (R)", REVIEW,
                   tooltip_key="review_screen.review_tip", enabled=self.record(self.selected).has_moves)
        body = pygame.Rect(rect.x + pad, rect.y + top, body_w, rect.bottom - round(24 * u) - foot_h - rect.y - top)
        selected = None
        if not self.records:
            msg = theme.text(tr("history.no_matches"), round(fs * 1.2), theme.INK_DIM)
            canvas.blit(msg, msg.get_rect(center=body.center))
        else:
            fy = rect.bottom - round(12 * u) - foot_h // 2 - sum(line.get_height() for line in foot) // 2
            for line in foot:
                canvas.blit(line, (rect.x + pad, fy))
                fy += line.get_height()
            selected = self._draw_body(canvas, body, fs, pad, u)
        self.page.end(surface, ctl, selected)

    def _button_w(self, label: str, bh: int, u: float) -> int:
        return max(round(max(130, 170 * u)), theme.text(label, label_size(bh), bold=True).get_width() + 32)

    def _draw_body(self, canvas: pygame.Surface, body: pygame.Rect, fs: int, pad: int, u: float) -> pygame.Rect | None:
        """The list, the statistics and the chart, side by side or one under the other; returns the chosen
        match's row as drawn."""
        if self.wide:
            list_rect = pygame.Rect(body.x, body.y, round(body.w * 0.56), body.h)
            right = pygame.Rect(list_rect.right + pad, body.y, body.right - list_rect.right - pad, body.h)
            stats_rect = pygame.Rect(right.x, right.y, right.w, round(right.h * 0.42))
            chart_rect = pygame.Rect(right.x, stats_rect.bottom + round(10 * u), right.w,
                                     right.bottom - stats_rect.bottom - round(10 * u))
        else:
            rows = min(len(self.records), NARROW_ROWS) or 1
            list_rect = pygame.Rect(body.x, body.y, body.w, self._row_h(fs) * rows + theme.line_h(fs) + 14)
            stats_rect = pygame.Rect(body.x, list_rect.bottom + pad, body.w, stats_height(self, body.w, fs))
            chart_rect = pygame.Rect(body.x, stats_rect.bottom + pad, body.w, body.bottom - stats_rect.bottom - pad)
        selected = self._draw_list(canvas, list_rect, fs)
        draw_stats(self, canvas, stats_rect, fs)
        draw_chart(canvas, chart_rect, self.record(self.selected), fs)
        return selected

    def _row_h(self, fs: int) -> int:
        """A row of the list: one line of `fs` (and room) side by side, two lines one under the other."""
        line = theme.line_h(fs)
        return round(line * 1.5) if self.wide else 2 * line + 10

    def _cells(self, i: int) -> tuple[list[str], bool]:
        """A match's cells (date, opponents, rules, result, score) as the chosen player saw it, and whether they
        won."""
        rec = self.record(i)
        side = rec.side_of(self.player) if self.player else None
        side = 0 if side is None else side
        others = [s for s in range(len(rec.totals)) if s != side]
        won = rec.winner == side
        score = "–".join(str(rec.totals[s]) for s in [side, *others] if s < len(rec.totals))
        return [rec.date[:16].replace("T", " "), ", ".join(side_label(rec, s) for s in others),  # no "vs"
                variant_name(rec.preset), tr("history.won") if won else tr("history.lost"), score], won

    def _columns_fit(self, width: int, fs: int) -> bool:
        """Whether every cell of the matches in view fits its column whole (the side-by-side layout)."""
        bounds = [*(frac for _, frac in COLUMNS[1:]), 1.0]
        for i in range(min(len(self.records), self.top + 12)):
            cells, _ = self._cells(i)
            for (key, frac), nxt, text in zip(COLUMNS, bounds, cells, strict=True):
                room = round(width * (nxt - frac)) - 8
                if not theme.fits_whole(text, fs, room) or not theme.fits_whole(tr(key), max(11, fs - 2), room + 8,
                                                                                 bold=True):
                    return False
        return True

    def _draw_list(self, surface: pygame.Surface, area: pygame.Rect, fs: int) -> pygame.Rect | None:
        """The matches, newest first, from `top` while they fit; returns the chosen one's row."""
        ctl = self.app.input
        theme.panel(surface, area, radius=10, fill=theme.LIST)
        row_h = self._row_h(fs)
        head_y = area.y + 6
        heads = COLUMNS if self.wide else [COLUMNS[0], (COLUMNS[3][0], 0.55), (COLUMNS[4][0], 0.8)]
        for key, frac in heads:
            t = theme.text(tr(key), max(11, fs - 2), theme.INK_FAINT, bold=True)
            surface.blit(t, (area.x + 10 + round((area.w - 20) * frac), head_y))
        top = head_y + theme.line_h(fs) + 4
        self.visible = max(1, (area.bottom - top - 4) // row_h)
        n = len(self.records)
        self.top = max(0, min(self.top, max(0, n - self.visible)))
        if self.selected >= self.top + self.visible:
            self.top = self.selected - self.visible + 1
        chosen = None
        for i in range(self.top, min(n, self.top + self.visible)):
            y = top + (i - self.top) * row_h
            r = pygame.Rect(area.x + 4, y, area.w - 8, row_h - 2)
            if i == self.selected:
                theme.panel(surface, r, radius=8, fill=theme.LIST_PICKED)
                chosen = r
            ctl.add(r, inp.Intent(inp.ACTION, ("match", i)), hover=("match", i))
            self._draw_cells(surface, r, i, fs)
            if i == self.selected:
                theme.focus_ring(surface, r, 8)
        if n > self.visible:
            track = pygame.Rect(area.right - 8, top, 4, area.bottom - top - 6)
            th = max(20, track.h * self.visible // n)
            ty = track.y + (track.h - th) * self.top // max(1, n - self.visible)
            pygame.draw.rect(surface, theme.GOLD_DARK, (track.x, ty, track.w, th), border_radius=2)
        return chosen

    def _draw_cells(self, surface: pygame.Surface, r: pygame.Rect, i: int, fs: int) -> None:
        """One match's cells: in their columns on one line, or date, result and score over opponents · rules."""
        cells, won = self._cells(i)
        x0, width = r.x + 6, r.w - 12
        result_ink = theme.GOOD if won else theme.BAD
        if self.wide:
            bounds = [*(frac for _, frac in COLUMNS[1:]), 1.0]
            for (_, frac), nxt, text in zip(COLUMNS, bounds, cells, strict=True):
                s = theme.fit_text(text, fs, max(10, round(width * (nxt - frac)) - 8),
                                   result_ink if text is cells[3] else theme.INK)
                surface.blit(s, s.get_rect(midleft=(x0 + round(width * frac), r.centery)))
            return
        line = theme.line_h(fs)
        for text, frac, ink in ((cells[0], 0.0, theme.INK), (cells[3], 0.55, result_ink), (cells[4], 0.8, theme.INK)):
            s = theme.text(text, fs, ink)
            surface.blit(s, (x0 + round(width * frac), r.y + 4))
        second = theme.fit_text(f"{cells[1]}  ·  {cells[2]}", fs, width, theme.INK_DIM)
        surface.blit(second, (x0, r.y + 4 + line))

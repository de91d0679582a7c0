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
from ..rule_options import preset_name
from ..scene import register
from ..seats import SIDE_COLOURS, bot_level_name
from ..session import wait_for_saves
from ..text import tr
from ..widgets import button, title
from .common import centered_sheet, page
from .review.entry import open_review, player_trend

HISTORY_KEYS: dict[int, inp.Intent] = {
    **inp.DEFAULT_KEYS,
    pygame.K_UP: inp.Intent(inp.MOVE_FOCUS, -1),
    pygame.K_DOWN: inp.Intent(inp.MOVE_FOCUS, +1),
    pygame.K_PAGEUP: inp.Intent(inp.MOVE_FOCUS, -10),
    pygame.K_PAGEDOWN: inp.Intent(inp.MOVE_FOCUS, +10),
    pygame.K_TAB: inp.Intent(inp.ACTION, "next_player"),
    pygame.K_r: inp.Intent(inp.ACTION, "review"),
}
REVIEW = inp.Intent(inp.ACTION, "review")


def side_label(record: MatchRecord, side: int) -> str:
    """The names on one side of a recorded match ("Anna", or "Giulia (Club player)" for a bot)."""
    names = []
    for seat, seat_side in zip(record.seats, record.sides, strict=True):
        if seat_side == side:
            name = seat.name or ("?" if seat.is_bot else tr("common.you"))
            if seat.is_bot and seat.level:
                name += f" ({bot_level_name(seat.level)})"
            names.append(name)
    return " & ".join(names)


def variant_name(preset: str | None) -> str:
    return preset_name(preset) if preset and preset != "custom" else tr("setup.custom")


LEGEND_SLOT = 110  # pixels a side's name may take in the chart's legend before another line starts


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
        elif intent == REVIEW and n:
            open_review(self.app, self.record(self.selected))
        elif intent == inp.Intent(inp.ACTION, "next_player") and self.players:
            self.player_i = (self.player_i + 1) % len(self.players)
        self.invalidate()

    # -- drawing ------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        w, h, u = page(surface)
        rect = centered_sheet(surface, w - round(40 * u), h - round(30 * u))
        title(surface, tr("history.title"), (rect.centerx, rect.y + round(34 * u)), round(40 * u))
        fs = max(12, round(16 * u))
        bh = round(max(36, 44 * u))
        pad = round(24 * u)
        body = pygame.Rect(rect.x + pad, rect.y + round(70 * u), rect.w - 2 * pad, rect.h - round(70 * u) - bh - pad)
        ctl = self.app.input
        b = pygame.Rect(0, 0, round(max(130, 170 * u)), bh)
        b.bottomright = (rect.right - pad, rect.bottom - round(12 * u))
        button(surface, ctl, b, tr("common.back"), inp.Intent(inp.ACTION, "back"), focused=True, primary=True)
        if self.records:
            r = b.move(-(b.w + round(12 * u)), 0)
            button(surface, ctl, r, tr("review_screen.review") + " (R)", REVIEW, tooltip_key="review_screen.review_tip",
                   enabled=self.record(self.selected).has_moves)
            b = r
        if not self.records:
            msg = theme.text(tr("history.no_matches"), round(fs * 1.2), theme.INK_DIM)
            surface.blit(msg, msg.get_rect(center=body.center))
            return
        count = theme.fit_text(tr("history_screen.matches_count", n=len(self.records)) + "  ·  "
                               + tr("history_screen.select_hint"), max(11, fs - 2), b.x - rect.x - pad - 12,
                               theme.INK_FAINT)
        surface.blit(count, count.get_rect(midleft=(rect.x + pad, b.centery)))
        list_rect = pygame.Rect(body.x, body.y, round(body.w * 0.56), body.h)
        right = pygame.Rect(list_rect.right + pad, body.y, body.right - list_rect.right - pad, body.h)
        self._draw_list(surface, list_rect, fs)
        stats_rect = pygame.Rect(right.x, right.y, right.w, round(right.h * 0.42))
        chart_rect = pygame.Rect(right.x, stats_rect.bottom + round(10 * u), right.w,
                                 right.bottom - stats_rect.bottom - round(10 * u))
        self._draw_stats(surface, stats_rect, fs)
        self._draw_chart(surface, chart_rect, self.record(self.selected), fs)

    def _draw_list(self, surface: pygame.Surface, area: pygame.Rect, fs: int) -> None:
        ctl = self.app.input
        theme.panel(surface, area, radius=10, fill=theme.LIST)
        row_h = round(fs * 2.2)
        cols = [("history.date", 0.0), ("history.opponents", 0.2), ("history.rules", 0.56),
                ("history.result", 0.76), ("history.score", 0.88)]
        head_y = area.y + 6
        for key, frac in cols:
            t = theme.text(tr(key), max(11, fs - 2), theme.INK_FAINT, bold=True)
            surface.blit(t, (area.x + 10 + round((area.w - 20) * frac), head_y))
        top = head_y + row_h - 8
        self.visible = max(1, (area.bottom - top - 4) // row_h)
        n = len(self.records)
        self.top = max(0, min(self.top, max(0, n - self.visible)))
        if self.selected >= self.top + self.visible:
            self.top = self.selected - self.visible + 1
        name = self.player
        for i in range(self.top, min(n, self.top + self.visible)):
            rec = self.record(i)
            y = top + (i - self.top) * row_h
            r = pygame.Rect(area.x + 4, y, area.w - 8, row_h - 2)
            if i == self.selected:
                theme.panel(surface, r, active=True, radius=8, fill=theme.LIST_PICKED)
            ctl.add(r, inp.Intent(inp.ACTION, ("match", i)), hover=("match", i))
            side = rec.side_of(name) if name else None
            winner = rec.winner
            if side is None:
                side = 0
            others = [s for s in range(len(rec.totals)) if s != side]
            date = rec.date[:16].replace("T", " ")
            opp = ", ".join(side_label(rec, s) for s in others)  # under the Opponents header: no "vs"
            result = tr("history.won") if winner == side else tr("history.lost")
            totals = rec.totals
            score = "–".join(str(totals[s]) for s in [side, *others] if s < len(totals))
            cells = [date, opp, variant_name(rec.preset), result, score]
            for (_, frac), (text, nxt) in zip(cols, zip(cells, [c[1] for c in cols[1:]] + [1.0], strict=True),
                                              strict=True):
                x = area.x + 10 + round((area.w - 20) * frac)
                width = round((area.w - 20) * (nxt - frac)) - 8
                ink = theme.INK
                if text == cells[3]:
                    ink = theme.GOOD if winner == side else theme.BAD
                s = theme.fit_text(text, fs, max(10, width), ink)
                surface.blit(s, s.get_rect(midleft=(x, r.centery)))
        n_pages = max(1, n - self.visible)
        if n > self.visible:
            track = pygame.Rect(area.right - 8, top, 4, area.bottom - top - 6)
            th = max(20, track.h * self.visible // n)
            ty = track.y + (track.h - th) * self.top // n_pages
            pygame.draw.rect(surface, theme.GOLD_DARK, (track.x, ty, track.w, th), border_radius=2)

    def _draw_stats(self, surface: pygame.Surface, area: pygame.Rect, fs: int) -> None:
        theme.panel(surface, area, radius=10, fill=theme.LIST)
        st = self.stats()
        x, y = area.x + 14, area.y + 10
        ctl = self.app.input
        if st is None:
            t = theme.text(tr("history_screen.no_stats"), fs, theme.INK_DIM)
            surface.blit(t, (x, y))
            return
        who = st.name or tr("common.you")  # a person stored without a name
        head = theme.fit_text(tr("history_screen.player_stats", name=who), round(fs * 1.15), area.w - 180,
                              theme.GOLD, bold=True)
        surface.blit(head, (x, y))
        if len(self.players) > 1:
            nb = pygame.Rect(0, 0, 150, head.get_height() + 8)
            nb.topright = (area.right - 10, y - 3)
            button(surface, ctl, nb, tr("history_screen.change_player"), inp.Intent(inp.ACTION, "next_player"),
                   size=max(11, fs - 3))
        y += head.get_height() + 8
        pct = tr("history.stats.percent", pct=round(st.win_rate * 100))
        if st.current_streak > 0:
            streak = tr("history.stats.streak_wins", n=st.current_streak)
        elif st.current_streak < 0:
            streak = tr("history.stats.streak_losses", n=-st.current_streak)
        else:
            streak = tr("history.stats.streak_none")
        left = [
            (tr("history.stats.matches"), str(st.matches)),
            (tr("history.stats.record"), ""),
            (tr("history.stats.win_rate"), pct),
            (tr("history.stats.scopas"), str(st.scopas)),
            (tr("history.stats.settebelli"), str(st.settebelli)),
            (tr("history.stats.longest_streak"), str(st.longest_win_streak)),
            (tr("history.stats.current_streak"), streak),
            (tr("history.stats.points"), str(st.points)),
            (tr("history.hands"), str(st.hands)),
        ]
        left[1] = (f"{tr('history.stats.wins')} / {tr('history.stats.losses')}", f"{st.wins} / {st.losses}")
        small = max(11, fs - 2)
        col_w = (area.w - 28) // 2
        line_h = small + 7
        limit = area.bottom - 4 - line_h - 6  # the last line is the accuracy trend
        self._draw_trend(surface, pygame.Rect(x, limit + 4, area.w - 28, line_h), small)
        yy = y
        for label, value in left:
            if yy + line_h > limit:
                break
            label_w = theme.font(small).size(label)[0]  # the value takes what the label leaves, half at least
            val = theme.fit_text(value, small, max(col_w // 2, col_w - 28 - label_w), theme.INK, bold=True)
            surface.blit(val, val.get_rect(topright=(x + col_w - 8, yy)))
            lab = theme.fit_text(label, small, col_w - val.get_width() - 20, theme.INK_DIM)
            surface.blit(lab, (x, yy))
            yy += line_h
        # Per opponent level and per variant.
        rx = x + col_w + 8
        yy = y
        for heading, table, namer in ((tr("history.stats.by_level"), st.by_level, self._level_label),
                                      (tr("history.stats.by_variant"), st.by_variant, variant_name)):
            if yy + line_h > limit:
                break
            hd = theme.text(heading, small, theme.GOLD, bold=True)
            surface.blit(hd, (rx, yy))
            yy += line_h
            for key, wl in sorted(table.items(), key=lambda kv: -kv[1].played)[:4]:
                if yy + line_h > limit:
                    break
                val = theme.text(f"{wl.wins}–{wl.losses}", small, theme.INK, bold=True)
                surface.blit(val, val.get_rect(topright=(area.right - 14, yy)))
                lab = theme.fit_text(namer(key), small, area.right - 26 - val.get_width() - rx - 8, theme.INK_DIM)
                surface.blit(lab, (rx + 8, yy))
                yy += line_h
            yy += 4

    def _draw_trend(self, surface: pygame.Surface, line: pygame.Rect, size: int) -> None:
        """The player's accuracy in their last reviewed matches: the latest figure and a small line."""
        points = self.trend()
        label = theme.fit_text(tr("review_screen.trend"), size, line.w * 2 // 3, theme.GOLD, bold=True)
        surface.blit(label, (line.x, line.y))
        x = line.x + label.get_width() + 12
        if not points:
            hint = theme.fit_text(tr("review_screen.trend_none"), size, line.right - x, theme.INK_FAINT)
            surface.blit(hint, (x, line.y))
            return
        latest = theme.text(f"{round(points[-1].accuracy)}%", size, theme.INK, bold=True)
        surface.blit(latest, (x, line.y))
        spark = pygame.Rect(x + latest.get_width() + 12, line.y + 2, line.right - x - latest.get_width() - 12,
                            line.h - 6)
        if len(points) > 1 and spark.w > 30:
            step = spark.w / (len(points) - 1)
            pts = [(spark.x + round(i * step), spark.bottom - round(spark.h * p.accuracy / 100))
                   for i, p in enumerate(points)]
            pygame.draw.lines(surface, theme.GOLD, False, pts, 2)
            for (px, py), p in zip(pts, points, strict=True):
                pygame.draw.circle(surface, theme.GOOD if p.won else theme.BAD, (px, py), 3)

    @staticmethod
    def _level_label(level: str) -> str:
        return tr("history.stats.against_humans") if level == "human" else bot_level_name(level)

    def _draw_chart(self, surface: pygame.Surface, area: pygame.Rect, rec: MatchRecord, fs: int) -> None:
        """Each side's running score after each hand: lines with points, axes, the target, a legend."""
        theme.panel(surface, area, radius=10, fill=theme.LIST)
        small = max(11, fs - 3)
        head = theme.text(tr("history.running_score"), small + 1, theme.GOLD, bold=True)
        surface.blit(head, (area.x + 12, area.y + 8))
        series = rec.running_scores()
        if not series:
            return
        n_sides = len(series[0])
        target = rec.target
        top_value = max(max(max(row) for row in series), target, 1)
        # The legend: a name per side, in as many lines as its names need (eight players take two).
        per_line = max(1, min(n_sides, (area.w - 54) // LEGEND_SLOT))
        widest = max(theme.font(small).size(side_label(rec, side))[0] for side in range(n_sides)) + 22
        while per_line > 1 and widest > (area.w - 54) // per_line:  # whole names on more lines, not cut
            per_line -= 1
        lines = -(-n_sides // per_line)
        plot = pygame.Rect(area.x + 46, area.y + head.get_height() + 18, area.w - 66,
                           area.h - head.get_height() - 18 - small * 2 - 14 - lines * (small + 6))
        if plot.h < 30 or plot.w < 60:
            return
        ink = theme.INK_FAINT
        pygame.draw.line(surface, ink, plot.bottomleft, plot.bottomright, 1)
        pygame.draw.line(surface, ink, plot.bottomleft, plot.topleft, 1)
        # Y ticks: 0, the target, the top.
        ticks = sorted({0, top_value, *([target] if target else [])})
        for v in ticks:
            yy = plot.bottom - round(plot.h * v / top_value)
            lab = theme.text(str(v), small, ink)
            surface.blit(lab, lab.get_rect(midright=(plot.x - 6, yy)))
            if v:
                dash = theme.GOLD_DARK if v == target else theme.RULE
                for dx in range(plot.x, plot.right, 10):
                    pygame.draw.line(surface, dash, (dx, yy), (min(dx + 5, plot.right), yy), 1)
        n = len(series)
        def px(i: int) -> int:
            return plot.x + round(plot.w * (i + 1) / n) if n else plot.x

        step = max(1, n // 10)
        for i in range(0, n, step):
            lab = theme.text(str(i + 1), small, ink)
            surface.blit(lab, lab.get_rect(midtop=(px(i), plot.bottom + 4)))
        axis = theme.text(tr("history.hand_axis"), small, ink)
        surface.blit(axis, axis.get_rect(topright=(plot.right, plot.bottom + 4 + small + 2)))
        for side in range(n_sides):
            colour = SIDE_COLOURS[side % len(SIDE_COLOURS)]
            pts = [(plot.x, plot.bottom)] + [(px(i), plot.bottom - round(plot.h * row[side] / top_value))
                                             for i, row in enumerate(series)]
            pygame.draw.lines(surface, colour, False, pts, 3)
            for p in pts[1:]:
                pygame.draw.circle(surface, colour, p, 4)
        slot = (area.right - 8 - plot.x) // per_line
        for side in range(n_sides):
            lx = plot.x + side % per_line * slot
            ly = area.bottom - 8 - (lines - side // per_line) * (small + 6)
            colour = SIDE_COLOURS[side % len(SIDE_COLOURS)]
            pygame.draw.circle(surface, colour, (lx + 6, ly + small // 2 + 1), 5)
            lab = theme.fit_text(side_label(rec, side), small, max(8, slot - 22), theme.INK)
            surface.blit(lab, (lx + 16, ly))

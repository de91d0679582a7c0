"""History → Rating: your ranked rating after each rated match, per server you have a player on and per
family of games, as the server keeps it (the same on every process of a server, and on any computer you
move your player to)."""

from __future__ import annotations

import time
from typing import Any

import pygame

from .. import input as inp
from .. import theme
from ..scene import register
from ..text import tr
from ..widgets import Form, Row
from .common import centered_sheet, centred_lines, page, sheet_title
from .online import player
from .online.ranked import rating_line
from .online.ranked_client import RankedClient, RankedScreen
from .online.screen import OnlineScreen, net_backend

LINE = (232, 193, 92)


@register("rating_chart")
class RatingChartScene(RankedScreen, OnlineScreen):
    def __init__(self, app, backend: Any = None, **kw: Any) -> None:
        super().__init__(app, backend)
        net = net_backend()
        self.servers = []
        for server in player.kept(app):
            try:
                self.servers.append(net.parse_server(server))
            except net.LinkError:
                continue
        self.families = list(net.FAMILIES)
        self.server_i, self.family = 0, self.families[0]
        self.ranked: RankedClient | None = None
        self.form = self._build()
        self.form.focus_on("family")
        self._connect()

    def _build(self) -> Form:
        rows = [Row("family", tr("ranked.family"), self.families, [tr(f"families.{f}") for f in self.families],
                    self.families.index(self.family))]
        if len(self.servers) > 1:
            rows.insert(0, Row("server", tr("online.server"), list(range(len(self.servers))),
                               [str(s) for s in self.servers], self.server_i))
        return Form([rows, [Row("back", tr("common.back"), primary=True)]], on_change=self._changed)

    def _changed(self, row: Row) -> None:
        if row.key == "family":
            self.family = row.value
            if self.ranked is not None:
                self.ranked.chart(self.family)
        elif row.key == "server":
            self.server_i = row.value
            self._connect()

    def _connect(self) -> None:
        if self.ranked is not None:
            self.ranked.close()
        self.ranked = None
        if self.servers:
            self.ranked = RankedClient(self.app, self.backend, self.servers[self.server_i])
            self.ranked.chart(self.family)


    def handle_form(self, intent: inp.Intent) -> None:
        result = self.form.handle(intent)
        if result == ("action", "back"):
            self.back()
        self.invalidate()


    # -- drawing ----------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        w, h, u = page(surface)
        rect = centered_sheet(surface, w - round(40 * u), h - round(30 * u))
        sheet_title(surface, rect, tr("ranked.chart_title"), u)
        fs = max(12, round(17 * u))
        row_h = round(max(36, 46 * u))
        rows = len(self.form.columns[0])
        area = pygame.Rect(rect.x + round(80 * u), rect.y + round(70 * u), rect.w - round(160 * u), row_h * rows)
        self.form.begin_frame()
        self.form.draw_columns(surface, self.app.input, slice(0, 1), area, row_h, label_w_frac=0.25)
        bh = round(max(36, 48 * u))
        back = pygame.Rect(0, 0, round(max(180, 220 * u)), bh)
        back.midbottom = (rect.centerx, rect.bottom - round(14 * u))
        self.form.draw_columns(surface, self.app.input, slice(1, 2), back, bh)
        body = pygame.Rect(area.x, area.bottom + round(10 * u), area.w, back.y - area.bottom - round(24 * u))
        ranked = self.ranked
        if ranked is None:
            self._say(surface, body, tr("ranked.no_players"), fs)
            return
        if ranked.error:
            self._say(surface, body, ranked.error, fs, theme.RED)
            return
        chart = ranked.charts.get(self.family)
        if ranked.identity is None or chart is None:
            self._say(surface, body, tr("ranked.asking"), fs)
            return
        y = centred_lines(surface, tr("ranked.you_are", name=ranked.identity.name), fs, body.w, theme.GOLD,
                          body.centerx, body.y, most=1)
        y = centred_lines(surface, rating_line(ranked.rating(self.family), self.family), max(12, fs - 2), body.w,
                          theme.INK, body.centerx, y + 2, most=2)
        plot = pygame.Rect(body.x, y + round(10 * u), body.w, body.bottom - y - round(10 * u))
        if not chart.points:
            self._say(surface, plot, tr("ranked.no_chart"), fs)
            return
        self._draw_chart(surface, plot, chart.points, max(11, fs - 3))

    @staticmethod
    def _say(surface: pygame.Surface, area: pygame.Rect, text: str, fs: int, colour=theme.INK_DIM) -> None:
        y = area.y + area.h // 3
        for piece in theme.wrap(text, fs, area.w)[:3]:
            s = theme.text(piece, fs, colour)
            surface.blit(s, s.get_rect(midtop=(area.centerx, y)))
            y += s.get_height() + 2

    @staticmethod
    def _draw_chart(surface: pygame.Surface, area: pygame.Rect, points: Any, small: int) -> None:
        """The rating after each rated match: a line over the matches, the lowest and highest marked, the
        first and last match's dates under the axis."""
        theme.panel(surface, area, radius=10, fill=(0, 0, 0, 50))
        plot = pygame.Rect(area.x + 60, area.y + 16, area.w - 84, area.h - 24 - 2 * small - 12)
        if plot.w < 60 or plot.h < 30:
            return
        values = [rating for _, rating in points]
        low, high = min(values), max(values)
        low, high = (low - 10, high + 10) if low == high else (low, high)
        ink = theme.INK_FAINT
        pygame.draw.line(surface, ink, plot.bottomleft, plot.bottomright, 1)
        pygame.draw.line(surface, ink, plot.bottomleft, plot.topleft, 1)
        for value in (low, high):
            yy = plot.bottom - round(plot.h * (value - low) / (high - low))
            tick = theme.text(str(value), small, ink)
            surface.blit(tick, tick.get_rect(midright=(plot.x - 6, yy)))
        n = len(points)

        def at(index: int, value: int) -> tuple[int, int]:
            x = plot.x + (round(plot.w * index / (n - 1)) if n > 1 else plot.w // 2)
            return x, plot.bottom - round(plot.h * (value - low) / (high - low))

        drawn = [at(index, value) for index, value in enumerate(values)]
        if len(drawn) > 1:
            pygame.draw.lines(surface, LINE, False, drawn, 3)
        for spot in drawn[-60:]:
            pygame.draw.circle(surface, LINE, spot, 4)
        first = time.strftime("%Y-%m-%d", time.localtime(points[0][0]))
        last = time.strftime("%Y-%m-%d", time.localtime(points[-1][0]))
        for text, anchor in ((first, "topleft"), (last, "topright")):
            label = theme.text(text, small, ink)
            surface.blit(label, label.get_rect(**{anchor: (plot.left if anchor == "topleft" else plot.right,
                                                            plot.bottom + 4)}))
        axis = theme.fit_text(tr("ranked.chart_axis", n=n), small, plot.w // 2, ink)
        surface.blit(axis, axis.get_rect(midtop=(plot.centerx, plot.bottom + 6 + small)))

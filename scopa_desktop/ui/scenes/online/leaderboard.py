"""The leaderboard of a server, one family of games at a time (← → or the family row): the top ten, and the
places around yours; players are listed once they have enough ranked matches against people."""

from __future__ import annotations

from typing import Any

import pygame

from .... import net
from ... import theme
from ...scene import register
from ...text import tr
from ...widgets import Form, Row
from ..common import centered_sheet, page, sheet_title
from . import servers
from .common_draw import draw_error, draw_where
from .ranked_client import RankedClient, RankedScreen
from .screen import OnlineScreen


@register("online_leaders")
class LeaderboardScene(RankedScreen, OnlineScreen):
    def __init__(self, app, backend: Any = None, server: Any = None, family: str = "duel", **kw: Any) -> None:
        super().__init__(app, backend)
        self.server = server if server is not None else servers.current(app)
        self.family = family if family in net.FAMILIES else net.FAMILIES[0]
        self.ranked = RankedClient(app, self.backend, self.server) if self.server is not None else None
        self.form = self._build()
        self.form.focus_on("family")
        self._ask()

    def _build(self) -> Form:
        families = list(net.FAMILIES)
        row = Row("family", tr("ranked.family"), families, [tr(f"families.{f}") for f in families],
                  families.index(self.family))
        return Form([[row], [Row("back", tr("common.back"), primary=True)]], on_change=self._changed)

    def _changed(self, row: Row) -> None:
        if row.key == "family":
            self.family = row.value
            self._ask()

    def _ask(self) -> None:
        if self.ranked is not None:
            self.ranked.leaders(self.family)



    # -- drawing ------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        w, h, u = page(surface)
        rect = centered_sheet(surface, min(w - 40, round(900 * u)), h - round(40 * u))
        sheet_title(surface, rect, tr("ranked.leaderboard"), u)
        draw_where(surface, rect, servers.label(self.server), u)
        row_h = round(max(36, 48 * u))
        area = pygame.Rect(rect.x + round(60 * u), rect.y + round(70 * u), rect.w - round(120 * u), row_h)
        self.form.begin_frame()
        self.form.draw_columns(surface, self.app.input, slice(0, 1), area, row_h, label_w_frac=0.3)
        bh = round(max(36, 48 * u))
        back = pygame.Rect(0, 0, round(max(180, 220 * u)), bh)
        back.midbottom = (rect.centerx, rect.bottom - round(14 * u))
        self.form.draw_columns(surface, self.app.input, slice(1, 2), back, bh)
        body = pygame.Rect(area.x, area.bottom + round(12 * u), area.w, back.y - area.bottom - round(24 * u))
        board = self.ranked.boards.get(self.family) if self.ranked is not None else None
        fs = max(12, round(17 * u))
        if self.ranked is not None and self.ranked.error:
            draw_error(surface, rect.inflate(0, round(40 * u)), self.ranked.error, u)
        if board is None:
            note = theme.fit_text(tr("ranked.asking"), fs, body.w, theme.INK_DIM)
            surface.blit(note, note.get_rect(midtop=(body.centerx, body.y + round(20 * u))))
            return
        self._draw_board(surface, body, board, fs)

    def _draw_board(self, surface: pygame.Surface, body: pygame.Rect, board: Any, fs: int) -> None:
        small = max(11, fs - 3)
        if board.place is not None:
            mine = tr("ranked.your_place", place=board.place, total=board.total)
        else:
            mine = tr("ranked.not_listed", n=net.LISTED_AFTER)
        head = theme.fit_text(mine, fs, body.w, theme.GOLD, bold=True)
        surface.blit(head, head.get_rect(midtop=(body.centerx, body.y)))
        top = body.y + head.get_height() + 8
        if not board.top:
            empty = theme.fit_text(tr("ranked.board_empty", n=net.LISTED_AFTER), fs, body.w, theme.INK_DIM)
            surface.blit(empty, empty.get_rect(midtop=(body.centerx, top + 10)))
            return
        near = [row for row in board.near if row.place > len(board.top)]
        columns = 2 if near else 1
        gap = 24
        width = (body.w - gap * (columns - 1)) // columns
        height = body.bottom - top
        parts = [(tr("ranked.top"), board.top)] + ([(tr("ranked.around_you"), tuple(near))] if near else [])
        for index, (title, rows) in enumerate(parts):
            column = pygame.Rect(body.x + index * (width + gap), top, width, height)
            self._draw_rows(surface, column, title, rows, fs, small)

    @staticmethod
    def _draw_rows(surface: pygame.Surface, area: pygame.Rect, title: str, rows: Any, fs: int, small: int) -> None:
        theme.panel(surface, area, radius=10, fill=(0, 0, 0, 50))
        head = theme.fit_text(title, small + 1, area.w - 20, theme.INK_FAINT, bold=True)
        surface.blit(head, (area.x + 10, area.y + 6))
        y = area.y + head.get_height() + 12
        line_h = max(small + 6, min(round(fs * 1.6), (area.bottom - y - 6) // max(1, len(rows))))
        size = min(fs, max(small, line_h - 8))
        for row in rows:
            ink = theme.GOLD if row.you else theme.INK
            place = theme.fit_text(f"{row.place}.", size, round(area.w * 0.1), ink, bold=row.you)
            name = theme.fit_text(row.name, size, round(area.w * 0.42), ink, bold=row.you)
            rating = theme.fit_text(str(row.rating), size, round(area.w * 0.13), ink, bold=True)
            matches = theme.fit_text(tr("ranked.matches", n=row.matches), max(11, size - 2), round(area.w * 0.28),
                                     theme.INK_DIM)
            middle = y + line_h // 2
            surface.blit(place, place.get_rect(midright=(area.x + round(area.w * 0.11), middle)))
            surface.blit(name, name.get_rect(midleft=(area.x + round(area.w * 0.14), middle)))
            surface.blit(rating, rating.get_rect(midright=(area.x + round(area.w * 0.69), middle)))
            surface.blit(matches, matches.get_rect(midright=(area.right - 10, middle)))
            y += line_h

"""The end of the match: who won, the final score, each hand's points; play again or leave."""

from __future__ import annotations

from typing import Any

import pygame

from ...engine import Match
from ...storage import MatchRecord
from .. import input as inp
from .. import theme
from ..scene import Scene, register
from ..seats import SIDE_COLOURS, Seat, side_names
from ..text import tr
from ..widgets import FORM_KEYS, Form, Row, bar_height, bar_rects, title
from .common import backdrop, centered_sheet, unit
from .review.entry import open_match_review

RATING_WAIT_SECONDS = 15.0  # a server that rates nothing by then (its store down) is not waited on longer


@register("match_end")
class MatchEndScene(Scene):
    def __init__(self, app, match: Match, seats: list[Seat], record: MatchRecord | None = None,
                 rated: Any = None, rating_link: Any = None, online: bool = False, review_seat: int | None = None,
                 **kw) -> None:
        super().__init__(app)
        self.match = match
        self.rated = rated  # a ranked match online: the server's net.Rated (our rating now, and its change)
        self.rating_link = rating_link  # ... or the table's connection, until that Rated comes
        self.rating_waited = 0.0
        self.record = record  # its history record when the table hands it over, else found when asked
        self.seats = seats
        self.names = side_names(match.rules, seats)
        self.online = online  # "again" means another match online, not a local table with the same names
        self.review_seat = review_seat  # whose moves Review judges (online: ours; None: the first person's)
        again = Row("again", tr("match_end.again_online"), primary=True, help_key="match_end.again_online_tip") \
            if online else Row("again", tr("window.play_again"), primary=True, help_key="tip.again")
        columns = [[again],
                   [Row("menu", tr("match_end.main_menu"))], [Row("quit", tr("menu.quit"))]]
        if any(not seat.is_bot for seat in seats):  # Maestro reviews a person's moves
            columns.insert(1, [Row("review", tr("review_screen.review"), help_key="review_screen.review_tip")])
        self.form = Form(columns)
        if app.autoplay:
            app.quit()  # the self-test ends here: a whole match went through every scene

    def enter(self) -> None:
        """The end heard: a fanfare when a person at the computer won (or only bots played), else a shrug."""
        w = self.match.winner
        sides = self.match.rules.sides_for(self.match.players)
        humans = [sides[s] for s, seat in enumerate(self.seats) if not seat.is_bot]
        won = w is not None and (not humans or w in humans)
        self.app.audio.play("match_won" if won else "match_lost")

    def update(self, dt: float) -> None:
        link = self.rating_link
        if link is None:
            return
        link.pump()
        self.rating_waited += dt
        if link.rated is not None or link.closed or link.disconnected or self.rating_waited > RATING_WAIT_SECONDS:
            self.rated, self.rating_link = link.rated, None
            link.close()
            self.invalidate()

    def shutdown(self) -> None:
        super().shutdown()
        if self.rating_link is not None:
            self.rating_link.close()

    def keymap(self):
        return {**FORM_KEYS, pygame.K_LEFT: inp.Intent(inp.MOVE_FOCUS, -1),
                pygame.K_RIGHT: inp.Intent(inp.MOVE_FOCUS, +1)}

    def handle(self, intent: inp.Intent) -> None:
        result = self.form.handle(intent)
        if result and result[0] == "action":
            if result[1] == "again" and self.online:
                self.app.reset_to("menu")
                self.app.push("online")
            elif result[1] == "again":
                self.app.replace("table", rules=self.match.rules, seats=self.seats, seed=None)
            elif result[1] == "review":
                open_match_review(self.app, self.match, self.record, self.review_seat)
            elif result[1] == "menu":
                self.app.reset_to("menu")
            elif result[1] == "quit":
                self.app.quit()
        self.invalidate()

    def winner_text(self) -> str:
        w = self.match.winner
        humans = {s for s, seat in enumerate(self.seats) if not seat.is_bot}
        sides = self.match.rules.sides_for(self.match.players)
        if w is None:
            return tr("window.no_winner")
        if len(humans) == 1 and sides[next(iter(humans))] == w:
            return tr("match_end.you_win")
        return tr("match_end.wins", name=self.names[w])

    def rating_text(self) -> str | None:
        """A ranked match's result for us: "Two players: your rating is now 1,512 (+18)"."""
        if self.rating_link is not None:
            return tr("ranked.being_rated")
        if self.rated is None:
            return None
        change = f"+{self.rated.change}" if self.rated.change > 0 else f"\u2212{-self.rated.change}" \
            if self.rated.change < 0 else "\u00b10"
        return tr("ranked.after_match", family=tr(f"families.{self.rated.family}"), rating=self.rated.rating,
                  change=change)

    def conceded_note(self) -> str | None:
        totals = self.match.totals
        losers = [s for s in range(len(totals)) if s != self.match.winner and totals[s] == 0]
        return self.conceded_text(losers[0]) if self.match.conceded and losers else None

    def conceded_text(self, side: int) -> str:
        """Who gave the match up: "You conceded." (the verb agrees) when it is the only person's side."""
        humans = [s for s, seat in enumerate(self.seats) if not seat.is_bot]
        sides = self.match.rules.sides_for(self.match.players)
        if len(humans) == 1 and sides[humans[0]] == side:
            return tr("match_end.you_conceded")
        return tr("match_end.conceded", name=self.names[side])

    def draw(self, surface: pygame.Surface) -> None:
        """The winner, the final scores, the points of each hand (in as many blocks of columns as the width
        needs), the buttons (in as many rows as their labels need); a sheet taller than the window scrolls."""
        w, h = surface.get_size()
        u = unit((w, h))
        backdrop(surface)
        ctl = self.app.input
        totals = self.match.totals
        fs, small = round(max(14, 20 * u)), round(max(12, 16 * u))
        sheet_w = min(w - 60, round(1000 * u))
        title_size = round(52 * u)
        title_h = theme.line_h(title_size, serif=True)
        line_h = round(theme.line_h(round(fs * 1.3), bold=True) * 1.3)
        notes = [(text, colour) for text, colour in ((self.conceded_note(), theme.INK_DIM),
                                                     (self.rating_text(), theme.GOLD)) if text]
        note_h = theme.line_h(fs) * len(notes)
        bh = theme.grown(max(40, round(52 * u)))
        gap = round(16 * u)
        labels = [row.label for row in self.form.rows]
        bar_w = min(sheet_w - round(60 * u), round(860 * u))
        bar_h = bar_height(labels, bar_w, bh, gap)
        blocks = self._hand_blocks(sheet_w - round(80 * u), small)
        small_h = theme.line_h(small) + 4
        hands_h = theme.line_h(fs, bold=True) + 8 + len(blocks) * (len(totals) + 1) * small_h
        top = round(20 * u) + title_h + note_h + round(14 * u)
        content_h = top + len(totals) * (line_h + 6) + round(14 * u) + hands_h + round(20 * u) + bar_h + round(22 * u)
        margin = round(30 * u)
        canvas = self.page.begin(surface, ctl, content_h + 2 * margin)
        rect = centered_sheet(canvas, sheet_w, min(canvas.get_height() - 2 * margin, content_h))
        title(canvas, self.winner_text(), (rect.centerx, rect.y + round(20 * u) + title_h // 2), title_size,
              max_width=rect.w - 2 * gap)
        for k, (text, colour) in enumerate(notes):
            note = theme.fit_text(text, fs, rect.w - 2 * gap, colour)
            canvas.blit(note, note.get_rect(midtop=(rect.centerx, rect.y + round(20 * u) + title_h
                                                    + k * theme.line_h(fs))))
        order = sorted(range(len(totals)), key=lambda s: -totals[s])
        y = rect.y + top
        for rank, side in enumerate(order):
            line = pygame.Rect(rect.x + round(120 * u), y, rect.w - round(240 * u), line_h)
            if rank == 0:
                theme.panel(canvas, line, active=True, radius=10, fill=theme.LIST_PICKED)
            pygame.draw.circle(canvas, SIDE_COLOURS[side % len(SIDE_COLOURS)], (line.x + 18, line.centery), 7)
            pts = theme.text(str(totals[side]), round(fs * 1.3), theme.GOLD, bold=True)
            canvas.blit(pts, pts.get_rect(midright=(line.right - 16, line.centery)))
            name = theme.fit_text(self.names[side], round(fs * 1.1), line.w - 52 - pts.get_width() - 16, theme.INK,
                                  bold=rank == 0)
            canvas.blit(name, name.get_rect(midleft=(line.x + 36, line.centery)))
            y += line.h + 6
        y += round(14 * u)
        head = theme.text(tr("window.by_hand"), fs, theme.INK_FAINT, bold=True)
        canvas.blit(head, head.get_rect(midtop=(rect.centerx, y)))
        y += head.get_height() + 8
        for block in blocks:
            y = self._hand_block(canvas, rect, block, y, small, small_h)
        bar = pygame.Rect(0, 0, bar_w, bar_h)
        bar.midbottom = (rect.centerx, rect.bottom - round(22 * u))
        for row, place in zip(self.form.rows, bar_rects(labels, bar, bh, gap), strict=True):
            self.form.draw_at(canvas, ctl, row.key, place)
        focused = self.form.rows[self.form.focus].key
        self.page.end(surface, ctl, self.form.row_rects.get(focused), self.form)

    def _name_width(self, small: int, room: int) -> int:
        """The names' column in the table of hands: as wide as the widest name, a third of `room` at most."""
        widest = max(theme.font(small).size(name)[0] for name in self.names[: len(self.match.totals)])
        return min(widest, room // 3)

    def _hand_blocks(self, room: int, small: int) -> list[list[int]]:
        """The hands (by index) in blocks of as many columns as fit beside the names, each column wide enough
        for a hand's number and its points."""
        hands = len(self.match.history)
        cell = theme.font(small).size("888")[0] + 8
        per_block = max(1, (room - self._name_width(small, room) - 20) // cell)
        return [list(range(i, min(i + per_block, hands))) for i in range(0, hands, per_block)] or [[]]

    def _hand_block(self, canvas: pygame.Surface, rect: pygame.Rect, block: list[int], y: int, small: int,
                    small_h: int) -> int:
        """One block of the table of hands: the hands' numbers, then each side's points; returns the y below."""
        room = rect.w - round(80 * rect.w / 1000)
        name_w = self._name_width(small, room)
        cell = min(max(theme.font(small).size("888")[0] + 8, round(64 * rect.w / 1000)),
                   (room - name_w - 20) // max(1, len(block)))
        total_w = name_w + 20 + cell * len(block)
        x0 = rect.centerx - total_w // 2 + name_w + 20
        for k, i in enumerate(block):
            n = theme.text(str(i + 1), small, theme.INK_FAINT)
            canvas.blit(n, n.get_rect(midtop=(x0 + k * cell + cell // 2, y)))
        y += small_h
        for side in range(len(self.match.totals)):
            nm = theme.fit_text(self.names[side], small, name_w, SIDE_COLOURS[side % len(SIDE_COLOURS)])
            canvas.blit(nm, nm.get_rect(topright=(x0 - 10, y)))
            for k, i in enumerate(block):
                v = theme.text(str(self.match.history[i][side].total), small, theme.INK)
                canvas.blit(v, v.get_rect(midtop=(x0 + k * cell + cell // 2, y)))
            y += small_h
        return y

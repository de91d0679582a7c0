"""The end of the match: who won, the final score, each hand's points; play again or leave."""

from __future__ import annotations

import pygame

from ...engine import Match
from ...storage import MatchRecord
from .. import input as inp
from .. import theme
from ..scene import Scene, register
from ..seats import SIDE_COLOURS, Seat, side_names
from ..text import tr
from ..widgets import FORM_KEYS, Form, Row, title
from .common import backdrop, centered_sheet, unit
from .review.entry import open_match_review


@register("match_end")
class MatchEndScene(Scene):
    def __init__(self, app, match: Match, seats: list[Seat], record: MatchRecord | None = None, **kw) -> None:
        super().__init__(app)
        self.match = match
        self.record = record  # its history record when the table hands it over, else found when asked
        self.seats = seats
        self.names = side_names(match.rules, seats)
        columns = [[Row("again", tr("window.play_again"), primary=True, help_key="tip.again")],
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

    def keymap(self):
        return {**FORM_KEYS, pygame.K_LEFT: inp.Intent(inp.MOVE_FOCUS, -1),
                pygame.K_RIGHT: inp.Intent(inp.MOVE_FOCUS, +1)}

    def handle(self, intent: inp.Intent) -> None:
        result = self.form.handle(intent)
        if result and result[0] == "action":
            if result[1] == "again":
                self.app.replace("table", rules=self.match.rules, seats=self.seats, seed=None)
            elif result[1] == "review":
                open_match_review(self.app, self.match, self.record)
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

    def conceded_text(self, side: int) -> str:
        """Who gave the match up: "You conceded." (the verb agrees) when it is the only person's side."""
        humans = [s for s, seat in enumerate(self.seats) if not seat.is_bot]
        sides = self.match.rules.sides_for(self.match.players)
        if len(humans) == 1 and sides[humans[0]] == side:
            return tr("match_end.you_conceded")
        return tr("match_end.conceded", name=self.names[side])

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        u = unit((w, h))
        backdrop(surface)
        # The sheet is as tall as what it holds: the winner, the final scores, the table of hands, buttons.
        fs0, small0, n = round(max(14, 20 * u)), round(max(12, 16 * u)), len(self.match.totals)
        content = (round(110 * u) + n * (round(fs0 * 1.8) + 6) + round(14 * u) + small0 + 8
                   + (n + 1) * (small0 + 8) + round(110 * u))
        rect = centered_sheet(surface, min(w - 60, round(1000 * u)), min(h - round(60 * u), content))
        title(surface, self.winner_text(), (rect.centerx, rect.y + round(54 * u)), round(52 * u))
        fs = round(max(14, 20 * u))
        if self.match.conceded:
            losers = [s for s in range(len(self.match.totals)) if s != self.match.winner and self.match.totals[s] == 0]
            if losers:
                note = theme.text(self.conceded_text(losers[0]), fs, theme.INK_DIM)
                surface.blit(note, note.get_rect(midtop=(rect.centerx, rect.y + round(84 * u))))
        totals = self.match.totals
        order = sorted(range(len(totals)), key=lambda s: -totals[s])
        y = rect.y + round(110 * u)
        for rank, side in enumerate(order):
            line = pygame.Rect(rect.x + round(120 * u), y, rect.w - round(240 * u), round(fs * 1.8))
            if rank == 0:
                theme.panel(surface, line, active=True, radius=10, fill=theme.LIST_PICKED)
            pygame.draw.circle(surface, SIDE_COLOURS[side % len(SIDE_COLOURS)], (line.x + 18, line.centery), 7)
            name = theme.fit_text(self.names[side], round(fs * 1.1), line.w - 140, theme.INK, bold=rank == 0)
            surface.blit(name, name.get_rect(midleft=(line.x + 36, line.centery)))
            pts = theme.text(str(totals[side]), round(fs * 1.3), theme.GOLD, bold=True)
            surface.blit(pts, pts.get_rect(midright=(line.right - 16, line.centery)))
            y += line.h + 6
        # Hand by hand.
        y += round(14 * u)
        head = theme.text(tr("window.by_hand"), fs, theme.INK_FAINT, bold=True)
        surface.blit(head, head.get_rect(midtop=(rect.centerx, y)))
        y += head.get_height() + 8
        hands = self.match.history
        cell_w = min(round(64 * u), (rect.w - round(200 * u)) // max(1, len(hands)))
        x0 = rect.centerx - (cell_w * len(hands)) // 2 + round(40 * u)
        small = round(max(12, 16 * u))
        bottom_limit = rect.bottom - round(100 * u)
        for i, _hand in enumerate(hands):
            n = theme.text(str(i + 1), small, theme.INK_FAINT)
            surface.blit(n, n.get_rect(midtop=(x0 + i * cell_w + cell_w // 2, y)))
        y += small + 8
        for side in range(len(totals)):
            if y + small > bottom_limit:
                break
            nm = theme.fit_text(self.names[side], small, round(150 * u), SIDE_COLOURS[side % len(SIDE_COLOURS)])
            surface.blit(nm, nm.get_rect(topright=(x0 - 10, y)))
            for i, hand in enumerate(hands):
                v = theme.text(str(hand[side].total), small, theme.INK)
                surface.blit(v, v.get_rect(midtop=(x0 + i * cell_w + cell_w // 2, y)))
            y += small + 8
        bh = round(max(40, 52 * u))
        brect = pygame.Rect(0, 0, min(rect.w - round(60 * u), round(860 * u)), bh)  # room for 'Menu principale'
        brect.midbottom = (rect.centerx, rect.bottom - round(22 * u))
        self.form.draw(surface, self.app.input, brect, bh + 6)

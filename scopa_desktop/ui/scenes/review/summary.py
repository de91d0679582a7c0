"""The review's summary, over the replay: accuracy, how many moves got each grade, the expected points
given away, the costliest moves (click one to see it on the table) and the expected score chart."""

from __future__ import annotations

from typing import Any

import pygame

from ....review import GRADES, MatchReview
from ... import input as inp
from ... import theme
from ...scene import Scene, register
from ...text import tr
from ...widgets import button
from ..common import centered_sheet, sheet_title, unit, veil
from .chart import BEST, GRADE_COLOURS, draw_curve

CLOSE = inp.Intent(inp.ACTION, "close")


def goto_intent(step: int) -> inp.Intent:
    return inp.Intent(inp.ACTION, ("goto", step))


@register("review_summary")
class ReviewSummaryScene(Scene):
    transparent = True

    def __init__(self, app, review: MatchReview, scene: Any, **kw: Any) -> None:
        super().__init__(app)
        self.review = review
        self.scene = scene  # the ReviewScene below: a costly move clicked is shown there

    def handle(self, intent: inp.Intent) -> None:
        if intent.kind in (inp.CANCEL, inp.CONFIRM) or intent == CLOSE:
            self.app.pop()
        elif intent.kind == inp.ACTION and isinstance(intent.value, tuple) and intent.value[0] == "goto":
            self.app.pop()
            self.scene.go(intent.value[1])
        elif intent.kind == inp.NUMBER:
            worst = self.review.worst(3)
            if 1 <= intent.value <= len(worst):
                self.app.pop()
                self.scene.go(worst[intent.value - 1].step)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        u = unit((w, h))
        veil(surface)
        rect = centered_sheet(surface, min(w - 40, round(1000 * u)), h - round(60 * u))
        sheet_title(surface, rect, tr("review_screen.summary_title"), u)
        pad = round(28 * u)
        fs = max(13, round(18 * u))
        small = max(11, round(15 * u))
        review = self.review
        y = rect.y + round(70 * u)
        acc = theme.text(tr("review_screen.accuracy", pct=round(review.accuracy)), round(fs * 1.6), theme.GOLD,
                         bold=True)
        surface.blit(acc, (rect.x + pad, y))
        judged = theme.text(tr("review_screen.judged", n=len(review.judged)), small, theme.INK_DIM)
        at = (rect.x + pad + acc.get_width() + 16, y + acc.get_height() - 4)
        surface.blit(judged, judged.get_rect(bottomleft=at))
        y += acc.get_height() + 8
        x = rect.x + pad
        counts = review.counts()
        for grade in GRADES:
            label = theme.text(f"{tr(f'review_grades.{grade}')}: {counts[grade]}", small, (24, 18, 8), bold=True)
            pill = label.get_rect(topleft=(x, y)).inflate(small, 6)
            pygame.draw.rect(surface, GRADE_COLOURS[grade], pill, border_radius=pill.h // 2)
            surface.blit(label, label.get_rect(center=pill.center))
            x = pill.right + 10
        y += small + 16
        lost = theme.text(tr("review_screen.total_lost", points=f"{review.expected_loss:.1f}"), small, theme.INK)
        surface.blit(lost, (rect.x + pad, y))
        y += lost.get_height() + 12
        head = theme.text(tr("review_screen.biggest"), fs, theme.GOLD, bold=True)
        surface.blit(head, (rect.x + pad, y))
        y += head.get_height() + 6
        worst = review.worst(3)
        if not worst:
            none = theme.text(tr("review_screen.no_mistakes"), small, theme.INK_DIM)
            surface.blit(none, (rect.x + pad, y))
            y += none.get_height() + 6
        row_h = max(28, round(34 * u))
        for i, move in enumerate(worst):
            reason = tr(move.reason_key, **move.params) if move.reason_key else tr(f"review_grades.{move.grade}")
            text = f"{i + 1}. " + tr("review_screen.mistake_row", n=move.step + 1, hand=move.hand + 1, reason=reason,
                                     points=f"{move.loss:.2f}")
            r = pygame.Rect(rect.x + pad, y, rect.w - 2 * pad, row_h)
            hovered = r.collidepoint(self.app.input.mouse_pos)
            theme.panel(surface, r, active=hovered, radius=8, fill=theme.FIELD)
            pygame.draw.circle(surface, GRADE_COLOURS[move.grade], (r.x + 14, r.centery), 6)
            label = theme.fit_text(text, small, r.w - 40, theme.INK)
            surface.blit(label, label.get_rect(midleft=(r.x + 28, r.centery)))
            self.app.input.add(r, goto_intent(move.step), hover=("button", ("goto", move.step)))
            y += row_h + 6
        bh = max(34, round(44 * u))
        chart_top = y + 10
        chart_bottom = rect.bottom - bh - pad
        title = theme.text(tr("review_screen.chart_title"), fs, theme.GOLD, bold=True)
        surface.blit(title, (rect.x + pad, chart_top))
        legend_x = rect.x + pad + title.get_width() + 20
        for colour, key in ((theme.GOLD, "chart_you"), (BEST, "chart_best")):
            mid = chart_top + fs // 2 + 2
            pygame.draw.line(surface, colour, (legend_x, mid), (legend_x + 22, mid), 3)
            lab = theme.text(tr(f"review_screen.{key}"), small, theme.INK_DIM)
            surface.blit(lab, (legend_x + 28, chart_top + 2))
            legend_x += lab.get_width() + 50
        area = pygame.Rect(rect.x + pad, chart_top + title.get_height() + 6, rect.w - 2 * pad,
                           chart_bottom - chart_top - title.get_height() - 6)
        scene = self.scene
        draw_curve(surface, area, review, len(scene.steps), scene.replay.hand_starts, scene.index, small)
        b = pygame.Rect(0, 0, round(max(140, 180 * u)), bh)
        b.midbottom = (rect.centerx, rect.bottom - round(16 * u))
        button(surface, self.app.input, b, tr("common.close"), CLOSE, primary=True, focused=True)

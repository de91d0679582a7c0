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
from ...widgets import button, label_size
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
        """The accuracy, the grades' counts, the points lost, the three costliest moves, the chart and Close;
        every line fits or wraps (the pills go on as many rows as they need), and a sheet taller than the
        window (larger text) scrolls."""
        w, h = surface.get_size()
        u = unit((w, h))
        veil(surface)
        ctl = self.app.input
        ctl.add(surface.get_rect(), None, modal=True)  # the review below takes no clicks while this is open
        sheet_w = min(w - 40, round(1000 * u))
        pad = round(28 * u)
        bh = theme.grown(max(34, 44 * u))
        body = self._draw_body(None, pygame.Rect(0, 0, sheet_w, 0), u)
        chart_h = max(round(120 * u), theme.grown(80 * u))
        content_h = body + chart_h + bh + 2 * pad
        canvas = self.page.begin(surface, ctl, max(content_h, h - round(60 * u)) + round(60 * u))
        rect = centered_sheet(canvas, sheet_w, canvas.get_height() - round(60 * u))
        y = rect.y + self._draw_body(canvas, rect, u)
        area = pygame.Rect(rect.x + pad, y, rect.w - 2 * pad, rect.bottom - bh - pad - y)
        scene = self.scene
        draw_curve(canvas, area, self.review, len(scene.steps), scene.replay.hand_starts, scene.index,
                   max(11, round(15 * u)))
        b = pygame.Rect(0, 0, max(round(max(140, 180 * u)), theme.text(tr("common.close"), label_size(bh),
                                                                       bold=True).get_width() + 32), bh)
        b.midbottom = (rect.centerx, rect.bottom - round(16 * u))
        button(canvas, ctl, b, tr("common.close"), CLOSE, primary=True, focused=True)
        self.page.end(surface, ctl, b)

    def _draw_body(self, surface: pygame.Surface | None, rect: pygame.Rect, u: float) -> int:
        """Everything above the chart (drawn, or only measured without a surface); returns its height."""
        pad = round(28 * u)
        fs = max(13, round(18 * u))
        small = max(11, round(15 * u))
        width = rect.w - 2 * pad
        review = self.review
        x0 = rect.x + pad

        def put(lines: list[pygame.Surface], y: int, x: int = x0) -> int:
            for line in lines:
                if surface is not None:
                    surface.blit(line, (x, y))
                y += line.get_height()
            return y

        y = rect.y + round(18 * u)
        if surface is not None:
            sheet_title(surface, rect, tr("review_screen.summary_title"), u)
        y += theme.line_h(round(36 * u), serif=True) + round(14 * u)
        acc = theme.text(tr("review_screen.accuracy", pct=round(review.accuracy)), round(fs * 1.6), theme.GOLD,
                         bold=True)
        judged = theme.fit_or_wrap(tr("review_screen.judged", n=len(review.judged)), small, width, theme.INK_DIM)
        beside = len(judged) == 1 and acc.get_width() + 16 + judged[0].get_width() <= width
        if surface is not None:
            surface.blit(acc, (x0, y))
        if beside:
            if surface is not None:
                surface.blit(judged[0], judged[0].get_rect(bottomleft=(x0 + acc.get_width() + 16,
                                                                       y + acc.get_height() - 4)))
            y += acc.get_height() + 8
        else:
            y = put(judged, y + acc.get_height()) + 8
        y = self._pills(surface, x0, y, width, small) + 8
        y = put(theme.fit_or_wrap(tr("review_screen.total_lost", points=f"{review.expected_loss:.1f}"), small, width,
                                  theme.INK), y) + 12
        y = put(theme.fit_or_wrap(tr("review_screen.biggest"), fs, width, theme.GOLD, bold=True), y) + 6
        worst = review.worst(3)
        if not worst:
            y = put(theme.fit_or_wrap(tr("review_screen.no_mistakes"), small, width, theme.INK_DIM), y) + 6
        for i, move in enumerate(worst):
            reason = tr(move.reason_key, **move.params) if move.reason_key else tr(f"review_grades.{move.grade}")
            text = f"{i + 1}. " + tr("review_screen.mistake_row", n=move.step + 1, hand=move.hand + 1, reason=reason,
                                     points=f"{move.loss:.2f}")
            lines = theme.fit_or_wrap(text, small, width - 40, theme.INK)
            r = pygame.Rect(x0, y, width, max(max(28, round(34 * u)), sum(t.get_height() for t in lines) + 8))
            if surface is not None:
                hovered = r.collidepoint(self.app.input.mouse_pos)
                theme.panel(surface, r, active=hovered, radius=8, fill=theme.FIELD)
                pygame.draw.circle(surface, GRADE_COLOURS[move.grade], (r.x + 14, r.centery), 6)
                put(lines, r.centery - sum(t.get_height() for t in lines) // 2, r.x + 28)
                self.app.input.add(r, goto_intent(move.step), hover=("button", ("goto", move.step)))
            y = r.bottom + 6
        y += 10
        y = self._legend(surface, x0, y, width, fs, small)
        return y - rect.y

    def _pills(self, surface: pygame.Surface | None, x0: int, y: int, width: int, small: int) -> int:
        """Each grade's count on its coloured pill, on as many rows as they need; returns the y below."""
        counts = self.review.counts()
        x, row_h = x0, 0
        for grade in GRADES:
            label = theme.text(f"{tr(f'review_grades.{grade}')}: {counts[grade]}", small, theme.PILL_INK, bold=True)
            pill = label.get_rect().inflate(theme.scaled(small), 6)
            if x > x0 and x + pill.w > x0 + width:
                x, y = x0, y + row_h + 6
            pill.topleft = (x, y)
            if surface is not None:
                pygame.draw.rect(surface, GRADE_COLOURS[grade], pill, border_radius=pill.h // 2)
                surface.blit(label, label.get_rect(center=pill.center))
            x, row_h = pill.right + 10, max(row_h, pill.h)
        return y + row_h

    def _legend(self, surface: pygame.Surface | None, x0: int, y: int, width: int, fs: int, small: int) -> int:
        """The chart's title and its legend (you, Maestro's best), on as many lines as they need."""
        title = theme.text(tr("review_screen.chart_title"), fs, theme.GOLD, bold=True)
        if surface is not None:
            surface.blit(title, (x0, y))
        x, top, line_h = x0 + title.get_width() + 20, y, title.get_height()
        for colour, key in ((theme.GOLD, "chart_you"), (BEST, "chart_best")):
            lab = theme.text(tr(f"review_screen.{key}"), small, theme.INK_DIM)
            if x + 28 + lab.get_width() > x0 + width:
                x, top = x0, top + line_h + 4
                line_h = lab.get_height()
            if surface is not None:
                mid = top + lab.get_height() // 2
                pygame.draw.line(surface, colour, (x, mid), (x + 22, mid), 3)
                surface.blit(lab, (x + 28, top + 2))
            x += lab.get_width() + 50
        return top + line_h + 6

"""The expected score through a reviewed match: a line after each of the player's moves (the match
score difference plus what the hand was then expected to bring), Maestro's best beside it, the hands
marked, the costly moves dotted in their grade's colour and the move on the table marked."""

from __future__ import annotations

import pygame

from ....review import MatchReview
from ... import theme

GRADE_COLOURS = {
    "fine": (150, 220, 120), "inaccuracy": (240, 210, 90), "mistake": (255, 150, 60), "blunder": (240, 80, 70),
    "forced": (170, 180, 170),
}
BEST = (150, 170, 160)


def draw_curve(surface: pygame.Surface, area: pygame.Rect, review: MatchReview, n_steps: int,
               hand_starts: tuple[int, ...], current: int | None, size: int) -> pygame.Rect | None:
    """Draw the chart in `area`; returns the plot rectangle (None when too small to draw)."""
    points = review.curve
    plot = pygame.Rect(area.x + size * 3, area.y + 4, area.w - size * 3 - 6, area.h - size - 10)
    if plot.w < 60 or plot.h < 30 or not points:
        return None
    values = [p.expected for p in points] + [p.best for p in points] + [0.0]
    low, high = min(values), max(values)
    if high - low < 2:
        low, high = low - 1, high + 1

    def at(step: float, value: float) -> tuple[int, int]:
        x = plot.x + round(plot.w * step / max(1, n_steps))
        return x, plot.bottom - round(plot.h * (value - low) / (high - low))

    ink = theme.INK_FAINT
    theme.panel(surface, plot, radius=4, fill=(0, 0, 0, 60))
    for start in hand_starts[1:]:  # where each hand begins
        x = at(start, 0)[0]
        for y in range(plot.y, plot.bottom, 8):
            pygame.draw.line(surface, (70, 100, 80), (x, y), (x, min(y + 3, plot.bottom)))
    zero = at(0, 0)[1]
    pygame.draw.line(surface, ink, (plot.x, zero), (plot.right, zero))
    for value in (round(high), round(low)):
        label = theme.text(f"{value:+d}" if value else "0", size, ink)
        surface.blit(label, label.get_rect(midright=(plot.x - 4, at(0, value)[1])))
    if len(points) > 1:
        pygame.draw.lines(surface, BEST, False, [at(p.step, p.best) for p in points], 1)
        pygame.draw.lines(surface, theme.GOLD, False, [at(p.step, p.expected) for p in points], 3)
    for move in review.judged:
        if move.grade in ("mistake", "blunder", "inaccuracy"):
            point = next((p for p in points if p.step == move.step and not p.hand_end), None)
            if point is not None:
                radius = 6 if move.grade == "blunder" else 4
                pygame.draw.circle(surface, GRADE_COLOURS[move.grade], at(point.step, point.expected), radius)
    if current is not None:
        x = at(current, 0)[0]
        pygame.draw.line(surface, theme.INK, (x, plot.y), (x, plot.bottom), 2)
    return plot

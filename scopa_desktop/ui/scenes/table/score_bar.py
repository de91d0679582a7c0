"""The score bar's geometry: one entry per side (its colour dot, its name and its points), right-aligned in
the top bar before the target. When the names do not fit on one line (eight players), each side gets a
column with the dot and the points above and the name, shortened if it must be, below."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ... import theme

NAME_GAP = 6  # between the dot, the name and the points (at 100%: see `name_gap`)


def name_gap() -> int:
    """NAME_GAP at the text scale: larger text stands further apart."""
    return round(NAME_GAP * theme.TEXT_SCALE)


@dataclass(frozen=True)
class ScoreEntry:
    """Where one side's score is drawn: `rect` holds it all; `label` is the name as drawn (shortened with
    "…" when the room is short)."""

    side: int
    label: str
    rect: pygame.Rect
    name_rect: pygame.Rect
    points_rect: pygame.Rect
    dot: tuple[int, int]
    dot_radius: int
    name_size: int


def _fitted(name: str, size: int, width: int) -> str:
    """`name`, cut with "…" to fit `width` at `size` (at least its first letter)."""
    if theme.text(name, size).get_width() <= width:
        return name
    for n in range(len(name) - 1, 0, -1):
        cut = name[:n].rstrip() + "…"
        if theme.text(cut, size).get_width() <= width:
            return cut
    return name[:1] + "…"


def one_row_width(names: list[str], points: list[int], size: int) -> int:
    """How wide the scores are side by side in one line (each its dot, name and points)."""
    big = round(size * 1.25)
    pts = [theme.text(str(p), big, bold=True).get_width() for p in points]
    widths = [theme.text(n, size).get_width() for n in names]
    return sum(w + p + 2 * name_gap() + theme.scaled(size) + theme.scaled(size) // 2
               for w, p in zip(widths, pts, strict=True))


def layout_scores(names: list[str], points: list[int], area: pygame.Rect, left: int, size: int) -> list[ScoreEntry]:
    """The entries for `names` with `points`, right-aligned in `area` (the top bar up to the target) and
    never left of `left`. `size` is the bar's text size."""
    big = round(size * 1.25)
    radius = max(4, theme.scaled(size) // 3)
    pts = [theme.text(str(p), big, bold=True).get_size() for p in points]
    if area.right - one_row_width(names, points, size) >= left:
        return _one_row(names, pts, area, size, radius)
    return _two_rows(names, pts, area, left, size, radius)


def _one_row(names, pts, area, size, radius) -> list[ScoreEntry]:
    out = []
    x = area.right
    cy = area.centery
    for side in reversed(range(len(names))):
        pw, ph = pts[side]
        points = pygame.Rect(x - pw, cy - ph // 2, pw, ph)
        name_w, name_h = theme.text(names[side], size).get_size()
        name = pygame.Rect(points.x - name_gap() - name_w, cy - name_h // 2, name_w, name_h)
        dot = (name.x - name_gap() - radius, cy)
        rect = pygame.Rect(dot[0] - radius, area.y, points.right - (dot[0] - radius), area.h)
        out.append(ScoreEntry(side, names[side], rect, name, points, dot, radius, size))
        x = rect.x - theme.scaled(size)
    return out[::-1]


def _two_rows(names, pts, area, left, size, radius) -> list[ScoreEntry]:
    small = max(10, round(theme.unscaled(area.h) * 0.3))
    gap = max(4, theme.scaled(size) // 2)
    natural = max(max(theme.text(n, small).get_width() for n in names),
                  max(p[0] for p in pts) + 2 * radius + name_gap())
    col = max(2 * radius + name_gap() + 8, min(natural, (area.right - left) // len(names) - gap))
    out = []
    x = area.right
    top_h = max(p[1] for p in pts)
    name_h = theme.text("Ag", small).get_height()
    y0 = area.y + max(0, (area.h - top_h - name_h) // 2)
    for side in reversed(range(len(names))):
        rect = pygame.Rect(x - col, area.y, col, area.h)
        pw, ph = pts[side]
        line_w = 2 * radius + name_gap() + pw
        dot = (rect.centerx - line_w // 2 + radius, y0 + top_h // 2)
        points = pygame.Rect(dot[0] + radius + name_gap(), y0 + (top_h - ph) // 2, pw, ph)
        label = _fitted(names[side], small, col)
        lw = theme.text(label, small).get_width()
        name = pygame.Rect(rect.centerx - lw // 2, min(area.bottom - name_h, y0 + top_h), lw, name_h)
        out.append(ScoreEntry(side, label, rect, name, points, dot, radius, small))
        x = rect.x - gap
    return out[::-1]

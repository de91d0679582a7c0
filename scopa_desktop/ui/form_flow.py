"""Forms that reflow for larger text: a form's columns (its sections, each with an optional heading) laid
into as many lanes as the width allows, and scrolled when taller than their place, so a row is never cut
nor drawn over another, whatever the text scale and the window.

    draw_flow(form, surface, controls, rect, row_h, min_lane_w, headings=["Sound", ...])

The focused row is kept in view (the keys move the view with it); the wheel and Page Up/Down scroll the
view alone (Form.handle). Rows outside the view are not drawn and take no clicks.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

import pygame

from . import input as inp
from . import theme
from .widgets import Form, Row

SCROLLBAR_W = 8  # the track beside a scrolled form; its width is kept from the lanes


def lanes(heights: Sequence[int], n: int) -> list[list[int]]:
    """The sections (by index), split in order into at most `n` lanes so the tallest lane is as short as it
    can be (a form has a few sections: every split is tried)."""
    count = len(heights)
    n = max(1, min(n, count))
    best: list[list[int]] = [list(range(count))]
    best_h = sum(heights)
    for cuts in itertools.combinations(range(1, count), n - 1):
        bounds = (0, *cuts, count)
        split = [list(range(a, b)) for a, b in itertools.pairwise(bounds)]
        tallest = max(sum(heights[i] for i in lane) for lane in split)
        if tallest < best_h:
            best, best_h = split, tallest
    return best


HEAD_ROWS = 0.8  # a section's heading is this many rows tall


def lane_gap(width: int) -> int:
    """The room between two lanes of a form `width` wide."""
    return max(16, width // 30)


def lane_count(width: int, min_lane_w: int, sections: int) -> int:
    """How many lanes of at least `min_lane_w` fit in `width` (one at the least, one per section at most)."""
    gap = lane_gap(width)
    return max(1, min(sections, (width + gap) // max(1, min_lane_w + gap)))


def tallest_lane(form: Form, n_lanes: int, headed: bool = False) -> float:
    """How many rows tall the tallest lane is when `form` is flowed into `n_lanes` (headings counted)."""
    heights = [len(col) + (HEAD_ROWS if headed else 0) for col in form.columns]
    scaled = [round(h * 10) for h in heights]
    return max(sum(scaled[i] for i in lane) for lane in lanes(scaled, n_lanes)) / 10


def draw_flow(form: Form, surface: pygame.Surface, controls: inp.InputController, rect: pygame.Rect, row_h: int,
              min_lane_w: int, headings: Sequence[str | None] | None = None, label_w_frac: float = 0.46) -> int:
    """Draw `form` reflowed into `rect` (see the module docstring); returns how many lanes it took."""
    headings = list(headings) if headings is not None else [None] * len(form.columns)
    head_h = round(row_h * HEAD_ROWS)
    heights = [len(col) * row_h + (head_h if head else 0) for col, head in zip(form.columns, headings, strict=True)]
    gap = lane_gap(rect.w)
    n = lane_count(rect.w, min_lane_w, len(form.columns))
    split = lanes(heights, n)
    content_h = max(sum(heights[i] for i in lane) for lane in split)
    scrolled = content_h > rect.h
    lane_w = (rect.w - (SCROLLBAR_W + 6 if scrolled else 0) - gap * (len(split) - 1)) // len(split)
    # Where every heading and row lies in the form's own coordinates (y from the form's top).
    places: list[tuple[str | Row, pygame.Rect]] = []
    flat = {id(row): i for i, row in enumerate(form.rows)}
    for k, lane in enumerate(split):
        x, y = rect.x + k * (lane_w + gap), 0
        for i in lane:
            if headings[i]:
                places.append((headings[i], pygame.Rect(x, y, lane_w, head_h)))
                y += head_h
            for row in form.columns[i]:
                places.append((row, pygame.Rect(x, y, lane_w, row_h)))
                y += row_h
    _follow_focus(form, places, rect.h, content_h, row_h)
    form.row_rects, form.value_boxes = {}, {}
    size = max(12, int(theme.unscaled(row_h) * 0.37))
    for item, place in places:
        shown = place.move(0, rect.y - form.scroll.top)
        if shown.top < rect.top or shown.bottom > rect.bottom:
            continue  # out of view (or partly): not drawn, no clicks
        if isinstance(item, str):
            head = theme.fit_text(item, size, shown.w - 8, theme.GOLD, bold=True)
            surface.blit(head, head.get_rect(bottomleft=(shown.x + 6, shown.bottom - max(2, row_h // 10))))
            continue
        one = Form([[item]])
        one.focus = 0 if flat[id(item)] == form.focus else -1
        one.draw(surface, controls, shown, row_h, label_w_frac)
        form.row_rects.update(one.row_rects)
        form.value_boxes.update(one.value_boxes)
    if scrolled:
        _scrollbar(surface, controls, rect, form, content_h)
    return len(split)


def _follow_focus(form: Form, places: list, view_h: int, content_h: int, row_h: int) -> None:
    """Keep the scroll inside the form and, unless the wheel moved it, the focused row (with the heading just
    above it, when it is its section's first row) in view."""
    scroll = form.scroll
    scroll.step = row_h
    if scroll.follow and 0 <= form.focus < len(form.rows):
        focused = form.rows[min(form.focus, len(form.rows) - 1)]
        for i, (item, place) in enumerate(places):
            if item is focused:
                top = places[i - 1][1].top if i and isinstance(places[i - 1][0], str) else place.top
                if top < scroll.top:
                    scroll.top = top
                elif place.bottom > scroll.top + view_h:
                    scroll.top = place.bottom - view_h
                break
    scroll.top = max(0, min(scroll.top, content_h - view_h))


def _scrollbar(surface: pygame.Surface, controls: inp.InputController, rect: pygame.Rect, form: Form,
               content_h: int) -> None:
    """A track down the form's right side and a thumb showing which part is in view (the wheel scrolls it)."""
    track = pygame.Rect(rect.right - SCROLLBAR_W, rect.y, SCROLLBAR_W, rect.h)
    pygame.draw.rect(surface, theme.RULE, track, border_radius=SCROLLBAR_W // 2)
    th = max(SCROLLBAR_W * 3, rect.h * rect.h // content_h)
    ty = rect.y + (rect.h - th) * form.scroll.top // max(1, content_h - rect.h)
    pygame.draw.rect(surface, theme.GOLD, (track.x, ty, track.w, th), border_radius=SCROLLBAR_W // 2)

"""Where a tooltip goes: beside the pointer or its element, inside the window, clear of what the scene
keeps clear (the table: your hand, the prompt, the option chips). Pure geometry, so it is tested alone."""

from __future__ import annotations

import pygame

EDGE = 4  # pixels a tooltip keeps from the window's edge


def place_tip(window: tuple[int, int], size: tuple[int, int], target: pygame.Rect,
              pointer: tuple[int, int] | None, keep_clear: list[pygame.Rect]) -> pygame.Rect:
    """Where a tooltip of `size` goes: near the pointer (or the element `target`), inside the window, over
    none of `keep_clear` nor the element itself. Tried in order: beside the pointer, around the element,
    then the free spot nearest the element; when nothing is free, the spot covering the least."""
    ww, wh = window
    bw, bh = size
    blocked = [r for r in keep_clear if r.w > 0 and r.h > 0] + [target]
    anchors: list[tuple[int, int]] = []
    if pointer is not None:
        px, py = pointer
        anchors += [(px + 16, py + 22), (px + 16, py - bh - 12), (px - bw - 16, py + 22), (px - bw - 16, py - bh - 12)]
    anchors += [(target.centerx - bw // 2, target.y - bh - 8), (target.centerx - bw // 2, target.bottom + 8),
                (target.right + 8, target.centery - bh // 2), (target.x - bw - 8, target.centery - bh // 2)]

    def inside(x: int, y: int) -> pygame.Rect:
        return pygame.Rect(max(EDGE, min(ww - bw - EDGE, x)), max(EDGE, min(wh - bh - EDGE, y)), bw, bh)

    def covered(box: pygame.Rect) -> int:
        return sum(box.clip(r).w * box.clip(r).h for r in blocked)

    for x, y in anchors:
        box = inside(x, y)
        if not covered(box):
            return box
    step = max(8, min(bw, bh) // 3)
    # a grid over the window, and the lines just clear of each thing kept clear (a coarse grid can miss the gap
    # between the last row of a sheet and the window's edge by a few pixels)
    ys = [*range(EDGE, max(EDGE, wh - bh - EDGE) + 1, step)]
    ys += [y for r in blocked for y in (r.bottom + 4, r.y - bh - 4)]
    xs = [*range(EDGE, max(EDGE, ww - bw - EDGE) + 1, step)]
    xs += [x for r in blocked for x in (r.right + 4, r.x - bw - 4)]
    spots = [inside(x, y) for y in ys for x in xs]
    free = [box for box in spots if not covered(box)]
    if free:
        cx, cy = target.center
        return min(free, key=lambda box: (box.centerx - cx) ** 2 + (box.centery - cy) ** 2)
    return min(spots or [inside(*anchors[0])], key=covered)

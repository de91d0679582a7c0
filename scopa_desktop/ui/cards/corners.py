"""The game's small corner index (a numeral over the suit's mark, top-left and turned round bottom-right): where
it sits, and whether it stands on a paper plaque so that it never sits on a drawing.

The plaque is decided by looking: once a face's drawing is rasterised, the index's footprint is measured on it,
in both corners, and if more than a speck of drawing lies there (a held coin, a frame's rule, a wing) the index
gets its own patch of paper; on clear paper it is lettered straight on the card, as printed indices are.
"""

from __future__ import annotations

from typing import NamedTuple

import pygame

from .layout import PAPER
from .svg import H, W

# A share of the index's footprint that may be drawing (the soft edge of a pip nearby) before it gets a plaque.
DRAWN_TOLERANCE = 0.015
_INK = 40  # per channel from the paper's colour: drawn, not paper nor the faint edge of a shape
_PAPER = pygame.Color(PAPER)
UNDERLINED = ("6", "9")  # turned round, each reads as the other: printed cards rule a line under them


class Index(NamedTuple):
    """The corner index of one card at one size, in pixels of that card."""

    glyph: pygame.Surface  # the numeral (underlined if it is a 6 or a 9)
    mark: pygame.Surface  # the suit's mark under it
    kind: str  # the mark's sprite kind
    mark_px: int
    cx: float  # the column's centre
    top: int
    mark_top: int
    bottom: int
    col: float  # the column's width
    right: float  # its right edge


def pad(height: int) -> int:
    """The plaque's margin round the numeral and the mark, in pixels."""
    return max(round(8 * height / H), 2)


def footprint(index: Index, height: int) -> pygame.Rect:
    """The top-left index's area with the plaque's margin: what it covers (the bottom-right one is `turned`)."""
    p = pad(height)
    rect = pygame.Rect(0, 0, round(index.col + 2 * p), index.bottom - index.top + 2 * p)
    rect.center = (round(index.cx), round((index.top + index.bottom) / 2))
    return rect


def turned(rect: pygame.Rect, size: tuple[int, int]) -> pygame.Rect:
    """`rect` turned half round about the card's centre: the bottom-right corner's copy."""
    w, h = size
    return pygame.Rect(w - rect.right, h - rect.bottom, rect.width, rect.height)


def drawn(surf: pygame.Surface, blank: pygame.Surface, rect: pygame.Rect) -> int:
    """How many pixels of `surf` in `rect` are drawing: neither the paper's colour nor the blank card's own
    edge (`blank` is the bare paper at the same size)."""
    rect = rect.clip(surf.get_rect())
    if not rect.width or not rect.height:
        return 0
    near = (_INK, _INK, _INK, 255)
    ink = pygame.mask.from_threshold(surf.subsurface(rect), _PAPER, near)
    ink.invert()
    edge = pygame.mask.from_threshold(blank.subsurface(rect), _PAPER, near)
    edge.invert()
    ink.erase(edge, (0, 0))
    return ink.count()


def needs_plaque(surf: pygame.Surface, blank: pygame.Surface, index: Index, wish: bool | str) -> bool:
    """Whether the index must stand on a plaque: the pattern asks for one always (`wish` True), or drawing lies
    under either corner's footprint."""
    if wish is True:
        return True
    rect = footprint(index, surf.get_height())
    limit = max(3, rect.width * rect.height * DRAWN_TOLERANCE)
    return any(drawn(surf, blank, r) > limit for r in (rect, turned(rect, surf.get_size())))


STAND = (0.0, 0.0, 1.0)  # a give-way that draws nothing in: sprites laid afresh for the index stand where they are


def giving_way(yields: tuple[int, ...], give_way: tuple[float, float, float], small: tuple[float, list] | None,
               index_units: float, sprites: list) -> tuple[tuple[int, ...], tuple[float, float, float], list]:
    """Which sprites stay put, how the others give way to an index `index_units` wide (svg.Svg.give_way), and the
    sprites to draw: a card's own `sprites`, or, with an index at least small[0] wide, small[1] (svg.Svg.small_layout,
    laid afresh to clear such an index), all standing where they are."""
    if small is not None and index_units >= small[0]:
        return (), STAND, small[1]
    return yields, give_way, sprites


def squeeze(sprites: list, index_right: float, room: float = 30.0, least: float = 0.7) -> float:
    """How much to draw the pips in towards the middle so they clear the corner index (`index_right`, in
    card units), keeping `room` units of paper from it and drawing them in no further than `least`.

    On small cards the index keeps a legible minimum size and grows into the pip area; the pips
    then move inwards (and shrink a little) rather than be overlapped.
    """
    left = min((x - units * 0.5 for _, x, _, units, _ in sprites if x < W / 2), default=W / 2)
    room = index_right + room  # units of breathing space
    if left >= room or left >= W / 2 - 1:
        return 1.0
    return max(least, (W / 2 - room) / (W / 2 - left))


def underline(glyph: pygame.Surface, ink: pygame.Color | tuple, num_px: int) -> pygame.Surface:
    """The numeral with a short rule under it, as printed cards mark the 6 and the 9."""
    w, h = glyph.get_size()
    thick = max(1, round(num_px * 0.08))
    gap = max(1, round(num_px * 0.08))
    out = pygame.Surface((w, h + gap + thick), pygame.SRCALPHA)
    out.blit(glyph, (0, 0))
    inset = round(w * 0.12)
    out.fill(ink, (inset, h + gap, max(w - 2 * inset, 1), thick))
    return out


def letter(surf: pygame.Surface, index: Index, plaque: pygame.Surface | None, turned_mark: pygame.Surface) -> None:
    """Letter the index top-left and, turned half round, bottom-right, on its plaque if it has one."""
    if plaque is not None:
        _both(surf, plaque, footprint(index, surf.get_height()).topleft)
    _both(surf, index.glyph, (round(index.cx - index.glyph.get_width() / 2), index.top))
    _both(surf, index.mark, (round(index.cx - index.mark_px / 2), index.mark_top), turned_mark)


def _both(surf: pygame.Surface, img: pygame.Surface, pos: tuple[int, int], turned_img: pygame.Surface | None = None,
          ) -> None:
    """Blit at `pos` and, turned half round, at the mirrored corner."""
    w, h = surf.get_size()
    surf.blit(img, pos)
    turned_img = turned_img or pygame.transform.rotate(img, 180)
    surf.blit(turned_img, (w - pos[0] - turned_img.get_width(), h - pos[1] - turned_img.get_height()))

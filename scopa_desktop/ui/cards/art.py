"""CardArt: the one entry point for card pictures, rasterised per pixel size and cached.

A card's SVG text is built once (it does not depend on size); each (style, faces, indices, mark, card,
height) is rasterised by pygame-ce's SVG loader, then the corner indices and the card's words (the
settebello's ribbon, a Trevisane ace's motto) are lettered with pygame.font at the target pixel size, so
they stay sharp and readable when small, in the cards' own period serif face (`CARD_FONT`, shipped in
assets/fonts with its licence; the menus keep the UI's font).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from scopa_desktop.engine import Card

from ..palette import darkened
from . import compose, corners, marks, overlays
from .corners import Index
from .decks import DECK_STYLES, is_french_suited, pattern
from .layout import (
    ASPECT,
    GAP,
    INDEX_X,
    LARGE_INDEX,
    MARK_SIZE,
    MIN_MARK_PX,
    MIN_NUMERAL_PX,
    NUM_H,
    NUM_TOP,
    PAPER,
)
from .lettering import CARD_FONT, card_font, card_font_path, index_label
from .svg import H, Label, W, for_height, half_view, rasterise

FRENCH_FACES = ("courts", "pips")

MAX_HEIGHTS = 6  # card heights kept in the cache at once (hand, table, piles, previews...)
MIN_LABEL_PX = 6  # a word smaller than this is left out: the drawing still marks the card
_SETTEBELLO_INK = (178, 22, 30)
PLAQUE = (255, 250, 240)  # the paper plaque under an index (#fffaf0)
LARGE_INDEX_CONTRAST = 7.0  # the large indices' numerals against their plaque (WCAG's enhanced contrast)


@dataclass(frozen=True)
class Parts:
    """What a face is made of, independent of its size: the SVG text, the sprites blitted on it, the shared
    background layer, whether the pattern wants its index on a plaque always (True; else the renderer looks
    whether drawing lies under it), and the words to letter."""

    text: str
    sprites: list
    layer: str
    plaque: bool | str
    labels: list[Label]
    mirror: float | None = None  # a double-ended court drawn as its top half: the slope of the line between
    yields: tuple[int, ...] = ()  # the sprites that give way to the corner index (svg.Svg.sprite)
    give_way: tuple[float, float, float] = (0.0, 0.5, 0.7)  # how the pips clear the index (svg.Svg.give_way)
    small_layout: tuple[float, list] | None = None  # svg.Svg.small_layout


class CardArt:
    """Card faces, backs and overlays as cached surfaces. Works before a display mode is set."""

    aspect: float = ASPECT

    def __init__(self) -> None:
        self._surfaces: dict[tuple, pygame.Surface] = {}
        self._svg: dict[tuple, Parts] = {}  # a face's parts, by style and card (any size)
        self._sprites: dict[tuple, pygame.Surface] = {}
        self._fonts: dict[int, tuple[pygame.font.Font, float]] = {}
        self._heights: dict[int, None] = {}  # heights in use, oldest first (a dict keeps order)
        self._styles: dict[str, tuple[str, bool, bool]] = {}  # a style as asked -> (name, own indices, French)

    # -- public API -----------------------------------------------------------------------------
    def size_for_height(self, height: int) -> tuple[int, int]:
        h = max(int(height), 8)
        return max(round(h * ASPECT), 5), h

    def face(self, card: Card, height: int, style: str = "napoletane", french_faces: str = "courts",
             indices: bool = True, mark: str = "", large: bool = False) -> pygame.Surface:
        """The face of `card` at `height` pixels (cached; the same surface for the same key). `indices`:
        small corner indices on a pattern that prints none (a pattern with its own always has them);
        `mark`: a teaching mark laid over it ("re_bello", "matta", or ""); `large`: large corner indices,
        on every pattern (a low-vision option: see LARGE_INDEX)."""
        known = self._styles.get(style)
        if known is None:  # once per style name: today's name for it, and whether it prints its own indices
            name = _check_style(style)
            known = self._styles[style] = (name, pattern(name).own_index, is_french_suited(name))
        style = known[0]
        if french_faces not in FRENCH_FACES:
            _check_style(style, french_faces)
        indices = indices or known[1] or large
        key = ("face", style, french_faces if known[2] else "", indices, mark, large, int(card), int(height))
        surf = self._surfaces.get(key)
        if surf is None:
            surf = self._store(key, self._render_face(card, int(height), style, french_faces, indices, mark, large))
        return surf

    def back(self, height: int, style: str = "napoletane") -> pygame.Surface:
        style = _check_style(style)
        key = ("back", style, int(height))
        surf = self._surfaces.get(key)
        if surf is None:
            parts = self._svg_parts(("back", style), lambda: compose.back(style))
            surf = self._layer(parts.layer, self.size_for_height(height)).copy()
            surf.blit(rasterise(parts.text, surf.get_size()), (0, 0))
            surf = self._store(key, _finish(surf))
        return surf

    def highlight(self, height: int, color=(255, 215, 90)) -> pygame.Surface:
        """A glowing outline in `color`, the size of a card, to blit over a selected card."""
        c = pygame.Color(color)
        key = ("highlight", tuple(c), int(height))
        surf = self._surfaces.get(key)
        if surf is None:
            surf = self._store(key, _finish(rasterise(overlays.highlight(c), self.size_for_height(height))))
        return surf

    def dim(self, height: int, opacity: float = 0.5) -> pygame.Surface:
        """A translucent dark veil with the card's rounded corners."""
        key = ("dim", opacity, int(height))
        surf = self._surfaces.get(key)
        if surf is None:
            surf = self._store(key, _finish(rasterise(overlays.dim(opacity), self.size_for_height(height))))
        return surf

    def faces_drawn(self) -> list[tuple]:
        """The (style, French faces, indices, mark, large, card code, height) of every face in the cache, oldest
        first."""
        return [k[1:] for k in self._surfaces if k[0] == "face"]

    def clear(self) -> None:
        """Drop every cached surface (the size-independent SVG text is kept)."""
        self._surfaces.clear()
        self._sprites.clear()
        self._heights.clear()

    def _store(self, key: tuple, surf: pygame.Surface) -> pygame.Surface:
        """Cache `surf` under `key` (whose last item is the height). Only the MAX_HEIGHTS most recently
        rendered heights are kept, so dragging a window's edge does not pile up every size on the way."""
        height = key[-1]
        self._heights.pop(height, None)
        self._heights[height] = None
        while len(self._heights) > MAX_HEIGHTS:
            old = next(iter(self._heights))
            del self._heights[old]
            for k in [k for k in self._surfaces if k[-1] == old]:
                del self._surfaces[k]
            self._sprites.clear()
        self._surfaces[key] = surf
        return surf

    def svg(self, card: Card, style: str = "napoletane", french_faces: str = "courts") -> str:
        """The SVG document of a face, without its pips (for tests and for exporting art)."""
        return self._face_parts(card, _check_style(style, french_faces), french_faces).text

    def words(self, card: Card, style: str = "napoletane") -> list[str]:
        """The words lettered on a face (the settebello's ribbon, an ace's motto)."""
        return [label.text for label in self._face_parts(card, _check_style(style), "courts").labels]

    def _face_parts(self, card: Card, style: str, french_faces: str) -> Parts:
        if not is_french_suited(style):
            if not 1 <= card.rank <= 10:
                raise ValueError(f"an Italian deck has ranks 1-10, not {card}")
            return self._svg_parts((style, int(card)), lambda: compose.face(style, card.rank, card.suit))
        court = card.rank >= 11 or (french_faces == "courts" and card.rank >= 8)
        return self._svg_parts(
            (style, int(card), court), lambda: compose.face(style, card.rank, card.suit, french_faces)
        )

    # -- rendering ------------------------------------------------------------------------------
    def _svg_parts(self, key: tuple, build) -> Parts:
        hit = self._svg.get(key)
        if hit is None:
            svg = build()
            hit = self._svg[key] = Parts(svg.text(), svg.sprites, svg.layer, svg.plaque, svg.labels,
                                           svg.mirror, tuple(svg.yields), svg.give_way, svg.small_layout)
        return hit

    def _layer(self, kind: str, size: tuple[int, int]) -> pygame.Surface:
        key = ("layer", kind, size)
        surf = self._sprites.get(key)
        if surf is None:
            surf = self._sprites[key] = rasterise(compose.layer(kind), size)
        return surf

    def _sprite(self, kind: str, px: int, rot: float) -> pygame.Surface:
        key = (kind, px, rot)
        surf = self._sprites.get(key)
        if surf is None:
            if rot:
                surf = pygame.transform.rotate(self._sprite(kind, px, 0), rot)
            else:
                surf = rasterise(compose.sprite(kind, px), (px, px))
            self._sprites[key] = surf
        return surf

    def _render_face(self, card: Card, height: int, style: str, faces: str, indices: bool,
                     mark: str, large: bool = False) -> pygame.Surface:
        size = self.size_for_height(height)
        parts = self._face_parts(card, style, faces)
        surf = self._layer(parts.layer, size).copy()
        text = for_height(parts.text, height)
        if parts.mirror is None:
            surf.blit(rasterise(text, size), (0, 0))
        else:  # a double-ended court: its words are lettered on the half, so they turn round with it
            self._both_halves(surf, parts, text)
        sx, sy = size[0] / W, size[1] / H
        index = self._index(card, style, faces, size, LARGE_INDEX if large else 1.0) if indices else None
        still, give_way, sprites = corners.giving_way(parts.yields, parts.give_way, parts.small_layout,
                                                      index.right / sx if index else 0.0, parts.sprites)
        moving = [s for i, s in enumerate(sprites) if i not in still]
        gap_px, power, least = give_way
        squeeze = corners.squeeze(moving, index.right / sx, max(30.0, gap_px / sx), least) if index else 1.0
        box = corners.footprint(index, height) if index else None
        covered = [box, corners.turned(box, size)] if box else []
        for i, (kind, x, y, units, rot) in enumerate(sprites):
            k = 1.0 if i in still else squeeze
            px = max(round(units * k**power * compose.SPRITE_BOX / 100 * sy), 2)
            x = W / 2 + (x - W / 2) * k
            at = pygame.Rect(round(x * sx - px / 2), round(y * sy - px / 2), px, px)
            if i in still and at.inflate(-px // 4, -px // 4).collidelist(covered) >= 0:
                continue  # a court's pip under the index, which repeats it: left out rather than half hidden
            surf.blit(self._sprite(kind, px, rot), at.topleft)
        if parts.mirror is None:
            self._letter(surf, parts.labels)
        blank = self._layer("paper", size)
        if mark:
            surf.blit(self._mark(mark, size, self._mark_place(surf, blank, index)), (0, 0))
        if index:
            plaque = large or corners.needs_plaque(surf, blank, index, parts.plaque)  # large: always on paper
            box = corners.footprint(index, height)
            corners.letter(surf, index, self._plaque(box.size) if plaque else None,
                           self._sprite(index.kind, index.mark_px, 180))
        return _finish(surf)

    def _both_halves(self, surf: pygame.Surface, parts: Parts, text: str) -> None:
        """Draw a double-ended court on `surf` from its top half: rasterised once (half the loader's work),
        lettered, cut along the line between the halves and laid again turned half round (exact at 180°)."""
        w, h = surf.get_size()
        slant = parts.mirror or 0.0
        text, rows = half_view(text, (w, h), slant)
        top = rasterise(text, (w, rows))
        self._letter(top, parts.labels, (w, h))
        # keep the pixels whose centres lie above the line: turned round, they are exactly the pixels below it,
        # so the two halves tile the card and the whole reads the same either way up
        clear = (0, 0, 0, 0)
        if slant:
            cuts = [math.ceil(h / 2 + (x + 0.5 - w / 2) * slant * W / H * h / w - 0.5) for x in range(w)]
            for x in range(w):
                # the right half's cut is the left half's turned round: a pixel centred on the line itself
                # (a tie) then goes to one half, not cleared from both (a paper-coloured nick in the frame line)
                cut = cuts[x] if 2 * x < w else h - cuts[w - 1 - x]
                top.fill(clear, (x, max(cut, 0), 1, rows))
        else:
            top.fill(clear, (0, math.ceil(h / 2 - 0.5), w, rows))
        surf.blit(top, (0, 0))
        surf.blit(pygame.transform.flip(top, True, True), (0, h - rows))

    def _mark(self, mark: str, size: tuple[int, int], place: marks.Place) -> pygame.Surface:
        """A teaching mark's frame and its word at `place`, at `size` (cached)."""
        key = ("mark", mark, size, place)
        surf = self._sprites.get(key)
        if surf is None:
            svg = marks.overlay(mark, place)
            surf = rasterise(svg.text(), size)
            self._letter(surf, svg.labels)
            self._sprites[key] = surf
        return surf

    @staticmethod
    def _mark_place(surf: pygame.Surface, blank: pygame.Surface, index: Index | None) -> marks.Place:
        """Where a teaching mark's word covers least of this face's drawing, clear of its corner indices."""
        w, h = surf.get_size()
        sx, sy = w / W, h / H
        box = corners.footprint(index, h) if index else None

        def cover(place: marks.Place) -> float:
            x0, y0, x1, y1 = marks.footprint(place)
            rect = pygame.Rect(round(x0 * sx), round(y0 * sy), max(round((x1 - x0) * sx), 1),
                               max(round((y1 - y0) * sy), 1))
            return corners.drawn(surf, blank, rect) / (rect.width * rect.height)

        return marks.choose(marks.places((box.right / sx, box.bottom / sy) if box else None), cover)

    def _font(self, px: int) -> tuple[pygame.font.Font, float]:
        """The card face whose digits are about `px` tall, and its glyph-height/point-size ratio (cached)."""
        hit = self._fonts.get(px)
        if hit is None:
            hit = self._fonts[px] = card_font(px)
        return hit

    def index_rects(self, card: Card, height: int, style: str = "napoletane",
                    french_faces: str = "courts") -> list[pygame.Rect]:
        """Where the small corner index of `card` at `height` lies (top-left, then bottom-right), in pixels,
        with its plaque's margin: nothing of the face's drawing shows there."""
        size = self.size_for_height(height)
        box = corners.footprint(self._index(card, _check_style(style, french_faces), french_faces, size), size[1])
        return [box, corners.turned(box, size)]

    def _index(self, card: Card, style: str, faces: str, size: tuple[int, int], grow: float = 1.0) -> Index:
        """The corner index's pieces and where they go, in pixels, `grow` times the usual size (large indices)."""
        w, h = size
        sx, sy = w / W * grow, h / H * grow
        num_px = max(round(NUM_H * sy), round(MIN_NUMERAL_PX * grow))
        font, _ = self._font(num_px)
        ink, kind = compose.module(style).INK[card.suit], f"{style}:mark{card.suit}"
        if card.rank == 7 and card.suit == "d" and not is_french_suited(style):
            ink = _SETTEBELLO_INK
        if grow > 1:  # large indices, on their plaque: the suit's ink darkened where it would read under 7:1
            ink = darkened(ink, PLAQUE, LARGE_INDEX_CONTRAST)
        text = index_label(card, style, faces)
        glyph = font.render(text, True, ink)
        glyph = glyph.subsurface(glyph.get_bounding_rect()).copy()
        if glyph.get_height() > num_px * 1.1:  # the face's J and Q reach below the line: fit them to the digits'
            font, _ = self._font(max(round(num_px * num_px / glyph.get_height()), 6))  # height, the mark stays put
            glyph = font.render(text, True, ink)
            glyph = glyph.subsurface(glyph.get_bounding_rect()).copy()
        max_w = max(86 * sx, num_px * 0.8)  # a two-digit "10" is condensed a little to fit its column
        if glyph.get_width() > max_w:
            glyph = pygame.transform.smoothscale(glyph, (max(int(max_w), 1), glyph.get_height()))
        if text in corners.UNDERLINED:
            glyph = corners.underline(glyph, ink, num_px)
        mark_px = max(round(MARK_SIZE * sy * 1.2), round(MIN_MARK_PX * grow))
        mark = self._sprite(kind, mark_px, 0)
        col = max(glyph.get_width(), mark_px * 0.75)
        cx = max(INDEX_X * sx / grow, col / 2 + max(2, 12 * sx / grow))
        top = max(round(NUM_TOP * sy / grow), 3)
        gap = max(round(GAP * sy), 1)
        mark_top = top + glyph.get_height() + gap - round(mark_px * 0.1)
        bottom = mark_top + mark_px - round(mark_px * 0.08)
        return Index(glyph, mark, kind, mark_px, cx, top, mark_top, bottom, col, cx + col / 2)

    def _plaque(self, size: tuple[int, int]) -> pygame.Surface:
        key = ("plaque", size)
        surf = self._sprites.get(key)
        if surf is None:
            pw, ph = size
            r = min(pw, ph) * 0.22
            svg = (
                f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {pw} {ph}" width="{pw}" '
                f'height="{ph}"><rect x="0.75" y="0.75" width="{pw - 1.5}" height="{ph - 1.5}" rx="{r:.1f}" '
                f'fill="{PAPER}" stroke="#8c7b5e" stroke-width="1"/></svg>'
            )
            surf = self._sprites[key] = rasterise(svg, size)
        return surf

    def _letter(self, surf: pygame.Surface, labels: list[Label], card: tuple[int, int] | None = None) -> None:
        """Letter each word at the scale of a card of size `card` (by default the surface's), left out when
        too small to read."""
        w, h = card or surf.get_size()
        sx, sy = w / W, h / H
        for text, x, y, width, size, colour, shadow, rot, min_px in labels:
            px = round(size * sy)
            if px < (MIN_LABEL_PX if min_px is None else min_px):
                continue
            font, _ = self._font(px)
            inks = [(pygame.Color(shadow), max(1, round(px / 14)))] if shadow else []
            for ink, off in [*inks, (pygame.Color(colour), 0)]:
                img = font.render(text, True, ink)
                if img.get_width() > width * sx:
                    img = pygame.transform.smoothscale(img, (max(1, int(width * sx)), img.get_height()))
                if rot:
                    img = pygame.transform.rotate(img, rot)
                surf.blit(img, img.get_rect(center=(round(x * sx) + off, round(y * sy) + off)))


def _finish(surf: pygame.Surface) -> pygame.Surface:
    """Convert for fast blits once a display exists; before that, keep the alpha surface as is."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surf.convert_alpha()
    return surf


def _check_style(style: str, faces: str = "courts") -> str:
    """The style's name today (an older name is accepted); ValueError for an unknown style or faces."""
    if faces not in FRENCH_FACES:
        raise ValueError(f"unknown French faces {faces!r} (one of {', '.join(FRENCH_FACES)})")
    return pattern(style).name


__all__ = ["CARD_FONT", "CardArt", "DECK_STYLES", "FRENCH_FACES", "card_font_path"]

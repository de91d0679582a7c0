"""CardArt: the one entry point for card pictures, rasterised per pixel size and cached.

A card's SVG text is built once (it does not depend on size); each (style, faces, card, height) is
rasterised by pygame-ce's SVG loader, then the corner numerals (and the settebello's ribbon lettering)
are lettered with pygame.font at the target pixel size, so they stay sharp and readable when small.
"""

from __future__ import annotations

import pygame

from scopa_desktop.engine import Card

from . import compose
from .layout import (
    ASPECT,
    CORNER,
    GAP,
    INDEX_X,
    MARK_SIZE,
    MIN_MARK_PX,
    MIN_NUMERAL_PX,
    NUM_H,
    NUM_TOP,
    RIBBON_X0,
    RIBBON_X1,
    RIBBON_Y,
)
from .svg import H, W, rasterise

DECK_STYLES = ("italian", "french")
FRENCH_FACES = ("courts", "pips")

FRENCH_FRAME_X = 100  # left edge of a French court's frame, in card units (less a little slack)
MAX_HEIGHTS = 6  # card heights kept in the cache at once (hand, table, piles, previews...)
_ITALIAN_INK = {"d": (110, 62, 6), "c": (150, 24, 34), "s": (28, 53, 95), "b": (40, 92, 46)}
_FRENCH_INK = {"d": (196, 18, 28), "c": (196, 18, 28), "s": (16, 16, 20), "b": (16, 16, 20)}


def _label(card: Card, style: str, faces: str) -> str:
    if style == "italian":
        return str(card.rank)
    letters = {11: "J", 12: "Q", 13: "K"}
    if faces == "courts" and card.rank in (8, 9, 10):
        return letters[card.rank + 3]
    return letters.get(card.rank, "A" if card.rank == 1 else str(card.rank))


class CardArt:
    """Card faces, backs and overlays as cached surfaces. Works before a display mode is set."""

    aspect: float = ASPECT

    def __init__(self) -> None:
        self._surfaces: dict[tuple, pygame.Surface] = {}
        self._svg: dict[tuple, tuple[str, list, str, bool | str]] = {}  # card -> (SVG text, sprites, layer)
        self._sprites: dict[tuple, pygame.Surface] = {}
        self._fonts: dict[int, tuple[pygame.font.Font, float]] = {}
        self._heights: dict[int, None] = {}  # heights in use, oldest first (a dict keeps order)

    # -- public API -----------------------------------------------------------------------------
    def size_for_height(self, height: int) -> tuple[int, int]:
        h = max(int(height), 8)
        return max(round(h * ASPECT), 5), h

    def face(self, card: Card, height: int, style: str = "italian", french_faces: str = "courts") -> pygame.Surface:
        """The face of `card` at `height` pixels (cached; the same surface for the same key)."""
        key = ("face", style, french_faces if style == "french" else "", int(card), int(height))
        surf = self._surfaces.get(key)
        if surf is None:
            surf = self._store(key, self._render_face(card, int(height), style, french_faces))
        return surf

    def back(self, height: int, style: str = "italian") -> pygame.Surface:
        key = ("back", style, int(height))
        surf = self._surfaces.get(key)
        if surf is None:
            _check_style(style)
            text, _, layer, _ = self._svg_text(("back", style), lambda: compose.back(style))
            surf = self._layer(layer, self.size_for_height(height)).copy()
            surf.blit(rasterise(text, surf.get_size()), (0, 0))
            surf = self._store(key, _finish(surf))
        return surf

    def highlight(self, height: int, color=(255, 215, 90)) -> pygame.Surface:
        """A glowing outline in `color`, the size of a card, to blit over a selected card."""
        c = pygame.Color(color)
        key = ("highlight", tuple(c), int(height))
        surf = self._surfaces.get(key)
        if surf is None:
            hexc = f"#{c.r:02x}{c.g:02x}{c.b:02x}"
            a = c.a / 255
            body = (
                f'<rect x="0" y="0" width="{W}" height="{H}" rx="{CORNER}" fill="{hexc}" '
                f'opacity="{0.10 * a:.3f}"/>'
                f'<rect x="14" y="14" width="{W - 28}" height="{H - 28}" rx="{CORNER - 8}" fill="none" '
                f'stroke="{hexc}" stroke-width="28" opacity="{0.30 * a:.3f}"/>'
                f'<rect x="9" y="9" width="{W - 18}" height="{H - 18}" rx="{CORNER - 5}" fill="none" '
                f'stroke="{hexc}" stroke-width="18" opacity="{0.55 * a:.3f}"/>'
                f'<rect x="4" y="4" width="{W - 8}" height="{H - 8}" rx="{CORNER - 2}" fill="none" '
                f'stroke="{hexc}" stroke-width="8" opacity="{a:.3f}"/>'
            )
            surf = self._store(key, _finish(rasterise(_wrap(body), self.size_for_height(height))))
        return surf

    def dim(self, height: int) -> pygame.Surface:
        """A translucent dark veil with the card's rounded corners."""
        key = ("dim", int(height))
        surf = self._surfaces.get(key)
        if surf is None:
            body = f'<rect x="0" y="0" width="{W}" height="{H}" rx="{CORNER}" fill="#101418" opacity="0.5"/>'
            surf = self._store(key, _finish(rasterise(_wrap(body), self.size_for_height(height))))
        return surf

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

    def svg(self, card: Card, style: str = "italian", french_faces: str = "courts") -> str:
        """The SVG document of a face, without its pips (for tests and for exporting art)."""
        return self._face_parts(card, style, french_faces)[0]

    def _face_parts(self, card: Card, style: str, french_faces: str) -> tuple[str, list, str, bool | str]:
        _check_style(style, french_faces)
        if style == "italian":
            if not 1 <= card.rank <= 10:
                raise ValueError(f"the Italian deck has ranks 1-10, not {card}")
            return self._svg_text(("it", int(card)), lambda: compose.italian_face(card.rank, card.suit))
        court = card.rank >= 11 or (french_faces == "courts" and card.rank >= 8)
        return self._svg_text(("fr", int(card), court), lambda: compose.french_face(card.rank, card.suit, french_faces))

    # -- rendering ------------------------------------------------------------------------------
    def _svg_text(self, key: tuple, build) -> tuple[str, list, str, bool | str]:
        hit = self._svg.get(key)
        if hit is None:
            svg = build()
            hit = self._svg[key] = (svg.text(), svg.sprites, svg.layer, svg.plaque)
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
                surf = rasterise(compose.sprite(kind), (px, px))
            self._sprites[key] = surf
        return surf

    def _render_face(self, card: Card, height: int, style: str, faces: str) -> pygame.Surface:
        size = self.size_for_height(height)
        text, sprites, layer, plaque = self._face_parts(card, style, faces)
        surf = self._layer(layer, size).copy()
        surf.blit(rasterise(text, size), (0, 0))
        sx, sy = size[0] / W, size[1] / H
        index = self._index(card, style, faces, size)
        squeeze = self._squeeze(sprites, index[-1] / sx)
        for kind, x, y, units, rot in sprites:
            px = max(round(units * squeeze**0.5 * compose.SPRITE_BOX / 100 * sy), 2)
            img = self._sprite(kind, px, rot)
            x = W / 2 + (x - W / 2) * squeeze
            surf.blit(img, (round(x * sx - px / 2), round(y * sy - px / 2)))
        self._letter_index(surf, index, plaque)
        if style == "italian" and card.rank == 7 and card.suit == "d":
            self._letter_ribbon(surf)
        return _finish(surf)

    def _font(self, px: int) -> tuple[pygame.font.Font, float]:
        """A bold font whose digits are about `px` tall, and its glyph-height/point-size ratio."""
        hit = self._fonts.get(px)
        if hit is None:
            if not pygame.font.get_init():
                pygame.font.init()
            probe = pygame.font.Font(None, 100)
            probe.set_bold(False)
            ratio = probe.render("8", True, (0, 0, 0)).get_bounding_rect().height / 100
            font = pygame.font.Font(None, max(int(round(px / ratio)), 6))
            hit = self._fonts[px] = (font, ratio)
        return hit

    @staticmethod
    def _squeeze(sprites: list, index_right: float) -> float:
        """How much to draw the pips in towards the middle so they clear the corner index.

        On small cards the index keeps a legible minimum size and grows into the pip area; the pips
        then move inwards (and shrink a little) rather than be overlapped.
        """
        left = min((x - units * 0.5 for _, x, _, units, _ in sprites if x < W / 2), default=W / 2)
        room = index_right + 30  # units of breathing space
        if left >= room or left >= W / 2 - 1:
            return 1.0
        return max(0.7, (W / 2 - room) / (W / 2 - left))

    def _index(self, card: Card, style: str, faces: str, size: tuple[int, int]) -> tuple:
        """The corner index's pieces and where they go; the last item is its right edge in pixels."""
        w, h = size
        sx, sy = w / W, h / H
        num_px = max(round(NUM_H * sy), MIN_NUMERAL_PX)
        font, _ = self._font(num_px)
        ink = (_ITALIAN_INK if style == "italian" else _FRENCH_INK)[card.suit]
        if style == "italian" and card.rank == 7 and card.suit == "d":
            ink = (178, 22, 30)
        glyph = font.render(_label(card, style, faces), True, ink)
        glyph = glyph.subsurface(glyph.get_bounding_rect()).copy()
        max_w = max(86 * sx, num_px * 0.8)  # a two-digit "10" is condensed a little to fit its column
        if glyph.get_width() > max_w:
            glyph = pygame.transform.smoothscale(glyph, (max(int(max_w), 1), glyph.get_height()))
        mark_px = max(round(MARK_SIZE * sy * 1.2), MIN_MARK_PX)
        kind = ("mark" if style == "italian" else "fr") + card.suit
        mark = self._sprite(kind, mark_px, 0)
        col = max(glyph.get_width(), mark_px * 0.75)
        cx = max(INDEX_X * sx, col / 2 + max(2, 12 * sx))
        top = max(round(NUM_TOP * sy), 3)
        gap = max(round(GAP * sy), 1)
        mark_top = top + glyph.get_height() + gap - round(mark_px * 0.1)
        bottom = mark_top + mark_px - round(mark_px * 0.08)
        return (glyph, mark, kind, mark_px, cx, top, mark_top, bottom, col, cx + col / 2)

    def _letter_index(self, surf: pygame.Surface, index: tuple, plaque: bool | str) -> None:
        """Numeral over suit mark, top-left and turned round bottom-right; never smaller than legible."""
        glyph, mark, kind, mark_px, cx, top, mark_top, bottom, col, right = index
        sy = surf.get_height() / H
        if plaque == "overflow":
            plaque = right > FRENCH_FRAME_X * surf.get_width() / W
        if plaque:
            pad = max(round(8 * sy), 2)
            rect = pygame.Rect(0, 0, round(col + 2 * pad), bottom - top + 2 * pad)
            rect.center = (round(cx), round((top + bottom) / 2))
            self._blit_both(surf, self._plaque(rect.size), rect.topleft)
        self._blit_both(surf, glyph, (round(cx - glyph.get_width() / 2), top))
        self._blit_both(surf, mark, (round(cx - mark_px / 2), mark_top), self._sprite(kind, mark_px, 180))

    @staticmethod
    def _blit_both(
        surf: pygame.Surface, img: pygame.Surface, pos: tuple[int, int], turned: pygame.Surface | None = None
    ) -> None:
        """Blit at `pos` and, turned half round, at the mirrored corner."""
        w, h = surf.get_size()
        surf.blit(img, pos)
        turned = turned or pygame.transform.rotate(img, 180)
        surf.blit(turned, (w - pos[0] - turned.get_width(), h - pos[1] - turned.get_height()))

    def _plaque(self, size: tuple[int, int]) -> pygame.Surface:
        key = ("plaque", size)
        surf = self._sprites.get(key)
        if surf is None:
            pw, ph = size
            r = min(pw, ph) * 0.22
            svg = (
                f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {pw} {ph}" width="{pw}" '
                f'height="{ph}"><rect x="0.75" y="0.75" width="{pw - 1.5}" height="{ph - 1.5}" rx="{r:.1f}" '
                f'fill="#fffaf0" stroke="#8c7b5e" stroke-width="1"/></svg>'
            )
            surf = self._sprites[key] = rasterise(svg, size)
        return surf

    def _letter_ribbon(self, surf: pygame.Surface) -> None:
        w, h = surf.get_size()
        sx, sy = w / W, h / H
        px = round(34 * sy)
        if px < 6:  # too small to read: the frame, glow and ribbon still mark the card
            return
        font, _ = self._font(px)
        text = font.render("SETTEBELLO", True, (255, 232, 150))
        shadow = font.render("SETTEBELLO", True, (70, 8, 12))
        tw = (RIBBON_X1 - RIBBON_X0 - 40) * sx
        if text.get_width() > tw:
            size = (int(tw), text.get_height())
            text = pygame.transform.smoothscale(text, size)
            shadow = pygame.transform.smoothscale(shadow, size)
        x = round(w / 2 - text.get_width() / 2)
        y = round((RIBBON_Y - 8) * sy - text.get_height() / 2)
        off = max(1, round(px / 14))
        surf.blit(shadow, (x + off, y + off))
        surf.blit(text, (x, y))


def _wrap(body: str) -> str:
    return f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" width="{W}" height="{H}">{body}</svg>'


def _finish(surf: pygame.Surface) -> pygame.Surface:
    """Convert for fast blits once a display exists; before that, keep the alpha surface as is."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surf.convert_alpha()
    return surf


def _check_style(style: str, faces: str = "courts") -> None:
    if style not in DECK_STYLES:
        raise ValueError(f"unknown deck style {style!r} (one of {', '.join(DECK_STYLES)})")
    if faces not in FRENCH_FACES:
        raise ValueError(f"unknown French faces {faces!r} (one of {', '.join(FRENCH_FACES)})")

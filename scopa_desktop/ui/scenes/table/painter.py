"""Cards on the table's canvas: at rest (a cached sprite with its shadow), piled as backs, or in flight at
any size; it remembers where flying cards were drawn so a frame presents only what moved."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from ....engine import Card

if TYPE_CHECKING:
    from ...app import App
    from ...input import InputController
    from ...layout import TableLayout

MAX_SCALED = 800  # cached in-flight sizes before the cache starts over
_SCALED: dict[tuple, tuple[pygame.Surface, int]] = {}
_POSED: dict[tuple, pygame.Surface] = {}  # fans of backs and cards laid across, by size and deck
FAN_DEGREES = 9  # between two backs of a fanned hand


class CardPainter:
    def __init__(self, app: App) -> None:
        self.app = app
        self.drawn_now: list[pygame.Rect] = []  # what the animations drew this frame and the last
        self.drawn_prev: list[pygame.Rect] = []

    def begin_frame(self) -> None:
        self.drawn_prev, self.drawn_now = self.drawn_now, []

    def card(self, surface: pygame.Surface, card: Card | None, rect: pygame.Rect) -> None:
        """A card (None: its back) resting at `rect`, with its shadow."""
        sprite, pad = self.app.card_sprite(card, rect.h)
        surface.blit(sprite, (rect.x - pad, rect.y - pad))

    def stack(self, surface: pygame.Surface, first: pygame.Rect, layers: int, dx: int, dy: int) -> None:
        """Card backs piled or fanned from `first`, drawn as one cached image."""
        sprite, (px, py) = self.app.card_stack(layers, first.h, dx, dy)
        surface.blit(sprite, (first.x - px, first.y - py))

    def fan(self, surface: pygame.Surface, area: pygame.Rect, n: int) -> None:
        """`n` card backs fanned like a hand held up, fitted into `area` (drawn as one cached image)."""
        if n <= 0:
            return
        key = ("fan", n, area.size, self.app.deck_style)
        img = _POSED.get(key)
        if img is None:
            img = _POSED[key] = _fanned(self.app.card_back(max(8, area.h)), n, area.size)
        surface.blit(img, img.get_rect(midbottom=area.midbottom))

    def across(self, surface: pygame.Surface, card: Card, rect: pygame.Rect) -> None:
        """`card` face up and turned a quarter, its top-left at `rect`'s (a scopa laid across the pile):
        `rect.w` is the card's height lying down."""
        key = ("across", card, rect.w, *self.app.card_key(card))
        img = _POSED.get(key)
        if img is None:
            img = _POSED[key] = pygame.transform.rotate(self.app.card_face(card, rect.w), 90)
        surface.blit(img, rect.topleft)

    def flying(self, surface: pygame.Surface, card: Card | None, rect: pygame.Rect, layout: TableLayout) -> None:
        """A card in flight, at any size: the nearest of the layout's card heights when close, else a scaled
        copy cached at 4-pixel steps of height."""
        heights = (layout.hand_card_h, layout.table_card_h, layout.small_card_h)
        for base_h in heights:
            if abs(rect.h - base_h) <= 2:
                sprite, pad = self.app.card_sprite(card, base_h)
                self.drawn(surface.blit(sprite, (rect.x - pad, rect.y - pad)))
                return
        h = max(8, rect.h // 4 * 4)
        key = (card, h, *self.app.card_key(card))
        hit = _SCALED.get(key)
        if hit is None:
            base_h = min(heights, key=lambda b: (b < h, abs(b - h)))
            sprite, pad = self.app.card_sprite(card, base_h)
            k = h / base_h
            size = (max(1, round(sprite.get_width() * k)), max(1, round(sprite.get_height() * k)))
            hit = (pygame.transform.smoothscale(sprite, size), round(pad * k))
            if len(_SCALED) > MAX_SCALED:
                _SCALED.clear()
            _SCALED[key] = hit
        sprite, pad = hit
        self.drawn(surface.blit(sprite, (rect.x - pad, rect.y - pad)))

    def drawn(self, rect: pygame.Rect) -> None:
        """An animation drew over `rect` this frame."""
        self.drawn_now.append(rect)


def _fanned(back: pygame.Surface, n: int, size: tuple[int, int]) -> pygame.Surface:
    """Card backs turned about a point below their middle, scaled to fit `size`."""
    bw, bh = back.get_size()
    radius = bh * 1.6  # from the pivot to a card's centre
    canvas = pygame.Surface((bw * 4 + bh * 2, bh * 3), pygame.SRCALPHA)
    pivot = (canvas.get_width() / 2, bh * 2.9)
    spread = FAN_DEGREES * (n - 1) if n <= 6 else 50
    for k in range(n):
        deg = -spread / 2 + (spread * k / (n - 1) if n > 1 else 0)
        turned = pygame.transform.rotozoom(back, -deg, 1)
        rad = math.radians(deg)
        centre = (pivot[0] + radius * math.sin(rad), pivot[1] - radius * math.cos(rad))
        canvas.blit(turned, turned.get_rect(center=(round(centre[0]), round(centre[1]))))
    used = canvas.subsurface(canvas.get_bounding_rect()).copy()
    k = min(size[0] / used.get_width(), size[1] / used.get_height(), 1.0)
    if k < 1.0:
        used = pygame.transform.smoothscale_by(used, k)
    return used


def add_suit_corners(ctl: InputController) -> None:
    """A card's top-left corner names its suit ("Denari") rather than the whole card: a tooltip region over
    the corner of every card region registered so far."""
    for region in list(ctl.regions):
        if region.tooltip_key == "window.tip_card" and "card" in region.tooltip_params:
            r = region.rect
            corner = pygame.Rect(r.x, r.y, max(10, r.w * 2 // 5), max(12, r.h // 4))
            ctl.add(corner, region.intent, hover=region.hover, tooltip_key="tip.suit",
                    suit=Card.parse(region.tooltip_params["card"]).suit)

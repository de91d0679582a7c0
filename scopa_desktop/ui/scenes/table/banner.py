"""The scopa's show: a light sweeps the felt as the broom does, then, once the swept cards have landed in
the pile, a "Scopa!" plate pops in where it covers none of them, and fades out."""

from __future__ import annotations

import pygame

from ... import theme
from ...anim import REDUCED_MOTION, Animator, Track, ease_out_back, linear
from ...layout import TableLayout
from .painter import CardPainter

SHINE = 0.7  # the light's sweep across the felt
PLATE = 1.1  # the plate's pop-in, stay and fade

_SHINE: dict[int, pygame.Surface] = {}


def _shine(h: int) -> pygame.Surface:
    """A soft vertical band of light, added to what lies under it."""
    if h not in _SHINE:
        s = pygame.Surface((200, h))
        for x in range(200):
            v = int(60 * (1 - abs(x - 100) / 100) ** 2)
            pygame.draw.line(s, (v, v, v // 2), (x, 0), (x, h))
        _SHINE[h] = s
    return _SHINE[h]


def plate_image(label: str, layout: TableLayout, line: str = "") -> pygame.Surface:
    """The plate: its word, and under it the teaching `line` ("Sweep! — Giulia"), so no toast repeats it."""
    size = max(28, round(72 * layout.unit))
    txt = theme.text(label, size, theme.GOLD, serif=True)
    shadow = theme.text(label, size, theme.TEXT_SHADOW, serif=True)
    sub = theme.fit_text(line, max(13, size // 4), layout.table.w - size, theme.INK) if line else None
    sub_h = sub.get_height() + size // 8 if sub else 0
    width = max(txt.get_width(), sub.get_width() if sub else 0) + size
    plate = pygame.Surface((width, txt.get_height() + size // 2 + sub_h), pygame.SRCALPHA)
    pr = plate.get_rect()
    radius = min(pr.h, size) // 2
    pygame.draw.rect(plate, theme.PLATE, pr, border_radius=radius)
    pygame.draw.rect(plate, theme.GOLD, pr, width=3, border_radius=radius)
    word = txt.get_rect(midtop=(pr.centerx, size // 4))
    plate.blit(shadow, word.move(3, 3))
    plate.blit(txt, word)
    if sub:
        plate.blit(sub, sub.get_rect(midtop=(pr.centerx, word.bottom)))
    return plate.convert_alpha()


def plate_centre(layout: TableLayout, keep_clear: pygame.Rect, plate_size: tuple[int, int]) -> tuple[int, int]:
    """Where the plate goes: the felt's centre, or, when that would cover `keep_clear` (the pile the cards
    land on and the way to it), the end of the felt farthest from it."""
    area = layout.table
    plate = pygame.Rect((0, 0), plate_size)
    plate.center = area.center
    if not plate.colliderect(keep_clear):
        return plate.center
    top, bottom = area.y + plate.h // 2 + 4, area.bottom - plate.h // 2 - 4
    return (area.centerx, bottom if keep_clear.centery < area.centery else top)


def add_scopa_show(animator: Animator, painter: CardPainter, layout: TableLayout, label: str, sweep_at: float,
                   landed_at: float, keep_clear: pygame.Rect, reduced: bool, line: str = "") -> None:
    """The light from `sweep_at` (none with reduced motion), the plate from `landed_at`."""
    area = layout.table
    if not reduced:
        shine = _shine(max(40, area.h))

        def sweep(surface: pygame.Surface, t: float) -> None:
            x = area.x - 200 + (area.w + 200) * t
            painter.drawn(surface.blit(shine, (x, area.y), special_flags=pygame.BLEND_RGB_ADD))

        animator.add(Track(duration=SHINE, delay=sweep_at, ease=linear, draw=sweep))
    plate = plate_image(label, layout, line)
    centre = plate_centre(layout, keep_clear, plate.get_size())
    sizes: dict[int, pygame.Surface] = {}

    def show(surface: pygame.Surface, t: float) -> None:
        grow = 1.0 if reduced else ease_out_back(min(1.0, t * 3.0))
        step = round((0.6 + 0.4 * grow) * 40)  # the pop-in, in cached steps of 2.5%
        img = plate if step == 40 else sizes.get(step)
        if img is None:
            img = sizes[step] = pygame.transform.smoothscale_by(plate, max(0.05, step / 40))
        fade_in = min(1.0, t * 6) if reduced else 1.0
        img.set_alpha(int(255 * fade_in) if t < 0.7 else int(255 * (1 - (t - 0.7) / 0.3)))
        painter.drawn(surface.blit(img, img.get_rect(center=centre)))
        if img is plate:
            plate.set_alpha(None)

    # With reduced motion everything else is quick, but the plate stays as long: it is read, not watched.
    animator.add(Track(duration=PLATE / REDUCED_MOTION if reduced else PLATE, delay=landed_at, ease=linear, draw=show))

"""Pieces shared by the menu-like scenes: the backdrop, a centred sheet, labels with fallbacks."""

from __future__ import annotations

import pygame

from .. import theme
from ..text import has, tr


def backdrop(surface: pygame.Surface) -> None:
    """The felt, lit from the centre: what every full-screen menu sits on."""
    surface.blit(theme.felt(surface.get_size()), (0, 0))


def page(surface: pygame.Surface, controls=None) -> tuple[int, int, float]:
    """How a full-screen sheet begins: the felt drawn, and the window's width, height and scale (see `unit`).
    Given the input controls, the page takes every click outside the sheet's own (a modal sheet)."""
    w, h = surface.get_size()
    backdrop(surface)
    if controls is not None:
        controls.add(surface.get_rect(), None, modal=True)
    return w, h, unit((w, h))


def centred_lines(surface: pygame.Surface, text: str, size: int, width: int, colour, centerx: int, y: int,
                  most: int | None = None, serif: bool = False) -> int:
    """`text` wrapped to `width` (at most `most` lines), each line centred on `centerx` from `y` down; returns
    the y below the last line."""
    for line in theme.wrap(text, size, width, serif=serif)[:most]:
        surf = theme.text(line, size, colour, serif=serif)
        surface.blit(surf, surf.get_rect(midtop=(centerx, y)))
        y += theme.line_h(size, serif=serif) + 2
    return y


def wrapped_height(text: str, size: int, width: int, serif: bool = False) -> int:
    """How tall `text` is once wrapped to `width` (as `centred_lines` draws it)."""
    return len(theme.wrap(text, size, width, serif=serif)) * (theme.line_h(size, serif=serif) + 2)


def modal(surface: pygame.Surface, controls, alpha: int = 170) -> tuple[int, int, float]:
    """How a dialog over another screen begins: that screen veiled, every click outside the dialog's own
    controls taken; returns the window's width, height and scale (see `unit`)."""
    w, h = surface.get_size()
    veil(surface, alpha)
    controls.add(surface.get_rect(), None, modal=True)
    return w, h, unit((w, h))


def veil(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken what is below a dialog."""
    layer = _veil(surface.get_size(), alpha)
    surface.blit(layer, (0, 0))


_VEILS: dict[tuple, pygame.Surface] = {}


def _veil(size: tuple[int, int], alpha: int) -> pygame.Surface:
    key = (size, alpha)
    if key not in _VEILS:
        if len(_VEILS) > 8:
            _VEILS.clear()
        s = pygame.Surface(size, pygame.SRCALPHA)
        s.fill((0, 0, 0, alpha))
        _VEILS[key] = s
    return _VEILS[key]


def sheet(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A dark, gold-edged sheet for dialogs and forms."""
    pygame.draw.rect(surface, (0, 0, 0), rect.move(0, 6), border_radius=18)
    theme.panel(surface, rect, radius=18, fill=theme.SHEET)
    pygame.draw.rect(surface, theme.SHEET_EDGE, rect, width=2, border_radius=18)


def centered_sheet(surface: pygame.Surface, width: int, height: int) -> pygame.Rect:
    """A sheet of `width` x `height` in the middle of `surface`; returns its rect."""
    rect = pygame.Rect(0, 0, width, height)
    rect.center = surface.get_rect().center
    sheet(surface, rect)
    return rect


def sheet_title(surface: pygame.Surface, rect: pygame.Rect, title: str, u: float, size: int = 36,
                top: int = 18) -> int:
    """A sheet's gold serif title, centred `top` (scaled) below the sheet's top edge, shrunk to the sheet's
    width when it must be; returns the y under it."""
    t = theme.fit_text(title, round(size * u), rect.w - 2 * round(top * u), theme.GOLD, serif=True, min_scale=0.6)
    where = t.get_rect(midtop=(rect.centerx, rect.y + round(top * u)))
    surface.blit(t, where)
    return where.bottom


def unit(size: tuple[int, int]) -> float:
    return min(size[0] / 1280, size[1] / 800)


def label(key: str, fallback: str) -> str:
    """`tr(key)`, or a readable form of `fallback` (an identifier) when the locales lack the key yet."""
    return tr(key) if has(key) else fallback.replace("_", " ").capitalize()


def short_label(label: str) -> str:
    """A choice's label without its explanation in brackets (kept for screens with room for it)."""
    return label.split(" (")[0]

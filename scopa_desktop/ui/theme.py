"""Colours, fonts and the painted backgrounds (felt, wood, panels): the look in one place.

Fonts come from the system when a good one is at a known path (no font-config scan at start-up, which
would cost the first frame hundreds of milliseconds), else pygame's bundled default font.
"""

from __future__ import annotations

import os
from functools import lru_cache

import pygame

from . import palette

# -- palette -----------------------------------------------------------------------------------------
# The look's named colours (ui/palette.py): the standard ones here; `apply_look` puts the high-contrast
# ones in their place. Scenes read them as `theme.INK` when they draw, so a switch shows at the next frame.
FELT = FELT_LIGHT = FELT_DARK = WOOD = WOOD_DARK = INK = INK_DIM = INK_FAINT = GOLD = GOLD_DARK = (0, 0, 0)
PANEL = PANEL_EDGE = PANEL_ACTIVE = BUTTON = BUTTON_HOVER = BUTTON_FOCUS = BUTTON_EDGE = RED = SHADOW = (0, 0, 0)
PRIMARY_HOVER = PRIMARY_INK = PILL_INK = SHEET = SHEET_EDGE = FIELD = LIST = LIST_PICKED = (0, 0, 0)
TIP = TOAST = NOTICE = PLATE = SAID = GOOD = BAD = WARN = RULE = FOCUS = FOCUS_HALO = TEXT_SHADOW = (0, 0, 0)
globals().update(palette.STANDARD)
HIGH_CONTRAST = False  # the look in use (apply_look)
DIM_ALPHA = palette.DIM_ALPHA[False]

# Capture options: distinct hues that read on green felt and on card faces, each with a number badge.
OPTION_COLOURS = [
    (255, 196, 46),   # amber
    (64, 200, 255),   # sky
    (255, 92, 170),   # pink
    (150, 240, 90),   # lime
    (255, 130, 60),   # orange
    (180, 130, 255),  # violet
    (90, 240, 210),   # teal
    (255, 240, 120),  # lemon
    (240, 240, 240),  # white
]


# The colour-blind-safe set (Okabe and Ito's palette, told apart with any colour vision; its black and dark
# blue lightened to read on the felt); the numbers on the chips and badges stay the same.
SAFE_OPTION_COLOURS = [
    (230, 159, 0),    # orange
    (86, 180, 233),   # sky blue
    (240, 228, 66),   # yellow
    (204, 121, 167),  # reddish purple
    (213, 94, 0),     # vermilion
    (120, 170, 255),  # blue, lightened
    (0, 200, 150),    # bluish green, lightened
    (245, 245, 245),  # white
]


def option_colour(index: int, safe: bool = False) -> tuple[int, int, int]:
    """The colour of capture option `index`; `safe`: from the colour-blind-safe set."""
    colours = SAFE_OPTION_COLOURS if safe else OPTION_COLOURS
    return colours[index % len(colours)]


# -- the look: colours and the text scale -------------------------------------------------------------
TEXT_SCALE = 1.0  # the player's text scale, 1.0 to 2.0 (apply_look)
BIG_TEXT_PX = 48  # text this large (titles) already reads: the scale grows smaller text up to this size


def apply_look(high_contrast: bool = False, text_scale: int = 100) -> None:
    """Use the high-contrast colours or the standard ones, and draw text at `text_scale` percent (100-200).
    Every cache drawn in the old look is dropped."""
    global HIGH_CONTRAST, DIM_ALPHA, TEXT_SCALE
    scale = max(100, min(200, int(text_scale))) / 100
    if (bool(high_contrast), scale) == (HIGH_CONTRAST, TEXT_SCALE):
        return
    globals().update(palette.look(bool(high_contrast)))
    HIGH_CONTRAST, DIM_ALPHA, TEXT_SCALE = bool(high_contrast), palette.DIM_ALPHA[bool(high_contrast)], scale
    for cached in (font, felt, wood, _panel_surface):
        cached.cache_clear()
    _TEXT_CACHE.clear()
    _FIT_CACHE.clear()


def scaled(size: int) -> int:
    """The pixel size text asked for at `size` is drawn at: `size` times the text scale, except that no text
    grows past BIG_TEXT_PX by it (a title of 84 px stays 84 px; 20 px text at 200% is 40 px)."""
    if TEXT_SCALE == 1.0:
        return size
    return max(size, min(round(size * TEXT_SCALE), BIG_TEXT_PX))


def grown(px: float) -> int:
    """A height that holds text (a row, a button, a line) of `px` pixels at 100%, at the text scale: a layout
    makes its rows this tall, and the rows' text sizes come from `unscaled` heights, so both grow together."""
    return round(px * TEXT_SCALE)


def unscaled(px: float) -> float:
    """The 100% size of a height made by `grown` (what a control's text size is measured from)."""
    return px / TEXT_SCALE


def line_h(size: int, bold: bool = False, serif: bool = False) -> int:
    """How far apart lines of text of `size` (at 100%) stand, at the text scale."""
    return font(size, bold, serif).get_linesize()


# -- fonts ---------------------------------------------------------------------------------------------
_SANS = [
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/TTF/DejaVuSans.ttf",
    "/usr/share/fonts/dejavu/DejaVuSans.ttf",
    "C:/Windows/Fonts/segoeui.ttf",
    "/System/Library/Fonts/Supplemental/Arial.ttf",
]
_SANS_BOLD = [
    "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
    "/usr/share/fonts/TTF/DejaVuSans-Bold.ttf",
    "/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf",
    "C:/Windows/Fonts/segoeuib.ttf",
    "/System/Library/Fonts/Supplemental/Arial Bold.ttf",
]
_SERIF_BOLD = [
    "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf",
    "/usr/share/fonts/TTF/DejaVuSerif-Bold.ttf",
    "/usr/share/fonts/dejavu/DejaVuSerif-Bold.ttf",
    "C:/Windows/Fonts/georgiab.ttf",
    "/System/Library/Fonts/Supplemental/Georgia Bold.ttf",
]


def _first_existing(paths: list[str]) -> str | None:
    for path in paths:
        if os.path.exists(path):
            return path
    return None


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False, serif: bool = False) -> pygame.font.Font:
    """A font of `size` pixels at 100% (grown by the player's text scale: see `scaled`); `serif` is for titles
    and banners."""
    if not pygame.font.get_init():
        pygame.font.init()
    size = scaled(max(8, int(size)))
    path = _first_existing(_SERIF_BOLD if serif else _SANS_BOLD if bold else _SANS)
    try:
        return pygame.font.Font(path, size)
    except (OSError, pygame.error):
        f = pygame.font.Font(None, int(size * 1.3))
        f.bold = bold or serif
        return f


_TEXT_CACHE: dict[tuple, pygame.Surface] = {}


def text(s: str, size: int, colour=None, bold: bool = False, serif: bool = False) -> pygame.Surface:
    """Rendered text, cached: the same label is drawn every frame and rendering it is not free."""
    colour = INK if colour is None else colour
    key = (s, int(size), tuple(colour), bold, serif)
    surf = _TEXT_CACHE.get(key)
    if surf is None:
        if len(_TEXT_CACHE) > 2000:
            _TEXT_CACHE.clear()
        surf = font(size, bold, serif).render(s, True, colour)
        _TEXT_CACHE[key] = surf
    return surf


_FIT_CACHE: dict[tuple, pygame.Surface] = {}


def fits_whole(s: str, size: int, max_width: int, bold: bool = False, serif: bool = False,
               min_scale: float = 0.78) -> bool:
    """Whether `fit_text` shows `s` whole, shrunk at most to `min_scale`, without an ellipsis."""
    return len(s) <= 2 or font(_smallest(size, min_scale), bold, serif).size(s)[0] <= max_width


def whole_width(s: str, size: int, bold: bool = False, serif: bool = False, min_scale: float = 0.78) -> int:
    """The narrowest width `fit_text` shows `s` whole in (shrunk to its smallest)."""
    return font(_smallest(size, min_scale), bold, serif).size(s)[0]


def _smallest(size: int, min_scale: float) -> int:
    """The smallest size fit_text shrinks `size` to before it cuts."""
    return max(10, round(size * min_scale))


def fit_text(s: str, size: int, max_width: int, colour=None, bold: bool = False, serif: bool = False,
             min_scale: float = 0.78) -> pygame.Surface:
    """`text`, shrunk a little (never below `min_scale` of `size`), then ellipsised, to fit `max_width`.

    Widths are measured, not rendered, and the cut is found by binary search: a 5,000-character name costs
    a dozen measurements, not thousands of renders. The result is cached (the same label every frame)."""
    colour = INK if colour is None else colour
    key = (s, int(size), max_width, tuple(colour), bold, serif, min_scale)
    hit = _FIT_CACHE.get(key)
    if hit is not None:
        return hit
    floor = _smallest(size, min_scale)
    while True:
        f = font(size, bold, serif)
        if f.size(s)[0] <= max_width or (size <= floor and len(s) <= 2):
            fitted = s
            break
        if size <= floor:
            # The longest cut s[:k] + "…" (k from 1 to len(s) - 2) that fits; s[:1] + "…" at the least.
            low, high = 1, len(s) - 2
            while low < high:
                cut = (low + high + 1) // 2
                if f.size(s[:cut] + "…")[0] <= max_width:
                    low = cut
                else:
                    high = cut - 1
            fitted = s[:low] + "…"
            break
        size -= 1
    if len(_FIT_CACHE) > 2000:
        _FIT_CACHE.clear()
    surf = _FIT_CACHE[key] = text(fitted, size, colour, bold, serif)
    return surf


def fit_or_wrap(s: str, size: int, max_width: int, colour=None, bold: bool = False, serif: bool = False,
                min_scale: float = 0.78) -> list[pygame.Surface]:
    """`s` in one line (`fit_text`) when it fits whole there, else wrapped into lines of `size` (larger text
    takes more lines rather than being cut)."""
    if fits_whole(s, size, max_width, bold, serif, min_scale):
        return [fit_text(s, size, max_width, colour, bold, serif, min_scale)]
    return [text(line, size, colour, bold, serif) for line in wrap(s, size, max_width, bold, serif)]


def wrap(s: str, size: int, max_width: int, bold: bool = False, serif: bool = False) -> list[str]:
    """Break `s` into lines no wider than `max_width` at this size (a word longer than that keeps a line)."""
    f = font(size, bold, serif)
    lines: list[str] = []
    for para in s.split("\n"):
        words = para.split()
        line = ""
        for word in words:
            trial = f"{line} {word}".strip()
            if f.size(trial)[0] <= max_width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


# -- painted backgrounds --------------------------------------------------------------------------------
def _vertical_gradient(size: tuple[int, int], top, bottom) -> pygame.Surface:
    w, h = size
    strip = pygame.Surface((1, max(2, h)))
    for y in range(max(2, h)):
        t = y / max(1, h - 1)
        strip.set_at((0, y), [round(a + (b - a) * t) for a, b in zip(top, bottom, strict=True)])
    return pygame.transform.scale(strip, (max(1, w), max(1, h)))


def _radial(size: tuple[int, int], inner, outer) -> pygame.Surface:
    """A radial gradient (light centre, dark rim) drawn small and smoothly scaled up: cheap and soft."""
    w, h = size
    small = pygame.Surface((64, 40))
    cx, cy = 31.5, 19.5
    for y in range(40):
        for x in range(64):
            d = min(1.0, (((x - cx) / 34) ** 2 + ((y - cy) / 24) ** 2) ** 0.5)
            t = d ** 1.8
            small.set_at((x, y), [round(a + (b - a) * t) for a, b in zip(inner, outer, strict=True)])
    return pygame.transform.smoothscale(small, (max(1, w), max(1, h)))


@lru_cache(maxsize=8)
def felt(size: tuple[int, int]) -> pygame.Surface:
    """The table: green felt, lit from the centre, with a fine woven grain."""
    surf = _radial(size, FELT_LIGHT, FELT_DARK).convert()
    grain = pygame.Surface((4, 4), pygame.SRCALPHA)
    grain.fill((0, 0, 0, 0))
    grain.set_at((0, 0), (255, 255, 255, 7))
    grain.set_at((2, 2), (0, 0, 0, 12))
    tile = pygame.Surface((128, 128), pygame.SRCALPHA)
    for y in range(0, 128, 4):
        for x in range(0, 128, 4):
            tile.blit(grain, (x, y))
    for y in range(0, size[1], 128):
        for x in range(0, size[0], 128):
            surf.blit(tile, (x, y))
    return surf


@lru_cache(maxsize=8)
def wood(size: tuple[int, int]) -> pygame.Surface:
    """A dark walnut backdrop for menus and the table's rim."""
    surf = _vertical_gradient(size, WOOD, WOOD_DARK).convert()
    w, h = size
    streak = pygame.Surface((w, 1), pygame.SRCALPHA)
    for i, y in enumerate(range(3, h, 7)):
        streak.fill((255, 220, 180, 5 + (i * 7) % 9))
        surf.blit(streak, (0, y))
    return surf


def panel(surface: pygame.Surface, rect: pygame.Rect, active: bool = False, radius: int = 10,
          fill=None) -> None:
    """A translucent rounded panel; an active one gets a gold rim."""
    layer = _panel_surface(rect.size, radius, tuple(PANEL if fill is None else fill), active)
    surface.blit(layer, rect.topleft)


@lru_cache(maxsize=256)
def _panel_surface(size: tuple[int, int], radius: int, fill: tuple, active: bool) -> pygame.Surface:
    w, h = size
    s = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    r = s.get_rect()
    pygame.draw.rect(s, fill, r, border_radius=radius)
    edge = 2 if HIGH_CONTRAST else 1  # a control's boundary reads at 3:1 in high contrast: wide enough to see
    if active:
        pygame.draw.rect(s, PANEL_ACTIVE, r, width=2, border_radius=radius)
    else:
        pygame.draw.rect(s, PANEL_EDGE, r, width=edge, border_radius=radius)
    return s


@lru_cache(maxsize=64)
def shadow(size: tuple[int, int], radius: int) -> pygame.Surface:
    """A soft drop shadow for a card of `size`."""
    w, h = size
    pad = max(2, radius)
    s = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    for i in range(pad, 0, -1):
        alpha = int(70 * (1 - i / (pad + 1)) ** 2)
        pygame.draw.rect(s, (0, 0, 0, alpha), s.get_rect().inflate(-2 * (pad - i), -2 * (pad - i)),
                         border_radius=radius + i)
    return s


def ring(surface: pygame.Surface, rect: pygame.Rect, colour, width: int = 3, radius: int = 8) -> None:
    pygame.draw.rect(surface, colour, rect, width=width, border_radius=radius)


FOCUS_OUTSIDE = 2  # pixels the focus ring reaches outside its control (rows stand at least 4 apart)


def focus_band() -> int:
    """How wide the focus ring's bright band is: 3 px (WCAG 2.4.13 asks for 2), 4 in high contrast."""
    return 4 if HIGH_CONTRAST else 3


def focus_ring(surface: pygame.Surface, rect: pygame.Rect, radius: int = 8) -> pygame.Rect:
    """The keyboard focus on `rect`: a bright band between two dark rims, straddling the control's edge.

    Two colours, one light and one dark (WCAG technique C40), so the ring reads at 3:1 or more on any
    background: on the dark felt the band stands out, on a gold button or a card face the rims do.
    Returns the ring's outer rect."""
    band = focus_band()
    outer = pygame.Rect(rect).inflate(2 * FOCUS_OUTSIDE, 2 * FOCUS_OUTSIDE)
    radius = max(0, radius + FOCUS_OUTSIDE)
    pygame.draw.rect(surface, FOCUS_HALO, outer, width=band + 2, border_radius=radius)
    pygame.draw.rect(surface, FOCUS, outer.inflate(-2, -2), width=band, border_radius=max(0, radius - 1))
    return outer


def badge(surface: pygame.Surface, center, radius: int, colour, label: str) -> pygame.Rect:
    """A numbered disc: the option number shown on every card an option takes."""
    pygame.draw.circle(surface, (0, 0, 0), (center[0] + 1, center[1] + 2), radius)
    pygame.draw.circle(surface, colour, center, radius)
    pygame.draw.circle(surface, (20, 20, 20), center, radius, width=max(1, radius // 8))
    surf = text(label, int(unscaled(radius) * 1.3), (20, 20, 20), bold=True)  # a disc `grown` holds grown text
    surface.blit(surf, surf.get_rect(center=center))
    return pygame.Rect(center[0] - radius, center[1] - radius, 2 * radius, 2 * radius)


def pill(surface: pygame.Surface, midleft, label: str, size: int, colour=None, ink=None) -> pygame.Rect:
    """A gold pill with a short label ("+1"): points just won."""
    colour, ink = GOLD if colour is None else colour, PILL_INK if ink is None else ink
    surf = text(label, size, ink, bold=True)
    rect = surf.get_rect()
    rect.inflate_ip(size, size // 3)
    rect.midleft = midleft
    pygame.draw.rect(surface, (0, 0, 0), rect.move(0, 2), border_radius=rect.h // 2)
    pygame.draw.rect(surface, colour, rect, border_radius=rect.h // 2)
    surface.blit(surf, surf.get_rect(center=rect.center))
    return rect

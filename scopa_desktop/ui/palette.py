"""The game's two looks, as named colours (roles): the standard one, and a high-contrast one for low vision.

`theme.apply_look` copies one of them onto theme's module names (theme.INK, theme.GOLD...), which the
scenes read as they draw, so switching the look needs no change in any scene. The high-contrast look is
checked against WCAG 2.2 by tests/test_ui_low_vision_contrast.py with the formulas below (relative
luminance and contrast ratio, https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio): 4.5:1 for text,
3:1 for controls, focus indicators and meaningful graphics. The ratios it measured are in
docs/ACCESSIBILITY.md.
"""

from __future__ import annotations

from collections.abc import Sequence

Colour = tuple[int, ...]  # (r, g, b) or (r, g, b, alpha)

STANDARD: dict[str, Colour] = {
    "FELT": (28, 92, 58), "FELT_LIGHT": (40, 118, 74), "FELT_DARK": (12, 48, 30),
    "WOOD": (58, 36, 22), "WOOD_DARK": (30, 18, 11),
    "INK": (246, 240, 226),  # main text on dark
    "INK_DIM": (196, 205, 192), "INK_FAINT": (140, 160, 146),
    "GOLD": (232, 193, 92), "GOLD_DARK": (150, 112, 40),
    "PANEL": (10, 26, 18, 178), "PANEL_EDGE": (255, 255, 255, 34), "PANEL_ACTIVE": (232, 193, 92),
    "BUTTON": (24, 60, 40), "BUTTON_HOVER": (36, 84, 56), "BUTTON_FOCUS": (232, 193, 92),
    "BUTTON_EDGE": (255, 255, 255, 40),
    "PRIMARY_HOVER": (246, 208, 110), "PRIMARY_INK": (40, 26, 8),  # a gold button's hover and its words
    "PILL_INK": (34, 24, 6),  # words on a gold pill or chip
    "RED": (214, 74, 62), "SHADOW": (0, 0, 0, 90),
    "SHEET": (14, 30, 22, 238), "SHEET_EDGE": (150, 112, 40),  # dialogs and forms
    "FIELD": (8, 22, 15, 160),  # a choice row's or a text field's box
    "LIST": (0, 0, 0, 50),  # the well a list or a chart lies in
    "LIST_PICKED": (60, 80, 40, 170),  # the chosen row of a list
    "TIP": (16, 26, 20, 240), "TOAST": (10, 20, 14, 230), "NOTICE": (70, 30, 20, 235),
    "PLATE": (12, 20, 14, 215),  # the scopa banner's plate, the option chips
    "SAID": (226, 214, 180),  # how an Italian word is said
    "GOOD": (150, 220, 120), "BAD": (240, 130, 110), "WARN": (255, 180, 120),
    "RULE": (255, 255, 255, 30),  # faint lines: a chart's grid, a scroll track
    "FOCUS": (255, 210, 72), "FOCUS_HALO": (0, 0, 0),  # the keyboard focus ring and its dark rim
    "TEXT_SHADOW": (0, 0, 0),
}

# Dark, nearly flat backgrounds, white and yellow type, opaque panels (nothing shows through to lower the
# contrast), and a white edge on every control so its boundary reads at 3:1 or more.
HIGH_CONTRAST: dict[str, Colour] = {
    "FELT": (0, 40, 22), "FELT_LIGHT": (0, 46, 26), "FELT_DARK": (0, 30, 16),
    "WOOD": (0, 0, 0), "WOOD_DARK": (0, 0, 0),
    "INK": (255, 255, 255), "INK_DIM": (235, 235, 235), "INK_FAINT": (200, 200, 200),
    "GOLD": (255, 221, 0), "GOLD_DARK": (255, 221, 0),
    "PANEL": (0, 0, 0, 255), "PANEL_EDGE": (255, 255, 255, 255), "PANEL_ACTIVE": (255, 221, 0),
    "BUTTON": (0, 0, 0), "BUTTON_HOVER": (0, 56, 112), "BUTTON_FOCUS": (255, 221, 0),
    "BUTTON_EDGE": (255, 255, 255, 255),
    "PRIMARY_HOVER": (255, 240, 130), "PRIMARY_INK": (0, 0, 0),
    "PILL_INK": (0, 0, 0),
    "RED": (255, 120, 110), "SHADOW": (0, 0, 0, 0),
    "SHEET": (0, 0, 0, 255), "SHEET_EDGE": (255, 255, 255),
    "FIELD": (0, 0, 0, 255),
    "LIST": (0, 0, 0, 255),
    "LIST_PICKED": (0, 56, 112, 255),
    "TIP": (0, 0, 0, 255), "TOAST": (0, 0, 0, 255), "NOTICE": (90, 0, 0, 255),
    "PLATE": (0, 0, 0, 255),
    "SAID": (255, 236, 170),
    "GOOD": (140, 255, 140), "BAD": (255, 160, 150), "WARN": (255, 200, 140),
    "RULE": (120, 120, 120, 255),
    "FOCUS": (255, 221, 0), "FOCUS_HALO": (0, 0, 0),
    "TEXT_SHADOW": (0, 0, 0),
}

# How dark a card that cannot be played (or taken) is made: half in the standard look; lighter in high
# contrast, so its index still reads (tests/test_ui_low_vision_contrast.py measures it).
DIM_ALPHA = {False: 0.5, True: 0.3}


def look(high_contrast: bool) -> dict[str, Colour]:
    """The named colours of one look."""
    return HIGH_CONTRAST if high_contrast else STANDARD


def _channel(value: int) -> float:
    c = value / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def relative_luminance(colour: Sequence[int]) -> float:
    """WCAG 2.2's relative luminance of an sRGB colour (its alpha, if any, ignored)."""
    r, g, b = (_channel(v) for v in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a: Sequence[int], b: Sequence[int]) -> float:
    """WCAG 2.2's contrast ratio of two opaque colours, from 1 (the same) to 21 (black and white)."""
    la, lb = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def over(colour: Sequence[int], background: Sequence[int]) -> tuple[int, int, int]:
    """`colour` (alpha 0-255, opaque when it has none) laid over an opaque `background`: what shows."""
    alpha = colour[3] / 255 if len(colour) > 3 else 1.0
    return tuple(round(c * alpha + b * (1 - alpha)) for c, b in zip(colour[:3], background[:3], strict=True))


def darkened(colour: Sequence[int], background: Sequence[int], ratio: float) -> tuple[int, int, int]:
    """`colour` darkened (its hue kept) just enough to reach `ratio` against a light `background`."""
    r, g, b = colour[:3]
    for step in range(101):
        k = 1 - step / 100
        dark = (round(r * k), round(g * k), round(b * k))
        if contrast_ratio(dark, background) >= ratio:
            return dark
    return (0, 0, 0)

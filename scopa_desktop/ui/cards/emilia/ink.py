"""The Emilian printers' colours: a few flat, saturated inks (red, blue, yellow, green, black, flesh) and a
darker tone of each for folds, laid inside a black key line."""

from __future__ import annotations

INK = "#17110d"  # the key line
RED, RED_DK = "#d8282b", "#9a1519"
VERMILION = "#e8502a"
BLUE, BLUE_DK, BLUE_LT = "#2d5fb4", "#1b3c7a", "#6f9ad8"
YELLOW, GOLD, GOLD_DK = "#f7cc2a", "#e3a51c", "#a8700c"
GREEN, GREEN_DK, GREEN_LT = "#1f7a3c", "#124d25", "#4fa356"
BROWN, BROWN_DK = "#8a4a1e", "#55280c"
FLESH, FLESH_DK = "#f6cfa8", "#d99a72"
WHITE, PAPER = "#fffdf6", "#fbf7ec"
GREY, GREY_DK = "#9b948a", "#5e5850"
PURPLE = "#6b3a8c"
HAIR = {"ash": "#7a6a5a", "dark": "#3a2616", "brown": "#6b3a16", "fair": "#c99a4a", "grey": "#a39a90",
        "black": "#1c1612"}


def darker(colour: str, k: float = 0.72) -> str:
    """A darker tone of a #rrggbb colour (folds, the shaded side of a shape)."""
    if not colour.startswith("#") or len(colour) != 7:
        return INK
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return f"#{int(r * k):02x}{int(g * k):02x}{int(b * k):02x}"


def lighter(colour: str, k: float = 0.45) -> str:
    """A lighter tone of a #rrggbb colour, mixed towards white (a lit edge)."""
    if not colour.startswith("#") or len(colour) != 7:
        return WHITE
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return "#" + "".join(f"{int(c + (255 - c) * k):02x}" for c in (r, g, b))

KEY = 4.4  # the key line round a figure's main shapes (sleeves, bodies, gowns, horses), as bold as print's

#!/usr/bin/env python3
"""Print the WCAG 2.2 contrast ratios of both looks (ui/palette.py), as docs/ACCESSIBILITY.md reports them:
for each kind of pair the tests check (tests/test_ui_low_vision_contrast.py), the lowest ratio and its pair
(a translucent colour counted as it shows over the felt's lightest).

    python3 scripts/check/contrast.py
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from scopa_desktop.ui import palette, theme  # noqa: E402
from scopa_desktop.ui.cards import DECK_STYLES, compose  # noqa: E402
from scopa_desktop.ui.cards import art as card_art  # noqa: E402
from scopa_desktop.ui.palette import contrast_ratio, darkened, over  # noqa: E402
from scopa_desktop.ui.seats import SIDE_COLOURS  # noqa: E402

BACKGROUNDS = ("SHEET", "PANEL", "FIELD", "LIST", "LIST_PICKED", "TIP", "TOAST", "PLATE", "NOTICE", "BUTTON",
               "BUTTON_HOVER", "FELT_LIGHT", "FELT_DARK", "WOOD")
TEXTS = ("INK", "INK_DIM", "INK_FAINT", "GOLD", "SAID", "GOOD", "BAD", "WARN", "RED")


def shown(look: dict, name: str) -> tuple[int, int, int]:
    """A background as it shows: a translucent one over the felt's lightest (the lower contrast for light
    text is over the lighter felt)."""
    return over(look[name], look["FELT_LIGHT"]) if len(look[name]) > 3 else tuple(look[name])


def lowest(pairs) -> str:
    ratio, fg, bg = min((contrast_ratio(a, b), na, nb) for na, a, nb, b in pairs)
    return f"{ratio:.2f}:1 ({fg} on {bg})"


def report(look: dict, title: str) -> None:
    print(title)
    texts = [(t, look[t], b, shown(look, b)) for t in TEXTS for b in BACKGROUNDS]
    print("  text on every background:", lowest(texts))
    print("  words on gold buttons:", lowest([("PRIMARY_INK", look["PRIMARY_INK"], "GOLD", look["GOLD"]),
                                              ("PRIMARY_INK", look["PRIMARY_INK"], "PRIMARY_HOVER",
                                               look["PRIMARY_HOVER"])]))
    edges = [(e, over(look[e], shown(look, b)), b, shown(look, b)) for e in ("BUTTON_EDGE", "PANEL_EDGE")
             for b in ("SHEET", "FELT_LIGHT", "FELT_DARK", "WOOD")]
    print("  controls' edges:", lowest(edges))
    options = [(str(c), c, b, shown(look, b)) for c in [*theme.OPTION_COLOURS, *theme.SAFE_OPTION_COLOURS]
               for b in ("FELT_LIGHT", "FELT_DARK", "PLATE")]
    print("  capture options' colours:", lowest(options))
    sides = [(str(c), c, b, shown(look, b)) for c in SIDE_COLOURS for b in ("SHEET", "PANEL", "LIST")]
    print("  sides' colours:", lowest(sides))
    band, rim = look["FOCUS"], look["FOCUS_HALO"]
    under = ["FELT_LIGHT", "FELT_DARK", "WOOD", "BUTTON", "GOLD", "SHEET", "FIELD"]
    ring = min((max(contrast_ratio(band, shown(look, u)), contrast_ratio(rim, shown(look, u))), u) for u in under)
    print(f"  focus ring: band on its rims {contrast_ratio(band, rim):.2f}:1; ring on what it lies on, at the "
          f"least {ring[0]:.2f}:1 (on {ring[1]})")


def indices() -> None:
    plaque = card_art.PLAQUE
    veil = (16, 20, 24, round(palette.DIM_ALPHA[True] * 255))
    worst = []
    for style in DECK_STYLES:
        inks = card_art._FRENCH_INK.values() if style == "french" else compose.module(style).INK.values()
        for ink in inks:
            lettered = darkened(ink, plaque, card_art.LARGE_INDEX_CONTRAST)
            worst.append((contrast_ratio(lettered, plaque), contrast_ratio(over(veil, lettered), over(veil, plaque)),
                          contrast_ratio(ink, plaque), style, tuple(ink)))
    plain = min(worst, key=lambda w: w[2])
    print(f"large indices on their plaque: at the least {min(w[0] for w in worst):.2f}:1, dimmed (high contrast) "
          f"{min(w[1] for w in worst):.2f}:1; the decks' own inks from {plain[2]:.2f}:1 ({plain[3]} {plain[4]})")


report(palette.HIGH_CONTRAST, "high contrast")
report(palette.STANDARD, "standard look (not held to these ratios, but for its focus ring: for comparison)")
indices()

"""The teaching marks: the settebello is special in every deck (ornaments.settebello draws it into the 7 of
coins); the re bello and the matta are marked only when the rules in play give them their part, with an
inner frame and a ribbon in their own colour laid over the face, whatever the deck."""

from __future__ import annotations

from typing import Any

from scopa_desktop.engine import MATTA, RE_BELLO

from .layout import CORNER, RIBBON_X0, RIBBON_X1
from .ornaments import banner
from .svg import H, Svg, W

MARKS = ("re_bello", "matta")
# mark -> (ribbon fill, its edge, frame colour, the word, its y)
_LOOK = {
    "re_bello": ("#2b5a9e", "#0e2240", "#3c6fb8", "RE BELLO", 880),
    "matta": ("#2f7a46", "#123b20", "#3f9a5a", "MATTA", 860),
}


def mark_for(card: Any, rules: Any) -> str:
    """The teaching mark `card` carries under `rules` (an engine Rules, or None): "re_bello" for the king
    of coins when the re bello scores, "matta" for the 7 of cups in Cirulla, else ""."""
    if rules is None or card is None:
        return ""
    if card == RE_BELLO and getattr(rules, "re_bello", False) and getattr(rules, "deck_size", 40) == 40:
        return "re_bello"
    if card == MATTA and getattr(rules, "matta", False):
        return "matta"
    return ""


def marks_of(rules: Any) -> dict[Any, str]:
    """The cards `rules` mark, with their marks (at most the re bello and the matta)."""
    return {card: mark for card in (RE_BELLO, MATTA) if (mark := mark_for(card, rules))}


def overlay(mark: str) -> Svg:
    """The mark's frame and ribbon over a whole card (transparent elsewhere), its word as a label."""
    if mark not in _LOOK:
        raise ValueError(f"unknown teaching mark {mark!r} (one of {', '.join(MARKS)})")
    fill, edge, frame, word, y = _LOOK[mark]
    svg = Svg()
    svg.rect(14, 14, W - 28, H - 28, CORNER - 10, None, edge, 16, 0.9)
    svg.rect(14, 14, W - 28, H - 28, CORNER - 10, None, frame, 9)
    banner(svg, RIBBON_X0, RIBBON_X1, y, fill, edge, "#f2c94c", sag=12)
    svg.label(word, 300, y - 6, RIBBON_X1 - RIBBON_X0 - 50, 36, "#fff6d8", edge)
    return svg

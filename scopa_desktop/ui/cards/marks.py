"""The teaching marks: the settebello is special in every deck (ornaments.settebello draws it into the 7 of
coins); the re bello and the matta are marked only when the rules in play give them their part, with an
inner frame in their own colour and their word, whatever the deck.

The word goes where it covers nothing that matters, card by card: on a tab hung on the frame's bottom edge
when the paper there is clear (most cards: under the pips, below a figure's feet), else on a ribbon across
the clearest band of the face (between two rows of pips), never over a corner index."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from scopa_desktop.engine import MATTA, RE_BELLO

from .layout import CORNER
from .ornaments import banner
from .svg import H, Svg, W

MARKS = ("re_bello", "matta")
# mark -> (ribbon fill, its edge, frame colour, the word)
LOOK = {
    "re_bello": ("#2b5a9e", "#0e2240", "#3c6fb8", "RE BELLO"),
    "matta": ("#2f7a46", "#123b20", "#3f9a5a", "MATTA"),
}
TAB_TOP, TAB_BOTTOM = 940, 994  # the tab on the frame's bottom edge, in card units
_TAB_X = 150  # its left end at most (centred, so its right end at W - 150)
_RIBBON_X = 118  # a ribbon's left end at most (its swallow tails reach 34 units further out)
_TAILS, _SAG = 34, 12
_CLEAR = 12  # units kept between the word's tab or ribbon and a corner index
TAB_GOOD_ENOUGH = 0.03  # a tab covering no more drawing than this is taken without looking further


class Place(NamedTuple):
    """Where a mark's word goes: `kind` "tab" (on the frame's bottom edge) or "ribbon" (centred on `y`), from
    `x0` to `x1` (card units)."""

    kind: str
    y: float
    x0: float
    x1: float


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


def footprint(place: Place) -> tuple[float, float, float, float]:
    """The card area (x0, y0, x1, y1, units) a place covers, its tails included."""
    if place.kind == "tab":
        return place.x0, TAB_TOP, place.x1, TAB_BOTTOM
    return place.x0 - _TAILS, place.y - 34 - _SAG, place.x1 + _TAILS, place.y + 36


def places(index: tuple[float, float] | None) -> list[Place]:
    """Every place a mark's word may go, the tab first, kept clear of the corner indices (`index`: the top-left
    index's right and bottom edges in card units, or None without indices)."""
    right, bottom = index or (0.0, 0.0)
    tab_x = max(_TAB_X, right + _CLEAR)  # the bottom-right index reaches down to the tab's height
    out = [Place("tab", (TAB_TOP + TAB_BOTTOM) / 2, tab_x, W - tab_x)] if tab_x < W / 2 - 80 else []
    for y in range(560, 900, 10):
        x0 = _RIBBON_X
        top, foot = y - 34 - _SAG, y + 36
        if index and (foot > H - bottom or top < bottom):  # beside a corner index: shorten the ribbon
            x0 = max(x0, right + _CLEAR + _TAILS)
        if W - 2 * x0 >= 220:
            out.append(Place("ribbon", y, x0, W - x0))
    # a card so small that its indices fill the corners: the word is left out there anyway (too small to
    # letter), its tab still marks the card, under the indices
    return out or [Place("tab", (TAB_TOP + TAB_BOTTOM) / 2, _TAB_X, W - _TAB_X)]


def choose(candidates: list[Place], cover: Callable[[Place], float]) -> Place:
    """The place whose footprint covers least drawing (`cover`: the share of it that is drawn); the tab when
    it is nearly clear, as the tidiest."""
    if candidates[0].kind == "tab" and cover(candidates[0]) <= TAB_GOOD_ENOUGH:
        return candidates[0]
    return min(candidates, key=lambda p: (round(cover(p), 2), p.kind != "tab", abs(p.y - 860)))


def overlay(mark: str, place: Place | None = None) -> Svg:
    """The mark's frame and its word on a tab or a ribbon at `place` (by default a tab on the bottom edge),
    over a whole card (transparent elsewhere), its word as a label."""
    if mark not in LOOK:
        raise ValueError(f"unknown teaching mark {mark!r} (one of {', '.join(MARKS)})")
    fill, edge, frame, word = LOOK[mark]
    place = place or places(None)[0]
    svg = Svg()
    svg.rect(14, 14, W - 28, H - 28, CORNER - 10, None, edge, 16, 0.9)
    svg.rect(14, 14, W - 28, H - 28, CORNER - 10, None, frame, 9)
    width = place.x1 - place.x0
    if place.kind == "tab":
        svg.rect(place.x0, TAB_TOP, width, TAB_BOTTOM - TAB_TOP, 16, fill, edge, 4)
        svg.rect(place.x0 + 9, TAB_TOP + 8, width - 18, TAB_BOTTOM - TAB_TOP - 16, 10, None, "#f2c94c", 2.4)
        svg.label(word, W / 2, (TAB_TOP + TAB_BOTTOM) / 2, width - 40, 30, "#fff6d8", edge)
    else:
        banner(svg, place.x0, place.x1, place.y, fill, edge, "#f2c94c", sag=_SAG)
        svg.label(word, W / 2, place.y - 6, width - 50, 36, "#fff6d8", edge)
    return svg

"""What the Italian patterns share: the make-up of a card (court, ace, settebello or pips), the round marks'
pip cards, laurel wreaths, ribbon bows and banners, the settebello's gold frame and ribbon."""

from __future__ import annotations

import math
from collections.abc import Callable

from .layout import BOXED, CORNER, RIBBON_X0, RIBBON_X1, RIBBON_Y, SETTEBELLO_SPOTS
from .svg import H, Point, Svg, W, f


def wreath(svg: Svg, cx: float, cy: float, r: float, open_top: bool = False) -> None:
    """Two laurel branches meeting at the bottom."""
    for s in (-1, 1):
        start, stop = (100, 340) if not open_top else (110, 300)
        angs = range(start, stop, 18)
        for i, deg in enumerate(angs):
            a = math.radians(deg if s > 0 else 180 - deg)
            x, y = cx + r * math.cos(a), cy + r * math.sin(a)
            rot = math.degrees(a) + 90 + (25 if s > 0 else -25)
            svg.ellipse(x, y, 12, 28 - i * 0.6, "g:leaf", "#1d4a20", 1.2, rot=rot)


def bow_knot(svg: Svg, cx: float, cy: float) -> None:
    """A red ribbon tied in a bow where the laurel branches meet."""
    for s in (-1, 1):
        svg.path(
            f"M{cx} {cy} C{cx + s * 40} {cy - 50} {cx + s * 90} {cy - 30} {cx + s * 70} {cy + 4} "
            f"C{cx + s * 56} {cy + 26} {cx + s * 24} {cy + 10} {cx} {cy} Z",
            "g:ribbon",
            "#4e0a10",
            2.4,
        )
        svg.path(
            f"M{cx} {cy} C{cx + s * 20} {cy + 40} {cx + s * 40} {cy + 70} {cx + s * 70} {cy + 110} "
            f"L{cx + s * 50} {cy + 104} L{cx + s * 46} {cy + 124} C{cx + s * 22} {cy + 80} {cx + s * 8} {cy + 40} "
            f"{cx} {cy} Z",
            "g:ribbon",
            "#4e0a10",
            2.4,
        )
    svg.ellipse(cx, cy, 16, 13, "#b3262e", "#4e0a10", 2.4)


def banner(svg: Svg, x0: float, x1: float, y: float, fill: str = "g:ribbon", edge: str = "#4e0a10",
           trim: str | None = "#f2c94c", sag: float = 18) -> None:
    """A ribbon banner from x0 to x1 centred on y, sagging a little, with swallow-tail ends behind."""
    for s, xe in ((-1, x0), (1, x1)):
        svg.path(
            f"M{f(xe - s * 10)} {f(y - 20)} L{f(xe + s * 34)} {f(y - 14)} L{f(xe + s * 18)} {f(y + 10)} "
            f"L{f(xe + s * 34)} {f(y + 36)} L{f(xe - s * 10)} {f(y + 32)} Z",
            edge,
            edge,
            2,
            0.9,
        )
    svg.path(
        f"M{f(x0)} {f(y - 34)} Q300 {f(y - 34 - sag)} {f(x1)} {f(y - 34)} L{f(x1)} {f(y + 28)} "
        f"Q300 {f(y + 28 - sag)} {f(x0)} {f(y + 28)} Z",
        fill,
        edge,
        2.6,
    )
    if trim:
        svg.path(f"M{f(x0 + 8)} {f(y - 26)} Q300 {f(y - 26 - sag)} {f(x1 - 8)} {f(y - 26)}", None, trim, 2.4)
        svg.path(f"M{f(x0 + 8)} {f(y + 20)} Q300 {f(y + 20 - sag)} {f(x1 - 8)} {f(y + 20)}", None, trim, 2.4)


def settebello(svg: Svg, coin: str, spots: list[Point], size: float = 140) -> None:
    """The 7 of coins in any Italian deck: its own coins (`coin` sprite at `spots`) in a gold frame, a warm
    glow and the SETTEBELLO ribbon, so the card is special beyond its pips in every pattern."""
    svg.rect(20, 20, W - 40, H - 40, CORNER - 12, None, "g:goldbar", 12)
    svg.rect(38, 38, W - 76, H - 76, CORNER - 18, None, "#b3262e", 3)
    svg.ellipse(300, 410, 230, 330, "g:glow", None, 0, 0.75)
    for x, y in spots:
        svg.sprite(coin, x, y, size)
    banner(svg, RIBBON_X0, RIBBON_X1, RIBBON_Y)
    svg.label("SETTEBELLO", 300, RIBBON_Y - 8, RIBBON_X1 - RIBBON_X0 - 40, 34, "#ffe896", "#46080c")


def whole_card(rank: int, suit: str, court: Callable[[Svg, int, str], None], ace: Callable[[Svg, str], None],
               pips: Callable[[Svg, str, int], None],
               settebello_coins: tuple[float, list[Point]] | None = None) -> Svg:
    """A face of an Italian deck, from the pattern's own court, ace and pip drawings: the 8-10 are courts,
    the 7 of coins the settebello (the renderer gives the corner index a paper plaque wherever drawing lies
    under it, corners.py), its coins where `settebello_coins` (size, centres) puts them if the pattern lays
    them out its own way."""
    svg = Svg()
    if rank >= 8:
        court(svg, rank, suit)
    elif rank == 1:
        ace(svg, suit)
    elif rank == 7 and suit == "d" and settebello_coins:
        settebello(svg, "coin", settebello_coins[1], settebello_coins[0])
    elif rank == 7 and suit == "d":
        settebello(svg, "coin", SETTEBELLO_SPOTS)
    else:
        pips(svg, suit, rank)
    return svg


def round_pips(svg: Svg, suit: str, rank: int, coin: Callable[[int], str] = lambda i: "coin",
               cup_scale: float = 1.05) -> None:
    """The coins' or cups' pip card: the pattern's "coin" (or `coin(i)` for the i-th) or "cup" sprites."""
    size, spots = BOXED[rank]
    for i, (x, y) in enumerate(spots):
        svg.sprite(coin(i) if suit == "d" else "cup", x, y, size * (1 if suit == "d" else cup_scale))

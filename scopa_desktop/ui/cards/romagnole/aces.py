"""The Romagnole's four aces, our own drawing of what the pattern shows:

- coins: almost a blank card, as today's Romagnole print it: only a ring of ornament (a wreath of red and gold
  between black rules, four fleurons) round an empty middle, where the tax stamp once replaced the sign;
- cups: a covered cup on a six-sided foot, as the Piacentine have it, in the Romagnole's colours;
- swords: a putto holding up a straight broad sword, a red ribbon passing in front of him;
- batons: a rough club, branches sprouting from its trunk with leaves, as the Catalan cards draw it.
"""

from __future__ import annotations

import math

from ..emilia.ink import (
    BLUE,
    BLUE_DK,
    GOLD,
    GREEN,
    GREEN_DK,
    GREEN_LT,
    INK,
    RED,
    RED_DK,
    WHITE,
    YELLOW,
)
from ..svg import Svg, f, place
from . import signs
from .putto import baby


def ace(svg: Svg, suit: str) -> None:
    {"d": fregio, "c": covered_cup, "s": putto_sword, "b": sprouting_club}[suit](svg)


WREATH = "#2d5e36"


def fregio(svg: Svg) -> None:
    """The ring of ornament round the blank of the ace of coins."""
    cx, cy = 300, 500
    svg.circle(cx, cy, 214, None, INK, 5)
    svg.circle(cx, cy, 202, None, GOLD, 16)
    svg.circle(cx, cy, 200, None, INK, 2, extra=' stroke-dasharray="0.6 15"')
    leaves = []
    for k in range(36):
        a = k * math.pi * 2 / 36
        x, y = cx + 176 * math.cos(a), cy + 176 * math.sin(a)
        t = a + math.pi / 2
        for s in (-1, 1):
            ex, ey = x + 30 * math.cos(t + s * 0.7), y + 30 * math.sin(t + s * 0.7)
            leaves.append(f"M{f(x)} {f(y)} Q{f((x + ex) / 2 + 7 * math.cos(t))} {f((y + ey) / 2 + 7 * math.sin(t))} "
                          f"{f(ex)} {f(ey)} Q{f((x + ex) / 2 - 7 * math.cos(t))} {f((y + ey) / 2 - 7 * math.sin(t))} "
                          f"{f(x)} {f(y)} Z")
    # the wreath's dark ground between the rules: small, at the table's 90 px, the ring still reads as a
    # coloured wreath, not a hairline
    svg.circle(cx, cy, 175, None, INK, 50)
    svg.circle(cx, cy, 175, None, WREATH, 46)
    svg.circle(cx, cy, 176, None, RED_DK, 4)
    svg.path(" ".join(leaves[0::2]), RED, INK, 1.4)
    svg.path(" ".join(leaves[1::2]), GREEN_LT, INK, 1.4)
    svg.circle(cx, cy, 150, None, INK, 5)
    svg.circle(cx, cy, 140, WHITE, INK, 2)
    for k in range(4):  # four fleurons standing out of the ring
        with svg.group(f"rotate({k * 90} {cx} {cy})"):
            svg.path(f"M{cx} {cy - 214} C{cx - 16} {cy - 240} {cx - 10} {cy - 262} {cx} {cy - 278} C{cx + 10} "
                     f"{cy - 262} {cx + 16} {cy - 240} {cx} {cy - 214} Z M{cx - 4} {cy - 222} C{cx - 30} {cy - 226} "
                     f"{cx - 44} {cy - 246} {cx - 34} {cy - 258} C{cx - 28} {cy - 244} {cx - 16} {cy - 238} {cx - 4} "
                     f"{cy - 236} Z M{cx + 4} {cy - 222} C{cx + 30} {cy - 226} {cx + 44} {cy - 246} {cx + 34} "
                     f"{cy - 258} C{cx + 28} {cy - 244} {cx + 16} {cy - 238} {cx + 4} {cy - 236} Z", GOLD, INK, 2.4)
            svg.circle(cx, cy - 214, 9, RED, INK, 2)


def covered_cup(svg: Svg) -> None:
    """A covered cup: a bud on a red dome ribbed in gold, a blue rim, a red bowl with gold gadroons, a blue knot,
    a six-sided gold foot on ball feet."""
    for x in (170, 300, 430):
        svg.circle(x, 912, 16, RED, INK, 2.4)
    svg.path("M140 860 L180 840 L420 840 L460 860 L460 890 L420 910 L180 910 L140 890 Z", GOLD, INK, 3)
    svg.path("M180 840 L180 910 M420 840 L420 910", None, INK, 2)
    svg.path("M270 600 C262 690 210 780 170 840 L430 840 C390 780 338 690 330 600 Z", BLUE, INK, 3)
    svg.path("M230 760 C260 740 340 740 370 760 M256 680 C280 668 320 668 344 680", None, YELLOW, 7)
    svg.ellipse(300, 596, 46, 28, BLUE_DK, INK, 3)
    svg.path("M130 380 C136 470 220 560 270 580 L330 580 C380 560 464 470 470 380 Z", RED, INK, 3)
    svg.path(" ".join(f"M{300 + k * 40} 392 C{300 + k * 36} 460 {300 + k * 22} 530 {300 + k * 8} 574"
                      for k in range(-4, 5)), None, GOLD, 8)
    svg.path("M120 340 L480 340 L474 384 L126 384 Z", BLUE, INK, 3)
    svg.path("M126 362 L474 362", None, WHITE, 5, extra=' stroke-dasharray="0.6 16"')
    svg.path("M180 338 C186 260 236 200 300 190 C364 200 414 260 420 338 Z", GREEN, INK, 3)
    svg.path(" ".join(f"M{300 + k * 40} 336 C{300 + k * 36} 280 {300 + k * 20} 214 300 194" for k in range(-3, 4)),
             None, GOLD, 6)
    svg.path(" ".join(f"M{x} 338 Q{x + 20} 306 {x + 40} 338 Z" for x in range(140, 460, 40)), GOLD, INK, 2)
    svg.path("M262 186 C262 168 338 168 338 186 Z", GOLD, INK, 2.4)
    svg.path("M300 172 C272 150 278 116 300 100 C322 116 328 150 300 172 Z", GREEN, INK, 2.6)
    svg.path("M300 150 C284 136 288 118 300 108 C312 118 316 136 300 150 Z", RED, INK, 2)


def putto_sword(svg: Svg) -> None:
    """The putto holding up the sword by its grip in his near fist, his far hand on his hip, his wings spread from
    his shoulders; the sword held out from him, the blade rising past his upturned face; a red ribbon looping in
    front of his thighs."""
    def sword(svg: Svg) -> None:
        with svg.group(place(402, 366, 1, -5)):  # held out from him, leaning a little over his head
            signs.sword(svg, 600, 64, 200)

    # his far hand on his hip, the near arm down by his side and the fist on the grip below the cross; the
    # wings spread wide from his shoulders, clear of his head and of the blade
    baby(svg, 236, 660, (422, 596), sword)
    ribbon = "M96 736 C170 696 226 776 300 766 C374 756 424 696 504 736"  # clear of the corner indices
    svg.path(ribbon, None, INK, 40)
    svg.path(ribbon, None, RED, 32)
    svg.path(ribbon, None, "#ff8a7a", 6)
    for s in (-1, 1):
        x = 300 + s * 204
        svg.path(f"M{x} 736 l{s * 30} 40 l{-s * 4} -30 l{s * 26} 10 Z", RED, INK, 2.4)


def sprouting_club(svg: Svg) -> None:
    """A great rough club, its head up, branches with leaves sprouting from its trunk."""
    branches = ((0.3, 1, 70), (0.45, -1, 60), (0.6, 1, 56), (0.72, -1, 50))
    with svg.group(place(300, 500, 1, 12)):
        length, top = 820, 190
        for t, side, reach in branches:
            y = -length / 2 + length * t
            w = (top + (70 - top) * t ** 0.7) / 2
            x0, y0 = side * w * 0.8, y
            x1, y1 = x0 + side * reach * 1.6, y0 - reach * 1.4
            svg.path(f"M{f(x0)} {f(y0)} Q{f(x0 + side * reach)} {f(y0 - reach * 0.2)} {f(x1)} {f(y1)}", None, INK, 22)
            svg.path(f"M{f(x0)} {f(y0)} Q{f(x0 + side * reach)} {f(y0 - reach * 0.2)} {f(x1)} {f(y1)}", None,
                     signs.WOOD, 15)
            for k, (lx, ly) in enumerate(((x1, y1), ((x0 + x1) / 2 + side * 10, (y0 + y1) / 2 - 6))):
                a = -60 if side > 0 else -120
                a += 30 * k
                r = math.radians(a)
                ex, ey = lx + 96 * math.cos(r), ly + 96 * math.sin(r)
                svg.path(f"M{f(lx)} {f(ly)} Q{f((lx + ex) / 2 + 26)} {f((ly + ey) / 2 - 18)} {f(ex)} {f(ey)} "
                         f"Q{f((lx + ex) / 2 - 26)} {f((ly + ey) / 2 + 18)} {f(lx)} {f(ly)} Z",
                         GREEN if k else GREEN_LT, INK, 2)
                svg.path(f"M{f(lx)} {f(ly)} L{f(ex)} {f(ey)}", None, GREEN_DK, 2)
        signs.club(svg, length, top, 70, leaf=False)



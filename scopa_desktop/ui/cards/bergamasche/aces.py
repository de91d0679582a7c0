"""The Bergamasche's aces: the coin a plain ring of black, red and gold with an emblem at its centre (ours:
Bergamo's shield, halved gold and red), the city's name under it; the cup a fountain, a great vase on a
hexagonal basin with a blindfolded Cupid drawing his bow on its lid; the sword upright in a hand, through an
open crown, between two laurel branches with red roses; the baton held up in a hand, crowned by a gold-and-blue
finial, the scroll VINCERAI across it. Quarter circles of blue and gold sit in the corners, as printed
(only in the two the game's indices leave free).
"""

from __future__ import annotations

from ..north_kit.emblems import crown, cupid, hand_from_sleeve, scroll, sprig, wreath
from ..north_kit.shapes import FINE, INK, MID, OUT, blob, darker
from ..svg import Svg, f
from .signs import BLACK, BLUE, GOLD, RED, WHITE, baton, cup, straight_sword


def ace(svg: Svg, suit: str) -> None:
    svg.layer = "frame"
    # in the corners the game's indices leave free (top right, bottom left), so no index plaque hides one
    corners = {"d": ((530, 70), (70, 930)), "c": ((530, 70), (70, 930)), "s": ((70, 930),),
               "b": ((530, 70), (70, 930))}[suit]
    for x, y in corners:
        _quarter(svg, x, y)
    {"d": _coin, "c": _cup, "s": _sword, "b": _baton}[suit](svg)


def _quarter(svg: Svg, x: float, y: float) -> None:
    """A quarter circle of blue and gold tucked into a corner of the frame."""
    sx = 1 if x < 300 else -1
    sy = 1 if y < 500 else -1
    x0, y0 = x - sx * 22, y - sy * 22
    for r, colour in ((66, BLUE), (46, GOLD), (26, BLUE)):
        svg.path(f"M{f(x0)} {f(y0)} L{f(x0 + sx * r)} {f(y0)} A{r} {r} 0 0 {1 if sx * sy > 0 else 0} {f(x0)} "
                 f"{f(y0 + sy * r)} Z", colour, INK, FINE)


def _coin(svg: Svg) -> None:
    """A plain ring, black, red, gold and black, round a white field with the emblem."""
    for r, colour in ((232, BLACK), (222, RED), (184, BLACK), (178, GOLD), (150, BLACK), (138, WHITE)):
        svg.circle(300, 470, r, colour, INK, FINE if r < 232 else MID)
    # the emblem: Bergamo's shield, halved gold and red, under a small crown
    svg.path("M248 420 L352 420 L352 500 C352 540 326 560 300 572 C274 560 248 540 248 500 Z", GOLD, INK, MID)
    svg.path("M300 420 L352 420 L352 500 C352 540 326 560 300 572 Z", RED, INK, MID)
    crown(svg, 300, 414, 96, GOLD, RED, "#8a8478")
    svg.label("BERGAMO", 300, 800, 260, 36, "#1a1a1a")


def _cup(svg: Svg) -> None:
    """The fountain: a hexagonal basin below, the great vase on it, Cupid on its lid."""
    blob(svg, [(108, 880), (150, 834), (450, 834), (492, 880), (450, 912), (150, 912)], GOLD, OUT)
    svg.path("M150 862 L450 862", None, INK, 3)
    svg.path("M130 878 L470 878", None, RED, 8)
    cup(svg, 300, 662, 430)  # the great vase, as broad as print's
    cupid(svg, 330, 462, 1.3)  # a little right of centre, so his bow clears the corner index


def _sword(svg: Svg) -> None:
    """The sword upright in a hand, through a crown, between two laurel branches arching up, roses at their tips."""
    # two great laurel branches arching up from the crown round the blade, broad dark leaves (the kit's wreath
    # drawn 1.7 times as large about the crown), a red rose at each tip, as printed
    with svg.group("translate(300 570) scale(1.7) translate(-300 -570)"):
        wreath(svg, 300, 570 - 190 / 1.7, 148 / 1.7, 200 / 1.7, "#1f6a32", sweep=140, leaves=8)
    for s in (-1, 1):
        _rose(svg, 300 + s * 80, 194)
    _crown_hollow(svg)
    straight_sword(svg, (300, 770), (300, 100), 54, BLUE)  # its pommel clear of the frame
    crown(svg, 300, 540, 380, GOLD, RED, "#9a9aa2")  # as broad as the printed one
    svg.path("M200 720 C240 770 360 770 400 720 L392 748 C350 786 250 786 208 748 Z", GOLD, INK, MID)
    hand_from_sleeve(svg, 300, 830, 1.4, RED, GOLD, 1)  # a large fist, as printed


def _crown_hollow(svg: Svg) -> None:
    """The open crown's far rim and its hatched lining inside, seen over the near rim as print shows them, so
    the blade passes down through the crown and not across a flat band."""
    cx, cy, rx, ry = 300, 470, 176, 46
    svg.ellipse(cx, cy, rx, ry, GOLD, INK, MID)
    ix, iy = rx - 16, ry - 10
    svg.ellipse(cx, cy + 4, ix, iy, "#ece8dc", INK, FINE)
    lines = []
    for k in range(-9, 10):  # the lining's upright hatching, kept inside its ellipse
        x = cx + k * ix / 10
        half = iy * (1 - (k / 10) ** 2) ** 0.5
        lines.append(f"M{f(x)} {f(cy + 4 - half + 3)} L{f(x)} {f(cy + 4 + half - 3)}")
    svg.path(" ".join(lines), None, "#5a5a62", 1.8)


def _rose(svg: Svg, x: float, y: float) -> None:
    for k in range(5):
        with svg.group(f"rotate({k * 72} {f(x)} {f(y)})"):
            svg.ellipse(x, y - 16, 14, 18, RED, INK, FINE)
    svg.circle(x, y, 10, darker(RED, 0.7), INK, FINE)


def _baton(svg: Svg) -> None:
    """The baton held up in a hand, its gold-and-blue finial, VINCERAI across it, sprigs beside."""
    for s in (-1, 1):
        sprig(svg, 300 + s * 150, 440, 110, s * 20, "#2f7a3a", None)
    baton(svg, (300, 900), (300, 290), 74, RED)  # a stout staff, as broad as print's
    # the finial, as printed: a blue collar on the shaft, a red fluted capital rolling out in volutes, a blue
    # plate across it, a gold fluted dome over that, a ring at its top (drawn a size up, over the broad staff)
    with svg.group("translate(300 290) scale(1.18) translate(-300 -272)"):
        _finial(svg)
    for s in (-1, 1):  # the scroll's red tails, ending in gold points
        blob(svg, [(300 + s * 150, 470), (300 + s * 190, 480), (300 + s * 176, 560), (300 + s * 200, 600),
                   (300 + s * 150, 590), (300 + s * 140, 520)], RED, MID)
        for k in range(3):
            svg.path(f"M{300 + s * (150 + k * 17)} 592 l{s * 8} 30 l{s * 8} -26 Z", GOLD, INK, FINE)
    scroll(svg, 140, 460, 460, ("VINCERAI",), WHITE, "#1a1a1a", None, 46)
    hand_from_sleeve(svg, 300, 790, 1.2, BLUE, GOLD, 1)


def _finial(svg: Svg) -> None:
    svg.path("M262 270 L338 270 L332 292 L268 292 Z", BLUE, INK, MID)
    blob(svg, [(272, 272), (256, 246), (238, 214), (362, 214), (344, 246), (328, 272)], RED, MID)
    for s in (-1, 1):
        svg.circle(300 + s * 58, 222, 14, RED, INK, MID)
        svg.circle(300 + s * 58, 222, 5, darker(RED, 0.5))
    svg.path("M284 268 L278 220 M300 268 L300 220 M316 268 L322 220", None, darker(RED, 0.5), 2.6)
    svg.rect(222, 196, 156, 18, 3, BLUE, INK, MID)
    blob(svg, [(238, 198), (244, 160), (272, 132), (300, 124), (328, 132), (356, 160), (362, 198)], GOLD, MID)
    svg.path("M262 196 L266 156 M282 196 L284 134 M300 196 L300 126 M318 196 L316 134 M338 196 L334 156", None,
             darker(GOLD, 0.55), 2.6)
    svg.circle(300, 112, 12, None, INK, 7)
    svg.circle(300, 112, 12, None, GOLD, 3.6)

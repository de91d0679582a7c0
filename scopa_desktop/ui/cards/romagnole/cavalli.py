"""The Romagnole's four cavaliers, each riding his own horse, whole and standing on its hooves on a patch of
ground, the rider turned three-quarters the horse's way, his near leg down the horse's side (thigh, knee,
calf, his foot in the stirrup), in flat hats:

- coins: a white horse walking to the right, the rider in red holding his coin up before him;
- cups: a bay walking to the left, the rider in blue offering his cup;
- swords: a black horse prancing to the right on its hind legs, the rider in green, his sword raised before him;
- batons: a chestnut standing to the left, the rider in yellow with his club on his shoulder.
"""

from __future__ import annotations

import math

from ..anatomy import Head
from ..emilia import body, heads
from ..emilia.faces import Mien
from ..emilia.horse import GROUND, Steed, horse
from ..emilia.ink import BLUE, BLUE_DK, GOLD, GREEN, HAIR, INK, RED, RED_DK, WHITE, YELLOW, darker
from ..svg import Svg, f, place
from . import figure as fig
from . import signs

HOOVES = 884  # where the hooves stand, on the patch of ground
SCALE = 1.06


def _strewn(motif: str, colour: str):
    """The saddle cloth strewn with the rider's livery motif, in the colour of its border."""
    def pattern(svg: Svg, x0: float, x1: float, top: float, bottom: float) -> None:
        fig.strew(svg, (x0 + x1) / 2, lambda y: (x1 - x0) / 2, top + 38, bottom - 26, colour, motif, step=38,
                  size=12)
    return pattern


def _mount(svg: Svg, steed: Steed, x: float) -> tuple[float, float]:
    """The horse standing on the ground, its saddle over x; returns the saddle's place."""
    y = HOOVES - GROUND * SCALE
    horse(svg, steed, x, y, SCALE)
    return x, y


def _rider(svg: Svg, seat: tuple[float, float], facing: int, colour: str, hose: str, hat: str, hat_colour: str,
           who: Head, mien: Mien, boot: str = "#6a3a1a",
           motif: tuple[str, str] | None = None) -> tuple[float, float]:
    """A rider sitting in the saddle at `seat`, turned three-quarters to `facing`: his near leg down the horse's
    side, the thigh over the cloth, the knee, the calf in a boot, his foot in the stirrup; a short doublet
    whose skirt lies over the thigh, `motif` (shape, colour) strewn over it; the head. Returns where his neck is
    (for his arms)."""
    sx, sy = seat
    k = SCALE
    knee = (sx + facing * 76 * k, sy + 56 * k)
    ankle = (sx + facing * 58 * k, sy + 150 * k)
    body.rider_leg(svg, seat, knee, ankle, hose, boot, facing, 52, inside=True)
    neck = (sx - facing * 4, sy - 196)
    nx, ny = neck
    near, far = facing * 76, -facing * 58
    body.turned_torso(svg, neck, seat, facing, colour)
    if motif:  # strewn about the doublet's middle, clear of its turned edges
        fig.strew(svg, sx + facing * 9, lambda y: 62, ny + 40, sy + 4, motif[1], motif[0], step=36, size=11)
    belt_y = sy - 40
    svg.path(f"M{f(sx + far * 1.05)} {f(belt_y)} Q{f(sx)} {f(belt_y + 10)} {f(sx + near * 0.98)} {f(belt_y - 4)}",
             None, INK, 20)
    svg.path(f"M{f(sx + far * 1.05)} {f(belt_y)} Q{f(sx)} {f(belt_y + 10)} {f(sx + near * 0.98)} {f(belt_y - 4)}",
             None, darker(colour, 0.5), 14)
    svg.path(f"M{f(nx - 34)} {f(ny + 2)} C{f(nx - 20)} {f(ny + 30)} {f(nx + 20)} {f(ny + 30)} {f(nx + 34)} "
             f"{f(ny + 2)} Z", WHITE, INK, 2.4)
    hy = ny - 64
    heads.face(svg, nx + facing * 4, hy, 0.84, who, mien=mien)
    heads.wear(svg, hat, nx + facing * 4, hy, 0.84, who.turn, hat_colour, darker(hat_colour))
    return neck


def cavallo_denari(svg: Svg) -> None:
    fig.ground(svg, 300, 210, 4)
    seat = _mount(svg, Steed("#ece6da", "#b4aa98", BLUE, YELLOW, legs="walk", head="tucked", facing=1,
                             cloth_cut="zigzag", cloth_pattern=_strewn("flower", YELLOW)), 278)
    nx, ny = _rider(svg, seat, 1, RED, BLUE_DK, "flat", RED_DK, Head(0.35, "man", "long", HAIR["fair"], "goatee"),
                    Mien("pointed", "aquiline", "almond", "straight", "small", "long"),
                    motif=("flower", YELLOW))
    body.sleeve(svg, (nx - 56, ny + 30), (nx - 70, ny + 130), (nx + 40, ny + 150), RED, 44, cuff=YELLOW, jointed=True,
                strewn=fig.on_sleeve("flower", YELLOW, 11))
    body.grip(svg, nx + 54, ny + 154, 90, 1.0)
    body.sleeve(svg, (nx + 70, ny + 30), (nx + 130, ny + 70), (nx + 156, ny - 24), RED, 44, cuff=YELLOW, jointed=True,
                strewn=fig.on_sleeve("flower", YELLOW, 11))
    signs.coin(svg, nx + 158, ny - 90, 130)
    body.grip(svg, nx + 158, ny - 32, -90, 1.05)


def cavallo_coppe(svg: Svg) -> None:
    fig.ground(svg, 300, 210, 5)
    seat = _mount(svg, Steed("#a8622c", "#3a1a08", RED, GOLD, legs="trot", head="tucked", facing=-1,
                             cloth_cut="scallops", blaze=True, socks=True,
                             cloth_pattern=_strewn("cross", GOLD)), 312)
    nx, ny = _rider(svg, seat, -1, BLUE, RED_DK, "flat", GREEN, Head(-0.4, "man", "bob", HAIR["dark"], "short"),
                    Mien("square", "aquiline", "heavy", "heavy", "firm", "page"), motif=("cross", GOLD))
    body.sleeve(svg, (nx + 56, ny + 30), (nx + 76, ny + 130), (nx - 36, ny + 150), BLUE, 44, cuff=RED, jointed=True,
                strewn=fig.on_sleeve("cross", GOLD, 11))
    body.grip(svg, nx - 50, ny + 154, 90, 1.0, from_left=False)
    # the cup offered before him over the horse's neck, below the corner index even at 90 px
    body.sleeve(svg, (nx - 70, ny + 30), (nx - 100, ny + 128), (nx - 150, ny + 108), BLUE, 44, cuff=RED, jointed=True,
                strewn=fig.on_sleeve("cross", GOLD, 11))
    signs.cup(svg, nx - 156, ny + 50, 120)
    body.grip(svg, nx - 154, ny + 104, 0, 1.0)


def cavallo_spade(svg: Svg) -> None:
    fig.ground(svg, 300, 210, 6)
    with svg.group("rotate(-9 214 884)"):  # rearing: the whole horse tipped back on its hind hooves
        _cavallo_spade(svg)


def _cavallo_spade(svg: Svg) -> None:
    seat = _mount(svg, Steed("#3a3640", "#15131a", RED, GOLD, legs="prance", head="up", facing=1,
                             cloth_cut="tassels", plume=RED,
                             cloth_pattern=_strewn("ring", GOLD)), 308)  # the tail clear of the edge
    nx, ny = _rider(svg, seat, 1, GREEN, RED_DK, "flat", BLUE, Head(0.3, "youth", "long", HAIR["fair"]),
                    Mien("pointed", "straight", "heavy", "arched", "full", "mane"), boot="#3a2410",
                    motif=("ring", YELLOW))
    body.sleeve(svg, (nx - 56, ny + 30), (nx - 70, ny + 130), (nx + 40, ny + 150), GREEN, 44, cuff=GOLD, jointed=True,
                strewn=fig.on_sleeve("ring", YELLOW, 11))
    body.grip(svg, nx + 54, ny + 154, 90, 1.0)
    # the sword raised before him, his fist at his shoulder and the blade up and out to the right, clear of his
    # face and of the corner index (even at 90 px)
    fx, fy, lean = nx + SWORD_FIST[0], ny + SWORD_FIST[1], SWORD_FIST[2]
    body.sleeve(svg, (nx + 70, ny + 30), (nx + 124, ny + 110), (fx + 10, fy + 16), GREEN, 44, cuff=GOLD, jointed=True,
                strewn=fig.on_sleeve("ring", YELLOW, 11))
    with svg.group(place(fx + 118 * math.sin(math.radians(lean)), fy - 118 * math.cos(math.radians(lean)), 1, lean)):
        signs.sword(svg, 300, 32, 74)
    body.grip(svg, fx, fy, lean, 1.05, from_left=False)


SWORD_FIST = (60, 60, 39)  # the sword hand from his neck, and the blade's lean (degrees, before the horse rears)


def cavallo_bastoni(svg: Svg) -> None:
    fig.ground(svg, 300, 210, 7)
    seat = _mount(svg, Steed("#b5652a", "#5a2a10", GREEN, YELLOW, legs="square", head="down", facing=-1,
                             cloth_cut="straight", cloth_pattern=_strewn("cross", YELLOW)), 322)
    nx, ny = _rider(svg, seat, -1, YELLOW, BLUE, "flat", RED, Head(-0.3, "youth", "bob", HAIR["ash"]),
                    Mien("long", "long", "narrow", "straight", "firm", "swept", look=0.4), boot="#2a1a10",
                    motif=("cross", RED))
    with svg.group(place(nx + 96, ny - 70, 1, 30)):
        signs.club(svg, 330, 80, 32, variant=1)
    body.sleeve(svg, (nx + 56, ny + 30), (nx + 110, ny + 100), (nx + 70, ny + 44), YELLOW, 44, cuff=RED, jointed=True,
                strewn=fig.on_sleeve("cross", RED, 11))
    body.grip(svg, nx + 64, ny + 36, 30, 1.05, from_left=False)
    body.sleeve(svg, (nx - 70, ny + 30), (nx - 90, ny + 130), (nx - 150, ny + 150), YELLOW, 44, cuff=RED, jointed=True,
                strewn=fig.on_sleeve("cross", RED, 11))
    body.grip(svg, nx - 160, ny + 154, 90, 1.0, from_left=False)


COURTS = {"d": cavallo_denari, "c": cavallo_coppe, "s": cavallo_spade, "b": cavallo_bastoni}

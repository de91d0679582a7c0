"""Heads and hands for the double-ended courts: a face turned a little to one side (eyes with lids and
irises, brows, a nose drawn by its lit edge, lips, an ear), hair in the cuts the old patterns give their
pages, men and kings, beards, and hands that close round what they hold.

Each part is drawn in its own units around (0, 0) and placed with a transform, so one drawing serves any
size and, mirrored, either side: a head turned to the viewer's left is the same head flipped.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from .svg import Svg, f

INK = "#2a1a0e"  # outlines
LINE = "#6a3a22"  # the face's inner lines (nose, lids' creases)
LIPS = ("#b23a32", "#d8705e")
SKIN = "g:skin"
SHADE = "#c98a66"


@dataclass(frozen=True)
class Head:
    """Who the face is: `turn` 0 (facing us) to 0.9 (three-quarters), 1 in profile, negative to the viewer's
    left; `age`
    "youth", "man" or "old"; `hair` a cut ("bob", "long", "curls", "cropped", "bare"), its colour; `beard`
    "", "short", "full", "forked"; the beard's colour (defaults to the hair's); the irises' colour; `female`:
    a woman's face (fuller lips, lashes)."""

    turn: float = 0.3
    age: str = "youth"
    hair: str = "bob"
    hair_colour: str = "#6b3a16"
    beard: str = ""
    beard_colour: str = ""
    eyes: str = "#3b2a1a"
    female: bool = False


def _dark(colour: str) -> str:
    """A darker tone of a plain #rrggbb colour, for locks of hair and brows."""
    if not colour.startswith("#") or len(colour) != 7:
        return INK
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return f"#{int(r * 0.55):02x}{int(g * 0.55):02x}{int(b * 0.55):02x}"


def head(svg: Svg, x: float, y: float, scale: float, who: Head) -> None:
    """A head whose face is centred at (x, y), about 86 x 118 units at scale 1, hair and beard included.
    Headwear is drawn after it by the caller (its band sits at y - 40 * scale)."""
    flip = -1 if who.turn < 0 else 1
    t = min(abs(who.turn), 1.0)
    with svg.group(f"translate({f(x)} {f(y)}) scale({round(scale * flip, 4)} {round(scale, 4)})"):
        if t >= 1:
            _profile(svg, who)
            return
        _hair_back(svg, who)
        svg.path("M-13 40 L-14 78 C-6 84 8 84 14 78 L13 40 Z", SKIN, INK, 2)  # the neck
        svg.path("M-13 52 C-4 60 6 60 13 50", None, SHADE, 3, 0.5)
        _face(svg, t, who)
        if who.beard:
            _beard(svg, t, who)
        _hair_front(svg, t, who)


def _face(svg: Svg, t: float, who: Head) -> None:
    chin = 8 * t
    svg.path(f"M{f(4 * t)} -60 C26 -60 42 -44 42 -16 C42 8 {f(40 - 2 * t)} 24 32 38 C24 50 {f(12 + chin)} 58 "
             f"{f(chin)} 58 C{f(chin - 14)} 58 -26 50 -33 38 C-41 24 -43 8 -43 -16 C-43 -44 -24 -60 "
             f"{f(4 * t)} -60 Z", SKIN, INK, 2.4)
    # the far cheek in shadow, the ear on the near side
    svg.path(f"M36 -10 C38 10 {f(34 - 2 * t)} 28 24 42 C30 26 32 10 30 -8 Z", SHADE, None, 0, 0.35)
    svg.path("M-42 -10 C-54 -16 -56 10 -41 14 C-44 6 -44 -2 -42 -10 Z", SKIN, INK, 1.8)
    svg.path("M-45 -4 C-50 -2 -49 6 -44 7", None, LINE, 1.4, 0.7)
    fx = 9 * t
    for side, squeeze in ((-1, 1.0), (1, 1 - 0.28 * t)):
        _eye(svg, fx + side * (17 - 2 * t if side > 0 else 18), -4, squeeze, 2.2 * t, who)
    svg.path(f"M{f(fx + 4)} -12 C{f(fx + 6)} 0 {f(fx + 10 + 6 * t)} 10 {f(fx + 8 + 6 * t)} 17 "
             f"C{f(fx + 4 + 4 * t)} 21 {f(fx - 2)} 21 {f(fx - 6)} 17", None, LINE, 2.2)
    svg.circle(fx + 1 + 3 * t, 17.5, 1.6, LINE, None, 0, 0.8)
    m = fx + 2 * t
    if who.age != "old" or not who.beard:
        if who.female:
            svg.path(f"M{f(m - 10)} 31 C{f(m - 5)} 26 {f(m - 2)} 26.5 {f(m)} 28.5 C{f(m + 2)} 26.5 {f(m + 5)} 26 "
                     f"{f(m + 9)} 31 C{f(m + 5)} 39 {f(m - 5)} 39 {f(m - 10)} 31 Z", "#c0392b", None)
        svg.path(f"M{f(m - 11)} 31 C{f(m - 6)} 27.5 {f(m - 3)} 28 {f(m)} 30 C{f(m + 3)} 28 {f(m + 6)} 27.5 "
                 f"{f(m + 10)} 31 C{f(m + 5)} 33 {f(m - 5)} 33 {f(m - 11)} 31 Z", LIPS[0], None)
        svg.path(f"M{f(m - 8)} 32.5 C{f(m - 4)} 38.5 {f(m + 4)} 38.5 {f(m + 7)} 32.5 C{f(m + 3)} 34 {f(m - 4)} 34 "
                 f"{f(m - 8)} 32.5 Z", LIPS[1], None)
        svg.path(f"M{f(m - 11)} 31 C{f(m - 4)} 32.8 {f(m + 4)} 32.8 {f(m + 10)} 31", None, "#5a1a14", 1.4)
        svg.path(f"M{f(m - 6)} 46 Q{f(m)} 49 {f(m + 6)} 46", None, LINE, 1.2, 0.5)
    svg.path(" ".join(f"M{f(cx - 9)} 16 a9 6 0 1 0 18 0 a9 6 0 1 0 -18 0 Z" for cx in (fx - 22, fx + 21 - 3 * t)),
             "#ee8070", None, 0, 0.28)
    if who.age != "youth":  # lines of a grown face: from the nose's wing to the mouth's corner
        svg.path(f"M{f(fx - 9)} 17 C{f(fx - 14)} 24 {f(fx - 15)} 30 {f(fx - 14)} 34", None, LINE, 1.3, 0.55)
    if who.age == "old":
        svg.path(f"M{f(fx - 16)} -26 C{f(fx - 6)} -29 {f(fx + 6)} -29 {f(fx + 16)} -26", None, LINE, 1.2, 0.45)


def _eye(svg: Svg, cx: float, cy: float, sx: float, look: float, who: Head) -> None:
    """An eye: the white, the iris under the upper lid, the lid's dark line, the crease, and the brow."""
    with svg.group(f"translate({f(cx)} {f(cy)}) scale({round(sx, 3)} 1)"):
        svg.path("M-10 0 C-6 -6 6 -6 10 -0.5 C6 4 -6 4.2 -10 0 Z", "#fffdf8")
        svg.circle(look, -0.5, 4.4, who.eyes)
        svg.circle(look, -0.5, 1.9, "#0e0a08")
        svg.circle(look + 1.3, -2, 1.1, "#ffffff")
        svg.path("M-11.5 0.8 C-7 -7.4 6 -7.4 11.5 -0.8 L12.5 -2.2", None, INK, 2.6)
        if who.female:
            svg.path("M6 -5.5 L8 -9 M9.5 -3.5 L12.5 -6.5 M11.5 -1.2 L15 -3", None, INK, 1.4)
        svg.path("M-7 3.4 C-3 5.2 3 5.2 7.5 3 M-9 -6.5 C-3 -11 5 -11 10 -6.5", None, LINE, 1, 0.5)
        brow = _dark(who.hair_colour) if who.hair != "bare" else "#7a5a40"
        svg.path("M-13 -12 C-8 -19.5 5 -20.5 13 -15.5 C5 -17 -6 -16 -13 -12 Z", brow, brow, 1)


def _profile(svg: Svg, who: Head) -> None:
    """A head in profile facing the viewer's right (mirrored by the caller for the left): long hair behind,
    the brow, the nose, the lips and chin, one eye, the ear, a beard down the jaw."""
    c = who.hair_colour
    svg.path("M40 -30 C44 -84 -40 -88 -54 -30 C-60 10 -62 52 -56 96 C-42 104 -26 100 -18 86 C-16 60 -12 40 -6 22 Z",
             c, INK, 2.2)
    svg.path("M-13 40 L-10 80 C0 86 14 84 18 78 L12 40 Z", SKIN, INK, 2)
    svg.path("M-10 -66 C20 -66 40 -52 42 -22 C42 -14 46 -8 46 -4 C52 6 60 12 60 16 C58 22 50 22 46 23 C46 27 48 29 "
             "47 31 C44 33 44 35 46 38 C46 44 44 50 38 54 C26 60 10 60 -4 52 C-20 44 -40 20 -46 -10 C-50 -44 -36 -66 "
             "-10 -66 Z", SKIN, INK, 2.4)
    svg.path("M34 -6 C30 -11 24 -10 20 -6 C24 -3 30 -2 34 -6 Z", "#fffdf8", INK, 1.2)
    svg.circle(30, -6.5, 3, who.eyes)
    svg.path("M35 -7 C30 -13 23 -12 19 -7", None, INK, 2.2)
    brow = _dark(c)
    svg.path("M40 -16 C32 -22 22 -22 14 -17 C22 -19 32 -18 40 -14 Z", brow, brow, 1)
    svg.path("M46 -4 C52 6 58 12 58 16", None, LINE, 1.6, 0.6)
    svg.path("M47 31 L38 31", None, "#5a1a14", 1.6)
    svg.path("M-8 -10 C-20 -16 -22 10 -8 12 C-12 4 -12 -4 -8 -10 Z", SKIN, INK, 1.8)
    svg.ellipse(24, 18, 9, 6, "#ee8070", None, 0, 0.28)
    if who.beard:
        b = who.beard_colour or c
        end = {"short": 74, "full": 106, "forked": 112}[who.beard]
        svg.path(f"M-6 12 C-4 36 -2 50 6 {end - 20} C14 {end} 30 {end + 4} 40 {end - 8} C46 {end - 30} 46 56 44 40 "
                 f"C40 36 34 36 30 38 C24 42 18 30 14 22 C8 18 2 14 -6 12 Z", b, INK, 2)
        svg.path("M50 25 C44 21 36 25 28 34 C36 31 44 31 50 31 Z", b, INK, 1.4)
        for k in range(3):
            svg.path(f"M{14 + k * 9} 48 C{16 + k * 9} {end - 30} {12 + k * 9} {end - 16} {18 + k * 9} {end - 8}",
                     None, _dark(b), 1.4, 0.7)
    svg.path("M36 -40 C30 -80 -40 -86 -52 -30 C-56 -10 -50 10 -40 22 C-34 0 -28 -18 -14 -30 C4 -42 20 -44 36 -40 Z",
             c, INK, 2)


# -- hair ----------------------------------------------------------------------------------------------

def _hair_back(svg: Svg, who: Head) -> None:
    """The hair behind the face: a bob to the jaw, long to the shoulders, a cap of curls."""
    c = who.hair_colour
    if who.hair == "bob":
        svg.path("M-50 -30 C-58 -82 58 -82 50 -30 C54 0 58 26 54 44 C50 52 40 52 36 44 L34 10 L-34 10 "
                 "L-36 44 C-40 52 -50 52 -54 44 C-58 26 -54 0 -50 -30 Z", c, INK, 2.2)
        svg.path(" ".join(f"M{s * 56} 34 C{s * 52} 50 {s * 38} 52 {s * 34} 40" for s in (-1, 1)), None, _dark(c), 2,
                 0.8)  # the rolled ends
    elif who.hair == "long":
        svg.path("M-50 -30 C-60 -82 60 -82 50 -30 C58 4 66 44 62 96 C50 106 34 100 28 86 L28 40 L-28 40 "
                 "L-28 86 C-34 100 -50 106 -62 96 C-66 44 -58 4 -50 -30 Z", c, INK, 2.2)
        locks = (f"M{s * (40 + k * 7)} {-10 + k * 6} C{s * (50 + k * 7)} {30 + k * 8} {s * (36 + k * 7)} {60 + k * 6} "
                 f"{s * (46 + k * 7)} {92 - k * 6}" for s in (-1, 1) for k in range(3))
        svg.path(" ".join(locks), None, _dark(c), 1.6, 0.7)
    elif who.hair == "curls":
        for k in range(9):
            a = -200 + k * 27.5
            r = math.radians(a)
            svg.circle(48 * math.cos(r), -14 + 48 * math.sin(r) * 0.95, 15, c, INK, 1.6)
    elif who.hair == "cropped":
        svg.path("M-46 -26 C-54 -80 54 -80 46 -26 C47 -12 46 -2 44 6 L-44 6 C-46 -2 -47 -12 -46 -26 Z", c, INK, 2)


def _hair_front(svg: Svg, t: float, who: Head) -> None:
    """What falls over the forehead: a straight fringe, swept locks, curls, or a bald brow."""
    c, d = who.hair_colour, _dark(who.hair_colour)
    if who.hair == "bare":
        return
    if who.hair in ("bob", "cropped"):
        svg.path("M-45 -16 C-53 -78 53 -78 45 -16 C38 -30 30 -34 22 -30 C14 -36 4 -36 -4 -31 C-12 -37 -24 -36 "
                 "-30 -29 C-36 -32 -41 -27 -44 -18 Z", c, INK, 2)
        svg.path(" ".join(f"M{x0} -50 C{x0 + 2} -42 {x0 + 1} -36 {x0 - 2} -32" for x0 in (-26, -10, 8, 24)), None, d,
                 1.4, 0.7)
    elif who.hair == "long":  # parted in the middle, swept to the sides over the temples
        svg.path("M-45 -8 C-54 -78 54 -78 45 -8 C40 -30 22 -44 4 -44 C-18 -44 -38 -32 -44 -10 Z", c, INK, 2)
        svg.path("M4 -64 C2 -56 3 -50 4 -44 M-8 -50 C-24 -48 -38 -34 -42 -14 M8 -50 C24 -48 38 -34 42 -14", None, d,
                 1.5, 0.7)
    elif who.hair == "curls":
        for k in range(6):
            r = math.radians(-165 + k * 30)
            svg.circle(34 * math.cos(r), -30 + 28 * math.sin(r), 11, c, INK, 1.4)


def _beard(svg: Svg, t: float, who: Head) -> None:
    """A beard from ear to ear round the jaw, the moustache over the lip; the lower lip shows between."""
    c = who.beard_colour or who.hair_colour
    d = _dark(c)
    m = 11 * t
    end = {"short": 72, "full": 106, "forked": 112}[who.beard]
    if who.beard == "forked":
        tip = (f"C{f(m - 18)} {end - 2} {f(m - 10)} {end} {f(m - 6)} {end} L{f(m)} {end - 16} L{f(m + 6)} {end} "
               f"C{f(m + 10)} {end} {f(m + 18)} {end - 2} {f(m + 20)} {end - 12} ")
    else:
        tip = (f"C{f(m - 16)} {end - 4} {f(m - 6)} {end} {f(m)} {end} C{f(m + 6)} {end} {f(m + 16)} {end - 4} "
               f"{f(m + 20)} {end - 12} ")
    svg.path(f"M-41 -4 C-40 22 -36 38 -26 48 C-24 {end - 40} -22 {end - 16} {f(m - 20)} {end - 12} {tip}"
             f"C22 {end - 16} 24 {end - 40} 27 48 C36 38 {f(41 - 2 * t)} 22 41 -4 "
             f"C36 22 26 30 {f(m + 14)} 30 C{f(m + 6)} 38 {f(m - 6)} 38 {f(m - 14)} 30 C-26 30 -36 22 -41 -4 Z",
             c, INK, 2)
    strands = (f"M{f(m + k * 11)} 44 C{f(m + k * 11 + 3)} {end - 30} {f(m + k * 11 - 2)} {end - 18} {f(m + k * 12)} "
               f"{end - 10}" for k in range(-2, 3))
    svg.path(" ".join(strands), None, d, 1.4, 0.7)
    svg.path(f"M{f(m - 8)} 34 C{f(m - 4)} 39 {f(m + 4)} 39 {f(m + 8)} 34 Z", LIPS[1], INK, 1)
    svg.path(f"M{f(m)} 24 C{f(m - 8)} 22 {f(m - 18)} 26 {f(m - 24)} 36 C{f(m - 16)} 32 {f(m - 8)} 31 {f(m)} 30 "
             f"C{f(m + 8)} 31 {f(m + 15)} 32 {f(m + 21)} 36 C{f(m + 16)} 26 {f(m + 8)} 22 {f(m)} 24 Z", c, INK, 1.6)


# -- hands ---------------------------------------------------------------------------------------------

def fist(svg: Svg, x: float, y: float, rot: float = 0, scale: float = 1.0, thumb: int = 1) -> None:
    """A hand closed round something upright through (x, y) (a grip, a stem, a coin's rim), turned by `rot`
    degrees: the back of the hand on the wrist's side, four fingers curled round the grip towards us, the thumb
    across them (`thumb` 1: the wrist comes from the viewer's left, -1 from the right)."""
    with svg.group(f"translate({f(x)} {f(y)}) rotate({f(rot)}) scale({round(scale * thumb, 4)} {round(scale, 4)})"):
        svg.path("M-26 -14 C-24 -22 -8 -22 2 -19 L2 19 C-8 22 -22 20 -26 12 C-28 4 -28 -6 -26 -14 Z", SKIN, INK, 2.2)
        svg.path("M-1 -17 C8 -20 20 -18 21 -12 C22 -8 18 -6 10 -7 L-1 -7 Z M-1 -7 C10 -9 22 -8 22 -1 C22 3 18 4 10 3 "
                 "L-1 3 Z M-1 3 C10 2 21 3 21 9 C21 13 17 14 9 13 L-1 13 Z M-1 13 C8 12 18 13 18 18 C18 22 12 23 6 22 "
                 "L-1 21 Z", SKIN, INK, 1.6)
        svg.path("M-20 -16 C-12 -27 8 -27 14 -20 C17 -16 12 -13 6 -14 C-2 -15 -10 -12 -16 -8 Z", SKIN, INK, 1.8)
        svg.path("M-18 4 C-12 8 -6 8 -2 6", None, LINE, 1.2, 0.5)


def open_hand(svg: Svg, x: float, y: float, rot: float = 0, scale: float = 1.0) -> None:
    """A hand laid flat (on a belt, a hilt, a chest), fingers pointing along `rot` (0: down), the thumb up."""
    with svg.group(f"translate({f(x)} {f(y)}) rotate({f(rot)}) scale({round(scale, 4)})"):
        svg.path("M-14 -16 C-18 -4 -16 12 -12 24 C-10 30 -4 30 -2 24 L0 30 C2 36 8 36 9 30 L10 34 C12 40 18 38 18 32 "
                 "C20 18 18 2 14 -14 C8 -20 -8 -20 -14 -16 Z", SKIN, INK, 2)
        svg.path("M-14 -8 C-22 -8 -26 2 -22 10 C-20 4 -16 0 -13 0", SKIN, INK, 1.8)
        for xx in (-2, 8):
            svg.path(f"M{xx} 10 L{xx + 1} 26", None, LINE, 1.2, 0.7)

"""Heads for the French-suited courts, drawn as a card printer draws them: flat flesh inside a firm key line,
eyes as dark almonds with a coloured iris, a nose and mouth in a few strokes, hair and beards in flat colour
with their locks and curls drawn in darker lines.

A head faces us (`turn` 0), turns three-quarters (up to about 0.7) or shows its profile (1); a negative turn
looks to the viewer's left (the same head mirrored). It is drawn in its own units round (0, 0): the hairline
at y = -58, the brow at -16, the chin at +56, the neck down to +96, so one drawing serves any size.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..svg import Svg, f
from .ink import BLUE, BLUSH, KEY, SKIN, SKIN_SHADE, WHITE, YELLOW, darker, smooth


@dataclass(frozen=True)
class Face:
    """Who the head is: `turn` (see the module), `age` "youth", "man" or "old", a woman's face (`female`),
    the hair's cut ("page": to the shoulders, rolled in curls; "bob": to the jaw; "long": down the back;
    "curled": puffs of curls at the ears; "cropped"; "bare") and colour, the beard ("", "moustache", "short",
    "chin": a beard with a bare upper lip, "full", "forked") and its colour (default the hair's), the irises'
    colour."""

    turn: float = 0.3
    age: str = "man"
    female: bool = False
    hair: str = "page"
    hair_colour: str = YELLOW
    beard: str = ""
    beard_colour: str = ""
    eyes: str = BLUE


def head(svg: Svg, x: float, y: float, scale: float, face: Face) -> None:
    """Draw `face` with its centre at (x, y), `scale` card units per head unit."""
    flip = -1 if face.turn < 0 else 1
    t = min(abs(face.turn), 1.0)
    with svg.group(f"translate({f(x)} {f(y)}) scale({round(scale * flip, 4)} {round(scale, 4)})"):
        _hair_back(svg, face, t)
        svg.path("M-17 36 L-18 96 L18 96 L17 36 Z", SKIN, KEY, 3)  # the neck
        svg.path("M-17 60 C-6 68 6 68 17 58", None, SKIN_SHADE, 4)
        if t >= 0.9:
            _profile(svg, face)
        else:
            _front(svg, face, t)
        if face.beard:
            (_profile_beard if t >= 0.9 else _beard)(svg, face, t)
        _hair_front(svg, face, t)


# -- the face ------------------------------------------------------------------------------------------

def _front(svg: Svg, face: Face, t: float) -> None:
    c = 9 * t
    outline = [(c * 0.4, -60), (30 - 4 * t, -52), (40 - 7 * t, -28), (41 - 9 * t, 2), (35 - 9 * t, 28),
               (c + 17, 47), (c + 3, 56), (c - 12, 54), (-26, 43), (-38, 23), (-42, -4), (-40, -30), (-28, -52)]
    if face.female:
        outline[5:9] = [(c + 14, 45), (c + 2, 53), (c - 10, 51), (-24, 40)]
    svg.path(smooth(outline), SKIN, KEY, 3.4)
    if t > 0.15:  # the ear on the side turned towards us
        svg.path("M-40 -8 C-52 -14 -56 8 -42 16 Z", SKIN, KEY, 2.6)
        svg.path("M-44 -4 C-49 0 -48 6 -44 9", None, KEY, 1.6)
    for cx in (c - 22, c + 20 - 4 * t):
        svg.ellipse(cx, 20, 9, 5.5, BLUSH, None, 0, 0.3)  # printed flesh: a hint of colour, no soft glow
    brow = darker(face.hair_colour if face.hair != "bare" else "#8a6a4a", 0.55)
    for side, ex, squeeze in ((-1, c - 17, 1.0), (1, c + 16 - 2 * t, 1 - 0.4 * t)):
        _eye(svg, ex, -4, squeeze, 2.4 * t, face)
        bx = ex + (1 if side > 0 else -1) * 2
        svg.path(f"M{f(bx - 11 * squeeze)} -14 C{f(bx - 5 * squeeze)} -19.5 {f(bx + 5 * squeeze)} -19.5 "
                 f"{f(bx + 11 * squeeze)} -14", None, brow, 3 if not face.female else 2.4)
    tip = c + 5 + 8 * t
    svg.path(f"M{f(c + 4 + 4 * t)} -2 C{f(c + 6 + 5 * t)} 5 {f(tip + 2)} 10 {f(tip + 1)} 15", None, SKIN_SHADE, 3)
    svg.path(f"M{f(tip - 1)} 13 C{f(tip + 3)} 16 {f(tip + 1)} 21 {f(tip - 3)} 21 C{f(c - 1)} 22 {f(c - 4)} 20 "
             f"{f(c - 6)} 17", None, KEY, 2.2)
    m = c + 2 * t
    svg.path(f"M{f(m - 10)} 32 C{f(m - 4)} 28 {f(m + 4)} 28 {f(m + 9)} 32 C{f(m + 4)} 38 {f(m - 4)} 38 "
             f"{f(m - 10)} 32 Z", "#c8433c" if face.female else "#c96a58", None)
    svg.path(f"M{f(m - 11)} 32 C{f(m - 4)} 34 {f(m + 4)} 34 {f(m + 10)} 31.5", None, KEY, 2)
    if face.age != "youth" and not face.female:
        svg.path(f"M{f(c - 12)} 18 C{f(c - 16)} 24 {f(c - 16)} 30 {f(c - 14)} 34", None, KEY, 1.4, 0.6)
    if face.age == "old":
        svg.path(f"M{f(c - 16)} -30 C{f(c - 4)} -33 {f(c + 8)} -33 {f(c + 18)} -30 "
                 f"M{f(c - 24)} 6 C{f(c - 20)} 9 {f(c - 14)} 9 {f(c - 10)} 6", None, KEY, 1.4, 0.6)


def _eye(svg: Svg, cx: float, cy: float, sx: float, look: float, face: Face) -> None:
    with svg.group(f"translate({f(cx)} {f(cy)}) scale({round(sx, 3)} 1)"):
        svg.path("M-10 0 C-6 -6 6 -6 10 0 C6 5 -6 5 -10 0 Z", WHITE, KEY, 1.4)
        svg.circle(look, 0, 4.4, face.eyes, KEY, 1)
        svg.circle(look, 0, 1.8, KEY)
        svg.path("M-11.5 0.5 C-6 -7.5 6 -7.5 11.5 -1", None, KEY, 2.8)
        if face.female:
            svg.path("M7 -5 L10 -9 M10 -3 L14 -6", None, KEY, 1.4)


def _profile(svg: Svg, face: Face) -> None:
    """The face seen from the side, looking to the viewer's right."""
    line = [(-8, -62), (16, -54), (29, -36), (32, -20), (31, -12), (36, -4), (45, 13), (42, 17), (33, 19),
            (34, 26), (31, 30), (34, 35), (30, 41), (30, 48), (22, 56), (4, 58), (-12, 50), (-24, 36),
            (-30, 10), (-32, -22), (-26, -48)]
    if face.female:
        line[6:8] = [(42, 12), (39, 16)]
    svg.path(smooth(line), SKIN, KEY, 3.4)
    svg.ellipse(18, 22, 8, 5, BLUSH, None, 0, 0.3)
    svg.path("M11 -5 C16 -10 24 -9 27 -4 C22 0 16 1 11 -5 Z", WHITE, KEY, 1.4)
    svg.circle(22, -4.5, 3.4, face.eyes, KEY, 1)
    svg.path("M10 -5 C15 -12 24 -11 28 -5", None, KEY, 2.8)
    brow = darker(face.hair_colour if face.hair != "bare" else "#8a6a4a", 0.55)
    svg.path("M8 -17 C16 -22 24 -21 31 -16", None, brow, 3.4)
    svg.path("M35 14 C32 12 29 13 28 16 M34 32 L26 32", None, KEY, 2)
    svg.path("M-12 -8 C-24 -14 -26 12 -12 14 Z", SKIN, KEY, 2.4)
    svg.path("M-15 -4 C-19 0 -18 6 -15 9", None, KEY, 1.5)
    if face.age == "old":
        svg.path("M14 -28 C20 -30 26 -29 30 -27 M14 6 C17 9 21 9 24 7", None, KEY, 1.3, 0.6)


# -- hair ----------------------------------------------------------------------------------------------

def _curl(x: float, y: float, r: float, s: int = 1) -> str:
    """A lock rolled into a curl: a spiral stroke of about one and a half turns."""
    return (f"M{f(x - r)} {f(y)} C{f(x - r)} {f(y - r * 1.1)} {f(x + r)} {f(y - r * 1.1)} {f(x + r)} {f(y)} "
            f"C{f(x + r)} {f(y + r * 0.8)} {f(x - r * 0.4)} {f(y + r * 0.8)} {f(x - r * 0.4)} {f(y + r * 0.1)} "
            f"C{f(x - r * 0.4)} {f(y - r * 0.4)} {f(x + r * 0.3 * s)} {f(y - r * 0.4)} {f(x + r * 0.3 * s)} "
            f"{f(y + r * 0.05)}")


def _hair_back(svg: Svg, face: Face, t: float) -> None:
    c, dark = face.hair_colour, darker(face.hair_colour, 0.5)
    kind = face.hair
    if kind in ("bare", "cropped"):
        return
    if t >= 0.9:  # seen from the side: the mass sits behind the face, falling down the nape
        end = {"page": 92, "bob": 46, "long": 150, "curled": 40}[kind]
        svg.path(smooth([(6, -66), (-30, -66), (-52, -40), (-58, 0), (-56, end - 20), (-40, end), (-22, end - 6),
                         (-20, 20), (-4, -20)]), c, KEY, 3)
        if kind in ("page", "curled"):
            curls = " ".join(_curl(-50 + k * 15, end - 10 - (k % 2) * 6, 9) for k in range(3))
            svg.path(curls, None, dark, 2.2)
        svg.path(" ".join(f"M{-30 + k * 8} -40 C{-46 + k * 6} -6 {-44 + k * 5} 20 {-42 + k * 4} {end - 24}"
                          for k in range(3)), None, dark, 1.8, 0.8)
        return
    if kind == "page":
        svg.path(smooth([(0, -70), (44, -62), (58, -28), (60, 20), (66, 62), (48, 84), (26, 70), (24, 30),
                         (-24, 30), (-26, 70), (-48, 84), (-66, 62), (-60, 20), (-58, -28), (-44, -62)]), c, KEY, 3)
        curls = " ".join(_curl(s * (38 + k * 14), 64 + (k % 2) * 8, 10, s) for s in (-1, 1) for k in range(2))
        svg.path(curls, None, dark, 2.4)
        svg.path(" ".join(f"M{s * 50} -10 C{s * 54} 14 {s * 52} 36 {s * 44} 56" for s in (-1, 1)), None, dark, 2)
    elif kind == "bob":
        svg.path(smooth([(0, -70), (46, -60), (58, -24), (56, 30), (40, 48), (30, 24), (-30, 24), (-40, 48),
                         (-56, 30), (-58, -24), (-46, -60)]), c, KEY, 3)
    elif kind == "long":
        svg.path(smooth([(0, -70), (46, -62), (58, -24), (62, 60), (68, 140), (34, 150), (26, 40), (-26, 40),
                         (-34, 150), (-68, 140), (-62, 60), (-58, -24), (-46, -62)]), c, KEY, 3)
        svg.path(" ".join(f"M{s * (42 + k * 5)} {-12 + k * 8} C{s * (52 + k * 5)} {40 + k * 6} {s * (42 + k * 5)} "
                          f"{90 + k * 4} {s * (46 + k * 5)} {138 - k * 5}" for s in (-1, 1) for k in range(5)),
                 None, dark, 1.8, 0.9)
    elif kind == "curled":
        svg.path(smooth([(0, -68), (42, -60), (54, -30), (50, -6), (-50, -6), (-54, -30), (-42, -60)]), c, KEY, 3)
        for s in (-1, 1):
            for dx, dy in ((48, 0), (54, 22), (46, 40)):
                svg.circle(s * dx, dy, 14, c, KEY, 2.6)
                svg.path(_curl(s * dx, dy, 7, s), None, dark, 2)


def _hair_front(svg: Svg, face: Face, t: float) -> None:
    c, dark = face.hair_colour, darker(face.hair_colour, 0.5)
    kind = face.hair
    if kind == "bare":
        return
    if t >= 0.9:
        svg.path(smooth([(24, -54), (4, -70), (-24, -68), (-40, -50), (-30, -38), (-18, -44), (-2, -44), (14, -42)]),
                 c, KEY, 3)
        svg.path("M14 -52 C0 -58 -16 -58 -30 -48", None, dark, 1.8)
        return
    c9 = 9 * t
    if kind in ("page", "bob", "cropped"):  # a fringe combed down over the brow
        svg.path(smooth([(-44, -20), (-48, -52), (-20, -70), (20, -70), (46, -52), (44, -22), (34, -32), (20, -28),
                         (c9, -34), (-14, -28), (-30, -32)]), c, KEY, 3)
        svg.path(" ".join(f"M{x} -60 C{x + 2} -48 {x} -40 {x - 3} -32" for x in (-26, -8, 10, 28)), None, dark, 1.8)
    elif kind == "long":  # parted in the middle, swept back over the temples
        svg.path(smooth([(-44, -6), (-50, -48), (-22, -70), (20, -70), (50, -48), (44, -6), (36, -34), (c9, -48),
                         (-36, -34)]), c, KEY, 3)
        svg.path(f"M{f(c9)} -66 L{f(c9)} -48 M-10 -54 C-26 -50 -36 -36 -40 -18 M14 -54 C30 -50 38 -36 42 -18",
                 None, dark, 1.8)
    elif kind == "curled":  # short waves over the top
        svg.path(smooth([(-48, -20), (-50, -50), (-20, -72), (20, -72), (50, -50), (48, -20), (30, -40), (0, -44),
                         (-30, -40)]), c, KEY, 3)
        svg.path(" ".join(_curl(x, -52, 7) for x in (-28, -6, 16, 36)), None, dark, 1.8)


def _beard(svg: Svg, face: Face, t: float) -> None:
    c = face.beard_colour or face.hair_colour
    dark = darker(c, 0.5)
    m = 9 * t + 2 * t
    if face.beard != "moustache":
        end = {"short": 70, "chin": 74, "full": 104, "forked": 108}[face.beard]
        tip = ([(m + 18, end - 8), (m + 8, end), (m + 2, end - 16), (m - 4, end), (m - 16, end - 8)]
               if face.beard == "forked" else [(m + 16, end - 8), (m, end), (m - 16, end - 8)])
        pts = [(-41, -2), (-36, 26), (-26, 50), *reversed(tip), (m + 30, 46), (40 - 9 * t, 20), (41 - 9 * t, -2),
               (34 - 8 * t, 22), (m + 12, 38), (m, 40), (m - 12, 38), (-30, 24)]
        svg.path(smooth(pts), c, KEY, 3)
        svg.path(" ".join(f"M{f(m + k * 10)} 48 C{f(m + k * 10 + 4)} {end - 30} {f(m + k * 10 - 3)} {end - 18} "
                          f"{f(m + k * 11)} {end - 10}" for k in range(-2, 3)), None, dark, 1.8)
        svg.path(f"M{f(m - 8)} 36 C{f(m - 4)} 41 {f(m + 4)} 41 {f(m + 8)} 36 Z", "#c96a58", KEY, 1.4)
    if face.beard == "chin":  # a beard with a bare upper lip
        return
    svg.path(f"M{f(m)} 24 C{f(m - 10)} 22 {f(m - 22)} 26 {f(m - 26)} 38 C{f(m - 30)} 30 {f(m - 24)} 22 {f(m - 30)} 20 "
             f"M{f(m)} 24 C{f(m + 10)} 22 {f(m + 20)} 26 {f(m + 24)} 36 C{f(m + 28)} 28 {f(m + 22)} 20 {f(m + 28)} 18",
             c, KEY, 2.4)


def _profile_beard(svg: Svg, face: Face, t: float) -> None:
    c = face.beard_colour or face.hair_colour
    if face.beard == "moustache":
        svg.path("M36 22 C30 21 22 24 18 32 C24 30 30 28 36 28 Z", c, KEY, 2)
        return
    end = {"short": 70, "chin": 74, "full": 104, "forked": 108}[face.beard]
    svg.path(smooth([(-16, 14), (-8, 40), (6, end - 6), (22, end), (32, end - 14), (34, 40), (30, 35), (22, 36),
                     (14, 26), (0, 24)]), c, KEY, 3)
    svg.path(" ".join(f"M{4 + k * 9} 40 C{8 + k * 9} {end - 28} {2 + k * 9} {end - 16} {8 + k * 9} {end - 8}"
                      for k in range(3)), None, darker(c, 0.5), 1.8)
    svg.path("M36 22 C30 21 22 24 18 32 C24 30 30 28 36 28 Z", c, KEY, 2)

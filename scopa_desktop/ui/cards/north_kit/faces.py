"""Faces of the northern courts, drawn as the printed decks draw them: flat flesh inside a firm line, almond
eyes under a heavy lid, a nose drawn by its edge, small red lips, a pink cheek; turned a little to one side or
in profile; young, grown or old; beards from a close one to a king's long fork.

A face is drawn around (0, 0) in its own units (the skull's top at -56, the chin at +54) and placed with a
transform; turned to the viewer's left it is the face turned right, mirrored. Hair is hair.py's.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..svg import Svg, f
from . import hair
from .shapes import FINE, INK, MID, blob, curve, darker

FLESH = "#f7d3b4"
SHADE = "#e9ad8c"
LINE = "#7a3a22"  # the face's inner lines
LIPS = "#c6282e"
CHEEK = "#ef8c7c"


@dataclass(frozen=True)
class Face:
    """Who: `turn` -1..1 (0 facing us, 0.5 three-quarters, 1 in profile; negative: to the viewer's left);
    `age` "young", "man" or "old"; the hair (hair.py's cuts) and its colour; `beard` "", "short", "full",
    "pointed", "forked" or "long", `moustache`; `woman`; `eyes` the irises' colour; `closed` eyes shut
    (a severed head); `jaw` and `length` the face's breadth and length (1: as drawn); `nose` "straight",
    "aquiline", "snub" or "long"; `mouth` "small", "full", "thin" or "smile"; `brow` "arched", "straight" or
    "knit"; `lids` how far the upper lids come down over the eyes (0..0.6); `chin` "round" (as drawn), "square"
    or "pointed"; `eye_size` and `mouth_width` (1: as drawn), so that faces from one kit differ in their
    features, not only their hair."""

    turn: float = 0.3
    age: str = "young"
    hair: str = "bob"
    hair_colour: str = "#6b3a16"
    beard: str = ""
    moustache: bool = False
    beard_colour: str = ""
    woman: bool = False
    eyes: str = "#3a2616"
    closed: bool = False
    jaw: float = 1.0
    length: float = 1.0
    flesh: str = FLESH
    nose: str = "straight"
    mouth: str = "small"
    brow: str = "arched"
    lids: float = 0.0
    chin: str = "round"
    eye_size: float = 1.0
    mouth_width: float = 1.0


def face(svg: Svg, x: float, y: float, scale: float, who: Face, neck: bool = True) -> None:
    """A head whose face is centred at (x, y), about 90 x 110 units at scale 1 (hair and beard beyond)."""
    flip = -1 if who.turn < 0 else 1
    t = min(abs(who.turn), 1.0)
    with svg.group(f"translate({f(x)} {f(y)}) scale({round(scale * flip, 4)} {round(scale * who.length, 4)})"):
        hair.back(svg, who.hair, who.hair_colour, t)
        if neck:
            blob(svg, [(-14 + 4 * t, 36), (-17 + 4 * t, 92), (0, 100), (18 + 2 * t, 92), (15 + 2 * t, 36)],
                 who.flesh, MID)
            curve(svg, [(-14 + 4 * t, 56), (2, 64), (15, 54)], darker(who.flesh, 0.8), 3, 0.7)
        if t >= 0.9:
            _profile(svg, who)
        else:
            _front(svg, who, t)
        hair.front(svg, who.hair, who.hair_colour, t)


_CHINS = {  # the jaw's four lower points (near jaw, near chin, chin, far chin, far jaw) by the chin's shape
    "round": ((-30, 37), (-14, 50), (4, 55), (18, 49), (32, 35)),
    "square": ((-35, 42), (-20, 54), (4, 56), (25, 53), (37, 41)),
    "pointed": ((-27, 36), (-10, 52), (4, 63), (14, 51), (29, 35)),
}


def _outline(t: float, jaw: float, chin: str = "round") -> list[tuple[float, float]]:
    (a, b, c, d, e) = _CHINS.get(chin, _CHINS["round"])
    pts = [(4 * t, -56), (-30, -50), (-42, -28), (-44, -4), (-40, 18), a, b, (c[0] + 10 * t, c[1]),
           (d[0] + 8 * t, d[1]), (e[0] - 5 * t, e[1]), (40 - 9 * t, 14), (43 - 11 * t, -8), (40 - 9 * t, -30),
           (28 - 3 * t, -50)]
    return [(px * (jaw if py > 0 else 1), py) for px, py in pts]


def _front(svg: Svg, who: Face, t: float) -> None:
    fx = 10 * t
    if t < 0.2 or who.hair in ("short", "bald"):  # the ear on the near side
        blob(svg, [(-40, -12), (-52, -14), (-54, 2), (-46, 14), (-39, 12)], who.flesh, MID)
        curve(svg, [(-44, -6), (-49, -4), (-46, 6)], LINE, 1.6)
    blob(svg, _outline(t, who.jaw, who.chin), who.flesh, MID + 0.6)
    # the far cheek turned from the light, and the cheeks' colour
    blob(svg, [(34 - 8 * t, -10), (37 - 10 * t, 12), (26 - 2 * t, 36), (29 - 6 * t, 12)], SHADE, 0, opacity=0.7)
    for cx, w in ((fx - 19, 10), (fx + 20 - 5 * t, 9 * (1 - 0.3 * t))):
        svg.ellipse(cx, 16, w, 6.5, CHEEK, None, 0, 0.4)
    for side in (-1, 1):
        width = 1.0 if side < 0 else 1 - 0.32 * t
        ex = fx + side * (16 if side < 0 else 15 - 3 * t)
        _eye(svg, ex, -4, width, 2.4 * t, who)
        _brow(svg, ex, -17, width, side, who)
    # the nose by its lit edge, the nostril's wing, the shadow under it
    _nose(svg, fx, t, who.nose)
    mx = fx + 3 * t
    if who.mouth_width != 1.0:
        with svg.group(f"translate({f(mx)} 31) scale({round(who.mouth_width, 3)} 1) translate({f(-mx)} -31)"):
            _mouth(svg, mx, who)
    else:
        _mouth(svg, mx, who)
    if who.age != "young":
        curve(svg, [(fx - 12, 18), (fx - 17, 26), (fx - 16, 34)], LINE, 1.4, 0.7)
    if who.age == "old":
        curve(svg, [(fx - 18, -31), (fx - 4, -34), (fx + 12, -32)], LINE, 1.4, 0.6)
        curve(svg, [(fx - 14, -26), (fx, -28), (fx + 10, -26)], LINE, 1.2, 0.5)
        curve(svg, [(fx - 26, 4), (fx - 20, 8), (fx - 12, 8)], LINE, 1.2, 0.6)
    if who.beard or who.moustache:
        _beard(svg, who, t, fx)


_NOSES = {  # the nose's edge turned a share t: bridge, tip, under it, and where the edge ends
    "straight": ((1, -12, 0, 0), (4, 4, 4, 4), (8, 15, 8, 15), (4, 19, 6, 19), (-2, 18, 0, 18)),
    "aquiline": ((1, -12, 0, 0), (9, 0, 6, 0), (11, 17, 9, 17), (4, 22, 6, 22), (-3, 20, 0, 20)),
    "snub": ((1, -8, 0, 0), (3, 5, 3, 5), (7, 12, 6, 12), (3, 15, 5, 15), (-3, 15, 0, 15)),
    "long": ((1, -12, 0, 0), (4, 6, 4, 6), (8, 21, 9, 21), (4, 25, 6, 25), (-2, 24, 0, 24)),
}


def _nose(svg: Svg, fx: float, t: float, kind: str) -> None:
    """The nose by its lit edge, the nostril's wing, the shadow under it (seen from the front when barely
    turned)."""
    pts = _NOSES.get(kind, _NOSES["straight"])
    tip = pts[2][1]
    if t < 0.15:
        curve(svg, [(fx - 4, -10), (fx - 6, tip - 9), (fx - 8, tip - 1)], LINE, 1.8, 0.8)
        curve(svg, [(fx - 9, tip), (fx - 4, tip + 4), (fx + 2, tip + 3), (fx + 8, tip)], INK, 2.2)
        if kind == "aquiline":
            curve(svg, [(fx - 2, -6), (fx + 1, 0)], LINE, 1.4, 0.7)
        return
    curve(svg, [(fx + x + k * t, y) for x, y, k, _ in pts], INK, 2.2)
    curve(svg, [(fx - 6, tip - 2), (fx - 8, tip + 2), (fx - 4, tip + 5)], LINE, 1.6)


def _eye(svg: Svg, cx: float, cy: float, width: float, look: float, who: Face) -> None:
    e = who.eye_size
    with svg.group(f"translate({f(cx)} {f(cy)}) scale({round(width * e, 3)} {round(e, 3)})"):
        if who.closed:
            curve(svg, [(-10, 0), (0, 4), (10, 0)], INK, 2.6)
            curve(svg, [(-8, 7), (0, 9), (8, 7)], LINE, 1.2, 0.6)
            return
        svg.path("M-11 1 C-6 -6 6 -6 11 0 C6 4 -6 5 -11 1 Z", "#fffdf6")
        svg.circle(look, 0, 4.6, who.eyes)
        svg.circle(look, 0, 2, "#0d0906")
        svg.circle(look + 1.4, -1.6, 1.1, "#ffffff")
        if who.lids:  # the upper lid lowered over the eye
            d = -5.5 + 9 * who.lids
            svg.path(f"M-11 1 C-6 -6 6 -6 11 0 L11 {f(d + 5)} C6 {f(d)} -6 {f(d)} -11 {f(d + 5)} Z", who.flesh)
            curve(svg, [(-11, d + 4.5), (0, d - 0.5), (11, d + 4.5)], INK, 2.2)
        svg.path("M-12.5 1.6 C-7 -7.8 6 -8 12.5 -0.6", None, INK, 3)
        curve(svg, [(-8, 4.6), (0, 6), (8, 4)], LINE, 1.1, 0.6)
        if who.woman:
            svg.path("M7 -5.6 L9.5 -9.5 M10.5 -3.4 L14 -6.6", None, INK, 1.4)


def _brow(svg: Svg, cx: float, cy: float, width: float, side: int, who: Face) -> None:
    colour = darker(who.hair_colour, 0.55) if who.hair_colour.startswith("#") else INK
    lift = -2 if who.age == "old" else 0
    with svg.group(f"translate({f(cx)} {f(cy + lift)}) scale({round(width * side, 3)} 1)"):
        weight = 2.4 if who.woman else 3.8
        if who.brow == "straight":
            svg.path(f"M-13 -1 C-6 -4 6 -4 13 -1 L13 {f(-1 + weight)} C6 {f(-4 + weight)} -6 {f(-4 + weight)} -13 "
                     f"{f(-1 + weight)} Z", colour, colour, 1.2)
        elif who.brow == "knit":  # drawn down towards the nose: a stern look
            svg.path(f"M13 4 C6 -2 -4 -6 -13 -4 L-13 {f(-4 + weight)} C-4 {f(-2 + weight)} 6 {f(2 + weight)} 13 "
                     f"{f(4 + weight)} Z", colour, colour, 1.2)
        else:
            svg.path(f"M-12 0 C-6 -6 6 -6 13 1 C6 {f(-6 + weight)} -5 {f(-6 + weight)} -12 0 Z", colour, colour,
                     1.2)


def _mouth(svg: Svg, mx: float, who: Face) -> None:
    w = 8 if who.woman else 9
    if who.mouth == "thin":  # a straight thin mouth, the lower lip a shadow under it
        curve(svg, [(mx - 11, 31), (mx, 30), (mx + 11, 31)], "#5a1410", 2.2)
        curve(svg, [(mx - 5, 36), (mx, 37), (mx + 5, 36)], LIPS, 2.4, 0.8)
        return
    if who.mouth == "smile":
        svg.path(f"M{f(mx - 10)} 28 C{f(mx - 4)} 34 {f(mx + 4)} 34 {f(mx + 10)} 28 C{f(mx + 4)} 37 {f(mx - 4)} 37 "
                 f"{f(mx - 10)} 28 Z", LIPS, None)
        curve(svg, [(mx - 11, 27), (mx, 32), (mx + 11, 27)], "#5a1410", 1.8)
        return
    if who.mouth == "full":
        w += 1
        svg.path(f"M{f(mx - w)} 31 C{f(mx - 4)} 40 {f(mx + 4)} 40 {f(mx + w)} 31 Z", LIPS, None)
    svg.path(f"M{f(mx - w)} 30 C{f(mx - 3)} 27 {f(mx + 3)} 27 {f(mx + w)} 30 C{f(mx + 4)} {35 if who.woman else 34} "
             f"{f(mx - 4)} {35 if who.woman else 34} {f(mx - w)} 30 Z", LIPS, None)
    curve(svg, [(mx - w - 1, 30), (mx, 31), (mx + w + 1, 30)], "#5a1410", 1.8)
    if not who.beard:
        curve(svg, [(mx - 5, 41), (mx, 43), (mx + 5, 41)], LINE, 1.2, 0.5)


def _beard(svg: Svg, who: Face, t: float, fx: float) -> None:
    c = who.beard_colour or who.hair_colour
    d = darker(c, 0.55)
    m = fx + 3 * t
    if who.beard:
        end = {"short": 64, "full": 92, "pointed": 108, "forked": 110, "long": 140}[who.beard]
        wide = {"short": 1.0, "full": 1.14, "pointed": 1.0, "forked": 1.06, "long": 1.04}[who.beard]
        if who.beard == "forked":
            tip = [(m - 12, end - 6), (m - 6, end), (m, end - 18), (m + 6, end), (m + 12, end - 6)]
        elif who.beard in ("pointed", "long"):
            tip = [(m - 8, end - 10), (m, end), (m + 8, end - 10)]
        else:
            tip = [(m - 14, end - 8), (m, end), (m + 14, end - 8)]
        near, far = -42 * wide, (42 - 10 * t) * wide
        pts = [(near, -8), (near + 2, 24), (near + 12, end * 0.62), *tip, (far - 10, end * 0.62), (far, 20),
               (far, -8), (far - 6, 16), (m + 16, 34), (m, 40), (m - 16, 34), (near + 8, 16)]
        blob(svg, pts, c, MID)
        strands = [[(m + k * 9, 44), (m + k * 10, end * 0.75), (m + k * 7, end - 10)] for k in (-2, -1, 0, 1, 2)]
        for s in strands:
            curve(svg, s, d, 1.6, 0.8)
        svg.path(f"M{f(m - 7)} 33 C{f(m - 3)} 38 {f(m + 3)} 38 {f(m + 7)} 33 Z", LIPS, INK, 1)
    # the moustache: two wings from under the nose over the lip's corners
    svg.path(f"M{f(m)} 22 C{f(m - 10)} 20 {f(m - 20)} 26 {f(m - 24)} 36 C{f(m - 16)} 31 {f(m - 8)} 29 {f(m)} 28 "
             f"C{f(m + 8)} 29 {f(m + 15)} 31 {f(m + 22)} 36 C{f(m + 18)} 26 {f(m + 10)} 20 {f(m)} 22 Z", c, INK, FINE)


def _profile(svg: Svg, who: Face) -> None:
    """The face in profile, looking to the viewer's right: brow, nose, lips and chin, one eye, the ear."""
    blob(svg, [(-8, -58), (26, -50), (38, -28), (40, -14), (46, 0), (54, 12), (46, 18), (46, 24), (44, 30),
               (46, 36), (40, 50), (20, 56), (-6, 50), (-30, 34), (-42, 4), (-42, -30), (-28, -52)], who.flesh,
         MID + 0.6)
    svg.ellipse(30, 18, 9, 6, CHEEK, None, 0, 0.4)
    if who.closed:
        curve(svg, [(22, -4), (30, -1), (37, -4)], INK, 2.6)
    else:
        svg.path("M36 -4 C32 -9 26 -9 22 -4 C26 -1 32 0 36 -4 Z", "#fffdf6", INK, 1.2)
        svg.circle(31, -4.5, 3, who.eyes)
        svg.path("M37 -5 C31 -12 24 -11 20 -5", None, INK, 2.6)
    colour = darker(who.hair_colour, 0.55)
    svg.path("M40 -15 C32 -21 22 -21 16 -16 C24 -18 32 -17 40 -13 Z", colour, colour, 1.2)
    svg.path("M44 30 L36 30", None, "#5a1410", 1.8)
    svg.path("M44 30 C46 27 50 27 48 30 C49 33 46 35 44 33 Z", LIPS, None)
    blob(svg, [(-6, -12), (-18, -14), (-20, 4), (-10, 12), (-4, 8)], who.flesh, MID)
    curve(svg, [(-10, -6), (-15, -2), (-11, 4)], LINE, 1.6)
    if who.age != "young":
        curve(svg, [(40, 20), (34, 26), (34, 34)], LINE, 1.3, 0.6)
    if who.beard:
        c = who.beard_colour or who.hair_colour
        end = {"short": 64, "full": 92, "pointed": 108, "forked": 110, "long": 140}[who.beard]
        blob(svg, [(-12, 12), (-4, 40), (10, end - 12), (24, end), (36, end - 16), (44, 42), (42, 34), (34, 36),
                   (24, 30), (10, 20)], c, MID)
        for k in range(3):
            curve(svg, [(6 + k * 10, 44), (12 + k * 9, end - 28), (16 + k * 7, end - 12)], darker(c, 0.55), 1.6, 0.8)
    if who.beard or who.moustache:
        c = who.beard_colour or who.hair_colour
        svg.path("M50 24 C44 20 34 24 28 34 C36 30 44 30 50 30 Z", c, INK, 1.6)

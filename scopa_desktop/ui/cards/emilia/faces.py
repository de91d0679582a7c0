"""The Emilian courts' own faces (deck-emilia's): drawn as the printers cut them, a firm black outline round a
flat flesh tone, small almond eyes under a dark lid line, a long nose drawn by one line, a small red mouth, and
hair as a dark mass worked with engraver's strokes; the face modelled as the printed portraits are, by a few
fine strokes laid along the far cheek and the jaw, the nose's shadow side and the chin's shadow on the neck
(`engrave`); each face from its own `Mien` (the jaw's cut, the nose, the eyes, the brows, the mouth, the tilt
of the head, the hair's cut), so no two courts share a face or its hatching.

Drawn in the head's units like `anatomy.head` (the face about 86 x 118, the brow at y -60, the crown of the head
about -80, the chin about +58), so the hats of `heads.wear` sit on it at any size and turn with it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from math import cos, radians, sin

from ..anatomy import Head
from ..svg import Point, Svg, f
from . import engrave
from .ink import INK, darker

FLESH_PRINT = "#f4cc9c"  # the printers' flesh: a warm, flat, slightly yellow tone
LIP, LIP_DK = "#c8322c", "#7a1612"
LINE = "#5a2c18"  # a face's inner lines


@dataclass(frozen=True)
class Mien:
    """How one court's face is cut: `jaw` "oval", "long", "square", "round" or "pointed"; `nose` "straight",
    "aquiline", "snub" or "long"; `eyes` "almond", "heavy", "round" or "narrow"; `brow` "arched", "straight" or
    "heavy"; `mouth` "small", "full", "firm" or "smile"; `hair` the cut ("bob", "page", "mane", "curls", "long",
    "cropped", "swept", "" for none under a close hat); `look` where the eyes glance (-1 left .. 1 right);
    `tilt` the head's tilt in degrees; `flesh` the tone."""

    jaw: str = "oval"
    nose: str = "straight"
    eyes: str = "almond"
    brow: str = "arched"
    mouth: str = "small"
    hair: str = "bob"
    look: float = 0.0
    tilt: float = 0.0
    flesh: str = FLESH_PRINT
    blush: bool = True


# the jaw's cut: (half width at the cheekbone, at the jaw's corner, the corner's height, the chin's height, the
# chin's half width)
JAWS = {
    "oval": (43, 33, 34, 58, 10),
    "long": (40, 30, 40, 66, 9),
    "square": (44, 40, 38, 58, 16),
    "round": (46, 38, 30, 54, 14),
    "pointed": (42, 28, 32, 60, 5),
    "child": (48, 44, 24, 48, 20),  # a child's: full cheeks, a short soft chin (the putti)
}


def curve(points: Sequence[Point], closed: bool = True, k: float = 1.0) -> str:
    """A smooth path through `points` (Catmull-Rom turned into cubic Béziers), closed by default."""
    n = len(points)
    ps = list(points)
    out = f"M{f(ps[0][0])} {f(ps[0][1])}"
    last = n if closed else n - 1
    for i in range(last):
        p0 = ps[(i - 1) % n] if closed or i > 0 else ps[i]
        p1, p2 = ps[i], ps[(i + 1) % n]
        p3 = ps[(i + 2) % n] if closed or i + 2 < n else p2
        c1 = (p1[0] + (p2[0] - p0[0]) * k / 6, p1[1] + (p2[1] - p0[1]) * k / 6)
        c2 = (p2[0] - (p3[0] - p1[0]) * k / 6, p2[1] - (p3[1] - p1[1]) * k / 6)
        out += f" C{f(c1[0])} {f(c1[1])} {f(c2[0])} {f(c2[1])} {f(p2[0])} {f(p2[1])}"
    return out + (" Z" if closed else "")


def draw(svg: Svg, x: float, y: float, scale: float, who: Head, mien: Mien, neck: bool = True) -> None:
    """The whole head at (x, y): hair behind, the neck (unless the body draws its own), face, beard, hair in
    front."""
    flip = -1 if who.turn < 0 else 1
    t = min(abs(who.turn), 1.0)
    tilt = f" rotate({f(mien.tilt * flip)})" if mien.tilt else ""
    with svg.group(f"translate({f(x)} {f(y)}) scale({round(scale * flip, 4)} {round(scale, 4)}){tilt}"):
        if t >= 1:
            _profile(svg, who, mien)
            return
        _hair_back(svg, mien.hair, who.hair_colour, t)
        if neck:
            svg.path("M-14 36 L-15 80 C-6 86 8 86 15 80 L14 36 Z", mien.flesh, INK, 2.4)
            engrave.draw(svg, engrave.neck(mien.tilt, len(mien.jaw) + len(mien.hair)), LINE, 0.6)
        _face(svg, t, who, mien)
        if who.beard:
            _beard(svg, t, who.beard, who.beard_colour or who.hair_colour)
        _hair_front(svg, mien.hair, who.hair_colour, t)


def _outline(t: float, jaw: str) -> list[Point]:
    cheek, corner, corner_y, chin_y, chin_w = JAWS[jaw]
    far = 1 - 0.22 * t  # the far side foreshortened
    cx = 12 * t  # the chin follows the turn
    return [(-38 + 4 * t, -54), (-cheek + 2 * t, -22), (-cheek - 1 + 2 * t, 6), (-corner + 3 * t, corner_y),
            (cx - chin_w, chin_y - 2), (cx + 2, chin_y + 1), (cx + chin_w * far + 2, chin_y - 3),
            (corner * far + 6 * t, corner_y - 2), (cheek * far + 2 * t, 4), ((cheek - 1) * far + 3 * t, -20),
            (36 * far + 4 * t, -52), (0 + 4 * t, -64)]


def _face(svg: Svg, t: float, who: Head, m: Mien) -> None:
    outline = _outline(t, m.jaw)
    svg.path(curve(outline), m.flesh, INK, 2.6)
    # the far cheek in the second tone: a crescent along the far contour, from the temple to the chin
    edge = outline[6:11]
    inner = [(x - 7 - 3 * t, y) for x, y in edge[1:-1]][::-1]
    svg.path(curve([*edge, *inner], k=0.8), darker(m.flesh, 0.86), None, 0, 0.9)
    ex = -42 + 2 * t
    svg.path(f"M{f(ex)} -12 C{f(ex - 12)} -18 {f(ex - 14)} 10 {f(ex + 1)} 16 C{f(ex - 2)} 6 {f(ex - 2)} -2 "
             f"{f(ex)} -12 Z", m.flesh, INK, 2)
    svg.path(f"M{f(ex - 4)} -6 C{f(ex - 8)} -2 {f(ex - 7)} 6 {f(ex - 2)} 8", None, LINE, 1.6)
    fx = 10 * t  # the middle of the face, moved with the turn
    gap = 19 - 3 * t
    for side, squeeze in ((-1, 1.0), (1, 1 - 0.3 * t)):
        _eye(svg, fx + side * gap + (2 * t if side > 0 else 0), -6, squeeze, m, who)
    _brows(svg, fx, gap, t, m, who)
    strokes, nose_shade = engrave.front(outline, t, fx, m.jaw, m.nose, m.hair, who.age, who.beard, m.tilt)
    svg.path(nose_shade, darker(m.flesh, 0.86), None, 0, 0.9)
    engrave.draw(svg, strokes, LINE)
    _nose(svg, fx, t, m)
    _mouth(svg, fx + 2 * t, t, m, who)
    if m.blush:
        svg.path(" ".join(f"M{f(cx - 8)} 16 a8 5 0 1 0 16 0 a8 5 0 1 0 -16 0 Z" for cx in (fx - 24, fx + 22 - 4 * t)),
                 "#e8806a", None, 0, 0.35)
    if who.age != "youth":  # a grown face: the line from the nose's wing to the mouth's corner
        svg.path(f"M{f(fx - 10)} 16 C{f(fx - 15)} 22 {f(fx - 16)} 28 {f(fx - 15)} 33", None, LINE, 1.5, 0.7)
    if who.age == "old":
        svg.path(f"M{f(fx - 16)} -30 C{f(fx - 6)} -33 {f(fx + 6)} -33 {f(fx + 16)} -30 M{f(fx - 12)} -36 "
                 f"C{f(fx - 4)} -38 {f(fx + 4)} -38 {f(fx + 12)} -36", None, LINE, 1.3, 0.6)
        svg.path(f"M{f(fx - gap - 10)} 2 q4 4 10 3 M{f(fx + gap - 2)} 2 q4 4 10 2", None, LINE, 1.2, 0.6)


def _eye(svg: Svg, cx: float, cy: float, sx: float, m: Mien, who: Head) -> None:
    """An eye as the printers cut it: a small almond of white, a dark iris under a heavy black lid line."""
    h = {"almond": 5.0, "heavy": 4.2, "round": 6.2, "narrow": 3.4}[m.eyes]
    w = {"almond": 10.0, "heavy": 10.0, "round": 9.0, "narrow": 11.0}[m.eyes]
    look = m.look * 3
    with svg.group(f"translate({f(cx)} {f(cy)}) scale({round(sx, 3)} 1)"):
        svg.path(f"M{f(-w)} 0 C{f(-w * 0.5)} {f(-h * 1.3)} {f(w * 0.5)} {f(-h * 1.3)} {f(w)} -1 "
                 f"C{f(w * 0.5)} {f(h * 0.9)} {f(-w * 0.5)} {f(h * 0.9)} {f(-w)} 0 Z", "#fffaf0")
        r = min(h * 0.82, 4.4)
        svg.circle(look, -0.4, r, who.eyes)
        svg.circle(look, -0.4, r * 0.5, "#0e0a08")
        lid = -h * 1.32 if m.eyes != "heavy" else -h * 0.9
        if m.eyes == "heavy":  # the upper lid drawn down over the iris
            svg.path(f"M{f(-w - 1)} 0 C{f(-w * 0.5)} {f(-h * 1.5)} {f(w * 0.5)} {f(-h * 1.5)} {f(w + 1)} -1 "
                     f"C{f(w * 0.4)} {f(-h * 0.4)} {f(-w * 0.4)} {f(-h * 0.4)} {f(-w - 1)} 0 Z", m.flesh)
        svg.path(f"M{f(-w - 1.5)} 1 C{f(-w * 0.5)} {f(lid)} {f(w * 0.5)} {f(lid)} {f(w + 1.5)} -1.5 L{f(w + 3)} -3",
                 None, INK, 2.8)
        svg.path(f"M{f(-w * 0.7)} {f(h * 0.7)} C{f(-w * 0.2)} {f(h * 1.05)} {f(w * 0.3)} {f(h * 1.05)} "
                 f"{f(w * 0.8)} {f(h * 0.5)}", None, LINE, 1.3, 0.8)
        if who.female:
            svg.path(f"M{f(w * 0.4)} {f(lid + 1)} l2 -4 M{f(w * 0.8)} {f(lid + 2.5)} l3 -3.5", None, INK, 1.4)


def _brows(svg: Svg, fx: float, gap: float, t: float, m: Mien, who: Head) -> None:
    c = darker(who.hair_colour, 0.55) if m.hair else "#5a3a24"
    width = {"arched": 2.6, "straight": 2.8, "heavy": 4.6}[m.brow]
    lift = {"arched": 7, "straight": 2, "heavy": 3}[m.brow]
    d = []
    for side, sq in ((-1, 1.0), (1, 1 - 0.3 * t)):
        x0 = fx + side * gap + (2 * t if side > 0 else 0)
        a, b = x0 - 12 * sq, x0 + 12 * sq
        inner, outer = (b, a) if side < 0 else (a, b)
        d.append(f"M{f(inner)} -15 Q{f(x0)} {f(-16 - lift)} {f(outer)} {-13 + (2 if m.brow == 'arched' else 0)}")
    svg.path(" ".join(d), None, c, width)


def _nose(svg: Svg, fx: float, t: float, m: Mien) -> None:
    """The nose by its lit edge: one line from the brow down the far side of the middle to the tip, turning into
    the wing; its cut changes the line."""
    tip_y = {"straight": 20, "aquiline": 22, "snub": 16, "long": 26}[m.nose]
    reach = {"straight": 7, "aquiline": 10, "snub": 5, "long": 9}[m.nose] + 6 * t
    x0 = fx + 3
    if m.nose == "aquiline":
        line = (f"M{f(x0)} -12 C{f(x0 + 2)} -2 {f(x0 + reach + 4)} 4 {f(x0 + reach)} {tip_y - 2} ")
    elif m.nose == "snub":
        line = f"M{f(x0)} -10 C{f(x0)} 0 {f(x0 + reach)} 6 {f(x0 + reach + 1)} {tip_y - 3} "
    else:
        line = f"M{f(x0)} -12 C{f(x0 + 1)} 0 {f(x0 + reach)} {tip_y - 8} {f(x0 + reach)} {tip_y - 2} "
    line += (f"C{f(x0 + reach)} {tip_y + 3} {f(x0 + reach - 5)} {tip_y + 4} {f(x0 + reach - 8)} {tip_y + 1} "
             f"M{f(x0 - 7)} {tip_y + 1} C{f(x0 - 10)} {tip_y + 3} {f(x0 - 12)} {tip_y} {f(x0 - 11)} {tip_y - 3}")
    svg.path(line, None, LINE, 2.2)
    svg.path(f"M{f(x0 - 4)} {tip_y + 2} a2.4 1.6 0 1 0 4.8 0 a2.4 1.6 0 1 0 -4.8 0 Z", LINE, None, 0, 0.8)


def _mouth(svg: Svg, m_x: float, t: float, m: Mien, who: Head) -> None:
    if who.beard in ("full", "forked", "short") and who.age == "old":
        return  # the moustache and beard cover it
    y = {"straight": 31, "aquiline": 32, "snub": 29, "long": 36}[m.nose]
    w = {"small": 8, "full": 10, "firm": 11, "smile": 10}[m.mouth] * (1 - 0.15 * t)
    up = {"small": 3, "full": 4, "firm": 1.5, "smile": 2}[m.mouth]
    low = {"small": 4, "full": 6, "firm": 3, "smile": 4}[m.mouth]
    corner = -2 if m.mouth == "smile" else 0
    svg.path(f"M{f(m_x - w)} {f(y + corner)} C{f(m_x - w * 0.5)} {f(y - up)} {f(m_x - 1)} {f(y - up)} {f(m_x)} "
             f"{f(y - up * 0.5)} C{f(m_x + 1)} {f(y - up)} {f(m_x + w * 0.5)} {f(y - up)} {f(m_x + w)} {f(y + corner)} "
             f"C{f(m_x + w * 0.5)} {f(y + low)} {f(m_x - w * 0.5)} {f(y + low)} {f(m_x - w)} {f(y + corner)} Z",
             LIP, None)
    svg.path(f"M{f(m_x - w - 1)} {f(y + corner)} C{f(m_x - w * 0.4)} {f(y + 1)} {f(m_x + w * 0.4)} {f(y + 1)} "
             f"{f(m_x + w + 1)} {f(y + corner)}", None, LIP_DK, 1.8)
    svg.path(f"M{f(m_x - 5)} {f(y + low + 7)} Q{f(m_x)} {f(y + low + 9)} {f(m_x + 5)} {f(y + low + 7)}", None, LINE,
             1.3, 0.6)


# -- hair ------------------------------------------------------------------------------------------------------

def _strokes(svg: Svg, lines: Sequence[str], colour: str, width: float = 2.0) -> None:
    """Engraver's strokes through a mass of hair, in its dark tone."""
    svg.path(" ".join(lines), None, darker(colour, 0.5), width, 0.9)


def _hair_back(svg: Svg, cut: str, c: str, t: float) -> None:
    """The hair behind the face and neck."""
    if cut == "bob":  # the page's bob to the jaw, full at the sides, its ends rolled under
        svg.path(curve([(0, -88), (44, -80), (62, -44), (66, 0), (64, 34), (54, 56), (34, 58), (30, 36),
                        (-30, 36), (-34, 58), (-56, 58), (-66, 34), (-68, 0), (-64, -44), (-44, -80)]), c, INK, 2.6)
        _strokes(svg, [f"M{s * 50} -40 C{s * 60} -10 {s * 60} 20 {s * 50} 48" for s in (-1, 1)]
                 + [f"M{s * 38} -20 C{s * 50} 10 {s * 48} 30 {s * 42} 52" for s in (-1, 1)], c)
    elif cut == "page":  # a longer bob to the neck, a fringe cut straight over the brow
        svg.path(curve([(0, -90), (48, -82), (66, -44), (70, 10), (68, 56), (56, 76), (36, 72), (30, 46),
                        (-30, 46), (-36, 72), (-58, 76), (-70, 56), (-72, 10), (-68, -44), (-48, -82)]), c, INK, 2.6)
        _strokes(svg, [f"M{s * (44 + k * 10)} -30 C{s * (52 + k * 10)} 10 {s * (50 + k * 8)} 40 {s * (44 + k * 8)} 70"
                       for s in (-1, 1) for k in range(2)], c)
    elif cut == "mane":  # the full waves of the printed courts to the shoulders, the ends curling out
        pts: list[Point] = [(0, -92), (46, -84), (70, -50), (74, -14), (84, 6), (76, 26), (86, 46), (78, 66), (84, 84),
                            (62, 92), (40, 84), (32, 56), (-32, 56), (-40, 84), (-62, 92), (-84, 84), (-78, 66),
                            (-86, 46), (-76, 26), (-84, 6), (-74, -14), (-70, -50), (-46, -84)]
        svg.path(curve(pts), c, INK, 2.6)
        _strokes(svg, [f"M{s * 56} {y} q{s * 14} 10 {s * 4} 24" for s in (-1, 1) for y in (-30, 0, 30, 58)]
                 + [f"M{s * 70} {y} q{s * 10} 8 0 18" for s in (-1, 1) for y in (-6, 34, 70)], c)
    elif cut == "long":  # straight, falling behind the shoulders
        svg.path(curve([(0, -88), (44, -80), (60, -40), (62, 20), (66, 80), (60, 104), (36, 100), (30, 50),
                        (-30, 50), (-36, 100), (-60, 104), (-66, 80), (-62, 20), (-60, -40), (-44, -80)]), c, INK, 2.6)
        _strokes(svg, [f"M{s * (42 + k * 7)} -20 C{s * (48 + k * 7)} 30 {s * (46 + k * 7)} 60 {s * (48 + k * 6)} 98"
                       for s in (-1, 1) for k in range(3)], c)
    elif cut == "curls":  # a round cap of tight curls
        for k in range(11):
            a = -205 + k * 23
            r = radians(a)
            svg.circle(54 * cos(r), -16 + 54 * sin(r) * 0.92, 16, c, INK, 2)
            svg.path(f"M{f(54 * cos(r) - 6)} {f(-16 + 54 * sin(r) * 0.92)} a6 6 0 1 1 10 4", None, darker(c, 0.5), 2)
    elif cut == "cropped":
        svg.path(curve([(0, -84), (42, -76), (52, -40), (50, -10), (44, 4), (-44, 4), (-50, -10), (-52, -40),
                        (-42, -76)]), c, INK, 2.4)
    elif cut == "swept":  # pulled back from the brow, falling in a roll at the nape
        svg.path(curve([(0, -90), (46, -82), (62, -46), (64, -4), (70, 30), (58, 50), (36, 44), (30, 20), (-30, 20),
                        (-36, 44), (-58, 50), (-70, 30), (-64, -4), (-62, -46), (-46, -82)]), c, INK, 2.6)
        _strokes(svg, [f"M{s * 50} -30 C{s * 62} 0 {s * 62} 24 {s * 50} 42" for s in (-1, 1)], c)


def _hair_front(svg: Svg, cut: str, c: str, t: float) -> None:
    """What falls over the brow and the temples."""
    if cut in ("bob", "mane", "long"):  # parted off the middle, swept to the sides over the temples
        part = 6 + 8 * t
        svg.path(f"M{f(part)} -70 C-30 -72 -52 -50 -50 -20 C-48 -8 -46 0 -44 6 C-42 -10 -38 -24 -30 -36 "
                 f"C-20 -48 -6 -52 {f(part)} -54 C{f(part + 16)} -52 30 -44 36 -32 C40 -22 42 -8 43 4 "
                 f"C47 -4 50 -16 50 -28 C52 -56 32 -72 {f(part)} -70 Z", c, INK, 2.4)
        _strokes(svg, [f"M{f(part - 4)} -66 C-20 -62 -36 -48 -42 -24", f"M{f(part - 10)} -60 C-26 -52 -38 -36 -44 -8",
                       f"M{f(part + 4)} -66 C24 -62 36 -48 42 -24"], c, 1.8)
    elif cut == "page":  # the straight fringe
        svg.path("M-50 -30 C-54 -76 54 -78 50 -30 C40 -26 30 -28 20 -24 C10 -28 0 -28 -10 -24 C-20 -28 -30 -26 -40 "
                 "-26 C-44 -28 -48 -30 -50 -30 Z", c, INK, 2.4)
        _strokes(svg, [f"M{x} -62 C{x + 1} -48 {x} -38 {x - 1} -28" for x in (-34, -18, -2, 14, 30)], c, 1.8)
    elif cut == "curls":
        for k in range(7):
            r = radians(-170 + k * 27)
            svg.circle(38 * cos(r), -34 + 26 * sin(r), 12, c, INK, 1.8)
    elif cut == "cropped":
        svg.path("M-46 -20 C-52 -72 52 -72 46 -20 C36 -40 20 -46 0 -46 C-20 -46 -36 -40 -46 -20 Z", c, INK, 2.2)
        _strokes(svg, [f"M{x} -60 l-4 10" for x in (-24, -10, 4, 18, 30)], c, 1.6)
    elif cut == "swept":  # combed straight back off a high brow
        svg.path("M-48 -24 C-56 -74 54 -76 48 -24 C42 -44 24 -56 0 -56 C-24 -56 -42 -44 -48 -24 Z", c, INK, 2.2)
        _strokes(svg, [f"M{x} -56 C{x * 1.1} -66 {x * 1.2} -72 {x * 1.3} -78" for x in (-30, -14, 2, 18, 32)], c, 1.6)


def _beard(svg: Svg, t: float, kind: str, c: str) -> None:
    """A beard round the jaw, the moustache over the lip ("moustache" alone, a "goatee" at the chin)."""
    m = 12 * t
    stroke = darker(c, 0.5)
    if kind in ("short", "full", "forked"):
        end = {"short": 74, "full": 104, "forked": 110}[kind]
        tip = (f"L{f(m - 8)} {end} L{f(m)} {end - 14} L{f(m + 8)} {end} " if kind == "forked" else
               f"C{f(m - 8)} {end + 2} {f(m + 8)} {end + 2} {f(m + 14)} {end - 6} ")
        svg.path(f"M-42 -2 C-40 24 -34 40 -26 50 C-24 {end - 30} {f(m - 22)} {end - 10} {f(m - 14)} {end - 6} {tip}"
                 f"C{f(m + 24)} {end - 14} 26 {end - 34} 28 48 C36 36 {f(41 - 3 * t)} 20 {f(41 - 3 * t)} -2 "
                 f"C36 22 26 30 {f(m + 14)} 30 C{f(m + 6)} 40 {f(m - 6)} 40 {f(m - 14)} 30 C-26 30 -36 22 -42 -2 Z",
                 c, INK, 2.2)
        svg.path(" ".join(f"M{f(m + k * 10)} 46 C{f(m + k * 10 + 3)} {end - 30} {f(m + k * 10 - 2)} {end - 18} "
                          f"{f(m + k * 11)} {end - 10}" for k in range(-2, 3)), None, stroke, 1.6, 0.8)
        svg.path(f"M{f(m - 7)} 36 C{f(m - 3)} 41 {f(m + 3)} 41 {f(m + 7)} 36 Z", LIP, INK, 1)
    if kind == "goatee":
        svg.path(f"M{f(m - 10)} 44 C{f(m - 8)} 62 {f(m - 2)} 74 {f(m + 2)} 80 C{f(m + 6)} 72 {f(m + 12)} 60 "
                 f"{f(m + 12)} 44 C{f(m + 6)} 48 {f(m - 4)} 48 {f(m - 10)} 44 Z", c, INK, 1.8)
    # the moustache, two curving wings from under the nose
    svg.path(f"M{f(m)} 24 C{f(m - 8)} 22 {f(m - 18)} 26 {f(m - 26)} 34 C{f(m - 20)} 36 {f(m - 10)} 32 {f(m)} 30 "
             f"C{f(m + 10)} 32 {f(m + 18)} 36 {f(m + 24)} 34 C{f(m + 18)} 26 {f(m + 8)} 22 {f(m)} 24 Z", c, INK, 1.8)


# -- profile -----------------------------------------------------------------------------------------------------

NOSES = {  # the profile's brow-to-lip line for each nose (to the viewer's right)
    "straight": "C40 -20 44 -12 46 -6 C50 4 56 12 58 16 C56 21 50 22 46 23",
    "aquiline": "C40 -22 46 -16 50 -6 C54 4 58 12 57 18 C54 22 48 22 46 23",
    "snub": "C40 -20 43 -12 44 -6 C46 2 52 8 54 12 C54 18 48 21 45 23",
    "long": "C40 -20 44 -12 47 -4 C52 8 60 16 60 22 C56 26 50 25 46 26",
}


def _profile(svg: Svg, who: Head, m: Mien) -> None:
    """A head in profile facing the viewer's right: the hair's mass behind, the neck, the brow, the nose of its
    cut, the lips and chin, one eye, the ear, a beard down the jaw."""
    c = who.hair_colour
    if m.hair == "curls":
        for k in range(9):
            r = radians(-250 + k * 26)
            svg.circle(-6 + 48 * cos(r), -20 + 50 * sin(r), 16, c, INK, 2)
    elif m.hair:
        end = {"long": 100, "mane": 96, "page": 76, "bob": 56, "swept": 50, "cropped": 10}.get(m.hair, 56)
        svg.path(curve([(36, -44), (20, -80), (-30, -84), (-60, -50), (-66, 0), (-70, end - 30), (-62, end),
                        (-36, end + 2), (-20, end - 20), (-14, 40), (-4, 10)]), c, INK, 2.6)
        _strokes(svg, [f"M{-40 - k * 8} -30 C{-48 - k * 8} 10 {-48 - k * 8} {end - 40} {-44 - k * 6} {end - 4}"
                       for k in range(3)], c)
    svg.path("M-14 36 L-10 82 C0 88 14 86 18 80 L12 38 Z", m.flesh, INK, 2.4)
    chin = {"oval": 52, "long": 60, "square": 50, "round": 48, "pointed": 56}[m.jaw]
    svg.path(f"M-10 -66 C20 -66 38 -50 40 -26 {NOSES[m.nose]} C46 27 48 29 47 31 C44 33 44 35 46 38 "
             f"C46 44 44 {chin - 6} 36 {chin} C26 {chin + 6} 10 {chin + 4} -4 52 C-20 44 -40 20 -46 -10 "
             f"C-50 -44 -36 -66 -10 -66 Z", m.flesh, INK, 2.6)
    svg.path("M34 -6 C30 -10 24 -10 20 -6 C24 -3 30 -2 34 -6 Z", "#fffaf0")
    svg.circle(29, -6.4, 2.8, who.eyes)
    svg.path("M36 -8 C31 -13 23 -12 18 -7", None, INK, 2.6)
    lift = {"arched": 5, "straight": 1, "heavy": 2}[m.brow]
    svg.path(f"M40 -16 Q28 {-18 - lift} 14 -15", None, darker(c, 0.55) if m.hair else "#5a3a24",
             4.4 if m.brow == "heavy" else 2.6)
    svg.path("M47 31 L38 31", None, LIP_DK, 2)
    svg.path("M46 25 C42 25 40 28 38 30 L46 30 Z M47 32 C44 36 40 36 38 32 Z", LIP, None)
    svg.path("M-8 -12 C-22 -18 -24 12 -8 14 C-12 6 -12 -4 -8 -12 Z", m.flesh, INK, 2)
    svg.path("M-12 -6 C-16 -2 -15 6 -11 8", None, LINE, 1.5)
    if m.blush:
        svg.ellipse(22, 16, 9, 6, "#e8806a", None, 0, 0.35)
    engrave.draw(svg, engrave.profile(m.jaw, m.hair, who.age), LINE)
    if who.age != "youth":
        svg.path("M36 18 C30 22 30 28 32 34", None, LINE, 1.4, 0.7)
    if who.beard:
        b = who.beard_colour or c
        end = {"short": 74, "full": 104, "forked": 110, "goatee": 80, "moustache": 0}[who.beard]
        if end:
            svg.path(f"M-6 12 C-4 36 -2 50 6 {end - 20} C14 {end} 30 {end + 4} 40 {end - 8} C46 {end - 30} 46 56 44 "
                     f"40 C40 36 34 36 30 38 C24 42 18 30 14 22 C8 18 2 14 -6 12 Z", b, INK, 2.2)
            _strokes(svg, [f"M{14 + k * 9} 48 C{16 + k * 9} {end - 30} {12 + k * 9} {end - 16} {18 + k * 9} "
                           f"{end - 8}" for k in range(3)], b, 1.6)
        svg.path("M50 25 C44 21 36 25 28 34 C36 31 44 31 50 31 Z", b, INK, 1.6)
    if m.hair and m.hair != "curls":  # the hair over the brow and temple, in front of the ear
        svg.path("M36 -40 C30 -80 -40 -86 -52 -30 C-56 -10 -50 10 -40 22 C-34 0 -28 -18 -14 -30 C4 -42 20 -44 36 "
                 "-40 Z", c, INK, 2.2)
        _strokes(svg, ["M28 -46 C10 -50 -14 -44 -30 -24", "M20 -56 C0 -60 -24 -52 -40 -30"], c, 1.8)

"""Heads in the printed manner: a face turned from the front to three-quarters (or in profile), its features a
few firm lines (almond eyes under a lid, brows, a nose by its edge, a small mouth), hair in masses with strokes
that follow it, beards and moustaches for the grown men.

A head is drawn around its own origin (the middle of the face, a little above the eyes' line), about 74 units
wide and 118 tall with its hair at scale 1, turned to the viewer's right for a positive `turn` (a negative one
is the same head mirrored).
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass

from ..svg import Svg, f
from .ink import BROWN, FINE, FLESH, FLESH_SHADE, HATCH, KEY, LINE, WHITE, d, edge_hatch, smooth, smooth_loop

LIP = "#c8323a"
CHEEK = "#f08a7a"


@dataclass(frozen=True)
class Head:
    """Who the face is. `turn` 0 (facing us) to 0.8 (three-quarters), 1 in profile; negative: to the viewer's
    left. `hair`: "long" (to the shoulders), "bob" (to the jaw, the ends rolled), "curls" (short and curly),
    "cropped", "none" (under a hat or a helmet). `beard`: "", "goatee" (pointed, with moustaches), "full",
    "moustache". `soft`: a girl's or a boy's soft face (rounder chin, fuller lips, lashes). `age`: "youth",
    "man", "old" (lines on the brow)."""

    turn: float = 0.4
    hair: str = "long"
    hair_colour: str = BROWN
    beard: str = ""
    beard_colour: str = ""
    soft: bool = False
    age: str = "youth"
    stern: bool = False  # brows knitted down towards the nose, a set mouth (a king's look)
    # the features, each its own per court ("" lets the head choose from who it is, the same every time):
    eyes: str = ""  # "almond", "round" (wide open), "narrow" (long and level), "hooded" (a heavy lid, a crease)
    nose: str = ""  # "straight", "aquiline" (a bump on the bridge, a hooked tip), "snub", "broad"
    mouth: str = ""  # "set", "smile", "full" (red lips, a full lower lip), "pout" (small, the lower lip shaded)
    shape: str = ""  # the face's cut: "oval", "long", "broad"


_CHOICES = {  # what each kind of face may have, in the order the head's own number picks from
    "eyes": {"soft": ("almond", "round", "almond"), "youth": ("almond", "round", "narrow"),
             "man": ("almond", "narrow", "hooded"), "old": ("hooded", "narrow", "hooded")},
    "nose": {"soft": ("straight", "snub", "straight"), "youth": ("straight", "snub", "aquiline", "broad"),
             "man": ("aquiline", "straight", "broad"), "old": ("aquiline", "broad", "straight")},
    "mouth": {"soft": ("full", "pout", "smile"), "youth": ("set", "smile", "pout"),
              "man": ("set", "smile", "full"), "old": ("set", "set", "smile")},
    "shape": {"soft": ("oval", "broad", "oval"), "youth": ("oval", "long", "broad"),
              "man": ("long", "broad", "oval"), "old": ("long", "oval", "broad")},
}


def feature(who: Head, part: str) -> str:
    """`who`'s eyes, nose, mouth or face shape: as given, or picked for who it is (the same head, the same pick)."""
    given = getattr(who, part)
    if given:
        return given
    options = _CHOICES[part]["soft" if who.soft else who.age]
    if part == "eyes" and who.stern:  # a king looks out with open eyes: narrowed under knitted brows he looked sly
        options = ("almond", "round")
    key = f"{part}|{who.hair}|{who.hair_colour}|{who.beard}|{who.beard_colour}|{who.turn:.2f}|{who.stern}"
    return options[zlib.crc32(key.encode()) % len(options)]


def head(svg: Svg, x: float, y: float, scale: float, who: Head, neck: bool = True) -> None:
    """Draw `who`'s head with its face's middle at (x, y); `neck`: a neck down to about y + 78 * scale."""
    flip = -1 if who.turn < 0 else 1
    t = min(abs(who.turn), 1.0)
    with svg.group(f"translate({f(x)} {f(y)}) scale({round(scale * flip, 4)} {round(scale, 4)})"):
        if t >= 0.95:
            _profile(svg, who, neck)
            return
        _hair_back(svg, who, t)
        if neck:
            svg.path(d([(-14 + 6 * t, 34), (-15 + 4 * t, 82), (16 + 4 * t, 82), (15 + 6 * t, 34)], True), FLESH, KEY,
                     LINE * 0.7)
            svg.path(f"M{f(-12 + 6 * t)} 56 Q{f(2 + 6 * t)} 62 {f(14 + 6 * t)} 52", None, FLESH_SHADE, 4, 0.8)
        _face(svg, t, who)
        if who.beard:
            _beard(svg, t, who)
        _mouth(svg, t, who)
        _hair_front(svg, t, who)


def _contour(t: float, soft: bool, shape: str = "oval") -> list[tuple[float, float]]:
    chin = 7 if soft else 9
    jaw = 25 if soft else 28
    # a long face: a narrower jaw and a lower, squarer chin; a broad one: full cheeks and a wide jaw
    sx, sy, jw = {"long": (0.95, 1.07, -3), "broad": (1.05, 0.97, 4)}.get(shape, (1.0, 1.0, 0))
    pts = [(6 * t, -60), (30 - 3 * t, -46), (34 - 5 * t, -16), (32 - 6 * t, 8), (jaw + jw - 4 * t, 30),
           (chin + 12 * t, 47), (12 * t - chin, 50), (-jaw - jw + 2 * t, 34), (-34 - t, 4), (-35, -22),
           (-28, -48)]
    return [(x * sx, y if y < 0 else y * sy) for x, y in pts]


def _face(svg: Svg, t: float, who: Head) -> None:
    outline = smooth_loop(_contour(t, who.soft, feature(who, "shape")), 5)
    svg.path(d(outline, True), FLESH, KEY, LINE * 0.8)
    c = 11 * t  # the features' middle line moves towards the way the face turns
    # the far cheek's shade, and the near ear
    svg.path(f"M{f(31 - 5 * t)} -8 Q{f(30 - 6 * t)} 18 {f(22 - 4 * t)} 34 Q{f(26 - 5 * t)} 12 {f(25 - 5 * t)} -6 Z",
             FLESH_SHADE, None, 0, 0.7)
    ex = -33 + 9 * t
    svg.path(f"M{f(ex)} -14 C{f(ex - 11)} -18 {f(ex - 12)} 10 {f(ex - 1)} 12", FLESH, KEY, FINE)
    if t < 0.15:
        svg.path("M33 -14 C44 -18 45 10 34 12", FLESH, KEY, FINE)
    eyes = feature(who, "eyes")
    for side in (-1, 1):
        far = side > 0
        w = 9.5 * (1 - 0.35 * t) if far else 9.5 * (1 + 0.1 * t)
        w *= {"round": 0.92, "narrow": 1.12}.get(eyes, 1.0)
        cx = c + side * (14 - 2 * t if far else 15 - 3 * t)
        _eye(svg, cx, -6, w, who, side, eyes)
        by = (-19 if not who.soft else -20) + (2 if eyes == "hooded" else 0)
        brow = _brow(who)
        if who.stern:  # level and grave, the inner end only a little down, set high enough to leave the eye open
            inner, outer = (cx - side * w, cx + side * (w + 2))
            svg.path(f"M{f(inner)} {by} Q{f(cx)} {by - 6} {f(outer)} {by - 3}", None, brow, 3.6)
        elif who.soft:  # a thin high arch
            svg.path(f"M{f(cx - w - 1)} {by + 2} Q{f(cx)} {by - 7} {f(cx + w + 2)} {by + 1}", None, brow, 2.2)
        else:  # a man's brow: heavier, tapering out from the nose
            inner, outer = (cx - side * (w + 1), cx + side * (w + 2))
            svg.path(f"M{f(inner)} {by + 2} Q{f(cx)} {by - 5} {f(outer)} {by + 2} Q{f(cx)} {by - 1} {f(inner)} "
                     f"{by + 2} Z", brow, brow, 2.4)
    _nose(svg, c + 4 * t, t, feature(who, "nose"))
    svg.ellipse(c - 19, 14, 8, 5, CHEEK, None, 0, 0.45 if who.soft else 0.25)
    if who.age != "youth":  # the fold from the nose's wing down past the mouth
        svg.path(f"M{f(c - 10)} 14 Q{f(c - 14)} 22 {f(c - 13)} 30", None, KEY, HATCH, 0.7)
    if who.age == "old":
        svg.path(f"M{f(c - 14)} -30 Q{f(c)} -33 {f(c + 14)} -30 M{f(c - 10)} -35 Q{f(c)} -37 {f(c + 10)} -35",
                 None, KEY, HATCH, 0.6)
        svg.path(f"M{f(c - 26)} 0 q3 4 8 4 M{f(c + 12)} 0 q4 4 9 3", None, KEY, HATCH, 0.6)  # the bags under the eyes
    if not who.soft and who.age != "old":  # the cheekbone's shade, a long stroke along the cheek
        svg.path(f"M{f(c - 28)} 6 Q{f(c - 24)} 22 {f(c - 14)} 34", None, FLESH_SHADE, 3, 0.8)


def _nose(svg: Svg, nx: float, t: float, kind: str) -> None:
    """The nose by its near edge from the brow to the tip, the nostril's curl: straight, aquiline (a bump on the
    bridge, the tip hooked down), snub (short, the tip turned up) or broad (both wings shown)."""
    if kind == "aquiline":
        svg.path(f"M{f(nx - 3)} -10 Q{f(nx + 6 + 6 * t)} -2 {f(nx + 3 + 6 * t)} 6 Q{f(nx + 6 + 7 * t)} 14 "
                 f"{f(nx + 2 + 5 * t)} 17 Q{f(nx - 1)} 18 {f(nx - 6)} 15", None, KEY, FINE)
    elif kind == "snub":
        svg.path(f"M{f(nx - 3)} -8 Q{f(nx + 1 + 4 * t)} 4 {f(nx + 5 + 6 * t)} 9 Q{f(nx + 3)} 15 {f(nx - 5)} 13",
                 None, KEY, FINE)
        svg.circle(nx - 1, 12, 1.6, KEY)
        return
    else:
        svg.path(f"M{f(nx - 3)} -10 Q{f(nx + 2 + 5 * t)} 4 {f(nx + 4 + 6 * t)} 13 Q{f(nx + 1)} 18 {f(nx - 6)} 15",
                 None, KEY, FINE)
    svg.path(f"M{f(nx - 6)} 15 Q{f(nx - 9)} 12 {f(nx - 7)} 9", None, KEY, HATCH)
    if kind == "broad":  # the far wing and the nostrils' dark
        svg.path(f"M{f(nx + 5 + 6 * t)} 14 Q{f(nx + 11)} 14 {f(nx + 10)} 9", None, KEY, HATCH)
        svg.path(f"M{f(nx - 4)} 15 l3 1 M{f(nx + 4)} 16 l3 -1", None, KEY, 2.2)


def _mouth(svg: Svg, t: float, who: Head) -> None:
    """The mouth, drawn over a beard too: set (a level line), smiling (the corners up, a dimple), full (red lips,
    the lower one fuller) or pouting (small, its lower lip shaded)."""
    if t >= 0.95:
        return
    m = 11 * t + 3 * t
    kind = feature(who, "mouth")
    if who.stern and kind == "smile":
        kind = "set"
    y = 29
    if who.stern and who.beard in ("goatee", "full"):  # a king's mouth: closed and level, the lips pressed together
        # just under the moustache (no open crescent, no pale band that reads as teeth)
        svg.path(f"M{f(m - 6)} {y - 1} Q{f(m)} {y + 4} {f(m + 6)} {y - 1} Z", LIP, KEY, 1.0)
        svg.path(f"M{f(m - 7)} {y - 1} L{f(m + 7)} {y - 1}", None, KEY, FINE)
        return
    if who.beard in ("goatee", "full"):  # the lower lip shows red in the beard under the moustache
        svg.path(f"M{f(m - 7)} {y + 2} Q{f(m)} {y + 8} {f(m + 7)} {y + 2} Z", LIP, KEY, 1.2)
        svg.path(f"M{f(m - 8)} {y + 1} Q{f(m)} {y + 3} {f(m + 8)} {y + 1}", None, KEY, FINE)
        return
    if kind == "full" or (who.soft and kind != "pout"):
        svg.path(f"M{f(m - 9)} {y} Q{f(m - 3)} {y - 4} {f(m)} {y - 2} Q{f(m + 3)} {y - 4} {f(m + 9)} {y} "
                 f"Q{f(m)} {y + 9} {f(m - 9)} {y} Z", LIP, KEY, 1.2)
    if kind == "smile":
        svg.path(f"M{f(m - 10)} {y - 2} Q{f(m)} {y + 5} {f(m + 10)} {y - 2}", None, KEY, FINE)
        svg.path(f"M{f(m - 12)} {y - 4} q-1 3 1 5 M{f(m + 12)} {y - 4} q1 3 -1 5", None, KEY, HATCH, 0.8)
    elif kind == "pout":
        svg.path(f"M{f(m - 6)} {y} Q{f(m)} {y - 2} {f(m + 6)} {y}", None, KEY, FINE)
        svg.path(f"M{f(m - 5)} {y + 3} Q{f(m)} {y + 8} {f(m + 5)} {y + 3} Z", LIP, None, 0, 0.8)
    else:
        svg.path(f"M{f(m - 9)} {y} Q{f(m)} {y if who.stern else y + 2} {f(m + 9)} {y - 1}", None, KEY, FINE)
    svg.path(f"M{f(m - 5)} {y + 7} Q{f(m)} {y + 9} {f(m + 5)} {y + 7}", None, KEY, HATCH, 0.8)


def _brow(who: Head) -> str:
    colour = who.beard_colour or who.hair_colour
    return KEY if colour in (WHITE, "#e8e4da") or who.age == "youth" else colour


def _eye(svg: Svg, cx: float, cy: float, w: float, who: Head, side: int, kind: str = "almond") -> None:
    """An eye: the white, an iris with its light, the upper lid's heavy line and the fold above it, the lower lid;
    almond, round (opened wide), narrow (long and level) or hooded (the lid low over the iris); lashes on a soft
    face."""
    top = {"round": 10, "narrow": 7, "hooded": 6.5}.get(kind, 8)
    low = {"round": 6, "narrow": 3.5}.get(kind, 5)
    svg.path(f"M{f(cx - w)} {cy} Q{f(cx)} {cy - top} {f(cx + w)} {cy} Q{f(cx)} {cy + low} {f(cx - w)} {cy} Z", WHITE,
             KEY, 1.2)
    r = 3.6 if kind == "round" else 3.1
    # the irises look the way the face turns (both the same way), a king's steadily ahead of him; others' apart
    ix = cx + 1.2 + 2.4 * min(abs(who.turn), 1.0) if who.stern else cx + side * 1.4
    svg.circle(ix, cy - 0.8, r, "#3a2416")
    svg.circle(ix, cy - 0.8, r * 0.5, "#0e0906")
    svg.circle(ix - 1.1, cy - 2.0, 0.9, WHITE)
    lid = top + 1 if kind != "hooded" else top - 1.5
    svg.path(f"M{f(cx - w - 1)} {cy + 0.5} Q{f(cx)} {cy - lid} {f(cx + w + 1)} {cy - 0.5}", None, KEY, 2.8)
    crease = cy - top - (2.5 if kind == "hooded" else 4)  # the fold of the lid, under the brow
    svg.path(f"M{f(cx - w * 0.8)} {f(crease + 3)} Q{f(cx)} {f(crease - 1)} {f(cx + w * 0.9)} {f(crease + 3)}", None,
             KEY, HATCH, 0.7)
    svg.path(f"M{f(cx - w * 0.5)} {f(cy + low * 0.85)} Q{f(cx)} {f(cy + low + 1)} {f(cx + w * 0.5)} "
             f"{f(cy + low * 0.8)}", None, KEY, HATCH, 0.35)
    if who.soft:
        svg.path(f"M{f(cx + side * w)} {cy - 1} l{f(side * 4)} -3 M{f(cx + side * w * 0.7)} {cy - 4} "
                 f"l{f(side * 3)} -3", None, KEY, 1.5)


def _profile(svg: Svg, who: Head, neck: bool) -> None:
    """A head in profile facing the viewer's right: brow, nose, lips and chin, one eye, the ear."""
    c = who.hair_colour
    if who.hair == "long":
        svg.path(d(smooth_loop([(-40, -40), (-8, -66), (10, -50), (-6, 20), (-8, 60), (-22, 96), (-50, 92),
                                (-46, 40), (-48, 0)], 4), True), c, KEY, LINE * 0.8)
    elif who.hair in ("bob", "curls"):
        svg.path(d(smooth_loop([(-40, -40), (-8, -66), (10, -50), (-8, 20), (-20, 38), (-46, 32), (-48, 0)], 4),
                   True), c, KEY, LINE * 0.8)
    if neck:
        svg.path("M-16 28 L-18 82 L14 82 L12 36 Z", FLESH, KEY, LINE * 0.7)
    pts = [(-30, -40), (-8, -60), (18, -54), (28, -30), (29, -14), (30, -8), (40, 12), (30, 18), (32, 26),
           (28, 30), (31, 35), (24, 48), (6, 52), (-14, 40), (-34, 6)]
    nose = feature(who, "nose")
    if nose == "aquiline":
        pts[5] = (35, -6)
        pts[6] = (41, 14)
    elif nose == "snub":
        pts[6] = (37, 9)
    if who.soft:
        pts[6] = (37, 11)
        pts[11] = (22, 46)
    outline = smooth_loop(pts, 4)
    svg.path(d(outline, True), FLESH, KEY, LINE * 0.8)
    svg.path("M18 -7 Q24 -11 29 -6 Q24 -3 18 -7 Z", WHITE, KEY, 1.2)
    svg.circle(25.5, -7, 2.6, "#2a1a12")
    svg.path("M17 -8 Q24 -13 30 -7", None, KEY, 2.4)
    svg.path("M14 -19 Q22 -24 30 -18", None, _brow(who), 3.2)
    svg.path("M-6 -12 C-16 -16 -18 8 -6 10 C-10 2 -10 -4 -6 -12 Z", FLESH, KEY, FINE)
    svg.path("M31 28 L24 29", None, KEY, FINE)
    svg.path("M28 14 Q32 16 33 18", None, KEY, HATCH)
    svg.ellipse(12, 16, 7, 5, CHEEK, None, 0, 0.35)
    if who.beard:
        _beard(svg, 1.0, who)
    _profile_hair(svg, who)


def _profile_hair(svg: Svg, who: Head) -> None:
    """The hair over the skull in profile: from the brow's hairline back over the crown, the ear left bare."""
    if who.hair == "none":
        return
    c = who.hair_colour
    low = {"cropped": -14, "curls": 20, "bob": 26, "long": 30}.get(who.hair, 20)
    svg.path(f"M20 -46 C14 -68 -30 -70 -42 -38 C-48 -14 -42 {low - 20} -30 {low} C-22 {low - 14} -20 -4 -18 -18 "
             f"C-10 -34 6 -40 20 -46 Z", c, KEY, LINE * 0.7)
    edge_hatch(svg, smooth([(14, -52), (-12, -60), (-36, -40)], 4), 1, 8, 7, 0.2, KEY, HATCH)
    if who.hair == "curls":
        for px, py in ((-34, -40), (-40, -18), (-36, 4), (-30, 20), (-20, -56), (0, -60)):
            svg.circle(px, py, 8, c, KEY, HATCH)


# -- hair and beards -----------------------------------------------------------------------------------


def _hair_back(svg: Svg, who: Head, t: float) -> None:
    """The hair behind the face and the neck: long locks to the shoulders, a rolled bob, a cap of curls."""
    c = who.hair_colour
    if who.hair == "long":
        pts = [(-40, -40), (-6, -70), (36, -52), (44, -10), (46 - 4 * t, 36), (50 - 6 * t, 68), (28, 74),
               (20, 44), (-20, 44), (-30, 76), (-52, 70), (-50, 36), (-46, -8)]
        outline = smooth_loop(pts, 4)
        svg.path(d(outline, True), c, KEY, LINE * 0.8)
        for x0 in (-44, -36, 36, 42):
            s = -1 if x0 < 0 else 1
            svg.path(f"M{x0} 0 Q{x0 + s * 6} 36 {x0 + s * 2} 66", None, KEY, HATCH, 0.8)
    elif who.hair == "bob":
        pts = [(-42, -36), (-4, -70), (38, -50), (44, -10), (46, 26), (34, 34), (-36, 34), (-48, 26), (-46, -8)]
        svg.path(d(smooth_loop(pts, 4), True), c, KEY, LINE * 0.8)
        svg.path("M-48 22 Q-42 36 -30 30 M46 22 Q40 36 28 30", None, KEY, FINE)
    elif who.hair == "curls":
        pts = [(-42, -36), (-4, -70), (38, -50), (46, -14), (48, 22), (34, 32), (-38, 32), (-50, 18), (-48, -14)]
        outline = smooth_loop(pts, 4)
        svg.path(d(outline, True), c, KEY, LINE * 0.8)
        ring = [p for p in outline[::3] if p[1] < 28]
        svg.path(" ".join(f"M{f(px - 7)} {f(py)} a7 7 0 1 1 14 0 a7 7 0 1 1 -14 0 Z" for px, py in ring), c, KEY,
                 HATCH)
    elif who.hair == "cropped":
        pts = [(-40, -34), (-4, -66), (36, -48), (40, -16), (-40, -16)]
        svg.path(d(smooth_loop(pts, 4), True), c, KEY, LINE * 0.8)


def _hair_front(svg: Svg, t: float, who: Head) -> None:
    """What falls over the brow: a parting swept to the sides, a fringe, curls."""
    c = who.hair_colour
    if who.hair == "none":
        return
    if who.hair in ("long", "bob"):
        part = 8 * t - 6
        svg.path(f"M-36 -8 C-42 -52 -10 -70 {f(part)} -62 C30 -66 42 -44 {f(36 - 4 * t)} -10 "
                 f"C{f(30 - 4 * t)} -34 {f(18)} -44 {f(part + 4)} -46 C-10 -44 -26 -30 -36 -8 Z", c, KEY, LINE * 0.7)
        edge_hatch(svg, smooth([(-30, -20), (-16, -44), (part, -54)], 4), -1, 9, 7, 0.3, KEY, HATCH)
        edge_hatch(svg, smooth([(part + 2, -54), (24, -44), (32, -20)], 4), -1, 9, 7, -0.3, KEY, HATCH)
    elif who.hair == "curls":
        svg.path(f"M-36 -10 C-42 -52 -10 -70 {f(6 * t)} -62 C30 -66 42 -44 {f(36 - 4 * t)} -10 "
                 f"C30 -30 12 -40 {f(6 * t)} -40 C-12 -40 -28 -30 -36 -10 Z", c, KEY, LINE * 0.7)
        svg.path(" ".join(f"M{f(-28 + k * 12 + 5 * t)} {f(-42 + abs(k - 2.5) * 5)} a6 6 0 1 1 10 2" for k in range(6)),
                 None, KEY, HATCH)
    elif who.hair == "cropped":
        svg.path(f"M-36 -14 C-38 -52 -6 -66 {f(6 * t)} -60 C30 -62 40 -40 {f(36 - 4 * t)} -14 "
                 f"C28 -34 -26 -36 -36 -14 Z", c, KEY, LINE * 0.7)


def _beard(svg: Svg, t: float, who: Head) -> None:
    """A beard round the jaw (pointed, full), the moustache over the lip."""
    c = who.beard_colour or who.hair_colour
    m = 11 * t + 3 * t
    if t >= 0.95:
        m = 24
    if who.beard in ("goatee", "full"):
        if who.beard == "full":
            pts = [(-33 + 2 * t, -2), (-30 + 3 * t, 32), (m - 14, 62), (m, 72), (m + 14, 60), (32 - 8 * t, 30),
                   (33 - 6 * t, -2), (m + 16, 26), (m, 36), (m - 16, 26)]
        else:
            pts = [(m - 19, 33), (m - 13, 52), (m, 70), (m + 12, 52), (m + 17, 33), (m, 40)]
        if t >= 0.95:
            pts = [(-14, 12), (-10, 40), (8, 60), (20, 70), (30, 50), (32, 36), (20, 34), (4, 30)]
        svg.path(d(smooth_loop(pts, 4), True), c, KEY, FINE)
        for k in (-1, 0, 1):
            svg.path(f"M{f(m + k * 7)} 44 Q{f(m + k * 8 + 2)} 56 {f(m + k * 5)} 66", None, KEY, HATCH, 0.7)
    # the moustache: two sweeps from under the nose curling out
    if t >= 0.95:
        svg.path("M30 20 C24 22 18 26 12 24 C16 30 24 30 32 26 Z", c, KEY, 1.6)
        return
    for s in (-1, 1):
        reach = 16 * (1 - 0.3 * t) if s > 0 else 16 * (1 + 0.1 * t)
        tip = 25 if who.stern else 16  # a king's moustache hangs level, its ends not curled up into a grin
        svg.path(f"M{f(m)} 21 C{f(m + s * reach * 0.5)} 19 {f(m + s * reach)} 22 {f(m + s * (reach + 6))} {tip} "
                 f"C{f(m + s * (reach + 2))} 28 {f(m + s * reach * 0.4)} 28 {f(m)} 25 Z", c, KEY, 1.6)

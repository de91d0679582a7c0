"""Heads for the French-suited courts, drawn as a card printer draws them: flat flesh inside a firm key line and
a few characteristic lines, so that each court is somebody. Print varies its faces by a handful of strokes: the
cut of the jaw, the nose (straight, long, hooked, snub), the brows (arched, heavy, knit), the lids (open,
heavy, downcast), the mouth (set, smiling, stern, a small bow), the lines age draws (a fold from nose to
mouth, a furrowed brow, crow's feet), the moustache (curled up, drooping, thin), the beard and the hair.

A head faces us (`turn` 0), turns three-quarters (up to about 0.7) or shows its profile (1); a negative turn
looks to the viewer's left (the same head mirrored). It is drawn in its own units round (0, 0): the hairline
at y = -58, the brow at -16, the chin at +56, the neck down to +96, so one drawing serves any size. The beard
can be drawn apart (`beard`), after the collar, so that it lies over the breast as printed.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..svg import Svg, f
from . import eyes, modelling
from .hair import back as _hair_back
from .hair import curl as _curl
from .hair import front as _hair_front
from .hair import lean
from .ink import BLUE, KEY, SKIN, SKIN_SHADE, YELLOW, darker, smooth

LIPS = "#c4564a"
LIPS_F = "#c8333a"


@dataclass(frozen=True)
class Face:
    """Who the head is: `turn` (see the module), `age` "youth", "man" or "old", a woman's face (`female`),
    the hair's cut ("page": to the shoulders, rolled in curls; "bob": to the jaw; "long": down the back;
    "curled": puffs of curls at the ears; "cropped"; "bare") and colour, the beard ("", "moustache", "short",
    "chin": a beard with a bare upper lip, "full", "forked") and its colour (default the hair's), the irises'
    colour; and the strokes that make the face its own: `jaw` ("oval", "square", "long", "round", "narrow"),
    `nose` ("straight", "long", "hooked", "snub", "broad"), `brow` ("arched", "high", "heavy", "knit",
    "straight"), `lids` ("open", "heavy", "down", "narrow"), `mouth` ("set", "smile", "stern", "bow"), the
    moustache's cut (`tache`: "curled", "droop", "thin") and where the eyes look (`look`, -1..1)."""

    turn: float = 0.3
    age: str = "man"
    female: bool = False
    hair: str = "page"
    hair_colour: str = YELLOW
    beard: str = ""
    beard_colour: str = ""
    eyes: str = BLUE
    jaw: str = ""
    nose: str = "straight"
    brow: str = "arched"
    lids: str = "open"
    mouth: str = ""
    tache: str = "curled"
    look: float = 0.0
    skin: str = SKIN  # the flesh (a pattern whose faces are left the paper's colour gives a pale one)
    shaped: bool = False  # a three-quarter head turned in its shape too: the far cheek drawn in, the jaw and
    # chin carried round with the nose (False: a front-on outline with the features moved, as before)
    engraved: bool = False  # cut as an engraver cuts a face: the line's weight varied, flesh shade hatched in
    # tapered strokes (modelling.py), the upper lids heavy (eyes.py), no round blush; from 150 px up


# the right half of a face's outline (x, y), from the crown down to the chin, for each cut of the jaw
_JAWS = {
    "oval": [(30, -52), (40, -28), (41, 2), (35, 28), (18, 47), (4, 56)],
    "square": [(32, -52), (42, -28), (43, 4), (42, 30), (32, 50), (12, 57)],
    "long": [(28, -54), (37, -28), (38, 6), (33, 36), (17, 58), (4, 65)],
    "round": [(33, -50), (44, -26), (46, 4), (40, 30), (22, 49), (5, 56)],
    "narrow": [(29, -52), (38, -28), (39, 2), (32, 27), (15, 45), (3, 53)],
}


def head(svg: Svg, x: float, y: float, scale: float, face: Face, with_beard: bool = True) -> None:
    """Draw `face` with its centre at (x, y), `scale` card units per head unit; its beard too unless it is to
    be drawn later (`beard`)."""
    flip = -1 if face.turn < 0 else 1
    t = min(abs(face.turn), 1.0)
    with svg.group(f"translate({f(x)} {f(y)}) scale({round(scale * flip, 4)} {round(scale, 4)})"):
        d = lean(face.turn)
        if face.shaped and 0 < t < 0.9:  # the mass behind turns with the head: its crown carried towards the
            # turn (`lean`), its foot a little back towards the near side, less of it on the far side
            b = -1.3 * d / 110
            with svg.group(f"matrix({round(1 - 0.1 * t, 4)} 0 {round(b, 4)} 1 {f(d + 70 * b)} 0)"):
                _hair_back(svg, face.hair, _hair_colour(face), t)
        elif 0 < t < 0.9:
            with svg.group(f"translate({f(d)} 0)"):
                _hair_back(svg, face.hair, _hair_colour(face), t)
        else:
            _hair_back(svg, face.hair, _hair_colour(face), t)
        svg.path("M-17 36 L-18 96 L18 96 L17 36 Z", face.skin, KEY, 3.4)  # the neck
        svg.path("M-17 60 C-6 68 6 68 17 58", None, _shade(face), 4)
        if t >= 0.9:
            _profile(svg, face)
        else:
            _front(svg, face, t)
        if face.beard and with_beard:
            (_profile_beard if t >= 0.9 else _beard)(svg, face, t)
        with svg.group(f"translate({f(lean(face.turn))} 0)"):
            _hair_front(svg, face.hair, _hair_colour(face), t)


def beard(svg: Svg, x: float, y: float, scale: float, face: Face) -> None:
    """The beard alone, over what was drawn since its head (the collar)."""
    if not face.beard:
        return
    flip = -1 if face.turn < 0 else 1
    t = min(abs(face.turn), 1.0)
    with svg.group(f"translate({f(x)} {f(y)}) scale({round(scale * flip, 4)} {round(scale, 4)})"):
        (_profile_beard if t >= 0.9 else _beard)(svg, face, t)


def _hair_colour(face: Face) -> str:
    """The hair's ink: on an engraved face black hair takes a near-black brown beard's colour, so the head has
    one dark (K♠'s brown beard under blue-grey curls read as two)."""
    beard = face.beard_colour
    if face.engraved and beard and _brown_black(beard) and _lum(face.hair_colour) < 70:
        return beard
    return face.hair_colour


def _lum(c: str) -> float:
    r, g, b = (int(c[i:i + 2], 16) for i in (1, 3, 5))
    return r * 0.3 + g * 0.59 + b * 0.11


def _shade(face: Face) -> str:
    return SKIN_SHADE if face.skin == SKIN else darker(face.skin, 0.86)


def _jaw(face: Face) -> str:
    return face.jaw or ("narrow" if face.female else "oval")


# -- the face seen from the front or three-quarters -------------------------------------------------------

def _front(svg: Svg, face: Face, t: float) -> None:
    c = 9 * t  # the features move towards the far side as the head turns
    half = _JAWS[_jaw(face)]
    right = [(x * (1 - 0.22 * t) + c * _low(y), y) for x, y in half]
    left = [(-x + c * _low(y), y) for x, y in reversed(half)]
    if face.shaped:  # the far cheek drawn in, the near one a little out, the chin carried round further
        c = 11 * t
        right = [(x * (1 - 0.46 * t) + (c + 8 * t) * _low(y), y) for x, y in half]
        left = [(-x * (1 + 0.06 * t) + (c + 8 * t) * _low(y) ** 1.5, y) for x, y in reversed(half)]
    _outline(svg, face, smooth([(c * 0.4, -60), *right, *left[1:]]), right, t)
    if t > 0.15:  # the ear on the side turned towards us
        svg.path("M-40 -8 C-53 -15 -57 9 -42 17 Z", face.skin, KEY, 2.8)
        svg.path("M-44 -4 C-49 0 -48 6 -44 9", None, KEY, 1.8)
    fx, fsq, fbx, blush, rx = eyes.far(face, right, c + 16 - 2 * t, 1 - 0.4 * t, t, c + 20 - 4 * t)
    if face.female and face.engraved:  # from 150 px up no round disc of blush: print has none, it read as a
        with svg.sized(True):  # cartoon's (and three slanting strokes as a comic's blush marks)
            for cx, w in ((c - 22, 8.0), (blush, rx)):
                svg.ellipse(cx, 20, w, 5, "#ef9c86", None, 0, 0.35)
    elif face.female:
        for cx, w in ((c - 22, 8.0), (blush, rx)):
            svg.ellipse(cx, 20, w, 5, "#ef9c86", None, 0, 0.35)
    _lines(svg, face, c, t)
    brow = darker(face.hair_colour if face.hair != "bare" else "#8a6a4a", 0.5)
    for side, ex, squeeze, bx in ((-1, c - 17, 1.0, c - 19), (1, fx, fsq, fbx)):
        eyes.front(svg, ex, -4, squeeze, side, 2.4 * t + 2.4 * face.look, face, face.skin)
        _brow(svg, bx - side * 2, squeeze, side, face, brow)
    _nose(svg, face, c, t)
    _mouth(svg, face, c + 2 * t, t)


def _outline(svg: Svg, face: Face, outline: str, far: list | None = None, t: float = 0.0) -> None:
    """The face's flesh in its key line; an engraved face's (150 px and up) the cheek turned away (`far`: that
    half of the outline) shaded, under a heavier contour."""
    if not face.engraved:
        svg.path(outline, face.skin, KEY, 3.8)
        return
    with svg.sized(True):
        svg.path(outline, face.skin, KEY, 3.8)
    with svg.sized(False):
        svg.path(outline, face.skin)
        if far:
            modelling.cheek(svg, face.skin, far, t)
        modelling.contour(svg, outline, far if t >= 0.15 else None)


def _low(y: float) -> float:
    """How much of the turn a point of the outline follows: the chin all of it, the crown none."""
    return min(max((y + 10) / 60, 0.0), 1.0)


def _brow(svg: Svg, ex: float, sx: float, side: int, face: Face, colour: str) -> None:
    bx = ex + side * 2
    inner = -side  # towards the nose: for the left eye (side -1) the inner end is at +x
    kind = face.brow
    w = 11 * sx
    if kind == "heavy":
        a, b = bx - w, bx + w
        svg.path(f"M{f(a)} -13 C{f(bx - w / 2)} -19 {f(bx + w / 2)} -19 {f(b)} -14 L{f(b)} -10 C{f(bx + w / 2)} -14 "
                 f"{f(bx - w / 2)} -14 {f(a)} -9 Z", colour, KEY, 1.2)
        return
    if kind == "knit":  # the inner end drawn a little lower: a grave, not an angry, brow
        i, o = bx + inner * w, bx - inner * w
        svg.path(f"M{f(o)} -17 C{f((o + bx) / 2)} -20 {f((i + bx) / 2)} -19 {f(i)} -14", None, colour, 3.2)
        return
    y, lift, width = {"high": (-19, 5, 2.4), "straight": (-15, 1.5, 3.2)}.get(kind, (-14, 5.5, 3))
    if face.female:
        width = min(width, 2.4)
    svg.path(f"M{f(bx - w)} {f(y)} C{f(bx - w / 2)} {f(y - lift)} {f(bx + w / 2)} {f(y - lift)} {f(bx + w)} {f(y)}",
             None, colour, width)


def _nose(svg: Svg, face: Face, c: float, t: float) -> None:
    """The printer's nose: one firm line down its side from the brow, the tip and the wing of a nostril."""
    kind = face.nose
    tip_y = {"long": 21, "hooked": 20, "snub": 11, "broad": 15}.get(kind, 16)
    tip = c + 5 + 8 * t + (3 if kind == "hooked" else 0)
    top = c + 4 + 3 * t
    bulge = {"hooked": 9, "snub": -2}.get(kind, 2)
    if face.engraved:
        with svg.sized(False):
            modelling.nose(svg, face.skin, top, bulge, tip, tip_y)
    w = _inner(face, 2.2, modelling.INNER)
    # the line starts below the brows: joined to the inner end of a brow it read as that brow drawn down in a frown
    line = f"M{f(top + 0.5)} -3 C{f(top + bulge * 0.7)} 3 {f(tip + 2)} {f(tip_y - 8)} {f(tip + 1)} {f(tip_y - 1)}"
    if face.engraved:  # from 150 px the engraver's line: fine under the brows, swelling down to the nostril
        with svg.sized(True):
            svg.path(line, None, KEY, 2.2)
        with svg.sized(False):
            modelling.nose_line(svg, ((top + 0.5, -3), (top + bulge * 0.7, 3), (tip + 2, tip_y - 8),
                                      (tip + 1, tip_y - 1)))
    else:
        svg.path(line, None, KEY, 2.2)
    wing = 7 if kind == "broad" else 4.5
    svg.path(f"M{f(tip + 1)} {f(tip_y - 1)} C{f(tip + 4)} {f(tip_y + 3)} {f(tip)} {f(tip_y + 6)} {f(tip - 4)} "
             f"{f(tip_y + 5)} C{f(c - 1)} {f(tip_y + 7)} {f(c - wing)} {f(tip_y + 5)} {f(c - wing - 2)} {f(tip_y + 1)}",
             None, KEY, w)
    if kind == "broad":
        svg.path(f"M{f(c - 10)} {f(tip_y - 4)} C{f(c - 14)} {f(tip_y)} {f(c - 12)} {f(tip_y + 4)} {f(c - 8)} "
                 f"{f(tip_y + 5)}", None, KEY, 1.8)
    svg.path(f"M{f(c - 2)} {f(tip_y + 3)} C{f(c + 1)} {f(tip_y + 5)} {f(c + 3)} {f(tip_y + 5)} {f(c + 5)} "
             f"{f(tip_y + 3)}", None, darker(_shade(face), 0.8), 2)


def _inner(face: Face, plain: float, engraved: float) -> float:
    """An inner line's weight: finer on an engraved face (its contour heavier)."""
    return engraved if face.engraved else plain


def _mouth(svg: Svg, face: Face, m: float, t: float) -> None:
    kind = face.mouth or ("bow" if face.female else "set")
    y = 33
    if kind == "bow":  # a small full mouth, the upper lip's bow drawn
        svg.path(f"M{f(m - 9)} {y} C{f(m - 5)} {y - 5} {f(m - 2)} {y - 4} {f(m)} {y - 2} C{f(m + 2)} {y - 4} "
                 f"{f(m + 5)} {y - 5} {f(m + 8)} {y} C{f(m + 4)} {y + 6} {f(m - 5)} {y + 6} {f(m - 9)} {y} Z",
                 LIPS_F, KEY, 1.4)
        svg.path(f"M{f(m - 8)} {y} C{f(m - 3)} {y + 1.5} {f(m + 3)} {y + 1.5} {f(m + 7)} {y}", None, KEY, 1.4)
        return
    dy = {"smile": -3.5, "stern": 3.5}.get(kind, 0.5)
    svg.path(f"M{f(m - 10)} {f(y + dy * 0.3)} C{f(m - 4)} {y - 4} {f(m + 4)} {y - 4} {f(m + 9)} {f(y + dy * 0.3)} "
             f"C{f(m + 4)} {y + 5} {f(m - 4)} {y + 5} {f(m - 10)} {f(y + dy * 0.3)} Z", LIPS, None)
    if face.engraved and face.beard in ("", "moustache"):  # a lower lip the beard leaves bare
        with svg.sized(False):
            modelling.lip(svg, face.skin, m, y)
    modelling.mouth(svg, face.engraved, ((m - 13, y + dy), (m - 5, y + 1), (m + 5, y + 1), (m + 12, y + dy - 0.5)),
                    _inner(face, 2.4, modelling.MOUTH))
    svg.path(f"M{f(m - 4)} {y + 8} C{f(m - 1)} {y + 9.5} {f(m + 2)} {y + 9.5} {f(m + 5)} {y + 8}", None, KEY, 1.6)
    if face.age != "youth" and not face.beard:  # the cleft of a man's chin
        svg.path(f"M{f(m - 2)} {y + 17} C{f(m)} {y + 19} {f(m + 2)} {y + 19} {f(m + 3)} {y + 17}", None, KEY, 1.4)


def _lines(svg: Svg, face: Face, c: float, t: float) -> None:
    """The lines of age: a fold from the nose's wing to the mouth's corner, a furrowed brow, crow's feet."""
    if face.female or face.age == "youth":
        return
    d = [f"M{f(c - 13)} 16 C{f(c - 18)} 23 {f(c - 18)} 30 {f(c - 15)} 36"]
    if t < 0.4:
        d.append(f"M{f(c + 14)} 16 C{f(c + 19)} 23 {f(c + 19)} 30 {f(c + 16)} 36")
    if face.age == "old":
        d += [f"M{f(c - 18)} -30 C{f(c - 6)} -34 {f(c + 6)} -34 {f(c + 18)} -30",
              f"M{f(c - 12)} -37 C{f(c - 4)} -40 {f(c + 4)} -40 {f(c + 12)} -37",
              f"M{f(c - 30)} -6 L{f(c - 35)} -9 M{f(c - 30)} -1 L{f(c - 35)} 1"]  # no bag under the eye
        if t < 0.5:  # the far eye's crow's feet too, while the face is turned little enough to show its corner
            d.append(f"M{f(c + 25 - 6 * t)} -6 L{f(c + 29 - 6 * t)} -9 M{f(c + 25 - 6 * t)} -1 L{f(c + 29 - 6 * t)} 1")
    svg.path(" ".join(d), None, KEY, 1.6, 0.75)


# -- the face seen from the side -------------------------------------------------------------------------

_PROFILE_NOSES = {
    "straight": [(31, -12), (37, -2), (45, 13), (42, 17), (33, 19)],
    "long": [(31, -12), (38, 0), (47, 18), (43, 22), (33, 22)],
    "hooked": [(32, -12), (42, -4), (47, 9), (42, 20), (33, 20)],
    "snub": [(30, -12), (33, -1), (41, 9), (40, 14), (33, 17)],
    "broad": [(31, -12), (37, -2), (46, 12), (44, 18), (33, 20)],
}


def _profile(svg: Svg, face: Face) -> None:
    """The face seen from the side, looking to the viewer's right."""
    chin = {"square": [(30, 48), (24, 58), (4, 60)], "long": [(30, 52), (20, 64), (2, 64)],
            "narrow": [(28, 46), (18, 54), (4, 56)]}.get(_jaw(face), [(30, 48), (22, 56), (4, 58)])
    nose = list(_PROFILE_NOSES.get(face.nose, _PROFILE_NOSES["straight"]))
    if face.female:
        nose = [(31, -12), (36, -2), (42, 12), (39, 16), (33, 18)]
    line = [(-8, -62), (16, -54), (29, -36), (32, -20), *nose, (34, 26), (31, 30), (34, 35), (30, 41), *chin,
            (-12, 50), (-24, 36), (-30, 10), (-32, -22), (-26, -48)]
    _outline(svg, face, smooth(line))
    if face.engraved:
        with svg.sized(False):
            modelling.profile(svg)
    if face.female:
        svg.ellipse(18, 22, 8, 5, "#ef9c86", None, 0, 0.35)
    eyes.profile(svg, face, face.skin)
    brow = darker(face.hair_colour if face.hair != "bare" else "#8a6a4a", 0.5)
    by = {"high": -20, "heavy": -15, "knit": -14}.get(face.brow, -17)
    svg.path(f"M8 {by} C16 {by - 5} 24 {by - 4} 31 {by + 1}", None, brow, 5 if face.brow == "heavy" else 3.4)
    svg.path("M35 14 C32 12 29 13 28 16", None, KEY, 2.2)  # the nostril
    dy = {"smile": -2, "stern": 3}.get(face.mouth, 0)
    svg.path(f"M34 32 L{25} {32 + dy}", None, KEY, 2.4)
    svg.path("M-12 -8 C-25 -14 -27 12 -12 14 Z", face.skin, KEY, 2.6)
    svg.path("M-15 -4 C-19 0 -18 6 -15 9", None, KEY, 1.6)
    if not face.female and face.age != "youth":
        svg.path("M27 18 C22 22 21 28 23 33", None, KEY, 1.5, 0.75)
    if face.age == "old":
        svg.path("M14 -30 C20 -32 26 -31 30 -29 M14 -36 C19 -38 24 -37 28 -35 M6 -2 L1 -5 M6 3 L1 4", None, KEY, 1.5,
                 0.75)


# -- beards and moustaches --------------------------------------------------------------------------------

_ENDS = {"short": 72, "chin": 76, "full": 106, "forked": 110}


def _beard(svg: Svg, face: Face, t: float) -> None:
    c = face.beard_colour or face.hair_colour
    dark = _beard_ink(c)
    m = 11 * t
    if face.beard != "moustache":
        end = _ENDS[face.beard]
        tip = ([(m + 18, end - 8), (m + 8, end), (m + 2, end - 16), (m - 4, end), (m - 16, end - 8)]
               if face.beard == "forked" else [(m + 16, end - 8), (m, end), (m - 16, end - 8)])
        pts = [(-41, -2), (-37, 26), (-28, 50), *reversed(tip), (m + 30, 46), (40 - 9 * t, 20), (41 - 9 * t, -2),
               (34 - 8 * t, 22), (m + 12, 40), (m, 42), (m - 12, 40), (-30, 24)]
        svg.path(smooth(pts), c, KEY, 3.4)
        curls = [_curl(m + k * 12, end - 14 - abs(k) * 6, 6) for k in (-1, 0, 1)]  # ringlets at its foot
        curls += [_curl(s * 30 + m * 0.5, 36, 5) for s in (-1, 1)]
        svg.path(" ".join(curls), None, dark, 2.2)
        # strands down the whole beard, the outer ones ending higher as it narrows to its point (three down its
        # middle left a dark beard one flat mass)
        if _brown_black(c):  # a near-black brown beard: strands a shade lighter, sweeping in to its point
            svg.path(" ".join(f"M{f(m + k * 8.5)} {46 - abs(k) * 3} C{f(m + k * 10)} {end - 40 - abs(k) * 4} "
                              f"{f(m + k * 6)} {end - 22 - abs(k) * 4} {f(m + k * 2.6)} {end - 8 - abs(k) * 3}"
                              for k in (-3, -2, -1, 0, 1, 2, 3)), None, dark, 2.4)
        else:
            svg.path(" ".join(f"M{f(m + k * 8)} {48 - abs(k) * 3} C{f(m + k * 8.5 + 4)} {end - 34 - abs(k) * 6} "
                              f"{f(m + k * 8 - 3)} {end - 26 - abs(k) * 7} {f(m + k * 7.5)} {end - 22 - abs(k) * 8}"
                              for k in (-3, -2, -1, 0, 1, 2, 3)), None, dark, 2.4)
        svg.path(f"M{f(m - 8)} 37 C{f(m - 4)} 42 {f(m + 4)} 42 {f(m + 8)} 37 Z", LIPS, KEY, 1.6)
    if face.beard == "chin":  # a beard with a bare upper lip
        return
    svg.path(_tache(face.tache, m), c, KEY, 2.6)


def _beard_ink(c: str) -> str:
    """The beard's strands: a deep tone of its colour, or dark grey on a dark beard (lost in black otherwise)."""
    r, g, b = (int(c[i:i + 2], 16) for i in (1, 3, 5))
    if _brown_black(c):  # a shade lighter, still dark: grey lines on it read as striped cloth
        return "#{:02x}{:02x}{:02x}".format(*(min(255, int(v * 1.55 + 6)) for v in (r, g, b)))
    return "#6c7280" if r * 0.3 + g * 0.59 + b * 0.11 < 70 else darker(c, 0.45)


def _brown_black(c: str) -> bool:
    """A near-black warm brown (K♠'s beard), not a neutral black."""
    r, g, b = (int(c[i:i + 2], 16) for i in (1, 3, 5))
    return r * 0.3 + g * 0.59 + b * 0.11 < 70 and r - b > 12


def _tache(kind: str, m: float) -> str:
    """A moustache under the nose: curled up at its ends, drooping past the mouth, or a thin line."""
    if kind == "droop":
        return (f"M{f(m)} 25 C{f(m - 12)} 23 {f(m - 20)} 30 {f(m - 20)} 44 C{f(m - 24)} 36 {f(m - 22)} 26 "
                f"{f(m - 14)} 22 C{f(m - 8)} 20 {f(m - 3)} 21 {f(m)} 23 C{f(m + 3)} 21 {f(m + 8)} 20 {f(m + 14)} 22 "
                f"C{f(m + 22)} 26 {f(m + 24)} 36 {f(m + 20)} 44 C{f(m + 20)} 30 {f(m + 12)} 23 {f(m)} 25 Z")
    if kind == "thin":
        return (f"M{f(m)} 26 C{f(m - 8)} 24 {f(m - 16)} 26 {f(m - 20)} 30 C{f(m - 14)} 25 {f(m - 6)} 23 {f(m)} 24 "
                f"C{f(m + 6)} 23 {f(m + 14)} 25 {f(m + 20)} 30 C{f(m + 16)} 26 {f(m + 8)} 24 {f(m)} 26 Z")
    return (f"M{f(m)} 25 C{f(m - 10)} 23 {f(m - 22)} 27 {f(m - 27)} 38 C{f(m - 33)} 30 {f(m - 28)} 20 {f(m - 34)} 18 "
            f"C{f(m - 26)} 16 {f(m - 12)} 19 {f(m)} 22 C{f(m + 12)} 19 {f(m + 24)} 16 {f(m + 32)} 17 "
            f"C{f(m + 27)} 20 {f(m + 31)} 28 {f(m + 25)} 36 C{f(m + 20)} 27 {f(m + 10)} 23 {f(m)} 25 Z")


def _profile_beard(svg: Svg, face: Face, t: float) -> None:
    c = face.beard_colour or face.hair_colour
    tache = {"droop": "M36 22 C28 21 20 26 18 40 C22 34 28 30 36 28 Z",
             "thin": "M36 23 C30 23 24 25 20 29 C26 27 31 26 36 26 Z"}.get(
        face.tache, "M36 22 C30 21 22 24 18 32 C14 28 16 22 12 20 C20 18 30 18 36 22 Z")
    if face.beard != "moustache":
        end = _ENDS[face.beard]
        svg.path(smooth([(-16, 14), (-8, 40), (6, end - 6), (22, end), (32, end - 14), (34, 40), (30, 35), (22, 36),
                         (14, 26), (0, 24)]), c, KEY, 3.4)
        dark = _beard_ink(c)
        svg.path(" ".join(_curl(8 + k * 11, end - 14 - k * 4, 6) for k in range(3)), None, dark, 2.2)
        svg.path(" ".join(f"M{4 + k * 9} 40 C{8 + k * 9} {end - 32} {2 + k * 9} {end - 26} {8 + k * 9} {end - 22}"
                          for k in range(3)), None, dark, 2)
    svg.path(tache, c, KEY, 2.2)

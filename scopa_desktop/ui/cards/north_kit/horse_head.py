"""A cavalier's horse's forehand (drawn facing the viewer's left; mount.py mirrors it for the right): the breast
and the neck rising from it, thick at the withers and narrowing to the throat, its crest arched and hung with
the mane in locks; the head set on at the poll, a long face ending in a soft muzzle, the round bony cheek and
the jaw under it, the eye under its brow, two pricked ears, the forelock; the bridle. The neck pivots on the
breast and the head at the poll as the horse's pose says (head high, nose tucked, neck reaching forward,
rearing), or the head turns to look out of the card, seen from the front.

The head is drawn in its own frame: the poll at (0, 0), the head's length running down +y, the face to -x.
"""

from __future__ import annotations

import math

from ..svg import Point, Svg, f
from .shapes import FINE, INK, MID, OUT, blob, curve, darker

PIVOT = (250, 470)  # where the neck turns on the breast
POLL = (178, 178)  # the poll, with the neck upright
SCALE = 0.92
# pose -> (the neck's turn about the breast, the head's angle from hanging straight down), degrees clockwise
POSES = {"proud": (0, 34), "bowed": (8, 8), "stretched": (-12, 62), "rearing": (12, 40), "turned": (4, 0),
         "grazing": (-4, 20)}
BIT = (-34, 170)  # the bit's ring in the head's frame

# the head in its frame: forehead, face, muzzle, lips, chin, jaw, the round cheek, the throat
_HEAD = [(-6, -6), (-30, 10), (-38, 46), (-42, 96), (-48, 130), (-54, 150), (-56, 166), (-50, 178), (-38, 176),
         (-40, 186), (-28, 192), (-16, 184), (4, 152), (30, 120), (52, 86), (54, 50), (40, 18), (22, 4)]
_HEAD_OPEN = [(-6, -6), (-30, 10), (-38, 46), (-42, 96), (-48, 130), (-54, 150), (-58, 164), (-52, 174),
              (-36, 170), (-42, 192), (-30, 200), (-14, 188), (6, 152), (30, 120), (52, 86), (54, 50), (40, 18),
              (22, 4)]


def _turn(p: Point, about: Point, degrees: float) -> Point:
    a = math.radians(degrees)
    x, y = p[0] - about[0], p[1] - about[1]
    return about[0] + x * math.cos(a) - y * math.sin(a), about[1] + x * math.sin(a) + y * math.cos(a)


def _frame(horse) -> tuple[float, float]:
    neck, head = POSES.get(horse.pose, (0, 30))
    return neck, head


def bit_at(horse) -> Point:
    """Where the reins leave the bit, for this horse's pose (facing left)."""
    return _to_card(horse, (0, 150) if horse.pose == "turned" else BIT)


def _to_card(horse, local: Point) -> Point:
    """A point of the head's frame on the card (the horse facing left, before any shift)."""
    neck, head = _frame(horse)
    lx, ly = local if horse.pose == "turned" else _turn(local, (0, 0), head)
    x, y = _turn((POLL[0] + lx, POLL[1] + ly), PIVOT, neck)
    k = SCALE * horse.size
    return PIVOT[0] + (x - PIVOT[0]) * k, PIVOT[1] + (y - PIVOT[1]) * k


def extent(horse) -> tuple[float, float]:
    """How far the head reaches towards its muzzle's side and upwards (the least x and y on the card, the
    horse facing left, before any shift): the muzzle, the jaw, the ears' and plume's tips."""
    edge = _HEAD_OPEN + [(-16, -66), (-2, -66), (-20, -34)] + ([(-14, -70), (16, -70)] if horse.plume else [])
    if horse.pose == "turned":
        edge = [(-54, 30), (54, 30), (-44, -60), (44, -60), (0, 182)]
    pts = [_to_card(horse, p) for p in edge]
    return min(x for x, _ in pts), min(y for _, y in pts)


def neck_and_head(svg: Svg, horse) -> None:
    neck, head = _frame(horse)
    px, py = PIVOT
    with svg.group(f"translate({px} {py}) scale({f(SCALE * horse.size)}) rotate({f(neck)}) translate({-px} {-py})"):
        throat = (28, 30) if horse.pose == "turned" else _turn((30, 20), (0, 0), head)
        _neck(svg, horse, (POLL[0] + throat[0], POLL[1] + throat[1]))
        with svg.group(f"translate({POLL[0]} {POLL[1]})"):
            if horse.pose == "turned":
                _front(svg, horse)
            else:
                with svg.group(f"rotate({f(head)})"):
                    _profile(svg, horse)


def _neck(svg: Svg, horse, throat: Point) -> None:
    """The breast and the neck, the crest arched from the poll to the withers, and the mane hung along it."""
    tx, ty = throat
    px, py = POLL
    coat = horse.coat
    blob(svg, [(px + 6, py - 8), (px + 60, py + 16), (px + 104, py + 80), (px + 140, py + 170), (px + 160, py + 250),
               (px + 150, py + 330), (px + 90, py + 372), (px - 10, py + 360), (px - 52, py + 300),
               (px - 44, py + 230), (tx - 10, ty + 70), (tx - 4, ty + 10), (px - 8, py + 4)], coat, OUT)
    # the breast's swell and the muscle of the neck
    curve(svg, [(px - 40, py + 250), (px - 10, py + 280), (px + 20, py + 330)], darker(coat, 0.72), 2.6)
    curve(svg, [(tx + 4, ty + 40), (px + 40, py + 150), (px + 70, py + 250)], darker(coat, 0.82), 2.2, 0.9)
    # the mane: long locks falling from the crest over the near side of the neck
    crest = [(px + 2, py - 4), (px + 50, py + 14), (px + 92, py + 66), (px + 126, py + 140), (px + 146, py + 214),
             (px + 154, py + 280)]
    tips = []
    for k, ((ax, ay), (bx, by)) in enumerate(zip(crest, crest[1:], strict=False)):
        drop = (44 + 10 * (k % 2)) * horse.mane_size
        tips += [(ax, ay), ((ax + bx) / 2 - drop * 0.8, (ay + by) / 2 + drop * 0.7)]
    back = 12 * (horse.mane_size - 1)  # a great mane also tumbles over the crest towards the rider, in waves
    outer = [(x + 16 + back * (0.6 + 0.4 * (k % 2)), y - 14 - back * 0.5 * (0.6 + 0.4 * (k % 2)))
             for k, (x, y) in enumerate(crest[::-1][1:])]
    pts = [*tips, crest[-1], (crest[-1][0] + 14, crest[-1][1] - 30)] + outer
    blob(svg, pts, horse.mane, MID)
    strands = []
    for (ax, ay), (bx, by) in zip(crest, crest[1:], strict=False):
        mx, my = (ax + bx) / 2, (ay + by) / 2
        strands.append(f"M{f(ax + 8)} {f(ay)} Q{f(mx - 6)} {f(my + 6)} {f(mx - 30)} {f(my + 30)}")
        strands.append(f"M{f(mx + 8)} {f(my - 4)} Q{f(bx - 14)} {f(by - 2)} {f(bx - 28)} {f(by + 16)}")
    svg.path(" ".join(strands), None, darker(horse.mane, 0.55), FINE)


def _profile(svg: Svg, horse) -> None:
    """The head in profile in its own frame (the poll at 0, 0, the muzzle down +y, the face to -x)."""
    coat = horse.coat
    shade = darker(coat, 0.72)
    with svg.group("translate(20 8) rotate(14)"):  # the plume behind the ears
        _plume(svg, horse)
    for dx, k in ((14, 0.86), (0, 1.0)):  # the far ear, then the near one
        blob(svg, [(-10 + dx, 4), (-20 + dx, -34), (-14 + dx, -66), (4 + dx, -38), (10 + dx, 2)],
             coat if k == 1 else darker(coat, k), MID)
    curve(svg, [(-12, -4), (-14, -50)], shade, FINE)
    blob(svg, _HEAD_OPEN if horse.mouth_open else _HEAD, coat, OUT)
    if horse.mouth_open:
        svg.path("M-50 172 L-36 170 L-40 190 Z", "#8e1620", INK, FINE)
    # the round bony cheek over the jaw, the face's bone, the muzzle's soft end and the chin
    curve(svg, [(2, 50), (28, 46), (48, 76), (40, 108), (14, 126)], shade, 3.2)
    curve(svg, [(-30, 60), (-34, 100), (-40, 128)], darker(coat, 0.84), 2, 0.9)
    curve(svg, [(-34, 140), (-22, 152), (-26, 166)], shade, 2.4)
    curve(svg, [(-30, 190), (-18, 184), (-10, 176)], shade, 2)
    # the nostril, a comma curling up; the eye under its bony brow
    svg.path("M-46 154 C-48 142 -38 138 -34 146 C-32 152 -38 154 -40 150", None, INK, 2.8)
    svg.path("M-34 44 C-27 35 -12 35 -6 44 C-12 51 -27 51 -34 44 Z", "#fffdf6", INK, 2)
    svg.circle(-19, 44, 5, "#1a1210")
    curve(svg, [(-38, 36), (-22, 26), (-2, 34)], INK, 3)
    blob(svg, [(-14, -6), (-36, 6), (-42, 30), (-24, 20), (-8, 10)], horse.mane, FINE)  # the forelock
    if horse.harness:  # cheekpiece from the poll to the bit, noseband, browband
        for d in ("M4 2 C0 60 -14 124 -34 168", "M-50 124 C-28 134 2 132 20 116", "M-28 10 C-16 4 -2 2 8 4"):
            svg.path(d, None, INK, 11)
            svg.path(d, None, horse.harness, 6.5)
        svg.circle(BIT[0], BIT[1], 8, "#f2c11d", INK, FINE)
        svg.circle(-6, 127, 5, "#f2c11d", INK, FINE)


def _front(svg: Svg, horse) -> None:
    """The head turned to look out of the card, seen from the front, in its frame (the poll at 0, 0): both
    ears up, the forelock between them, the broad forehead, the eyes at its sides, the cheeks' bulge, the face
    narrowing to a broad soft muzzle, the nostrils, a noseband."""
    coat = horse.coat
    shade = darker(coat, 0.72)
    for s in (-1, 1):  # the ears, pricked
        blob(svg, [(s * 14, -2), (s * 40, -58), (s * 44, -44), (s * 36, 4)], coat, MID)
        curve(svg, [(s * 26, -8), (s * 38, -44)], shade, FINE)
    blob(svg, [(0, -12), (40, -4), (54, 30), (50, 66), (32, 100), (30, 140), (32, 168), (0, 182), (-32, 168),
               (-30, 140), (-32, 100), (-50, 66), (-54, 30), (-40, -4)], coat, OUT)
    for s in (-1, 1):  # the cheeks' bulge and the eyes
        curve(svg, [(s * 50, 50), (s * 40, 86), (s * 30, 104)], shade, 2.6)
        svg.path(f"M{s * 52} 34 C{s * 48} 26 {s * 36} 26 {s * 34} 36 C{s * 38} 44 {s * 48} 44 {s * 52} 34 Z",
                 "#2a1a12", INK, 1.6)
        svg.circle(s * 46, 32, 2.2, "#fffdf6")
        curve(svg, [(s * 32, 30), (s * 42, 22), (s * 54, 28)], INK, 2.4)
        svg.path(f"M{s * 16} 156 C{s * 10} 146 {s * 20} 140 {s * 24} 150", None, INK, 2.6)
    blob(svg, [(-28, 140), (0, 132), (28, 140), (30, 166), (0, 180), (-30, 166)], darker(coat, 0.9), FINE)
    curve(svg, [(-10, 174), (0, 177), (10, 174)], INK, 1.6)
    blob(svg, [(-18, -6), (0, -14), (18, -6), (10, 36), (0, 48), (-12, 30)], horse.mane, FINE)  # the forelock
    curve(svg, [(-4, 66), (-2, 104), (0, 128)], darker(coat, 0.8), 2)
    if horse.harness:
        for d in ("M-44 20 C-14 14 14 14 44 20", "M-32 126 C-10 134 10 134 32 126"):
            svg.path(d, None, INK, 8)
            svg.path(d, None, horse.harness, 4.5)
        for s in (-1, 1):
            svg.circle(s * 32, 132, 6, "#f2c11d", INK, FINE)
    if horse.plume:
        _plume(svg, horse)


def _plume(svg: Svg, horse) -> None:
    """A crest of three short feathers standing up from the headstall (kept low: the frame is near)."""
    if not horse.plume:
        return
    for k, (dx, colour) in enumerate(((-14, horse.plume), (0, "#fffdf6"), (12, horse.plume))):
        top = -52 - (k % 2) * 8
        blob(svg, [(2, -2), (dx * 0.6, -24), (dx * 1.3 - 6, top), (dx * 1.3 + 6, top - 2), (dx * 0.6 + 8, -24),
                   (10, -2)], colour, FINE)
        curve(svg, [(6, -4), (dx, -30), (dx * 1.3, top + 4)], darker(colour, 0.6), 1.4)

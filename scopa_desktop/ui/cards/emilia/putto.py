"""The winged child of the Emilian aces of swords: a chubby putto seated, both arms raised to hold up a broad
blade curving over his head, grey wings at his back; and the leafy garland (or a ribbon) wound round him and
the blade, roses set in it.

`putto` draws him seated at (x, y) (his hips), his hands at the points given; `garland` lays leaves along a
chain of curves.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import NamedTuple

from ..anatomy import Head
from ..svg import Point, Svg, f, tube
from . import faces
from .body import d_of, smooth
from .faces import Mien, curve
from .ink import FLESH, FLESH_DK, GREEN, GREEN_DK, INK, RED, RED_DK, YELLOW

Curve = tuple[Point, Point, Point, Point]


class Tone(NamedTuple):
    """A putto's flesh: its light tone, the creases', the flat shadow, and the key line's weight."""
    light: str
    crease: str
    shade: str
    line: float


def _cubic(c: Curve, t: float) -> Point:
    (x0, y0), (x1, y1), (x2, y2), (x3, y3) = c
    u = 1 - t
    return (u ** 3 * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t ** 3 * x3,
            u ** 3 * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t ** 3 * y3)


def along(curves: Sequence[Curve], step: float) -> list[tuple[Point, float]]:
    """Points about `step` apart along a chain of cubic curves, each with the direction there (radians)."""
    out: list[tuple[Point, float]] = []
    for c in curves:
        pts = [_cubic(c, i / 60) for i in range(61)]
        acc = step
        for a, b in zip(pts, pts[1:], strict=False):
            seg = math.hypot(b[0] - a[0], b[1] - a[1])
            acc += seg
            if acc >= step:
                acc = 0.0
                out.append((b, math.atan2(b[1] - a[1], b[0] - a[0])))
    return out


def garland(svg: Svg, curves: Sequence[Curve], width: float = 44, roses: Sequence[int] = (),
            flowers: Sequence[int] = ()) -> None:
    """A thick garland of leaves along the curves, roses at the `roses`-th leaf clusters, small yellow flowers at
    the `flowers`-th."""
    spots = along(curves, width * 0.3)
    dark, light = [], []
    for i, ((x, y), a) in enumerate(spots):
        for k, side in enumerate((-1, 1)):
            ang = a + side * (0.8 + 0.3 * math.sin(i * 1.7))
            ex, ey = x + math.cos(ang) * width * 0.85, y + math.sin(ang) * width * 0.85
            nx, ny = -math.sin(ang) * width * 0.26, math.cos(ang) * width * 0.26
            leaf = (f"M{f(x)} {f(y)} Q{f((x + ex) / 2 + nx)} {f((y + ey) / 2 + ny)} {f(ex)} {f(ey)} "
                    f"Q{f((x + ex) / 2 - nx)} {f((y + ey) / 2 - ny)} {f(x)} {f(y)} Z")
            (dark if (i + k) % 2 else light).append(leaf)
    d = "M" + " L".join(f"{f(x)} {f(y)}" for (x, y), _ in spots)
    svg.path(d, None, INK, width * 0.5)
    svg.path(d, None, GREEN_DK, width * 0.42)
    svg.path(" ".join(dark), GREEN_DK, INK, 1.8)
    svg.path(" ".join(light), GREEN, INK, 1.8)
    for i in roses:
        if i < len(spots):
            rose(svg, *spots[i][0], width * 0.36)
    for i in flowers:
        if i < len(spots):
            small_flower(svg, *spots[i][0], width * 0.22)


def rose(svg: Svg, x: float, y: float, r: float = 16, colour: str = RED) -> None:
    svg.circle(x, y, r, colour, INK, 2.2)
    svg.path(f"M{f(x - r * 0.6)} {f(y + r * 0.1)} Q{f(x)} {f(y - r * 0.8)} {f(x + r * 0.6)} {f(y + r * 0.1)} "
             f"M{f(x - r * 0.3)} {f(y + r * 0.35)} Q{f(x)} {f(y - r * 0.2)} {f(x + r * 0.3)} {f(y + r * 0.35)} "
             f"M{f(x - r * 0.75)} {f(y + r * 0.5)} Q{f(x)} {f(y + r * 1.0)} {f(x + r * 0.75)} {f(y + r * 0.5)}",
             None, RED_DK, max(1.6, r * 0.12))


def small_flower(svg: Svg, x: float, y: float, r: float = 9, colour: str = YELLOW) -> None:
    petals = " ".join(f"M{f(x)} {f(y)} L{f(x + r * math.cos(a - 0.4))} {f(y + r * math.sin(a - 0.4))} "
                      f"L{f(x + r * math.cos(a + 0.4))} {f(y + r * math.sin(a + 0.4))} Z"
                      for a in (k * math.pi * 2 / 5 for k in range(5)))
    svg.path(petals, colour, INK, 1.4)
    svg.circle(x, y, r * 0.3, RED, INK, 1)


def _limb(svg: Svg, pts: Sequence[Point], w0: float, w1: float, shade: bool = True, cap: bool = True,
          tone: Tone | None = None, crease: bool = True) -> None:
    """A chubby limb along a smooth curve through three points (shoulder or hip, elbow or knee, wrist or ankle),
    `w0` wide at its root and `w1` at its end, swelling a little before the joint; its underside in the second
    flesh tone, a crease at the joint (`crease` False: none, for a limb drawn in two parts jointed at its ends)."""
    tone = tone or PALE
    line = smooth(pts, 12)
    ws = [w0 + (w1 - w0) * i / 12 + 6 * math.sin(math.pi * i / 6) ** 2 * (1 - i / 12) for i in range(13)]
    outline = tube(line, ws)
    # a rounded shoulder or hip, and the limb's two sides drawn without the flat ends of its tube, so it grows
    # out of the body round, not cut square (its hand or foot closes the other end)
    if cap:  # (a limb rooted inside the body's outline needs none: it grows out of the body's own round)
        svg.circle(*line[0], ws[0] / 2, tone.light, INK, tone.line)
    svg.path(d_of(outline), tone.light)
    if shade:
        under = tube(line, [w * 0.34 for w in ws])
        svg.path(d_of(under[13:]), tone.shade, None, 0, 0.9)
    svg.path(f"{d_of(outline[:13], False)} {d_of(outline[13:], False)}", None, INK, tone.line)
    if not crease:
        return
    jx, jy = line[6]
    (ax, ay), (bx, by) = line[5], line[7]
    ang = math.atan2(by - ay, bx - ax) + math.pi / 2
    c, s_ = math.cos(ang) * ws[6] * 0.3, math.sin(ang) * ws[6] * 0.3
    svg.path(f"M{f(jx - c)} {f(jy - s_)} Q{f(jx + (bx - ax) * 0.3)} {f(jy + (by - ay) * 0.3)} {f(jx + c)} "
             f"{f(jy + s_)}", None, tone.crease, 2.4 * tone.line / 3)


_SHADE = "#eab48c"  # the putto's flesh in shadow: a second flat tone
PALE = Tone(FLESH, FLESH_DK, _SHADE, 3)  # the Piacentine's putto
WARM = Tone("#f2b98a", "#b86a42", "#d98f62", 3.8)  # a warmer, firmer-lined one, shaded (the Romagnole's)


def _fist(svg: Svg, x: float, y: float, r: float = 20, rot: float = 0, tone: Tone | None = None) -> None:
    """A small chubby hand closed round something at (x, y): a rounded back, three finger creases, the thumb."""
    tone = tone or PALE
    with svg.group(f"translate({f(x)} {f(y)}) rotate({f(rot)})"):
        svg.path(f"M{f(-r)} {f(-r * 0.5)} C{f(-r)} {f(-r * 1.1)} {f(r)} {f(-r * 1.1)} {f(r)} {f(-r * 0.4)} "
                 f"C{f(r * 1.1)} {f(r * 0.6)} {f(r * 0.4)} {f(r)} 0 {f(r * 0.9)} C{f(-r * 0.6)} {f(r)} {f(-r * 1.1)} "
                 f"{f(r * 0.5)} {f(-r)} {f(-r * 0.5)} Z", tone.light, INK, 2.6 * tone.line / 3)
        svg.path(" ".join(f"M{f(r * k * 0.4)} {f(-r * 0.7)} l0 {f(r * 0.7)}" for k in (-1, 0, 1)), None, tone.crease,
                 2)
        svg.path(f"M{f(-r * 0.9)} {f(-r * 0.2)} q{f(r * 0.5)} {f(r * 0.5)} {f(r * 0.9)} {f(r * 0.3)}", None, INK,
                 2)


def _wing(svg: Svg, x: float, y: float, s: int, k: float, colour: str, lift: float = 0) -> None:
    """A wing from the shoulder at (x, y), to the viewer's left (`s` -1) or right, `k` its size: a rounded
    shoulder of coverts, then broad flight feathers layered out and down, each with its shaft; `lift` turns the
    whole wing up by that many degrees about its root."""
    dark = "#9ea4b2"
    for i in range(4, -1, -1):  # the lowest feather first, the upper ones over it
        a = math.radians(-40 - lift + i * 24)
        length = (170 - i * 16) * k
        ex, ey = x + s * math.cos(a) * length, y + math.sin(a) * length
        nx, ny = -math.sin(a) * 30 * k, math.cos(a) * 30 * k
        svg.path(f"M{f(x)} {f(y)} Q{f((x + ex) / 2 - s * nx * 0.2)} {f((y + ey) / 2 - ny * 0.9)} {f(ex)} {f(ey)} "
                 f"Q{f(ex - s * math.cos(a) * 20 + s * nx * 0.3)} {f(ey + ny * 0.9)} "
                 f"{f((x + ex) / 2 + s * nx * 0.5)} {f((y + ey) / 2 + ny)} Z", colour, INK, 2.4)
        svg.path(f"M{f(x + s * math.cos(a) * 30)} {f(y + math.sin(a) * 30)} L{f(ex - s * math.cos(a) * 16)} "
                 f"{f(ey - math.sin(a) * 16)}", None, dark, 2)
    with svg.group(f"rotate({f(-s * lift)} {f(x)} {f(y)})"):
        _coverts(svg, x, y, s, k, colour, dark)


def _coverts(svg: Svg, x: float, y: float, s: int, k: float, colour: str, dark: str) -> None:
    """The wing's rounded shoulder of small feathers, over the roots of the flight feathers."""
    svg.path(f"M{f(x)} {f(y - 34 * k)} C{f(x + s * 64 * k)} {f(y - 70 * k)} {f(x + s * 104 * k)} {f(y - 30 * k)} "
             f"{f(x + s * 92 * k)} {f(y + 14 * k)} C{f(x + s * 60 * k)} {f(y + 40 * k)} {f(x + s * 20 * k)} "
             f"{f(y + 36 * k)} {f(x)} {f(y + 20 * k)} Z", colour, INK, 2.6)
    svg.path(" ".join(f"M{f(x + s * (18 + 24 * j) * k)} {f(y + (10 - 10 * j) * k)} q{f(s * 12 * k)} {f(18 * k)} "
                      f"{f(s * 22 * k)} 0" for j in range(3)), None, dark, 2.2)


def torso(svg: Svg, x: float, y: float, tone: Tone) -> None:
    """A child's body, his hips at (x, y): narrow sloping shoulders over a round belly, wider below than above,
    a soft shadow under the chest's two rounds, the collarbones, the belly's fold and navel."""
    body = [(x - 48, y - 184), (x + 4, y - 198), (x + 46, y - 186), (x + 62, y - 134), (x + 74, y - 58),
            (x + 56, y + 6), (x - 4, y + 28), (x - 60, y + 8), (x - 80, y - 58), (x - 66, y - 138)]
    svg.path(curve(body), tone.light, INK, tone.line)
    svg.path(curve([(x + 40, y - 176), (x + 68, y - 120), (x + 64, y - 40), (x + 40, y + 10), (x + 24, y + 6),
                    (x + 44, y - 50), (x + 46, y - 120)]), tone.shade, None, 0, 0.9)
    # a child's chest: a soft shadow under its two rounds, the collarbones, and the belly's fold and navel
    svg.path(f"M{f(x - 64)} {f(y - 126)} C{f(x - 44)} {f(y - 96)} {f(x - 14)} {f(y - 96)} {f(x + 2)} {f(y - 114)} "
             f"C{f(x + 18)} {f(y - 96)} {f(x + 48)} {f(y - 98)} {f(x + 62)} {f(y - 124)} L{f(x + 62)} {f(y - 108)} "
             f"C{f(x + 46)} {f(y - 82)} {f(x + 16)} {f(y - 84)} {f(x + 2)} {f(y - 100)} C{f(x - 14)} {f(y - 82)} "
             f"{f(x - 46)} {f(y - 82)} {f(x - 66)} {f(y - 110)} Z", tone.shade, None, 0, 0.9)
    svg.path(f"M{f(x - 60)} {f(y - 128)} C{f(x - 42)} {f(y - 100)} {f(x - 14)} {f(y - 100)} {f(x + 2)} "
             f"{f(y - 116)} C{f(x + 18)} {f(y - 100)} {f(x + 46)} {f(y - 102)} {f(x + 58)} {f(y - 126)} "
             f"M{f(x - 36)} {f(y - 172)} q18 10 34 4 M{f(x + 8)} {f(y - 168)} q16 6 30 -4 "
             f"M{f(x - 50)} {f(y - 54)} C{f(x - 24)} {f(y - 30)} {f(x + 26)} {f(y - 30)} {f(x + 54)} {f(y - 56)} "
             f"M{f(x + 2)} {f(y - 72)} q6 8 0 14", None, tone.crease, 3.2)
    svg.path(curve(body), None, INK, tone.line)


def putto(svg: Svg, x: float, y: float, hands: tuple[Point, Point], hair: str = "#c9a060",
          wings: str = "#eef0f4") -> None:
    """A putto, his hips at (x, y), his hands at `hands` (the viewer's left hand first), both arms raised to the
    blade: feathered wings at his shoulders, a chubby body turned a little, his belly round, one knee drawn up
    and the other leg hanging, his curly head tipped back to look up. (The Romagnole's, a baby holding his
    sword low, is romagnole.putto, from these parts.)"""
    tone = PALE
    _wing(svg, x + 46, y - 176, 1, 0.9, wings)
    _wing(svg, x - 52, y - 176, -1, 1.05, wings)
    (lx, ly), (rx, ry) = hands
    _limb(svg, [(x - 34, y + 6), (x - 44, y + 96), (x - 86, y + 160)], 62, 38, tone=tone)  # the far leg hanging
    svg.path(f"M{f(x - 112)} {f(y + 168)} C{f(x - 114)} {f(y + 150)} {f(x - 82)} {f(y + 146)} {f(x - 66)} "
             f"{f(y + 158)} C{f(x - 64)} {f(y + 176)} {f(x - 96)} {f(y + 186)} {f(x - 112)} {f(y + 168)} Z",
             tone.light, INK, 2.4 * tone.line / 3)  # its foot
    torso(svg, x, y, tone)
    for (hx, hy), sx in (((lx, ly), -1), ((rx, ry), 1)):  # the arms, raised to the blade, bent at the elbow
        shoulder = (x + sx * 46, y - 166)
        _limb(svg, [shoulder, (x + sx * 92, (y - 166 + hy) / 2 + 20), (hx, hy + 16)], 48, 32, tone=tone)
        _fist(svg, hx, hy, 21, -sx * 20, tone)
    # the near hip, a round the drawn-up thigh grows from, and the fold where it meets the belly
    svg.path(f"M{f(x + 8)} {f(y - 40)} C{f(x + 50)} {f(y - 52)} {f(x + 84)} {f(y - 24)} {f(x + 82)} {f(y + 10)} "
             f"C{f(x + 80)} {f(y + 36)} {f(x + 40)} {f(y + 42)} {f(x + 14)} {f(y + 24)} Z", tone.light)
    svg.path(f"M{f(x + 82)} {f(y + 4)} C{f(x + 80)} {f(y + 36)} {f(x + 40)} {f(y + 42)} {f(x + 10)} {f(y + 24)}",
             None, INK, tone.line)
    _limb(svg, [(x + 36, y - 4), (x + 112, y + 24), (x + 96, y + 146)], 66, 40, cap=False,
          tone=tone)  # the near knee up
    svg.path(f"M{f(x + 6)} {f(y - 34)} C{f(x + 22)} {f(y - 14)} {f(x + 26)} {f(y + 8)} {f(x + 18)} {f(y + 24)}",
             None, tone.crease, 3)
    svg.path(f"M{f(x + 76)} {f(y + 146)} C{f(x + 80)} {f(y + 132)} {f(x + 118)} {f(y + 134)} {f(x + 130)} "
             f"{f(y + 150)} C{f(x + 126)} {f(y + 166)} {f(x + 90)} {f(y + 168)} {f(x + 76)} {f(y + 146)} Z",
             tone.light, INK, 2.4 * tone.line / 3)
    svg.path(f"M{f(x + 112)} {f(y + 146)} l4 10 M{f(x + 120)} {f(y + 148)} l4 8", None, tone.crease, 2)
    faces.draw(svg, x + 4, y - 250, 1.26, Head(-0.25, "youth", "curls", hair),
               Mien("child", "snub", "round", "arched", "small", "curls", look=0.6, tilt=-8, flesh=tone.light),
               neck=False)

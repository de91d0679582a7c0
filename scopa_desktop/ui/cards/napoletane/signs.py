"""The Napoletane's suit signs, large and bold as printed, flat colours in a black key line:

- the coin (denaro): a sun with a face in a gold field inside a dark ring; the big coins of the two and three
  ring the face with petals;
- the cup (coppa): a bellied vase, its red lip over a gold band, a green gadrooned belly, a red stem and foot,
  grey scroll handles (the two's wider and lower);
- the sword (spada): a straight blue blade with a ridge, a gold hilt of curled quillons and a bead-tipped
  pommel;
- the club (bastone): a long pear-shaped cudgel cut off square at its grip, split lengthwise red and green,
  a gold leaf along it.

Each is drawn around (0, 0): the round signs in a 100-unit box, the long ones by their two ends.
"""

from __future__ import annotations

import math

from ..south_kit.ink import (
    BLUE,
    DARK_GREEN,
    GREEN,
    GREY,
    HATCH,
    KEY,
    OCHRE,
    RED,
    WHITE,
    YELLOW,
    d,
    edge_hatch,
    smooth,
    stamp,
)
from ..svg import Point, Svg, f, place
from . import clubs

RING = "#1d1f33"  # the coin's dark ring
STEEL = BLUE
STEEL_DARK = "#173b86"


def coin(svg: Svg, x: float, y: float, size: float, rich: bool = False) -> None:
    """A coin `size` across: the dark ring, a white line inside it, the sun's rays round a face."""
    with svg.group(place(x, y, size / 100)):
        svg.circle(0, 0, 49, RING, KEY, 2)
        svg.circle(0, 0, 42.5, WHITE, None)
        svg.circle(0, 0, 40, RING, None)
        svg.circle(0, 0, 37.5, YELLOW, KEY, 1.2)
        if rich:  # a ring of rounded petals round the face
            petals = []
            for k in range(12):
                a = math.radians(k * 30)
                px, py = math.cos(a) * 25, math.sin(a) * 25
                petals.append(f"M{f(px)} {f(py)} m-8 0 a8 9 {k * 30} 1 1 16 0 a8 9 {k * 30} 1 1 -16 0 Z")
            svg.path(" ".join(petals), YELLOW, KEY, 1.2)
            svg.path(" ".join(f"M{f(math.cos(math.radians(k * 30)) * 20)} {f(math.sin(math.radians(k * 30)) * 20)} "
                              f"L{f(math.cos(math.radians(k * 30)) * 30)} {f(math.sin(math.radians(k * 30)) * 30)}"
                              for k in range(12)), None, OCHRE, 1.6)
        else:  # sixteen rays, long and short, each with a shaded side
            rays = []
            for k in range(16):
                a = math.radians(k * 22.5)
                r1 = 35 if k % 2 == 0 else 28
                w = 0.2 if k % 2 == 0 else 0.16
                pts = [(math.cos(a - w) * 16, math.sin(a - w) * 16), (math.cos(a) * r1, math.sin(a) * r1),
                       (math.cos(a + w) * 16, math.sin(a + w) * 16)]
                rays.append(d(pts, True))
            svg.path(" ".join(rays), YELLOW, KEY, 1.3)
            svg.path(" ".join(f"M{f(math.cos(math.radians(k * 22.5)) * 18)} {f(math.sin(math.radians(k * 22.5)) * 18)} "
                              f"L{f(math.cos(math.radians(k * 22.5 + 5)) * 27)} "
                              f"{f(math.sin(math.radians(k * 22.5 + 5)) * 27)}" for k in range(0, 16, 2)),
                     None, OCHRE, 1.6)
        _sun_face(svg, 16 if not rich else 15)


def _sun_face(svg: Svg, r: float) -> None:
    """The sun's face: a round gold face, almond eyes, a nose, a small mouth."""
    s = r / 16
    svg.circle(0, 0, r, YELLOW, KEY, 1.5)
    svg.path(f"M{f(-9 * s)} {f(-3 * s)} q{f(4 * s)} {f(-3 * s)} {f(7 * s)} 0 M{f(2 * s)} {f(-3 * s)} "
             f"q{f(4 * s)} {f(-3 * s)} {f(7 * s)} 0", None, KEY, 1.5)
    svg.path(f"M{f(-5.5 * s)} {f(-2 * s)} l0 1.2 M{f(5.5 * s)} {f(-2 * s)} l0 1.2", None, KEY, 2.4)
    svg.path(f"M0 {f(-1 * s)} L{f(1.5 * s)} {f(5 * s)} L{f(-1.5 * s)} {f(6 * s)}", None, KEY, 1.2)
    svg.path(f"M{f(-4 * s)} {f(9 * s)} Q0 {f(11.5 * s)} {f(4 * s)} {f(9 * s)}", None, KEY, 1.4)
    svg.path(f"M{f(-12 * s)} {f(4 * s)} Q{f(-10 * s)} {f(12 * s)} {f(-3 * s)} {f(14 * s)}", None, OCHRE, 1.4)


def cup(svg: Svg, x: float, y: float, size: float, wide: bool = False) -> None:
    """A cup `size` tall (the two's `wide` bowl lower and broader) centred at (x, y); the tall cup drawn narrower
    than its height, a slender vase as printed (about two thirds as wide as tall, handles and all)."""
    k = size / 100
    with svg.group(place(x, y) + (f" scale({round(k * 0.86, 4)} {round(k, 4)})" if not wide else f" scale({k})")):
        if wide:
            lip, lip_y, neck_b, belly_w, belly_y, foot_y, base_w = 44, -34, -14, 50, 6, 26, 30
        else:
            lip, lip_y, neck_b, belly_w, belly_y, foot_y, base_w = 31, -44, -14, 36, 4, 22, 26
        _handles(svg, lip - 4, lip_y + 8, neck_b - lip_y + 22, wide)
        # the green belly, gadrooned
        belly = [(-lip + 3, neck_b), (-belly_w, belly_y - 6), (-belly_w * 0.72, belly_y + 10), (-10, foot_y - 2),
                 (10, foot_y - 2), (belly_w * 0.72, belly_y + 10), (belly_w, belly_y - 6), (lip - 3, neck_b)]
        svg.path(d(smooth(belly, 4), True), GREEN, KEY, 2.4)
        lobes = []
        n = 7 if wide else 5
        for k in range(n):
            t = (k + 0.5) / n * 2 - 1
            lobes.append(f"M{f(t * (lip - 4))} {f(neck_b + 2)} Q{f(t * belly_w * 1.02)} {f(belly_y)} {f(t * 9)} "
                         f"{f(foot_y - 4)}")
        svg.path(" ".join(lobes), None, DARK_GREEN, 2.2)
        edge_hatch(svg, smooth([belly[-1], belly[-2], belly[-3]], 4), 1, 6, 5)
        # the gold neck: a round trumpet flaring to the lip (concave sides, its lower edge curving round the
        # body), ringed by a moulding and gadrooned with rounded tongues where it meets the belly
        _neck(svg, lip, lip_y, neck_b)
        # the red lip, a rolled rim: its mouth dark, a lighter roll along its front
        svg.ellipse(0, lip_y, lip + 3, 7.5 if wide else 6.5, RED, KEY, 2.2)
        svg.ellipse(0, lip_y - 0.6, lip - 4, 3.4, "#8a1018", None)
        svg.path(f"M{f(-lip + 1)} {f(lip_y + 2.5)} Q0 {f(lip_y + 8.5)} {f(lip - 1)} {f(lip_y + 2.5)}", None,
                 "#e8505a", 1.6)
        # the red stem with its leaves, and the foot
        svg.path(d([(-8, foot_y - 4), (8, foot_y - 4), (6, foot_y + 8), (-6, foot_y + 8)], True), RED, KEY, 2)
        for sgn in (-1, 1):
            svg.path(f"M0 {f(foot_y + 6)} C{f(sgn * 6)} {f(foot_y - 2)} {f(sgn * 16)} {f(foot_y)} {f(sgn * 20)} "
                     f"{f(foot_y + 10)} C{f(sgn * 12)} {f(foot_y + 8)} {f(sgn * 6)} {f(foot_y + 12)} 0 "
                     f"{f(foot_y + 16)} Z",
                     RED, KEY, 1.6)
        fy = foot_y + 14
        foot = [(-base_w * 0.5, fy), (base_w * 0.5, fy), (base_w * 0.8, fy + 8), (-base_w * 0.8, fy + 8)]
        svg.path(d(foot, True), RED,
                 KEY, 2)
        svg.rect(-base_w, fy + 8, base_w * 2, 8, 0, RED, KEY, 2)
        svg.path(" ".join(f"M{f(-base_w + 4 + k * 6)} {f(fy + 10)} l0 4" for k in range(int(base_w / 3))), None, KEY,
                 1.1)


def _neck(svg: Svg, lip: float, top: float, bot: float) -> None:
    """The cup's gold neck between its lip (`top`) and the belly (`bot`): a flared, round band, not a box."""
    wt, wm, wb, sag = lip, lip - 8, lip - 3, 5
    mid = (top + bot) / 2
    outline = (f"M{f(-wt)} {f(top)} C{f(-wm)} {f(top + 6)} {f(-wm - 1)} {f(bot - 7)} {f(-wb)} {f(bot)} "
               f"Q0 {f(bot + 2 * sag)} {f(wb)} {f(bot)} C{f(wm + 1)} {f(bot - 7)} {f(wm)} {f(top + 6)} {f(wt)} "
               f"{f(top)} Z")
    svg.path(outline, YELLOW, KEY, 2.2)
    # a raised ring round the waist, drawn as a curved ridge (its shadow below it)
    svg.path(f"M{f(-wm + 0.5)} {f(mid - 1)} Q0 {f(mid + 6)} {f(wm - 0.5)} {f(mid - 1)}", None, KEY, 1.6)
    svg.path(f"M{f(-wm + 1)} {f(mid + 2)} Q0 {f(mid + 9)} {f(wm - 1)} {f(mid + 2)}", None, OCHRE, 2.2)
    # rounded tongues (gadroons) hanging over the belly, each a small arch outlined in ink
    n = 6
    tongues = []
    for k in range(n):
        x0 = -wb + 2 * wb * k / n
        x1 = x0 + 2 * wb / n
        xm = (x0 + x1) / 2
        y0 = bot + sag * (1 - (x0 / wb) ** 2) * 0.9
        y1 = bot + sag * (1 - (x1 / wb) ** 2) * 0.9
        ym = bot + sag * (1 - (xm / wb) ** 2) * 0.9
        tongues.append(f"M{f(x0)} {f(y0 - 1)} C{f(x0)} {f(ym + 6)} {f(x1)} {f(ym + 6)} {f(x1)} {f(y1 - 1)} Z")
    svg.path(" ".join(tongues), YELLOW, KEY, 1.4)
    # each tongue's flute runs up into the band
    svg.path(" ".join(f"M{f(-wb + 2 * wb * (k + 0.5) / n)} {f(bot + 3)} L{f((-wb + 2 * wb * (k + 0.5) / n) * 0.9)} "
                      f"{f(mid + 7)}" for k in range(n)), None, OCHRE, 1.4)
    # the shaded side: a few short hatches under the rim on the right
    svg.path(" ".join(f"M{f(wt - 5 - k * 4)} {f(top + 3)} Q{f(wm - 2 - k * 4)} {f(top + 7)} {f(wm - 1 - k * 4)} "
                      f"{f(mid - 3)}" for k in range(2)), None, OCHRE, HATCH * 1.2)


def _handles(svg: Svg, x: float, y: float, h: float, wide: bool) -> None:
    """Two grey scroll handles from the cup's neck curling down its shoulders."""
    out = 14 if wide else 12
    for sgn in (-1, 1):
        path = (f"M{f(sgn * (x - 2))} {f(y - 4)} C{f(sgn * (x + out))} {f(y - 10)} {f(sgn * (x + out + 2))} "
                f"{f(y + h * 0.6)} "
                f"{f(sgn * (x + 4))} {f(y + h)} C{f(sgn * (x - 2))} {f(y + h + 4)} {f(sgn * (x + 2))} {f(y + h - 8)} "
                f"{f(sgn * (x + 6))} {f(y + h - 6)}")
        svg.path(path, None, KEY, 9.5)
        svg.path(path, None, GREY, 5.5)
        svg.path(path, None, "#f4f1ea", 1.6)


def sword(svg: Svg, hilt: Point, tip: Point, width: float = 34) -> None:
    """A straight sword from the middle of its guard at `hilt` to its point at `tip`; the grip and pommel stand
    behind the guard."""
    (hx, hy), (tx, ty) = hilt, tip
    ln = math.hypot(tx - hx, ty - hy) or 1
    ang = math.degrees(math.atan2(ty - hy, tx - hx))
    stamp(svg, f"translate({f(hx)} {f(hy)}) rotate({f(ang)})", ("napoletane-sword", round(ln), width),
          lambda s: _sword_x(s, round(ln), width))


def _sword_x(svg: Svg, ln: float, w: float) -> None:
    """The sword along +x from its guard at 0 to its point at `ln`: a ridged blue blade; a massive gold hilt as
    printed, the guard two great ringed lobes round a knot, a thick grip wrapped in a spiral, a pommel of a ring
    and three balls."""
    h = w / 2
    key = max(3.2, w * 0.1)
    svg.path(d([(0, -h), (ln - w * 1.1, -h), (ln, 0), (ln - w * 1.1, h), (0, h)], True), STEEL, KEY, key)
    svg.path(d([(2, h * 0.15), (ln - w * 1.1, h * 0.15), (ln - w * 1.1, h), (2, h)], True), STEEL_DARK, None, 0, 0.6)
    svg.path(d([(2, h * 0.15), (ln - w * 1.1, h * 0.15), (ln - 4, 0)]), None, STEEL_DARK, max(1.4, w * 0.05))
    svg.path(f"M{f(w * 0.8)} {f(-h * 0.55)} L{f(ln - w * 1.4)} {f(-h * 0.55)}", None, "#9fc0f2", max(1.6, w * 0.07))
    # the grip: thick, tapering to the pommel, wrapped in a spiral
    grip = [(-w * 0.5, -w * 0.38), (-w * 1.9, -w * 0.26), (-w * 2.0, 0), (-w * 1.9, w * 0.26), (-w * 0.5, w * 0.38)]
    svg.path(d(grip, True), YELLOW, KEY, key * 0.9)
    svg.path(" ".join(f"M{f(-w * (0.9 + k * 0.28))} {f(-w * 0.3)} l{f(-w * 0.22)} {f(w * 0.6)}" for k in range(4)),
             None, OCHRE, max(1.4, w * 0.07))
    # the pommel: a ring with a ball either side and one at its end
    for px, py, r in ((-w * 2.3, -w * 0.42, 0.22), (-w * 2.3, w * 0.42, 0.22), (-w * 2.95, 0, 0.22)):
        svg.circle(px, py, w * r, YELLOW, KEY, key * 0.8)
    svg.circle(-w * 2.35, 0, w * 0.4, YELLOW, KEY, key * 0.9)
    svg.circle(-w * 2.35, 0, w * 0.17, OCHRE, KEY, key * 0.6)
    # the guard: two great round lobes, each ringed, a knot between them and a drop down onto the blade
    for sgn in (-1, 1):
        svg.ellipse(-w * 0.3, sgn * w * 0.6, w * 0.62, w * 0.6, YELLOW, KEY, key)
        svg.ellipse(-w * 0.3, sgn * w * 0.6, w * 0.4, w * 0.38, None, OCHRE, max(1.8, w * 0.1))
        svg.ellipse(-w * 0.3, sgn * w * 0.6, w * 0.16, w * 0.15, YELLOW, KEY, key * 0.6)
    svg.path(f"M{f(w * 0.15)} {f(-w * 0.3)} L{f(w * 0.8)} 0 L{f(w * 0.15)} {f(w * 0.3)} Z", YELLOW, KEY, key * 0.8)
    svg.ellipse(-w * 0.12, 0, w * 0.36, w * 0.34, YELLOW, KEY, key)
    svg.ellipse(-w * 0.12, 0, w * 0.15, w * 0.16, KEY, None)


def club(svg: Svg, grip: Point, head: Point, width: float = 80, split: bool = True, flip: bool = False,
         bend: float = 0.1, butt: str = "knot", tone: str = "green", stalk: float = 0.5) -> None:
    """A club from its butt at `grip` to its head (clubs.py: the printed curved teardrop with its gold frond)."""
    clubs.club(svg, grip, head, width, split, flip, bend, butt, tone, stalk)


def long_sprite(svg: Svg, kind: str) -> None:
    """The long signs as sprites, drawn upright in their 100-unit box: "sword" point up, "club" head up."""
    if kind == "sword":
        with svg.group("scale(0.26)"):
            sword(svg, (0, 110), (0, -190), 30)
    else:
        club(svg, (0, 48), (0, -50), 34)


def draw_sprite(svg: Svg, kind: str) -> None:
    """One of the pattern's sprites around (0, 0) in its 100-unit box."""
    if kind in ("coin", "markd"):
        coin(svg, 0, 0, 100)
    elif kind == "coin_rich":
        coin(svg, 0, 0, 100, rich=True)
    elif kind in ("cup", "markc"):
        cup(svg, 0, 0, 100)
    elif kind == "cup_wide":
        cup(svg, 0, 6, 100, wide=True)
    elif kind == "marks":  # slantwise, to be as long and bold as the box allows
        sword(svg, (18, 18), (-54, -54), 24)
    elif kind == "markb":
        club(svg, (36, 40), (-38, -40), 58)
    else:
        raise ValueError(kind)

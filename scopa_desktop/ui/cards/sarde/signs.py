"""The Sarde's suit signs, in the Spanish manner of the pack they come from, bold and flat in the key line:

- the coin (oro): gold with a milled rim, a six-petalled red rose round a blue boss; the ace's a sun;
- the cup (copa): a goblet with a red bowl gadrooned in gold, a green band at its lip, a gold stem with two knops
  and a spreading foot;
- the sword (espada): a narrow blued blade, saturated and firmly outlined, a gold hilt with down-turned
  quillons, a knuckle-bow to the pommel, a red grip;
- the club (basto): a gnarled cudgel in green bark, its far side in shade, the grain in strokes, knots and lopped
  branch stubs with pale cut ends, a rounded head.
"""

from __future__ import annotations

import math

from ..south_kit.ink import (
    BLUE,
    DARK_GREEN,
    DEEP_RED,
    GREEN,
    HATCH,
    KEY,
    OCHRE,
    RED,
    WHITE,
    YELLOW,
    d,
    edge_hatch,
    normals,
    smooth,
    smooth_loop,
    stamp,
    taper,
    tube_outline,
)
from ..svg import Point, Svg, f, place

BLADE = "#4a7fc4"  # a blued steel blade, saturated, its far half in shade and one edge lit
BLADE_DARK = "#22497e"
BLADE_LIGHT = "#cfe0f6"
BARK = "#8c6d30"  # the cudgel's olive-brown bark, a flat darker side, the grain and the knots darker still
BARK_SHADE = "#5f481c"
BARK_DARK = "#2e250c"
BARK_LIGHT = "#c2a462"  # the lighter streaks where the bark catches the light
CUT = "#efd9a0"
RINGS = "#b8924a"


def coin(svg: Svg, x: float, y: float, size: float, sun: bool = False) -> None:
    """A coin `size` across: a rose in the field, or (`sun`) a sun's face with its rays."""
    with svg.group(place(x, y, size / 100)):
        svg.circle(0, 0, 49, OCHRE, KEY, 2.4)
        svg.path(" ".join(f"M{f(math.cos(math.radians(a)) * 42)} {f(math.sin(math.radians(a)) * 42)} "
                          f"L{f(math.cos(math.radians(a)) * 48)} {f(math.sin(math.radians(a)) * 48)}"
                          for a in range(0, 360, 12)), None, KEY, 1.4)
        svg.circle(0, 0, 40, YELLOW, KEY, 2)
        if sun:
            rays = []
            for k in range(16):
                a = math.radians(k * 22.5)
                r = 37 if k % 2 == 0 else 30
                rays.append(d([(math.cos(a - 0.18) * 19, math.sin(a - 0.18) * 19), (math.cos(a) * r, math.sin(a) * r),
                               (math.cos(a + 0.18) * 19, math.sin(a + 0.18) * 19)], True))
            svg.path(" ".join(rays), OCHRE, KEY, 1.2)
            svg.circle(0, 0, 19, YELLOW, KEY, 1.6)
            svg.path("M-9 -4 q4 -4 7 0 M2 -4 q4 -4 7 0 M0 -2 L-2 6 L2 6 M-6 11 Q0 15 6 11", None, KEY, 1.6)
            svg.path("M-15 2 Q-13 12 -5 16", None, OCHRE, 1.6)
            return
        for k in range(6):
            svg.path("M0 -8 C10 -14 12 -28 0 -34 C-12 -28 -10 -14 0 -8 Z", RED, KEY, 1.4,
                     extra=f' transform="rotate({k * 60})"')
            svg.path("M0 -12 L0 -28", None, DEEP_RED, 1.4, extra=f' transform="rotate({k * 60})"')
        svg.circle(0, 0, 10, BLUE, KEY, 1.6)
        svg.circle(-3, -3, 3, WHITE, None, 0, 0.8)


def cup(svg: Svg, x: float, y: float, size: float) -> None:
    """A goblet `size` tall centred at (x, y)."""
    with svg.group(place(x, y, size / 100)):
        bowl = [(-34, -40), (-32, -16), (-20, 2), (-6, 8), (6, 8), (20, 2), (32, -16), (34, -40)]
        svg.path(d(smooth(bowl, 4), True), RED, KEY, 2.4)
        svg.path(" ".join(f"M{k} -30 Q{k * 1.05} -10 {k * 0.4} 6" for k in (-24, -12, 0, 12, 24)), None, YELLOW, 3)
        svg.path(" ".join(f"M{k} -30 Q{k * 1.05} -10 {k * 0.4} 6" for k in (-24, -12, 0, 12, 24)), None, KEY, 0.8)
        edge_hatch(svg, smooth([(33, -30), (30, -12), (18, 4)], 3), 1, 6, 5)
        svg.path("M-34.5 -40 L34.5 -40 L33.6 -30 L-33.6 -30 Z", GREEN, KEY, 2)
        svg.ellipse(0, -40, 34.5, 6, YELLOW, KEY, 2)
        svg.ellipse(0, -40, 29, 3.5, DEEP_RED, None)
        svg.rect(-5, 8, 10, 30, 2, YELLOW, KEY, 2)
        for ky in (16, 30):
            svg.ellipse(0, ky, 10, 5, YELLOW, KEY, 1.8)
        svg.path("M-6 36 C-10 42 -28 44 -32 50 L32 50 C28 44 10 42 6 36 Z", YELLOW, KEY, 2.2)
        svg.path("M14 42 q8 4 12 8", None, OCHRE, 2)


def sword(svg: Svg, hilt: Point, tip: Point, width: float = 24) -> None:
    """A rapier from its guard at `hilt` to its point at `tip`: the quillons turned down towards the blade, a
    knuckle-bow curving from the guard back to the pommel."""
    (hx, hy), (tx, ty) = hilt, tip
    ln = math.hypot(tx - hx, ty - hy) or 1
    ang = math.degrees(math.atan2(ty - hy, tx - hx))
    stamp(svg, f"translate({f(hx)} {f(hy)}) rotate({f(ang)})", ("sarde-sword", round(ln), width),
          lambda s: _sword_x(s, round(ln), width))


def _sword_x(svg: Svg, ln: float, w: float) -> None:
    """The rapier along +x from its guard at 0 to its point at `ln`: a blued blade in a firm key line, its far half
    in shade; the quillons turned down towards the blade, the knuckle-bow back to the pommel, a red grip."""
    key = max(3.0, w * 0.13)
    blade = [(0, -w / 2), (ln - w * 2, -w * 0.36), (ln, 0), (ln - w * 2, w * 0.36), (0, w / 2)]
    svg.path(d(blade, True), BLADE, None)
    svg.path(d([(2, 0), (ln - w * 2, 0), (ln - 3, 0), (ln - w * 2, w * 0.36), (2, w * 0.5)], True), BLADE_DARK, None)
    svg.path(f"M{f(w * 0.6)} {f(-w * 0.24)} L{f(ln - w * 2.2)} {f(-w * 0.18)}", None, BLADE_LIGHT, max(1.8, w * 0.1))
    svg.path(d(blade, True), None, KEY, key)
    # the guard: quillons curving down towards the point, tipped with beads
    for s in (-1, 1):
        q = f"M0 0 C{f(w * 0.2)} {f(s * w * 1.2)} {f(w * 0.9)} {f(s * w * 1.6)} {f(w * 1.3)} {f(s * w * 1.3)}"
        svg.path(q, None, KEY, w * 0.56)
        svg.path(q, None, YELLOW, w * 0.32)
        svg.circle(w * 1.3, s * w * 1.3, w * 0.3, YELLOW, KEY, key * 0.7)
    # the knuckle-bow, from the guard round to the pommel
    bow = f"M{f(-w * 0.1)} {f(-w * 0.4)} C{f(-w * 0.6)} {f(-w * 1.5)} {f(-w * 2.2)} {f(-w * 1.5)} {f(-w * 2.7)} 0"
    svg.path(bow, None, KEY, w * 0.42)
    svg.path(bow, None, YELLOW, w * 0.22)
    svg.path(d([(-w * 0.2, -w * 0.32), (-w * 2.4, -w * 0.26), (-w * 2.4, w * 0.26), (-w * 0.2, w * 0.32)], True), RED,
             KEY, key * 0.7)
    svg.path(" ".join(f"M{f(-w * (0.5 + 0.45 * k))} {f(-w * 0.26)} l{f(-w * 0.2)} {f(w * 0.52)}" for k in range(4)),
             None, DEEP_RED, max(1.3, w * 0.06))
    svg.ellipse(0, 0, w * 0.38, w * 0.56, YELLOW, KEY, key * 0.8)
    svg.circle(-w * 2.75, 0, w * 0.46, YELLOW, KEY, key * 0.8)
    svg.circle(-w * 2.75, 0, w * 0.18, OCHRE, None)


def club(svg: Svg, grip: Point, head: Point, width: float = 70) -> None:
    """A cudgel from its grip to its rounded head `width` across, green in its bark, with round knobs along it
    and its grip cut pale."""
    (gx, gy), (hx, hy) = grip, head
    ln = math.hypot(hx - gx, hy - gy) or 1
    ang = math.degrees(math.atan2(hy - gy, hx - gx))
    stamp(svg, f"translate({f(gx)} {f(gy)}) rotate({f(ang)})", ("sarde-club", round(ln), width),
          lambda s: _club_x(s, round(ln), width))


def _club_x(svg: Svg, ln: float, width: float) -> None:
    """The club along +x from its grip at 0 to its head at `ln`: a gnarled stave in green bark swelling to a
    rounded head, its far side in shade, the grain in strokes, knots ringed dark, lopped branch stubs on alternate
    sides showing their pale cut ends, the grip sawn off square."""
    key = max(3.4, width * 0.06)
    wobble = [0, 0.04, -0.03, 0.05, -0.02, 0.03, 0]  # the stave's knotty edges
    joints = [(ln * k / 6, width * wobble[k]) for k in range(7)]
    line, ws = taper(joints, [width * v for v in (0.42, 0.54, 0.64, 0.52, 0.7, 0.9, 0.8)], 5)  # swelling, pinched
    ns = normals(line)
    # the lopped stubs, behind the stave's edge so its outline crosses their roots
    for t, sd in ((0.24, 1), (0.44, -1), (0.64, 1), (0.82, -1)):
        i = min(int(t * (len(line) - 1)), len(line) - 1)
        (x, y), (nx, ny), w = line[i], ns[i], ws[i]
        ex, ey = x + nx * sd * w * 0.5, y + ny * sd * w * 0.5
        sx, sy = ex + nx * sd * width * 0.22 + width * 0.16, ey + ny * sd * width * 0.22
        r = width * 0.12
        svg.path(f"M{f(ex - r * 1.4)} {f(ey)} L{f(sx - r)} {f(sy)} L{f(sx + r)} {f(sy)} L{f(ex + r * 1.2)} {f(ey)} Z",
                 BARK if sd < 0 else BARK_SHADE, KEY, key * 0.8)
        svg.ellipse(sx, sy, r, r * 0.55, CUT, KEY, key * 0.6, rot=math.degrees(math.atan2(ny, nx)))
        svg.ellipse(sx, sy, r * 0.45, r * 0.22, None, RINGS, 1.2, rot=math.degrees(math.atan2(ny, nx)))
    outline = tube_outline(line, ws)
    svg.path(d(outline, True), BARK, None)
    shade = [(x + nx * w / 2, y + ny * w / 2) for (x, y), (nx, ny), w in zip(line, ns, ws, strict=True)]
    inner = [(x + nx * w * 0.1, y + ny * w * 0.1) for (x, y), (nx, ny), w in zip(line, ns, ws, strict=True)]
    svg.path(d(shade + inner[::-1], True), BARK_SHADE, None)
    # the bark's grain: long broken strokes along the stave
    grain = []
    for k, off in enumerate((-0.3, -0.05, 0.22)):
        for i in range(1 + k % 2, len(line) - 3, 3):
            (x, y), (nx, ny), w = line[i], ns[i], ws[i]
            grain.append(f"M{f(x + nx * w * off)} {f(y + ny * w * off)} l{f(ln * 0.07)} 0")
    svg.path(" ".join(grain), None, BARK_DARK, max(1.6, width * 0.025))
    # the lit streaks along the near side, long and broken, following the stave
    lit = [(x - nx * w * 0.28, y - ny * w * 0.28) for (x, y), (nx, ny), w in zip(line, ns, ws, strict=True)]
    n = len(lit)
    for a, b in ((1, n * 4 // 10), (n * 5 // 10, n * 8 // 10)):
        svg.path(d(lit[a:b]), None, BARK_LIGHT, max(2.2, width * 0.05))
    # the round head: its end cut, showing its rings
    svg.path(d(outline, True), None, KEY, key)
    hx = line[-1][0]
    svg.path(d(smooth_loop([(hx - width * 0.3, -width * 0.42), (hx + width * 0.08, -width * 0.3),
                            (hx + width * 0.14, 0), (hx + width * 0.08, width * 0.3), (hx - width * 0.3, width * 0.42)],
                           3), True), BARK, KEY, key)
    svg.ellipse(hx + width * 0.02, 0, width * 0.09, width * 0.3, CUT, KEY, key * 0.6)
    svg.ellipse(hx + width * 0.02, 0, width * 0.04, width * 0.15, None, RINGS, 1.4)
    # two knots on the face, ringed
    for t in (0.36, 0.72):
        i = min(int(t * (len(line) - 1)), len(line) - 1)
        (x, y), w = line[i], ws[i]
        svg.ellipse(x, y - w * 0.08, width * 0.09, width * 0.06, BARK_DARK, None)
        svg.ellipse(x, y - w * 0.08, width * 0.16, width * 0.1, None, BARK_DARK, 1.6)
    # the grip sawn off square
    svg.ellipse(0, 0, width * 0.08, width * 0.22, CUT, KEY, key * 0.7)
    svg.ellipse(0, 0, width * 0.035, width * 0.1, None, RINGS, 1.2)
    _ = (DARK_GREEN, HATCH, edge_hatch, smooth)


def draw_sprite(svg: Svg, kind: str) -> None:
    """One of the pattern's sprites around (0, 0) in its 100-unit box."""
    if kind in ("coin", "markd"):
        coin(svg, 0, 0, 100)
    elif kind in ("cup", "markc"):
        cup(svg, 0, -4, 100)
    elif kind == "marks":  # slantwise, to be as long and bold as the box allows
        sword(svg, (18, 18), (-54, -54), 22)
    elif kind == "markb":
        club(svg, (38, 40), (-36, -36), 60)
    else:
        raise ValueError(kind)

"""The Sarde's suit signs, in the Spanish manner of the pack they come from, bold and flat in the key line:

- the coin (oro): gold with a milled rim, a six-petalled red rose round a blue boss; the ace's a sun;
- the cup (copa): a goblet with a red bowl gadrooned in gold, a green band at its lip, a gold stem with two knops
  and a spreading foot;
- the sword (espada): a narrow steel blade, a gold hilt with down-turned quillons, a knuckle-bow to the pommel,
  a red grip;
- the club (basto): a green-barked cudgel swelling to a rounded head, round knobs along it, its grip cut pale.
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

BLADE = "#b4c6de"
BLADE_DARK = "#5f7ea6"
BARK = "#4f8a34"
BARK_DARK = "#2c5a1e"
CUT = "#ecd9a0"


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
    """The rapier along +x from its guard at 0 to its point at `ln`."""
    blade = [(0, -w / 2), (ln - w * 2, -w * 0.36), (ln, 0), (ln - w * 2, w * 0.36), (0, w / 2)]
    svg.path(d(blade, True), BLADE, KEY,
             2.2)
    svg.path(d([(2, 0), (ln - w * 2, 0), (ln - 3, 0), (ln - w * 2, w * 0.34), (2, w * 0.46)], True), BLADE_DARK,
             None, 0, 0.6)
    svg.path(f"M6 0 L{f(ln - w)} 0", None, KEY, 1.2, 0.7)
    # the guard: quillons curving down towards the point, tipped with beads
    for s in (-1, 1):
        q = f"M0 0 C{f(w * 0.2)} {f(s * w * 1.2)} {f(w * 0.9)} {f(s * w * 1.6)} {f(w * 1.3)} {f(s * w * 1.3)}"
        svg.path(q, None, KEY, w * 0.48)
        svg.path(q, None, YELLOW, w * 0.28)
        svg.circle(w * 1.3, s * w * 1.3, w * 0.26, YELLOW, KEY, 1.4)
    # the knuckle-bow, from the guard round to the pommel
    bow = f"M{f(-w * 0.1)} {f(-w * 0.4)} C{f(-w * 0.6)} {f(-w * 1.5)} {f(-w * 2.2)} {f(-w * 1.5)} {f(-w * 2.7)} 0"
    svg.path(bow, None, KEY, w * 0.36)
    svg.path(bow, None, YELLOW, w * 0.18)
    svg.path(d([(-w * 0.2, -w * 0.3), (-w * 2.4, -w * 0.24), (-w * 2.4, w * 0.24), (-w * 0.2, w * 0.3)], True), RED,
             KEY, 1.6)
    svg.path(" ".join(f"M{f(-w * (0.5 + 0.45 * k))} {f(-w * 0.26)} l{f(-w * 0.2)} {f(w * 0.52)}" for k in range(4)),
             None, DEEP_RED, 1.3)
    svg.ellipse(0, 0, w * 0.34, w * 0.5, YELLOW, KEY, 1.8)
    svg.circle(-w * 2.75, 0, w * 0.42, YELLOW, KEY, 1.8)
    svg.circle(-w * 2.75, 0, w * 0.16, OCHRE, None)


def club(svg: Svg, grip: Point, head: Point, width: float = 70) -> None:
    """A cudgel from its grip to its rounded head `width` across, green in its bark, with round knobs along it
    and its grip cut pale."""
    (gx, gy), (hx, hy) = grip, head
    ln = math.hypot(hx - gx, hy - gy) or 1
    ang = math.degrees(math.atan2(hy - gy, hx - gx))
    stamp(svg, f"translate({f(gx)} {f(gy)}) rotate({f(ang)})", ("sarde-club", round(ln), width),
          lambda s: _club_x(s, round(ln), width))


def _club_x(svg: Svg, ln: float, width: float) -> None:
    """The club along +x from its grip at 0 to its head at `ln`."""
    line, ws = taper([(0, 0), (ln * 0.4, width * 0.02), (ln * 0.78, -width * 0.02), (ln, 0)],
                     [width * 0.44, width * 0.56, width * 0.86, width * 0.7], 5)
    svg.path(d(tube_outline(line, ws), True), BARK, KEY, 2.6)
    svg.path(d(smooth_loop([(ln - width * 0.3, -width * 0.43), (ln + width * 0.06, -width * 0.3),
                            (ln + width * 0.12, 0), (ln + width * 0.06, width * 0.3),
                            (ln - width * 0.3, width * 0.43)], 3), True), BARK, KEY, 2.6)
    ns = normals(line)
    svg.path(" ".join(f"M{f(x - nx * w * 0.46)} {f(y - ny * w * 0.46)} L{f(x - nx * w * 0.18)} "
                      f"{f(y - ny * w * 0.18)}"
                      for (x, y), (nx, ny), w in zip(line[1:-1:2], ns[1:-1:2], ws[1:-1:2], strict=True)), None,
             BARK_DARK, 1.8)
    for t, s in ((0.3, 1), (0.46, -1), (0.62, 1), (0.78, -1), (0.9, 1)):  # round knobs bulging at the edges
        k = min(int(t * (len(ws) - 1)), len(ws) - 1)
        r = width * 0.14
        svg.circle(ln * t, s * (ws[k] / 2 - r * 0.3), r, BARK, KEY, 1.8)
        svg.circle(ln * t + r * 0.2, s * (ws[k] / 2 - r * 0.3) - s * r * 0.2, r * 0.45, CUT, None)
    svg.ellipse(0, 0, width * 0.08, width * 0.22, CUT, KEY, 1.6)
    svg.path(f"M{f(ln * 0.1)} {f(-width * 0.2)} L{f(ln * 0.1)} {f(width * 0.2)}", None, BARK_DARK, 2)
    _ = (DARK_GREEN, HATCH)


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

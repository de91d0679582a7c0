"""What gives each Sarde knave a body of his own, not one square figure in four costumes: a tunic cut from the
pose's own hips (its belt and hem tilting with the hip over the weight leg, its skirt swinging out over a striding
or eased leg, the torso narrowed when turned three-quarters), a boot set on its toe (a foot at ease or crossed),
thick plumes that read at the table's smallest size, and the ground each stands on (his own patch of grass, a
stone to set a foot on).
"""

from __future__ import annotations

import math

from ..south_kit import hats
from ..south_kit.body import Pose
from ..south_kit.ink import (
    DARK_GREEN,
    FINE,
    GREEN,
    HATCH,
    KEY,
    LIGHT_GREEN,
    LINE,
    d,
    edge_hatch,
    lerp,
    smooth,
    smooth_loop,
    tube,
)
from ..svg import Point, Svg, f
from . import regalia

STONE = "#a9a39a"
STONE_DARK = "#7d776f"


def tunic(svg: Svg, p: Pose, main: str, trim: str, hem_l: Point, hem_r: Point, belt: str | None = None,
          waist: tuple[float, float] = (56, 56), shade: int = 1) -> None:
    """A short tunic from the shoulders to a hem running from `hem_l` to `hem_r` (tilted with the hips, or swung
    out over a striding leg), the waist `waist` wide to the left and right of the pose's waist (narrow on the far
    side when turned); pleats from the belt, which tilts as the hips do, and a band of `trim` along the hem."""
    (nx, ny), (wx, wy) = p.neck, p.waist
    (lx, ly), (rx, ry) = p.sh_l, p.sh_r
    wl, wr = waist
    tilt = (p.hip_r[1] - p.hip_l[1]) * 0.5  # the belt follows the hips
    bl, br = (wx - wl, wy - tilt * 0.5), (wx + wr, wy + tilt * 0.5)
    mid = lerp(hem_l, hem_r, 0.5)
    mid = (mid[0], mid[1] + 8)
    pts = [(nx - 17, ny - 2), (lx + 12, ly - 10), (lx - 2, ly + 12), (lx + 10, ly + 58), bl, bl, hem_l, hem_l, mid,
           hem_r, hem_r, br, br, (rx - 10, ry + 58), (rx + 2, ry + 12), (rx - 12, ry - 10), (nx + 17, ny - 2)]
    svg.path(d(smooth_loop(pts, 4), True), main, KEY, LINE)
    svg.path(d(smooth([lerp(hem_l, bl, 0.1), lerp(mid, p.waist, 0.06), lerp(hem_r, br, 0.1)], 4)), None, trim, 9)
    for t in (0.3, 0.7):  # the skirt's pleats, fanning from the belt to the hem
        top, foot = lerp(bl, br, t), lerp(hem_l, hem_r, t)
        svg.path(f"M{f(top[0])} {f(top[1] + 12)} L{f(foot[0])} {f(foot[1] - 8)}", None, KEY, FINE, 0.8)
        edge_hatch(svg, [lerp((top[0], top[1] + 12), (foot[0], foot[1] - 8), k / 6) for k in range(1, 7)],
                   1 if t > 0.5 else -1, 9, 9)
    # the front's middle seam, off towards the far side when turned (a three-quarter chest, not a flat front)
    c = p.turn * 30
    svg.path(f"M{f(nx + c * 0.6)} {f(ny + 8)} Q{f(wx + c * 1.2)} {f((ny + wy) / 2)} {f(wx + c)} {f(wy - 20)}", None,
             KEY, FINE, 0.8)
    side = (rx, ry) if shade > 0 else (lx, ly)
    edge_hatch(svg, smooth([(side[0] - shade * 8, side[1] + 20), (side[0] - shade * 2, side[1] + 56),
                            br if shade > 0 else bl], 4), shade, 14, 8, 0.0)
    if belt:
        svg.path(d([(bl[0] - 2, bl[1] - 18), (br[0] + 2, br[1] - 18), (br[0] + 2, br[1] + 2), (bl[0] - 2, bl[1] + 2)],
                   True), belt, KEY, FINE)
        cx, cy = lerp(bl, br, 0.5 + p.turn * 0.12)
        svg.rect(cx - 9, cy - 19, 18, 22, 3, "#f2c21b", KEY, HATCH)


def boot(svg: Svg, ankle: Point, knee: Point, facing: int, colour: str, top: str) -> None:
    """The knaves' soft boot (regalia.boot), its shaft turned about the ankle to run up the shin: a foot set
    forward lands on its heel, toe up; a foot left behind rests on its toe, heel lifted."""
    dx, dy = ankle[0] - knee[0], ankle[1] - knee[1]
    ang = max(-24.0, min(24.0, -math.degrees(math.atan2(dx, dy)) * 0.85))
    if abs(ang) < 3:
        regalia.boot(svg, ankle, facing, colour, 96, top)
        return
    with svg.group(f"rotate({f(ang)} {f(ankle[0])} {f(ankle[1])})"):
        regalia.boot(svg, ankle, facing, colour, 96, top)


def plumes(svg: Svg, x: float, y: float, w: float, facing: int, angles: tuple[float, ...], colour: str,
           length: float, width: float = 1.8, curl: float = 0.3) -> None:
    """The helmet's plumes (drawn before the helmet, from its back as hats.helmet sets them), broad feathers that
    keep their width at the table's size, not thin streaks."""
    for ang in angles:
        hats.plume(svg, x - facing * w * 0.2, y - 30, w * length, ang if facing > 0 else -180 - ang, colour, curl,
                   width)


def patch(svg: Svg, x0: float, x1: float, y: float, rise: float = 30, slope: float = 0) -> None:
    """A patch of grass from `x0` to `x1` under the feet at about `y`, rising `rise` in the middle, its top
    sloping `slope` from the left end to the right (a bank): each knave on ground of his own."""
    w = x1 - x0
    top = [(x0 + w * t, y - rise * (1 - (2 * t - 1) ** 2) + slope * (t - 0.5)) for t in (0.08, 0.3, 0.55, 0.8, 0.94)]
    pts = [(x0, y + 10), *top, (x1, y + 12), (x1 - w * 0.1, y + 36), (x0 + w * 0.5, y + 44), (x0 + w * 0.08, y + 36)]
    svg.path(d(smooth_loop(pts, 4), True), LIGHT_GREEN, KEY, 3)
    svg.path(" ".join(f"M{f(x)} {f(ty + 14)} l-6 -14 M{f(x + 6)} {f(ty + 14)} l2 -16 M{f(x + 12)} {f(ty + 14)} l8 -12"
                      for x, ty in top[::2]), None, DARK_GREEN, 2.4)
    svg.path(d(smooth([(x0 + w * 0.06, y + 24), (x0 + w * 0.5, y + 30), (x1 - w * 0.06, y + 24)], 4)), None, GREEN,
             3, 0.7)


def rock(svg: Svg, x: float, y: float, w: float, h: float) -> None:
    """A grey stone sitting on the ground at (x, y), `w` wide and `h` high, its lit top and shaded side."""
    pts = [(x - w / 2, y), (x - w * 0.44, y - h * 0.6), (x - w * 0.2, y - h), (x + w * 0.24, y - h * 0.94),
           (x + w * 0.5, y - h * 0.5), (x + w * 0.48, y)]
    svg.path(d(smooth_loop(pts, 3), True), STONE, KEY, LINE * 0.8)
    edge_hatch(svg, smooth([(x + w * 0.3, y - h * 0.84), (x + w * 0.46, y - h * 0.4), (x + w * 0.44, y - 4)], 4), 1,
               14, 7)
    svg.path(f"M{f(x - w * 0.3)} {f(y - h * 0.7)} Q{f(x)} {f(y - h * 0.86)} {f(x + w * 0.16)} {f(y - h * 0.8)}", None,
             "#d8d4cc", 5, 0.8)
    svg.path(f"M{f(x - w * 0.1)} {f(y - h * 0.3)} l{f(w * 0.12)} {f(h * 0.14)}", None, STONE_DARK, FINE)


def bent_arm(svg: Svg, sh: Point, elbow: Point, wrist: Point, sleeve: str, cuff: str) -> None:
    """An arm in its sleeve bent at `elbow`, the bend rounded off (through the kit arm's single elbow joint a
    sharp bend crossed the sleeve's inner edge in a small knot, or drew a hard right angle)."""
    line = tube(svg, [sh, lerp(sh, elbow, 0.5), lerp(sh, elbow, 0.8), lerp(elbow, wrist, 0.3),
                      lerp(elbow, wrist, 0.65), wrist], [46, 42, 36, 33, 30, 28], sleeve, LINE, 1)
    ex, ey = line[-4]
    turn = math.degrees(math.atan2(wrist[1] - ey, wrist[0] - ex))
    with svg.group(f"translate({wrist[0]:.1f} {wrist[1]:.1f}) rotate({turn:.1f})"):  # the cuff
        svg.rect(-12, -17, 14, 34, 4, cuff, KEY, FINE)

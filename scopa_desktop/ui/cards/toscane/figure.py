"""The Toscane's full-length, single-headed courts: a figure standing on a little ground, in Renaissance dress,
inside the thin line the pattern prints round its courts.

A `Standing` figure says who it is (face, headwear), what it wears ("doublet": a jack's tunic to the thigh
over parti-coloured hose; "gown": a king's long robe; "dress": a queen's bodice and bell skirt; a cloak
behind), how it stands (legs apart or stepping, the body turned) and each arm's pose and what it holds
(french_family.bust.Arm, the upper arm always drawn). Flat colours in a firm key line.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ..french_family import hats, heads, props
from ..french_family.bust import Arm, _spline, hand
from ..french_family.ink import BROWN, KEY, RED, SKIN, WHITE, YELLOW, darker, poly, smooth
from ..svg import Point, Svg, f, tube

FEET = 884  # where the figures stand
HEAD_Y = 196
SCALE = 1.0
HAND = 1.05  # the hands' size beside the heads (french_family.bust.hand)


@dataclass(frozen=True)
class Standing:
    face: heads.Face
    hat: hats.Hat
    dress: str
    main: str
    second: str
    trim: str
    left: Arm
    right: Arm
    legs: tuple[str, str] = (RED, YELLOW)
    shoes: str = "#3a2410"
    cloak: str = ""
    cloak_side: int = 0  # 0: the cloak hangs from both shoulders; -1 or 1: from the one on that side only
    lining: str = YELLOW
    pattern: str = ""
    motif: str = YELLOW
    collar: str = "band"
    stance: str = "apart"
    x: float = 300
    turn: float = 0.0
    behind: tuple = field(default_factory=tuple)
    front: tuple = field(default_factory=tuple)
    ground: str = "#9bbf6a"


def _inside(pts: Sequence[Point], x: float, y: float) -> bool:
    """Whether (x, y) lies inside the polygon `pts` (even-odd rule)."""
    inside = False
    n = len(pts)
    for i in range(n):
        (ax, ay), (bx, by) = pts[i], pts[(i + 1) % n]
        if (ay > y) != (by > y) and x < ax + (y - ay) * (bx - ax) / (by - ay):
            inside = not inside
    return inside


def motifs(svg: Svg, kind: str, colour: str, region: Sequence[Point], box=None, step: float = 30) -> None:
    """A small motif repeated over `region` (a polygon), as one compound path: each motif's centre inside."""
    if not kind:
        return
    xs, ys = [p[0] for p in region], [p[1] for p in region]
    x0, y0, x1, y1 = box or (min(xs), min(ys), max(xs), max(ys))
    d = []
    if kind in ("stripes", "checks"):
        w = step / 2
        for i, x in enumerate(range(int(x0), int(x1), int(step))):
            for y in range(int(y0), int(y1), int(step if kind == "checks" else 10)):
                if (kind == "stripes" or (i + int((y - y0) // step)) % 2 == 0) and _inside(region, x + w / 2, y + 5):
                    h = step if kind == "checks" else 10
                    d.append(f"M{x} {y}h{f(w)}v{h}h{f(-w)}Z")
    else:
        for j, y in enumerate(range(int(y0) + 12, int(y1), int(step))):
            for x in range(int(x0) + 10 + (int(step // 2) if j % 2 else 0), int(x1), int(step)):
                if not _inside(region, x, y):
                    continue
                if kind == "dots":
                    d.append(f"M{x - 4} {y}l4 -4 4 4 -4 4Z")
                elif kind == "lozenges":
                    d.append(f"M{x} {y - 10}l7 10 -7 10 -7 -10Z")
                elif kind == "flowers":
                    d.append(f"M{x} {y - 8}l3 5 5 3 -5 3 -3 5 -3 -5 -5 -3 5 -3Z")
                elif kind == "chevrons":
                    d.append(f"M{x - 10} {y - 4}l10 8 10 -8 0 6 -10 8 -10 -8Z")
                elif kind == "scales":
                    d.append(f"M{x - 11} {y}c0 -12 22 -12 22 0c-4 -6 -18 -6 -22 0Z")
    if d:
        svg.path(" ".join(d), colour, None, 0)


def draw(svg: Svg, fig: Standing) -> None:
    cx = fig.x
    svg.ellipse(cx, FEET + 6, 150, 22, fig.ground, KEY, 3)  # the little ground it stands on
    for item in fig.behind:
        _prop(svg, *item)
    if fig.cloak:
        _cloak(svg, fig)
    for arm in (fig.left, fig.right):
        if arm.holds and arm.behind:
            props.PROPS[arm.holds](svg, arm.hand[0], arm.hand[1], arm.angle, arm.size, **arm.options)
    hats.behind(svg, fig.hat, cx + fig.turn * 8, HEAD_Y, SCALE, fig.face.turn)
    if fig.dress == "doublet":
        _legs(svg, fig)
    heads.head(svg, cx + fig.turn * 8, HEAD_Y, SCALE, fig.face)
    {"doublet": _doublet, "gown": _gown, "dress": _dress}[fig.dress](svg, fig)
    _collar(svg, fig)
    hats.wear(svg, fig.hat, cx + fig.turn * 8, HEAD_Y, SCALE, fig.face.turn)
    for arm, side in ((fig.left, -1), (fig.right, 1)):
        _arm(svg, fig, arm, side)
    for item in fig.front:
        _prop(svg, *item)


def _prop(svg: Svg, name: str, x: float, y: float, angle: float = 0, size: float = 100, options=None) -> None:
    props.PROPS[name](svg, x, y, angle, size, **(options or {}))


# -- the clothes ---------------------------------------------------------------------------------------

def _shoulders(fig: Standing) -> tuple[Point, Point]:
    half = {"dress": 62, "gown": 78, "doublet": 72}[fig.dress]
    y = HEAD_Y + 104
    return (fig.x - half * (1 + 0.12 * fig.turn), y), (fig.x + half * (1 - 0.12 * fig.turn), y)


def _doublet(svg: Svg, fig: Standing) -> None:
    cx, t = fig.x, fig.turn * 10
    (lx, ly), (rx, ry) = _shoulders(fig)
    body = [(cx - 22 + t, ly - 18), (lx + 14, ly - 8), (lx - 4, ly + 22), (lx + 4, ly + 90), (cx - 46 + t, 474),
            (cx - 84 + t, 604), (cx + t, 616), (cx + 84 + t, 604), (cx + 46 + t, 474), (rx - 4, ry + 90),
            (rx + 4, ry + 22), (rx - 14, ry - 8), (cx + 22 + t, ry - 18)]
    svg.path(smooth(body, tension=0.8), fig.main, KEY, 4.4)
    motifs(svg, fig.pattern, fig.motif, body, step=28)
    svg.path(poly([(cx - 16 + t, ly - 12), (cx + 16 + t, ly - 12), (cx + 22 + t, 474), (cx - 22 + t, 474)]),
             fig.second, KEY, 3)
    svg.path(" ".join(f"M{f(cx + t - 4)} {y}a4 4 0 1 0 8 0a4 4 0 1 0 -8 0Z" for y in range(int(ly) + 14, 470, 30)),
             fig.trim, KEY, 1.4)
    svg.path(poly([(cx - 50 + t, 462), (cx + 50 + t, 462), (cx + 52 + t, 484), (cx - 52 + t, 484)]), BROWN, KEY, 3)
    svg.rect(cx - 10 + t, 460, 20, 26, 3, YELLOW, KEY, 2.4)
    svg.path(f"M{f(cx - 84 + t)} 604 C{f(cx - 40 + t)} 618 {f(cx + 40 + t)} 618 {f(cx + 84 + t)} 604", None,
             fig.trim, 6)


def _gown(svg: Svg, fig: Standing) -> None:
    cx, t = fig.x, fig.turn * 10
    (lx, ly), (rx, ry) = _shoulders(fig)
    body = [(cx - 24 + t, ly - 18), (lx + 16, ly - 8), (lx - 6, ly + 24), (lx - 4, ly + 120), (cx - 112 + t, FEET - 10),
            (cx + t, FEET + 4), (cx + 112 + t, FEET - 10), (rx + 4, ry + 120), (rx + 6, ry + 24), (rx - 16, ry - 8),
            (cx + 24 + t, ry - 18)]
    svg.path(smooth(body, tension=0.7), fig.main, KEY, 4.6)
    motifs(svg, fig.pattern, fig.motif, body, step=32)
    front = [(cx - 18 + t, ly - 10), (cx + 18 + t, ly - 10), (cx + 46 + t, FEET - 4), (cx - 46 + t, FEET - 4)]
    svg.path(poly(front), fig.second, KEY, 3.4)
    svg.path(f"M{f(cx - 18 + t)} {f(ly - 10)} L{f(cx - 46 + t)} {FEET - 4} M{f(cx + 18 + t)} {f(ly - 10)} "
             f"L{f(cx + 46 + t)} {FEET - 4}", None, fig.trim, 8)
    svg.path(poly([(cx - 70 + t, 470), (cx + 70 + t, 470), (cx + 72 + t, 490), (cx - 72 + t, 490)]), fig.trim, KEY, 3)
    for s in (-1, 1):  # the shoes under the hem
        svg.path(f"M{f(cx + s * 40 + t)} {FEET - 6} c{s * 10} 0 {s * 34} 4 {s * 40} 14 l{s * -44} 0 Z", fig.shoes,
                 KEY, 2.6)


def _dress(svg: Svg, fig: Standing) -> None:
    cx, t = fig.x, fig.turn * 10
    (lx, ly), (rx, ry) = _shoulders(fig)
    skirt = [(cx - 40 + t, 458), (cx - 96 + t, 640), (cx - 150 + t, FEET - 2), (cx + t, FEET + 12),
             (cx + 150 + t, FEET - 2), (cx + 96 + t, 640), (cx + 40 + t, 458)]
    svg.path(smooth(skirt, tension=0.6), fig.main, KEY, 4.6)
    motifs(svg, fig.pattern, fig.motif, skirt, step=34)
    svg.path(poly([(cx - 26 + t, 470), (cx + 26 + t, 470), (cx + 70 + t, FEET), (cx - 70 + t, FEET)]), fig.second,
             KEY, 3.4)
    bodice = [(cx - 26 + t, ly - 14), (lx + 12, ly - 8), (lx - 4, ly + 20), (lx + 8, ly + 80), (cx - 40 + t, 462),
              (cx + t, 478), (cx + 40 + t, 462), (rx - 8, ry + 80), (rx + 4, ry + 20), (rx - 12, ry - 8),
              (cx + 26 + t, ry - 14)]
    svg.path(smooth(bodice, tension=0.7), fig.second, KEY, 4.4)
    svg.path(" ".join(f"M{f(cx + t - 12)} {y}L{f(cx + t + 12)} {y + 16}M{f(cx + t + 12)} {y}L{f(cx + t - 12)} {y + 16}"
                      for y in range(int(ly) + 24, 450, 22)), None, fig.trim, 3)
    svg.path(f"M{f(cx - 40 + t)} 462 C{f(cx - 20 + t)} 478 {f(cx + 20 + t)} 478 {f(cx + 40 + t)} 462", None,
             fig.trim, 7)


def _cloak(svg: Svg, fig: Standing) -> None:
    cx = fig.x
    (lx, ly), (rx, ry) = _shoulders(fig)
    low = FEET - 30 if fig.dress != "doublet" else 700
    s = fig.cloak_side
    if s:  # a mantle from one shoulder, swept down that side and gathered at the hip
        sx, sy = (rx, ry) if s > 0 else (lx, ly)
        outer = [(sx - s * 24, sy - 16), (sx + s * 40, sy + 70), (cx + s * 156, low + 10), (cx + s * 96, low + 24),
                 (cx + s * 40, 520), (cx + s * 20, sy + 40)]
        svg.path(smooth(outer, tension=0.7), fig.cloak, KEY, 4.4)
        svg.path(smooth([(cx + s * 150, low + 4), (cx + s * 96, low + 18), (cx + s * 46, 540)], closed=False), None,
                 fig.lining, 10)
        return
    outer = [(lx + 10, ly - 14), (lx - 34, ly + 60), (cx - 140, low), (cx - 60, low + 16), (cx + 60, low + 16),
             (cx + 140, low), (rx + 34, ry + 60), (rx - 10, ry - 14)]
    svg.path(smooth(outer, tension=0.7), fig.cloak, KEY, 4.4)
    svg.path(smooth([(cx - 132, low - 10), (cx - 60, low + 8), (cx + 60, low + 8), (cx + 132, low - 10)],
                    closed=False), None, fig.lining, 10)


def _legs(svg: Svg, fig: Standing) -> None:
    cx = fig.x + fig.turn * 10
    spread = {"apart": (-34, 34), "step_left": (-62, 22), "step_right": (-22, 62)}[fig.stance]
    for (dx, colour), side in zip(zip(spread, fig.legs, strict=True), (-1, 1), strict=True):
        hip, knee, ankle = (cx + side * 26, 590), (cx + dx * 0.7, 740), (cx + dx, FEET - 18)
        svg.path(poly(tube([hip, knee, ankle], [46, 36, 26])), colour, KEY, 4)
        ax, ay = ankle  # the shoe, its toe turned out to the figure's side
        svg.path(f"M{f(ax - 16)} {f(ay - 8)} C{f(ax - 18)} {FEET} {f(ax + side * 30)} {FEET + 2} {f(ax + side * 40)} "
                 f"{FEET - 6} C{f(ax + side * 30)} {f(ay - 12)} {f(ax + 14)} {f(ay - 16)} {f(ax + 14)} {f(ay - 8)} Z",
                 fig.shoes, KEY, 3)


def _collar(svg: Svg, fig: Standing) -> None:
    x, y = fig.x + fig.turn * 8, HEAD_Y + 84
    if fig.collar == "ruff":
        svg.path(smooth([(x - 50, y + 4), (x - 20, y - 14), (x + 20, y - 14), (x + 50, y + 4), (x + 26, y + 20),
                         (x - 26, y + 20)]), WHITE, KEY, 3.4)
        svg.path(" ".join(f"M{f(x + k * 10)} {f(y - 10)} l-2 26" for k in range(-4, 5)), None, KEY, 1.4)
    elif fig.collar == "ermine":
        svg.path(smooth([(x - 70, y + 10), (x - 30, y - 12), (x + 30, y - 12), (x + 70, y + 10), (x + 40, y + 34),
                         (x - 40, y + 34)]), WHITE, KEY, 3.4)
        svg.path(" ".join(f"M{f(x + k)} {f(y + 8)}l3 -7 3 7 -3 5Z" for k in (-48, -20, 8, 36)), KEY, None, 0)
    elif fig.collar == "square":
        svg.path(poly([(x - 30, y - 4), (x + 30, y - 4), (x + 26, y + 30), (x - 26, y + 30)]), SKIN, KEY, 3)
        svg.path(f"M{f(x - 22)} {f(y + 4)} C{f(x - 10)} {f(y + 22)} {f(x + 10)} {f(y + 22)} {f(x + 22)} {f(y + 4)}",
                 None, fig.trim, 3.4)
    else:
        svg.path(smooth([(x - 30, y - 6), (x, y - 12), (x + 30, y - 6), (x + 32, y + 8), (x, y + 4), (x - 32, y + 8)]),
                 fig.trim, KEY, 3)


def _arm(svg: Svg, fig: Standing, arm: Arm, side: int) -> None:
    (lx, ly), (rx, ry) = _shoulders(fig)
    shoulder = (lx + 10, ly + 14) if side < 0 else (rx - 10, ry + 14)
    ex, ey = arm.elbow
    hx, hy = arm.hand
    dx, dy = hx - ex, hy - ey
    d = max((dx * dx + dy * dy) ** 0.5, 1)
    ux, uy = dx / d, dy / d
    wrist = (hx - ux * 20, hy - uy * 20)
    line = _spline([shoulder, (ex, ey), wrist])
    n = len(line)
    widths = [52 - 18 * i / (n - 1) for i in range(n)]
    svg.path(poly(tube(line, widths)), arm.sleeve, KEY, 4)
    upper = line[: n // 2]
    puff = [50 + 16 * min(i, len(upper) - 1 - i) / max(len(upper) / 2, 1) for i in range(len(upper))]
    svg.path(smooth(tube(upper, puff), tension=0.6), arm.slashes or darker(arm.sleeve, 0.8), KEY, 3.4)
    svg.path(" ".join(f"M{f(p[0] - 6)} {f(p[1])}l12 0" for p in upper[1::2]), None, arm.cuff, 4)
    cuff = tube([(wrist[0] - ux * 10, wrist[1] - uy * 10), (wrist[0] + ux * 4, wrist[1] + uy * 4)], [38, 40])
    svg.path(poly(cuff), arm.cuff, KEY, 3)
    held = arm.holds and not arm.behind
    if arm.hand_kind == "palm" and held:
        hand(svg, hx, hy, "palm", arm.turn, side, HAND)
        props.PROPS[arm.holds](svg, hx, hy, arm.angle, arm.size, **arm.options)
        return
    if arm.hand_kind == "fist" and held:
        props.PROPS[arm.holds](svg, hx, hy, arm.angle, arm.size, **arm.options)
    hand(svg, hx, hy, arm.hand_kind, arm.turn, side, HAND)
    if arm.hand_kind not in ("fist", "palm") and held:
        props.PROPS[arm.holds](svg, hx, hy, arm.angle, arm.size, **arm.options)

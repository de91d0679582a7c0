"""The half-length figure of a double-ended French-suited court: head and headwear, shoulders turned as the
court stands, a robe, gown or doublet cut at the line between the halves, two arms each in its own pose, and
what each hand holds.

A `Bust` says who the court is and how it stands; `draw` puts it in the top half of the card (the renderer lays
it again turned round). Flat colours in a firm key line, ornament as a few repeated motifs, as printed courts.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ..svg import Point, Svg, f, tube
from . import hats, heads, props
from .ink import KEY, SKIN, WHITE, YELLOW, darker, poly, smooth

LOW = 660  # garments reach below the line between the halves (straight or slanted): the renderer cuts there


@dataclass(frozen=True)
class Robe:
    """The garment: its `main` colour and woven `pattern` ("", "dots", "lozenges", "stripes", "flowers",
    "chevrons", "scales", "checks"), the `front` panel's colour and pattern ("bands", "lozenges", "checks",
    "lacing", "buttons", "plain"), the `trim` along its edges, the `collar` ("ermine", "ruff", "square",
    "band", "fur", "v"), a `mantle` over one shoulder (its colour, "" for none, on the `mantle_side`: -1 the
    viewer's left), its `lining`, ermine `stoles` hanging from the collar, a `sash` across the chest."""

    main: str
    front: str
    trim: str = YELLOW
    pattern: str = ""
    motif: str = KEY
    panel: str = "bands"
    collar: str = "band"
    mantle: str = ""
    mantle_side: int = 1
    lining: str = WHITE
    stoles: bool = False
    sash: str = ""
    yoke: str = ""
    yoke_pattern: str = ""


@dataclass(frozen=True)
class Arm:
    """One arm: its elbow and hand in card units, the sleeve's colour and cuff, the hand ("fist" closed round
    a grip, "open" laid flat, "palm" turned up under a thing, "hidden" in a sleeve), the hand's turn, and
    what it holds (a key of props.PROPS) with the thing's angle, size and own options; `behind`: the thing
    passes behind the hand and arm (a sword laid back over the shoulder)."""

    elbow: Point
    hand: Point
    sleeve: str
    cuff: str = YELLOW
    hand_kind: str = "fist"
    turn: float = 0
    holds: str = ""
    angle: float = 0
    size: float = 260
    options: dict = field(default_factory=dict)
    behind: bool = False
    slashes: str = ""
    upper: bool = False  # the upper arm shows (a raised arm), else the forearm comes out of the robe


@dataclass(frozen=True)
class Bust:
    """A court: its face and headwear, where its head sits (x, y, scale), its neck's foot and shoulders'
    half-width, how far the body is turned (-1..1, the sign as the face's), the robe, the arm on the viewer's
    left (`left`) and right (`right`), and things drawn behind the figure (`behind`: prop name, x, y, angle,
    size, options) or in front of it (`front`)."""

    face: heads.Face
    hat: hats.Hat
    robe: Robe
    left: Arm
    right: Arm
    x: float = 322
    y: float = 206
    scale: float = 1.42
    shoulders: float = 150
    turn: float = 0.0
    neck: float = 0.0  # the neck's foot, if not set below the head
    arms: bool = True  # False: the arms are inside the robe (a king with no hands showing)
    behind: tuple = ()
    front: tuple = ()


def draw(svg: Svg, bust: Bust, frame: tuple[float, float, float, float]) -> None:
    """Draw `bust` in the top half of `frame` (x0, y0, x1, y1 of the court's frame), its garment filling the
    frame's width at the card's middle line."""
    for item in bust.behind:
        _prop(svg, *item)
    for arm in (bust.left, bust.right):
        if arm.holds and arm.behind:
            _held(svg, arm)
    hats.behind(svg, bust.hat, bust.x, bust.y, bust.scale, bust.face.turn)
    neck_y = bust.neck or bust.y + 86 * bust.scale
    heads.head(svg, bust.x, bust.y, bust.scale, bust.face)
    _garment(svg, bust, neck_y, frame)
    hats.wear(svg, bust.hat, bust.x, bust.y, bust.scale, bust.face.turn)
    for arm, side in ((bust.left, -1), (bust.right, 1)):
        if bust.arms:
            _arm(svg, bust, arm, side, neck_y, frame)
    for item in bust.front:
        _prop(svg, *item)


def _prop(svg: Svg, name: str, x: float, y: float, angle: float = 0, size: float = 100, options=None) -> None:
    props.PROPS[name](svg, x, y, angle, size, **(options or {}))


def _held(svg: Svg, arm: Arm) -> None:
    props.PROPS[arm.holds](svg, arm.hand[0], arm.hand[1], arm.angle, arm.size, **arm.options)


# -- the garment ---------------------------------------------------------------------------------------

def _shoulder(bust: Bust, side: int, neck_y: float) -> Point:
    half = bust.shoulders * (1 - 0.18 * bust.turn * side)
    return bust.x + side * half - bust.turn * 10, neck_y + 26


def _torso(bust: Bust, neck_y: float, frame) -> list[Point]:
    """The garment's outline: from the neck over the shoulders to the frame's sides, filling the frame's width
    down to the line between the halves (the upper arms are inside it, as printed courts draw them)."""
    x0, _, x1, _ = frame
    lx, ly = _shoulder(bust, -1, neck_y)
    rx, ry = _shoulder(bust, 1, neck_y)
    nx = bust.x - bust.turn * 8
    return [(x0 + 3, LOW), (x0 + 3, ly + 52), (max(lx, x0 + 30), ly + 4), (lx + 36, ly - 20), (nx - 30, neck_y - 6),
            (nx + 30, neck_y - 6), (rx - 36, ry - 20), (min(rx, x1 - 30), ry + 4), (x1 - 3, ry + 52), (x1 - 3, LOW)]


def outline(body: Sequence[Point]) -> str:
    """The path of a garment polygon whose first and last points stand on the line between the halves: straight
    up its sides, smooth over the shoulders."""
    top = smooth(body[1:-1], closed=False, tension=0.8)
    return f"M{f(body[0][0])} {f(body[0][1])} L{top[1:]} L{f(body[-1][0])} {f(body[-1][1])} Z"


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


def _garment(svg: Svg, bust: Bust, neck_y: float, frame) -> None:
    robe = bust.robe
    body = _torso(bust, neck_y, frame)
    svg.path(outline(body), robe.main, KEY, 5)
    motifs(svg, robe.pattern, robe.motif, body, step=36)
    if robe.yoke:  # a second cloth over the shoulders and chest, edged with the trim
        lx, ly = _shoulder(bust, -1, neck_y)
        rx, ry = _shoulder(bust, 1, neck_y)
        low = neck_y + 92
        yoke = [(lx - 4, ly + 4), (lx + 20, ly - 14), (rx - 20, ry - 14), (rx + 4, ry + 4), (rx - 6, low - 10),
                (bust.x, low + 12), (lx + 6, low - 10)]
        svg.path(smooth(yoke), robe.yoke, KEY, 4)
        motifs(svg, robe.yoke_pattern, robe.motif, yoke, step=26)
        svg.path(smooth(yoke[3:] + [yoke[0]], closed=False), None, robe.trim, 7)
        svg.path(smooth(yoke[3:] + [yoke[0]], closed=False), None, KEY, 1.6)
    # the front panel down the middle, following the body's turn
    px = bust.x + bust.turn * 26
    panel = [(px - 28, neck_y + 4), (px + 28, neck_y + 4), (px + 58, LOW), (px - 58, LOW)]
    svg.path(poly(panel), robe.front, KEY, 4)
    _panel(svg, robe, px, neck_y, panel)
    if robe.sash:
        svg.path(poly([(frame[0] + 4, neck_y + 150), (frame[0] + 4, neck_y + 100), (frame[2] - 4, 450),
                       (frame[2] - 4, 500)]), robe.sash, KEY, 4)
        svg.path(f"M{f(frame[0] + 4)} {f(neck_y + 125)} L{f(frame[2] - 4)} 475", None, YELLOW, 3)
    if robe.stoles:
        for s in (-1, 1):
            x = px + s * 52
            svg.path(smooth([(x - 16, neck_y), (x + 16, neck_y), (x + s * 30 + 16, 380), (x + s * 14 + 16, LOW),
                             (x + s * 14 - 16, LOW), (x + s * 30 - 16, 380)]), WHITE, KEY, 4)
            svg.path(" ".join(f"M{f(x + s * 26 * k - 3)} {f(neck_y + 40 + k * 150)} l3 -8 3 8 -3 6Z"
                              for k in (0.1, 0.4, 0.75, 1.0)), KEY, None, 0)
    if robe.mantle:
        _mantle(svg, bust, neck_y, frame)
    _collar(svg, robe, bust, neck_y)


def _panel(svg: Svg, robe: Robe, px: float, neck_y: float, panel: list[Point]) -> None:
    trim, kind = robe.trim, robe.panel
    if kind == "bands":
        for y in range(int(neck_y) + 50, 500, 56):
            w = 28 + (y - neck_y) * 30 / (500 - neck_y)
            svg.path(f"M{f(px - w)} {y} L{f(px + w)} {y} L{f(px + w)} {y + 14} L{f(px - w)} {y + 14} Z", trim, KEY, 2.4)
    elif kind == "lozenges":
        d = " ".join(f"M{f(px)} {y - 18}l16 18 -16 18 -16 -18Z" for y in range(int(neck_y) + 44, 490, 44))
        svg.path(d, trim, KEY, 2.4)
    elif kind == "checks":
        motifs(svg, "checks", trim, panel, step=20)
    elif kind == "lacing":
        d = " ".join(f"M{f(px - 16)} {y}L{f(px + 16)} {y + 22}M{f(px + 16)} {y}L{f(px - 16)} {y + 22}"
                     for y in range(int(neck_y) + 30, 480, 26))
        svg.path(d, None, trim, 3.4)
    elif kind == "buttons":
        d = " ".join(f"M{f(px - 7)} {y}a7 7 0 1 0 14 0a7 7 0 1 0 -14 0Z" for y in range(int(neck_y) + 36, 490, 40))
        svg.path(d, trim, KEY, 2)
    svg.path(f"M{f(px - 28)} {f(neck_y + 4)} L{f(px - 58)} LOW M{f(px + 28)} {f(neck_y + 4)} L{f(px + 58)} LOW",
             None, trim, 5)


def _mantle(svg: Svg, bust: Bust, neck_y: float, frame) -> None:
    robe, s = bust.robe, bust.robe.mantle_side
    sx, sy = _shoulder(bust, s, neck_y)
    edge = frame[2] - 3 if s > 0 else frame[0] + 3
    inner = bust.x + s * 40
    pts = [(edge, LOW), (edge, sy + 40), (sx + s * 4, sy - 14), (bust.x + s * 18, neck_y - 4), (inner, neck_y + 50),
           (inner + s * 30, 400), (inner + s * 80, LOW)]
    svg.path(outline(pts), robe.mantle, KEY, 5)
    edge_line = _spline([(inner + s * 4, neck_y + 46), (inner + s * 34, 400), (inner + s * 84, LOW)])
    svg.path(poly(tube(edge_line, [22] * len(edge_line))), robe.lining, KEY, 3)  # the lining turned back
    if robe.lining == WHITE:  # ermine: the black tails on the white lining
        svg.path(" ".join(f"M{f(inner + s * 30 * k - 3)} {f(neck_y + 60 + k * 120)}l3 -7 3 7 -3 5Z"
                          for k in (0.1, 0.5, 0.9, 1.3)), KEY, None, 0)


def _collar(svg: Svg, robe: Robe, bust: Bust, neck_y: float) -> None:
    x, y = bust.x - bust.turn * 8, neck_y
    kind = robe.collar
    if kind == "ermine":
        svg.path(smooth([(x - 92, y + 8), (x - 40, y - 18), (x + 40, y - 18), (x + 92, y + 8), (x + 60, y + 40),
                         (x, y + 30), (x - 60, y + 40)]), WHITE, KEY, 4)
        svg.path(" ".join(f"M{f(x + k)} {f(y + 6 + abs(k) * 0.1)}l3 -8 3 8 -3 6Z" for k in (-66, -34, 0, 34, 66)),
                 KEY, None, 0)
    elif kind == "ruff":
        svg.path(smooth([(x - 74, y + 4), (x - 30, y - 20), (x + 30, y - 20), (x + 74, y + 4), (x + 40, y + 26),
                         (x - 40, y + 26)]), WHITE, KEY, 4)
        svg.path(" ".join(f"M{f(x + k * 14)} {f(y - 14)} C{f(x + k * 14 - 4)} {f(y)} {f(x + k * 14 - 4)} {f(y + 10)} "
                          f"{f(x + k * 14)} {f(y + 20)}" for k in range(-4, 5)), None, KEY, 1.6)
    elif kind == "square":
        svg.path(poly([(x - 40, y - 6), (x + 40, y - 6), (x + 34, y + 40), (x - 34, y + 40)]), SKIN, KEY, 3.4)
        svg.path(f"M{f(x - 30)} {f(y + 4)} C{f(x - 14)} {f(y + 30)} {f(x + 14)} {f(y + 30)} {f(x + 30)} {f(y + 4)}",
                 None, robe.trim, 4)
        svg.circle(x, y + 28, 7, "#c8312a", KEY, 2)
        svg.path(f"M{f(x - 44)} {f(y + 40)} L{f(x + 44)} {f(y + 40)}", None, robe.trim, 8)
    elif kind == "fur":  # a collar of brown fur, its tufts along the edge
        svg.path(smooth([(x - 86, y + 12), (x - 40, y - 12), (x + 40, y - 12), (x + 86, y + 12), (x + 44, y + 28),
                         (x - 44, y + 28)]), "#b98a52", KEY, 4)
        svg.path(" ".join(f"M{f(x + k * 18)} {f(y + 22 - abs(k) * 2)} l4 -10 l4 10" for k in range(-4, 5)), None,
                 "#6e4a22", 2.4)
    elif kind == "v":
        svg.path(poly([(x - 30, y - 8), (x + 30, y - 8), (x, y + 46)]), SKIN, KEY, 3)
        svg.path(poly([(x - 46, y - 8), (x - 30, y - 8), (x, y + 46), (x + 30, y - 8), (x + 46, y - 8), (x, y + 66)]),
                 robe.trim, KEY, 3)
    else:  # a band round the neck
        band = [(x - 40, y - 10), (x, y - 16), (x + 40, y - 10), (x + 42, y + 8), (x, y + 4), (x - 42, y + 8)]
        svg.path(smooth(band), robe.trim, KEY, 3.4)


# -- arms and hands ------------------------------------------------------------------------------------

def _spline(points: Sequence[Point], n: int = 6) -> list[Point]:
    """Points along a smooth curve through `points` (Catmull-Rom), `n` steps between each pair."""
    out: list[Point] = []
    m = len(points)
    for i in range(m - 1):
        p0, p1, p2 = points[max(i - 1, 0)], points[i], points[i + 1]
        p3 = points[min(i + 2, m - 1)]
        for k in range(n):
            t = k / n
            t2, t3 = t * t, t * t * t
            out.append(tuple(0.5 * (2 * p1[j] + (-p0[j] + p2[j]) * t + (2 * p0[j] - 5 * p1[j] + 4 * p2[j] - p3[j]) * t2
                                    + (-p0[j] + 3 * p1[j] - 3 * p2[j] + p3[j]) * t3) for j in (0, 1)))
    out.append(points[-1])
    return out


def _arm(svg: Svg, bust: Bust, arm: Arm, side: int, neck_y: float, frame) -> None:
    sx, sy = _shoulder(bust, side, neck_y)
    shoulder = (sx - side * 30, sy + 18)
    ex, ey = arm.elbow
    ex = min(max(ex, frame[0] + 34), frame[2] - 34)  # the sleeve stays inside the frame
    hx, hy = arm.hand
    # the wrist stops short of the hand's centre, along the forearm
    dx, dy = hx - ex, hy - ey
    d = max((dx * dx + dy * dy) ** 0.5, 1)
    ux, uy = dx / d, dy / d
    wrist = (hx - ux * 24, hy - uy * 24)
    line = _spline([shoulder, (ex, ey), wrist] if arm.upper else [(ex, ey), wrist])
    n = len(line)
    widths = [(70 if arm.upper else 64) - 24 * i / (n - 1) for i in range(n)]
    svg.path(poly(tube(line, widths)), arm.sleeve, KEY, 4.4)
    if arm.slashes:  # the puffed upper sleeve slashed to show a second colour
        upper = line[: n // 2 + 1]
        svg.path(poly(tube(upper, [40] * len(upper))), arm.slashes, KEY, 2.4)
    for k in (0.62, 0.74):  # bands round the forearm
        i = int(k * (n - 1))
        (ax, ay), (bx, by) = line[i], line[i + 1]
        w = widths[i] / 2 + 1
        nx, ny = -(by - ay), bx - ax
        nd = max((nx * nx + ny * ny) ** 0.5, 1)
        nx, ny = nx / nd * w, ny / nd * w
        svg.path(f"M{f(ax + nx)} {f(ay + ny)} L{f(ax - nx)} {f(ay - ny)}", None, arm.cuff, 6)
    cuff = tube([(wrist[0] - ux * 16, wrist[1] - uy * 16), (wrist[0] + ux * 4, wrist[1] + uy * 4)], [50, 52])
    svg.path(poly(cuff), arm.cuff, KEY, 3.4)
    hold_after = arm.holds and not arm.behind
    if arm.hand_kind == "palm" and hold_after:
        hand(svg, hx, hy, "palm", arm.turn, side)
        _held(svg, arm)
        return
    if arm.hand_kind == "fist" and hold_after:
        _held(svg, arm)
    hand(svg, hx, hy, arm.hand_kind, arm.turn, side)
    if arm.hand_kind not in ("fist", "palm") and hold_after:
        _held(svg, arm)


def hand(svg: Svg, x: float, y: float, kind: str, turn: float = 0, side: int = 1, k: float = 1.35) -> None:
    """A hand at (x, y): "fist" closed round an upright grip (knuckles to the viewer), "open" laid flat with the
    fingers down, "palm" open and turned up, "hidden" (none)."""
    if kind == "hidden":
        return
    with svg.group(f"translate({f(x)} {f(y)}) rotate({f(turn)}) scale({-side * k if side else k} {k})"):
        if kind == "fist":  # the fingers curled round the grip towards us, the thumb over them
            svg.path("M-22 -12 C-22 -20 -14 -22 -4 -22 L12 -20 C20 -19 24 -12 24 -6 L24 10 C24 17 18 20 10 20 "
                     "L-6 20 C-16 20 -22 16 -22 8 Z", SKIN, KEY, 3)
            svg.path("M4 -11 L23 -11 M4 -1 L24 -1 M4 9 L23 9", None, KEY, 1.6)
            svg.path("M-18 -14 C-8 -26 10 -22 12 -13 C4 -11 -6 -9 -14 -4 Z", SKIN, KEY, 2.4)
        elif kind == "palm":
            svg.path("M-24 0 C-24 -8 24 -8 26 -2 C28 8 20 16 0 16 C-18 16 -24 8 -24 0 Z", SKIN, KEY, 3.2)
            svg.path("M-22 -2 C-30 -12 -26 -18 -18 -10", SKIN, KEY, 2.4)
        else:  # laid flat, the fingers together pointing down, the thumb apart
            svg.path("M-16 -18 C-18 -4 -18 12 -14 24 C-12 30 -6 32 -2 28 C0 33 6 34 9 29 C12 33 17 32 18 26 "
                     "C21 14 20 -2 16 -18 C8 -22 -8 -22 -16 -18 Z", SKIN, KEY, 3)
            svg.path("M-5 27 L-5 12 M4 29 L4 12 M12 27 L12 12", None, KEY, 1.4)
            svg.path("M-15 -6 C-26 -4 -30 6 -24 14 C-20 10 -16 6 -13 6 Z", SKIN, KEY, 2.4)


def frame(svg: Svg, box: tuple[float, float, float, float], ink: str = KEY, width: float = 4, radius: float = 12,
          fill: str | None = None) -> None:
    """The court's frame round the picture."""
    x0, y0, x1, y1 = box
    svg.rect(x0, y0, x1 - x0, y1 - y0, radius, fill, ink, width)


__all__ = ["Arm", "Bust", "Robe", "darker", "draw", "frame", "hand", "motifs"]

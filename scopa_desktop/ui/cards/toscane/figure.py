"""The Toscane's full-length, single-headed courts: a figure standing on a little ground, in Renaissance dress,
inside the thin line the pattern prints round its courts.

A `Standing` figure says who it is (face, headwear), what it wears ("doublet": a jack's tunic to the thigh
over parti-coloured hose; "gown": a king's robe, long or to the calf; "dress": a queen's bodice and skirt), how
that is cut (the hem's width on either side, a side hitched up, a cloak from both shoulders, one, held open or
trailing; dress.py), how it stands (legs apart, stepping or wide, the body turned, where on the card) and
each arm's pose and what it holds (french_family.bust.Arm, the upper arm always drawn). Flat colours in a
firm key line.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from ..french_family import hats, heads, props
from ..french_family.bust import ON_PALM, TOPS, Arm, hand
from ..french_family.ink import KEY, RED, YELLOW, darker, smooth
from ..french_family.ornament import spline
from ..svg import Svg, f, tube
from . import dress
from .dress import FEET
from .legs import legs

HEAD_Y = 196  # where a head sits unless its headwear is too tall for the frame
SCALE = 1.14
HAND = 1.1  # the hands' size beside the heads (french_family.bust.hand)
FRAME_TOP = 40
PUFF_RAISED = 22  # how much a raised arm's upper sleeve puffs out beyond its gathered ends


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
    cloak_kind: str = "both"  # see dress.cloak
    cloak_span: float = 160
    cloak_over: bool = False  # a one-shoulder cloak also laid over that shoulder, so it reads as cloth worn
    lining: str = YELLOW
    pattern: str = ""
    second_pattern: str = ""
    motif: str = YELLOW
    collar: str = "band"
    stance: str = "apart"
    x: float = 300
    turn: float = 0.0
    hem: tuple[float, float] = (150, 150)  # the hem's half-width to the left and right of the figure
    lift: tuple[float, float] = (0, 0)  # how far the hem rises on either side (hitched up, or short)
    length: float = FEET - 10  # a gown's hem
    train: float = 0  # a queen's train: how far past her hem it sweeps along the ground to her right
    hanging: str = ""  # hanging sleeves: the colour of the long open sleeves falling from the upper arms
    behind: tuple = field(default_factory=tuple)
    front: tuple = field(default_factory=tuple)
    ground: str = "#7fae4e"


def head_top(fig: Standing) -> float:
    """The head's centre: as high as the others, lower if its headwear would reach the frame's line."""
    return max(HEAD_Y, FRAME_TOP + 16 + TOPS[fig.hat.kind] * SCALE)


# the figure's clothes, arms and props drawn wider about the card's middle than the kit cuts them (the head and
# headwear not, so no face is stretched): the Florentine courts fill their line across, a jack most of all
WIDEN = {"doublet": 1.28, "gown": 1.1, "dress": 1.1}


def draw(svg: Svg, fig: Standing) -> None:
    cx = fig.x
    top = head_top(fig)
    k = WIDEN[fig.dress]
    hx = cx + fig.turn * 8
    wide = f"matrix({k} 0 0 1 {f(300 * (1 - k))} 0)"
    head_x = 300 + (hx - 300) * k  # where the widened body puts the neck
    with svg.group(wide):
        left, right = (h + 24 for h in dress.spread(fig))  # the little ground it stands on, under its hem
        svg.ellipse(cx + (right - left) / 2, FEET + 8, (left + right) / 2, 24, fig.ground, KEY, 3)
        for item in fig.behind:
            _prop(svg, *item)
        if fig.cloak:
            dress.cloak(svg, fig, top)
        for arm in (fig.left, fig.right):
            if arm.holds and arm.behind:
                props.PROPS[arm.holds](svg, arm.hand[0], arm.hand[1], arm.angle, arm.size, **arm.options)
    hats.behind(svg, fig.hat, head_x, top, SCALE, fig.face.turn)
    with svg.group(wide):
        if fig.collar == "medici":  # over the veil's fall, behind the head
            dress.medici(svg, fig, top)
        if fig.dress == "doublet" or fig.length < FEET - 40:
            legs(svg, fig, 596 if fig.dress == "doublet" else fig.length - 60)
    heads.head(svg, head_x, top, SCALE, fig.face)
    with svg.group(wide):
        {"doublet": dress.doublet, "gown": dress.gown, "dress": dress.dress}[fig.dress](svg, fig, top)
        dress.collar(svg, fig, top)
    hats.wear(svg, fig.hat, head_x, top, SCALE, fig.face.turn)
    with svg.group(wide):
        if fig.hanging:  # over the gown's sides, under the arms
            dress.hanging_sleeves(svg, fig, top)
        for arm, side in ((fig.left, -1), (fig.right, 1)):
            _arm(svg, fig, arm, side, top)
        if fig.cloak_over:
            dress.over_shoulder(svg, fig, top)
        for item in fig.front:
            _prop(svg, *item)


def _prop(svg: Svg, name: str, x: float, y: float, angle: float = 0, size: float = 100, options=None) -> None:
    props.PROPS[name](svg, x, y, angle, size, **(options or {}))


def _sleeve_folds(svg: Svg, line: list, widths: list, ink: str, at: tuple[float, ...]) -> None:
    """Folds of cloth running down a sleeve along the arm, each at a share of the half-width from its middle
    (-1..1), drawn in from its ends so they fall inside the sleeve and converge where it is gathered."""
    n = len(line)
    for k in at:
        pts = []
        for i in range(1, n - 1):
            (ax, ay), (bx, by) = line[i - 1], line[i + 1]
            d = math.hypot(bx - ax, by - ay) or 1.0
            nx, ny = -(by - ay) / d, (bx - ax) / d
            w = widths[i] / 2 * k * math.sin(math.pi * i / (n - 1)) ** 0.5
            pts.append((line[i][0] + nx * w, line[i][1] + ny * w))
        if len(pts) > 1:
            svg.path("M" + " L".join(f"{f(x)} {f(y)}" for x, y in pts), None, ink, 2.4)


def _arm(svg: Svg, fig: Standing, arm: Arm, side: int, top: float) -> None:
    (lx, ly), (rx, ry) = dress.shoulders(fig, top)
    shoulder = (lx + 10, ly + 14) if side < 0 else (rx - 10, ry + 14)
    ex, ey = arm.elbow
    hx, hy = arm.hand
    dx, dy = hx - ex, hy - ey
    d = max((dx * dx + dy * dy) ** 0.5, 1)
    ux, uy = dx / d, dy / d
    wrist = (hx - ux * 20, hy - uy * 20)
    if arm.hand_kind == "raised":
        _bent_sleeve(svg, arm, shoulder, (ex, ey), wrist)
    else:
        _sleeve(svg, arm, shoulder, (ex, ey), wrist)
    # a turned-back cuff, flaring a little over the hand
    cuff = tube([(wrist[0] - ux * 14, wrist[1] - uy * 14), (wrist[0] + ux * 4, wrist[1] + uy * 4)], [34, 44])
    svg.path(smooth(cuff, tension=0.4), arm.cuff, KEY, 3)
    svg.path(f"M{f(wrist[0] - ux * 6 - uy * 15)} {f(wrist[1] - uy * 6 + ux * 15)} "
             f"L{f(wrist[0] - ux * 6 + uy * 15)} {f(wrist[1] - uy * 6 - ux * 15)}", None, darker(arm.cuff, 0.7), 2)
    held = arm.holds and not arm.behind
    if arm.hand_kind == "palm" and held:  # the thing resting on the palm, the palm showing under it
        hand(svg, hx, hy, "palm", arm.turn, side, HAND)
        props.PROPS[arm.holds](svg, hx, hy - arm.size * ON_PALM, arm.angle, arm.size, **arm.options)
        return
    if arm.hand_kind == "fist" and held:
        props.PROPS[arm.holds](svg, hx, hy, arm.angle, arm.size, **arm.options)
    # a raised hand shows its palm: the figure's right hand (on our left) has its thumb towards the face, so it is
    # drawn the kit's other way round (the kit's raised hand is the back of a hand on that side)
    hand(svg, hx, hy, arm.hand_kind, arm.turn, -side if arm.hand_kind == "raised" else side, HAND)
    if arm.hand_kind not in ("fist", "palm") and held:
        props.PROPS[arm.holds](svg, hx, hy, arm.angle, arm.size, **arm.options)


def _sleeve(svg: Svg, arm: Arm, shoulder: tuple, elbow: tuple, wrist: tuple) -> None:
    """The sleeve in one smooth sweep from the shoulder to the wrist, the upper arm a puff over it."""
    line = spline([shoulder, elbow, wrist])
    n = len(line)
    widths = [54 - 22 * (i / (n - 1)) ** 0.8 for i in range(n)]  # the forearm's sleeve tapering to the wrist
    svg.path(smooth(tube(line, widths), tension=0.5), arm.sleeve, KEY, 4.4)
    _sleeve_folds(svg, line[n // 2 - 1:], widths[n // 2 - 1:], darker(arm.sleeve, 0.72), (0.22,))
    # the puffed upper sleeve: round over the shoulder, fullest a third of the way down, gathered at the elbow
    upper = line[: n // 2 + 1]
    (sx, sy), (tx, ty) = upper[0], upper[1]
    d0 = math.hypot(tx - sx, ty - sy) or 1.0
    upper = [(sx - (tx - sx) / d0 * 12, sy - (ty - sy) / d0 * 12), *upper]  # a rounded cap over the shoulder
    m = len(upper)
    puff = [26, *(38 + 36 * math.sin(math.pi * (0.18 + 0.82 * i / (m - 2))) for i in range(m - 1))]
    cloth = arm.slashes or darker(arm.sleeve, 0.8)
    svg.path(smooth(tube(upper, puff), tension=0.75), cloth, KEY, 3.6)
    _sleeve_folds(svg, upper, puff, darker(cloth, 0.7), (-0.26, 0.04, 0.3))


def _bent_sleeve(svg: Svg, arm: Arm, shoulder: tuple, elbow: tuple, wrist: tuple) -> None:
    """A raised arm bent at the elbow: a short puffed upper sleeve gathered at the elbow, the forearm's sleeve
    rising from there to the wrist, its rounded end showing the elbow's point under the gather."""
    (sx, sy), (ex, ey), (wx, wy) = shoulder, elbow, wrist
    d = math.hypot(wx - ex, wy - ey) or 1.0
    fore = [(ex - (wx - ex) / d * 14, ey - (wy - ey) / d * 14), (ex, ey), ((ex + wx) / 2, (ey + wy) / 2), (wx, wy)]
    fw = [30, 44, 38, 32]
    svg.path(smooth(tube(fore, fw), tension=0.5), arm.sleeve, KEY, 4.4)
    _sleeve_folds(svg, fore, fw, darker(arm.sleeve, 0.72), (0.2,))
    d0 = math.hypot(ex - sx, ey - sy) or 1.0
    upper = [(sx - (ex - sx) / d0 * 12, sy - (ey - sy) / d0 * 12), *spline([shoulder, elbow], 5)]
    m = len(upper)
    puff = [26, *(PUFF_RAISED * math.sin(math.pi * (0.2 + 0.7 * i / (m - 2))) + 30 for i in range(m - 1))]
    cloth = arm.slashes or darker(arm.sleeve, 0.8)
    svg.path(smooth(tube(upper, puff), tension=0.75), cloth, KEY, 3.6)
    _sleeve_folds(svg, upper, puff, darker(cloth, 0.7), (-0.26, 0.04, 0.3))

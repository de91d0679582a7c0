"""A Genovesi court drawn by the kit with its robe's and mantle's brocade laid by cloth.py instead of the kit's
flat grid: the kit draws the body's cloth and the mantle in marker inks, and this module puts the true colour
back and splices the brocade in right after each, under everything the kit lays over them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from ..french_family import bust, collars, garment, ornament
from ..french_family.bust import Bust
from ..french_family.garment import Body
from ..french_family.ink import KEY, WHITE, smooth
from ..svg import Point, Svg, f
from . import cloth, sleeves

# inks no court prints: where the kit laid the body, the mantle and the hanging sleeves
BODY_MARK, MANTLE_MARK, SLEEVE_MARK = "#fe0101", "#fe0202", "#fe0303"
ARM_MARKS = {-1: "#fe0404", 1: "#fe0505"}  # a raised arm's sleeve, left and right: cut by sleeves.py instead
KIT_BANDS = 3  # the bands the kit lays across a raised sleeve right after it (bust._sleeve): replaced with it
ROBE = (36, 9)  # the robe's motif: row step and half-size, before the court's own scale
MANTLE = (42, 11)  # a mantle's: larger, as a heavier cloth's weave


@dataclass(frozen=True)
class Cut:
    """How a court's cloth is cut: its robe's and mantle's motif scales, its robe's motif as a tone of the cloth
    rather than a second ink (`damask`), and how many folds its mantle and robe fall in."""

    robe: float = 1.0
    mantle: float = 1.0
    damask: str = ""  # set: the robe's motif in this ink, unlined (a calm cloth beside busy arms)
    folds: int = 1
    robe_folds: int = 2  # at most this many folds down each strip of robe (0: a large motif kept whole)
    dense: float = 1.0  # the robe's rows and motifs this much closer than its motif's scale would set them
    ink: str = ""  # set: the robe's motif in this ink instead of the robe's own


def _mantle_region(robe: garment.Robe, body: Body, s: int) -> list[Point]:
    """The mantle's outline on side `s`, as the kit lays it."""
    return cloth.sampled(smooth(garment.mantle_outline(robe, body, s).pts, tension=0.7))


def _x_at(line: list[Point], y: float) -> float:
    """Where the polyline `line` (running up or down) crosses the height `y`, or its nearest end's x."""
    for (ax, ay), (bx, by) in zip(line, line[1:], strict=False):
        if min(ay, by) <= y <= max(ay, by) and ay != by:
            return ax + (bx - ax) * (y - ay) / (by - ay)
    return min(line, key=lambda p: abs(p[1] - y))[0]


def _robe(svg: Svg, figure: Bust, body: Body, cut: Cut) -> None:
    robe = figure.robe
    region = cloth.sampled(garment.open_path(garment.outline(body)))
    apex = (body.nx, body.ny - 300)  # the robe hangs from the shoulders: its rows bow round the neck
    folds = []
    left, right = garment.side(body, -1)[-1][0], garment.side(body, 1)[-1][0]
    y = body.ny + 130  # where the strip of robe between the panel and the sleeve is measured
    for s in (-1, 1):
        inner = _x_at(garment.panel_side(robe, body, s), y) + s * 12
        hang = garment.sleeve_arc(body, s, robe.bulge) if (robe.sides or robe.arcs) else garment.side(body, s)
        outer = _x_at(hang, y)
        outer -= s * (16 if robe.arcs else 4)
        # a broad fall of cloth breaks in two folds, a narrow strip between panel and sleeve in one or none
        n = min(2 if (outer - inner) * s > 130 else 1 if (outer - inner) * s > 56 else 0, cut.robe_folds)
        for k in range(n):
            x = inner + (outer - inner) * (k + 1) / (n + 1)
            line = cloth.crease(region, apex, (x, y), body.mirror, sway=-s * 6, clear=0)
            folds.append((line, s))
    step, size = ROBE[0] * cut.robe * cut.dense, ROBE[1] * cut.robe
    ink, bold = (cut.damask, False) if cut.damask else (cut.ink or robe.motif, robe.bold)
    cloth.cloth(svg, region, robe.main, robe.pattern, ink, apex, size, step, folds, body.mirror, bold,
                wrap=((left + right) / 2, (right - left) / 2))


def _mantle(svg: Svg, figure: Bust, body: Body, cut: Cut, s: int) -> None:
    robe = figure.robe
    region = _mantle_region(robe, body, s)
    apex = (body.nx - s * 40, body.ny - 160)  # it hangs from the far shoulder's clasp and falls out over this one
    lo, hi = min(x for x, _ in region), max(x for x, _ in region)
    y = min(y for _, y in region) + 150
    folds = []
    for k in range(cut.folds):
        x = lo + (hi - lo) * (k + 1) / (cut.folds + 1)
        folds.append((cloth.crease(region, apex, (x, y), body.mirror, sway=s * 8, clear=0), s))
    step, size = MANTLE[0] * cut.mantle, MANTLE[1] * cut.mantle
    cloth.cloth(svg, region, robe.mantle, robe.mantle_pattern, robe.mantle_motif, apex, size, step, folds,
                body.mirror, robe.bold, fold_width=30)


def _sleeve(svg: Svg, robe: garment.Robe, body: Body, s: int) -> None:
    """A hanging sleeve's fold: one crease down its middle from the shoulder, shaded (its cloth is plain)."""
    arc = garment.sleeve_arc(body, s, robe.bulge)
    region = [*garment.smooth_line(garment.side(body, s)[:-1], 4), *arc[::-1]]
    top = body.left if s < 0 else body.right
    y = top + 150
    x = (_x_at(garment.side(body, s), y) + _x_at(arc, y)) / 2
    apex = (x + s * 30, top - 260)
    line = cloth.crease(region, apex, (x, y), body.mirror, sway=s * 5, clear=0)
    cloth.cloth(svg, region, robe.sides, "", robe.sides, apex, 10, 40, [(line, -s)], body.mirror, fold_width=18)


def _ruff(svg: Svg, x: float, y: float) -> None:
    """A small pleated ruff round the neck's foot, about 0.8 of the face's width (the kit's is a broad flat oval
    wider than the face, a plate under the chin): a scalloped rim, its pleats running out from the neck, the
    neck's opening shaded behind the chin."""
    cx, cy, rx, ry, n = x, y + 2, 56, 22, 12
    rim = []
    for k in range(n * 2):
        a = math.pi * k / n
        r = 1.0 if k % 2 == 0 else 0.88  # lobes and the notches between them
        rim.append((cx + rx * r * math.cos(a), cy + ry * r * math.sin(a)))
    svg.path(smooth(rim, tension=0.5), WHITE, KEY, 3.4)
    svg.path(f"M{f(cx - 24)} {f(cy - 6)}C{f(cx - 16)} {f(cy - 18)} {f(cx + 16)} {f(cy - 18)} {f(cx + 24)} {f(cy - 6)}"
             f"C{f(cx + 12)} {f(cy + 2)} {f(cx - 12)} {f(cy + 2)} {f(cx - 24)} {f(cy - 6)}Z", "#e4ded0", KEY, 2)
    svg.path("".join(f"M{f(cx + 30 * math.cos(a))} {f(cy + 11 * math.sin(a) - 2)}L{f(cx + rx * 0.92 * math.cos(a))} "
                     f"{f(cy + ry * 0.92 * math.sin(a))}" for a in (math.pi * (k + 0.5) / n for k in range(n * 2))
                     if math.sin(a) > -0.3), None, KEY, 1.6)


def draw(svg: Svg, figure: Bust, frame, mirror: ornament.Line, cut: Cut) -> None:
    """`figure` drawn by the kit (bust.draw), its robe and mantle woven here."""
    robe = figure.robe
    plain = replace(robe, main=BODY_MARK, pattern="", mantle=MANTLE_MARK if robe.mantle else "", mantle_pattern="",
                    sides=SLEEVE_MARK if robe.sides and not robe.sides_pattern else robe.sides)
    arms = {s: arm for s, arm in ((-1, figure.left), (1, figure.right))
            if arm.upper and arm.hand_kind != "hidden" and not arm.slashes and not arm.strew}
    marked = {s: replace(arm, sleeve=ARM_MARKS[s]) for s, arm in arms.items()}
    start = len(svg.body)
    bust.draw(svg, replace(figure, robe=plain, left=marked.get(-1, figure.left), right=marked.get(1, figure.right)),
              frame, mirror)
    drawn, svg.body = svg.body[start:], svg.body[:start]
    body = bust.body_of(figure, frame, mirror)
    ruff = set()
    if robe.collar == "ruff":  # the kit's ruff, as it lays it, to be replaced by a smaller, pleated one
        mark = len(svg.body)
        collars.draw(svg, "ruff", robe.trim, body.nx, body.ny, mirror, figure.face.skin)
        ruff, svg.body = set(svg.body[mark:]), svg.body[:mark]
    ruff_drawn = 0
    thumbs = {f"{f(arm.hand[0])} {f(arm.hand[1])}" for arm in (figure.left, figure.right)
              if arm.hand_kind == "open" and arm.options.get("thumb") == "up"}
    sides = iter((-1, 1) if robe.mantle_side == 0 else (robe.mantle_side,))
    hanging = iter((-1, 1))  # the kit lays the left, then the right
    skip = 0
    for part in drawn:
        if skip:  # the kit's bands across a sleeve cut here: drawn with it
            skip -= 1
            continue
        arm_side = next((s for s in arms if ARM_MARKS[s] in part), 0)
        if arm_side:
            sleeves.draw(svg, body, arms[arm_side], arm_side)
            skip = KIT_BANDS
            continue
        if part in ruff:  # the kit's ruff: the pleated one drawn in its place, once
            if ruff_drawn < 1:
                _ruff(svg, body.nx, body.ny)
            ruff_drawn += 1
            continue
        if BODY_MARK in part:
            svg.body.append(part.replace(BODY_MARK, robe.main))
            _robe(svg, figure, body, cut)
        elif SLEEVE_MARK in part:
            svg.body.append(part.replace(SLEEVE_MARK, robe.sides))
            _sleeve(svg, robe, body, next(hanging))
        elif MANTLE_MARK in part:
            svg.body.append(part.replace(MANTLE_MARK, robe.mantle))
            _mantle(svg, figure, body, cut, next(sides))
        elif any(part.startswith(f"<g transform=\"translate({at}) rotate(") for at in thumbs):
            svg.body.append(_thumb_up(part))
        else:
            svg.body.append(part)


def _thumb_up(part: str) -> str:
    """A flat hand's group turned over along its fingers: laid across the breast, fingers in, its thumb on top
    (the kit mirrors a right-hand side's hand so that the thumb hangs under the fingers)."""
    head, _, rest = part.partition("scale(")
    x, _, tail = rest.partition(" ")
    return f"{head}scale({x[1:] if x.startswith('-') else '-' + x} {tail}"

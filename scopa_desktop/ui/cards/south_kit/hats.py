"""Headwear for the southern courts: a soft cap puffed over its band, plumes, a turban of wound rolls, a broad
hat, crowns of points or of leaves, a plumed helmet. Each is placed by the middle of its band on the brow (x, y)
and its width; it is drawn after the head."""

from __future__ import annotations

import math

from ..svg import Svg, f
from .ink import FINE, HATCH, KEY, LINE, WHITE, YELLOW, d, edge_hatch, smooth, smooth_loop, ticks


def plume(svg: Svg, x: float, y: float, length: float, angle: float, colour: str, curl: float = 0.35,
          width: float = 1.0) -> None:
    """A feather from its quill at (x, y) sweeping `length` at `angle` degrees (0: to the right, -90: up),
    curling by `curl`: a vane in the key line, its barbs as strokes."""
    with svg.group(f"translate({f(x)} {f(y)}) rotate({f(angle)})"):
        w = 15 * width
        tip = length
        svg.path(f"M0 0 C{f(tip * 0.3)} {f(-w * 1.3)} {f(tip * 0.8)} {f(-w - tip * curl * 0.3)} {f(tip)} "
                 f"{f(-tip * curl * 0.45)} C{f(tip * 0.8)} {f(w * 0.6 - tip * curl * 0.2)} {f(tip * 0.3)} {f(w)} 0 0 Z",
                 colour, KEY, FINE)
        spine = smooth([(0, 0), (tip * 0.5, -tip * curl * 0.12), (tip * 0.97, -tip * curl * 0.43)], 4)
        svg.path(d(spine), None, KEY, HATCH)
        ticks(svg, spine, 1, w * 0.7, 7, 0.6, KEY, 1.2)


def soft_cap(svg: Svg, x: float, y: float, w: float, colour: str, band: str | None = None, lean: float = 0.3,
             puff: float = 1.0) -> None:
    """A soft cap: a band round the brow and a crown puffed out over it, falling towards the side `lean`
    points to (-1 left .. 1 right)."""
    h = 34 * puff
    over = lean * w * 0.35
    pts = [(x - w * 0.5, y + 2), (x - w * 0.56 + over, y - h * 0.55), (x - w * 0.2 + over, y - h * 1.05),
           (x + w * 0.3 + over, y - h * 0.95), (x + w * 0.62 + over, y - h * 0.35), (x + w * 0.5, y + 2)]
    svg.path(d(smooth_loop(pts, 4), True), colour, KEY, LINE * 0.8)
    edge_hatch(svg, smooth([pts[3], pts[4], (x + w * 0.5, y - 2)], 4), 1, 9, 7)
    svg.path(f"M{f(x - w * 0.3 + over)} {f(y - h * 0.9)} Q{f(x + over * 0.4)} {f(y - h * 0.5)} {f(x + w * 0.1)} {f(y)}",
             None, KEY, HATCH)
    if band:
        svg.path(f"M{f(x - w * 0.52)} {f(y - 8)} Q{f(x)} {f(y - 14)} {f(x + w * 0.52)} {f(y - 8)} L{f(x + w * 0.5)} "
                 f"{f(y + 6)} Q{f(x)} {f(y)} {f(x - w * 0.5)} {f(y + 6)} Z", band, KEY, FINE)


def turban(svg: Svg, x: float, y: float, w: float, colour: str, stripe: str, jewel: str | None = None) -> None:
    """A turban: a round bulb of cloth wound over the head, its folds sweeping across, a stripe in one of them
    and a jewel at the front."""
    h = w * 0.62
    pts = [(x - w * 0.5, y + 4), (x - w * 0.56, y - h * 0.5), (x - w * 0.3, y - h * 0.95), (x + w * 0.1, y - h * 1.05),
           (x + w * 0.46, y - h * 0.8), (x + w * 0.56, y - h * 0.3), (x + w * 0.5, y + 4), (x, y + 10)]
    svg.path(d(smooth_loop(pts, 4), True), colour, KEY, LINE * 0.8)
    for k, (a0, a1) in enumerate(((0.1, 0.55), (0.35, 0.9), (0.62, 1.0))):
        svg.path(f"M{f(x - w * 0.52)} {f(y - h * a0)} Q{f(x)} {f(y - h * (a0 + 0.28))} {f(x + w * 0.52)} "
                 f"{f(y - h * a1 + 6)}",
                 None, KEY, FINE)
        if k == 1:
            svg.path(f"M{f(x - w * 0.46)} {f(y - h * a0 - 6)} Q{f(x)} {f(y - h * (a0 + 0.28) - 6)} {f(x + w * 0.46)} "
                     f"{f(y - h * a1)}", None, stripe, 5)
    edge_hatch(svg, smooth([pts[4], pts[5], pts[6]], 4), 1, 9, 7)
    if jewel:
        svg.circle(x + 4, y - h * 0.3, 7, jewel, KEY, FINE)
        plume(svg, x + 4, y - h * 0.36, w * 0.5, -80, WHITE, 0.3, 0.8)


def broad_hat(svg: Svg, x: float, y: float, w: float, colour: str, band: str, tilt: float = -8,
              brim_up: float = 0.0) -> None:
    """A hat with a wide soft brim (turned up in front by `brim_up`) over a round crown, a band round it."""
    with svg.group(f"translate({f(x)} {f(y)}) rotate({f(tilt)})"):
        svg.path(f"M{f(-w * 0.32)} -4 C{f(-w * 0.34)} -56 {f(w * 0.34)} -56 {f(w * 0.32)} -4 "
                 f"Z", colour, KEY, LINE * 0.8)
        svg.path(f"M{f(-w * 0.33)} -14 L{f(w * 0.33)} -14 L{f(w * 0.32)} -2 L{f(-w * 0.32)} -2 Z", band, KEY, FINE)
        up = brim_up * 30
        svg.path(f"M{f(-w * 0.62)} 2 C{f(-w * 0.5)} {f(-10 - up)} {f(w * 0.5)} {f(-10 - up)} {f(w * 0.62)} 2 "
                 f"C{f(w * 0.5)} 16 {f(-w * 0.5)} 16 {f(-w * 0.62)} 2 Z", colour, KEY, LINE * 0.8)
        edge_hatch(svg, smooth([(-w * 0.5, 8), (0, 12), (w * 0.5, 8)], 4), 1, 5, 8)


def crown(svg: Svg, x: float, y: float, w: float, h: float, colour: str = YELLOW, points: int = 5,
          kind: str = "points", jewels: tuple[str, ...] = ("#d9262c", "#2353b4")) -> None:
    """A crown on the brow: a band with jewels and, above it, `points` spikes tipped with pearls ("points"),
    leaves ("leaves") or fleurons ("fleurons")."""
    top = y - h
    band_h = h * 0.34
    pts = [(x - w / 2, y)]
    for k in range(points * 2 + 1):
        px = x - w / 2 + w * k / (points * 2)
        tip = top if kind == "points" else top + h * 0.18
        py = tip if k % 2 == 0 else y - band_h - h * 0.12
        pts.append((px, py))
    pts.append((x + w / 2, y))
    svg.path(d(pts, True), colour, KEY, LINE * 0.7)
    for k in range(0, points * 2 + 1, 2):
        px = x - w / 2 + w * k / (points * 2)
        if kind == "points":
            svg.circle(px, top - 3, w * 0.045, WHITE, KEY, HATCH)
        elif kind == "leaves":
            svg.path(f"M{f(px)} {f(top - 10)} C{f(px + 10)} {f(top + 4)} {f(px + 4)} {f(top + 14)} {f(px)} "
                     f"{f(top + 18)} "
                     f"C{f(px - 4)} {f(top + 14)} {f(px - 10)} {f(top + 4)} {f(px)} {f(top - 10)} Z", colour, KEY, FINE)
        else:
            for s in (-1, 1):
                svg.path(f"M{f(px)} {f(top + 14)} Q{f(px + s * 14)} {f(top + 2)} {f(px + s * 6)} {f(top - 6)}", None,
                         KEY, FINE)
            svg.circle(px, top - 6, w * 0.04, colour, KEY, HATCH)
    svg.path(d([(x - w / 2 - 2, y), (x + w / 2 + 2, y), (x + w / 2, y - band_h), (x - w / 2, y - band_h)], True),
             colour, KEY, LINE * 0.7)
    for k, jx in enumerate((-0.3, 0.0, 0.3)):
        svg.ellipse(x + jx * w, y - band_h / 2, w * 0.055, band_h * 0.3, jewels[k % len(jewels)], KEY, HATCH)
    edge_hatch(svg, [(x + w * 0.2, y - 2), (x + w / 2 - 2, y - 2)], 1, band_h * 0.5, 6)


def helmet(svg: Svg, x: float, y: float, w: float, colour: str, crest: str | None = None, facing: int = 1,
           plumes: tuple[float, ...] = (-120, -100, -80), plume_k: float = 0.9, brim: float = 0.66) -> None:
    """A round morion-like helmet on the brow with a brim peaked front and back and a comb along the top; a
    plume (`crest`) rising from the back: one feather per angle in `plumes`, `plume_k` of the width long;
    `brim`: how far the brim reaches out each side, in widths."""
    if crest:
        for ang in plumes:
            plume(svg, x - facing * w * 0.2, y - 30, w * plume_k, ang if facing > 0 else -180 - ang, crest, 0.3, 0.9)
    svg.path(f"M{f(x - w * 0.42)} {f(y - 4)} C{f(x - w * 0.44)} {f(y - 58)} {f(x + w * 0.44)} {f(y - 58)} "
             f"{f(x + w * 0.42)} {f(y - 4)} Z", colour, KEY, LINE * 0.8)
    svg.path(f"M{f(x - w * 0.2)} {f(y - 44)} C{f(x - w * 0.1)} {f(y - 74)} {f(x + w * 0.16)} {f(y - 74)} "
             f"{f(x + w * 0.24)} {f(y - 42)} Z", colour, KEY, FINE)
    svg.path(f"M{f(x - w * brim)} {f(y - 14)} Q{f(x)} {f(y + 8)} {f(x + w * brim)} {f(y - 14)} Q{f(x + w * 0.5)} "
             f"{f(y + 2)} {f(x)} {f(y + 6)} Q{f(x - w * 0.5)} {f(y + 2)} {f(x - w * brim)} {f(y - 14)} Z", colour, KEY,
             LINE * 0.7)
    svg.path(f"M{f(x - w * 0.25)} {f(y - 38)} Q{f(x)} {f(y - 50)} {f(x + w * 0.2)} {f(y - 36)}", None, WHITE, 4, 0.8)


def veil_cap(svg: Svg, x: float, y: float, w: float, colour: str, veil: str = WHITE) -> None:
    """A small round cap set on the back of the head with a light veil falling behind (a lady's)."""
    svg.path(f"M{f(x - w * 0.2)} {f(y - 30)} C{f(x - w * 0.9)} {f(y + 10)} {f(x - w * 0.7)} {f(y + 80)} "
             f"{f(x - w * 0.4)} {f(y + 110)} L{f(x - w * 0.1)} {f(y + 60)} Z", veil, KEY, FINE, 0.9)
    svg.ellipse(x, y - 18, w * 0.42, 16, colour, KEY, LINE * 0.7, rot=-10)
    _ = math

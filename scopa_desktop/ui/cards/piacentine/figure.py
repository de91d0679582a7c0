"""Parts the Piacentine's half-length courts are cut from: a torso from the shoulders down to the line between
the halves, necklines, belts, a sash worn across, a cloak thrown over the shoulders, a fur cape, trimmed hems;
each court (fanti.py, cavalli.py, re.py) chooses its own and sets them on its own pose.

Every figure is drawn as the card's top half, the line between the halves at y = 500; the head about y = 150.
"""

from __future__ import annotations

from ..emilia.ink import GOLD, INK, KEY, WHITE, darker
from ..svg import Svg, f

SPLIT = 500


def torso(svg: Svg, cx: float, top: float, half: float, hem: float, colour: str, waist: float | None = None,
          lean: float = 0.0, bottom: float = SPLIT + 4) -> str:
    """The body's garment from the neck at (cx, top), shoulders `half` wide each side, flaring to `hem` each
    side at the split, nipped to `waist` (each side) at y 420 if given; `lean` shifts the hem sideways. Returns
    its outline (for a second tone drawn over it)."""
    w = waist if waist is not None else (half + hem) / 2 - 6
    nip = top + (bottom - top) * 0.7
    d = (f"M{f(cx - 34)} {f(top)} C{f(cx - half + 30)} {f(top + 2)} {f(cx - half - 2)} {f(top + 12)} "
         f"{f(cx - half - 8)} {f(top + 40)} C{f(cx - half - 10)} {f(top + 90)} {f(cx - w - 4)} {f(nip - 50)} "
         f"{f(cx - w + lean)} {f(nip)} L{f(cx - hem + lean)} {f(bottom)} L{f(cx + hem + lean)} {f(bottom)} "
         f"L{f(cx + w + lean)} {f(nip)} C{f(cx + w + 4)} {f(nip - 50)} {f(cx + half + 10)} {f(top + 90)} "
         f"{f(cx + half + 8)} "
         f"{f(top + 40)} C{f(cx + half + 2)} {f(top + 12)} {f(cx + half - 30)} {f(top + 2)} {f(cx + 34)} {f(top)} Z")
    svg.path(d, colour, INK, KEY)
    return d


def side_shade(svg: Svg, cx: float, top: float, half: float, hem: float, colour: str, side: int = 1) -> None:
    """The torso's far side in the cloth's shadow tone."""
    x = [cx + side * v for v in (half - 6, half + 4, hem - 30, hem - 4, hem - 44, hem - 60, half - 30)]
    svg.path(f"M{f(x[0])} {f(top + 30)} C{f(x[1])} {f(top + 100)} {f(x[2])} 420 {f(x[3])} {SPLIT + 4} "
             f"L{f(x[4])} {SPLIT + 4} C{f(x[5])} 420 {f(x[6])} {f(top + 110)} {f(x[6])} {f(top + 40)} Z",
             darker(colour))


def v_neck(svg: Svg, cx: float, top: float, depth: float, half: float, shirt: str, trim: str,
           trim_w: float = 14) -> None:
    """A V opening to `depth` below the neck showing the shirt, edged with a band of `trim`."""
    svg.path(f"M{f(cx - half)} {f(top - 2)} L{f(cx)} {f(top + depth)} L{f(cx + half)} {f(top - 2)} Z", shirt, INK, 2.6)
    pleats = " ".join(f"M{f(cx + k * 8)} {f(top + 6)} L{f(cx + k * 3)} {f(top + depth * (1 - abs(k) * 0.18))}"
                      for k in (-3, -1, 1, 3))
    svg.path(pleats, None, darker(shirt), 2.4)
    for s in (-1, 1):
        svg.path(f"M{f(cx + s * half)} {f(top - 2)} L{f(cx)} {f(top + depth)}", None, INK, trim_w + 5)
        svg.path(f"M{f(cx + s * half)} {f(top - 2)} L{f(cx)} {f(top + depth)}", None, trim, trim_w)


def belt(svg: Svg, cx: float, y: float, half: float, colour: str, buckle: str = GOLD, tilt: float = 0) -> None:
    """A belt across at `y` (rising `tilt` to the right), its buckle in the middle."""
    svg.path(f"M{f(cx - half)} {f(y + tilt)} Q{f(cx)} {f(y + 8)} {f(cx + half)} {f(y - tilt)} L{f(cx + half)} "
             f"{f(y - tilt + 20)} Q{f(cx)} {f(y + 28)} {f(cx - half)} {f(y + tilt + 20)} Z", colour, INK, 2.8)
    svg.rect(cx - 16, y - 2, 32, 28, 4, buckle, INK, 2.6)
    svg.rect(cx - 7, y + 6, 14, 12, 2, colour, INK, 1.6)


def sash(svg: Svg, start: tuple[float, float], end: tuple[float, float], width: float, colour: str,
         trim: str | None = None, dots: str | None = None) -> None:
    """A band worn across the body from `start` (a shoulder) to `end` (the other hip)."""
    (x0, y0), (x1, y1) = start, end
    d = f"M{f(x0)} {f(y0)} L{f(x1)} {f(y1)}"
    svg.path(d, None, INK, width + 6)
    svg.path(d, None, colour, width)
    if trim:
        svg.path(d, None, trim, width * 0.22)
    if dots:
        svg.path(d, None, dots, width * 0.3, extra=f' stroke-dasharray="0.6 {f(width * 0.9)}"')


def cloak(svg: Svg, cx: float, top: float, reach: float, colour: str, lining: str, open_front: float = 90) -> None:
    """A cloak thrown over both shoulders, falling straight and wide to the split `reach` each side of the
    middle, folds down it in the darker tone, its lining showing where the front edges turn back at
    `open_front` each side of the middle."""
    svg.path(f"M{f(cx - 50)} {f(top - 8)} C{f(cx - 120)} {f(top - 4)} {f(cx - reach + 20)} {f(top + 10)} "
             f"{f(cx - reach + 4)} {f(top + 70)} C{f(cx - reach - 4)} {f(top + 130)} {f(cx - reach - 2)} 440 "
             f"{f(cx - reach - 6)} {SPLIT + 4} L{f(cx + reach + 6)} {SPLIT + 4} C{f(cx + reach + 2)} 440 "
             f"{f(cx + reach + 4)} {f(top + 130)} {f(cx + reach - 4)} {f(top + 70)} C{f(cx + reach - 20)} "
             f"{f(top + 10)} {f(cx + 120)} {f(top - 4)} {f(cx + 50)} {f(top - 8)} Z", colour, INK, KEY)
    dark = darker(colour, 0.62)
    for s in (-1, 1):
        for k, x in enumerate((reach - 26, reach - 60, reach - 96)):
            y0 = top + 70 + k * 24
            svg.path(f"M{f(cx + s * x)} {f(y0)} C{f(cx + s * (x + 6))} {f(y0 + 80)} {f(cx + s * (x - 4))} 430 "
                     f"{f(cx + s * (x + 4))} {SPLIT}", None, dark, 4)
        svg.path(f"M{f(cx + s * open_front)} {f(top + 20)} C{f(cx + s * (open_front + 20))} {f(top + 100)} "
                 f"{f(cx + s * (open_front + 26))} 420 {f(cx + s * (open_front + 30))} {SPLIT + 4} "
                 f"L{f(cx + s * (open_front + 2))} {SPLIT + 4} C{f(cx + s * (open_front - 2))} 420 "
                 f"{f(cx + s * (open_front - 8))} {f(top + 100)} {f(cx + s * (open_front - 22))} {f(top + 30)} Z",
                 lining, INK, 2.6)


def ermine(svg: Svg, cx: float, top: float, half: float, depth: float, spots: str = "#1b3c7a") -> None:
    """A short fur cape over the shoulders, white flecked with little tails."""
    svg.path(f"M{f(cx - half)} {f(top + depth * 0.6)} C{f(cx - half + 10)} {f(top - 10)} {f(cx + half - 10)} "
             f"{f(top - 10)} {f(cx + half)} {f(top + depth * 0.6)} C{f(cx + half * 0.6)} {f(top + depth * 1.1)} "
             f"{f(cx - half * 0.6)} {f(top + depth * 1.1)} {f(cx - half)} {f(top + depth * 0.6)} Z", WHITE, INK, 3)
    tails = []
    for j, y in enumerate((top + depth * 0.25, top + depth * 0.55, top + depth * 0.82)):
        for k in range(-4, 5):
            x = cx + k * half * 0.2 + (half * 0.1 if j % 2 else 0)
            if abs(x - cx) < half * (0.9 - 0.15 * j):
                tails.append(f"M{f(x)} {f(y)} l4 10 l-4 5 l-4 -5 Z")
    svg.path(" ".join(tails), spots)


def hem_band(svg: Svg, cx: float, half: float, colour: str, y: float = 470) -> None:
    """A broad band of trim round a skirt, just above the split."""
    svg.path(f"M{f(cx - half)} {f(y)} Q{f(cx)} {f(y + 10)} {f(cx + half)} {f(y)} L{f(cx + half + 2)} {SPLIT + 4} "
             f"L{f(cx - half - 2)} {SPLIT + 4} Z", colour, INK, 2.6)


def studs(svg: Svg, points: list[tuple[float, float]], r: float = 7, colour: str = GOLD) -> None:
    """Round gold studs or buttons."""
    svg.path(" ".join(f"M{f(x - r)} {f(y)} a{f(r)} {f(r)} 0 1 0 {f(2 * r)} 0 a{f(r)} {f(r)} 0 1 0 {f(-2 * r)} 0 Z"
                      for x, y in points), colour, INK, 1.6)


def lozenges(svg: Svg, x0: float, y0: float, x1: float, y1: float, colour: str, step: float = 30,
             inside=None) -> None:
    """A lattice of small lozenges (a woven pattern) over a box, where `inside(x, y)` allows."""
    d = []
    for j, y in enumerate(range(int(y0), int(y1), int(step * 0.8))):
        for x in range(int(x0) + (int(step / 2) if j % 2 else 0), int(x1), int(step)):
            if inside is None or inside(x, y):
                d.append(f"M{x} {y - 8} l6 8 l-6 8 l-6 -8 Z")
    if d:
        svg.path(" ".join(d), colour, INK, 1.2)



def brocade(svg: Svg, x0: float, y0: float, x1: float, y1: float, colour: str, step: float = 34, r: float = 7,
            inside=None, opacity: float = 1.0) -> None:
    """A figured stuff, as print's courts wear: small four-petalled flowers in staggered rows over a box, where
    `inside(x, y)` allows, each with a dot at its heart (no key line: the pattern is woven, not cut)."""
    d = []
    for j, y in enumerate(range(int(y0), int(y1), int(step * 0.8))):
        for x in range(int(x0) + (int(step / 2) if j % 2 else 0), int(x1), int(step)):
            if inside is None or inside(x, y):
                for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)):  # a petal each way, pointed at the heart
                    tx, ty, sx, sy = dx * r, dy * r, -dy * r * 0.55, dx * r * 0.55
                    d.append(f"M{x} {y} Q{f(x + tx * 0.6 + sx)} {f(y + ty * 0.6 + sy)} {f(x + tx)} {f(y + ty)} "
                             f"Q{f(x + tx * 0.6 - sx)} {f(y + ty * 0.6 - sy)} {x} {y} Z")
    if d:
        svg.path(" ".join(d), colour, None, 0, opacity)

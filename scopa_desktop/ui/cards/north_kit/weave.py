"""The printed decks' all-over cloth patterns, laid inside a garment's outline: rows of a small motif (dots, short
hatching strokes, a key fret, little arches, chevrons, crosses, flowers) set in staggered rows, or "braid": rows
of a running zig-zag and of upright ticks by turns, the close woven stripes of a printed tunic; every motif kept
whole inside the shape. nanosvg clips nothing, so the rows are cut to the shape here, by scanlines, and the
whole pattern is one path (one element to parse, however many motifs).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..svg import Point, Svg, f
from .shapes import sampled

# motif -> (filled, stroke width as a share of the step): a filled motif is painted, an open one stroked
_KINDS = {"dots": (True, 0.0), "dash": (False, 0.12), "fret": (False, 0.11), "arches": (False, 0.12),
          "chevrons": (False, 0.12), "cross": (False, 0.12), "flowers": (True, 0.0), "lozenges": (True, 0.0),
          "drops": (True, 0.0), "braid": (False, 0.13)}


def spans(outline: Sequence[Point], y: float) -> list[tuple[float, float]]:
    """Where the horizontal line at `y` runs inside the polygon `outline`: (x from, x to) pairs, left to right."""
    cuts = []
    n = len(outline)
    for i in range(n):
        (x0, y0), (x1, y1) = outline[i], outline[(i + 1) % n]
        if (y0 <= y) != (y1 <= y):
            cuts.append(x0 + (x1 - x0) * (y - y0) / (y1 - y0))
    cuts.sort()
    return list(zip(cuts[::2], cuts[1::2], strict=False))


def _inside(rows: Sequence[list[tuple[float, float]]], x: float, r: float) -> bool:
    """Whether a motif `r` round at x lies wholly inside: within a span of its row and of the rows r above and
    below it (`rows`: those three lines' spans, cut once for the whole row of motifs)."""
    return all(any(a + r <= x <= b - r for a, b in line) for line in rows)


def _motif(kind: str, x: float, y: float, s: float) -> str:
    h = s * 0.5
    if kind == "zigline":  # a cell's length of a running zig-zag, joining its neighbours'
        return "M" + " L".join(f"{f(x - h + k * h / 2)} {f(y + (h * 0.3 if k % 2 == 0 else -h * 0.3))}"
                               for k in range(5))
    if kind == "ticks":  # two upright strokes
        return " ".join(f"M{f(x + dx)} {f(y - h * 0.35)} L{f(x + dx)} {f(y + h * 0.35)}" for dx in (-h / 2, h / 2))
    if kind == "dots":
        r = s * 0.16
        return f"M{f(x - r)} {f(y)} a{f(r)} {f(r)} 0 1 0 {f(2 * r)} 0 a{f(r)} {f(r)} 0 1 0 {f(-2 * r)} 0 Z"
    if kind == "dash":  # a short stroke aslant: printed hatching broken into stitches
        return f"M{f(x - h * 0.5)} {f(y + h * 0.35)} L{f(x + h * 0.5)} {f(y - h * 0.35)}"
    if kind == "fret":  # a key: a T standing on a bar
        return (f"M{f(x - h * 0.7)} {f(y + h * 0.5)} L{f(x + h * 0.7)} {f(y + h * 0.5)} M{f(x)} {f(y + h * 0.5)} "
                f"L{f(x)} {f(y - h * 0.4)} M{f(x - h * 0.45)} {f(y - h * 0.4)} L{f(x + h * 0.45)} {f(y - h * 0.4)}")
    if kind == "arches":
        return f"M{f(x - h * 0.8)} {f(y + h * 0.4)} Q{f(x)} {f(y - h * 0.9)} {f(x + h * 0.8)} {f(y + h * 0.4)}"
    if kind == "chevrons":
        return f"M{f(x - h * 0.7)} {f(y - h * 0.3)} L{f(x)} {f(y + h * 0.35)} L{f(x + h * 0.7)} {f(y - h * 0.3)}"
    if kind == "cross":
        return f"M{f(x - h * 0.5)} {f(y)} L{f(x + h * 0.5)} {f(y)} M{f(x)} {f(y - h * 0.5)} L{f(x)} {f(y + h * 0.5)}"
    if kind == "lozenges":
        return (f"M{f(x)} {f(y - h * 0.5)} L{f(x + h * 0.32)} {f(y)} L{f(x)} {f(y + h * 0.5)} "
                f"L{f(x - h * 0.32)} {f(y)} Z")
    if kind == "drops":  # a tear falling: the printed ermine-like speckle
        return (f"M{f(x)} {f(y - h * 0.5)} C{f(x + h * 0.35)} {f(y)} {f(x + h * 0.3)} {f(y + h * 0.45)} {f(x)} "
                f"{f(y + h * 0.45)} C{f(x - h * 0.3)} {f(y + h * 0.45)} {f(x - h * 0.35)} {f(y)} {f(x)} "
                f"{f(y - h * 0.5)} Z")
    # "flowers": four round petals
    r = s * 0.13
    return " ".join(f"M{f(x + dx - r)} {f(y + dy)} a{f(r)} {f(r)} 0 1 0 {f(2 * r)} 0 a{f(r)} {f(r)} 0 1 0 "
                    f"{f(-2 * r)} 0 Z" for dx, dy in ((-r, 0), (r, 0), (0, -r), (0, r)))


def weave(svg: Svg, points: Sequence[Point], kind: str, colour: str, step: float = 24, smooth: bool = True,
          box: tuple[float, float] | None = None) -> None:
    """Lay `kind` in staggered rows `step` apart inside the shape through `points` (its smooth outline if
    `smooth`, as blob draws it), in `colour`; `box` (y from, y to) keeps the rows between two heights."""
    outline = sampled(points) if smooth else list(points)
    filled, width = _KINDS[kind]
    ys = [y for _, y in outline]
    lo, hi = min(ys), max(ys)
    if box:
        lo, hi = max(lo, box[0]), min(hi, box[1])
    cells = []
    y = lo + step * 0.6
    row = 0
    while y < hi - step * 0.3:
        shift = step * 0.5 if row % 2 else 0.0
        motif = ("zigline", "ticks")[row % 2] if kind == "braid" else kind
        r = step * 0.4
        lines = [spans(outline, yy) for yy in (y - r, y, y + r)]
        for a, b in lines[1]:
            x = a + step * 0.55 + shift
            while x < b - step * 0.4:
                if _inside(lines, x, r):
                    cells.append(_motif(motif, x, y, step))
                x += step
        y += step * 0.8
        row += 1
    if not cells:
        return
    d = " ".join(cells)
    if filled:
        svg.path(d, colour)
    else:
        svg.path(d, None, colour, max(step * width, 1.4))

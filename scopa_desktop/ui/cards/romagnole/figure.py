"""Parts the Romagnole's full-length courts are cut from: the patch of ground they stand on, legs in hose or in
the long trousers the knaves of coins and cups are known by, a doublet cut short or a king's robe to the
ground, a mantle, a belt. Each court (fanti.py, cavalli.py, re.py) sets them on its own pose.

A standing figure: its head about y = 196, the neck y = 262, the waist y = 470, the knees y = 720, the feet on
the ground at y = 880.
"""

from __future__ import annotations

from ..emilia import body
from ..emilia.ink import GOLD, GREEN_DK, INK, KEY, WHITE, darker, lighter
from ..svg import Point, Svg, f, tube

NECK, WAIST, KNEE, FEET = 262, 470, 720, 880
RELAX_KNEE, RELAX_FOOT, RELAX_LIFT = 34, 22, 20  # a leg at ease: its knee in, its foot out, its heel up
EARTH, EARTH_DK, GRASS = "#d8b45a", "#9a7428", "#5f9a3a"


def _crest(x0: float, x1: float, y0: float, c0: float, c1: float, at: float) -> float:
    """The height of the crest (a cubic from (x0, y0) to (x1, y0) over handles at heights c0 and c1, a third
    of the way in from each end) above the point `at`."""
    xa, xb = x0 + (x1 - x0) * 0.15, x1 - (x1 - x0) * 0.15
    best = min((abs((1 - t) ** 3 * x0 + 3 * t * (1 - t) ** 2 * xa + 3 * t * t * (1 - t) * xb + t ** 3 * x1 - at), t)
               for t in (i / 80 for i in range(81)))[1]
    t = best
    return (1 - t) ** 3 * y0 + 3 * t * (1 - t) ** 2 * c0 + 3 * t * t * (1 - t) * c1 + t ** 3 * y0


def ground(svg: Svg, x: float = 300, half: float = 200, lay: int = 0) -> None:
    """The ground the figure stands on, as the printed pattern lays it: a field of green sward rising to a low
    horizon behind the feet, its front edge cut back to the earth, hatched in darker green, tufts of grass
    standing on the horizon and at its ends, small flowers strewn over it. `lay` (one per court) varies the
    crest's rise and lean and where the tufts and flowers grow, so no two courts stand on one stamp."""
    lean = (lay * 7 % 5 - 2) * 5  # the crest higher to one side or the other
    top, front = 836 + (lay % 3 - 1) * 5, 922  # the horizon's crest and the front edge's lowest point
    ends = 894
    c0, c1 = top + lean, top - lean
    outline = (f"M{f(x - half)} {ends} C{f(x - half * 0.7)} {c0} {f(x + half * 0.7)} {c1} {f(x + half)} {ends} "
               f"C{f(x + half * 0.55)} {front} {f(x - half * 0.55)} {front} {f(x - half)} {ends} Z")

    def crest(at: float) -> float:
        return _crest(x - half, x + half, ends, c0, c1, at)

    svg.path(outline, GRASS, INK, 3)
    # the front edge cut back to the earth: a band of ochre under the sward
    svg.path(f"M{f(x - half * 0.96)} {ends + 2} C{f(x - half * 0.5)} {front - 26} {f(x + half * 0.5)} {front - 26} "
             f"{f(x + half * 0.96)} {ends + 4} C{f(x + half * 0.55)} {front - 1} {f(x - half * 0.55)} {front - 1} "
             f"{f(x - half * 0.96)} {ends + 4} Z", EARTH, INK, 2)
    svg.path(f"M{f(x - half * 0.6)} {front - 7} C{f(x - half * 0.2)} {front - 3} {f(x + half * 0.3)} {front - 3} "
             f"{f(x + half * 0.66)} {front - 8}", None, EARTH_DK, 2.4)
    # hatching in darker green, in short strokes across the field (the woodblock's shading), only on the sward
    rows = ((-0.78, 880, 5), (-0.62, 866, 7), (-0.5, 856, 7), (-0.74, 894, 7))
    hatch = []
    for lead, y, n in rows:
        for i in range(n):
            hx = x + half * (lead + (lay % 2) * 0.08 + i * 0.26)
            if abs(hx - x) < half * 0.82 and y > max(crest(hx), crest(hx + 14)) + 7:
                hatch.append(f"M{f(hx)} {y} l14 -2")
    svg.path(" ".join(hatch), None, GREEN_DK, 2.2)
    side = 1 if lay % 2 == 0 else -1  # the flowers' scatter mirrored on every other court
    for k, dy in ((-0.72, 0), (-0.44, 22), (0.48, 20), (0.76, 2), (-0.1, 30), (0.2, -14))[:5 + lay % 2]:
        cx = x + side * (k + (lay % 3 - 1) * 0.05) * half
        cy = max(872 + dy, crest(cx) + 12)
        svg.path(" ".join(f"M{f(cx + dx)} {f(cy + dy2)} m-4 0 a4 4 0 1 0 8 0 a4 4 0 1 0 -8 0"
                          for dx, dy2 in ((-5, 0), (5, 0), (0, -5), (0, 5))), WHITE, INK, 1)
        svg.circle(cx, cy, 3, GOLD)
    # tufts rooted on the crest (their feet a little into the sward), a few more or fewer, here or there
    shift = (lay * 5 % 7 - 3) * 0.03
    spots = [-0.86, -0.56 + shift, 0.52 - shift, 0.84] + ([0.1 + shift * 2] if lay % 4 == 1 else [])
    tufts = " ".join(f"M{f(x + k * half)} {f(crest(x + k * half) + 5)} l-8 -16 l8 8 l4 -18 l4 18 l8 -8 l-8 16 Z"
                     for k in spots)
    svg.path(tufts, GREEN_DK, INK, 1.4)


def motif_d(motif: str, cx: float, y: float, r: float) -> str:
    """One strewn motif's outline at (cx, y), `r` its half-size: "flower", "cross" or "ring"."""
    if motif == "flower":  # four round petals round a hole
        return " ".join(f"M{f(cx + dx * r * 0.55 - r * 0.45)} {f(y + dy * r * 0.55)} "
                        f"a{f(r * 0.45)} {f(r * 0.45)} 0 1 0 {f(r * 0.9)} 0 "
                        f"a{f(r * 0.45)} {f(r * 0.45)} 0 1 0 {f(-r * 0.9)} 0"
                        for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)))
    if motif == "cross":  # a cross of four lozenges
        return (f"M{f(cx)} {f(y - r)} l{f(r * 0.3)} {f(r * 0.7)} l{f(r * 0.7)} {f(r * 0.3)} "
                f"l{f(-r * 0.7)} {f(r * 0.3)} l{f(-r * 0.3)} {f(r * 0.7)} l{f(-r * 0.3)} {f(-r * 0.7)} "
                f"l{f(-r * 0.7)} {f(-r * 0.3)} l{f(r * 0.7)} {f(-r * 0.3)} Z")
    # a ring: the hole wound the other way, so the stuff shows through it
    return (f"M{f(cx - r * 0.7)} {f(y)} a{f(r * 0.7)} {f(r * 0.7)} 0 1 0 {f(r * 1.4)} 0 "
            f"a{f(r * 0.7)} {f(r * 0.7)} 0 1 0 {f(-r * 1.4)} 0 Z "
            f"M{f(cx - r * 0.3)} {f(y)} a{f(r * 0.3)} {f(r * 0.3)} 0 1 1 {f(r * 0.6)} 0 "
            f"a{f(r * 0.3)} {f(r * 0.3)} 0 1 1 {f(-r * 0.6)} 0 Z")


def on_sleeve(motif: str, colour: str, size: float = 13):
    """A sleeve's `strewn` (emilia.body.sleeve): the livery's motif down its middle."""
    def draw(svg: Svg, points: list[Point]) -> None:
        if points:
            svg.path(" ".join(motif_d(motif, x, y, size) for x, y in points), colour, INK, 1.4)
    return draw


def strew(svg: Svg, x: float, half_at, top: float, bottom: float, colour: str, motif: str = "flower",
          step: float = 56, size: float = 15, spine: float = 0) -> None:
    """Bold flat motifs strewn over a garment in staggered rows, as the woodblock cut them: each a small figure
    in `colour` keyed in ink, placed only where it lies whole inside the garment (`half_at(y)`: the garment's
    half-width at height y) and `spine` clear of its front (where a trim runs down it)."""
    d = []
    for j, y in enumerate(range(int(top), int(bottom), int(step))):
        half = half_at(y) - 4
        for k in range(-8, 9):
            cx = x + k * step + (step / 2 if j % 2 else 0)
            if abs(cx - x) + size < half and abs(cx - x) - size > spine:
                d.append(motif_d(motif, cx, y, size))
    if d:
        svg.path(" ".join(d), colour, INK, 1.4)


def hose_legs(svg: Svg, x: float, colour: str, shoe: str = "#2a1a10", spread: float = 40, step: float = 0,
              hip: float = 560, second: str | None = None, relaxed: int = 0) -> None:
    """Two legs in hose from the hips to shoes on the ground, `spread` apart at the feet; `step` moves the near
    foot forward (to the right when positive). `second`: the far leg's colour (parti-coloured hose). `relaxed`:
    the leg (-1 the viewer's left, 1 the right) that bears no weight, its knee bent in and its heel lifted."""
    for side in (-1, 1):
        free = side == relaxed
        out = spread * 0.6 + 4 + (step * 0.5 if side > 0 else 0) - (RELAX_KNEE / 2 if free else 0)
        knee = (x + side * out, KNEE)
        ankle = (x + side * (spread + (step if side > 0 else 0) + (RELAX_FOOT if free else 0)),
                 FEET - 14 - (RELAX_LIFT if free else 0))
        body.leg(svg, (x + side * 26, hip), knee, ankle, (second or colour) if side < 0 else colour, 44, shoe, side)


def trousers(svg: Svg, x: float, colour: str, shoe: str = "#2a1a10", spread: float = 36, hip: float = 520,
             relaxed: int = 0) -> None:
    """The long, loose trousers of the Romagnole's knaves of coins and cups: wide legs to the ankle, creased,
    the shoes showing under them. `relaxed`: the leg (-1 the viewer's left, 1 the right) that bears no weight,
    its knee bent in and its heel lifted."""
    for s in (-1, 1):
        free = s == relaxed
        lift = RELAX_LIFT if free else 0
        feet = FEET - lift
        top, ankle = (x + s * 34, hip), (x + s * (spread + (RELAX_FOOT if free else 0)), feet - 20)
        svg.path(f"M{f(ankle[0] - s * 16)} {f(feet - 22)} C{f(ankle[0] - s * 20)} {f(feet - 4)} "
                 f"{f(ankle[0] + s * 40)} {f(feet)} {f(ankle[0] + s * 48)} {f(feet - 10)} C{f(ankle[0] + s * 40)} "
                 f"{f(feet - 24)} {f(ankle[0] + s * 20)} {f(feet - 28)} {f(ankle[0])} {f(feet - 30)} Z", shoe, INK,
                 2.6)
        bend = -RELAX_KNEE if free else 8
        leg = [top, ((top[0] + ankle[0]) / 2 + s * bend, (top[1] + ankle[1]) / 2), ankle]
        outline = tube(body.smooth(leg, 8), [76, 74, 72, 70, 68, 66, 64, 64, 66])
        svg.path(body.d_of(outline), colour if s > 0 else darker(colour, 0.85), INK, KEY)
        svg.path(f"M{f(ankle[0] - 28)} {f(feet - 34)} L{f(ankle[0] + 28)} {f(feet - 34)}", None, darker(colour), 5)
        body.folds(svg, [f"M{f(x + s * 40)} {f(hip + 60)} q{f(s * 10)} 40 {f(s * 2)} 80",
                         f"M{f(x + s * 44)} {f(hip + 200)} q{f(-s * 8)} 40 {f(s * 4)} 90"], colour, 3)


def doublet(svg: Svg, x: float, colour: str, half: float = 92, hem: float = 600, flare: float = 24,
            waist: float = 74, motif: tuple[str, str] | None = None, spine: float = 0, step: float = 56,
            size: float = 15) -> str:
    """A doublet from the shoulders to a skirt at `hem`, nipped at the waist; returns its outline. `motif`:
    (its shape, its colour) strewn over the stuff (see `strew`) `step` apart, `spine` clear of the front."""
    d = (f"M{f(x - 34)} {NECK} C{f(x - half + 24)} {NECK + 2} {f(x - half - 4)} {NECK + 14} {f(x - half - 8)} "
         f"{NECK + 46} C{f(x - half - 8)} {NECK + 110} {f(x - waist - 4)} {WAIST - 50} {f(x - waist)} {WAIST} "
         f"L{f(x - waist - flare)} {f(hem)} Q{f(x)} {f(hem + 14)} {f(x + waist + flare)} {f(hem)} L{f(x + waist)} "
         f"{WAIST} C{f(x + waist + 4)} {WAIST - 50} {f(x + half + 8)} {NECK + 110} {f(x + half + 8)} {NECK + 46} "
         f"C{f(x + half + 4)} {NECK + 14} {f(x + half - 24)} {NECK + 2} {f(x + 34)} {NECK} Z")
    svg.path(d, colour, INK, KEY)
    svg.path(f"M{f(x + half - 10)} {NECK + 40} C{f(x + half - 4)} {NECK + 110} {f(x + waist - 8)} {WAIST - 40} "
             f"{f(x + waist - 4)} {WAIST} L{f(x + waist + flare - 6)} {f(hem)} L{f(x + waist - 20)} {f(hem + 4)} "
             f"L{f(x + waist - 30)} {WAIST} C{f(x + waist - 34)} {WAIST - 60} {f(x + half - 40)} {NECK + 100} "
             f"{f(x + half - 36)} {NECK + 40} Z", darker(colour))
    body.folds(svg, [f"M{f(x - 30)} {WAIST + 24} L{f(x - 40)} {f(hem)}", f"M{f(x + 22)} {WAIST + 24} "
                     f"L{f(x + 30)} {f(hem)}"], colour, 3)
    if motif:
        def half_at(y: float) -> float:
            if y < WAIST:
                return half + 8 + (waist - half - 8) * (y - NECK - 46) / (WAIST - NECK - 46)
            return waist + flare * (y - WAIST) / (hem - WAIST)
        strew(svg, x, half_at, NECK + 60, hem - 16, motif[1], motif[0], step, size, spine)
    svg.path(d, None, INK, KEY)
    return d


def robe(svg: Svg, x: float, colour: str, half: float = 96, hem_half: float = 150, hem: float = 870) -> str:
    """A king's gown from the shoulders to the ground, widening to `hem_half` each side at the hem."""
    d = (f"M{f(x - 34)} {NECK} C{f(x - half + 24)} {NECK + 2} {f(x - half - 4)} {NECK + 14} {f(x - half - 8)} "
         f"{NECK + 46} C{f(x - half - 10)} {NECK + 160} {f(x - hem_half + 20)} {f(hem - 200)} {f(x - hem_half)} "
         f"{f(hem)} Q{f(x)} {f(hem + 18)} {f(x + hem_half)} {f(hem)} C{f(x + hem_half - 20)} {f(hem - 200)} "
         f"{f(x + half + 10)} {NECK + 160} {f(x + half + 8)} {NECK + 46} C{f(x + half + 4)} {NECK + 14} "
         f"{f(x + half - 24)} {NECK + 2} {f(x + 34)} {NECK} Z")
    svg.path(d, colour, INK, KEY)
    h = hem_half / 150  # the folds spread with the hem, always inside it
    body.folds(svg, [f"M{f(x + k * 40)} {WAIST + 30} C{f(x + k * 46 * h)} {WAIST + 160} {f(x + k * 54 * h)} "
                     f"{f(hem - 120)} {f(x + k * 62 * h)} {f(hem)}" for k in (-2, -1, 1, 2)], colour, 3.4)
    return d


def mantle(svg: Svg, x: float, colour: str, lining: str, reach: float = 170, hem: float = 860,
           right: float | None = None) -> None:
    """A mantle from the shoulders, open in front, falling behind the figure to `hem`, `reach` wide on the left
    and `right` (default the same) on the right; its lining shows along the front edges."""
    r = reach if right is None else right
    svg.path(f"M{f(x - 50)} {NECK - 6} C{f(x - reach + 20)} {NECK + 10} {f(x - reach - 10)} {NECK + 160} "
             f"{f(x - reach - 20)} {f(hem)} Q{f(x)} {f(hem + 30)} {f(x + r + 20)} {f(hem)} C{f(x + r + 10)} "
             f"{NECK + 160} {f(x + r - 20)} {NECK + 10} {f(x + 50)} {NECK - 6} Z", colour, INK, KEY)
    for s, w in ((-1, reach), (1, r)):
        # a fold down the mantle, following its outer edge a little inside it (so it never strays outside)
        edge_pts = _bezier((x + s * 50, NECK - 6), (x + s * (w - 20), NECK + 10), (x + s * (w + 10), NECK + 160),
                           (x + s * (w + 20), hem), 0.3, 0.97)
        svg.path("M" + " L".join(f"{f(px - s * 20)} {f(py)}" for px, py in edge_pts), None, darker(colour, 0.6), 4)
        edge = min(w - 30, 140)
        svg.path(f"M{f(x + s * 70)} {NECK + 10} C{f(x + s * (edge - 30))} {NECK + 120} {f(x + s * (edge - 10))} "
                 f"{f(hem - 200)} {f(x + s * edge)} {f(hem + 6)} L{f(x + s * (edge - 28))} {f(hem + 8)} "
                 f"C{f(x + s * (edge - 36))} {f(hem - 200)} {f(x + s * (edge - 52))} {NECK + 130} {f(x + s * 54)} "
                 f"{NECK + 20} Z", lining, INK, 2.6)


def _bezier(p0: Point, p1: Point, p2: Point, p3: Point, t0: float, t1: float, n: int = 10) -> list[Point]:
    """Points along a cubic curve from t0 to t1."""
    out = []
    for i in range(n + 1):
        t = t0 + (t1 - t0) * i / n
        u = 1 - t
        out.append(tuple(u ** 3 * a + 3 * u * u * t * b + 3 * u * t * t * c + t ** 3 * d
                         for a, b, c, d in zip(p0, p1, p2, p3, strict=True)))
    return out


def belt(svg: Svg, x: float, half: float, colour: str, y: float = WAIST - 10, buckle: str = GOLD) -> None:
    svg.path(f"M{f(x - half)} {f(y)} Q{f(x)} {f(y + 10)} {f(x + half)} {f(y)} L{f(x + half)} {f(y + 22)} "
             f"Q{f(x)} {f(y + 32)} {f(x - half)} {f(y + 22)} Z", colour, INK, 2.8)
    svg.rect(x - 16, y - 2, 32, 30, 4, buckle, INK, 2.6)
    svg.rect(x - 7, y + 6, 14, 14, 2, colour, INK, 1.6)


def collar(svg: Svg, x: float, colour: str, width: float = 70) -> None:
    """A falling collar of white (or `colour`) over the neckline."""
    svg.path(f"M{f(x - width)} {NECK + 4} C{f(x - width * 0.6)} {NECK + 42} {f(x + width * 0.6)} {NECK + 42} "
             f"{f(x + width)} {NECK + 4} C{f(x + width * 0.5)} {NECK - 12} {f(x - width * 0.5)} {NECK - 12} "
             f"{f(x - width)} {NECK + 4} Z", colour, INK, 2.6)
    svg.path(f"M{f(x - width * 0.7)} {NECK + 12} C{f(x - width * 0.3)} {NECK + 30} {f(x + width * 0.3)} {NECK + 30} "
             f"{f(x + width * 0.7)} {NECK + 12}", None, darker(colour, 0.8), 2)


def trim(svg: Svg, d: str, colour: str, width: float = 10) -> None:
    """A band of trim along a path."""
    svg.path(d, None, INK, width + 5)
    svg.path(d, None, colour, width)
    svg.path(d, None, lighter(colour, 0.4), width * 0.25)

"""The Siciliane's suit signs, bold and flat in the key line, each its own:

- the coin: gold, ringed in red with a border of gold beads inside a dark rim, an eight-petalled rose at its
  heart; its portrait, trinacria and chariot faces fill the field (the two, three and five);
- the cup: a chalice with a deep blue bowl banded red under a gold lip, a knopped gold stem, a spreading foot;
- the sword: a straight steel-blue blade with a dark ridge, lit along one edge, in a firm key line; a gold hilt
  whose quillons curve towards the point and end in trefoil knobs, a shield-shaped langet, a swelling red grip
  bound in gold wire and a pear-shaped pommel;
- the club ("mazza"): a knotted cudgel of amber olive wood shaded flat down one side, its lopped branches
  showing pale cut ends, a red band near its grip.
"""

from __future__ import annotations

import math

from ..south_kit.ink import (
    BLUE,
    DARK_GREEN,
    DEEP_RED,
    FLESH,
    GREEN,
    KEY,
    OCHRE,
    RED,
    WHITE,
    YELLOW,
    d,
    normals,
    smooth_loop,
    stamp,
    taper,
    tube_outline,
)
from ..svg import Point, Svg, f, place

RIM = "#2a1f3a"
WOOD = "#d08a22"  # the mazza's olive wood, a saturated amber
WOOD_SHADE = "#9a5a12"
WOOD_DARK = "#5a3208"
CUT = "#f4dc8e"
BLADE = "#5e8fd0"  # a steel-blue blade, lit along one edge, its far half in shade
BLADE_SHADE = "#2f5ea6"
BLADE_LIGHT = "#d6e6fa"


def coin(svg: Svg, x: float, y: float, size: float, face: str = "rose") -> None:
    """A coin `size` across; `face` "rose", "head" (a king's head in profile), "trinacria", "hero" (a bearded
    head in a round cap) or "chariot" (a two-horsed chariot)."""
    with svg.group(place(x, y, size / 100)):
        svg.circle(0, 0, 48.5, RIM, KEY, 3)
        svg.circle(0, 0, 44, RED, None)
        svg.circle(0, 0, 39.5, None, YELLOW, 4.4, extra=' stroke-dasharray="0.01 7.75" stroke-linecap="round"')
        svg.circle(0, 0, 35, YELLOW, KEY, 2.6)
        if face == "rose":
            for k in range(8):
                svg.path("M0 -6 C9 -12 9 -26 0 -31 C-9 -26 -9 -12 0 -6 Z", RED if k % 2 else OCHRE, KEY, 1.3,
                         extra=f' transform="rotate({k * 45})"')
            svg.circle(0, 0, 9, GREEN, KEY, 1.6)
            svg.circle(0, 0, 3.5, YELLOW)
        elif face == "trinacria":
            _trinacria(svg)
        elif face == "chariot":
            _chariot(svg)
        else:
            _head(svg, hero=face == "hero")


def _head(svg: Svg, hero: bool) -> None:
    """A man's head in profile facing left, filling the field: the laurelled king (`_king`), or a bearded hero in a
    round cap; flesh and dark hair in the key line."""
    hair = "#4a2e1c"
    face = [(-8, -28), (6, -30), (18, -22), (24, -6), (22, 12), (14, 26), (0, 32), (-10, 30), (-12, 20),
            (-16, 16), (-14, 12), (-20, 6), (-18, 2), (-22, -4), (-16, -8), (-14, -18)]
    svg.path(d(smooth_loop(face, 2), True), FLESH, KEY, 1.8)
    svg.path("M-16 -10 q4 -3 8 0", None, KEY, 1.6)
    svg.circle(-12, -8, 1.5, KEY)
    svg.path("M2 -2 C-2 -8 4 -12 8 -6", None, KEY, 1.2)  # the ear
    if hero:  # a round cap and a full beard
        svg.path("M-14 -20 C-12 -36 22 -38 26 -20 L24 -12 C12 -20 -2 -20 -14 -14 Z", RED, KEY, 1.6)
        svg.path("M-14 10 C-18 24 -6 36 8 34 C18 30 22 20 20 10 C10 18 -4 16 -14 10 Z", hair, KEY, 1.4)
        svg.path("M-20 6 C-12 4 -6 6 0 10 C-6 14 -14 12 -20 8 Z", hair, KEY, 1.2)
    else:
        _king(svg, hair)
        return
    svg.path("M-8 32 L14 30 L20 40 L-12 40 Z", RED, KEY, 1.4)


def _king(svg: Svg, hair: str) -> None:
    """The king's head on the two of coins, as on a medal: a straight brow and nose, a trimmed beard along the jaw
    and a short moustache, short curled hair under a laurel wreath tied behind, the neck cut off over a high red
    collar braided in gold with the star of an order."""
    svg.path("M-10 24 L-12 36 L22 36 L16 22 Z", FLESH, KEY, 1.2)  # the neck
    svg.path("M-16 30 C-6 26 12 26 24 30 L26 40 L-18 40 Z", RED, KEY, 1.4)  # the collar
    svg.path("M-16 32 C-6 28 12 28 24 32", None, YELLOW, 2)
    svg.circle(10, 36, 3, YELLOW, KEY, 0.8)
    svg.path("M10 31.5 L10 40.5 M5.5 36 L14.5 36", None, YELLOW, 1.2)
    face = [(4, -30), (-8, -26), (-14, -16), (-15, -10), (-14, -7), (-20, 0), (-21, 3), (-16, 5), (-16, 8),
            (-17, 11), (-15, 13), (-15, 16), (-13, 21), (-6, 25), (8, 24), (18, 16), (22, 2), (20, -18)]
    svg.path(d(smooth_loop(face, 2), True), FLESH, KEY, 1.6)
    # the beard trimmed close along the jaw and round the chin, a short moustache over the lip
    svg.path(d(smooth_loop([(8, 4), (10, 14), (4, 22), (-6, 25), (-13, 22), (-15, 16), (-12, 14), (-6, 16), (0, 12),
                            (2, 4)], 2), True), hair, KEY, 1.1)
    svg.path("M-16 7.5 C-13 6 -9 6.5 -6 8 C-9 9.4 -13 9.6 -16 8.8 Z", hair, KEY, 0.7)
    svg.path("M-15 12 L-12 12", None, KEY, 1)  # the mouth
    svg.path("M-14 -9 q4 -2 7 0", None, hair, 1.6)  # the brow
    svg.path("M-13 -6 q3 -1.4 5 0.4 q-3 1.2 -5 -0.4 Z", WHITE, KEY, 0.8)
    svg.circle(-10.5, -5.6, 1.1, KEY)
    svg.path("M-20 1 q1 1.6 3.4 1.4", None, KEY, 0.9)  # the nostril
    svg.path("M6 -4 C2 -9 8 -13 11 -8 C12 -4 9 0 7 0", FLESH, KEY, 1.1)  # the ear
    # short hair in curls over the skull from the hairline to the nape
    svg.path(d(smooth_loop([(-8, -24), (0, -31), (14, -30), (22, -20), (24, -4), (20, 8), (12, 6), (14, -6),
                            (8, -14), (0, -20)], 3), True), hair, KEY, 1.3)
    svg.path(" ".join(f"M{x} {y} q3 -3 5 0" for x, y in ((0, -24), (8, -25), (15, -20), (18, -12), (19, -3),
                                                       (14, 2))), None, KEY, 0.9)
    # the laurel wreath round the head, tied behind with a ribbon
    for k in range(7):
        t = k / 6
        lx, ly = -6 + 28 * t, -25 + 16 * t * t
        svg.ellipse(lx, ly, 4.6, 2.2, GREEN, KEY, 0.7, rot=-20 + 50 * t)
    svg.path("M21 -8 q6 4 4 12 M21 -8 q8 0 10 6", None, RED, 1.6)


def _trinacria(svg: Svg) -> None:
    """Sicily's trinacria filling the field, on blue so it reads small: the Gorgon's face with little wings and
    snakes for hair, three legs bent at the knee running round it, ears of wheat between them."""
    svg.circle(0, 0, 34, BLUE, KEY, 1.6)
    for k in range(3):
        with svg.group(f"rotate({k * 120 - 90})"):
            svg.path("M20 -22 Q26 -28 30 -20 M24 -24 l-2 -6 M28 -22 l2 -6", None, YELLOW, 2.4)  # wheat
            # a leg: the thigh out from the face, the knee bent, the calf back and the foot in a dark shoe
            svg.path("M6 -10 L27 -11 C33 -11 35 -6 34 0 C32 10 28 18 27 26 L15 27 C15 18 18 10 20 5 L6 7 Z", FLESH,
                     KEY, 2.2)
            svg.path("M14 26 L28 25 L33 33 L12 34 Z", KEY)
    svg.circle(0, 0, 13, FLESH, KEY, 2.2)
    for s in (-1, 1):
        svg.path(f"M{s * 9} -9 C{s * 20} -22 {s * 27} -12 {s * 15} -4 Z", WHITE, KEY, 1.2)
        svg.circle(s * 4.5, -1, 1.7, KEY)
    svg.path("M-3.5 6 Q0 8.5 3.5 6", None, RED, 1.8)
    svg.path("M-11 -10 q-5 -7 2 -10 M0 -13 q0 -7 5 -7 M11 -10 q5 -7 -2 -10", None, GREEN, 2.6)


def _chariot(svg: Svg) -> None:
    """A two-horsed chariot driving to the left, as on an old coin: two horses at the gallop, the car, the driver."""
    for dx, col in ((6, OCHRE), (0, YELLOW)):
        svg.path(f"M{-30 + dx} 6 C{-26 + dx} -6 {-14 + dx} -10 {-2 + dx} -8 L{4 + dx} -10 C{6 + dx} -2 {2 + dx} 6 "
                 f"{-4 + dx} 8 L{-10 + dx} 20 L{-14 + dx} 10 L{-22 + dx} 20 L{-26 + dx} 10 Z", col, KEY, 1.4)
        svg.path(f"M{-30 + dx} 6 L{-36 + dx} -6 L{-30 + dx} -14 L{-24 + dx} -6 Z", col, KEY, 1.2)
    svg.path("M4 -4 L20 -4 L24 10 L6 10 Z", RED, KEY, 1.4)
    svg.circle(14, 14, 8, None, KEY, 2)
    svg.path("M14 6 L14 22 M6 14 L22 14", None, KEY, 1.2)
    svg.circle(16, -14, 5, FLESH, KEY, 1.2)
    svg.path("M12 -10 L20 -10 L22 -2 L10 -2 Z", BLUE, KEY, 1.2)
    svg.path("M12 -8 L-6 -4", None, KEY, 1)


def cup(svg: Svg, x: float, y: float, size: float) -> None:
    """A goblet `size` tall centred at (x, y): a broad deep bowl banded red under a gold lip, a knopped stem, a
    spreading foot; its far side in a darker tone."""
    with svg.group(place(x, y, size / 100)):
        bowl = "M-48 -40 C-50 -6 -26 8 -8 10 L8 10 C26 8 50 -6 48 -40 Z"
        svg.path(bowl, BLUE, None)
        svg.path("M-48.6 -28 Q0 -18 48.6 -28 L46.4 -14 Q0 -4 -46.4 -14 Z", RED, KEY, 2)
        svg.path("M22 -10 C38 -13 45 -24 46.5 -36 L48 -40 C50 -6 26 8 8 10 C24 2 33 -3 38 -10 Z", KEY, None, 0, 0.28)
        svg.path("M-35 -35 Q-37 -12 -21 1", None, "#9fc0f2", 2.8)
        svg.path(bowl, None, KEY, 3.4)
        svg.ellipse(0, -40, 48, 8, YELLOW, KEY, 2.8)
        svg.ellipse(0, -40, 40, 4.4, DEEP_RED, None)
        svg.rect(-5.5, 9, 11, 24, 2, YELLOW, KEY, 2.4)
        svg.ellipse(0, 20, 12, 6.5, YELLOW, KEY, 2.4)
        svg.ellipse(0, 20, 4.5, 3, RED, None)
        svg.path("M-6 32 C-10 40 -28 42 -32 50 L32 50 C28 42 10 40 6 32 Z", YELLOW, KEY, 2.6)
        svg.path("M-32 50 L32 50", None, KEY, 2.6)
        svg.path("M12 38 q8 4 14 10", None, OCHRE, 2.4)


def sword(svg: Svg, hilt: Point, tip: Point, width: float = 28) -> None:
    """A straight sword from its cross-guard at `hilt` to its point at `tip`."""
    (hx, hy), (tx, ty) = hilt, tip
    ln = math.hypot(tx - hx, ty - hy) or 1
    ang = math.degrees(math.atan2(ty - hy, tx - hx))
    stamp(svg, f"translate({f(hx)} {f(hy)}) rotate({f(ang)})", ("siciliane-sword", round(ln), width),
          lambda s: _sword_x(s, round(ln), width))


def _sword_x(svg: Svg, ln: float, width: float) -> None:
    """The sword along +x from its guard at 0 to its point at `ln`: a steel-blue blade in a firm key line, its far
    half in shade and its near edge lit; a gold cross-guard with knobbed ends, a red grip, a round gold pommel."""
    w, h = width, width / 2
    key = max(4.0, w * 0.15)
    blade = [(0, -h), (ln - w * 1.4, -h * 0.92), (ln, 0), (ln - w * 1.4, h * 0.92), (0, h)]
    svg.path(d(blade, True), BLADE, None)
    svg.path(d([(0, 0), (ln - w * 1.4, 0), (ln - 2, 0), (ln - w * 1.4, h * 0.92), (0, h)], True), BLADE_SHADE, None)
    svg.path(f"M{f(w * 0.4)} {f(-h * 0.55)} L{f(ln - w * 1.6)} {f(-h * 0.5)}", None, BLADE_LIGHT, max(2.0, w * 0.12))
    svg.path(d(blade, True), None, KEY, key)
    svg.path(f"M2 0 L{f(ln - w * 0.9)} 0", None, KEY, max(1.4, w * 0.06))
    # the hilt: quillons curving towards the point and ending in trefoil knobs, a shield-shaped langet on the
    # blade, a swelling red grip bound with gold wire, a pear-shaped pommel with a button
    g = w * 1.05
    quillons = (f"M{f(w * 0.62)} {f(-g)} C{f(w * 0.1)} {f(-g * 0.95)} {f(-w * 0.3)} {f(-g * 0.4)} {f(-w * 0.16)} 0 "
                f"C{f(-w * 0.3)} {f(g * 0.4)} {f(w * 0.1)} {f(g * 0.95)} {f(w * 0.62)} {f(g)}")
    svg.path(quillons, None, KEY, w * 0.5)
    svg.path(quillons, None, YELLOW, w * 0.28)
    svg.path(f"M{f(-w * 0.12)} {f(-g * 0.3)} L{f(-w * 0.12)} {f(g * 0.3)}", None, OCHRE, w * 0.08)
    for sy in (-1, 1):
        cx, cy = w * 0.7, sy * g
        for dx, dy in ((0.0, 0.0), (0.2, -0.16 * sy), (0.2, 0.16 * sy)):
            svg.circle(cx + dx * w, cy + dy * w, w * 0.17, YELLOW, KEY, key * 0.6)
    svg.path(d([(w * 0.06, -w * 0.3), (w * 0.5, -w * 0.26), (w * 0.82, 0), (w * 0.5, w * 0.26), (w * 0.06, w * 0.3)],
               True), YELLOW, KEY, key * 0.7)
    svg.circle(w * 0.4, 0, w * 0.1, RED, KEY, key * 0.4)
    grip = [(-w * 0.3, -w * 0.26), (-w * 1.1, -w * 0.34), (-w * 1.86, -w * 0.24), (-w * 1.86, w * 0.24),
            (-w * 1.1, w * 0.34), (-w * 0.3, w * 0.26)]
    svg.path(d(smooth_loop(grip, 3), True), RED, KEY, key * 0.8)
    svg.path(" ".join(f"M{f(-w * (0.5 + 0.26 * k))} {f(-w * 0.3)} l{f(-w * 0.18)} {f(w * 0.6)}" for k in range(5)),
             None, YELLOW, max(1.6, w * 0.07))
    svg.path(d([(-w * 1.86, -w * 0.3), (-w * 1.98, -w * 0.3), (-w * 1.98, w * 0.3), (-w * 1.86, w * 0.3)], True),
             YELLOW, KEY, key * 0.5)
    svg.path(d(smooth_loop([(-w * 1.98, -w * 0.2), (-w * 2.3, -w * 0.42), (-w * 2.6, -w * 0.2), (-w * 2.6, w * 0.2),
                            (-w * 2.3, w * 0.42), (-w * 1.98, w * 0.2)], 3), True), YELLOW, KEY, key * 0.8)
    svg.path(f"M{f(-w * 2.1)} {f(-w * 0.22)} Q{f(-w * 2.3)} {f(-w * 0.3)} {f(-w * 2.48)} {f(-w * 0.12)}", None, WHITE,
             max(1.4, w * 0.06), 0.8)
    svg.circle(-w * 2.7, 0, w * 0.13, YELLOW, KEY, key * 0.5)


def club(svg: Svg, grip: Point, head: Point, width: float = 60, sprig: int = 1) -> None:
    """A knotted cudgel from its grip to its head `width` across: a stave swelling towards its cut top, lopped
    branches standing out on alternate sides with their pale cut ends, a sprig of leaves (on the club's left
    looking from the grip, or its right for `sprig` -1), a red band at the grip."""
    (gx, gy), (hx, hy) = grip, head
    ln = math.hypot(hx - gx, hy - gy) or 1
    ang = math.degrees(math.atan2(hy - gy, hx - gx))
    stamp(svg, f"translate({f(gx)} {f(gy)}) rotate({f(ang)})", ("siciliane-club", round(ln), width, sprig),
          lambda s: _club_x(s, round(ln), width, sprig))


def _club_x(svg: Svg, ln: float, width: float, sprig: int = 1) -> None:
    """The club along +x from its grip at 0 to its head at `ln`."""
    line, ws = taper([(0, 0), (ln * 0.35, width * 0.03), (ln * 0.7, -width * 0.03), (ln, 0)],
                     [width * 0.38, width * 0.5, width * 0.76, width * 0.92], 5)
    k = sprig
    lx, ly = ln * 0.55, -width * 0.36 * k  # a sprig of two leaves from a knot
    svg.path(f"M{f(lx)} {f(ly)} c{f(width * 0.2)} {f(-width * 0.5 * k)} {f(width * 0.7)} {f(-width * 0.6 * k)} "
             f"{f(width * 0.9)} {f(-width * 0.4 * k)} c{f(-width * 0.3)} {f(width * 0.3 * k)} {f(-width * 0.7)} "
             f"{f(width * 0.4 * k)} {f(-width * 0.9)} {f(width * 0.4 * k)} Z", GREEN, KEY, 2.4)
    outline = tube_outline(line, ws)
    svg.path(d(outline, True), WOOD, None)
    ns = normals(line)
    # the shaded side: a flat darker band, and the grain in strokes
    shade = [(x - nx * w / 2, y - ny * w / 2) for (x, y), (nx, ny), w in zip(line, ns, ws, strict=True)]
    inner = [(x - nx * w * 0.12, y - ny * w * 0.12) for (x, y), (nx, ny), w in zip(line, ns, ws, strict=True)]
    svg.path(d(shade + inner[::-1], True), WOOD_SHADE, None)
    svg.path(" ".join(f"M{f(x + nx * w * 0.3)} {f(y + ny * w * 0.3)} l{f(ln * 0.06)} 0"
                      for (x, y), (nx, ny), w in zip(line[2:-2:3], ns[2:-2:3], ws[2:-2:3], strict=True)), None,
             WOOD_DARK, 1.8)
    key = max(4.4, width * 0.075)
    svg.path(d(outline, True), None, KEY, key)
    for t, s in ((0.26, -1), (0.44, 1), (0.62, -1), (0.8, 1)):  # the lopped branches, over the stave's edge
        bx = ln * t
        w = width * (0.36 + 0.16 * t)
        edge = s * ws[min(int(t * (len(ws) - 1)), len(ws) - 1)] / 2
        base = edge * 0.6
        svg.path(d([(bx - w * 0.5, base), (bx + w * 0.1, edge + s * w * 0.75), (bx + w * 0.7, edge + s * w * 0.62),
                    (bx + w * 0.45, base)], True), WOOD if s > 0 else WOOD_SHADE, KEY, key * 0.8)
        svg.ellipse(bx + w * 0.4, edge + s * w * 0.69, w * 0.32, w * 0.16, CUT, KEY, key * 0.6, rot=s * 8)
    svg.ellipse(ln, 0, width * 0.14, width * 0.46, WOOD, KEY, key * 0.8)
    svg.ellipse(ln + 1, 0, width * 0.08, width * 0.32, CUT, KEY, key * 0.4)
    svg.rect(ln * 0.07, -width * 0.26, ln * 0.05, width * 0.52, 2, RED, KEY, key * 0.6)
    svg.ellipse(0, 0, width * 0.07, width * 0.19, CUT, KEY, key * 0.6)
    _ = (DARK_GREEN, smooth_loop)


def draw_sprite(svg: Svg, kind: str) -> None:
    """One of the pattern's sprites around (0, 0) in its 100-unit box."""
    if kind in ("coin", "markd"):
        coin(svg, 0, 0, 100)
    elif kind.startswith("coin_"):
        coin(svg, 0, 0, 100, kind[5:])
    elif kind in ("cup", "markc"):
        cup(svg, 0, -4, 100)
    elif kind == "marks":  # slantwise, to be as long and bold as the box allows
        sword(svg, (20, 20), (-54, -54), 24)
    elif kind == "markb":
        club(svg, (38, 40), (-38, -38), 62)
    else:
        raise ValueError(kind)

"""The Napoletane's club (bastone) as printed: a curved teardrop that leans, its round head green, its neck and
grip crimson, a gold acanthus frond of pointed lobes lying along it, the grip ending in a knotted collar and a
lopped, flared butt (or, on the twos and threes, a long green stalk cut slantwise under a cup of leaves).

Drawn along +x from the butt at 0 to the head's end at `ln`, bowed sideways by `bend` (a fraction of the length,
towards +y), in card units: the key line is as firm as the coins' rims.
"""

from __future__ import annotations

import math

from ..south_kit.ink import DARK_GREEN, GREEN, KEY, OCHRE, YELLOW, d, normals, smooth, stamp, tube_outline
from ..svg import Point, Svg, f

CRIMSON = "#d3204f"  # the printed club's red, a little towards pink
DEEP_CRIMSON = "#8e1538"
LIGHT_WOOD = "#e9c98f"
OUTLINE = 4.6  # the club's key line, card units (the coins' dark rim reads about as heavy)


def club(svg: Svg, grip: Point, head: Point, width: float = 80, split: bool = True, flip: bool = False,
         bend: float = 0.1, butt: str = "knot", tone: str = "green", stalk: float = 0.5) -> None:
    """A club from its butt at `grip` to the end of its head at `head`, `width` across the head; `flip` bows it
    (and lays its leaf) the other way; `split`: crimson neck and grip (False: green all along); `butt`: "knot"
    (a short grip in a knotted collar), "stalk" (a long green stalk under a cup of leaves) or "none" (held in a
    hand: the grip hidden), `stalk` the stalk's width (a fraction of the head's); `tone`: "green" (a green head,
    crimson at its neck) or "red" (a crimson head tipped and edged green), as the printed pips alternate."""
    (gx, gy), (hx, hy) = grip, head
    ln = math.hypot(hx - gx, hy - gy) or 1
    off = math.atan2(_lateral(1.0, bend), 1.0)  # the bow carries the end sideways: aim the chord at `head`
    ang = math.degrees(math.atan2(hy - gy, hx - gx) - (off if not flip else -off))
    raw = ln * math.cos(off)
    key = ("napoletane-club2", round(raw), round(width), split, round(bend, 3), butt, tone, stalk)
    stamp(svg, f"translate({f(gx)} {f(gy)}) rotate({f(ang)}) scale(1 {-1 if flip else 1})", key,
          lambda s: _club_x(s, round(raw), round(width), split, bend, butt, tone, stalk))


def _lateral(t: float, bend: float) -> float:
    """How far the middle line has bowed sideways at t, per unit of length: little along the grip, curling at
    the head."""
    return bend * (0.9 * t * t + 0.5 * t * t * t)


def _spine(ln: float, bend: float, t0: float, t1: float, n: int) -> list[Point]:
    """Points along the club's bowed middle line from t0 to t1 (fractions of its length)."""
    return [(ln * t, ln * _lateral(t, bend)) for t in (t0 + (t1 - t0) * i / n for i in range(n + 1))]


def _head_width(t: float, w: float, neck: float) -> float:
    """The head's width at t: the neck's width where it leaves the grip, swelling to the full width at 0.8 and
    rounding off to the end."""
    if t >= 0.74:
        return w * math.sqrt(max(0.0, 1 - ((t - 0.74) / 0.26) ** 2)) ** 0.8 + 0.5
    k = max(0.0, (t - neck) / (0.74 - neck))
    return w * (0.36 + 0.64 * math.sin(k * math.pi / 2) ** 1.3)


def _club_x(svg: Svg, ln: float, w: float, split: bool, bend: float, butt: str, tone: str, stalk: float) -> None:
    neck = 0.36 if butt == "stalk" else 0.2
    red = CRIMSON if split else GREEN
    if butt == "stalk":
        _stalk(svg, ln, w * stalk / 0.5, bend, neck)
    elif butt == "knot":
        _knot_grip(svg, ln, w, bend, neck, red)
    # the head: a teardrop from the neck to the round end
    n = 24
    # denser towards the round end, so it stays round
    ts = [neck - 0.02 + (1.0 - neck + 0.02) * math.sin(i / n * math.pi / 2) ** 0.8 for i in range(n + 1)]
    line = [(ln * t, ln * _lateral(t, bend)) for t in ts]
    ws = [_head_width(t, w, neck) for t in ts]
    outline = _bowed_outline(line, ws, bend)
    main, second = (GREEN, red) if tone == "green" or not split else (red, GREEN)
    svg.path(d(outline, True), main, None)
    ns = normals(line)

    lean = min(0.16, bend * 0.55)

    def side(k: float, i: int) -> Point:  # a point across the head at i: k = 1 its near edge, -1 the far one
        (x, y), (nx, ny), wd = line[i], ns[i], ws[i]
        half = wd * (0.5 + lean if k >= 0 else 0.5 - lean)
        return x - nx * half * k, y - ny * half * k

    if split and tone == "green":  # crimson under the frond, from the neck dying out half-way up the head
        m = 13
        edge = [side(1, i) for i in range(m)]
        inner = [side(1 - 1.5 * (1 - i / (m - 1)) ** 0.7, i) for i in range(m)]
        svg.path(d(edge + inner[::-1], True), second, None)
    elif split:  # a crimson head: green up its far side, widening to the whole rounded end
        m = 9
        far = [side(-1, i) for i in range(m, n + 1)]
        inner = [side(-1 + 0.5 * (i - m) / (n - m) + 1.9 * ((i - m) / (n - m)) ** 4, i) for i in range(n, m - 1, -1)]
        svg.path(d(far + inner, True), second, None)
    shade = DARK_GREEN if main == GREEN else DEEP_CRIMSON
    # the shaded side: a band of the darker tone along the far edge, thinning out at both ends
    far = [side(-1, i) for i in range(4, n - 1)]
    m = len(far) - 1
    near = [side(-1 + 0.6 * math.sin(math.pi * j / m) ** 0.7, i) for j, i in enumerate(range(4, n - 1))]
    svg.path(d(far + near[::-1], True), shade, None, 0, 0.75)
    svg.path(d(outline, True), None, KEY, OUTLINE)
    _frond(svg, line, ns, ws, w)


def _bowed_outline(line: list[Point], ws: list[float], bend: float) -> list[Point]:
    """The head's outline round its bowed middle line: fuller on the outside of the bow than on the inside, as the
    printed clubs swell like a teardrop that leans (a straight club keeps both sides alike)."""
    k = min(0.16, bend * 0.55)
    ns = normals(line)
    inner = [(x + nx * w * (0.5 - k), y + ny * w * (0.5 - k)) for (x, y), (nx, ny), w in zip(line, ns, ws, strict=True)]
    outer = [(x - nx * w * (0.5 + k), y - ny * w * (0.5 + k)) for (x, y), (nx, ny), w in zip(line, ns, ws, strict=True)]
    return inner + outer[::-1]


def _frond(svg: Svg, line: list[Point], ns: list[Point], ws: list[float], w: float, lobes: int = 7) -> None:
    """The gold acanthus frond along the head: curled lobes swept towards the head's end, an ochre midrib and
    veins."""
    n = len(line)
    rib = [(x - nx * wd * 0.13, y - ny * wd * 0.13) for (x, y), (nx, ny), wd in zip(line, ns, ws, strict=True)]
    rib, rn = rib[1:n - 2], ns[1:n - 2]
    m = len(rib) - 1
    apex = line[n - 2]

    def at(u: float, side: int, k: float, fwd: float = 0.0) -> Point:
        """The point a fraction `k` of the frond's half-width out to `side` at u along the rib, pushed `fwd`
        half-widths towards the head's end."""
        i = min(int(u * m), m - 1)
        r = u * m - i
        x, y = rib[i][0] + (rib[i + 1][0] - rib[i][0]) * r, rib[i][1] + (rib[i + 1][1] - rib[i][1]) * r
        nx, ny = rn[i]
        half = w * 0.21 * math.sin(math.pi * min(1.0, 0.15 + u * 0.92)) ** 0.6 + 3
        return x + side * nx * half * k + ny * fwd * half, y + side * ny * half * k - nx * fwd * half

    du = 1.0 / lobes
    text = []
    for side in (1, -1):
        lobe = []
        for k in range(lobes):
            u0 = k * du
            bulge, tip = at(u0 + du * 0.3, side, 1.2, -0.1), at(u0 + du * 0.8, side, 1.05, 0.5)
            back, notch = at(u0 + du * 0.85, side, 0.6), at(u0 + du, side, 0.28)
            lobe.append((at(u0, side, 0.3), bulge, tip, back, notch))
        text.append(lobe)
    near, far = text
    path = f"M{f(near[0][0][0])} {f(near[0][0][1])}"
    for _, bulge, tip, back, notch in near:
        path += f" Q{f(bulge[0])} {f(bulge[1])} {f(tip[0])} {f(tip[1])} Q{f(back[0])} {f(back[1])} {f(notch[0])} " \
                f"{f(notch[1])}"
    path += f" L{f(apex[0])} {f(apex[1])} L{f(far[-1][4][0])} {f(far[-1][4][1])}"
    for start, bulge, tip, back, _ in reversed(far):
        path += f" Q{f(back[0])} {f(back[1])} {f(tip[0])} {f(tip[1])} Q{f(bulge[0])} {f(bulge[1])} {f(start[0])} " \
                f"{f(start[1])}"
    svg.path(path + " Z", YELLOW, KEY, 1.9)
    svg.path(d(smooth([*rib[::3], apex], 3)), None, OCHRE, 2.8)
    veins = []
    for lobe in near + far:
        (sx, sy), tip = lobe[0], lobe[2]
        veins.append(f"M{f(sx)} {f(sy)} Q{f((sx + tip[0]) / 2)} {f((sy + tip[1]) / 2)} "
                     f"{f(sx * 0.2 + tip[0] * 0.8)} {f(sy * 0.2 + tip[1] * 0.8)}")
    svg.path(" ".join(veins), None, OCHRE, 1.5)


def _knot_grip(svg: Svg, ln: float, w: float, bend: float, neck: float, red: str) -> None:
    """The short grip: a thick crimson stub, a knot jutting from it, its lopped butt flared and cut."""
    line = _spine(ln, bend, 0.0, neck + 0.03, 5)
    ws = [w * 0.56, w * 0.42, w * 0.38, w * 0.44, w * 0.5, w * 0.44]
    ns = normals(line)
    kx, ky = line[2]
    knx, kny = ns[2]
    svg.path(f"M{f(kx - 8 + knx * w * 0.1)} {f(ky + kny * w * 0.1)} L{f(kx - 4 + knx * w * 0.3)} "
             f"{f(ky + kny * w * 0.3)} L{f(kx + 10 + knx * w * 0.3)} {f(ky + kny * w * 0.3)} "
             f"L{f(kx + 12 + knx * w * 0.1)} {f(ky + kny * w * 0.1)} Z", red, KEY, OUTLINE * 0.7)
    svg.ellipse(kx + 3 + knx * w * 0.3, ky + kny * w * 0.3, 7, 4, LIGHT_WOOD, KEY, 1.4,
                rot=math.degrees(math.atan2(kny, knx)) + 90)
    svg.path(d(tube_outline(line, ws), True), red, KEY, OUTLINE)
    svg.path(" ".join(f"M{f(x - nx * wd * 0.48)} {f(y - ny * wd * 0.48)} L{f(x - nx * wd * 0.2)} "
                      f"{f(y - ny * wd * 0.2)}" for (x, y), (nx, ny), wd in zip(line[1:5], ns[1:5], ws[1:5],
                                                                                strict=True)), None, DEEP_CRIMSON, 2)
    (x0, y0), (nx, ny) = line[0], ns[0]
    svg.ellipse(x0 + 2, y0, w * 0.06 + 3, w * 0.24, LIGHT_WOOD, KEY, 2.2,
                rot=math.degrees(math.atan2(ny, nx)) + 80)


def _stalk(svg: Svg, ln: float, w: float, bend: float, neck: float) -> None:
    """The long stalk of the twos and threes: green, knobbed, cut slantwise at its foot, a cup of pointed green
    leaves clasping the head's neck."""
    line = _spine(ln, bend, 0.0, neck + 0.02, 8)
    ws = [w * 0.5, w * 0.46, w * 0.44, w * 0.44, w * 0.45, w * 0.46, w * 0.47, w * 0.5, w * 0.52]
    svg.path(d(tube_outline(line, ws), True), GREEN, KEY, OUTLINE)
    ns = normals(line)
    far = [(x + nx * wd / 2, y + ny * wd / 2) for (x, y), (nx, ny), wd in zip(line, ns, ws, strict=True)]
    svg.path(" ".join(f"M{f(x)} {f(y)} l{f(-nx * 8)} {f(-ny * 8)}" for (x, y), (nx, ny) in zip(far[1:-1], ns[1:-1],
                                                                                            strict=True)),
             None, KEY, 1.5)
    (x0, y0), (nx, ny) = line[0], ns[0]
    svg.ellipse(x0, y0, w * 0.07 + 3, w * 0.18, LIGHT_WOOD, KEY, 2.4, rot=math.degrees(math.atan2(ny, nx)) + 70)
    # lopped twigs jutting from a slender stalk near its foot, one each way
    for i, sd in ((2, 1), (4, -1)) if w < 140 else ():
        bx, by = line[i]
        tx, ty = bx + 26 + nx * sd * w * 0.5, by + ny * sd * w * 0.5
        svg.path(f"M{f(bx - 12 + nx * sd * w * 0.15)} {f(by + ny * sd * w * 0.15)} L{f(tx - 8)} {f(ty)} "
                 f"L{f(tx + 10)} {f(ty)} L{f(bx + 14 + nx * sd * w * 0.15)} {f(by + ny * sd * w * 0.15)} Z", GREEN,
                 KEY, 2.6)
        svg.ellipse(tx + 1, ty, 10, 5, LIGHT_WOOD, KEY, 1.6, rot=math.degrees(math.atan2(ny, nx)))
    # the cup of leaves round the neck
    cx, cy = line[-1]
    cnx, cny = ns[-1]
    for side in (1, -1):
        for k, reach in ((0, 0.34), (1, 0.22)):
            ox, oy = cnx * side * w * reach, cny * side * w * reach
            svg.path(f"M{f(cx - 14 - k * 6)} {f(cy + oy * 0.3)} Q{f(cx + ox * 1.2 - 4)} {f(cy + oy * 1.2)} "
                     f"{f(cx + 28 + ox)} {f(cy + oy * 1.1)} Q{f(cx + 6 + ox * 0.5)} {f(cy + oy * 0.5)} "
                     f"{f(cx + 4)} {f(cy)} Z", GREEN, KEY, 2.4)


def leaf(svg: Svg, rib: list[Point], width: float, lobes: int = 5) -> None:
    """A loose gold acanthus leaf along `rib` (from its stem to its tip, a few points), `width` across its
    lobes."""
    line = smooth(rib, 5)
    _frond(svg, line, normals(line), [0.0] * len(line), width / 0.42, lobes)

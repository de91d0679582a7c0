"""The Toscane's clothes, cut per figure so that no two courts of a rank share an outline: a king's gown long
to the ground or to the calf, its hem as wide as the figure's stance on either side; a queen's bodice and
skirt, bell-shaped, narrow as a column, trailing to one side, or hitched up over an underskirt; a jack's
tunic over parti-coloured hose; cloaks from both shoulders, from one, held open by a hand, or trailing on
the ground. Flat colours in a firm key line, the hems and fronts edged with woven bands (the French-suited
family's ornament).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..french_family.ink import BROWN, KEY, SKIN, WHITE, YELLOW, darker, poly, smooth
from ..french_family.ornament import band, ermine, field, spline
from ..svg import Point, Svg, f
from . import engrave

if TYPE_CHECKING:
    from .figure import Standing

FEET = 884  # where the figures stand
WAIST = 470
BROAD = 1.2  # the hems' spread, and the shoulders' (SQUARE): the figures fill more of their frame's width
SQUARE = 1.1


def shoulders(fig: Standing, top: float) -> tuple[Point, Point]:
    half = {"dress": 66, "gown": 84, "doublet": 78}[fig.dress] * SQUARE
    y = top + 104
    return (fig.x - half * (1 + 0.12 * fig.turn), y), (fig.x + half * (1 - 0.12 * fig.turn), y)


def spread(fig: Standing) -> tuple[float, float]:
    """The hem's half-width to the left and right of the figure, as its cut gives it and broadened, inside the
    frame's line and, on the right, clear of the small index in the bottom corner."""
    return min(fig.hem[0] * BROAD, max(fig.x - 62, fig.hem[0])), min(fig.hem[1] * BROAD, max(512 - fig.x, fig.hem[1]))


def _hem(fig: Standing, y: float) -> list[Point]:
    """The hem's line from the left side through the middle to the right, each side lifted as cut."""
    cx = fig.x + fig.turn * 10
    (left, right), (lift_l, lift_r) = spread(fig), fig.lift
    return [(cx - left, y - lift_l), (cx - left * 0.5, y + 6 - lift_l * 0.4), (cx, y + 8 - (lift_l + lift_r) * 0.2),
            (cx + right * 0.5, y + 6 - lift_r * 0.4), (cx + right, y - lift_r)]


def _hem_y(hem: list[Point], x: float) -> float:
    """The hem's height at `x` (between its points, straight)."""
    for (ax, ay), (bx, by) in zip(hem, hem[1:], strict=False):
        if ax <= x <= bx:
            return ay + (by - ay) * (x - ax) / ((bx - ax) or 1)
    return hem[0][1] if x < hem[0][0] else hem[-1][1]


def gown(svg: Svg, fig: Standing, top: float) -> None:
    """A king's long gown from the shoulders to `fig.length`, open down the front over a second colour."""
    cx, t = fig.x, fig.turn * 10
    (lx, ly), (rx, ry) = shoulders(fig, top)
    hem = _hem(fig, fig.length)
    body = [(cx - 24 + t, ly - 18), (lx + 16, ly - 8), (lx - 6, ly + 24), (lx - 4, ly + 130), *hem,
            (rx + 4, ry + 130), (rx + 6, ry + 24), (rx - 16, ry - 8), (cx + 24 + t, ry - 18)]
    svg.path(smooth(body, tension=0.6), fig.main, KEY, 5)
    # few, bold (a fine strewing is busy), laid after the engraving
    motifs = engrave.aside(svg, lambda: engrave.strew(svg, fig.pattern, fig.motif, body, (cx + t, ly - 60), 58, 14))
    mid = hem[2]
    for side in (-1, 1):  # two folds falling from the belt either side of the front, engraved
        for k, share in enumerate((0.42, 0.8)):
            x = mid[0] + side * (50 + (abs(hem[2 + side * 2][0] - mid[0]) - 50) * share)
            engrave.fold(svg, fig.main, (cx + t + side * (34 + 22 * k), WAIST + 30 + 40 * k), (x, _hem_y(hem, x) - 14))
    engrave.side_shade(svg, fig.main, [(lx, ly + 40), (lx + 2, ly + 130), (hem[0][0] + 6, hem[0][1] - 14)])
    svg.body += motifs  # stamped over the engraving, as print lays its motif: whole, never striped
    front = [(cx - 18 + t, ly - 10), (cx + 18 + t, ly - 10), (mid[0] + 50, mid[1] - 4), (mid[0] - 50, mid[1] - 4)]
    svg.path(poly(front), fig.second, KEY, 4)
    field(svg, fig.second_pattern, fig.motif, front, step=24, size=7, mirror=None)
    for edge in ((front[0], front[3]), (front[1], front[2])):
        band(svg, list(edge), 18, fig.trim, "dots", KEY, step=22, sw=3)
    band(svg, hem, 22, fig.trim, "lozenges", KEY, step=26, sw=3.4)
    band(svg, [(cx - 76 + t, WAIST + 8), (cx + 76 + t, WAIST + 8)], 22, fig.trim, "checks", KEY, step=18, sw=3)
    if fig.length < FEET - 40:
        return
    for s in (-1, 1):  # the shoes under the hem
        svg.path(f"M{f(mid[0] + s * 40)} {FEET - 6} c{s * 10} 0 {s * 34} 4 {s * 40} 14 l{s * -44} 0 Z", fig.shoes,
                 KEY, 3)


def dress(svg: Svg, fig: Standing, top: float) -> None:
    """A queen's laced bodice and skirt: the skirt over an underskirt that shows where a side is hitched up."""
    cx, t = fig.x, fig.turn * 10
    (lx, ly), (rx, ry) = shoulders(fig, top)
    left, right = spread(fig)
    if any(fig.lift):  # the underskirt, down to the ground
        under = [(cx - 40 + t, WAIST), (cx - left * 0.8, 700), (cx - left * 0.95, FEET), (cx, FEET + 10),
                 (cx + right * 0.95, FEET), (cx + right * 0.8, 700), (cx + 40 + t, WAIST)]
        svg.path(smooth(under, tension=0.6), fig.second, KEY, 4.4)
        band(svg, spline([under[2], under[3], under[4]], 4), 18, fig.trim, "dots", KEY, step=22, sw=3)
    if fig.train:
        _train(svg, fig, cx + t, right)
    hem = _hem(fig, FEET - 2)
    skirt = [(cx - 40 + t, WAIST - 12), (cx - left * 0.55, 640 - fig.lift[0] * 0.5), *hem,
             (cx + right * 0.55, 640 - fig.lift[1] * 0.5), (cx + 40 + t, WAIST - 12)]
    svg.path(smooth(skirt, tension=0.6), fig.main, KEY, 5)
    motifs = engrave.aside(svg, lambda: engrave.strew(svg, fig.pattern, fig.motif, skirt, (cx + t, WAIST - 90), 60, 14))
    mid = hem[2]
    flare = min(64, min(left, right) * 0.4)  # a narrow skirt shows more of its own cloth
    for side, half in ((-1, left), (1, right)):  # the skirt's folds fanning from the waist to the hem, engraved
        for k, share in enumerate((0.4, 0.78)):
            x = mid[0] + side * (flare + (half - flare) * share)
            engrave.fold(svg, fig.main, (cx + t + side * (26 + 12 * k), WAIST + 30 + 50 * k), (x, _hem_y(hem, x) - 14),
                         24)
    engrave.side_shade(svg, fig.main, [(cx - 36 + t, WAIST + 20), (cx - left * 0.55 + 4, 640 - fig.lift[0] * 0.5),
                                       (hem[0][0] + 8, hem[0][1] - 14)])
    svg.body += motifs
    panel = [(cx - 22 + t, WAIST), (cx + 22 + t, WAIST), (mid[0] + flare, mid[1] - 6), (mid[0] - flare, mid[1] - 6)]
    svg.path(poly(panel), fig.second, KEY, 4)
    field(svg, fig.second_pattern, fig.trim, panel, step=24, size=7, mirror=None)
    band(svg, spline(hem, 3), 22, fig.trim, "lozenges", KEY, step=26, sw=3.4)
    bodice = [(cx - 26 + t, ly - 14), (lx + 12, ly - 8), (lx - 4, ly + 20), (lx + 8, ly + 80), (cx - 40 + t, WAIST - 8),
              (cx + t, WAIST + 8), (cx + 40 + t, WAIST - 8), (rx - 8, ry + 80), (rx + 4, ry + 20), (rx - 12, ry - 8),
              (cx + 26 + t, ry - 14)]
    svg.path(smooth(bodice, tension=0.7), fig.second, KEY, 4.4)
    svg.path(" ".join(f"M{f(cx + t - 12)} {y}L{f(cx + t + 12)} {y + 16}M{f(cx + t + 12)} {y}L{f(cx + t - 12)} {y + 16}"
                      for y in range(int(ly) + 24, WAIST - 20, 22)), None, fig.trim, 3.4)
    band(svg, [(cx - 44 + t, WAIST - 10), (cx + t, WAIST + 6), (cx + 44 + t, WAIST - 10)], 16, fig.trim, "dots",
         KEY, step=16, sw=3)


def _train(svg: Svg, fig: Standing, cx: float, right: float) -> None:
    """The skirt's train, from the hip sweeping out along the ground to her right, its end turned back to show
    the lining, two folds running down it."""
    end = cx + right + fig.train
    pts = [(cx + 30, WAIST + 30), (cx + right * 0.7, 660), (end - 20, FEET - 30), (end, FEET + 4),
           (end - 50, FEET + 18), (cx + right * 0.4, FEET + 12)]
    svg.path(smooth(pts, tension=0.6), fig.main, KEY, 5)
    svg.path(" ".join(f"M{f(cx + 40 + k * 20)} {f(WAIST + 60 + k * 30)} C{f(cx + right * 0.6 + k * 24)} 700 "
                      f"{f(end - 90 + k * 26)} {FEET - 40} {f(end - 70 + k * 30)} {FEET + 10}" for k in range(2)),
             None, darker(fig.main, 0.65), 3)
    svg.path(smooth([(end - 20, FEET - 30), (end, FEET + 4), (end - 50, FEET + 18), (end - 56, FEET - 6)],
                    tension=0.6), fig.trim, KEY, 3.4)


def hanging_sleeves(svg: Svg, fig: Standing, top: float) -> None:
    """Long open sleeves hanging from the upper arms nearly to the knee, behind the arms, lined in the trim."""
    (lx, ly), (rx, ry) = shoulders(fig, top)
    for s, (sx, sy) in ((-1, (lx, ly)), (1, (rx, ry))):
        pts = [(sx + s * 4, sy + 10), (sx + s * 40, sy + 90), (sx + s * 60, sy + 250), (sx + s * 34, sy + 336),
               (sx + s * 6, sy + 300), (sx + s * 2, sy + 150), (sx - s * 6, sy + 40)]
        svg.path(smooth(pts, tension=0.6), fig.hanging, KEY, 4.4)
        band(svg, spline([(sx + s * 58, sy + 240), (sx + s * 34, sy + 328), (sx + s * 6, sy + 296)], 4), 14,
             fig.trim, "dots", KEY, step=18, sw=2.6)
        svg.path(f"M{f(sx + s * 16)} {f(sy + 70)} C{f(sx + s * 26)} {f(sy + 150)} {f(sx + s * 26)} {f(sy + 230)} "
                 f"{f(sx + s * 16)} {f(sy + 290)}", None, darker(fig.hanging, 0.65), 3)


def medici(svg: Svg, fig: Standing, top: float) -> None:
    """A standing collar of lace fanned out behind the head, from shoulder to shoulder (the Medici collar): low and
    close, its top hidden behind the head, edged with white lace scallops (a gold edge round the head read as a
    halo at the table's smallest size)."""
    x, y = fig.x + fig.turn * 8, top + 96
    pts = [(x - 60, y + 4), (x - 118, y - 40), (x - 124, y - 92), (x - 84, y - 124), (x, y - 130),
           (x + 84, y - 124), (x + 124, y - 92), (x + 118, y - 40), (x + 60, y + 4)]
    svg.path(smooth(pts, tension=0.6), WHITE, KEY, 3)
    edge = spline(pts[1:-1], 4)
    # pleated: every other pleat in a grey-violet shade, ribbed, so at 90 px it reads as a fan of lace, not an arc
    svg.path("".join(f"M{f(x)} {f(y - 10)}L{f(a[0])} {f(a[1])}L{f(b[0])} {f(b[1])}L{f(c[0])} {f(c[1])}Z"
                     for a, b, c in zip(edge[0::4], edge[1::4], edge[2::4], strict=False)), "#cfcadd")
    svg.path(" ".join(f"M{f(x)} {f(y - 10)} L{f(px)} {f(py)}" for px, py in edge[::2]), None, "#8a849c", 2)
    scallops = "".join(f"M{f(px - 6)} {f(py)} a6 6 0 1 0 12 0 a6 6 0 1 0 -12 0 " for px, py in edge[::2])
    svg.path(scallops, WHITE, "#6e6882", 2)  # the lace's scalloped edge
    for s in (-1, 1):  # a fine gold thread only where the collar meets the shoulders
        svg.path(smooth([pts[4 - s * 4], pts[4 - s * 3], pts[4 - s * 2]], closed=False), None, fig.trim, 2.4)


def doublet(svg: Svg, fig: Standing, top: float) -> None:
    """A jack's tunic to the thigh, belted, buttoned down a front panel."""
    cx, t = fig.x, fig.turn * 10
    (lx, ly), (rx, ry) = shoulders(fig, top)
    left, right = spread(fig)
    body = [(cx - 22 + t, ly - 18), (lx + 14, ly - 8), (lx - 4, ly + 22), (lx + 4, ly + 90), (cx - 50 + t, WAIST),
            (cx - left + t, 612 - fig.lift[0]), (cx + t, 622), (cx + right + t, 612 - fig.lift[1]),
            (cx + 50 + t, WAIST), (rx - 4, ry + 90), (rx + 4, ry + 22), (rx - 14, ry - 8), (cx + 22 + t, ry - 18)]
    svg.path(smooth(body, tension=0.8), fig.main, KEY, 5)
    motifs = engrave.aside(svg, lambda: field(svg, fig.pattern, fig.motif, body, step=38, size=10, mirror=None))
    for side, half in ((-1, left), (1, right)):  # the tunic's skirt falls in folds from the belt, engraved
        lift = fig.lift[0] if side < 0 else fig.lift[1]
        engrave.fold(svg, fig.main, (cx + t + side * 30, WAIST + 22), (cx + t + side * half * 0.6, 604 - lift * 0.6),
                     16, sway=side * 4)
    engrave.side_shade(svg, fig.main, [(lx + 2, ly + 30), (lx + 8, ly + 90), (cx - 46 + t, WAIST)], 16)
    svg.body += motifs
    svg.path(poly([(cx - 16 + t, ly - 12), (cx + 16 + t, ly - 12), (cx + 22 + t, WAIST), (cx - 22 + t, WAIST)]),
             fig.second, KEY, 3.4)
    svg.path(" ".join(f"M{f(cx + t - 5)} {y}a5 5 0 1 0 10 0a5 5 0 1 0 -10 0Z" for y in range(int(ly) + 14, 460, 28)),
             fig.trim, KEY, 1.6)
    band(svg, [(cx - 56 + t, WAIST + 2), (cx + 56 + t, WAIST + 2)], 22, BROWN, "", KEY, sw=3)
    svg.rect(cx - 11 + t, WAIST - 11, 22, 26, 3, YELLOW, KEY, 2.4)
    band(svg, spline([(cx - left + t, 612 - fig.lift[0]), (cx + t, 622), (cx + right + t, 612 - fig.lift[1])], 4),
         18, fig.trim, "dots", KEY, step=20, sw=3)


def cloak(svg: Svg, fig: Standing, top: float) -> None:
    """The cloak behind the figure, cut as `fig.cloak_kind`: "both" (from both shoulders, flaring to the
    ground), "left"/"right" (from one shoulder, swept down that side), "held" (from both shoulders, its right
    edge held out in the right hand like a wing), "train" (from both shoulders, trailing on the ground to the
    right)."""
    cx = fig.x
    (lx, ly), (rx, ry) = shoulders(fig, top)
    low = FEET - 20 if fig.dress != "doublet" else 700
    span = fig.cloak_span
    kind = fig.cloak_kind
    if kind in ("left", "right"):
        s = 1 if kind == "right" else -1
        sx, sy = (rx, ry) if s > 0 else (lx, ly)
        span = min(span, cx - 62 if s < 0 else 538 - cx)
        outer = [(sx - s * 24, sy - 16), (sx + s * 44, sy + 70), (cx + s * span, low + 10), (cx + s * 96, low + 26),
                 (cx + s * 40, 540), (cx + s * 20, sy + 40)]
        svg.path(smooth(outer, tension=0.7), fig.cloak, KEY, 5)
        for k in range(2):  # its folds falling from the shoulder, engraved
            engrave.fold(svg, fig.cloak, (sx + s * (30 - 14 * k), sy + 90 + 60 * k),
                         (cx + s * (span - 44 - 46 * k), low - 34 + 12 * k), 20, within=outer)
        band(svg, spline([(cx + s * (span - 6), low + 4), (cx + s * 96, low + 20), (cx + s * 46, 560)], 4), 16,
             fig.lining, "dots" if fig.lining != WHITE else "", KEY, step=20, sw=3)
        return
    left, right = min(span, cx - 62), min(span, 538 - cx)  # inside the frame's line
    if kind == "held":
        left = min(left, 120)
    right_low = low
    if kind == "train":
        right, right_low = min(span + 110, 538 - cx), FEET + 4
    outer = [(lx + 10, ly - 14), (lx - 40, ly + 60), (cx - left, low), (cx - 60, low + 18), (cx + 60, low + 18),
             (cx + right, right_low), (rx + 40, ry + 60), (rx - 10, ry - 14)]
    if kind == "held":  # the right edge runs out to the hand that holds it open, the left hangs close
        hx, hy = fig.right.hand
        outer[5:7] = [(cx + right, low + 6), (hx + 40, hy + 90), (hx + 12, hy + 6)]
    svg.path(smooth(outer, tension=0.6), fig.cloak, KEY, 5)
    for s, (sx, sy), half in ((-1, (lx, ly), left), (1, (rx, ry), right)):  # a fold down each side, engraved
        if half > 100 and not (kind == "held" and s > 0):  # a held edge has its own folds
            engrave.fold(svg, fig.cloak, (sx + s * 4, sy + 110), (cx + s * (half - 34), low - 8), 22)
    lining = spline([(cx - left + 8, low - 10), (cx - 60, low + 8), (cx + 60, low + 8), (outer[5][0] - 8,
                                                                                       outer[5][1] - 10)], 4)
    band(svg, lining, 18, fig.lining, "", KEY, sw=3)
    if kind == "held":  # the lining shows down the held edge; folds fall from the hand
        hx, hy = fig.right.hand
        svg.path(" ".join(f"M{f(hx - 6 - k * 14)} {f(hy + 30 + k * 6)} C{f(hx - 20 - k * 22)} {f(hy + 150)} "
                          f"{f(hx - 10 - k * 30)} {f(low - 140 + k * 30)} {f(hx - 24 - k * 40)} {f(low - 30)}"
                          for k in range(3)), None, darker(fig.cloak, 0.6), 3.4)
        band(svg, spline([(hx + 4, hy + 14), (hx + 26, hy + 80), (cx + right + 14, low - 20)], 4), 24, fig.lining,
             "", KEY, sw=3)


def over_shoulder(svg: Svg, fig: Standing, top: float) -> None:
    """A one-shoulder cloak's top, laid over that shoulder and the puffed sleeve's outer side and falling behind
    the arm in a point, its inner edge turned back to show the lining: the cloth is worn, not a flap below."""
    s = 1 if fig.cloak_kind == "right" else -1
    (lx, ly), (rx, ry) = shoulders(fig, top)
    sx, sy = (rx, ry) if s > 0 else (lx, ly)
    pts = [(sx - s * 40, sy - 6), (sx + s * 4, sy - 26), (sx + s * 50, sy + 2), (sx + s * 66, sy + 80),
           (sx + s * 46, sy + 130), (sx + s * 20, sy + 70), (sx - s * 22, sy + 22)]
    svg.path(smooth(pts, tension=0.6), fig.cloak, KEY, 4.4)
    band(svg, spline([(sx + s * 44, sy + 122), (sx + s * 20, sy + 70), (sx - s * 20, sy + 24)], 4), 14,
         fig.lining, "dots", KEY, step=18, sw=3)


def collar(svg: Svg, fig: Standing, top: float) -> None:
    x, y = fig.x + fig.turn * 8, top + 84
    if fig.collar == "ruff":
        svg.path(smooth([(x - 52, y + 4), (x - 22, y - 14), (x + 22, y - 14), (x + 52, y + 4), (x + 26, y + 22),
                         (x - 26, y + 22)]), WHITE, KEY, 3.6)
        svg.path(" ".join(f"M{f(x + k * 10)} {f(y - 10)} l-2 26" for k in range(-4, 5)), None, KEY, 1.4)
    elif fig.collar == "ermine":
        pts = [(x - 76, y + 10), (x - 32, y - 12), (x + 32, y - 12), (x + 76, y + 10), (x + 44, y + 36),
               (x - 44, y + 36)]
        svg.path(smooth(pts), WHITE, KEY, 3.6)
        ermine(svg, pts, step=24, size=5, mirror=None)
    elif fig.collar == "square":
        svg.path(poly([(x - 30, y - 4), (x + 30, y - 4), (x + 26, y + 26), (x - 26, y + 26)]), SKIN, KEY, 3)
        band(svg, [(x - 28, y + 26), (x + 28, y + 26)], 10, fig.trim, "dots", KEY, step=12, sw=2.4)
    else:
        svg.path(smooth([(x - 30, y - 6), (x, y - 12), (x + 30, y - 6), (x + 32, y + 8), (x, y + 4), (x - 32, y + 8)]),
                 fig.trim, KEY, 3)

"""The Romagnole's putto on the ace of swords: a baby, seated, holding up a straight sword by its grip in his
near fist, his far hand on his hip, grey wings spread from his shoulders.

A baby's proportions, not a small man's: a big round head with a high forehead, the eyes set low in it, round
cheeks, a button nose and a short round chin; short plump limbs, the near arm drawn whole from the shoulder to
the grip (in front of the wing and the cross's near end), the legs jointed at round knees with a crease behind them and
small feet. The wings, the limbs' tubes, the fists and the body are the Emilian putto's (emilia.putto).
"""

from __future__ import annotations

from collections.abc import Callable

from ..emilia.faces import curve
from ..emilia.ink import INK, WHITE
from ..emilia.putto import WARM, Tone, _fist, _limb, _wing, torso
from ..svg import Point, Svg, f

HAIR = "#8a5a2a"
HAIR_DK = "#5e3a18"


def baby(svg: Svg, x: float, y: float, fist: Point, held: Callable[[Svg], None], tone: Tone = WARM) -> None:
    """The putto, his hips at (x, y), his near fist (the viewer's right) closed round what `held` draws at `fist`,
    his far hand on his hip."""
    _wing(svg, x + 46, y - 170, 1, 1.3 * 1.32, "#eef0f4", 22)
    _wing(svg, x - 52, y - 170, -1, 1.05 * 1.32, "#eef0f4", 22)
    _leg(svg, (x - 30, y + 4), (x - 58, y + 86), (x - 80, y + 150), -1, tone)  # the far leg hanging
    torso(svg, x, y, tone)
    # the far arm: a short plump upper arm out to a round elbow, the forearm back in, the hand on his hip
    ex, ey = x - 92, y - 96
    _limb(svg, [(ex, ey), (x - 86, y - 58), (x - 60, y - 30)], 46, 40, tone=tone, crease=False)
    _limb(svg, [(x - 48, y - 164), (x - 76, y - 134), (ex, ey)], 54, 48, tone=tone, crease=False)
    _fist(svg, x - 58, y - 28, 22, 30, tone)
    # the near hip, the drawn-up leg's round, and the fold where it meets the belly
    svg.path(f"M{f(x + 8)} {f(y - 40)} C{f(x + 50)} {f(y - 52)} {f(x + 84)} {f(y - 24)} {f(x + 82)} {f(y + 10)} "
             f"C{f(x + 80)} {f(y + 36)} {f(x + 40)} {f(y + 42)} {f(x + 14)} {f(y + 24)} Z", tone.light)
    svg.path(f"M{f(x + 82)} {f(y + 4)} C{f(x + 80)} {f(y + 36)} {f(x + 40)} {f(y + 42)} {f(x + 10)} {f(y + 24)}",
             None, INK, tone.line)
    _leg(svg, (x + 40, y - 2), (x + 112, y + 30), (x + 104, y + 124), 1, tone)  # the near knee drawn up
    svg.path(f"M{f(x + 6)} {f(y - 34)} C{f(x + 22)} {f(y - 14)} {f(x + 26)} {f(y + 8)} {f(x + 18)} {f(y + 24)}",
             None, tone.crease, 3)
    _head(svg, x + 4, y - 262, tone)
    held(svg)
    # the near arm, whole: from the shoulder down to a round elbow by his side, the forearm out to the grip
    fx, fy = fist
    ex, ey = x + 72, y - 68
    _limb(svg, [(ex, ey), ((ex + fx) / 2, (ey + fy) / 2 + 4), (fx - 8, fy)], 46, 38, tone=tone, crease=False)
    _limb(svg, [(x + 46, y - 164), (x + 66, y - 116), (ex, ey)], 54, 48, tone=tone, crease=False)
    _fist(svg, fx, fy, 22, -20, tone)


def _leg(svg: Svg, hip: Point, knee: Point, ankle: Point, s: int, tone: Tone) -> None:
    """A short plump leg: a fat thigh to a round knee, the calf under it tapering to the ankle, a crease behind
    the knee and one at the ankle, and a small foot turned out (`s`: the viewer's left -1 or right)."""
    (hx, hy), (kx, ky), (ax, ay) = hip, knee, ankle
    _limb(svg, [(kx, ky), ((kx + ax) / 2 + s * 6, (ky + ay) / 2), (ax, ay)], 50, 32, tone=tone,
          crease=False)  # the calf
    _limb(svg, [(hx, hy), ((hx + kx) / 2, (hy + ky) / 2 - 4), (kx, ky)], 70, 56, cap=s < 0, tone=tone,
          crease=False)  # the thigh (the near one grows from the hip's round)
    svg.circle(kx, ky, 27, tone.light)  # the knee's round, joining them
    svg.path(f"M{f(kx - 6 * s)} {f(ky + 22)} q{f(-s * 14)} 6 {f(-s * 24)} -2 "
             f"M{f(kx + s * 12)} {f(ky - 6)} q{f(s * 6)} 8 {f(s * 2)} 16", None, tone.crease, 2.6)
    svg.path(f"M{f(ax - 14)} {f(ay - 4)} q14 8 28 0", None, tone.crease, 2.4)
    # the foot: a small round sole and heel, the toes a row of little rounds
    tx = ax + s * 30
    svg.path(f"M{f(ax - s * 14)} {f(ay - 8)} C{f(ax - s * 22)} {f(ay + 14)} {f(ax)} {f(ay + 24)} {f(tx)} {f(ay + 18)} "
             f"C{f(tx + s * 14)} {f(ay + 14)} {f(tx + s * 12)} {f(ay - 2)} {f(tx)} {f(ay - 4)} "
             f"C{f(ax + s * 10)} {f(ay - 8)} {f(ax + s * 4)} {f(ay - 14)} {f(ax - s * 14)} {f(ay - 8)} Z",
             tone.light, INK, 2.4 * tone.line / 3)
    svg.path(" ".join(f"M{f(tx + s * d)} {f(ay - 2 + abs(d) * 0.2)} l{f(s * 2)} 8" for d in (-8, 0, 8)), None,
             tone.crease, 1.8)


def _head(svg: Svg, cx: float, cy: float, tone: Tone) -> None:
    """A baby's head at (cx, cy), a little turned to the viewer's right: a round skull wider than the face, the
    cheeks full and low, a short round chin; the eyes set below the middle, a button nose, a small mouth; short
    curls over the crown, leaving the high forehead bare; a small ear."""
    skull = [(cx - 72, cy - 10), (cx - 62, cy - 60), (cx - 10, cy - 86), (cx + 46, cy - 76), (cx + 76, cy - 30),
             (cx + 76, cy + 26), (cx + 56, cy + 62), (cx + 14, cy + 80), (cx - 30, cy + 74), (cx - 64, cy + 42)]
    svg.path(curve(skull), tone.light, INK, tone.line)
    svg.path(f"M{f(cx + 48)} {f(cy + 4)} c14 -8 24 4 18 18 c-4 10 -14 10 -20 4", tone.light, INK, 2.4)  # the ear
    svg.path(f"M{f(cx + 54)} {f(cy + 10)} q8 2 6 10", None, tone.crease, 2)
    # the curls: a cap of rounds over the crown, down behind the ear, the forehead bare below it
    curls = [(cx - 70, cy - 14), (cx - 66, cy - 44), (cx - 48, cy - 68), (cx - 20, cy - 84), (cx + 12, cy - 86),
             (cx + 40, cy - 76), (cx + 62, cy - 52), (cx + 74, cy - 22), (cx + 76, cy + 8), (cx + 68, cy + 34)]
    for k, (hx, hy) in enumerate(curls):
        svg.circle(hx, hy, 20 if k % 2 else 22, HAIR, INK, 2.4)
        svg.path(f"M{f(hx - 8)} {f(hy + 2)} q8 -12 16 0", None, HAIR_DK, 2.2)
    for hx, hy in ((cx - 34, cy - 58), (cx - 4, cy - 66), (cx + 26, cy - 60), (cx + 50, cy - 40)):  # the fringe
        svg.circle(hx, hy, 15, HAIR, INK, 2.2)
        svg.path(f"M{f(hx - 6)} {f(hy + 2)} q6 -9 12 0", None, HAIR_DK, 2)
    # the face, its features low: brows, big round eyes, the cheeks, a button nose, a small mouth
    ey = cy + 12
    for ex, r in ((cx - 30, 10.5), (cx + 20, 11)):
        svg.path(f"M{f(ex - 12)} {f(ey - 20)} q12 -8 24 0", None, "#7a4a24", 2.6)
        svg.ellipse(ex, ey, r, r * 1.1, WHITE, INK, 1.8)
        svg.circle(ex + 1, ey + 1, r * 0.72, "#3b2a1a")
        svg.circle(ex + 3.5, ey - 2.5, r * 0.26, WHITE)
        svg.path(f"M{f(ex - r)} {f(ey - 2)} q{f(r)} {f(-r * 1.3)} {f(r * 2)} 0", None, INK, 2.6)  # the lid's line
    for chx, r in ((cx - 44, 16), (cx + 32, 14)):  # the cheeks (the far one clear of the curls)
        svg.circle(chx, cy + 42, r, "#f08f7a", None, 0, 0.55)
    svg.path(f"M{f(cx - 8)} {f(cy + 30)} c-6 6 -2 12 6 12 c6 0 10 -4 8 -10", None, tone.crease, 2.6)  # the nose
    svg.path(f"M{f(cx - 9)} {f(cy + 55)} q5 -4 9 -1 q5 -3 9 1 q-4 7 -9 6 q-5 1 -9 -6 Z", "#d65a4e", "#9a3030",
             1.4)
    svg.path(f"M{f(cx - 14)} {f(cy + 72)} q12 6 26 0", None, tone.crease, 2)  # under the chin's round

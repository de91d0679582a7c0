"""What makes the Sarde's kings Spanish ones and no other pattern's: the closed crown of Spain (a jewelled band,
arches over a red velvet cap, an orb and a cross on top), the collar of the Golden Fleece (a gold chain and the
little ram hanging from it), a cloak worn over both shoulders and clasped at the chest with a brooch (a short
shoulder-cape in front, its length falling behind), and the knee-length tunic over hose and buskins of the
neoclassical Madrid pack the Sarde comes from.
"""

from __future__ import annotations

from ..south_kit import body, dress
from ..south_kit.body import Pose
from ..south_kit.ink import FINE, HATCH, KEY, LINE, RED, WHITE, YELLOW, d, edge_hatch, lerp, smooth, smooth_loop
from ..svg import Point, Svg, f


def closed_crown(svg: Svg, x: float, y: float, w: float, h: float, colour: str = YELLOW, cap: str = RED,
                 jewels: tuple[str, ...] = (RED, "#1c8442"), open_: bool = False) -> None:
    """The closed crown on the brow at (x, y): a band, two side arches and one down the middle over a velvet cap,
    pearls along the arches, and an orb with a cross where they meet; `open_`: an open crown instead, the band
    set with five tall fleurons (strawberry leaves) and pearls between them, no arches."""
    band = h * 0.3
    top = y - h * 0.86
    if open_:
        _open_crown(svg, x, y, w, h, band, colour, jewels)
        return
    svg.path(f"M{f(x - w * 0.46)} {f(y - band)} C{f(x - w * 0.5)} {f(top + h * 0.1)} {f(x + w * 0.5)} "
             f"{f(top + h * 0.1)} {f(x + w * 0.46)} {f(y - band)} Z", cap, KEY, FINE)
    arches = [f"M{f(x + s * w * 0.46)} {f(y - band)} C{f(x + s * w * 0.5)} {f(top + h * 0.12)} {f(x + s * w * 0.16)} "
              f"{f(top)} {f(x)} {f(top)}" for s in (-1, 1)] + [f"M{f(x)} {f(y - band)} L{f(x)} {f(top)}"]
    for a in arches:
        svg.path(a, None, KEY, 10)
        svg.path(a, None, colour, 5)
    for s in (-1, 1):
        for t in (0.35, 0.7):
            px = x + s * w * (0.46 - 0.3 * t)
            py = y - band - (y - band - top) * (0.3 + 0.62 * t)
            svg.circle(px, py, 3.2, WHITE, KEY, HATCH)
    for fx in (-0.36, 0.0, 0.36):  # fleurons on the band's rim
        cx, cy = x + fx * w, y - band
        svg.path(f"M{f(cx - 9)} {f(cy + 2)} Q{f(cx - 12)} {f(cy - 12)} {f(cx)} {f(cy - 16)} Q{f(cx + 12)} "
                 f"{f(cy - 12)} {f(cx + 9)} {f(cy + 2)} Z", colour, KEY, FINE)
    svg.path(d([(x - w / 2 - 2, y), (x + w / 2 + 2, y), (x + w / 2, y - band), (x - w / 2, y - band)], True), colour,
             KEY, LINE * 0.7)
    for k, jx in enumerate((-0.3, 0.0, 0.3)):
        svg.rect(x + jx * w - 5, y - band * 0.75, 10, band * 0.5, 2, jewels[k % len(jewels)], KEY, HATCH)
    svg.circle(x, top - 9, 10, colour, KEY, FINE)  # the orb and its cross
    svg.path(f"M{f(x - 10)} {f(top - 9)} L{f(x + 10)} {f(top - 9)}", None, KEY, HATCH)
    svg.path(f"M{f(x)} {f(top - 19)} l0 -18 M{f(x - 8)} {f(top - 30)} l16 0", None, KEY, 7)
    svg.path(f"M{f(x)} {f(top - 19)} l0 -18 M{f(x - 8)} {f(top - 30)} l16 0", None, colour, 3)
    edge_hatch(svg, [(x + w * 0.2, y - 2), (x + w / 2 - 2, y - 2)], 1, band * 0.5, 6)


def _open_crown(svg: Svg, x: float, y: float, w: float, h: float, band: float, colour: str,
                jewels: tuple[str, ...]) -> None:
    """A king's open crown: three fleurons on the band (a trefoil of round leaves on a pointed stalk, the
    middle one tallest), a pearl on a spike between each, and a row of pearls along the band's top (not a row of
    five like fingers)."""
    rim = y - band
    for k, fx in enumerate((-0.36, 0.0, 0.36)):
        cx = x + fx * w
        tall = h * (0.6 if fx == 0 else 0.46)
        r = tall * 0.2
        top = rim - tall + r
        # the stalk, widening down to the band in a pointed leaf
        svg.path(f"M{f(cx - r * 0.9)} {f(rim + 1)} Q{f(cx - r * 0.5)} {f(top + r * 1.8)} {f(cx)} {f(top + r * 0.8)} "
                 f"Q{f(cx + r * 0.5)} {f(top + r * 1.8)} {f(cx + r * 0.9)} {f(rim + 1)} Z", colour, KEY, FINE)
        for sx in (-1, 1):  # the two side leaves, curling out and down
            svg.circle(cx + sx * r * 1.05, top + r * 1.25, r * 0.82, colour, KEY, FINE)
        svg.circle(cx, top, r, colour, KEY, FINE)  # the middle leaf, up
        svg.circle(cx, top - r * 0.15, r * 0.34, WHITE, KEY, HATCH * 0.8)  # a pearl set in it
        if k < 2:  # the pearl on its spike between this fleuron and the next
            px = cx + 0.18 * w
            svg.path(f"M{f(px)} {f(rim)} L{f(px)} {f(rim - h * 0.3)}", None, KEY, 5)
            svg.path(f"M{f(px)} {f(rim)} L{f(px)} {f(rim - h * 0.3)}", None, colour, 2.4)
            svg.circle(px, rim - h * 0.33, 4.6, WHITE, KEY, HATCH)
    svg.path(d([(x - w / 2 - 2, y), (x + w / 2 + 2, y), (x + w / 2, rim), (x - w / 2, rim)], True), colour,
             KEY, LINE * 0.7)
    for k in range(9):  # the pearls along the band's top edge
        svg.circle(x - w * 0.44 + k * w * 0.11, rim + 1, 2.4, WHITE, KEY, HATCH * 0.8)
    for k, jx in enumerate((-0.3, 0.0, 0.3)):
        svg.rect(x + jx * w - 5, y - band * 0.62, 10, band * 0.42, 2, jewels[k % len(jewels)], KEY, HATCH)
    edge_hatch(svg, [(x + w * 0.2, y - 2), (x + w / 2 - 2, y - 2)], 1, band * 0.4, 6)


def fleece(svg: Svg, p: Pose, drop: float = 70) -> None:
    """The collar of the Golden Fleece: a chain of gold links from shoulder to shoulder, dipping `drop` below the
    neck, and the little ram hung from it by its middle."""
    (nx, ny) = p.neck
    c = p.turn * 12
    a, b = (p.sh_l[0] + 34, p.sh_l[1] - 4), (p.sh_r[0] - 34, p.sh_r[1] - 4)
    line = smooth([a, (nx + c, ny + drop), b], 8)
    for k in range(0, len(line), 2):
        lx, ly = line[k]
        svg.ellipse(lx, ly, 6, 4.5, YELLOW, KEY, HATCH)
    bx, by = nx + c, ny + drop + 8
    svg.circle(bx, by, 5, YELLOW, KEY, HATCH)
    svg.path(d(smooth_loop([(bx - 16, by + 14), (bx - 4, by + 8), (bx + 14, by + 10), (bx + 20, by + 4),
                            (bx + 22, by + 14), (bx + 10, by + 24), (bx - 12, by + 24)], 3), True), YELLOW, KEY, FINE)
    svg.path(f"M{f(bx - 8)} {f(by + 16)} q4 4 8 0 q4 4 8 0", None, KEY, HATCH)


def cloak_behind(svg: Svg, p: Pose, hem_y: float, spread: float, outside: str, lining: str, sway: float = 0) -> None:
    """The length of the cloak falling behind the figure from its shoulders to `hem_y`, `spread` either side of
    the waist at the hem, its lining showing where it turns at both edges; `sway` moves the hem aside."""
    wx = p.waist[0]
    left, right = wx - spread + sway, wx + spread + sway
    hem = [(left + 30, (p.sh_l[1] + hem_y) / 2), (left, hem_y - 10), (wx + sway, hem_y + 4), (right, hem_y - 10),
           (right - 30, (p.sh_r[1] + hem_y) / 2)]
    # the lining turned out as a narrow edge down each side of the cloak to the hem (not a crescent at the foot)
    mid = (p.sh_l[1] + hem_y) / 2
    turned = [[(x + s * 20, mid + 30), (x + s * 3, hem_y - 70), (x, hem_y - 10), (x + s * 20, hem_y - 4),
               (x + s * 17, hem_y - 70), (x + s * 30, mid + 40)] for x, s in ((left, 1), (right, -1))]
    dress.mantle(svg, (p.sh_l[0] - 8, p.sh_l[1]), (p.sh_r[0] + 8, p.sh_r[1]), hem, outside, lining, turned)


def cape_front(svg: Svg, p: Pose, outside: str, lining: str, brooch: str = RED, skip: int = 0) -> None:
    """The cloak's front over both shoulders: a short cape from the neck over each shoulder, its edges meeting at a
    brooch on the chest, the lining edging them. `skip` -1 or 1 leaves that side's shoulder bare (an arm raised
    out of the cape)."""
    (nx, ny) = p.neck
    c = p.turn * 12
    clasp = (nx + c, ny + 60)
    for s, (sx, sy) in ((-1, p.sh_l), (1, p.sh_r)):
        if s == skip:
            continue
        pts = [(nx + s * 14, ny - 8), (sx - s * 4, sy - 16), (sx + s * 20, sy + 8), (sx + s * 18, sy + 56),
               (sx - s * 4, sy + 74), lerp((sx, sy + 70), clasp, 0.6), clasp]
        outline = smooth_loop(pts, 3)
        svg.path(d(outline, True), outside, KEY, LINE * 0.8)
        svg.path(d(smooth([(sx + s * 18, sy + 52), (sx - s * 4, sy + 70), lerp((sx, sy + 66), clasp, 0.6),
                           clasp])), None, lining, 6)
        svg.path(f"M{f(sx + s * 2)} {f(sy - 6)} Q{f(sx + s * 10)} {f(sy + 30)} {f(sx - s * 2)} {f(sy + 62)}", None, KEY,
                 FINE, 0.8)
    svg.circle(*clasp, 13, YELLOW, KEY, FINE)
    svg.circle(*clasp, 6, brooch, KEY, HATCH)


def legs(svg: Svg, p: Pose, hose: str, buskin: str, cuff: str | None = None, turned: bool = False,
         thick: float = 1.0, shade: int = 1) -> None:
    """Legs in hose under a knee-length tunic, laced buskins to mid-calf (`turned`: riding boots shaped to the
    calf with a turned-down top of `cuff`'s colour instead); the far leg first (`thick`, `shade`: as body.leg)."""
    for hip, knee, ankle, side in ((p.hip_r, p.kn_r, p.an_r, p.feet[1]), (p.hip_l, p.kn_l, p.an_l, p.feet[0])):
        body.leg(svg, hip, knee, ankle, hose, side, shade, thick)
        if turned:
            boot(svg, ankle, side, buskin, 96, cuff or buskin)
            continue
        body.boot(svg, ankle, side, buskin, 88, cuff)
        x, y = ankle
        svg.path(" ".join(f"M{f(x - 12)} {f(y - 74 + k * 18)} L{f(x + 12)} {f(y - 64 + k * 18)}" for k in range(4)),
                 None, KEY, HATCH, 0.8)


def boot(svg: Svg, ankle: Point, facing: int, colour: str, height: float, top: str) -> None:
    """A soft boot as the Spanish pattern's pages wear: its shaft narrow at the ankle and swelling round the calf,
    wrinkled in soft folds over the instep, its top turned down in a flared cuff of `top`'s colour with a dipped
    edge (no square-cut tube); the foot to `facing` (0: at us)."""
    x, y = ankle
    k = facing
    t = y - height
    shaft = [(x - 15, y - 4), (x - 19, y - height * 0.45), (x - 21, t + 24), (x + 21, t + 24),
             (x + 19, y - height * 0.45), (x + 15, y - 4)]
    if k == 0:
        foot = [(x + 18, y + 4), (x + 22, y + 22), (x, y + 28), (x - 22, y + 22), (x - 18, y + 4)]
    else:
        foot = [(x + k * 16, y), (x + k * 40, y + 12), (x + k * 42, y + 24), (x - k * 18, y + 26), (x - k * 18, y + 4)]
        foot = foot if k > 0 else foot[::-1]
    pts = shaft[:3] + shaft[3:] + foot
    svg.path(d(smooth_loop(pts, 3), True), colour, KEY, LINE * 0.8)
    # soft folds over the ankle and a shade down the shaft's far side
    svg.path(f"M{f(x - 13)} {f(y - 22)} q13 6 26 -2 M{f(x - 15)} {f(y - 38)} q15 7 30 -1", None, KEY, HATCH, 0.7)
    edge_hatch(svg, [(x + 20, t + 28), (x + 20, y - height * 0.45), (x + 15, y - 6)], 1, 8)
    # the turned-down top: wider than the shaft, its lower edge dipping at the front, the fold's line above it
    cuff = [(x - 22, t + 2), (x + 22, t + 2), (x + 27, t + 26), (x + 10, t + 30), (x, t + 36), (x - 10, t + 30),
            (x - 27, t + 26)]
    svg.path(d(smooth_loop(cuff, 2), True), top, KEY, FINE * 1.3)
    svg.path(f"M{f(x - 20)} {f(t + 8)} Q{f(x)} {f(t + 12)} {f(x + 20)} {f(t + 8)}", None, KEY, HATCH, 0.6)
    svg.path(f"M{f(x - k * 10)} {f(y + 6)} l{f(k * 14)} 0", None, KEY, HATCH, 0.8)

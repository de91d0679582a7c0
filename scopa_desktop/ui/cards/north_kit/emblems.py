"""What the northern aces carry, drawn by our own hand in flat colour: a motto's scroll lettered on two lines,
a sun with an eye, a rooster, a hand from a sleeve closed round a shaft, a winged Cupid drawing his bow, an
open crown, a four-petalled flower, a leafy sprig.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from ..svg import Svg, f
from .faces import FLESH, Face, face
from .shapes import FINE, INK, MID, band, blob, curve, darker

_WIDTHS: dict[str, float] = {}  # a line's width in the lettering face, over its capitals' height


def text_width(text: str) -> float:
    """How wide `text` letters in the cards' face, in units of its capitals' height (measured once on the face
    itself, so a scroll's lines are sized to fit as they will be lettered, none squeezed)."""
    hit = _WIDTHS.get(text)
    if hit is None:
        from ..lettering import card_font  # the face, loaded with the first scroll drawn

        font, _ = card_font(100)
        hit = _WIDTHS[text] = font.size(text)[0] / 100 * 1.04
    return hit


def motto_size(mottoes: Iterable[tuple[str, ...]], x0: float, x1: float, margin: float = 12,
               max_size: float = 30, roll: float = 22) -> float:
    """The one letter size at which every line of a deck's mottoes fits a scroll from x0 to x1 (scroll's
    room, its rolled ends `roll` wide), so the four aces letter alike."""
    room = x1 - x0 - 2 * roll - 2 * margin
    return min([max_size] + [room / text_width(t) for lines in mottoes for t in lines])


def scroll(svg: Svg, x0: float, x1: float, y: float, lines: tuple[str, ...], ground: str = "#fffdf6",
           ink: str = "#2a1a0e", edge: str | None = "#c6282e", max_size: float = 30, leading: float = 1.42,
           margin: float = 12, half: float | None = None, roll: float = 22) -> None:
    """A scroll from x0 to x1 centred on y, its ends rolled up inside that span (nothing of it reaches past
    x0 or x1, so it can be kept clear of the corner indices), lettered with `lines` (one to three), every line
    at the one size at which the longest fits whole, so the letters keep their natural spacing (never
    squeezed) and the lines read as one motto; `leading` the pitch of the lines in letter heights, `margin` the
    paper kept clear between the letters and the rolled ends, `half` the scroll's half height (by default
    grown with the number of lines), `roll` the rolled ends' width."""
    rows = len(lines)
    half = half or 24 + 17 * rows
    sag = 10
    a, b = x0 + roll, x1 - roll  # the flat of the scroll, between its rolled ends
    svg.path(f"M{f(a)} {f(y - half)} Q{f((a + b) / 2)} {f(y - half + sag)} {f(b)} {f(y - half)} L{f(b)} {f(y + half)} "
             f"Q{f((a + b) / 2)} {f(y + half + sag)} {f(a)} {f(y + half)} Z", ground, INK, MID)
    for xe, s in ((a, -1), (b, 1)):  # the rolled ends: a cylinder of paper seen end-on at top and bottom
        svg.path(f"M{f(xe)} {f(y - half)} C{f(xe + s * roll)} {f(y - half - 4)} {f(xe + s * roll)} "
                 f"{f(y + half + 4)} {f(xe)} {f(y + half)} Z", darker(ground, 0.84), INK, MID)
        svg.ellipse(xe + s * roll / 2, y - half + 6, 9 * roll / 22, 7, darker(ground, 0.7), INK, FINE)
    if edge:
        for dy in (-half + 7, half - 7):
            svg.path(f"M{f(a + 6)} {f(y + dy)} Q{f((a + b) / 2)} {f(y + dy + sag)} {f(b - 6)} {f(y + dy)}", None, edge,
                     2.6)
    room = b - a - 2 * margin
    size = min([max_size] + [room / text_width(t) for t in lines])  # one size for every line
    gap = size * leading
    for k, text in enumerate(lines):
        ly = y + sag * 0.5 + (k - (rows - 1) / 2) * gap
        svg.label(text, (a + b) / 2, ly, room, size, ink, min_px=4)


def eye_sun(svg: Svg, x: float, y: float, r: float, rays: str = "#f2bf1f", face_colour: str = "#f2bf1f") -> None:
    """A sun with an eye looking out of it: pointed rays round a disc, an almond eye at its heart."""
    pts = []
    for k in range(24):
        a = k * math.pi / 12
        rr = r * (1.25 if k % 2 == 0 else 0.86)
        pts.append(f"{f(x + rr * math.cos(a))} {f(y + rr * math.sin(a))}")
    svg.path("M" + " L".join(pts) + " Z", rays, INK, FINE)
    svg.circle(x, y, r * 0.78, face_colour, INK, FINE)
    svg.path(f"M{f(x - r * 0.5)} {f(y)} Q{f(x)} {f(y - r * 0.44)} {f(x + r * 0.5)} {f(y)} Q{f(x)} {f(y + r * 0.44)} "
             f"{f(x - r * 0.5)} {f(y)} Z", "#fffdf6", INK, FINE)
    svg.circle(x, y, r * 0.2, "#1f4f9e", INK, 1.2)
    svg.circle(x, y, r * 0.08, INK)


def rooster(svg: Svg, x: float, y: float, scale: float = 1.0, facing: int = 1, body: str = "#c6282e",
            tail: tuple[str, str] = ("#1f4f9e", "#2f7a3a"), gold: str = "#f2bf1f") -> None:
    """A rooster standing at (x, y) (its feet), facing right (1) or left (-1): a comb and wattle, a tail of
    sickle feathers, a wing, spurred legs. About 190 units tall at scale 1."""
    with svg.group(f"translate({f(x)} {f(y)}) scale({f(scale * facing)} {f(scale)})"):
        for k, colour in enumerate((tail[0], tail[1], tail[0])):
            blob(svg, [(-30, -86), (-58 - k * 12, -150 + k * 18), (-96 - k * 6, -150 + k * 26),
                       (-104 + k * 4, -110 + k * 20), (-84 + k * 4, -70 + k * 10), (-44, -60)], colour, FINE + 0.6)
        blob(svg, [(-46, -74), (-36, -104), (10, -112), (40, -100), (56, -70), (44, -30), (10, -18), (-30, -30)],
             body, MID)
        blob(svg, [(-24, -78), (8, -88), (30, -70), (14, -46), (-14, -50)], darker(body, 0.65), FINE)  # the wing
        curve(svg, [(-16, -66), (6, -72), (20, -62)], gold, 3)
        blob(svg, [(28, -96), (30, -134), (52, -158), (76, -150), (80, -124), (62, -100), (56, -76)], gold, MID)
        blob(svg, [(50, -160), (54, -180), (62, -166), (68, -184), (74, -166), (84, -176), (82, -152)], "#c6282e",
             FINE)
        svg.path("M80 -138 L100 -132 L80 -126 Z", gold, INK, FINE)
        blob(svg, [(74, -124), (84, -122), (82, -104), (72, -108)], "#c6282e", FINE)
        svg.circle(66, -140, 3.8, INK)
        for dx in (-8, 16):
            svg.path(f"M{dx} -24 L{dx + 4} 0 M{dx + 4} 0 l-14 2 M{dx + 4} 0 l12 0", None, INK, 7)
            svg.path(f"M{dx} -24 L{dx + 4} 0 M{dx + 4} 0 l-14 2 M{dx + 4} 0 l12 0", None, gold, 3.6)


def hand_from_sleeve(svg: Svg, x: float, y: float, scale: float, sleeve: str, cuff: str, side: int = 1,
                     cuff_motif: str = "zigzag") -> None:
    """A hand closed round an upright shaft at (x, y), its forearm coming in from the card's lower edge on the
    right (`side` 1) or left (-1), sleeved, with a cuff."""
    with svg.group(f"translate({f(x)} {f(y)}) scale({f(scale * side)} {f(scale)})"):
        blob(svg, [(14, -10), (70, -30), (200, -10), (230, 40), (200, 90), (70, 70), (20, 40)], sleeve, MID)
        band(svg, [(34, -26), (44, 70)], 30, cuff, cuff_motif, step=12)
        blob(svg, [(18, -24), (-22, -30), (-44, -18), (-48, 10), (-40, 40), (-14, 50), (22, 40)], FLESH, MID)
        for yy in (-14, 2, 18, 32):
            svg.path(f"M-46 {yy} C-38 {yy - 8} -20 {yy - 8} -6 {yy - 2}", None, INK, FINE)
        blob(svg, [(0, -28), (-30, -40), (-44, -30), (-34, -20), (-6, -16)], FLESH, FINE)


def cupid(svg: Svg, x: float, y: float, scale: float = 1.0, wings: str = "#1f4f9e", quiver: str = "#c6282e") -> None:
    """A winged Cupid standing at (x, y) (his feet), blindfolded, drawing his bow to the viewer's left: a
    plump child's body, his legs apart, one arm holding the bow out, the other drawing the string to his cheek."""
    flesh, shade = FLESH, darker(FLESH, 0.86)
    with svg.group(f"translate({f(x)} {f(y)}) scale({f(scale)})"):
        for s, w in ((1, wings), (-1, darker(wings, 0.75))):  # the wings, feathered
            blob(svg, [(s * 8, -160), (s * 44, -214), (s * 86, -226), (s * 96, -196), (s * 84, -160),
                       (s * 60, -132), (s * 24, -126)], w, MID)
            for k in range(3):
                curve(svg, [(s * (20 + k * 8), -150 + k * 8), (s * (60 + k * 10), -196 + k * 16),
                            (s * (84 + k * 2), -204 + k * 22)], "#fffdf6", 1.8, 0.8)
        for s in (-1, 1):  # the legs, apart: a plump thigh, a knee, a calf, a foot
            blob(svg, [(s * 4, -70), (s * 28, -72), (s * 32, -40), (s * 26, -14), (s * 30, -2), (s * 14, 0),
                       (s * 12, -20), (s * 6, -44)], flesh, MID)
        blob(svg, [(-26, -152), (0, -160), (26, -152), (36, -116), (34, -80), (20, -62), (-20, -62), (-34, -80),
                   (-36, -116)], flesh, MID)  # the body, round-bellied
        curve(svg, [(-14, -96), (0, -90), (12, -96)], shade, 2)
        blob(svg, [(-38, -84), (0, -92), (38, -84), (32, -60), (0, -66), (-30, -58)], quiver, FINE)  # a loin cloth
        blob(svg, [(-24, -146), (-70, -132), (-108, -126), (-110, -112), (-68, -114), (-22, -122)], flesh, MID)
        blob(svg, [(24, -146), (10, -170), (-8, -180), (-16, -170), (2, -160), (16, -132)], flesh, MID)
        face(svg, 0, -196, 0.52, Face(-0.3, "young", "curls", "#e0a63a"))
        band(svg, [(-26, -200), (24, -202)], 10, "#fffdf6", "", sw=1.4)  # the blindfold
        svg.path("M-112 -214 C-150 -170 -150 -70 -112 -30", None, INK, 9)
        svg.path("M-112 -214 C-150 -170 -150 -70 -112 -30", None, "#9a5a22", 5)
        svg.path("M-112 -214 L-10 -176 L-112 -30", None, INK, 1.4)  # the string drawn back
        svg.path("M-160 -120 L-4 -176", None, INK, 3)  # the arrow
        svg.path("M-160 -120 l18 -13 l-2 16 Z", "#b0b0b8", INK, 1.2)


def crown(svg: Svg, x: float, y: float, w: float, colour: str = "#f2bf1f", gems: str = "#c6282e",
          lining: str = "#9a9aa2") -> None:
    """An open crown `w` wide standing on (x, y): its rim seen as an ellipse, points with pearls, gems."""
    h = w * 0.42
    svg.ellipse(x, y, w / 2, w * 0.12, lining, INK, MID)
    pts = []
    for k in range(9):
        px = x - w / 2 + w * k / 8
        pts.append((px, y - (h if k % 2 == 0 else h * 0.55)))
    spikes = " ".join(f"M{f(px - w / 20)} {f(y - h * 0.3)} L{f(px)} {f(py)} L{f(px + w / 20)} {f(y - h * 0.3)} Z"
                      for px, py in pts[1:-1])
    svg.path(spikes, colour, INK, FINE + 0.6)
    for px, py in pts[1:-1]:
        svg.circle(px, py - 4, w / 40, "#fffdf6", INK, 1.2)
    svg.path(f"M{f(x - w / 2)} {f(y)} L{f(x - w / 2)} {f(y - h * 0.34)} Q{f(x)} {f(y - h * 0.14)} {f(x + w / 2)} "
             f"{f(y - h * 0.34)} L{f(x + w / 2)} {f(y)} Q{f(x)} {f(y + w * 0.2)} {f(x - w / 2)} {f(y)} Z", colour,
             INK, MID)
    for k in (-2, 0, 2):
        svg.ellipse(x + k * w / 8, y - h * 0.1 + abs(k) * 2, w / 30, w / 24, gems, INK, 1.2)


def flower(svg: Svg, x: float, y: float, r: float, petals: str = "#c6282e", heart: str = "#f2bf1f") -> None:
    """A four-petalled flower."""
    for k in range(4):
        with svg.group(f"rotate({k * 90 + 45} {f(x)} {f(y)})"):
            svg.ellipse(x, y - r * 0.62, r * 0.42, r * 0.62, petals, INK, FINE)
    svg.circle(x, y, r * 0.34, heart, INK, FINE)


def sprig(svg: Svg, x: float, y: float, length: float, angle: float, leaf: str = "#2f7a3a", bloom: str | None = None
          ) -> None:
    """A leafy sprig from (x, y) along `angle` (0: up), leaves in pairs, a flower at its tip when `bloom`."""
    a = math.radians(angle)
    ux, uy = math.sin(a), -math.cos(a)
    curve(svg, [(x, y), (x + ux * length * 0.5 + uy * 8, y + uy * length * 0.5 - ux * 8), (x + ux * length,
                                                                                          y + uy * length)],
          darker(leaf, 0.6), 4)
    for k in range(1, 5):
        t = k / 5
        px, py = x + ux * length * t, y + uy * length * t
        for s in (-1, 1):
            with svg.group(f"rotate({f(angle + s * 50)} {f(px)} {f(py)})"):
                svg.ellipse(px, py - 16, 8, 17, leaf, INK, 1.4)
    if bloom:
        flower(svg, x + ux * length, y + uy * length, 16, bloom)


def wreath(svg: Svg, cx: float, cy: float, rx: float, ry: float, leaf: str = "#3f8a46", sweep: float = 150,
           leaves: int = 12) -> None:
    """Two laurel branches from the foot of an ellipse round each side towards its top, `sweep` degrees each,
    their leaves laid along them."""
    for side in (-1, 1):
        pts = []
        for k in range(leaves):
            a = math.radians(90 + side * (12 + sweep * k / (leaves - 1)))
            pts.append((cx + rx * math.cos(a), cy + ry * math.sin(a)))
        curve(svg, pts, darker(leaf, 0.55), 4)
        for k, (x, y) in enumerate(pts[1:], 1):
            (px, py) = pts[k - 1]
            a = math.atan2(y - py, x - px)
            for s in (-1, 1):  # a pair of leaves pointing on along the branch, one to each side of it
                b = a + s * 0.6
                lx, ly = x + 14 * math.cos(b), y + 14 * math.sin(b)
                svg.ellipse(lx, ly, 7, 17, leaf, INK, 1.4, rot=math.degrees(b) - 90)

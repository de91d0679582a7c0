"""What the French-suited courts hold, drawn round the hand's grip at (x, y) and turned `angle` degrees about
it (0: upright), in flat colour with a key line: swords, an axe, sceptres, an orb, flowers, a halberd, a
leaf, an arrow, a harp, shields, a book, a scroll, a letter, a laurel wreath.

Every prop has the same call, `draw(svg, x, y, angle, size)`, `size` its length (or diameter) in card units,
so a court's pose names a prop and its place and the hand closes over it.
"""

from __future__ import annotations

import math

from ..svg import Svg, f, tube
from .ink import BROWN, DARK_GREEN, GREEN, KEY, OCHRE, RED, ROSE, WHITE, YELLOW, darker, poly, smooth

STEEL = "#dde6f0"
STEEL_EDGE = "#7d93ad"


def _turned(svg: Svg, x: float, y: float, angle: float):
    return svg.group(f"translate({f(x)} {f(y)}) rotate({f(angle)})")


def sword(svg: Svg, x: float, y: float, angle: float = 0, size: float = 300, hilt: str = YELLOW) -> None:
    """A straight sword held at the grip, the blade up: a broad blade with a fuller, a cross-guard, a pommel."""
    with _turned(svg, x, y, angle):
        svg.path(poly([(-11, -26), (-11, -size + 34), (0, -size), (11, -size + 34), (11, -26)]), STEEL, KEY, 3.4)
        svg.path(f"M0 -34 L0 {f(-size + 40)}", None, STEEL_EDGE, 3)
        svg.path(poly([(-40, -30), (40, -30), (44, -20), (-44, -20)]), hilt, KEY, 3)
        svg.path(poly([(-6, -20), (6, -20), (6, 22), (-6, 22)]), darker(hilt, 0.7), KEY, 2.4)
        svg.circle(0, 30, 10, hilt, KEY, 2.6)


def axe(svg: Svg, x: float, y: float, angle: float = 0, size: float = 300, head: str = STEEL,
        facing: int = 1, blade: float = 1.0) -> None:
    """A battle-axe: a long haft, a broad crescent blade near the top facing `facing` (1: to the right), its
    horns curling up and down from a neck on the haft, a spike behind, a spear point on top."""
    with _turned(svg, x, y, angle):
        svg.path(poly([(-6, 40), (-6, -size + 24), (6, -size + 24), (6, 40)]), OCHRE, KEY, 3)
        svg.path(" ".join(f"M-6 {f(-size * k)} L6 {f(-size * k + 10)}" for k in (0.2, 0.35, 0.5)), None, KEY, 2)
        t, s = -size + 54, facing * blade
        svg.path(f"M{6 * s} {f(t + 26)} L{26 * s} {f(t + 32)} C{40 * s} {f(t + 16)} {52 * s} {f(t - 8)} {66 * s} "
                 f"{f(t - 20)} C{96 * s} {f(t + 16)} {98 * s} {f(t + 82)} {70 * s} {f(t + 122)} C{56 * s} {f(t + 106)} "
                 f"{42 * s} {f(t + 88)} {26 * s} {f(t + 80)} L{6 * s} {f(t + 74)} Z", head, KEY, 3.6)
        svg.path(f"M{70 * s} {f(t - 6)} C{88 * s} {f(t + 24)} {88 * s} {f(t + 76)} {68 * s} {f(t + 106)}", None,
                 STEEL_EDGE, 3)
        svg.path(f"M{30 * s} {f(t + 40)} C{36 * s} {f(t + 50)} {36 * s} {f(t + 62)} {30 * s} {f(t + 70)}", None,
                 KEY, 2.4)
        svg.path(poly([(-6 * facing, t + 38), (-26 * facing, t + 52), (-6 * facing, t + 64)]), head, KEY, 2.6)
        svg.path(poly([(-7, -size + 26), (0, -size), (7, -size + 26)]), head, KEY, 2.6)
        svg.rect(-9, t + 20, 18, 62, 3, YELLOW, KEY, 2.4)


def sceptre(svg: Svg, x: float, y: float, angle: float = 0, size: float = 220, top: str = "fleur",
            colour: str = YELLOW) -> None:
    """A gold rod banded at intervals, topped by a fleur, a ball or a lozenge."""
    with _turned(svg, x, y, angle):
        t = -size + 48  # the finial's top reaches `size` above the grip
        svg.path(poly([(-5, 30), (-5, t), (5, t), (5, 30)]), colour, KEY, 2.6)
        svg.path(" ".join(f"M-8 {f(-size * k)} L8 {f(-size * k)} L8 {f(-size * k + 8)} L-8 {f(-size * k + 8)} Z"
                          for k in (0.3, 0.6)), colour, KEY, 2)
        if top == "ball":
            svg.circle(0, t - 14, 16, colour, KEY, 2.6)
            svg.path(f"M0 {f(t - 30)} L0 {f(t - 46)} M-7 {f(t - 40)} L7 {f(t - 40)}", None, KEY, 3)
        elif top == "lozenge":
            svg.path(poly([(0, t - 44), (16, t - 20), (0, t + 2), (-16, t - 20)]), RED, KEY, 2.6)
        else:
            svg.path(f"M0 {f(t - 48)} C12 {f(t - 34)} 10 {f(t - 14)} 3 {f(t)} L-3 {f(t)} C-10 {f(t - 14)} -12 "
                     f"{f(t - 34)} 0 {f(t - 48)} Z M-3 {f(t - 8)} C-14 {f(t - 24)} -30 {f(t - 18)} -24 {f(t - 2)} Z "
                     f"M3 {f(t - 8)} C14 {f(t - 24)} 30 {f(t - 18)} 24 {f(t - 2)} Z", colour, KEY, 2.4)
            svg.path(poly([(-14, t), (14, t), (14, t + 8), (-14, t + 8)]), colour, KEY, 2)


def orb(svg: Svg, x: float, y: float, angle: float = 0, size: float = 70, colour: str = YELLOW) -> None:
    """The globe with a cross a king holds in his palm."""
    r = size / 2
    with _turned(svg, x, y - r * 0.6, angle):
        svg.circle(0, 0, r, colour, KEY, 3)
        svg.path(f"M{f(-r)} 0 C{f(-r / 2)} {f(r * 0.3)} {f(r / 2)} {f(r * 0.3)} {f(r)} 0 M0 {f(-r)} L0 {f(r * 0.15)}",
                 None, KEY, 2.4)
        svg.path(f"M0 {f(-r)} L0 {f(-r - 26)} M-9 {f(-r - 17)} L9 {f(-r - 17)}", None, KEY, 5)
        svg.path(f"M0 {f(-r)} L0 {f(-r - 26)} M-9 {f(-r - 17)} L9 {f(-r - 17)}", None, colour, 2)


def flower(svg: Svg, x: float, y: float, angle: float = 0, size: float = 120, bloom: str = RED,
           kind: str = "rose") -> None:
    """A flower on a stem with two leaves, held by the stem: a rose (round, petals round a heart), a tulip
    (a cup of three petals) or a daisy (a ring of petals)."""
    with _turned(svg, x, y, angle):
        svg.path(f"M0 20 C-4 {f(-size * 0.3)} 6 {f(-size * 0.6)} 0 {f(-size + 22)}", None, KEY, 8)
        svg.path(f"M0 20 C-4 {f(-size * 0.3)} 6 {f(-size * 0.6)} 0 {f(-size + 22)}", None, GREEN, 4)
        for s in (-1, 1):
            ly = -size * (0.45 if s < 0 else 0.6)
            svg.path(f"M0 {f(ly)} C{s * 14} {f(ly - 18)} {s * 34} {f(ly - 14)} {s * 40} {f(ly - 4)} "
                     f"C{s * 30} {f(ly + 6)} {s * 12} {f(ly + 6)} 0 {f(ly)} Z", GREEN, KEY, 2.2)
        cy, r = -size + 14, 22
        if kind == "tulip":
            svg.path(f"M-18 {f(cy - 10)} C-20 {f(cy + 16)} 20 {f(cy + 16)} 18 {f(cy - 10)} L9 {f(cy)} L0 {f(cy - 24)} "
                     f"L-9 {f(cy)} Z", bloom, KEY, 2.6)
        elif kind == "daisy":
            for k in range(8):
                svg.ellipse(0, cy - 15, 6, 14, bloom, KEY, 1.8, rot=k * 45)
            svg.circle(0, cy, 8, YELLOW, KEY, 2)
        else:
            svg.circle(0, cy, r, bloom, KEY, 2.6)
            svg.path(f"M-12 {f(cy - 2)} C-10 {f(cy - 16)} 10 {f(cy - 16)} 12 {f(cy - 2)} M-16 {f(cy + 8)} "
                     f"C-6 {f(cy + 18)} 6 {f(cy + 18)} 16 {f(cy + 8)}", None, darker(bloom), 2.2)
            svg.circle(0, cy, 6, YELLOW, KEY, 1.6)


def halberd(svg: Svg, x: float, y: float, angle: float = 0, size: float = 380, head: str = STEEL) -> None:
    """A halberd: a long shaft, an axe blade, a hook behind and a spear point."""
    with _turned(svg, x, y, angle):
        t = -size + 92  # the spear point reaches `size` above the grip
        svg.path(poly([(-5, 60), (-5, t - 30), (5, t - 30), (5, 60)]), BROWN, KEY, 2.6)
        svg.path(f"M5 {f(t - 26)} L40 {f(t - 34)} C50 {f(t - 14)} 50 {f(t + 10)} 40 {f(t + 28)} L5 {f(t + 20)} Z",
                 head, KEY, 3)
        svg.path(poly([(-5, t - 10), (-30, t + 4), (-5, t + 10)]), head, KEY, 2.4)
        svg.path(poly([(-7, t - 30), (0, t - 92), (7, t - 30)]), head, KEY, 2.6)
        svg.path(poly([(-10, t + 30), (10, t + 30), (10, t + 40), (-10, t + 40)]), RED, KEY, 2)


def spear(svg: Svg, x: float, y: float, angle: float = 0, size: float = 380, pennant: str = RED) -> None:
    """A lance with a leaf-shaped point and a small pennant under it."""
    with _turned(svg, x, y, angle):
        t = -size + 60  # the point reaches `size` above the grip
        svg.path(poly([(-5, 60), (-5, t), (5, t), (5, 60)]), BROWN, KEY, 2.6)
        svg.path(f"M0 {f(t - 60)} C12 {f(t - 40)} 12 {f(t - 8)} 0 {f(t)} C-12 {f(t - 8)} -12 {f(t - 40)} 0 "
                 f"{f(t - 60)} Z", STEEL, KEY, 2.6)
        if pennant:
            svg.path(f"M5 {f(t + 6)} L62 {f(t + 18)} L40 {f(t + 30)} L62 {f(t + 44)} L5 {f(t + 44)} Z", pennant,
                     KEY, 2.6)


def arrow(svg: Svg, x: float, y: float, angle: float = 0, size: float = 220) -> None:
    """An arrow held upright: a shaft with a barbed head and a fletching."""
    with _turned(svg, x, y, angle):
        svg.path(poly([(-3, 60), (-3, -size + 40), (3, -size + 40), (3, 60)]), OCHRE, KEY, 2.2)
        t = -size + 40
        svg.path(poly([(0, t - 40), (14, t + 4), (0, t - 6), (-14, t + 4)]), STEEL, KEY, 2.4)
        svg.path("M0 40 L-14 22 L-14 58 L0 70 Z M0 40 L14 22 L14 58 L0 70 Z", RED, KEY, 2)


def leaf(svg: Svg, x: float, y: float, angle: float = 0, size: float = 200, colour: str = GREEN) -> None:
    """A large leaf on a long stem, held up like a plume."""
    with _turned(svg, x, y, angle):
        svg.path(f"M0 30 L0 {f(-size * 0.45)}", None, KEY, 7)
        svg.path(f"M0 30 L0 {f(-size * 0.45)}", None, colour, 3)
        t = -size
        svg.path(f"M0 {f(-size * 0.4)} C-30 {f(-size * 0.55)} -34 {f(t + 40)} 0 {f(t)} C34 {f(t + 40)} 30 "
                 f"{f(-size * 0.55)} 0 {f(-size * 0.4)} Z", colour, KEY, 3)
        svg.path(f"M0 {f(-size * 0.42)} L0 {f(t + 14)} " + " ".join(
            f"M0 {f(-size * k)} L{s * 18} {f(-size * k - 18)}" for k in (0.55, 0.7, 0.85) for s in (-1, 1)),
            None, darker(colour), 2.2)


def harp(svg: Svg, x: float, y: float, angle: float = 0, size: float = 150, colour: str = YELLOW,
         wood: str = BROWN) -> None:
    """King David's harp, held by its pillar at (x, y): the upright pillar, the neck curving over the top, the
    slanting soundbox, and the strings between the neck and the soundbox."""
    s = size

    def neck_y(u: float) -> float:  # the neck's curve, from the pillar's top (u = 0) to the soundbox (u = 1)
        return -s * (0.98 - 0.22 * math.sin(math.pi * u) * (1 - u) * 2.2 + 0.14 * u)

    def box(u: float) -> tuple[float, float]:  # the soundbox, from its top (u = 0) down to the foot (u = 1)
        return s * 0.62 * (1 - u) + s * 0.06 * u, -s * 0.84 * (1 - u) - s * 0.02 * u

    with _turned(svg, x, y, angle):
        # the open frame backed with paper, so its strings read against whatever cloth lies behind the harp
        inside = [(0, neck_y(0))] + [(u * s * 0.62, neck_y(u)) for u in (0.25, 0.5, 0.75, 1.0)] + [box(1), (0, 0)]
        svg.path(poly(inside), "#fffdf6", None, 0)
        strings = []
        for k in range(1, 8):
            u = k / 8
            bx, by = box(1 - u * 0.95)
            strings.append(f"M{f(bx)} {f(by)}L{f(bx)} {f(neck_y(bx / (s * 0.62)))}")
        svg.path(" ".join(strings), None, KEY, 2.4)
        top = [(u * s * 0.62, neck_y(u)) for u in (0, 0.2, 0.4, 0.6, 0.8, 1.0)]
        svg.path(poly(tube(top, [14] * len(top))), colour, KEY, 3)
        foot, head = box(1), box(0)
        svg.path(poly([(foot[0] - 14, foot[1] + 8), (head[0] - 8, head[1]), (head[0] + 8, head[1] - 4),
                       (foot[0] + 14, foot[1] + 12)]), wood, KEY, 3)
        svg.path(f"M{f(foot[0])} {f(foot[1])}L{f(head[0])} {f(head[1])}", None, colour, 3)
        svg.path(poly([(-7, 22), (-10, -s * 0.5), (-6, -s), (6, -s), (4, -s * 0.5), (7, 22)]), colour, KEY, 3)
        svg.circle(-2, -s - 6, 9, colour, KEY, 2.6)


_LION = [(-36, 48), (-22, 48), (-18, 36), (-8, 28), (2, 32), (6, 42), (4, 48), (20, 48), (18, 38), (14, 26),
         (8, 12), (14, 0), (30, -2), (42, 2), (47, -4), (40, -9), (28, -12), (24, -16), (34, -22), (44, -20),
         (49, -27), (40, -32), (26, -30), (22, -34), (30, -38), (40, -38), (38, -46), (28, -52), (16, -52), (8, -44),
         (0, -30), (-8, -14), (-16, 0), (-22, 14), (-28, 30), (-36, 40)]
_MANE = "M32 -38" + "".join(f"A8 8 0 0 1 {f(14 + 18 * _c)} {f(-38 + 18 * _s)}" for _c, _s in (
    (math.cos((a + 1) * math.pi / 5), math.sin((a + 1) * math.pi / 5)) for a in range(10))) + "Z"
_TAIL = "M-22 16 C-40 12 -48 -4 -42 -20 C-48 -26 -46 -36 -38 -38 C-34 -32 -34 -26 -38 -22 C-42 -8 -34 4 -20 6 Z"


def lion(svg: Svg, x: float, y: float, k: float = 1.0, colour: str = RED, facing: int = 1) -> None:
    """A lion rampant in a 100-unit box round (x, y), scaled by `k`: on its hind legs, the forepaws raised, the
    mane round its head, the tail curled up behind, facing right (`facing` 1) or left."""
    with svg.group(f"translate({f(x)} {f(y)}) scale({f(k * facing)} {f(k)})"):
        svg.path(_TAIL, colour, KEY, 2 / k)
        svg.path(_MANE, darker(colour, 0.7), KEY, 2 / k)
        svg.path(smooth(_LION, tension=0.5), colour, KEY, 2.4 / k)
        svg.circle(27, -44, 2.6, KEY)


def castle(svg: Svg, x: float, y: float, k: float = 1.0, colour: str = YELLOW) -> None:
    """A castle of three towers, the middle one tallest, with a gate, in a 100-unit box round (x, y)."""
    def merlons(x0: float, x1: float, top: float) -> list[tuple[float, float]]:
        w = (x1 - x0) / 5
        out = []
        for i in range(5):
            out += [(x0 + i * w, top - (8 if i % 2 == 0 else 0)), (x0 + (i + 1) * w, top - (8 if i % 2 == 0 else 0))]
        return out

    with svg.group(f"translate({f(x)} {f(y)}) scale({f(k)})"):
        body = [(-44, 44), (-44, -4), *merlons(-44, -20, -4), (-20, -4), (-14, -4), (-14, -30),
                *merlons(-14, 14, -30), (14, -30), (14, -4), (20, -4), *merlons(20, 44, -4), (44, -4), (44, 44)]
        svg.path(poly(body), colour, KEY, 2.6 / k)
        svg.path("M-10 44 L-10 26 C-10 14 10 14 10 26 L10 44 Z M-4 -18 h8 v10 h-8 Z M-36 10 h8 v10 h-8 Z "
                 "M28 10 h8 v10 h-8 Z", KEY, None, 0)


def escutcheon(svg: Svg, x: float, y: float, angle: float = 0, size: float = 120, field: str = RED,
               charge: str = "cross", ogival: bool = True) -> None:
    """A shield hung from the hand: pointed (ogival) or rounded at the foot, with a charge: "cross" (a white
    cross on the field), "quarters" (quartered, castles and lions in the old way, as in Spain's arms),
    "stripe" (a band across), "" (a plain field with a boss)."""
    w, h = size * 0.8, size
    with _turned(svg, x, y, angle):
        foot = (f"C{f(w / 2)} {f(h * 0.55)} {f(w * 0.2)} {f(h * 0.85)} 0 {f(h)} C{f(-w * 0.2)} {f(h * 0.85)} "
                f"{f(-w / 2)} {f(h * 0.55)}" if ogival else
                f"C{f(w / 2)} {f(h * 0.8)} {f(w * 0.3)} {f(h)} 0 {f(h)} C{f(-w * 0.3)} {f(h)} {f(-w / 2)} {f(h * 0.8)}")
        outline = f"M{f(-w / 2)} 0 L{f(w / 2)} 0 L{f(w / 2)} {f(h * 0.4)} {foot} L{f(-w / 2)} 0 Z"
        svg.path(outline, field, KEY, 3.4)
        if charge == "cross":
            svg.path(poly([(-7, 6), (7, 6), (7, h * 0.36), (w / 2 - 6, h * 0.36), (w / 2 - 6, h * 0.5), (7, h * 0.5),
                           (7, h * 0.88), (-7, h * 0.88), (-7, h * 0.5), (-w / 2 + 6, h * 0.5), (-w / 2 + 6, h * 0.36),
                           (-7, h * 0.36)]), WHITE, KEY, 1.8)
        elif charge == "quarters":  # quartered: castles of gold on red, lions of red on white (Spain's arms)
            svg.path(f"M0 0 L{f(w / 2)} 0 L{f(w / 2)} {f(h * 0.45)} L0 {f(h * 0.45)} Z M0 {f(h * 0.45)} "
                     f"L{f(-w / 2)} {f(h * 0.45)} C{f(-w / 2)} {f(h * 0.55)} {f(-w * 0.2)} {f(h * 0.85)} 0 {f(h)} Z",
                     WHITE, KEY, 2)
            castle(svg, -w / 4, h * 0.23, w / 260, YELLOW)
            castle(svg, w / 4 - 2, h * 0.62, w / 300, YELLOW)
            lion(svg, w / 4, h * 0.23, w / 240, RED)
            lion(svg, -w / 5 + 2, h * 0.62, w / 280, RED)
        elif charge == "lion":  # a lion rampant of gold
            lion(svg, 0, h * 0.42, w / 130, YELLOW)
        elif charge == "stripe":
            svg.path(f"M{f(-w / 2)} {f(h * 0.3)} L{f(w / 2)} {f(h * 0.3)} L{f(w / 2)} {f(h * 0.5)} L{f(-w / 2)} "
                     f"{f(h * 0.5)} Z", YELLOW, KEY, 2)
        else:
            svg.circle(0, h * 0.4, w * 0.16, YELLOW, KEY, 2.4)


def book(svg: Svg, x: float, y: float, angle: float = 0, size: float = 130, cover: str = RED,
         edge: bool = False) -> None:
    """A big bound book held closed against the body: the cover, clasps, the page edges; held by its middle, or
    by its spine's edge (`edge`: the book reaches to the right of the hand)."""
    w, h = size * 0.78, size
    with _turned(svg, x + (w / 2 - 6 if edge else 0), y, angle):
        svg.rect(-w / 2 + 8, -h / 2 + 8, w, h, 0, WHITE, KEY, 3)
        svg.path(" ".join(f"M{f(w / 2 + 2)} {f(-h / 2 + 12 + k * 10)} L{f(w / 2 + 6)} {f(-h / 2 + 12 + k * 10)}"
                          for k in range(int(h / 10) - 1)), None, KEY, 1.2)
        svg.rect(-w / 2, -h / 2, w, h, 4, cover, KEY, 3.4)
        svg.rect(-w / 2 + 12, -h / 2 + 12, w - 24, h - 24, 2, None, YELLOW, 3)
        svg.path(poly([(0, -h * 0.18), (w * 0.16, 0), (0, h * 0.18), (-w * 0.16, 0)]), YELLOW, KEY, 2)
        for cy in (-h * 0.28, h * 0.28):
            svg.rect(w / 2 - 6, cy - 6, 16, 12, 2, YELLOW, KEY, 2)


def scroll(svg: Svg, x: float, y: float, angle: float = 0, size: float = 140, paper: str = "#f3e6c4",
           open_: bool = False) -> None:
    """A parchment held in the hand: rolled tight (a tube with its end showing) or unrolled to be read (a
    sheet between two rolls, with lines of writing)."""
    with _turned(svg, x, y, angle):
        if open_:
            w, h = size * 0.7, size
            svg.path(f"M{f(-w / 2)} {f(-h / 2)} C{f(-w / 4)} {f(-h / 2 - 8)} {f(w / 4)} {f(-h / 2 + 8)} {f(w / 2)} "
                     f"{f(-h / 2)} L{f(w / 2)} {f(h / 2)} C{f(w / 4)} {f(h / 2 + 8)} {f(-w / 4)} {f(h / 2 - 8)} "
                     f"{f(-w / 2)} {f(h / 2)} Z", paper, KEY, 3)
            svg.path(" ".join(f"M{f(-w / 2 + 12)} {f(-h / 2 + 22 + k * 16)} L{f(w / 2 - 12 - (k % 3) * 10)} "
                              f"{f(-h / 2 + 22 + k * 16)}" for k in range(int(h / 16) - 2)), None, "#8a6a4a", 2)
            for ry in (-h / 2, h / 2):
                svg.rect(-w / 2 - 6, ry - 9, w + 12, 18, 9, darker(paper, 0.85), KEY, 2.6)
        else:
            w = size
            svg.rect(-14, -w / 2, 28, w, 12, paper, KEY, 3)
            svg.ellipse(0, -w / 2 + 2, 14, 6, darker(paper, 0.85), KEY, 2)
            svg.path(f"M-14 {f(-w * 0.1)} L14 {f(-w * 0.1)} M-14 {f(w * 0.15)} L14 {f(w * 0.15)}", None, RED, 3)


def letter(svg: Svg, x: float, y: float, angle: float = 0, size: float = 90) -> None:
    """A folded letter with a red seal, held by a corner."""
    w, h = size, size * 0.68
    with _turned(svg, x, y, angle):
        svg.path(poly([(-6, -6), (w, -6), (w, h), (-6, h)]), WHITE, KEY, 3)
        svg.path(f"M-6 -6 L{f(w / 2 - 3)} {f(h * 0.55)} L{f(w)} -6", None, KEY, 2)
        svg.circle(w / 2 - 3, h * 0.55, 9, RED, KEY, 2)


def wreath(svg: Svg, x: float, y: float, angle: float = 0, size: float = 110, leaves: str = GREEN) -> None:
    """A laurel crown held out: a ring of paired leaves tied with a red ribbon at the foot."""
    r = size / 2
    with _turned(svg, x, y - r, angle):
        svg.circle(0, 0, r, None, KEY, 9)
        svg.circle(0, 0, r, None, DARK_GREEN, 5)
        for k in range(14):
            a = -80 + k * 25
            svg.ellipse(r * _cos(a), r * _sin(a), 6, 15, leaves, KEY, 1.6, rot=a + 60 * (1 if k % 2 else -1))
        svg.path(f"M0 {f(r)} L-16 {f(r + 26)} L-6 {f(r + 22)} L0 {f(r)} L6 {f(r + 22)} L16 {f(r + 26)} Z", RED, KEY, 2)


def fan(svg: Svg, x: float, y: float, angle: float = 0, size: float = 110, colour: str = ROSE) -> None:
    """A folding fan opened above the hand."""
    with _turned(svg, x, y, angle):
        r = size
        pts = [(0, 0)] + [(r * _cos(-150 + k * 20), r * _sin(-150 + k * 20)) for k in range(7)]
        svg.path(poly(pts), colour, KEY, 3)
        svg.path(" ".join(f"M0 0 L{f(r * _cos(-150 + k * 20))} {f(r * _sin(-150 + k * 20))}" for k in range(1, 6)),
                 None, darker(colour), 2)


def dolphin(svg: Svg, x: float, y: float, angle: float = 0, size: float = 120, colour: str = GREEN,
            fins: str = YELLOW) -> None:
    """A heraldic dolphin embowed, as some makers seat one on the Genoese queen of spades' shoulder: a great
    domed head low on the left with its beak of a snout, an open mouth and a round eye; the body arched up and
    over, a spiked crest along its back; a fin under its breast; the tail curled up at the right into two
    flukes."""
    k = size / 100
    with svg.group(f"translate({f(x)} {f(y)}) rotate({f(angle)}) scale({round(k, 4)})"):
        svg.path("M-34 -30 L-32 -50 L-22 -42 L-14 -56 L-6 -46 L4 -56 L10 -44 L20 -50 L22 -34 Z", fins, KEY,
                 2.4)  # the crest
        svg.path(smooth([(34, 8), (40, -10), (34, -30), (48, -26), (54, -8), (64, 0), (52, 18), (38, 16)]), fins,
                 KEY, 2.6)  # the tail's flukes, curled up and out
        svg.path(smooth([(-72, 14), (-60, 4), (-56, -12), (-44, -28), (-24, -42), (-2, -46), (20, -40), (36, -24),
                         (46, -4), (46, 14), (34, 14), (28, 0), (18, -12), (4, -16), (-12, -12), (-22, 2),
                         (-30, 18), (-42, 28), (-60, 28)]), colour, KEY, 3.4)
        svg.path("M-20 -8 C-8 -22 12 -24 30 -8 M-16 -22 C-4 -32 14 -32 30 -20", None, darker(colour, 0.7), 2)
        svg.path("M-30 12 L-16 36 L-14 10 Z", fins, KEY, 2.2)  # the breast fin
        svg.path("M-38 -22 C-30 -10 -30 6 -36 18", None, KEY, 2.2)  # the gill's curve
        svg.path("M-72 14 C-64 16 -58 16 -50 12 C-48 16 -50 20 -54 22", None, KEY, 2.2)  # the open mouth
        svg.circle(-48, -10, 6, WHITE, KEY, 2)  # the eye
        svg.circle(-49, -10, 2.8, KEY, None, 0)


def _cos(deg: float) -> float:
    return math.cos(math.radians(deg))


def _sin(deg: float) -> float:
    return math.sin(math.radians(deg))


PROPS = {"sword": sword, "axe": axe, "sceptre": sceptre, "orb": orb, "flower": flower, "halberd": halberd,
         "spear": spear, "arrow": arrow, "leaf": leaf, "harp": harp, "shield": escutcheon, "book": book,
         "scroll": scroll, "letter": letter, "wreath": wreath, "fan": fan, "dolphin": dolphin}

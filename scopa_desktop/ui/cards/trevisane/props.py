"""What the Trevisane's courts hold besides their signs, and what stands beside them: the severed head the knave
of swords holds up by its hair, the knave of cups' crescent moon with a red face and his hound, the cavalier
of swords' many-coloured cloak and curved sabre, Treviso's seal on the king of batons' breast, the king of
cups' pike.
"""

from __future__ import annotations

import math

from ..north_kit.court import Props
from ..north_kit.faces import Face, face
from ..north_kit.pike import held_pike
from ..north_kit.shapes import FINE, INK, MID, OUT, blob, curve, reach
from ..svg import Svg, f
from . import signs
from .signs import BLUE, CREAM, GOLD, RED


def severed(svg: Svg, x: float, y: float, angle: float, size: float) -> None:
    """A bearded head hanging by its hair from the fist at (x, y), its eyes shut."""
    for k in range(3):
        curve(svg, [(x - 8 + k * 8, y + 10), (x - 12 + k * 10, y + 40), (x - 6 + k * 8, y + 64)], "#4a3020", 9)
    face(svg, x, y + 118 * size, 0.78 * size, Face(0.15, "man", "short", "#4a3020", "full", closed=True), neck=False)
    blob(svg, [(x - 24, y + 158), (x - 14, y + 176), (x + 6, y + 180), (x + 24, y + 170), (x + 20, y + 160)],
         "#b8232a", FINE)  # where it was struck


def moon(svg: Svg, x: float, y: float, angle: float, size: float) -> None:
    """A crescent moon with a red face in profile looking left, hanging at the knave of cups' side."""
    with svg.group(f"translate({f(x)} {f(y)}) scale({f(size)} {f(abs(size))})"):
        svg.path("M22 -84 C-78 -70 -78 70 22 84 C-22 58 -34 26 -18 10 L-32 2 L-16 -6 C-36 -26 -30 -56 22 -84 Z",
                 RED, INK, MID)
        curve(svg, [(2, -70), (-46, -40), (-50, 30), (0, 70)], "#f07a6a", 5, 0.7)
        svg.path("M-24 -26 C-20 -31 -13 -31 -10 -26 C-14 -22 -20 -22 -24 -26 Z", CREAM, INK, 1.4)
        svg.circle(-17, -26, 2.6, INK)
        curve(svg, [(-34, 22), (-26, 27), (-18, 22)], INK, 2.4)


def dog(svg: Svg, x: float, y: float, angle: float, size: float) -> None:
    """The knave's hound sitting at his side, head up towards him: muzzle, hanging ear, collar, chest, a
    foreleg straight down, its haunch and tail; (x, y) between its forefeet; a negative `size` turns it to
    face left."""
    coat, patch = "#efe6d2", "#9a5a2a"
    with svg.group(f"translate({f(x)} {f(y)}) scale({f(size)} {f(abs(size))})"):
        blob(svg, [(-40, 0), (-62, -30), (-58, -70), (-30, -84), (-4, -60), (0, -10)], coat, MID)  # the haunch
        curve(svg, [(-56, -20), (-84, -40), (-90, -80)], INK, 9)
        curve(svg, [(-56, -20), (-84, -40), (-90, -80)], coat, 5)
        blob(svg, [(-30, -80), (-20, -128), (4, -150), (34, -140), (40, -100), (34, -50), (28, 0), (8, 0), (-4, -40)],
             coat, MID)  # the chest and neck
        svg.path("M18 -60 L20 0 M32 -56 L34 0", None, INK, MID)  # the forelegs
        svg.path("M8 0 L30 0 M24 0 L42 0", None, INK, 4)
        blob(svg, [(4, -150), (18, -176), (44, -186), (72, -180), (94, -164), (92, -150), (64, -146), (40, -132),
                   (20, -130)], coat, MID)  # the head, muzzle up and right
        blob(svg, [(14, -170), (-2, -150), (0, -118), (12, -112), (22, -140), (26, -160)], patch, FINE)  # the ear
        svg.circle(52, -168, 3.4, INK)
        svg.ellipse(92, -160, 5, 4, INK)
        curve(svg, [(66, -150), (80, -150), (92, -154)], INK, 1.8)
        curve(svg, [(-12, -120), (14, -110), (40, -116)], INK, 12)
        curve(svg, [(-12, -120), (14, -110), (40, -116)], RED, 8)
        svg.circle(14, -104, 5, GOLD, INK, 1.4)
        blob(svg, [(-40, -70), (-22, -76), (-14, -52), (-34, -44)], patch, FINE)  # a patch on its side


def seal(svg: Svg, x: float, y: float, angle: float, size: float) -> None:
    """Treviso's round seal: a white cross on red, two eight-pointed stars in its upper quarters, in a gold ring,
    with TARVISIUM on a scroll under it."""
    with svg.group(f"translate({f(x)} {f(y)}) scale({f(size)})"):
        svg.circle(0, 0, 62, GOLD, INK, MID)
        svg.path(" ".join(f"M{f(54 * math.cos(a))} {f(54 * math.sin(a))} L{f(60 * math.cos(a))} "
                          f"{f(60 * math.sin(a))}" for a in (k * math.pi / 10 for k in range(20))), None, INK, 1.4)
        svg.circle(0, 0, 50, RED, INK, FINE)
        svg.path("M-8 -50 h16 v42 h42 v16 h-42 v42 h-16 v-42 h-42 v-16 h42 Z", CREAM, INK, FINE)
        for dx in (-27, 27):
            svg.path(" ".join(f"M{dx} -27 L{f(dx + 11 * math.cos(a))} {f(-27 + 11 * math.sin(a))}"
                              for a in (k * math.pi / 4 for k in range(8))), None, CREAM, 3.2)
    svg.rect(x - 84, y + 56, 168, 34, 8, CREAM, INK, MID)
    svg.label("TARVISIUM", x, y + 73, 150, 24, "#2a1a0e")


def cloak(svg: Svg, x: float, y: float, angle: float, size: float) -> None:
    """The cavalier of swords' cloak thrown over his shoulder, falling behind him in the three colours."""
    with svg.group(f"translate({f(x)} {f(y)}) scale({f(size)})"):
        blob(svg, [(-40, -6), (20, -22), (80, 20), (110, 120), (120, 230), (-10, 230), (0, 120), (-30, 40)], BLUE,
             OUT)
        blob(svg, [(-14, 10), (30, 0), (70, 40), (90, 130), (90, 230), (40, 230), (44, 130), (20, 50)], GOLD, MID)
        blob(svg, [(10, 26), (40, 30), (60, 70), (66, 150), (62, 230), (46, 230), (42, 140), (30, 70)], RED, MID)


def sabre(svg: Svg, x: float, y: float, angle: float, size: float) -> None:
    """A curved sabre brandished over the head: the blade sweeping from the grip at (x, y) across above the
    turban, bowing upward."""
    a = math.radians(angle)
    ux, uy = math.sin(a), -math.cos(a)
    hilt = (x + ux * 18, y + uy * 18)
    length = reach(*hilt, ux, uy, 250 * size, (110, 80, 510, 900))
    signs.sword(svg, hilt, (hilt[0] + ux * length, hilt[1] + uy * length), 26 * size, 28)


def props() -> Props:
    return {"coin": signs.held_coin, "cup": signs.held_cup, "sword": signs.held_sword, "club": signs.held_baton,
            "severed": severed, "moon": moon, "dog": dog, "seal": seal, "cloak": cloak, "sabre": sabre,
            "pike": held_pike}


"""Three of the Sarde knaves' helmets in shapes of their own (the kit's round kettle helmet, on all four, made them
one helmet in four colours; the coins' knave keeps it): the Spanish comb morion of the swords' knave, its brim
swept up to points front and back under a tall crescent comb; the batons' knave's cabasset, a tall pear-shaped
skull ending in a small stalk over a narrow flat brim, a row of brass rivets round its base; and the cups' knave's
burgonet, a round skull under a low comb, with a peak jutting over his brow, a cheek-piece and a flared neck guard.

Each is drawn about (x, y) as the kit's helmet is (y: the brim's line on the brow; `w` its width), so the plumes
set for it by `stance.plumes` still rise from its back.
"""

from __future__ import annotations

from ..south_kit.ink import FINE, KEY, LINE, WHITE
from ..svg import Svg, f

BRASS = "#e0b030"


def _rivets(svg: Svg, x: float, y: float, half: float, n: int) -> None:
    """A row of brass rivets along the helmet's base, from x - half to x + half at about y."""
    for i in range(n):
        t = i / (n - 1)
        rx = x - half + 2 * half * t
        svg.circle(rx, y + 3 * (1 - (2 * t - 1) ** 2), 3.2, BRASS, KEY, 1.2)


def morion(svg: Svg, x: float, y: float, w: float, colour: str, facing: int = 1) -> None:
    """The comb morion: a round skull under a tall crescent comb, the brim a boat swept up to points front and
    back (toes to `facing`)."""
    k = facing
    fx, bx = x + k * w * 0.8, x - k * w * 0.74  # the brim's points, front and back
    # the brim: its lower edge dipping under the brow, its upper edge along the skull's base
    svg.path(f"M{f(fx)} {f(y - 40)} Q{f(x + k * w * 0.36)} {f(y + 14)} {f(x)} {f(y + 10)} "
             f"Q{f(x - k * w * 0.34)} {f(y + 12)} {f(bx)} {f(y - 34)} Q{f(x - k * w * 0.36)} {f(y - 4)} {f(x)} "
             f"{f(y - 4)} Q{f(x + k * w * 0.4)} {f(y - 6)} {f(fx)} {f(y - 40)} Z", colour, KEY, LINE * 0.7)
    # the skull
    svg.path(f"M{f(x - w * 0.4)} {f(y - 4)} C{f(x - w * 0.42)} {f(y - 56)} {f(x + w * 0.42)} {f(y - 56)} "
             f"{f(x + w * 0.4)} {f(y - 4)} Z", colour, KEY, LINE * 0.8)
    # the comb: a crescent fin standing up along the top, from the brow to the back
    svg.path(f"M{f(x + k * w * 0.3)} {f(y - 34)} C{f(x + k * w * 0.36)} {f(y - 96)} {f(x - k * w * 0.3)} "
             f"{f(y - 104)} {f(x - k * w * 0.34)} {f(y - 30)} C{f(x - k * w * 0.2)} {f(y - 48)} {f(x + k * w * 0.16)} "
             f"{f(y - 50)} {f(x + k * w * 0.3)} {f(y - 34)} Z", colour, KEY, LINE * 0.7)
    svg.path(f"M{f(x + k * w * 0.2)} {f(y - 52)} C{f(x + k * w * 0.2)} {f(y - 86)} {f(x - k * w * 0.2)} "
             f"{f(y - 92)} {f(x - k * w * 0.24)} {f(y - 46)}", None, KEY, FINE, 0.6)  # its rolled edge
    # the light on the skull and along the brim's upturned front
    svg.path(f"M{f(x - k * w * 0.26)} {f(y - 30)} Q{f(x - k * w * 0.1)} {f(y - 42)} {f(x + k * w * 0.06)} "
             f"{f(y - 40)}", None, WHITE, 4, 0.8)
    svg.path(f"M{f(x + k * w * 0.3)} {f(y + 2)} Q{f(x + k * w * 0.56)} {f(y - 6)} {f(x + k * w * 0.7)} {f(y - 30)}",
             None, WHITE, 3, 0.7)
    _rivets(svg, x, y - 12, w * 0.32, 5)


def cabasset(svg: Svg, x: float, y: float, w: float, colour: str, facing: int = 1) -> None:
    """The cabasset: a tall pear-shaped skull leaning a little forward (to `facing`), ending in a small stalk, on a
    narrow flat brim, a row of brass rivets round its base."""
    k = facing
    top = (x + k * w * 0.06, y - w * 0.92)
    svg.path(f"M{f(x - w * 0.6)} {f(y - 10)} Q{f(x)} {f(y + 8)} {f(x + w * 0.6)} {f(y - 10)} Q{f(x)} {f(y - 20)} "
             f"{f(x - w * 0.6)} {f(y - 10)} Z", colour, KEY, LINE * 0.7)
    svg.path(f"M{f(x - w * 0.38)} {f(y - 8)} C{f(x - w * 0.48)} {f(y - w * 0.56)} {f(top[0] - w * 0.2)} "
             f"{f(top[1] - 2)} {f(top[0])} {f(top[1])} C{f(top[0] + w * 0.2)} {f(top[1] + 2)} {f(x + w * 0.5)} "
             f"{f(y - w * 0.54)} {f(x + w * 0.38)} {f(y - 8)} Z", colour, KEY, LINE * 0.8)
    # the stalk at the top, bent back
    svg.path(f"M{f(top[0] - 4)} {f(top[1] + 2)} Q{f(top[0] - k * 2)} {f(top[1] - 14)} {f(top[0] - k * 12)} "
             f"{f(top[1] - 16)} L{f(top[0] - k * 10)} {f(top[1] - 8)} Q{f(top[0] + k * 2)} {f(top[1] - 8)} "
             f"{f(top[0] + 4)} {f(top[1] + 2)} Z", colour, KEY, FINE)
    # the light down its front, and the shade along its back
    svg.path(f"M{f(x - k * w * 0.2)} {f(y - 26)} C{f(x - k * w * 0.28)} {f(y - w * 0.5)} {f(top[0] - k * w * 0.12)} "
             f"{f(top[1] + 16)} {f(top[0] - k * 2)} {f(top[1] + 8)}", None, WHITE, 4, 0.8)
    svg.path(f"M{f(x + k * w * 0.3)} {f(y - 22)} C{f(x + k * w * 0.38)} {f(y - w * 0.5)} {f(top[0] + k * w * 0.14)} "
             f"{f(top[1] + 18)} {f(top[0] + k * 6)} {f(top[1] + 10)}", None, KEY, 6, 0.22)
    _rivets(svg, x, y - 18, w * 0.32, 6)


def burgonet(svg: Svg, x: float, y: float, w: float, colour: str, facing: int = 1) -> None:
    """The burgonet: a round skull under a low comb, a peak jutting over the brow (to `facing`), a cheek-piece
    hinged down beside the face and a neck guard flared out behind; its edges bound in brass."""
    k = facing
    # the neck guard, flared out behind
    svg.path(f"M{f(x - k * w * 0.3)} {f(y - 16)} Q{f(x - k * w * 0.52)} {f(y - 6)} {f(x - k * w * 0.64)} {f(y + 14)} "
             f"L{f(x - k * w * 0.5)} {f(y + 22)} Q{f(x - k * w * 0.4)} {f(y + 8)} {f(x - k * w * 0.24)} {f(y + 4)} Z",
             colour, KEY, LINE * 0.7)
    # the skull
    svg.path(f"M{f(x - w * 0.42)} {f(y - 2)} C{f(x - w * 0.44)} {f(y - 60)} {f(x + w * 0.44)} {f(y - 60)} "
             f"{f(x + w * 0.42)} {f(y - 2)} Z", colour, KEY, LINE * 0.8)
    # the low comb along the top
    svg.path(f"M{f(x + k * w * 0.3)} {f(y - 36)} C{f(x + k * w * 0.22)} {f(y - 74)} {f(x - k * w * 0.26)} "
             f"{f(y - 76)} {f(x - k * w * 0.36)} {f(y - 30)} C{f(x - k * w * 0.2)} {f(y - 50)} {f(x + k * w * 0.14)} "
             f"{f(y - 52)} {f(x + k * w * 0.3)} {f(y - 36)} Z", colour, KEY, LINE * 0.6)
    # the peak over the brow, curving down a little to its edge
    svg.path(f"M{f(x + k * w * 0.1)} {f(y - 8)} Q{f(x + k * w * 0.44)} {f(y - 10)} {f(x + k * w * 0.62)} {f(y + 4)} "
             f"Q{f(x + k * w * 0.58)} {f(y + 12)} {f(x + k * w * 0.5)} {f(y + 10)} Q{f(x + k * w * 0.3)} {f(y + 2)} "
             f"{f(x + k * w * 0.1)} {f(y + 4)} Z", colour, KEY, LINE * 0.7)
    # the cheek-piece, hinged at the skull's edge over the ear, behind the face
    svg.path(f"M{f(x - k * w * 0.22)} {f(y)} Q{f(x - k * w * 0.2)} {f(y + 30)} {f(x - k * w * 0.26)} "
             f"{f(y + 46)} Q{f(x - k * w * 0.36)} {f(y + 52)} {f(x - k * w * 0.42)} {f(y + 38)} "
             f"L{f(x - k * w * 0.44)} {f(y)} Z", colour, KEY, LINE * 0.7)
    svg.circle(x - k * w * 0.33, y + 12, 3.2, BRASS, KEY, 1.2)  # its hinge
    # the skull's rim bound in brass, and its light
    svg.path(f"M{f(x - w * 0.4)} {f(y - 6)} Q{f(x)} {f(y - 12)} {f(x + w * 0.4)} {f(y - 6)}", None, BRASS, 5)
    svg.path(f"M{f(x - k * w * 0.24)} {f(y - 32)} Q{f(x - k * w * 0.06)} {f(y - 46)} {f(x + k * w * 0.12)} "
             f"{f(y - 40)}", None, WHITE, 4, 0.8)

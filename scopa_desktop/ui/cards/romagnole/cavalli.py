"""The Romagnole's four cavaliers, each riding his own horse, whole, on a patch of ground, in flat hats:

- coins: a white horse walking to the right, the rider in red holding his coin up before him;
- cups: a bay walking to the left, the rider in blue offering his cup;
- swords: a black horse rearing to the right, the rider in green brandishing his sword;
- batons: a chestnut standing to the left, the rider in yellow with his club on his shoulder.
"""

from __future__ import annotations

from ..anatomy import Head
from ..emilia import body, heads
from ..emilia.horse import Steed, horse
from ..emilia.ink import BLUE, BLUE_DK, GOLD, GREEN, HAIR, INK, RED, RED_DK, WHITE, YELLOW, darker
from ..svg import Svg, f, place
from . import figure as fig
from . import signs

SADDLE_Y = 536


def _rider(svg: Svg, x: float, facing: int, colour: str, hose: str, hat: str, hat_colour: str, who: Head,
           boot: str = "#3a2410") -> tuple[float, float]:
    """A rider seated at (x, SADDLE_Y) facing the horse's way: his near leg down the horse's side to the
    stirrup, a short doublet, the head; returns where his neck is (for his arms)."""
    hip = (x, SADDLE_Y - 14)
    knee = (x + facing * 74, SADDLE_Y + 40)
    foot = (x + facing * 52, SADDLE_Y + 168)
    body.leg(svg, hip, knee, foot, hose, 46, boot, facing)
    svg.path(f"M{f(foot[0] - 22)} {f(foot[1] - 40)} L{f(foot[0] + 22)} {f(foot[1] - 40)} L{f(foot[0] + 20)} "
             f"{f(foot[1] + 4)} L{f(foot[0] - 20)} {f(foot[1] + 4)} Z", boot, INK, 2.4)
    svg.path(f"M{f(foot[0] + facing * 8)} {f(foot[1] - 90)} L{f(foot[0] + facing * 8)} {f(foot[1] + 14)}", None,
             GOLD, 4)
    neck = (x - facing * 6, SADDLE_Y - 190)
    svg.path(f"M{f(neck[0] - 30)} {f(neck[1])} C{f(neck[0] - 74)} {f(neck[1] + 4)} {f(neck[0] - 84)} "
             f"{f(neck[1] + 40)} {f(neck[0] - 80)} {f(neck[1] + 90)} L{f(x - 80)} {f(SADDLE_Y)} L{f(x + 80)} "
             f"{f(SADDLE_Y)} L{f(neck[0] + 80)} {f(neck[1] + 90)} C{f(neck[0] + 84)} {f(neck[1] + 40)} "
             f"{f(neck[0] + 74)} {f(neck[1] + 4)} {f(neck[0] + 30)} {f(neck[1])} Z", colour, INK, 3.2)
    svg.path(f"M{f(x - 80)} {f(SADDLE_Y - 60)} L{f(x + 80)} {f(SADDLE_Y - 60)}", None, INK, 20)
    svg.path(f"M{f(x - 80)} {f(SADDLE_Y - 60)} L{f(x + 80)} {f(SADDLE_Y - 60)}", None, darker(colour, 0.55), 15)
    svg.path(f"M{f(neck[0] + facing * 50)} {f(neck[1] + 20)} C{f(neck[0] + facing * 66)} {f(neck[1] + 90)} "
             f"{f(x + facing * 70)} {f(SADDLE_Y - 90)} {f(x + facing * 76)} {f(SADDLE_Y)}", None, darker(colour), 5)
    svg.path(f"M{f(neck[0] - 36)} {f(neck[1] + 2)} C{f(neck[0] - 20)} {f(neck[1] + 28)} {f(neck[0] + 20)} "
             f"{f(neck[1] + 28)} {f(neck[0] + 36)} {f(neck[1] + 2)} Z", WHITE, INK, 2.4)
    hy = neck[1] - 66
    heads.face(svg, neck[0], hy, 0.84, who, "wavy")
    heads.wear(svg, hat, neck[0], hy, 0.84, who.turn, hat_colour, darker(hat_colour))
    return neck


def cavallo_denari(svg: Svg) -> None:
    fig.ground(svg, 300, 250)
    horse(svg, Steed("#ece6da", "#b4aa98", BLUE, YELLOW, legs="walk", head="tucked", facing=1,
                     cloth_cut="zigzag"), 270, SADDLE_Y, 0.96)
    nx, ny = _rider(svg, 250, 1, RED, BLUE_DK, "flat", RED_DK, Head(0.3, "youth", "long", HAIR["brown"]))
    body.sleeve(svg, (nx - 72, ny + 30), (nx - 90, ny + 130), (nx + 30, ny + 150), RED, 44, cuff=YELLOW)
    body.grip(svg, nx + 44, ny + 154, 90, 1.0)
    body.sleeve(svg, (nx + 72, ny + 30), (nx + 130, ny + 80), (nx + 150, ny - 20), RED, 44, cuff=YELLOW)
    signs.coin(svg, nx + 152, ny - 86, 130)
    body.grip(svg, nx + 152, ny - 28, -90, 1.05)


def cavallo_coppe(svg: Svg) -> None:
    fig.ground(svg, 300, 250)
    horse(svg, Steed("#a8622c", "#3a1a08", RED, GOLD, legs="walk", head="up", facing=-1, cloth_cut="scallops",
                     blaze=True), 344, SADDLE_Y, 0.9)
    nx, ny = _rider(svg, 350, -1, BLUE, RED_DK, "flat", GREEN, Head(-0.3, "man", "bob", HAIR["dark"], "short"))
    body.sleeve(svg, (nx + 72, ny + 30), (nx + 90, ny + 130), (nx - 30, ny + 150), BLUE, 44, cuff=RED)
    body.grip(svg, nx - 44, ny + 154, 90, 1.0, from_left=False)
    body.sleeve(svg, (nx - 72, ny + 30), (nx - 130, ny + 70), (nx - 150, ny + 10), BLUE, 44, cuff=RED)
    signs.cup(svg, nx - 154, ny - 50, 120)
    body.grip(svg, nx - 152, ny + 4, 0, 1.0)


def cavallo_spade(svg: Svg) -> None:
    fig.ground(svg, 300, 250)
    horse(svg, Steed("#3a3640", "#15131a", RED, GOLD, legs="prance", head="up", facing=1, cloth_cut="tassels",
                     plume=RED), 264, SADDLE_Y + 6, 0.92)
    nx, ny = _rider(svg, 246, 1, GREEN, RED_DK, "flat", BLUE, Head(0.2, "youth", "long", HAIR["fair"]))
    body.sleeve(svg, (nx + 72, ny + 30), (nx + 110, ny + 120), (nx + 150, ny + 110), GREEN, 44, cuff=GOLD)
    body.grip(svg, nx + 162, ny + 112, 90, 1.0)
    with svg.group(place(nx - 132, ny - 120, 1, -18)):
        signs.sword(svg, 300, 30, 96)
    body.sleeve(svg, (nx - 72, ny + 30), (nx - 120, ny - 20), (nx - 110, ny - 20), GREEN, 44, cuff=GOLD, bent=True)
    body.grip(svg, nx - 114, ny - 22, -18, 1.05, from_left=False)


def cavallo_bastoni(svg: Svg) -> None:
    fig.ground(svg, 300, 250)
    horse(svg, Steed("#b5652a", "#5a2a10", GREEN, YELLOW, legs="stand", head="tucked", facing=-1,
                     cloth_cut="straight"), 330, SADDLE_Y, 0.94)
    nx, ny = _rider(svg, 346, -1, YELLOW, BLUE, "flat", RED, Head(-0.2, "youth", "bob", HAIR["ash"]))
    with svg.group(place(nx + 104, ny - 84, 1, 30)):
        signs.club(svg, 330, 90, 40, leaf=False)
    body.sleeve(svg, (nx + 72, ny + 30), (nx + 124, ny + 100), (nx + 76, ny + 44), YELLOW, 44, cuff=RED)
    body.grip(svg, nx + 70, ny + 36, 30, 1.05, from_left=False)
    body.sleeve(svg, (nx - 72, ny + 30), (nx - 90, ny + 130), (nx - 150, ny + 150), YELLOW, 44, cuff=RED)
    body.grip(svg, nx - 160, ny + 154, 90, 1.0, from_left=False)


COURTS = {"d": cavallo_denari, "c": cavallo_coppe, "s": cavallo_spade, "b": cavallo_bastoni}

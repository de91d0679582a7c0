"""The Romagnole's four knaves, standing full length on a patch of ground, each his own figure:

- coins: a page in the long trousers the pattern is known for, a red doublet and a flat red hat, holding his
  coin out before him, his other fist on his belt;
- cups: the other page in trousers, ochre ones under a blue doublet, a flat green hat, his cup lifted at his
  shoulder;
- swords: a page in a short green tunic and parti-coloured hose under a wide hat with plumes (the one knave
  whose flat hat became a plumed one), his drawn sword resting point down beside him;
- batons: a page striding out in a short yellow tunic and red hose, a flat red hat, his club trailed
  head down from his hanging fist, the other fist on his hip.
"""

from __future__ import annotations

from ..anatomy import Head
from ..emilia import body, heads
from ..emilia.faces import Mien
from ..emilia.ink import BLUE, BLUE_DK, GOLD, GREEN, GREEN_DK, HAIR, RED, RED_DK, WHITE, YELLOW
from ..svg import Svg, place
from . import figure as fig
from . import signs

HEAD_Y, HEAD_S = 196, 0.92


def sway(degrees: float) -> str:
    """The upper body turned about the hips onto the standing leg (positive: onto the viewer's right), so the
    shoulders slope against the hips as a figure at rest stands, rather than square over both feet."""
    return f"rotate({degrees} 300 560)"


def fante_denari(svg: Svg) -> None:
    fig.ground(svg, lay=0)
    fig.trousers(svg, 300, BLUE, spread=62)  # planted square on both feet, wide apart
    with svg.group(sway(1.5)):
        # the broad one: a long coat skirted to the knee, flaring wide, strewn with yellow flowers
        fig.doublet(svg, 300, RED, half=102, hem=660, flare=58, waist=80, motif=("flower", YELLOW))
        fig.trim(svg, "M300 266 L300 664", YELLOW, 8)
        fig.trim(svg, "M164 655 Q300 670 436 655", YELLOW, 10)  # along the hem, edge to edge
        fig.belt(svg, 300, 76, BLUE_DK)
        fig.collar(svg, 300, WHITE)
        heads.face(svg, 300, HEAD_Y, HEAD_S, Head(-0.3, "youth", "long", HAIR["brown"]),
                   mien=Mien("oval", "straight", "almond", "arched", "small", "bob"))
        heads.wear(svg, "flat", 300, HEAD_Y, HEAD_S, -0.3, RED, RED_DK)
        body.sleeve(svg, (392, 296), (434, 410), (382, 470), RED, 50, puff=0.3, slash=YELLOW, cuff=YELLOW, jointed=True)
        body.grip(svg, 372, 476, 90, 1.1, from_left=False)
        body.sleeve(svg, (208, 296), (164, 410), (214, 376), RED, 50, puff=0.3, slash=YELLOW, cuff=YELLOW, jointed=True)
        signs.coin(svg, 210, 318, 150)
        body.grip(svg, 226, 384, -90, 1.1)


def fante_coppe(svg: Svg) -> None:
    fig.ground(svg, lay=1)
    fig.trousers(svg, 300, GOLD, spread=70, relaxed=1)
    with svg.group(sway(-3.5)):
        fig.doublet(svg, 300, BLUE, half=106, hem=586, flare=20, waist=88,  # the stocky one of the four
                    motif=("cross", GOLD))
        fig.trim(svg, "M192 582 Q300 598 408 582", RED, 10)
        fig.trim(svg, "M226 292 L300 480 L374 292", RED, 8)
        fig.belt(svg, 300, 88, RED_DK)
        fig.collar(svg, 300, WHITE, 62)
        heads.face(svg, 300, HEAD_Y, HEAD_S, Head(0.3, "youth", "bob", HAIR["fair"]),
                   mien=Mien("round", "snub", "round", "arched", "smile", "curls"))
        heads.wear(svg, "flat", 300, HEAD_Y, HEAD_S, 0.3, GREEN, GREEN_DK)
        body.sleeve(svg, (214, 318), (112, 408), (220, 466), BLUE, 54, cuff=RED, jointed=True,
                    strewn=fig.on_sleeve("cross", GOLD))
        body.grip(svg, 232, 474, 100, 1.1)
        body.sleeve(svg, (396, 314), (462, 250), (458, 186), BLUE, 54, cuff=RED, jointed=True,
                    strewn=fig.on_sleeve("cross", GOLD))
        signs.cup(svg, 460, 112, 124)
        body.grip(svg, 460, 172, 0, 1.1, from_left=False)


def fante_spade(svg: Svg) -> None:
    fig.ground(svg, lay=2)
    with svg.group(place(176, 700, 1, 180)):  # the drawn sword, its point on the ground
        signs.sword(svg, 370, 30, 96)
    fig.hose_legs(svg, 300, RED, spread=46, step=10, hip=560, second=YELLOW, relaxed=-1)
    with svg.group(sway(3)):
        fig.doublet(svg, 300, GREEN, hem=600, flare=30, motif=("ring", YELLOW))
        fig.trim(svg, "M212 596 Q300 612 392 596", GOLD, 10)
        fig.belt(svg, 300, 76, "#3a2410")
        fig.collar(svg, 300, WHITE, 58)
        heads.face(svg, 300, HEAD_Y, HEAD_S, Head(-0.15, "man", "long", HAIR["dark"], "moustache"),
                   mien=Mien("long", "aquiline", "narrow", "heavy", "firm", "mane"))
        heads.wear(svg, "broad", 300, HEAD_Y, HEAD_S, -0.15, BLUE, BLUE_DK, (RED, WHITE, YELLOW))
        body.sleeve(svg, (392, 296), (436, 408), (384, 468), GREEN, 50, puff=0.5, slash=GOLD, cuff=GOLD, jointed=True)
        body.grip(svg, 374, 474, 90, 1.1, from_left=False)
        body.sleeve(svg, (208, 296), (172, 410), (178, 500), GREEN, 50, puff=0.5, slash=GOLD, cuff=GOLD, jointed=True)
        body.grip(svg, 176, 516, 0, 1.15, from_left=False)


def fante_bastoni(svg: Svg) -> None:
    fig.ground(svg, lay=3)
    fig.hose_legs(svg, 300, RED, spread=58, step=34)  # striding out, the near foot forward
    fig.doublet(svg, 300, YELLOW, half=82, hem=604, flare=30, waist=64,  # the lean one of the four
                motif=("cross", RED), step=42, size=13)  # narrow: strewn closer to show as many
    fig.trim(svg, "M220 600 Q300 616 380 600", RED, 10)
    fig.trim(svg, "M274 266 L274 470 M326 266 L326 470", RED, 6)
    fig.belt(svg, 300, 68, GREEN_DK)
    fig.collar(svg, 300, WHITE, 60)
    heads.face(svg, 300, HEAD_Y, HEAD_S, Head(0.25, "youth", "long", HAIR["ash"]),
               mien=Mien("square", "long", "heavy", "straight", "full", "page"))
    heads.wear(svg, "flat", 300, HEAD_Y, HEAD_S, 0.25, RED, RED_DK)
    # the club trailed at his side, head down, from the hanging fist (the cavalier shoulders his and the king
    # plants his as a staff: three ways to hold the one sign); the other fist on his hip
    with svg.group(place(150, 666, 1, 193)):
        signs.club(svg, 330, 76, 30, variant=2)  # as the pips' clubs: tapering, knotted, a green shoot
    body.sleeve(svg, (224, 310), (184, 420), (176, 524), YELLOW, 46, cuff=RED, jointed=True,
                strewn=fig.on_sleeve("cross", RED))
    body.grip(svg, 176, 546, 13, 1.15)
    body.sleeve(svg, (372, 312), (446, 398), (404, 446), YELLOW, 46, cuff=RED, jointed=True,
                strewn=fig.on_sleeve("cross", RED))
    body.grip(svg, 396, 456, -60, 1.1, from_left=False)


COURTS = {"d": fante_denari, "c": fante_coppe, "s": fante_spade, "b": fante_bastoni}

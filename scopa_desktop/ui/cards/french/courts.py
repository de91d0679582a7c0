"""The French deck's twelve courts, the international pattern's figures as our own drawings (docs/DECKS.md):
each its own pose, costume and colours, holding what the pattern gives it.

Hallmarks kept: the king of hearts' sword raised behind his head and his bare upper lip; the king of diamonds
in profile with an axe behind him and an open hand; the king of clubs' orb; the king of spades' upright sword;
the queens with flowers, the queen of spades alone with a sceptre; the one-eyed jacks of hearts (a leaf) and
of spades (a lance) in profile; the jack of diamonds' halberd; the jack of clubs' arrow and feathered cap.
"""

from __future__ import annotations

from dataclasses import replace

from ..french_family import bust
from ..french_family.bust import Arm, Bust, Robe
from ..french_family.hats import Hat
from ..french_family.heads import Face
from ..french_family.ink import BLACK, BLUE, BROWN, GREEN, KEY, RED, SKY, WHITE, YELLOW
from ..french_family.pips import INTERNATIONAL, pip
from ..svg import Svg

FRAME = (104, 40, 496, 960)
PIP_AT = (168, 118, 104)  # the suit's pip inside the frame, beside the head: x, y, size

KING = Hat("crown", YELLOW, RED, "trefoil", BLUE)

COURTS: dict[tuple[int, str], Bust] = {
    # -- kings --
    (13, "c"): Bust(  # the sword raised behind his head, no moustache
        Face(-0.45, "old", hair="curled", hair_colour=YELLOW, beard="chin"),
        Hat("crown", YELLOW, RED, "trefoil", BLUE),
        Robe(RED, YELLOW, BLUE, "dots", YELLOW, "checks", "ermine", stoles=True),
        Arm((110, 430), (236, 404), YELLOW, BLUE, "open", turn=-30),
        Arm((476, 330), (444, 178), YELLOW, BLUE, "fist", holds="sword", angle=-116, size=300, behind=True,
            upper=True),
        turn=-0.3),
    (13, "d"): Bust(  # in profile, the axe behind him, the open hand raised before him
        Face(-1.0, "man", hair="curled", hair_colour=BROWN, beard="full"),
        Hat("crown", YELLOW, BLUE, "fleur", RED),
        Robe(YELLOW, RED, BLUE, "lozenges", RED, "bands", "band", mantle=BLUE, mantle_side=1),
        Arm((110, 450), (196, 392), RED, YELLOW, "open", turn=160),
        Arm((490, 476), (410, 444), RED, YELLOW, "fist", holds="axe", angle=0, size=390, behind=True),
        x=300, turn=-0.6, shoulders=136),
    (13, "b"): Bust(  # the orb in one hand, the sword in the other
        Face(-0.25, "old", hair="curled", hair_colour="#e8e4da", beard="forked"),
        Hat("crown", YELLOW, BLUE, "pearl", RED),
        Robe(BLUE, RED, YELLOW, "flowers", YELLOW, "lozenges", "ermine", yoke=RED, yoke_pattern="dots"),
        Arm((110, 466), (206, 426), RED, YELLOW, "palm", holds="orb", size=76),
        Arm((490, 466), (440, 424), RED, YELLOW, "fist", holds="sword", angle=0, size=340),
        x=326, turn=-0.15, shoulders=156),
    (13, "s"): Bust(  # the sword upright at his side, a hand on his breast
        Face(0.35, "man", hair="curled", hair_colour=BLACK, beard="full", beard_colour=BLACK),
        Hat("crown", YELLOW, RED, "spike", BLUE),
        Robe(RED, YELLOW, BLUE, "chevrons", YELLOW, "lozenges", "ermine", mantle=BLUE, mantle_side=1),
        Arm((110, 456), (156, 420), BLUE, YELLOW, "fist", holds="sword", angle=-4, size=360, behind=True),
        Arm((490, 476), (350, 450), BLUE, YELLOW, "open", turn=40),
        turn=0.3),
    # -- queens --
    (12, "c"): Bust(  # a rose lifted to her face
        Face(-0.3, "youth", True, hair="long", hair_colour=YELLOW),
        Hat("coronet", YELLOW, RED, "pearl", RED),
        Robe(BLUE, RED, YELLOW, "dots", YELLOW, "lacing", "square"),
        Arm((110, 480), (252, 462), YELLOW, RED, "open", turn=-60, slashes=RED),
        Arm((474, 430), (424, 336), YELLOW, RED, "fist", holds="flower", angle=-12, size=124,
            options={"bloom": RED}, slashes=RED, upper=True),
        x=316, y=200, shoulders=136),
    (12, "d"): Bust(  # a tulip held up, a sash across her gown
        Face(0.4, "youth", True, hair="long", hair_colour=BROWN),
        Hat("coronet", YELLOW, BLUE, "fleur", BLUE),
        Robe(YELLOW, BLUE, RED, "flowers", RED, "checks", "square", sash=RED),
        Arm((126, 440), (180, 366), RED, YELLOW, "fist", holds="flower", angle=-6, size=140,
            options={"bloom": RED, "kind": "tulip"}, upper=True),
        Arm((490, 486), (404, 474), RED, YELLOW, "open", turn=20),
        x=330, y=200, turn=0.35, shoulders=132),
    (12, "b"): Bust(  # a daisy held before her, in a ruff
        Face(-0.35, "youth", True, hair="long", hair_colour="#9a3c1c"),
        Hat("coronet", YELLOW, RED, "trefoil", RED),
        Robe(RED, YELLOW, BLUE, "scales", YELLOW, "buttons", "ruff", yoke=BLUE),
        Arm((110, 476), (262, 452), BLUE, YELLOW, "fist", holds="flower", angle=-20, size=118,
            options={"bloom": WHITE, "kind": "daisy"}),
        Arm((490, 486), (352, 470), BLUE, YELLOW, "open", turn=70),
        x=314, y=200, turn=-0.2, shoulders=130),
    (12, "s"): Bust(  # the only queen with a sceptre
        Face(0.25, "man", True, hair="long", hair_colour=YELLOW),
        Hat("coronet", YELLOW, RED, "spike", RED),
        Robe(YELLOW, RED, BLUE, "stripes", RED, "bands", "square", mantle=BLUE, mantle_side=-1),
        Arm((110, 486), (240, 470), RED, YELLOW, "open", turn=-50),
        Arm((490, 462), (442, 424), RED, YELLOW, "fist", holds="sceptre", angle=-4, size=300,
            options={"top": "lozenge"}),
        y=200, turn=0.15, shoulders=136),
    # -- jacks --
    (11, "c"): Bust(  # in profile (one-eyed), a leaf held up behind him, a moustache
        Face(-1.0, "youth", hair="page", hair_colour=YELLOW, beard="moustache", beard_colour=BROWN),
        Hat("toque", RED, YELLOW),
        Robe(YELLOW, BLUE, RED, "stripes", RED, "bands", "band"),
        Arm((110, 476), (250, 456), RED, YELLOW, "open", turn=-40, slashes=YELLOW),
        Arm((478, 420), (440, 330), RED, YELLOW, "fist", holds="leaf", angle=10, size=230, behind=True,
            options={"colour": GREEN}, slashes=YELLOW, upper=True),
        x=306, turn=-0.5, shoulders=140),
    (11, "s"): Bust(  # in profile (one-eyed) the other way, a lance at his side
        Face(1.0, "youth", hair="page", hair_colour=YELLOW),
        Hat("cap", BLACK, RED, feather=WHITE),
        Robe(BLUE, RED, YELLOW, "lozenges", YELLOW, "checks", "ruff"),
        Arm((110, 466), (176, 426), YELLOW, RED, "fist", holds="spear", angle=-2, size=372, behind=True,
            options={"pennant": RED}),
        Arm((490, 486), (410, 478), YELLOW, RED, "open", turn=30),
        x=330, turn=0.5, shoulders=142),
    (11, "d"): Bust(  # the halberd
        Face(-0.35, "youth", hair="page", hair_colour=BROWN),
        Hat("toque", BLUE, RED),
        Robe(RED, YELLOW, BLUE, "dots", YELLOW, "lozenges", "v", yoke=BLUE),
        Arm((110, 486), (252, 470), BLUE, YELLOW, "open", turn=-70, slashes=RED),
        Arm((490, 456), (446, 424), BLUE, YELLOW, "fist", holds="halberd", angle=0, size=372, behind=True,
            slashes=RED),
        y=214, turn=-0.25),
    (11, "b"): Bust(  # the arrow, a feather in his cap
        Face(0.3, "youth", hair="bob", hair_colour=YELLOW),
        Hat("cap", RED, YELLOW, feather=YELLOW),
        Robe(YELLOW, RED, BLUE, "checks", SKY, "buttons", "v"),
        Arm((126, 446), (180, 384), BLUE, RED, "fist", holds="arrow", angle=-4, size=250, upper=True),
        Arm((490, 486), (400, 474), BLUE, RED, "open", turn=30),
        turn=0.3),
}


# the international pattern's heads are big, the crown reaching the frame's top, the shoulders right under the beard
COURTS = {key: replace(figure, scale=1.58, y=figure.y + 12) for key, figure in COURTS.items()}


def court(svg: Svg, rank: int, suit: str) -> None:
    """J (11), Q (12), K (13): the half-length figure in its frame, the pip beside it. Only the top half is
    drawn (the renderer lays it again turned round, on a straight line)."""
    svg.mirror = 0.0
    svg.plaque = "overflow"  # the frame leaves the index its own margin, unless a small card's index outgrows it
    bust.frame(svg, FRAME, KEY, 4, 14, "#fffdf6")
    bust.draw(svg, COURTS[rank, suit], FRAME)
    px, py, size = PIP_AT
    pip(svg, suit, px, py, size, 0, INTERNATIONAL)
    bust.frame(svg, FRAME, KEY, 4, 14)

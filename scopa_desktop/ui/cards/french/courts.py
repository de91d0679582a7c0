"""The French deck's twelve courts, the international pattern's figures as our own drawings (docs/DECKS.md):
each its own pose, costume and colours, holding what the pattern gives it, in dense flat ornament.

Hallmarks kept: the king of hearts' sword raised behind his head and his bare upper lip; the king of diamonds
in profile with an axe behind him and an open hand; the king of clubs' orb; the king of spades' upright sword;
the queens with flowers, the queen of spades alone with a sceptre; the one-eyed jacks of hearts (a leaf) and
of spades (a lance) in profile; the jack of diamonds' halberd; the jack of clubs' arrow and feathered cap.
"""

from __future__ import annotations

from ..french_family import bust
from ..french_family.bust import Arm, Bust, Robe
from ..french_family.hats import Hat
from ..french_family.heads import Face
from ..french_family.ink import BLACK, BLUE, BROWN, GREEN, KEY, RED, WHITE, YELLOW
from ..french_family.pips import INTERNATIONAL, pip
from ..svg import Svg

FRAME = (104, 40, 496, 960)
PIP_AT = (168, 116, 104)  # the suit's pip inside the frame, beside the head: x, y, size
GREY_HAIR = "#e8e4da"

COURTS: dict[tuple[int, str], Bust] = {
    # -- kings --
    (13, "c"): Bust(  # the sword raised behind his head, no moustache; his hand on his ermine stole
        Face(-0.35, "old", hair="curled", hair_colour=YELLOW, beard="chin"),
        Hat("crown", YELLOW, RED, "trefoil", BLUE),
        Robe(RED, "dots", YELLOW, YELLOW, "checks", KEY, BLUE, "lozenges", "ermine", stoles=True,
             belt=KEY, belt_kind="lozenges", belt_motif=YELLOW, sides=YELLOW, sides_pattern="crosses",
             sides_motif=RED, arcs=BLUE, arcs_kind="pearls", arcs_motif=WHITE),
        Arm((176, 440), (232, 372), BLUE, YELLOW, "fist", turn=-20),
        Arm((482, 250), (446, 128), YELLOW, BLUE, "fist", holds="sword", angle=-104, size=330, behind=True,
            slashes=BLUE, band_kind="lozenges", upper=True),
        x=316, shoulders=(300, 300), inset=(0, 30), turn=-0.3),
    (13, "d"): Bust(  # in profile, the axe behind him, his open hand raised before him
        Face(-1.0, "man", hair="curled", hair_colour=BROWN, beard="full"),
        Hat("crown", YELLOW, BLUE, "fleur", RED),
        Robe(YELLOW, "crosses", RED, RED, "dots", YELLOW, BLUE, "fret", "band", sash=KEY, sash_kind="lozenges",
             sash_motif=YELLOW, sash_side=1, mantle=BLUE, mantle_side=-1, mantle_pattern="stars",
             sides=WHITE, sides_pattern="hatch", sides_motif=BLUE, arcs=KEY, arcs_kind="lozenges",
             arcs_motif=YELLOW, bulge=20),
        Arm((150, 450), (172, 306), RED, YELLOW, "raised", turn=-8, band_kind="checks"),
        Arm((410, 470), (468, 330), RED, YELLOW, "fist", holds="axe", angle=0, size=290, behind=True,
            options={"facing": -1, "blade": 0.75}),
        x=340, shoulders=(300, 300), turn=-0.5),
    (13, "b"): Bust(  # the orb on his palm, the sceptre held up at his side
        Face(-0.2, "old", hair="curled", hair_colour=GREY_HAIR, beard="forked"),
        Hat("crown", YELLOW, BLUE, "pearl", RED),
        Robe(BLUE, "stars", YELLOW, KEY, "dots", WHITE, YELLOW, "checks", "ermine",
             mantle=RED, mantle_side=1, mantle_pattern="crosses", sides=WHITE, sides_pattern="hatch",
             sides_motif=BLUE, arcs=YELLOW, arcs_kind="lozenges", arcs_motif=RED, bulge=40),
        Arm((170, 470), (196, 340), RED, YELLOW, "palm", holds="orb", size=74, band_kind="lozenges"),
        Arm((420, 470), (440, 380), RED, YELLOW, "fist", holds="sceptre", angle=3, size=290,
            options={"top": "fleur"}),
        x=300, shoulders=(340, 320), inset=(30, 0), turn=-0.1),
    (13, "s"): Bust(  # the sword upright at his side, a hand on his breast
        Face(0.3, "man", hair="curled", hair_colour=BLACK, beard="full", beard_colour=BLACK),
        Hat("crown", YELLOW, RED, "spike", BLUE),
        Robe(RED, "lozenges", YELLOW, YELLOW, "lozenges", RED, KEY, "checks", "ermine",
             sides=KEY, sides_pattern="stars", sides_motif=YELLOW, arcs=YELLOW, arcs_kind="fret", arcs_motif=RED,
             bulge=30),
        Arm((150, 440), (250, 380), BLUE, YELLOW, "open", turn=-40),
        Arm((404, 470), (448, 340), BLUE, YELLOW, "fist", holds="sword", angle=0, size=300),
        x=326, shoulders=(420, 360), inset=(30, 30), turn=0.25),
    # -- queens --
    (12, "c"): Bust(  # a rose lifted by her shoulder, her other hand at her breast
        Face(0.3, "youth", True, hair="long", hair_colour=YELLOW),
        Hat("coronet", YELLOW, RED, "pearl", RED),
        Robe(BLUE, "dots", YELLOW, RED, "crosses", YELLOW, YELLOW, "lozenges", "square",
             yoke=YELLOW, yoke_kind="checks", yoke_motif=RED, arcs=RED, arcs_kind="dots", arcs_motif=YELLOW,
             sides=WHITE, sides_pattern="hatch", sides_motif=BLUE, bulge=50),
        Arm((160, 450), (240, 400), YELLOW, RED, "open", turn=-60, slashes=RED),
        Arm((474, 260), (440, 176), YELLOW, RED, "fist", holds="flower", angle=-14, size=124,
            options={"bloom": RED}, slashes=RED, upper=True),
        x=292, shoulders=(420, 330), turn=0.2),
    (12, "d"): Bust(  # a tulip held up under her black veil, a sash across her gown
        Face(-0.4, "youth", True, hair="long", hair_colour=BROWN),
        Hat("veiled", YELLOW, KEY, "fleur", BLUE, fall="side"),
        Robe(RED, "stars", YELLOW, YELLOW, "checks", RED, BLUE, "dots", "square", yoke=KEY, yoke_kind="pearls",
             yoke_motif=YELLOW, sash=BLUE, sash_kind="fret", sash_motif=WHITE, sash_side=1),
        Arm((136, 420), (178, 300), BLUE, YELLOW, "fist", holds="flower", angle=-6, size=128,
            options={"bloom": RED, "kind": "tulip"}, band_kind="lozenges"),
        Arm((480, 460), (412, 420), BLUE, YELLOW, "open", turn=30),
        x=350, shoulders=(330, 340), turn=-0.35),
    (12, "b"): Bust(  # a daisy held before her, a blue veil under her crown
        Face(-0.3, "youth", True, hair="long", hair_colour="#9a3c1c"),
        Hat("veiled", YELLOW, BLUE, "trefoil", RED, fall="short"),
        Robe(RED, "crosses", YELLOW, BLUE, "dots", WHITE, YELLOW, "checks", "ruff", yoke=BLUE, yoke_kind="dots",
             yoke_motif=YELLOW, belt=YELLOW, belt_kind="checks", sides=YELLOW, sides_pattern="dots",
             sides_motif=RED, bulge=40),
        Arm((150, 450), (250, 352), YELLOW, BLUE, "fist", holds="flower", angle=-24, size=116,
            options={"bloom": WHITE, "kind": "daisy"}, slashes=BLUE),
        Arm((480, 450), (396, 430), YELLOW, BLUE, "open", turn=60, slashes=BLUE),
        x=304, shoulders=(440, 440), turn=-0.2),
    (12, "s"): Bust(  # the only queen with a sceptre
        Face(0.25, "man", True, hair="long", hair_colour=BLACK),
        Hat("coronet", YELLOW, RED, "spike", RED),
        Robe(YELLOW, "lozenges", RED, RED, "stars", YELLOW, KEY, "dots", "square", mantle=WHITE, mantle_side=-1,
             mantle_pattern="hatch/", mantle_motif=BLUE, lining=RED, sash=KEY, sash_kind="dots", sash_motif=YELLOW,
             sash_side=1),
        Arm((150, 450), (232, 410), RED, YELLOW, "open", turn=-50),
        Arm((410, 470), (462, 330), RED, YELLOW, "fist", holds="sceptre", angle=-3, size=290,
            options={"top": "lozenge"}),
        x=326, shoulders=(330, 400), turn=0.15),
    # -- jacks --
    (11, "c"): Bust(  # in profile (one-eyed), a leaf held up before him, a moustache
        Face(-1.0, "youth", hair="page", hair_colour=YELLOW, beard="moustache", beard_colour=BROWN),
        Hat("toque", RED, YELLOW),
        Robe(YELLOW, "dots", RED, BLUE, "checks", YELLOW, RED, "lozenges", "band",
             sash=RED, sash_kind="dots", sash_motif=YELLOW, sash_side=1, sides=BLUE, sides_pattern="crosses",
             sides_motif=YELLOW, arcs=KEY, arcs_kind="lozenges", arcs_motif=YELLOW),
        Arm((140, 430), (180, 320), RED, YELLOW, "fist", holds="leaf", angle=-12, size=170,
            options={"colour": GREEN}, slashes=YELLOW),
        Arm((486, 450), (420, 420), RED, YELLOW, "open", turn=30, slashes=YELLOW),
        x=350, shoulders=(340, 320), turn=-0.5),
    (11, "s"): Bust(  # in profile (one-eyed) the other way, a lance at his shoulder
        Face(1.0, "youth", hair="page", hair_colour=YELLOW),
        Hat("cap", KEY, RED, feather=WHITE),
        Robe(BLUE, "lozenges", YELLOW, RED, "crosses", YELLOW, YELLOW, "checks", "ruff", yoke=RED,
             yoke_kind="lozenges", yoke_motif=YELLOW, arcs=YELLOW, arcs_kind="zigzag", arcs_motif=RED),
        Arm((150, 450), (230, 410), YELLOW, RED, "open", turn=-30),
        Arm((410, 440), (440, 250), YELLOW, RED, "fist", holds="spear", angle=-3, size=216,
            options={"pennant": RED}),
        x=300, scale=1.1, shoulders=(420, 360), inset=(30, 0), turn=0.5),
    (11, "d"): Bust(  # the halberd at his side
        Face(-0.3, "youth", hair="page", hair_colour=BROWN),
        Hat("toque", BLUE, RED),
        Robe(RED, "stars", YELLOW, KEY, "lozenges", YELLOW, YELLOW, "dots", "v",
             sash=YELLOW, sash_kind="crosses", sash_motif=RED, sash_side=-1, sides=BLUE, sides_pattern="dots",
             sides_motif=WHITE, arcs=WHITE, arcs_kind="fret", arcs_motif=BLUE, bulge=70),
        Arm((150, 450), (236, 416), BLUE, YELLOW, "open", turn=-70, slashes=RED),
        Arm((400, 470), (450, 380), BLUE, YELLOW, "fist", holds="halberd", angle=0, size=330, behind=True,
            slashes=RED),
        x=318, shoulders=(300, 300), inset=(30, 30), turn=-0.25),
    (11, "b"): Bust(  # the arrow, a feather in his cap
        Face(0.3, "youth", hair="bob", hair_colour=YELLOW),
        Hat("cap", RED, YELLOW, feather=YELLOW),
        Robe(YELLOW, "crosses", RED, RED, "dots", YELLOW, BLUE, "fret", "v", belt=BLUE, belt_kind="dots",
             belt_motif=WHITE, mantle=WHITE, mantle_side=1, mantle_pattern="hatch\\", mantle_motif=BLUE,
             lining=BLUE),
        Arm((150, 440), (196, 380), BLUE, RED, "fist", holds="arrow", angle=-4, size=196),
        Arm((486, 450), (410, 426), BLUE, RED, "open", turn=30),
        x=330, scale=1.1, shoulders=(420, 360), inset=(30, 30), turn=0.3),
}


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

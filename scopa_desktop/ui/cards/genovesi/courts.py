"""The Genovesi's twelve courts: the Belgian-Genoese pattern (the Paris figures, unnamed, printed in green, red,
yellow and black), each half-length figure mirrored about a diagonal line (docs/DECKS.md).

Hallmarks kept: the king of spades' harp and sceptre; the king of hearts' sword brandished and his orb; the
king of diamonds in profile with no hand showing; the king of clubs' sceptre and lion; the queens' flowers but
the queen of clubs' fan, under a veil; the queen of spades in profile; the jack of diamonds in profile with his
halberd; the jack of clubs' halberd and the pointed shield with Spain's arms hung from his hand.
"""

from __future__ import annotations

from ..french_family import bust
from ..french_family.bust import Arm, Bust, Robe
from ..french_family.hats import Hat
from ..french_family.heads import Face
from ..french_family.ink import BLACK, BROWN, DARK_GREEN, GREEN, KEY, RED, WHITE, YELLOW
from ..french_family.pips import GENOESE, pip
from ..svg import Svg, f

FRAME = (92, 36, 508, 964)
SLANT = -0.42  # the line between the halves rises to the right
PIP_AT = (160, 112, 100)
HIDDEN = Arm((92, 700), (92, 700), GREEN, hand_kind="hidden")

COURTS: dict[tuple[int, str], Bust] = {
    # -- kings --
    (13, "s"): Bust(  # David: the sceptre, the harp at his side
        Face(-0.35, "old", hair="curled", hair_colour="#d8d4ca", beard="full", beard_colour="#d8d4ca"),
        Hat("crown", YELLOW, GREEN, "fleur", RED),
        Robe(RED, YELLOW, GREEN, "flowers", YELLOW, "checks", "ermine", mantle=GREEN, mantle_side=-1),
        Arm((94, 560), (196, 486), YELLOW, GREEN, "fist", holds="harp", angle=-10, size=170),
        Arm((506, 400), (432, 330), YELLOW, GREEN, "fist", holds="sceptre", angle=6, size=260),
        x=296, turn=-0.3),
    (13, "c"): Bust(  # Charles: the sword brandished, the orb in his other hand
        Face(0.3, "man", hair="curled", hair_colour=BROWN, beard="short"),
        Hat("crown", YELLOW, RED, "trefoil", GREEN),
        Robe(GREEN, RED, YELLOW, "dots", YELLOW, "bands", "ermine", stoles=True),
        Arm((94, 560), (200, 500), RED, YELLOW, "palm", holds="orb", size=72),
        Arm((500, 350), (444, 250), RED, YELLOW, "fist", holds="sword", angle=10, size=206, upper=True),
        x=290, turn=0.3),
    (13, "d"): Bust(  # César: in profile, his hands inside his mantle
        Face(1.0, "man", hair="curled", hair_colour=BLACK, beard="short", beard_colour=BLACK),
        Hat("crown", YELLOW, GREEN, "spike", RED),
        Robe(YELLOW, GREEN, RED, "lozenges", RED, "lozenges", "ermine", mantle=RED, mantle_side=1, lining=YELLOW),
        HIDDEN, HIDDEN, x=286, turn=0.6, arms=False, shoulders=160),
    (13, "b"): Bust(  # Alexandre: the sceptre, the lion on a shield below it
        Face(-0.25, "man", hair="curled", hair_colour=YELLOW, beard="forked"),
        Hat("crown", YELLOW, RED, "pearl", GREEN),
        Robe(GREEN, YELLOW, RED, "scales", YELLOW, "lozenges", "ermine", yoke=RED),
        Arm((94, 540), (190, 452), RED, YELLOW, "fist", holds="sceptre", angle=-4, size=300,
            options={"top": "ball"}),
        Arm((506, 420), (424, 366), RED, YELLOW, "open", turn=40),
        front=(("shield", 400, 384, 0, 96, {"field": RED, "charge": "lion", "ogival": False}),),
        x=300, turn=-0.2),
    # -- queens --
    (12, "s"): Bust(  # Pallas: in profile, a rose held up
        Face(-1.0, "youth", True, hair="long", hair_colour=BLACK),
        Hat("coronet", YELLOW, RED, "fleur", GREEN),
        Robe(GREEN, RED, YELLOW, "stripes", DARK_GREEN, "lacing", "square"),
        Arm((94, 600), (214, 520), RED, YELLOW, "open", turn=-50),
        Arm((506, 380), (440, 290), RED, YELLOW, "fist", holds="flower", angle=8, size=124,
            options={"bloom": RED}, upper=True),
        x=288, turn=-0.5, shoulders=132),
    (12, "c"): Bust(  # Judith: a flower held to her breast
        Face(0.35, "youth", True, hair="long", hair_colour=YELLOW),
        Hat("coronet", YELLOW, GREEN, "pearl", RED),
        Robe(RED, GREEN, YELLOW, "dots", YELLOW, "buttons", "square", yoke=GREEN),
        Arm((94, 560), (246, 470), YELLOW, GREEN, "fist", holds="flower", angle=10, size=150,
            options={"bloom": YELLOW, "kind": "daisy"}),
        Arm((506, 410), (420, 380), YELLOW, GREEN, "open", turn=60),
        x=292, turn=0.3, shoulders=134),
    (12, "d"): Bust(  # Rachel: a tulip held up, looking the way the diamonds' courts look
        Face(0.5, "youth", True, hair="long", hair_colour=BROWN),
        Hat("coronet", YELLOW, RED, "trefoil", GREEN),
        Robe(YELLOW, RED, GREEN, "flowers", GREEN, "checks", "square", sash=GREEN),
        Arm((100, 500), (168, 412), GREEN, YELLOW, "fist", holds="flower", angle=-8, size=136,
            options={"bloom": RED, "kind": "tulip"}, upper=True),
        Arm((506, 404), (424, 370), GREEN, YELLOW, "open", turn=40),
        x=300, turn=0.4, shoulders=132),
    (12, "b"): Bust(  # Argine: no flower but a fan, under a red veil
        Face(-0.3, "man", True, hair="bob", hair_colour="#e0dcd2"),
        Hat("veil", RED, YELLOW),
        Robe(GREEN, YELLOW, RED, "chevrons", YELLOW, "bands", "square"),
        Arm((94, 620), (220, 540), RED, YELLOW, "open", turn=-40),
        Arm((506, 400), (430, 330), RED, YELLOW, "fist", holds="fan", angle=20, size=104,
            options={"colour": YELLOW}),
        x=294, turn=-0.25, shoulders=132),
    # -- jacks --
    (11, "s"): Bust(  # Ogier: a feather in his cap, a halberd
        Face(0.2, "youth", hair="page", hair_colour=YELLOW),
        Hat("cap", GREEN, RED, feather=WHITE),
        Robe(RED, GREEN, YELLOW, "lozenges", YELLOW, "bands", "ruff"),
        Arm((94, 600), (210, 520), GREEN, YELLOW, "open", turn=-60),
        Arm((506, 400), (436, 350), GREEN, YELLOW, "fist", holds="halberd", angle=0, size=310, behind=True),
        x=288, turn=0.2),
    (11, "c"): Bust(  # La Hire: a lance with its pennant, his hand on his breast
        Face(-0.35, "man", hair="bob", hair_colour=BROWN, beard="moustache"),
        Hat("cap", RED, GREEN, feather=YELLOW),
        Robe(GREEN, RED, YELLOW, "checks", DARK_GREEN, "buttons", "v"),
        Arm((94, 520), (170, 440), RED, YELLOW, "fist", holds="spear", angle=-2, size=380, behind=True,
            options={"pennant": YELLOW}),
        Arm((506, 420), (392, 372), RED, YELLOW, "open", turn=70),
        x=300, y=214, turn=-0.3),
    (11, "d"): Bust(  # Hector: in profile, his halberd
        Face(1.0, "youth", hair="page", hair_colour=BROWN),
        Hat("toque", YELLOW, RED),
        Robe(YELLOW, RED, GREEN, "dots", RED, "lozenges", "band", mantle=GREEN, mantle_side=-1, lining=RED),
        Arm((94, 620), (214, 540), RED, GREEN, "open", turn=-50),
        Arm((506, 396), (438, 344), RED, GREEN, "fist", holds="axe", angle=0, size=300, behind=True),
        x=284, turn=0.5),
    (11, "b"): Bust(  # Lancelot: the halberd, and the pointed shield with Spain's arms on a ribbon
        Face(-0.2, "youth", hair="page", hair_colour=YELLOW),
        Hat("toque", RED, GREEN),
        Robe(GREEN, YELLOW, RED, "dots", YELLOW, "checks", "ruff"),
        Arm((94, 520), (186, 430), YELLOW, RED, "fist"),
        Arm((506, 400), (438, 346), YELLOW, RED, "fist", holds="halberd", angle=0, size=310, behind=True),
        front=(("shield", 176, 462, 0, 124, {"field": RED, "charge": "quarters"}),),
        x=298, turn=-0.15),
}


def court(svg: Svg, rank: int, suit: str) -> None:
    """J (11), Q (12), K (13): the figure in its frame, the pip at its side, the plain line between the halves
    running up to the right; only the top half is drawn (the renderer lays it again turned round)."""
    svg.mirror = SLANT
    svg.plaque = True  # the frame comes close to the corner: the game's small index sits on its own paper
    bust.frame(svg, FRAME, KEY, 4, 10, "#fffdf6")
    figure = COURTS[rank, suit]
    bust.draw(svg, figure, FRAME)
    if (rank, suit) == (11, "b"):  # the ribbon from his hand to the shield
        svg.path("M186 430 C170 446 168 452 176 462", None, RED, 5)
    pip(svg, suit, *PIP_AT, 0, GENOESE)
    x0, _, x1, _ = FRAME
    y0, y1 = 500 + (x0 - 300) * SLANT, 500 + (x1 - 300) * SLANT
    svg.path(f"M{x0} {f(y0)} L{x1} {f(y1)}", None, KEY, 6)
    bust.frame(svg, FRAME, KEY, 4, 10)

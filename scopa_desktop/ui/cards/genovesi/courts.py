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
from ..french_family.ink import BLACK, BROWN, GREEN, KEY, RED, WHITE, YELLOW
from ..french_family.pips import GENOESE, pip
from ..svg import Svg, f

FRAME = (92, 36, 508, 964)
SLANT = -0.42  # the line between the halves rises to the right
PIP_AT = (160, 112, 100)
GREY_HAIR = "#dcd8ce"
HIDDEN = Arm((92, 700), (92, 700), GREEN, hand_kind="hidden")

COURTS: dict[tuple[int, str], Bust] = {
    # -- kings: great crowns, beards --
    (13, "s"): Bust(  # David: the harp at his side, the sceptre
        Face(-0.35, "old", hair="curled", hair_colour=GREY_HAIR, beard="full", beard_colour=GREY_HAIR),
        Hat("crown", YELLOW, GREEN, "fleur", RED),
        Robe(RED, "dots", YELLOW, YELLOW, "checks", GREEN, GREEN, "lozenges", "ermine", stoles=True,
             sides=GREEN, sides_pattern="crosses", sides_motif=YELLOW, arcs=YELLOW, arcs_kind="dots",
             arcs_motif=RED, bulge=40),
        Arm((150, 500), (170, 420), YELLOW, GREEN, "fist", holds="harp", angle=-6, size=176,
            options={"wood": RED}),
        Arm((420, 400), (452, 300), YELLOW, GREEN, "fist", holds="sceptre", angle=6, size=250),
        x=300, scale=0.94, shoulders=(440, 350), inset=(90, 40), turn=-0.3),
    (13, "c"): Bust(  # Charles: the sword brandished overhead, the orb in his other hand
        Face(0.3, "man", hair="curled", hair_colour=BROWN, beard="short"),
        Hat("crown", YELLOW, RED, "trefoil", GREEN),
        Robe(GREEN, "stars", YELLOW, RED, "crosses", YELLOW, YELLOW, "fret", "ermine", mantle=RED, mantle_side=-1,
             mantle_pattern="dots", sash=YELLOW, sash_kind="lozenges", sash_motif=RED, sash_side=1),
        Arm((160, 520), (196, 440), RED, YELLOW, "palm", holds="orb", size=70),
        Arm((492, 280), (450, 196), RED, YELLOW, "fist", holds="sword", angle=-22, size=160, upper=True,
            band_kind="checks"),
        x=292, scale=0.94, shoulders=(420, 300), inset=(80, 40), turn=0.3),
    (13, "d"): Bust(  # César: in profile, his hands hidden in his mantle
        Face(1.0, "man", hair="curled", hair_colour=BLACK, beard="short", beard_colour=BLACK),
        Hat("crown", YELLOW, GREEN, "spike", RED),
        Robe(GREEN, "dots", YELLOW, YELLOW, "crosses", RED, RED, "checks", "ermine", mantle=RED, mantle_side=-1,
             mantle_pattern="dots", mantle_motif=YELLOW, lining=WHITE),
        HIDDEN, HIDDEN, x=270, scale=0.94, arms=False, shoulders=(300, 330), inset=(0, 50), turn=0.6),
    (13, "b"): Bust(  # Alexandre: the sceptre, the lion on a shield below it
        Face(-0.25, "man", hair="curled", hair_colour=YELLOW, beard="forked"),
        Hat("crown", YELLOW, RED, "pearl", GREEN),
        Robe(GREEN, "dots", YELLOW, YELLOW, "lozenges", RED, RED, "dots", "ermine", yoke=RED, yoke_kind="checks",
             yoke_motif=YELLOW, sash=KEY, sash_kind="dots", sash_motif=YELLOW, sash_side=-1),
        Arm((170, 520), (196, 400), RED, YELLOW, "fist", holds="sceptre", angle=-4, size=300,
            options={"top": "ball"}),
        Arm((420, 400), (424, 330), RED, YELLOW, "open", turn=30),
        front=(("shield", 428, 300, 0, 124, {"field": RED, "charge": "lion", "ogival": False}),),
        x=304, scale=0.94, shoulders=(340, 356), inset=(0, 0), turn=-0.2),
    # -- queens: small crowns over veils, no beards --
    (12, "s"): Bust(  # Pallas: in profile, a rose held up
        Face(-1.0, "youth", True, hair="long", hair_colour=BLACK),
        Hat("veiled", YELLOW, GREEN, "fleur", RED, fall="side"),
        Robe(RED, "stars", YELLOW, GREEN, "dots", YELLOW, YELLOW, "checks", "square", yoke=KEY,
             yoke_kind="pearls", yoke_motif=YELLOW, arcs=GREEN, arcs_kind="dots", arcs_motif=YELLOW, sides=WHITE,
             sides_pattern="hatch", sides_motif=KEY, bulge=30),
        Arm((170, 520), (214, 440), YELLOW, GREEN, "open", turn=-50),
        Arm((440, 420), (420, 330), YELLOW, GREEN, "fist", holds="flower", angle=-20, size=124,
            options={"bloom": RED}),
        x=322, scale=0.94, shoulders=(300, 296), inset=(90, 40), turn=-0.5),
    (12, "c"): Bust(  # Judith: a flower held to her breast
        Face(0.35, "youth", True, hair="long", hair_colour=YELLOW),
        Hat("veiled", YELLOW, RED, "pearl", GREEN, fall="short"),
        Robe(GREEN, "dots", YELLOW, RED, "crosses", YELLOW, YELLOW, "lozenges", "square", yoke=YELLOW,
             yoke_kind="checks", yoke_motif=RED, sides=RED, sides_pattern="dots", sides_motif=YELLOW, bulge=50),
        Arm((180, 520), (250, 420), RED, YELLOW, "fist", holds="flower", angle=10, size=130,
            options={"bloom": YELLOW, "kind": "daisy"}),
        Arm((440, 400), (430, 340), RED, YELLOW, "open", turn=60),
        x=262, scale=0.94, shoulders=(400, 330), inset=(50, 30), turn=0.3),
    (12, "d"): Bust(  # Rachel: a tulip held up
        Face(0.5, "youth", True, hair="long", hair_colour=BROWN),
        Hat("veiled", YELLOW, KEY, "trefoil", RED, fall="long"),
        Robe(YELLOW, "crosses", RED, RED, "dots", YELLOW, GREEN, "fret", "square", sash=GREEN, sash_kind="lozenges",
             sash_motif=YELLOW, sash_side=-1, mantle=GREEN, mantle_side=-1, mantle_pattern="dots", lining=RED),
        Arm((180, 520), (236, 440), GREEN, YELLOW, "open", turn=-40),
        Arm((490, 250), (452, 176), GREEN, YELLOW, "fist", holds="flower", angle=-8, size=128,
            options={"bloom": RED, "kind": "tulip"}, upper=True),
        x=290, scale=0.94, shoulders=(340, 356), inset=(0, 60), turn=0.4),
    (12, "b"): Bust(  # Argine: no flower but a fan, under a red veil
        Face(-0.3, "man", True, hair="bob", hair_colour="#e0dcd2"),
        Hat("veiled", YELLOW, RED, "spike", GREEN, fall="long"),
        Robe(GREEN, "stars", YELLOW, YELLOW, "checks", KEY, RED, "dots", "square", belt="",
             sides=WHITE, sides_pattern="hatch/", sides_motif=KEY, arcs=RED, arcs_kind="lozenges",
             arcs_motif=YELLOW, bulge=30),
        Arm((170, 540), (220, 460), RED, YELLOW, "open", turn=-40),
        Arm((430, 380), (424, 256), RED, YELLOW, "fist", holds="fan", angle=16, size=92,
            options={"colour": YELLOW}),
        x=296, scale=0.94, shoulders=(380, 320), inset=(90, 40), turn=-0.25),
    # -- jacks: caps and toques --
    (11, "s"): Bust(  # Ogier: a feather in his cap, a halberd
        Face(0.2, "youth", hair="page", hair_colour=YELLOW),
        Hat("cap", GREEN, RED, feather=RED),
        Robe(RED, "dots", YELLOW, GREEN, "crosses", YELLOW, YELLOW, "checks", "ruff", sides=WHITE,
             sides_pattern="hatch\\", sides_motif=KEY, arcs=YELLOW, arcs_kind="zigzag", arcs_motif=RED),
        Arm((170, 540), (210, 460), GREEN, YELLOW, "open", turn=-60),
        Arm((430, 400), (456, 320), GREEN, YELLOW, "fist", holds="halberd", angle=0, size=280, behind=True),
        x=272, scale=0.94, shoulders=(300, 296), inset=(40, 40), turn=0.2),
    (11, "c"): Bust(  # La Hire: a lance with its pennant, his hand on his breast
        Face(-0.35, "man", hair="bob", hair_colour=BROWN, beard="moustache"),
        Hat("toque", RED, GREEN),
        Robe(GREEN, "crosses", YELLOW, RED, "dots", YELLOW, YELLOW, "lozenges", "v", sash=RED, sash_kind="dots",
             sash_motif=YELLOW, sash_side=1, sides=YELLOW, sides_pattern="dots", sides_motif=GREEN, bulge=70),
        Arm((180, 540), (236, 450), RED, YELLOW, "open", turn=-60),
        Arm((420, 400), (456, 320), RED, YELLOW, "fist", holds="spear", angle=-2, size=280, behind=True,
            options={"pennant": YELLOW}),
        x=318, scale=0.94, shoulders=(450, 330), inset=(70, 20), turn=-0.3),
    (11, "d"): Bust(  # Hector: in profile, his halberd
        Face(1.0, "youth", hair="page", hair_colour=BROWN),
        Hat("toque", YELLOW, RED),
        Robe(WHITE, "hatch", KEY, RED, "lozenges", YELLOW, GREEN, "checks", "band", mantle=GREEN, mantle_side=-1,
             mantle_pattern="stars", lining=RED, sash=KEY, sash_kind="lozenges", sash_motif=YELLOW, sash_side=1),
        Arm((180, 540), (230, 470), RED, GREEN, "open", turn=-50),
        Arm((430, 400), (456, 330), RED, GREEN, "fist", holds="axe", angle=0, size=270, behind=True,
            options={"facing": -1, "blade": 0.7}),
        x=290, scale=0.94, shoulders=(350, 356), inset=(60, 60), turn=0.5),
    (11, "b"): Bust(  # Lancelot: the halberd, and the pointed shield with Spain's arms on a ribbon
        Face(-0.2, "youth", hair="page", hair_colour=YELLOW),
        Hat("toque", RED, GREEN),
        Robe(GREEN, "dots", YELLOW, YELLOW, "checks", RED, RED, "dots", "ruff", sides=RED, sides_pattern="stars",
             sides_motif=YELLOW, bulge=40),
        Arm((150, 480), (180, 330), YELLOW, RED, "fist"),
        Arm((430, 400), (456, 330), YELLOW, RED, "fist", holds="halberd", angle=0, size=280, behind=True),
        front=(("shield", 196, 350, 0, 168, {"field": RED, "charge": "quarters"}),),
        x=312, scale=0.94, shoulders=(400, 340), inset=(0, 40), turn=-0.15),
}


def court(svg: Svg, rank: int, suit: str) -> None:
    """J (11), Q (12), K (13): the figure in its frame, the pip at its side, the plain line between the halves
    running up to the right; only the top half is drawn (the renderer lays it again turned round)."""
    svg.mirror = SLANT
    svg.plaque = True  # the frame comes close to the corner: the game's small index sits on its own paper
    bust.frame(svg, FRAME, KEY, 4, 10, "#fffdf6")
    figure = COURTS[rank, suit]
    bust.draw(svg, figure, FRAME, (SLANT, 0.0))
    if (rank, suit) == (11, "b"):  # the ribbon from his hand to the shield
        svg.path("M180 330 C170 340 180 346 196 350", None, RED, 5)
    pip(svg, suit, *PIP_AT, 0, GENOESE)
    x0, _, x1, _ = FRAME
    y0, y1 = 500 + (x0 - 300) * SLANT, 500 + (x1 - 300) * SLANT
    svg.path(f"M{x0} {f(y0)} L{x1} {f(y1)}", None, KEY, 6)
    bust.frame(svg, FRAME, KEY, 4, 10)

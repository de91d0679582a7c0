"""The Toscane's twelve courts: full-length figures in Renaissance dress, each standing on its own ground
inside the thin line the pattern prints, as the Florentine pattern draws them (docs/DECKS.md).

Hallmarks kept: the jack of clubs with his great book; the jack of spades, the "gobbo nero", with a shield of
arms; the queen of clubs with a laurel wreath; the queen of hearts with a letter slipping from her hand; the
kings of hearts and diamonds with a parchment, the king of diamonds reading his; every king crowned, every
jack (the "gobbo") in a hat.
"""

from __future__ import annotations

from ..french_family.bust import Arm
from ..french_family.hats import Hat
from ..french_family.heads import Face
from ..french_family.ink import (
    BLACK,
    BLUE,
    BROWN,
    DARK_GREEN,
    GREEN,
    KEY,
    OCHRE,
    PURPLE,
    RED,
    ROSE,
    SKY,
    WHITE,
    YELLOW,
)
from ..french_family.pips import TUSCAN, pip
from ..svg import Svg
from .figure import Standing, draw

FRAME = (46, 40, 554, 960)
PIP_AT = (104, 100, 74)
CREAM = "#f3e6c4"

COURTS: dict[tuple[int, str], Standing] = {
    # -- kings (regio): crowned, in long gowns --
    (13, "c"): Standing(  # a rolled parchment in his hand, the sceptre in the other
        Face(-0.3, "old", hair="curled", hair_colour="#d8d4ca", beard="full", beard_colour="#d8d4ca"),
        Hat("crown", YELLOW, RED, "fleur", BLUE), "gown", RED, YELLOW, YELLOW,
        Arm((206, 420), (236, 360), RED, YELLOW, "fist", holds="sceptre", angle=-4, size=250),
        Arm((404, 430), (356, 436), RED, YELLOW, "fist", holds="scroll", angle=70, size=120,
            options={"paper": CREAM}),
        cloak=BLUE, lining=YELLOW, pattern="flowers", collar="ermine", turn=-0.2),
    (13, "d"): Standing(  # reading the scroll he holds open in both hands
        Face(0.25, "man", hair="curled", hair_colour=BROWN, beard="short"),
        Hat("crown", YELLOW, GREEN, "trefoil", RED), "gown", GREEN, YELLOW, RED,
        Arm((208, 440), (246, 420), GREEN, RED, "fist"),
        Arm((392, 440), (350, 420), GREEN, RED, "fist"),
        cloak=RED, cloak_side=-1, lining=YELLOW, pattern="dots", motif=YELLOW, collar="ermine",
        front=(("scroll", 298, 410, 0, 130, {"paper": CREAM, "open_": True}),)),
    (13, "s"): Standing(  # the sword held point down before him, a hand on its pommel
        Face(0.35, "man", hair="curled", hair_colour=BLACK, beard="forked", beard_colour=BLACK),
        Hat("crown", YELLOW, PURPLE, "spike", RED), "gown", PURPLE, YELLOW, YELLOW,
        Arm((206, 430), (250, 470), PURPLE, YELLOW, "open", turn=-30),
        Arm((398, 420), (352, 470), PURPLE, YELLOW, "fist", holds="sword", angle=180, size=330),
        pattern="lozenges", collar="ruff", turn=0.2),
    (13, "b"): Standing(  # the sceptre raised and the orb
        Face(-0.4, "old", hair="curled", hair_colour=YELLOW, beard="full"),
        Hat("crown", YELLOW, BLUE, "pearl", GREEN), "gown", OCHRE, BLUE, RED,
        Arm((196, 380), (206, 300), OCHRE, RED, "fist", holds="sceptre", angle=-6, size=230,
            options={"top": "ball"}),
        Arm((402, 440), (372, 400), OCHRE, RED, "palm", holds="orb", size=60),
        cloak=DARK_GREEN, cloak_side=1, lining=YELLOW, pattern="scales", motif=RED, collar="ermine", turn=-0.2),
    # -- queens (donna): bodice and bell skirt --
    (12, "c"): Standing(  # a letter slipping from her lowered hand
        Face(0.3, "youth", True, hair="long", hair_colour=YELLOW),
        Hat("coronet", YELLOW, RED, "pearl", RED), "dress", BLUE, ROSE, YELLOW,
        Arm((212, 400), (250, 360), ROSE, YELLOW, "open", turn=160),
        Arm((396, 440), (410, 520), ROSE, YELLOW, "open", turn=10),
        pattern="flowers", motif=YELLOW, collar="square", x=296,
        front=(("letter", 402, 540, 24, 70, {}),)),
    (12, "d"): Standing(  # a rose held up
        Face(-0.3, "youth", True, hair="long", hair_colour=BROWN),
        Hat("coronet", YELLOW, GREEN, "fleur", GREEN), "dress", RED, YELLOW, GREEN,
        Arm((200, 410), (214, 340), YELLOW, GREEN, "fist", holds="flower", angle=-8, size=120,
            options={"bloom": RED}),
        Arm((392, 430), (346, 450), YELLOW, GREEN, "open", turn=40),
        pattern="dots", motif=YELLOW, collar="square"),
    (12, "s"): Standing(  # a fan, a veil over her hair
        Face(0.35, "man", True, hair="long", hair_colour=BLACK),
        Hat("veil", SKY, YELLOW), "dress", PURPLE, SKY, YELLOW,
        Arm((206, 430), (252, 450), SKY, YELLOW, "open", turn=-40),
        Arm((400, 400), (392, 330), SKY, YELLOW, "fist", holds="fan", angle=14, size=96,
            options={"colour": RED}),
        pattern="stripes", motif="#4e2a63", collar="ruff"),
    (12, "b"): Standing(  # the laurel wreath held out
        Face(-0.25, "youth", True, hair="long", hair_colour="#9a3c1c"),
        Hat("coronet", YELLOW, RED, "trefoil", RED), "dress", GREEN, YELLOW, RED,
        Arm((204, 420), (256, 456), YELLOW, RED, "open", turn=-40),
        Arm((404, 400), (418, 330), YELLOW, RED, "fist", holds="wreath", angle=0, size=100),
        pattern="chevrons", motif=YELLOW, collar="square"),
    # -- jacks (gobbo): in hats, tunic and parti-coloured hose --
    (11, "b"): Standing(  # the great book under his hand
        Face(0.3, "youth", hair="bob", hair_colour=BROWN),
        Hat("toque", RED, YELLOW), "doublet", GREEN, YELLOW, YELLOW,
        Arm((214, 420), (236, 440), GREEN, YELLOW, "fist", holds="book", angle=-4, size=170,
            options={"cover": RED, "edge": True}),
        Arm((392, 420), (362, 470), GREEN, YELLOW, "open", turn=30),
        legs=(RED, YELLOW), pattern="dots", stance="step_right"),
    (11, "s"): Standing(  # the gobbo nero: the shield of arms before him
        Face(-0.2, "man", hair="bob", hair_colour=BLACK, beard="moustache"),
        Hat("brimmed", BLACK, RED, feather=WHITE), "doublet", BLUE, RED, YELLOW,
        Arm((208, 410), (236, 424), BLUE, YELLOW, "fist"),
        Arm((394, 430), (352, 474), BLUE, YELLOW, "open", turn=30),
        legs=(YELLOW, RED), pattern="lozenges", stance="apart",
        front=(("shield", 236, 404, 0, 150, {"field": RED, "charge": "cross", "ogival": False}),)),
    (11, "c"): Standing(  # a lance at his side
        Face(0.35, "youth", hair="page", hair_colour=YELLOW),
        Hat("cap", RED, YELLOW, feather=YELLOW), "doublet", YELLOW, RED, RED,
        Arm((204, 430), (228, 480), RED, YELLOW, "open", turn=-20),
        Arm((404, 400), (412, 330), RED, YELLOW, "fist", holds="spear", angle=2, size=300, behind=True,
            options={"pennant": GREEN}),
        legs=(BLUE, RED), pattern="stripes", motif=OCHRE, stance="step_left"),
    (11, "d"): Standing(  # his hand on his sword's hilt, a plumed beret
        Face(-0.35, "youth", hair="page", hair_colour=BROWN),
        Hat("tall", GREEN, YELLOW), "doublet", RED, GREEN, YELLOW,
        Arm((196, 430), (214, 470), GREEN, YELLOW, "open", turn=-10),
        Arm((398, 420), (372, 490), GREEN, YELLOW, "fist", holds="sword", angle=200, size=220),
        legs=(GREEN, YELLOW), pattern="checks", motif="#a51a20", stance="apart", cloak=BLUE, lining=SKY),
}


def court(svg: Svg, rank: int, suit: str) -> None:
    """J (11), Q (12), K (13): the standing figure inside the pattern's thin line, a small pip in the corner."""
    svg.plaque = True  # the pattern prints no index: the game's small one sits on its own paper
    x0, y0, x1, y1 = FRAME
    with svg.group("translate(300 884) scale(1.04) translate(-300 -884)"):  # the figure fills the line's height
        draw(svg, COURTS[rank, suit])
    pip(svg, suit, *PIP_AT, 0, TUSCAN)
    svg.rect(x0, y0, x1 - x0, y1 - y0, 10, None, KEY, 2.5)

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
from ..french_family.ink import BLACK, BLUE, BROWN, DARK_GREEN, DEEP_RED, GREEN, KEY, RED, WHITE, YELLOW
from ..svg import Svg
from .figure import Standing, draw

FRAME = (46, 40, 554, 960)
PIP_AT = (110, 108, 92)  # the suit in the corner: at 90 px with no index, the only cue to it
CREAM = "#f3e6c4"
GREY_HAIR = "#dcd8ce"
# hanging black hair: a warm near-black, whose strands the kit draws in a deep tone of it (on the kit's BLACK they
# are a slate, and the hanging locks of J♠ and Q♠ read grey at 300 px where print's are black). Its green raised to
# half its red (#0d0500 had a fifth): the strands #2c1e08 instead of a red-brown #2c1608 read near-black beside the
# hat and moustache at 600 px, not brown; red must stay 13 over blue, or the kit takes it for neutral black (slate)
RAVEN = "#0d0800"

COURTS: dict[tuple[int, str], Standing] = {
    # -- kings (regio): crowned, in gowns, each cloak cut its own way --
    (13, "c"): Standing(  # a rolled parchment in his hand, the sceptre in the other, a cloak spread wide behind
        Face(-0.75, "old", shaped=True, hair="curled", hair_colour=GREY_HAIR, beard="full", beard_colour=GREY_HAIR,
             jaw="long", nose="long", brow="high", lids="open", tache="droop"),
        Hat("crown", YELLOW, RED, "fleur", BLUE), "gown", RED, YELLOW, YELLOW,
        Arm((212, 420), (236, 356), RED, YELLOW, "fist", holds="sceptre", angle=-4, size=250),
        Arm((396, 430), (352, 432), RED, YELLOW, "fist", holds="scroll", angle=70, size=120,
            options={"paper": CREAM}),
        cloak=BLUE, cloak_kind="right", cloak_span=200, lining=YELLOW, pattern="crosses",
        motif=YELLOW, collar="ermine", turn=-0.2, hem=(170, 130), x=320),
    (13, "d"): Standing(  # reading the scroll he holds open in both hands, his gown to the knee
        Face(0.75, "man", shaped=True, hair="curled", hair_colour=BROWN, beard="short", brow="knit", lids="down",
             look=0.2),
        Hat("crown", YELLOW, GREEN, "trefoil", RED), "gown", GREEN, YELLOW, RED,
        Arm((214, 440), (250, 414), GREEN, RED, "fist"),
        Arm((388, 440), (350, 414), GREEN, RED, "fist"),
        cloak=RED, cloak_kind="left", cloak_span=190, lining=YELLOW, pattern="dots", motif=YELLOW,
        second_pattern="crosses", collar="ermine", x=316, turn=0.6, hem=(110, 120), length=684, legs=(RED, RED),
        stance="contrapposto", front=(("scroll", 300, 404, 0, 134, {"paper": CREAM, "open_": True}),)),
    (13, "s"): Standing(  # the sword held point down, his other hand holding his cloak open
        Face(0.75, "man", shaped=True, hair="curled", hair_colour=BLACK, beard="forked", beard_colour=BLACK,
             jaw="square", nose="hooked", brow="heavy", mouth="stern", look=0.4),
        Hat("crown", YELLOW, DEEP_RED, "spike", RED), "gown", BLUE, YELLOW, YELLOW,
        Arm((190, 440), (222, 480), BLUE, YELLOW, "fist", holds="sword", angle=180, size=320),
        Arm((372, 350), (430, 300), BLUE, YELLOW, "fist"),
        cloak=DEEP_RED, cloak_kind="held", cloak_span=230, lining=YELLOW, pattern="lozenges", motif=YELLOW,
        collar="ruff", x=262, turn=0.2, hem=(110, 100)),
    (13, "b"): Standing(  # the sceptre raised high, the orb on his palm, his cloak trailing on the ground
        Face(-0.75, "old", shaped=True, hair="curled", hair_colour=YELLOW, beard="full", jaw="round", nose="broad",
             mouth="smile", tache="thin", look=-0.3),
        Hat("crown", YELLOW, BLUE, "pearl", GREEN), "gown", YELLOW, RED, RED,
        Arm((192, 360), (196, 262), YELLOW, RED, "fist", holds="sceptre", angle=-8, size=200,
            options={"top": "ball"}),
        Arm((412, 420), (456, 366), YELLOW, RED, "palm", holds="orb", size=66),
        cloak=DARK_GREEN, cloak_kind="left", cloak_span=130, lining=YELLOW, pattern="stars", motif=RED,
        second_pattern="dots", collar="ermine", x=290, turn=-0.2, hem=(96, 190), lift=(0, -8)),
    # -- queens (donna): bodice and skirt, each skirt its own cut --
    (12, "c"): Standing(  # a letter slipping from her lowered hand, her train sweeping to the side
        Face(0.75, "youth", True, shaped=True, hair="long", hair_colour=YELLOW, brow="high", mouth="smile", look=0.3),
        Hat("coronet", YELLOW, RED, "pearl", RED), "dress", BLUE, RED, YELLOW,
        Arm((180, 400), (222, 356), RED, YELLOW, "open", turn=160),
        Arm((340, 440), (364, 516), RED, YELLOW, "open", turn=10),
        pattern="dots", motif=YELLOW, collar="square", x=232, hem=(110, 140), train=120,
        front=(("letter", 358, 536, 24, 70, {}),)),
    (12, "d"): Standing(  # a rose held up, her skirt hitched up on one side over the underskirt
        Face(-0.75, "youth", True, shaped=True, hair="long", hair_colour=BROWN, nose="snub", brow="high",
             lids="down", look=-0.4),
        Hat("coronet", YELLOW, GREEN, "fleur", GREEN), "dress", RED, YELLOW, GREEN,
        Arm((196, 400), (204, 320), YELLOW, GREEN, "fist", holds="flower", angle=-8, size=120,
            options={"bloom": RED}),
        Arm((396, 430), (350, 452), YELLOW, GREEN, "open", turn=40),
        pattern="stars", second_pattern="dots", motif=YELLOW, collar="square", x=276, hem=(150, 92),
        lift=(170, 0), hanging=GREEN),
    (12, "s"): Standing(  # a fan, a veil over her hair, a cloak from both shoulders
        Face(0.75, "man", True, shaped=True, hair="long", hair_colour=RAVEN, nose="long", brow="straight",
             lids="narrow", mouth="bow"),
        Hat("veil", BLACK, YELLOW, fall="long"), "dress", GREEN, YELLOW, YELLOW,
        Arm((206, 430), (252, 452), GREEN, YELLOW, "open", turn=-40),
        Arm((404, 400), (398, 326), GREEN, YELLOW, "fist", holds="fan", angle=14, size=96,
            options={"colour": RED}),
        cloak=BLUE, cloak_kind="both", cloak_span=186, lining=YELLOW, pattern="crosses", motif=YELLOW,
        collar="medici", hem=(140, 140)),
    (12, "b"): Standing(  # the laurel wreath held up high, a narrow gown
        Face(-0.75, "youth", True, shaped=True, hair="long", hair_colour="#9a3c1c", jaw="oval", look=0.6),
        Hat("coronet", YELLOW, RED, "trefoil", RED), "dress", DARK_GREEN, YELLOW, RED,
        Arm((206, 420), (250, 456), YELLOW, RED, "open", turn=-40),
        Arm((424, 300), (436, 206), YELLOW, RED, "fist", holds="wreath", angle=0, size=100),
        pattern="flowers", second_pattern="crosses", motif=YELLOW, collar="square", x=296, turn=-0.6,
        hem=(110, 156), cloak=DEEP_RED, cloak_kind="right", cloak_span=180, lining=YELLOW),
    # -- jacks (gobbo): in hats, tunic and parti-coloured hose --
    (11, "b"): Standing(  # turned three-quarters to his left, the great book held at his hip
        Face(0.75, "youth", shaped=True, hair="bob", hair_colour=BROWN, jaw="round", nose="snub",
             mouth="smile", look=0.5),
        Hat("toque", RED, YELLOW), "doublet", GREEN, YELLOW, YELLOW,
        Arm((206, 440), (226, 500), GREEN, YELLOW, "open", turn=-16),
        Arm((384, 440), (374, 470), GREEN, YELLOW, "fist", holds="book", angle=14, size=140,
            options={"cover": BLUE, "edge": True}),
        legs=(RED, YELLOW), pattern="dots", stance="turned", x=286, hem=(104, 112), turn=1.0, cloak=DEEP_RED,
        cloak_kind="right", cloak_span=150, lining=YELLOW, cloak_over=True),
    (11, "s"): Standing(  # the gobbo nero: the shield of arms before him, a short black cloak
        Face(-0.35, "man", shaped=True, hair="bob", hair_colour=RAVEN, beard_colour=BLACK, beard="moustache",
             jaw="square", nose="hooked", brow="knit", tache="curled"),
        Hat("brimmed", BLACK, RED, feather=WHITE), "doublet", BLUE, RED, YELLOW,
        Arm((208, 410), (236, 424), BLUE, YELLOW, "fist"),
        Arm((394, 430), (352, 474), BLUE, YELLOW, "open", turn=30),
        legs=(YELLOW, RED), pattern="lozenges", stance="planted", cloak=BLACK, cloak_kind="right", cloak_span=170,
        lining=RED, hem=(100, 100),
        front=(("shield", 236, 404, 0, 150, {"field": RED, "charge": "cross", "ogival": False}),)),
    (11, "c"): Standing(  # a lance at his side
        Face(0.75, "youth", shaped=True, hair="page", hair_colour=YELLOW, nose="long", brow="high",
             lids="heavy", look=0.5),
        Hat("cap", RED, YELLOW, feather=YELLOW), "doublet", YELLOW, RED, RED,
        Arm((204, 430), (228, 480), RED, YELLOW, "open", turn=-20),
        Arm((404, 400), (412, 330), RED, YELLOW, "fist", holds="spear", angle=2, size=290, behind=True,
            options={"pennant": GREEN}),
        legs=(BLUE, RED), pattern="crosses", motif=RED, stance="contrapposto", x=280, hem=(104, 112),
        cloak=GREEN, cloak_kind="left", cloak_span=150, lining=YELLOW),
    (11, "d"): Standing(  # his hand on his sword's hilt, the other raised in greeting, standing square, a tall hat
        Face(-0.75, "youth", shaped=True, hair="page", hair_colour=BROWN, jaw="long", nose="broad",
             brow="arched", mouth="set", look=-0.5),
        Hat("tall", GREEN, YELLOW), "doublet", RED, GREEN, YELLOW,
        Arm((132, 442), (146, 324), GREEN, YELLOW, "raised", turn=-8),
        Arm((398, 420), (372, 490), GREEN, YELLOW, "fist", holds="sword", angle=200, size=220),
        legs=(GREEN, YELLOW), pattern="stars", motif=YELLOW, stance="apart", cloak=BLUE, cloak_kind="left",
        cloak_span=150, lining=YELLOW, x=316, hem=(110, 90)),
}


def court(svg: Svg, rank: int, suit: str) -> None:
    """J (11), Q (12), K (13): the standing figure inside the pattern's thin line, a small pip in the corner."""
    svg.plaque = True  # the pattern prints no index: the game's small one sits on its own paper
    draw(svg, COURTS[rank, suit])
    # a sprite that gives way to the game's small index, which repeats it, rather than peep out beside it
    svg.sprite("pip" + suit, *PIP_AT, 0, yields=True)
    frame(svg)


def frame(svg: Svg) -> None:
    """The pattern's thin line round the card's field."""
    x0, y0, x1, y1 = FRAME
    svg.rect(x0, y0, x1 - x0, y1 - y0, 10, None, KEY, 2.5)

"""The Genovesi's twelve courts: the Belgian-Genoese pattern (the Paris figures, unnamed, printed in green, red,
yellow and black), each half-length figure mirrored about a diagonal line (docs/DECKS.md).

Hallmarks kept: the king of spades' harp and sceptre; the king of hearts' sword brandished and his orb; the
king of diamonds in profile with no hand showing; the king of clubs' sceptre and lion; the queens' flowers but
the queen of clubs' fan, under a veil; the queen of spades in profile; the jack of diamonds in profile with his
halberd; the jack of clubs' halberd and the pointed shield with Spain's arms hung from his hand.
"""

from __future__ import annotations

from dataclasses import replace

from ..french_family import bust
from ..french_family.bust import Arm, Bust, Robe
from ..french_family.hats import Hat
from ..french_family.heads import Face
from ..french_family.ink import BLACK, BROWN, GREEN, KEY, PALE_SKIN, RED, WHITE, YELLOW
from ..svg import Svg, f
from . import tailor
from .tailor import Cut

FRAME = (92, 36, 508, 964)
SLANT = -0.42  # the line between the halves rises to the right
PIP_AT = (160, 112, 100)
GREY_HAIR = "#dcd8ce"
# black hair (Q♠'s long hair, K♦'s hair and beard): a near-black brown, whose strands the kit draws in a deep tone of
# it; on the kit's neutral BLACK they are a slate and that hair read grey at 300 px (K♦: grey hair over a black beard).
# The Toscane's RAVEN is the same value, named per deck: the shared home would be french_family/ink.py (the French
# deck's, final), and one deck's palette does not import from another's package.
RAVEN = "#0d0800"
# K♦'s beard: a shade over RAVEN, so that the kit's beard strands (a lighter tone of a near-black brown than it gives
# hair) come out the tone of his hair's strands (#2c1e07 / #2c1e08): on RAVEN itself they were darker, and at 2x
# of 300 his hair read browner than his beard
RAVEN_BEARD = "#180f01"
HIDDEN = Arm((92, 700), (92, 700), GREEN, hand_kind="hidden")
PANEL = (92, 100)  # the front panel's width at the neck and at the line
SCALE = 1.31  # the heads: the face 0.26 of the frame (the family test's floor), a little smaller than the French deck's


def _face(*args, **options) -> Face:
    """A face as a four-ink pattern prints it: no flesh ink, the paper's colour with the features in line."""
    return Face(*args, skin=PALE_SKIN, shaped=True, **options)

COURTS: dict[tuple[int, str], Bust] = {
    # -- kings: great crowns, beards, broad square shoulders --
    (13, "s"): Bust(  # David: the harp at his side, the sceptre
        _face(0.75, "old", hair="curled", hair_colour=GREY_HAIR, beard="full", beard_colour=GREY_HAIR, nose="long",
              brow="high", lids="heavy", tache="droop", look=0.2),
        Hat("crown", YELLOW, GREEN, "fleur", RED),
        Robe(RED, "flowers", YELLOW, YELLOW, "checks", GREEN, GREEN, "lozenges", "ermine", stoles=True,
             sides=BLACK, arcs=YELLOW, arcs_kind="dots", arcs_motif=RED,
             bulge=20),
        Arm((150, 470), (190, 420), YELLOW, GREEN, "fist", holds="harp", angle=-20, size=165,
            options={"wood": GREEN}),
        HIDDEN,  # the sceptre leans on his shoulder, his hand behind the robe
        behind=(("sceptre", 452, 420, 6, 320, {}),),
        x=300, shoulders=(22, 22), inset=(66, 66), turn=0.2),
    (13, "c"): Bust(  # Charles: the sword brandished overhead, the orb in his other hand
        _face(0.75, "man", hair="curled", hair_colour=BROWN, beard="short", jaw="square", brow="straight",
              mouth="set", tache="curled", look=0.3),
        Hat("crown", YELLOW, RED, "trefoil", GREEN),
        # no baldric: running shoulder to orb hand it lay along the diagonal, a second line beside it
        Robe(GREEN, "rings", YELLOW, RED, "crosses", YELLOW, YELLOW, "fret", "ermine", mantle=RED, mantle_side=-1,
             mantle_pattern="dots", mantle_motif=YELLOW),
        Arm((146, 470), (214, 400), RED, YELLOW, "palm", holds="orb", size=76, upper=True),
        Arm((494, 320), (452, 200), RED, YELLOW, "fist", holds="sword", angle=-20, size=170, upper=True,
            band_kind="checks"),
        x=290, shoulders=(20, 34), inset=(60, 56), turn=0.3),
    (13, "d"): Bust(  # César: in profile, his hands hidden in his mantle
        _face(1.0, "man", hair="curled", hair_colour=RAVEN, beard="short", beard_colour=RAVEN_BEARD, nose="hooked",
              brow="heavy", mouth="stern"),
        Hat("crown", YELLOW, GREEN, "spike", RED),
        Robe(GREEN, "fleurs", YELLOW, YELLOW, "crosses", RED, RED, "checks", "ermine", mantle=RED, mantle_side=0,
             mantle_pattern="dots", mantle_motif=YELLOW, lining=WHITE),
        HIDDEN, HIDDEN, x=280, arms=False, shoulders=(78, 68), inset=(68, 30), turn=0.6),  # a cloak flaring (WAIST)
    (13, "b"): Bust(  # Alexandre: the sceptre, the lion on a shield beside it
        _face(-0.75, "old", hair="curled", hair_colour=YELLOW, beard="forked", jaw="long", nose="broad",
              brow="knit", mouth="stern"),
        Hat("crown", YELLOW, RED, "pearl", GREEN),
        Robe(GREEN, "stars", YELLOW, YELLOW, "lozenges", RED, RED, "dots", "ermine", yoke=RED, yoke_kind="checks",
             yoke_motif=YELLOW),  # no sash: under the shield it lay along the diagonal, doubling it
        Arm((150, 470), (222, 404), RED, YELLOW, "fist", holds="sceptre", angle=1, size=280,
            options={"top": "ball"}),  # the forearm out of the robe: no sleeve boxing the sloping shoulder
        HIDDEN,
        front=(("shield", 396, 350, 0, 96, {"field": RED, "charge": "lion"}),),  # on the robe, below the shoulder
        x=310, shoulders=(100, 100), inset=(24, 24), turn=-0.3),  # broad, the shoulders sloping from the neck
    # -- queens: small crowns over veils, no beards --
    (12, "s"): Bust(  # Pallas: in profile, a rose held up, a dolphin on her shoulder
        _face(-1.0, "youth", True, hair="long", hair_colour=RAVEN, nose="straight", lids="down"),
        Hat("veiled", YELLOW, GREEN, "fleur", RED, fall="side"),
        Robe(RED, "lozenges", YELLOW, GREEN, "dots", YELLOW, YELLOW, "checks", "square", yoke=YELLOW,
             yoke_kind="pearls", yoke_motif=RED, sides=BLACK, bulge=70),  # her robe flaring on her left
        HIDDEN,
        Arm((490, 320), (444, 300), YELLOW, GREEN, "fist", holds="flower", angle=-14, size=124,
            options={"bloom": RED}, upper=True),
        front=(("dolphin", 192, 240, 8, 132, {"colour": YELLOW, "fins": RED}),),
        x=320, shoulders=(30, 60), inset=(24, 60), turn=-0.5),
    (12, "c"): Bust(  # Judith: a flower held to her breast
        _face(-0.75, "youth", True, hair="long", hair_colour=YELLOW, mouth="smile", brow="high", look=-0.2),
        Hat("veiled", YELLOW, RED, "pearl", GREEN, fall="short"),
        Robe(GREEN, "flowers", YELLOW, RED, "crosses", YELLOW, YELLOW, "lozenges", "square", yoke=YELLOW,
             yoke_kind="checks", yoke_motif=RED, sides=GREEN, arcs=RED,
             arcs_kind="dots", arcs_motif=YELLOW, bulge=40, mantle=RED, mantle_side=1, lining=YELLOW,
             mantle_pattern="dots", mantle_motif=YELLOW),  # a mantle over her left shoulder, as Q♦'s over her right
        Arm((150, 470), (236, 384), RED, YELLOW, "fist", holds="flower", angle=12, size=130,
            options={"bloom": YELLOW, "kind": "daisy"}, upper=True),
        HIDDEN,
        x=292, shoulders=(24, 120), inset=(64, 30), turn=-0.2),
    (12, "d"): Bust(  # Rachel: a tulip held up
        _face(-0.75, "youth", True, hair="page", hair_colour=BROWN, jaw="oval", nose="snub", look=0.2),
        Hat("veiled", YELLOW, KEY, "trefoil", RED, fall="long"),
        Robe(RED, "lozenges", YELLOW, YELLOW, "dots", RED, RED, "fret", "square", mantle=GREEN, mantle_side=-1,
             lining=YELLOW, mantle_hem="point", mantle_pattern="stars", mantle_motif=YELLOW),
        HIDDEN,
        Arm((496, 300), (454, 216), GREEN, YELLOW, "fist", holds="flower", angle=-8, size=124,
            options={"bloom": RED, "kind": "tulip"}, upper=True),
        x=310, shoulders=(120, 26), inset=(30, 30), turn=-0.2),
    (12, "b"): Bust(  # Argine: no flower but a fan, under a red veil
        _face(0.75, "man", True, hair="bob", hair_colour="#e0dcd2", brow="arched", mouth="bow", look=0.2),
        Hat("veiled", YELLOW, RED, "spike", GREEN, fall="short"),
        Robe(GREEN, "trefoils", YELLOW, YELLOW, "dots", RED, RED, "dots", "square", sides=YELLOW,
             arcs=RED, arcs_kind="lozenges", arcs_motif=YELLOW, arcs_width=40, bulge=40),
        HIDDEN,
        Arm((470, 340), (412, 306), RED, YELLOW, "fist", holds="fan", angle=8, size=92,
            options={"colour": YELLOW}, upper=True),
        x=300, shoulders=(44, 90), inset=(66, 66), turn=0.25),  # slim, her patterned side robes showing
    # -- jacks: caps and toques --
    (11, "s"): Bust(  # Ogier: a feather in his cap, turned to his right, the halberd in his left hand
        _face(-0.75, "man", hair="curled", hair_colour=BLACK, beard="moustache", beard_colour=BLACK, nose="long",
              brow="straight", tache="thin", look=-0.4),
        Hat("cap", GREEN, RED, feather=RED),
        Robe(RED, "dots", YELLOW, GREEN, "crosses", YELLOW, YELLOW, "checks", "v", mantle=GREEN, mantle_side=-1,
             lining=YELLOW, mantle_pattern="flowers", mantle_motif=YELLOW, arcs=YELLOW, arcs_kind="zigzag",
             arcs_motif=RED),
        Arm((130, 470), (146, 424), GREEN, YELLOW, "fist", holds="halberd", angle=0, size=210, behind=True,
            upper=True),
        HIDDEN,
        x=318, shoulders=(40, 24), inset=(70, 64), turn=-0.3),
    (11, "c"): Bust(  # La Hire: a lance with its pennant, his hand on his breast
        _face(0.75, "man", hair="bob", hair_colour=BROWN, beard="moustache", jaw="square", nose="broad",
              brow="knit", tache="droop", look=0.2),
        Hat("toque", RED, GREEN),
        Robe(GREEN, "crosses", YELLOW, RED, "dots", YELLOW, YELLOW, "lozenges", "v", sides=YELLOW, bulge=40),
        Arm((146, 480), (180, 420), RED, YELLOW, "fist", holds="spear", angle=2, size=310, behind=True,
            options={"pennant": YELLOW}, upper=True),
        Arm((470, 420), (330, 410), RED, YELLOW, "open", turn=80, upper=True,  # across his breast, fingers in,
            options={"thumb": "up"}),  # the thumb on top, not hanging under them
        x=316, shoulders=(38, 38), inset=(72, 60), turn=0.3),
    (11, "d"): Bust(  # Hector: in profile, his axe
        _face(1.0, "youth", hair="page", hair_colour=BROWN, nose="snub", lids="heavy"),
        Hat("toque", YELLOW, RED),
        Robe(YELLOW, "dots", RED, RED, "lozenges", YELLOW, GREEN, "checks", "band", mantle=GREEN, mantle_side=-1,
             lining=RED, mantle_pattern="crosses", mantle_motif=YELLOW),
        HIDDEN,
        Arm((470, 380), (456, 370), RED, GREEN, "fist", holds="axe", angle=0, size=280, behind=True,
            options={"facing": -1, "blade": 0.7}, upper=True),
        x=290, shoulders=(30, 20), inset=(56, 56), turn=0.5),
    (11, "b"): Bust(  # Lancelot: the halberd, and the pointed shield with Spain's arms on a ribbon
        _face(-0.75, "youth", hair="page", hair_colour=YELLOW, jaw="round", brow="arched", look=-0.2),
        Hat("toque", RED, GREEN),
        # a calm robe and a column of jewels on his panel: his two shields are the busy part of him
        Robe(GREEN, "lozenges", YELLOW, YELLOW, "dots", RED, RED, "dots", "ruff", sides=RED, bulge=30, panel_scale=1.7),
        Arm((140, 420), (206, 298), YELLOW, RED, "fist", upper=True),  # the shield's ribbon held up at the breast
        Arm((470, 380), (456, 370), YELLOW, RED, "fist", holds="halberd", angle=0, size=300, behind=True,
            upper=True),
        front=(("shield", 210, 326, 0, 150, {"field": RED, "charge": "quarters"}),),  # whole, clear of the line
        x=316, shoulders=(24, 24), inset=(26, 26), turn=-0.15),
}
FIELDS = 0.6  # the body's own brocade: small and dense, so the narrow strips of cloth between panel and sleeves show it
MOTIFS = 0.7  # the mantles' and sleeves' motifs: dense enough that a narrow mantle shows a field of them
SLIM = 20  # the shoulders at least this far in from the frame's sides (each court's own inset sets its breadth)
# half the courts' robes taper to the diagonal (both sides that far in from the frame where they meet it), so
# the two halves make a tall figure narrowing at the waist, not a box
WAIST = {(13, "s"): 96, (13, "c"): 90, (12, "s"): 100, (12, "c"): 96, (11, "s"): 110, (12, "d"): 110,
        (12, "b"): 104,
        (13, "d"): 20}  # César's the other way: from narrow shoulders his cloak flares out to the line, more behind him
# every motif key-lined (bold), flat yellow on green or red: a brocade, not a shimmer, at 90 px
COURTS = {key: replace(figure, scale=SCALE, robe=replace(figure.robe, panel_width=PANEL, motif_scale=MOTIFS,
                                                        bold=True, field_scale=FIELDS),
                       inset=(max(figure.inset[0], SLIM), max(figure.inset[1], SLIM)), waist=WAIST.get(key, -1))
          for key, figure in COURTS.items()}  # the pattern's heads, and its front panels falling straight

# each court's cloth: kings' motifs broad, jacks' fine; a broad mantle's broader than the robe under it, a mantle
# showing only a strip beside its lining finer
CUTS = {
    (13, "s"): Cut(1.05), (13, "c"): Cut(1.25, 1.3, dense=0.7), (13, "d"): Cut(1.55, 0.75, dense=0.55),
    (13, "b"): Cut(1.5, dense=0.58),
    (12, "s"): Cut(0.95), (12, "c"): Cut(0.95), (12, "d"): Cut(0.9, 0.85),
    (12, "b"): Cut(1.6, robe_folds=0, dense=0.55),
    (11, "s"): Cut(0.85, 1.1), (11, "c"): Cut(0.9), (11, "d"): Cut(0.85, 1.05),
    (11, "b"): Cut(1.3, damask="#6cbd80", dense=0.8),
}


def court(svg: Svg, rank: int, suit: str) -> None:
    """J (11), Q (12), K (13): the figure in its frame, the pip at its side, the plain line between the halves
    running up to the right; only the top half is drawn (the renderer lays it again turned round)."""
    svg.mirror = SLANT
    svg.plaque = True  # the frame comes close to the corner: the game's small index sits on its own paper
    bust.frame(svg, FRAME, KEY, 4, 10, "#fffdf6")
    figure = COURTS[rank, suit]
    tailor.draw(svg, figure, FRAME, (SLANT, 0.0), CUTS.get((rank, suit), Cut()))
    if (rank, suit) == (11, "b"):  # the ribbon from his hand to the shield
        svg.path("M204 304 C184 312 180 322 186 330 M208 304 C228 312 236 322 232 330", None, RED, 5)
    px, py, size = PIP_AT  # a sprite, left out where a small card's index stands over it (the index repeats it)
    svg.sprite("pip" + suit, px, py, size, 0, yields=True)
    svg.sprite("pip" + suit, 600 - px, 1000 - py, size, 180, yields=True)
    x0, _, x1, _ = FRAME
    y0, y1 = 500 + (x0 - 300) * SLANT, 500 + (x1 - 300) * SLANT
    svg.path(f"M{x0} {f(y0)} L{x1} {f(y1)}", None, KEY, 6)
    bust.frame(svg, FRAME, KEY, 4, 10)

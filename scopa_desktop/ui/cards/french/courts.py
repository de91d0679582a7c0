"""The French deck's twelve courts, the international pattern's figures as our own drawings (docs/DECKS.md):
each its own pose, costume and colours, holding what the pattern gives it, in dense flat ornament.

Hallmarks kept: the king of hearts' sword raised behind his head and his bare upper lip; the king of diamonds
in profile with an axe behind him and an open hand; the king of clubs' orb; the king of spades' upright sword;
the queens with flowers, the queen of spades alone with a sceptre; the one-eyed jacks of hearts (a leaf) and
of spades (a lance) in profile; the jack of diamonds' halberd; the jack of clubs' arrow and feathered cap.
"""

from __future__ import annotations

from ..french_family import bust, ornament
from ..french_family.bust import Arm, Bust, Robe
from ..french_family.hats import Hat
from ..french_family.heads import Face
from ..french_family.ink import BLACK, BLUE, BROWN, GREEN, KEY, PALE_SKIN, RED, SKY, WHITE, YELLOW
from ..svg import Svg

FRAME = (104, 40, 496, 960)
PIP_AT = (166, 120, 116)  # the suit's pip inside the frame, beside the head: x, y, size
GREY_HAIR = "#e8e4da"
DARK_BEARD = "#2a1e18"  # K♠'s beard: near-black brown with strands a shade lighter (grey ones read as cloth)
HEAD = 1.3  # the heads' scale (the family's 1.62 made them a quarter of the frame; print's are smaller)
# courts whose halves meet on a diagonal, as printed: the line falling to the right (its slope), and the seam
# laid along it (its colour, weave, motif ink: each court's own, from its own cloth), so the robe's edge is the
# division; the bands down the sleeves (`arcs_shift`) and the front panels' feet (`panel_width`'s third) stand
# off the middle, so each half's end at the seam rather than one running through it
# (K♣ stayed level while the seam was a broad gold rod: it ran between his orbs, across Q♣'s hands, and read as
# a belt across Q♦'s gown)
DIAGONAL = {(13, "d"): (0.3, BLACK, "dots", YELLOW), (12, "s"): (0.3, YELLOW, "", RED),
            (11, "s"): (-0.3, RED, "dots", YELLOW), (13, "c"): (-0.3, BLUE, "dots", YELLOW),
            (13, "s"): (0.3, YELLOW, "checks", KEY), (12, "c"): (-0.3, RED, "dots", YELLOW),
            (11, "b"): (0.3, BLACK, "dots", YELLOW),
            # a shallower slope where a level hem stood: clear of K♣'s orb and the queens' and J♦'s hands
            (13, "b"): (-0.2, YELLOW, "dots", RED), (12, "b"): (-0.2, BLUE, "dots", YELLOW),
            (12, "d"): (-0.2, RED, "dots", YELLOW), (11, "d"): (0.2, BLUE, "dots", WHITE)}
# a thin seam, as print's cut is a thin line (a gold lozenged hem 22 wide, the same on seven courts, read as
# one rod laid across them all)
BAND_W = 12
HIDDEN = Arm((300, 700), (300, 700), RED, hand_kind="hidden")  # one arm per half holds the attribute, as printed


def _face(*args, **options) -> Face:
    """A face as the international pattern prints it: its flesh nearly the paper's colour, the features in line."""
    return Face(*args, skin=PALE_SKIN, shaped=True, engraved=True, **options)

# broad shoulders (J♥, J♠, Q♠, J♣ on his right; Q♣ to the frame, no longer set in): meeting the frame level with
# the neck or above it, as print's figures fill their frames edge to edge (lower, they left cream round the
# shoulders and, turned, the hips). Not wider where two courts of a rank would share an outline (the test's
# 0.8): Q♦'s left 90 with her head 10 to the right (against Q♥), Q♣'s left 60 (against Q♠), J♣'s left 30
# (against J♥)
COURTS: dict[tuple[int, str], Bust] = {
    # -- kings: great crowns, beards but the king of hearts' bare lip --
    (13, "c"): Bust(  # the sword raised behind his head, his other hand out of sight
        # a king in his prime, his eyes open under level brows (heavy lids, an old man's lines and a long nose
        # made him look unwell)
        _face(-0.5, "man", hair="curled", hair_colour=YELLOW, beard="chin", jaw="long", nose="straight",
             brow="straight", look=-0.2),
        Hat("crown", YELLOW, RED, "trefoil", BLUE),
        Robe(RED, "fleurs", YELLOW, YELLOW, "crosses", RED, BLUE, "lozenges", "ermine", stoles=True, field_scale=1.7,
             strew="dots", strew_motif=YELLOW,
             panel_scale=2.4, bold=True, panel_band="fret",
             sides=BLUE, arcs=YELLOW, arcs_kind="lozenges",
             arcs_motif=RED, bulge=20, panel_width=(70, 110, 20), arcs_shift=-22),
        HIDDEN,
        Arm((486, 316), (452, 178), YELLOW, BLUE, "fist", holds="sword", angle=-98, size=320, behind=True,
            slashes=BLUE, band_kind="lozenges", upper=True, strew=BLUE),
        scale=HEAD, x=316, shoulders=(30, 16), turn=-0.2),
    (13, "d"): Bust(  # in profile, the axe behind his shoulder, his open hand raised before him
        _face(-1.0, "man", hair="curled", hair_colour=BROWN, beard="full", nose="hooked", brow="heavy",
             mouth="stern", look=0.4),
        Hat("crown", YELLOW, BLUE, "fleur", RED),
        Robe(RED, "flowers", YELLOW, YELLOW, "lozenges", RED, BLUE, "dots", "band", motif_scale=1.5, bold=True,
             panel_band="checks", panel_width=(70, 120, 24),
             strew="crosses", strew_motif=YELLOW,
             mantle=BLUE, mantle_side=-1, mantle_pattern="stars", mantle_motif=YELLOW,
             sides=BLACK, arcs=BLUE, arcs_kind="dots",
             arcs_motif=YELLOW, bulge=20, arcs_shift=22),
        # as printed: the open hand raised at his shoulder, clear of the middle; the axe behind him, its hand
        # out of sight (a fist on the haft beside the raised hand read as four fists round the middle)
        Arm((140, 436), (188, 312), YELLOW, BLUE, "raised", turn=-10, band_kind="checks", upper=True,
            strew=BLUE),
        Arm((476, 470), (456, 424), YELLOW, BLUE, "hidden", holds="axe", angle=2, size=334, behind=True,
            options={"facing": -1, "blade": 0.7}),
        scale=HEAD, x=318, shoulders=(90, 20), turn=-0.5),
    (13, "b"): Bust(  # the orb on his palm, his other hand out of sight
        _face(-0.4, "old", hair="curled", hair_colour=GREY_HAIR, beard="forked", nose="broad", brow="knit",
             mouth="stern", tache="droop"),
        Hat("crown", YELLOW, BLUE, "pearl", RED),
        Robe(BLUE, "flowers", YELLOW, KEY, "crosses", WHITE, YELLOW, "checks", "fur", motif_scale=1.5, bold=True,
             strew="dots", strew_motif=WHITE,
             mantle=RED, mantle_side=1, lining=YELLOW, lining_kind="fret", lining_motif=RED,
             mantle_pattern="dots", mantle_motif=YELLOW, panel_width=(80, 150, -20)),
        Arm((150, 470), (206, 430), RED, YELLOW, "palm", holds="orb", size=84, band_kind="lozenges", upper=True,
            strew=YELLOW),
        HIDDEN,
        scale=HEAD, x=320, shoulders=(80, 20), turn=-0.1),
    (13, "s"): Bust(  # the sword upright at his side, a hand on his breast
        _face(0.45, "man", hair="curled", hair_colour=DARK_BEARD, beard="full", beard_colour=DARK_BEARD, jaw="square",
             brow="straight", look=0.3),
        Hat("crown", YELLOW, RED, "spike", BLUE),
        Robe(RED, "fleurs", YELLOW, YELLOW, "dots", RED, KEY, "checks", "ermine", sides=BLACK, arcs=YELLOW,
             field_scale=1.7,
             strew="crosses", strew_motif=YELLOW,
             arcs_kind="fret", arcs_motif=RED, bulge=30, panel_width=(80, 130, 26), arcs_shift=22,
             panel_scale=2.4, panel_inner=RED, bold=True, panel_band="chevron_run"),
        HIDDEN,
        Arm((476, 470), (448, 430), BLUE, YELLOW, "fist", holds="sword", angle=0, size=380, upper=True, strew=YELLOW),
        scale=HEAD, x=306, shoulders=(24, 24), turn=0.15),
    # -- queens: small crowns, flowers, the queen of spades' sceptre --
    (12, "c"): Bust(  # a rose lifted by her shoulder, her other hand at her breast
        _face(0.45, "youth", True, hair="waved", hair_colour=YELLOW, lids="heavy", brow="high", look=-0.3),
        Hat("coronet", YELLOW, RED, "pearl", RED),
        Robe(BLUE, "chequer", SKY, RED, "flowers", YELLOW, YELLOW, "lozenges", "square", panel_scale=2.4, bold=True,
             field_scale=0.7,
             motif_scale=1.5, sides=BLACK, sides_pattern="checks", sides_motif=YELLOW, arcs=RED,
             arcs_kind="fret", arcs_motif=YELLOW, bulge=0, panel_width=(54, 120, -26),
             arcs_shift=-22),
        HIDDEN,
        Arm((486, 360), (448, 282), YELLOW, RED, "fist", holds="flower", angle=-10, size=136,
            options={"bloom": RED}, slashes=RED, upper=True, strew=RED),
        scale=HEAD, x=316, shoulders=(40, 100), turn=0.2),
    (12, "d"): Bust(  # a tulip held up under her veil, her gown edged in a fret
        _face(-0.5, "youth", True, hair="long", hair_colour=BROWN, brow="high", mouth="smile", look=0.4),
        Hat("veiled", YELLOW, BLUE, "fleur", RED, fall="side"),
        Robe(BLACK, "lozenges", YELLOW, RED, "flowers", YELLOW, YELLOW, "bars", "square",
             strew="dots", strew_motif=RED,
             panel_scale=2.4, panel_inner=RED, bold=True, yoke=RED, yoke_kind="checks",
             yoke_motif=YELLOW, yoke_span=86, drape=True,
             arcs=YELLOW, arcs_kind="fret", arcs_motif=BLACK, bulge=30, arcs_width=44, panel_width=(54, 120, -20),
             arcs_shift=-22),
        Arm((132, 470), (180, 410), BLUE, YELLOW, "fist", holds="flower", angle=-10, size=156,
            options={"bloom": RED, "kind": "tulip"}, band_kind="lozenges", upper=True, strew=YELLOW),
        HIDDEN,
        scale=HEAD, x=340, shoulders=(90, 14), turn=-0.3),
    (12, "b"): Bust(  # a daisy held before her, a blue veil under her crown
        _face(-0.45, "youth", True, hair="waved", hair_colour="#9a3c1c", jaw="oval", nose="snub", look=-0.4),
        Hat("veiled", YELLOW, BLUE, "trefoil", RED, fall="short"),
        Robe(RED, "", YELLOW, BLUE, "flowers", YELLOW, YELLOW, "checks", "ruff",
             strew="stars", strew_motif=YELLOW,
             panel_scale=2.4, bold=True, yoke=BLUE, yoke_kind="dots",
             yoke_motif=YELLOW, yoke_span=90, sides=BLUE, sides_pattern="checks", sides_motif=YELLOW, arcs=YELLOW,
             arcs_kind="chevron_run", arcs_motif=RED, bulge=40, arcs_width=44, panel_width=(54, 120, -20),
             arcs_shift=-20),
        Arm((150, 460), (248, 410), YELLOW, BLUE, "fist", holds="flower", angle=-22, size=124,
            options={"bloom": WHITE, "kind": "daisy"}, slashes=BLUE, upper=True, strew=BLUE),
        HIDDEN,
        scale=HEAD, x=300, shoulders=(60, 20), turn=-0.2),
    (12, "s"): Bust(  # the only queen with a sceptre, a black mantle over one shoulder
        _face(0.45, "youth", True, hair="bob", hair_colour=BLACK, brow="high", mouth="bow",
             look=0.4),
        Hat("coronet", YELLOW, RED, "spike", RED),
        Robe(RED, "flowers", YELLOW, YELLOW, "lozenges", BLACK, BLUE, "dots", "square", motif_scale=1.5,
             strew="dots", strew_motif=YELLOW, panel_edge=YELLOW,
             panel_scale=2.4, panel_inner=RED, bold=True, mantle=BLACK, mantle_side=-1, lining=YELLOW,
             mantle_hem="frame", yoke=BLACK, yoke_kind="chevron_run", yoke_motif=YELLOW, panel_width=(60, 110, 30)),
        HIDDEN,
        Arm((476, 470), (452, 426), RED, YELLOW, "fist", holds="sceptre", angle=-2, size=320, upper=True, strew=YELLOW,
            options={"top": "lozenge"}),
        scale=HEAD, x=300, shoulders=(0, -10), turn=0.15),
    # -- jacks: caps and toques, the one-eyed jacks in profile --
    (11, "c"): Bust(  # in profile (one-eyed), a leaf held up before him, a moustache
        _face(-1.0, "youth", hair="page", hair_colour=YELLOW, beard="moustache", beard_colour=BROWN, tache="thin",
             nose="straight", look=0.3),
        Hat("toque", RED, YELLOW),
        Robe(YELLOW, "", RED, BLUE, "dots", YELLOW, RED, "lozenges", "band",
             strew="crosses", strew_motif=KEY,
             panel_scale=2.4, panel_inner=RED, bold=True,
             sash=RED, sash_kind="checks", sash_motif=YELLOW, sash_side=1, sides=BLACK, arcs=RED,
             arcs_kind="lozenges", arcs_motif=YELLOW, arcs_edge=BLUE),
        Arm((140, 470), (204, 430), RED, YELLOW, "fist", holds="leaf", angle=-2, size=200,
            options={"colour": GREEN}, slashes=YELLOW, upper=True, strew=YELLOW),
        HIDDEN,
        scale=HEAD, x=330, shoulders=(-22, -22), turn=-0.5),
    (11, "s"): Bust(  # in profile (one-eyed) the other way, a lance at his shoulder; cut on the slant, a black
        # mantle beside a blue body and a gold yoke (as print: not Q♦'s black gown, red strip and red yoke)
        _face(1.0, "youth", hair="page", hair_colour=YELLOW, nose="long", lids="heavy"),
        Hat("cap", KEY, RED, feather=WHITE),
        # no fine strew under the body's motifs (the busiest card of the twelve: one layer fewer)
        Robe(BLUE, "dots", YELLOW, RED, "crosses", YELLOW, YELLOW, "checks", "ruff", panel_scale=2.4, bold=True,
             motif_scale=1.5, yoke=YELLOW,
             yoke_kind="checks", yoke_motif=RED, yoke_span=86, panel_width=(54, 120, -30),
             mantle=BLACK, mantle_side=-1, lining=YELLOW, mantle_border=YELLOW, mantle_pattern="flowers",
             mantle_motif=YELLOW, lining_kind="fret", lining_motif=RED,
             sides=YELLOW, sides_pattern="checks", sides_motif=BLUE, arcs=RED, arcs_kind="chevron_run",
             arcs_motif=YELLOW, arcs_width=44, arcs_top=8, arcs_shift=-22, arcs_edge=YELLOW),
        HIDDEN,
        Arm((476, 460), (440, 410), YELLOW, RED, "fist", holds="spear", angle=-3, size=300, upper=True, strew=RED,
            options={"pennant": RED}),
        scale=HEAD, x=300, shoulders=(-16, -22), turn=0.5),
    (11, "d"): Bust(  # the halberd at his side; both shoulders rounded and near level (a left one dropped 110 with
        # square corners made his body a box)
        _face(-0.5, "youth", hair="page", hair_colour=BROWN, jaw="round", nose="snub", mouth="smile", look=-0.3),
        Hat("toque", BLUE, RED),
        Robe(RED, "", YELLOW, BLACK, "lozenges", YELLOW, YELLOW, "dots", "v",
             strew="dots", strew_motif=YELLOW,
             sides=BLUE, arcs=WHITE,
             arcs_kind="fret", arcs_motif=BLUE, bulge=40, arcs_width=36, arcs_straight=42, arcs_tilt=2.5,
             panel_width=(54, 120, 30), arcs_shift=22, drape=True),
        HIDDEN,
        # the halberd in front of him, its shaft seen above and below the fist (behind him, the fist seemed to
        # grip a little box)
        Arm((424, 476), (410, 436), BLUE, YELLOW, "fist", holds="halberd", angle=0, size=380, slashes=RED),
        scale=HEAD, x=320, shoulders=(56, 30), turn=-0.25),
    (11, "b"): Bust(  # the arrow, a feather in his cap
        _face(0.5, "man", hair="bob", hair_colour=YELLOW, beard="moustache", jaw="square", brow="straight",
             tache="droop"),
        Hat("cap", RED, YELLOW, feather=YELLOW),
        Robe(YELLOW, "crosses", RED, RED, "flowers", YELLOW, BLUE, "fret", "v", motif_scale=1.5, panel_edge=RED,
             strew="crosses", strew_motif=KEY,
             panel_scale=2.4, bold=True, mantle=BLACK, mantle_side=1, lining=YELLOW, panel_width=(54, 120, 26),
             mantle_border=YELLOW, mantle_pattern="crosses", mantle_motif=YELLOW),  # bordered and strewn, as J♠'s
        Arm((140, 466), (200, 420), BLUE, RED, "fist", holds="arrow", angle=-3, size=220, upper=True, strew=RED),
        HIDDEN,
        scale=HEAD, x=320, shoulders=(30, -16), turn=0.3),
}


def court(svg: Svg, rank: int, suit: str) -> None:
    """J (11), Q (12), K (13): the half-length figure in its frame, the pip beside it. Only the top half is
    drawn (the renderer lays it again turned round, on a straight line)."""
    slope, colour, kind, motif = DIAGONAL.get((rank, suit), (0.0, "", "", KEY))
    svg.mirror = slope
    svg.plaque = True  # every court's index on its plaque: jacks and queens boxed as the kings' (the K outgrew it)
    bust.frame(svg, FRAME, KEY, 4, 14, "#fffdf6")
    bust.draw(svg, COURTS[rank, suit], FRAME, (slope, 0.0))
    if colour:  # one band from side to side, a motif on the card's middle so the turned half's meet it (two
        # halves drawn out from the middle left their ends' key lines as a tick across the hem there)
        # from side to side of the garment, not out over bare card beside a slim body (its inset)
        inset = min(COURTS[rank, suit].inset)
        x0, x1 = FRAME[0] + 2 + inset, FRAME[2] - 2 - inset
        half = (300 - x0) * (1 + slope * slope) ** 0.5
        ornament.band(svg, [(x, 500 + (x - 300) * slope) for x in (x0, x1)], BAND_W, colour, kind, motif,
                      step=BAND_W / 2, phase=half % (BAND_W / 2), clamp=(x0, x1))
    px, py, size = PIP_AT  # a sprite, left out where a small card's index stands over it (the index repeats it)
    svg.sprite("pip" + suit, px, py, size, 0, yields=True)
    svg.sprite("pip" + suit, 600 - px, 1000 - py, size, 180, yields=True)
    bust.frame(svg, FRAME, KEY, 4, 14)

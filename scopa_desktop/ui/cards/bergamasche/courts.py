"""The Bergamasche's twelve double-ended courts (docs/DECKS.md), split on a line rising to the right: young,
beardless figures (print powders every head grey and waved to the jaw; ours give each court his own head of
hair and face, grey on four of them), kings too, in tunics woven all over (red grounds
stitched in dark red, frets, little arches) with broad borders of gold zig-zags, in red, blue, gold, green and
black. As in print each has his own cut and stance, no two of a rank one pose: the knave of coins leaning to
his left in a short tunic flaring over his hips, the coin raised high on his palm, his free fist on his hip;
the knave of cups a straight column of fretted red leaning back, the vase held at his shoulder, the free arm
hanging loose; the knave of swords with a fist on his hip, his sword upright at his side and a second at his
belt; the knave of batons square in gold-capped shoulders, the mace laid across his breast from the hip, his
free hand raised open. The kings: of coins tall and narrow under crossed bands, leaning, the coin raised and
the free hand laid on his breast; of cups in a cope, turned to his vase held low at his hip, the free hand
raised open; of swords a ball of a figure, the sword upright at his breast, the free fist on his hip; of
batons broad, his head inclined away from the mace he holds across him, the free hand on his belt. Every held
sign stays clear of the 90 px corner index's plaque.

Cavalli: riders on chestnut horses with red manes, under red caparisons woven all over, their heads turned left or
right. Re: open crowns of points and pearls, no beards.
"""

from __future__ import annotations

from dataclasses import replace

from ..north_kit.court import Court
from ..north_kit.faces import Face
from ..north_kit.garb import Body, Garb
from ..north_kit.limbs import Arm, Sleeve
from ..north_kit.mount import Mount
from .signs import BLACK, BLUE, GOLD, GREEN, RED, WHITE

GREY, SILVER, ASH, PEWTER = "#cfcfd6", "#dcdce2", "#bfbcc4", "#b4b0aa"
PALE = "#f6eddf"  # a warm white, not the faces' flesh
# print's horses are light chestnuts and sorrels under their red manes, not white: each its own shade
SORREL, CHESTNUT_COAT, RED_CHESTNUT, LIGHT_BAY = "#e0a676", "#c27a46", "#b0552c", "#d59160"
# each court his own head of hair (print powders them all grey; ours keep grey for some and give the rest their
# own colour, so that no two of the twelve share a face)
FLAX, CHESTNUT, DARK_HAIR, AUBURN, GOLDEN, SNOW, HAZEL = (
    "#e2cf96", "#8a5428", "#3e2a1a", "#a4512a", "#cf9f46", "#f3f1ea", "#7d6a55")
BLUE_EYES, GREEN_EYES = "#3a6a9a", "#4f6a34"
DRED, DBLUE, DGREEN = "#6e0f16", "#0f2660", "#0c2e18"
DENSE = 14  # print weaves every field all over: the motifs closer than the kit's (20)


def _sleeve(colour: str, cut: str = "plain", second: str = GOLD, cuff: str = GOLD, width: float = 1.0,
            pattern: str = "") -> Sleeve:
    dark = {RED: DRED, BLUE: DBLUE, GREEN: DGREEN}.get(colour, BLACK)
    # a deep gold cuff woven with black zig-zags, as printed
    return Sleeve(colour, cut, second, cuff, "zigzag", width=width, weave=(pattern, dark) if pattern else None,
                  cuff_width=34)


DRAPE = 50  # print's red caparison covers the horse's body and breast below the rider's waist


def _garb(colour: str, **kw) -> Garb:
    return Garb(colour, weave_step=DENSE, **kw)  # every field woven close, as printed


def _horse(facing: int, pose: str, cloth: str = RED, weave: str = "arches", shift: float = 0,
           size: float = 1.1, over: bool = False, coat: str = PALE) -> Mount:
    # a great red mane flowing down the neck beside the rider, one of the card's largest red masses, as printed
    return Mount(coat, RED, RED, (cloth, GOLD), None, False, facing, False, RED, BLACK, "zigzag", pose, weave,
                 shift, size, over, mane_size=3.0, drape=DRAPE)


COURTS: dict[tuple[int, str], Court] = {
    # -- the knaves: bareheaded pages ----------------------------------------------------------------------
    (8, "d"): Court(  # a short blue tunic flaring over his hips, the coin raised on his palm beside his head
        Face(0.55, "young", "curls", FLAX, nose="snub", mouth="smile", eyes=BLUE_EYES, jaw=0.96), (330, 150, 1.0),
        Body((326, 250), 136, 400, 92, 20, 0.3, hem=124, slope=12),
        _garb(BLUE, belt=GOLD, bands="v", band_colour=GOLD, motif="zigzag", trim=GOLD, weave=("dash", DBLUE),
             rows=()),
        Arm((190, 322), (226, 246), _sleeve(RED, pattern="dash"), "palm", 170, "coin", -6, 0.88),
        Arm((486, 352), (424, 418), _sleeve(RED, pattern="dash"), "hip", 40),
        collar="band", collar_colour=WHITE),
    (8, "c"): Court(  # a straight column of fretted red, the vase held up at his shoulder
        Face(-0.5, "young", "waves", SILVER, jaw=0.98, length=1.06, lids=0.2, nose="long", brow="straight"),
        (296, 150, 0.98),
        Body((294, 250), 124, 470, 88, -22, -0.2, hem=94, slope=18),
        _garb(RED, belt=None, yoke=GOLD, motif="zigzag", band_colour=GOLD, trim=GOLD, weave=("fret", DRED),
             rows=(418,)),
        Arm((194, 404), (252, 336), _sleeve(BLUE, width=0.94), "grip", 80, "cup", 0, 0.98),
        Arm((424, 372), (436, 436), _sleeve(BLUE, width=0.94), "flat", -10),
        collar="band"),
    (8, "s"): Court(  # a fist on his hip, his sword upright at his side, a second sword at his belt
        Face(0.45, "young", "bob", CHESTNUT, nose="straight", brow="straight", mouth="thin"), (300, 150, 1.0),
        Body((300, 252), 146, 420, 94, 0, 0.1, hem=124),
        _garb(RED, skirt=BLUE, belt=GOLD, yoke=GOLD, bands="sash", band_colour=GOLD, motif="zigzag", trim=GOLD,
             weave=("braid", DRED), skirt_weave=("dash", DBLUE), rows=(476,)),
        Arm((150, 380), (200, 430), _sleeve(BLUE), "grip", 90, "sword", 12, 0.98),
        Arm((500, 360), (430, 440), _sleeve(BLUE), "hip", 40, "hilt", 172, 0.8),
        collar="high", collar_colour=WHITE),
    (8, "b"): Court(  # in gold-capped shoulders, the mace held up aslant on the left (as print holds every sign)
        Face(-0.55, "young", "short", HAZEL, jaw=1.08, mouth="full", eyes=GREEN_EYES), (300, 150, 1.0),
        Body((300, 254), 134, 420, 82, -4, -0.3, hem=126, slope=-4),
        _garb(RED, skirt=BLUE, belt=GOLD, band_colour=GOLD, motif="zigzag", trim=GOLD, weave=("dots", DRED),
             skirt_weave=("dash", DBLUE), rows=(340,), wings=GOLD),
        Arm((232, 432), (326, 404), _sleeve(BLUE, "puffed", width=0.86), "grip", 100, "mace", -21, 0.86),
        Arm((456, 380), (446, 296), _sleeve(BLUE, "puffed", width=0.86), "palm", 178),
        collar="band"),
    # -- the cavaliers on pale horses under woven caparisons ---------------------------------------------------
    (9, "d"): Court(  # the coin held high, his horse's head held high beside him
        Face(0.35, "man", "short", DARK_HAIR, nose="aquiline", brow="knit", mouth="thin", jaw=1.04), (289, 150, 0.96),
        Body((275, 246), 112, 392, 86, -16, 0.2),
        _garb(BLUE, panel=RED, belt=GOLD, bands="v", band_colour=GOLD, motif="zigzag", trim=GOLD,
             weave=("dash", DBLUE)),
        Arm((191, 318), (196, 226), _sleeve(RED, pattern="dash"), "palm", 176, "coin", -4, 0.66),
        Arm((365, 352), (409, 370), _sleeve(RED), "reins", 80),
        collar="band", mount=_horse(1, "proud", weave="arches", shift=33, size=1.24, coat=SORREL)),
    (9, "c"): Court(  # a red sash across him, the vase raised on the left over his horse's head, seen in profile
        Face(-0.2, "young", "curls", AUBURN, lids=0.3, jaw=0.94, nose="snub", mouth="smile", eyes=GREEN_EYES),
        (360, 150, 0.95),
        Body((362, 248), 118, 400, 90, -18, -0.2, hem=110),
        _garb(BLUE, belt=None, bands="sash_r", band_colour=RED, motif="chevron", trim=GOLD, weave=("dash", DBLUE)),
        Arm((290, 340), (294, 222), _sleeve(BLUE), "grip", 86, "cup", 0, 0.84),
        Arm((440, 380), (372, 400), _sleeve(BLUE), "reins", -80),
        collar="band", mount=replace(_horse(-1, "proud", weave="fret", shift=40, coat=CHESTNUT_COAT), rise=-70)),
    (9, "s"): Court(  # the sword laid aslant across his breast, green sleeves, the horse rearing on the left
        Face(-0.45, "young", "waves", ASH, nose="long", brow="straight", lids=0.25), (352, 156, 0.98),  # calm, young
        Body((352, 252), 120, 392, 92, 6, -0.15, hem=120, slope=6),
        _garb(RED, belt=GOLD, yoke=GOLD, motif="zigzag", trim=GOLD, weave=("braid", DRED)),
        Arm((290, 362), (254, 386), _sleeve(GREEN, pattern="dash"), "reins", -80),
        Arm((480, 410), (410, 410), _sleeve(GREEN, pattern="dash"), "grip", 100, "sword", -38, 0.96),
        collar="high", collar_colour=WHITE,
        # its head under the index
        mount=replace(_horse(-1, "rearing", weave="dots", shift=50, coat=RED_CHESTNUT), rise=-76)),
    (9, "b"): Court(  # stout, the mace upright on his right, his horse's head high by his shoulder (its neck rising
        # from a higher cloth inside the half, not from the seam, so the halves' necks make no S across it)
        Face(0.25, "young", "long", GOLDEN, mouth="small", jaw=1.08, length=0.96, eyes=BLUE_EYES), (250, 154, 0.98),
        Body((248, 250), 128, 410, 104, -4, 0.25, hem=136, belly=18),
        _garb(RED, panel=BLUE, belt=GOLD, bands="v", band_colour=GOLD, motif="zigzag", trim=GOLD,
             weave=("dots", DRED)),
        Arm((176, 380), (226, 336), _sleeve(BLUE, "puffed"), "grip", 120, "mace", 3, 0.8),
        Arm((330, 362), (372, 382), _sleeve(BLUE), "reins", 80),
        collar="band", mount=replace(_horse(1, "proud", RED, "fret", shift=-30, coat=LIGHT_BAY), drape=110,
                                            room=104)),  # the muzzle drawn in off the right rule
    (10, "d"): Court(  # tall and narrow under crossed bands, the coin on his raised palm
        Face(0.45, "old", "curls", SNOW, jaw=0.9, length=1.1, nose="aquiline", lids=0.3), (334, 168, 0.98),
        Body((320, 270), 128, 450, 86, 24, 0.2, hem=100, slope=14),
        _garb(BLUE, panel=RED, belt=GOLD, bands="x", band_colour=GOLD, motif="zigzag", trim=GOLD,
             weave=("dash", DBLUE)),
        Arm((196, 358), (230, 274), _sleeve(RED, pattern="dash", width=0.92), "palm", 172, "coin", -4, 0.86),
        Arm((440, 420), (368, 372), _sleeve(RED, "banded", BLUE, width=0.92), "flat", 60),
        wear="points", wear_colour=GOLD, wear_trim=RED, feather=WHITE, collar="band"),
    (10, "c"): Court(  # a blue mantle over his right shoulder, the vase lifted high on his left
        Face(-0.5, "man", "curls", GREY, jaw=1.1, mouth="full", lids=0.2, nose="snub"), (304, 168, 1.0),
        Body((302, 270), 128, 440, 94, -24, -0.35, hem=112, belly=10),
        _garb(RED, skirt=BLUE, belt=GOLD, yoke=GOLD, motif="zigzag", trim=GOLD, weave=("fret", DRED),
             skirt_weave=("dash", DBLUE), rows=(476,)),
        Arm((200, 410), (228, 408), _sleeve(GOLD, width=1.1), "grip", 80, "cup", 0, 0.98),
        Arm((460, 380), (440, 306), _sleeve(GOLD, width=1.1), "palm", 176),
        wear="points", wear_colour=GOLD, wear_trim=BLUE, feather=WHITE, collar="high", collar_colour=GOLD,
        mantle=(BLUE, GOLD, "right")),
    (10, "s"): Court(  # a ball of a figure in puffed woven red, both hands at his belt, the sword aslant
        Face(0.35, "man", "long", HAZEL, nose="straight", brow="straight", mouth="thin"),
        (300, 166, 1.0),
        Body((300, 268), 138, 500, 96, 0, 0.1, hem=88, belly=58, slope=22),
        _garb(RED, belt=GOLD, yoke=GOLD, motif="zigzag", band_colour=GOLD, trim=GOLD, weave=("braid", DRED),
             rows=(390,), buttons=GOLD),
        Arm((186, 420), (236, 372), _sleeve(GREEN, width=1.12), "grip", 100, "sword", -3, 0.88),
        Arm((474, 398), (430, 450), _sleeve(GREEN, width=1.12), "hip", 40),  # the elbow inside the rule
        wear="points", wear_colour=GOLD, wear_trim=RED, feather=WHITE, collar="band"),
    (10, "b"): Court(  # square in gold-capped shoulders narrowing to a short hem, the mace raised on his left
        # calm under a heavy lid and a level brow, not wide-eyed and alarmed
        Face(-0.55, "old", "waves", PEWTER, jaw=1.12, brow="straight", nose="long", eyes=BLUE_EYES, lids=0.35,
             eye_size=0.88), (312, 166, 1.0),
        Body((284, 268), 172, 430, 92, -14, -0.15, hem=84, slope=-10),
        _garb(RED, belt=GOLD, yoke=GOLD, bands="sash", band_colour=GOLD, motif="zigzag", trim=GOLD,
             weave=("braid", DRED), wings=GOLD, rows=(476,)),
        Arm((234, 446), (336, 414), _sleeve(BLUE, "slashed", GOLD), "grip", 100, "mace", -22, 0.82),
        Arm((470, 420), (392, 452), _sleeve(BLUE, "slashed", GOLD), "flat", 70),
        wear="points", wear_colour=GOLD, wear_trim=BLUE, feather=WHITE, collar="band"),
}

# print's heads are large, about a quarter of the frame's breadth: every head drawn a size up over its body, the
# kings' set lower by CROWNED so their crowns' pearls stay under the frame's top rule
HEAD, CROWNED = 1.12, 12
COURTS = {(rank, suit): replace(c, head=(c.head[0], c.head[1] + (CROWNED if rank == 10 else 0), c.head[2] * HEAD))
          for (rank, suit), c in COURTS.items()}

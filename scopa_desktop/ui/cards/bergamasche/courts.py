"""The Bergamasche's twelve double-ended courts (docs/DECKS.md), split on a line rising to the right: young,
beardless figures with powdered grey hair in waves to the jaw, kings too, in tunics woven with broad borders of
gold zig-zags and red hatching, in red, blue, gold, green and black; each holds his sign up on the viewer's
left, each in his own way (a coin on the palm, a vase by its foot, a broad blue sword or a red mace aslant).

Fanti: bareheaded pages; the knave of swords wears a second sword, its hilt at his hip. Cavalli: riders on pale
horses with red manes, in red caparisons, their heads turned left or right. Re: open crowns of points and
pearls, no beards.
"""

from __future__ import annotations

from ..north_kit.court import Court
from ..north_kit.faces import Face
from ..north_kit.garb import Body, Garb
from ..north_kit.limbs import Arm, Sleeve
from ..north_kit.mount import Mount
from .signs import BLACK, BLUE, GOLD, GREEN, RED, WHITE

GREY, SILVER, ASH = "#cfcfd6", "#dcdce2", "#bfbcc4"
PALE, ROAN = "#f1d6bc", "#e9c4a0"


def _sleeve(colour: str, cut: str = "plain", second: str = GOLD, cuff: str = GOLD) -> Sleeve:
    return Sleeve(colour, cut, second, cuff, "hatch")


def _horse(facing: int, pose: str, cloth: str = RED) -> Mount:
    return Mount(PALE, RED, RED, (cloth, GOLD), None, False, facing, False, RED, BLACK, "zigzag", pose)


COURTS: dict[tuple[int, str], Court] = {
    # -- the knaves: bareheaded pages ----------------------------------------------------------------------
    (8, "d"): Court(
        Face(0.3, "young", "waves", GREY), (306, 154, 1.02), Body((300, 256), 140, 420, 100, 10, 0.3),
        Garb(BLUE, skirt=RED, belt=GOLD, yoke=None, bands="v", band_colour=GOLD, motif="zigzag", trim=GOLD),
        Arm((160, 384), (188, 292), _sleeve(RED), "palm", 172, "coin", -8, 0.95),
        Arm((440, 400), (352, 420), _sleeve(RED), "flat", 70),
        collar="band", collar_colour=WHITE),
    (8, "c"): Court(
        Face(-0.25, "young", "waves", SILVER), (290, 158, 1.02), Body((294, 258), 146, 424, 104, -6, -0.25),
        Garb(RED, skirt=BLUE, belt=GOLD, yoke=GOLD, motif="zigzag", hatch="#7e1018", trim=GOLD),
        Arm((160, 356), (198, 262), _sleeve(BLUE), "grip", 70, "cup", -4, 0.86),
        Arm((436, 420), (338, 426), _sleeve(BLUE, "banded", GOLD), "fist", 80),
        collar="band"),
    (8, "s"): Court(
        Face(0.15, "young", "waves", ASH), (300, 156, 1.02), Body((300, 258), 150, 424, 108, 0, 0.15),
        Garb(RED, skirt=BLUE, belt=GOLD, yoke=GOLD, bands="sash", band_colour=GOLD, motif="zigzag",
             hatch="#7e1018", trim=GOLD),
        Arm((130, 404), (190, 334), _sleeve(BLUE), "grip", 110, "sword", -9, 0.95),
        Arm((464, 380), (430, 452), _sleeve(BLUE), "hip", 20, "hilt", 170, 0.8),
        collar="high", collar_colour=WHITE),
    (8, "b"): Court(
        Face(-0.35, "young", "waves", GREY), (288, 156, 1.02), Body((292, 258), 150, 424, 106, -4, -0.3),
        Garb(RED, panel=RED, skirt=BLUE, belt=GOLD, yoke=GOLD, motif="chevron", hatch="#7e1018", trim=GOLD),
        Arm((140, 410), (208, 352), _sleeve(BLUE, "slashed", GOLD), "grip", 120, "mace", -8, 0.95),
        Arm((452, 410), (376, 440), _sleeve(BLUE, "slashed", GOLD), "flat", 60),
        collar="band"),
    # -- the cavaliers ---------------------------------------------------------------------------------
    (9, "d"): Court(
        Face(0.2, "young", "waves", GREY), (254, 150, 0.98), Body((248, 244), 112, 392, 88, 0, 0.2),
        Garb(BLUE, panel=RED, belt=GOLD, bands="v", band_colour=GOLD, motif="zigzag", trim=GOLD),
        Arm((128, 344), (160, 262), _sleeve(RED), "palm", 176, "coin", -4, 0.82),
        Arm((348, 350), (388, 372), _sleeve(RED), "reins", 80),
        collar="band", mount=_horse(1, "turned")),
    (9, "c"): Court(
        Face(-0.2, "young", "waves", SILVER), (330, 152, 0.95), Body((330, 248), 118, 392, 90, 4, -0.2),
        Garb(RED, belt=GOLD, bands="x", band_colour=GOLD, motif="zigzag", hatch="#7e1018", trim=GOLD),
        Arm((470, 320), (452, 226), _sleeve(BLUE), "grip", 100, "cup", 2, 0.82),
        Arm((262, 360), (230, 384), _sleeve(BLUE), "reins", -80),
        collar="band", mount=_horse(-1, "bowed")),
    (9, "s"): Court(
        Face(0.1, "young", "waves", ASH), (254, 150, 0.98), Body((250, 246), 112, 392, 88, 0, 0.1),
        Garb(RED, belt=GOLD, yoke=GOLD, motif="zigzag", hatch="#7e1018", trim=GOLD),
        Arm((134, 384), (188, 322), Sleeve(GREEN, "plain", GOLD, GOLD, "hatch"), "grip", 110, "sword", -8, 0.9),
        Arm((352, 360), (392, 380), Sleeve(GREEN, "plain", GOLD, GOLD, "hatch"), "reins", 80),
        collar="high", collar_colour=WHITE, mount=_horse(1, "proud")),
    (9, "b"): Court(  # his horse reaching out to the left, the mace raised in his right hand
        Face(-0.25, "young", "waves", GREY), (336, 150, 0.98), Body((338, 246), 112, 392, 88, 0, -0.25),
        Garb(RED, panel=BLUE, belt=GOLD, bands="v", band_colour=GOLD, motif="zigzag", hatch="#7e1018", trim=GOLD),
        Arm((254, 360), (222, 384), _sleeve(BLUE), "reins", -80),
        Arm((486, 380), (440, 318), _sleeve(BLUE), "grip", 120, "mace", 8, 0.85),
        collar="band", mount=_horse(-1, "stretched", BLUE)),
    # -- the kings: crowns of points, no beards ---------------------------------------------------------------
    (10, "d"): Court(
        Face(0.2, "man", "waves", SILVER), (304, 166, 1.0), Body((300, 268), 150, 430, 110, 4, 0.2),
        Garb(BLUE, panel=RED, skirt=RED, belt=GOLD, bands="x", band_colour=GOLD, motif="zigzag", trim=GOLD),
        Arm((164, 390), (190, 302), _sleeve(RED), "palm", 172, "coin", -8, 0.92),
        Arm((440, 420), (346, 430), _sleeve(RED, "banded", BLUE), "flat", 70),
        wear="points", wear_colour=GOLD, wear_trim=RED, feather=WHITE, collar="band"),
    (10, "c"): Court(
        Face(-0.2, "man", "waves", GREY), (296, 166, 1.0), Body((298, 268), 152, 430, 112, -4, -0.2),
        Garb(RED, skirt=BLUE, belt=GOLD, yoke=GOLD, motif="zigzag", hatch="#7e1018", trim=GOLD),
        Arm((164, 348), (198, 260), _sleeve(BLUE), "grip", 76, "cup", -2, 0.88),
        Arm((452, 420), (350, 418), _sleeve(BLUE), "flat", 70),
        wear="points", wear_colour=GOLD, wear_trim=BLUE, feather=WHITE, collar="high", collar_colour=GOLD,
        mantle=(BLUE, GOLD, "right")),
    (10, "s"): Court(
        Face(0.1, "man", "waves", ASH), (300, 166, 1.0), Body((300, 268), 152, 430, 112, 0, 0.1),
        Garb(RED, skirt=GREEN, belt=GOLD, yoke=GOLD, motif="zigzag", hatch="#7e1018", trim=GOLD),
        Arm((128, 420), (184, 360), Sleeve(GREEN, "plain", GOLD, GOLD, "hatch"), "grip", 90, "sword", -3, 0.95),
        Arm((470, 420), (390, 440), Sleeve(GREEN, "plain", GOLD, GOLD, "hatch"), "hip", 60),
        wear="points", wear_colour=GOLD, wear_trim=RED, feather=WHITE, collar="band",
        mantle=(GREEN, GOLD, "right")),
    (10, "b"): Court(  # broad, no mantle, the mace held up before him, his other fist set on his hip
        Face(-0.15, "man", "waves", GREY), (298, 166, 1.0), Body((298, 268), 164, 430, 124, -2, -0.15),
        Garb(RED, skirt=GREEN, belt=GOLD, yoke=GOLD, bands="sash", band_colour=GOLD, motif="zigzag",
             hatch="#7e1018", trim=GOLD),
        Arm((128, 406), (192, 338), _sleeve(BLUE, "slashed", GOLD), "grip", 120, "mace", -6, 0.95),
        Arm((498, 390), (420, 444), _sleeve(BLUE, "slashed", GOLD), "hip", 60),
        wear="points", wear_colour=GOLD, wear_trim=BLUE, feather=WHITE, collar="band"),
}

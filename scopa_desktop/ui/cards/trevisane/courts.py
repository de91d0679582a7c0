"""The Trevisane's twelve double-ended courts (docs/DECKS.md), each its own figure: Venetian figures of the
Renaissance in the pattern's three colours, yellow, red and blue, little flowers sown on their sleeves,
split on a straight line.

Fanti: beardless pages in the same puffed cap, but the knave of swords, "la vecia scapelada", bareheaded and
bearded, his sword in one hand and a severed head held up by its hair in the other; the knave of cups lifts
his cup high, a crescent moon with a red face at his side and his dog beside him. Cavalli: riders in plumed
hats on horses turned to the left, open-mouthed, plumes on their heads; the cavalier of swords brandishes a
curved sabre over his head, a many-coloured cloak on his shoulder. Re: long-bearded kings crowned with
fleurons over a cap, in ruffs and mantles; the king of batons bears Treviso's round seal, TARVISIUM.
"""

from __future__ import annotations

from ..north_kit.court import Court, Extra
from ..north_kit.faces import Face
from ..north_kit.garb import Body, Garb
from ..north_kit.limbs import Arm, Sleeve
from ..north_kit.mount import Mount
from .signs import BLUE, CREAM, GOLD, RED

NAVY = "#173a78"
BROWN, FAIR, GREY, WHITE, DARK = "#6b3a16", "#c99a44", "#a9a39a", "#ebe6dc", "#3a2414"


def _sleeve(colour: str, flowers: str, cut: str = "puffed", second: str = GOLD) -> Sleeve:
    return Sleeve(colour, cut, second, GOLD if colour != GOLD else RED, "zigzag", flowers)


COURTS: dict[tuple[int, str], Court] = {
    # -- the knaves ------------------------------------------------------------------------------------
    (8, "d"): Court(
        Face(0.35, "young", "bob", BROWN), (316, 160, 1.05), Body((302, 262), 142, 430, 104, 6, 0.35),
        Garb(RED, panel=GOLD, skirt=BLUE, belt=GOLD, laced=RED, trim=BLUE),
        Arm((150, 398), (198, 314), _sleeve(BLUE, GOLD), "palm", 164, "coin", -8, 0.9),
        Arm((430, 410), (352, 438), _sleeve(BLUE, GOLD), "hip", 60),
        wear="venetian", wear_colour=BLUE, wear_trim=GOLD, collar="band"),
    (8, "c"): Court(
        Face(-0.3, "young", "bob", FAIR), (290, 168, 1.05), Body((292, 268), 140, 432, 102, -4, -0.3),
        Garb(BLUE, panel=RED, skirt=GOLD, belt=RED, buttons=GOLD, trim=GOLD),
        Arm((156, 320), (196, 224), _sleeve(RED, GOLD, "slashed"), "grip", 80, "cup", -2, 0.95),
        Arm((420, 420), (372, 470), _sleeve(RED, GOLD), "flat", 20),
        wear="venetian", wear_colour=RED, wear_trim=GOLD, collar="band",
        extra=(Extra("dog", 96, 470, 0, 1.0),), behind=(Extra("moon", 486, 300, 0, 1.0),)),
    (8, "s"): Court(
        Face(0.25, "man", "long", GREY, "full", beard_colour=GREY), (300, 168, 1.05), Body((300, 268), 150, 434, 110, 0,
                                                                                        0.2),
        Garb(GOLD, panel=BLUE, skirt=RED, belt=RED, laced=GOLD, trim=RED),
        Arm((134, 420), (170, 346), _sleeve(RED, BLUE, "banded", BLUE), "grip", 100, "sword", 196, 0.95),
        Arm((470, 360), (452, 272), _sleeve(BLUE, GOLD), "fist", 180, "severed", 0, 1.0),
        wear="bare", collar="falling"),
    (8, "b"): Court(
        Face(-0.45, "young", "bob", DARK), (286, 164, 1.05), Body((296, 266), 146, 432, 106, -8, -0.4),
        Garb(RED, panel=BLUE, skirt=GOLD, belt=GOLD, bands="v", band_colour=GOLD, motif="zigzag", trim=GOLD),
        Arm((150, 420), (216, 430), _sleeve(GOLD, RED, "parted", BLUE), "flat", -40),
        Arm((470, 396), (430, 322), _sleeve(BLUE, GOLD), "grip", 150, "club", 24, 0.9, behind=True),
        wear="venetian", wear_colour=GOLD, wear_trim=RED, collar="band"),
    # -- the cavaliers ---------------------------------------------------------------------------------
    (9, "d"): Court(
        Face(-0.35, "young", "bob", FAIR), (330, 150, 0.95), Body((334, 244), 118, 390, 90, 8, -0.3),
        Garb(BLUE, panel=RED, belt=GOLD, laced=GOLD, trim=GOLD),
        Arm((268, 356), (232, 380), _sleeve(RED, GOLD), "reins", -80),
        Arm((470, 320), (468, 232), _sleeve(RED, GOLD), "palm", 176, "coin", 0, 0.85),
        wear="plumed", wear_colour=RED, wear_trim=GOLD, feather=CREAM, collar="band",
        mount=Mount("#f4efe4", GREY, RED, (RED, GOLD), plume=RED, mouth_open=True, facing=-1, pose="proud")),
    (9, "c"): Court(
        Face(-0.2, "young", "bob", BROWN), (326, 154, 0.95), Body((330, 248), 118, 392, 92, 6, -0.2),
        Garb(RED, panel=GOLD, belt=BLUE, bands="sash", band_colour=BLUE, motif="dots", trim=BLUE),
        Arm((262, 360), (230, 384), _sleeve(BLUE, GOLD), "reins", -80),
        Arm((486, 300), (458, 210), _sleeve(BLUE, GOLD, "slashed"), "grip", 80, "cup", 0, 0.85),
        wear="plumed", wear_colour=BLUE, wear_trim=RED, feather=GOLD, collar="band",
        mount=Mount("#d9a05a", "#5a2a10", BLUE, (BLUE, GOLD), plume=GOLD, mouth_open=True, facing=-1,
                    pose="stretched")),
    (9, "s"): Court(
        Face(-0.4, "man", "short", DARK, "short"), (322, 158, 0.95), Body((328, 252), 120, 394, 92, 4, -0.3),
        Garb(GOLD, panel=RED, belt=RED, bands="x", band_colour=RED, motif="", trim=RED),
        Arm((262, 364), (230, 388), _sleeve(RED, GOLD), "reins", -80),
        Arm((480, 250), (440, 176), _sleeve(BLUE, GOLD, "banded", RED), "grip", 160, "sabre", -82, 0.9),
        wear="turban", wear_colour=RED, wear_trim=GOLD, feather=CREAM, collar="band",
        behind=(Extra("cloak", 420, 250, 0, 1.0),),
        mount=Mount("#f4efe4", GREY, RED, (GOLD, RED), plume=BLUE, mouth_open=True, facing=-1, pose="rearing")),
    (9, "b"): Court(
        Face(-0.3, "young", "long", FAIR), (326, 154, 0.95), Body((330, 248), 118, 392, 92, 6, -0.3),
        Garb(BLUE, panel=GOLD, belt=RED, buttons=RED, trim=RED),
        Arm((262, 360), (230, 384), _sleeve(GOLD, RED), "reins", -80),
        Arm((484, 360), (470, 290), _sleeve(RED, GOLD, "banded", BLUE), "grip", 90, "club", 8, 0.9),
        wear="plumed", wear_colour=GOLD, wear_trim=BLUE, feather=RED, collar="band",
        mount=Mount("#8e5a2e", DARK, GOLD, (RED, BLUE), plume=CREAM, mouth_open=True, facing=-1, pose="bowed")),
    # -- the kings -------------------------------------------------------------------------------------
    (10, "d"): Court(
        Face(0.3, "old", "long", BROWN, "full", moustache=True), (300, 160, 1.0),
        Body((300, 268), 138, 436, 100, 0, 0.3),
        Garb(RED, panel=GOLD, skirt=BLUE, belt=BLUE, bands="", laced=BLUE, trim=BLUE),
        Arm((138, 430), (206, 400), _sleeve(BLUE, GOLD), "palm", -120, "coin", 60, 0.85),
        Arm((460, 420), (392, 448), _sleeve(BLUE, GOLD), "hip", 60),
        wear="fleurons", wear_colour=GOLD, wear_trim=RED, collar="ruff", mantle=(BLUE, GOLD, "both")),
    (10, "c"): Court(  # slim, the mantle over his left shoulder only, the cup lifted high in his right hand
        Face(-0.2, "old", "long", WHITE, "long"), (300, 160, 1.0), Body((298, 268), 124, 436, 92, -4, -0.2),
        Garb(BLUE, panel=RED, skirt=GOLD, belt=GOLD, buttons=GOLD, trim=GOLD),
        Arm((140, 420), (210, 444), _sleeve(RED, GOLD), "flat", -50),
        Arm((474, 330), (446, 226), _sleeve(RED, GOLD, "slashed"), "grip", 100, "cup", 4, 0.9),
        wear="fleurons", wear_colour=GOLD, wear_trim=BLUE, collar="ruff", mantle=(RED, GOLD, "left")),
    (10, "s"): Court(  # the sword upright in his right hand, the mantle thrown over that shoulder, a fist on his hip
        Face(0.4, "old", "long", GREY, "forked"), (306, 160, 1.0), Body((302, 268), 144, 436, 104, 8, 0.35),
        Garb(GOLD, panel=BLUE, skirt=RED, belt=RED, bands="v", band_colour=RED, motif="dots", trim=RED),
        Arm((470, 400), (440, 320), _sleeve(BLUE, GOLD), "grip", 180, "sword", 4, 0.9),
        Arm((112, 380), (196, 440), _sleeve(BLUE, GOLD), "hip", -60),
        wear="fleurons", wear_colour=GOLD, wear_trim=RED, collar="ruff", mantle=(RED, BLUE, "right")),
    (10, "b"): Court(  # stout, no mantle: the seal on his breast, the club aslant in his right hand
        Face(-0.3, "old", "long", "#8e4a1c", "pointed", moustache=True), (296, 160, 1.0),
        Body((298, 268), 156, 436, 124, -2, -0.3),
        Garb(RED, panel=BLUE, skirt=GOLD, belt=GOLD, trim=GOLD),
        Arm((136, 384), (178, 304), _sleeve(GOLD, RED, "slashed"), "grip", 150, "club", -6, 0.9),
        Arm((476, 440), (404, 452), _sleeve(GOLD, RED, "slashed"), "hip", 60),
        wear="fleurons", wear_colour=GOLD, wear_trim=BLUE, collar="ruff",
        extra=(Extra("seal", 310, 388, 0, 1.0),)),
}

"""The Trevisane's twelve double-ended courts (docs/DECKS.md), each its own figure: Venetian figures of the
Renaissance in the pattern's three colours, yellow, red and blue, little flowers sown on their sleeves,
split on a straight line.

Fanti: beardless pages in the same puffed cap, but the knave of swords, "la vecia scapelada", bareheaded and
bearded, his sword in one hand and a severed head held up by its hair in the other; the knave of cups lifts
his cup high, a crescent moon with a red face at his side and his dog beside him. Cavalli: riders in plumed
hats on horses turned to the left, open-mouthed, plumes on their heads; the cavalier of swords brandishes a
curved sabre over his head, a many-coloured cloak on his shoulder. Re: bearded kings crowned with
fleurons over a cap, each crown its own, in ruffs and mantles; the king of batons bears Treviso's round seal,
TARVISIUM; the king of cups holds a pike, the Venetian family's recognition key.
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
AUBURN = "#9a4418"
HORSE_WHITE = "#dcd7cc"  # a white horse shaded a faint grey, so it stands off the paper at 90 px


def _sleeve(colour: str, flowers: str, cut: str = "puffed", second: str = GOLD) -> Sleeve:
    return Sleeve(colour, cut, second, GOLD if colour != GOLD else RED, "zigzag", flowers)


COURTS: dict[tuple[int, str], Court] = {
    # -- the knaves ------------------------------------------------------------------------------------
    (8, "d"): Court(  # slim, turned to his left, the coin borne out low on his palm, a fist on his hip
        Face(-0.35, "young", "bob", BROWN, nose="snub", mouth="smile", jaw=0.9, chin="pointed", eye_size=0.9,
             mouth_width=0.85), (318, 176, 1.0),
        Body((322, 274), 122, 420, 82, 6, -0.35, hem=136, slope=10),
        Garb(RED, panel=GOLD, skirt=BLUE, belt=GOLD, laced=RED, trim=BLUE),
        Arm((190, 420), (168, 466), _sleeve(BLUE, GOLD), "palm", 176, "coin", -4, 0.84),
        Arm((490, 370), (426, 430), _sleeve(BLUE, GOLD), "hip", 50),
        wear="venetian", wear_colour=BLUE, wear_trim=GOLD, collar="band"),
    (8, "c"): Court(  # stout, lifting his cup high on the right, the moon at his left, his hound sitting by him
        Face(-0.25, "young", "curls", FAIR, jaw=1.16, length=0.94, mouth="full", eye_size=1.14, mouth_width=1.15,
             nose="straight", brow="straight"), (284, 180, 1.0),
        Body((284, 278), 148, 440, 118, -4, -0.25, hem=128, belly=16),
        Garb(BLUE, panel=RED, skirt=GOLD, belt=RED, buttons=GOLD, trim=GOLD),
        Arm((440, 350), (452, 262), _sleeve(RED, GOLD, "slashed"), "grip", 96, "cup", 2, 0.92),
        Arm((150, 420), (232, 420), _sleeve(RED, GOLD), "flat", -70),
        wear="venetian", wear_colour=RED, wear_trim=GOLD, collar="band",
        extra=(Extra("dog", 478, 484, 0, -0.78), Extra("moon", 118, 404, 0, 0.86))),
    (8, "s"): Court(  # la vecia: old, bareheaded, in a long robe, the sword point down, a head held by its hair
        Face(0.2, "old", "long", GREY, "full", beard_colour=GREY, nose="aquiline", brow="knit", lids=0.3),
        (300, 176, 1.0), Body((300, 276), 138, 470, 126, 0, 0.2, hem=140, slope=24),
        Garb(GOLD, panel=BLUE, belt=None, laced=GOLD, trim=RED, rows=(452,), band_colour=RED, motif="dots"),
        Arm((150, 400), (196, 350), _sleeve(RED, BLUE, "banded", BLUE), "grip", 100, "sword", 192, 0.92),
        Arm((466, 380), (446, 292), _sleeve(BLUE, GOLD), "fist", 180, "severed", 0, 0.92),
        wear="bare", collar="falling"),
    (8, "b"): Court(  # slim and belted high, the baton over his right shoulder, his other fist on his hip
        Face(-0.45, "young", "bob", DARK, jaw=0.94, length=1.12, brow="knit", chin="square", nose="long", mouth="thin",
             lids=0.3, eye_size=0.92), (296, 176, 1.0),
        Body((300, 274), 116, 372, 76, -6, -0.4, hem=96, slope=6),
        Garb(RED, panel=BLUE, skirt=GOLD, belt=GOLD, bands="v", band_colour=GOLD, motif="zigzag", trim=GOLD),
        Arm((124, 360), (190, 404), _sleeve(GOLD, RED, "parted", BLUE), "hip", -50),
        Arm((446, 396), (410, 330), _sleeve(BLUE, GOLD), "grip", 150, "club", 30, 0.9, behind=True),
        wear="venetian", wear_colour=GOLD, wear_trim=RED, collar="band"),
    # -- the cavaliers: horses turned left, open-mouthed and plumed -------------------------------------------
    (9, "d"): Court(  # the coin raised on his palm, his white horse holding its head high
        Face(-0.3, "young", "bob", FAIR, nose="snub"), (400, 190, 0.92),
        Body((404, 280), 110, 420, 86, 8, -0.3, hem=106),
        Garb(BLUE, panel=RED, belt=GOLD, laced=GOLD, trim=GOLD),
        Arm((340, 384), (306, 406), _sleeve(RED, GOLD), "reins", -80),
        Arm((516, 360), (492, 282), _sleeve(RED, GOLD), "palm", 176, "coin", 0, 0.74),
        wear="plumed", wear_colour=RED, wear_trim=GOLD, feather=CREAM, collar="band",
        mount=Mount(HORSE_WHITE, GREY, RED, (RED, GOLD), plume=RED, mouth_open=True, facing=-1, pose="proud",
                    size=1.05, room=160, thigh=GOLD)),
    (9, "c"): Court(  # the cup held up at his shoulder, his bay's neck stretched out before him
        Face(-0.2, "young", "bob", BROWN, mouth="thin"), (404, 192, 0.92),
        Body((406, 282), 118, 420, 96, 6, -0.2, hem=118, belly=10),
        Garb(RED, panel=GOLD, belt=BLUE, bands="sash", band_colour=BLUE, motif="dots", trim=BLUE),
        Arm((344, 392), (306, 410), _sleeve(BLUE, GOLD), "reins", -80),
        Arm((512, 400), (490, 330), _sleeve(BLUE, GOLD, "slashed"), "grip", 100, "cup", 4, 0.8),
        wear="plumed", wear_colour=BLUE, wear_trim=RED, feather=GOLD, collar="band",
        mount=Mount("#d9a05a", "#5a2a10", BLUE, (BLUE, GOLD), plume=GOLD, mouth_open=True, facing=-1, hose=BLUE,
                    pose="stretched", room=110, thigh=GOLD)),
    (9, "s"): Court(  # in a turban, the sabre swung up over his head, his cloak behind, the horse rearing
        Face(-0.4, "man", "short", DARK, "short", brow="knit"), (392, 204, 0.9),
        Body((396, 294), 116, 430, 90, 4, -0.3, hem=108),
        Garb(GOLD, panel=RED, belt=RED, bands="x", band_colour=RED, motif="", trim=RED),
        Arm((334, 398), (300, 418), _sleeve(RED, GOLD), "reins", -80),
        Arm((514, 260), (480, 166), _sleeve(BLUE, GOLD, "banded", RED), "grip", 170, "sabre", -82, 0.95),
        wear="turban", wear_colour=RED, wear_trim=GOLD, feather="", collar="band",
        behind=(Extra("cloak", 446, 310, 0, 0.86),),
        mount=Mount(HORSE_WHITE, GREY, RED, (GOLD, RED), plume=BLUE, mouth_open=True, facing=-1, pose="rearing",
                    room=160, thigh=BLUE)),
    (9, "b"): Court(  # long-haired, the baton on his shoulder, his brown horse's head bowed low
        Face(-0.3, "young", "long", FAIR, jaw=0.94, lids=0.3), (352, 188, 0.92),
        Body((356, 280), 124, 416, 98, 6, -0.3, hem=134),
        Garb(BLUE, panel=GOLD, belt=RED, buttons=RED, trim=RED),
        Arm((290, 388), (256, 410), _sleeve(GOLD, RED), "reins", -80),
        Arm((496, 400), (466, 336), _sleeve(RED, GOLD, "banded", BLUE), "grip", 110, "club", 24, 0.84,
            behind=True),
        wear="plumed", wear_colour=GOLD, wear_trim=BLUE, feather=RED, collar="band",
        mount=Mount("#8e5a2e", DARK, GOLD, (RED, BLUE), plume=CREAM, mouth_open=True, facing=-1, pose="bowed",
                    size=1.0, room=184, thigh=WHITE)),
    # -- the kings -------------------------------------------------------------------------------------
    (10, "d"): Court(  # in a blue cope spread wide over his shoulders, the coin raised on his right palm
        Face(0.3, "old", "long", BROWN, "full", moustache=True, nose="aquiline"), (290, 176, 1.0),
        Body((290, 280), 124, 450, 96, 0, 0.3, hem=110, slope=18),
        Garb(RED, panel=GOLD, skirt=BLUE, belt=BLUE, laced=BLUE, trim=BLUE),
        Arm((170, 430), (244, 430), _sleeve(BLUE, GOLD), "flat", -70),
        Arm((440, 380), (450, 296), _sleeve(BLUE, GOLD), "palm", 176, "coin", 2, 0.8),
        wear="fleurons", wear_colour=GOLD, wear_trim=RED, collar="ruff", mantle=(BLUE, GOLD, "cope")),
    (10, "c"): Court(  # slim, the mantle over his left shoulder only, the cup lifted high, a pike in his left hand
        Face(-0.2, "old", "long", WHITE, "long", nose="long", lids=0.35), (290, 176, 1.0),
        Body((288, 278), 118, 450, 84, -4, -0.2, hem=100, slope=12),
        Garb(BLUE, panel=RED, skirt=GOLD, belt=GOLD, buttons=GOLD, trim=GOLD),
        Arm((172, 444), (208, 372), _sleeve(RED, GOLD), "grip", 90, "pike", 0, 1.0),  # the family's king with a pike
        Arm((458, 330), (450, 244), _sleeve(RED, GOLD, "slashed"), "grip", 100, "cup", 4, 0.9),
        wear="fleurons", wear_colour=GOLD, wear_trim=BLUE, crown=1, collar="ruff", mantle=(RED, GOLD, "left")),
    (10, "s"): Court(  # in a mantle falling straight from his shoulders, the sword upright at his right side
        # a man in his prime, red-brown hair and forked beard, turned three-quarters: not 10c's white-bearded elder
        Face(0.4, "man", "short", AUBURN, "forked", moustache=True, brow="straight", mouth="thin", nose="long",
             jaw=0.92), (300, 176, 1.0),
        Body((300, 280), 108, 470, 82, 0, 0.1, hem=86, slope=22),
        Garb(GOLD, panel=BLUE, skirt=RED, belt=RED, bands="v", band_colour=RED, motif="dots", trim=RED),
        Arm((214, 420), (278, 420), _sleeve(BLUE, GOLD, "plain"), "flat", -70),
        Arm((420, 420), (392, 420), _sleeve(BLUE, GOLD, "plain"), "grip", 90, "sword", 4, 0.96),
        wear="fleurons", wear_colour=GOLD, wear_trim=RED, crown=2, collar="ruff", mantle=(RED, BLUE, "straight")),
    (10, "b"): Court(  # stout, no mantle: the seal on his breast, the club aslant in his right hand
        Face(-0.3, "man", "curls", DARK, "short", moustache=True, jaw=1.1, nose="long", brow="knit", mouth="full"),
        (296, 190, 1.0),  # set down into his ruff: his short beard left a long bare neck above it
        Body((298, 280), 160, 436, 124, -2, -0.3, hem=150, slope=-6),
        Garb(RED, panel=BLUE, skirt=GOLD, belt=GOLD, trim=GOLD),
        Arm((140, 400), (192, 330), _sleeve(GOLD, RED, "slashed"), "grip", 150, "club", 2, 0.9),
        Arm((492, 420), (420, 452), _sleeve(GOLD, RED, "slashed"), "hip", 60),
        wear="fleurons", wear_colour=GOLD, wear_trim=NAVY, crown=3, collar="ruff",
        extra=(Extra("seal", 310, 398, 0, 0.92),)),
}

"""The Triestine's twelve double-ended courts (docs/DECKS.md): the Venetian figures made stiffer, stouter and
plainer (the Austrian touch the descriptions name), in red, blue, gold, green and black, each named on the
white band between its halves (FANTE DI DANARI, CAVAL DI COPPE, RE DI SPADE...), the name lettered on each
side so it reads either way up.

Fanti: pages, each his own head (bare, a flat bonnet, a toque, a soft hat with its brim turned up); the knave of
swords holds his sword alone (no head, unlike the Trevisane's). Cavalli: riders in plumed hats and turbans on
horses turned to the right, the cavalier of cups' to the left. Re: bearded kings, two in mitred crowns with an
arch, two in open crowns of leaves; ermine on two kings' shoulders, a plain fur on one, a ruff on one. Each its
own cut: the king of coins in a cope, of cups stout with no mantle, of swords tall in a mantle falling straight,
of batons with a cloak over one shoulder; the knaves slim (coins), stout (cups), narrow and belted high
(swords), broad-shouldered (batons).
"""

from __future__ import annotations

from ..north_kit.court import Court
from ..north_kit.faces import Face
from ..north_kit.garb import Body, Garb
from ..north_kit.limbs import Arm, Sleeve
from ..north_kit.mount import Mount
from .signs import BLACK, BLUE, CREAM, GOLD, GREEN, RED

BROWN, FAIR, DARK, GREY, WHITE = "#6b3a16", "#c99a44", "#2a1a0e", "#9a948a", "#e8e4da"
BAY, DUN = "#a8642e", "#c8955a"  # the dun a warm tone that stands off the paper

NAMES = {8: "FANTE", 9: "CAVAL", 10: "RE"}
SUITS = {"d": "DANARI", "c": "COPPE", "s": "SPADE", "b": "BASTONI"}


def name(rank: int, suit: str) -> str:
    """The name on the band between the halves, as the pattern letters it."""
    return f"{NAMES[rank]} DI {SUITS[suit]}"


def _sleeve(colour: str, cuff: str = GOLD, cut: str = "plain", second: str = GOLD) -> Sleeve:
    return Sleeve(colour, cut, second, cuff, "", None, 1.06)


RISE, RISE_LEG = 60, 0


def _horse(coat: str, mane: str, cloth: tuple[str, str], pose: str, facing: int = 1, ahead: float = 0,
           thigh: str = "") -> Mount:
    # a head turned left kept clear of the corner index; the lifted foreleg raised above the name band
    return Mount(coat, mane, RED, cloth, None, False, facing, pose != "turned", RED, BLACK, "check", pose,
                 room=84 if facing > 0 else 150, leg_lift=RISE_LEG, leg_ahead=ahead, rise=RISE, thigh=thigh)


COURTS: dict[tuple[int, str], Court] = {
    # -- the knaves: pages, each his own head: bare, a flat bonnet, a toque, a soft hat ----------------------
    (8, "d"): Court(  # the coin held up on his palm at his side, his other fist on his hip
        Face(0.35, "young", "waves", BROWN, nose="snub", mouth="smile", chin="pointed", jaw=0.92, eye_size=1.1),
        (308, 162, 1.08),
        Body((300, 262), 130, 410, 90, 6, 0.3, hem=124, slope=12),
        Garb(GREEN, panel=GOLD, skirt=RED, belt=BLACK, buttons=RED, trim=RED),
        Arm((224, 448), (214, 392), _sleeve(RED), "palm", 176, "coin", 0, 0.74),
        Arm((470, 390), (412, 440), _sleeve(RED), "hip", 40),
        wear="bare", collar="falling"),
    (8, "c"): Court(  # the cup lifted high on the right, the left hand on the belt
        Face(-0.4, "young", "curls", FAIR, jaw=1.16, length=0.94, mouth="full", mouth_width=1.15, eye_size=0.9),
        (292, 166, 1.08),
        Body((300, 264), 150, 420, 104, -6, -0.35, hem=140, belly=30, slope=10),
        Garb(RED, skirt=GREEN, belt=GOLD, bands="x", band_colour=GOLD, motif="dots", hatch="#8e1a1e"),
        Arm((490, 300), (462, 190), _sleeve(GOLD, RED, "slashed", RED), "grip", 90, "cup", 0, 0.9),
        Arm((160, 430), (240, 436), _sleeve(GOLD, RED, "slashed", RED), "flat", -60),
        wear="flatcap", wear_colour=GREEN, wear_trim=RED, feather=GOLD, collar="band", collar_colour=GOLD),
    (8, "s"): Court(  # the sword held up by its grip, point down, the other hand on his breast
        Face(0.15, "young", "short", DARK, brow="knit", nose="long", chin="square", length=1.08, mouth="thin",
             mouth_width=0.9), (300, 164, 1.08),
        Body((300, 262), 122, 380, 80, 0, 0.15, hem=100, slope=20),
        Garb(BLUE, panel=RED, skirt=GOLD, belt=BLACK, laced=GOLD, trim=GOLD),
        Arm((150, 388), (214, 298), _sleeve(GREEN), "grip", 96, "sword", 184, 0.9),
        Arm((470, 420), (340, 360), _sleeve(GREEN), "flat", 120),
        wear="toque", wear_colour=BLACK, wear_trim=RED, feather=GOLD, collar="ruff"),
    (8, "b"): Court(  # the baton over his right shoulder, behind his head; the left fist on his hip
        Face(-0.2, "young", "long", BROWN, length=1.1, jaw=0.94, lids=0.3, eye_size=0.92, mouth_width=0.9),
        (296, 186, 1.02),  # set a little lower and smaller, so the hat's brim stands clear of the frame's top rule
        Body((298, 266), 172, 440, 96, -2, -0.2, hem=100, slope=-6),
        Garb(GOLD, skirt=BLUE, belt=RED, yoke=GREEN, motif="zigzag", buttons=RED, trim=RED),
        Arm((480, 380), (420, 310), _sleeve(BLUE), "grip", 150, "club", 50, 0.9, behind=True),
        Arm((128, 390), (190, 440), _sleeve(BLUE), "hip", -40),
        wear="slouch", wear_colour=BLUE, wear_trim=RED, feather=CREAM, collar="falling"),
    # -- the cavaliers: horses turned to the right, one to the left --------------------------------------------
    (9, "d"): Court(  # the coin raised high on his palm
        # the plume kept inside the rule; his head and body set right of the coin he holds up, so it no longer
        # hides half his face
        Face(0.3, "young", "bob", FAIR, nose="snub"), (280, 192, 0.96),
        Body((272, 250), 104, 400, 78, 0, 0.2, hem=96, slope=14),
        Garb(RED, belt=BLACK, bands="sash", band_colour=GOLD, motif="zigzag", trim=GREEN),
        Arm((146, 362), (200, 300), _sleeve(GREEN), "palm", 172, "coin", -2, 0.7),
        Arm((368, 360), (404, 380), _sleeve(GREEN), "reins", 80),
        wear="beret", wear_colour=GREEN, wear_trim=GOLD, feather=RED, collar="band",
        mount=_horse(DUN, BROWN, (BLUE, GOLD), "proud", ahead=50)),
    (9, "c"): Court(  # turned three-quarters to his white horse's head on the left, the cup held before his breast
        Face(-0.4, "young", "long", BROWN, jaw=1.08, mouth="full"), (342, 174, 0.98),
        Body((346, 246), 128, 400, 112, -10, -0.4, hem=130, belly=18),
        Garb(BLUE, panel=RED, belt=GOLD, trim=GOLD),
        Arm((248, 360), (208, 380), _sleeve(RED), "reins", -80),
        Arm((440, 400), (380, 350), _sleeve(RED), "grip", 90, "cup", 0, 0.8),
        wear="toque", wear_colour=RED, wear_trim=BLACK, feather=GOLD, collar="band",
        mount=_horse("#f2ede2", GREY, (GREEN, RED), "bowed", -1, thigh=GOLD)),
    (9, "s"): Court(  # the sword brandished over his head
        Face(0.3, "man", "short", DARK, "short", brow="knit"), (258, 172, 0.98),
        Body((254, 246), 122, 392, 86, 10, 0.3, hem=104, slope=2),
        Garb(GREEN, panel=GOLD, belt=RED, trim=RED),
        Arm((150, 290), (196, 196), _sleeve(GOLD, RED), "grip", 150, "sword", 56, 0.8),
        Arm((352, 360), (392, 380), _sleeve(GOLD, RED), "reins", 80),
        wear="kalpak", wear_colour="#4a3020", wear_trim=RED, feather="", collar="band",
        mount=_horse(BAY, DARK, (RED, GOLD), "rearing")),
    (9, "b"): Court(  # turned three-quarters towards his horse's head, the baton shouldered, held at his breast
        Face(0.45, "young", "bob", FAIR, length=1.06, lids=0.25), (262, 172, 0.98),
        Body((256, 246), 128, 396, 86, 8, 0.45, hem=104, slope=-4),
        Garb(GOLD, belt=GREEN, yoke=BLUE, motif="dots", trim=BLUE),
        Arm((196, 410), (256, 356), _sleeve(RED), "grip", 130, "club", -20, 0.72),
        Arm((352, 360), (392, 380), _sleeve(RED), "reins", 80),
        wear="kalpak", wear_colour=BLACK, wear_trim=GREEN, feather="", collar="band",
        mount=_horse("#6a6a72", BLACK, (GOLD, GREEN), "stretched", ahead=60, thigh=GREEN)),
    # -- the kings: bearded, two in mitred crowns, two in open crowns of leaves; ermine, fur or a ruff -------
    (10, "d"): Court(  # in a blue cope spread wide, the coin raised on his right palm, a pike in his left hand
        Face(-0.3, "old", "long", GREY, "full", moustache=True, nose="aquiline"), (294, 186, 1.04),
        Body((300, 276), 132, 440, 98, -4, -0.3, hem=112, slope=18),
        Garb(RED, panel=GOLD, skirt=GREEN, belt=BLACK, trim=GREEN),
        Arm((492, 380), (476, 290), _sleeve(GREEN), "palm", 184, "coin", 4, 0.8),
        Arm((176, 444), (212, 372), _sleeve(GREEN), "grip", 90, "pike", 0, 1.0),  # the family's king with a pike
        wear="imperial", wear_colour=GOLD, wear_trim=RED, collar="ermine", collar_colour=CREAM,
        mantle=(BLUE, GOLD, "cope")),
    (10, "c"): Court(  # stout and round, no mantle, turned a little, the cup raised to his breast, a fist on his hip
        Face(0.05, "old", "long", WHITE, "short", moustache=True, jaw=1.16, lids=0.3, chin="square", eye_size=0.9,
             mouth_width=1.1),  # a short beard, so his ruff shows
        (300, 186, 1.04),
        Body((300, 276), 170, 430, 134, 0, 0.05, hem=156, belly=26, slope=-6),
        Garb(GREEN, skirt=BLUE, belt=GOLD, rows=(350,), band_colour=RED, motif="zigzag", trim=GOLD),
        Arm((144, 366), (200, 418), _sleeve(RED), "hip", -40),  # his fist on his hip, not square with both hands
        Arm((452, 446), (420, 370), _sleeve(RED), "grip", 90, "cup", 0, 0.9),  # the cup at his breast, to one side
        wear="trefoil", wear_colour=GOLD, wear_trim=BLUE, collar="ruff", collar_colour=CREAM),
    (10, "s"): Court(  # tall and narrow in a mantle falling straight, the sword upright on his left, a fist on his hip
        Face(0.3, "old", "long", DARK, "forked", brow="knit", nose="long", length=1.1, jaw=0.92, chin="pointed",
             eye_size=0.88), (306, 186, 1.04),
        Body((300, 276), 118, 460, 86, 4, 0.3, hem=88, slope=24),
        Garb(BLUE, panel=GOLD, skirt=RED, belt=BLACK, trim=RED),
        Arm((146, 420), (180, 340), _sleeve(GOLD, RED), "grip", -90, "sword", 0, 0.85),
        Arm((470, 400), (410, 446), _sleeve(GOLD, RED), "hip", 40),
        wear="imperial", wear_colour=GOLD, wear_trim=GREEN, collar="fur", collar_colour="#6a4a2a",
        mantle=(GREEN, GOLD, "straight")),
    (10, "b"): Court(  # the baton held aslant across his breast like a sceptre, a cloak over his right shoulder
        Face(-0.15, "man", "short", BROWN, "pointed", moustache=True, jaw=0.94, eye_size=1.12, mouth="smile"),
        (298, 186, 1.04),
        Body((300, 276), 146, 420, 104, -8, -0.15, hem=128, slope=4),
        Garb(GOLD, skirt=GREEN, belt=RED, bands="v", band_colour=RED, motif="dots", trim=RED),
        Arm((440, 450), (360, 400), _sleeve(BLUE), "grip", 60, "club", -40, 0.8),
        Arm((160, 440), (240, 446), _sleeve(BLUE), "flat", -60),
        wear="trefoil", wear_colour=GOLD, wear_trim=RED, collar="ermine", collar_colour=CREAM,
        mantle=(RED, BLUE, "right")),
}

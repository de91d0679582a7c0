"""The Piacentine's four cavaliers (the 9s), each on his own horse, cut at the line between the halves; every
rider's foot rests in its stirrup above the line, so the halves meet on the horse and its cloth:

- coins: the horse seen from behind, going away: its croup and two rounded haunches nearest to us, a red
  breeching with hanging straps across them, the tail swishing over the near haunch, the hind legs bent at the
  hock down to the line; a green saddle cloth edged in red hanging at its sides, the rider's legs down its
  flanks; its neck rises beyond the rider and its head turns back to him. The rider faces us in a blue tabard
  with a shield over red sleeves, a red cap with blue and yellow plumes, his coin held up;
- cups: a rider in a blue doublet with a wide white lace collar and a red plumed hat, both hands on the reins
  of a bay going to the right, its forelegs folded high under a red cloth edged with points; the cup stands in
  the corner;
- swords: a rider in mail with a red cloak, his blue sword raised, on a grey going to the left;
- batons: the rider seen from behind, turning his head over his shoulder, a blue turban with a red plume, a
  yellow baldric across his red back, his club shouldered; his palomino goes to the right under a scalloped
  cloth.
"""

from __future__ import annotations

from ..anatomy import Head
from ..emilia import body, heads
from ..emilia.body import d_of
from ..emilia.faces import Mien, curve
from ..emilia.horse import EARS, HEAD, Steed, horse, smooth_leg
from ..emilia.ink import (
    BLUE,
    BLUE_DK,
    GOLD,
    GREEN,
    GREEN_DK,
    HAIR,
    INK,
    RED,
    RED_DK,
    WHITE,
    YELLOW,
    darker,
    lighter,
)
from ..svg import Svg, f, place, tube
from . import figure as fig
from . import signs

SEAT = 340  # the saddle's height: the riders' hips
NECK = 222


def _rider(svg: Svg, x: float, facing: int, colour: str, hose: str, boot: str) -> None:
    """A rider seated at (x, SEAT), turned three-quarters to `facing`: the doublet to a short skirt, the near
    leg forward over the horse's shoulder to the knee and down to the foot in its stirrup above the line."""
    knee = (x + facing * 74, SEAT + 60)
    ankle = (x + facing * 36, SEAT + 122)
    body.rider_leg(svg, (x, SEAT), knee, ankle, hose, boot, facing, 52)
    body.turned_torso(svg, (x - facing * 4, NECK), (x, SEAT), facing, colour, 84, 66)


def cavallo_denari(svg: Svg) -> None:
    coat, mane = "#c7925a", "#3a2616"
    _neck_turned_back(svg, coat, mane)
    _quarters(svg, coat, mane)
    _legs_astride(svg)
    # the rider, turned in the saddle to face us over the horse's quarters
    fig.torso(svg, 296, 214, 80, 86, RED, waist=74, bottom=352)
    tabard = ("M240 216 L352 216 C356 260 366 300 372 340 Q358 356 344 342 Q330 358 316 344 Q302 360 288 344 "
              "Q274 358 260 342 Q246 356 232 340 C230 300 236 260 240 216 Z")  # the tabard, its hem dagged
    svg.path(tabard, BLUE, INK, 3.2)
    svg.path(tabard, None, YELLOW, 6)
    svg.path(tabard, None, INK, 1.6)
    svg.path("M240 222 L352 222", None, RED, 8)
    svg.path("M270 246 L322 246 L322 288 C322 308 306 322 296 328 C286 322 270 308 270 288 Z", RED, INK, 2.6)
    svg.path("M270 266 L296 296 L322 266 L322 282 L296 312 L270 282 Z", GREEN, INK, 2)
    svg.path("M270 246 L322 246 L322 288 C322 308 306 322 296 328 C286 322 270 308 270 288 Z", None, YELLOW, 4)
    heads.face(svg, 296, 140, 0.82, Head(-0.22, "youth", "long", "#9a8a76"),
               mien=Mien("pointed", "straight", "narrow", "straight", "smile", "page", look=-0.3))
    heads.wear(svg, "fez", 296, 140, 0.82, -0.22, RED, GOLD, (BLUE, YELLOW), jewel=BLUE)
    body.sleeve(svg, (372, 234), (414, 300), (400, 332), RED, 42, cuff=YELLOW)  # the reins hand
    body.grip(svg, 394, 338, 90, 1.0, from_left=False)
    body.sleeve(svg, (220, 236), (152, 312), (170, 246), RED, 42, puff=0.2, cuff=YELLOW)
    signs.coin(svg, 176, 174, 114)
    body.grip(svg, 172, 240, -90, 1.0)


def _neck_turned_back(svg: Svg, coat: str, mane: str) -> None:
    """The horse going away from us: its neck rising beyond the rider to the right, the crest maned, the head
    hanging from the poll and turned back to him, bridled, the rein down to his hand."""
    dark = darker(coat, 0.72)
    svg.path("M350 330 C360 260 400 180 446 132 C466 112 494 112 506 130 C522 190 512 260 480 330 Z", coat, INK, 3.4)
    svg.path("M486 180 C500 230 500 280 486 326", None, dark, 6, 0.7)
    locks = " ".join(f"M{f(456 + k * 9)} {f(128 + k * 30)} q24 4 32 32 q-12 -2 -24 0 Z" for k in range(6))
    svg.path(locks, mane, INK, 2)
    with svg.group("translate(478 118) rotate(16) scale(0.96)"):  # the head, its face turned to the rider
        svg.path(EARS, coat, INK, 2.6)
        svg.path(HEAD, coat, INK, 3.4)
        svg.path("M42 62 C38 90 26 114 10 136", None, dark, 4, 0.7)
        svg.path("M-24 18 C-30 60 -30 110 -24 150 L-16 150 C-20 110 -20 60 -14 20 Z", WHITE)  # a blaze
        straps = "M14 2 C22 50 26 90 18 126 M-36 16 L12 6 M-40 120 C-20 128 0 130 18 126"
        svg.path(straps, None, INK, 10)
        svg.path(straps, None, BLUE_DK, 6)
        svg.ellipse(-18, 42, 8, 6, "#1a1010", INK, 1.6)
        svg.circle(-20, 40, 2, WHITE)
        svg.ellipse(-30, 148, 7, 4.5, "#2a1010")
        svg.path("M-22 164 C-10 162 0 160 8 156", None, INK, 2.4)
        svg.path("M-14 8 c-10 10 -12 26 -4 38 c4 -12 10 -18 20 -20 Z", mane, INK, 2)
        svg.circle(6, 154, 8, None, GOLD, 3.6)
    svg.path("M470 270 C446 300 420 320 400 332", None, INK, 7)
    svg.path("M470 270 C446 300 420 320 400 332", None, BLUE_DK, 4)


def _legs_astride(svg: Svg) -> None:
    """The saddle cloth on the horse's back under the rider, green edged in red with a gold fringe, and the
    rider's near leg down the horse's flank, his foot in the stirrup."""
    svg.path("M238 302 C300 288 400 288 452 300 L462 370 C400 364 320 364 248 376 Z", GREEN, INK, 3)
    svg.path(" ".join(f"M{x} {376 - (x - 248) * 0.03:.0f} l-5 16 l10 0 Z" for x in range(254, 460, 16)), GOLD,
             INK, 1.2)  # its fringe
    svg.path("M248 376 C320 364 400 364 462 370", None, RED, 12)
    svg.path("M248 376 C320 364 400 364 462 370", None, INK, 2)
    body.leg(svg, (330, 344), (372, 390), (378, 440), BLUE_DK, 44, "#b07a3a", 1)
    svg.path("M354 404 L398 404 L398 440 L358 442 Z", "#b07a3a", INK, 2.4)  # the boot
    svg.path("M351 398 L401 398 L401 412 L353 412 Z", "#7a4a1c", INK, 2)
    svg.path("M362 454 L398 454 L394 462 L366 462 Z", GOLD, INK, 1.8)  # the stirrup's tread


def _quarters(svg: Svg, coat: str, mane: str) -> None:
    """Nearest to us, the horse going away: its near haunch round and full, the far one just showing beyond it,
    the flank running on under the rider; the near hind leg bent at the stifle and the hock (a Z, the hock's
    point towards us), its cannon going down to the line; the breeching with its hanging straps round the
    haunch; the tail set on at the croup, falling over the buttock in a long dark brush."""
    dark = darker(coat, 0.72)
    svg.path(curve([(246, 300), (300, 296), (322, 330), (306, 372), (262, 366)]), dark, INK, 3.4)  # far haunch
    flank = curve([(224, 300), (160, 312), (124, 352), (124, 400), (150, 436), (214, 452), (300, 440),
                   (390, 426), (448, 400), (458, 344), (420, 304), (330, 292)])
    svg.path(flank, coat, INK, 3.6)
    svg.path("M300 436 C360 430 410 420 446 398 C420 424 360 438 300 446 Z", dark, None, 0, 0.8)  # the belly
    svg.path("M132 392 C146 424 180 442 220 444", None, dark, 9, 0.7)
    svg.path("M176 322 C204 310 236 306 258 312", None, lighter(coat, 0.4), 6)
    line, ws = smooth_leg(((206, 384), (250, 430), (182, 470), (194, 510)), (104, 64, 36, 28))
    svg.path(d_of(tube(line, ws)), coat, INK, 3.4)
    svg.path(d_of(tube(line[:4], [w + 5 for w in ws[:4]])), coat)
    svg.path("M172 466 C178 478 194 478 198 468", None, INK, 3)  # the point of the hock
    svg.path("M236 420 C228 440 214 452 196 458", None, darker(coat, 0.6), 3.4)
    # the breeching round the haunch, its hanging straps and studs; the crupper to the tail's root
    band = "M240 316 C204 332 164 362 144 404"
    svg.path(band, None, INK, 15)
    svg.path(band, None, RED, 10)
    drops = ((206, 332), (168, 364))
    svg.path(" ".join(f"M{x} {y} l4 30" for x, y in drops), None, INK, 10)
    svg.path(" ".join(f"M{x} {y} l4 30" for x, y in drops), None, RED, 6)
    fig.studs(svg, [*drops, *((x + 4, y + 34) for x, y in drops)], 6, GOLD)
    svg.path("M246 306 L226 302", None, INK, 14)
    svg.path("M246 306 L226 302", None, RED, 9)
    # the tail, set on high, arching off the croup and falling over the buttock in a long brush of locks
    svg.path("M228 294 C204 288 172 300 160 326 C144 360 144 400 148 432 C150 456 144 474 134 490 C150 488 158 482 "
             "162 474 C164 486 174 494 186 494 C180 476 182 456 182 432 C182 398 184 364 196 336 C204 318 218 310 "
             "232 312 Z", mane, INK, 2.8)
    svg.path("M178 320 C162 356 160 400 162 446 M192 324 C178 362 174 408 174 470", None, lighter(mane, 0.25), 2.6)


def cavallo_coppe(svg: Svg) -> None:
    signs.cup(svg, 488, 112, 124)
    horse(svg, Steed("#a0582a", "#2a1408", RED, BLUE, head="tucked", facing=1, cloth_cut="zigzag", blaze=True,
                     forehand=True, cloth_back=60), 176, SEAT, 1.0)
    _rider(svg, 186, 1, BLUE, "#e9dcb8", "#8a5a2a")
    fig.studs(svg, [(190, y) for y in (262, 292, 322)], 6, GOLD)
    svg.path("M116 226 C146 274 234 274 264 226 C252 206 128 206 116 226 Z", WHITE, INK, 2.6)  # the lace collar
    svg.path(" ".join(f"M{x} {242 + abs(x - 190) * -0.2 + 16} a7 7 0 1 0 14 0" for x in range(124, 254, 16)), None,
             "#b9b0a0", 2)
    heads.face(svg, 190, 150, 0.86, Head(0.3, "man", "long", HAIR["dark"], "moustache"),
               mien=Mien("long", "aquiline", "heavy", "straight", "firm", "mane"))
    heads.wear(svg, "broad", 190, 150, 0.86, 0.3, RED, RED_DK, (YELLOW, BLUE), jewel=GOLD)
    body.sleeve(svg, (124, 250), (136, 340), (262, 352), BLUE, 42, cuff=WHITE)
    body.sleeve(svg, (254, 248), (298, 320), (320, 344), BLUE, 40, cuff=WHITE)
    body.grip(svg, 274, 356, 90, 1.0)
    body.grip(svg, 330, 348, 90, 1.0)


def cavallo_spade(svg: Svg) -> None:
    horse(svg, Steed("#c9c6c0", "#4e4a52", RED, YELLOW, head="tucked", facing=-1, cloth_cut="tassels",
                     forehand=True, cloth_back=60), 420, SEAT, 1.0)
    svg.path("M430 228 C476 240 516 290 530 360 C538 410 532 446 524 470 L440 460 C446 410 444 320 420 262 Z", RED,
             INK, 3.2)  # the cloak flying behind him
    body.folds(svg, ["M456 262 C488 310 506 390 506 460", "M438 286 C458 340 468 410 466 456"], RED)
    _rider(svg, 404, -1, "#6f8fbf", RED_DK, "#b0742e")
    rings = " ".join(f"M{x} {y} a6 5 0 1 0 12 0 a6 5 0 1 0 -12 0" for y in range(244, 340, 14)
                     for x in range(336 + (6 if (y // 14) % 2 else 0), 470, 14))
    svg.path(rings, None, BLUE_DK, 1.8)  # the mail
    svg.path("M330 228 C362 252 442 252 474 228 L470 218 C440 238 364 238 334 218 Z", GOLD, INK, 2.4)
    heads.face(svg, 404, 152, 0.86, Head(-0.3, "youth", "long", HAIR["brown"]),
               mien=Mien("oval", "long", "almond", "heavy", "small", "swept"))
    heads.wear(svg, "tocco", 404, 152, 0.86, -0.3, RED, YELLOW, (YELLOW, BLUE, RED), jewel=BLUE)
    body.sleeve(svg, (336, 250), (306, 330), (262, 342), "#6f8fbf", 40, cuff=GOLD)  # the reins hand
    body.grip(svg, 252, 344, 90, 1.0, from_left=False)
    with svg.group(place(500, 196)):
        signs.sword(svg, 300, 28, 100, 0.27)
    body.sleeve(svg, (470, 250), (512, 320), (498, 292), "#6f8fbf", 40, cuff=GOLD)
    body.grip(svg, 500, 288, 0, 1.05, from_left=False)


def cavallo_bastoni(svg: Svg) -> None:
    horse(svg, Steed("#d6a456", "#f2e2b8", BLUE, YELLOW, head="up", facing=1, cloth_cut="scallops", forehand=True,
                     cloth_back=60), 206, SEAT, 1.0)
    with svg.group(place(172, 262, 1, -4)):  # the club on his shoulder, rising beside him
        signs.club(svg, 380, 92, 40, seed=6, face=signs.CUT_OCHRE)
    # the rider from behind: his back, a yellow baldric, the head turned over his shoulder
    knee, ankle = (206 + 74, SEAT + 60), (206 + 30, SEAT + 122)
    body.rider_leg(svg, (206, SEAT), knee, ankle, BLUE_DK, "#c98a3a", 1, 50)
    fig.torso(svg, 226, NECK + 6, 80, 86, RED, waist=72, bottom=SEAT + 16)
    svg.path("M226 232 L226 350", None, RED_DK, 4)
    fig.sash(svg, (160, 246), (300, 346), 32, YELLOW, dots=GREEN_DK)
    svg.path("M146 340 C190 356 262 356 306 340", None, INK, 16)
    svg.path("M146 340 C190 356 262 356 306 340", None, BLUE_DK, 11)  # the belt
    heads.face(svg, 226, 152, 0.86, Head(-1, "youth", "long", HAIR["black"]),
               mien=Mien("square", "straight", "almond", "heavy", "firm", "page"))
    heads.wear(svg, "turban", 226, 152, 0.86, 1, BLUE, GOLD, (RED,), jewel=RED)  # its plume trailing back
    body.sleeve(svg, (296, 250), (344, 320), (362, 344), RED, 42, puff=0.2, puff_colour=BLUE, cuff=YELLOW)
    body.grip(svg, 370, 348, 90, 1.0)
    body.sleeve(svg, (156, 252), (120, 330), (166, 300), RED, 42, puff=0.2, puff_colour=BLUE, cuff=YELLOW)
    body.grip(svg, 172, 296, -4, 1.05, from_left=False)


COURTS = {"d": cavallo_denari, "c": cavallo_coppe, "s": cavallo_spade, "b": cavallo_bastoni}

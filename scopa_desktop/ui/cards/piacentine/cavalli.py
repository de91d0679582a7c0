"""The Piacentine's four cavaliers (the 9s), each on his own horse, cut at the line between the halves; every
rider's foot rests in its stirrup above the line, so the halves meet on the horse and its cloth:

- coins: the horse seen from behind, going away: its quarters nearest to us in front of the rider's lap, the
  croup rounded over the far haunch (in shadow) and the near one, the tail falling between them, a red
  breeching with hanging straps across them; from the croup its back runs on, one line, under the saddle and
  its green cloth edged in red, rising past the rider's side to the withers, where the maned neck rises and
  the head turns back to him. The rider faces us in a blue tabard with a shield over red sleeves, a red cap
  with blue and yellow plumes, his coin held up, the reins in his other hand;
- cups: a rider in a blue doublet with a wide white lace collar and a red plumed hat, both hands on the reins
  of a bay going to the right, its forelegs raised high (a knee, a cannon, a hoof) under a red cloth edged
  with points; the cup stands in the corner;
- swords: a rider in mail with a red cloak, his blue sword raised, on a grey going to the left, its thick neck
  arched under a falling mane, its forelegs raised;
- batons: the rider seen from behind, turning his head over his shoulder, a blue turban with a red plume, a
  yellow baldric across his red back, his club shouldered; his palomino goes to the right under a scalloped
  cloth, its forelegs raised.
"""

from __future__ import annotations

from ..anatomy import Head
from ..emilia import body, heads
from ..emilia.faces import Mien, curve
from ..emilia.horse import EARS, HEAD, Steed, horse
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
from ..svg import Svg, f, place
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
    _barrel(svg, coat)
    # the rider, turned in the saddle to face us over the horse's quarters
    fig.torso(svg, 292, 214, 80, 86, RED, waist=74, bottom=352)
    tabard = ("M236 216 L348 216 C352 260 360 296 364 330 Q350 346 336 332 Q322 348 308 334 Q294 350 280 334 "
              "Q266 348 252 332 Q238 346 226 330 C228 296 232 260 236 216 Z")  # the tabard, its hem dagged
    svg.path(tabard, BLUE, INK, 3.2)
    svg.path(tabard, None, YELLOW, 6)
    svg.path(tabard, None, INK, 1.6)
    svg.path("M236 222 L348 222", None, RED, 8)
    svg.path("M266 242 L318 242 L318 284 C318 304 302 318 292 324 C282 318 266 304 266 284 Z", RED, INK, 2.6)
    svg.path("M266 262 L292 292 L318 262 L318 278 L292 308 L266 278 Z", GREEN, INK, 2)
    svg.path("M266 242 L318 242 L318 284 C318 304 302 318 292 324 C282 318 266 304 266 284 Z", None, YELLOW, 4)
    _legs_astride(svg)
    _quarters(svg, coat, mane)
    heads.face(svg, 292, 140, 0.82, Head(-0.22, "youth", "long", "#9a8a76"),
               mien=Mien("pointed", "straight", "narrow", "straight", "smile", "page", look=-0.3))
    heads.wear(svg, "fez", 292, 140, 0.82, -0.22, RED, GOLD, (BLUE, YELLOW), jewel=BLUE)
    body.sleeve(svg, (366, 234), (396, 292), (350, 318), RED, 42, cuff=YELLOW)  # the reins hand at his waist
    body.grip(svg, 342, 322, 150, 1.0, from_left=False)
    body.sleeve(svg, (216, 236), (160, 300), (190, 232), RED, 42, puff=0.2, cuff=YELLOW)
    signs.coin(svg, 194, 160, 112)
    body.grip(svg, 190, 226, -90, 1.0)


# the horse's top line, nearest first: the croup over the haunches, the back running away under the saddle and
# rising past the rider's side to the withers, where the crest of the neck begins
CROUP = (214, 340)
WITHERS = (500, 306)


def _neck_turned_back(svg: Svg, coat: str, mane: str) -> None:
    """The horse going away from us: its neck rising from the withers beyond the rider, on the right, the crest
    maned, the head hanging from the poll and turned back to him, bridled, the rein down to his hand."""
    dark = darker(coat, 0.72)
    wx, wy = WITHERS
    svg.path(f"M404 350 C410 280 420 200 446 140 C466 112 494 112 506 130 C520 180 {wx + 18} 250 {wx + 16} {wy + 10} "
             f"C{wx + 20} {wy + 40} {wx + 6} 350 {wx - 10} 370 Z", coat, INK, 3.4)
    svg.path(f"M486 180 C498 230 {wx + 6} 270 {wx} {wy}", None, dark, 6, 0.7)
    locks = " ".join(f"M{f(462 + k * 9)} {f(130 + k * 28)} q24 4 30 30 q-12 -2 -22 0 Z" for k in range(6))
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
    svg.path("M470 270 C430 300 380 320 350 324", None, INK, 7)
    svg.path("M470 270 C430 300 380 320 350 324", None, BLUE_DK, 4)


def _barrel(svg: Svg, coat: str) -> None:
    """The body between the quarters and the withers, going away from us: its back one line from the croup under
    the saddle to the withers, the near flank and the belly below, the saddle cloth on it, green edged in red
    with a gold fringe."""
    dark = darker(coat, 0.72)
    (cx, cy), (wx, wy) = CROUP, WITHERS
    back = f"M{cx} {cy} C{cx + 90} {cy + 6} 380 {cy + 4} 430 {cy - 12} C460 {wy + 20} {wx - 20} {wy + 4} {wx} {wy}"
    svg.path(f"{back} C{wx + 24} {wy + 30} {wx + 16} 400 {wx - 16} 430 C450 462 360 484 300 500 L{cx} 500 Z",
             coat, INK, 3.6)
    svg.path(f"M{wx - 20} 420 C460 450 380 472 300 490 L300 500 C380 486 450 466 {wx - 12} 428 Z", dark, None, 0,
             0.8)  # the belly's shadow
    svg.path(f"M{wx - 10} {wy + 30} C{wx + 4} 360 {wx - 4} 390 {wx - 26} 414", None, dark, 5, 0.6)  # the shoulder
    svg.path(back, None, lighter(coat, 0.4), 5)  # the light along the back
    svg.path(back, None, INK, 3.6)
    # the saddle cloth over the back, hanging down the near flank
    cloth = f"M{cx + 30} {cy + 8} C300 {cy + 14} 380 {cy + 10} 436 {cy - 8} L452 416 C380 424 320 430 262 440 Z"
    svg.path(cloth, GREEN, INK, 3)
    svg.path("M262 440 C320 430 380 424 452 416", None, RED, 12)
    svg.path("M262 440 C320 430 380 424 452 416", None, INK, 2)
    svg.path(" ".join(f"M{x} {f(440 - (x - 262) * 0.126 + 5)} l-5 15 l10 0 Z" for x in range(268, 450, 16)), GOLD,
             INK, 1.2)  # its fringe
    svg.path(f"M{cx + 40} {cy + 22} C300 {cy + 28} 380 {cy + 24} 430 {cy + 8}", None, GREEN_DK, 4, 0.8)


def _legs_astride(svg: Svg) -> None:
    """The rider's near leg down the horse's flank over the cloth, his foot in the stirrup above the line."""
    svg.path("M370 356 L386 454", None, INK, 7)
    svg.path("M370 356 L386 454", None, "#5a2a10", 4)  # the stirrup's leather
    body.leg(svg, (328, 338), (384, 388), (384, 440), BLUE_DK, 44, "#b07a3a", 1)
    svg.path("M360 404 L404 404 L404 440 L364 442 Z", "#b07a3a", INK, 2.4)  # the boot
    svg.path("M357 398 L407 398 L407 412 L359 412 Z", "#7a4a1c", INK, 2)
    svg.path("M368 454 L404 454 L400 462 L372 462 Z", GOLD, INK, 1.8)  # the stirrup's tread


def _quarters(svg: Svg, coat: str, mane: str) -> None:
    """Nearest to us, the horse going away: its quarters seen from behind in front of the rider's lap, the croup
    rounded over them, the far haunch (on the left) in shadow and the near one full, the tail set on at the croup
    and falling between them in a long dark brush, the near hind leg's gaskin and hock under the near haunch;
    the red breeching with its hanging straps round them and the crupper up to the saddle."""
    dark = darker(coat, 0.72)
    cx, cy = CROUP
    far = curve([(cx - 6, cy + 4), (150, cy + 14), (112, 380), (100, 440), (112, 506), (200, 506), (214, 420)])
    svg.path(far, dark, INK, 3.4)
    near = curve([(cx - 4, cy + 2), (262, cy + 8), (304, 372), (326, 420), (318, 470), (286, 506), (214, 506),
                  (200, 440), (204, 380)])
    svg.path(near, coat, INK, 3.6)
    svg.path("M300 396 C318 430 316 466 292 496", None, dark, 8, 0.7)  # the haunch's round
    svg.path(f"M{cx + 16} {cy + 14} C262 {cy + 20} 290 360 300 380", None, lighter(coat, 0.45), 6)
    # the breeching round the quarters, its hanging straps and studs; the crupper to the saddle
    band = "M118 420 C150 380 200 374 236 380 C270 386 300 400 322 428"
    svg.path(band, None, INK, 15)
    svg.path(band, None, RED, 10)
    drops = ((150, 392), (284, 394))
    svg.path(" ".join(f"M{x} {y} l2 34" for x, y in drops), None, INK, 10)
    svg.path(" ".join(f"M{x} {y} l2 34" for x, y in drops), None, RED, 6)
    fig.studs(svg, [*drops, *((x + 2, y + 38) for x, y in drops), (214, 376)], 6, GOLD)
    crupper = f"M{cx} {cy + 2} L{cx + 40} {cy - 2}"
    svg.path(crupper, None, INK, 14)
    svg.path(crupper, None, RED, 9)
    # the tail, set on at the croup, arching off it and falling between the haunches, swishing to the near side
    # in a long brush of locks that ends short of the line
    svg.path(f"M{cx - 12} {cy - 2} C{cx - 30} {cy + 24} {cx - 20} 374 {cx - 14} 404 C{cx - 8} 432 {cx - 16} 458 "
             f"{cx - 6} 486 C{cx + 2} 478 {cx + 6} 484 {cx + 12} 494 C{cx + 16} 482 {cx + 24} 480 {cx + 30} 488 "
             f"C{cx + 30} 462 {cx + 20} 436 {cx + 18} 406 C{cx + 16} 376 {cx + 24} {cy + 26} {cx + 12} {cy - 2} Z",
             mane, INK, 2.8)
    svg.path(f"M{cx - 4} {cy + 16} C{cx - 10} 380 {cx} 430 {cx + 4} 482 M{cx + 8} {cy + 22} C{cx + 4} 390 "
             f"{cx + 12} 440 {cx + 22} 480", None, lighter(mane, 0.25), 2.6)


def cavallo_coppe(svg: Svg) -> None:
    signs.cup(svg, 488, 112, 124)
    horse(svg, Steed("#a0582a", "#2a1408", RED, BLUE, head="tucked", facing=1, cloth_cut="zigzag", blaze=True,
                     fore="levade", forehand=True, cloth_back=60), 176, SEAT, 1.0)
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
    horse(svg, Steed("#c9c6c0", "#4e4a52", RED, YELLOW, head="arched", facing=-1, cloth_cut="tassels", fore="levade",
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
                     fore="levade", cloth_back=60), 206, SEAT, 1.0)
    with svg.group(place(196, 262, 1, -6)):  # the club on his shoulder, rising beside him
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

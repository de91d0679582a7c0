"""The Piacentine's four cavaliers (the 9s), each on his own horse, cut at the line between the halves; every
rider's foot rests in its stirrup above the line, so the halves meet on the horse and its cloth:

- coins: the horse seen from behind, going away: its rump nearest to us in front of the rider's lap, two
  round haunches (the far one in shadow) on the hind legs, which run down to the line with paper between
  them, narrower than the rider and a little askew (the horse turning away), the tail set on at the top of the
  croup and falling between the haunches, a red housing with a dagged blue hem over the croup; from the croup
  its back runs up, one line, under the saddle and its green cloth edged
  in red to the withers beyond the rider, the belly well above the line, where the maned neck rises and the
  head turns back to him. The rider faces us in a blue tabard with a shield over red sleeves, a red cap
  with blue and yellow plumes, his coin held up, the reins in his other hand;
- cups: a rider in a blue doublet with a wide white lace collar and a red plumed hat, both hands on the reins
  of a bay going to the right, its forelegs raised high (a knee, a cannon, a hoof) under a red cloth edged
  with points; the cup stands in the corner;
- swords: a rider in mail with a red cloak, his blue sword raised, on a grey going to the left, its thick neck
  arched under a falling mane, its forelegs raised;
- batons: the rider seen from behind, turning his head over his shoulder, a blue turban with a red plume, a
  yellow baldric across his red back, his club slanting up past his shoulder; his palomino goes to the right
  under a scalloped cloth, its forelegs raised.
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
    fig.brocade(svg, 236, 236, 356, 326, GOLD, inside=lambda x, y: 242 < x < 344 and not 256 < x < 328)
    svg.path("M236 222 L348 222", None, RED, 8)
    svg.path("M266 242 L318 242 L318 284 C318 304 302 318 292 324 C282 318 266 304 266 284 Z", RED, INK, 2.6)
    svg.path("M266 262 L292 292 L318 262 L318 278 L292 308 L266 278 Z", GREEN, INK, 2)
    svg.path("M266 242 L318 242 L318 284 C318 304 302 318 292 324 C282 318 266 304 266 284 Z", None, YELLOW, 4)
    _legs_astride(svg)
    # the quarters narrower than the rider and a little askew, the horse turning away to the right, not square
    with svg.group(f"translate({CROUP[0] + 60} {CROUP[1]}) rotate(-5) scale(0.8 1) "
                   f"translate({-CROUP[0] - 60} {-CROUP[1]})"):
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
CROUP = (206, 318)
WITHERS = (500, 306)


def _neck_turned_back(svg: Svg, coat: str, mane: str) -> None:
    """The horse going away from us: its neck rising from the withers beyond the rider, on the right, the crest
    maned, the head hanging from the poll and turned back to him, bridled, the rein down to his hand."""
    dark = darker(coat, 0.72)
    wx, wy = WITHERS
    svg.path(f"M404 350 C404 280 410 210 440 150 C462 116 494 112 510 134 C524 184 {wx + 18} 250 {wx + 16} {wy + 10} "
             f"C{wx + 20} {wy + 40} {wx + 6} 350 {wx - 10} 370 Z", coat, INK, 3.4)
    svg.path(f"M486 180 C498 230 {wx + 6} 270 {wx} {wy}", None, dark, 6, 0.7)
    locks = " ".join(f"M{f(462 + k * 9)} {f(130 + k * 28)} q24 4 30 30 q-12 -2 -22 0 Z" for k in range(6))
    svg.path(locks, mane, INK, 2)
    with svg.group("translate(470 122) rotate(30) scale(0.96)"):  # the head, its face turned in to the rider
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
    """The body between the quarters and the withers, going away from us: its back one line from the croup up
    under the saddle to the withers, the near flank below it ending in the belly well above the line (paper
    shows under it), the saddle cloth on it, green edged in red with a gold fringe."""
    dark = darker(coat, 0.72)
    (cx, cy), (wx, wy) = CROUP, WITHERS
    back = f"M{cx} {cy} C{cx + 70} {cy - 8} 360 {cy - 14} 420 {cy - 20} C452 {wy + 6} {wx - 24} {wy} {wx} {wy}"
    svg.path(f"{back} C{wx + 26} {wy + 34} {wx + 20} 392 {wx - 8} 424 C470 446 420 452 372 448 "
             f"C340 446 318 444 300 440 L{cx + 40} 420 Z", coat, INK, 3.6)
    svg.path(f"M{wx - 14} 414 C470 434 420 440 372 438 C350 437 330 436 312 432 L312 442 C340 448 420 454 "
             f"{wx - 8} 424 Z", dark, None, 0, 0.8)  # the belly's shadow
    svg.path(f"M{wx - 6} {wy + 30} C{wx + 6} 356 {wx} 386 {wx - 20} 410", None, dark, 5, 0.6)  # the shoulder
    svg.path(back, None, lighter(coat, 0.4), 5)  # the light along the back
    svg.path(back, None, INK, 3.6)
    # the saddle cloth over the back, hanging down the near flank
    cloth = f"M{cx + 70} {cy - 4} C320 {cy - 12} 380 {cy - 18} 436 {cy - 26} L452 404 C390 410 330 416 300 420 Z"
    svg.path(cloth, GREEN, INK, 3)
    svg.path("M300 420 C330 416 390 410 452 404", None, RED, 12)
    svg.path("M300 420 C330 416 390 410 452 404", None, INK, 2)
    svg.path(" ".join(f"M{x} {f(420 - (x - 300) * 0.105 + 5)} l-5 15 l10 0 Z" for x in range(306, 450, 16)), GOLD,
             INK, 1.2)  # its fringe
    svg.path(f"M{cx + 80} {cy + 10} C320 {cy + 2} 380 {cy - 4} 430 {cy - 12}", None, GREEN_DK, 4, 0.8)


def _legs_astride(svg: Svg) -> None:
    """The rider's near leg down the horse's flank over the cloth, his foot in the stirrup above the line."""
    svg.path("M370 356 L386 454", None, INK, 7)
    svg.path("M370 356 L386 454", None, "#5a2a10", 4)  # the stirrup's leather
    body.leg(svg, (328, 338), (384, 388), (384, 440), BLUE_DK, 44, "#b07a3a", 1)
    svg.path("M360 404 L404 404 L404 440 L364 442 Z", "#b07a3a", INK, 2.4)  # the boot
    svg.path("M357 398 L407 398 L407 412 L359 412 Z", "#7a4a1c", INK, 2)
    svg.path("M368 454 L404 454 L400 462 L372 462 Z", GOLD, INK, 1.8)  # the stirrup's tread


def _quarters(svg: Svg, coat: str, mane: str) -> None:
    """Nearest to us, the horse going away: its rump seen from behind in front of the rider's lap, two round
    haunches under the croup (the far one, on the left, in shadow), the hind legs below them (gaskin, hock and
    cannon down to the line, paper between them), the tail set on at the top of the croup, lifting off it and
    falling between the haunches in a long dark brush; a red housing over the croup, its hem dagged in blue, and
    the red crupper from the saddle to the tail's root."""
    dark = darker(coat, 0.72)
    cx, cy = CROUP
    legs = ((138, 1.12, dark), (266, 1.2, coat))
    for x, k, tone in legs:  # the hind legs, the far one first: gaskin to hock, the cannon to the line
        leg = (f"M{f(x - 40 * k)} 420 C{f(x - 36 * k)} 446 {f(x - 22 * k)} 466 {f(x - 18 * k)} 480 "
               f"C{f(x - 16 * k)} 492 {f(x - 14 * k)} 500 {f(x - 14 * k)} 512 L{f(x + 12 * k)} 512 "
               f"C{f(x + 12 * k)} 496 {f(x + 18 * k)} 484 {f(x + 22 * k)} 470 C{f(x + 34 * k)} 446 "
               f"{f(x + 40 * k)} 430 {f(x + 40 * k)} 414 Z")
        svg.path(leg, tone, INK, 3.2)
        svg.path(f"M{f(x - 16 * k)} 478 q{f(16 * k)} -8 {f(34 * k)} -4", None, darker(tone, 0.8), 3)  # the hock
    far = curve([(cx - 8, cy + 6), (140, cy + 2), (84, 356), (76, 404), (104, 450), (160, 458), (196, 428)])
    svg.path(far, dark, INK, 3.4)
    near = curve([(cx + 4, cy + 2), (276, cy + 2), (328, 350), (342, 404), (312, 452), (254, 460), (212, 436),
                  (204, 372)])
    svg.path(near, coat, INK, 3.6)
    svg.path("M320 370 C336 404 326 436 296 452", None, dark, 8, 0.7)  # the haunch's round
    svg.path(f"M{cx + 20} {cy + 14} C262 {cy + 14} 292 344 300 366", None, lighter(coat, 0.45), 6)
    svg.path(f"M{cx - 20} {cy + 16} C150 {cy + 14} 118 356 112 384", None, lighter(dark, 0.3), 5)
    # a red housing over the croup, as print's, its hem dagged in blue over the haunches' tops (so they read as
    # a horse's quarters under its cloth, not two bare rounds)
    def sag(x: float) -> float:
        return 406 + (x - 210) ** 2 / 900

    xs = range(78, 343, 22)
    hem = " ".join(f"Q{f(x + 11)} {f(sag(x + 11) + 14)} {f(x + 22)} {f(sag(x + 22))}" for x in xs[:-1])
    back = " ".join(f"Q{f(x - 11)} {f(sag(x - 11) + 14)} {f(x - 22)} {f(sag(x - 22))}" for x in list(xs)[:0:-1])
    right = xs[-1]
    svg.path(f"M78 {f(sag(78))} C90 {cy + 20} {cx - 40} {cy - 4} {cx} {cy - 4} C{cx + 50} {cy - 4} {right - 12} "
             f"{cy + 20} {right} {f(sag(right))} {back} Z", RED, INK, 3)
    svg.path(f"M78 {f(sag(78))} {hem}", None, BLUE, 9)
    svg.path(f"M78 {f(sag(78))} {hem}", None, INK, 2)
    svg.path(f"M110 352 C150 {cy + 14} {cx - 30} {cy + 6} {cx} {cy + 6} C{cx + 40} {cy + 6} 290 {cy + 14} 316 352",
             None, GOLD, 5)
    crupper = f"M{cx + 6} {cy + 2} C{cx + 40} {cy - 8} {cx + 70} {cy - 8} {cx + 90} {cy - 6}"
    svg.path(crupper, None, INK, 14)
    svg.path(crupper, None, RED, 9)
    # the tail, set on at the top of the croup, its dock lifting off it and the hair falling between the
    # haunches in a long brush that swings a little to the far side and ends above the line
    svg.path(f"M{cx - 14} {cy + 2} C{cx - 16} {cy - 14} {cx + 12} {cy - 16} {cx + 12} {cy + 2} "
             f"C{cx + 22} {cy + 40} {cx + 16} 396 {cx + 18} 426 C{cx + 20} 452 {cx + 22} 470 {cx + 16} 490 "
             f"C{cx + 8} 480 {cx + 2} 482 {cx - 6} 494 C{cx - 12} 480 {cx - 20} 480 {cx - 28} 492 "
             f"C{cx - 34} 478 {cx - 40} 478 {cx - 48} 484 C{cx - 38} 456 {cx - 28} 430 {cx - 24} 404 "
             f"C{cx - 22} 376 {cx - 24} {cy + 30} {cx - 14} {cy + 2} Z", mane, INK, 2.8)
    svg.path(f"M{cx - 4} {cy + 10} C{cx - 10} 380 {cx - 16} 430 {cx - 30} 480 M{cx + 4} {cy + 16} "
             f"C{cx + 6} 390 {cx + 4} 440 {cx - 2} 482 M{cx + 10} {cy + 40} C{cx + 14} 400 {cx + 16} 450 {cx + 12} 480",
             None, lighter(mane, 0.25), 2.6)
    svg.circle(cx - 1, cy + 4, 7, GOLD, INK, 2)  # the crupper's boss at the dock


def cavallo_coppe(svg: Svg) -> None:
    signs.cup(svg, 488, 112, 124)
    horse(svg, Steed("#a0582a", "#2a1408", RED, BLUE, head="tucked", facing=1, cloth_cut="zigzag", blaze=True,
                     fore="levade", forehand=True, cloth_back=60), 176, SEAT, 1.0)
    _rider(svg, 186, 1, BLUE, "#e9dcb8", "#8a5a2a")
    fig.brocade(svg, 120, 252, 262, 346, GOLD, inside=lambda x, y: 14 < abs(x - 190) < 62)  # figured stuff
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
    with svg.group(place(182, 262, 1, -15)):  # the club in his fist, slanting up past his shoulder
        signs.club(svg, 370, 68, 28, seed=6, face=signs.CUT_OCHRE, bark=signs.CUDGEL)
    # the rider from behind: his back, a yellow baldric, the head turned over his shoulder
    knee, ankle = (206 + 74, SEAT + 60), (206 + 30, SEAT + 122)
    body.rider_leg(svg, (206, SEAT), knee, ankle, BLUE_DK, "#c98a3a", 1, 50)
    fig.torso(svg, 226, NECK + 6, 80, 86, RED, waist=72, bottom=SEAT + 16)
    fig.brocade(svg, 150, 248, 304, 346, GOLD, inside=lambda x, y: abs(x - 226) < 66)  # his back in figured stuff
    svg.path("M226 232 L226 350", None, RED_DK, 4)
    fig.sash(svg, (160, 246), (300, 346), 32, YELLOW, dots=GREEN_DK)
    svg.path("M146 340 C190 356 262 356 306 340", None, INK, 16)
    svg.path("M146 340 C190 356 262 356 306 340", None, BLUE_DK, 11)  # the belt
    heads.face(svg, 226, 152, 0.86, Head(-1, "youth", "long", HAIR["black"]),
               mien=Mien("square", "straight", "almond", "heavy", "firm", "page"))
    heads.wear(svg, "turban", 226, 152, 0.86, 1, BLUE, GOLD, (RED,), jewel=RED)  # its plume trailing back
    body.sleeve(svg, (296, 250), (344, 320), (362, 344), RED, 42, puff=0.2, puff_colour=BLUE, cuff=YELLOW)
    body.grip(svg, 370, 348, 90, 1.0)
    body.sleeve(svg, (156, 252), (124, 330), (182, 300), RED, 42, puff=0.2, puff_colour=BLUE, cuff=YELLOW)
    body.grip(svg, 192, 296, -15, 1.05, from_left=False)


COURTS = {"d": cavallo_denari, "c": cavallo_coppe, "s": cavallo_spade, "b": cavallo_bastoni}

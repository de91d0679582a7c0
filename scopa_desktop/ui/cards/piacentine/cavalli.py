"""The Piacentine's four cavaliers (the 9s), each on his own horse, cut at the line between the halves:

- coins: the horse seen from behind, its two haunches nearest to us under a red crupper, the tail falling
  between them, its hind legs going down to the line, a green saddle cloth with a red border over its back; its
  neck rises beyond the rider and its head turns back to him. The rider faces us in a blue tabard with a shield
  on the breast over red sleeves, a red cap with blue and yellow plumes, his coin held up;
- cups: a rider in a blue doublet with a wide white lace collar and a red plumed hat, both hands on the reins
  of a bay going to the right under a red cloth edged with blue points; the cup stands in the corner;
- swords: a rider in mail with a red cloak, his blue sword raised, on a pale horse going to the left;
- batons: the rider seen from behind, turning his head over his shoulder, a blue turban with a red plume, a
  yellow baldric across his red back, his club shouldered; his horse goes to the right under a scalloped cloth.
"""

from __future__ import annotations

from ..anatomy import Head
from ..emilia import body, heads
from ..emilia.horse import Steed, horse
from ..emilia.ink import (
    BLUE,
    BLUE_DK,
    BLUE_LT,
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
)
from ..svg import Svg, f, place
from . import figure as fig
from . import signs

SEAT = 352  # the saddle's height: the rider's hips; the cloth hangs from it to just above the line


def _rider(svg: Svg, x: float, colour: str, half: float = 80, knee: int = 1, hose: str = BLUE_DK,
           boot: str = "#3a2410") -> None:
    """A rider's body seated at (x, SEAT): the torso up to the neck at y 232, then the near thigh coming out from
    under its skirt forward to the knee (`knee` 1 to the right, -1 to the left) and the booted shin going down
    past the line."""
    fig.torso(svg, x, 232, half, half + 8, colour, waist=half - 6, bottom=SEAT + 10)
    kx, ky = x + knee * (half + 44), SEAT + 40
    hip = x + knee * half * 0.5
    svg.path(f"M{f(hip)} {SEAT - 14} L{f(kx)} {ky} L{f(kx - knee * 10)} 520", None, INK, 54)
    svg.path(f"M{f(hip)} {SEAT - 14} L{f(kx)} {ky} L{f(kx - knee * 10)} 520", None, hose, 46)
    svg.path(f"M{f(kx - knee * 4)} {ky + 40} L{f(kx - knee * 10)} 520", None, INK, 58)
    svg.path(f"M{f(kx - knee * 4)} {ky + 40} L{f(kx - knee * 10)} 520", None, boot, 50)
    svg.path(f"M{f(kx - 30)} {ky + 40} L{f(kx + 30)} {ky + 40}", None, darker(boot, 0.6), 6)
    svg.path(f"M{f(x - half)} {SEAT + 6} Q{f(x)} {SEAT + 18} {f(x + half)} {SEAT + 6}", None, darker(colour, 0.6), 4)


def cavallo_denari(svg: Svg) -> None:
    coat, mane = "#c9a06a", "#7d6850"
    _neck_turned_back(svg, coat, mane)
    # the rider, facing us over the horse's quarters
    fig.torso(svg, 300, 232, 84, 92, RED, waist=78, bottom=392)
    svg.path("M232 236 L368 236 L382 396 L218 396 Z", BLUE, INK, 3.2)  # the tabard
    svg.path("M232 236 L368 236 L382 396 L218 396 Z", None, YELLOW, 6)
    svg.path("M240 240 L360 240", None, RED, 8)
    svg.path("M270 270 L330 270 L330 318 C330 342 310 356 300 362 C290 356 270 342 270 318 Z", RED, INK, 2.6)
    svg.path("M270 294 L300 328 L330 294 L330 312 L300 346 L270 312 Z", GREEN, INK, 2)
    svg.path("M270 270 L330 270 L330 318 C330 342 310 356 300 362 C290 356 270 342 270 318 Z", None, YELLOW, 4)
    with svg.group("translate(-62 0)"):
        _quarters(svg, coat, mane)
    # his near leg astride, down the horse's flank
    svg.path("M356 392 C420 404 450 440 462 504", None, INK, 50)
    svg.path("M356 392 C420 404 450 440 462 504", None, BLUE_DK, 42)
    svg.path("M436 456 L486 448 L490 504 L442 504 Z", "#3a2410", INK, 2.6)
    heads.face(svg, 300, 160, 0.84, Head(-0.2, "youth", "long", HAIR["ash"]), "wavy")
    heads.wear(svg, "fez", 300, 160, 0.84, -0.2, RED, GOLD, (BLUE, YELLOW), jewel=BLUE)
    body.sleeve(svg, (380, 256), (430, 340), (410, 380), RED, 42, cuff=YELLOW)  # the reins hand
    body.grip(svg, 402, 386, 90, 1.0, from_left=False)
    body.sleeve(svg, (222, 256), (152, 350), (134, 262), RED, 42, puff=0.2, cuff=YELLOW)
    signs.coin(svg, 126, 168, 142)
    body.grip(svg, 130, 240, -90, 1.05)


def _neck_turned_back(svg: Svg, coat: str, mane: str) -> None:
    """The horse going away from us: its neck rising beyond the rider to the right, the head turned back."""
    dark = darker(coat, 0.72)
    svg.path("M360 340 C380 270 430 200 480 160 L548 190 C536 240 500 300 460 350 Z", coat, INK, 3.2)
    svg.path("M480 160 C510 196 528 246 536 300 L552 290 C552 244 544 210 532 182 Z", mane, INK, 2)
    with svg.group("translate(514 144) rotate(32) scale(0.95)"):  # the head turned back and down
        svg.path("M-10 4 L-16 -36 L6 -2 Z M4 2 L6 -38 L20 2 Z", coat, INK, 2.4)
        svg.path("M14 0 C-14 -6 -32 4 -38 24 C-42 56 -40 100 -38 132 C-37 150 -30 164 -18 168 C-6 172 6 168 10 160 "
                 "C12 152 12 144 8 138 C20 120 34 96 44 60 C50 30 40 8 14 0 Z", coat, INK, 3.2)
        svg.path("M42 62 C38 90 26 114 10 136", None, dark, 4, 0.7)
        svg.path("M14 2 C22 50 26 90 18 126 M-36 16 L12 6 M-40 120 C-20 128 0 130 18 126", None, BLUE_DK, 7)
        svg.ellipse(-18, 42, 7, 5, "#1a1010", INK, 1.4)
        svg.ellipse(-30, 148, 6, 4, "#2a1010")
        svg.path("M-22 164 C-10 162 0 160 8 156", None, INK, 2.4)
    svg.path("M428 268 C420 300 414 340 410 380", None, BLUE_DK, 5)  # the rein


def _quarters(svg: Svg, coat: str, mane: str) -> None:
    """Nearest to us: the green saddle cloth edged in red over the back, the two haunches under a studded red
    crupper, the tail falling between them, the hind legs going down from them to the line."""
    dark = darker(coat, 0.72)
    svg.path("M118 380 C170 350 430 350 482 380 L488 420 C400 400 200 400 112 420 Z", GREEN, INK, 3)
    svg.path("M112 420 C200 400 400 400 488 420", None, RED, 14)
    svg.path("M112 420 C200 400 400 400 488 420", None, INK, 2)
    for x in (196, 404):  # the hind legs, bent at the hock just above the line
        svg.path(f"M{x - 46} 456 C{x - 42} 476 {x - 26} 486 {x - 24} 504 L{x + 24} 504 C{x + 26} 486 {x + 40} 476 "
                 f"{x + 44} 456 Z", coat, INK, 3)
        svg.path(f"M{x - 26} 488 Q{x} 480 {x + 24} 490", None, dark, 4)
    svg.path("M110 470 C96 420 130 396 190 394 C240 392 280 402 300 418 C320 402 360 392 410 394 C470 396 504 420 "
             "490 470 C470 484 420 488 380 482 C340 476 316 468 300 462 C284 468 260 476 220 482 C180 488 130 484 "
             "110 470 Z", coat, INK, 3.2)
    svg.path("M126 452 C136 424 166 410 200 408 M474 452 C464 424 434 410 400 408", None, dark, 6, 0.8)
    svg.path("M116 438 C180 460 420 460 484 438", None, INK, 16)  # the crupper
    svg.path("M116 438 C180 460 420 460 484 438", None, RED, 10)
    fig.studs(svg, [(156, 450), (214, 456), (272, 458), (328, 458), (386, 456), (444, 450)], 5, GOLD)
    svg.path("M288 414 C272 440 266 476 272 504 L328 504 C334 476 328 440 312 414 C306 406 294 406 288 414 Z",
             mane, INK, 2.6)
    svg.path("M294 430 C290 460 290 480 288 504 M306 430 C310 460 310 480 312 504", None, darker(mane, 0.6), 2.4)


def cavallo_coppe(svg: Svg) -> None:
    signs.cup(svg, 484, 112, 136)
    horse(svg, Steed("#b8763c", "#4a2410", RED, BLUE, head="tucked", facing=1, cloth_cut="zigzag", blaze=True,
                     forehand=True, cloth_back=70), 196, SEAT, 1.06)
    _rider(svg, 200, BLUE, 78, 1, "#d9c9a0")
    fig.studs(svg, [(200, y) for y in (276, 306, 336)], 6, GOLD)
    svg.path("M126 236 C156 284 244 284 274 236 C262 216 138 216 126 236 Z", WHITE, INK, 2.6)  # the lace collar
    svg.path(" ".join(f"M{x} {252 + abs(x - 200) * -0.2 + 16} a7 7 0 1 0 14 0" for x in range(134, 264, 16)), None,
             "#b9b0a0", 2)
    heads.face(svg, 200, 160, 0.84, Head(0.3, "man", "long", HAIR["dark"]), "wavy")
    heads.wear(svg, "broad", 200, 160, 0.84, 0.3, RED, RED_DK, (YELLOW, BLUE), jewel=GOLD)
    body.sleeve(svg, (132, 258), (150, 360), (280, 372), BLUE, 42, cuff=WHITE)
    body.sleeve(svg, (268, 258), (310, 340), (330, 360), BLUE, 40, cuff=WHITE)
    body.grip(svg, 292, 376, 90, 1.0)
    body.grip(svg, 340, 364, 90, 1.0)


def cavallo_spade(svg: Svg) -> None:
    horse(svg, Steed("#dcc79a", "#8a8078", RED, YELLOW, head="tucked", facing=-1, cloth_cut="tassels",
                     forehand=True, cloth_back=70), 410, SEAT, 1.06)
    svg.path("M420 236 C476 250 520 300 536 380 C544 430 540 480 536 504 L436 504 C444 440 440 340 408 270 Z", RED,
             INK, 3.2)  # the cloak flying behind him
    body.folds(svg, ["M452 270 C486 320 506 400 506 500", "M432 290 C454 350 466 430 464 500"], RED)
    _rider(svg, 390, "#8fa6c8", 78, -1, RED_DK)
    rings = " ".join(f"M{x} {y} a6 5 0 1 0 12 0 a6 5 0 1 0 -12 0" for y in range(250, 356, 14)
                     for x in range(318 + (6 if (y // 14) % 2 else 0), 460, 14))
    svg.path(rings, None, BLUE_DK, 1.8)
    svg.path("M318 238 C350 262 430 262 462 238 L458 228 C428 248 352 248 322 228 Z", GOLD, INK, 2.4)
    heads.face(svg, 390, 160, 0.84, Head(-0.25, "youth", "long", HAIR["brown"]), "bushy")
    heads.wear(svg, "tocco", 390, 160, 0.84, -0.25, RED, YELLOW, (YELLOW, BLUE, RED), jewel=BLUE)
    body.sleeve(svg, (318, 258), (292, 350), (250, 364), "#8fa6c8", 40, cuff=GOLD)  # the reins hand
    body.grip(svg, 240, 366, 90, 1.0, from_left=False)
    with svg.group(place(486, 200)):
        signs.sword(svg, 300, 28, 100, 0.27)
    body.sleeve(svg, (462, 258), (506, 330), (492, 300), "#8fa6c8", 40, cuff=GOLD)
    body.grip(svg, 486, 296, 0, 1.05, from_left=False)


def cavallo_bastoni(svg: Svg) -> None:
    horse(svg, Steed("#a9a4a0", "#4a4650", RED, BLUE, head="up", facing=1, cloth_cut="scallops", forehand=True,
                     cloth_back=70), 196, SEAT, 1.02)
    with svg.group(place(136, 236, 1, -14)):  # the club on his shoulder, rising to the top corner
        signs.club(svg, 340, 92, 40, seed=6, face=signs.CUT_OCHRE)
    # the rider from behind: his back, a yellow baldric, the head turned over his shoulder
    _rider(svg, 226, RED, 80, 1, BLUE)
    svg.path("M226 236 L226 360", None, RED_DK, 4)
    fig.sash(svg, (156, 252), (302, 360), 34, YELLOW, dots=GREEN_DK)
    heads.face(svg, 226, 162, 0.84, Head(-1, "youth", "long", HAIR["ash"]))
    heads.wear(svg, "turban", 226, 162, 0.84, -1, BLUE, GOLD, (RED,), jewel=RED)
    body.sleeve(svg, (298, 256), (346, 340), (366, 366), RED, 42, puff=0.35, puff_colour=BLUE_LT, cuff=YELLOW)
    body.grip(svg, 374, 370, 90, 1.0)
    body.sleeve(svg, (154, 258), (110, 342), (138, 310), RED, 42, puff=0.35, puff_colour=BLUE_LT, cuff=YELLOW)
    body.grip(svg, 140, 304, -14, 1.05, from_left=False)


COURTS = {"d": cavallo_denari, "c": cavallo_coppe, "s": cavallo_spade, "b": cavallo_bastoni}

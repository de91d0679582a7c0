"""The Piacentine's four kings (the 10s): young and beardless as the printed pattern draws them, crowned, each in
his own pose:

- coins: in profile to the right, a red cloak behind him and an ermine cape over a green gown, holding upright
  a small axe with a blue blade; his coin hangs in the corner before him;
- cups: turned three-quarters, a red mantle lined with ermine over a green gown edged in gold, a long red
  sceptre slanting across him, his cup held up at his side;
- swords: facing us, a blue gown, red sleeves banded in gold, a red shield with a white cross on his breast, his
  sword upright in his fist, a red-and-white streamer flying from his shoulder;
- batons: in profile to the left, a red cape over blue sleeves and a green gown, his club held upright before him.
"""

from __future__ import annotations

from ..anatomy import Head
from ..emilia import body, heads
from ..emilia.ink import BLUE, BLUE_DK, GOLD, GREEN, HAIR, INK, RED, RED_DK, WHITE, YELLOW, darker
from ..svg import Svg, place
from . import figure as fig
from . import signs

HEAD_Y, HEAD_S, NECK = 184, 0.96, 266


def _axe(svg: Svg, x: float, bottom: float, top: float) -> None:
    """A small battle-axe on a gold haft: a blue crescent blade, a hooked spike behind it, a spear point."""
    svg.path(f"M{x} {bottom} L{x} {top + 20}", None, INK, 16)
    svg.path(f"M{x} {bottom} L{x} {top + 20}", None, GOLD, 10)
    with svg.group(place(x, top + 70)):
        svg.path("M4 -34 C30 -40 56 -54 64 -70 C76 -40 76 10 64 44 C54 28 30 16 4 14 Z", BLUE, INK, 3)
        svg.path("M10 -26 C32 -30 50 -40 58 -52 C66 -30 66 6 58 32 C48 20 30 10 10 8 Z", BLUE_DK)
        svg.path("M-4 -24 C-24 -20 -40 -8 -48 8 C-34 4 -20 2 -4 4 Z", BLUE, INK, 2.6)
        svg.path("M-6 -36 L0 -86 L6 -36 Z", BLUE, INK, 2.6)
        svg.rect(-9, -38, 18, 56, 3, GOLD, INK, 2.4)
    svg.circle(x, bottom - 6, 8, GOLD, INK, 2)


def re_denari(svg: Svg) -> None:
    signs.coin(svg, 480, 112, 118)
    svg.path("M246 258 C180 270 120 320 112 400 C108 440 106 480 104 504 L300 504 L300 300 Z", RED, INK, 3.5)
    body.folds(svg, ["M150 340 C138 400 134 450 134 500", "M190 320 C176 390 174 450 176 500"], RED)
    fig.torso(svg, 300, NECK, 104, 118, GREEN, waist=98)
    fig.side_shade(svg, 300, NECK, 104, 118, GREEN, -1)
    fig.belt(svg, 300, 440, 104, GOLD, YELLOW)
    svg.path(" ".join(f"M{x} 444 l8 8 l-8 8 l-8 -8 Z" for x in range(214, 390, 22)), None, darker(GOLD, 0.55), 2)
    fig.ermine(svg, 300, NECK - 6, 126, 110, BLUE_DK)
    heads.face(svg, 292, HEAD_Y, HEAD_S, Head(1, "youth", "long", HAIR["ash"]))
    heads.wear(svg, "open", 292, HEAD_Y, HEAD_S, 1, RED, GOLD, jewel=RED)
    _axe(svg, 452, 500, 192)
    body.sleeve(svg, (378, 300), (398, 408), (440, 452), BLUE, 48, cuff=GOLD)
    body.grip(svg, 452, 458, 0, 1.15)


def re_coppe(svg: Svg) -> None:
    fig.cloak(svg, 300, NECK, 214, RED, WHITE, open_front=96)
    for s in (-1, 1):  # ermine tails on the turned-back lining
        svg.path(" ".join(f"M{300 + s * (100 + k * 8)} {300 + k * 44} l4 10 l-4 5 l-4 -5 Z" for k in range(5)),
                 BLUE_DK)
    svg.path("M228 262 L372 262 L380 504 L220 504 Z", GREEN, INK, 3.5)
    for s in (-1, 1):
        x = 300 + s * 30
        svg.path(f"M{x - 12} 266 L{x + 12} 266 L{x + 14} 504 L{x - 14} 504 Z", GOLD, INK, 2.4)
        svg.path(" ".join(f"M{x} {y} c{s * 10} 0 {s * 10} 14 0 14" for y in range(272, 496, 26)), None,
                 darker(GOLD, 0.55), 2.6)
    fig.belt(svg, 300, 436, 80, RED_DK)
    svg.path("M262 256 C280 270 320 270 338 256 L336 244 C318 256 282 256 264 244 Z", WHITE, INK, 2.4)
    heads.face(svg, 300, HEAD_Y, HEAD_S, Head(0.45, "youth", "long", HAIR["ash"]), "wavy")
    heads.wear(svg, "tall", 300, HEAD_Y, HEAD_S, 0.45, BLUE, GOLD, jewel=GREEN)
    # the sceptre slanting across him, a gold fleur at its head
    svg.path("M124 84 L420 520", None, INK, 18)
    svg.path("M124 84 L420 520", None, RED, 12)
    svg.path(" ".join(f"M{124 + 296 * t} {84 + 436 * t} l6 -4" for t in (0.2, 0.4, 0.6, 0.8)), None, GOLD, 4)
    with svg.group(place(118, 72, 1, -34)):
        svg.path("M0 -40 C12 -26 12 -8 5 6 L-5 6 C-12 -8 -12 -26 0 -40 Z M-5 0 C-22 -4 -32 -20 -24 -30 C-18 -18 -10 "
                 "-12 -3 -10 Z M5 0 C22 -4 32 -20 24 -30 C18 -18 10 -12 3 -10 Z", GOLD, INK, 2.4)
        svg.rect(-14, 4, 28, 10, 3, GOLD, INK, 2)
    body.sleeve(svg, (200, 290), (160, 390), (214, 380), RED, 48, cuff=GOLD)
    body.grip(svg, 224, 380, -34, 1.15)
    signs.cup(svg, 460, 236, 156)
    body.sleeve(svg, (398, 290), (470, 380), (462, 318), RED, 48, cuff=GOLD)
    body.grip(svg, 460, 300, 0, 1.1, from_left=False)


def re_spade(svg: Svg) -> None:
    # the streamer flying from his shoulder
    svg.path("M392 270 C430 220 470 200 530 180 L540 210 C500 220 470 240 420 290 Z", RED, INK, 2.6)
    svg.path("M530 180 L556 160 L548 196 L560 222 L540 210 Z", WHITE, INK, 2.4)
    svg.path("M410 262 C440 228 480 210 534 190", None, WHITE, 5)
    fig.torso(svg, 300, NECK, 110, 124, BLUE, waist=100)
    fig.side_shade(svg, 300, NECK, 110, 124, BLUE)
    svg.path("M204 420 L396 420 L398 470 L202 470 Z", GOLD, INK, 2.8)  # the gilt band with its knotwork
    svg.path("M210 445 C230 425 250 465 270 445 C290 425 310 465 330 445 C350 425 370 465 390 445", None, BLUE_DK, 5)
    svg.path("M262 300 L338 300 L338 356 C338 384 314 398 300 404 C286 398 262 384 262 356 Z", RED, INK, 3)
    svg.path("M292 306 L308 306 L308 330 L332 330 L332 346 L308 346 L308 392 L292 392 L292 346 L268 346 L268 330 "
             "L292 330 Z", WHITE)
    svg.path("M262 300 L338 300 L338 356 C338 384 314 398 300 404 C286 398 262 384 262 356 Z", None, GOLD, 4)
    fig.ermine(svg, 300, NECK - 4, 80, 54, INK)
    heads.face(svg, 300, HEAD_Y, HEAD_S, Head(0.12, "youth", "long", HAIR["ash"]), "bushy")
    heads.wear(svg, "open", 300, HEAD_Y, HEAD_S, 0.12, GREEN, GOLD, jewel=RED)
    body.sleeve(svg, (400, 290), (446, 396), (390, 440), RED, 50, puff=0.4, slash=GOLD, cuff=GOLD)
    body.flat_hand(svg, 378, 444, 60, 1.15)
    with svg.group(place(150, 250)):
        signs.sword(svg, 400, 32, 120, 0.25)
    body.sleeve(svg, (200, 290), (150, 400), (156, 404), RED, 50, puff=0.4, slash=GOLD, cuff=GOLD, bent=True)
    body.grip(svg, 150, 408, 0, 1.2, from_left=False)


def re_bastoni(svg: Svg) -> None:
    fig.torso(svg, 300, NECK, 108, 122, GREEN, waist=100)
    fig.side_shade(svg, 300, NECK, 108, 122, GREEN)
    body.folds(svg, ["M240 460 L234 504", "M300 466 L300 504", "M360 460 L366 504"], GREEN)
    fig.belt(svg, 300, 432, 106, BLUE_DK, GOLD, tilt=6)
    # the red cape over his shoulders, falling behind on the far side
    svg.path("M196 270 C240 250 360 250 404 270 C440 290 456 340 460 400 C420 380 380 372 340 376 C300 380 250 372 "
             "200 360 C180 330 180 290 196 270 Z", RED, INK, 3.2)
    body.folds(svg, ["M260 300 C256 330 258 350 262 370", "M400 300 C420 330 430 360 440 390"], RED)
    svg.path("M250 258 C270 272 330 272 350 258 L346 246 C326 258 274 258 254 246 Z", GOLD, INK, 2.4)
    heads.face(svg, 306, HEAD_Y, HEAD_S, Head(-1, "youth", "long", HAIR["ash"]))
    heads.wear(svg, "tall", 306, HEAD_Y, HEAD_S, -1, RED, GOLD, jewel=BLUE)
    body.sleeve(svg, (396, 300), (454, 404), (392, 446), BLUE, 48, puff=0.3, slash=GOLD, cuff=YELLOW)
    body.flat_hand(svg, 380, 450, 70, 1.1)
    with svg.group(place(140, 276, 1, -4)):
        signs.club(svg, 420, 100, 42, seed=7, face=signs.CUT_RED)
    body.sleeve(svg, (204, 300), (156, 404), (150, 412), BLUE, 48, puff=0.3, slash=GOLD, cuff=YELLOW, bent=True)
    body.grip(svg, 142, 414, -4, 1.2, from_left=False)


COURTS = {"d": re_denari, "c": re_coppe, "s": re_spade, "b": re_bastoni}

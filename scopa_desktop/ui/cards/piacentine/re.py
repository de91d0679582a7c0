"""The Piacentine's four kings (the 10s): young and beardless as the printed pattern draws them, crowned, each in
his own pose:

- coins: in profile to the right, a red cloak behind him and an ermine cape over a green gown, holding upright
  a small axe with a blue blade; his coin hangs in the corner before him;
- cups: turned three-quarters, a red mantle lined with ermine over a green gown edged in gold, a long red
  sceptre slanting across him, his cup held up at his side;
- swords: facing us, a blue gown, red sleeves banded in gold, a red shield with a white cross on his breast, his
  sword upright in his fist, a red-and-white streamer flying from his shoulder;
- batons: in profile to the left, a broad red cape over blue sleeves and a green gown, his club held upright at his
  side in his right fist, its head up by his shoulder, his left hand on his belt.
"""

from __future__ import annotations

from ..anatomy import Head
from ..emilia import body, heads
from ..emilia.faces import Mien
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
    fig.brocade(svg, 110, 320, 200, 500, GOLD, inside=lambda x, y: x > 122 + max(0, 380 - y) * 0.5)
    body.folds(svg, ["M150 340 C138 400 134 450 134 500", "M190 320 C176 390 174 450 176 500"], RED)
    fig.torso(svg, 300, NECK, 104, 118, GREEN, waist=98)
    fig.side_shade(svg, 300, NECK, 104, 118, GREEN, -1)
    fig.belt(svg, 300, 440, 104, GOLD, YELLOW)
    svg.path(" ".join(f"M{x} 444 l8 8 l-8 8 l-8 -8 Z" for x in range(214, 390, 22)), None, darker(GOLD, 0.55), 2)
    fig.ermine(svg, 300, NECK - 6, 126, 110, BLUE_DK)
    heads.face(svg, 292, HEAD_Y, HEAD_S, Head(1, "youth", "long", HAIR["ash"]),
               mien=Mien("long", "aquiline", "almond", "straight", "small", "long"))
    heads.wear(svg, "open", 292, HEAD_Y, HEAD_S, 1, RED, GOLD, jewel=RED)
    _axe(svg, 452, 500, 192)
    body.sleeve(svg, (378, 300), (398, 408), (440, 452), BLUE, 48, cuff=GOLD)
    body.grip(svg, 452, 458, 0, 1.15)


def re_coppe(svg: Svg) -> None:
    fig.cloak(svg, 300, NECK, 214, RED, WHITE, open_front=96)
    fig.brocade(svg, 90, 330, 512, 500, GOLD, inside=lambda x, y: 138 < abs(x - 300) < 202 - max(0, 360 - y) * 0.3)
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
    heads.face(svg, 300, HEAD_Y, HEAD_S, Head(0.45, "youth", "long", "#8a7a66"),
               mien=Mien("long", "long", "heavy", "arched", "firm", "bob", tilt=-5))
    heads.wear(svg, "tall", 300, HEAD_Y, HEAD_S, 0.45, BLUE, GOLD, jewel=GREEN)
    # the sceptre slanting across him, a gold fleur at its head
    # the sceptre slanting across him through the card's middle, so the halves make it one staff
    svg.path("M186 160 L304 510", None, INK, 18)
    svg.path("M186 160 L304 510", None, RED, 12)
    svg.path(" ".join(f"M{186 + 118 * t:.0f} {160 + 350 * t:.0f} l6 -3" for t in (0.2, 0.4, 0.6, 0.8)), None, GOLD, 4)
    with svg.group(place(182, 148, 1, -19)):
        svg.path("M0 -40 C12 -26 12 -8 5 6 L-5 6 C-12 -8 -12 -26 0 -40 Z M-5 0 C-22 -4 -32 -20 -24 -30 C-18 -18 -10 "
                 "-12 -3 -10 Z M5 0 C22 -4 32 -20 24 -30 C18 -18 10 -12 3 -10 Z", GOLD, INK, 2.4)
        svg.rect(-14, 4, 28, 10, 3, GOLD, INK, 2)
    body.sleeve(svg, (200, 290), (166, 390), (234, 372), GREEN, 48, cuff=GOLD, puff=0.2, puff_colour=RED)
    body.grip(svg, 258, 372, -19, 1.15)
    signs.cup(svg, 460, 236, 156)
    body.sleeve(svg, (398, 290), (470, 380), (462, 318), GREEN, 48, cuff=GOLD, puff=0.2, puff_colour=RED)
    body.grip(svg, 460, 300, 0, 1.1, from_left=False)


def re_spade(svg: Svg) -> None:
    # the pennon flying from behind his shoulder: tapering, striped, its forked tail curling back inside the frame
    svg.path("M388 262 C410 214 452 178 500 164 C520 158 532 150 536 138 C546 156 542 176 528 186 C542 194 548 210 "
             "542 224 C528 212 512 206 496 208 C460 214 430 240 414 280 Z", RED, INK, 2.8)
    svg.path("M400 262 C420 222 456 192 500 182 C514 178 526 170 532 160", None, WHITE, 7)
    svg.path("M400 262 C420 222 456 192 500 182 C514 178 526 170 532 160", None, RED_DK, 1.6, 0.5)
    # the green mantle behind, lined with ermine, falling from the shoulders
    svg.path("M196 282 C150 300 130 360 124 420 C122 460 122 486 122 504 L478 504 C478 486 478 460 476 420 "
             "C470 360 450 300 404 282 Z", GREEN, INK, 3.5)
    fig.brocade(svg, 380, 320, 480, 500, GOLD, inside=lambda x, y: 392 < x < 466 - max(0, 380 - y) * 0.3)
    svg.path("M168 320 C150 370 146 440 146 504 L196 504 C194 440 196 370 210 318 Z", WHITE, INK, 2.6)
    svg.path(" ".join(f"M{x} {y} l4 10 l-4 5 l-4 -5 Z" for x, y in ((170, 360), (162, 410), (176, 440), (160, 470),
                                                                       (178, 490), (186, 390))), INK)
    # the blue gown, fitted at the chest, widening to the line, banded in gold and knotwork at the waist
    svg.path("M252 262 C222 270 212 300 214 340 C216 380 230 410 226 440 C222 470 212 490 208 504 L392 504 "
             "C388 490 378 470 374 440 C370 410 384 380 386 340 C388 300 378 270 348 262 Z", BLUE, INK, 3.5)
    svg.path("M352 270 C376 300 378 350 370 400 C366 430 372 470 384 504 L348 504 C346 470 344 430 350 400 "
             "C356 350 354 306 340 276 Z", BLUE_DK, None, 0, 0.8)
    svg.path("M222 424 C260 434 340 434 378 424 L380 468 C340 478 260 478 220 468 Z", GOLD, INK, 2.8)
    svg.path("M226 446 C246 426 266 466 286 446 C306 426 326 466 346 446 C360 432 370 440 376 446", None, RED_DK, 5)
    svg.path("M226 446 C246 466 266 426 286 446 C306 466 326 426 346 446 C360 460 370 452 376 446", None, BLUE_DK, 5)
    # the shield with the white cross on his breast, hung from a gold chain
    svg.path("M270 310 L330 310 L330 352 C330 374 312 386 300 392 C288 386 270 374 270 352 Z", RED, INK, 3)
    svg.path("M294 316 L306 316 L306 338 L324 338 L324 350 L306 350 L306 382 L294 382 L294 350 L276 350 "
             "L276 338 L294 338 Z", WHITE)
    svg.path("M270 310 L330 310 L330 352 C330 374 312 386 300 392 C288 386 270 374 270 352 Z", None, GOLD, 4)
    svg.path("M246 270 C262 300 338 300 354 270", None, INK, 11)
    svg.path("M246 270 C262 300 338 300 354 270", None, GOLD, 7, extra=' stroke-dasharray="9 4"')
    svg.path("M262 252 C280 266 320 266 338 252 L336 240 C318 252 282 252 264 240 Z", WHITE, INK, 2.4)
    heads.face(svg, 300, HEAD_Y, HEAD_S, Head(0.12, "youth", "long", HAIR["dark"]),
               mien=Mien("square", "straight", "round", "heavy", "full", "page"))
    heads.wear(svg, "open", 300, HEAD_Y, HEAD_S, 0.12, GREEN, GOLD, jewel=RED)
    # his left hand laid on the knotwork at his waist, the sleeve slashed red and gold
    body.sleeve(svg, (380, 292), (424, 392), (372, 432), RED, 46, puff=0.25, slash=GOLD, cuff=GOLD)
    body.flat_hand(svg, 360, 438, 60, 1.1)
    with svg.group(place(182, 250)):
        signs.sword(svg, 400, 32, 120, 0.25)
    body.sleeve(svg, (222, 292), (178, 390), (190, 404), BLUE, 46, puff=0.12, puff_colour=RED, cuff=GOLD, bent=True)
    body.grip(svg, 182, 408, 0, 1.2, from_left=False)


def re_bastoni(svg: Svg) -> None:
    # the red cape's fall behind him, broad to the divide on his back's side (the viewer's right), as print's
    # king's mantle hangs: a wide red ground behind the green gown
    svg.path("M214 268 C150 296 118 420 112 504 L508 504 C506 420 486 300 404 268 Z", RED, INK, 3.2)
    body.folds(svg, ["M470 360 C482 400 488 450 490 500", "M150 380 C140 420 136 460 134 500"], RED)
    fig.torso(svg, 300, NECK, 108, 122, GREEN, waist=100)
    fig.side_shade(svg, 300, NECK, 108, 122, GREEN)
    fig.brocade(svg, 196, 380, 404, 500, GOLD, inside=lambda x, y: abs(x - 300) < 96 and abs(y - 432) > 24)
    body.folds(svg, ["M240 460 L234 504", "M300 466 L300 504", "M360 460 L366 504"], GREEN)
    fig.belt(svg, 300, 432, 106, BLUE_DK, GOLD, tilt=6)
    # the red cape over his shoulders, falling behind on the far side
    svg.path("M196 270 C240 250 360 250 404 270 C440 290 456 340 460 400 C420 380 380 372 340 376 C300 380 250 372 "
             "200 360 C180 330 180 290 196 270 Z", RED, INK, 3.2)
    body.folds(svg, ["M260 300 C256 330 258 350 262 370", "M400 300 C420 330 430 360 440 390"], RED)
    svg.path("M250 258 C270 272 330 272 350 258 L346 246 C326 258 274 258 254 246 Z", GOLD, INK, 2.4)
    heads.face(svg, 316, HEAD_Y, HEAD_S, Head(-1, "youth", "long", HAIR["black"]),
               mien=Mien("square", "snub", "almond", "heavy", "firm", "bob"))
    heads.wear(svg, "tall", 316, HEAD_Y, HEAD_S, -1, RED, GOLD, jewel=BLUE)
    # his left hand laid on his belt; his right holds the club low and it leans across his body, its head up
    # beside his face, as print's king carries his
    body.sleeve(svg, (210, 300), (176, 400), (222, 428), BLUE, 48, puff=0.3, slash=GOLD, cuff=YELLOW, bent=True)
    body.flat_hand(svg, 230, 434, -60, 1.1)
    # the club stands at his side, off the card's centre line, so it and its turned mirror are two clubs
    # carried at two sides (as print's), not one staff through both kings
    with svg.group("translate(462 298) rotate(10)"):
        signs.club(svg, 330, 76, 26, seed=7, face=signs.CUT_RED, bark=signs.CUDGEL)
    body.sleeve(svg, (396, 300), (456, 366), (446, 404), BLUE, 48, puff=0.3, slash=GOLD, cuff=YELLOW, bent=True)
    body.grip(svg, 441, 416, 10, 1.2, from_left=False)


COURTS = {"d": re_denari, "c": re_coppe, "s": re_spade, "b": re_bastoni}

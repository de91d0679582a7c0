"""The Piacentine's four knaves (the 8s), each his own figure, as the printed pattern poses them:

- coins: a long-haired youth in a red tunic with a blue V over a gold shirt, a blue cap with yellow and red
  plumes, his coin raised beside his head, his other hand laid on his breast;
- cups: a youth in red and green, a yellow sash across him, a red beret with yellow and blue plumes, a tall
  staff with a blue fleur-de-lis in one hand, the other on his hilt; his cup stands apart in the corner;
- swords: a grown man, moustached and bearded, wrapped in a wide red cloak over a blue-and-gold vest, a green
  flat cap with a yellow plume, his great blue sword held upright, his other hand on his belt;
- batons: a youth with both fists on his hips, green puffed sleeves, a red bodice latticed in gold, a red cap
  ringed by a little crown; his club, crowned at its head, stands at his side from the fist on his hip up past his
  shoulder.
"""

from __future__ import annotations

from ..anatomy import Head
from ..emilia import body, heads
from ..emilia.faces import Mien
from ..emilia.ink import BLUE, BLUE_DK, GOLD, GREEN, GREEN_DK, HAIR, INK, RED, RED_DK, WHITE, YELLOW, darker
from ..svg import Svg, place
from . import figure as fig
from . import signs

HEAD_Y, HEAD_S, NECK = 190, 1.04, 270


def fante_denari(svg: Svg) -> None:
    with svg.group("rotate(-3 300 500)"):
        fig.torso(svg, 300, NECK, 116, 132, RED, waist=108)
        fig.side_shade(svg, 300, NECK, 116, 132, RED)
        fig.brocade(svg, 180, 310, 420, 500, GOLD, inside=lambda x, y: abs(x - 300) < 102 - max(0, 340 - y) * 0.4
                    and abs(y - 432) > 22 and (abs(x - 300) > 58 + max(0, 446 - y) * 0.1 or y > 456))
        fig.v_neck(svg, 300, NECK, 176, 64, YELLOW, BLUE, 24)
        body.folds(svg, ["M214 320 C216 380 208 440 202 496", "M386 320 C386 380 394 440 400 496",
                         "M250 452 L244 500", "M352 452 L358 500"], RED)
        fig.belt(svg, 300, 432, 110, GREEN_DK)
    svg.path("M266 248 C282 262 318 262 334 248 L330 236 C316 248 284 248 270 236 Z", WHITE, INK, 2.4)
    heads.face(svg, 300, HEAD_Y, HEAD_S, Head(0.34, "youth", "long", HAIR["ash"]),
               mien=Mien("oval", "straight", "almond", "arched", "small", "bob", look=-0.4))
    heads.wear(svg, "tocco", 300, HEAD_Y, HEAD_S, 0.34, BLUE, BLUE_DK, (YELLOW, RED, YELLOW), jewel=RED)
    # the hand laid on the breast
    body.sleeve(svg, (404, 280), (452, 404), (354, 390), RED, 50, puff=0.25, cuff=YELLOW)
    body.flat_hand(svg, 330, 376, 100, 1.15)
    # the coin raised beside the head
    body.sleeve(svg, (196, 282), (146, 384), (184, 254), RED, 50, puff=0.25, cuff=YELLOW)
    signs.coin(svg, 198, 158, 116)
    body.grip(svg, 190, 236, -90, 1.1)


def fante_coppe(svg: Svg) -> None:
    signs.cup(svg, 484, 176, 150)
    with svg.group("rotate(-6 300 500)"):  # the whole figure leaning, as print draws him
        _fante_coppe(svg)


def _fante_coppe(svg: Svg) -> None:
    _staff(svg, 186, 500, 104)
    fig.torso(svg, 300, NECK, 104, 112, RED, waist=92)
    svg.path("M246 256 L354 256 L348 430 L252 430 Z", GREEN, INK, 3)  # the green front
    svg.path("M256 290 L344 290 M254 330 L346 330 M252 370 L348 370 M251 410 L349 410", None, GREEN_DK, 3)
    fig.side_shade(svg, 300, NECK, 104, 112, RED, -1)
    fig.brocade(svg, 190, 300, 410, 500, GOLD, inside=lambda x, y: abs(x - 300) < 94 - max(0, 330 - y) * 0.3
                and (abs(x - 300) > 62 or y > 446) and abs(y - 430) > 22 and _off_sash(x, y))
    fig.sash(svg, (384, 266), (214, 486), 44, YELLOW, dots=INK)
    fig.belt(svg, 300, 430, 96, BLUE_DK)
    body.folds(svg, ["M232 462 L228 500", "M280 464 L278 500", "M326 464 L330 500", "M372 462 L378 500"], RED)
    svg.path("M262 248 C280 274 320 274 338 248 L330 238 C316 256 284 256 270 238 Z", WHITE, INK, 2.4)
    heads.face(svg, 300, HEAD_Y, HEAD_S, Head(0.28, "youth", "long", HAIR["brown"]),
               mien=Mien("long", "long", "heavy", "straight", "full", "page"))
    heads.wear(svg, "beret", 300, HEAD_Y, HEAD_S, 0.28, RED, GOLD, (YELLOW, BLUE), jewel=BLUE)
    # the hand on the hilt at his side
    svg.path("M430 436 L464 500", None, INK, 16)
    svg.path("M430 436 L464 500", None, GOLD, 10)
    svg.circle(426, 426, 13, GOLD, INK, 2.4)
    body.sleeve(svg, (394, 282), (448, 392), (422, 436), RED, 48, puff=0.4, slash=GREEN, cuff=GREEN)
    body.grip(svg, 426, 448, 70, 1.1, from_left=False)
    # the hand holding the staff
    body.sleeve(svg, (208, 282), (168, 396), (198, 362), RED, 48, puff=0.4, slash=GREEN, cuff=GREEN)
    body.grip(svg, 186, 352, 0, 1.1, from_left=False)


def _off_sash(x: float, y: float) -> bool:
    """Clear of the knave of cups' sash, worn from (384, 266) to (214, 486) and 44 wide."""
    return abs((x - 384) * 220 + (y - 266) * 170) / 278 > 34


def _staff(svg: Svg, x: float, bottom: float, top: float) -> None:
    """A tall staff ending in a blue fleur-de-lis."""
    svg.path(f"M{x} {bottom} L{x} {top + 60}", None, INK, 16)
    svg.path(f"M{x} {bottom} L{x} {top + 60}", None, GOLD, 10)
    with svg.group(place(x, top + 42)):
        svg.path("M0 -46 C14 -30 14 -10 6 6 L-6 6 C-14 -10 -14 -30 0 -46 Z", BLUE, INK, 2.4)
        svg.path("M-6 0 C-24 -4 -36 -22 -28 -34 C-20 -20 -12 -14 -4 -12 Z M6 0 C24 -4 36 -22 28 -34 C20 -20 12 -14 "
                 "4 -12 Z", BLUE, INK, 2.4)
        svg.rect(-16, 4, 32, 10, 3, GOLD, INK, 2)
        svg.path("M-6 14 L0 30 L6 14 Z", BLUE, INK, 2)


def fante_spade(svg: Svg) -> None:
    fig.cloak(svg, 300, NECK, 222, RED, RED_DK, open_front=84)
    fig.brocade(svg, 70, 330, 530, 500, GOLD, inside=lambda x, y: 134 < abs(x - 300) < 210 - max(0, 360 - y) * 0.3)
    body.folds(svg, ["M140 330 C132 400 128 450 126 500", "M170 320 C168 390 170 440 176 500",
                     "M460 330 C468 400 472 450 474 500", "M430 320 C432 390 430 440 424 500"], RED)
    svg.path("M228 258 L372 258 L368 504 L232 504 Z", BLUE, INK, 3.5)  # the vest
    for s in (-1, 1):
        x = 300 + s * 44
        svg.path(f"M{x - 15} 262 L{x + 15} 262 L{x + 15} 504 L{x - 15} 504 Z", GOLD, INK, 2.4)
        svg.path(" ".join(f"M{x} {y} c{s * 10} 0 {s * 10} 14 0 14 c{-s * 10} 0 {-s * 10} 14 0 14" for y in
                          range(268, 490, 30)), None, darker(GOLD, 0.55), 2.6)
    svg.path("M300 262 L300 504", None, BLUE_DK, 4)
    # the gilt belt with its great roundels
    svg.path("M224 456 L376 456 L376 494 L224 494 Z", GOLD, INK, 2.6)
    for x in (242, 300, 358):
        svg.circle(x, 475, 23, GOLD, INK, 2.6)
        svg.circle(x, 475, 12, YELLOW, darker(GOLD, 0.55), 2.4)
    svg.path("M262 252 C280 266 320 266 338 252 L336 240 C318 252 282 252 264 240 Z", WHITE, INK, 2.4)
    heads.face(svg, 300, HEAD_Y, HEAD_S + 0.03, Head(0.18, "man", "bob", HAIR["grey"], "goatee", HAIR["dark"],
                                                     eyes="#2a1a10"),
               mien=Mien("square", "aquiline", "narrow", "heavy", "firm", "mane"))
    heads.wear(svg, "broad", 300, HEAD_Y, HEAD_S + 0.03, 0.18, GREEN, GREEN_DK, (YELLOW,), jewel=RED)
    # the hand on the belt
    body.sleeve(svg, (392, 284), (436, 400), (374, 456), RED, 52, cuff=GOLD)
    body.flat_hand(svg, 360, 462, 50, 1.15)
    # the great sword held upright
    with svg.group(place(184, 262)):
        signs.sword(svg, 410, 32, 118, 0.24)
    body.sleeve(svg, (214, 284), (176, 404), (192, 400), RED, 52, cuff=GOLD, bent=True)
    body.grip(svg, 184, 408, 0, 1.2, from_left=False)


def fante_bastoni(svg: Svg) -> None:
    # the club standing at his side from the fist on his hip up past his shoulder, a little crown round its head;
    # its foot ends in the fist above the divide, so it and its turned mirror are two clubs at two sides, as
    # print's, not one pole behind his body
    with svg.group(place(452, 314, 1, 8)):  # leaning out 8 degrees from the fist, its head clear of his plume
        signs.club(svg, 280, 72, 26, seed=5, face=signs.CUT_RED, bark=signs.CUDGEL)
        svg.path("M-40 -92 L-43 -121 L-24 -105 L0 -127 L24 -105 L43 -121 L40 -92 Z", GOLD, INK, 2.4)
        svg.path("M-41 -94 L41 -94 L41 -78 L-41 -78 Z", GOLD, INK, 2.4)
        svg.circle(0, -86, 5, RED, INK, 1.2)
    fig.torso(svg, 300, NECK, 116, 138, RED, waist=96)
    fig.lozenges(svg, 196, 276, 404, 500, GOLD, 28, lambda x, y: abs(x - 300) < 98 - (0 if y > 320 else 10))
    svg.path("M268 258 L332 258 L324 500 L276 500 Z", BLUE, INK, 3)
    fig.lozenges(svg, 282, 278, 320, 500, YELLOW, 22, lambda x, y: abs(x - 300) < 16)
    fig.belt(svg, 300, 430, 98, BLUE_DK)
    svg.path("M252 248 C270 276 330 276 348 248 L340 238 C320 260 280 260 260 238 Z", GOLD, INK, 2.4)
    heads.face(svg, 300, HEAD_Y, HEAD_S, Head(0.06, "youth", "long", HAIR["fair"], eyes="#3a4a6a"),
               mien=Mien("round", "snub", "round", "arched", "full", "curls"))
    heads.wear(svg, "coronet", 300, HEAD_Y, HEAD_S, 0.06, RED, GOLD, (BLUE, RED, YELLOW), jewel=RED)
    # both fists on the hips, the knuckles on the belt at the sides, the elbows thrust out
    for s in (-1, 1):
        body.sleeve(svg, (300 + s * 100, 286), (300 + s * 190, 368), (300 + s * 124, 430), RED, 46, puff=0.12,
                    cuff=GOLD, bent=True, puff_colour=GREEN, slash=GOLD)
        body.grip(svg, 300 + s * 112, 440, s * 60 + 90, 1.1, from_left=s > 0)


COURTS = {"d": fante_denari, "c": fante_coppe, "s": fante_spade, "b": fante_bastoni}

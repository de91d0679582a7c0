"""The Piacentine's four aces, each filling its card as in print, drawn our own way.

Coins, "la Polla": a brown eagle, crowned, its head turned aside and its wings raised to the top corners, the
feathers hanging down the card's sides, holding on its breast a great white ring (the blank where the tax
stamp was struck); it stands on a green ground under a yellow sky, a blue cartouche with PIACENZA below. Cups:
a great covered cup, a blue dome with a red bud for a finial, a rim rolled in green, a red band and blue
gadroons, a red knot, a six-sided red foot with gold flames on a gold base with ball feet. Swords: a winged
putto holds up a broad blade curving to its point, a garland of leaves and roses wound round both. Batons: a
lopped trunk, red bark in dark green patches, its sawn branches pale, a vine and a rose at its foot.
"""

from __future__ import annotations

from ..anatomy import Head, head
from ..emilia.ink import (
    BLUE,
    BLUE_DK,
    BLUE_LT,
    BROWN,
    BROWN_DK,
    FLESH,
    FLESH_DK,
    GOLD,
    GOLD_DK,
    GREEN,
    GREEN_DK,
    GREEN_LT,
    GREY,
    INK,
    RED,
    RED_DK,
    VERMILION,
    WHITE,
    YELLOW,
)
from ..svg import Svg, f
from .pips import frame


def ace(svg: Svg, suit: str) -> None:
    svg.layer = "frame"
    {"d": polla, "c": covered_cup, "s": putto_sword, "b": trunk}[suit](svg)


# -- la Polla ------------------------------------------------------------------------------------------

def polla(svg: Svg) -> None:
    svg.rect(40, 700, 520, 46, 0, YELLOW)  # the sky at the horizon
    svg.path("M40 748 C110 716 170 744 230 728 C300 710 360 740 430 722 C480 710 530 730 560 726 L560 770 L40 770 Z",
             BLUE_LT, INK, 2.4)
    svg.path("M40 770 L560 770 L560 836 L40 836 Z", GREEN, INK, 2.4)
    svg.path("M40 792 C160 784 420 800 560 790", None, GREEN_DK, 3)
    for s in (-1, 1):
        _wing(svg, s)
    svg.path("M300 300 C390 300 420 420 410 560 C400 660 360 720 300 726 C240 720 200 660 190 560 C180 420 210 300 "
             "300 300 Z", BROWN, INK, 3)  # the body
    for k in range(-2, 3):  # the tail fanned between the legs
        svg.path(f"M{300 + k * 8} 700 L{300 + k * 30 - 16} 790 Q{300 + k * 30} 806 {300 + k * 30 + 16} 790 Z",
                 BROWN_DK if k % 2 else BROWN, INK, 2.4)
    for s in (-1, 1):  # legs and spread talons
        svg.path(f"M{300 + s * 50} 650 L{300 + s * 74} 770", None, INK, 30)
        svg.path(f"M{300 + s * 50} 650 L{300 + s * 74} 770", None, YELLOW, 22)
        for k in (-1, 0, 1):
            svg.path(f"M{300 + s * 74} 770 l{s * 10 + k * 20} 24 l{k * 4} 8", None, INK, 9)
            svg.path(f"M{300 + s * 74} 770 l{s * 10 + k * 20} 24", None, YELLOW, 5)
        svg.path(f"M{300 + s * 50} 650 C{300 + s * 30} 640 {300 + s * 30} 690 {300 + s * 60} 700", None, BROWN, 20)
    _neck_and_head(svg)
    svg.circle(300, 476, 186, INK)
    svg.circle(300, 476, 180, WHITE, GOLD_DK, 3)
    svg.circle(300, 476, 166, None, "#d9d2c2", 3)
    # the cartouche
    svg.path("M60 858 L540 858 C552 872 552 930 540 944 L60 944 C48 930 48 872 60 858 Z", GOLD, INK, 3)
    svg.path("M76 868 L524 868 C532 880 532 922 524 934 L76 934 C68 922 68 880 76 868 Z", BLUE, INK, 2.4)
    for s in (-1, 1):
        svg.path(f"M{300 + s * 250} 872 C{300 + s * 276} 880 {300 + s * 276} 922 {300 + s * 250} 930", None, GOLD_DK,
                 4)
    svg.label("PIACENZA", 300, 901, 380, 44, "#fff6d8", "#10264e")


def _wing(svg: Svg, s: int) -> None:
    """One wing raised from the shoulder to the top corner, its long feathers hanging down the card's side."""
    x = lambda v: 300 + s * v  # noqa: E731 - mirror the wing's x about the middle
    svg.path(f"M{x(60)} 320 C{x(110)} 250 {x(150)} 170 {x(176)} 110 C{x(196)} 70 {x(246)} 58 {x(256)} 100 "
             f"C{x(266)} 160 {x(262)} 380 {x(258)} 690 L{x(232)} 716 L{x(214)} 690 L{x(196)} 712 L{x(178)} 682 "
             f"L{x(160)} 700 L{x(146)} 660 C{x(120)} 560 {x(100)} 440 {x(60)} 380 Z", BROWN, INK, 3)
    svg.path(f"M{x(176)} 110 C{x(196)} 70 {x(246)} 58 {x(256)} 100 C{x(240)} 90 {x(210)} 96 {x(196)} 130 Z",
             VERMILION, INK, 2)
    # rows of covert feathers, then the long flight feathers down the side
    for row, (y0, n) in enumerate(((180, 3), (250, 4), (330, 4))):
        for k in range(n):
            fx = 120 + row * 10 + k * 34
            fy = y0 + k * 16
            svg.path(f"M{x(fx - 14)} {fy} Q{x(fx)} {fy + 30} {x(fx + 14)} {fy} ", None, BROWN_DK, 3)
    for k in range(5):
        fx = 166 + k * 20
        svg.path(f"M{x(fx)} {300 + k * 10} L{x(fx - 6 + k * 2)} {680 - k * 6}", None, BROWN_DK, 3)
    svg.path(f"M{x(236)} 140 C{x(244)} 260 {x(244)} 440 {x(240)} 640", None, VERMILION, 8, 0.8)


def _neck_and_head(svg: Svg) -> None:
    """The neck rising to a head turned to the viewer's right, a hooked gold beak, a crown of points."""
    svg.path("M246 320 C236 260 250 190 290 160 C330 134 372 150 380 184 C386 214 366 232 348 244 C342 270 350 300 "
             "360 320 Z", BROWN, INK, 3)
    svg.path("M262 300 C258 250 270 210 296 190 M284 310 C282 270 290 236 308 220", None, BROWN_DK, 3)
    svg.path("M372 170 C398 166 420 180 420 204 C420 218 410 228 400 232 L402 216 C396 210 386 212 378 214 "
             "C370 206 366 190 372 170 Z", YELLOW, INK, 2.6)
    svg.path("M378 214 C388 220 398 222 402 216", None, INK, 2)
    svg.path("M380 212 L396 214 L384 222 Z", RED)
    svg.circle(346, 182, 8, WHITE, INK, 2)
    svg.circle(348, 182, 4, INK)
    svg.path("M330 170 C340 164 354 164 362 172", None, INK, 3)
    # the crown
    svg.path("M274 152 L270 104 L290 126 L304 92 L318 124 L338 98 L342 148 Z", GOLD, INK, 2.4)
    for cx, cy in ((270, 100), (304, 88), (338, 94)):
        svg.circle(cx, cy, 6, YELLOW, INK, 1.6)
    svg.path("M272 138 L342 136 L344 154 L272 158 Z", GOLD, INK, 2.4)
    svg.circle(307, 147, 5, RED, INK, 1.2)


# -- the covered cup ------------------------------------------------------------------------------------

def covered_cup(svg: Svg) -> None:
    # the foot: six-sided, red with gold flames, a blue band, a gold base on red ball feet
    for x in (150, 300, 450):
        svg.circle(x, 930, 16, RED, INK, 2.4)
    svg.path("M120 870 L170 850 L430 850 L480 870 L480 900 L430 924 L170 924 L120 900 Z", GOLD, INK, 3)
    svg.path("M170 850 L170 924 M430 850 L430 924", None, INK, 2)
    svg.path(" ".join(f"M{x} 862 l10 0 l0 50 l-10 0 Z" for x in range(186, 420, 26)), GOLD_DK)
    svg.path("M262 590 C250 690 190 790 140 850 L460 850 C410 790 350 690 338 590 Z", RED, INK, 3)
    svg.path("M140 850 L460 850 L454 826 C380 836 220 836 146 826 Z", BLUE, INK, 2.4)
    for x in (208, 300, 392):
        svg.path(f"M{x} 820 C{x - 30} 780 {x - 10} 730 {x} 690 C{x + 10} 730 {x + 30} 780 {x} 820 Z", YELLOW, INK,
                 2.4)
        svg.path(f"M{x} 806 C{x - 12} 780 {x - 4} 750 {x} 730 C{x + 4} 750 {x + 12} 780 {x} 806 Z", VERMILION)
    svg.path("M300 600 L300 680 M250 640 L350 640", None, GOLD_DK, 4, 0.8)
    svg.ellipse(300, 588, 50, 30, RED, INK, 3)  # the knot
    svg.path("M262 584 C280 572 320 572 338 584", None, "#ff8a7a", 4)
    # the bowl: blue gadroons under a yellow band, a red band of scallops, the rim rolled in green
    svg.path("M112 408 C120 480 210 548 262 572 L338 572 C390 548 480 480 488 408 Z", BLUE, INK, 3)
    svg.path(" ".join(f"M{300 + k * 44} 414 C{300 + k * 40} 470 {300 + k * 24} 530 {300 + k * 8} 566"
                      for k in range(-4, 5)), None, BLUE_DK, 4)
    svg.path(" ".join(f"M{300 + k * 44 - 16} 414 Q{300 + k * 44} 470 {300 + k * 44 + 16} 414 Z" for k in range(-4, 5)),
             GREEN_LT, INK, 2)
    svg.path("M108 370 L492 370 L488 412 L112 412 Z", YELLOW, INK, 3)
    svg.path("M104 330 L496 330 L492 372 L108 372 Z", RED, INK, 3)
    svg.path(" ".join(f"M{x} 372 Q{x + 14} 340 {x + 28} 372 Z" for x in range(112, 480, 28)), YELLOW, INK, 1.6)
    svg.path("M96 300 C96 286 504 286 504 300 L504 330 C504 344 96 344 96 330 Z", GREEN, INK, 3)
    svg.path("M100 306 C200 296 400 296 500 306", None, GREEN_LT, 5)
    svg.path("M286 296 L314 336 M314 296 L286 336", None, YELLOW, 7)
    # the lid: a blue dome ribbed in gold, red tongues round its foot, a bud for a finial
    svg.path("M128 296 C128 200 200 140 300 132 C400 140 472 200 472 296 Z", BLUE, INK, 3)
    svg.path(" ".join(f"M{300 + k * 50} 294 C{300 + k * 46} 230 {300 + k * 26} 170 300 136" for k in range(-3, 4)),
             None, YELLOW, 5)
    svg.path(" ".join(f"M{x} 296 Q{x + 18} 244 {x + 36} 296 Z" for x in range(140, 460, 40)), RED, INK, 2)
    svg.path("M262 140 C262 118 338 118 338 140 Z", RED, INK, 2.4)
    svg.path("M270 122 C250 100 260 84 280 90 C284 100 284 112 284 122 Z M330 122 C350 100 340 84 320 90 "
             "C316 100 316 112 316 122 Z", GREEN, INK, 2)
    svg.path("M300 122 C270 100 276 64 300 50 C324 64 330 100 300 122 Z", RED, INK, 2.6)
    svg.path("M292 100 C288 84 294 70 300 62", None, "#ff9a8a", 4)


# -- the putto with the sword ---------------------------------------------------------------------------

def _garland(svg: Svg, d: str, width: float) -> None:
    """A garland of leaves along a path, roses set on it by the caller."""
    svg.path(d, None, INK, width + 6)
    svg.path(d, None, GREEN_DK, width)
    svg.path(d, None, GREEN, width * 0.55, extra=' stroke-dasharray="14 10"')
    svg.path(d, None, GREEN_LT, width * 0.2, extra=' stroke-dasharray="6 18"')


def _rose(svg: Svg, x: float, y: float, r: float = 16, colour: str = RED) -> None:
    svg.circle(x, y, r, colour, INK, 2)
    svg.path(f"M{f(x - r * 0.6)} {f(y)} Q{f(x)} {f(y - r * 0.8)} {f(x + r * 0.6)} {f(y)} M{f(x - r * 0.3)} "
             f"{f(y + r * 0.3)} Q{f(x)} {f(y - r * 0.2)} {f(x + r * 0.3)} {f(y + r * 0.3)}", None, RED_DK, 2)


def putto_sword(svg: Svg) -> None:
    back = "M470 120 C520 220 510 420 470 560 C440 640 330 660 250 670 C170 680 120 760 110 940"
    _garland(svg, back, 34)
    # the wings behind the child
    svg.path("M196 420 C120 380 70 420 66 470 C100 462 110 480 90 500 C120 500 130 516 116 536 C160 530 190 500 "
             "214 470 Z", "#e4e6ee", INK, 2.6)
    svg.path("M150 430 C120 440 100 460 96 480 M170 450 C150 470 140 490 136 510", None, GREY, 3)
    # the blade: broad, curving up and over to its point
    svg.path("M318 748 C300 600 270 420 236 260 C220 190 200 130 166 70 C230 110 270 180 296 250 C340 380 372 560 "
             "372 740 Z", BLUE, INK, 3.4)
    svg.path("M372 740 C372 560 340 380 296 250 C270 180 230 110 166 70 C240 130 290 250 320 380 C340 500 350 620 "
             "348 744 Z", BLUE_LT)
    svg.path("M318 748 C300 600 270 420 236 260 C220 190 200 130 166 70 C230 110 270 180 296 250 C340 380 372 560 "
             "372 740 Z", None, INK, 3.4)
    # the child: a seated body, a leg bent over the garland, arms raised to the blade
    svg.path("M214 430 C196 490 200 560 240 596 C280 620 320 600 330 560 C338 510 320 460 300 430 Z", FLESH, INK, 3)
    svg.path("M236 590 C250 650 300 690 330 760 C336 780 320 792 306 782 C280 730 230 690 206 620 Z", FLESH, INK, 3)
    svg.path("M300 560 C340 600 380 640 392 700 C396 720 380 726 372 714 C360 670 320 640 280 600 Z", FLESH, INK, 3)
    svg.path("M226 500 C220 530 230 560 250 576", None, FLESH_DK, 4, 0.7)
    for s, hx in ((-1, 226), (1, 292)):
        svg.path(f"M{250 + s * 40} 450 C{250 + s * 60} 380 {hx + s * 10} 320 {hx} 278", None, INK, 34)
        svg.path(f"M{250 + s * 40} 450 C{250 + s * 60} 380 {hx + s * 10} 320 {hx} 278", None, FLESH, 27)
    head(svg, 262, 380, 0.78, Head(0.35, "youth", "curls", "#a39a90"))
    for hx, hy in ((226, 272), (292, 262)):
        svg.ellipse(hx, hy, 17, 14, FLESH, INK, 2.4)
    # the hilt: a gold scroll for a guard, a grip, a tasselled cord
    svg.path("M250 742 C250 716 300 720 330 736 C380 762 430 740 440 716 C452 740 430 786 380 782 C350 780 330 770 "
             "300 768 C276 766 262 770 250 742 Z", GOLD, INK, 3)
    svg.path("M268 744 C300 740 330 752 360 760", None, GOLD_DK, 4)
    svg.path("M330 770 L336 860", None, INK, 30)
    svg.path("M330 770 L336 860", None, GOLD, 22)
    svg.path("M320 790 L350 800 M320 816 L350 826 M322 842 L350 850", None, GOLD_DK, 4)
    svg.path("M336 862 L320 940 L356 940 Z", GOLD, INK, 2.4)
    svg.path("M326 900 L324 936 M336 900 L336 936 M346 900 L350 936", None, GOLD_DK, 3)
    front = "M110 96 C170 60 220 120 210 200 C200 280 160 330 170 420"
    _garland(svg, front, 30)
    _garland(svg, "M470 120 C430 80 380 60 330 80", 28)
    for x, y in ((124, 94), (204, 170), (180, 352), (486, 210), (488, 420), (420, 612), (250, 668), (140, 790),
                 (118, 900)):
        _rose(svg, x, y)
    for x, y in ((176, 260), (470, 320), (330, 648), (120, 860)):
        _rose(svg, x, y, 11, YELLOW)


# -- the trunk -------------------------------------------------------------------------------------------

BARK, BARK_DARK = "#d9572a", "#1f4a26"


def trunk(svg: Svg) -> None:
    svg.path("M40 820 C140 800 460 804 560 816 L560 962 L40 962 Z", "#c98f3a", INK, 2.4)
    svg.path(" ".join(f"M{x} {y} a10 7 0 1 0 20 0 a10 7 0 1 0 -20 0 Z" for x, y in
                      ((80, 880), (140, 920), (420, 900), (480, 870), (500, 930), (200, 940), (380, 940))),
             GOLD, INK, 1.6)
    _vine(svg, 1)
    _vine(svg, -1)
    # lopped branches behind the trunk's outline: each a short limb with its sawn face
    for x0, y0, x1, y1, w in ((250, 330, 150, 250, 56), (240, 560, 136, 520, 50), (360, 300, 470, 230, 54),
                              (370, 480, 476, 430, 50), (350, 640, 440, 610, 40)):
        svg.path(f"M{x0} {y0} L{x1} {y1}", None, INK, w + 6)
        svg.path(f"M{x0} {y0} L{x1} {y1}", None, BARK, w)
        svg.path(f"M{x0} {y0 + w * 0.2} L{x1} {y1 + w * 0.2}", None, BARK_DARK, w * 0.3)
        svg.ellipse(x1, y1, w * 0.5, w * 0.34, YELLOW, INK, 2.4, rot=-40 if x1 < 300 else 40)
        svg.ellipse(x1, y1, w * 0.22, w * 0.14, None, GOLD_DK, 2, rot=-40 if x1 < 300 else 40)
    svg.path("M220 840 C236 700 224 520 250 360 C262 260 270 180 276 150 L436 124 C420 220 380 330 372 460 C364 600 "
             "380 740 400 840 Z", BARK, INK, 3.4)
    svg.path("M236 820 C250 700 240 560 262 420 C272 340 280 240 290 170 L318 166 C300 300 296 420 290 560 C284 660 "
             "294 760 300 830 Z", BARK_DARK)
    svg.path("M380 820 C362 700 352 560 362 430 C370 330 396 230 416 140 L436 124 C420 220 380 330 372 460 C364 600 "
             "380 740 400 840 Z", BARK_DARK)
    svg.path("M320 700 C312 600 330 520 324 420 M346 380 C350 300 362 240 380 190", None, RED_DK, 5)
    svg.path("M220 840 C236 700 224 520 250 360 C262 260 270 180 276 150 L436 124 C420 220 380 330 372 460 C364 600 "
             "380 740 400 840 Z", None, INK, 3.4)
    svg.ellipse(356, 136, 82, 30, GOLD, INK, 3, rot=-9)
    svg.ellipse(358, 136, 56, 19, None, GOLD_DK, 2.4, rot=-9)
    svg.ellipse(360, 136, 26, 8, None, GOLD_DK, 2, rot=-9)
    svg.path("M340 130 l30 6 l10 -6", None, BROWN_DK, 2.4)
    svg.path("M212 842 C260 830 360 830 410 842", None, INK, 3)
    _rose(svg, 312, 870, 24)
    for s in (-1, 1):
        svg.path(f"M{312 + s * 22} 876 c{s * 20} -6 {s * 40} 0 {s * 46} 14 c{s * -20} 8 {s * -36} 4 {s * -46} -14 Z",
                 GREEN, INK, 1.8)


def _vine(svg: Svg, s: int) -> None:
    """A thin vine climbing beside the trunk, leaves in pairs."""
    x = lambda v: 300 + s * v  # noqa: E731 - mirror about the middle
    svg.path(f"M{x(120)} 830 C{x(190)} 740 {x(110)} 650 {x(170)} 560 C{x(210)} 500 {x(150)} 420 {x(190)} 360",
             None, GREEN_DK, 4)
    for k, (vx, vy) in enumerate(((150, 760), (146, 660), (176, 560), (166, 450), (186, 380))):
        d = 1 if k % 2 else -1
        svg.path(f"M{x(vx)} {vy} c{s * d * 16} -14 {s * d * 36} -8 {s * d * 40} 8 c{-s * d * 16} 12 {-s * d * 32} 8 "
                 f"{-s * d * 40} -8 Z", GREEN, INK, 1.8)


__all__ = ["ace", "frame", "BLUE_DK"]

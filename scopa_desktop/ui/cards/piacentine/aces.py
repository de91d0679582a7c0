"""The Piacentine's four aces, each filling its card as in print, drawn our own way.

Coins, "la Polla", is drawn in `polla.py`. Cups:
a great covered cup, a blue dome with a red bud for a finial, a rim rolled in green, a red band and blue
gadroons, a red knot, a six-sided red foot with gold flames on a gold base with ball feet. Swords: a winged
putto holds up a broad blade curving to its point, a garland of leaves and roses wound round both. Batons: a
lopped trunk, red bark in dark green patches, its sawn branches pale, a vine and a rose at its foot.
"""

from __future__ import annotations

from ..emilia.ink import (
    BLUE,
    BLUE_DK,
    BLUE_LT,
    BROWN_DK,
    GOLD,
    GOLD_DK,
    GREEN,
    GREEN_DK,
    GREEN_LT,
    INK,
    RED,
    VERMILION,
    WHITE,
    YELLOW,
)
from ..emilia.putto import garland, putto, rose
from ..svg import Svg
from .pips import frame
from .polla import polla


def ace(svg: Svg, suit: str) -> None:
    svg.layer = "frame"
    {"d": polla, "c": covered_cup, "s": putto_sword, "b": trunk}[suit](svg)


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
    # the lid: a red skirt flaring over the rim with gold tongues, a blue dome ribbed in gold over a band of
    # pearls, a red bud in green leaves for a finial
    svg.path("M100 300 C150 262 206 244 236 238 L364 238 C394 244 450 262 500 300 Z", RED, INK, 3)
    svg.path(" ".join(f"M{x} 298 Q{x + 16} 262 {x + 32} 298 Z" for x in range(124, 470, 36)), YELLOW, INK, 2)
    svg.path("M206 242 C190 164 240 110 300 102 C360 110 410 164 394 242 Z", BLUE, INK, 3)
    svg.path(" ".join(f"M{300 + k * 28} 240 C{300 + k * 28} 190 {300 + k * 16} 140 300 106" for k in range(-3, 4)),
             None, YELLOW, 5)
    svg.path(" ".join(f"M{300 + k * 28 - 11} 238 Q{300 + k * 28} 206 {300 + k * 28 + 11} 238 Z"
                      for k in range(-3, 4)), RED, INK, 1.8)
    svg.path("M200 228 L400 228 L404 246 L196 246 Z", GOLD, INK, 2.4)
    svg.path("M204 237 L396 237", None, WHITE, 6, extra=' stroke-dasharray="0.6 12"')
    svg.path("M264 110 C264 92 336 92 336 110 Z", RED, INK, 2.4)
    svg.path("M272 96 C250 76 258 58 280 62 C284 74 284 86 284 96 Z M328 96 C350 76 342 58 320 62 "
             "C316 74 316 86 316 96 Z", GREEN, INK, 2)
    svg.path("M300 96 C270 74 276 40 300 28 C324 40 330 74 300 96 Z", RED, INK, 2.6)
    svg.path("M292 76 C288 60 294 48 300 40", None, "#ff9a8a", 4)


# -- the putto with the sword ---------------------------------------------------------------------------

def putto_sword(svg: Svg) -> None:
    top = (((100, 150), (150, 70), (330, 66), (400, 136)),)
    right = (((400, 136), (496, 210), (510, 360), (476, 500)), ((476, 500), (446, 610), (330, 640), (226, 660)))
    low = (((226, 660), (130, 672), (90, 800), (112, 946)),)
    garland(svg, top, 60, roses=(3, 9), flowers=(6,))
    # the blade: broad, curving up and over to its point, and its gold hilt
    blade = ("M318 716 C312 560 280 420 230 300 C200 230 160 150 120 80 C220 110 300 190 336 270 C386 400 410 560 "
             "404 716 Z")
    svg.path(blade, BLUE, INK, 3.6)
    svg.path("M404 716 C410 560 386 400 336 270 C300 190 220 110 120 80 C230 150 300 260 340 380 C366 480 376 600 "
             "374 716 Z", BLUE_LT)
    svg.path(blade, None, INK, 3.6)
    putto(svg, 232, 600, ((188, 198), (338, 330)))
    garland(svg, right, 60, roses=(3, 10, 16), flowers=(7, 13))
    svg.path("M270 726 C270 700 320 704 348 716 C394 736 440 720 452 696 C466 720 444 766 394 764 C364 762 344 754 "
             "316 752 C292 750 278 756 270 726 Z", GOLD, INK, 3)
    svg.path("M286 728 C316 726 344 736 372 744", None, GOLD_DK, 4)
    svg.path("M352 756 L360 850", None, INK, 30)
    svg.path("M352 756 L360 850", None, GOLD, 22)
    svg.path("M344 776 L372 786 M344 802 L374 812 M346 828 L374 836", None, GOLD_DK, 4)
    svg.path("M360 852 L342 936 L380 936 Z", GOLD, INK, 2.4)
    svg.path("M350 896 L348 932 M360 896 L360 932 M370 896 L374 932", None, GOLD_DK, 3)
    garland(svg, low, 60, roses=(4, 10), flowers=(7,))


# -- the trunk -------------------------------------------------------------------------------------------

BARK, BARK_DARK = "#5e4a1e", "#2a2410"


def trunk(svg: Svg) -> None:
    # a mound of stony ground under the trunk, kept clear of the corner indices
    svg.path("M96 880 C110 830 200 808 300 806 C400 808 476 828 482 870 C470 900 420 916 300 918 C180 916 110 904 96 "
             "880 Z", "#c98f3a", INK, 2.6)
    svg.path(" ".join(f"M{x} {y} a10 7 0 1 0 20 0 a10 7 0 1 0 -20 0 Z" for x, y in
                      ((130, 872), (180, 896), (400, 892), (440, 866), (230, 900), (360, 904))),
             GOLD, INK, 1.6)
    _vine(svg, 1)
    _vine(svg, -1)
    # lopped branches behind the trunk's outline: each a thick limb with its sawn face
    for x0, y0, x1, y1, w in ((250, 360, 136, 306, 70), (236, 560, 110, 520, 64), (370, 300, 494, 226, 70),
                              (380, 470, 496, 420, 62), (360, 640, 470, 610, 52)):
        svg.path(f"M{x0} {y0} L{x1} {y1}", None, INK, w + 7)
        svg.path(f"M{x0} {y0} L{x1} {y1}", None, BARK, w)
        svg.path(f"M{x0} {y0 + w * 0.22} L{x1} {y1 + w * 0.22}", None, BARK_DARK, w * 0.32)
        svg.ellipse(x1, y1, w * 0.52, w * 0.36, YELLOW, INK, 2.6, rot=-40 if x1 < 300 else 40)
        svg.ellipse(x1, y1, w * 0.24, w * 0.15, None, GOLD_DK, 2.2, rot=-40 if x1 < 300 else 40)
    outline = ("M172 846 C204 700 196 540 214 380 C226 270 240 190 246 150 L454 120 C440 220 412 330 402 460 "
               "C394 600 410 740 440 846 Z")
    svg.path(outline, BARK, INK, 3.6)
    svg.path("M196 820 C216 700 208 560 226 420 C238 320 250 240 262 170 L300 164 C284 300 276 420 270 560 "
             "C264 660 270 760 276 832 Z", BARK_DARK)
    svg.path("M410 830 C390 700 378 560 386 440 C394 330 420 230 440 136 L454 120 C440 220 412 330 402 460 "
             "C394 600 410 740 440 846 Z", BARK_DARK)
    svg.path("M330 420 C316 470 340 520 326 580 C318 620 336 660 330 700 M350 300 C360 340 344 380 356 420",
             None, BARK_DARK, 12)
    svg.path("M310 720 C300 620 322 540 314 440 M352 380 C356 300 370 240 388 186 M290 560 C284 500 296 460 292 400 "
             "M246 760 C240 680 250 600 246 520 M372 700 C362 620 360 560 368 500", None, VERMILION, 7)
    svg.path("M322 640 C316 600 326 560 322 520 M300 360 C306 300 318 250 330 200 M384 620 C378 580 380 540 386 500",
             None, YELLOW, 4)
    svg.path(outline, None, INK, 3.6)
    svg.ellipse(350, 134, 104, 36, GOLD, INK, 3.4, rot=-8)
    svg.ellipse(352, 134, 74, 24, None, GOLD_DK, 2.6, rot=-8)
    svg.ellipse(354, 134, 38, 11, None, GOLD_DK, 2.2, rot=-8)
    svg.path("M330 128 l36 6 l12 -6", None, BROWN_DK, 2.6)
    svg.path("M164 848 C240 832 380 832 448 848", None, INK, 3)
    rose(svg, 312, 876, 26)
    for s in (-1, 1):
        svg.path(f"M{312 + s * 24} 882 c{s * 20} -6 {s * 40} 0 {s * 46} 14 c{s * -20} 8 {s * -36} 4 {s * -46} -14 Z",
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

"""Court figures drawn from simple parts: the full-length Neapolitan courts, and the parts (limbs, hands,
heads, crowns) other decks' courts may share with them.

Italian: Fante (8) a young page standing with his suit, Cavallo (9) a rider on a horse, Re (10) a
crowned, bearded king in a mantle. Each suit has its own colours and each figure holds its suit mark.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import italian
from .anatomy import Head, fist
from .anatomy import head as anatomy_head
from .svg import Point, Svg, f

OUT = "#2a1a0e"  # figure outline

# per suit: garment, second garment, hose/trim, hair, horse coat, hat
PALETTES = {
    "d": {
        "main": "red",
        "alt": "blue",
        "trim": "#f2c94c",
        "hose": "#2b5a9e",
        "hair": "#6b3a16",
        "horse": "horse_w",
        "mane": "#cfc6b2",
        "hat": "#2b5a9e",
    },
    "c": {
        "main": "blue",
        "alt": "red",
        "trim": "#f2c94c",
        "hose": "#b3262e",
        "hair": "#d9a441",
        "horse": "horse_b",
        "mane": "#3a200b",
        "hat": "#b3262e",
    },
    "s": {
        "main": "green",
        "alt": "purple",
        "trim": "#f2c94c",
        "hose": "#d08a1e",
        "hair": "#2a1a0e",
        "horse": "horse_k",
        "mane": "#111118",
        "hat": "#7e4aa0",
    },
    "b": {
        "main": "ochre",
        "alt": "green",
        "trim": "#b3262e",
        "hose": "#2f7a46",
        "hair": "#8e4a1c",
        "horse": "horse_g",
        "mane": "#6b5330",
        "hat": "#2f7a46",
    },
}
FLAT = {
    "red": "#b3262e",
    "blue": "#2b5a9e",
    "green": "#2f7a46",
    "ochre": "#d9952a",
    "purple": "#6a3d8a",
    "black": "#26262e",
}


def _d(points: Sequence[Point]) -> str:
    return "M" + " L".join(f"{f(x)} {f(y)}" for x, y in points)


def limb(svg: Svg, points: Sequence[Point], width: float, colour: str) -> None:
    """An outlined, round-ended limb along a polyline."""
    svg.path(_d(points), None, OUT, width + 6)
    svg.path(_d(points), None, colour, width)


def hand(svg: Svg, x: float, y: float, r: float = 17) -> None:
    """A hand closed round what it holds (anatomy.fist), about 2r across, the wrist towards the body's middle."""
    fist(svg, x, y, 0, r / 20, 1 if x < 300 else -1)


def head(
    svg: Svg,
    x: float,
    y: float,
    s: float = 1.0,
    hair: str = "#6b3a16",
    beard: str | None = None,
    long_hair: bool = False,
    female: bool = False,
) -> None:
    """A face turned a little to the viewer's right (anatomy.head): a page's bob, long hair, a king's beard."""
    age = "old" if beard else "youth"
    who = Head(0.15, age, "long" if long_hair else "bob", hair, "full" if beard else "", beard or "", female=female)
    anatomy_head(svg, x, y, s * 0.9, who)


def crown(svg: Svg, x: float, y: float, w: float = 100, h: float = 60) -> None:
    """A gold crown with five points, pearls and a red jewel; (x, y) is the middle of its band."""
    hw = w / 2
    pts = [
        (x - hw, y + h * 0.25),
        (x - hw - 4, y - h * 0.6),
        (x - hw * 0.5, y - h * 0.15),
        (x - hw * 0.25, y - h * 0.8),
        (x, y - h * 0.25),
        (x + hw * 0.25, y - h * 0.8),
        (x + hw * 0.5, y - h * 0.15),
        (x + hw + 4, y - h * 0.6),
        (x + hw, y + h * 0.25),
    ]
    svg.poly(pts, "g:goldv", "#5a3a05", 2.4)
    svg.rect(x - hw - 2, y, w + 4, h * 0.3, 4, "g:goldbar", "#5a3a05", 2.2)
    for px, py in (pts[1], pts[3], pts[5], pts[7]):
        svg.circle(px, py, w * 0.05, "#fffaf0", "#5a3a05", 1.2)
    svg.ellipse(x, y + h * 0.15, w * 0.07, h * 0.1, "#c8312a", "#5a0a0a", 1.2)
    for s in (-1, 1):
        svg.ellipse(x + s * w * 0.3, y + h * 0.15, w * 0.05, h * 0.08, "#2b5a9e", "#0e2240", 1.2)


# The Napoletane stand their courts on a ground of the suit's colour, so a card held upside down still
# tells its suit: gold for coins, red for cups, blue for swords, green for batons.
GROUNDS = {"d": "#e9b53a", "c": "#c8312a", "s": "#2b5a9e", "b": "#2f8a46"}


def frame(svg: Svg, suit: str) -> None:
    """A court's frame, sky and the ground of its suit's colour (a shared layer: see `Svg.layer`)."""
    colour = FLAT[PALETTES[suit]["main"]]
    svg.rect(24, 24, 552, 952, 24, "g:sky", "#5c4a2e", 3)
    svg.rect(34, 34, 532, 932, 18, None, colour, 4)
    svg.path("M36 880 Q300 860 564 880 L564 944 Q564 964 544 964 L56 964 Q36 964 36 944 Z", GROUNDS[suit], OUT, 2)
    svg.path("M40 884 Q300 866 560 884", None, "#fffaf0", 3, 0.5)


def _hold(svg: Svg, suit: str, x: float, y: float, size: float = 120) -> None:
    """The suit mark held up at a hand."""
    if suit == "d":
        italian.coin(svg, x, y - size * 0.42, size)
    elif suit == "c":
        italian.cup(svg, x, y - size * 0.35, size)
    elif suit == "s":
        italian.sword_blade(svg, (x, y - 16), (x + 10, y - 310), 0, 26, 1.0)
    else:
        italian.club_stave(svg, (x + 6, y + 60), (x - 30, y - 250), 46, leaves=True)


def italian_court(svg: Svg, rank: int, suit: str) -> None:
    pal = PALETTES[suit]
    svg.layer = "court" + suit
    if rank == 9:
        _cavallo(svg, suit, pal)
    else:
        _standing(svg, suit, pal, king=rank == 10)


def _standing(svg: Svg, suit: str, pal: dict, king: bool) -> None:
    main, alt = "g:" + pal["main"], "g:" + pal["alt"]
    trim, hose = pal["trim"], pal["hose"]
    if king:
        # the throne's tall back behind him: gilt frame, red cloth of honour, gold finials
        svg.path("M168 640 L168 250 C168 150 432 150 432 250 L432 640 Z", "g:goldbar", "#5a3a05", 2.6)
        svg.path("M188 640 L188 258 C188 178 412 178 412 258 L412 640 Z", "#8e1b22", "#5a3a05", 2)
        for y in range(230, 640, 52):
            for x in range(214, 400, 46):
                svg.path(f"M{x} {y - 9} L{x + 7} {y} L{x} {y + 9} L{x - 7} {y} Z", "#c8493c")
        for x in (168, 432):
            svg.circle(x, 236, 16, "g:gold", "#5a3a05", 2)
        # mantle behind the body, lined with ermine
        svg.path("M222 350 C150 520 130 760 118 900 L482 900 C470 760 450 520 378 350 Z", alt, OUT, 2.6)
        svg.path("M140 880 L460 880 L482 900 L118 900 Z", "#fffaf0", OUT, 1.6)
        for x in range(150, 460, 34):
            svg.path(f"M{x} 884 l4 10 l4 -10 Z", "#1a1a1a")
    else:
        for x0, x1 in ((274, 262), (326, 338)):
            limb(svg, [(x0, 640), (x1, 868)], 50, hose)
            svg.path(f"M{x0 - 2} 740 L{x1 + 2} 752", None, OUT, 1.4, 0.35)  # a knee crease
        for x in (252, 348):
            svg.path(f"M{x - 34} 896 C{x - 34} 872 {x + 30} 868 {x + 36} 892 Z", "#3a2410", OUT, 2)
    # body
    hem = 880 if king else 690
    svg.path(
        f"M232 345 C262 333 338 333 368 345 L388 362 C376 420 358 462 354 492 "
        f"C376 560 {398 + (30 if king else 0)} "
        f"{hem - 60} {404 + (30 if king else 0)} {hem} Q300 {hem + 24} {196 - (30 if king else 0)} {hem} "
        f"C{202 - (30 if king else 0)} {hem - 60} 224 560 246 492 C242 462 224 420 212 362 Z",
        main,
        OUT,
        2.8,
    )
    svg.path(
        f"M{200 - (30 if king else 0)} {hem - 18} Q300 {hem + 6} {400 + (30 if king else 0)} {hem - 18} "
        f"L{404 + (30 if king else 0)} {hem} Q300 {hem + 24} {196 - (30 if king else 0)} {hem} Z",
        trim,
        OUT,
        1.6,
    )
    svg.rect(240, 486, 120, 22, 6, trim, OUT, 2)
    svg.rect(288, 484, 24, 26, 4, "#fffaf0", OUT, 1.6)
    svg.path("M300 345 L300 486", None, trim, 6)
    for y in range(372, 480, 26):
        svg.circle(300, y, 5, "#fffaf0", OUT, 1.2)
    svg.path("M256 342 Q300 372 344 342", None, trim if not king else "#fffaf0", 12)
    # the arm holding the suit (viewer's left, raised) and the other on the hip
    limb(svg, [(232, 368), (178, 450), (168, 372)], 40, FLAT[pal["main"]] if not king else FLAT[pal["alt"]])
    svg.ellipse(172, 395, 26, 12, trim, OUT, 1.6, rot=80)
    limb(svg, [(368, 368), (414, 452), (372, 500)], 40, FLAT[pal["main"]] if not king else FLAT[pal["alt"]])
    hand(svg, 372, 500)
    head(svg, 300, 262, 1.0, "#d8d2c6" if king else pal["hair"], beard="#e8e2d6" if king else None, long_hair=king)
    if king:
        crown(svg, 300, 210, 104, 66)
    else:
        _cap(svg, 300, 214, pal["hat"], trim)
    _hold(svg, suit, 168, 356)
    hand(svg, 168, 360)


def _cap(svg: Svg, x: float, y: float, colour: str, trim: str) -> None:
    """A page's beret with a feather."""
    svg.path(
        f"M{x + 30} {y - 8} C{x + 70} {y - 70} {x + 120} {y - 80} {x + 130} {y - 60} "
        f"C{x + 100} {y - 60} {x + 70} {y - 30} {x + 38} {y}",
        "#fffaf0",
        OUT,
        2,
    )
    svg.ellipse(x, y - 4, 66, 24, colour, OUT, 2.4, rot=-6)
    svg.path(f"M{x - 58} {y + 8} Q{x} {y + 24} {x + 58} {y + 2}", None, trim, 8)
    svg.circle(x + 34, y - 6, 7, trim, OUT, 1.4)


def _cavallo(svg: Svg, suit: str, pal: dict) -> None:
    coat, mane = "g:" + pal["horse"], pal["mane"]
    # tail
    svg.path("M462 600 C520 620 530 700 500 790 C490 740 470 700 452 650 Z", mane, OUT, 2.4)
    # far legs (darker, behind)
    for pts in ([(232, 690), (214, 790), (226, 885)], [(430, 690), (452, 790), (446, 885)]):
        limb(svg, pts, 30, "#00000030")
        limb(svg, pts, 28, pal["mane"] if pal["horse"] != "horse_w" else "#b9b2a3")
    # body
    svg.path(
        "M196 650 C200 600 250 570 300 560 C360 540 440 540 474 586 C500 620 494 690 456 708 "
        "C386 728 270 728 226 700 C204 686 194 668 196 650 Z",
        coat,
        OUT,
        2.8,
    )
    # neck and head in one silhouette: chest, throat, jaw, muzzle, nose, forehead, poll, crest
    svg.path(
        "M200 660 C178 606 162 548 160 504 C140 514 112 532 88 542 C66 550 52 534 56 516 "
        "C62 490 90 454 110 428 C124 408 140 394 158 388 C192 394 216 420 234 460 "
        "C254 500 278 536 304 562 C270 600 230 630 200 660 Z",
        coat,
        OUT,
        2.8,
    )
    svg.path("M150 396 L156 350 L176 392 Z", coat, OUT, 2.2)  # ear
    svg.path("M152 392 L157 366 L168 390 Z", "#00000030")
    svg.path("M140 470 C150 486 156 496 160 504", None, OUT, 2, 0.5)  # cheek line
    svg.ellipse(126, 430, 8, 6, "#1a1a1a", None, 0, 1, rot=-30)
    svg.circle(124, 428, 2.2, "#ffffff")
    svg.ellipse(72, 522, 6, 4, "#2a1a1a", None, 0, 1, rot=-40)
    svg.path("M58 530 Q70 540 84 538", None, OUT, 2)
    # bridle and reins
    svg.path("M74 500 L104 540 M92 470 L154 402 M92 470 L148 470 L156 400", None, "#5a1e0e", 5)
    svg.circle(92, 470, 6, "#e3ac2c", "#5a3a05", 1.2)
    svg.path("M96 520 C140 520 180 500 222 472", None, "#5a1e0e", 4)
    # mane along the crest, in locks
    svg.path(
        "M160 386 C196 386 224 416 242 454 C258 488 282 522 310 552 L296 566 L290 544 L276 548 "
        "L270 522 L256 526 L250 500 L236 502 L232 476 L218 478 L214 452 L200 452 L196 428 L182 428 "
        "L178 406 L164 408 Z",
        mane,
        OUT,
        2,
    )
    # near legs: a front leg raised, prancing
    limb(svg, [(250, 700), (210, 740), (180, 720)], 32, "#00000000")
    for pts, width in (
        ([(250, 690), (206, 744), (176, 716)], 30),
        ([(412, 690), (400, 790), (410, 885)], 30),
    ):
        limb(
            svg,
            pts,
            width,
            pal["mane"]
            if pal["horse"] == "horse_k"
            else "#d9cfb8"
            if pal["horse"] == "horse_w"
            else "#9a6a3a"
            if pal["horse"] == "horse_b"
            else "#b9a06a",
        )
    for x, y in ((226, 890), (446, 890), (410, 890)):
        svg.rect(x - 18, y - 14, 36, 20, 5, "#2a2020", OUT, 1.6)
    svg.ellipse(170, 712, 16, 10, "#2a2020", OUT, 1.6, rot=50)
    # saddle cloth
    svg.path("M280 560 C330 550 390 552 420 566 L432 690 C380 710 310 710 276 694 Z", "g:" + pal["alt"], OUT, 2.4)
    svg.path("M276 694 C310 710 380 710 432 690", None, pal["trim"], 10)
    # rider: torso, near leg, arms, head
    svg.path(
        "M296 400 C320 388 368 388 392 400 L384 470 C384 510 388 540 392 566 L296 566 C300 540 304 510 302 470 Z",
        "g:" + pal["main"],
        OUT,
        2.6,
    )
    svg.rect(300, 540, 88, 18, 5, pal["trim"], OUT, 1.6)
    limb(svg, [(330, 566), (282, 610), (296, 712)], 40, pal["hose"])
    svg.ellipse(286, 724, 32, 13, "#3a2410", OUT, 2)
    svg.path("M266 700 L266 732 L308 732 L308 700", None, "#c0c0c0", 4)
    limb(svg, [(380, 416), (400, 480), (322, 496), (220, 470)], 34, FLAT[pal["main"]])
    hand(svg, 222, 470, 15)
    limb(svg, [(306, 414), (262, 388), (244, 318)], 34, FLAT[pal["main"]])
    head(svg, 344, 322, 0.82, pal["hair"])
    _plumed_hat(svg, 344, 280, pal["hat"], pal["trim"])
    _hold(svg, suit, 244, 300, 110)
    hand(svg, 244, 304, 15)


def _plumed_hat(svg: Svg, x: float, y: float, colour: str, trim: str) -> None:
    svg.path(
        f"M{x - 10} {y - 30} C{x + 10} {y - 110} {x + 90} {y - 110} {x + 110} {y - 60} "
        f"C{x + 80} {y - 80} {x + 40} {y - 70} {x + 16} {y - 24}",
        "#fffaf0",
        OUT,
        2,
    )
    svg.path(f"M{x - 46} {y + 4} C{x - 44} {y - 46} {x + 44} {y - 46} {x + 46} {y + 4} Z", colour, OUT, 2.4)
    svg.ellipse(x, y + 4, 64, 12, colour, OUT, 2.2)
    svg.path(f"M{x - 44} {y - 6} Q{x} {y - 16} {x + 44} {y - 6}", None, trim, 6)

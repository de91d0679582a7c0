"""The Siciliane's courts: single-headed, full length, each standing on a ground coloured by its rank (red
for the Donna, yellow for the Cavallo, green for the Re), so the rank reads from the foot of the card.

Donna (8): the knave as a young woman, long-haired, in a long dress, her suit's mark held up like a
soldier's. Cavallo (9): a rider on a grey, long-eared mount. Re (10): a paladin of the puppet theatre,
crowned over his armour, a cloak of his suit's colour, his mark in hand.
"""

from __future__ import annotations

from collections.abc import Callable

from .figures import OUT, crown, hand, head, limb
from .svg import Svg

GROUNDS = {8: "#c8312a", 9: "#f2c232", 10: "#2f8a46"}  # the rank's base: red, yellow, green
Hold = Callable[[Svg, str, int, float, float], None]

# per suit: dress (gradient), second colour (flat), hair, hat
_LOOK = {
    "d": ("g:red", "#2b5a9e", "#6b3a16", "#2b5a9e"),
    "c": ("g:blue", "#c8312a", "#2a1a0e", "#c8312a"),
    "s": ("g:green", "#f2c94c", "#d9a441", "#c8312a"),
    "b": ("g:ochre", "#2f7a46", "#8e4a1c", "#2f7a46"),
}
_FLAT = {"g:red": "#b3262e", "g:blue": "#2b5a9e", "g:green": "#2f7a46", "g:ochre": "#d9952a"}


def layer(svg: Svg, rank: int) -> None:
    """The frame and the ground of the rank's colour (a shared layer per rank)."""
    svg.rect(24, 24, 552, 952, 24, "g:sky", "#5c4a2e", 3)
    svg.rect(34, 34, 532, 932, 18, None, GROUNDS[rank], 5)
    svg.path("M36 872 L564 872 L564 944 Q564 964 544 964 L56 964 Q36 964 36 944 Z", GROUNDS[rank], OUT, 2)
    svg.path("M36 872 L564 872", None, "#fffaf0", 3, 0.6)


def court(svg: Svg, rank: int, suit: str, hold: Hold) -> None:
    svg.layer = f"court{rank}"
    dress, alt, hair, hat = _LOOK[suit]
    if rank == 8:
        _donna(svg, suit, dress, alt, hair, hat, hold)
    elif rank == 9:
        _cavallo(svg, suit, dress, alt, hair, hat, hold)
    else:
        _paladin(svg, suit, dress, alt, hold)


def _donna(svg: Svg, suit: str, dress: str, alt: str, hair: str, hat: str, hold: Hold) -> None:
    # the long dress, a bell to the ground, an apron of the second colour, a bodice laced with gold
    svg.path("M246 360 C226 500 170 700 142 880 L458 880 C430 700 374 500 354 360 Z", dress, OUT, 2.8)
    svg.path("M270 470 C262 600 250 760 244 878 L356 878 C350 760 338 600 330 470 Z", alt, OUT, 2)
    for y in range(520, 860, 60):
        svg.path(f"M{262 - (y - 500) * 0.04:.0f} {y} L{338 + (y - 500) * 0.04:.0f} {y}", None, "#f2c94c", 4, 0.8)
    svg.path("M146 860 Q300 890 454 860 L458 880 L142 880 Z", "#f2c94c", OUT, 1.6)
    svg.path("M244 350 C262 338 338 338 356 350 L350 470 L250 470 Z", dress, OUT, 2.4)
    for y in (376, 408, 440):
        svg.path(f"M270 {y} L300 {y + 14} L330 {y}", None, "#f2c94c", 3)
    svg.rect(244, 462, 112, 16, 6, "#f2c94c", OUT, 1.6)
    for x in (262, 338):  # shoes peeping out
        svg.ellipse(x, 884, 26, 10, "#3a2410", OUT, 1.6)
    # arms: the near one raises the mark, the far one rests on the hip
    limb(svg, [(250, 372), (196, 440), (186, 372)], 36, _FLAT.get(dress, alt))
    limb(svg, [(350, 372), (400, 440), (354, 470)], 36, _FLAT.get(dress, alt))
    hand(svg, 354, 470, 16)
    svg.path("M258 346 Q300 372 342 346", None, "#fffaf0", 10)
    head(svg, 300, 268, 0.95, hair, long_hair=True, female=True)
    # a little cap with a feather, set back on her hair
    svg.path("M312 214 C340 170 380 166 392 180 C370 184 350 196 330 222 Z", "#fffaf0", OUT, 1.8)
    svg.ellipse(300, 222, 52, 18, hat, OUT, 2.2, rot=-8)
    hold(svg, suit, 8, 186, 362)
    hand(svg, 186, 366, 16)


def _mount(svg: Svg) -> None:
    """A grey, long-eared mount walking to the left (the Siciliane's horse is much like a donkey)."""
    svg.path("M470 600 C510 620 514 690 494 760 C486 710 470 680 456 650 Z", "#5a5650", OUT, 2)  # tail
    for x0, x1 in ((240, 226), (430, 446)):  # far legs
        limb(svg, [(x0, 700), (x1, 876)], 26, "#77726a")
    svg.path("M196 640 C200 596 250 574 300 566 C360 552 440 556 470 592 C494 622 488 690 452 706 "
             "C386 726 270 726 226 700 C204 686 194 664 196 640 Z", "g:donkey", OUT, 2.8)
    svg.path("M206 652 C184 600 170 540 168 500 C150 506 120 520 96 528 C74 534 62 518 66 500 C72 476 100 446 "
             "118 428 C132 412 150 400 168 396 C200 402 222 432 238 468 C254 506 280 540 300 562 Z",
             "g:donkey", OUT, 2.8)
    for dx in (0, 18):  # the long ears
        svg.path(f"M{160 + dx} 400 C{150 + dx} 350 {160 + dx} 320 {176 + dx} 316 C{184 + dx} 340 {182 + dx} 372 "
                 f"{176 + dx} 404 Z", "g:donkey", OUT, 2)
    svg.ellipse(80, 512, 24, 18, "#d8d4cc", OUT, 1.6, rot=-30)  # pale muzzle
    svg.ellipse(134, 440, 7, 5, "#1a1a1a", None, 0, 1, rot=-30)
    svg.path("M162 400 C196 404 224 436 240 470 C254 500 276 530 298 556", None, "#4a4640", 10)  # short mane
    svg.path("M86 500 L116 540 M104 470 L164 410 M104 470 L158 470 L166 408", None, "#5a1e0e", 5)
    svg.path("M110 530 C150 528 190 508 232 482", None, "#5a1e0e", 4)
    for pts in ([(256, 700), (250, 790), (258, 876)], [(404, 700), (400, 790), (412, 876)]):
        limb(svg, pts, 28, "#a7a29a")
    for x in (226, 446, 258, 412):
        svg.rect(x - 16, 868, 32, 14, 4, "#2a2020", OUT, 1.4)


def _cavallo(svg: Svg, suit: str, dress: str, alt: str, hair: str, hat: str, hold: Hold) -> None:
    _mount(svg)
    svg.path("M282 566 C330 554 392 556 424 570 L434 690 C380 708 312 708 278 694 Z", alt, OUT, 2.4)  # saddle cloth
    svg.path("M278 694 C312 708 380 708 434 690", None, "#f2c94c", 8)
    svg.path("M300 404 C322 392 366 392 388 404 L380 472 C380 510 384 540 388 566 L298 566 C302 540 306 510 "
             "304 472 Z", dress, OUT, 2.6)
    limb(svg, [(330, 566), (286, 614), (298, 720)], 38, alt)
    svg.ellipse(288, 730, 30, 12, "#3a2410", OUT, 2)
    limb(svg, [(378, 418), (396, 480), (320, 496), (234, 474)], 32, _FLAT.get(dress, alt))
    hand(svg, 236, 474, 15)
    limb(svg, [(308, 416), (264, 390), (248, 320)], 32, _FLAT.get(dress, alt))
    head(svg, 344, 326, 0.8, hair)
    svg.path("M300 298 C300 250 390 250 390 298 Z", hat, OUT, 2.2)  # a round cap
    svg.ellipse(345, 298, 60, 11, hat, OUT, 2)
    hold(svg, suit, 9, 248, 302)
    hand(svg, 248, 306, 15)


def _paladin(svg: Svg, suit: str, dress: str, alt: str, hold: Hold) -> None:
    cloak = _FLAT.get(dress, alt)
    svg.path("M228 350 C170 520 150 760 136 880 L464 880 C450 760 430 520 372 350 Z", dress, OUT, 2.6)  # cloak
    svg.path("M140 862 L460 862 L464 880 L136 880 Z", "#f2c94c", OUT, 1.4)
    for x0, x1 in ((276, 266), (324, 334)):  # armoured legs
        limb(svg, [(x0, 640), (x1, 864)], 44, "#aab4c4")
        svg.ellipse(x1, 748, 20, 14, "g:armour", OUT, 1.4)
    for x in (258, 342):
        svg.path(f"M{x - 30} 886 C{x - 30} 864 {x + 26} 860 {x + 32} 884 Z", "#4a5060", OUT, 1.8)
    # breastplate over a skirt of the second colour
    svg.path("M236 560 L364 560 L380 660 L220 660 Z", alt, OUT, 2)
    svg.path("M238 352 C262 340 338 340 362 352 L372 440 C366 500 352 540 340 566 L260 566 C248 540 234 500 "
             "228 440 Z", "g:armour", OUT, 2.6)
    svg.path("M300 356 L300 560", None, "#4a5060", 2, 0.6)
    svg.rect(232, 552, 136, 18, 5, "#f2c94c", OUT, 1.6)
    svg.circle(300, 450, 20, cloak, OUT, 1.8)
    svg.path("M292 446 L300 432 L308 446 L300 470 Z", "#f2c94c", OUT, 1)
    for x in (224, 376):  # pauldrons
        svg.ellipse(x, 366, 34, 22, "g:armour", OUT, 2)
    limb(svg, [(232, 372), (184, 450), (174, 372)], 38, "#aab4c4")
    limb(svg, [(368, 372), (414, 450), (372, 500)], 38, "#aab4c4")
    hand(svg, 372, 500, 17)
    head(svg, 300, 264, 1.0, "#4a3020", beard="#4a3020")
    crown(svg, 300, 212, 106, 64)
    hold(svg, suit, 10, 174, 360)
    hand(svg, 174, 364, 17)

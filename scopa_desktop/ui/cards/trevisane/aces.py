"""The Trevisane's aces, each with its motto lettered on a scroll on two lines, kept clear of the corner indices:
the coin in a round frame of leaves (once the tax stamp's place); the cup one great covered cup, ornate, two
faces under the rim of its bowl, scroll handles and flowers hanging from them (great_cup.py); the sword
upright between two roosters; the baton rising through a capital with two faces and festoons, held at its foot
by a hand, a rooster beside it; suns with an eye in the upper corners of the cups and swords.
"""

from __future__ import annotations

from ..north_kit.emblems import eye_sun, flower, hand_from_sleeve, motto_size, rooster, scroll
from ..north_kit.faces import Face, face
from ..north_kit.shapes import FINE, INK, MID, OUT, blob, curve
from ..svg import Svg
from .great_cup import great_cup
from .signs import BLUE, CREAM, GOLD, RED, baton, coin, sword

MOTTOES = {  # each on two lines, as the issue asks, all four lettered at one size with natural spacing
    "d": ("NON VAL SAPER A CHI", "HA FORTUNA CONTRA"),
    "c": ("PER UN PUNTO MARTIN", "PERSE LA CAPA"),
    "s": ("NON TI FIDAR DI ME", "SE IL COR TI MANCA"),
    "b": ("SE TI PERDI", "TUO DANNO"),
}
# x0, x1, y: from the frame's inner rule on the left (x 48) to just short of the turned corner index (which at
# 90 px reaches in to x 456), the rolled ends narrow and the letters close to them, so the two lines letter as
# large as this width allows
SCROLL = (54, 452, 862)
ROLL, MARGIN = 10, 3


def ace(svg: Svg, suit: str) -> None:
    svg.layer = "court"  # inside the border every card of the pattern has
    if suit in "dcsb":  # the suns with an eye in the upper corners of every ace, right of the 90 px index
        eye_sun(svg, 210, 136, 36)
        eye_sun(svg, 390, 136, 36)
    lift = {"d": 0, "c": 0, "s": 28, "b": 28}[suit]
    # clear of the scroll's top roller; the coin's ring made a little smaller, under the suns
    fit = "translate(300 474) scale(0.86) translate(-300 -440)" if suit == "d" else f"translate(0 {-lift})"
    with svg.group(fit):
        {"d": _coins, "c": _cups, "s": _swords, "b": _batons}[suit](svg)
    x0, x1, y = SCROLL
    size = motto_size(MOTTOES.values(), x0, x1, MARGIN, roll=ROLL)  # narrow rolled ends: the letters the larger
    scroll(svg, x0, x1, y, MOTTOES[suit], CREAM, "#2a1a0e", RED, size, 1.42, MARGIN, half=20 + size * 1.3,
           roll=ROLL)


def _coins(svg: Svg) -> None:
    """The great coin inside a ring of laurel."""
    svg.circle(300, 440, 226, "#2f7a3a", INK, OUT)
    for k in range(30):
        with svg.group(f"rotate({k * 12} 300 440)"):
            svg.ellipse(300, 230, 15, 30, "#4f9a4a", INK, FINE, rot=24)
    svg.circle(300, 440, 190, CREAM, INK, MID)
    coin(svg, 300, 440, 340)


def _cups(svg: Svg) -> None:
    """One great covered cup, ornate, two faces under the rim of its bowl (great_cup.py)."""
    great_cup(svg)


def _swords(svg: Svg) -> None:
    """A broad sword filling the card's height between the suns, two roosters at its foot."""
    sword(svg, (300, 596), (300, 100), 12, 66)
    rooster(svg, 166, 790, 0.82, 1)
    rooster(svg, 434, 790, 0.82, -1)


def _batons(svg: Svg) -> None:
    """The baton through a capital, two faces carved on its front and a festoon hanging from each volute; a
    hand holds its foot, a rooster beside it."""
    for s in (-1, 1):
        x = 300 + s * 104
        curve(svg, [(x, 440), (x + s * 18, 500), (x + s * 4, 580)], "#2f7a3a", 7)
        for k in range(4):
            svg.ellipse(x + s * (6 + (k % 2) * 10), 462 + k * 30, 9, 16, "#4f9a4a", INK, FINE, rot=s * 30)
        flower(svg, x + s * 4, 592, 20, RED, GOLD)
    baton(svg, (300, 780), (300, 132), 62)
    # the capital: a blue abacus over a gold bell that narrows to the shaft, its volutes rolled at the corners
    blob(svg, [(196, 414), (404, 414), (382, 500), (340, 520), (260, 520), (218, 500)], GOLD, MID)
    svg.path("M186 392 L414 392 L406 418 L194 418 Z", BLUE, INK, MID)
    for s in (-1, 1):
        svg.circle(300 + s * 104, 430, 20, GOLD, INK, MID)
        svg.circle(300 + s * 104, 430, 8, RED, INK, FINE)
    svg.path("M226 506 L374 506", None, RED, 6)
    for s in (-1, 1):
        face(svg, 300 + s * 44, 462, 0.4, Face(s * 0.5, "young", "curls", "#8e4a1c"), neck=False)
    hand_from_sleeve(svg, 300, 724, 0.9, RED, GOLD, 1)
    rooster(svg, 170, 792, 0.7, 1)

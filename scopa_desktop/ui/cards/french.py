"""French suit pips (diamonds, hearts, spades, clubs) and the standard pip layouts for A-10.

Suit letters follow the engine's Italian names: d = diamonds (coins), c = hearts (cups),
s = spades (swords), b = clubs (batons). Four distinct silhouettes, so colour is never the only cue.
"""

from __future__ import annotations

from .svg import Svg, place

RED_INK = "#6e0a10"
BLACK_INK = "#000000"

_SHAPES = {
    "c": "M0 46 C-20 26 -50 6 -50 -17 C-50 -37 -33 -50 -18 -50 C-8 -50 -2 -43 0 -35 "
    "C2 -43 8 -50 18 -50 C33 -50 50 -37 50 -17 C50 6 20 26 0 46 Z",
    "d": "M0 -52 C12 -30 24 -16 38 0 C24 16 12 30 0 52 C-12 30 -24 16 -38 0 C-24 -16 -12 -30 0 -52 Z",
    "s": "M0 -52 C-20 -29 -50 -12 -50 10 C-50 28 -35 38 -21 38 C-11 38 -5 34 -2 28 "
    "C-4 38 -10 45 -20 50 L20 50 C10 45 4 38 2 28 C5 34 11 38 21 38 C35 38 50 28 50 10 "
    "C50 -12 20 -29 0 -52 Z",
}
RED = {"d", "c"}


def pip(svg: Svg, suit: str, x: float, y: float, size: float, rot: float = 0) -> None:
    """One pip, about `size` units tall, centred at (x, y)."""
    red = suit in RED
    fill = ("g:frdiam" if suit == "d" else "g:frheart") if red else "g:frblack"
    ink = RED_INK if red else BLACK_INK
    with svg.group(place(x, y, size / 104, rot)):
        if suit == "b":
            svg.path("M-5 4 C-5 28 -11 42 -21 50 L21 50 C11 42 5 28 5 4 Z", fill, ink, 1.5)
            for cx, cy in ((0, -27), (-25, 8), (25, 8)):
                svg.circle(cx, cy, 22.5, fill, ink, 1.5)
            svg.circle(0, 0, 12, "#1e1e26")
        else:
            svg.path(_SHAPES[suit], fill, ink, 1.5)
        # a soft highlight gives the ink a printed gloss at large sizes
        svg.ellipse(-16, -20, 9, 5, "#ffffff", None, 0, 0.28, rot=-40)


_L, _C, _R = 190, 300, 410
_LAYOUTS: dict[int, list[tuple[float, float]]] = {
    2: [(_C, 170), (_C, 830)],
    3: [(_C, 170), (_C, 500), (_C, 830)],
    4: [(_L, 170), (_R, 170), (_L, 830), (_R, 830)],
    5: [(_L, 170), (_R, 170), (_C, 500), (_L, 830), (_R, 830)],
    6: [(_L, 170), (_R, 170), (_L, 500), (_R, 500), (_L, 830), (_R, 830)],
    7: [(_L, 170), (_R, 170), (_C, 335), (_L, 500), (_R, 500), (_L, 830), (_R, 830)],
    8: [(_L, 170), (_R, 170), (_C, 335), (_L, 500), (_R, 500), (_C, 665), (_L, 830), (_R, 830)],
    9: [(_L, 170), (_R, 170), (_L, 390), (_R, 390), (_C, 500), (_L, 610), (_R, 610), (_L, 830), (_R, 830)],
    10: [
        (_L, 170),
        (_R, 170),
        (_C, 280),
        (_L, 390),
        (_R, 390),
        (_L, 610),
        (_R, 610),
        (_C, 720),
        (_L, 830),
        (_R, 830),
    ],
}


def pips(svg: Svg, suit: str, rank: int) -> None:
    """Ranks 2-10 on the standard layout; pips below the middle are turned upside down."""
    size = 124 if rank <= 8 else 112
    for x, y in _LAYOUTS[rank]:
        svg.sprite("fr" + suit, x, y, size, 180 if y > 500 else 0)


def ace(svg: Svg, suit: str) -> None:
    """One great pip; the ace of spades gets its traditional flourish."""
    if suit == "s":
        svg.ellipse(300, 500, 200, 250, None, "#1e1e26", 3)
        svg.ellipse(300, 500, 188, 238, None, "#9a7a2a", 2)
        for k in range(12):
            import math

            a = k * math.pi / 6
            svg.circle(300 + 194 * math.cos(a), 500 + 244 * math.sin(a), 7, "#e3ac2c", "#6b4a00", 1)
        pip(svg, "s", 300, 500, 300)
    else:
        pip(svg, suit, 300, 500, 250)


def medallion(svg: Svg) -> None:
    """The back's centre: the four pips."""
    pip(svg, "c", 300, 420, 74)
    pip(svg, "s", 232, 500, 74)
    pip(svg, "b", 368, 500, 74)
    pip(svg, "d", 300, 580, 74)


def back(svg: Svg) -> None:
    """The back: the French design in backs/designs.py, round the four pips."""
    from .backs import designs

    designs.french(svg, medallion)

"""Each existing pattern's back, put together: a field of its own design in its own colours, and a medallion
holding the pattern's emblem (`medallion` is the pattern module's own drawing, passed in). A deck's helper may
replace its pattern's back; these are the backs the five regional decks and the French deck ship with."""

from __future__ import annotations

from collections.abc import Callable

from ..svg import Svg
from . import PAPER, corners, field, lozenge, octagon, oval, rule
from .fields import arms_lattice, basket, damask, harlequin, stars, tartan

Medallion = Callable[[Svg], None]
GOLD, INK = "#e9c25a", "#2a1a08"


def napoletane(svg: Svg, medallion: Medallion) -> None:
    """Naples: red and crimson harlequin lozenges ruled in gold, an oval with the four suits."""
    box = field(svg, "#7d1118", "#3a0a0e", GOLD)
    harlequin(svg, box, "#c8313a", "#7d1118", GOLD, GOLD)
    rule(svg, box, GOLD)
    corners(svg, box, GOLD, "#3a0a0e")
    oval(svg, 124, 176, PAPER, GOLD, "#3a0a0e")
    medallion(svg)


def piacentine(svg: Svg, medallion: Medallion) -> None:
    """Piacenza: a tartan in navy, green and red with a thin gold line, an octagon with the eagle."""
    box = field(svg, "#14284f", "#0c1a36", GOLD)
    sett = [(0, 46, "#1f6b3a", 0.7), (36, 10, "#c8312a", 0.85), (52, 4, "#f2c94c", 0.9), (80, 24, "#0c1a36", 0.55)]
    tartan(svg, box, "#2b4f8c", sett, 160)
    rule(svg, box, GOLD)
    octagon(svg, 132, PAPER, "#c8312a", "#0c1a36", 1.32)
    medallion(svg)


def siciliane(svg: Svg, medallion: Medallion) -> None:
    """Sicily: a green damask of golden blooms on curling stems, a round frame with the trinacria."""
    box = field(svg, "#1d4f2c", "#0f2a17", GOLD)
    damask(svg, box, "#1d4f2c", "#2a6b40", "#f2c232", "#58a86a", "#0f2a17")
    rule(svg, box, "#f2c232")
    oval(svg, 126, 126, PAPER, "#f2c232", "#0f2a17")
    with svg.group("translate(300 500) scale(1.32) translate(-300 -500)"):  # the coin fills the frame
        medallion(svg)


def trevisane(svg: Svg, medallion: Medallion) -> None:
    """Treviso: a gold lattice on blue, a small red shield with a white cross (the city's arms) in every cell,
    an oval with the half-blue coin between crossed batons."""
    box = field(svg, "#17325f", "#0c1a36", "#f2c94c")
    arms_lattice(svg, box, "#1f3f78", "#f2c94c", "#c8312a", "#fbf5e6", "#0c1a36")
    rule(svg, box, "#f2c94c")
    oval(svg, 128, 178, PAPER, "#f2c94c", "#0c1a36")
    medallion(svg)


def bergamasche(svg: Svg, medallion: Medallion) -> None:
    """Bergamo: gold stars and red dots strewn on black, a red-and-gold lozenge with the cup between swords."""
    box = field(svg, "#1e1e26", "#0d0d12", "#c8312a")
    stars(svg, box, "#26262f", "#f2c94c", "#c8312a", "#0d0d12")
    rule(svg, box, "#c8312a")
    lozenge(svg, 170, 250, PAPER, "#c8312a", "#0d0d12")
    medallion(svg)


def french(svg: Svg, medallion: Medallion) -> None:
    """The French deck: a blue-and-white basket weave, a round frame with the four pips."""
    box = field(svg, "#14284f", "#0c1a36", "#d9e4f5")
    basket(svg, box, "#14284f", "#d9e4f5", "#0c1a36")
    rule(svg, box, "#d9e4f5")
    oval(svg, 128, 128, PAPER, "#2f5fa8", "#0c1a36")
    medallion(svg)


__all__ = ["bergamasche", "french", "napoletane", "piacentine", "siciliane", "trevisane"]

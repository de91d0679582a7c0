"""The Bergamasche: the Italian-suited pattern of Bergamo and Lombardy.

Hallmarks drawn here (docs/DECKS.md): curved swords joined into ovals and long batons woven in a trellis;
mirrored courts whose halves meet on a slanting line; the ace of batons held up by a hand, its scroll
reading VINCERAI; the ace of cups a fountain crowned by a blindfolded Cupid, blue-and-gold quarter
circles in its upper corners; the crown over the three of swords (the only mirrored Italian pattern with
it) and a woman's bust in the four; the knave of swords with two swords; the batons' courts with
broad-headed maces. No corner indices of its own.
"""

from __future__ import annotations

from . import anatomy, bergamasche_courts, double_ended, emblems, northern
from .figures import OUT, crown, head
from .ornaments import banner
from .svg import Svg

LOOK = northern.Look(
    coin_field="g:gold", coin_rim="#b3262e", coin_flower="#2f7a46", coin_heart="#c8312a",
    cup_bowl="g:red", cup_band="#f2c94c", cup_foot="#e3ac2c",
    blade="g:steel", blade_ink="#0d0d12", hilt="#f2c94c", grip="#1e1e26",
    rod="#2f6b34", rod_ink="#12301a", rod_bands=("#c8312a", "#f2c94c"),
)
INK = {"d": (150, 30, 30), "c": (170, 30, 36), "s": (16, 16, 24), "b": (30, 90, 46)}
BACK = ("g:backred", "#fffaf0", "#3a0a0e", "#2f6b34")
SLANT = 0.18  # the line between a court's halves rises this much to the right
_PROPS = bergamasche_courts._props(LOOK)


def court(svg: Svg, rank: int, suit: str) -> None:
    double_ended.court(svg, bergamasche_courts.COURTS[rank, suit], _PROPS, SLANT)


def pips(svg: Svg, suit: str, rank: int) -> None:
    northern.pips(svg, LOOK, suit, rank)
    if suit == "s" and rank == 3:  # the crown over the three swords
        crown(svg, 300, 96, 110, 60)
    elif suit == "s" and rank == 4:  # "Margì": a woman's bust inside the inner oval
        svg.ellipse(300, 520, 44, 60, "#fffaf0", OUT, 2)
        svg.path("M262 566 C270 540 330 540 338 566 Z", "#c8312a", OUT, 1.8)
        head(svg, 300, 500, 0.42, "#6b3a16", long_hair=True, female=True)


def ace(svg: Svg, suit: str) -> None:
    if suit == "d":  # the great coin in a ring of rays
        for k in range(36):
            with svg.group(f"rotate({k * 10} 300 480)"):
                svg.path("M292 300 L300 252 L308 300 Z", "#e3ac2c" if k % 2 else "#c8312a", "#5a3a05", 1)
        northern.coin(svg, LOOK, 300, 480, 340)
    elif suit == "c":  # the fountain crowned by a blindfolded Cupid; quarter circles in the upper corners
        for x, sweep in ((44, 1), (556, -1)):
            svg.path(f"M{x} 44 L{x + sweep * 110} 44 A110 110 0 0 {1 if sweep > 0 else 0} {x} 154 Z", "#2b5a9e",
                     OUT, 2)
            svg.path(f"M{x} 44 L{x + sweep * 70} 44 A70 70 0 0 {1 if sweep > 0 else 0} {x} 114 Z", "#f2c94c",
                     OUT, 1.6)
        with svg.group("translate(300 560) scale(1.28) translate(-300 -540)"):
            svg.path("M220 830 L380 830 L360 780 L240 780 Z", "#c8312a", OUT, 2.4)
            svg.path("M280 780 L320 780 L314 560 L286 560 Z", "g:goldbar", OUT, 2.2)
            svg.path("M150 560 C170 640 430 640 450 560 Z", "g:red", OUT, 2.6)  # the basin
            for x in (200, 250, 350, 400):  # the water falling from the basin
                svg.path(f"M{x} 600 C{x - 6} 660 {x + 6} 720 {x} 770", None, "#7fb3e0", 5, 0.8)
            northern.cup(svg, LOOK, 300, 490, 170)
            emblems.putto(svg, 300, 300, 0.5)
            svg.path("M280 334 L320 334", None, "#fffaf0", 9)  # his blindfold
            svg.path("M280 334 L320 334", None, OUT, 1, 0.6)
    elif suit == "s":  # the sword between two laurel sprigs, a ribbon under its hilt
        for s in (-1, 1):
            for k in range(7):
                svg.ellipse(300 + s * (70 + k * 4), 700 - k * 60, 13, 30, "g:leaf", "#1d4a20", 1.2, rot=s * 25)
        northern.sword(svg, LOOK, (300, 720), (300, 110), -36, 46)
        banner(svg, 180, 420, 800, "g:ribbon", "#4e0a10", "#f2c94c", sag=10)
    else:  # the baton held up by a hand out of a sleeve, the scroll VINCERAI
        northern.baton(svg, LOOK, (300, 820), (300, 90), 42)
        svg.path("M96 930 C130 850 180 790 236 752 L262 800 C214 836 180 884 170 930 Z", "#2b5a9e", OUT, 2.4)
        svg.path("M226 740 L262 728 L284 796 L250 810 Z", "#fffaf0", OUT, 1.8)  # the shirt's cuff
        anatomy.fist(svg, 300, 760, 0, 2.1, 1)
        banner(svg, 130, 470, 430, "#fffaf0", "#3a2a10", None, sag=10)
        svg.label("VINCERAI", 300, 424, 300, 34, "#3a2a10")


def draw_sprite(svg: Svg, kind: str) -> None:
    northern.sprite(svg, LOOK, kind, bend=-12)


def medallion(svg: Svg) -> None:
    """The back's centre: the cup between two crossed swords."""
    northern.sword(svg, LOOK, (230, 640), (370, 360), 20, 16)
    northern.sword(svg, LOOK, (370, 640), (230, 360), -20, 16)
    northern.cup(svg, LOOK, 300, 500, 120)


def layer(kind: str, svg: Svg) -> None:
    """A court's ground inside its frame."""
    svg.rect(40, 40, 520, 920, 14, "#fffaf0", "#1e1e26", 3)


def back(svg: Svg) -> None:
    """The back: this pattern's design in backs/designs.py, round its medallion."""
    from .backs import designs

    designs.bergamasche(svg, medallion)

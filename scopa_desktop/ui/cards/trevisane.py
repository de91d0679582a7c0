"""The Trevisane (Trevigiane, Venete): the Italian-suited pattern of Treviso, the Veneto and Friuli.

Hallmarks drawn here (docs/DECKS.md): curved swords joined into ovals and long batons woven in a trellis;
coins half blue and half gold; each ace with its motto and suns with an eye in its upper corners, the
ace of cups a faceted fountain with two faces under its capital, roosters at the feet of the aces of
swords and batons; mirrored courts on a straight line, the knave of swords bareheaded holding a head
by its hair, a dog beside the knave of cups, the king of batons with Treviso's shield, TARVISIUM; the
value in the corners (the pattern's own indices).
"""

from __future__ import annotations

from . import double_ended, emblems, northern
from .double_ended import REST
from .figures import OUT, head
from .ornaments import banner
from .svg import Svg, f

LOOK = northern.Look(
    coin_field="g:halfcoin", coin_rim="#e3ac2c", coin_flower="#c8312a", coin_heart="#2f7a46",
    cup_bowl="g:goldbar", cup_band="#2b5a9e", cup_foot="#c8312a",
    blade="g:steel", blade_ink="#17325f", hilt="#e3ac2c", grip="#c8312a",
    rod="#c8312a", rod_ink="#4e0a10", rod_bands=("#f2c94c", "#2b5a9e"),
)
INK = {"d": (26, 64, 140), "c": (170, 30, 36), "s": (20, 40, 80), "b": (150, 26, 30)}
BACK = ("g:backblue", "#f2c94c", "#0c1a36", "#c8312a")
MOTTOES = {
    "d": ("NON VAL SAPER", "A CHI HA FORTUNA CONTRA"),
    "c": ("PER UN PUNTO", "MARTIN PERSE LA CAPA"),
    "s": ("NON TI FIDAR DI ME", "SE IL COR TI MANCA"),
    "b": ("SE TI PERDI", "TUO DANNO"),
}
_DRESS = {
    "d": ("g:red", "g:ochre", "#f2c94c", "#2b5a9e", "#2b5a9e"),
    "c": ("g:blue", "g:ochre", "#f2c94c", "#c8312a", "#c8312a"),
    "s": ("g:ochre", "g:blue", "#c8312a", "#c8312a", "#2b5a9e"),
    "b": ("g:red", "g:blue", "#f2c94c", "#e3ac2c", "#2b5a9e"),
}


def court(svg: Svg, rank: int, suit: str) -> None:
    bare = rank == 8 and suit == "s"  # the "vecia scapelada": the knave of swords without his bonnet
    double_ended.dressed(svg, rank, suit, _DRESS[suit], _hold, "#17325f", hair="#d9a441" if suit in "cs" else "#6b3a16",
                         hat="bare" if bare else "bonnet", collar="ruff" if rank == 10 else "plain", horse="g:horse_g",
                         mane="#8e4a1c", crown_style="fleurons")


def pips(svg: Svg, suit: str, rank: int) -> None:
    if suit == "s" and rank >= 4:  # flowers at the ovals' ends
        for x, y in ((300, 70), (300, 930)):
            northern.flower(svg, x, y, 26, "#c8312a", "#f2c94c")
    northern.pips(svg, LOOK, suit, rank)


def _motto(svg: Svg, suit: str) -> None:
    first, second = MOTTOES[suit]
    banner(svg, 110, 490, 880, "#fffaf0", "#3a2a10", "#c8312a", sag=8)
    svg.label(first, 300, 864, 330, 24, "#3a2a10")
    svg.label(second, 300, 890, 330, 24, "#3a2a10")


def ace(svg: Svg, suit: str) -> None:
    if suit in "cs":
        emblems.eye_sun(svg, 158, 150, 34)
        emblems.eye_sun(svg, 442, 150, 34)
    if suit == "d":  # the great coin in a round frame of leaves (once the tax stamp's place)
        for k in range(24):
            with svg.group(f"rotate({k * 15} 300 450)"):
                svg.ellipse(300, 250, 14, 30, "g:leaf", "#1d4a20", 1.2)
        northern.coin(svg, LOOK, 300, 450, 330)
    elif suit == "c":  # the faceted fountain: a cup on its capital, two faces and a keyhole below
        svg.path("M250 790 L350 790 L380 830 L220 830 Z", "#c8312a", OUT, 2.4)
        svg.path("M262 560 L338 560 L350 790 L250 790 Z", "g:goldbar", OUT, 2.4)
        for x in (250, 350):
            head(svg, x, 640, 0.42, "#6b3a16")
        svg.circle(300, 700, 12, "#1e1a14")
        svg.path("M294 704 L306 704 L310 740 L290 740 Z", "#1e1a14")
        svg.path("M170 560 L430 560 L400 500 L200 500 Z", "#2b5a9e", OUT, 2.4)
        for x in (190, 410):  # hanging flowers
            svg.path(f"M{x} 560 L{x} 610", None, "#2f6b34", 4)
            northern.flower(svg, x, 624, 22, "#c8312a", "#f2c94c")
        northern.cup(svg, LOOK, 300, 400, 230)
    elif suit == "s":  # the sword, two roosters at its foot
        northern.sword(svg, LOOK, (300, 700), (300, 120), 40, 46)
        emblems.rooster(svg, 190, 800, 0.62, 1)
        emblems.rooster(svg, 410, 800, 0.62, -1)
    else:  # the baton, a rooster at its foot
        northern.baton(svg, LOOK, (300, 780), (300, 110), 44)
        emblems.rooster(svg, 410, 810, 0.62, -1)
    _motto(svg, suit)


def _severed_head(svg: Svg, x: float, y: float) -> None:
    """The head the bareheaded knave of swords holds by its hair."""
    svg.path(f"M{f(x - 4)} {f(y)} C{f(x - 14)} {f(y + 16)} {f(x + 12)} {f(y + 20)} {f(x + 4)} {f(y + 30)}", None,
             "#4a3020", 10)
    head(svg, x, y + 78, 0.66, "#4a3020", beard="#4a3020")


def _dog(svg: Svg, x: float, y: float) -> None:
    """The dog's head at the knave of cups' side, looking up at him."""
    svg.path(f"M{f(x - 30)} {f(y + 40)} C{f(x - 40)} {f(y)} {f(x - 20)} {f(y - 30)} {f(x + 10)} {f(y - 30)} "
             f"C{f(x + 40)} {f(y - 30)} {f(x + 60)} {f(y - 16)} {f(x + 66)} {f(y)} C{f(x + 60)} {f(y + 14)} "
             f"{f(x + 34)} {f(y + 12)} {f(x + 24)} {f(y + 20)} L{f(x + 20)} {f(y + 60)} Z", "#e6dcc8", OUT, 2)
    svg.path(f"M{f(x - 8)} {f(y - 26)} C{f(x - 30)} {f(y - 20)} {f(x - 36)} {f(y + 16)} {f(x - 20)} {f(y + 26)} "
             f"C{f(x - 10)} {f(y + 6)} {f(x)} {f(y - 10)} {f(x + 4)} {f(y - 24)} Z", "#8e4a1c", OUT, 1.6)
    svg.circle(x + 24, y - 12, 4, "#1a1a1a")
    svg.circle(x + 64, y - 2, 6, "#1a1a1a")


def _treviso_shield(svg: Svg, x: float, y: float) -> None:
    """Treviso's arms, a white cross on red, under the scroll TARVISIUM."""
    svg.path(f"M{f(x - 44)} {f(y - 46)} L{f(x + 44)} {f(y - 46)} L{f(x + 44)} {f(y + 6)} C{f(x + 44)} {f(y + 40)} "
             f"{f(x)} {f(y + 56)} {f(x)} {f(y + 56)} C{f(x)} {f(y + 56)} {f(x - 44)} {f(y + 40)} {f(x - 44)} "
             f"{f(y + 6)} Z", "#c8312a", OUT, 2.4)
    svg.rect(x - 8, y - 46, 16, 98, 0, "#fffaf0")
    svg.rect(x - 44, y - 14, 88, 16, 0, "#fffaf0")
    svg.rect(x - 62, y - 84, 124, 28, 8, "#fffaf0", OUT, 1.8)
    svg.label("TARVISIUM", x, y - 70, 112, 18, "#3a2a10")


def _hold(svg: Svg, suit: str, rank: int, x: float, y: float) -> None:
    """The mark in a court's raised hand, and what the pattern puts beside some of them."""
    northern.held(svg, LOOK, suit, x, y)
    if (suit, rank) == ("c", 8):
        _dog(svg, 440, 420)
    elif (suit, rank) == ("s", 8):
        _severed_head(svg, 462, 318)
    elif (suit, rank) == ("b", 10):
        _treviso_shield(svg, REST[0] + 40, REST[1] - 20)


def draw_sprite(svg: Svg, kind: str) -> None:
    northern.sprite(svg, LOOK, kind, bend=12)


def medallion(svg: Svg) -> None:
    """The back's centre: the blue-and-gold coin between crossed batons."""
    northern.baton(svg, LOOK, (220, 640), (380, 360), 18)
    northern.baton(svg, LOOK, (380, 640), (220, 360), 18)
    northern.coin(svg, LOOK, 300, 500, 130)


def layer(kind: str, svg: Svg) -> None:
    svg.rect(40, 40, 520, 920, 14, "#fffaf0")

"""The Trevisane (Trevigiane, Venete): the Italian-suited pattern of Treviso, the Veneto and Friuli.

Hallmarks drawn here (docs/DECKS.md): curved swords joined into ovals and long batons woven in a trellis;
coins half blue and half gold; each ace with its motto and suns with an eye in its upper corners, the
ace of cups a faceted fountain with two faces under its capital, roosters at the feet of the aces of
swords and batons; mirrored courts on a straight line, the knave of swords bareheaded holding a head
by its hair, a dog beside the knave of cups, the king of batons with Treviso's shield, TARVISIUM; the
value in the corners (the pattern's own indices).
"""

from __future__ import annotations

from . import anatomy, double_ended, emblems, northern, trevisane_courts
from .figures import OUT, head
from .ornaments import banner
from .svg import Svg

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
_PROPS = trevisane_courts._props(LOOK)


def court(svg: Svg, rank: int, suit: str) -> None:
    double_ended.court(svg, trevisane_courts.COURTS[rank, suit], _PROPS)


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
    else:  # the baton through a capital with two faces under it and festoons, held by a hand, a rooster
        _baton_ace(svg)
    _motto(svg, suit)


def _baton_ace(svg: Svg) -> None:
    """The ace of batons: the long baton rising through a capital, two faces under it and a festoon hanging
    from each side; a hand holds it at the foot on the right, a rooster stands on the left."""
    for s in (-1, 1):  # the festoons hanging from the capital's corners: leaves along a cord, a flower below
        x = 300 + s * 70
        svg.path(f"M{x} 520 C{x + s * 14} 560 {x - s * 4} 600 {x + s * 6} 640", None, "#2f6b34", 4)
        leaves = " ".join(f"M{x + s * (4 if k % 2 else -2)} {532 + k * 18} c{s * 16} -2 {s * 22} 8 {s * 20} 14 "
                          f"c{s * -10} 2 {s * -18} -4 {s * -20} -14 Z" for k in range(6))
        svg.path(leaves, "g:leaf", "#1d4a20", 1.2)
        northern.flower(svg, x + s * 6, 652, 16, "#c8312a", "#f2c94c")
    northern.baton(svg, LOOK, (300, 770), (300, 110), 46)
    svg.path("M226 520 L374 520 L352 480 L248 480 Z", "g:goldbar", OUT, 2.4)  # the capital
    svg.path("M236 480 L364 480 L372 462 L228 462 Z", "#2b5a9e", OUT, 2)
    for s in (-1, 1):
        svg.path(f"M{300 + s * 74} 520 c{s * 16} -4 {s * 22} 14 {s * 8} 20 c{s * -10} 4 {s * -14} -8 {s * -6} -12",
                 None, OUT, 2.4)
        anatomy.head(svg, 300 + s * 46, 566, 0.36, anatomy.Head(s * 0.5, hair="curls", hair_colour="#8e4a1c"))
    svg.path("M356 716 C400 704 450 706 490 718 L490 772 C450 760 400 760 360 766 Z", "#c8312a", OUT, 2.2)  # sleeve
    svg.path("M360 712 L360 770", None, "#f2c94c", 10)
    anatomy.fist(svg, 318, 740, 0, 1.6, -1)
    emblems.rooster(svg, 186, 812, 0.62, 1)


def draw_sprite(svg: Svg, kind: str) -> None:
    northern.sprite(svg, LOOK, kind, bend=12)


def medallion(svg: Svg) -> None:
    """The back's centre: the blue-and-gold coin between crossed batons."""
    northern.baton(svg, LOOK, (220, 640), (380, 360), 18)
    northern.baton(svg, LOOK, (380, 640), (220, 360), 18)
    northern.coin(svg, LOOK, 300, 500, 130)


def layer(kind: str, svg: Svg) -> None:
    """A court's ground inside its frame, with the pattern's inner border."""
    svg.rect(40, 40, 520, 920, 14, "#fffaf0", "#17325f", 3)
    svg.rect(50, 50, 500, 900, 10, None, "#c8312a", 1.6)


def back(svg: Svg) -> None:
    """The back: this pattern's design in backs/designs.py, round its medallion."""
    from .backs import designs

    designs.trevisane(svg, medallion)

"""The Piacentine's twelve double-ended courts (docs/DECKS.md): figures in loosely medieval dress in the
pattern's red, blue, yellow and green, split on a straight line.

Fanti: beardless pages with bobbed hair and round caps with a feather, each holding his suit his own way
(the coin raised, the cup before the chest, the sword laid on the shoulder, the club raised like a
cudgel). Cavalli: riders in plumed hats, the cavalier of coins on a horse seen from behind, the others on
prancing horses (white for cups, bay for swords, grey for batons). Re: bearded kings with ermine, an open
crown of points; the king of coins shoulders an axe and holds his coin, the king of batons is seen almost in
profile.
"""

from __future__ import annotations

from . import spanish
from .anatomy import Head
from .attire import Dress
from .double_ended import Arm, Figure, Props, marks
from .steed import Horse
from .svg import Svg, f

RED, BLUE, OCHRE, GREEN = "g:red", "g:blue", "g:ochre", "g:green"
GOLD, SCARLET, NAVY, LEAF = "#f2c94c", "#b3262e", "#2b5a9e", "#2f7a46"


def _props(look: spanish.Look) -> Props:
    def axe(svg: Svg, x: float, y: float, a: float) -> None:
        """The king of coins' axe: a long haft, a crescent blade turned outwards from its head."""
        with svg.group(f"rotate({f(a)} {f(x)} {f(y)})"):
            svg.path(f"M{f(x)} {f(y + 60)} L{f(x)} {f(y - 250)}", None, "#3a200b", 16)
            svg.path(f"M{f(x)} {f(y + 60)} L{f(x)} {f(y - 250)}", None, "#a8703a", 10)
            svg.path(f"M{f(x - 4)} {f(y - 236)} L{f(x - 34)} {f(y - 240)} C{f(x - 80)} {f(y - 268)} {f(x - 96)} "
                     f"{f(y - 186)} {f(x - 72)} {f(y - 142)} C{f(x - 66)} {f(y - 170)} {f(x - 52)} {f(y - 190)} "
                     f"{f(x - 34)} {f(y - 192)} L{f(x - 4)} {f(y - 196)} Z", "g:steel", "#1c3553", 2.4)
            svg.path(f"M{f(x + 4)} {f(y - 230)} L{f(x + 26)} {f(y - 222)} L{f(x + 4)} {f(y - 206)} Z", "g:steel",
                     "#1c3553", 2)
            svg.circle(x, y - 254, 8, "g:gold", "#5a3a05", 1.4)

    suits = marks(lambda svg, x, y: spanish.coin(svg, look, x, y - 60, 118),
                  lambda svg, x, y: spanish.cup(svg, look, x, y - 22, 122),
                  lambda svg, x, y, up: spanish.sword(svg, look, (x, y - 24), (x, y - up), 26),
                  lambda svg, x, y, up: spanish.club(svg, look, (x, y + 64), (x, y - up), 52))
    return {**suits, "axe": axe}


def _page(main: str, panel: str, trim: str, sleeve: str, slash: str, pattern: str = "") -> Dress:
    """The Piacentine's cut: a tunic pleated under a scalloped yoke, full slashed sleeves."""
    return Dress(main, panel, trim, sleeve, slash, pattern, "shirt", hose=NAVY if main != BLUE else SCARLET,
                 cut="yoke")


def _king(main: str, panel: str, trim: str, sleeve: str, slash: str, mantle: str, pattern: str = "flowers") -> Dress:
    return Dress(main, panel, trim, sleeve, slash, pattern, "ermine", mantle, "#fffaf0", cut="yoke")


_BROWN, _FAIR, _DARK, _GREY, _WHITE = "#6b3a16", "#d9a441", "#2a1a0e", "#a8a29a", "#e8e2d6"

COURTS: dict[tuple[int, str], Figure] = {
    (8, "d"): Figure(Head(0.3, hair_colour=_BROWN), _page(RED, OCHRE, GOLD, NAVY, GOLD, "dots"), "tocco", NAVY, GOLD,
                     Arm("raise", "coin"), Arm("hip")),
    (8, "c"): Figure(Head(-0.3, hair_colour=_FAIR), _page(BLUE, OCHRE, SCARLET, SCARLET, GOLD), "tocco", SCARLET, GOLD,
                     Arm("hip"), Arm("chest", "cup")),
    (8, "s"): Figure(Head(0.25, hair="curls", hair_colour=_DARK),
                     _page(GREEN, RED, GOLD, "#d08a1e", SCARLET, "lozenges"), "tocco", SCARLET, GOLD,
                     Arm("shoulder", "sword"), Arm("hip")),
    (8, "b"): Figure(Head(-0.25, hair_colour="#8e4a1c"), _page(OCHRE, BLUE, SCARLET, LEAF, SCARLET), "tocco", LEAF,
                     SCARLET, Arm("hip"), Arm("raise", "club")),
    (9, "d"): Figure(Head(-0.6, hair_colour=_BROWN), _page(BLUE, RED, GOLD, SCARLET, GOLD), "plumed", SCARLET, GOLD,
                     Arm("reins"), Arm("raise", "coin"), Horse("g:horse_b", "#3a200b", view="back")),
    (9, "c"): Figure(Head(-0.3, hair_colour=_FAIR), _page(RED, BLUE, GOLD, NAVY, GOLD, "dots"), "plumed", NAVY, GOLD,
                     Arm("reins"), Arm("raise", "cup"), Horse("g:horse_w", "#cfc6b2", cloth=(NAVY, GOLD))),
    (9, "s"): Figure(Head(-0.4, "man", hair_colour=_DARK, beard="short"), _page(GREEN, OCHRE, GOLD, SCARLET, GOLD),
                     "plumed", SCARLET, GOLD, Arm("reins"), Arm("aloft", "sword"),
                     Horse("g:horse_b", "#2a1608", cloth=(SCARLET, GOLD), mouth_open=True)),
    (9, "b"): Figure(Head(-0.3, hair_colour="#8e4a1c"), _page(OCHRE, GREEN, SCARLET, BLUE, GOLD, "lozenges"), "plumed",
                     LEAF, GOLD, Arm("reins"), Arm("shoulder", "club"),
                     Horse("g:grey", "#4a4850", cloth=(LEAF, GOLD))),
    (10, "d"): Figure(Head(0.25, "old", "long", _BROWN, "full"), _king(RED, OCHRE, GOLD, NAVY, GOLD, BLUE), "points",
                      SCARLET, GOLD, Arm("shoulder", "axe"), Arm("chest", "coin")),
    (10, "c"): Figure(Head(-0.25, "old", "long", _WHITE, "full"), _king(BLUE, RED, GOLD, SCARLET, GOLD, RED), "points",
                      NAVY, GOLD, Arm("hip"), Arm("raise", "cup")),
    (10, "s"): Figure(Head(0.3, "old", "long", _GREY, "forked"), _king(GREEN, RED, GOLD, "#d08a1e", SCARLET, RED),
                      "points", SCARLET, GOLD, Arm("raise", "sword"), Arm("hip")),
    (10, "b"): Figure(Head(-1, "old", "long", "#8e4a1c", "full"), _king(OCHRE, GREEN, SCARLET, BLUE, GOLD, GREEN),
                      "points", LEAF, GOLD, Arm("hip"), Arm("shoulder", "club")),
}

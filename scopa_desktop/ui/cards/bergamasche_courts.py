"""The Bergamasche's twelve double-ended courts (docs/DECKS.md): sober Lombard figures in red, blue, yellow,
green and black, split on a line rising to the right.

Fanti: young men in soft berets; the knave of swords holds one sword and wears the hilt of a second at his
side (of which, the card being double-ended, only the hilt shows). Cavalli: riders in berets on white
horses for coins and cups, black ones for swords and batons, saddled but not caparisoned. Re: kings in
closed, arched crowns, with fur; the batons' cavalier and king hold broad-headed maces, as in the old
Lombard tarots.
"""

from __future__ import annotations

from . import northern
from .anatomy import INK, Head
from .attire import Dress
from .double_ended import Arm, Figure, Props
from .steed import Horse
from .svg import Svg, f

RED, BLUE, YELLOW, GREEN, BLACK = "g:red", "g:blue", "g:ochre", "g:green", "g:black"
SCARLET, NAVY, GOLD, LEAF, SABLE, CREAM = "#c8312a", "#2b5a9e", "#f2c94c", "#2f7a46", "#1e1e26", "#fffaf0"


def _props(look: northern.Look) -> Props:
    suits = northern.court_marks(look, -26)

    def mace(svg: Svg, x: float, y: float, a: float) -> None:
        """The broad-headed mace the batons' cavalier and king hold up."""
        with svg.group(f"rotate({f(a)} {f(x)} {f(y)})"):
            northern.baton(svg, look, (x, y + 60), (x, y - 190), 20)
            svg.path(f"M{f(x)} {f(y - 186)} L{f(x - 44)} {f(y - 222)} L{f(x - 30)} {f(y - 268)} L{f(x)} {f(y - 290)} "
                     f"L{f(x + 30)} {f(y - 268)} L{f(x + 44)} {f(y - 222)} Z", "g:goldbar", INK, 2.2)
            svg.path(f"M{f(x)} {f(y - 196)} L{f(x)} {f(y - 280)} M{f(x - 34)} {f(y - 226)} L{f(x + 34)} {f(y - 226)}",
                     None, "#8a5a07", 2)
            svg.circle(x, y - 238, 11, SCARLET, INK, 1.6)

    def hilt(svg: Svg, x: float, y: float, a: float) -> None:
        """The second sword of the knave of swords: its hilt alone, the blade going down past the line."""
        northern.sword(svg, look, (x, y), (x + 8, y + 320), 0, 20)

    return {**suits, "mace": mace, "hilt": hilt}


def _dress(main: str, panel: str, trim: str, sleeve: str, slash: str, collar: str = "ruff",
           mantle: str | None = None) -> Dress:
    """The Bergamasche's cut: plain doublets with a plain belt, a ruff (the kings fur), black trim."""
    return Dress(main, panel, trim, sleeve, slash, "", collar, mantle, "#e8e2d6", SABLE, hose="#8e1b22", cut="plain",
                 puff=0)


_BROWN, _DARK, _FAIR, _WHITE = "#8e4a1c", "#2a1a0e", "#c9a050", "#d8d2c6"

COURTS: dict[tuple[int, str], Figure] = {
    (8, "d"): Figure(Head(0.3, hair_colour=_BROWN), _dress(BLUE, RED, GOLD, SCARLET, GOLD), "beret", SCARLET, GOLD,
                     Arm("raise", "coin"), Arm("hip")),
    (8, "c"): Figure(Head(-0.3, hair_colour=_BROWN), _dress(RED, YELLOW, SABLE, NAVY, GOLD), "beret", NAVY, SABLE,
                     Arm("hip"), Arm("raise", "cup")),
    (8, "s"): Figure(Head(0.25, hair="curls", hair_colour=_DARK), _dress(YELLOW, RED, SABLE, NAVY, SCARLET), "beret",
                     SABLE, GOLD, Arm("raise", "sword"), Arm("down", "hilt", front=False)),
    (8, "b"): Figure(Head(-0.3, hair_colour=_DARK), _dress(GREEN, RED, GOLD, GOLD, SCARLET), "beret", SCARLET, GOLD,
                     Arm("hip"), Arm("shoulder", "club")),
    (9, "d"): Figure(Head(-0.3, hair_colour=_BROWN), _dress(BLUE, RED, GOLD, SCARLET, GOLD), "beret", SCARLET, GOLD,
                     Arm("reins"), Arm("raise", "coin"), Horse("g:horse_w", "#cfc6b2", cloth=None)),
    (9, "c"): Figure(Head(-0.3, hair_colour=_FAIR), _dress(RED, YELLOW, SABLE, NAVY, GOLD), "beret", NAVY, SABLE,
                     Arm("reins"), Arm("raise", "cup"), Horse("g:horse_w", "#cfc6b2", cloth=None)),
    (9, "s"): Figure(Head(-0.3, "man", "bob", _DARK, "short"), _dress(YELLOW, RED, SABLE, NAVY, SCARLET), "beret",
                     SABLE, GOLD, Arm("reins"), Arm("aloft", "sword", front=False),
                     Horse("g:horse_k", "#111118", cloth=None)),
    (9, "b"): Figure(Head(-0.3, hair_colour=_DARK), _dress(GREEN, RED, GOLD, GOLD, SCARLET), "beret", SCARLET, GOLD,
                     Arm("reins"), Arm("shoulder", "mace"), Horse("g:horse_k", "#111118", cloth=None)),
    (10, "d"): Figure(Head(0.25, "old", "long", _WHITE, "full"), _dress(BLUE, RED, GOLD, SCARLET, GOLD, "fur", RED),
                      "arched", SCARLET, GOLD, Arm("hip"), Arm("chest", "coin")),
    (10, "c"): Figure(Head(-0.25, "old", "long", _BROWN, "full"), _dress(RED, YELLOW, SABLE, NAVY, GOLD, "fur", BLUE),
                      "arched", NAVY, GOLD, Arm("raise", "cup"), Arm("hip")),
    (10, "s"): Figure(Head(0.3, "old", "long", _DARK, "forked"),
                      _dress(YELLOW, RED, SABLE, NAVY, SCARLET, "fur", BLACK), "arched", SABLE, GOLD,
                      Arm("raise", "sword"), Arm("hip")),
    (10, "b"): Figure(Head(-0.25, "old", "long", _WHITE, "full"), _dress(GREEN, RED, GOLD, GOLD, SCARLET, "fur", RED),
                      "arched", LEAF, GOLD, Arm("hip"), Arm("shoulder", "mace")),
}

"""The Trevisane's twelve double-ended courts (docs/DECKS.md): figures of the Venetian Renaissance in the
pattern's three colours only, yellow, red and blue, little flowers along their sleeves, split on a straight
line.

Fanti: all in the same puffed cap but the knave of swords, "la vecia scapelada", bareheaded with his sword
and a severed head; the knave of cups lifts his cup high, a crescent moon with a red face at his side and
his dog beside him. Cavalli: riders in plumed caps on horses turned to the left, open-mouthed, plumes on
their heads; the cavalier of swords brandishes a curved sabre over his head, a many-coloured cloak on his
shoulder. Re: long-bearded kings crowned with fleurons; the king of batons bears Treviso's round seal,
TARVISIUM.
"""

from __future__ import annotations

from . import northern
from .anatomy import INK, Head, head
from .attire import Dress
from .double_ended import Arm, Figure, Props
from .steed import Horse
from .svg import Svg, f

RED, BLUE, YELLOW = "g:red", "g:blue", "g:ochre"
SCARLET, NAVY, GOLD, CREAM = "#c8312a", "#2b5a9e", "#f2c94c", "#fffaf0"


def _props(look: northern.Look) -> Props:
    def moon(svg: Svg, x: float, y: float, a: float) -> None:
        """The crescent moon with a red face in profile, hanging at the knave of cups' side."""
        with svg.group(f"translate({f(x)} {f(y)})"):
            svg.path("M12 -64 C-62 -52 -62 52 12 64 C-24 42 -30 18 -14 8 L-26 0 L-12 -6 C-28 -22 -26 -44 12 -64 Z",
                     SCARLET, INK, 2.4)
            svg.path("M-4 -56 C-44 -40 -46 36 -4 56", None, "#f06a4f", 4, 0.6)
            svg.path("M-22 -22 C-18 -26 -12 -26 -10 -22 C-14 -19 -19 -19 -22 -22 Z", CREAM, INK, 1.2)
            svg.circle(-15, -22, 2.2, INK)
            svg.path("M-30 20 C-24 24 -18 24 -14 20", None, INK, 2)

    def dog(svg: Svg, x: float, y: float, a: float) -> None:
        """The knave of cups' hound at his side, looking up at him: a long muzzle, a hanging ear, a collar."""
        with svg.group(f"translate({f(x)} {f(y)})"):
            svg.path("M-30 70 C-36 30 -30 0 -8 -18 C4 -28 20 -32 34 -30 C50 -28 64 -24 78 -14 C84 -10 84 -2 78 2 "
                     "C66 8 50 8 38 10 C30 24 28 44 30 70 Z", "#e8dcc4", INK, 2.2)
            svg.path("M6 -24 C-10 -20 -20 2 -14 26 C-8 34 2 30 4 20 C6 6 10 -8 18 -20 Z", "#9a5a2a", INK, 1.8)
            svg.path("M-28 40 C-6 48 16 48 32 40", None, SCARLET, 9)
            svg.circle(2, 50, 5, "g:gold", "#5a3a05", 1)
            svg.path("M40 -20 C44 -24 50 -24 52 -20 C48 -16 44 -16 40 -20 Z", "#1a1412", INK, 1)
            svg.ellipse(80, -8, 6, 5, INK)
            svg.path("M54 6 C62 8 70 6 76 2", None, INK, 1.6)

    def severed(svg: Svg, x: float, y: float, a: float) -> None:
        """A bearded head held up by its hair, eyes closed."""
        svg.path(f"M{f(x - 8)} {f(y + 6)} C{f(x - 16)} {f(y + 24)} {f(x + 14)} {f(y + 30)} {f(x + 4)} {f(y + 44)}",
                 None, "#4a3020", 12)
        head(svg, x + 2, y + 96, 0.7, Head(0.2, "man", "cropped", "#4a3020", "short"))
        for s in (-1, 1):
            svg.path(f"M{f(x + 2 + s * 12 - 6)} {f(y + 93)} q6 4 12 0", None, INK, 2)

    def seal(svg: Svg, x: float, y: float, a: float) -> None:
        """Treviso's round seal: a white cross on red, two stars in its upper quarters, TARVISIUM round it."""
        svg.circle(x, y, 60, "g:gold", "#5a3a05", 2.4)
        svg.circle(x, y, 48, SCARLET, INK, 2)
        svg.path(f"M{f(x - 8)} {f(y - 48)} h16 v40 h40 v16 h-40 v40 h-16 v-40 h-40 v-16 h40 Z", CREAM, INK, 1.2)
        for dx in (-26, 26):
            cx, cy = x + dx, y - 26
            svg.path(" ".join(f"M{f(cx)} {f(cy)} L{f(cx + 9 * c)} {f(cy + 9 * s)}" for c, s in
                              ((1, 0), (0, 1), (-1, 0), (0, -1), (0.7, 0.7), (-0.7, 0.7), (0.7, -0.7), (-0.7, -0.7))),
                     None, CREAM, 3)
        svg.rect(x - 74, y + 50, 148, 30, 8, CREAM, INK, 1.8)
        svg.label("TARVISIUM", x, y + 65, 136, 22, "#3a2a10")

    def cloak(svg: Svg, x: float, y: float, a: float) -> None:
        """The cavalier of swords' cloak over his shoulder, falling behind him in bands of the three colours."""
        with svg.group(f"translate({f(x)} {f(y)})"):
            svg.path("M-40 -6 C0 -20 50 -10 70 30 C86 70 90 110 84 160 L-30 160 C-20 100 -40 40 -40 -6 Z", NAVY, INK,
                     2.2)
            svg.path("M-22 4 C10 -4 42 8 54 40 C66 74 68 112 64 160 L30 160 C36 110 30 60 -22 4 Z", GOLD, INK, 1.6)
            svg.path("M-8 18 C16 20 30 40 38 70 C44 100 44 130 42 160 L14 160 C20 120 16 70 -8 18 Z", SCARLET, INK,
                     1.6)

    own = {"moon": moon, "dog": dog, "severed": severed, "seal": seal, "cloak": cloak}
    return {**northern.court_marks(look, 30), **own}


def _dress(main: str, panel: str, sleeve: str, slash: str, collar: str = "shirt", mantle: str | None = None) -> Dress:
    """The Trevisane's cut: a patterned doublet trimmed in yellow, flowered sleeves."""
    trim = GOLD if main != YELLOW else SCARLET
    return Dress(main, panel, trim, sleeve, slash, "dots", collar, mantle, CREAM,
                 hose=NAVY if main != BLUE else SCARLET, puff=0.8, flowers=GOLD if sleeve != GOLD else SCARLET)


_BROWN, _FAIR, _GREY, _WHITE = "#6b3a16", "#d9a441", "#a8a29a", "#e8e2d6"

COURTS: dict[tuple[int, str], Figure] = {
    (8, "d"): Figure(Head(0.3, hair_colour=_BROWN), _dress(RED, YELLOW, NAVY, GOLD), "bonnet", NAVY, GOLD,
                     Arm("raise", "coin"), Arm("hip")),
    (8, "c"): Figure(Head(0.2, hair_colour=_FAIR), _dress(BLUE, RED, GOLD, SCARLET), "bonnet", SCARLET, GOLD,
                     Arm("aloft", "cup"), Arm("hip"), extra=(("moon", 500, 392), ("dog", 82, 418))),
    (8, "s"): Figure(Head(-0.2, "man", "long", _GREY), _dress(YELLOW, BLUE, SCARLET, NAVY), "bare", NAVY, GOLD,
                     Arm("shoulder", "sword"), Arm("raise", "severed")),
    (8, "b"): Figure(Head(-0.3, hair_colour=_BROWN), _dress(RED, BLUE, GOLD, SCARLET), "bonnet", GOLD, SCARLET,
                     Arm("hip"), Arm("shoulder", "club")),
    (9, "d"): Figure(Head(-0.3, hair_colour=_FAIR), _dress(BLUE, RED, SCARLET, GOLD), "plumed", SCARLET, GOLD,
                     Arm("reins"), Arm("raise", "coin"), Horse("g:horse_w", "#cfc6b2", cloth=(SCARLET, GOLD),
                                                                 mouth_open=True, plume=SCARLET)),
    (9, "c"): Figure(Head(-0.3, hair_colour=_BROWN), _dress(RED, YELLOW, NAVY, GOLD), "plumed", NAVY, GOLD,
                     Arm("reins"), Arm("raise", "cup"), Horse("g:horse_g", "#8e4a1c", cloth=(NAVY, GOLD),
                                                               mouth_open=True, plume=NAVY)),
    (9, "s"): Figure(Head(-0.4, "man", "bob", _BROWN, "short"), _dress(YELLOW, RED, NAVY, SCARLET), "plumed", SCARLET,
                     GOLD, Arm("reins"), Arm("aloft", "sword", front=False),
                     Horse("g:horse_w", "#cfc6b2", cloth=(SCARLET, GOLD), mouth_open=True, plume=GOLD),
                     behind=(("cloak", 470, 310),)),
    (9, "b"): Figure(Head(-0.3, hair_colour=_FAIR), _dress(BLUE, YELLOW, SCARLET, NAVY), "plumed", GOLD, SCARLET,
                     Arm("reins"), Arm("shoulder", "club"), Horse("g:horse_g", "#8e4a1c", cloth=(GOLD, SCARLET),
                                                                   mouth_open=True, plume=SCARLET)),
    (10, "d"): Figure(Head(0.25, "old", "long", _BROWN, "full"), _dress(RED, YELLOW, NAVY, GOLD, "ruff", BLUE),
                      "fleurons", NAVY, GOLD, Arm("hip"), Arm("chest", "coin")),
    (10, "c"): Figure(Head(-0.25, "old", "long", _WHITE, "full"), _dress(BLUE, RED, GOLD, SCARLET, "ruff", RED),
                      "fleurons", SCARLET, GOLD, Arm("raise", "cup"), Arm("hip")),
    (10, "s"): Figure(Head(0.3, "old", "long", _GREY, "forked"), _dress(YELLOW, BLUE, SCARLET, NAVY, "ruff", RED),
                      "fleurons", SCARLET, GOLD, Arm("raise", "sword"), Arm("hip")),
    (10, "b"): Figure(Head(-0.25, "old", "long", "#8e4a1c", "full"), _dress(RED, BLUE, NAVY, GOLD, "ruff", BLUE),
                      "fleurons", NAVY, GOLD, Arm("hip"), Arm("shoulder", "club"), extra=(("seal", 300, 396),)),
}

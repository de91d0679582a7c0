"""Crowns and hats for the double-ended courts, drawn in a head's own units (anatomy.head: the face centred
on (0, 0), its brow at y = -60) and placed with the same transform, so they sit on the head at any size and
turn with it.

Crowns: "points" (an open crown of pointed rays with pearls), "fleurons" (leaves over a band, on a cap),
"arched" (a closed crown with arches and an orb), "cap_crown" (a coronet round a tall cap). Hats: "tocco"
(a flat round cap with a turned-up brim and a feather), "beret" (soft, tipped to one side), "bonnet" (the
Venetian tall folded cap), "plumed" (a rider's brimmed hat with ostrich plumes), "hood" (a chaperon).
"""

from __future__ import annotations

from .anatomy import INK
from .svg import Svg, f

GOLD_INK = "#5a3a05"
RUBY, SAPPHIRE, PEARL = "#c8312a", "#2b5a9e", "#fffaf0"


def wear(svg: Svg, kind: str, x: float, y: float, scale: float, turn: float, colour: str, trim: str,
         feather: str = "#fffaf0") -> None:
    """Put headwear `kind` on a head drawn at (x, y) with `scale` and `turn` (see anatomy.head)."""
    if kind in ("", "bare"):
        return
    flip = -1 if turn < 0 else 1
    side = 0.84 if abs(turn) >= 1 else 1.0  # a head in profile wears it seen from the side, narrower
    with svg.group(f"translate({f(x + flip * (1 - side) * 30 * scale)} {f(y)}) "
                   f"scale({round(scale * flip * side, 4)} {round(scale, 4)})"):
        _KINDS[kind](svg, colour, trim, feather)


def _band(svg: Svg, y: float, half: float, height: float) -> None:
    svg.path(f"M{-half} {y} C{-half * 0.5} {y + 6} {half * 0.5} {y + 6} {half} {y} L{half} {y - height} "
             f"C{half * 0.5} {y - height + 6} {-half * 0.5} {y - height + 6} {-half} {y - height} Z", "g:goldbar",
             GOLD_INK, 2)
    for k, jewel in ((-0.62, SAPPHIRE), (0, RUBY), (0.62, SAPPHIRE)):
        svg.ellipse(half * k, y - height / 2 + 3, 5.5, 4.5, jewel, "#2a0a0a", 1)
    for k in (-0.31, 0.31):
        svg.circle(half * k, y - height / 2 + 3, 2.6, PEARL, GOLD_INK, 0.8)


def _points(svg: Svg, colour: str, trim: str, feather: str) -> None:
    svg.path("M-46 -52 C-40 -92 40 -92 46 -52 Z", colour, INK, 2)  # the cap inside the crown
    rays = []
    for k in range(-2, 3):
        x = k * 22
        tall = 42 if k == 0 else 34 if abs(k) == 1 else 28
        rays.append(f"M{x - 11} -56 L{x} {-56 - tall} L{x + 11} -56 Z")
    svg.path(" ".join(rays), "g:goldv", GOLD_INK, 1.8)
    svg.path(" ".join(f"M{k * 22 - 5} {-56 - (42 if k == 0 else 34 if abs(k) == 1 else 28) - 4} a5 5 0 1 0 10 0 "
                      f"a5 5 0 1 0 -10 0 Z" for k in range(-2, 3)), PEARL, GOLD_INK, 1.2)
    _band(svg, -40, 50, 18)


def _fleurons(svg: Svg, colour: str, trim: str, feather: str) -> None:
    svg.path("M-44 -52 C-46 -104 46 -104 44 -52 Z", colour, INK, 2)
    svg.path("M0 -100 L0 -112 M-6 -106 L6 -106", None, GOLD_INK, 3)
    d = []
    for k in (-1, 0, 1):
        x = k * 32
        h = 34 if k == 0 else 28
        d.append(f"M{x} {-56 - h} C{x + 8} {-56 - h * 0.7} {x + 8} {-62} {x + 3} -56 L{x - 3} -56 "
                 f"C{x - 8} -62 {x - 8} {-56 - h * 0.7} {x} {-56 - h} Z "
                 f"M{x - 3} -60 C{x - 10} -66 {x - 18} -62 {x - 15} -56 Z M{x + 3} -60 C{x + 10} -66 {x + 18} -62 "
                 f"{x + 15} -56 Z")
    for x in (-16, 16):
        d.append(f"M{x - 5} -56 L{x} -70 L{x + 5} -56 Z")
    svg.path(" ".join(d), "g:goldv", GOLD_INK, 1.6)
    _band(svg, -40, 50, 18)


def _arched(svg: Svg, colour: str, trim: str, feather: str) -> None:
    svg.path("M-46 -54 C-48 -118 48 -118 46 -54 Z", colour, INK, 2)
    for k in (-0.62, 0, 0.62):
        svg.path(f"M{46 * k} -56 C{46 * k * 0.9} -96 {46 * k * 0.3} -114 0 -114", None, GOLD_INK, 8)
        svg.path(f"M{46 * k} -56 C{46 * k * 0.9} -96 {46 * k * 0.3} -114 0 -114", None, "#e8b83c", 5)
    svg.circle(0, -122, 9, "g:gold", GOLD_INK, 1.6)
    svg.path("M0 -131 L0 -146 M-6 -140 L6 -140", None, GOLD_INK, 3.4)
    _band(svg, -40, 51, 20)


def _cap_crown(svg: Svg, colour: str, trim: str, feather: str) -> None:
    svg.path("M-44 -52 C-50 -110 -20 -132 10 -128 C40 -124 52 -96 44 -52 Z", colour, INK, 2)
    svg.path("M-20 -120 C-10 -100 -8 -76 -12 -56 M12 -126 C18 -104 18 -78 14 -56", None, "#000000", 2, 0.2)
    svg.circle(8, -130, 7, trim, INK, 1.4)
    d = " ".join(f"M{x - 8} -56 L{x - 6} -72 L{x} -66 L{x + 6} -72 L{x + 8} -56 Z" for x in (-34, -12, 12, 34))
    svg.path(d, "g:goldv", GOLD_INK, 1.6)
    _band(svg, -40, 50, 16)


def _tocco(svg: Svg, colour: str, trim: str, feather: str) -> None:
    svg.path("M20 -66 C40 -118 96 -132 118 -104 C94 -104 74 -96 62 -80 C80 -92 98 -90 104 -78 C80 -80 56 -70 40 -56 Z",
             feather, INK, 1.8)
    svg.path("M22 -64 C48 -100 80 -110 106 -100", None, "#c9c0b0", 1.4)
    svg.path("M-48 -50 C-52 -96 52 -96 48 -50 Z", colour, INK, 2.2)
    svg.path("M-58 -44 C-60 -64 60 -64 58 -44 C40 -36 -40 -36 -58 -44 Z", colour, INK, 2.2)
    svg.path("M-56 -48 C-30 -56 30 -56 56 -48", None, trim, 5)
    svg.circle(30, -58, 7, trim, INK, 1.2)


def _beret(svg: Svg, colour: str, trim: str, feather: str) -> None:
    svg.path("M14 -80 C24 -120 70 -134 96 -120 C70 -116 52 -100 40 -76 Z", feather, INK, 1.6)
    svg.path("M-52 -46 C-74 -70 -40 -106 10 -104 C60 -102 84 -80 64 -56 C40 -42 -20 -38 -52 -46 Z", colour, INK, 2.2)
    svg.path("M-50 -44 C-20 -36 30 -38 56 -50", None, trim, 8)
    svg.path("M-20 -96 C-6 -80 20 -78 40 -90", None, "#000000", 2, 0.2)
    svg.circle(8, -104, 6, trim, INK, 1.2)


def _bonnet(svg: Svg, colour: str, trim: str, feather: str) -> None:
    """The Venetian youth's cap: a soft crown puffed up and leaning forward over a thick rolled brim."""
    svg.path("M-50 -56 C-66 -104 -20 -134 26 -126 C66 -118 74 -86 54 -56 Z", colour, INK, 2.2)
    svg.path("M-26 -118 C-16 -96 -16 -76 -20 -60 M14 -128 C24 -104 22 -80 16 -60 M44 -112 C52 -96 52 -78 44 -62",
             None, "#000000", 2.2, 0.22)
    svg.path("M-58 -42 C-62 -68 62 -68 58 -42 C40 -32 -40 -32 -58 -42 Z", trim, INK, 2.2)
    svg.path(" ".join(f"M{x} -62 L{x + 4} -38" for x in range(-48, 52, 12)), None, "#000000", 1.6, 0.25)
    svg.circle(40, -80, 7, PEARL, INK, 1.2)


def _plumed(svg: Svg, colour: str, trim: str, feather: str) -> None:
    for k, tone in enumerate((feather, trim, feather)):
        a = -30 + k * 28
        svg.path(f"M10 -78 C{a} {-150 + k * 6} {a + 60} {-172 + k * 10} {a + 96} {-146 + k * 16} "
                 f"C{a + 60} {-150 + k * 8} {a + 30} {-128 + k * 6} 22 -74 Z", tone, INK, 1.6)
    svg.path("M-44 -54 C-48 -100 44 -100 44 -54 Z", colour, INK, 2.2)
    svg.path("M-72 -44 C-60 -62 60 -62 74 -46 C70 -36 -66 -34 -72 -44 Z", colour, INK, 2.2)
    svg.path("M-42 -56 C-14 -64 14 -64 42 -56", None, trim, 6)
    svg.ellipse(18, -66, 8, 10, "g:gold", GOLD_INK, 1.2)


def _hood(svg: Svg, colour: str, trim: str, feather: str) -> None:
    svg.path("M-54 -30 C-66 -92 -20 -120 20 -112 C60 -104 70 -70 56 -30 C50 -48 30 -62 0 -62 C-30 -62 -48 -48 "
             "-54 -30 Z", colour, INK, 2.2)
    svg.path("M40 -100 C80 -90 100 -60 96 -10 C86 -30 74 -50 58 -60 Z", colour, INK, 2)
    svg.path("M-50 -40 C-30 -60 30 -60 52 -40", None, trim, 6)


_KINDS = {
    "points": _points, "fleurons": _fleurons, "arched": _arched, "cap_crown": _cap_crown,
    "tocco": _tocco, "beret": _beret, "bonnet": _bonnet, "plumed": _plumed, "hood": _hood,
}
CROWNS = ("points", "fleurons", "arched", "cap_crown")

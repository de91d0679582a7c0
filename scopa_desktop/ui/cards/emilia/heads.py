"""Heads for the Emilian courts: a face (anatomy.head, turned and aged as asked) and what it wears, drawn in the
head's own units (its brow at y = -60, the crown of the head about -80) and placed with the same transform, so
a hat sits on its head at any size and turns with it.

Hats: "tocco" (a flat round cap, the brim turned up), "beret" (soft and tipped), "fez" (a tall rounded cap),
"turban" (a wound cap with a jewel), "broad" (a wide brim over a round crown), "flat" (the Romagnole's flat
hat: a low crown on a broad flat brim), "coronet" (a page's cap ringed by a little crown); each may carry
curling plumes. Crowns: "open" (points and fleurons with pearls over a jewelled band) and "tall" (five long
points over a cap).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..anatomy import Head, head
from ..svg import Svg, f
from . import faces
from .faces import Mien
from .ink import BLUE, GOLD, GOLD_DK, INK, RED, WHITE, YELLOW, darker


def face(svg: Svg, x: float, y: float, scale: float, who: Head, mane: str = "", mien: Mien | None = None) -> None:
    """A head: with a `mien`, the Emilian printers' face cut to it (`faces.draw`: every court its own);
    without, anatomy.head, `mane` "wavy" or "bushy" giving it full hair in waves to the shoulders."""
    if mien is not None:
        faces.draw(svg, x, y, scale, who, mien)
        return
    if not mane or abs(who.turn) >= 1:
        head(svg, x, y, scale, who)
        return
    flip = -1 if who.turn < 0 else 1
    with svg.group(f"translate({f(x)} {f(y)}) scale({round(scale * flip, 4)} {round(scale, 4)})"):
        _mane_back(svg, who.hair_colour, mane == "bushy")
    head(svg, x, y, scale, Head(who.turn, who.age, "bare", who.hair_colour, who.beard, who.beard_colour or
                                who.hair_colour, who.eyes, who.female))
    with svg.group(f"translate({f(x)} {f(y)}) scale({round(scale * flip, 4)} {round(scale, 4)})"):
        _mane_front(svg, who.hair_colour)


def _mane_back(svg: Svg, c: str, bushy: bool) -> None:
    """Hair falling in waves from the crown past the jaw to the shoulders, its ends curling out."""
    w = 74 if bushy else 64
    waves = " ".join(f"Q{s * (w + 10)} {y + 10} {s * w} {y + 20}" for s, y in ((1, -10), (1, 10), (1, 30)))
    d = (f"M0 -90 C40 -92 {w} -64 {w - 6} -30 {waves} C{w + 8} 66 {w - 10} 86 {w - 26} 80 C{w - 36} 92 28 86 30 60 "
         f"L-30 60 C-28 86 {-w + 36} 92 {-w + 26} 80 C{-w + 10} 86 {-w - 8} 66 {-w} 50 "
         + " ".join(f"Q{-w - 10} {y + 10} {-w} {y}" for y in (30, 10, -10))
         + f" L{-w + 6} -30 C{-w} -64 -40 -92 0 -90 Z")
    svg.path(d, c, INK, 2.4)
    lines = " ".join(f"M{s * (w - 14)} {y} q{s * 10} 12 0 26" for s in (-1, 1) for y in (-20, 12, 44))
    svg.path(lines, None, darker(c, 0.6), 2.4)


def _mane_front(svg: Svg, c: str) -> None:
    """The hair over the brow: swept from a parting, covering the temples in waves to the ears."""
    svg.path("M-2 -88 C-36 -88 -58 -66 -52 -30 C-50 -14 -46 -2 -44 6 C-40 -6 -38 -20 -34 -34 C-28 -48 -16 -56 -2 -60 "
             "C14 -56 28 -48 34 -34 C38 -20 40 -6 44 6 C46 -2 50 -14 52 -30 C58 -66 36 -88 -2 -88 Z", c, INK, 2.2)
    svg.path("M-4 -84 C-20 -74 -34 -58 -42 -36 M4 -84 C20 -74 34 -58 42 -36 M-12 -80 C-26 -70 -38 -52 -44 -24",
             None, darker(c, 0.6), 2)


def wear(svg: Svg, kind: str, x: float, y: float, scale: float, turn: float, colour: str, band: str,
         plumes: Sequence[str] = (), jewel: str = RED) -> None:
    """Put `kind` on a head drawn at (x, y) with `scale`, turned like the face (`turn` < 0: to the left)."""
    flip = -1 if turn < 0 else 1
    with svg.group(f"translate({f(x)} {f(y)}) scale({round(scale * flip, 4)} {round(scale, 4)})"):
        if plumes and kind != "broad":
            _plumes(svg, plumes, 28, -84, 1.3)
        _HATS[kind](svg, colour, band, jewel)
        if plumes and kind == "broad":
            _plumes(svg, plumes, 30, -78, 1.15)


def _plume(svg: Svg, colour: str, x: float, y: float, reach: float, rise: float, width: float) -> None:
    """One ostrich plume from its quill at (x, y), sweeping back and up, its tip curling over."""
    ex, ey = x + reach, y - rise
    svg.path(f"M{f(x)} {f(y)} C{f(x + reach * 0.2)} {f(y - rise * 0.9 - width)} {f(ex - reach * 0.1)} "
             f"{f(ey - width * 1.2)} {f(ex + width * 0.5)} {f(ey + width * 0.2)} C{f(ex + width * 0.6)} "
             f"{f(ey + width * 1.3)} {f(ex - width * 0.8)} {f(ey + width * 1.3)} {f(ex - width * 0.5)} "
             f"{f(ey + width * 0.4)} C{f(ex - reach * 0.3)} {f(ey + width * 0.9)} {f(x + reach * 0.3)} "
             f"{f(y - rise * 0.3)} {f(x + 4)} {f(y + 6)} Z", colour, INK, 2)
    barbs = " ".join(f"M{f(x + reach * t)} {f(y - rise * t ** 0.7 - width * 0.1)} l{f(width * 0.5)} "
                     f"{f(width * 0.55)}" for t in (0.3, 0.5, 0.7))
    svg.path(f"M{f(x + 2)} {f(y)} C{f(x + reach * 0.3)} {f(y - rise * 0.8)} {f(ex - reach * 0.2)} {f(ey)} "
             f"{f(ex)} {f(ey + width * 0.3)} {barbs}", None, darker(colour, 0.62), 2)


def _plumes(svg: Svg, colours: Sequence[str], x: float, y: float, k: float = 1.0) -> None:
    shapes = ((86, 22, 22), (104, -2, 20), (64, 40, 18), (112, -22, 16))
    for colour, (reach, rise, width) in list(zip(colours, shapes, strict=False))[::-1]:
        _plume(svg, colour, x, y, reach * k, rise * min(k, 1.0), width * k)


def _tocco(svg: Svg, colour: str, band: str, jewel: str) -> None:
    svg.path("M-48 -62 C-54 -102 50 -104 52 -64 Z", colour, INK, 2.6)
    svg.path("M-40 -88 C-20 -96 20 -96 40 -88", None, darker(colour), 3)
    svg.path("M-60 -58 C-62 -78 64 -80 62 -60 C40 -50 -40 -50 -60 -58 Z", band, INK, 2.6)
    svg.path("M-54 -62 C-20 -70 24 -70 56 -64", None, darker(band), 2.4)
    svg.circle(34, -74, 7, jewel, INK, 1.6)


def _beret(svg: Svg, colour: str, band: str, jewel: str) -> None:
    svg.path("M-56 -56 C-84 -86 -36 -118 16 -112 C70 -106 88 -80 66 -58 C30 -46 -24 -46 -56 -56 Z", colour, INK, 2.6)
    svg.path("M-40 -94 C-10 -84 30 -84 60 -92", None, darker(colour), 3)
    svg.path("M-54 -54 C-20 -44 30 -44 62 -56 L60 -64 C30 -54 -20 -54 -52 -62 Z", band, INK, 2.2)
    svg.circle(40, -70, 7, jewel, INK, 1.6)


def _fez(svg: Svg, colour: str, band: str, jewel: str) -> None:
    svg.path("M-48 -60 C-56 -120 -20 -140 14 -136 C48 -132 60 -104 50 -60 Z", colour, INK, 2.6)
    svg.path("M-30 -126 C-18 -104 -16 -84 -20 -64 M14 -134 C22 -110 22 -86 16 -64", None, darker(colour), 3)
    svg.path("M-54 -52 C-56 -70 56 -72 56 -54 C36 -46 -36 -46 -54 -52 Z", band, INK, 2.4)
    svg.circle(16, -138, 8, band, INK, 1.6)


def _turban(svg: Svg, colour: str, band: str, jewel: str) -> None:
    svg.path("M-54 -52 C-70 -100 -30 -132 10 -130 C56 -128 76 -98 58 -52 C30 -40 -30 -40 -54 -52 Z", colour, INK,
             2.6)
    for k in range(4):
        y = -58 - k * 16
        svg.path(f"M{-56 + k * 6} {y} C{-20} {y + 8 - k * 2} {30} {y - 6} {58 - k * 8} {y - 12}", None,
                 darker(colour), 3)
    svg.path("M-12 -128 C-20 -108 -24 -80 -22 -54", None, band, 8)
    svg.ellipse(-16, -90, 9, 11, jewel, INK, 1.8)


def _broad(svg: Svg, colour: str, band: str, jewel: str) -> None:
    svg.path("M-44 -62 C-46 -98 46 -98 46 -62 Z", colour, INK, 2.6)
    svg.path("M-92 -54 C-70 -76 70 -78 96 -56 C86 -44 -82 -42 -92 -54 Z", colour, INK, 2.6)
    svg.path("M-84 -54 C-40 -62 44 -62 88 -56", None, darker(colour), 3)
    svg.path("M-44 -64 C-14 -70 16 -70 46 -64 L46 -74 C16 -80 -14 -80 -44 -74 Z", band, INK, 2)


def _flat(svg: Svg, colour: str, band: str, jewel: str) -> None:
    """The Romagnole's flat hat: a low round crown on a broad, flat brim."""
    svg.path("M-104 -52 C-84 -66 84 -68 108 -54 C100 -42 -96 -40 -104 -52 Z", colour, INK, 2.6)
    svg.path("M-44 -56 C-46 -84 46 -86 48 -58 C20 -52 -20 -52 -44 -56 Z", colour, INK, 2.6)
    svg.path("M-44 -62 C-14 -56 18 -56 48 -62 L48 -70 C18 -64 -14 -64 -44 -70 Z", band, INK, 1.8)
    svg.path("M-90 -50 C-40 -56 40 -56 94 -52", None, darker(colour), 3)


def _coronet(svg: Svg, colour: str, band: str, jewel: str) -> None:
    svg.path("M-46 -60 C-52 -110 48 -112 50 -62 Z", colour, INK, 2.6)
    svg.path("M-36 -98 C-12 -90 14 -90 38 -98", None, darker(colour), 3)
    _band(svg, -56, 52, 16, jewel)
    points = " ".join(f"M{x - 9} -70 L{x} -92 L{x + 9} -70 Z" for x in (-32, 0, 32))
    svg.path(points, GOLD, INK, 2)
    svg.path(" ".join(f"M{x - 5} -95 a5 5 0 1 0 10 0 a5 5 0 1 0 -10 0 Z" for x in (-32, 0, 32)), YELLOW, INK, 1.4)


def _band(svg: Svg, y: float, half: float, height: float, jewel: str = RED) -> None:
    svg.path(f"M{-half} {y} C{-half * 0.5} {y + 6} {half * 0.5} {y + 6} {half} {y} L{half} {y - height} "
             f"C{half * 0.5} {y - height + 6} {-half * 0.5} {y - height + 6} {-half} {y - height} Z", GOLD, INK, 2.4)
    svg.path(f"M{-half + 2} {y - height / 2 + 3} L{half - 2} {y - height / 2 + 3}", None, GOLD_DK, 2)
    for k, c in ((-0.6, BLUE), (0, jewel), (0.6, BLUE)):
        svg.ellipse(half * k, y - height / 2 + 3, 6, 5, c, INK, 1.4)


def _open(svg: Svg, colour: str, band: str, jewel: str) -> None:
    """An open crown: fleurons and points with pearls over a jewelled band, a cap inside."""
    svg.path("M-44 -64 C-46 -104 46 -104 46 -64 Z", colour, INK, 2.4)
    d = []
    for k in (-2, -1, 0, 1, 2):
        x = k * 22
        if k % 2 == 0:  # a fleuron: a pointed leaf with two curled lobes
            h = 40 if k == 0 else 32
            d.append(f"M{x} {-72 - h} C{x + 9} {-72 - h * 0.6} {x + 9} -78 {x + 3} -72 L{x - 3} -72 "
                     f"C{x - 9} -78 {x - 9} {-72 - h * 0.6} {x} {-72 - h} Z M{x - 3} -76 C{x - 12} -84 {x - 20} -80 "
                     f"{x - 16} -72 Z M{x + 3} -76 C{x + 12} -84 {x + 20} -80 {x + 16} -72 Z")
        else:
            d.append(f"M{x - 6} -72 L{x} -100 L{x + 6} -72 Z")
    svg.path(" ".join(d), GOLD, INK, 2)
    svg.path(" ".join(f"M{k * 22 - 5} -103 a5 5 0 1 0 10 0 a5 5 0 1 0 -10 0 Z" for k in (-1, 1)), WHITE, INK, 1.4)
    _band(svg, -52, 54, 22, jewel)


def _tall(svg: Svg, colour: str, band: str, jewel: str) -> None:
    """Five tall points with balls over a band, a cap of `colour` inside."""
    svg.path("M-46 -64 C-48 -110 48 -110 48 -64 Z", colour, INK, 2.4)
    d = " ".join(f"M{x - 11} -70 L{x} {-70 - h} L{x + 11} -70 Z" for x, h in ((-40, 36), (-20, 44), (0, 52),
                                                                              (20, 44), (40, 36)))
    svg.path(d, GOLD, INK, 2)
    svg.path(" ".join(f"M{x - 6} {-76 - h} a6 6 0 1 0 12 0 a6 6 0 1 0 -12 0 Z" for x, h in
                      ((-40, 36), (-20, 44), (0, 52), (20, 44), (40, 36))), YELLOW, INK, 1.4)
    _band(svg, -50, 56, 22, jewel)


_HATS = {"flat": _flat, "tocco": _tocco, "beret": _beret, "fez": _fez, "turban": _turban, "broad": _broad,
         "coronet": _coronet, "open": _open, "tall": _tall}

"""The hair of the French-suited courts' heads, in a head's own units (heads.py): flat colour in a firm key line,
its locks and curls drawn in line, as printed hair is engraved: strand beside strand following the fall of each
lock, a lock's end rolled into a curl. `back` is the mass behind the face (falling to the shoulders, rolled in
curls, down the back), `front` what lies over the brow (a fringe, a parting, waves).

Cuts: "page" to the shoulders, rolled in curls at the ends; "bob" to the jaw; "long" down the back; "waved" to
the shoulders in waves parted in the middle, each wave ending in a ringlet (a queen's); "curled" puffs of curls
at the ears; "cropped" close to the head; "bare" none.
"""

from __future__ import annotations

from ..svg import Svg, f
from .ink import KEY, darker, smooth

STRAND = 2.5  # a strand's line: about a pixel on the 300 px card, as the print's engraved lines are
BOLD = 2.8  # on a large card, near black: print's engraved strokes (a third of the colour did not show at 300 px)
FINE = 1.7  # the finer strands laid between those on a large card, a mid tone of the hair (left out small, where
# they would be a smudge; near black between the bold strands they made the hair one dark mass)


def lean(turn: float) -> float:
    """How far (head units, towards the side the face looks to) the crown of a three-quarter head's hair and
    its hat sit: about 5 % of the head's width, so that the whole head turns, not only its features; none on
    a head facing us or in profile."""
    t = abs(turn)
    return 0.0 if t >= 0.9 else 4.5 * min(t / 0.3, 1.0)


def curl(x: float, y: float, r: float, s: int = 1) -> str:
    """A lock rolled into a curl: a spiral stroke of about one and a half turns."""
    return (f"M{f(x - r)} {f(y)} C{f(x - r)} {f(y - r * 1.1)} {f(x + r)} {f(y - r * 1.1)} {f(x + r)} {f(y)} "
            f"C{f(x + r)} {f(y + r * 0.8)} {f(x - r * 0.4)} {f(y + r * 0.8)} {f(x - r * 0.4)} {f(y + r * 0.1)} "
            f"C{f(x - r * 0.4)} {f(y - r * 0.4)} {f(x + r * 0.3 * s)} {f(y - r * 0.4)} {f(x + r * 0.3 * s)} "
            f"{f(y + r * 0.05)}")


def ink(c: str, large: bool = False) -> str:
    """The strands' line: a deep tone of fair hair, a light one of dark hair (black lines on black are lost);
    on a near-black brown, a light tone of that brown on a `large` card (a shade lighter, as its beard's
    strands, made K♠'s curls mud at 2x of 300; grey ones read as another dark), a shade lighter on a small one
    (where the head is rightly one dark mass); on black, a dark slate from 150 px (the small card's light grey
    made the queen of spades' black hair read as grey-blue at 300 px and up)."""
    r, g, b = (int(c[i:i + 2], 16) for i in (1, 3, 5))
    if r * 0.3 + g * 0.59 + b * 0.11 < 70 and r - b > 12:
        k, a = (2.8, 8) if large else (1.55, 6)
        return "#{:02x}{:02x}{:02x}".format(*(min(255, int(v * k + a)) for v in (r, g, b)))
    if r * 0.3 + g * 0.59 + b * 0.11 < 70:
        return "#4c505c" if large else "#6c7280"
    return darker(c, 0.3)


def _dark(c: str) -> bool:
    r, g, b = (int(c[i:i + 2], 16) for i in (1, 3, 5))
    return r * 0.3 + g * 0.59 + b * 0.11 < 70


def spirals(svg: Svg, d: str, c: str, w: float) -> None:
    """Curls' spiral strokes `d`, `w` wide, in the hair's `ink` (a near-black brown's lighter from 150 px)."""
    if ink(c) == ink(c, True):
        svg.path(d, None, ink(c), w)
        return
    with svg.sized(True):
        svg.path(d, None, ink(c), w)
    with svg.sized(False):
        svg.path(d, None, ink(c, True), w)


def strands(svg: Svg, d: str, c: str) -> None:
    """A lock's drawn strands: near black and bolder on a large card, as print's engraved key strokes; in the
    hair's deep tone on a small one (black there would darken the whole head)."""
    with svg.sized(True):
        svg.path(d, None, ink(c), STRAND)
    with svg.sized(False):
        svg.path(d, None, ink(c, True) if _dark(c) else darker(c, 0.14), BOLD)


def fine(svg: Svg, d: str, c: str) -> None:
    """Finer strands between a lock's drawn ones, on a card at least `svg.SMALL` pixels tall only: print's hair is
    many fine dark lines on its flat colour; at 90 px they would grey it over."""
    with svg.sized(False):
        svg.path(d, None, ink(c, True) if _dark(c) else darker(c, 0.62), FINE)


def _strands(s: int, top: float, bottom: float, x0: float, gap: float, n: int, bow: float,
             wave: float = 0) -> str:
    """`n` strands side by side on the side `s`, from `top` down to `bottom`, the first at x0 and each `gap`
    further out, bowed out by `bow` (and waved by `wave`: an S along its fall)."""
    out = []
    for k in range(n):
        x = x0 + k * gap
        h = bottom - top
        out.append(f"M{f(s * x)} {f(top + k * 3)} C{f(s * (x + bow + wave))} {f(top + h * 0.35)} "
                   f"{f(s * (x + bow - wave))} {f(top + h * 0.7)} {f(s * (x + bow * 0.4))} {f(bottom - k * 2)}")
    return " ".join(out)


def _side(s: int, t: float) -> float:
    """The size of a curl on the side `s` (1: the far side) of a head turned `t`: the far side's smaller, the
    near side's fuller, so that the whole head turns."""
    return 1.0 if t >= 0.9 else (1 - 0.35 * t if s > 0 else 1 + 0.15 * t)


def back(svg: Svg, kind: str, c: str, t: float) -> None:
    """The hair behind the face of a head turned `t` (0 front, 1 profile)."""
    if kind in ("bare", "cropped"):
        return
    if t >= 0.9:  # seen from the side: the mass sits behind the face, falling down the nape
        end = {"page": 92, "bob": 46, "long": 150, "curled": 40, "waved": 96}[kind]
        svg.path(smooth([(6, -66), (-30, -66), (-52, -40), (-58, 0), (-56, end - 20), (-40, end), (-22, end - 6),
                         (-20, 20), (-4, -20)]), c, KEY, 3.4)
        if kind in ("page", "curled", "waved"):
            spirals(svg, " ".join(curl(-50 + k * 15, end - 10 - (k % 2) * 6, 9) for k in range(3)), c, 2.4)
        strands(svg, " ".join(f"M{-12 - k * 5} {-58 + k * 2} C{-36 - k * 3} -24 {-30 - k * 3} 16 {-23 - k * 4.6} "
                          f"{end - 18 - (k % 2) * 6}" for k in range(7)), c)
        fine(svg, " ".join(f"M{-9.5 - k * 5} {-59 + k * 2} C{-34.5 - k * 3} -24 {-28.5 - k * 3} 16 {-21 - k * 4.6} "
                           f"{end - 21 - (k % 2) * 6}" for k in range(8)), c)
        return
    if kind == "page":
        svg.path(smooth([(0, -70), (44, -62), (58, -28), (60, 20), (66, 62), (48, 84), (26, 70), (24, 30),
                         (-24, 30), (-26, 70), (-48, 84), (-66, 62), (-60, 20), (-58, -28), (-44, -62)]), c, KEY, 3.4)
        strands(svg, " ".join(_strands(s, -40, 62, 44, 5.5, 4, 8) for s in (-1, 1)), c)
        fine(svg, " ".join(_strands(s, -44, 60, 41.2, 5.5, 4, 8) for s in (-1, 1)), c)
        spirals(svg, " ".join(curl(s * (34 + k * 13), 66 + (k % 2) * 8, 9 * _side(s, t), s) for s in (-1, 1)
                          for k in range(3)), c, 2.4)
    elif kind == "bob":
        svg.path(smooth([(0, -70), (46, -60), (58, -24), (56, 30), (40, 48), (30, 24), (-30, 24), (-40, 48),
                         (-56, 30), (-58, -24), (-46, -60)]), c, KEY, 3.4)
        strands(svg, " ".join(_strands(s, -34, 40, 44, 4.5, 3, 8) for s in (-1, 1)), c)
        fine(svg, " ".join(_strands(s, -40, 38, 39.7, 4.5, 3, 8) for s in (-1, 1)), c)
        spirals(svg, " ".join(curl(s * 44, 38, 7 * _side(s, t), s) for s in (-1, 1)), c, 2.2)
    elif kind == "long":
        svg.path(smooth([(0, -70), (46, -62), (58, -24), (62, 60), (68, 140), (34, 150), (26, 40), (-26, 40),
                         (-34, 150), (-68, 140), (-62, 60), (-58, -24), (-46, -62)]), c, KEY, 3.4)
        strands(svg, " ".join(_strands(s, -20, 140, 34, 5.5, 5, 10, 5) for s in (-1, 1)), c)
        fine(svg, " ".join(_strands(s, -26, 138, 31.2, 5.5, 5, 10, 5) for s in (-1, 1)), c)
    elif kind == "waved":  # to the shoulders in three waves a side, each rolled at its end into a ringlet
        svg.path(smooth([(0, -70), (46, -62), (60, -28), (56, 6), (66, 34), (58, 60), (70, 86), (44, 96), (28, 70),
                         (26, 34), (-26, 34), (-28, 70), (-44, 96), (-70, 86), (-58, 60), (-66, 34), (-56, 6),
                         (-60, -28), (-46, -62)]), c, KEY, 3.4)
        strands(svg, " ".join(_strands(s, -30, 80, 38, 6, 4, 8, 7) for s in (-1, 1)), c)
        fine(svg, " ".join(_strands(s, -36, 78, 35, 6, 4, 8, 7) for s in (-1, 1)), c)
        spirals(svg, " ".join(curl(s * (36 + k * 14), 84 - k * 4, 9 * _side(s, t), s) for s in (-1, 1)
                          for k in range(3)), c, 2.4)
    elif kind == "curled":
        svg.path(smooth([(0, -68), (42, -60), (54, -30), (50, -6), (-50, -6), (-54, -30), (-42, -60)]), c, KEY, 3.4)
        for s in (-1, 1):
            k = _side(s, t)
            for dx, dy in ((48, 0), (56, 20), (46, 40), (60, 40)):
                x = s * (48 + (dx - 48) * k)  # the far puffs smaller and drawn in, the near ones fuller
                svg.circle(x, dy, 12 * k, c, KEY, 2.8)
                spirals(svg, curl(x, dy, 6.5 * k, s), c, 2.2)


def front(svg: Svg, kind: str, c: str, t: float) -> None:
    """The hair over the brow of a head turned `t`."""
    if kind == "bare":
        return
    if t >= 0.9:
        svg.path(smooth([(24, -54), (4, -70), (-24, -68), (-40, -50), (-30, -38), (-18, -44), (-2, -44), (14, -42)]),
                 c, KEY, 3.4)
        strands(svg, " ".join(f"M{18 - k * 2} {-50 - k * 3} C{4 - k * 3} {-58 - k * 2} {-14 - k * 3} {-58 - k * 2} "
                          f"{-30 - k * 2} {-46 - k * 3}" for k in range(4)), c)
        fine(svg, " ".join(f"M{17 - k * 2} {-51.5 - k * 3} C{2.5 - k * 3} {-59.5 - k * 2} {-15.5 - k * 3} "
                           f"{-59.5 - k * 2} {-31 - k * 2} {-47.5 - k * 3}" for k in range(4)), c)
        if kind == "page":  # the jacks' forelock, rolled into a curl at the temple before the ear, as printed
            svg.circle(-30, -30, 11, c, KEY, 3)
            spirals(svg, curl(-30, -30, 6.5, -1), c, 2.4)
        return
    c9 = 9 * t
    if kind in ("page", "bob", "cropped"):  # a fringe combed down over the brow, lock beside lock
        svg.path(smooth([(-44, -20), (-48, -52), (-20, -70), (20, -70), (46, -52), (44, -22), (34, -32), (20, -28),
                         (c9, -34), (-14, -28), (-30, -32)]), c, KEY, 3.4)
        strands(svg, " ".join(f"M{x * 0.8} -66 C{x + 2} -52 {x} -42 {x - 3} -33" for x in range(-36, 40, 8)),
                 c)
        fine(svg, " ".join(f"M{x * 0.8} -67 C{x + 2} -54 {x} -44 {x - 3} -36" for x in range(-32, 36, 8)), c)
    elif kind in ("long", "waved"):  # parted in the middle, swept back over the temples in strands
        svg.path(smooth([(-44, -6), (-50, -48), (-22, -70), (20, -70), (50, -48), (44, -6), (36, -34), (c9, -48),
                         (-36, -34)]), c, KEY, 3.4)
        strands(svg, f"M{f(c9)} -66 L{f(c9)} -48 " + " ".join(
            f"M{f(c9 + s * (4 + k * 4))} {-62 + k * 2} C{f(c9 + s * (14 + k * 5))} {-58 + k * 4} "
            f"{s * (34 + k * 3)} {-46 + k * 5} {s * (40 + k * 2)} {-22 + k * 5}" for s in (-1, 1) for k in range(4)),
            c)
        fine(svg, " ".join(
            f"M{f(c9 + s * (6 + k * 4))} {-61 + k * 2} C{f(c9 + s * (16.5 + k * 5))} {-56 + k * 4} "
            f"{s * (36.5 + k * 3)} {-43.5 + k * 5} {s * (42 + k * 2)} {-19.5 + k * 5}"
            for s in (-1, 1) for k in range(4)), c)
    elif kind == "curled":  # short curls over the top, two rows
        svg.path(smooth([(-48, -20), (-50, -50), (-20, -72), (20, -72), (50, -50), (48, -20), (30, -40), (0, -44),
                         (-30, -40)]), c, KEY, 3.4)
        spirals(svg, " ".join(curl(x, -50, 6.5) for x in (-34, -16, 2, 20, 38))
                 + " " + " ".join(curl(x, -62, 5.5) for x in (-24, -6, 12, 30)), c, 2.0)

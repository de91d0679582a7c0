"""The hair of the French-suited courts' heads, in a head's own units (heads.py): flat colour in a firm key line,
its locks and curls drawn in a darker line, as printed hair is. `back` is the mass behind the face (falling to
the shoulders, rolled in curls, down the back), `front` what lies over the brow (a fringe, a parting, waves).

Cuts: "page" to the shoulders, rolled in curls at the ends; "bob" to the jaw; "long" down the back; "curled"
puffs of curls at the ears; "cropped" close to the head; "bare" none.
"""

from __future__ import annotations

from ..svg import Svg, f
from .ink import KEY, darker, smooth


def curl(x: float, y: float, r: float, s: int = 1) -> str:
    """A lock rolled into a curl: a spiral stroke of about one and a half turns."""
    return (f"M{f(x - r)} {f(y)} C{f(x - r)} {f(y - r * 1.1)} {f(x + r)} {f(y - r * 1.1)} {f(x + r)} {f(y)} "
            f"C{f(x + r)} {f(y + r * 0.8)} {f(x - r * 0.4)} {f(y + r * 0.8)} {f(x - r * 0.4)} {f(y + r * 0.1)} "
            f"C{f(x - r * 0.4)} {f(y - r * 0.4)} {f(x + r * 0.3 * s)} {f(y - r * 0.4)} {f(x + r * 0.3 * s)} "
            f"{f(y + r * 0.05)}")


def back(svg: Svg, kind: str, c: str, t: float) -> None:
    """The hair behind the face of a head turned `t` (0 front, 1 profile)."""
    dark = darker(c, 0.45)
    if kind in ("bare", "cropped"):
        return
    if t >= 0.9:  # seen from the side: the mass sits behind the face, falling down the nape
        end = {"page": 92, "bob": 46, "long": 150, "curled": 40}[kind]
        svg.path(smooth([(6, -66), (-30, -66), (-52, -40), (-58, 0), (-56, end - 20), (-40, end), (-22, end - 6),
                         (-20, 20), (-4, -20)]), c, KEY, 3.4)
        if kind in ("page", "curled"):
            svg.path(" ".join(curl(-50 + k * 15, end - 10 - (k % 2) * 6, 9) for k in range(3)), None, dark, 2.6)
        svg.path(" ".join(f"M{-30 + k * 8} -40 C{-46 + k * 6} -6 {-44 + k * 5} 20 {-42 + k * 4} {end - 24}"
                          for k in range(3)), None, dark, 2.2)
        return
    if kind == "page":
        svg.path(smooth([(0, -70), (44, -62), (58, -28), (60, 20), (66, 62), (48, 84), (26, 70), (24, 30),
                         (-24, 30), (-26, 70), (-48, 84), (-66, 62), (-60, 20), (-58, -28), (-44, -62)]), c, KEY, 3.4)
        svg.path(" ".join(curl(s * (38 + k * 14), 64 + (k % 2) * 8, 10, s) for s in (-1, 1) for k in range(2)),
                 None, dark, 2.6)
        svg.path(" ".join(f"M{s * 50} -10 C{s * 54} 14 {s * 52} 36 {s * 44} 56 M{s * 58} 0 C{s * 62} 20 {s * 62} "
                          f"40 {s * 58} 56" for s in (-1, 1)), None, dark, 2.2)
    elif kind == "bob":
        svg.path(smooth([(0, -70), (46, -60), (58, -24), (56, 30), (40, 48), (30, 24), (-30, 24), (-40, 48),
                         (-56, 30), (-58, -24), (-46, -60)]), c, KEY, 3.4)
        svg.path(" ".join(f"M{s * 48} -20 C{s * 54} 0 {s * 52} 22 {s * 42} 40" for s in (-1, 1)), None, dark, 2.2)
    elif kind == "long":
        svg.path(smooth([(0, -70), (46, -62), (58, -24), (62, 60), (68, 140), (34, 150), (26, 40), (-26, 40),
                         (-34, 150), (-68, 140), (-62, 60), (-58, -24), (-46, -62)]), c, KEY, 3.4)
        svg.path(" ".join(f"M{s * (42 + k * 7)} {-12 + k * 10} C{s * (52 + k * 7)} {40 + k * 6} {s * (42 + k * 7)} "
                          f"{90 + k * 4} {s * (46 + k * 7)} {136 - k * 5}" for s in (-1, 1) for k in range(3)),
                 None, dark, 2.2)
    elif kind == "curled":
        svg.path(smooth([(0, -68), (42, -60), (54, -30), (50, -6), (-50, -6), (-54, -30), (-42, -60)]), c, KEY, 3.4)
        for s in (-1, 1):
            for dx, dy in ((48, 0), (54, 22), (46, 42)):
                svg.circle(s * dx, dy, 14, c, KEY, 2.8)
                svg.path(curl(s * dx, dy, 7, s), None, dark, 2.4)


def front(svg: Svg, kind: str, c: str, t: float) -> None:
    """The hair over the brow of a head turned `t`."""
    dark = darker(c, 0.45)
    if kind == "bare":
        return
    if t >= 0.9:
        svg.path(smooth([(24, -54), (4, -70), (-24, -68), (-40, -50), (-30, -38), (-18, -44), (-2, -44), (14, -42)]),
                 c, KEY, 3.4)
        svg.path("M14 -52 C0 -58 -16 -58 -30 -48", None, dark, 2.2)
        return
    c9 = 9 * t
    if kind in ("page", "bob", "cropped"):  # a fringe combed down over the brow
        svg.path(smooth([(-44, -20), (-48, -52), (-20, -70), (20, -70), (46, -52), (44, -22), (34, -32), (20, -28),
                         (c9, -34), (-14, -28), (-30, -32)]), c, KEY, 3.4)
        svg.path(" ".join(f"M{x} -60 C{x + 2} -48 {x} -40 {x - 3} -32" for x in (-26, -8, 10, 28)), None, dark, 2.2)
    elif kind == "long":  # parted in the middle, swept back over the temples
        svg.path(smooth([(-44, -6), (-50, -48), (-22, -70), (20, -70), (50, -48), (44, -6), (36, -34), (c9, -48),
                         (-36, -34)]), c, KEY, 3.4)
        svg.path(f"M{f(c9)} -66 L{f(c9)} -48 M-10 -54 C-26 -50 -36 -36 -40 -18 M14 -54 C30 -50 38 -36 42 -18",
                 None, dark, 2.2)
    elif kind == "curled":  # short waves over the top
        svg.path(smooth([(-48, -20), (-50, -50), (-20, -72), (20, -72), (50, -50), (48, -20), (30, -40), (0, -44),
                         (-30, -40)]), c, KEY, 3.4)
        svg.path(" ".join(curl(x, -52, 7) for x in (-28, -6, 16, 36)), None, dark, 2.2)

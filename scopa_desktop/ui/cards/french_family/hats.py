"""Crowns, caps, hats and veils for the French-suited courts, in a head's own units (heads.py: the hairline at
y = -58, the crown of the skull at -70), flat colour in a firm key line.

A `Hat` names its kind and colours: "crown" (a band of jewels under a row of points: `tips` "trefoil",
"fleur", "spike" or "pearl"; `cap`: the cloth inside, or "" for an open crown), "coronet" (a queen's small
crown), "veil" (a cloth over the head falling to the shoulders, the breast or down the back), "veiled" (a
veil under a coronet), "cap" (a flat cap with a turned-up brim and a
feather), "toque" (a round soft cap), "brimmed" (a broad hat with a plume), "tall" (a tall cap with a rolled
brim).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..svg import Svg, f
from .hair import lean
from .ink import BLUE, KEY, RED, WHITE, YELLOW, darker, smooth


@dataclass(frozen=True)
class Hat:
    kind: str
    colour: str = YELLOW  # the crown's metal, or the cloth
    cap: str = RED  # the cloth inside a crown ("" for none), or a hat's band
    tips: str = "trefoil"
    jewel: str = BLUE
    feather: str = WHITE
    fall: str = "long"  # a veil's fall: "long" to the breast, "short" to the shoulders, "side" down the back


def wear(svg: Svg, hat: Hat, x: float, y: float, scale: float, turn: float) -> None:
    """Put `hat` on a head drawn at (x, y) with `scale` and `turn` (heads.head)."""
    flip = -1 if turn < 0 else 1
    side = 0.86 if abs(turn) >= 0.9 else 1.0  # a head in profile wears it seen from the side, narrower
    shift = (1 - side) * 40 * scale * flip - lean(turn) * scale * flip  # a turned head's hat turns with it
    with svg.group(f"translate({f(x - shift)} {f(y)}) scale({round(scale * flip * side, 4)} {round(scale, 4)})"):
        _KINDS[hat.kind](svg, hat)


def behind(svg: Svg, hat: Hat, x: float, y: float, scale: float, turn: float) -> None:
    """What of `hat` lies behind the head (a veil's fall), drawn before the head."""
    if hat.kind not in ("veil", "veiled"):
        return
    cloth = hat.colour if hat.kind == "veil" else hat.cap
    flip = -1 if turn < 0 else 1
    x += lean(turn) * scale * flip
    with svg.group(f"translate({f(x)} {f(y)}) scale({round(scale * flip, 4)} {round(scale, 4)})"):
        svg.path(smooth(_FALLS[hat.fall]), cloth, KEY, 3)
        folds = {"long": "M58 0 C66 40 70 80 76 116 M-58 0 C-66 40 -70 80 -76 116",
                 "short": "M56 0 C62 20 64 40 60 58 M-56 0 C-62 20 -64 40 -60 58",
                 "side": "M-58 0 C-64 50 -72 100 -86 150 M-40 60 C-50 90 -62 120 -74 150"}[hat.fall]
        svg.path(folds, None, darker(cloth), 2.4)


_FALLS = {
    "long": [(0, -78), (50, -66), (66, -20), (74, 60), (86, 120), (40, 130), (28, 40), (-28, 40), (-40, 130),
             (-86, 120), (-74, 60), (-66, -20), (-50, -66)],
    "short": [(0, -78), (50, -66), (64, -20), (70, 30), (62, 66), (30, 50), (-30, 50), (-62, 66), (-70, 30),
              (-64, -20), (-50, -66)],
    "side": [(0, -78), (50, -66), (60, -20), (56, 40), (30, 46), (-28, 46), (-50, 100), (-64, 176), (-104, 166),
             (-84, 60), (-68, -20), (-50, -66)],
}


def _band(svg: Svg, hat: Hat, y: float, half: float, height: float) -> None:
    svg.path(f"M{-half} {y} C{-half * 0.4} {y + 7} {half * 0.4} {y + 7} {half} {y} L{half} {y - height} "
             f"C{half * 0.4} {y - height + 7} {-half * 0.4} {y - height + 7} {-half} {y - height} Z",
             hat.colour, KEY, 3)
    gems = " ".join(f"M{f(half * k - 5)} {f(y - height / 2 + 3)} l5 -5 l5 5 l-5 5 Z" for k in (-0.6, 0, 0.6))
    svg.path(gems, hat.jewel, KEY, 1.4)
    svg.path(" ".join(f"M{f(half * k)} {f(y - height / 2 + 3)} m-3 0 a3 3 0 1 0 6 0 a3 3 0 1 0 -6 0"
                      for k in (-0.3, 0.3)), WHITE, KEY, 1)


def _tip(x: float, base: float, h: float, kind: str) -> str:
    if kind == "spike":
        return f"M{f(x - 9)} {f(base)} L{f(x)} {f(base - h)} L{f(x + 9)} {f(base)} Z"
    if kind == "pearl":
        return (f"M{f(x - 6)} {f(base)} L{f(x)} {f(base - h + 8)} L{f(x + 6)} {f(base)} Z "
                f"M{f(x - 6)} {f(base - h + 4)} a6 6 0 1 0 12 0 a6 6 0 1 0 -12 0 Z")
    if kind == "fleur":
        b, t, m = f(base), f(base - h), f(base - h * 0.6)
        return (f"M{f(x)} {t} C{f(x + 8)} {m} {f(x + 6)} {f(base - 6)} {f(x + 2)} {b} "
                f"L{f(x - 2)} {b} C{f(x - 6)} {f(base - 6)} {f(x - 8)} {m} {f(x)} {t} Z "
                f"M{f(x - 2)} {f(base - 5)} C{f(x - 10)} {f(base - 14)} {f(x - 18)} {f(base - 8)} {f(x - 13)} {b} Z "
                f"M{f(x + 2)} {f(base - 5)} C{f(x + 10)} {f(base - 14)} {f(x + 18)} {f(base - 8)} {f(x + 13)} {b} Z")
    # trefoil: three round leaves on a short stalk
    r = h * 0.3
    leaves = ((x, base - h + r), (x - r * 1.3, base - h * 0.55), (x + r * 1.3, base - h * 0.55))
    return (f"M{f(x - 3)} {f(base)} L{f(x - 3)} {f(base - h * 0.5)} L{f(x + 3)} {f(base - h * 0.5)} L{f(x + 3)} "
            f"{f(base)} Z " + " ".join(f"M{f(cx - r)} {f(cy)} a{f(r)} {f(r)} 0 1 0 {f(2 * r)} 0 a{f(r)} {f(r)} 0 1 0 "
                                        f"{f(-2 * r)} 0 Z" for cx, cy in leaves))


def _crown(svg: Svg, hat: Hat) -> None:
    if hat.cap:
        svg.path(smooth([(-44, -64), (-44, -94), (-20, -114), (20, -114), (44, -94), (44, -64)], closed=False)
                 + " Z", hat.cap, KEY, 3)
        svg.path("M0 -114 L0 -92 M-22 -108 C-26 -94 -26 -80 -24 -66 M22 -108 C26 -94 26 -80 24 -66", None,
                 darker(hat.cap), 2)
    tips = " ".join(_tip(k * 22, -82, 30 if k % 2 == 0 else 24, hat.tips) for k in range(-2, 3))
    svg.path(tips, hat.colour, KEY, 2.4)
    _band(svg, hat, -60, 52, 24)


def _coronet(svg: Svg, hat: Hat) -> None:
    tips = " ".join(_tip(k * 18, -76, 22 if k % 2 == 0 else 16, hat.tips) for k in range(-2, 3))
    svg.path(tips, hat.colour, KEY, 2.2)
    _band(svg, hat, -58, 46, 19)


def _veil(svg: Svg, hat: Hat) -> None:
    svg.path(smooth([(-52, -14), (-56, -56), (-26, -82), (26, -82), (56, -56), (52, -14), (40, -46), (0, -60),
                     (-40, -46)]), hat.colour, KEY, 3)
    svg.path("M-40 -46 C-20 -56 20 -56 40 -46", None, hat.cap, 5)


def _veiled(svg: Svg, hat: Hat) -> None:
    """A veil over the hair under a queen's small crown."""
    _veil(svg, Hat("veil", hat.cap, hat.colour))
    _coronet(svg, hat)


def _cap(svg: Svg, hat: Hat) -> None:
    svg.path("M26 -82 C40 -110 78 -118 96 -104 C80 -102 68 -96 58 -86 C70 -90 84 -88 90 -78 C74 -78 54 -72 40 -64 Z",
             hat.feather, KEY, 2.4)
    svg.path("M-50 -62 C-54 -112 54 -112 50 -62 Z", hat.colour, KEY, 3)
    svg.path("M-60 -56 C-62 -78 62 -78 60 -56 C40 -48 -40 -48 -60 -56 Z", hat.colour, KEY, 3)
    svg.path("M-58 -60 C-30 -68 30 -68 58 -60", None, hat.cap, 6)


def _toque(svg: Svg, hat: Hat) -> None:
    svg.path(smooth([(-54, -54), (-64, -84), (-30, -112), (24, -114), (62, -92), (56, -54)]), hat.colour, KEY, 3)
    svg.path("M-56 -52 C-30 -62 30 -62 56 -52 L56 -42 C30 -52 -30 -52 -56 -42 Z", hat.cap, KEY, 2.4)
    svg.path("M-20 -108 C-12 -90 12 -86 34 -100", None, darker(hat.colour), 2)


def _brimmed(svg: Svg, hat: Hat) -> None:
    for k, tone in enumerate((hat.feather, hat.cap, hat.feather)):  # plumes swept back over the brim
        a = -10 + k * 20
        svg.path(f"M10 -92 C{a + 10} {-140 + k * 6} {a + 60} {-150 + k * 8} {a + 104} {-122 + k * 12} "
                 f"C{a + 64} {-134 + k * 6} {a + 34} {-122 + k * 4} 22 -86 Z", tone, KEY, 2)
    svg.path("M-46 -60 C-50 -114 46 -114 46 -60 Z", hat.colour, KEY, 3)
    svg.path("M-84 -52 C-70 -72 70 -72 86 -54 C80 -42 -78 -40 -84 -52 Z", hat.colour, KEY, 3)
    svg.path("M-44 -64 C-14 -72 14 -72 44 -64", None, hat.cap, 7)


def _tall(svg: Svg, hat: Hat) -> None:
    svg.path(smooth([(-46, -60), (-50, -110), (-30, -146), (10, -150), (42, -126), (48, -60)]), hat.colour, KEY, 3)
    svg.path("M-26 -140 C-18 -116 -18 -90 -22 -66 M12 -148 C20 -120 20 -90 16 -66", None, darker(hat.colour), 2)
    svg.path("M-58 -48 C-62 -74 62 -74 58 -48 C40 -38 -40 -38 -58 -48 Z", hat.cap, KEY, 3)


_KINDS = {"crown": _crown, "coronet": _coronet, "veil": _veil, "veiled": _veiled, "cap": _cap, "toque": _toque,
          "brimmed": _brimmed, "tall": _tall}

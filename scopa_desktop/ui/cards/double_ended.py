"""Double-ended (mirrored) Italian courts: a half-length figure in the top half and the same turned half
round below, as the Piacentine, the Trevisane and the Bergamasche print them, so a card reads the same
either way up. The halves meet on a straight line across the middle, or on a slant (`Dress.slant`).

Fante: a young man with his suit's mark held up; Cavallo: a rider and his horse's head and chest; Re: a
crowned, bearded king. Each pattern dresses them (`Dress`) and puts its own mark in their hands (`hold`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .figures import OUT, crown, hand, head, limb
from .svg import Svg, f

Hold = Callable[[Svg, str, int, float, float], None]  # (svg, suit, rank, hand x, hand y): draw the mark held


@dataclass(frozen=True)
class Dress:
    """How one figure is dressed: garment colours (gradient names or colours), trim, hair, what is on
    the head ("cap", "bonnet", "beret", "plumed", "bare"), the collar ("ruff", "ermine", "plain"), and
    the slope of the line between the halves (0: straight across)."""

    main: str
    alt: str
    trim: str
    sleeve: str
    hair: str = "#6b3a16"
    hat: str = "cap"
    hat_colour: str = "#2b5a9e"
    collar: str = "plain"
    slant: float = 0.0
    horse: str = "g:horse_w"
    mane: str = "#cfc6b2"
    beard: str = "#e8e2d6"
    crown_style: str = "points"


REST = (350, 440)  # where a standing figure's other hand rests (a pattern may put something in it)


def dressed(svg: Svg, rank: int, suit: str, colours: tuple[str, str, str, str, str], hold: Hold,
            frame: str = "#1e1e26", **dress: object) -> None:
    """A pattern's court: `colours` (garment, second colour, trim, sleeves, hat) and the rest of its `Dress`;
    the frame's ground is the pattern's shared "court" layer."""
    main, alt, trim, sleeve, hat = colours
    svg.layer = "court"
    court(svg, rank, suit, Dress(main, alt, trim, sleeve, hat_colour=hat, **dress), hold, frame, ground=None)


def split_y(x: float, slant: float) -> float:
    """The y of the line between the halves at `x`."""
    return 500 + (x - 300) * slant


def court(svg: Svg, rank: int, suit: str, dress: Dress, hold: Hold, frame: str = "#1e1e26",
          ground: str | None = "#fffaf0") -> None:
    """A whole double-ended court card: its frame, both halves, the line between them. `ground` None: the
    frame's ground is the card's shared layer (drawn once per size)."""
    if ground:
        svg.rect(40, 40, 520, 920, 14, ground, frame, 3)
    for turned in (False, True):
        with svg.group("rotate(180 300 500)" if turned else "translate(0 0)"):
            if rank == 9:
                _cavallo(svg, suit, dress, hold)
            else:
                _standing(svg, suit, rank, dress, hold)
    s = dress.slant
    svg.path(f"M42 {f(split_y(42, s))} L558 {f(split_y(558, s))}", None, frame, 3)
    svg.rect(40, 40, 520, 920, 14, None, frame, 3)


def _garment(svg: Svg, dress: Dress, left: float, right: float, top: float, cx: float = 300) -> None:
    """The body from the shoulders (about `cx`) down to the line between the halves: sloping shoulders, then
    straight sides widening a little to the waist."""
    s = dress.slant
    y0, y1 = split_y(left, s), split_y(right, s)
    svg.path(f"M{f(left)} {f(y0)} L{f(left + 8)} {f(top + 96)} C{f(left + 10)} {f(top + 34)} {f(cx - 92)} "
             f"{f(top + 8)} {f(cx - 58)} {f(top)} L{f(cx + 58)} {f(top)} C{f(cx + 92)} {f(top + 8)} {f(right - 10)} "
             f"{f(top + 34)} {f(right - 8)} {f(top + 96)} L{f(right)} {f(y1)} Z", dress.main, OUT, 2.6)
    # a front panel of the second colour, banded with the trim
    svg.path(f"M{f(cx - 34)} {f(top + 2)} L{f(cx - 50)} {f(split_y(cx - 50, s))} L{f(cx + 50)} "
             f"{f(split_y(cx + 50, s))} L{f(cx + 34)} {f(top + 2)} Z", dress.alt, OUT, 2)
    for y in range(round(top) + 34, round(min(split_y(cx - 12, s), split_y(cx + 12, s))) - 14, 36):
        svg.path(f"M{f(cx)} {y - 12} L{f(cx + 12)} {y} L{f(cx)} {y + 12} L{f(cx - 12)} {y} Z", dress.trim, OUT, 1.2)
    # a belt across the waist, just above the line
    svg.path(f"M{f(left + 2)} {f(split_y(left, s) - 34)} L{f(right - 2)} {f(split_y(right, s) - 34)}", None, OUT, 20)
    svg.path(f"M{f(left + 2)} {f(split_y(left, s) - 34)} L{f(right - 2)} {f(split_y(right, s) - 34)}", None,
             dress.trim, 14)


def _collar(svg: Svg, dress: Dress, y: float) -> None:
    if dress.collar == "ruff":
        svg.ellipse(300, y, 80, 18, "#fffaf0", OUT, 2.2)
        for k in range(-3, 4):
            svg.path(f"M{300 + k * 22 - 11} {f(y + 5)} Q{300 + k * 22} {f(y + 18)} {300 + k * 22 + 11} {f(y + 5)}",
                     None, OUT, 1.4, 0.7)
    elif dress.collar == "ermine":
        svg.path(f"M206 {f(y + 4)} Q300 {f(y + 50)} 394 {f(y + 4)} L380 {f(y - 14)} Q300 {f(y + 24)} 220 {f(y - 14)} Z",
                 "#fffaf0", OUT, 2)
        for x in range(230, 380, 26):
            svg.path(f"M{x} {f(y + 6 + (1 - abs(x - 300) / 90) * 14)} l4 9 l4 -9 Z", "#1a1a1a")
    else:
        svg.path(f"M250 {f(y - 6)} Q300 {f(y + 22)} 350 {f(y - 6)}", None, dress.trim, 12)


# brimmed hats: the feather's seven points (from its quill), the crown's half-width and height, over the head
_BRIMMED = {
    "cap": ((20, -52, 60, -120, 120, -110, 126, -92, 90, -92, 60, -70, 34, -44), 62, 84),
    "plumed": ((-8, -66, 10, -150, 96, -150, 112, -96, 80, -116, 40, -104, 14, -60), 50, 92),
}


def _hat(svg: Svg, dress: Dress, x: float, y: float, s: float = 1.0) -> None:
    """Headwear over a head centred at (x, y) drawn at scale `s`."""
    c, trim = dress.hat_colour, dress.trim
    if dress.hat in _BRIMMED:  # a brimmed hat with a feather: the page's flat cap, the rider's plumed hat
        feather, dome, top = _BRIMMED[dress.hat]
        q = [f"{f(x + a * s)} {f(y + b * s)}" for a, b in zip(feather[::2], feather[1::2], strict=True)]
        svg.path(f"M{q[0]} C{q[1]} {q[2]} {q[3]} C{q[4]} {q[5]} {q[6]}", "#fffaf0", OUT, 2)
        svg.path(f"M{f(x - dome * s)} {f(y - 36 * s)} C{f(x - (dome - 4) * s)} {f(y - top * s)} "
                 f"{f(x + (dome - 4) * s)} {f(y - top * s)} {f(x + dome * s)} {f(y - 36 * s)} Z", c, OUT, 2.4)
        svg.ellipse(x, y - 36 * s, (dome + 14) * s, 12.5 * s, c, OUT, 2.2)
        svg.path(f"M{f(x - (dome - 2) * s)} {f(y - 44 * s)} Q{f(x)} {f(y - 56 * s)} {f(x + (dome - 2) * s)} "
                 f"{f(y - 44 * s)}", None, trim, 6 * s)
    elif dress.hat == "bonnet":  # the Venetian soft bonnet, tall and folded forward
        svg.path(f"M{f(x - 50 * s)} {f(y - 30 * s)} C{f(x - 60 * s)} {f(y - 110 * s)} {f(x + 10 * s)} "
                 f"{f(y - 150 * s)} {f(x + 70 * s)} {f(y - 120 * s)} C{f(x + 40 * s)} {f(y - 100 * s)} "
                 f"{f(x + 56 * s)} {f(y - 70 * s)} {f(x + 52 * s)} {f(y - 30 * s)} Z", c, OUT, 2.4)
        svg.rect(x - 54 * s, y - 40 * s, 108 * s, 16 * s, 6 * s, trim, OUT, 1.8)
    elif dress.hat == "beret":  # a round beret tipped to one side, a button on top
        svg.ellipse(x + 8 * s, y - 44 * s, 70 * s, 26 * s, c, OUT, 2.4, rot=-8)
        svg.path(f"M{f(x - 56 * s)} {f(y - 30 * s)} Q{f(x)} {f(y - 20 * s)} {f(x + 56 * s)} {f(y - 36 * s)}",
                 None, trim, 7 * s)
        svg.circle(x + 14 * s, y - 66 * s, 6 * s, trim, OUT, 1.2)


def king_crown(svg: Svg, dress: Dress, x: float, y: float, w: float) -> None:
    """The king's crown: five points (figures.crown), a closed arched crown ("arched"), or a crown of
    fleurons over a cap ("fleurons")."""
    if dress.crown_style == "arched":
        svg.path(f"M{f(x - w * 0.5)} {f(y)} C{f(x - w * 0.5)} {f(y - w * 0.8)} {f(x + w * 0.5)} {f(y - w * 0.8)} "
                 f"{f(x + w * 0.5)} {f(y)} Z", dress.hat_colour, "#5a3a05", 2.2)
        for dx in (-0.28, 0, 0.28):
            svg.path(f"M{f(x + dx * w)} {f(y)} Q{f(x + dx * w * 0.6)} {f(y - w * 0.62)} {f(x)} {f(y - w * 0.6)}",
                     None, "#e3ac2c", 5)
        svg.circle(x, y - w * 0.66, w * 0.07, "g:gold", "#5a3a05", 1.6)
        svg.path(f"M{f(x)} {f(y - w * 0.72)} l0 {f(-w * 0.16)} M{f(x - w * 0.07)} {f(y - w * 0.8)} l{f(w * 0.14)} 0",
                 None, "#5a3a05", 4)
        svg.rect(x - w * 0.54, y - w * 0.06, w * 1.08, w * 0.2, 4, "g:goldbar", "#5a3a05", 2)
        for dx in (-0.3, 0, 0.3):
            svg.circle(x + dx * w, y + w * 0.04, w * 0.04, "#c8312a", "#5a0a0a", 1)
    elif dress.crown_style == "fleurons":
        svg.path(f"M{f(x - w * 0.42)} {f(y)} C{f(x - w * 0.4)} {f(y - w * 0.5)} {f(x + w * 0.4)} {f(y - w * 0.5)} "
                 f"{f(x + w * 0.42)} {f(y)} Z", dress.hat_colour, OUT, 2)
        for dx in (-0.4, -0.2, 0, 0.2, 0.4):
            cx, u = x + dx * w, w * 0.01
            svg.path(f"M{f(cx)} {f(y - 36 * u)} C{f(cx - 10 * u)} {f(y - 26 * u)} {f(cx - 6 * u)} {f(y - 10 * u)} "
                     f"{f(cx)} {f(y - 6 * u)} C{f(cx + 6 * u)} {f(y - 10 * u)} {f(cx + 10 * u)} {f(y - 26 * u)} "
                     f"{f(cx)} {f(y - 36 * u)} Z", "g:goldv", "#5a3a05", 1.6)
        svg.rect(x - w * 0.52, y - w * 0.1, w * 1.04, w * 0.2, 4, "g:goldbar", "#5a3a05", 2)
    else:
        crown(svg, x, y, w, w * 0.62)


def _standing(svg: Svg, suit: str, rank: int, dress: Dress, hold: Hold) -> None:
    king = rank == 10
    _garment(svg, dress, 186, 414, 292)
    _collar(svg, dress, 296)
    # the near arm holds the suit's mark up beside the head; the other rests on the belt
    limb(svg, [(218, 318), (160, 400), (150, 318)], 44, dress.sleeve)
    svg.path("M136 376 L182 392", None, dress.trim, 8)
    limb(svg, [(382, 318), (430, 398), REST], 44, dress.sleeve)
    svg.path("M414 366 L444 384", None, dress.trim, 8)
    long_hair = king or dress.hat == "bare"
    head(svg, 300, 196, 1.22, dress.hair, beard=dress.beard if king else None, long_hair=long_hair)
    if king:
        king_crown(svg, dress, 300, 126, 124)
    else:
        _hat(svg, dress, 300, 196, 1.22)
    hold(svg, suit, rank, 150, 310)
    hand(svg, 150, 314, 20)
    hand(svg, *REST, 20)


def _cavallo(svg: Svg, suit: str, dress: Dress, hold: Hold) -> None:
    """The rider behind his horse's head and chest, which rise from the line between the halves."""
    s = dress.slant
    # horse: chest and neck from the split line up to the head, facing left
    svg.path(f"M96 {f(split_y(96, s))} C90 420 110 360 150 318 C170 296 196 262 206 232 C196 226 170 236 142 248 "
             f"C118 258 90 270 72 262 C56 254 58 232 70 218 C92 194 124 166 150 146 C170 132 200 126 222 140 "
             f"C260 164 276 220 290 262 C300 300 330 360 350 {f(split_y(350, s))} Z", dress.horse, OUT, 2.6)
    svg.path("M150 144 L150 102 L174 138 Z", dress.horse, OUT, 2)  # ear
    # the mane: a smooth fall of hair along the crest, a few locks lifting from it
    svg.path("M168 136 C214 144 246 190 262 232 C276 268 288 300 304 330 C288 336 276 330 268 318 "
             "C256 300 248 276 236 252 C222 222 204 196 184 178 C174 166 166 152 168 136 Z", dress.mane, OUT, 1.8)
    for y0 in (180, 230, 280):
        x0 = 200 + (y0 - 180) * 0.7
        svg.path(f"M{f(x0)} {y0} C{f(x0 + 18)} {y0 + 10} {f(x0 + 26)} {y0 + 26} {f(x0 + 20)} {y0 + 42}", None, OUT,
                 1.6, 0.6)
    svg.ellipse(140, 186, 8, 6, "#1a1a1a", None, 0, 1, rot=-30)
    svg.circle(138, 184, 2.2, "#ffffff")
    svg.ellipse(78, 246, 6, 4, "#2a1a1a", None, 0, 1, rot=-40)
    svg.path("M72 262 Q86 270 100 266", None, OUT, 2)
    svg.path("M88 226 L120 262 M104 198 L166 140 M104 198 L160 198 L168 138", None, "#5a1e0e", 5)
    svg.circle(104, 198, 6, "#e3ac2c", "#5a3a05", 1.2)
    svg.path("M110 250 C180 280 250 330 330 360", None, "#5a1e0e", 4)
    # breast collar with bells
    svg.path(f"M112 {f(split_y(112, s) - 70)} Q200 {f(split_y(200, s) - 30)} 300 {f(split_y(300, s) - 60)}", None,
             dress.trim, 12)
    for x in (150, 200, 250):
        svg.circle(x, split_y(x, s) - 44 - abs(x - 200) * 0.2, 8, "g:gold", "#5a3a05", 1.4)
    # rider: torso on the right, his arm forward holding the reins, the other raising the suit's mark
    _garment(svg, dress, 310, 540, 300, cx=420)
    _collar(svg, dress, 306)
    limb(svg, [(470, 322), (500, 390), (520, 300)], 40, dress.sleeve)
    limb(svg, [(344, 330), (318, 392), (330, 370)], 40, dress.sleeve)
    head(svg, 420, 210, 0.95, dress.hair)
    _hat(svg, Dress(**{**dress.__dict__, "hat": "plumed"}), 420, 210, 0.95)
    hand(svg, 330, 372, 17)
    hold(svg, suit, 9, 520, 296)
    hand(svg, 520, 300, 17)

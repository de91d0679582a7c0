"""French court cards: J, Q, K as half-length figures mirrored about the middle, as on a standard deck,
drawn from the parts of figures.py."""

from __future__ import annotations

from . import french, italian
from .figures import FLAT, OUT, crown, hand, head, limb
from .svg import Svg

FRENCH_PALETTES = {
    "d": ("red", "#f2c94c", "#2b5a9e"),
    "c": ("blue", "#f2c94c", "#b3262e"),
    "s": ("black", "#f2c94c", "#2f7a46"),
    "b": ("green", "#f2c94c", "#b3262e"),
}


def french_court(svg: Svg, rank: int, suit: str) -> None:
    """J (11), Q (12), K (13): a half-length figure and its mirror image, in a frame. Only the top half is
    drawn: the renderer lays it again turned round (`Svg.mirror`)."""
    main, trim, alt = FRENCH_PALETTES[suit]
    svg.mirror = 0.0
    svg.rect(104, 40, 392, 920, 14, "#fffaf0", "#1e1e26", 3)
    _french_half(svg, rank, suit, main, trim, alt)
    svg.path("M106 500 L494 500", None, "#1e1e26", 5)
    svg.rect(104, 40, 392, 920, 14, None, "#1e1e26", 3)


def _french_half(svg: Svg, rank: int, suit: str, main: str, trim: str, alt: str) -> None:
    """One half of a French court: head and shoulders, the garment to the middle line, arms and attribute."""
    m, a = "g:" + main, "g:" + alt_name(alt)
    sleeve = FLAT.get(main, "#26262e")
    # garment: broad shoulders down to the middle line, a contrasting front panel with a lozenge pattern
    svg.path("M112 500 C112 404 150 336 232 314 L368 314 C450 336 488 404 488 500 Z", m, OUT, 2.6)
    svg.path("M256 316 L236 500 L364 500 L344 316 Z", a, OUT, 2)
    for y in range(350, 500, 38):
        svg.path(f"M300 {y - 16} L316 {y} L300 {y + 16} L284 {y} Z", trim, OUT, 1.2)
    for x in (150, 450):
        svg.path(f"M{x} 400 L{x} 500", None, trim, 10)
        svg.path(f"M{x} 400 L{x} 500", None, OUT, 1.5, 0.6)
    # the near arm across the chest, the far arm holding the attribute upright
    limb(svg, [(196, 340), (178, 430), (252, 452)], 44, sleeve)
    svg.path("M166 418 L196 436", None, trim, 8)
    limb(svg, [(404, 340), (430, 420), (396, 452)], 44, sleeve)
    svg.path("M420 410 L444 426", None, trim, 8)
    female, king = rank == 12, rank == 13
    hair = {11: "#6b3a16", 12: "#d9a441", 13: "#8a8a8a"}[rank]
    if female:  # long hair falling to the shoulders, behind the ruff
        svg.path(
            "M236 200 C206 300 216 340 196 372 L262 330 Z M364 200 C394 300 384 340 404 372 L338 330 Z",
            hair,
            OUT,
            2,
        )
    # ruff collar
    svg.ellipse(300, 318, 82, 20, "#fffaf0", OUT, 2.2)
    for k in range(-3, 4):
        svg.path(f"M{300 + k * 22 - 11} 324 Q{300 + k * 22} 338 {300 + k * 22 + 11} 324", None, OUT, 1.4, 0.7)
    head(svg, 300, 220, 1.2, hair, beard="#d8d2c6" if king else None, long_hair=female, female=female)
    if king:
        crown(svg, 300, 150, 128, 78)
        italian.sword_blade(svg, (398, 440), (410, 70), 0, 24, 0.9)
        hand(svg, 398, 446, 20)
    elif female:
        crown(svg, 300, 156, 96, 52)
        # a rose held to the chest
        svg.path("M252 452 C252 430 262 410 268 384", None, "#2f7a46", 6)
        svg.ellipse(252, 420, 14, 7, "g:leaf", "#1d4a20", 1, rot=-30)
        for k in range(6):
            svg.ellipse(268, 378, 17, 10, "#d23a3a", "#6e0a10", 1.2, rot=k * 60)
        svg.circle(268, 378, 9, "#9e1b26", "#6e0a10", 1)
        hand(svg, 396, 452, 18)
    else:
        # a flat cap with a feather, and a halberd
        svg.path("M398 460 L398 70", None, "#3a200b", 13)
        svg.path("M398 460 L398 70", None, "#8b5a2b", 8)
        svg.path("M398 92 L440 110 C446 130 446 150 440 168 L398 150 Z", "g:steel", "#1c3553", 2)
        svg.path("M398 112 L372 122 L398 134 Z", "g:steel", "#1c3553", 2)
        svg.path("M398 52 L388 84 L408 84 Z", "g:steel", "#1c3553", 2)
        svg.path("M338 150 C366 92 420 80 444 104 C410 104 380 124 352 164 Z", "#fffaf0", OUT, 2)
        svg.path("M224 166 C232 112 368 112 376 166 Z", a, OUT, 2.4)
        svg.ellipse(300, 166, 90, 16, a, OUT, 2.2)
        svg.path("M214 168 Q300 184 386 168", None, trim, 6)
        hand(svg, 398, 446, 18)
    hand(svg, 252, 452, 18)
    french.pip(svg, suit, 152, 96, 58)


def alt_name(colour: str) -> str:
    """The gradient name for a French court's second colour."""
    return {"#2b5a9e": "blue", "#b3262e": "red", "#2f7a46": "green"}.get(colour, "red")

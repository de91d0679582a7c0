"""What the French-suited patterns (the French deck, the Genovesi, the Toscane) share: their pips and pip
layouts (pips.py), the printers' inks (ink.py), heads, headwear and things held (heads.py, hats.py, props.py),
the half-length figure of a double-ended court (bust.py), and the make-up of a face: an ace, a pip card, or a
court for the 8, 9, 10 (as J, Q, K, or as pip cards: the player's choice) and the 52-card pack's J, Q, K.

Each pattern's own package (french/, genovesi/, toscane/) draws its courts, aces and back with these and
exposes the same names: `face`, `back`, `draw_sprite`, `layer`, `INK`, `LETTERS`.
"""

from __future__ import annotations

from collections.abc import Callable

from ..svg import Svg

COURT_OF = {8: 11, 9: 12, 10: 13}  # the 40-card deck's 8, 9, 10 drawn as the jack, queen, king


def is_court(rank: int, faces: str) -> bool:
    """Whether `rank` is drawn as a court: J, Q, K always; 8, 9, 10 when the player chose courts."""
    return rank >= 11 or (faces == "courts" and rank >= 8)


def assemble(rank: int, suit: str, faces: str, court: Callable[[Svg, int, str], None],
             ace: Callable[[Svg, str], None], pips: Callable[[Svg, str, int], None]) -> Svg:
    """A whole face: `court(svg, 11..13, suit)`, `ace(svg, suit)` or `pips(svg, suit, rank)`."""
    svg = Svg()
    if is_court(rank, faces):
        court(svg, COURT_OF.get(rank, rank), suit)
    elif rank == 1:
        ace(svg, suit)
    else:
        pips(svg, suit, rank)
    return svg

"""The cards' own lettering face for indices, mottoes and ribbons, shipped in assets/fonts with its licence
(the menus keep the UI's font, ui/theme.py).

Linux Libertine Bold: lining figures (a "1" is no small-capital "I", a "10" no "IO", as in EB Garamond's or
Vollkorn's default old-style figures, which pygame.font cannot switch), sturdy stems that hold at 9-12 px
(Cardo's bold, the Aldine face, thins out there), a book face of the old style. OFL: assets/fonts/OFL.txt.
"""

from __future__ import annotations

import pygame

from scopa_desktop.engine import Card
from scopa_desktop.resources import project_path

from . import compose
from .decks import is_french_suited

CARD_FONT = ("fonts", "LinLibertine_RB.otf")


def card_font_path() -> str | None:
    """The cards' lettering face as shipped, or None (pygame's own font) if a broken install lost it: the
    cards still read; the self-test says which face it found."""
    path = project_path("assets", *CARD_FONT)
    return str(path) if path.is_file() else None


def card_font(px: int) -> tuple[pygame.font.Font, float]:
    """The card face sized so its digits stand about `px` tall, and its glyph-height/point-size ratio."""
    if not pygame.font.get_init():
        pygame.font.init()
    path = card_font_path()
    probe = pygame.font.Font(path, 100)
    ratio = probe.render("8", True, (0, 0, 0)).get_bounding_rect().height / 100
    return pygame.font.Font(path, max(int(round(px / ratio)), 6)), ratio


def index_label(card: Card, style: str, faces: str) -> str:
    """The index's numeral: the rank (or the pattern's own number: the Sarde's courts read 10, 11, 12), or on a
    French-suited deck A and its pattern's letters for the courts (J Q K), the 8 9 10 drawn as courts taking
    the court's letter."""
    if not is_french_suited(style):
        own = getattr(compose.module(style), "INDEX_LABELS", None)
        return own.get(card.rank, str(card.rank)) if own else str(card.rank)
    letters = compose.module(style).LETTERS
    if faces == "courts" and card.rank in (8, 9, 10):
        return letters[card.rank + 3]
    return letters.get(card.rank, "A" if card.rank == 1 else str(card.rank))

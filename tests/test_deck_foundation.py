"""What every deck stands on (#45), tested over DECK_STYLES so a deck added tomorrow is covered the day it lands:
the paper the same colour at every point (a double-ended card reads the same upside down), the cards' own
lettering face, faces distinct at every size the table draws, the 90 px swords and batons told apart by their
drawing alone, and each pattern's back its own design."""

from __future__ import annotations

import pygame
import pytest

from scopa_desktop.engine import Card
from scopa_desktop.storage import DECK_STYLES
from scopa_desktop.ui.cards import CardArt
from scopa_desktop.ui.cards.art import CARD_FONT, card_font_path
from scopa_desktop.ui.cards.layout import PAPER

DECK = [Card(r, s) for s in "dcsb" for r in range(1, 11)]
PIPS = [Card(r, s) for s in "dcsb" for r in (2, 3, 4, 5, 6)]


@pytest.fixture(scope="module")
def art() -> CardArt:
    pygame.display.init()
    pygame.font.init()
    return CardArt()


def _blank(surf: pygame.Surface, x: int, y: int) -> bool:
    """The pixel and its eight neighbours are all near the paper's colour (within 32 levels, wider than the
    old shading): blank card, not ink, paint or a shape's soft edge."""
    paper = pygame.Color(PAPER)
    for dx in (-1, 0, 1):
        for dy in (-1, 0, 1):
            c = surf.get_at((x + dx, y + dy))
            if max(abs(c[i] - paper[i]) for i in range(3)) > 32:
                return False
    return True


@pytest.mark.parametrize("style", DECK_STYLES)
def test_the_paper_is_the_same_colour_top_and_bottom(art: CardArt, style: str) -> None:
    """Blank paper near the top of a face and the same place turned round near the bottom are one colour
    (the old paper shaded darker toward the bottom, about 25 levels)."""
    compared = 0
    for card in PIPS:
        face = art.face(card, 300, style, indices=False)
        w, h = face.get_size()
        for y in range(round(h * 0.02), round(h * 0.2), 3):
            for x in range(round(w * 0.06), w - round(w * 0.06), 4):
                top, bottom = face.get_at((x, y)), face.get_at((w - 1 - x, h - 1 - y))
                if _blank(face, x, y) and _blank(face, w - 1 - x, h - 1 - y):
                    assert max(abs(top[i] - bottom[i]) for i in range(3)) <= 3, (style, str(card), x, y)
                    compared += 1
    assert compared > 500, f"too little blank paper found on {style}'s pip cards to judge"
    paper = art._layer("paper", art.size_for_height(300))
    assert tuple(paper.get_at((90, 150)))[:3] == tuple(pygame.Color(PAPER))[:3]


def test_the_cards_are_lettered_in_their_own_shipped_face() -> None:
    path = card_font_path()
    assert path is not None and path.endswith(CARD_FONT[-1])
    pygame.font.init()
    face = pygame.font.Font(path, 40)
    assert "Libertine" in face.name and face.name != pygame.font.Font(None, 40).name
    # lining figures: a "1" as tall as an "8" (old-style figures would make it a small "I")
    one, eight = (face.render(t, True, (0, 0, 0)).get_bounding_rect() for t in ("1", "8"))
    assert abs(one.height - eight.height) <= 1 and abs(one.bottom - eight.bottom) <= 1

"""What every deck stands on (#45), tested over DECK_STYLES so a deck added tomorrow is covered the day it lands:
the paper the same colour at every point (a double-ended card reads the same upside down), the cards' own
lettering face, faces distinct at every size the table draws, the 90 px swords and batons told apart by their
drawing alone, and each pattern's back its own design."""

from __future__ import annotations

import itertools

import pygame
import pytest
from test_decks import _differing, _on_felt  # pixels that differ plainly; a face laid on the felt

from scopa_desktop.engine import Card
from scopa_desktop.storage import DECK_STYLES
from scopa_desktop.ui.cards import CardArt, compose
from scopa_desktop.ui.cards.art import CARD_FONT, card_font_path
from scopa_desktop.ui.cards.layout import PAPER
from scopa_desktop.ui.layout import table_layout

DECK = [Card(r, s) for s in "dcsb" for r in range(1, 11)]
PIPS = [Card(r, s) for s in "dcsb" for r in (2, 3, 4, 5, 6)]


def table_sizes() -> list[int]:
    """Every card height the table draws at its smallest, usual and largest window, two and four players (the
    hand, the table's cards, the side panels' piles), with the sheets' 90 and 300."""
    sizes = {90, 300}
    for window in ((960, 600), (1280, 800), (1920, 1080)):
        for players in (2, 4):
            for large in (False, True):
                lay = table_layout(window, players, aspect=0.6, large=large)
                sizes |= {lay.hand_card_h, lay.table_card_h, lay.small_card_h}
    return sorted(sizes)


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


@pytest.mark.parametrize("style", DECK_STYLES)
def test_the_40_faces_are_distinct_at_every_size_the_table_draws(art: CardArt, style: str) -> None:
    for height in table_sizes():
        for indices in (True, False):
            faces = {pygame.image.tobytes(art.face(c, height, style, indices=indices), "RGBA") for c in DECK}
            assert len(faces) == 40, (style, height, indices)


@pytest.mark.parametrize("suit", ["s", "b"])
@pytest.mark.parametrize("style", DECK_STYLES)
def test_90px_swords_and_batons_read_apart_by_their_drawing_alone(art: CardArt, style: str, suit: str) -> None:
    """Without indices, the ace to the seven of swords (and of batons) at the table's smallest size differ by
    more than a speck: at least 60 plainly different pixels of the card's 4,860 (a blade more or less)."""
    faces = [art.face(Card(r, suit), 90, style, indices=False) for r in range(1, 8)]
    faces = [_on_felt(face, *face.get_size()) for face in faces]
    for i, j in itertools.combinations(range(7), 2):
        assert _differing(faces[i], faces[j]) >= 60, (style, f"{i + 1}{suit}", f"{j + 1}{suit}")


def _structure(back: pygame.Surface) -> list[float]:
    """A back's field above and below its medallion, grey, a third of its size, each value as standard
    scores: two backs of one design in other colours (or lighter, or darker) come out alike."""
    w, h = back.get_size()
    values: list[float] = []
    for y0, y1 in ((0.06, 0.28), (0.72, 0.94)):
        band = pygame.Rect(round(w * 0.08), round(h * y0), round(w * 0.84), round(h * (y1 - y0)))
        small = pygame.transform.smoothscale(back.subsurface(band), (band.w // 3, band.h // 3))
        for y in range(small.get_height()):
            for x in range(small.get_width()):
                c = small.get_at((x, y))
                values.append(0.299 * c.r + 0.587 * c.g + 0.114 * c.b)
    mean = sum(values) / len(values)
    spread = (sum((v - mean) ** 2 for v in values) / len(values)) ** 0.5 or 1.0
    return [(v - mean) / spread for v in values]


def test_every_deck_has_a_back_of_its_own_design(art: CardArt) -> None:
    """Not one template recoloured: compared in grey and by its pattern's shapes, each back's field differs
    from every other's (the one template in six colourings scored 0.01-0.20 here; two unrelated designs ~1)."""
    shapes = {style: _structure(art.back(200, style)) for style in DECK_STYLES}
    for a, b in itertools.combinations(DECK_STYLES, 2):
        distance = sum(abs(p - q) for p, q in zip(shapes[a], shapes[b], strict=True)) / len(shapes[a])
        assert distance > 0.5, (a, b, round(distance, 2))


def test_a_pattern_draws_its_own_back_else_the_template(monkeypatch) -> None:
    drawer = compose.module("napoletane")
    own = compose.back("napoletane").text()
    assert own != compose.template_back("napoletane").text()
    monkeypatch.setattr(drawer, "back", lambda svg: svg.rect(10, 10, 20, 20, 0, "#123456"))
    assert "#123456" in compose.back("napoletane").text()
    monkeypatch.delattr(drawer, "back")
    assert compose.back("napoletane").text() == compose.template_back("napoletane").text()
    art = CardArt()  # and the art draws whichever the module gives
    assert art.back(90, "napoletane").get_size() == art.size_for_height(90)


def test_card_sheets_writes_every_decks_sheets_and_one_of_all_backs(tmp_path) -> None:
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    env = dict(os.environ, SDL_VIDEODRIVER="dummy")
    subprocess.run([sys.executable, str(root / "scripts" / "check" / "card_sheets.py"), "--out", str(tmp_path),
                    "--sizes", "40", "--decks", "napoletane", "trevisane"], check=True, env=env, timeout=300,
                   capture_output=True)
    names = {p.name for p in tmp_path.iterdir()}
    assert names == {"napoletane_40.png", "napoletane_40_plain.png", "trevisane_40.png", "backs_40.png"}
    backs = pygame.image.load(str(tmp_path / "backs_40.png"))
    w, _ = CardArt().size_for_height(40)
    assert backs.get_width() > 2 * w and backs.get_height() > 40  # two backs side by side

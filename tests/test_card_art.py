"""Card art: every card renders at several sizes, cards are distinct, the settebello is special, caching;
without it the self-test fails (there is no stand-in art)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from scopa_desktop.engine import Card
from scopa_desktop.ui.cards import DECK_STYLES, FRENCH_FACES, CardArt

SIZES = (20, 48, 90, 200)
ITALIAN = [Card(r, s) for s in "dcsb" for r in range(1, 11)]
FRENCH_52 = [Card(r, s) for s in "dcsb" for r in range(1, 14)]
ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def art() -> CardArt:
    pygame.init()
    return CardArt()


def _bytes(surf: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surf, "RGBA")


def test_public_constants() -> None:
    assert DECK_STYLES == ("napoletane", "piacentine", "siciliane", "trevisane", "bergamasche", "french", "genovesi",
                           "toscane", "romagnole", "sarde", "triestine")
    assert FRENCH_FACES == ("courts", "pips")


def test_the_old_name_of_the_italian_deck_still_draws_the_napoletane(art: CardArt) -> None:
    assert art.face(Card(7, "d"), 90, "italian") is art.face(Card(7, "d"), 90, "napoletane")
    assert art.back(90, "italian") is art.back(90, "napoletane")


@pytest.mark.parametrize("height", SIZES)
def test_every_napoletane_card_renders(art: CardArt, height: int) -> None:
    w, h = art.size_for_height(height)
    for card in ITALIAN:
        surf = art.face(card, height, "napoletane")
        assert surf.get_size() == (w, h)
        assert surf.get_flags() & pygame.SRCALPHA
        # rounded corners: the very corner pixel is transparent, the centre is opaque
        if height >= 48:  # below that the corner radius is under a pixel
            assert surf.get_at((0, 0)).a < 160
        assert surf.get_at((w // 2, h // 2)).a == 255


@pytest.mark.parametrize("height", SIZES)
@pytest.mark.parametrize("faces", FRENCH_FACES)
def test_every_french_card_renders(art: CardArt, height: int, faces: str) -> None:
    w, h = art.size_for_height(height)
    for card in FRENCH_52:
        surf = art.face(card, height, "french", faces)
        assert surf.get_size() == (w, h)
        assert surf.get_at((w // 2, h // 2)).a == 255


def test_an_italian_deck_has_no_ranks_above_ten(art: CardArt) -> None:
    with pytest.raises(ValueError):
        art.face(Card(11, "d"), 90, "napoletane")


def test_unknown_style_is_refused(art: CardArt) -> None:
    with pytest.raises(ValueError):
        art.face(Card(1, "d"), 90, "tarot")
    with pytest.raises(ValueError):
        art.face(Card(1, "d"), 90, "french", "jokers")


@pytest.mark.parametrize("height", (90, 200))
def test_no_two_napoletane_cards_are_identical(art: CardArt, height: int) -> None:
    images = {_bytes(art.face(c, height, "napoletane")) for c in ITALIAN}
    assert len(images) == len(ITALIAN)


@pytest.mark.parametrize("faces", FRENCH_FACES)
def test_no_two_french_cards_are_identical(art: CardArt, faces: str) -> None:
    deck = FRENCH_52 if faces == "pips" else [c for c in FRENCH_52 if c.rank <= 10]
    images = {_bytes(art.face(c, 90, "french", faces)) for c in deck}
    assert len(images) == len(deck)


def test_french_faces_setting_changes_only_eight_to_ten(art: CardArt) -> None:
    for card in FRENCH_52:
        same = _bytes(art.face(card, 90, "french", "courts")) == _bytes(art.face(card, 90, "french", "pips"))
        assert same == (card.rank not in (8, 9, 10)), card
    # as courts, 8 9 10 are the J Q K figures (the index letter aside, the same picture as 11 12 13)
    assert art.svg(Card(8, "c"), "french", "courts") != art.svg(Card(8, "c"), "french", "pips")


def _differs_outside_pips(a: pygame.Surface, b: pygame.Surface) -> int:
    """Pixels that differ in the card's border band, where no pip of any seven is drawn."""
    w, h = a.get_size()
    band = max(3, w // 12)
    count = 0
    for y in range(h // 3, 2 * h // 3):  # clear of the corner indices
        for x in list(range(band)) + list(range(w - band, w)):
            pa, pb = a.get_at((x, y)), b.get_at((x, y))
            if sum(abs(pa[i] - pb[i]) for i in range(4)) > 60:
                count += 1
    return count


@pytest.mark.parametrize("height", (90, 200))
def test_settebello_is_special_beyond_its_pips(art: CardArt, height: int) -> None:
    settebello = art.face(Card(7, "d"), height, "napoletane")
    others = [art.face(Card(7, s), height, "napoletane") for s in "csb"]
    special = _differs_outside_pips(settebello, others[0])
    # the other sevens differ from each other only by their pips: nothing in the side bands
    assert _differs_outside_pips(others[0], others[1]) == 0
    assert special > height // 2
    # and the SVG carries the frame and ribbon the other sevens lack
    assert "ribbon" in art.svg(Card(7, "d")) and "ribbon" not in art.svg(Card(7, "c"))


def test_cache_returns_same_surface_and_new_one_for_new_size(art: CardArt) -> None:
    card = Card(3, "s")
    first = art.face(card, 120)
    assert art.face(card, 120) is first
    bigger = art.face(card, 240)
    assert bigger is not first and bigger.get_height() == 240
    assert art.face(card, 120, "french") is not first
    assert art.back(120) is art.back(120)
    assert art.back(120, "french") is not art.back(120)
    assert art.highlight(120, (255, 200, 0)) is art.highlight(120, (255, 200, 0))
    assert art.highlight(120, (0, 200, 255)) is not art.highlight(120, (255, 200, 0))
    assert art.dim(120) is art.dim(120)
    art.clear()
    assert art.face(card, 120) is not first


def test_backs_and_overlays_match_card_size(art: CardArt) -> None:
    for style in DECK_STYLES:
        back = art.back(150, style)
        assert back.get_size() == art.size_for_height(150)
        # a pattern, not a flat colour
        colours = {tuple(back.get_at((x, y))) for x in range(20, back.get_width() - 20, 7) for y in range(30, 120, 7)}
        assert len(colours) > 10
    hl = art.highlight(150, (255, 215, 90))
    dim = art.dim(150)
    w, h = art.size_for_height(150)
    assert hl.get_size() == dim.get_size() == (w, h)
    assert 0 < dim.get_at((w // 2, h // 2)).a < 255
    assert hl.get_at((2, h // 2)).a > hl.get_at((w // 2, h // 2)).a


def test_aspect_and_size_for_height(art: CardArt) -> None:
    assert 0.5 < art.aspect < 0.75
    w, h = art.size_for_height(300)
    assert h == 300 and w == round(300 * art.aspect)


def test_cache_keeps_only_recent_heights() -> None:
    from scopa_desktop.ui.cards.art import MAX_HEIGHTS

    art = CardArt()
    card = Card(5, "d")
    first = art.face(card, 40)
    for h in range(41, 41 + MAX_HEIGHTS):  # a window being resized
        art.face(card, h)
    assert art.face(card, 40 + MAX_HEIGHTS) is art.face(card, 40 + MAX_HEIGHTS)
    assert art.face(card, 40) is not first  # the oldest height was dropped and is drawn afresh


def test_selftest_fails_clearly_when_the_card_art_cannot_load(tmp_path: Path) -> None:
    # A fresh interpreter in which importing the card art fails, as in a frozen build that left it out.
    code = (
        "import sys\n"
        "sys.modules['scopa_desktop.ui.cards'] = None  # any import of it now raises ImportError\n"
        "from scopa_desktop.__main__ import main\n"
        f"sys.exit(main(['--selftest', '--home', {str(tmp_path)!r}]))\n"
    )
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                            timeout=120)
    assert result.returncode != 0
    assert "selftest failed: part of the game could not be loaded" in result.stderr
    assert "scopa_desktop.ui.cards" in result.stderr
    assert "selftest ok" not in result.stdout  # no match played with stand-in cards


def test_a_shape_for_one_size_is_left_out_whole_with_the_groups_inside_it() -> None:
    """`Svg.sized` shapes are cut from the other sizes' SVG up to their own end, not the first `</g>` inside them:
    a group nested in one goes with it and the document stays whole."""
    from scopa_desktop.ui.cards.svg import SMALL, Svg, for_height

    svg = Svg()
    with svg.sized(False):  # large cards only
        with svg.group("translate(7 9)"):
            svg.circle(0, 0, 5, "#123456")
        svg.circle(1, 1, 5, "#abcdef")
    svg.circle(2, 2, 5, "#fedcba")
    small, large = for_height(svg.text(), SMALL - 1), for_height(svg.text(), SMALL)
    assert "translate(7 9)" not in small and "#abcdef" not in small and "#fedcba" in small
    assert small.count("<g") == small.count("</g>")
    assert "translate(7 9)" in large and "#abcdef" in large and "#fedcba" in large

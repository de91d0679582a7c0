"""The decks (#30): every pattern draws 40 distinct faces and a back at every size, each card reads apart from
the others in Scopone's overlapping hand at 960x600, the small indices are an option only where the pattern
prints none, the teaching marks work on every deck, and each pattern carries its hallmarks."""

from __future__ import annotations

import dataclasses
import itertools
import json

import pygame
import pytest

from scopa_desktop.engine import MATTA, RE_BELLO, SETTEBELLO, Card, Rules
from scopa_desktop.i18n import Translator
from scopa_desktop.resources import project_path
from scopa_desktop.storage import DECK_STYLES, Settings
from scopa_desktop.ui.cards import PATTERNS, CardArt, mark_for, pattern
from scopa_desktop.ui.cards.decks import next_deck

SIZES = (20, 52, 90, 162, 300)  # from the smallest pile to a large window's hand (162: 960x600's hand)
DECK = [Card(r, s) for s in "dcsb" for r in range(1, 11)]
ITALIAN = [d for d in DECK_STYLES if pattern(d).suits != "french"]
HAND_960 = (162, 54)  # Scopone's hand at 960x600: card height and the step from one card to the next


@pytest.fixture(scope="module")
def art() -> CardArt:
    pygame.display.init()
    pygame.font.init()
    return CardArt()


def _bytes(surf: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surf, "RGBA")


def _on_felt(surf: pygame.Surface, width: int, height: int) -> pygame.Surface:
    out = pygame.Surface((width, height), 0, 32)
    out.fill((22, 92, 58))
    out.blit(surf, (0, 0))
    return out


def _differing(a: pygame.Surface, b: pygame.Surface) -> int:
    """Pixels that differ plainly between two same-sized surfaces."""
    result = pygame.PixelArray(a).compare(pygame.PixelArray(b), distance=0.2)
    marked = result.make_surface()
    result.close()
    return pygame.mask.from_threshold(marked, (0, 0, 0, 255), (2, 2, 2, 255)).count()


def test_the_registry_and_the_settings_name_the_same_decks() -> None:
    assert tuple(PATTERNS) == DECK_STYLES
    assert len(ITALIAN) >= 5, "at least five Italian regional patterns"
    suits = {pattern(d).suits for d in ITALIAN}
    assert suits == {"spanish", "northern"}, "Spanish-suited and north-eastern Italian-suited patterns both"


@pytest.mark.parametrize("height", SIZES)
@pytest.mark.parametrize("style", DECK_STYLES)
def test_every_deck_renders_40_distinct_faces_and_a_back_at_every_size(art: CardArt, style: str, height: int):
    w, h = art.size_for_height(height)
    faces = [art.face(card, height, style) for card in DECK]
    for card, surf in zip(DECK, faces, strict=True):
        assert surf.get_size() == (w, h), card
        assert surf.get_at((w // 2, h // 2)).a == 255, card
    back = art.back(height, style)
    assert back.get_size() == (w, h)
    images = {_bytes(s) for s in faces}
    assert len(images) == 40, f"two {style} faces alike at {height}px"
    assert _bytes(back) not in images
    xs, ys = range(2, w - 2, max(1, w // 12)), range(2, h - 2, max(1, h // 12))
    colours = {tuple(back.get_at((x, y))) for x in xs for y in ys}
    assert len(colours) > 6, "the back is a pattern, not a flat colour"


@pytest.mark.parametrize("style", DECK_STYLES)
def test_a_double_ended_court_reads_the_same_either_way_up(art: CardArt, style: str) -> None:
    """A mirrored pattern's court (drawn as its top half and laid again turned round) is the same picture
    turned half round, indices and all, on a straight or slanted line; a full-length court is not. (The frame
    is left out: the loader may set a card's two edges a pixel apart.)"""
    courts = [Card(r, s) for s in "dcsb" for r in (8, 9, 10)] + ([Card(11, "d")] if pattern(style).pack52 else [])
    for card in courts:
        for height in (90, 162, 301):
            w, h = art.size_for_height(height)
            face = _on_felt(art.face(card, height, style), w, h)
            turned = pygame.transform.rotate(face, 180)
            inside = pygame.Rect(round(w * 0.1), round(h * 0.06), w - 2 * round(w * 0.1), h - 2 * round(h * 0.06))
            differing = _differing(face.subsurface(inside), turned.subsurface(inside))
            same = differing < inside.width * inside.height * 0.004
            assert same == pattern(style).double_ended, (style, str(card), height, differing)


def test_every_deck_has_its_own_back(art: CardArt) -> None:
    assert len({_bytes(art.back(120, style)) for style in DECK_STYLES}) == len(DECK_STYLES)


@pytest.mark.parametrize("style", DECK_STYLES)
def test_every_card_reads_apart_in_scopones_overlapping_hand_at_960x600(art: CardArt, style: str) -> None:
    """Only a strip of each card shows in a ten-card hand at 960x600: no two strips alike, and with the small
    indices each corner alone tells the card."""
    height, step = HAND_960
    strips = [_on_felt(art.face(c, height, style), step, height) for c in DECK]
    corners = [s.subsurface((0, 0, step, round(height * 0.37))).copy() for s in strips]
    for i, j in itertools.combinations(range(len(DECK)), 2):
        assert _differing(strips[i], strips[j]) >= 100, (style, str(DECK[i]), str(DECK[j]))
        assert _differing(corners[i], corners[j]) >= 20, (style, str(DECK[i]), str(DECK[j]))


@pytest.mark.parametrize("style", DECK_STYLES)
def test_the_small_indices_are_an_option_only_where_the_pattern_prints_none(art: CardArt, style: str) -> None:
    own = pattern(style).own_index
    for card in (Card(1, "d"), Card(5, "s"), Card(9, "c")):
        plain, indexed = art.face(card, 162, style, indices=False), art.face(card, 162, style, indices=True)
        assert (_bytes(plain) == _bytes(indexed)) == own, (style, str(card))
    assert len({_bytes(art.face(c, 90, style, indices=False)) for c in DECK}) == 40, "plain faces are distinct too"


@pytest.mark.parametrize("style", ITALIAN)
def test_the_settebello_is_special_in_every_italian_deck(art: CardArt, style: str) -> None:
    assert "SETTEBELLO" in art.words(SETTEBELLO, style)
    assert "goldbar" in art.svg(SETTEBELLO, style) and "goldbar" not in art.svg(Card(7, "c"), style)
    # its gold frame shows down the sides, where the other sevens show paper
    face, other = art.face(SETTEBELLO, 162, style), art.face(Card(7, "b"), 162, style)
    band = pygame.Rect(3, 60, 6, 40)
    assert _differing(_on_felt(face.subsurface(band), 6, 40), _on_felt(other.subsurface(band), 6, 40)) > 40


def test_the_re_bello_and_the_matta_are_marked_only_when_the_rules_give_them_a_part() -> None:
    classic, re_bello = Rules.preset("classic"), Rules.preset("re_bello")
    cirulla = Rules.preset("cirulla")
    assert mark_for(RE_BELLO, re_bello) == "re_bello" and mark_for(RE_BELLO, classic) == ""
    assert mark_for(MATTA, cirulla) == "matta" and mark_for(MATTA, classic) == ""
    assert mark_for(SETTEBELLO, re_bello) == "" and mark_for(RE_BELLO, None) == ""
    both = dataclasses.replace(cirulla, re_bello=True)
    assert {mark_for(c, both) for c in DECK} == {"", "re_bello", "matta"}


@pytest.mark.parametrize("style", DECK_STYLES)
def test_the_teaching_marks_show_on_every_deck(art: CardArt, style: str) -> None:
    """The mark's frame runs round the card (its sides differ from the plain face's in every row, a pixel or two
    deep at 162 px) and its word's tab or ribbon adds a block of colour in the lower half."""
    for card, mark in ((RE_BELLO, "re_bello"), (MATTA, "matta")):
        plain, marked = art.face(card, 162, style), art.face(card, 162, style, mark=mark)
        w, h = plain.get_size()
        side = pygame.Rect(2, 40, 4, h - 80)
        assert _differing(_on_felt(plain.subsurface(side), 4, h - 80), _on_felt(marked.subsurface(side), 4, h - 80)) > (
            h - 80) * 3 // 2, (style, mark)
        low = pygame.Rect(round(w * 0.2), h // 2, round(w * 0.6), h // 2)  # between the frame's sides
        assert _differing(_on_felt(plain.subsurface(low), *low.size), _on_felt(marked.subsurface(low), *low.size)) > 250
    with pytest.raises(ValueError):
        art.face(RE_BELLO, 90, style, mark="joker")


@pytest.mark.parametrize(
    ("style", "code", "word"),
    [
        ("piacentine", "1d", "PIACENZA"),  # la Polla's scroll
        ("trevisane", "1c", "PERSE LA CAPA"),  # each ace its motto
        ("trevisane", "1d", "HA FORTUNA CONTRA"),
        ("trevisane", "1s", "SE IL COR TI MANCA"),
        ("trevisane", "1b", "TUO DANNO"),
        ("trevisane", "10b", "TARVISIUM"),  # the king of batons' shield
        ("bergamasche", "1b", "VINCERAI"),
    ],
)
def test_the_patterns_carry_their_words(art: CardArt, style: str, code: str, word: str) -> None:
    assert word in art.words(Card.parse(code), style)


def test_each_pattern_draws_its_own_suit_marks(art: CardArt) -> None:
    """No two decks share their coin, cup, sword or baton: the index's suit mark differs deck by deck."""
    for card in (Card(2, "d"), Card(2, "c"), Card(2, "s"), Card(2, "b")):
        corners = {_bytes(art.face(card, 162, style).subsurface((0, 0, 54, 60))) for style in DECK_STYLES}
        assert len(corners) == len(DECK_STYLES), str(card)


def test_d_goes_round_every_deck() -> None:
    seen = ["napoletane"]
    for _ in DECK_STYLES:
        seen.append(next_deck(seen[-1]))
    assert seen[:-1] == list(DECK_STYLES) and seen[-1] == "napoletane"
    assert next_deck("italian") == "piacentine"


def test_an_old_settings_file_with_the_italian_deck_still_loads(tmp_path) -> None:
    from scopa_desktop.storage import SettingsStore

    store = SettingsStore(tmp_path)
    store.path.write_text("schema_version: 2\ndeck_style: italian\n", encoding="utf-8")
    loaded = store.load()
    assert loaded.warnings == [] and loaded.settings.deck_style == "napoletane"
    assert Settings(deck_style="italian").deck_style == "napoletane"
    assert loaded.settings.deck_indices is True
    with pytest.raises(ValueError, match="deck_style"):
        Settings(deck_style="tarot")


def test_card_names_follow_the_deck_and_keep_the_italian_teaching() -> None:
    t = Translator("en")
    donna = t.card_phrase(Card(8, "c"), deck_style="siciliane")
    assert donna.italian == "Donna di Coppe" and "Fante" in donna.note
    assert t.card_keys(Card(8, "c"), deck_style="siciliane")[0] == "cards.deck_ranks.siciliane.8"
    assert t.card_phrase(Card(8, "c"), deck_style="napoletane").italian == "Fante di Coppe"
    assert t.card_phrase(Card(8, "c"), deck_size=52, deck_style="siciliane").italian == "Otto di Coppe"
    assert "Polla" in t.card_phrase(Card(1, "d"), deck_style="piacentine").note
    assert "Polla" not in t.card_phrase(Card(1, "d"), deck_style="napoletane").note
    it = Translator("it")
    assert it.card_phrase(Card(8, "s"), deck_style="siciliane").italian == "Donna di Spade"
    # the voice says the deck's own name too, from recordings that exist
    spoken = t.card_voice(Card(8, "c"), deck_style="siciliane")
    assert spoken == "cards.deck_ranks.siciliane.8+cards.of+cards.suits.c"
    manifest = json.loads(project_path("assets", "voice", "manifest.json").read_text(encoding="utf-8"))
    for part in spoken.split("+"):
        assert part in manifest and project_path("assets", "voice", manifest[part]["file"]).is_file(), part
    for lang in (t, it):
        for style in DECK_STYLES:
            assert lang.has(f"decks.{style}.region") and lang.has(f"decks.{style}.about")


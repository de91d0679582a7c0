"""The southern decks (#45: the Napoletane, the Siciliane and the Sarde): every court its own figure (no two courts
of one rank share an outline), each pattern its own back drawn by its own module, and the hallmarks the pattern's
drawing keeps: the Siciliane's portrait, trinacria and hero coins, the Sarde's own corner numbers (10, 11, 12 on
the courts) and its three of clubs alone uncrossed, the Napoletane's scenes on their cards."""

from __future__ import annotations

import importlib
import itertools
import math

import pygame
import pytest

from scopa_desktop.engine import Card
from scopa_desktop.ui.cards import CardArt, compose, pattern
from scopa_desktop.ui.cards.lettering import index_label as _label

SOUTH = ("napoletane", "siciliane", "sarde")


@pytest.fixture(scope="module")
def art() -> CardArt:
    pygame.display.init()
    pygame.font.init()
    return CardArt()


def _figure(surf: pygame.Surface) -> pygame.mask.Mask:
    """The pixels of a face that are not the plain paper (sampled at the top middle): the figure, filled."""
    same = pygame.mask.from_threshold(surf, surf.get_at((surf.get_width() // 2, 6)), (24, 24, 24, 255))
    same.invert()
    return same


@pytest.mark.parametrize("style", SOUTH)
def test_no_two_courts_of_one_rank_share_an_outline(art: CardArt, style: str) -> None:
    """In print every court of a rank stands in its own pose: the four figures' silhouettes differ by more than a
    recolouring or a mirrored prop would (at least 15% of the pixels either covers; the same figure recoloured
    differs by none, one prop moved by a few per cent)."""
    for rank in (8, 9, 10):
        masks = {suit: _figure(art.face(Card(rank, suit), 162, style, indices=False)) for suit in "dcsb"}
        for a, b in itertools.combinations("dcsb", 2):
            union = masks[a].overlap_mask(masks[a], (0, 0))
            union.draw(masks[b], (0, 0))
            both = masks[a].overlap_area(masks[b], (0, 0))
            differ = union.count() - both
            assert differ >= union.count() * 0.15, (style, rank, a, b, differ, union.count())


@pytest.mark.parametrize("style", SOUTH)
def test_each_southern_pattern_draws_its_own_back(style: str) -> None:
    """The pattern's module draws its back (maiolica tiles, a painted cart, a Sardinian weave), not the shared
    lattice of rosettes."""
    module = compose.module(style)
    assert hasattr(module, "back")
    text = compose.back(style).text()
    assert "backred" not in text and "backblue" not in text
    assert len(text) > 5000, "a drawn back, not a plain field"


def test_the_siciliane_coins_carry_the_kings_head_the_trinacria_and_the_hero(art: CardArt) -> None:
    def kinds(rank: int) -> list[str]:
        return [k.split(":")[1] for k, *_ in art._face_parts(Card(rank, "d"), "siciliane", "courts").sprites]

    assert kinds(2) == ["coin_head"] * 2
    assert kinds(3) == ["coin_trinacria"] * 3
    assert kinds(5).count("coin_hero") == 1 and kinds(5).count("coin") == 4
    assert set(kinds(6)) == {"coin"}


def test_the_sarde_prints_its_own_numbers_ten_eleven_twelve_on_the_courts(art: CardArt) -> None:
    """As on the Spanish packs it comes from, the Sarde's courts are numbered 10, 11 and 12 in the corners (they
    still count 8, 9 and 10); the other patterns' indices keep the rank."""
    assert pattern("sarde").own_index, "the pattern's own numbers are always in its corners"
    assert [_label(Card(r, "d"), "sarde", "courts") for r in (1, 7, 8, 9, 10)] == ["1", "7", "10", "11", "12"]
    assert [_label(Card(r, "d"), "napoletane", "courts") for r in (8, 9, 10)] == ["8", "9", "10"]
    # the knave's corner letters two figures: its numeral is far wider than the ace's one
    def numeral_width(card: Card) -> int:
        return art._index(card, "sarde", "courts", art.size_for_height(300))[0].get_width()

    assert numeral_width(Card(8, "c")) > 1.2 * numeral_width(Card(1, "c"))  # two figures, condensed to the column


def test_the_sarde_three_of_clubs_alone_lies_uncrossed() -> None:
    """Spanish packs cross their swords and clubs; the Sarde's three of clubs keeps its three apart."""
    pips = importlib.import_module("scopa_desktop.ui.cards.sarde.pips")

    def slant(grip, tip) -> float:
        return abs(math.degrees(math.atan2(tip[0] - grip[0], grip[1] - tip[1])))

    assert all(slant(g, t) < 1 for g, t in pips._layout("b", 3))
    for suit, rank in (("s", 2), ("s", 3), ("b", 2), ("b", 5)):
        assert any(slant(g, t) > 10 for g, t in pips._layout(suit, rank)), (suit, rank)


def test_the_napoletane_cards_keep_their_scenes(art: CardArt) -> None:
    """The pattern's own cards carry their own things, each in a colour no plain pip card of its suit uses: the
    red ribbons of the two and three of swords, the green garland of the four (its buds red), the fox of the
    five's hunt, the gatto mammone's flesh on the three of batons, the red ribbon under the four of coins' emblem."""
    from scopa_desktop.ui.cards.south_kit.ink import FLESH, GREEN, RED

    def has(rank: int, suit: str, colour: str) -> bool:
        return colour in art.svg(Card(rank, suit), "napoletane")

    swords = {rank: (has(rank, "s", RED), has(rank, "s", GREEN), has(rank, "s", "#d9772a")) for rank in range(2, 8)}
    assert swords == {2: (True, False, False), 3: (True, False, False), 4: (True, True, False),
                      5: (False, False, True), 6: (False, False, False), 7: (False, False, False)}
    assert [has(rank, "b", FLESH) for rank in range(2, 8)] == [False, True, False, False, False, False]
    assert [has(rank, "d", RED) for rank in range(2, 7)] == [False, False, True, False, False]

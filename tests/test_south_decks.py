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


class _Unlettered(CardArt):
    """Draws faces laid out for their corner indices (the pips drawn in as the game does) but leaves the
    indices themselves out (corners.letter does nothing while it draws), so what lies under them can be seen."""

    def face(self, *args, **kwargs):  # noqa: ANN002, ANN003
        from scopa_desktop.ui.cards import corners

        lettering, corners.letter = corners.letter, lambda *a, **k: None
        try:
            return super().face(*args, **kwargs)
        finally:
            corners.letter = lettering


@pytest.mark.parametrize("style", SOUTH)
def test_the_corner_indices_lie_on_paper_at_the_usual_size(style: str) -> None:
    """At the table's usual card size the corner indices (on by default) sit on bare paper: no sign, figure,
    mantle, floor or tail runs under them (at most a sliver of an edge). The settebello's gold frame, which every
    pattern shares and which the index is meant to sit on, is the one exception."""
    pygame.display.init()
    pygame.font.init()
    art = _Unlettered()
    paper = (251, 245, 230)
    for suit in "dcsb":
        for rank in range(1, 11):
            if (rank, suit) == (7, "d"):
                continue
            card = Card(rank, suit)
            surf = art.face(card, 300, style, indices=True)
            w, h = surf.get_size()
            *_, cx, top, _mark_top, bottom, col, _right = art._index(card, style, "courts", (w, h))
            pad = 2
            rect = pygame.Rect(round(cx - col / 2 - pad), top - pad, round(col + 2 * pad), bottom - top + 2 * pad)
            covered = 0
            for r in (rect, pygame.Rect(w - rect.right, h - rect.bottom, rect.w, rect.h)):
                inside = surf.subsurface(r.clip(pygame.Rect(3, 3, w - 6, h - 6))).copy()
                art_px = pygame.mask.from_threshold(inside, paper, (30, 30, 30, 255))
                art_px.invert()
                covered += art_px.count()
            assert covered < 0.1 * 2 * rect.w * rect.h, (style, card, covered, rect)


def test_the_siciliane_back_reads_the_same_either_way_up() -> None:
    """The back's border of triangles and its gold lattice are laid out so that, turned half round, they fall on
    themselves (the trinacria in the middle, being three-legged, cannot); and the lattice keeps to the red field,
    clear of the yellow band and of the margin."""
    pygame.display.init()
    back = CardArt().back(300, "siciliane")
    turned = pygame.transform.rotate(back, 180)
    w, h = back.get_size()
    differ = 0
    band = [(x, y) for y in range(h) for x in range(w)
            if (x < w * 0.16 or x > w * 0.84 or y < h * 0.1 or y > h * 0.9) and 3 < x < w - 3 and 3 < y < h - 3]
    for x, y in band:
        a, b = back.get_at((x, y)), turned.get_at((x, y))
        if sum(abs(a[i] - b[i]) for i in range(3)) > 90:
            differ += 1
    assert differ < 0.01 * len(band), differ
    # the margin outside the card's red frame is plain: no lattice line leaks onto it
    margin = back.get_at((round(w * 0.03), h // 2))
    assert margin[0] > 200 and margin[1] > 200, margin


@pytest.mark.parametrize("style", SOUTH)
def test_no_court_is_another_of_its_rank_mirrored(art: CardArt, style: str) -> None:
    """The four courts of a rank are four figures, not two drawn twice facing the other way: the overlap of any
    two silhouettes over their union, as drawn or with one turned left for right, stays well below a recoloured
    twin's (a figure recoloured scores 1.0; the same horse and rider mirrored about 0.9)."""
    for rank in (8, 9, 10):
        masks = {suit: _figure(art.face(Card(rank, suit), 162, style, indices=False)) for suit in "dcsb"}
        for a, b in itertools.combinations("dcsb", 2):
            flipped = pygame.mask.from_surface(pygame.transform.flip(masks[b].to_surface(setcolor=(255, 255, 255, 255),
                                                                                        unsetcolor=(0, 0, 0, 0)),
                                                                    True, False))
            for other in (masks[b], flipped):
                both = masks[a].overlap_area(other, (0, 0))
                union = masks[a].count() + other.count() - both
                assert both / union < 0.8, (style, rank, a, b, round(both / union, 2))

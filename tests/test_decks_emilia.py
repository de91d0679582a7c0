"""The two Emilian decks keep their printed hallmarks (docs/DECKS.md): the Piacentine's twelve mirrored courts
each their own figure, la Polla, the city's arms, the king of coins' axe and the king of batons in profile, the
cavalier of coins' horse seen from behind, signs as large as in print; the Romagnole's single-headed courts,
the knaves of coins and cups in trousers, flat hats, the kings of coins and cups with their axes, the bare ring
of the ace of coins, the stamp's cartouche on the fours of coins and swords."""

from __future__ import annotations

import importlib
import itertools

import pygame
import pytest

from scopa_desktop.engine import Card
from scopa_desktop.ui.cards import CardArt, compose, pattern
from scopa_desktop.ui.cards.emilia import heads
from scopa_desktop.ui.cards.svg import Svg


@pytest.fixture(scope="module")
def art() -> CardArt:
    pygame.display.init()
    pygame.font.init()
    return CardArt()


def _drawn(style: str, code: str) -> Svg:
    card = Card.parse(code)
    return compose.face(style, card.rank, card.suit)


def _calls(monkeypatch, owner, name: str) -> list[tuple]:
    """Record the calls to `owner.name` (still drawing as before)."""
    seen: list[tuple] = []
    real = getattr(owner, name)

    def spy(*args, **kwargs):
        seen.append((args, kwargs))
        return real(*args, **kwargs)

    monkeypatch.setattr(owner, name, spy)
    return seen


def _figure(art: CardArt, style: str, code: str, height: int = 162) -> pygame.mask.Mask:
    """The pixels of a face where something is drawn over the blank paper (indices off)."""
    face = art.face(Card.parse(code), height, style, indices=False)
    paper = art.face(Card(7, "c"), height, style, indices=False).get_at((face.get_width() // 2, 3))
    surf = pygame.Surface(face.get_size(), 0, 32)
    surf.blit(face, (0, 0))
    mask = pygame.mask.from_threshold(surf, paper, (24, 24, 24, 255))
    mask.invert()
    return mask


@pytest.mark.parametrize("style", ["piacentine", "romagnole"])
@pytest.mark.parametrize("rank", [8, 9, 10])
def test_no_two_courts_of_one_rank_share_an_outline(art: CardArt, style: str, rank: int) -> None:
    """In print every court is its own figure: the drawn outlines of a rank's four courts overlap well short of
    being one figure recoloured."""
    masks = {suit: _figure(art, style, f"{rank}{suit}") for suit in "dcsb"}
    for a, b in itertools.combinations("dcsb", 2):
        both = masks[a].overlap_area(masks[b], (0, 0))
        either = masks[a].count() + masks[b].count() - both
        assert both / either < 0.85, (style, rank, a, b, round(both / either, 3))


def test_the_piacentine_courts_keep_their_hallmarks(monkeypatch) -> None:
    from scopa_desktop.ui.cards.piacentine import cavalli, re

    axes = _calls(monkeypatch, re, "_axe")
    faces = _calls(monkeypatch, heads, "face")
    _drawn("piacentine", "10d")
    assert axes, "the king of coins holds his axe"
    assert abs(faces[-1][0][4].turn) >= 1, "the king of coins is seen in profile"
    faces.clear()
    _drawn("piacentine", "10b")
    assert abs(faces[-1][0][4].turn) >= 1, "the king of batons is seen in profile"
    quarters = _calls(monkeypatch, cavalli, "_quarters")
    neck = _calls(monkeypatch, cavalli, "_neck_turned_back")
    _drawn("piacentine", "9d")
    assert quarters and neck, "the cavalier of coins' horse is seen from behind: quarters, tail and hind legs nearest"
    quarters.clear()
    for code in ("9c", "9s", "9b"):
        _drawn("piacentine", code)
    assert not quarters, "the other cavaliers' horses go sideways"
    assert pattern("piacentine").double_ended
    kings = [_drawn("piacentine", f"10{s}").text() for s in "dcsb"]
    assert all('"#' in k for k in kings) and len(set(kings)) == 4


def test_the_piacentine_aces_and_the_four_of_coins_keep_their_hallmarks(monkeypatch, art: CardArt) -> None:
    from scopa_desktop.ui.cards.piacentine import emblem

    assert "PIACENZA" in art.words(Card(1, "d"), "piacentine")
    arms = _calls(monkeypatch, emblem, "city_arms")
    crown = _calls(monkeypatch, emblem, "_turreted_crown")
    _drawn("piacentine", "4d")
    assert arms and crown, "the four of coins carries the city's arms under a city's turreted crown"
    # la Polla's great white ring fills the card: its middle is white, not paper
    face = art.face(Card(1, "d"), 300, "piacentine", indices=False)
    w, h = face.get_size()
    middle = face.get_at((w // 2, round(h * 0.476)))
    assert min(middle[:3]) > 245, middle


def test_the_piacentine_signs_are_as_large_as_in_print() -> None:
    """The two of coins' coins about two thirds of the card wide, the clubs of the two a third."""
    coins = [s for s in _drawn("piacentine", "2d").sprites if s[0].endswith(":coin")]
    assert len(coins) == 2 and all(size >= 0.6 * 600 for _, _, _, size, _ in coins)
    clubs = [s for s in _drawn("piacentine", "2b").sprites if s[0].endswith(":club_long")]
    assert len(clubs) == 2 and all(size >= 0.75 * 1000 for _, _, _, size, _ in clubs)


def test_the_romagnole_courts_keep_their_hallmarks(monkeypatch) -> None:
    from scopa_desktop.ui.cards.romagnole import figure, re

    assert not pattern("romagnole").double_ended and pattern("romagnole").suits == "spanish"
    trousers = _calls(monkeypatch, figure, "trousers")
    for code, wears in (("8d", True), ("8c", True), ("8s", False), ("8b", False)):
        trousers.clear()
        _drawn("romagnole", code)
        assert bool(trousers) == wears, code
    hats = _calls(monkeypatch, heads, "wear")
    for code in ("8d", "8c", "8b", "9d", "9c", "9s", "9b"):
        hats.clear()
        _drawn("romagnole", code)
        assert hats[-1][0][1] == "flat", code
    hats.clear()
    _drawn("romagnole", "8s")
    assert hats[-1][0][1] != "flat" and hats[-1][0][8], "the knave of swords' hat is a plumed one"
    axes = _calls(monkeypatch, re, "_axe")
    for code, has_axe in (("10d", True), ("10c", True), ("10s", False), ("10b", False)):
        axes.clear()
        _drawn("romagnole", code)
        assert bool(axes) == has_axe, code


def test_the_romagnole_aces_and_fours_keep_their_hallmarks(monkeypatch, art: CardArt) -> None:
    pips = importlib.import_module("scopa_desktop.ui.cards.romagnole.pips")  # the package's pips() shadows it

    # the ace of coins is a ring of ornament round a blank: its middle is one plain pale colour, its ring is not
    face = art.face(Card(1, "d"), 300, "romagnole", indices=False)
    w, h = face.get_size()
    middle = {tuple(face.get_at((w // 2 + dx, h // 2 + dy))) for dx in range(-20, 21, 10) for dy in range(-20, 21, 10)}
    assert len(middle) == 1 and min(next(iter(middle))[:3]) > 235, middle
    ring = {tuple(face.get_at((w // 2 + dx, round(h / 2 - 0.6 * w / 2)))) for dx in range(-12, 13, 3)}
    assert len(ring) > 2, "the ring round the blank is ornament, not paper"
    stamps = _calls(monkeypatch, pips, "cartouche")
    for code, stamped in (("4d", True), ("4s", True), ("4c", False), ("4b", False), ("5d", False)):
        stamps.clear()
        _drawn("romagnole", code)
        assert bool(stamps) == stamped, code


@pytest.mark.parametrize("style", ["piacentine", "romagnole"])
def test_each_emilian_deck_draws_its_own_back(art: CardArt, style: str) -> None:
    from scopa_desktop.ui.cards import piacentine, romagnole

    module = {"piacentine": piacentine, "romagnole": romagnole}[style]
    drawn = _calls_plain(module.back)
    assert drawn is not None
    others = {compose.back(s).text() for s in ("napoletane", "trevisane")}
    assert compose.back(style).text() not in others


def _calls_plain(back) -> Svg:
    svg = Svg()
    back(svg)
    return svg if svg.body else None

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
    paper = art.face(Card(7, "c"), height, style, indices=False).get_at((3, 3))  # the index's corner
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



def test_the_romagnole_signs_are_as_large_and_as_various_as_in_print(art: CardArt) -> None:
    """The two of cups' chalice (set over to the right, clear of the index) is about three fifths of the card wide at
    300 px, with the game's index on; the
    swords take turns point up and hilt up; no two clubs of a pip card are the same cut."""
    face = art.face(Card(2, "c"), 300, "romagnole")
    w, h = face.get_size()
    paper = face.get_at((w // 2, 3))
    widest = 0
    for y in range(h // 8, h // 2):
        xs = [x for x in range(round(w * 0.2), w) if sum(abs(face.get_at((x, y))[i] - paper[i])
                                                                       for i in range(3)) > 60]
        widest = max(widest, xs[-1] - xs[0] + 1 if xs else 0)
    assert widest >= 0.55 * w, widest  # it was 58 px of 180 (0.32)
    for rank in range(2, 8):
        turns = {rot for kind, _, _, _, rot in _drawn("romagnole", f"{rank}s").sprites if rot != 90}
        assert rank == 4 or turns == {0, 180}, (rank, turns)
    for rank in (2, 4, 5, 6, 7):
        clubs = [kind for kind, _, _, _, rot in _drawn("romagnole", f"{rank}b").sprites if rot != 90]
        assert len(set(clubs)) >= min(len(clubs), 4), (rank, clubs)  # all differ, or at least four cuts

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


def _index_box(art: CardArt, style: str, card: Card, size: tuple[int, int]) -> pygame.Rect:
    """Where the game's small index lies in the top-left corner of `card` at `size`."""
    glyph, mark, kind, mark_px, cx, top, mark_top, bottom, col, right = art._index(card, style, "courts", size)
    return pygame.Rect(round(cx - col / 2), top, round(col) + 1, bottom - top + 1)


def test_the_romagnole_grids_leave_a_small_index_bare_paper_and_keep_their_columns_square(monkeypatch) -> None:
    """At 90 px (the largest index) the 4-6 of coins and 5-6 of cups are laid afresh, as the seven of cups is,
    every sign alike and nearly full size (the coins at 0.8, the cups no smaller than the seven's), so the index
    stands on bare paper, no plaque; at 300 px the columns stay square, drawn in a little."""
    from scopa_desktop.ui.cards import corners
    plaques = _calls_returning(monkeypatch, corners, "needs_plaque")
    ways = _calls_returning(monkeypatch, corners, "giving_way")
    art = CardArt()
    for code in ("4d", "5d", "6d", "5c", "6c"):
        art.face(Card(int(code[0]), code[1]), 90, "romagnole", indices=True)
        assert plaques[-1] is False, code
        still, way, sprites = ways[-1]
        assert (still, way) == ((), (0.0, 0.0, 1.0)), code  # laid afresh, none drawn in
        assert len(sprites) == int(code[0]) and len({s[3] for s in sprites}) == 1, code  # every sign alike
        assert sprites[0][3] >= (160 if code[1] == "d" else 178), code
        art.face(Card(int(code[0]), code[1]), 300, "romagnole", indices=True)
        assert ways[-1][:2] == ((), (0.0, 0.5, 0.8)), code  # all drawn in together


@pytest.mark.parametrize("style", ["piacentine", "romagnole"])
def test_the_courts_leave_the_corner_index_its_paper(art: CardArt, style: str) -> None:
    """The game's small index (on by default) never lies over a court's drawing at 300 px: under it, in both
    corners, each court shows only its blank ground (paper, and the Piacentine's frame rule)."""
    size = art.size_for_height(300)
    w, h = size
    for rank in (8, 9, 10):
        for suit in "dcsb":
            card = Card(rank, suit)
            face = art.face(card, 300, style, indices=False)
            ground = art._layer(art._face_parts(card, style, "courts").layer, size)
            box = _index_box(art, style, card, size)
            drawn = 0
            for x in range(box.left, box.right):
                for y in range(box.top, box.bottom):
                    for px, py in ((x, y), (w - 1 - x, h - 1 - y)):
                        a, b = face.get_at((px, py)), ground.get_at((px, py))
                        drawn += sum(abs(a[i] - b[i]) for i in range(3)) > 60
            assert drawn <= box.width * box.height * 0.01, (style, card, drawn)


@pytest.mark.parametrize("style", ["piacentine", "romagnole"])
def test_every_court_has_a_face_of_its_own(monkeypatch, style: str) -> None:
    """No two of a deck's twelve courts share a face: any two differ in at least two of the face's cut (jaw,
    nose, eyes, brows, mouth, the hair's cut), the hair's colour and the beard, not one face recoloured."""
    from scopa_desktop.ui.cards.emilia import faces

    drawn = _calls(monkeypatch, faces, "draw")
    seen = {}
    for rank in (8, 9, 10):
        for suit in "dcsb":
            drawn.clear()
            _drawn(style, f"{rank}{suit}")
            args = drawn[-1][0]
            who, mien = args[4], args[5]
            seen[f"{rank}{suit}"] = (mien.jaw, mien.nose, mien.eyes, mien.brow, mien.mouth, mien.hair, who.hair_colour,
                                     who.beard)
    for (a, fa), (b, fb) in itertools.combinations(seen.items(), 2):
        assert sum(x != y for x, y in zip(fa, fb, strict=True)) >= 2, (style, a, b, fa)


def test_the_piacentine_riders_feet_rest_above_the_line(art: CardArt) -> None:
    """Each cavalier's foot rests in its stirrup above the line between the halves: where the halves meet, the
    middle of the card is the horse and its cloth, not a dark bar of two boots meeting."""
    w, h = art.size_for_height(300)
    for suit in "dcsb":
        face = art.face(Card(9, suit), 300, "piacentine", indices=False)
        band = [(x, y) for x in range(round(w * 0.3), round(w * 0.7)) for y in range(round(h * 0.47), round(h * 0.53))
                if abs(y - h / 2) > 2]
        dark = sum(sum(face.get_at(p)[:3]) < 180 for p in band)
        assert dark < len(band) * 0.25, (suit, dark, len(band))  # boots meeting at the line made it 0.4


@pytest.mark.parametrize("style", ["piacentine", "romagnole"])
def test_every_court_face_is_modelled_by_its_own_engraved_strokes(monkeypatch, style: str) -> None:
    """The printed portraits are engraved: every court's face carries fine strokes along the cheek (and the
    nose's shadow side), and no two courts of a deck are hatched alike."""
    from scopa_desktop.ui.cards.emilia import engrave

    made = _calls_returning(monkeypatch, engrave, "front")
    hatching = {}
    for rank in (8, 9, 10):
        for suit in "dcsb":
            made.clear()
            profiles = _calls(monkeypatch, engrave, "profile")
            _drawn(style, f"{rank}{suit}")
            if made:
                strokes, nose_shade = made[-1]
                assert len(strokes) >= 3 and nose_shade, (style, rank, suit)
                hatching[f"{rank}{suit}"] = tuple(strokes)
            else:
                assert profiles, f"{rank}{suit} is drawn neither turned to us nor in profile"
    assert len(hatching) >= 8
    assert len(set(hatching.values())) == len(hatching), "two courts hatched alike"


def _calls_returning(monkeypatch, owner, name: str) -> list:
    """Record what `owner.name` returns (still drawing as before)."""
    seen: list = []
    real = getattr(owner, name)

    def spy(*args, **kwargs):
        out = real(*args, **kwargs)
        seen.append(out)
        return out

    monkeypatch.setattr(owner, name, spy)
    return seen

"""The north-eastern Italian-suited decks (#45): the Trevisane, the Bergamasche and the Triestine. Each court is
its own figure (no two of one rank share an outline), each holds its own sign, each pattern keeps the hallmarks
docs/DECKS.md names, the swords and batons of 4 to 7 read apart at 90 px by their drawing alone, the ace's scroll
is never under a corner index, and the Triestine numbers its courts 11, 12 and 13 and names them on their band."""

from __future__ import annotations

import itertools

import pygame
import pytest

from scopa_desktop.engine import Card
from scopa_desktop.ui.cards import CardArt, pattern
from scopa_desktop.ui.cards.north_kit.court import Court

NORTH = ("trevisane", "bergamasche", "triestine")
OWN = {"d": "coin", "c": "cup", "s": "sword", "b": "club"}


@pytest.fixture(scope="module")
def art() -> CardArt:
    pygame.display.init()
    pygame.font.init()
    return CardArt()


def _courts(style: str) -> dict[tuple[int, str], Court]:
    from importlib import import_module

    return import_module(f"scopa_desktop.ui.cards.{style}.courts").COURTS


def _ink(surf: pygame.Surface, box: pygame.Rect) -> pygame.mask.Mask:
    """The dark key lines inside `box`: the figure's outline as the eye reads it."""
    part = surf.subsurface(box).copy()
    return pygame.mask.from_threshold(part, (20, 18, 14, 255), (60, 60, 60, 255))


@pytest.mark.parametrize("style", NORTH)
def test_every_court_holds_its_own_sign_and_only_cavaliers_ride(style: str) -> None:
    courts = _courts(style)
    assert set(courts) == {(r, s) for r in (8, 9, 10) for s in "dcsb"}
    for (rank, suit), court in courts.items():
        holds = {court.near.holds, court.far.holds}
        own = {"mace"} if style == "bergamasche" and suit == "b" else {OWN[suit]}
        if suit == "s":
            own.add("sabre")  # a curved sword is a sword
        assert own & holds, (style, rank, suit)
        assert (court.mount is not None) == (rank == 9), (style, rank, suit)


@pytest.mark.parametrize("style", NORTH)
def test_no_two_courts_of_one_rank_share_an_outline(art: CardArt, style: str) -> None:
    """As in print, each of the four knaves (cavaliers, kings) is its own figure: their key lines differ over a
    good part of the card, not only their colours."""
    height = 300
    w, h = art.size_for_height(height)
    box = pygame.Rect(round(w * 0.12), round(h * 0.1), round(w * 0.76), round(h * 0.36))  # the top half's figure
    for rank in (8, 9, 10):
        outlines = {s: _ink(art.face(Card(rank, s), height, style), box) for s in "dcsb"}
        for a, b in itertools.combinations("dcsb", 2):
            ma, mb = outlines[a], outlines[b]
            overlap = ma.overlap_area(mb, (0, 0))
            union = ma.count() + mb.count() - overlap
            assert overlap / union < 0.5, (style, rank, a, b, overlap / union)


def test_the_trevisane_courts_keep_their_hallmarks() -> None:
    courts = _courts("trevisane")
    knave = courts[8, "s"]
    assert knave.wear == "bare" and "severed" in {knave.near.holds, knave.far.holds}  # la vecia scapelada
    assert knave.face.beard  # bearded
    cups = courts[8, "c"]
    props = {e.name for e in cups.extra} | {e.name for e in cups.behind}  # the moon may hang before or behind him
    assert {"dog", "moon"} <= props
    assert "seal" in {e.name for e in courts[10, "b"].extra}  # TARVISIUM
    for suit in "dcsb":
        mount = courts[9, suit].mount
        assert mount.mouth_open and mount.plume and mount.facing < 0  # open-mouthed, plumed, turned left
        assert courts[10, suit].wear == "fleurons" and courts[10, suit].collar == "ruff"
    assert "sabre" in {courts[9, "s"].near.holds, courts[9, "s"].far.holds}
    assert {courts[8, s].wear for s in "dcb"} == {"venetian"}  # the knaves' one cap, but swords'
    assert not any(courts[9, s].mount.pose == "turned" for s in "dcsb")  # every horse's head turned left, none at us
    assert "pike" in {arm.holds for s in "dcsb" for arm in (courts[10, s].near, courts[10, s].far)}  # the key


def test_the_bergamasche_courts_keep_their_hallmarks() -> None:
    courts = _courts("bergamasche")
    assert courts[8, "s"].far.holds == "hilt"  # the knave of swords' second sword
    assert not any(c.face.beard or c.face.moustache for c in courts.values())  # beardless, the kings' too
    assert len({c.face for c in courts.values()}) == 12  # each his own face
    assert len({(c.face.hair, c.face.hair_colour) for c in courts.values()}) == 12  # and his own head of hair
    assert {courts[10, s].wear for s in "dcsb"} == {"points"}
    assert {courts[9, s].mount.facing for s in "dcsb"} == {-1, 1}  # horses turned both ways
    for (rank, suit), court in courts.items():  # every sign held up on the left, as printed (or leaning there)
        arm = next(a for a in (court.near, court.far) if a.holds in ("coin", "cup", "sword", "mace"))
        assert arm.wrist[0] < court.body.neck[0] or arm.prop_angle < -20, (rank, suit)


def test_no_two_bergamasche_knaves_or_kings_stand_in_one_pose() -> None:
    """Print's Bergamasche knaves and kings each hold their sign and their free hand their own way: between any
    two of a rank, one of the hands (taken left to right) is at least 90 units (of the 600-wide card) elsewhere."""
    import math

    courts = _courts("bergamasche")
    for rank in (8, 10):
        for a, b in itertools.combinations("dcsb", 2):
            hands = [sorted(arm.wrist for arm in (courts[rank, s].near, courts[rank, s].far)) for s in (a, b)]
            moved = max(math.dist(p, q) for p, q in zip(*hands, strict=True))
            assert moved >= 90, (rank, a, b, moved)


def test_the_triestine_courts_keep_their_hallmarks(art: CardArt) -> None:
    courts = _courts("triestine")
    knave = courts[8, "s"]
    assert "severed" not in {knave.near.holds, knave.far.holds}  # the Trevisane's head is gone
    crowns = [courts[10, s].wear for s in "dcsb"]  # two mitred crowns, two open ones: four kings, not one
    assert sorted(crowns) == ["imperial", "imperial", "trefoil", "trefoil"]
    assert len({courts[10, s].collar for s in "dcsb"}) >= 3
    assert "pike" in {arm.holds for s in "dcsb" for arm in (courts[10, s].near, courts[10, s].far)}  # the key
    assert "FANTE DI DANARI" in art.words(Card(8, "d"), "triestine")
    assert "CAVAL DI COPPE" in art.words(Card(9, "c"), "triestine")
    assert "RE DI BASTONI" in art.words(Card(10, "b"), "triestine")


def test_each_north_pattern_wears_its_own_headwear() -> None:
    worn = {style: {(r, c.wear) for (r, _), c in _courts(style).items()} for style in NORTH}
    for a, b in itertools.combinations(NORTH, 2):
        assert not worn[a] & worn[b] - {(8, "bare")}, (a, b)


def test_the_triestine_numbers_its_courts_eleven_twelve_thirteen(art: CardArt) -> None:
    """Its corners read 11, 12, 13 on the knave, cavalier and king (the Trevisane's read 8, 9, 10)."""
    assert pattern("triestine").own_index and pattern("triestine").double_ended
    from scopa_desktop.ui.cards.lettering import index_label as _label

    assert [_label(Card(r, "d"), "triestine", "courts") for r in (1, 7, 8, 9, 10)] == ["1", "7", "11", "12", "13"]
    assert [_label(Card(r, "d"), "trevisane", "courts") for r in (8, 9, 10)] == ["8", "9", "10"]


@pytest.mark.parametrize(("style", "motto"), [
    ("triestine", "SON GLI AMICI MOLTO RARI QUANDO NON SI HA DANARI"),
    ("triestine", "UNA COPPA DI BUON VIN FA CORAGGIO FA MORBIN"),
    ("triestine", "IL GIUOCO DELLA SPADA A MOLTI NON AGGRADA"),
    ("triestine", "MOLTE VOLTE LE GIUOCATE VAN FINIRE A BASTONATE"),
    ("trevisane", "NON VAL SAPER A CHI HA FORTUNA CONTRA"),
    ("trevisane", "PER UN PUNTO MARTIN PERSE LA CAPA"),
])
def test_the_aces_carry_their_whole_mottoes(art: CardArt, style: str, motto: str) -> None:
    suit = {"DANARI": "d", "MORBIN": "c", "AGGRADA": "s", "BASTONATE": "b", "CONTRA": "d", "CAPA": "c"}[
        motto.split()[-1]]
    assert motto in " ".join(art.words(Card(1, suit), style))  # lettered whole, over its scroll's lines


@pytest.mark.parametrize("style", NORTH)
@pytest.mark.parametrize("suit", "sb")
def test_four_to_seven_swords_and_batons_read_apart_at_90px_by_their_drawing(art: CardArt, style: str,
                                                                           suit: str) -> None:
    """Only the middle of the card (no corner index) is compared: the drawing alone tells 4, 5, 6 and 7 apart."""
    w, h = art.size_for_height(90)
    box = pygame.Rect(round(w * 0.22), round(h * 0.22), round(w * 0.56), round(h * 0.56))
    middles = {r: art.face(Card(r, suit), 90, style, indices=False).subsurface(box).copy() for r in (4, 5, 6, 7)}
    for a, b in itertools.combinations((4, 5, 6, 7), 2):
        pa, pb = pygame.PixelArray(middles[a]), pygame.PixelArray(middles[b])
        marked = pa.compare(pb, distance=0.15).make_surface()
        pa.close()
        pb.close()
        differing = pygame.mask.from_threshold(marked, (0, 0, 0, 255), (2, 2, 2, 255)).count()
        assert differing >= box.width * box.height * 0.08, (style, suit, a, b, differing)


@pytest.mark.parametrize("style", ("trevisane", "triestine"))
@pytest.mark.parametrize("height", (90, 162, 300))
def test_an_aces_scroll_is_never_under_a_corner_index(art: CardArt, style: str, height: int) -> None:
    """The aces' mottoes sit on scrolls between the corner indices: with and without the indices drawn, the
    scroll's rows are the same (the index covers none of it) at every size."""
    from importlib import import_module

    aces = import_module(f"scopa_desktop.ui.cards.{style}.aces")
    x0, x1, y = aces.SCROLL
    w, h = art.size_for_height(height)
    sx, sy = w / 600, h / 1000
    box = pygame.Rect(int(x0 * sx), int((y - 70) * sy), int((x1 - x0) * sx) + 1, int(140 * sy) + 1)
    index_box = _index_rect(art, height)
    turned = pygame.Rect(w - index_box.right, h - index_box.bottom, index_box.width, index_box.height)
    for suit in "dcsb":
        assert not box.colliderect(index_box) and not box.colliderect(turned), (style, suit, height, box, turned)


def _index_rect(art: CardArt, height: int) -> pygame.Rect:
    """Where the top-left corner index lies on a card of `height` (glyph, mark and the plaque's margin)."""
    w, h = art.size_for_height(height)
    index = art._index(Card(1, "d"), "trevisane", "courts", (w, h))
    glyph, mark, kind, mark_px, cx, top, mark_top, bottom, col, right = index
    pad = max(round(8 * h / 1000), 2)
    return pygame.Rect(round(cx - col / 2 - pad), top - pad, round(col + 2 * pad), bottom - top + 2 * pad)

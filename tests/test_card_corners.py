"""What every deck's corners and marks keep clear (#45): the game's small index never sits on a drawing (it
finds clear paper or stands on a plaque of its own), a 6 and a 9 are underlined so neither reads as the other
turned round, and the MATTA, RE BELLO and SETTEBELLO words cover no pip and no index."""

from __future__ import annotations

import pygame
import pytest
from test_deck_foundation import table_sizes

from scopa_desktop.engine import MATTA, RE_BELLO, Card
from scopa_desktop.storage import DECK_STYLES
from scopa_desktop.ui.cards import CardArt, compose, corners, marks, pattern
from scopa_desktop.ui.cards.layout import PAPER, RIBBON_X0, RIBBON_X1, RIBBON_Y
from scopa_desktop.ui.cards.svg import H, W, rasterise

DECK = [Card(r, s) for s in "dcsb" for r in range(1, 11)]
READ_SIZES = [h for h in table_sizes() if h >= 90]  # the hand's and the table's cards (below: the piles' tops)
SPECK = 0.015  # of an index's footprint: the soft edge of a pip nearby, not a drawing under it
ITALIAN = [d for d in DECK_STYLES if pattern(d).suits != "french"]


@pytest.fixture(scope="module")
def art() -> CardArt:
    pygame.display.init()
    pygame.font.init()
    return CardArt()


def _drawing(surf: pygame.Surface, blank: pygame.Surface) -> pygame.mask.Mask:
    """The face's drawing: every pixel plainly off the paper's colour that the blank card (its edge) lacks."""
    near = (40, 40, 40, 255)
    ink = pygame.mask.from_threshold(surf, pygame.Color(PAPER), near)
    ink.invert()
    edge = pygame.mask.from_threshold(blank, pygame.Color(PAPER), near)
    edge.invert()
    ink.erase(edge, (0, 0))
    return ink


def _unchanged(a: pygame.Surface, b: pygame.Surface) -> pygame.mask.Mask:
    """The pixels two same-sized faces share."""
    result = pygame.PixelArray(a).compare(pygame.PixelArray(b), distance=0.02)
    marked = result.make_surface()
    result.close()
    return pygame.mask.from_threshold(marked, (255, 255, 255, 255), (2, 2, 2, 255))


def _ink(art: CardArt, card: Card, height: int, style: str) -> pygame.mask.Mask:
    """The index's own ink (numeral and mark, both corners, no plaque), lettered alone on a clear card."""
    size = art.size_for_height(height)
    index = art._index(card, style, "courts", size)
    alone = pygame.Surface(size, pygame.SRCALPHA)
    corners.letter(alone, index, None, pygame.transform.rotate(index.mark, 180))
    return pygame.mask.from_surface(alone, 8)


def _column(rect: pygame.Rect, height: int) -> pygame.Rect:
    """The numeral's and the mark's column inside an index's footprint (less its plaque's margin and the soft
    edge of its rounded corners)."""
    margin = max(round(8 * height / H), 2) + 1
    return rect.inflate(-2 * margin, -2 * margin)


def _count_in(mask: pygame.mask.Mask, rect: pygame.Rect) -> int:
    window = pygame.mask.Mask(mask.get_size())
    window.draw(pygame.mask.Mask(rect.size, fill=True), rect.topleft)
    return mask.overlap_area(window, (0, 0))


@pytest.mark.parametrize("style", DECK_STYLES)
def test_the_corner_index_never_sits_on_a_drawing(art: CardArt, style: str) -> None:
    """At every size the table reads cards at, in both corners of every card, the face's drawing shows through
    the index's footprint nowhere but a speck: the index stands on clear paper, or on its own plaque."""
    for height in READ_SIZES:
        blank = rasterise(compose.layer("paper"), art.size_for_height(height))
        for card in DECK:
            face = art.face(card, height, style, indices=True)
            bare = art._render_face(card, height, style, "courts", False, "")  # the drawing with no index
            showing = _unchanged(face, bare).overlap_mask(_drawing(bare, blank), (0, 0))
            showing.erase(_ink(art, card, height, style), (0, 0))  # the numeral where its ink matches the drawing's
            for rect in art.index_rects(card, height, style):
                column = _column(rect, height)
                shows = _count_in(showing, column)
                assert shows <= max(3, column.width * column.height * SPECK), (style, str(card), height, shows)


@pytest.mark.parametrize("style", ["napoletane", "trevisane", "french"])
def test_a_six_and_a_nine_are_underlined_and_never_read_as_each_other_turned_round(art: CardArt, style: str) -> None:
    """Printed cards rule a line under the 6 and the 9: under the numeral, across most of its width, a row of
    the numeral's ink, with paper between them; the 8 and the 7 have none."""
    size = art.size_for_height(162)
    for rank, ruled in ((6, True), (9, True), (7, False), (8, False)):
        glyph = art._index(Card(rank, "c"), style, "pips", size).glyph
        w, h = glyph.get_size()
        opaque = [sum(glyph.get_at((x, y)).a > 160 for x in range(w)) for y in range(h)]
        foot = opaque[-1] >= w * 0.6 and any(n == 0 for n in opaque[h // 2:])  # a bar, paper above it
        assert foot == ruled, (style, rank, opaque)
    # turned round, the 9's corner is no 6's: the two corners differ where the rule lies
    nine = pygame.transform.rotate(art.face(Card(9, "c"), 162, style, "pips"), 180)
    six = art.face(Card(6, "c"), 162, style, "pips")
    corner = art.index_rects(Card(6, "c"), 162, style, "pips")[0]
    assert _count_in(_unchanged(nine, six), corner) < corner.width * corner.height * 0.9


def _cups(art: CardArt, style: str, height: int) -> list[pygame.Rect]:
    """The seven of cups' cups, in pixels, a little inside each sprite's box."""
    sx, sy = art.size_for_height(height)[0] / W, height / H
    boxes = []
    for _, x, y, units, _ in art._face_parts(MATTA, style, "courts").sprites:
        half = units * 0.45
        boxes.append(pygame.Rect(round((x - half) * sx), round((y - half) * sy), round(2 * half * sx),
                                 round(2 * half * sy)))
    return boxes


@pytest.mark.parametrize("style", ITALIAN)
def test_the_matta_covers_none_of_its_cups(art: CardArt, style: str) -> None:
    """The MATTA goes on a tab under the cups or on a ribbon between two rows of them: no cup changes."""
    for height in (162, 300):
        plain = art.face(MATTA, height, style, indices=False)
        marked = art.face(MATTA, height, style, indices=False, mark="matta")
        same = _unchanged(plain, marked)
        for box in _cups(art, style, height):
            assert _count_in(same, box) >= box.width * box.height - 2, (style, height, box)


@pytest.mark.parametrize("style", DECK_STYLES)
def test_the_teaching_marks_never_cover_a_corner_index(art: CardArt, style: str) -> None:
    """With the indices on, the word's tab or ribbon never reaches into either index: inside the index's column
    the marked face is the plain one (the mark's frame runs under the index, which stands on its plaque)."""
    for height in (90, 162, 300):
        for card, mark in ((RE_BELLO, "re_bello"), (MATTA, "matta")):
            marked, plain = art.face(card, height, style, mark=mark), art.face(card, height, style)
            same = _unchanged(marked, plain)
            for rect in art.index_rects(card, height, style):
                column = _column(rect, height)
                assert _count_in(same, column) >= column.width * column.height - 2, (style, mark, height)


@pytest.mark.parametrize("height", [20, 40, 52, 69, 90, 162, 324])
def test_the_teaching_marks_draw_at_every_size(art: CardArt, height: int) -> None:
    """From a pile's top card to a large hand, with indices and without, the marked card draws (at the smallest
    sizes the indices fill the corners and the tab goes under them) and differs from the plain one."""
    for indices in (True, False):
        for card, mark in ((RE_BELLO, "re_bello"), (MATTA, "matta")):
            marked = art.face(card, height, "napoletane", indices=indices, mark=mark)
            plain = art.face(card, height, "napoletane", indices=indices)
            assert marked.get_size() == plain.get_size()
            assert _unchanged(marked, plain).count() < plain.get_width() * plain.get_height()


def test_the_mark_places_keep_clear_of_the_corner_indices(art: CardArt) -> None:
    """Every place the word may go keeps out of both corner indices at every size the table reads at."""
    for height in READ_SIZES:
        sx, sy = art.size_for_height(height)[0] / W, height / H
        top_left, bottom_right = art.index_rects(Card(10, "b"), height, "napoletane")
        units = (top_left.right / sx, top_left.bottom / sy)
        for place in marks.places(units):
            x0, y0, x1, y1 = marks.footprint(place)
            area = pygame.Rect(round(x0 * sx), round(y0 * sy), round((x1 - x0) * sx), round((y1 - y0) * sy))
            assert not area.colliderect(top_left) and not area.colliderect(bottom_right), (height, place)


def test_the_settebello_ribbon_ends_before_the_corner_index(art: CardArt) -> None:
    """The SETTEBELLO ribbon's swallow tails stop short of the bottom-right index wherever it is its usual size
    (from the 138 px table cards up; smaller, the index grows and stands on its plaque)."""
    for height in (h for h in READ_SIZES if h >= 138):
        sx, sy = art.size_for_height(height)[0] / W, height / H
        index = art.index_rects(Card(7, "d"), height, "napoletane")[1]
        ribbon = pygame.Rect(round((RIBBON_X0 - 34) * sx), round((RIBBON_Y - 52) * sy),
                             round((RIBBON_X1 - RIBBON_X0 + 68) * sx), round(88 * sy))
        assert not ribbon.colliderect(index), (height, ribbon, index)

"""Large card indices (Settings → Accessibility): bigger numerals and suit marks in the corners of every
deck's cards, those that print their own indices too, on a plaque of the card's paper; the table's cards
change at once when the option is turned on."""

from __future__ import annotations

import pygame
import pytest

from scopa_desktop.engine import Card, Match, Rules
from scopa_desktop.ui.cards import DECK_STYLES, CardArt
from scopa_desktop.ui.cards import art as card_art
from scopa_desktop.ui.cards.layout import LARGE_INDEX
from scopa_desktop.ui.driver import key, settle
from scopa_desktop.ui.palette import contrast_ratio
from scopa_desktop.ui.seats import seats_from_settings

HEIGHT = 160  # a hand card's height at 960x600


def index_box(art: CardArt, card: Card, style: str, grow: float) -> pygame.Rect:
    """Where a corner index is lettered (numeral and mark, top left) at HEIGHT."""
    size = art.size_for_height(HEIGHT)
    glyph, mark, _kind, mark_px, cx, top, mark_top, bottom, col, _right = art._index(card, style, "courts", size,
                                                                                   grow)
    return pygame.Rect(round(cx - col / 2), top, round(col), bottom - top)


def ink_box(face: pygame.Surface, area: pygame.Rect, paper: tuple[int, int, int]) -> pygame.Rect:
    """The bounding box of what is darker than `paper` by a visible step, inside `area` of a face."""
    xs, ys = [], []
    for y in range(area.top, area.bottom):
        for x in range(area.left, area.right):
            if contrast_ratio(face.get_at((x, y))[:3], paper) >= 3:
                xs.append(x)
                ys.append(y)
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


@pytest.mark.parametrize("style", DECK_STYLES)
def test_every_deck_letters_large_indices_on_a_plaque(style):
    art = CardArt()
    card = Card.parse("7d")
    small, large = index_box(art, card, style, 1.0), index_box(art, card, style, LARGE_INDEX)
    assert large.h >= 1.7 * small.h and large.w >= 1.5 * small.w
    normal = art.face(card, HEIGHT, style)
    big = art.face(card, HEIGHT, style, large=True)
    assert big is not normal and big.get_size() == normal.get_size()
    # The index (what reads 3:1 and more against the plaque) fills its place top left and, turned round,
    # bottom right (a normal index would fill less than 60% of that height).
    w, h = big.get_size()
    for corner in (large.inflate(2, 2), pygame.Rect(w - large.right - 1, h - large.bottom - 1, large.w + 2,
                                                    large.h + 2)):
        inked = ink_box(big, corner.clip(big.get_rect()), card_art.PLAQUE)
        assert inked.h >= 0.9 * large.h, (style, inked, large)


def test_the_setting_turns_the_tables_cards_large_at_once(app):
    """Settings → Accessibility → Large card indices, from the table's pause menu: the hand's cards are
    drawn with the large indices when the table shows again (their sprites are new)."""
    seats = seats_from_settings([{"kind": "human", "name": "", "level": ""}], 2)
    table = app.reset_to("table", match=Match.new(Rules.preset("classic"), 2, seed=4), seats=seats)
    settle(app)
    card = table.shown_hand()[0]
    before = app.card_face(card, table.layout.hand_card_h)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top.name == "pause"
    app.stack.top.form.focus_on("settings")
    key(app, pygame.K_RETURN)
    settings = app.stack.top
    assert settings.name == "settings"
    settings.form.focus_on("large_indices")
    key(app, pygame.K_RIGHT)
    assert app.settings.large_indices is True
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is table
    after = app.card_face(card, table.layout.hand_card_h)
    assert after is not before
    assert pygame.image.tobytes(after, "RGBA") != pygame.image.tobytes(before, "RGBA")
    assert app.art.face(card, table.layout.hand_card_h, app.deck_style, large=True) is after

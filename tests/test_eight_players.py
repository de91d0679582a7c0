"""The eight-player game (52 French cards) through the real window: every card is named and drawn for the
52-card deck, the score bar says who is who, and the deck cannot be switched to one that does not exist."""

from __future__ import annotations

import itertools

import pygame
import pytest
from conftest import match_at

from scopa_desktop.engine import Card, Game, Rules
from scopa_desktop.storage import SettingsStore
from scopa_desktop.ui import input as inp
from scopa_desktop.ui.driver import click, key, settle
from scopa_desktop.ui.seats import seats_from_settings

EIGHT = Rules.preset("eight_players")
ME_AND_BOTS = [{"kind": "human", "name": "", "level": ""}]
# Seat 0 (you) holds a king, an eight and a jack; the seven others hold small cards; two cards on the table.
HANDS = [["13d", "8d", "11s"], ["2c", "3c", "4c"], ["2s", "3s", "4s"], ["2b", "3b", "4b"], ["5c", "6c", "7c"],
         ["5s", "6s", "7s"], ["5b", "6b", "7b"], ["9c", "10c", "12c"]]
TABLE = ["1d", "6d"]


def open_eight(app, hands=HANDS, table=TABLE, size=(1280, 800)):
    app.resize(size)
    game = Game.from_position(EIGHT, hands=hands, table=table, stock=[])
    scene = app.reset_to("table", match=match_at(game), seats=seats_from_settings(ME_AND_BOTS, 8))
    settle(app)
    assert scene.human_turn()
    return scene


def rest(app, frames: int = 30) -> None:
    for _ in range(frames):
        app.step(1 / 30)


def test_selecting_a_jack_queen_or_king_with_the_keys_names_it_for_the_52_card_deck(app):
    open_eight(app)
    key(app, pygame.K_2)  # your hand is shown sorted: the eight, the king, then the jack of spades
    key(app, pygame.K_F1)  # the keyboard focus's tooltip, asked for
    rest(app)
    assert app.overlay.drawn_tip is not None
    assert app.overlay.drawn_tip.italian == "Re di Quadri"
    key(app, pygame.K_1)
    rest(app)
    assert app.overlay.drawn_tip.italian == "Otto di Quadri"  # an eight, not the Fante of the 40-card deck
    assert app.overlay.drawn_tip.meaning == "eight of diamonds"


def test_hovering_a_jack_shows_its_tooltip(app):
    table = open_eight(app)
    rect = table.layout.hand_card_rects(3)[2]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(rect.centerx, rect.bottom - 10), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    rest(app)
    assert app.overlay.drawn_tip is not None and app.overlay.drawn_tip.italian == "Fante di Picche"


def test_the_hint_names_the_queen_it_suggests(app):
    hands = [list(h) for h in HANDS]
    hands[0] = ["12s"]  # your only card: the hint must suggest it
    open_eight(app, hands=hands)
    key(app, pygame.K_h)
    assert app.overlay.toasts, "the hint is shown"
    assert "Donna di Picche" in app.overlay.toasts[0].title


def faces(app, table, ranks):
    h = table.layout.hand_card_h
    return {r: pygame.image.tobytes(app.card_face(Card(r, "d"), h), "RGBA") for r in ranks}


def test_the_52_card_deck_draws_8_9_10_as_pips_and_only_11_12_13_as_faces(app):
    app.settings = app.settings.replace(deck_style="siciliane", french_faces="courts")
    table = open_eight(app)
    h = table.layout.hand_card_h
    drawn = faces(app, table, range(8, 14))
    for rank in (8, 9, 10):
        pips = app.art.face(Card(rank, "d"), h, "french", "pips")
        assert drawn[rank] == pygame.image.tobytes(pips, "RGBA"), f"the {rank} is a pip card"
    for rank in (11, 12, 13):
        court = app.art.face(Card(rank, "d"), h, "french", "courts")
        assert drawn[rank] == pygame.image.tobytes(court, "RGBA"), f"the {rank} is a face card"
    assert len(set(drawn.values())) == 6, "no two ranks look alike"


def test_the_deck_cannot_be_switched_in_the_52_card_game(app):
    app.save_settings = True
    app.update_settings(deck_style="trevisane")
    table = open_eight(app)
    key(app, pygame.K_d)
    click(app, table.layout.deck_button.center)
    assert app.settings.deck_style == "trevisane", "the saved preference is left alone"
    assert SettingsStore(app.home).load().settings.deck_style == "trevisane"
    assert app.deck_style == "french"
    # Resting on the button says why it does nothing.
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=table.layout.deck_button.center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    rest(app)
    assert app.overlay.drawn_tip is not None
    assert "French" in app.overlay.drawn_tip.italian and "52" in app.overlay.drawn_tip.italian


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
@pytest.mark.parametrize("hints", [True, False])
def test_the_score_bar_names_every_player(app, size, hints):
    app.settings = app.settings.replace(hints_enabled=hints, undo_enabled=hints)
    table = open_eight(app, size=size)
    app.dirty = True
    app.step(1 / 30)
    entries = table.top_bar.score_entries()
    assert [e.side for e in entries] == list(range(8))
    names = table.side_names
    for e in entries:
        assert e.label, f"side {e.side} has a name in the score bar"
        short = e.label.rstrip("…")
        assert names[e.side].startswith(short), (e.label, names[e.side])
        assert table.layout.top_bar.contains(e.rect), (e, table.layout.top_bar)
        assert e.name_rect.w <= e.rect.w and e.rect.contains(e.name_rect), e
    for a, b in itertools.combinations(entries, 2):
        assert not a.rect.colliderect(b.rect), (a, b)
    buttons = [table.layout.deck_button, *table.top_bar.button_rects.values()]
    for e in entries:
        assert not any(e.rect.colliderect(b) for b in buttons), e
    # Resting on an entry names the player in full with the score.
    first = entries[0]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=first.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    rest(app)
    assert app.overlay.drawn_tip is not None and names[0] in app.overlay.drawn_tip.italian


def test_continue_brings_back_the_eight_player_match_and_its_courts_still_have_tooltips(app):
    table = open_eight(app)
    table.saver.flush()
    menu = app.reset_to("menu")
    menu.handle(inp.Intent(inp.ACTION, "continue"))
    again = app.stack.top
    assert again.name == "table" and again.match.to_dict() == table.match.to_dict()
    settle(app)
    key(app, pygame.K_2)  # the king of diamonds (after the eight: your hand is shown sorted)
    key(app, pygame.K_F1)  # its tooltip, asked for
    rest(app)
    assert app.overlay.drawn_tip is not None and app.overlay.drawn_tip.italian == "Re di Quadri"

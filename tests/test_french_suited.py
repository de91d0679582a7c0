"""The French-suited decks (#45): "French-suited" is a property of a pattern, not one deck's name. Each such
deck names its cards in French suits (Quadri, Cuori, Picche, Fiori; Fante, Donna, Re), letters J Q K on its
courts, offers the courts-or-pips choice for its 8, 9, 10, and the eight-player table keeps a 52-card pack
that is a real French-suited pattern: the chosen one when it is printed in 52 cards, else the French deck."""

from __future__ import annotations

import pygame
import pytest
from conftest import match_at

from scopa_desktop.engine import Card, Game, Rules
from scopa_desktop.i18n import Translator
from scopa_desktop.storage import DECK_STYLES, FRENCH_SUITED
from scopa_desktop.ui.cards import CardArt, pattern
from scopa_desktop.ui.cards import decks as registry
from scopa_desktop.ui.cards.decks import is_french_suited, pack_for_52
from scopa_desktop.ui.driver import key, settle
from scopa_desktop.ui.seats import seats_from_settings

FRENCH = [d for d in DECK_STYLES if pattern(d).suits == "french"]
OTHERS = [d for d in DECK_STYLES if pattern(d).suits != "french"]
EIGHT = Rules.preset("eight_players")


@pytest.fixture(scope="module")
def art() -> CardArt:
    pygame.display.init()
    pygame.font.init()
    return CardArt()


def _bytes(surf: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surf, "RGBA")


def test_the_settings_and_the_registry_agree_on_the_french_suited_decks() -> None:
    assert tuple(FRENCH_SUITED) == registry.FRENCH_SUITED == tuple(FRENCH)
    assert "french" in FRENCH and all(is_french_suited(d) for d in FRENCH)
    assert not any(is_french_suited(d) for d in OTHERS)


@pytest.mark.parametrize("style", FRENCH)
def test_a_french_suited_deck_names_its_cards_in_french_suits(style: str) -> None:
    it, en = Translator("it"), Translator("en")
    assert it.card_phrase(Card(10, "c"), deck_style=style).italian == "Re di Cuori"
    assert it.card_phrase(Card(9, "s"), deck_style=style).italian == "Donna di Picche"
    assert it.card_phrase(Card(8, "b"), deck_style=style).italian == "Fante di Fiori"
    assert it.card_phrase(Card(3, "d"), deck_style=style).italian == "Tre di Quadri"
    assert en.card_phrase(Card(9, "s"), deck_style=style).meaning == "queen of spades"
    assert en.card_voice(Card(9, "c"), deck_style=style) == "cards.french_ranks.9+cards.of+cards.french_suits.c"
    # the 52-card pack's own names: its 8 is an eight, its 12 the queen
    assert it.card_phrase(Card(8, "d"), deck_size=52, deck_style=style).italian == "Otto di Quadri"
    assert it.card_phrase(Card(12, "d"), deck_size=52, deck_style=style).italian == "Donna di Quadri"


@pytest.mark.parametrize("style", OTHERS)
def test_an_italian_suited_deck_keeps_its_own_suits(style: str) -> None:
    assert Translator("it").card_phrase(Card(3, "d"), deck_style=style).italian == "Tre di Denari"


@pytest.mark.parametrize("style", FRENCH)
def test_a_french_suited_deck_letters_its_courts_and_offers_courts_or_pips(art: CardArt, style: str) -> None:
    from scopa_desktop.ui.cards.lettering import index_label as _label

    for rank, letter in ((8, "J"), (9, "Q"), (10, "K")):
        assert _label(Card(rank, "c"), style, "courts") == letter
        assert _label(Card(rank, "c"), style, "pips") == str(rank)
        assert _label(Card(rank + 3, "c"), style, "pips") == letter
    assert _label(Card(1, "c"), style, "courts") == "A"
    for card in (Card(8, "d"), Card(10, "s")):
        courts, pips = art.face(card, 120, style, "courts"), art.face(card, 120, style, "pips")
        assert _bytes(courts) != _bytes(pips), (style, str(card))
    assert _bytes(art.face(Card(7, "d"), 120, style, "courts")) == _bytes(art.face(Card(7, "d"), 120, style, "pips"))


@pytest.mark.parametrize("style", DECK_STYLES)
def test_the_52_card_pack_is_the_chosen_deck_when_it_is_printed_so_else_the_french(style: str) -> None:
    pack = pack_for_52(style)
    assert pattern(pack).suits == "french" and pattern(pack).pack52
    assert pack == (style if pattern(style).suits == "french" and pattern(style).pack52 else "french")


@pytest.mark.parametrize("style", [d for d in FRENCH if pattern(d).pack52])
def test_every_52_card_pack_draws_all_52_cards_apart(art: CardArt, style: str) -> None:
    deck = [Card(r, s) for s in "dcsb" for r in range(1, 14)]
    faces = {_bytes(art.face(c, 90, style, "pips")) for c in deck}
    assert len(faces) == 52, style


@pytest.mark.parametrize("style", DECK_STYLES)
def test_the_eight_player_table_draws_the_52_card_pack_the_choice_gives(app, style: str) -> None:
    app.update_settings(deck_style=style, french_faces="courts")
    hands = [["13d", "8d", "11s"]] + [[f"{r}{s}" for r in (2, 3, 4)] for s in "csb"] + [
        [f"{r}{s}" for r in (5, 6, 7)] for s in "csb"] + [["9c", "10c", "12c"]]
    game = Game.from_position(EIGHT, hands=hands, table=["1d"], stock=[])
    table = app.reset_to("table", match=match_at(game), seats=seats_from_settings(
        [{"kind": "human", "name": "", "level": ""}], 8))
    settle(app)
    pack = pack_for_52(style)
    assert app.deck_style == pack and app.settings.deck_style == style
    h = table.layout.hand_card_h
    assert _bytes(app.card_face(Card(13, "d"), h)) == _bytes(app.art.face(Card(13, "d"), h, pack, "pips"))
    key(app, pygame.K_d)  # the deck stays: the toast names the pack kept
    assert app.deck_style == pack and app.settings.deck_style == style


@pytest.mark.parametrize("style", ["napoletane", *FRENCH])
def test_the_deck_screen_says_which_pack_the_eight_player_table_keeps(app, monkeypatch, style: str) -> None:
    from scopa_desktop.ui import theme
    from scopa_desktop.ui.text import tr

    app.update_settings(deck_style=style)
    app.reset_to("menu")
    decks = app.push("decks")
    wrapped: list[str] = []
    real = theme.wrap
    monkeypatch.setattr(theme, "wrap", lambda text, *a, **k: (wrapped.append(text), real(text, *a, **k))[1])
    decks.draw(app.screen)
    name = tr(f"settings.deck_style.values.{pack_for_52(style)}")
    assert tr("decks.fixed_note", deck=name) in wrapped and name in tr("decks.fixed_note", deck=name)

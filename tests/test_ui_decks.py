"""Settings -> Deck in the window: the Deck row opens every deck fanned at the hand's size, a click or Enter
chooses and saves one, and the small-indices row is offered only for the patterns that print none."""

from __future__ import annotations

import pygame
import pytest
from conftest import HUMAN_VS_BOT, match_at

from scopa_desktop.engine import Game, Rules
from scopa_desktop.storage import DECK_STYLES, SettingsStore
from scopa_desktop.ui import input as inp
from scopa_desktop.ui.driver import click, key, settle
from scopa_desktop.ui.layout import table_layout
from scopa_desktop.ui.seats import seats_from_settings


def open_decks(app):
    app.reset_to("menu")
    settings = app.push("settings")
    app.step(1 / 30)
    settings.form.focus_on("deck_style")
    key(app, pygame.K_RETURN)
    assert app.stack.top.name == "decks"
    return settings, app.stack.top


def test_the_deck_row_opens_every_deck_and_a_click_chooses_one(app, tmp_path):
    app.save_settings = True
    settings, decks = open_decks(app)
    app.step(1 / 30)
    assert set(decks.tiles) == set(DECK_STYLES)
    assert decks.card_height(app.size) == table_layout(app.size, 2, aspect=app.art.aspect).hand_card_h
    click(app, decks.tiles["siciliane"].center)
    assert app.settings.deck_style == "siciliane"
    assert SettingsStore(tmp_path).load().settings.deck_style == "siciliane"  # saved at once
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is settings
    assert "Siciliane" in settings.form.row("deck_style").label  # the row names the new deck


def test_the_arrows_and_enter_choose_a_deck(app):
    _, decks = open_decks(app)
    start = DECK_STYLES.index(app.settings.deck_style)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_DOWN)  # a row of tiles down
    key(app, pygame.K_RETURN)
    assert app.settings.deck_style == DECK_STYLES[(start + 1 + 3) % len(DECK_STYLES)]
    assert app.stack.top is decks  # chosen, and still looking


def test_the_small_indices_row_is_offered_only_where_the_pattern_prints_none(app):
    for style, offered in (("napoletane", True), ("trevisane", False), ("bergamasche", True), ("french", False)):
        app.update_settings(deck_style=style)
        app.reset_to("menu")
        settings = app.push("settings")
        assert settings.form.row("deck_indices").enabled == offered, style


def test_turning_the_small_indices_off_redraws_the_table(app):
    app.update_settings(deck_style="piacentine")
    game = Game.from_position(Rules.preset("classic"), hands=[["5d", "1c"], ["2b", "4b"]], table=["7s", "3c"],
                              stock=[])
    table = app.reset_to("table", match=match_at(game), seats=seats_from_settings(HUMAN_VS_BOT, 2))
    settle(app)
    h = table.layout.hand_card_h
    with_indices = pygame.image.tobytes(app.card_face(game.hands[0][0], h), "RGBA")
    app.push("settings")
    app.stack.top.form.focus_on("deck_indices")
    app.stack.top.handle(inp.Intent(inp.ADJUST, +1))
    assert app.settings.deck_indices is False
    assert pygame.image.tobytes(app.card_face(game.hands[0][0], h), "RGBA") != with_indices


@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
def test_the_deck_button_names_every_deck_whole_in_a_small_window(app, monkeypatch, size):
    """'Cards: Napoleta…' was cut at 960x600: a name that does not fit is shown alone, whole."""
    from scopa_desktop.engine import Rules
    from scopa_desktop.storage import DECK_STYLES
    from scopa_desktop.ui import theme
    from scopa_desktop.ui.scenes.table import top_bar
    from scopa_desktop.ui.seats import seats_from_settings
    from scopa_desktop.ui.text import tr

    drawn = {}

    def recording(surface, ctl, rect, label, intent, **kw):
        drawn[intent.value] = (label, rect)
        return real(surface, ctl, rect, label, intent, **kw)

    real = top_bar.button
    monkeypatch.setattr(top_bar, "button", recording)
    app.resize(size)
    app.reset_to("table", rules=Rules.preset("classic"), seats=seats_from_settings([], 2), seed=1)
    for deck in DECK_STYLES:
        app.update_settings(deck_style=deck)
        app.step(1 / 60)
        label, rect = drawn["toggle_deck"]
        assert tr(f"settings.deck_style.values.{deck}") in label
        assert theme.text(label, max(12, int(rect.h * 0.45)), bold=True).get_width() <= rect.w - 16, label

"""The form screens (new game, setup, settings, names, glossary, history, rules) share one base, FormScene:
Esc and the Back button leave each of them and nothing else does; the names screen keeps what was typed; the
settings screen switches the language at once; a refused history record does not stop the history."""

from __future__ import annotations

import json

import pygame
import pytest

from scopa_desktop import i18n
from scopa_desktop.engine import Match, Rules
from scopa_desktop.storage import HistoryStore, Seat, SettingsStore, record_from_match
from scopa_desktop.ui import input as inp
from scopa_desktop.ui.app import App
from scopa_desktop.ui.driver import click, key
from scopa_desktop.ui.form_scene import BACK, FormScene

FORMS = ("new_game", "setup", "settings", "names", "glossary", "history", "rules")


def open_form(app: App, name: str) -> FormScene:
    app.reset_to("menu")
    scene = app.push(name)
    app.step(1 / 30)  # drawn once: its buttons are hit regions now
    assert isinstance(scene, FormScene) and app.stack.top is scene
    return scene


@pytest.mark.parametrize("name", FORMS)
def test_escape_leaves_each_form_screen(app, name):
    open_form(app, name)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top.name == "menu"


@pytest.mark.parametrize("name", FORMS)
def test_the_back_button_leaves_each_form_screen(app, name):
    open_form(app, name)
    [back] = [r for r in app.input.regions if r.intent == BACK]
    click(app, back.rect.center)
    assert app.stack.top.name == "menu"


@pytest.mark.parametrize("name", ["settings", "names", "glossary", "history"])
def test_other_keys_stay_on_the_screen(app, name):
    scene = open_form(app, name)
    key(app, pygame.K_DOWN)
    assert app.stack.top is scene


def test_names_are_saved_on_the_way_out(app, tmp_path):
    scene = open_form(app, "names")
    for char in "Anna":
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=ord(char.lower()), mod=0, unicode=char, scancode=0))
    app.step(1 / 60)
    assert scene.names[0] == "Anna" and app.settings.player_names == []  # typed, not kept yet
    key(app, pygame.K_ESCAPE)
    assert app.stack.top.name == "menu"
    assert app.settings.player_names == ["Anna"]
    assert SettingsStore(tmp_path).load().settings.player_names == ["Anna"]  # on disk too


def test_switching_the_language_in_the_settings_changes_the_strings_at_once(app, tmp_path):
    scene = open_form(app, "settings")
    assert scene.form.row("back").label == "Back"
    scene.form.focus_on("language")
    while app.settings.language != "it":
        scene.handle(inp.Intent(inp.ADJUST, +1))
    app.step(1 / 30)
    assert i18n.current().language == "it" and i18n.t("menu.quit") == "Esci"
    assert scene.form.row("back").label == "Indietro"  # the open screen is rebuilt in Italian
    assert pygame.display.get_caption()[0] == i18n.t("app.title")
    assert SettingsStore(tmp_path).load().settings.language == "it"  # and remembered
    scene.form.focus_on("language")
    while app.settings.language != "en":
        scene.handle(inp.Intent(inp.ADJUST, +1))
    assert scene.form.row("back").label == "Back" and i18n.t("menu.quit") == "Quit"


def test_a_refused_history_record_does_not_stop_the_history_screen(app, tmp_path):
    match = Match.new(Rules.preset("classic"), 2, seed=1)
    while not match.is_over:
        match = match.play(match.game.legal_moves()[0])
    good = record_from_match(match, [Seat("human", "Anna"), Seat("bot", "Giulia", "easy")]).to_dict()
    store = HistoryStore(tmp_path)
    store.directory.mkdir(parents=True)
    store.path.write_text(json.dumps(good) + "\n" + json.dumps(dict(good, totals=None)) + "\n")
    scene = open_form(app, "history")
    assert [r.totals for r in scene.records] == [match.totals] and scene.stats().matches == 1
    [notice] = [n for n in app.notices if n.key == "errors.history_damaged_lines"]
    assert "line 2: totals must be a list of whole numbers, not None" in notice

"""The settings issue #16 adds (card size, hand order, colour-blind-safe colours, reduced motion, whether the
first start asked the player's name): defaults, a bad value says what is allowed, a bad value on disk is
reset alone, and each has its row on the settings screen, in English and Italian."""

from __future__ import annotations

import pytest
import yaml

from scopa_desktop import i18n
from scopa_desktop.storage import CARD_SIZES, HAND_SORTS, Settings, SettingsStore
from scopa_desktop.ui import input as inp

NEW_FIELDS = ("card_size", "hand_sort", "colour_blind", "reduced_motion", "name_asked")


def test_defaults():
    s = Settings()
    assert (s.card_size, s.hand_sort, s.colour_blind, s.reduced_motion, s.name_asked) == (
        "normal", "suit", False, False, False)
    assert CARD_SIZES == ("normal", "large") and HAND_SORTS == ("suit", "rank")


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"card_size": "huge"}, "card_size must be one of normal, large, not 'huge'"),
        ({"hand_sort": "colour"}, "hand_sort must be one of suit, rank, not 'colour'"),
        ({"colour_blind": "yes"}, "colour_blind must be true or false, not 'yes'"),
        ({"reduced_motion": 1}, "reduced_motion must be true or false, not 1"),
        ({"name_asked": None}, "name_asked must be true or false, not None"),
    ],
)
def test_a_bad_value_says_what_is_allowed(changes, message):
    with pytest.raises(ValueError) as caught:
        Settings(**changes)
    assert str(caught.value) == message


def test_the_new_fields_round_trip_and_a_bad_one_on_disk_is_reset_alone(tmp_path):
    store = SettingsStore(tmp_path)
    chosen = Settings(card_size="large", hand_sort="rank", colour_blind=True, reduced_motion=True, name_asked=True)
    assert store.save(chosen) == []
    assert store.load().settings == chosen
    data = yaml.safe_load(store.path.read_text())
    data["card_size"] = "giant"
    store.path.write_text(yaml.safe_dump(data))
    loaded = store.load()
    assert loaded.settings == chosen.replace(card_size="normal")  # the others are kept
    assert "card_size must be one of normal, large" in loaded.warnings[0]
    assert yaml.safe_load(store.path.read_text())["card_size"] == "normal"  # repaired on disk at once


def test_an_older_file_without_them_reads_their_defaults(tmp_path):
    store = SettingsStore(tmp_path)
    store.directory.mkdir(parents=True, exist_ok=True)
    store.path.write_text("schema_version: 2\ndeck_style: french\n")
    loaded = store.load()
    assert loaded.warnings == [] and loaded.settings == Settings(deck_style="french")


@pytest.mark.parametrize("language", ["en", "it"])
def test_each_has_a_row_that_changes_it(app, tmp_path, language):
    app.update_settings(language=language)
    app.reset_to("menu")
    scene = app.push("settings")
    app.step(1 / 30)
    for field in NEW_FIELDS:
        row = scene.form.row(field)
        assert row.label == i18n.t(f"settings.{field}.label") and not row.label.startswith("settings.")
        assert all(label and not label.startswith("settings.") for label in row.labels)
        before = getattr(app.settings, field)
        scene.form.focus_on(field)
        scene.handle(inp.Intent(inp.ADJUST, +1))
        assert getattr(app.settings, field) != before  # the row changed the setting
        assert getattr(SettingsStore(tmp_path).load().settings, field) == getattr(app.settings, field)
    app.step(1 / 30)
    assert scene.form.cut_values() == []  # every value of every row reads whole


def test_the_settings_rows_fit_a_small_window(app):
    app.resize((960, 600))
    for language in ("en", "it"):
        app.update_settings(language=language)
        app.reset_to("menu")
        scene = app.push("settings")
        app.step(1 / 30)
        window = app.screen.get_rect()
        assert all(window.contains(rect) for rect in scene.form.row_rects.values())
        rects = list(scene.form.row_rects.values())
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
        assert scene.form.cut_values() == [], language

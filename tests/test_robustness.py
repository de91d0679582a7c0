"""Issue #15: nothing on disk, on the command line or under a fast hand loses a player's data, crashes or
freezes the game. Each test builds one damaged file (or folder, or command line) and checks what survives.

Permission bits mean nothing to root (the test machines run as root), so a folder that refuses is
simulated by making the refusing call raise PermissionError, as the OS would."""

from __future__ import annotations

import json
import os
import shutil
import time
from pathlib import Path

import pygame
import pytest
import yaml

from scopa_desktop.engine import Match, Rules
from scopa_desktop.storage import MAX_NAME, HistoryStore, ResumeStore, Seat, Settings, SettingsStore
from scopa_desktop.storage import atomic as atomic_module
from scopa_desktop.storage.history import record_from_match
from scopa_desktop.storage.records import MatchRecord
from scopa_desktop.ui import theme

SEATS = [Seat("human", "Anna"), Seat("bot", "Giulia", "easy")]


def refuse(*_args, **_kwargs):
    raise PermissionError(13, "Permission denied")


def finished(seed: int = 1) -> Match:
    match = Match.new(Rules.preset("classic"), 2, seed=seed)
    while not match.is_over:
        match = match.play(match.game.legal_moves()[0])
    return match


def one_move_from_the_end(seed: int = 1) -> Match:
    """A match whose next move (the first legal one) ends it."""
    match = Match.new(Rules.preset("classic"), 2, seed=seed)
    while True:
        after = match.play(match.game.legal_moves()[0])
        if after.is_over:
            return match
        match = after


# -- settings -----------------------------------------------------------------------------------------------
def test_one_invalid_setting_keeps_the_others_and_writes_them_back_at_once(tmp_path):
    store = SettingsStore(tmp_path)
    store.path.write_text("deck_style: french\nbot_pause_ms: 1200\nlanguage: klingon\n", encoding="utf-8")
    loaded = store.load()
    assert loaded.settings.deck_style == "french" and loaded.settings.bot_pause_ms == 1200
    assert [w.key for w in loaded.warnings] == ["errors.settings_invalid"]
    # Repaired on disk at once: the next start finds the valid values and nothing to report.
    again = store.load()
    assert again.warnings == [] and again.settings.deck_style == "french" and again.settings.bot_pause_ms == 1200
    [kept] = tmp_path.glob("settings.yaml.corrupt-*")
    assert "klingon" in kept.read_text(encoding="utf-8")  # the file as it was


def test_an_invalid_setting_in_a_folder_that_refuses_still_starts_and_says_the_file_stayed(tmp_path, monkeypatch):
    store = SettingsStore(tmp_path)
    store.path.write_text("deck_style: french\nlanguage: klingon\n", encoding="utf-8")
    monkeypatch.setattr(os, "replace", refuse)
    monkeypatch.setattr(shutil, "copy2", refuse)
    loaded = store.load()
    assert loaded.settings.deck_style == "french"
    [notice] = loaded.warnings
    assert notice.key == "errors.settings_invalid_kept" and notice.params["path"] == str(store.path)
    assert "klingon" in store.path.read_text(encoding="utf-8")  # left as it was


def test_an_unreadable_settings_file_that_cannot_be_moved_is_not_said_to_be_moved(tmp_path, monkeypatch):
    store = SettingsStore(tmp_path)
    store.path.write_text("{{{ not yaml", encoding="utf-8")
    monkeypatch.setattr(os, "replace", refuse)
    [notice] = store.load().warnings
    assert notice.key == "errors.settings_corrupt_kept" and "moved" not in notice


@pytest.mark.parametrize(
    "content",
    [
        "loop: &l [1, *l]\n",  # a list that contains itself
        "a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\n"
        "c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: [*c, *c, *c, *c, *c, *c, *c, *c, *c]\n",  # laughs
        "language: &d it\ndeck_style: *d\n",  # a harmless-looking alias is refused too
    ],
)
def test_yaml_aliases_are_refused_and_the_other_values_kept(tmp_path, content):
    store = SettingsStore(tmp_path)
    store.path.write_text(content + "bot_pause_ms: 1500\n", encoding="utf-8")
    loaded = store.load()
    [notice] = loaded.warnings
    assert notice.key == "errors.settings_invalid" and "aliases (*name) are not allowed" in notice
    assert loaded.settings.bot_pause_ms == 1500 and loaded.settings.deck_style == "napoletane"
    repaired = store.path.read_text(encoding="utf-8")
    assert "*" not in repaired and len(repaired) < 2000 and store.load().warnings == []


@pytest.mark.parametrize(
    "content", ["player_names: " + "[" * 5000 + "]" * 5000 + "\n", "bot_pause_ms: " + "9" * 5000 + "\n"]
)
def test_deep_nesting_and_huge_numbers_in_settings_start_on_the_defaults(tmp_path, content):
    store = SettingsStore(tmp_path)
    store.path.write_text(content, encoding="utf-8")
    loaded = store.load()
    assert [w.key for w in loaded.warnings] == ["errors.settings_corrupt"] and loaded.settings == Settings()


def test_settings_written_by_the_game_never_use_aliases(tmp_path):
    store = SettingsStore(tmp_path)
    same = ["Anna", "Anna"]
    settings = SettingsStore(tmp_path).load().settings.replace(player_names=same)
    assert store.save(settings) == []
    text = store.path.read_text(encoding="utf-8")
    assert "&" not in text and "*" not in text and store.load().warnings == []
    assert yaml.safe_load(text)["player_names"] == same


# -- the history ---------------------------------------------------------------------------------------------
def history_with(tmp_path: Path, *lines: str) -> HistoryStore:
    store = HistoryStore(tmp_path)
    store.directory.mkdir(parents=True, exist_ok=True)
    store.path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return store


def good_line(seed: int = 1, **changes) -> str:
    return json.dumps(dict(record_from_match(finished(seed), SEATS).to_dict(), **changes))


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"totals": [11, 3, 4]}, "do not fit the seats' sides"),
        ({"winner": 17}, "winner must be a side number from 0 to 1"),
        ({"scopas": [1]}, "scopas must have one number per side"),
        ({"settebello": [1, "x"]}, "settebello must be a list of whole numbers"),
        ({"seats": 5}, "seats must be a list"),
        ({"totals": [10**12, 0]}, "totals must be a list of whole numbers"),
        ({"id": 7}, "id must be text"),
    ],
)
def test_a_record_that_does_not_add_up_is_set_aside_and_named(tmp_path, change, words):
    store = history_with(tmp_path, good_line(1), good_line(2, **change))
    loaded = store.load()
    assert len(loaded.records) == 1
    [notice] = loaded.warnings
    assert notice.key == "errors.history_damaged_lines" and words in notice


def test_a_record_naming_a_rule_set_by_a_damaged_id_is_kept_with_unknown_options(tmp_path):
    store = history_with(tmp_path, good_line(1), good_line(2, rules={"preset": "classic", "id": ["x"]}))
    loaded = store.load()
    assert loaded.warnings == [] and [r.options for r in loaded.records][1] is None


def test_deep_nesting_and_huge_numbers_in_the_history_are_damage_not_a_crash(tmp_path):
    deep = '{"v":1,"seats":' + "[" * 100_000 + "]" * 100_000 + "}"
    huge = good_line(3).replace('"n_hands":', '"n_hands":' + "9" * 5000 + ',"x":')
    store = history_with(tmp_path, good_line(1), deep, huge, good_line(2))
    loaded = store.load()
    assert len(loaded.records) == 2 and loaded.warnings[0].params["count"] == 2


def test_damaged_packed_hands_show_no_chart_rather_than_crash():
    data = record_from_match(finished(1), SEATS).to_dict()
    for hands in ("not json", "[[1, 2]]", '[[["a"]]]', "[" * 50_000, json.dumps([[[1] * 10, [1] * 10], [[1] * 10]])):
        record = MatchRecord.from_dict(dict(data, hands=hands))
        assert record.running_scores() == [] and record.hand_scores() == []


def test_a_cut_last_line_in_a_folder_that_refuses_is_reported_and_left_as_it_is(tmp_path, monkeypatch):
    store = history_with(tmp_path, good_line(1))
    with open(store.path, "ab") as handle:
        handle.write(b'{"v":1,"da')
    before = store.path.read_bytes()
    monkeypatch.setattr(shutil, "copy2", refuse)
    loaded = store.load()
    assert len(loaded.records) == 1
    [notice] = loaded.warnings
    assert notice.key == "errors.history_damaged_kept" and store.path.read_bytes() == before


def test_an_unreadable_history_is_not_said_to_be_moved(tmp_path, monkeypatch):
    store = history_with(tmp_path, good_line(1))
    monkeypatch.setattr(Path, "read_bytes", refuse)
    [notice] = store.load().warnings
    assert notice.key == "errors.history_unreadable" and "moved" not in notice and store.path.exists()


def test_a_name_of_5000_characters_is_cut_where_it_is_read_and_the_record_kept(tmp_path):
    line = good_line(1).replace('"Anna"', json.dumps("A" * 5000))
    [record] = history_with(tmp_path, line).load().records
    assert record.seats[0].name == "A" * MAX_NAME


def test_a_match_is_recorded_once_by_its_id(tmp_path):
    store = HistoryStore(tmp_path)
    record = record_from_match(finished(1), SEATS, match_id="c" * 32)
    assert store.append(record) == [] and store.append(record) == []
    assert store.append(record_from_match(finished(1), SEATS)) == []  # no id (older saves): recorded
    assert [r.match_id for r in store.load().records] == ["c" * 32, ""]


# -- the saved match ----------------------------------------------------------------------------------------
def saved_data(tmp_path: Path) -> tuple[ResumeStore, dict]:
    store = ResumeStore(tmp_path)
    store.save(Match.new(Rules.preset("classic"), 2, seed=7).play(
        Match.new(Rules.preset("classic"), 2, seed=7).game.legal_moves()[0]), SEATS, match_id="d" * 32)
    return store, json.loads(store.path.read_text(encoding="utf-8"))


def tamper_hand_size(data: dict) -> None:
    data["match"]["rules"]["hand_size"] = 0
    data["match"]["game"]["rules"]["hand_size"] = 0
    for hand in data["match"]["game"]["hands"]:
        hand.clear()


@pytest.mark.parametrize(
    "tamper",
    [
        lambda d: d.__setitem__("seats", [1, 2]),
        lambda d: d["seats"][1].__setitem__("level", "godlike"),
        lambda d: d["match"].__setitem__("totals", [0, 0, 0]),
        lambda d: d["match"].__setitem__("game", "DEEP"),
        tamper_hand_size,
        lambda d: d.__setitem__("id", ["x"]),
    ],
    ids=["seats-as-numbers", "unknown-level", "totals-length", "deep-nesting", "hand-size-0", "id-type"],
)
def test_a_save_the_game_cannot_continue_is_moved_aside(tmp_path, tamper):
    store, data = saved_data(tmp_path)
    tamper(data)
    text = json.dumps(data).replace('"DEEP"', "[" * 100_000 + "]" * 100_000)  # nested past any recursion
    store.path.write_text(text, encoding="utf-8")
    loaded = store.load()
    assert loaded.saved is None and loaded.finished is None
    assert [w.key for w in loaded.warnings] == ["errors.resume_corrupt"] and not store.path.exists()


def test_a_deeply_nested_save_file_is_moved_aside(tmp_path):
    store = ResumeStore(tmp_path)
    store.path.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    assert [w.key for w in store.load().warnings] == ["errors.resume_corrupt"]


def test_a_long_name_in_a_save_is_cut_and_the_match_continues(tmp_path):
    store, data = saved_data(tmp_path)
    data["seats"][0]["name"] = "B" * 5000
    store.path.write_text(json.dumps(data), encoding="utf-8")
    assert store.load().saved.seats[0].name == "B" * MAX_NAME


def test_an_unreadable_home_hides_continue_instead_of_crashing(tmp_path, monkeypatch):
    store = ResumeStore(tmp_path)
    store.save(Match.new(Rules.preset("classic"), 2, seed=1), SEATS)
    monkeypatch.setattr(Path, "stat", refuse)
    assert store.exists() is False


def test_a_save_that_cannot_be_moved_aside_says_so(tmp_path, monkeypatch):
    store = ResumeStore(tmp_path)
    store.path.write_text("{broken", encoding="utf-8")
    monkeypatch.setattr(os, "replace", refuse)
    [notice] = store.load().warnings
    assert notice.key == "errors.resume_corrupt_kept" and "moved" not in notice and store.path.exists()


def test_stale_temp_files_of_killed_saves_are_cleaned_young_and_foreign_ones_kept(tmp_path):
    store, _ = saved_data(tmp_path)
    old, young = tmp_path / ".current_match.json.ab12cd34.tmp", tmp_path / ".current_match.json.ef56gh78.tmp"
    foreign = tmp_path / ".other.json.ab12cd34.tmp"
    for path in (old, young, foreign):
        path.write_text("{", encoding="utf-8")
    long_ago = time.time() - 2 * atomic_module.STALE_TEMP_SECONDS
    os.utime(old, (long_ago, long_ago))
    os.utime(foreign, (long_ago, long_ago))
    assert store.load().saved is not None
    assert not old.exists() and young.exists() and foreign.exists()


def test_the_menu_cleans_stale_temp_files_even_with_no_save_left(app, tmp_path):
    old = tmp_path / ".current_match.json.ab12cd34.tmp"
    old.write_text("{", encoding="utf-8")
    long_ago = time.time() - 2 * atomic_module.STALE_TEMP_SECONDS
    os.utime(old, (long_ago, long_ago))
    app.push("menu")
    app.step(1 / 30)
    assert not old.exists()


# -- the game on top of them ----------------------------------------------------------------------------------
def test_continue_after_a_kill_between_recording_and_clearing_does_not_record_twice(app, tmp_path):
    from scopa_desktop.ui.session import continue_saved

    before_end = one_move_from_the_end(seed=2)
    ended = before_end.play(before_end.game.legal_moves()[0])
    store, history = ResumeStore(tmp_path), HistoryStore(tmp_path)
    store.save(before_end, SEATS, match_id="e" * 32)  # the last save before the final move...
    history.append(record_from_match(ended, SEATS, match_id="e" * 32))  # ...recorded, then killed: not cleared
    assert continue_saved(app)
    table = app.stack.top
    assert table.saver.match_id == "e" * 32
    table.play(table.match.game.legal_moves()[0])  # the final move again
    table.saver.flush()
    assert len(history.load().records) == 1 and not store.exists()


def test_a_finished_save_is_filed_when_the_menu_opens(app, tmp_path):
    ResumeStore(tmp_path).save(finished(3), SEATS, match_id="f" * 32)
    app.push("menu")
    app.step(1 / 30)
    assert [r.match_id for r in HistoryStore(tmp_path).load().records] == ["f" * 32]
    assert "errors.resume_finished" in [getattr(n, "key", "") for n in app.notices]
    assert "continue" not in [row.key for row in app.stack.top.form.rows]


def test_a_newer_save_leaves_no_continue_row(app, tmp_path):
    ResumeStore(tmp_path).path.write_text('{"version": 99}', encoding="utf-8")
    app.push("menu")
    app.step(1 / 30)
    assert "continue" not in [row.key for row in app.stack.top.form.rows]
    assert ResumeStore(tmp_path).path.exists()


def click(pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))


def test_clicks_after_a_screen_change_in_the_same_frame_reach_the_new_screen_only(app, monkeypatch):
    app.push("menu")
    app.step(1 / 30)
    menu = app.stack.top
    rows = menu.form.row_rects
    click(rows["history"].center)  # opens the history...
    click(rows["quit"].center)  # ...and this click, in the same batch, is not the old menu's Quit
    got = []
    from scopa_desktop.ui.scenes import load

    load("history")
    from scopa_desktop.ui.scene import SCENES

    monkeypatch.setattr(SCENES["history"], "handle", lambda self, intent: got.append(intent))
    app.step(1 / 30)
    assert app.stack.top.name == "history" and app.running
    assert all(intent.value != "quit" for intent in got)


# -- drawing -------------------------------------------------------------------------------------------------
def test_fitting_a_5000_character_name_measures_a_few_times_and_keeps_the_longest_cut(monkeypatch):
    pygame.font.init()
    name = "Giulietta " * 500
    measured: list[str] = []
    real_font = theme.font

    class Counting:
        def __init__(self, f):
            self.f = f

        def size(self, s):
            measured.append(s)
            return self.f.size(s)

        def __getattr__(self, attr):
            return getattr(self.f, attr)

    monkeypatch.setattr(theme, "font", lambda *a, **k: Counting(real_font(*a, **k)))
    surf = theme.fit_text(name, 16, 200)
    monkeypatch.undo()
    assert len(measured) < 30  # a binary search, not one try per character
    floor = real_font(12)  # 16 shrinks to 12 (min_scale), then the cut
    longest = max(k for k in range(1, 200) if floor.size(name[:k] + "…")[0] <= 200)
    assert surf.get_size() == theme.text(name[:longest] + "…", 12).get_size()
    assert theme.fit_text(name, 16, 200) is theme.fit_text(name, 16, 200)  # cached for the next frame


def test_a_continue_that_finds_the_save_damaged_stays_on_the_menu_without_it(app, tmp_path):
    from scopa_desktop.ui.driver import click

    store, _ = saved_data(tmp_path)
    menu = app.reset_to("menu")
    app.step(1 / 30)
    assert menu.form.find("continue") is not None
    store.path.write_text("{ not a saved match", encoding="utf-8")  # damaged after the menu was shown
    click(app, menu.form.row_rects["continue"].center)
    assert app.stack.top is menu and menu.form.find("continue") is None
    assert menu.form.find("online") is not None and menu.form.find("guide") is not None  # the other rows stay
    assert "errors.resume_corrupt" in [n.key for n in app.notices]

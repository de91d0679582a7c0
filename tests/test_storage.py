"""Settings and the saved game in progress: atomic writes, damaged files moved aside, versions, migration."""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scopa_desktop import storage as storage_pkg
from scopa_desktop.bots import BOT_LEVELS
from scopa_desktop.engine import Match, Rules
from scopa_desktop.storage import (
    HOME_ENV,
    SEAT_LEVELS,
    STORED_DEFAULT_NAME,
    HistoryStore,
    Notice,
    Seat,
    Settings,
    SettingsStore,
    config_dir,
    data_dir,
)
from scopa_desktop.storage import settings as settings_module
from scopa_desktop.storage.resume import ResumeStore


def corrupt_copies(directory: Path, name: str = "settings.yaml") -> list[Path]:
    return sorted(directory.glob(f"{name}.corrupt-*"))


# -- Settings values ----------------------------------------------------------------------------------
def test_defaults_are_valid_and_sensible():
    s = Settings()
    assert s.deck_style == "napoletane" and s.deck_indices and s.language == "system" and s.window_size == [1280, 800]
    assert s.rules() == Rules.preset("classic")
    assert s.seats == (Seat("human"), Seat("bot", "Giulia", "medium"))


def test_every_setting_carries_its_own_check():
    fields = [f for f in dataclasses.fields(Settings) if f.name != "extra"]
    assert tuple(f.name for f in fields) == settings_module.FIELD_NAMES
    assert all(callable(f.metadata["check"]) for f in fields)
    bot_pause = next(f for f in fields if f.name == "bot_pause_ms")
    assert bot_pause.metadata["check"]("bot_pause_ms", 250) == 250
    with pytest.raises(ValueError, match="bot_pause_ms must be whole milliseconds"):
        bot_pause.metadata["check"]("bot_pause_ms", 2.5)


def test_seat_levels_are_the_bots_levels():
    assert tuple(BOT_LEVELS) == SEAT_LEVELS
    assert Seat("bot", "B", BOT_LEVELS[-1]).is_bot
    with pytest.raises(ValueError, match="level must be one of"):
        Seat("bot", "B", "god")


def test_seat_round_trip_and_validation():
    seat = Seat("bot", "Giulia", "hard")
    assert seat.to_dict() == {"kind": "bot", "name": "Giulia", "level": "hard"}
    assert Seat.from_dict(seat.to_dict()) == seat and Seat.coerce(seat) is seat
    assert Seat.from_dict({"kind": "human"}) == Seat("human", "", "")  # name and level may be left out
    for bad, words in (
        ({"kind": "dog"}, "kind must be human or bot"),
        ({"name": "A"}, "a seat must be a mapping"),
        ({"kind": "human", "colour": "red"}, "a seat must be a mapping"),
        ({"kind": "human", "name": "x" * 25}, "name must be a name of at most 24"),
        ({"kind": "human", "level": 3}, "level must be text"),
        (["human"], "a seat must be a mapping"),
    ):
        with pytest.raises(ValueError, match=words):
            Seat.from_dict(bad)


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ({"deck_style": "tarot"}, "deck_style"),
        ({"language": "fr"}, "language"),
        ({"tooltips": "yes"}, "tooltips"),
        ({"bot_pause_ms": 5000}, "bot_pause_ms"),
        ({"bot_pause_ms": True}, "bot_pause_ms"),
        ({"seats": [{"kind": "human", "name": "A", "level": ""}]}, "seats"),
        ({"seats": [{"kind": "human", "name": "A"}, {"kind": "bot", "name": "B", "level": "god"}]}, "level"),
        ({"rules_preset": "poker"}, "rules_preset"),
        ({"rule_options": {"wildcards": True}}, "wildcards"),
        ({"rule_options": {"primiera": "sometimes"}}, "primiera"),
        ({"target": 0}, "target"),
        ({"window_size": [10, 10]}, "window_size"),
        ({"player_names": ["ok", ""]}, "player_names"),
    ],
)
def test_invalid_values_name_the_field(changes, words):
    with pytest.raises(ValueError, match=words):
        Settings(**changes)


def test_settings_are_isolated_from_callers_lists():
    seats = [{"kind": "human", "name": "Ann", "level": ""}, {"kind": "bot", "name": "B", "level": "easy"}]
    s = Settings(seats=seats)
    seats[0]["name"] = "changed"
    assert s.seats[0].name == "Ann" and s.seats == (Seat("human", "Ann"), Seat("bot", "B", "easy"))


def test_rules_combines_preset_options_and_target():
    s = Settings(rules_preset="beginner", rule_options={"re_bello": True}, target=16)
    rules = s.rules()
    assert rules.primiera == "most_sevens" and rules.re_bello and rules.target == 16


# -- paths: no import-time side effects, overrides ---------------------------------------------------------
def test_import_creates_nothing_and_stores_are_lazy(tmp_path):
    # A fresh interpreter, so the import itself is observed.
    home = tmp_path / "home"
    code = (
        "import scopa_desktop.storage as s, scopa_desktop.i18n\n"
        "print(s.SettingsStore().path, s.HistoryStore().path, s.ResumeStore().path)\n"
    )
    env = dict(os.environ, **{HOME_ENV: str(home)})
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert out.stdout.split() == [
        str(home / "settings.yaml"), str(home / "history" / "matches.jsonl"), str(home / "current_match.json"),
    ]
    assert not home.exists()


def test_env_override_and_explicit_directory(tmp_path, monkeypatch):
    monkeypatch.setenv(HOME_ENV, str(tmp_path / "env"))
    assert config_dir() == tmp_path / "env" and data_dir() == tmp_path / "env"
    assert config_dir(tmp_path / "x") == tmp_path / "x"
    monkeypatch.delenv(HOME_ENV)
    assert "scopa-desktop" in str(config_dir()) and "scopa-desktop" in str(data_dir())


# -- load / save ------------------------------------------------------------------------------------------
def test_missing_file_gives_defaults_without_warnings(tmp_path):
    result = SettingsStore(tmp_path).load()
    assert result.settings == Settings() and result.warnings == [] and not result.read_only


def test_round_trip(tmp_path):
    store = SettingsStore(tmp_path)
    s = Settings(
        deck_style="french", french_faces="pips", language="it", tooltips=False, animation_speed="fast",
        bot_pause_ms=0, rules_preset="night_one", rule_options={"re_bello": True}, target=21,
        player_names=["Anna", "Bruno"], window_size=[1600, 900], fullscreen=True, undo_enabled=False,
        seats=[
            {"kind": "human", "name": "Anna", "level": ""},
            {"kind": "human", "name": "Bruno", "level": ""},
            {"kind": "bot", "name": "Carla", "level": "hard"},
        ],
    )
    assert store.save(s) == []
    data = yaml.safe_load(store.path.read_text(encoding="utf-8"))
    assert data["schema_version"] == settings_module.SCHEMA_VERSION
    result = store.load()
    assert result.settings == s and result.warnings == []


def test_save_is_atomic_and_leaves_no_temp_files(tmp_path, monkeypatch):
    store = SettingsStore(tmp_path)
    store.save(Settings(language="en"))
    before = store.path.read_bytes()

    def crash(*args, **kwargs):
        raise OSError("simulated crash before rename")

    monkeypatch.setattr(os, "replace", crash)
    warnings = store.save(Settings(language="it"))
    assert warnings and "could not be saved" in warnings[0]
    monkeypatch.undo()
    assert store.path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.yaml"]  # the temp file was removed
    assert store.load().settings.language == "en"


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        ("", "empty"),
        ("   \n# only a comment\n", "empty"),
        ("language: [en\ndeck_style: italian\n", "YAML"),
        ("- just\n- a list\n", "mapping"),
        ("schema_version: two\n", "schema_version"),
        (b"\xff\xfe\x00garbage", "UnicodeDecodeError"),
    ],
)
def test_unreadable_file_is_moved_aside_and_reported(tmp_path, content, reason):
    store = SettingsStore(tmp_path)
    raw = content if isinstance(content, bytes) else content.encode()
    store.path.write_bytes(raw)
    result = store.load()
    assert result.settings == Settings()
    assert len(result.warnings) == 1 and reason in result.warnings[0]
    notice = result.warnings[0]
    assert isinstance(notice, Notice) and notice.key == "errors.settings_corrupt"
    [aside] = corrupt_copies(tmp_path)
    assert aside.read_bytes() == raw and result.moved_to == aside
    assert str(aside) in notice
    assert not store.path.exists()
    # The next save writes a fresh, good file.
    assert store.save(result.settings) == []
    assert store.load().warnings == []


# A settings file as the version before the Seat type wrote it: it must load, and a save writes it back in
# the same shape (seats a list of kind/name/level mappings).
OLD_SETTINGS_FILE = """# Scopa Desktop settings. Safe to edit while the game is closed.
schema_version: 2
deck_style: french
french_faces: courts
language: it
tooltips: true
animation_speed: normal
bot_pause_ms: 600
seats:
- {kind: human, name: Anna, level: ''}
- {kind: bot, name: Giulia, level: hard}
- {kind: bot, name: '', level: random}
rules_preset: classic
rule_options: {}
target: null
player_names: [Anna]
window_size: [1280, 800]
fullscreen: false
undo_enabled: true
hints_enabled: true
"""


def test_a_settings_file_of_the_previous_version_loads_and_saves_the_same(tmp_path):
    store = SettingsStore(tmp_path)
    store.path.write_text(OLD_SETTINGS_FILE, encoding="utf-8")
    result = store.load()
    assert result.warnings == []
    assert result.settings.seats == (Seat("human", "Anna"), Seat("bot", "Giulia", "hard"), Seat("bot", "", "random"))
    assert store.save(result.settings) == []
    # The same file, with the sound (#17) and table (#16) settings it did not have at their defaults, after the rest.
    sound = ("volume_master: 80\nvolume_effects: 80\nmute_master: false\nmute_effects: false\n"
             "volume_voice: 80\nmute_voice: false\nmusic: false\nvolume_music: 50\n")
    table = "card_size: normal\nhand_sort: suit\ncolour_blind: false\nreduced_motion: false\nname_asked: false\n"
    guide = "tutorial_done: false\n"  # the guided first game (#20), not yet done
    decks = "deck_indices: true\n"  # the small indices (#30), on
    online = "online_server: ''\nonline_servers: []\n"  # Play online's server (#29): this computer's own
    online += "online_list_names: true\n"  # the open lobby's names shown (#44)
    speech = "speech: auto\nspeech_rate: 50\nspeech_verbosity: full\nspeech_log: false\n"  # play by ear (#43)
    low_vision = "high_contrast: false\ntext_scale: 100\nlarge_indices: false\n"  # #43: all off, text at 100%
    assert store.path.read_text(encoding="utf-8") == OLD_SETTINGS_FILE + sound + table + guide + decks + online \
        + speech + low_vision


def test_a_failed_settings_save_is_reported_once_and_keeps_the_old_file(tmp_path, monkeypatch):
    store = SettingsStore(tmp_path)
    store.save(Settings(language="en"))
    before = store.path.read_bytes()

    def disk_full(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(settings_module, "atomic_write_text", disk_full)
    [notice] = store.save(Settings(language="it"))
    assert notice.key == "errors.settings_save_failed" and "No space left" in notice
    monkeypatch.undo()
    assert store.path.read_bytes() == before
    result = store.load()
    assert result.warnings == [] and result.settings.language == "en"  # nothing else to report later


def test_truncated_file_is_moved_aside(tmp_path):
    store = SettingsStore(tmp_path)
    store.save(Settings(language="it", seats=[{"kind": "human", "name": "Anna", "level": ""},
                                             {"kind": "bot", "name": "Bo", "level": "easy"}]))
    text = store.path.read_text(encoding="utf-8")
    cut = text[: text.index("seats:") + len("seats:\n- {kind: hu")]
    store.path.write_text(cut, encoding="utf-8")
    result = store.load()
    assert result.warnings and result.settings == Settings()
    assert corrupt_copies(tmp_path)[0].read_text(encoding="utf-8") == cut


def test_wrong_types_reset_those_fields_keep_the_rest_and_move_the_file_aside(tmp_path):
    store = SettingsStore(tmp_path)
    original = "schema_version: 2\nlanguage: it\ndeck_style: 7\nbot_pause_ms: fast\nfullscreen: true\n"
    store.path.write_text(original, encoding="utf-8")
    result = store.load()
    s = result.settings
    assert s.language == "it" and s.fullscreen is True  # valid fields kept
    assert s.deck_style == "napoletane" and s.bot_pause_ms == 600  # invalid ones back to defaults
    [warning] = result.warnings
    assert warning.key == "errors.settings_invalid" and "deck_style" in warning and "bot_pause_ms" in warning
    assert corrupt_copies(tmp_path)[0].read_text(encoding="utf-8") == original


def test_options_that_clash_with_the_preset_are_reset(tmp_path):
    store = SettingsStore(tmp_path)
    # deck_size 52 is valid on its own but not with the classic player counts.
    text = "rules_preset: classic\nrule_options: {deck_size: 52}\nlanguage: en\n"
    store.path.write_text(text, encoding="utf-8")
    result = store.load()
    assert result.settings.rule_options == {} and result.settings.language == "en"
    assert result.warnings and "rule_options" in result.warnings[0]


def test_unknown_keys_are_reported_and_the_file_kept_aside(tmp_path):
    """A misspelt or damaged name held a value the game does not use: the player is told which, and the
    file as it was is kept aside (then written back without it, so it is said once)."""
    store = SettingsStore(tmp_path)
    store.path.write_text("schema_version: 2\nlanguage: en\nlangauge: it\n", encoding="utf-8")
    result = store.load()
    assert result.settings.language == "en"
    assert [n.key for n in result.warnings] == ["errors.settings_invalid"] and "langauge" in result.warnings[0]
    assert result.moved_to is not None and "langauge: it" in result.moved_to.read_text(encoding="utf-8")
    assert store.load().warnings == []


def test_a_setting_given_twice_is_reported_and_the_file_kept_aside(tmp_path):
    store = SettingsStore(tmp_path)
    store.path.write_text("schema_version: 2\nlanguage: it\ndeck_style: french\nlanguage: en\n", encoding="utf-8")
    result = store.load()
    assert result.settings.language == "en" and result.settings.deck_style == "french"
    assert [n.key for n in result.warnings] == ["errors.settings_invalid"] and "language" in result.warnings[0]
    assert result.moved_to is not None and "language: it" in result.moved_to.read_text(encoding="utf-8")


def test_newer_version_is_read_and_never_overwritten(tmp_path):
    store = SettingsStore(tmp_path)
    newer = "schema_version: 99\nlanguage: it\ndeck_style: hologram\nsomething_new: {a: 1}\n"
    store.path.write_text(newer, encoding="utf-8")
    result = store.load()
    assert result.read_only
    assert result.settings.language == "it"  # what can be read is read
    assert result.settings.deck_style == "napoletane"  # an unknown value falls back
    assert result.warnings[0].key == "errors.settings_newer" and "99" in result.warnings[0]
    warnings = store.save(result.settings.replace(language="en"))
    assert warnings and warnings[0].key == "errors.settings_not_saved_newer"
    assert store.path.read_text(encoding="utf-8") == newer
    assert corrupt_copies(tmp_path) == []


def test_v1_file_is_migrated(tmp_path):
    store = SettingsStore(tmp_path)
    v1 = "schema_version: 1\ndeck: french\nteaching: false\nbot_delay: 1.25\nlanguage: it\n"
    store.path.write_text(v1, encoding="utf-8")
    result = store.load()
    assert result.warnings == []
    s = result.settings
    assert (s.deck_style, s.tooltips, s.bot_pause_ms, s.language) == ("french", False, 1250, "it")
    assert s.extra == {}  # the old names are gone, not carried as unknown keys
    store.save(s)
    data = yaml.safe_load(store.path.read_text(encoding="utf-8"))
    assert data["schema_version"] == 2 and "deck" not in data and data["deck_style"] == "french"


def test_file_without_version_counts_as_v1(tmp_path):
    store = SettingsStore(tmp_path)
    store.path.write_text("deck: french\n", encoding="utf-8")
    assert store.load().settings.deck_style == "french"


def test_migrate_steps_through_every_version():
    assert set(settings_module.MIGRATIONS) == set(range(1, settings_module.SCHEMA_VERSION))
    data = settings_module.migrate({"deck": "french", "bot_delay": 0.5}, 1)
    assert data == {"deck_style": "french", "bot_pause_ms": 500, "schema_version": 2}


# -- resume: the match in progress ----------------------------------------------------------------------
SEATS = [{"kind": "human", "name": "Anna", "level": ""}, {"kind": "bot", "name": "Giulia", "level": "easy"}]


def advance(match: Match, moves: int) -> Match:
    for _ in range(moves):
        match = match.play(match.game.legal_moves()[0])
    return match


def test_resume_save_load_clear(tmp_path):
    store = ResumeStore(tmp_path)
    assert store.load().saved is None and not store.exists()
    match = advance(Match.new(Rules.preset("classic"), 2, seed=7), 5)
    store.save(match, SEATS, {"deck_style": "french", "bot_pause_ms": 300})
    assert store.exists()
    loaded = store.load()
    assert loaded.warnings == []
    saved = loaded.saved
    assert saved.match == match and saved.seats == tuple(map(Seat.from_dict, SEATS))
    assert saved.settings["deck_style"] == "french"
    assert saved.saved_at
    # Every move replaces the save.
    later = advance(match, 1)
    store.save(later, SEATS)
    assert store.load().saved.match == later
    store.clear()
    assert store.load().saved is None and not store.path.exists()
    store.clear()  # clearing twice is fine


TABLES = [(preset, players) for preset in Rules.presets() for players in Rules.preset(preset).players]


@pytest.mark.parametrize(("preset", "players"), TABLES)
def test_every_preset_at_every_table_size_is_saved_and_continued(tmp_path, preset, players):
    """Partners at 4 and 6 have fewer sides than seats: their saves were refused ("totals [0, 0] do not fit 4
    sides") and moved aside, so a 2 v 2 or 3 v 3 match could never be continued."""
    store = ResumeStore(tmp_path)
    match = advance(Match.new(Rules.preset(preset), players, seed=11), 3)
    seats = [Seat("human", "Anna")] + [Seat("bot", f"Bot {i}", "easy") for i in range(1, players)]
    store.save(match, seats)
    loaded = store.load()
    assert loaded.warnings == [] and loaded.saved is not None
    assert loaded.saved.match == match and loaded.saved.seats == tuple(seats)


@pytest.mark.parametrize("version", ["1", 1.0, True, None, 0])
def test_a_save_whose_version_is_not_a_whole_number_is_moved_aside_and_reported(tmp_path, version):
    store = ResumeStore(tmp_path)
    store.save(advance(Match.new(Rules.preset("classic"), 2, seed=7), 2), SEATS)
    data = json.loads(store.path.read_text(encoding="utf-8"))
    data["version"] = version
    store.path.write_text(json.dumps(data), encoding="utf-8")
    loaded = store.load()
    assert loaded.saved is None and [n.key for n in loaded.warnings] == ["errors.resume_corrupt"]
    assert not store.path.exists() and list(tmp_path.glob("current_match.json.corrupt-*"))


@pytest.mark.parametrize("damage", ["unknown key", "twice", "unknown in the match"])
def test_a_save_holding_what_the_game_would_not_write_back_continues_and_is_kept_aside(tmp_path, damage):
    """A bit flip in a key's name, or a key given twice, was read without a word, then lost at the next
    move's save: the game continues, tells the player, and keeps the file as it was."""
    store = ResumeStore(tmp_path)
    match = advance(Match.new(Rules.preset("classic"), 2, seed=7), 2)
    store.save(match, SEATS)
    text = store.path.read_text(encoding="utf-8")
    if damage == "unknown key":
        text = text.replace('"saved_at"', '"saved_aq"')
    elif damage == "twice":
        text = text[:-1] + ',"id":"' + "cd" * 16 + '"}'
    else:
        data = json.loads(text)
        data["match"]["turnz"] = 3
        text = json.dumps(data)
    store.path.write_text(text, encoding="utf-8")
    loaded = store.load()
    assert loaded.saved is not None and loaded.saved.match == match
    [notice] = loaded.warnings
    assert notice.key == "errors.resume_odd"
    [kept] = tmp_path.glob("current_match.json.corrupt-*")
    assert kept.read_text(encoding="utf-8") == text and store.path.exists()


def test_the_saved_match_file_keeps_its_shape_and_reads_old_saves(tmp_path):
    store = ResumeStore(tmp_path)
    match = advance(Match.new(Rules.preset("classic"), 2, seed=7), 2)
    store.save(match, [Seat("human", "Anna"), Seat.from_dict(SEATS[1])])  # Seats or their mappings
    data = json.loads(store.path.read_text(encoding="utf-8"))
    assert data["seats"] == SEATS  # the same JSON as before the Seat type
    data["seats"] = [{"kind": "human", "name": "Anna"}, SEATS[1]]  # an older save without an empty level
    store.path.write_text(json.dumps(data), encoding="utf-8")
    assert store.load().saved.seats == (Seat("human", "Anna"), Seat("bot", "Giulia", "easy"))


def test_a_save_with_an_invalid_seat_is_moved_aside(tmp_path):
    store = ResumeStore(tmp_path)
    store.save(advance(Match.new(Rules.preset("classic"), 2, seed=7), 2), SEATS)
    data = json.loads(store.path.read_text(encoding="utf-8"))
    data["seats"][1]["level"] = "grandmaster"
    store.path.write_text(json.dumps(data), encoding="utf-8")
    loaded = store.load()
    assert loaded.saved is None and "level must be one of" in loaded.warnings[0]
    assert corrupt_copies(tmp_path, "current_match.json")


def test_kill_mid_save_loses_nothing(tmp_path, monkeypatch):
    store = ResumeStore(tmp_path)
    first = advance(Match.new(Rules.preset("classic"), 2, seed=3), 2)
    store.save(first, SEATS)
    before = store.path.read_bytes()

    def killed(src, dst):  # the process dies after the temp file is written, before the rename
        raise KeyboardInterrupt("killed")

    monkeypatch.setattr(os, "replace", killed)
    with pytest.raises(KeyboardInterrupt):
        store.save(advance(first, 3), SEATS)
    monkeypatch.undo()
    assert store.path.read_bytes() == before
    assert store.load().saved.match == first
    assert [p.name for p in tmp_path.iterdir()] == ["current_match.json"]


@pytest.mark.parametrize(
    "content",
    ["", "{not json", "[1, 2]", '{"version": 1, "match": {"rules": {}}, "seats": []}', '{"version": 1}'],
)
def test_damaged_save_is_moved_aside(tmp_path, content):
    store = ResumeStore(tmp_path)
    store.path.write_text(content, encoding="utf-8")
    loaded = store.load()
    assert loaded.saved is None
    [warning] = loaded.warnings
    assert warning.key == "errors.resume_corrupt"
    [aside] = corrupt_copies(tmp_path, "current_match.json")
    assert aside.read_text(encoding="utf-8") == content and not store.path.exists()


def test_truncated_save_is_moved_aside(tmp_path):
    store = ResumeStore(tmp_path)
    store.save(advance(Match.new(Rules.preset("classic"), 2, seed=4), 3), SEATS)
    text = store.path.read_text(encoding="utf-8")
    store.path.write_text(text[: len(text) // 2], encoding="utf-8")
    loaded = store.load()
    assert loaded.saved is None and loaded.warnings and corrupt_copies(tmp_path, "current_match.json")


def test_newer_save_is_left_alone(tmp_path):
    store = ResumeStore(tmp_path)
    store.path.write_text('{"version": 9, "match": {}}', encoding="utf-8")
    loaded = store.load()
    assert loaded.saved is None and loaded.warnings[0].key == "errors.resume_newer"
    assert store.path.exists() and corrupt_copies(tmp_path, "current_match.json") == []


def finished_match(seed: int = 5) -> Match:
    match = Match.new(dataclasses.replace(Rules.preset("classic"), target=1), 2, seed=seed)
    while not match.is_over:
        match = match.play(match.game.legal_moves()[0])
    return match


def test_a_finished_match_is_not_offered_but_filed_in_the_history_once(tmp_path):
    store, history = ResumeStore(tmp_path), HistoryStore(tmp_path)
    store.save(finished_match(), SEATS, match_id="a" * 32)
    loaded = store.load()
    assert loaded.saved is None and loaded.finished is not None and loaded.finished.match_id == "a" * 32
    [notice] = store.file_finished(loaded.finished, history)
    assert notice.key == "errors.resume_finished" and not store.exists()
    [record] = history.load().records
    assert record.match_id == "a" * 32 and record.winner == loaded.finished.match.winner
    # Recorded already (a kill after the history append, before the clear): filed again, not doubled.
    store.save(finished_match(), SEATS, match_id="a" * 32)
    store.file_finished(store.load().finished, history)
    assert len(history.load().records) == 1 and not store.exists()


def test_a_finished_match_the_history_refuses_stays_saved(tmp_path):
    store = ResumeStore(tmp_path)
    store.save(finished_match(), SEATS, match_id="b" * 32)
    (tmp_path / "history").write_text("a file where the history folder should be")
    [notice] = store.file_finished(store.load().finished, HistoryStore(tmp_path))
    assert notice.key == "errors.history_save_failed" and store.exists()


# -- property: any valid settings survive a save and a load ---------------------------------------------------
# A name holds printable characters only (seat.check_name); a person stored as "You" reads as the default.
names = st.text(alphabet=st.characters(blacklist_categories=("Cs", "Cc", "Cf", "Zl", "Zp")), min_size=1,
                max_size=24).filter(lambda n: n.strip() and n.isprintable())
seat = st.one_of(
    st.builds(lambda n: {"kind": "human", "name": n, "level": ""},
              names.filter(lambda n: n != STORED_DEFAULT_NAME) | st.just("")),
    st.builds(
        lambda n, lv: {"kind": "bot", "name": n, "level": lv}, names, st.sampled_from(SEAT_LEVELS)
    ),
)
any_settings = st.builds(
    Settings,
    deck_style=st.sampled_from(storage_pkg.DECK_STYLES),
    french_faces=st.sampled_from(storage_pkg.FRENCH_FACES),
    language=st.sampled_from(settings_module.LANGUAGES),
    tooltips=st.booleans(),
    animation_speed=st.sampled_from(settings_module.ANIMATION_SPEEDS),
    bot_pause_ms=st.integers(0, 3000),
    seats=st.lists(seat, min_size=2, max_size=8),
    rules_preset=st.sampled_from(Rules.presets()),
    target=st.none() | st.integers(1, 100),
    player_names=st.lists(names, max_size=5),
    window_size=st.lists(st.integers(320, 4000), min_size=2, max_size=2),
    fullscreen=st.booleans(),
    undo_enabled=st.booleans(),
    hints_enabled=st.booleans(),
)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(value=any_settings)
def test_any_valid_settings_round_trip(tmp_path, value):
    store = SettingsStore(tmp_path)
    assert store.save(value) == []
    result = store.load()
    assert result.warnings == [] and result.settings == value

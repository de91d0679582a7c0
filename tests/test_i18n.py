"""Locales: every key in every language with the same placeholders, fallbacks, the glossary, card names,
system language detection, and finding the files from anywhere (including a frozen bundle)."""

from __future__ import annotations

import functools
import string
import sys
from pathlib import Path

import pytest
import yaml

from scopa_desktop import i18n, resources
from scopa_desktop import storage as storage_pkg
from scopa_desktop.engine import PRESET_NOTES, Card, Rules
from scopa_desktop.i18n import Translator, locales
from scopa_desktop.storage import SEAT_LEVELS, notices
from scopa_desktop.storage import settings as settings_module
from scopa_desktop.ui import rule_options

LOCALES = Path(__file__).resolve().parent.parent / "locales"
LANGUAGES = sorted(p.stem for p in LOCALES.glob("*.yaml"))


@functools.cache
def raw(language: str) -> dict:
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    return yaml.load((LOCALES / f"{language}.yaml").read_text(encoding="utf-8"), Loader=loader)


def placeholders(template: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(template) if field is not None}


@pytest.fixture(autouse=True)
def fresh_cache():
    before = i18n._current  # the app-wide language: leave it as other tests expect it
    i18n.clear_cache()
    yield
    i18n.clear_cache()
    i18n._current = before


# -- the files ----------------------------------------------------------------------------------------------
def test_english_and_italian_exist():
    assert {"en", "it"} <= set(LANGUAGES)
    assert i18n.available_languages()[0] == "en" and "it" in i18n.available_languages()


@pytest.mark.parametrize("language", LANGUAGES)
def test_keys_and_values_are_plain_strings(language):
    """Catches YAML's traps: unquoted no/off/yes keys become booleans, numbers become ints."""

    def walk(node, path):
        for key, value in node.items():
            assert isinstance(key, str), f"{language}: key {key!r} under {path or 'top'} is not text; quote it"
            if isinstance(value, dict):
                walk(value, f"{path}{key}.")
            else:
                assert isinstance(value, str) and value.strip(), f"{language}: {path}{key} must be text"

    walk(raw(language), "")


class _StrictLoader(yaml.SafeLoader):
    """A loader that refuses a key given twice in one mapping (YAML would keep the last one silently)."""

    def construct_mapping(self, node, deep=False):
        seen = set()
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=deep)
            if key in seen:
                raise AssertionError(f"key {key!r} appears twice (line {key_node.start_mark.line + 1})")
            seen.add(key)
        return super().construct_mapping(node, deep=deep)


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_key_is_given_twice(language):
    strict = yaml.load((LOCALES / f"{language}.yaml").read_text(encoding="utf-8"), Loader=_StrictLoader)
    assert strict == raw(language)  # the strict loader (raising on a repeat) read the whole file


def test_duplicate_check_really_catches_duplicates():
    with pytest.raises(AssertionError, match="twice"):
        yaml.load("menu:\n  quit: Quit\n  quit: Leave\n", Loader=_StrictLoader)


@pytest.mark.parametrize("language", [code for code in LANGUAGES if code != "en"])
def test_every_key_exists_everywhere_with_the_same_placeholders(language):
    english = locales.flatten(raw("en"))
    other = locales.flatten(raw(language))
    missing = sorted(set(english) - set(other))
    extra = sorted(set(other) - set(english))
    assert not missing, f"{language}.yaml lacks {missing}"
    assert not extra, f"{language}.yaml has keys English does not: {extra}"
    differing = [key for key in english if placeholders(english[key]) != placeholders(other[key])]
    assert not differing, f"placeholders differ in {language}.yaml: {differing}"


def test_placeholder_check_really_compares():
    assert placeholders("{name}'s turn, {n} left") == {"name", "n"}
    assert placeholders("Turno di {nome}") != placeholders("{name}'s turn")


def test_storage_notices_are_translated_with_matching_text():
    english = locales.flatten(raw("en"))
    for key, message in notices.MESSAGES.items():
        forms = message if isinstance(message, dict) else {"other": message}
        for form, template in forms.items():
            assert getattr(english.get(key), "forms", {"other": english.get(key)})[form] == template, \
                f"en.yaml {key} ({form}) differs from storage/notices.py"
            for language in LANGUAGES:
                assert placeholders(locales.flatten(raw(language))[key]) == placeholders(template)


def test_notice_translates_through_its_key():
    notice = notices.Notice("errors.settings_save_failed", path="/x/settings.yaml", reason="disk full")
    italian = Translator("it").t(notice.key, **notice.params)
    assert "/x/settings.yaml" in italian and "disk full" in italian and italian != str(notice)


# -- coverage of the game's vocabulary ----------------------------------------------------------------------
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_preset_rule_option_and_setting_has_text(language):
    tr = Translator(language)
    for preset in Rules.presets():
        assert tr.has(f"presets.{preset}.name") and tr.has(f"presets.{preset}.description"), preset
    for option in Rules.option_names():
        assert tr.has(f"rule_options.{option}.name") and tr.has(f"rule_options.{option}.help"), option
    for option in ("primiera", "direction", "capture_rule", "deal", "deck_size", "redeal_kings", "redeal_aces"):
        for value in Rules.choices(option):
            assert tr.has(f"rule_options.{option}.values.{value}"), (option, value)
    for name in settings_module.FIELD_NAMES:
        assert tr.has(f"settings.{name}.label"), name
    for name, values in (
        ("deck_style", storage_pkg.DECK_STYLES), ("french_faces", storage_pkg.FRENCH_FACES),
        ("language", storage_pkg.LANGUAGES), ("animation_speed", storage_pkg.ANIMATION_SPEEDS),
    ):
        for value in values:
            assert tr.has(f"settings.{name}.values.{value}"), (name, value)
    for level in SEAT_LEVELS:
        assert tr.has(f"setup.levels.{level}.name") and tr.has(f"setup.levels.{level}.description")
    for key in ("cards", "coins", "settebello", "primiera", "scope", "bonus", "total"):
        assert tr.has(f"scoring.categories.{key}") and tr.has(f"terms.{key}")
    for key in ("takes_settebello", "no_sweep_left", "makes_scopa", "takes_coin", "keeps_sevens"):
        assert tr.has(f"hints.{key}")


def test_level_names_are_friendly():
    tr = Translator("en")
    names = [tr.t(f"setup.levels.{level}.name") for level in SEAT_LEVELS]
    assert names == ["Beginner", "Casual", "Club player", "Shark", "Maestro"]


# -- lookups and fallbacks ------------------------------------------------------------------------------------
def test_lookup_formats_parameters():
    assert Translator("en").t("table.turn_of", name="Giulia") == "Giulia's turn"
    assert Translator("it").t("table.stock", n=7) == "7 nel mazzo"
    assert Translator("en").t("table.choose_capture_keys", n=3) == "Press 1–3 or click an option"
    assert Translator("en").t("app.title") == "Scopa Desktop"


def test_fallback_to_the_key_and_missing_parameters():
    tr = Translator("it")
    assert tr.t("no.such.key") == "no.such.key"
    assert tr.t("table.turn_of") == "Turno di {name}"  # a forgotten parameter stays visible
    assert Translator("xx").language == "en"  # an unknown language is English


def test_fallback_to_english_for_a_missing_key(tmp_path, monkeypatch):
    folder = tmp_path / "locales"
    folder.mkdir()
    (folder / "en.yaml").write_text("menu:\n  quit: Quit\n  rules: How to play\n", encoding="utf-8")
    (folder / "it.yaml").write_text("menu:\n  quit: Esci\n", encoding="utf-8")
    monkeypatch.setattr(locales, "locales_dir", lambda: folder)
    i18n.clear_cache()
    tr = Translator("it")
    assert tr.t("menu.quit") == "Esci"
    assert tr.t("menu.rules") == "How to play"  # missing in Italian: English
    assert tr.t("menu.nothing") == "menu.nothing"


def test_a_feature_can_keep_its_strings_in_its_own_locale_file(tmp_path, monkeypatch):
    folder = tmp_path / "locales"
    (folder / "en").mkdir(parents=True)
    (folder / "en.yaml").write_text("menu:\n  quit: Quit\n", encoding="utf-8")
    (folder / "en" / "online.yaml").write_text("online:\n  host: Host a table\n", encoding="utf-8")
    monkeypatch.setattr(locales, "locales_dir", lambda: folder)
    i18n.clear_cache()
    tr = Translator("en")
    assert (tr.t("menu.quit"), tr.t("online.host")) == ("Quit", "Host a table")
    assert locales.available_languages() == ["en"]  # a feature folder is not a language
    (folder / "en" / "clash.yaml").write_text("menu:\n  quit: Leave\n", encoding="utf-8")
    i18n.clear_cache()
    with pytest.raises(ValueError, match="'menu' is already defined"):
        Translator("en").t("menu.quit")


def test_module_level_language_switch():
    i18n.set_language("it")
    assert i18n.t("menu.quit") == "Esci" and i18n.current().language == "it"
    assert i18n.term("suit.d") == "Denari"
    i18n.set_language("en")
    assert i18n.t("menu.quit") == "Quit" and i18n.term("coins") == "Coins"


def test_keys_lists_a_section_in_file_order():
    assert Translator("en").keys("presets")[:3] == ["classic", "beginner", "night_one"]
    assert Translator("en").keys("no.such.section") == []


# -- system language ---------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({"LANG": "it_IT.UTF-8"}, "it"),
        ({"LANG": "it_CH"}, "it"),
        ({"LANG": "en_GB.UTF-8"}, "en"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({"LANGUAGE": "it:en", "LANG": "en_US.UTF-8"}, "it"),
        ({"LC_ALL": "C", "LANG": "it_IT.UTF-8"}, "it"),
        ({"LC_ALL": "en_US.UTF-8", "LANG": "it_IT.UTF-8"}, "en"),
        ({"LANG": "Italian_Italy.1252"}, "it"),
        ({}, "en"),
    ],
)
def test_detect_system_language(environ, expected):
    assert i18n.detect_system_language(environ) == expected


def test_system_setting_follows_the_environment(monkeypatch):
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "it_IT.UTF-8")
    assert Translator("system").language == "it"
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert Translator("system").language == "en"


# -- the glossary ---------------------------------------------------------------------------------------------
# Every entry of shared/PHRASES.md (combined rows split), plus the ones the brief names.
REQUIRED_PHRASES = [
    "Scopa!", "Settebello", "Primiera", "Settanta", "Le carte", "Denari", "Ori", "Coppe", "Spade", "Bastoni",
    "Il seme", "Asso", "Fante", "Cavallo", "Re", "Re bello", "Napola", "Asso piglia tutto", "Il mazzo",
    "Mescola!", "Alza!", "Chi dà le carte?", "Il mazziere", "Sono di mano", "A chi tocca?", "Tocca a te",
    "Tocca a me", "Prendo", "La presa", "Butto giù", "La smazzata", "La partita", "Carte a monte",
    "Ultima presa", "Ho vinto!", "Hai vinto!", "Bravo!", "Brava!", "Peccato!", "La rivincita?", "La bella",
    "Scopone",
]


@pytest.mark.parametrize("language", LANGUAGES)
def test_glossary_is_complete(language):
    entries = Translator(language).glossary()
    assert len(entries) >= 40
    for entry in entries:
        for field in ("italian", "pronunciation", "meaning", "note"):
            assert getattr(entry, field).strip(), (entry.key, field)
        if "-" in entry.pronunciation:  # several syllables: the stressed one is in capitals
            assert any(ch.isupper() for ch in entry.pronunciation), entry
    italians = {entry.italian for entry in entries}
    assert not [p for p in REQUIRED_PHRASES if p not in italians]
    assert len(italians) == len(entries)


def test_italian_and_pronunciation_agree_across_locales():
    english = {p.key: p for p in Translator("en").glossary()}
    for language in LANGUAGES:
        for entry in Translator(language).glossary():
            source = english[entry.key]
            assert (entry.italian, entry.pronunciation) == (source.italian, source.pronunciation)


def test_italian_glossary_explains_in_italian():
    english, italian = Translator("en").phrase("mescola"), Translator("it").phrase("mescola")
    assert english.meaning == "shuffle!" and italian.meaning != english.meaning
    assert italian.italian == "Mescola!" and italian.pronunciation == "MEH-skoh-lah"


def test_phrase_lookup():
    scopa = i18n.Translator("en").phrase("scopa")
    assert scopa == i18n.Phrase("scopa", "Scopa!", "SKOH-pah", scopa.meaning, scopa.note)
    assert "broom" in scopa.meaning
    with pytest.raises(KeyError):
        Translator("en").phrase("no_such_phrase")


# -- card names ----------------------------------------------------------------------------------------------
RANKS_IT = ["Asso", "Due", "Tre", "Quattro", "Cinque", "Sei", "Sette", "Fante", "Cavallo", "Re"]
SUITS_IT = {"d": "Denari", "c": "Coppe", "s": "Spade", "b": "Bastoni"}


@pytest.mark.parametrize("language", LANGUAGES)
def test_card_phrase_names_all_40_italian_cards(language):
    tr = Translator(language)
    deck = Card.deck(Rules.preset("classic"))
    assert len(deck) == 40
    names = set()
    for card in deck:
        entry = tr.card_phrase(card)
        expected = f"{RANKS_IT[card.rank - 1]} di {SUITS_IT[card.suit]}"
        assert entry.italian.startswith(expected), (card, entry.italian)
        assert entry.pronunciation and entry.meaning and entry.note and entry.key == str(card)
        names.add(entry.italian)
    assert len(names) == 40
    assert tr.card_phrase(Card.parse("7d")).italian == "Sette di Denari — il Settebello"
    assert tr.card_phrase(Card.parse("10c")).italian == "Re di Coppe"
    assert tr.card_phrase(Card.parse("1d")).pronunciation == "AHS-soh dee deh-NAH-ree"


def test_card_phrase_meanings_and_notes():
    en = Translator("en")
    assert en.card_phrase(Card.parse("1d")).meaning == "ace of coins"
    assert "21" in en.card_phrase(Card.parse("7s")).note  # a seven's primiera value
    assert "point" in en.card_phrase(Card.parse("7d")).note
    assert Translator("it").card_phrase(Card.parse("8b")).meaning == "fante di bastoni"


def test_card_phrase_french_and_52_card_decks():
    tr = Translator("en")
    assert tr.card_phrase(Card.parse("9c"), deck_style="french").italian == "Donna di Cuori"
    assert tr.card_phrase(Card.parse("1s"), deck_style="french").italian == "Asso di Picche"
    big = [tr.card_phrase(card, deck_size=52).italian for card in Card.deck(Rules.preset("eight_players"))] \
        if "eight_players" in Rules.presets() else [
            tr.card_phrase(Card(rank, suit), deck_size=52).italian for rank in range(1, 14) for suit in "dcsb"
        ]
    assert len(set(big)) == 52
    assert tr.card_phrase(Card.parse("8d"), deck_size=52).italian.startswith("Otto di")
    assert tr.card_phrase(Card.parse("12s"), deck_size=52).italian == "Donna di Spade"
    with pytest.raises(ValueError):
        tr.card_phrase((11, "d"))  # no 11 in the 40-card deck
    assert tr.card_phrase((3, "b")).italian == "Tre di Bastoni"  # (rank, suit) works too


@pytest.mark.parametrize("language", LANGUAGES)
def test_terms(language):
    tr = Translator(language)
    for suit in "dcsb":
        assert tr.term(f"suit.{suit}") != f"terms.suit.{suit}"
    for rank in range(1, 11):
        assert tr.term(f"rank.{rank}") != f"terms.rank.{rank}"
    assert Translator("it").term("rank.9") == "Cavallo" and Translator("en").term("suit.b") == "Batons"


# -- finding the files -----------------------------------------------------------------------------------
def test_locales_found_from_any_working_directory(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert resources.project_path("locales", "en.yaml").is_file()
    assert Translator("it").t("menu.quit") == "Esci"


def test_project_path_in_a_frozen_bundle(tmp_path, monkeypatch):
    bundle = tmp_path / "bundle"
    (bundle / "locales").mkdir(parents=True)
    (bundle / "locales" / "en.yaml").write_text("menu:\n  quit: Bundled quit\n", encoding="utf-8")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    assert resources.project_path("locales") == bundle / "locales"
    assert resources.resource_roots()[0] == bundle
    i18n.clear_cache()
    assert Translator("en").t("menu.quit") == "Bundled quit"
    # Something the bundle lacks still resolves somewhere sensible (the bundle), never the cwd.
    assert resources.project_path("nothing-here").parent == bundle


def test_project_path_from_source():
    assert resources.project_path("locales") == LOCALES


@pytest.mark.parametrize("language", LANGUAGES)
def test_display_names_with_fallbacks(language):
    i18n.set_language(language)
    italian = language == "it"
    assert rule_options.preset_name("night_one") == ("Prima sera" if italian else "Night one")
    assert rule_options.preset_name("brand_new_variant") == "Brand new variant"  # not translated yet: readable
    assert rule_options.preset_about("brand_new_variant") == ""
    assert rule_options.option_name("new_option") == "New option" and rule_options.option_help("new_option") == ""
    assert rule_options.value_label("re_bello", False) == ("Spento" if italian else "Off")
    assert rule_options.value_label("capture_rule", "unknown_value") == "unknown value"
    for preset in Rules.presets():  # every text value of every preset has a display text in the locale
        rules = Rules.preset(preset)
        for option in Rules.option_names():
            value = getattr(rules, option)
            if isinstance(value, str):
                assert i18n.current().has(f"rule_options.{option}.values.{value}"), (preset, option, value)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_preset_has_its_note_and_english_matches_the_engine(language):
    english = locales.flatten(raw("en"))
    for preset, note in PRESET_NOTES.items():
        assert english[f"presets.{preset}.note"] == note, f"en.yaml presets.{preset}.note differs from the engine"
    assert set(PRESET_NOTES) == set(Rules.presets())
    i18n.set_language(language)
    shown = rule_options.preset_note("scopa_d_assi")
    assert shown == (PRESET_NOTES["scopa_d_assi"] if language == "en" else
                     locales.flatten(raw(language))["presets.scopa_d_assi.note"])
    assert rule_options.preset_note("custom") == ""


def test_a_preset_note_missing_from_the_locales_falls_back_to_the_engine(monkeypatch):
    monkeypatch.setitem(PRESET_NOTES, "brand_new_variant", "New: read from source 009.")
    i18n.set_language("it")
    assert rule_options.preset_note("brand_new_variant") == "New: read from source 009."

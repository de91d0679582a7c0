"""Issue 14, driven through the real scenes with posted events: the setup screen keeps the player count a
preset forced away, stops its Players arrows at the ends and fits every value; forms ignore a click meant
for a screen that is gone; names are cleaned where they are typed (and refused in a hand-edited file); the
default person is shown as You/Tu in the language of the day; New game asks before a saved match is lost."""

from __future__ import annotations

import pygame
import pytest

from scopa_desktop import i18n
from scopa_desktop.engine import Match, Rules
from scopa_desktop.storage import MAX_NAME, ResumeStore, Seat, SettingsStore
from scopa_desktop.ui import theme
from scopa_desktop.ui.app import App
from scopa_desktop.ui.driver import click, key, play_to
from scopa_desktop.ui.session import continue_saved

SIZES = ((960, 600), (1920, 1080))


def open_setup(app: App):
    app.reset_to("menu")
    scene = app.push("setup")
    app.step(1 / 30)
    return scene


def focus(app: App, scene, row_key: str) -> None:
    """Move the keyboard focus to `row_key` with the arrow keys, as a player would."""
    for _ in range(len(scene.form.rows)):
        if scene.form.rows[scene.form.focus].key == row_key:
            return
        key(app, pygame.K_DOWN)
    raise AssertionError(f"no row {row_key}")


def press_until(app: App, scene, row_key: str, wanted, k: int = pygame.K_RIGHT) -> None:
    focus(app, scene, row_key)
    for _ in range(20):
        if scene.form.row(row_key).value == wanted:
            return
        key(app, k)
    raise AssertionError(f"{row_key} never showed {wanted}")


def type_text(app: App, text: str) -> None:
    """One KEYDOWN carrying `text` (an input method or a paste can deliver several characters at once)."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode=text, scancode=0))
    app.step(1 / 60)


# -- the setup screen ---------------------------------------------------------------------------------
def test_a_preset_that_forces_a_count_gives_the_chosen_count_back(app):
    scene = open_setup(app)
    press_until(app, scene, "players", 4)
    press_until(app, scene, "preset", "eight_players")
    assert scene.players == 8
    press_until(app, scene, "preset", "classic")
    assert scene.players == 4 and scene.form.row("players").value == 4


def test_the_players_arrows_stop_at_the_ends(app):
    scene = open_setup(app)
    counts = Rules.preset("classic").players
    press_until(app, scene, "players", counts[0], pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert scene.players == counts[0]
    press_until(app, scene, "players", counts[-1])
    key(app, pygame.K_RIGHT)
    assert scene.players == counts[-1]
    arrow = scene.form.value_boxes["players"].rect.midright
    click(app, (arrow[0] + 10, arrow[1]))  # the right arrow, clicked
    assert scene.players == counts[-1]


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("size", SIZES)
def test_every_setup_and_settings_value_fits_its_box(app, language, size):
    """Every value a row can show, not only the current one, fits whole at the smallest size it may take."""
    app.update_settings(language=language)
    app.resize(size)
    cut = []
    for preset in Rules.presets():
        app.settings = app.settings.replace(rules_preset=preset, rule_options={}, target=None)
        scene = open_setup(app)
        press_until(app, scene, "players", Rules.preset(preset).players[-1])  # the most seat rows
        app.step(1 / 30)
        assert scene.form.value_boxes.keys() == {r.key for r in scene.form.rows if r.is_choice}
        cut += [(preset, *c) for c in scene.form.cut_values()]
    app.reset_to("menu")
    settings = app.push("settings")
    app.step(1 / 30)
    cut += [("settings", *c) for c in settings.form.cut_values()]
    assert not cut


def test_value_boxes_measure_for_real(app):
    scene = open_setup(app)
    box = scene.form.value_boxes["preset"]
    assert box.fits("Classic") and not box.fits("Classic " * 20)
    assert box.floor >= 11  # the smallest a value shrinks to stays readable


def test_a_rule_tooltip_is_wrapped_inside_the_window(app, monkeypatch):
    app.resize((960, 600))
    scene = open_setup(app)
    box = scene.form.value_boxes["opt:scopa_on_final_play"].rect
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=box.center, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(40):
        app.step(1 / 20)
    drawn: list[pygame.Surface] = []

    def spy_on(name):
        real = getattr(theme, name)

        def spy(*args, **kw):
            surf = real(*args, **kw)
            drawn.append(surf)
            return surf

        monkeypatch.setattr(theme, name, spy)

    spy_on("text")  # every line of a tooltip is rendered by one of these two
    spy_on("fit_text")
    app.overlay.draw(app.screen)
    assert app.overlay.drawn_tip is not None
    assert drawn and max(s.get_width() for s in drawn) <= 960 - 2 * 8


# -- a click meant for a screen that is gone ------------------------------------------------------------
@pytest.mark.parametrize("row", ["tooltips", "hints_enabled"])
def test_a_click_on_a_closed_settings_screen_is_ignored(app, row):
    app.reset_to("menu")
    settings = app.push("settings")
    app.step(1 / 30)
    right = settings.form.value_boxes[row].rect.midright
    pos = (right[0] + 10, right[1])
    before = getattr(app.settings, row)
    # Esc closes the screen; the click in the same frame still hits its last drawn arrows.
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(1 / 30)
    assert app.stack.top.name == "menu" and getattr(app.settings, row) == before


# -- names ------------------------------------------------------------------------------------------------
def open_names(app: App):
    app.reset_to("menu")
    scene = app.push("names")
    app.step(1 / 30)
    return scene


def test_a_long_name_is_cut_where_it_is_typed(app, tmp_path):
    scene = open_names(app)
    type_text(app, "x" * (MAX_NAME + 6))
    type_text(app, "y")
    assert scene.names[0] == "x" * MAX_NAME
    key(app, pygame.K_ESCAPE)
    assert app.settings.player_names == ["x" * MAX_NAME]
    assert SettingsStore(tmp_path).load().settings.player_names == ["x" * MAX_NAME]


@pytest.mark.parametrize("typed, kept", [
    ("李小龍", "李小龍"), ("שלום", "שלום"), ("Anna 🎉", "Anna 🎉"),
    ("A\x00n\x1bn\u202ea\ud800", "Anna"),  # a NUL, an escape, a bidi override and a lone surrogate dropped
])
def test_unusual_text_is_kept_or_dropped_where_it_is_typed(app, typed, kept):
    scene = open_names(app)
    type_text(app, typed)
    assert scene.names[0] == kept
    key(app, pygame.K_ESCAPE)
    assert app.settings.player_names == [kept]
    app.push("names")
    app.step(1 / 30)  # and it draws


def test_a_hand_edited_name_that_cannot_be_drawn_is_refused_on_load(tmp_path, monkeypatch):
    monkeypatch.setenv("SCOPA_DESKTOP_HOME", str(tmp_path))
    (tmp_path / "settings.yaml").write_text(
        'schema_version: 2\nplayer_names: ["Ann\\0a", "李小龍"]\n'
        'seats: [{kind: human, name: "שלום 🎉", level: ""}, {kind: bot, name: "G\\x1b", level: medium}]\n',
        encoding="utf-8")
    loaded = SettingsStore(tmp_path).load()
    assert loaded.settings.player_names == [] and len(loaded.warnings) == 1  # refused, reported, defaults
    assert "player_names[0]" in loaded.warnings[0] and "seats[1]" in loaded.warnings[0]
    a = App(size=(960, 600), seed=3, home=str(tmp_path), fullscreen=False)
    try:
        a.reset_to("menu")
        a.push("names")
        a.step(1 / 30)
        a.reset_to("menu")
        a.step(1 / 30)
    finally:
        a.close()
        i18n.set_language("en")


# -- the default person's name -------------------------------------------------------------------------------
def saved_match(tmp_path, seats, hands: int = 1) -> Match:
    match = play_to(Match.new(Rules.preset("classic"), 2, seed=1), lambda m: len(m.history) >= hands)
    ResumeStore(tmp_path).save(match, seats)
    return match


def test_an_old_save_with_you_is_shown_in_the_language_of_the_day(app, tmp_path):
    saved_match(tmp_path, [{"kind": "human", "name": "You", "level": ""}, Seat("bot", "Giulia", "easy")])
    app.update_settings(language="it")
    assert continue_saved(app)
    assert [s.name for s in app.stack.top.seats] == ["Tu", "Giulia"]
    assert app.stack.top.side_names[0] == "Tu"


def test_the_default_person_is_saved_without_a_name(app, tmp_path):
    app.settings = app.settings.replace(seats=[Seat("human"), Seat("bot", "Giulia", "random")])
    scene = open_setup(app)
    scene.start()
    table = app.stack.top
    assert table.seats[0].name == "You"
    table.saver.save(table.match, table.seats)
    table.saver.flush()
    assert ResumeStore(tmp_path).load().saved.seats[0] == Seat("human")
    app.update_settings(language="it")
    assert continue_saved(app) and app.stack.top.seats[0].name == "Tu"


# -- New game with a match saved -------------------------------------------------------------------------------
def test_new_game_asks_before_the_saved_match_is_lost_and_keep_keeps_it(app, tmp_path):
    match = saved_match(tmp_path, [Seat("human"), Seat("bot", "Giulia", "easy")], hands=2)
    scene = open_setup(app)
    click(app, scene.form.row_rects["start"].center)
    dialog = app.stack.top
    assert dialog.name == "confirm"
    score = "–".join(str(t) for t in match.totals)
    assert dialog.message == f"The saved match (Classic, 2 players, {score}, hand 3) will be lost."
    key(app, pygame.K_RETURN)  # Keep has the focus
    assert app.stack.top is scene
    assert ResumeStore(tmp_path).load().saved.match.to_dict() == match.to_dict()


def test_start_new_in_the_dialog_starts_the_new_game(app, tmp_path):
    saved_match(tmp_path, [Seat("human"), Seat("bot", "Giulia", "easy")])
    scene = open_setup(app)
    click(app, scene.form.row_rects["start"].center)
    dialog = app.stack.top
    click(app, dialog.form.row_rects["proceed"].center)
    assert [scene.name for scene in app.stack.scenes] == ["menu", "table"]  # as without a save
    assert app.stack.top.match.history == ()  # a new match


def test_a_save_from_a_newer_version_is_not_replaced_unasked(app, tmp_path):
    store = ResumeStore(tmp_path)
    store.directory.mkdir(parents=True, exist_ok=True)
    store.path.write_text('{"version": 99, "match": {}}', encoding="utf-8")
    scene = open_setup(app)
    click(app, scene.form.row_rects["start"].center)
    assert app.stack.top.name == "confirm" and "newer version" in app.stack.top.message
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is scene and "99" in store.path.read_text()


def test_without_a_saved_match_start_does_not_ask(app):
    scene = open_setup(app)
    click(app, scene.form.row_rects["start"].center)
    assert [scene.name for scene in app.stack.scenes] == ["menu", "table"]


def test_continue_says_which_match(app, tmp_path):
    match = saved_match(tmp_path, [Seat("human"), Seat("bot", "Giulia", "easy")], hands=2)
    app.reset_to("menu")
    app.step(1 / 30)
    row = app.stack.top.form.row("continue")
    score = "–".join(str(t) for t in match.totals)
    assert row.help_params["summary"] == f"Classic, 2 players, {score}, hand 3"
    assert row.help_params["when"].startswith("today at ")
    rect = app.stack.top.form.row_rects["continue"]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(40):
        app.step(1 / 20)
    assert app.overlay.drawn_tip is not None and score in app.overlay.drawn_tip.italian


# -- counts and the prompt ------------------------------------------------------------------------------------
@pytest.mark.parametrize("language, key_, one, many", [
    ("en", "history_screen.matches_count", "1 match", "3 matches"),
    ("it", "history_screen.matches_count", "1 partita", "3 partite"),
    ("en", "history.stats.streak_wins", "1 win", "3 wins"),
    ("it", "history.stats.streak_wins", "1 vittoria", "3 vittorie"),
])
def test_counts_take_their_plural_form(language, key_, one, many):
    t = i18n.Translator(language)
    assert (t.t(key_, n=1), t.t(key_, n=3)) == (one, many)


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_prompt_with_one_card_names_one_key(app, language):
    app.update_settings(language=language)
    match = play_to(Match.new(Rules.preset("classic"), 2, seed=4),
                    lambda m: m.game.to_move == 0 and len(m.game.hands[0]) == 1)
    assert len(match.game.hands[0]) == 1 and match.game.to_move == 0
    app.reset_to("table", match=match, seats=[Seat("human", "Anna"), Seat("bot", "Giulia", "random")])
    app.step(1 / 30)
    prompt = app.stack.top.status.message()
    assert prompt.endswith(" 1") and "1–" not in prompt


def test_a_declaration_reads_right_for_you():
    for language, you in (("en", "You"), ("it", "Tu")):
        t = i18n.Translator(language)
        for kind in ("cirulla", "tris"):
            text = t.t(f"table.event_{kind}", name=you)
            assert text.startswith(f"{you}:") and "declares" not in text and "dichiara " not in text


def test_the_card_notes_follow_the_rules_in_play():
    """The ace of coins in Cirulla: its sweep and scopa, the piccola, no napola (which is off there)."""
    from scopa_desktop.ui.rule_options import card_rule_notes

    cirulla = card_rule_notes(Rules.preset("cirulla"), 1, "d")
    assert cirulla == [i18n.t("card_rules.ace_sweep_scopa"), i18n.t("card_rules.piccola")]
    assert not any("napola" in note for note in cirulla)
    assert card_rule_notes(Rules.preset("napola"), 1, "d") == [i18n.t("card_rules.napola")]
    assert card_rule_notes(Rules.preset("scopa_d_assi"), 1, "c") == [i18n.t("card_rules.ace_sweep")]
    assert card_rule_notes(Rules.preset("classic"), 1, "d") == []


@pytest.mark.parametrize("language, said", [("en", "You conceded."), ("it", "Hai abbandonato la partita.")])
def test_conceding_reads_right_for_you(app, language, said):
    import dataclasses

    app.update_settings(language=language)
    rules = dataclasses.replace(Rules.preset("classic"), forfeit_seven_zero=True)
    data = Match.new(rules, 2, seed=0).to_dict()
    data["totals"] = [0, 8]  # side 0 (you) may concede
    seats = [Seat("human", i18n.t("common.you")), Seat("bot", "Giulia", "random")]
    app.reset_to("table", match=Match.from_dict(data), seats=seats)
    app.step(1 / 30)
    pause = app.push("pause")
    app.step(1 / 30)
    click(app, pause.form.row_rects["concede"].center)
    for _ in range(200):
        if app.stack.top.name == "match_end":
            break
        app.step(1 / 30)
    end = app.stack.top
    assert end.name == "match_end" and end.match.conceded
    assert end.conceded_text(0) == said


@pytest.mark.parametrize("preset, sweep, napola", [("cirulla", True, False), ("napola", False, True),
                                                    ("classic", False, False)])
def test_the_ace_of_coins_tooltip_speaks_of_the_rules_in_play(app, preset, sweep, napola):
    """Cirulla's ace of coins tells of its sweep, not of the napola (off there); the napola preset does."""
    from scopa_desktop.ui.tips.words import resolve

    app.reset_to("table", match=Match.new(Rules.preset(preset), 2, seed=1),
                 seats=[Seat("human"), Seat("bot", "Bot", "random")])
    assert app.rules_in_play == Rules.preset(preset)
    note = resolve("window.tip_card", {"card": "1d"}, rules=app.rules_in_play).note
    assert (i18n.t("card_rules.ace_sweep_scopa") in note) is sweep
    assert (i18n.t("card_rules.napola") in note) is napola
    app.reset_to("menu")
    assert app.rules_in_play is None and app.deck_size == 40

"""Issue 7 in the game window, headless: resume after a restart, history at the end of a match, undo
against bots, the hint button, tooltips for every element kind in both languages, the glossary and the
history screens."""

from __future__ import annotations

import random

import pygame
import pytest

from scopa_desktop import i18n
from scopa_desktop.engine import Card, Rules
from scopa_desktop.storage import HistoryStore, ResumeStore, record_from_match
from scopa_desktop.ui import input as inp
from scopa_desktop.ui.app import App
from scopa_desktop.ui.driver import key, settle
from scopa_desktop.ui.seats import seats_from_settings
from scopa_desktop.ui.text import card_name, tr
from scopa_desktop.ui.tips.words import ELEMENT_KINDS, resolve

ONE_VS_BOT = [{"kind": "human", "name": "Anna", "level": ""}, {"kind": "bot", "name": "Bot", "level": "random"}]


def make_app(home) -> App:
    a = App(size=(1280, 800), seed=3, home=str(home), fullscreen=False)
    a.settings = a.settings.replace(animation_speed="off", bot_pause_ms=0)
    return a


def open_table(app, seats=ONE_VS_BOT, seed=11):
    table = app.reset_to("table", rules=Rules.preset("classic"), seats=seats_from_settings(seats, len(seats)),
                         seed=seed)
    wait_for_human(app, table)
    return table


def wait_for_human(app, table, frames=400):
    for _ in range(frames):
        app.step(1 / 30)
        if app.stack.top is table and table.human_turn():
            return
    raise AssertionError("the human's turn never came")


def play_by_keys(app, table, move):
    hand = table.shown_hand()  # the number keys follow the hand as drawn
    key(app, pygame.K_1 + hand.index(move.card))
    if len(table.selection.options) > 1:
        key(app, pygame.K_1 + table.selection.options.index(move))
    else:
        key(app, pygame.K_RETURN)


def test_saved_after_every_move_and_continued_after_a_restart(app, tmp_path):
    table = open_table(app)
    rng = random.Random(2)
    for _ in range(3):
        play_by_keys(app, table, rng.choice(table.game.legal_moves()))
        table.saver.flush()  # the save runs on its own thread, asked for on the move
        saved = ResumeStore(tmp_path).load().saved
        assert saved is not None and saved.match.to_dict() == table.match.to_dict()  # on the move, no timer
        wait_for_human(app, table)
    table.saver.flush()
    state = ResumeStore(tmp_path).load().saved.match.to_dict()
    assert state == table.match.to_dict()  # the bot's reply was saved too
    app.close()
    # A new start with the same home: the menu offers Continue, which opens exactly the saved match.
    again = make_app(tmp_path)
    menu = again.reset_to("menu")
    assert menu.form.rows[0].key == "continue"
    menu.handle(inp.Intent(inp.ACTION, "continue"))
    table2 = again.stack.top
    assert table2.name == "table" and table2.match.to_dict() == state
    assert [s.name for s in table2.seats] == ["Anna", "Bot"]
    again.close()


def test_undo_reaches_as_far_back_after_continue_as_before_leaving(app, tmp_path):
    """Undo was greyed after Continue though the save keeps every move: the undo stack is rebuilt from them,
    across the hands already finished too."""
    table = open_table(app)
    rng = random.Random(5)
    while len(table.match.history) < 1 or len(table.game.history) < 4:  # into the second hand
        play_by_keys(app, table, rng.choice(table.game.legal_moves()))
        settle(app)
        if app.stack.top.name == "scoring":
            key(app, pygame.K_RETURN)
        wait_for_human(app, table)
    live = list(table.assist.undo_stack)
    assert len(live) >= 20 and table.assist.can_undo()
    table.saver.flush()
    app.close()
    again = make_app(tmp_path)
    menu = again.reset_to("menu")
    menu.handle(inp.Intent(inp.ACTION, "continue"))
    table2 = again.stack.top
    wait_for_human(again, table2)
    assert table2.assist.can_undo() and table2.assist.undo_stack == live
    key(again, pygame.K_u)
    assert table2.match == live[-1]
    again.close()


def test_a_failed_save_is_reported_once_and_saving_stops(app, monkeypatch):
    calls = []

    def refuse(store, match, seats, *args, **kwargs):
        calls.append(match)
        raise OSError("the disk is full")

    monkeypatch.setattr(ResumeStore, "save", refuse)
    table = open_table(app)
    rng = random.Random(4)
    play_by_keys(app, table, rng.choice(table.game.legal_moves()))  # asked before the first failure is seen
    table.saver.flush()
    tried = len(calls)
    assert [n for n in app.notices if "disk is full" in n] == ["the disk is full"]
    for _ in range(3):
        wait_for_human(app, table)
        play_by_keys(app, table, rng.choice(table.game.legal_moves()))
        table.saver.flush()
    assert [n for n in app.notices if "disk is full" in n] == ["the disk is full"], "reported once"
    assert not table.saver.saving and len(calls) == tried, "no save is tried once the failure is known"


def test_a_finished_match_goes_into_the_history_and_clears_the_save(app, tmp_path):
    from scopa_desktop.engine import Match

    # A match one move from its end (the last card of the deciding hand), played out by two bots.
    rng = random.Random(0)
    match = Match.new(Rules.preset("classic"), 2, seed=4)
    while not match.play(move := rng.choice(match.game.legal_moves())).is_over:
        match = match.play(move)
    bots = [{"kind": "bot", "name": "A", "level": "random"}, {"kind": "bot", "name": "B", "level": "random"}]
    table = app.reset_to("table", match=match, seats=seats_from_settings(bots, 2))
    table.saver.flush()
    assert ResumeStore(tmp_path).exists()
    for _ in range(2000):
        top = app.stack.top
        if top.name == "match_end":
            break
        if top.name == "scoring":
            key(app, pygame.K_RETURN)
        else:
            app.step(1 / 30)
    assert app.stack.top.name == "match_end"
    table.saver.flush()
    records = HistoryStore(tmp_path).load().records
    assert len(records) == 1 and records[0].totals == table.match.totals
    assert [s.name for s in records[0].seats] == ["A", "B"]
    assert not ResumeStore(tmp_path).exists()


def test_undo_takes_back_your_move_and_the_bots_reply(app):
    table = open_table(app)
    before = table.match
    play_by_keys(app, table, table.game.legal_moves()[0])
    wait_for_human(app, table)
    assert table.match is not before and len(table.game.history) >= len(before.game.history) + 2 or \
        table.match.previous_game is not before.previous_game
    key(app, pygame.K_u)
    assert table.match.to_dict() == before.to_dict()
    assert table.human_turn()


def test_no_undo_with_two_people_or_with_the_setting_off(app):
    app.settings = app.settings.replace(undo_enabled=False)
    table = open_table(app)
    play_by_keys(app, table, table.game.legal_moves()[0])
    wait_for_human(app, table)
    assert not table.assist.can_undo()
    people = [ONE_VS_BOT[0], {"kind": "human", "name": "Bruno", "level": ""}]
    app.settings = app.settings.replace(undo_enabled=True)
    table = app.reset_to("table", rules=Rules.preset("classic"), seats=seats_from_settings(people, 2), seed=2)
    assert not table.assist.undo_on


def test_hint_asks_maestro_while_the_window_stays_live_then_selects_his_move(app):
    from scopa_desktop.review import advise

    table = open_table(app)
    want = advise(table.game.observation(table.view_seat))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0))
    for event in pygame.event.get():
        app.handle_event(event)
    assert table.assist.hint_future is not None  # asked on the worker thread: this frame does not wait
    assert app.overlay.toasts[0].title == tr("hints.thinking")
    app.step(1 / 60)  # the next frame shows it (a test's step waits for the worker first)
    hand = table.shown_hand()
    assert hand[table.selection.selected] == want.move.card
    assert table.selection.options[table.selection.focus_option] == want.move
    name = card_name(want.move.card, app.deck_style, app.deck_size)
    assert app.overlay.toasts[0].title == tr("hints.suggestion", move=name)  # in Maestro's name
    key(app, pygame.K_RETURN)  # Enter plays the suggestion
    assert table.game.history[-1].card == want.move.card or table.match.previous_game is not None


def test_a_hint_for_a_position_that_is_gone_is_dropped(app):
    table = open_table(app)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0))
    for event in pygame.event.get():
        app.handle_event(event)
    table.play(table.game.legal_moves()[-1])  # the player moved before Maestro answered
    settle(app)
    names = {card_name(c, app.deck_style, app.deck_size) for c in Card.deck(table.rules)}
    assert not any(t.title in {tr("hints.suggestion", move=n) for n in names} for t in app.overlay.toasts)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_every_element_kind_has_an_italian_tooltip(lang):
    i18n.set_language(lang)
    try:
        for kind, (tip_key, params) in ELEMENT_KINDS.items():
            for style in ("italian", "french"):
                tip = resolve(tip_key, params, style)
                assert tip is not None and tip.italian and tip.pronunciation and tip.meaning, (kind, lang, tip)
        assert resolve("window.tip_card", {"card": "1d"}).italian.startswith("Asso di Denari")
    finally:
        i18n.set_language("en")


def test_the_table_marks_every_element_kind(app):
    table = open_table(app)
    app.dirty = True
    app.step(1 / 30)
    keys = {r.tooltip_key for r in app.input.regions}
    for kind in ("card", "suit", "button", "stock", "turn", "pile"):
        assert ELEMENT_KINDS[kind][0] in keys, kind
    assert table.top_bar.button_rects


def test_tooltip_shows_after_resting_on_a_card_and_respects_the_setting(app):
    table = open_table(app)
    card = table.shown_hand()[0]
    rect = table.layout.hand_card_rects(len(table.shown_hand()))[0]
    pos = (rect.centerx, rect.bottom - 10)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.step(1 / 30)
    assert app.overlay.drawn_tip is None  # not at once: after a short rest
    for _ in range(30):
        app.step(1 / 30)
    assert app.overlay.drawn_tip is not None
    assert app.overlay.drawn_tip.italian == i18n.card_phrase(Card(card.rank, card.suit)).italian
    app.settings = app.settings.replace(tooltips=False)
    for _ in range(3):
        app.dirty = True
        app.step(1 / 30)
    assert app.overlay.drawn_tip is None


def test_glossary_lists_every_phrase_and_scrolls(app):
    scene = app.push("glossary")
    settle(app)
    n = len(i18n.glossary())
    assert sum(1 for e in scene.rows if not e.heading) >= n + 10  # the phrases and the cards' names
    key(app, pygame.K_PAGEDOWN)
    assert scene.top > 0
    key(app, pygame.K_END)
    assert scene.top == len(scene.rows) - scene.visible


def test_the_italian_glossary_shows_no_english_respelling(app):
    app.update_settings(language="it")
    scene = app.push("glossary")
    settle(app)
    words = [e for e in scene.rows if not e.heading]
    assert words and all(e.pronunciation == "" for e in words)  # the ▶ button says it instead
    assert all(e.phrase for e in words)


def test_history_screen_lists_matches_and_charts_the_selected_one(app, tmp_path):
    from scopa_desktop.engine import Match

    rng = random.Random(3)
    store = HistoryStore(tmp_path)
    for seed in range(3):
        m = Match.new(Rules.preset("classic"), 2, seed=seed)
        while not m.is_over:
            m = m.play(rng.choice(m.game.legal_moves()))
        store.append(record_from_match(m, ONE_VS_BOT))
    scene = app.push("history")
    app.step(1 / 30)
    assert scene.stats().matches == 3 and scene.player == "Anna"
    key(app, pygame.K_DOWN)
    assert scene.selected == 1
    hits = [r for r in app.input.regions if r.intent and r.intent.kind == inp.ACTION
            and isinstance(r.intent.value, tuple) and r.intent.value[0] == "match"]
    assert len(hits) == 3


def type_text(app, s: str) -> None:
    for ch in s:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=ord(ch.lower()), mod=0, unicode=ch, scancode=0))
    app.step(1 / 30)


def test_typed_player_names_are_remembered_and_seated(app):
    from scopa_desktop.ui.seats import seats_from_settings

    app.save_settings = True
    app.push("names")
    type_text(app, "Anna")
    key(app, pygame.K_DOWN)
    type_text(app, "Brunx")
    key(app, pygame.K_BACKSPACE)
    type_text(app, "o")
    key(app, pygame.K_ESCAPE)
    assert app.settings.player_names == ["Anna", "Bruno"]
    assert app.store.load().settings.player_names == ["Anna", "Bruno"]  # saved
    people = [{"kind": "human", "name": "", "level": ""}, {"kind": "bot", "name": "Bot", "level": "random"},
              {"kind": "human", "name": "", "level": ""}]
    assert [s.name for s in seats_from_settings(people, 3, app.settings.player_names)] == ["Anna", "Bot", "Bruno"]


def test_events_speak_italian_with_a_translation(app):
    from scopa_desktop.engine import Game, Match

    # You sweep the settebello (a scopa and the settebello at once); the bot replies; it is your turn again.
    rules = Rules.preset("classic")
    game = Game.from_position(rules, hands=[["7c", "2b", "4s"], ["1b", "9s", "8c"]], table=["7d"],
                              stock=["3b", "5b", "6b", "3s", "5s", "6s"])
    data = Match.new(rules, 2, seed=1).to_dict()
    data["game"] = game.to_dict()
    table = app.reset_to("table", match=Match.from_dict(data), seats=seats_from_settings(ONE_VS_BOT, 2))
    wait_for_human(app, table)
    play_by_keys(app, table, next(m for m in table.game.legal_moves() if m.capture))
    titles = [t.title for t in app.overlay.toasts]
    assert any(t.startswith(i18n.phrase("scopa").italian) for t in titles)
    assert any(t.startswith(i18n.phrase("settebello").italian) for t in titles)
    assert all(t.line for t in app.overlay.toasts)  # each with its translation
    wait_for_human(app, table)
    # The turn came straight back (two players, no wait): no "Tocca a te" on every turn.
    assert not any(t.title.startswith(i18n.phrase("tocca_a_te").italian) for t in app.overlay.toasts)
    # With the teaching off, events stay quiet.
    app.overlay.toasts.clear()
    app.settings = app.settings.replace(tooltips=False)
    play_by_keys(app, table, table.game.legal_moves()[0])
    wait_for_human(app, table)
    assert app.overlay.toasts == []


def test_keyboard_focus_shows_the_tooltip_when_asked(app):
    table = open_table(app)
    key(app, pygame.K_RIGHT)  # select the first card with the keys; the pointer never moved
    for _ in range(30):
        app.step(1 / 30)
    assert app.overlay.drawn_tip is None  # the focus alone is calm
    key(app, pygame.K_F1)
    app.step(1 / 30)
    card = table.shown_hand()[table.selection.selected]
    assert app.overlay.drawn_tip is not None
    assert app.overlay.drawn_tip.italian == i18n.card_phrase(Card(card.rank, card.suit)).italian


def test_window_size_is_saved_once_a_resize_settles(app):
    app.save_settings = True
    app.push("menu")
    app.step(1 / 30)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1100, 700), w=1100, h=700))
    app.step(1 / 30)
    assert app.store.load().settings.window_size != [1100, 700]  # not at every event of a drag
    for _ in range(20):
        app.step(0.1)
    assert app.store.load().settings.window_size == [1100, 700]


def test_a_corrupt_settings_file_is_reported_in_the_menu(tmp_path, monkeypatch):
    from scopa_desktop.storage import SettingsStore
    from scopa_desktop.ui.menu_items import notice_text

    monkeypatch.setenv("SCOPA_DESKTOP_HOME", str(tmp_path))
    store = SettingsStore(str(tmp_path))
    store.path.parent.mkdir(parents=True, exist_ok=True)
    store.path.write_text("deck_style: [unclosed\n", encoding="utf-8")
    a = make_app(tmp_path)
    try:
        a.reset_to("menu")
        a.step(1 / 30)
        assert a.notices and "settings" in notice_text(a.notices[0]).lower()
        dismiss = [r for r in a.input.regions if r.intent == inp.Intent(inp.ACTION, "dismiss_notices")]
        assert dismiss
        a.stack.top.handle(dismiss[0].intent)
        assert a.notices == []
    finally:
        a.close()


def test_scoring_categories_carry_their_italian_names(app):
    from scopa_desktop.engine import Match
    from scopa_desktop.ui.driver import play_to

    match = play_to(Match.new(Rules.preset("classic"), 2, seed=2),
                    lambda m: not m.game.stock and sum(map(len, m.game.hands)) == 1)
    bots = [{"kind": "bot", "name": "A", "level": "random"}, {"kind": "bot", "name": "B", "level": "random"}]
    app.reset_to("table", match=match, seats=seats_from_settings(bots, 2))
    for _ in range(300):
        app.step(1 / 30)
        if app.stack.top.name == "scoring":
            break
    app.dirty = True
    app.step(1 / 30)
    keys = {r.tooltip_key for r in app.input.regions if r.tooltip_key}
    for cat in ("cards", "coins", "settebello", "primiera", "scope"):
        assert f"scoring.categories.{cat}" in keys
        assert resolve(f"scoring.categories.{cat}").pronunciation


def test_undo_never_crosses_a_scored_hand(app):
    """#42 item 10: undo right after Continue at a hand's start took the scored hand back (7-3 back to 2-2)."""
    table = open_table(app)
    rng = random.Random(7)
    while not table.match.history:  # play the first hand out
        play_by_keys(app, table, rng.choice(table.game.legal_moves()))
        settle(app)
        if app.stack.top.name == "scoring":
            key(app, pygame.K_RETURN)
        wait_for_human(app, table)
    # Your first turn of the second hand: your moves of the first are kept (a save keeps them too), but none
    # is of this hand, so there is nothing to take back.
    scored, hands = table.match.totals, len(table.match.history)
    assert table.assist.undo_stack and not table.assist.can_undo()
    key(app, pygame.K_u)
    assert table.match.totals == scored and len(table.match.history) == hands
    play_by_keys(app, table, table.game.legal_moves()[0])
    wait_for_human(app, table)
    assert table.assist.can_undo()  # a move of this hand: that one can be taken back
    key(app, pygame.K_u)
    assert table.match.totals == scored and len(table.match.history) == hands

"""Issue 16, calm teaching: tooltips wait for the pointer to rest, follow the keyboard only when asked (F1),
never cover your hand, the prompt or the option chips, and wrap inside the window; the Italian UI shows no
English respelling; the event phrases come for the events that matter, once each, not on every turn; the
pass-and-play hand-off recaps what happened since that player's last turn. Driven by posted events."""

from __future__ import annotations

import pygame
import pytest
from conftest import match_at
from test_ui_session import play_by_keys

from scopa_desktop import i18n
from scopa_desktop.engine import Game, Match, Rules
from scopa_desktop.ui import theme
from scopa_desktop.ui.driver import click, key, settle
from scopa_desktop.ui.scenes.handoff import MAX_RECAP, recap_lines
from scopa_desktop.ui.scenes.table.people import YOUR_TURN_WAIT
from scopa_desktop.ui.seats import seats_from_settings
from scopa_desktop.ui.text import tr
from scopa_desktop.ui.tips.place import EDGE, place_tip
from scopa_desktop.ui.tips.tooltip import HOVER_DELAY
from scopa_desktop.ui.tips.words import Tip

ONE_VS_BOT = [{"kind": "human", "name": "Anna", "level": ""}, {"kind": "bot", "name": "Bot", "level": "random"}]
PEOPLE = [{"kind": "human", "name": n, "level": ""} for n in ("Anna", "Bruno", "Carla")]


def move_to(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def open_table(app, seats=ONE_VS_BOT, seed=11, match=None):
    kwargs = {"match": match} if match is not None else {"rules": Rules.preset("classic"), "seed": seed}
    table = app.reset_to("table", seats=seats_from_settings(seats, len(seats)), **kwargs)
    for _ in range(400):
        app.step(1 / 30)
        if app.stack.top is table and table.human_turn():
            return table
    raise AssertionError("the human's turn never came")


def rest(app, seconds: float, dt: float = 1 / 60) -> None:
    for _ in range(round(seconds / dt)):
        app.step(dt)


# -- where a tooltip goes -------------------------------------------------------------------------------
def test_place_tip_stays_inside_and_off_what_is_kept_clear():
    window = (960, 600)
    hand = pygame.Rect(100, 430, 760, 170)
    prompt = pygame.Rect(100, 390, 760, 36)
    for x in range(0, 960, 40):
        for y in range(0, 600, 40):
            target = pygame.Rect(x, y, 40, 40)
            box = place_tip(window, (300, 120), target, (x + 20, y + 20), [hand, prompt])
            assert pygame.Rect(EDGE, EDGE, 960 - 2 * EDGE, 600 - 2 * EDGE).contains(box), (x, y, box)
            assert not box.colliderect(hand) and not box.colliderect(prompt), (x, y, box)
            assert not box.colliderect(target), (x, y, box)


def test_place_tip_covers_the_least_when_nothing_is_free():
    everything = pygame.Rect(0, 0, 400, 300)
    box = place_tip((400, 300), (200, 100), pygame.Rect(10, 10, 10, 10), None, [everything])
    assert pygame.Rect(0, 0, 400, 300).contains(box)


# -- calm tooltips on the table --------------------------------------------------------------------------
def test_a_tooltip_waits_for_the_pointer_to_rest(app):
    table = open_table(app)
    rect = table.layout.hand_card_rects(len(table.game.hands[table.view_seat]))[0]
    move_to(app, rect.center)
    rest(app, HOVER_DELAY - 0.1)
    assert app.overlay.drawn_tip is None
    rest(app, 0.15)
    assert app.overlay.drawn_tip is not None


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
def test_no_tooltip_covers_the_hand_the_prompt_or_the_chips(app, size):
    app.resize(size)
    table = open_table(app)
    window = app.screen.get_rect()
    checked = 0
    regions = [r for r in app.input.regions if r.tooltip_key]
    for region in regions:
        move_to(app, region.rect.center)
        rest(app, HOVER_DELAY + 0.1)
        if app.overlay.drawn_tip is None:
            continue
        box = app.overlay.drawn_box
        assert window.contains(box)
        assert not any(box.colliderect(r) for r in table.keep_clear()), (region.tooltip_key, box)
        checked += 1
    assert checked >= len(table.game.hands[table.view_seat])  # every card of the hand at least


def test_with_several_captures_the_chips_stay_clear_too(app):
    game = Game.from_position(Rules.preset("classic"), hands=[["7c", "2b", "4s"], ["1b", "9s", "8c"]],
                              table=["3d", "4d", "5b", "2c"], stock=["3b", "5s", "6b", "3s", "6c", "6s"])
    table = open_table(app, match=match_at(game))
    key(app, pygame.K_1)  # the seven: several captures, chips in the status line
    assert len(table.selection.options) > 1
    for region in [r for r in app.input.regions if r.tooltip_key]:
        move_to(app, region.rect.center)
        rest(app, HOVER_DELAY + 0.1)
        if app.overlay.drawn_box is not None and app.overlay.drawn_tip is not None:
            assert not any(app.overlay.drawn_box.colliderect(r) for r in table.keep_clear())


def lit_options(table) -> list[pygame.Rect]:
    """Where the selected card's capture options lie on the felt: the table cards they take."""
    taken = {card for move in table.selection.options for card in move.capture}
    rects = table.layout.table_card_rects(len(table.game.table))
    return [rect for card, rect in zip(table.game.table, rects, strict=True) if card in taken]


POSITIONS = {  # a seven with several captures; a quindici four with twelve
    "classic": (["7c", "2b", "4s"], ["1b", "9s", "8c"], ["3d", "4d", "5b", "2c"], ["3b", "5s", "6b", "3s", "6c", "6s"]),
    "quindici": (["4d", "2c", "3c"], ["5c", "6c", "7c"], ["1c", "1s", "1b", "9s", "9b", "10c", "10b"],
                 ["8c", "8s", "8b", "8d", "9c", "9d"]),
}


@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
@pytest.mark.parametrize("preset", sorted(POSITIONS))
def test_no_tooltip_covers_a_lit_option_its_chip_the_hand_or_a_button(app, size, preset):
    """The README promised it; the lit table cards and the buttons were not kept clear."""
    app.resize(size)
    mine, theirs, on_table, stock = POSITIONS[preset]
    game = Game.from_position(Rules.preset(preset), hands=[mine, theirs], table=on_table, stock=stock)
    table = open_table(app, match=match_at(game))
    key(app, pygame.K_1)
    assert len(table.selection.options) > 1
    hand = table.hand.bounds
    checked = 0
    for region in [r for r in app.input.regions if r.tooltip_key]:
        move_to(app, region.rect.center)
        rest(app, HOVER_DELAY + 0.1)
        box = app.overlay.drawn_box if app.overlay.drawn_tip is not None else None
        if box is None:
            continue
        controls = [r.rect for r in app.input.regions
                    if isinstance(r.hover, tuple) and r.hover[0] in ("button", "option")]
        clear = [rect for rect in [*lit_options(table), *controls, hand] if not rect.colliderect(region.rect)]
        covered = [rect for rect in clear if box.colliderect(rect)]
        assert not covered, (region.tooltip_key, region.tooltip_params, box, covered)
        checked += 1
    assert checked >= 5


def test_the_strip_style_shows_the_tip_in_a_fixed_band_clear_of_the_hand(app):
    table = open_table(app)
    app.overlay.style = "strip"
    rect = table.layout.hand_card_rects(len(table.game.hands[table.view_seat]))[1]
    move_to(app, rect.center)
    rest(app, HOVER_DELAY + 0.1)
    box = app.overlay.drawn_box
    assert app.overlay.drawn_tip is not None and box.y == table.toast_top() + EDGE
    assert not any(box.colliderect(r) for r in table.keep_clear())


def test_the_keyboard_focus_shows_its_tooltip_only_when_asked(app):
    app.reset_to("menu")
    settle(app)
    form = app.stack.top.form
    for _ in range(len(form.rows)):  # the focus moves onto History, which has help
        if form.rows[form.focus].key == "history":
            break
        key(app, pygame.K_DOWN)
    assert form.rows[form.focus].key == "history"
    rest(app, 1.0)
    assert app.overlay.drawn_tip is None
    key(app, pygame.K_F1)
    app.step(1 / 60)
    assert app.overlay.drawn_tip is not None and app.overlay.drawn_tip.italian == i18n.phrase("le_partite").italian
    key(app, pygame.K_F1)  # asked again: put away
    app.step(1 / 60)
    assert app.overlay.drawn_tip is None


def test_a_long_tooltip_wraps_inside_a_small_window(app, monkeypatch):
    from scopa_desktop.ui.tips import tooltip

    app.resize((960, 600))
    app.reset_to("menu")
    settle(app)
    long = Tip("Una spiegazione molto lunga " * 6, "", "a very long meaning that goes on " * 5, "note " * 60)
    monkeypatch.setattr(tooltip, "resolve", lambda *a, **k: long)
    region = next(r for r in app.input.regions if r.tooltip_key)
    move_to(app, (region.rect.right - 2, region.rect.centery))
    rest(app, HOVER_DELAY + 0.1)
    assert app.overlay.drawn_tip is long
    assert app.screen.get_rect().inflate(-2 * EDGE, -2 * EDGE).contains(app.overlay.drawn_box)


def test_the_italian_ui_shows_no_english_respelling(app, monkeypatch):
    app.update_settings(language="it")
    drawn: list[str] = []
    real_text = theme.text
    monkeypatch.setattr(theme, "text", lambda s, *a, **k: drawn.append(s) or real_text(s, *a, **k))
    table = open_table(app)
    rect = table.layout.hand_card_rects(len(table.game.hands[table.view_seat]))[0]
    move_to(app, rect.center)
    rest(app, HOVER_DELAY + 0.1)
    tip = app.overlay.drawn_tip
    assert tip is not None and tip.pronunciation  # the data has it (for English readers)...
    theme._FIT_CACHE.clear()
    drawn.clear()
    app.overlay.draw(app.screen)
    assert tip.pronunciation not in drawn  # ...the Italian screen does not show it
    app.overlay.teach("scopa")
    assert app.overlay.toasts[-1].title == "Scopa!"
    app.update_settings(language="en")
    app.overlay.teach("scopa")
    assert app.overlay.toasts[-1].title == f"Scopa!  ·  {i18n.phrase('scopa').pronunciation}"


# -- event phrases ----------------------------------------------------------------------------------------
class Said:
    def __init__(self, app, monkeypatch) -> None:
        self.phrases: list[str] = []
        real = app.overlay.teach
        monkeypatch.setattr(app.overlay, "teach", lambda phrase, *a, **k: self.phrases.append(phrase) or
                            real(phrase, *a, **k))


def test_your_turn_is_not_said_on_every_turn(app, monkeypatch):
    said = Said(app, monkeypatch)
    table = open_table(app)
    for _ in range(6):
        play_by_keys(app, table, table.game.legal_moves()[0])
        for _ in range(400):
            app.step(1 / 30)
            if table.human_turn():
                break
    assert "tocca_a_te" not in said.phrases
    assert len(table.match.game.history) >= 10 or table.match.history  # six turns went by


def scopa_match() -> Match:
    """You to play the seven of cups onto the lone settebello: a scopa and the settebello at once."""
    return match_at(Game.from_position(Rules.preset("classic"), hands=[["7c", "2b", "4s"], ["1b", "9s", "8c"]],
                                       table=["7d"], stock=["3b", "5b", "6b", "3s", "5s", "6s"]))


def test_a_scopa_and_the_settebello_are_told_once_each(app, monkeypatch):
    said = Said(app, monkeypatch)
    table = open_table(app, match=scopa_match())
    before = table.match
    move = next(m for m in table.game.legal_moves() if m.capture)
    after = before.play(move)
    table.teacher.after_move(before.game, after.game, after)
    table.teacher.after_move(before.game, after.game, after)  # the same move reported twice
    assert said.phrases == ["scopa", "settebello"]


def test_your_turn_is_said_after_a_wait(app, monkeypatch):
    said = Said(app, monkeypatch)
    table = open_table(app, match=scopa_match())
    teacher, match = table.teacher, table.match
    mine = match.play(match.game.legal_moves()[0])
    teacher.after_move(match.game, mine.game, mine)  # you play
    reply = mine.play(mine.game.legal_moves()[0])
    app.overlay.clock += 1.0
    teacher.after_move(mine.game, reply.game, reply)  # the bot answers at once: nothing to say
    assert "tocca_a_te" not in said.phrases
    again = reply.play(reply.game.legal_moves()[0])
    teacher.after_move(reply.game, again.game, again)
    late = again.play(again.game.legal_moves()[0])
    app.overlay.clock += YOUR_TURN_WAIT
    teacher.after_move(again.game, late.game, late)  # the bot took its time
    assert said.phrases.count("tocca_a_te") == 1


# -- the pass-and-play recap ------------------------------------------------------------------------------
def confirm_handoff(app, table) -> None:
    for _ in range(400):
        if app.stack.top is not table:
            break
        app.step(1 / 20)
    assert app.stack.top.name == "handoff"
    key(app, pygame.K_RETURN)


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_handoff_recaps_every_play_since_your_last_turn(app, language):
    app.update_settings(language=language)
    app.resize((960, 600))
    table = app.reset_to("table", rules=Rules.preset("classic"), seats=seats_from_settings(PEOPLE, 3), seed=11)
    first = None
    for _ in range(4):  # four turns: Anna, Bruno, Carla, and Anna again
        confirm_handoff(app, table)
        seat = table.game.to_move
        first = seat if first is None else first
        move = table.game.legal_moves()[-1]
        play_by_keys(app, table, move)
    for _ in range(400):
        if app.stack.top is not table:
            break
        app.step(1 / 20)
    handoff = app.stack.top
    assert handoff.name == "handoff" and handoff.seat == table.game.to_move
    since = [p for p in table.game.history if p.seat != handoff.seat][-2:]
    assert handoff.recap == since and len(since) == 2
    app.step(1 / 30)
    texts = [text for text, _ in handoff.drawn_lines]
    for play, text in zip(since, texts, strict=True):
        assert table.seats[play.seat].name in text
        assert i18n.card_phrase(play.card).meaning in text
    sheet = app.screen.get_rect()
    for text, box in handoff.drawn_lines:
        assert sheet.contains(box)
        floor = max(10, round(max(12, round(16 * min(960 / 1280, 600 / 800))) * 0.7))
        assert theme.font(floor).size(text)[0] <= box.w, text  # whole at its smallest size


def test_the_recap_sums_up_a_long_wait_and_says_when_nothing_happened():
    i18n.set_language("en")
    assert recap_lines([], ["Anna"]) == [(tr("handoff_recap.nothing"), None)]
    match = Match.new(Rules.preset("classic"), 8 if 8 in Rules.preset("classic").players else 6, seed=3)
    while len(match.game.history) < MAX_RECAP + 2:
        match = match.play(match.game.legal_moves()[0])
    plays = list(match.game.history)
    lines = recap_lines(plays, [f"P{i}" for i in range(match.players)])
    assert len(lines) == MAX_RECAP and lines[0][1] is None and "3 more" in lines[0][0]
    assert [p for _, p in lines[1:]] == plays[-(MAX_RECAP - 1):]


def test_the_recap_is_drawn_with_small_cards(app):
    table = app.reset_to("table", rules=Rules.preset("classic"), seats=seats_from_settings(PEOPLE, 3), seed=11)
    confirm_handoff(app, table)
    play_by_keys(app, table, table.game.legal_moves()[0])
    for _ in range(400):
        if app.stack.top is not table:
            break
        app.step(1 / 20)
    handoff = app.stack.top
    faces: list = []
    real = app.card_face
    app.card_face = lambda card, h: faces.append(card) or real(card, h)
    app.dirty = True
    app.step(1 / 30)
    assert faces[: 1 + len(handoff.recap[0].capture)] == [handoff.recap[0].card, *handoff.recap[0].capture]
    click(app, handoff._button.center)
    assert app.stack.top is table

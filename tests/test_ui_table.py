"""The game window, headless, driven by posted events: clicks and keys play a real match."""

from __future__ import annotations

import pygame
import pytest
from conftest import HUMAN_VS_BOT, match_at

from scopa_desktop.engine import Game, Match, Rules, legal_captures
from scopa_desktop.storage import DECK_STYLES
from scopa_desktop.ui import input as inp
from scopa_desktop.ui.app import App
from scopa_desktop.ui.driver import click, key, settle
from scopa_desktop.ui.seats import seats_from_settings


def open_table(app: App, match: Match):
    seats = seats_from_settings(HUMAN_VS_BOT, match.players)
    table = app.reset_to("table", match=match, seats=seats)
    settle(app)
    return table


def hand_rect(table, index: int) -> pygame.Rect:
    rects = table.layout.hand_card_rects(len(table.game.hands[table.view_seat]))
    r = rects[index]
    return r.move(0, -table.layout.lift) if table.selection.selected == index else r


def option_regions(app: App) -> set[int]:
    return {r.intent.value for r in app.input.regions if r.intent and r.intent.kind == inp.CHOOSE_OPTION}


def test_highlighted_options_are_exactly_the_legal_captures(app):
    rules = Rules.preset("classic")
    game = Game.from_position(rules, hands=[["9d", "1c", "10s"], ["2b", "8b", "4b"]],
                              table=["4c", "5s", "3b", "6d", "2c", "7s"], stock=[])
    table = open_table(app, match_at(game))
    click(app, hand_rect(table, 0).center)
    want = set(legal_captures(game.hands[0][0], game.table, rules))
    assert len(want) > 1
    assert {m.capture for m in table.selection.options} == want
    assert option_regions(app) == set(range(len(want)))  # every option drawn, each clickable
    # Press the number of the second option: exactly that capture is played.
    chosen = table.selection.options[1]
    key(app, pygame.K_2)
    play = table.match.game.history[0]
    assert play.card == chosen.card and frozenset(play.capture) == chosen.capture


def test_single_option_plays_on_second_click_and_trail_shows_ghost(app):
    rules = Rules.preset("classic")
    game = Game.from_position(rules, hands=[["1c", "9s"], ["2b", "4b"]], table=["5s", "6d"], stock=[])
    table = open_table(app, match_at(game))
    click(app, hand_rect(table, 0).center)  # the ace trails: one option, no capture
    assert [m.capture for m in table.selection.options] == [frozenset()]
    assert option_regions(app) == {0}  # the ghost where it will lie is clickable
    click(app, hand_rect(table, 0).center)
    assert table.match.game.history[0].capture == ()
    assert "1c" in [str(c) for c in table.match.game.table]


def test_illegal_actions_cannot_be_made(app):
    rules = Rules.preset("classic")
    game = Game.from_position(rules, hands=[["7d", "1c"], ["2b", "4b"]], table=["7s", "3c", "4s"], stock=[])
    table = open_table(app, match_at(game))
    click(app, hand_rect(table, 0).center)
    # 7 must take the 7 (match over sum): the 3 and the 4 are not offered, and clicking them does nothing.
    assert [set(map(str, m.capture)) for m in table.selection.options] == [{"7s"}]
    rects = table.layout.table_card_rects(3)
    click(app, rects[1].center)
    assert table.match.game.history == ()
    # Keyboard: Esc cancels, arrows pick, Tab then Enter plays.
    key(app, pygame.K_ESCAPE)
    assert table.selection.selected is None
    key(app, pygame.K_RIGHT)
    assert table.selection.selected == 0
    key(app, pygame.K_RETURN)
    assert [str(c) for c in table.match.game.history[0].capture] == ["7s"]


def test_whole_match_against_a_bot_with_clicks_and_keys(app):
    app.reset_to("menu")
    settle(app)
    key(app, pygame.K_RETURN)  # New game
    assert app.stack.top.name == "new_game"
    key(app, pygame.K_RETURN)  # Start
    table = app.stack.top
    assert table.name == "table"
    for _ in range(5000):
        top = app.stack.top
        if top.name == "match_end":
            break
        if top.name == "scoring":
            key(app, pygame.K_RETURN)
            continue
        if top is table and table.human_turn():
            click(app, hand_rect(table, 0).center)
            if len(table.selection.options) > 1:
                key(app, pygame.K_1)
            else:
                click(app, hand_rect(table, 0).center)
            continue
        app.step(1 / 60)
    assert app.stack.top.name == "match_end"
    assert app.stack.top.match.is_over
    assert any(p.seat == 0 for p in table.match.previous_game.history)


def test_switching_decks_mid_match_redraws_at_once(app):
    rules = Rules.preset("classic")
    game = Game.from_position(rules, hands=[["7d", "1c"], ["2b", "4b"]], table=["7s", "3c"], stock=[])
    table = open_table(app, match_at(game))
    r = hand_rect(table, 0)
    before = pygame.Surface(r.size)
    before.blit(app.screen, (0, 0), r)
    key(app, pygame.K_d)
    assert app.settings.deck_style == "piacentine"
    after = pygame.Surface(r.size)
    after.blit(app.screen, (0, 0), r)
    assert pygame.image.tobytes(before, "RGB") != pygame.image.tobytes(after, "RGB")
    # D goes round every deck, then back to the first; the mouse on the deck button does the same
    seen = [app.settings.deck_style]
    for _ in range(len(DECK_STYLES) - 2):
        key(app, pygame.K_d)
        seen.append(app.settings.deck_style)
    click(app, app.stack.top.layout.deck_button.center)
    seen.append(app.settings.deck_style)
    assert seen == [*DECK_STYLES[1:], DECK_STYLES[0]]


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080), (1100, 650)])
def test_resizing_keeps_everything_inside(app, size):
    match = Match.new(Rules.preset("classic"), 4, seed=5)
    app.reset_to("table", match=match, seats=seats_from_settings(HUMAN_VS_BOT, 4))
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    app.step(1 / 60)
    app.dirty = True
    app.step(1 / 60)
    window = app.screen.get_rect()
    assert window.size == size
    for name, rect in app.stack.top.layout.all_rects().items():
        assert window.contains(rect), name
    for region in app.input.regions:
        assert window.contains(region.rect.clip(window)) and region.rect.clip(window).size == region.rect.size \
            or region.modal, region


def test_every_scene_draws_and_escape_opens_the_menu(app):
    match = Match.new(Rules.preset("classic"), 2, seed=2)
    table = open_table(app, match)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top.name == "pause"
    assert table.paused
    for name in ("rules", "settings"):
        app.push(name)
        app.step(0)
        key(app, pygame.K_ESCAPE)
        assert app.stack.top.name == "pause"
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is table and not table.paused


def test_selftest_passes_in_process(tmp_path):
    from scopa_desktop.ui.tools.selftest import selftest

    assert selftest(seed=4, home=str(tmp_path)) == 0


def test_bad_option_lists_the_good_ones(capsys):
    from scopa_desktop.__main__ import main

    with pytest.raises(SystemExit) as exc:
        main(["--colour", "blue"])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    for option in ("--seed", "--size", "--selftest", "--screenshots", "--home"):
        assert option in err


def test_scoring_tallies_category_by_category_with_the_cards_behind_each_point(app):
    from scopa_desktop.ui.driver import play_to

    match = play_to(Match.new(Rules.preset("classic"), 2, seed=8), lambda m: len(m.history) >= 1, rng_seed=8)
    seats = seats_from_settings(HUMAN_VS_BOT, 2)
    app.settings = app.settings.replace(animation_speed="normal")
    app.reset_to("table", match=match, seats=seats)
    scoring = app.push("scoring", game=match.previous_game, match=match, seats=seats)
    app.step(0.5)
    assert scoring.revealed == 1 and not scoring.finished  # the first category only
    for _ in range(200):
        app.step(0.05)
    assert scoring.finished
    scores = match.history[-1]
    for side, score in enumerate(scores):
        assert sum(points[side] for _, _, _, points in scoring.rows) == score.total
    by_cat = {cat: cards for cat, _, cards, _ in scoring.rows}
    for side, pile in enumerate(match.previous_game.captured):
        assert len(by_cat["cards"][side]) == len(pile)
        assert all(c.suit == "d" for c in by_cat["coins"][side])
    key(app, pygame.K_RETURN)
    assert app.stack.top.name == "table"


def several_options_table(app):
    rules = Rules.preset("classic")
    game = Game.from_position(rules, hands=[["9d", "1c", "10s"], ["2b", "8b", "4b"]],
                              table=["4c", "5s", "3b", "6d", "2c", "7s"], stock=[])
    return open_table(app, match_at(game))


def test_a_table_card_in_several_options_cycles_through_them_on_each_click(app):
    table = several_options_table(app)
    click(app, hand_rect(table, 0).center)  # the 9
    options = table.selection.options
    card, containing = next((c, [i for i, m in enumerate(options) if c in m.capture]) for c in table.game.table
                            if sum(c in m.capture for m in options) > 1)
    where = dict(zip(table.game.table, table.layout.table_card_rects(len(table.game.table)), strict=True))[card]
    seen = []
    for _ in range(len(containing) + 1):
        click(app, where.center)
        seen.append(table.selection.focus_option)
    assert seen == [*containing, containing[0]], "each click focuses the next option taking that card"
    assert table.game.history == ()
    key(app, pygame.K_RETURN)  # Enter plays the focused one
    assert frozenset(table.match.game.history[0].capture) == options[containing[0]].capture


def test_keys_move_among_several_options_and_enter_plays_the_focused_one(app):
    table = several_options_table(app)
    key(app, pygame.K_1)
    options = table.selection.options
    assert len(options) > 2 and table.selection.focus_option is None
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    assert table.selection.focus_option == 1
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert table.selection.focus_option == 0
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert table.selection.focus_option == len(options) - 1, "backwards wraps round"
    key(app, pygame.K_RETURN)
    assert frozenset(table.match.game.history[0].capture) == options[-1].capture


def test_the_turn_marker_prompt_and_score_change_when_the_animation_ends(app):
    from scopa_desktop.ui.text import tr

    app.settings = app.settings.replace(animation_speed="normal")
    rules = Rules.preset("classic")
    game = Game.from_position(rules, hands=[["7d", "1c"], ["2b", "4b"]], table=["7s", "3c"], stock=[])
    table = open_table(app, match_at(game))
    your_turn = tr("window.your_turn_press", keys="1–2")
    assert table.seat_panels.marked_seat() == 0 and table.status.message() == your_turn
    key(app, pygame.K_1)
    key(app, pygame.K_RETURN)  # the settebello takes the seven: the card flies
    assert table.game.to_move == 1 and table.animating
    assert table.seat_panels.marked_seat() == 0 and table.status.message() == your_turn, "not ahead of the card"
    frames = 0
    while table.animating:
        app.step(1 / 30)
        frames += 1
    assert frames > 5
    assert table.seat_panels.marked_seat() == 1
    assert table.status.message() in (tr("table.bot_thinking", name="Bot"), tr("table.turn_of", name="Bot"))


def test_the_scoring_sheet_reveals_the_score_before_the_score_bar_shows_it(app):
    app.settings = app.settings.replace(animation_speed="normal")
    rules = Rules.preset("classic")
    game = Game.from_position(rules, hands=[["7d"], []], table=["7s", "3c"], stock=[], last_capturer=1)
    table = open_table(app, match_at(game))
    key(app, pygame.K_1)
    key(app, pygame.K_RETURN)
    assert table.match.totals != (0, 0) and table.animating
    assert table.shown.totals == (0, 0) and table.shown.hands_played == 0
    while app.stack.top is table:
        app.step(1 / 30)
    sheet = app.stack.top
    assert sheet.name == "scoring" and sheet.scores == list(table.match.history[-1])
    while not sheet.finished:  # the sheet tallies the hand row by row; the bar behind it has not moved
        assert table.shown.totals == (0, 0) and table.shown.hands_played == 0
        app.step(1 / 30)
    key(app, pygame.K_RETURN)  # the sheet closes: the bar shows the new score and the next hand's number
    assert app.stack.top is table
    assert table.shown.totals == table.match.totals and table.shown.hands_played == 1


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 4, 6])
def test_each_part_of_the_table_draws_and_takes_clicks_inside_its_own_bounds(app, size, players):
    from scopa_desktop.ui.driver import play_to

    app.resize(size)
    match = play_to(Match.new(Rules.preset("classic"), players, seed=3),
                    lambda m: len(m.game.table) >= 4 and m.game.to_move == 0 and m.game.history)
    table = open_table_with(app, match, players)
    key(app, pygame.K_1)  # a card selected: options on the table, perhaps chips in the status line
    shadow = table.layout.hand_card_h // 24 + 6  # a card's drop shadow reaches past its rectangle
    for part in table.parts:
        canvas = pygame.Surface(app.size, pygame.SRCALPHA)
        app.input.begin_frame()
        part.draw(canvas)
        allowed = part.bounds.inflate(2 * shadow, 2 * shadow)
        drawn = canvas.get_bounding_rect()
        assert drawn.w and allowed.contains(drawn), (type(part).__name__, part.bounds, drawn)
        for region in app.input.regions:
            assert allowed.contains(region.rect), (type(part).__name__, region)


def open_table_with(app, match, players):
    table = app.reset_to("table", match=match, seats=seats_from_settings(HUMAN_VS_BOT[:1], players))
    settle(app)
    return table


def test_holding_f11_switches_full_screen_once(app):
    clock = [100.0]
    app.now = lambda: clock[0]  # the app's wall clock, moved by hand
    app.reset_to("menu")
    windowed = app.fullscreen
    key(app, pygame.K_F11)
    assert app.fullscreen != windowed
    # Held down: the window came back and the key arrives again as fresh presses, 30 a second for 3 s.
    for _ in range(90):
        clock[0] += 1 / 30
        key(app, pygame.K_F11)
        assert app.fullscreen != windowed, "still the one switch"
    clock[0] += 1.0  # let go; a new press switches back
    key(app, pygame.K_F11)
    assert app.fullscreen == windowed
    clock[0] += 1.0
    key(app, pygame.K_F11)
    assert app.fullscreen != windowed


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_dealers_button_teaches_il_mazziere(app, language):
    app.update_settings(language=language)
    match = Match.new(Rules.preset("classic"), 2, seed=2)
    table = open_table(app, match)
    dealer = table.shown.game.dealer
    badge = next(r for r in app.input.regions if r.hover == ("dealer", dealer))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=badge.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(30):
        app.step(1 / 30)
    tip = app.overlay.drawn_tip
    assert tip is not None and tip.italian == "Il mazziere"
    assert tip.pronunciation and tip.meaning
    assert table.seats[dealer].name in tip.note


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_a_score_row_has_no_tooltip_before_it_shows_and_its_tooltip_covers_no_cards(app, size):
    """#42 item 8: hovering a row not yet revealed showed its tooltip (spoiling the tally) over the thumbnails."""
    app.settings = app.settings.replace(animation_speed="normal")
    app.resize(size)
    rules = Rules.preset("classic")
    game = Game.from_position(rules, hands=[["7d"], []], table=["7s", "3c"], stock=[], last_capturer=1)
    table = open_table(app, match_at(game))
    key(app, pygame.K_1)
    key(app, pygame.K_RETURN)
    while app.stack.top is table:
        app.step(1 / 30)
    sheet = app.stack.top
    app.step(1 / 30)
    assert sheet.revealed < len(sheet.rows)
    hidden = {sheet.rows[k][0] for k in range(sheet.revealed, len(sheet.rows))}
    tipped = {r.hover[1] for r in app.input.regions if r.hover and r.hover[0] == "category"}
    assert not hidden & tipped  # no tooltip on a row still to come
    while not sheet.finished:
        app.step(1 / 30)
    app.dirty = True
    app.step(1 / 30)
    for region in [r for r in app.input.regions if r.hover and r.hover[0] == "category"]:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=region.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
        for _ in range(40):  # the hover delay, frame by frame
            app.step(1 / 30)
        assert app.overlay.drawn_box is not None, region.hover
        assert not any(app.overlay.drawn_box.colliderect(cell) for cell in sheet.cells), region.hover

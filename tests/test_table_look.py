"""The table's look (#16): cards as large as the window allows, measured as drawn; nothing overlapping at the
smallest window; a portrait for every seat; the hand sorted as the player chose; a scopa swept along a curve
with its plate and its words after the cards land; reduced motion and colour-blind-safe option colours."""

from __future__ import annotations

import itertools

import pygame
import pytest
from conftest import HUMAN_VS_BOT, match_at

from scopa_desktop.engine import Card, Game, Match, Rules
from scopa_desktop.ui import input as inp
from scopa_desktop.ui import theme
from scopa_desktop.ui.driver import key, play_to, settle
from scopa_desktop.ui.layout import stock_label_h, table_layout
from scopa_desktop.ui.portraits import features, portrait
from scopa_desktop.ui.scenes.table.banner import plate_centre
from scopa_desktop.ui.seats import seats_from_settings

TABLES = [("classic", 2), ("classic", 4), ("scopone", 4), ("eight_players", 8)]
ME = [{"kind": "human", "name": "", "level": ""}]


def open_midhand(app, preset: str, players: int, size: tuple[int, int]):
    """A table of `players` at `size`, your turn, cards in your hand and on the table."""
    app.resize(size)
    match = play_to(Match.new(Rules.preset(preset), players, seed=5),
                    lambda m: m.game.to_move == 0 and len(m.game.table) >= 2 and len(m.game.hands[0]) >= 2)
    table = app.reset_to("table", match=match, seats=seats_from_settings(ME, players))
    settle(app)
    return table


def drawn_cards(app, table) -> list[tuple[Card | None, pygame.Rect]]:
    """Every card the table draws at rest in one frame, with its rectangle."""
    drawn: list[tuple[Card | None, pygame.Rect]] = []
    original = table.painter.card
    table.painter.card = lambda surface, card, rect: (drawn.append((card, rect)), original(surface, card, rect))
    app.dirty = True
    app.step(1 / 60)
    table.painter.card = original
    return drawn


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize(("preset", "players"), TABLES)
def test_the_hand_and_the_table_cards_are_drawn_at_least_26_and_22_percent_of_the_window(app, size, preset, players):
    table = open_midhand(app, preset, players, size)
    drawn = drawn_cards(app, table)
    hand, on_table = set(table.shown_hand()), set(table.game.table)
    hand_h = [r.h for c, r in drawn if c in hand]
    table_h = [r.h for c, r in drawn if c in on_table]
    assert len(hand_h) == len(hand) and len(table_h) == len(on_table)
    assert min(hand_h) >= 0.26 * size[1], (min(hand_h), size)
    assert min(table_h) >= 0.22 * size[1], (min(table_h), size)


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize(("preset", "players"), TABLES)
def test_nothing_overlaps_at_960x600(preset, players, large):
    L = table_layout((960, 600), players, large=large)
    hand = L.hand_card_rects(10)  # the most a hand holds (scopone deals ten)
    lifted = [r.move(0, -L.lift) for r in hand]  # a selected card rises: still clear of the prompt
    blocks = {"status": L.status, "table": L.table, "stock": L.stock, "last": L.last_capture,
              **{f"seat{s}": r for s, r in L.seats.items()}}
    for r in hand + lifted:
        assert L.hand.contains(r)
        for name, block in blocks.items():
            assert not r.colliderect(block), (name, r)
    stock = L.stock_card_rect()
    count = pygame.Rect(L.stock.x - L.margin, stock.bottom, L.stock.w + 2 * L.margin, stock_label_h(L.unit))
    for name, block in {"status": L.status, "hand": L.hand, **{f"seat{s}": r for s, r in L.seats.items()}}.items():
        assert not count.colliderect(block), ("the stock's count", name)
    for n in range(1, 13):
        cards, ghost = L.table_with_trail(n)
        for r in [*cards, ghost]:
            assert L.table.contains(r)
    for seat in L.seats:
        parts = L.panel_parts(seat)
        pieces = [parts[k] for k in ("portrait", "name", "level", "pile", "scope", "hand") if parts[k].w > 0]
        assert all(parts["rect"].contains(p) for p in pieces), seat
        for a, b in itertools.combinations(pieces, 2):
            assert not a.colliderect(b), (seat, a, b)


def test_large_cards_are_larger_and_the_setting_lays_the_table_out_again(app):
    normal, large = (table_layout((1280, 800), 4, aspect=app.art.aspect, large=flag) for flag in (False, True))
    assert large.hand_card_h > normal.hand_card_h and large.table_card_h > normal.table_card_h
    table = open_midhand(app, "classic", 4, (1280, 800))
    assert table.layout.hand_card_h == normal.hand_card_h
    app.push("pause")
    app.settings = app.settings.replace(card_size="large")
    app.pop()  # back at the table: it lays itself out for the new size
    app.step(1 / 60)
    assert table.layout.hand_card_h == large.hand_card_h
    hand = set(table.shown_hand())
    assert {r.h for c, r in drawn_cards(app, table) if c in hand} == {large.hand_card_h}


def test_option_chips_stay_in_the_prompt_line_clear_of_the_cards_at_960x600(app):
    rules = Rules.preset("classic")
    game = Game.from_position(rules, hands=[["9d", "1c", "10s"], ["2b", "8b", "4b"]],
                              table=["4c", "5s", "3b", "6d", "2c", "7s"], stock=[])
    app.resize((960, 600))
    table = app.reset_to("table", match=match_at(game), seats=seats_from_settings(HUMAN_VS_BOT, 2))
    settle(app)
    key(app, pygame.K_1)  # the nine: several captures, one chip each
    chips = [r.rect for r in app.input.regions if r.intent and r.intent.kind == inp.CHOOSE_OPTION
             and table.layout.status.contains(r.rect)]
    assert len(chips) == len(table.selection.options) > 1
    cards = [r for _, r in drawn_cards(app, table)]
    for chip in chips:
        assert not any(chip.colliderect(c) for c in cards), chip


def test_every_seat_has_its_own_portrait_the_same_each_time():
    names = ["You", "Giulia", "Marco", "Sofia", "Luca", "Anna", "Paolo", "Chiara"]
    faces = [features(n, s) for s, n in enumerate(names)]
    assert len(set(faces)) == 8 and len({f.background for f in faces}) == 8
    assert features("Giulia", 1) == faces[1]  # from the name and seat alone
    assert len({features("Bot", s) for s in range(8)}) == 8, "bots of one name differ by seat"
    a, b = portrait("Giulia", 1, 64), portrait("Giulia", 1, 64)
    assert a is b and a.get_size() == (64, 64)  # cached
    assert pygame.image.tobytes(portrait("Marco", 2, 64), "RGBA") != pygame.image.tobytes(a, "RGBA")
    assert a.get_at((0, 0)).a == 0 and a.get_at((32, 32)).a == 255  # round: clear in the corners


def test_each_seat_panel_draws_its_portrait_inside_it(app):
    table = open_midhand(app, "eight_players", 8, (960, 600))
    faces = [r.rect for r in app.input.regions if r.hover and r.hover[0] == "seat" and r.rect.w == r.rect.h]
    assert len(faces) == 8
    for seat, panel in table.layout.seats.items():
        assert table.layout.panel_parts(seat)["portrait"] in faces and panel.contains(
            table.layout.panel_parts(seat)["portrait"])


@pytest.mark.parametrize("sort", ["suit", "rank"])
def test_the_hand_is_sorted_as_the_player_chose_and_the_keys_follow_it(app, sort):
    app.settings = app.settings.replace(hand_sort=sort)
    rules = Rules.preset("classic")
    game = Game.from_position(rules, hands=[["9d", "2s", "1c"], ["2b", "8b", "4b"]], table=["4c"], stock=[])
    table = app.reset_to("table", match=match_at(game), seats=seats_from_settings(HUMAN_VS_BOT, 2))
    settle(app)
    want = ["9d", "1c", "2s"] if sort == "suit" else ["1c", "2s", "9d"]
    assert [str(c) for c in table.shown_hand()] == want
    hand = {r.x: str(c) for c, r in drawn_cards(app, table) if str(c) in want}
    assert [hand[x] for x in sorted(hand)] == want, "drawn left to right in that order"
    key(app, pygame.K_1)
    key(app, pygame.K_RETURN)
    assert str(table.match.game.history[0].card) == want[0]


def scopa_table(app, reduced: bool):
    app.settings = app.settings.replace(animation_speed="normal", reduced_motion=reduced, tooltips=True)
    game = Game.from_position(Rules.preset("classic"), hands=[["7d", "1c"], ["2b", "4b"]], table=["3s", "4c"],
                              stock=[])
    table = app.reset_to("table", match=match_at(game), seats=seats_from_settings(HUMAN_VS_BOT, 2))
    settle(app)
    return table


def sweep_paths(app, table) -> tuple[dict[Card, list[pygame.Rect]], int, list[bool]]:
    """Play the seven (a scopa), step to the end: each card's flight, the frames until the swept cards
    landed, and for each frame whether a toast was shown while they were still on their way."""
    paths: dict[Card, list[pygame.Rect]] = {}
    original = table.painter.flying
    table.painter.flying = lambda s, c, r, L: (paths.setdefault(c, []).append(r), original(s, c, r, L))
    key(app, pygame.K_1)
    key(app, pygame.K_RETURN)
    frames, landed, early = 0, 0, []
    while table.animating:
        app.step(1 / 60)
        frames += 1
        landed = landed or (0 if table.player.sweeping else frames)
        early.append(table.player.sweeping and any(t.age >= 0 for t in app.overlay.toasts))
    return paths, landed, early


def bow(path: list[pygame.Rect]) -> float:
    """How far a flight strays from the straight line between its ends, in pixels."""
    (ax, ay), (bx, by) = path[0].topleft, path[-1].topleft
    length = max(1.0, ((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5)
    return max(abs((bx - ax) * (ay - r.y) - (ax - r.x) * (by - ay)) / length for r in path)


def test_a_scopa_is_swept_along_a_curve_into_the_pile_then_named(app):
    table = scopa_table(app, reduced=False)
    pile = table.pile_rect(0)
    paths, frames, early = sweep_paths(app, table)
    three = [r for r in paths[Card(3, "s")] if r.h < table.layout.table_card_h]  # on its way to the pile
    assert three and three[-1].colliderect(pile.inflate(4, 4)), "it lands on your pile"
    assert bow(three) > 15, "swept along a broom's curve, not a ruler"
    assert not any(early), "no toast while the swept cards are on their way"
    assert table.player.plated and "scopa" in [said.name for said in app.voice.log], \
        "the scopa is named once they land (the plate shows its words, the voice says it)"
    assert not any(t.title.startswith("Scopa") for t in app.overlay.toasts), "no toast repeats the plate"
    across = []
    original = table.painter.across
    table.painter.across = lambda s, c, r: (across.append((c, r)), original(s, c, r))
    app.dirty = True
    app.step(1 / 60)
    assert [c for c, _ in across] == [Card(7, "d")], "the scopa card lies face up across the pile"
    assert across[0][1].w > across[0][1].h and across[0][1].colliderect(pile)


def test_reduced_motion_moves_straight_and_quickly(app):
    full = scopa_table(app, reduced=False)
    _, full_frames, _ = sweep_paths(app, full)
    table = scopa_table(app, reduced=True)
    paths, frames, _ = sweep_paths(app, table)
    assert frames * 3 < full_frames, ("the cards land sooner", frames, full_frames)
    assert bow(paths[Card(3, "s")]) < 2, "no sweeping curves"
    assert bow(paths[Card(7, "d")][:frames // 3]) < 2, "no arcs: the played card goes straight"


def test_the_scopa_plate_keeps_clear_of_the_pile():
    L = table_layout((1280, 800), 2)
    pile = L.panel_parts(1)["pile"]  # above the felt
    centre = plate_centre(L, L.table.inflate(-L.table.w // 3, 0), (300, 90))
    plate = pygame.Rect(0, 0, 300, 90)
    plate.center = centre
    assert L.table.contains(plate) and not plate.colliderect(pile)
    assert plate_centre(L, pile, (300, 90)) == L.table.center, "the middle of the felt when it is clear"


def test_an_opponents_card_flies_from_its_seat_and_rests_on_what_it_takes(app):
    app.settings = app.settings.replace(animation_speed="normal")
    game = Game.from_position(Rules.preset("classic"), hands=[["9s", "1c"], ["8b", "8d"]],
                              table=["3s", "4c", "6d"], stock=[])
    table = app.reset_to("table", match=match_at(game), seats=seats_from_settings(HUMAN_VS_BOT, 2))
    settle(app)
    flights: list[tuple[Card, pygame.Rect]] = []
    original = table.painter.flying
    table.painter.flying = lambda s, c, r, L: (flights.append((c, r)), original(s, c, r, L))
    key(app, pygame.K_1)  # the ace trails; the bot's eight takes it with the three and the four
    key(app, pygame.K_RETURN)
    for _ in range(1200):
        app.step(1 / 60)
        if len(table.game.history) == 2 and not table.animating:
            break
    played = table.game.history[1].card
    mine = [r for c, r in flights if c == played]
    assert table.layout.seats[1].collidepoint(mine[0].center), "it leaves the opponent's seat"
    resting = max(sum(1 for r in mine if r == other) for other in mine)
    # Your own capture rests 0.24 s plus 0.05 s a card taken (23 frames here); an opponent's 0.55 s more.
    assert resting >= 50, "it stays a moment where it landed"


@pytest.mark.parametrize("safe", [False, True])
def test_option_colours_can_be_colour_blind_safe_and_the_numbers_stay(app, safe):
    app.settings = app.settings.replace(colour_blind=safe)
    rules = Rules.preset("classic")
    game = Game.from_position(rules, hands=[["9d", "1c", "10s"], ["2b", "8b", "4b"]],
                              table=["4c", "5s", "3b", "6d", "2c", "7s"], stock=[])
    table = app.reset_to("table", match=match_at(game), seats=seats_from_settings(HUMAN_VS_BOT, 2))
    settle(app)
    colours = []
    original = app.art.highlight
    app.art.highlight = lambda h, colour=(255, 215, 90): (colours.append(colour), original(h, colour))[1]
    key(app, pygame.K_1)
    app.art.highlight = original
    n = len(table.selection.options)
    palette = theme.SAFE_OPTION_COLOURS if safe else theme.OPTION_COLOURS
    assert n > 1 and colours and set(colours) <= set(palette[:n])
    chips = {r.intent.value for r in app.input.regions if r.intent and r.intent.kind == inp.CHOOSE_OPTION}
    assert chips == set(range(n)), "each option still has its number to press or click"
    assert not set(theme.SAFE_OPTION_COLOURS) & set(theme.OPTION_COLOURS)


def test_the_last_capture_panel_shows_a_capture_once_its_cards_have_landed(app):
    app.settings = app.settings.replace(animation_speed="normal")
    game = Game.from_position(Rules.preset("classic"), hands=[["5c", "1b"], ["2b", "4b"]], table=["5s", "3c"],
                              stock=[])
    table = app.reset_to("table", match=match_at(game), seats=seats_from_settings(HUMAN_VS_BOT, 2))
    settle(app)
    key(app, pygame.K_1)  # the five of cups takes the five of swords
    key(app, pygame.K_RETURN)
    assert table.animating and table.game.history[0].capture

    def in_panel() -> list[Card | None]:
        return [c for c, r in drawn_cards(app, table) if table.layout.last_capture.contains(r)]

    assert in_panel() == [], "not while the cards fly"
    while table.animating:
        app.step(1 / 60)
    assert in_panel() == [Card(5, "c"), Card(5, "s")]


def drawn_difference(a: pygame.Surface, b: pygame.Surface) -> pygame.Rect:
    """The bounding box of the pixels where two frames differ."""
    diff = a.copy()
    diff.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    other = b.copy()
    other.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    diff.blit(other, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    mask = pygame.mask.from_threshold(diff, (0, 0, 0), (3, 3, 3, 255))
    mask.invert()
    rects = mask.get_bounding_rects()
    return rects[0].unionall(rects[1:]) if rects else pygame.Rect(0, 0, 0, 0)


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
def test_a_toast_on_the_table_leaves_the_table_cards_uncovered(app, size):
    app.settings = app.settings.replace(tooltips=True)
    table = open_midhand(app, "classic", 2, size)
    cards = [r for c, r in drawn_cards(app, table) if c in set(table.game.table)]
    app.overlay.teach("settebello", who="Giulia")
    for _ in range(40):  # the toast fades in
        app.step(1 / 30)
    app.dirty = True
    app.tick(0)
    with_toast = app.screen.copy()
    app.overlay.toasts.clear()
    app.dirty = True
    app.tick(0)
    box = drawn_difference(with_toast, app.screen)
    assert box.w > 100, "the toast was drawn"
    assert not any(box.colliderect(r) for r in cards), (box, cards)
    assert box.colliderect(table.layout.table), "on the felt"

"""The table layout: every rectangle inside the window, no overlaps between hand, table and seats."""

from __future__ import annotations

import itertools
import math

import pytest
from pygame import Rect

from scopa_desktop.engine import Match, Rules
from scopa_desktop.storage import Seat
from scopa_desktop.ui import anim
from scopa_desktop.ui.layout import pile_keeper, table_layout

SIZES = [(960, 600), (1024, 640), (1280, 800), (1366, 768), (1920, 1080), (2560, 1440), (1000, 900)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6, 8])
def test_every_rect_inside_and_no_overlaps(size, seats):
    window = Rect(0, 0, *size)
    L = table_layout(size, seats)
    for name, rect in L.all_rects().items():
        assert window.contains(rect), f"{name} {rect} outside {size}"
        assert rect.w > 0 and rect.h > 0, name
    blocks = {"table": L.table.union(L.stock), "hand": L.hand, "status": L.status, "last": L.last_capture,
              **{f"seat{s}": r for s, r in L.seats.items()}}
    for (a, ra), (b, rb) in itertools.combinations(blocks.items(), 2):
        assert not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb} at {size} with {seats} seats"
    for n in (1, 3, 10):
        for r in L.hand_card_rects(n):
            assert L.hand.contains(r)
    for n in (1, 4, 10, 16):
        for r in L.table_card_rects(n):
            assert L.table.contains(r), (n, r, L.table)
    for n in range(0, 17):
        # The ghost of a card that would trail lies on the table beside the cards already there, or, when
        # there is no room, the table makes room for it exactly as for one card more.
        cards, ghost = L.table_with_trail(n)
        assert L.table.contains(ghost), (n, ghost, L.table)
        if cards == L.table_card_rects(n):
            assert not any(ghost.colliderect(r) for r in cards), (n, ghost)
        else:
            assert [*cards, ghost] == L.table_card_rects(n + 1), n


def play_order(rules: Rules, players: int) -> list[int]:
    """Who plays, move by move, for one round and back to the first player (from the engine itself)."""
    game = Match.new(rules, players, seed=1).game
    order = [game.to_move]
    for _ in range(players):
        game = game.play(game.legal_moves()[0])
        order.append(game.to_move)
    return order


def turn_angle(L, a: int, b: int) -> float:
    """The angle turned on screen going from seat `a` to seat `b` (where each sits: your hand for the bottom
    seat, the panel for the others), seen from the felt's centre: positive counterclockwise (the y axis
    points down, hence the minus)."""
    cx, cy = L.table.center
    where = [L.hand.center if s == L.bottom_seat else L.seats[s].center for s in (a, b)]
    angles = [math.atan2(-(y - cy), x - cx) for x, y in where]
    return (angles[1] - angles[0] + math.pi) % (2 * math.pi) - math.pi


@pytest.mark.parametrize("preset", Rules.presets())
def test_the_next_player_is_drawn_next_in_the_direction_of_play(app, preset):
    """As the table draws it: clockwise on screen is from your seat at the bottom to the left side, the top,
    then the right (the turn passes to the player on your left); counterclockwise it passes to your right."""
    rules = Rules.preset(preset)
    sign = 1 if rules.direction == "counterclockwise" else -1
    for players in rules.players:
        order = play_order(rules, players)
        assert order[-1] == order[0] and sorted(order[:-1]) == list(range(players))
        for size, you in itertools.product([(960, 600), (1920, 1080)], {0, players - 1}):
            seats = [Seat("human") if s == you else Seat("bot", f"Bot {s}", "random") for s in range(players)]
            app.resize(size)
            L = app.reset_to("table", match=Match.new(rules, players, seed=1), seats=seats).layout
            assert L.bottom_seat == you
            if players == 2:  # face to face: no side to pass to
                assert L.seat_side[1 - you] == "top"
                continue
            turns = [turn_angle(L, a, b) for a, b in itertools.pairwise(order)]
            assert all(sign * t > 0 for t in turns), (preset, players, you, size, order, turns)
            assert sum(turns) == pytest.approx(sign * 2 * math.pi), "once round the table"
            after_you = order[(order.index(you) + 1) % players]
            on_right = L.seats[after_you].centerx > L.hand.centerx
            assert on_right == (sign > 0), ("the next player sits on your right" if sign > 0 else "on your left",
                                           preset, players, you)


def test_easing_ends_and_animator_speed():
    for ease in (anim.linear, anim.ease_out_cubic, anim.ease_in_out_cubic, anim.ease_out_back):
        assert ease(0.0) == pytest.approx(0.0, abs=1e-9)
        assert ease(1.0) == pytest.approx(1.0, abs=1e-9)
    done = []
    a = anim.Animator(speed=0.5)
    a.add(anim.Track(duration=1.0, delay=1.0, on_done=lambda: done.append(1)))
    a.update(0.9)
    assert a.busy and not done
    a.update(0.2)  # 1.1 s > (1.0 + 1.0) * 0.5
    assert not a.busy and done == [1]
    off = anim.Animator(speed=0.0)
    off.add(anim.Track(duration=5.0))
    off.update(0.0)
    assert not off.busy


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
@pytest.mark.parametrize("seats", [2, 4, 8])
def test_panel_parts_lie_inside_their_panel_and_apart(size, seats):
    L = table_layout(size, seats, bottom_seat=1)
    for seat, panel in L.seats.items():
        parts = L.panel_parts(seat)
        pieces = [parts[k] for k in ("name", "pile", "scope", "hand") if parts[k].w > 0]
        for piece in pieces:
            assert panel.contains(piece), (seat, piece)
        for a, b in itertools.combinations(pieces[1:], 2):  # the name line is above the cards
            assert not a.colliderect(b), (seat, a, b)
        assert (parts["hand"].w == 0) == (seat == 1), "the bottom seat's hand is along the bottom"
        assert L.hand_target(seat, 0, 3) == (L.hand_card_rects(3)[0] if seat == 1 else parts["hand"])
    stock = L.stock_card_rect()
    assert L.stock.contains(stock) and stock.h == L.table_card_h


def test_a_sides_pile_is_kept_by_you_or_by_its_first_seat():
    sides = (0, 1, 0, 1)
    assert pile_keeper(sides, 2, 0) == 2
    assert pile_keeper(sides, 2, 1) == 1
    assert pile_keeper((0, 1), 0, 1) == 1

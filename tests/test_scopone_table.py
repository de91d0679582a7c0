"""Scopone through the real window: the ten-card hand is shown sorted (the engine's order untouched), the
number keys follow what is shown with 0 for the tenth card, and there is no stock to speak of."""

from __future__ import annotations

import random

import pygame
from conftest import match_at

from scopa_desktop.engine import Card, Game, Rules
from scopa_desktop.ui import input as inp
from scopa_desktop.ui.driver import key, settle
from scopa_desktop.ui.seats import seats_from_settings

ME_AND_BOTS = [{"kind": "human", "name": "", "level": ""}]


def hand_order(cards) -> list[Card]:
    """By suit (denari, coppe, spade, bastoni), then rank."""
    return sorted(cards, key=lambda c: ("dcsb".index(c.suit), c.rank))


def open_scopone(app, seed: int = 3):
    rules = Rules.preset("scopone")
    deck = Card.deck(rules)
    random.Random(seed).shuffle(deck)
    hands = [deck[i * 10:(i + 1) * 10] for i in range(4)]
    game = Game.from_position(rules, hands=hands, table=[], stock=[], to_move=0)
    table = app.reset_to("table", match=match_at(game), seats=seats_from_settings(ME_AND_BOTS, 4))
    settle(app)
    assert table.human_turn()
    return table, hands[0]


def drawn_hand(app) -> list[str]:
    """The cards of your hand as the window lays them out, left to right (their click regions)."""
    regions = [r for r in app.input.regions
               if r.intent is not None and r.intent.kind == inp.SELECT_CARD and r.tooltip_key == "window.tip_card"]
    return [r.tooltip_params["card"] for r in sorted(regions, key=lambda r: r.rect.x)]


def test_the_ten_cards_are_drawn_by_suit_then_rank_and_the_engine_keeps_its_order(app):
    table, dealt = open_scopone(app)
    shown = hand_order(dealt)
    assert shown != list(dealt), "the deal was not already sorted"
    assert drawn_hand(app) == [str(c) for c in shown]
    assert list(table.game.hands[0]) == list(dealt), "only the view sorts"


def test_number_keys_follow_the_drawn_order_and_0_picks_the_tenth_card(app):
    table, dealt = open_scopone(app)
    shown = hand_order(dealt)
    assert table.status.message().endswith("1–9, 0")
    key(app, pygame.K_1)
    assert {m.card for m in table.selection.options} == {shown[0]}
    key(app, pygame.K_0)
    assert table.selection.selected == 9
    assert {m.card for m in table.selection.options} == {shown[9]}
    key(app, pygame.K_0)  # the table is empty: one option (lay it down), played by a second press
    assert table.match.game.history[0].card == shown[9]


def test_scopone_speaks_of_no_stock(app):
    table, _ = open_scopone(app)
    assert table.stock.label() is None
    assert not [r for r in app.input.regions if r.tooltip_key == "table.stock"]


def test_a_dealt_game_counts_its_stock_and_a_lone_card_is_pressed_with_1(app):
    rules = Rules.preset("classic")
    game = Game.from_position(rules, hands=[["7d"], ["2b"]], table=["3c"], stock=["4s", "5s", "6s", "1b"])
    table = app.reset_to("table", match=match_at(game), seats=seats_from_settings(ME_AND_BOTS, 2))
    settle(app)
    assert table.stock.label() == "4 in the stock"
    assert table.status.message().endswith("press 1")

"""Whole matches over the network (loopback): bots as remote clients play the match the same bots play on
one computer, no client ever receives a card hidden from its seat, and a proxy that drops, delays,
duplicates, reorders and cuts messages changes nothing."""

from __future__ import annotations

import json

import pytest
from net_harness import (
    FaultProxy,
    card_texts,
    hidden_from,
    local_actions,
    play_remote,
    run,
    with_server,
)

from scopa_desktop.engine import Rules
from scopa_desktop.storage import Seat, record_from_match


def _expected_record(states, players):
    seats = [Seat("human", f"Player{seat}") for seat in range(players)]
    return record_from_match(states[-1], seats).to_dict()


def _same_match(bots, states, players):
    expected = _expected_record(states, players)
    for bot in bots:
        assert bot.record is not None, f"seat {bot.seat} never heard the match end"
        for key in ("totals", "winner", "hands", "n_hands", "seats", "seed", "scopas", "settebello"):
            assert bot.record[key] == expected[key], key


@pytest.mark.parametrize("preset, players, levels, seed", [
    ("classic", 2, ["easy", "random"], 3),
    ("scopone", 4, ["random", "easy", "random", "easy"], 11),
    ("cirulla", 2, ["random", "random"], 5),  # declarations travel too
])
def test_a_match_between_remote_bots_is_the_match_played_locally(preset, players, levels, seed):
    rules = Rules.preset(preset)
    states = local_actions(rules, players, seed, levels)

    async def body(server, url):
        return await play_remote(url, rules, players, seed, levels)

    bots = run(with_server(body))
    _same_match(bots, states, players)


@pytest.mark.parametrize("preset, players, seed", [("scopone", 4, 8), ("cirulla", 2, 5), ("eight_players", 8, 2)])
def test_no_client_ever_receives_a_card_hidden_from_its_seat(preset, players, seed):
    rules, levels = Rules.preset(preset), ["random"] * players
    states = local_actions(rules, players, seed, levels)

    async def body(server, url):
        return await play_remote(url, rules, players, seed, levels)

    bots = run(with_server(body))
    checked = 0
    for bot in bots:
        in_the_open: set[str] = set()  # every card this seat saw played or taken
        for frame in bot.frames:
            message = json.loads(frame)
            cards = card_texts(message)
            if message["type"] == "match_over":  # its record's moves (for the review) name played cards only
                assert cards and cards <= in_the_open, f"the record named unplayed cards {cards - in_the_open}"
            elif message["type"] == "state":
                turn = message["turn"]
                moved = card_texts(message.pop("last_move"))  # played and taken in the open, maybe last hand
                in_the_open |= moved
                if turn:
                    before = states[turn - 1].game
                    assert moved <= {str(c) for c in before.table + before.hands[before.to_move]}
                hidden = hidden_from(states[turn], bot.seat)
                leaked = card_texts(message) & hidden
                assert not leaked, f"seat {bot.seat} received hidden cards {leaked} at turn {message['turn']}"
                assert message["observation"]["hand"] == [str(c) for c in states[message["turn"]].game.hands[bot.seat]]
                checked += 1
            else:
                assert not cards, f"a {message['type']} message named cards: {cards}"
    assert checked >= len(states)  # every seat saw (at least) every state


@pytest.mark.parametrize("preset, players, levels, fault_seed", [
    ("classic", 2, ["easy", "easy"], 1),
    ("classic", 2, ["easy", "easy"], 2),
    ("scopone", 4, ["random"] * 4, 3),
])
def test_a_match_survives_dropped_delayed_duplicated_reordered_and_cut_messages(preset, players, levels, fault_seed):
    rules, seed = Rules.preset(preset), 21
    states = local_actions(rules, players, seed, levels)
    options = {"retry_seconds": 0.1, "open_timeout": 2.0, "reconnect_attempts": 50}

    async def body(server, url):
        proxy = FaultProxy(url, fault_seed, drop=0.1, duplicate=0.1, reorder=0.1, delay=0.1, cut_after=100)
        proxy_url = await proxy.start()
        try:
            bots = await play_remote(proxy_url, rules, players, seed, levels, options)
        finally:
            await proxy.stop()
        return bots, proxy.counts

    bots, counts = run(with_server(body), timeout=120)
    _same_match(bots, states, players)
    for bot in bots:  # the lobby is brought up to date too, whatever was lost on the way
        assert bot.lobby.started and [seat.name for seat in bot.lobby.seats] == [f"Player{i}" for i in range(players)]
    for fault in ("dropped", "duplicated", "reordered", "delayed", "cut"):
        assert counts[fault] > 0, f"the proxy never {fault} a message: the test proves nothing"

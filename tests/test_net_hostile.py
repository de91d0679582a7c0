"""A hostile client is refused at every step, and the players at the other table never notice."""

from __future__ import annotations

import asyncio
import json

import pytest
from net_harness import local_actions, play_remote, run, with_server
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from scopa_desktop.engine import Rules
from scopa_desktop.net import Limits
from scopa_desktop.net.protocol import PROTOCOL_VERSION

LIMITS = Limits(rate=300.0, burst=300.0, max_strikes=30, ping_seconds=0.05, max_message=4096)


async def _answer(ws, kinds=("error", "ack", "seated")) -> dict:
    """The next message of one of `kinds` (pings, lobbies and states in between are skipped)."""
    while True:
        message = json.loads(await asyncio.wait_for(ws.recv(), 5.0))
        if message["type"] in kinds:
            return message


async def _reply(ws, rid: int) -> dict:
    """The server's answer to request `rid`: its error, or its ack."""
    while True:
        message = json.loads(await asyncio.wait_for(ws.recv(), 5.0))
        if message["type"] in ("error", "ack") and message.get("rid") == rid:
            return message


async def _hello(ws) -> None:
    await ws.send(json.dumps({"type": "hello", "v": PROTOCOL_VERSION}))
    assert (await _answer(ws, ("welcome",)))["v"] == PROTOCOL_VERSION


async def _hostile(url: str, victim_code: str) -> dict:
    """Everything a hostile client tries; returns what the server answered to each attempt."""
    seen: dict = {}
    async with connect(url) as ws:
        await _hello(ws)
        await ws.send("{not json")
        seen["bad_json"] = (await _answer(ws))["code"]
        await ws.send(json.dumps({"type": "play", "rid": 1, "move": "7d", "turn": 0, "evil": "x"}))
        seen["extra_field"] = (await _answer(ws))["code"]
        await ws.send(json.dumps({"type": "__import__('os')", "rid": 2}))
        seen["unknown_type"] = (await _answer(ws))["code"]
        await ws.send(json.dumps({"type": "play", "rid": 3, "move": "7d", "turn": 0}))
        seen["move_without_seat"] = (await _answer(ws))["code"]
        await ws.send(json.dumps({"type": "join", "rid": 4, "code": victim_code, "name": "Mallory"}))
        seen["join_full_table"] = (await _answer(ws))["code"]
        await ws.send(json.dumps({"type": "resume", "rid": 5, "code": victim_code, "token": "A" * 43}))
        seen["forged_token"] = (await _answer(ws))["code"]
        # A table of its own, against a server bot; then a token replayed on the victims' table.
        rules = Rules.preset("classic").to_dict()
        await ws.send(json.dumps({"type": "create", "rid": 6, "rules": rules, "name": "Mallory",
                                  "seats": [{"kind": "human"}, {"kind": "bot", "name": "B", "level": "random"}]}))
        own = await _answer(ws, ("seated",))
        async with connect(url) as other:
            await _hello(other)
            await other.send(json.dumps({"type": "resume", "rid": 1, "code": victim_code, "token": own["token"]}))
            seen["replayed_token"] = (await _reply(other, 1))["code"]
        await ws.send(json.dumps({"type": "ready", "rid": 10, "ready": True}))
        await _reply(ws, 10)
        state = await _answer(ws, ("state",))
        wrong_turn = state["turn"] + 5
        await ws.send(json.dumps({"type": "play", "rid": 11, "move": "7d", "turn": wrong_turn}))
        seen["future_turn"] = (await _reply(ws, 11))["code"]
        await ws.send(json.dumps({"type": "say", "rid": 12, "phrase": "you are all cheats"}))
        seen["free_text"] = (await _reply(ws, 12))["code"]
        # A thousand messages as fast as the socket takes them: refused, then the connection is closed.
        try:
            for _ in range(1000):
                await ws.send(json.dumps({"type": "sync"}))
            for _ in range(5000):
                await asyncio.wait_for(ws.recv(), 5.0)
            seen["flood"] = "still open"
        except ConnectionClosed as exc:
            seen["flood"] = exc.rcvd.code if exc.rcvd else None
    async with connect(url, max_size=None) as ws:
        await _hello(ws)
        try:
            await ws.send("x" * 100_000)
            await asyncio.wait_for(ws.recv(), 5.0)
            seen["huge"] = "still open"
        except ConnectionClosed as exc:
            seen["huge"] = exc.rcvd.code if exc.rcvd else None
    async with connect(url) as ws:
        await ws.send(json.dumps({"type": "hello", "v": PROTOCOL_VERSION + 1}))
        seen["version"] = (await _answer(ws))["code"]
    return seen


def test_a_hostile_client_is_refused_and_the_other_table_plays_on():
    rules, players, seed, levels = Rules.preset("classic"), 2, 4, ["easy", "easy"]
    states = local_actions(rules, players, seed, levels)

    async def body(server, url):
        match = asyncio.create_task(play_remote(url, rules, players, seed, levels))
        for _ in range(500):  # until the victims' table is full (bounded)
            full = [t for t in server.lobby.tables.values() if all(s.taken for s in t.slots)]
            if full:
                break
            await asyncio.sleep(0.01)
        seen = await _hostile(url, full[0].code)
        return seen, await match

    seen, bots = run(with_server(body, LIMITS), timeout=120)
    assert seen["bad_json"] == "bad_json"
    assert seen["extra_field"] == seen["unknown_type"] == "bad_message"
    assert seen["move_without_seat"] == "not_seated"
    assert seen["join_full_table"] == "table_full"
    assert seen["forged_token"] == seen["replayed_token"] == "bad_token"
    assert seen["future_turn"] == "stale_turn"
    assert seen["free_text"] == "bad_message"
    assert seen["flood"] == 1008
    assert seen["huge"] == 1009
    assert seen["version"] == "version"
    assert [bot.record["totals"] for bot in bots] == [list(states[-1].totals)] * 2


@pytest.mark.parametrize("move", ["9z", "", "7d:7d", "1d:" + "+".join(["2d"] * 10)])
def test_an_illegal_or_malformed_move_changes_nothing(move):
    async def body(server, url):
        async with connect(url) as ws:
            await _hello(ws)
            rules = Rules.preset("classic").to_dict()
            await ws.send(json.dumps({"type": "create", "rid": 1, "rules": rules, "name": "Ann", "seed": 3,
                                      "seats": [{"kind": "human"}, {"kind": "bot", "level": "random"}]}))
            await _answer(ws, ("seated",))
            table = next(iter(server.lobby.tables.values()))
            await ws.send(json.dumps({"type": "ready", "rid": 2, "ready": True}))
            await _reply(ws, 2)
            for _ in range(200):
                if table.match is not None and table.match.game.to_move == 0:
                    break
                await asyncio.sleep(0.01)
            before, turn = table.match, table.turn
            await ws.send(json.dumps({"type": "play", "rid": 3, "move": move, "turn": turn}))
            answer = await _reply(ws, 3)
            return answer, before is table.match and turn == table.turn

    answer, unchanged = run(with_server(body, LIMITS))
    assert answer["type"] == "error" and answer["code"] == "illegal_move"
    assert unchanged

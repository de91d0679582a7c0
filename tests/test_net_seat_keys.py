"""Seating keys: a request resent on a new connection takes back the seat it got, and nothing else does:
a short key, a key used for another request, or a key whose client already showed it holds its seat."""

from __future__ import annotations

import json

import pytest
from net_harness import ask, next_of, raw, run, saved_tables

from scopa_desktop.engine import Rules
from scopa_desktop.net import Limits, TableServer

KEY = "k" * 32
TWO = [{"kind": "human"}, {"kind": "human"}]


async def _serve(data=None):
    server = TableServer(Limits(max_strikes=100), data)
    return server, f"ws://127.0.0.1:{await server.start('127.0.0.1', 0)}"


def _create(rid: int, key: str, name: str = "Anna") -> str:
    return json.dumps({"type": "create", "rid": rid, "rules": Rules().to_dict(), "seats": TWO, "name": name,
                       "key": key})


@pytest.mark.parametrize("key", ["k", "x" * 21, "a key with spaces in it!", "é" * 30])
def test_a_key_too_short_or_of_other_characters_is_refused(key):
    async def body():
        server, url = await _serve()
        ws = await raw(url)
        await ws.send(_create(1, key))
        answer = await next_of(ws, "seated", "error", rid=1)
        await ws.close()
        await server.stop()
        return answer, len(server.lobby.tables)

    answer, tables = run(body())
    assert answer["type"] == "error" and answer["code"] == "bad_message" and tables == 0


def test_the_same_request_resent_with_its_key_takes_back_the_same_seat():
    async def body():
        server, url = await _serve()
        first = await raw(url)
        await first.send(_create(1, KEY))
        seated = await next_of(first, "seated")
        await first.close()  # the answer "was lost": the client sends the same request again, elsewhere
        again = await raw(url, "127.0.0.2")
        await again.send(_create(1, KEY))
        resent = await next_of(again, "seated")
        await again.close()
        await server.stop()
        return seated, resent, len(server.lobby.tables)

    seated, resent, tables = run(body())
    assert (resent["code"], resent["seat"], resent["token"]) == (seated["code"], seated["seat"], seated["token"])
    assert tables == 1


@pytest.mark.parametrize("shows_its_seat, thief_name", [
    (False, "Mallory"),  # the same key with another request: refused at once
    (True, "Anna"),  # the very same request, key and all, once Anna has shown she holds her seat
])
def test_a_key_hands_over_no_seat(shows_its_seat, thief_name):
    async def body():
        server, url = await _serve()
        anna = await raw(url)
        await anna.send(_create(1, KEY))
        await next_of(anna, "seated")
        if shows_its_seat:
            assert (await ask(anna, 2, "say", phrase="ciao"))["type"] == "ack"
        thief = await raw(url, "127.0.0.2")
        await thief.send(_create(1, KEY, name=thief_name))
        answer = await next_of(thief, "seated", "error", rid=1)
        seat_holder = next(iter(server.lobby.tables.values())).slots[0].peer
        await anna.close()
        await thief.close()
        await server.stop()
        return answer, seat_holder

    answer, holder = run(body())
    assert answer["type"] == "error" and answer["code"] == "bad_message" and "token" not in answer
    assert holder is not None  # Anna kept her seat


async def _seat_with_the_key(folder) -> dict:
    """A server on `folder` seats a `create` with KEY (then stops): the `seated`."""
    server, url = await _serve(folder)
    ws = await raw(url)
    await ws.send(_create(1, KEY))
    seated = await next_of(ws, "seated")
    await ws.close()
    await server.stop()
    return seated


def test_a_key_outlives_a_restart_of_the_server(tmp_path):
    async def body():
        return await _seat_with_the_key(tmp_path), await _seat_with_the_key(tmp_path)

    seated, resent = run(body())
    assert resent["token"] == seated["token"] and resent["code"] == seated["code"]
    (kept,) = saved_tables(tmp_path).values()
    assert KEY not in json.dumps(kept)  # only its hash is kept

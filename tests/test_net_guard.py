"""What one address may do, however many connections it opens or reopens: connections at once, refused
requests (strikes that survive reconnecting), codes that lead nowhere, tables opened; connections that say
hello and nothing more; and the loop's own errors, one line a minute instead of a flood."""

from __future__ import annotations

import asyncio
import json
import logging

import pytest
from net_harness import FakeClock, ask, next_of, raw, run
from websockets.exceptions import ConnectionClosed, InvalidStatus

from scopa_desktop.engine import Rules
from scopa_desktop.net import Limits, TableServer
from scopa_desktop.net.guard import AddressGuard, address_key
from scopa_desktop.net.serve import quiet_loop_errors

VS_BOT = [{"kind": "human"}, {"kind": "bot", "name": "Giulia", "level": "random"}]
TWO = [{"kind": "human"}, {"kind": "human"}]


Clock = FakeClock


async def _server(limits: Limits, clock=None) -> tuple[TableServer, str]:
    server = TableServer(limits, **({"clock": clock} if clock else {}))
    port = await server.start("127.0.0.1", 0)
    return server, f"ws://127.0.0.1:{port}"


def _create(rid: int, seats=VS_BOT, **extra) -> dict:
    return {"rules": Rules().to_dict(), "seats": seats, "name": "Anna", **extra}


def test_an_address_is_its_ipv4_address_or_its_ipv6_network():
    assert address_key("203.0.113.7") == "203.0.113.7"
    assert address_key("2001:db8:1:2:aaaa::1") == address_key("2001:db8:1:2:bbbb::9") == "2001:db8:1:2::/64"
    assert address_key("2001:db8:1:3::1") != address_key("2001:db8:1:2::1")
    assert address_key("::ffff:198.51.100.4") == "198.51.100.4"


def test_strikes_block_an_address_for_a_while_and_are_forgiven_slowly():
    clock = Clock()
    guard = AddressGuard(Limits(address_strikes=5, strike_decay=1.0, block_seconds=60), clock)
    assert not any(guard.strike("a") for _ in range(4))
    clock.now += 2  # two forgiven
    assert not any(guard.strike("a") for _ in range(2))
    assert guard.strike("a") and guard.blocked("a") and not guard.blocked("b")
    assert guard.admit("a") is not None and guard.admit("b") is None
    clock.now += 61
    assert not guard.blocked("a") and guard.admit("a") is None


def test_failed_lookups_are_a_budget_refilled_slowly():
    clock = Clock()
    guard = AddressGuard(Limits(lookup_burst=3, lookup_rate=0.1), clock)
    for _ in range(3):
        assert guard.may_look_up("a")
        guard.missed("a")
    assert not guard.may_look_up("a") and guard.may_look_up("b")
    clock.now += 10  # one lookup back
    assert guard.may_look_up("a")
    guard.sweep()
    clock.now += 1000
    guard.sweep()  # full buckets are forgotten: the memory held is bounded by the active addresses
    assert not guard._lookups


def test_connections_past_the_limit_of_an_address_are_turned_away_and_others_are_not():
    async def body():
        server, url = await _server(Limits(max_connections=3))
        held = [await raw(url, "127.0.0.1", hello=False) for _ in range(3)]
        try:
            with pytest.raises(InvalidStatus) as refused:
                await raw(url, "127.0.0.1")
            other = await raw(url, "127.0.0.2")  # another address is served as ever
            await other.close()
            await held.pop().close()
            for _ in range(200):  # the server notices the close (bounded)
                if server.guard.connections.get("127.0.0.1") == 2:
                    break
                await asyncio.sleep(0.01)
            again = await raw(url, "127.0.0.1")  # a connection closed is a place freed
            await again.close()
            return refused.value.response.status_code
        finally:
            for ws in held:
                await ws.close()
            await server.stop()

    assert run(body()) == 429


def test_a_connection_that_holds_no_seat_and_asks_nothing_is_let_go():
    clock = Clock()

    async def body():
        server, url = await _server(Limits(unseated_seconds=120), clock)
        idle = await raw(url)
        seated = await raw(url, "127.0.0.2")
        await seated.send(json.dumps({"type": "create", "rid": 1, **_create(1)}))
        await next_of(seated, "seated")
        clock.now += 121
        server.tick(clock.now)
        told = await next_of(idle, "error")
        with pytest.raises(ConnectionClosed):
            await asyncio.wait_for(idle.recv(), 5)
        answer = await ask(seated, 2, "say", phrase="ciao")  # a seated player is never idle
        await seated.close()
        await server.stop()
        return told["code"], answer["type"]

    assert run(body()) == ("idle", "ack")


def test_refused_requests_block_the_address_across_reconnections():
    async def body():
        server, url = await _server(Limits(max_strikes=5, address_strikes=12, strike_decay=0.001))
        closed = 0
        for _ in range(10):  # strike, get closed, come back: the address remembers
            try:
                ws = await raw(url)
            except InvalidStatus:
                break
            try:
                for _ in range(8):
                    await ws.send("{nope")
                while True:
                    await asyncio.wait_for(ws.recv(), 5)
            except ConnectionClosed:
                closed += 1
        with pytest.raises(InvalidStatus):
            await raw(url)
        other = await raw(url, "127.0.0.2")
        await other.close()
        await server.stop()
        return closed

    assert run(body()) <= 3  # blocked after its twelfth refusal, not after a thousand


def test_guessing_table_codes_is_refused_without_looking_after_a_few_misses():
    async def body():
        server, url = await _server(Limits(lookup_burst=5, lookup_rate=0.001, max_strikes=1000,
                                           address_strikes=1000))
        host = await raw(url, "127.0.0.2")
        await host.send(json.dumps({"type": "create", "rid": 1, **_create(1, TWO)}))
        code = (await next_of(host, "seated"))["code"]
        answers = []
        for attempt in range(12):  # a new connection for every guess: misses are counted by address
            ws = await raw(url)
            guess = "ZZZZZZ" if attempt < 8 else code
            answers.append((await ask(ws, 1, "join", code=guess, name="Mallory"))["code"])
            await ws.close()
        await host.close()
        await server.stop()
        return answers

    answers = run(body())
    assert answers[:5] == ["no_table"] * 5
    assert set(answers[5:]) == {"rate_limited"}  # even the right code: a refusal tells nothing


def test_a_flood_of_tables_from_one_address_leaves_room_for_everyone_else():
    async def body():
        server, url = await _server(Limits(max_tables=30, create_burst=5, create_rate=0.001, tables_per_address=4,
                                           max_strikes=1000, address_strikes=1000))
        flood = await raw(url)
        codes = []
        for rid in range(1, 41, 2):  # create + leave, over and over
            await flood.send(json.dumps({"type": "create", "rid": rid, **_create(rid, TWO)}))
            answer = await next_of(flood, "seated", "error", rid=rid)
            codes.append(answer["code"] if answer["type"] == "error" else "seated")
            await ask(flood, rid + 1, "leave")
        kept = len(server.lobby.tables)
        honest = await raw(url, "127.0.0.2")
        await honest.send(json.dumps({"type": "create", "rid": 1, **_create(1)}))
        answer = await next_of(honest, "seated", "error", rid=1)
        await flood.close()
        await honest.close()
        await server.stop()
        return codes, kept, answer["type"]

    codes, kept, honest = run(body())
    assert codes.count("rate_limited") >= 15  # five at once, then one now and then
    assert kept == 0  # a table its only player left before the start is closed at once
    assert honest == "seated"


def test_one_address_keeps_only_so_many_tables():
    async def body():
        server, url = await _server(Limits(tables_per_address=3, max_strikes=1000))
        ws = await raw(url)
        answers = []
        for rid in range(1, 6):  # each on a connection of its own (a connection holds one seat)
            conn = await raw(url)
            await conn.send(json.dumps({"type": "create", "rid": rid, **_create(rid, TWO)}))
            answer = await next_of(conn, "seated", "error", rid=rid)
            answers.append(answer["code"] if answer["type"] == "error" else "seated")
        await ws.close()
        await server.stop()
        return answers

    answers = run(body())
    assert answers == ["seated"] * 3 + ["too_many_tables"] * 2


def test_the_loops_own_errors_are_one_line_a_minute_not_a_flood(caplog):
    loop = asyncio.new_event_loop()
    try:
        quiet_loop_errors(loop, every=60.0)
        with caplog.at_level(logging.ERROR, logger="scopa_desktop.net"):
            for _ in range(1000):
                loop.call_exception_handler({"message": "socket.accept() out of system resource",
                                             "exception": OSError(24, "Too many open files")})
    finally:
        loop.close()
    lines = [r for r in caplog.records if "accept" in r.getMessage()]
    assert len(lines) == 1 and lines[0].exc_info is None

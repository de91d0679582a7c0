"""The table's clock and its bots: online deals from a secret; a player who never moves stalls nobody past
the hold; a latency only from a ping the table sent; bots thought in fair turns, tables with somebody at
them first, each owner in turn."""

from __future__ import annotations

import asyncio
import json

from net_harness import FakeClock, run

from scopa_desktop.engine import Match, Rules
from scopa_desktop.net import Limits
from scopa_desktop.net import botpool as botpool_module
from scopa_desktop.net.botpool import BotPool
from scopa_desktop.net.lobby import Lobby
from scopa_desktop.net.seating import turn_hold
from scopa_desktop.net.table import MAX_LATENCY_MS

TWO = [{"kind": "human"}, {"kind": "human"}]


Clock = FakeClock


class Peer:
    """A connection as the table sees it; `states` wakes a test waiting for the next state."""

    def __init__(self) -> None:
        self.sent: list[dict] = []
        self.states = asyncio.Event()

    def push(self, text: str) -> None:
        message = json.loads(text)
        self.sent.append(message)
        if message["type"] == "state":
            self.states.set()


def _request(seats=TWO, **extra) -> dict:
    return {"type": "create", "rid": 1, "rules": Rules().to_dict(), "seats": seats, "name": "Anna", **extra}


def test_online_deals_come_from_a_secret_of_256_bits_not_the_clients_seed():
    lobby = Lobby(Limits())  # a real server: it does not honour a client's seed
    tables = []
    for _ in range(3):
        table, _, _ = lobby.create(_request([{"kind": "human"}, {"kind": "bot", "level": "random"}], seed=1), Peer())
        table.set_ready(0, True)
        tables.append(table)
    seeds = [table.match.seed for table in tables]
    assert all(isinstance(seed, str) and len(seed) == 64 and int(seed, 16) >= 0 for seed in seeds)
    assert len(set(seeds)) == 3 and 1 not in seeds
    # The engine stays deterministic for a seed: the same secret deals the same match.
    assert Match.new(Rules(), 2, seed=seeds[0]).game == tables[0].match.game
    testing = Lobby(Limits(), allow_seed=True)  # tests and replays keep their seeds
    table, _, _ = testing.create(_request([{"kind": "human"}, {"kind": "bot", "level": "random"}], seed=1), Peer())
    assert table.seed == 1


def test_a_player_who_never_moves_has_a_bot_play_for_them_after_the_hold():
    clock = Clock()

    async def body():
        lobby = Lobby(Limits(hold_seconds=60.0, waiting_notice=5.0), clock=clock)
        anna, marco = Peer(), Peer()
        table, _, _ = lobby.create(_request(), anna)
        table.sit("Marco", marco)
        table.set_ready(0, True)
        table.set_ready(1, True)
        silent = table.match.game.to_move
        peer = (anna, marco)[silent]
        first = [m for m in peer.sent if m["type"] == "state"][-1]
        assert first["left"] == 60.0  # #42: the whole hold, told with the turn, to count down
        turn = table.turn
        clock.now += 59
        table.tick(clock.now)
        waiting_early = [m for m in peer.sent if m["type"] == "waiting"][-1]
        assert waiting_early["left"] == 1.0
        assert table.turn == turn  # within the hold the match waits
        peer.states.clear()
        clock.now += 2
        table.tick(clock.now)
        await asyncio.wait_for(peer.states.wait(), 30)
        lobby.shutdown()
        return waiting_early, table.turn - turn, table.last_move["seat"] == silent, table.seat_of(peer) == silent

    waiting, moves, for_the_silent, still_seated = run(body())
    assert not waiting["bot"] and waiting["seconds"] == 59.0
    assert moves == 1 and for_the_silent and still_seated  # one move for them; the seat stays theirs


def test_a_latency_comes_only_from_a_ping_the_table_sent():
    clock = Clock()
    lobby = Lobby(Limits(), clock=clock)
    anna = Peer()
    table, _, _ = lobby.create(_request(), anna)
    table.tick(clock.now)
    sent = clock.now
    table.pong(0, sent - 590.141, -1, clock.now + 0.05)  # an old time of its own making
    table.pong(0, -1e14, -1, clock.now + 0.05)
    assert table.slots[0].latency_ms is None
    table.pong(0, sent, -1, clock.now + 0.04)
    assert table.slots[0].latency_ms == 40
    clock.now += 5
    table.tick(clock.now)
    table.pong(0, sent, -1, clock.now + 10_000)  # a ping a few back, answered very late: clamped
    assert table.slots[0].latency_ms == MAX_LATENCY_MS


def test_a_client_ahead_of_the_table_is_told_to_follow_it():
    lobby = Lobby(Limits())
    anna = Peer()
    table, _, _ = lobby.create(_request([{"kind": "human"}, {"kind": "bot", "level": "random"}]), anna)
    table.set_ready(0, True)
    anna.sent.clear()
    table.pong(0, 0.0, table.turn + 3, 1.0)
    assert [m["type"] for m in anna.sent] == ["error", "state"]
    assert anna.sent[0]["code"] == "stale_turn" and anna.sent[1]["turn"] == table.turn


def test_bots_are_thought_for_fairly(monkeypatch):
    order: list[str] = []

    def thinking(level, seed, observation, totals):
        order.append(seed)
        return "x"

    monkeypatch.setattr(botpool_module, "bot_action", thinking)

    async def body():
        pool = BotPool(workers=1)
        hold = asyncio.get_running_loop().create_future()  # the first job holds the one worker...
        monkeypatch.setattr(pool, "_make_executor", lambda: _Inline(hold))
        jobs = [asyncio.create_task(pool.decide("first", "random", "first", None, ()))]
        await asyncio.sleep(0)
        for i in range(5):  # ...while one owner's busy tables queue up, then another owner's one table
            jobs.append(asyncio.create_task(pool.decide("busy", "random", f"busy{i}", None, ())))
        jobs.append(asyncio.create_task(pool.decide("other", "random", "other", None, ())))
        await asyncio.sleep(0)
        hold.set_result(None)
        await asyncio.wait_for(asyncio.gather(*jobs), 10)
        pool.shutdown()

    run(body())
    assert order == ["first", "busy0", "other", "busy1", "busy2", "busy3", "busy4"]


def test_bots_play_for_the_people_at_the_table_and_a_table_nobody_is_at_waits():
    clock = Clock()

    async def body():
        lobby = Lobby(Limits(hold_seconds=60.0), clock=clock)
        anna = Peer()
        bots = [{"kind": "human"}, {"kind": "bot", "name": "B", "level": "random"}, {"kind": "human"},
                {"kind": "bot", "name": "C", "level": "random"}]
        table, _, _ = lobby.create(_request(bots), anna)
        marco = Peer()
        table.sit("Marco", marco)
        table.set_ready(0, True)
        table.set_ready(2, True)
        table.leave(0)  # Anna leaves for good: a bot plays her seat...
        table.drop(marco)  # ...and Marco's connection drops: nobody is at the table now
        clock.now += 600
        table.tick(clock.now)
        for _ in range(20):
            await asyncio.sleep(0)
        still = table.turn
        marco_back = Peer()
        table.resume(table.slots[2].token, marco_back)  # Marco is back: the bots play on for him
        for _ in range(500):  # until it is Marco's turn (he never moves, and the clock stands still)
            if table.match.game.to_move == 2 and not table.driver.driving:
                break
            await asyncio.sleep(0.01)
        lobby.shutdown()
        return still, table.turn, table.match.game.to_move

    still, later, to_move = run(body())
    assert still == 0 and later == 1 and to_move == 2  # seat 1 (a bot) opens; it waited for Marco


class _Inline:
    """An executor running each job on the loop's thread once `hold` is done (the first job holds it)."""

    def __init__(self, hold: asyncio.Future) -> None:
        self.hold = hold

    def submit(self, fn, *args):
        import concurrent.futures

        future = concurrent.futures.Future()
        loop = asyncio.get_running_loop()

        async def later():
            await self.hold
            future.set_result(fn(*args))

        loop.create_task(later())
        return future

    def shutdown(self, **options) -> None:
        pass


def test_the_hold_of_a_dropped_person_counts_from_the_drop_and_a_bots_turn_has_none():
    clock = Clock()
    lobby = Lobby(Limits(hold_seconds=60.0, waiting_notice=5.0), clock=clock)
    anna, marco = Peer(), Peer()
    table, _, _ = lobby.create(_request(), anna)
    table.sit("Marco", marco)
    table.set_ready(0, True)
    table.set_ready(1, True)
    silent = table.match.game.to_move
    clock.now += 10
    table.drop((anna, marco)[silent])  # the player to move drops 10 s into the turn: the hold counts from the drop
    assert turn_hold(table, clock.now) == 60.0
    clock.now += 45
    assert turn_hold(table, clock.now) == 15.0
    lobby.shutdown()
    bots = Lobby(Limits(hold_seconds=60.0), clock=clock)
    table, _, _ = bots.create(_request([{"kind": "bot", "level": "random"}, {"kind": "human"}]), Peer())
    table.set_ready(1, True)
    assert (turn_hold(table, clock.now) is None) == (table.match.game.to_move == 0)  # the bot's turn: no hold
    bots.shutdown()

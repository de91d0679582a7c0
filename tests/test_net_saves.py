"""A server's tables on disk: a move is confirmed (and shown to anyone) only once it is saved; a client and a
server that came back behind it agree on the turn again; damaged saves are moved aside and reported and
never stop the server; the one-file-per-table saves of the previous version are imported once."""

from __future__ import annotations

import asyncio
import json
import sqlite3
import threading

import pytest
from net_harness import next_of, raw, run, saved_tables

from scopa_desktop.bots import make_bot
from scopa_desktop.engine import Match, Rules
from scopa_desktop.net import ClientSession, Limits, TableServer
from scopa_desktop.net.protocol import decode_observation
from scopa_desktop.net.stores import SqliteStore as TableStore

VS_BOT = [{"kind": "human"}, {"kind": "bot", "name": "Giulia", "level": "random"}]
LIMITS = Limits(ping_seconds=0.05, hold_seconds=600.0, rate=1000, burst=1000)


async def _my_turn(ws) -> dict:
    while True:
        state = await next_of(ws, "state")
        if state["observation"]["to_move"] == 0 and state["winner"] is None:
            return state


async def _under_way(folder) -> tuple[TableServer, object, str, dict]:
    """A server keeping its tables in `folder`, and Anna at a table of hers against a bot, at her turn:
    (server, her connection, the table's code, the state)."""
    server = TableServer(LIMITS, folder, allow_seed=True)
    ws = await raw(f"ws://127.0.0.1:{await server.start('127.0.0.1', 0)}")
    await ws.send(json.dumps({"type": "create", "rid": 1, "rules": Rules().to_dict(), "seats": VS_BOT,
                              "name": "Anna", "seed": 4}))
    code = (await next_of(ws, "seated"))["code"]
    await ws.send(json.dumps({"type": "ready", "rid": 2, "ready": True}))
    return server, ws, code, await _my_turn(ws)


def test_a_move_is_confirmed_only_once_it_is_on_disk(tmp_path, monkeypatch):
    writing = threading.Event()
    writing.set()
    commit = TableStore.commit

    def slow_disk(self, changes):
        writing.wait(30)
        return commit(self, changes)

    monkeypatch.setattr(TableStore, "commit", slow_disk)

    async def body():
        server, ws, code, state = await _under_way(tmp_path)
        move = str(decode_observation(state["observation"]).legal_moves()[0])
        writing.clear()  # the disk is slow now
        await ws.send(json.dumps({"type": "play", "rid": 3, "move": move, "turn": state["turn"]}))
        await ws.send(json.dumps({"type": "say", "rid": 4, "phrase": "ci_penso"}))
        heard = []
        while not heard or heard[-1]["type"] != "chat":  # a phrase is of the moment: it is not held
            heard.append(json.loads(await asyncio.wait_for(ws.recv(), 5)))
        on_disk = saved_tables(tmp_path)[code]["turn"]
        writing.set()
        ack = await next_of(ws, "ack", rid=3)
        after = saved_tables(tmp_path)[code]["turn"]
        await ws.close()
        await server.stop()
        return state["turn"], heard, on_disk, ack, after

    turn, heard, on_disk, ack, after = run(body())
    told = [m for m in heard if m["type"] in ("ack", "state") and (m.get("rid") == 3 or m.get("turn", -1) > turn)]
    assert told == [], "the move was confirmed before it was saved"
    assert on_disk == turn and after > turn and ack["rid"] == 3


def _saved_table(tmp_path) -> dict:
    """A real table's save (a match under way), to damage."""
    async def body():
        server, ws, _, _ = await _under_way(tmp_path)
        await ws.close()
        await server.stop()

    run(body())
    (data,) = saved_tables(tmp_path).values()
    return data


DAMAGE = {
    "code is a list": lambda d: {**d, "code": []},
    "code is unknown": lambda d: {**d, "code": "abc"},
    "turn is huge": lambda d: {**d, "turn": 1e308},
    "turn is text": lambda d: {**d, "turn": "7"},
    "turn is negative": lambda d: {**d, "turn": -1},
    "no seats": lambda d: {**d, "seats": []},
    "a seat's token is a number": lambda d: {**d, "seats": [{**d["seats"][0], "token": 5}, d["seats"][1]]},
    "three seats for two": lambda d: {**d, "seats": d["seats"] + [d["seats"][0]]},
    "rules name is a list": lambda d: {**d, "rules": {**d["rules"], "name": ["x"]}},
    "rules name is not encodable": lambda d: {**d, "rules": {**d["rules"], "name": "\ud800"}},
    "match is garbage": lambda d: {**d, "match": {"rules": 5}},
    "match for other rules": lambda d: {**d, "match": Match.new(Rules.preset("escoba"), 2, seed=1).to_dict()},
    "last move of a seat nobody holds": lambda d: {**d, "last_move": {"seat": 7, "kind": "play", "move": "7d"}},
    "an unknown field": lambda d: {**d, "evil": True},
    "not a mapping": lambda d: [d],
    "a version from the future": lambda d: {**d, "v": 99},
}


@pytest.mark.parametrize("damage", list(DAMAGE))
def test_a_damaged_save_in_the_database_is_moved_aside_and_the_server_starts(tmp_path, damage):
    good = _saved_table(tmp_path)
    db = sqlite3.connect(tmp_path / "tables.sqlite3")
    text = json.dumps(DAMAGE[damage](good))
    db.execute("INSERT INTO tables (code, data, saved) VALUES (?, ?, 0)", ("ZZZZZZ", text))
    db.commit()
    db.close()
    server = TableServer(LIMITS, tmp_path)
    try:
        assert list(server.lobby.tables) == [good["code"]]  # the good table is served
        assert len(server.notices) == 1 and "damaged" in server.notices[0]
        (aside,) = (tmp_path / "damaged").iterdir()
        assert aside.read_text(encoding="utf-8") == text  # kept as it was, for a look
        assert "ZZZZZZ" not in saved_tables(tmp_path)
    finally:
        server.lobby.shutdown()


@pytest.mark.parametrize("damage", ["code is a list", "turn is huge", "not a mapping", "match is garbage"])
def test_a_damaged_save_of_the_previous_version_is_moved_aside(tmp_path, damage):
    good = {**_saved_table(tmp_path), "v": 1}
    (tmp_path / "table-ZZZZZZ.json").write_text(json.dumps(DAMAGE[damage](good)), encoding="utf-8")
    (tmp_path / "table-YYYYYY.json").write_text("{broken", encoding="utf-8")
    server = TableServer(LIMITS, tmp_path)
    try:
        assert len(server.notices) == 2 and list(server.lobby.tables) == [good["code"]]
        assert not list(tmp_path.glob("table-*.json"))
        assert len(list(tmp_path.glob("table-*.json.corrupt-*"))) == 2
    finally:
        server.lobby.shutdown()


def test_a_save_of_the_previous_version_is_imported_once(tmp_path):
    good = _saved_table(tmp_path)
    old = {k: v for k, v in good.items() if k in ("code", "rules", "seed", "seats", "turn", "match_id", "last_move",
                                                   "match")}
    (tmp_path / "tables.sqlite3").unlink()
    (tmp_path / f"table-{good['code']}.json").write_text(json.dumps({**old, "v": 1}), encoding="utf-8")
    first = TableServer(LIMITS, tmp_path)
    first.lobby.shutdown()
    second = TableServer(LIMITS, tmp_path)
    try:
        assert first.notices == second.notices == []
        assert list(second.lobby.tables) == [good["code"]] and second.lobby.tables[good["code"]].turn == good["turn"]
        assert (tmp_path / "imported" / f"table-{good['code']}.json").exists()
    finally:
        second.lobby.shutdown()


def test_a_database_that_cannot_be_read_is_moved_aside_and_the_server_starts(tmp_path):
    (tmp_path / "tables.sqlite3").write_bytes(b"this is not a database" * 100)
    server = TableServer(LIMITS, tmp_path)
    try:
        assert len(server.notices) == 1 and "could not be read" in server.notices[0]
        assert list(tmp_path.glob("tables.sqlite3.corrupt-*")) and server.lobby.tables == {}
    finally:
        server.lobby.shutdown()


def test_two_servers_never_share_a_data_folder(tmp_path):
    from scopa_desktop.net.stores import StoreLocked

    first = TableServer(LIMITS, tmp_path)
    try:
        with pytest.raises(StoreLocked):
            TableServer(LIMITS, tmp_path)
    finally:
        first.lobby.shutdown()


def test_tables_kept_by_a_newer_version_stop_an_older_one_and_stay_as_they_are(tmp_path):
    from scopa_desktop.net.stores import StoreLocked

    _saved_table(tmp_path)
    db = sqlite3.connect(tmp_path / "tables.sqlite3")
    db.execute("PRAGMA user_version=99")
    db.commit()
    db.close()
    with pytest.raises(StoreLocked, match="newer version"):
        TableServer(LIMITS, tmp_path)
    assert len(saved_tables(tmp_path)) == 1 and not list(tmp_path.glob("*.corrupt-*"))


def test_a_client_follows_a_server_that_came_back_behind_it(tmp_path):
    """A server restored to an older save (a backup) is behind its client: the client takes the server's
    word and plays on, instead of being refused `stale_turn` for ever."""
    async def body():
        server = TableServer(LIMITS, tmp_path, allow_seed=True)
        port = await server.start("127.0.0.1", 0)
        session = ClientSession(f"ws://127.0.0.1:{port}", lambda event: None, retry_seconds=0.1,
                                reconnect_attempts=200, open_timeout=1.0)
        task = asyncio.create_task(session.run())
        session.create_table(Rules(), VS_BOT, "Anna", seed=7)
        session.request("ready", ready=True)
        bot, older = make_bot("random", 1), None
        for _ in range(2000):  # bounded: a few moves, keeping an older save
            await asyncio.sleep(0.005)
            state = session.state
            if older is None and state is not None and state.turn >= 2:
                older = saved_tables(tmp_path)[session.code]
            if state is not None and state.turn >= 6:
                break
            if state is not None and state.my_turn and state.turn == session.turn and not session.unanswered:
                session.play(bot.choose(state.observation, state.totals))
        ahead = session.turn
        await server.stop()
        db = sqlite3.connect(tmp_path / "tables.sqlite3")
        db.execute("UPDATE tables SET data = ? WHERE code = ?", (json.dumps(older), session.code))
        db.commit()
        db.close()
        again = TableServer(LIMITS, tmp_path)
        await again.start("127.0.0.1", port)  # the same address: the session reconnects by itself
        table = again.lobby.tables[session.code]
        for _ in range(4000):
            await asyncio.sleep(0.005)
            state = session.state
            if table.turn > ahead + 2:
                break
            if state is not None and state.my_turn and state.turn == session.turn and not session.unanswered:
                session.play(bot.choose(state.observation, state.totals))
        session.close()
        await asyncio.wait_for(task, 5)
        await again.stop()
        return older["turn"], ahead, table.turn

    behind, ahead, reached = run(body(), timeout=90)
    assert behind < ahead < reached - 2  # the server came back behind; the match went on past where it was

"""Server processes sharing one PostgreSQL database (a real one: tests/pg_harness.py): every process lists
every open table, a player on one joins a table held by another (sent there: `redirect`), a table whose
process is gone is taken over with no confirmed move lost, and a process that lost a table can confirm
nothing more of it. Two servers in one test process here (each with its own connections, lock and
writer, as two processes have); test_net_shared_kill.py kills real processes. Loopback, bounded waits."""

from __future__ import annotations

import asyncio
import json

from net_harness import FAST, TIMEOUT, RemoteBot, ask, next_of, raw, run
from websockets.exceptions import ConnectionClosed

from scopa_desktop.engine import Rules
from scopa_desktop.net import ClientSession, Lobbies, TableServer
from scopa_desktop.net.protocol import decode_observation

TWO = [{"kind": "human"}, {"kind": "human"}]


async def _servers(url: str, count: int = 2) -> list[tuple[TableServer, str]]:
    servers = []
    for _ in range(count):
        server = TableServer(FAST, allow_seed=True, store=url)
        port = await server.start("127.0.0.1", 0)
        servers.append((server, f"ws://127.0.0.1:{port}"))
    return servers


async def _stop(servers) -> None:
    for server, _ in servers:
        await server.stop()


async def _lock_gone(url: str, server_id: int) -> None:
    """Until the database has let go of a closed connection's lock (it does as the connection's backend
    ends, a moment after the close: bounded)."""
    import psycopg

    with psycopg.connect(url) as db:
        for _ in range(200):
            if not db.execute("SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND objid = %s AND objsubid = 2",
                              (server_id,)).fetchone():
                return
            await asyncio.sleep(0.02)
    raise AssertionError("the lock was never let go")


async def _listed(url: str, code: str) -> dict:
    """The open lobby of the server at `url`, asked until it lists `code` (bounded)."""
    heard: list = []
    session = ClientSession(url, heard.append)
    task = asyncio.get_running_loop().create_task(session.run())
    try:
        for _ in range(200):
            session.list_tables()
            await asyncio.sleep(0.05)
            pages = [event for event in heard if isinstance(event, Lobbies)]
            if pages and any(entry.code == code for entry in pages[-1].tables):
                return {"total": pages[-1].total, "codes": [entry.code for entry in pages[-1].tables]}
        raise AssertionError(f"{code} never listed at {url}: {heard[-3:]}")
    finally:
        session.close()
        await asyncio.wait_for(task, 5)


def test_a_table_opened_on_one_process_is_listed_and_joined_from_another(postgres_url):
    async def body():
        servers = await _servers(postgres_url)
        (one, url_one), (_, url_two) = servers
        try:
            anna = RemoteBot("easy", 5)
            anna.start(url_one).create_table(Rules(target=1), TWO, "Anna", seed=5, open_=True)
            await asyncio.wait_for(anna.seated.wait(), TIMEOUT)
            code = anna.session.code
            listed = await _listed(url_two, code)  # heard through LISTEN/NOTIFY
            marco = RemoteBot("easy", 5)
            marco.start(url_two).request("join", code=code, name="Marco")
            await asyncio.wait_for(marco.seated.wait(), TIMEOUT)
            followed = marco.session._route
            for bot in (anna, marco):
                bot.session.request("ready", ready=True)
            await asyncio.wait_for(asyncio.gather(anna.done.wait(), marco.done.wait()), TIMEOUT)
            for bot in (anna, marco):
                await bot.stop()
            return listed, followed, url_one, anna.record, marco.record, list(one.lobby.tables)
        finally:
            await _stop(servers)

    listed, followed, url_one, anna, marco, held = run(body(), 90)
    assert listed["total"] == 1
    assert followed == url_one  # Marco was sent to the process holding the table
    assert anna == marco and anna["winner"] is not None
    assert len(held) == 1


def test_quick_match_seats_a_player_at_the_oldest_fitting_table_of_another_process(postgres_url):
    async def body():
        servers = await _servers(postgres_url)
        (_, url_one), (two, url_two) = servers
        try:
            first = await raw(url_one)
            await first.send(json.dumps({"type": "quick", "rid": 1, "rules": Rules().to_dict(), "players": 2,
                                         "name": "Anna"}))
            code = (await next_of(first, "seated"))["code"]
            await _listed(url_two, code)
            heard: list = []
            session = ClientSession(url_two, heard.append)
            task = asyncio.get_running_loop().create_task(session.run())
            session.quick_match(Rules(), 2, "Marco")
            for _ in range(200):
                if session.code is not None:
                    break
                await asyncio.sleep(0.05)
            seated_at, tables_two = session.code, len(two.lobby.tables)
            session.close()
            await asyncio.wait_for(task, 5)
            await first.close()
            return code, seated_at, tables_two
        finally:
            await _stop(servers)

    code, seated_at, tables_two = run(body(), 60)
    assert seated_at == code and tables_two == 0  # no second table opened where nobody waits


def test_a_table_whose_process_is_gone_is_taken_over_and_its_old_process_confirms_nothing_more(postgres_url):
    async def body():
        servers = await _servers(postgres_url)
        (one, url_one), (two, url_two) = servers
        try:
            ws = await raw(url_one)
            await ws.send(json.dumps({"type": "create", "rid": 1, "rules": Rules().to_dict(), "seats": TWO,
                                      "name": "Anna", "seed": 3}))
            seat = await next_of(ws, "seated")
            other = await raw(url_one, "127.0.0.2")
            assert (await ask(other, 1, "join", code=seat["code"], name="Marco"))["type"] == "ack"
            for conn in (ws, other):
                assert (await ask(conn, 2, "ready", ready=True))["type"] == "ack"
            await ws.send(json.dumps({"type": "sync"}))
            state = await next_of(ws, "state")
            one.lobby.shared.cluster.stop()  # process one's life (its lock) is gone; it serves on, not knowing
            await _lock_gone(postgres_url, one.lobby.store.server_id)
            taker = await raw(url_two, "127.0.0.3")
            resumed = await ask(taker, 1, "resume", code=seat["code"], token=seat["token"])  # two takes it over
            mover = ws if state["observation"]["to_move"] == 0 else other
            if mover is other:
                await other.send(json.dumps({"type": "sync"}))
                state = await next_of(other, "state")
            legal = str(decode_observation(state["observation"]).legal_moves()[0])
            await mover.send(json.dumps({"type": "play", "rid": 9, "move": legal, "turn": state["turn"]}))
            answers, closed = [], None
            try:
                for _ in range(100):  # process one may not confirm the move: its save is refused, the table let go
                    answers.append(json.loads(await asyncio.wait_for(mover.recv(), 10)))
            except ConnectionClosed as exc:
                closed = exc.rcvd.code if exc.rcvd else None
            kept = json.loads(two.lobby.store.row(seat["code"]))
            await taker.close()
            return resumed, answers, closed, kept, state["turn"], seat["code"] in two.lobby.tables
        finally:
            await _stop(servers)

    resumed, answers, closed, kept, turn, taken = run(body(), 60)
    assert resumed["type"] == "ack" and taken
    assert not any(m["type"] == "ack" and m.get("rid") == 9 for m in answers)  # never confirmed
    assert not any(m["type"] == "state" and m["turn"] > turn for m in answers)
    assert closed == 1012  # "the table moved: connect again"
    assert kept["turn"] == turn  # the database holds the last confirmed move, nothing after it


def test_a_version_2_client_is_never_sent_a_redirect_but_told_to_update(postgres_url):
    async def body():
        servers = await _servers(postgres_url)
        (_, url_one), (_, url_two) = servers
        try:
            ws = await raw(url_one)
            await ws.send(json.dumps({"type": "create", "rid": 1, "rules": Rules().to_dict(), "seats": TWO,
                                      "name": "Anna"}))
            code = (await next_of(ws, "seated"))["code"]
            old = await raw(url_two, "127.0.0.2", hello=False)
            await old.send(json.dumps({"type": "hello", "v": 2}))
            welcome = await next_of(old, "welcome")
            await old.send(json.dumps({"type": "join", "rid": 1, "code": code, "name": "Marco"}))
            answer = await next_of(old, "error", "redirect", rid=1)
            ancient = await raw(url_two, "127.0.0.3", hello=False)
            await ancient.send(json.dumps({"type": "hello", "v": 1}))
            refused = await next_of(ancient, "error")
            for conn in (ws, old, ancient):
                await conn.close()
            return welcome, answer, refused
        finally:
            await _stop(servers)

    welcome, answer, refused = run(body(), 60)
    assert welcome["v"] == 2
    assert answer["type"] == "error" and answer["code"] == "version"
    assert refused["code"] == "version"


def test_the_janitor_forgets_dead_processes_and_deletes_what_nobody_came_back_to(postgres_url):
    import time

    import psycopg

    from scopa_desktop.net.stores.cluster import Cluster
    from scopa_desktop.net.stores.postgres import PostgresStore

    alive, dead = PostgresStore(postgres_url), PostgresStore(postgres_url)
    now = time.time()
    rows = [("AAAAAA", dead.server_id, "waiting", now - 100), ("BBBBBB", dead.server_id, "playing", now - 100),
            ("CCCCCC", None, "finished", now - 1000), ("DDDDDD", alive.server_id, "waiting", now - 100)]
    with psycopg.connect(postgres_url, autocommit=True) as db:
        for code, owner, state, saved in rows:
            db.execute("INSERT INTO tables (code, data, saved, owner, state) VALUES (%s, '{}', %s, %s, %s)",
                       (code, saved, owner, state))
    dead.lock_db.close()  # dead: its lock went with its connection (its rows stay as they were)
    dead.drain(5)
    with psycopg.connect(postgres_url) as db:
        for _ in range(100):  # (the database lets go of the lock as the connection's process ends: bounded)
            if not db.execute("SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND objid = %s",
                              (dead.server_id,)).fetchone():
                break
            time.sleep(0.05)
    cluster = Cluster(postgres_url, alive.server_id, alive.lock_db, lambda kind, data: None,
                      {"waiting": 50.0, "finished": 900.0, "playing": 7 * 86400.0})
    cluster._janitor()
    with psycopg.connect(postgres_url) as db:
        left = dict(db.execute("SELECT code, owner FROM tables").fetchall())
        servers = {server for (server,) in db.execute("SELECT id FROM servers")}
    alive.close()
    alive.lock_db.close()
    # the dead process's waiting table, and the finished one nobody served, are gone; its match in play is
    # nobody's now (taken over by the first process asked); a living process's table is left alone
    assert left == {"BBBBBB": None, "DDDDDD": alive.server_id}
    assert servers == {alive.server_id}

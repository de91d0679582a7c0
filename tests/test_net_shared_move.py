"""`serve --data DIR --move-to postgresql://...`: a data folder's server moved into PostgreSQL, its tables
taken back by their players from a `--store` server, its finished matches kept; a move run twice adds
nothing; a database made by a newer program is refused and left alone. A real PostgreSQL."""

from __future__ import annotations

import json
import subprocess
import sys

import psycopg
from net_harness import ask, next_of, raw, run

from scopa_desktop.engine import Rules
from scopa_desktop.net import TableServer
from scopa_desktop.net.protocol import decode_observation
from scopa_desktop.net.stores import SCHEMA, StoreLocked, moved_tables
from scopa_desktop.net.stores.postgres import open_schema

VS_BOT = [{"kind": "human"}, {"kind": "bot", "name": "Giulia", "level": "random"}]


async def _folder_with_tables(folder) -> tuple[dict, dict, str]:
    """A data folder's server with a match under way and a match finished: (seat at the one under way,
    its state, the finished match's id)."""
    server = TableServer(None, folder, allow_seed=True)
    url = f"ws://127.0.0.1:{await server.start('127.0.0.1', 0)}"
    try:
        ws = await raw(url)
        await ws.send(json.dumps({"type": "create", "rid": 1, "rules": Rules().to_dict(), "seats": VS_BOT,
                                  "name": "Anna", "seed": 4}))
        seat = await next_of(ws, "seated")
        assert (await ask(ws, 2, "ready", ready=True))["type"] == "ack"
        await ws.send(json.dumps({"type": "sync"}))
        state = await next_of(ws, "state")
        short = await raw(url, "127.0.0.2")
        await short.send(json.dumps({"type": "create", "rid": 1, "rules": Rules(target=1).to_dict(), "seats": [
            {"kind": "human"}, {"kind": "bot", "name": "Marco", "level": "random"}], "name": "Bea", "seed": 2}))
        await next_of(short, "seated")
        await short.send(json.dumps({"type": "ready", "rid": 2, "ready": True}))
        over = None
        while over is None:  # Bea plays her first legal move whenever it is her turn, to the end
            message = await next_of(short, "state", "match_over", timeout=30)
            if message["type"] == "match_over":
                over = message
            elif message["observation"]["to_move"] == message["observation"]["seat"] and message["winner"] is None:
                move = str(decode_observation(message["observation"]).legal_moves()[0])
                await short.send(json.dumps({"type": "play", "rid": 10 + message["turn"], "move": move,
                                             "turn": message["turn"]}))
        await ws.close()
        await short.close()
        return seat, state, over["match_id"]
    finally:
        await server.stop()


def _move(folder, url) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "scopa_desktop", "serve", "--data", str(folder), "--move-to", url],
                          capture_output=True, text=True, timeout=120)


def test_a_data_folders_tables_and_matches_move_to_postgresql_and_play_on_there(tmp_path, postgres_url):
    seat, state, finished_id = run(_folder_with_tables(tmp_path))
    moved = _move(tmp_path, postgres_url)
    assert moved.returncode == 0, moved.stdout + moved.stderr
    assert "row(s) into tables" in moved.stdout
    with psycopg.connect(postgres_url) as db:
        codes = {code for (code,) in db.execute("SELECT code FROM tables")}
        matches = {match_id for (match_id,) in db.execute("SELECT match_id FROM matches")}
        owners = {owner for (owner,) in db.execute("SELECT owner FROM tables")}
    assert seat["code"] in codes and finished_id in matches and owners == {None}
    again = _move(tmp_path, postgres_url)  # a second run adds nothing
    assert again.returncode == 0 and "0 row(s) into tables" in again.stdout

    async def resume():
        server = TableServer(None, store=postgres_url)
        url = f"ws://127.0.0.1:{await server.start('127.0.0.1', 0)}"
        try:
            ws = await raw(url)
            answer = await ask(ws, 1, "resume", code=seat["code"], token=seat["token"])
            await ws.send(json.dumps({"type": "sync"}))
            back = await next_of(ws, "state")
            await ws.close()
            return answer, back
        finally:
            await server.stop()

    answer, back = run(resume())
    assert answer["type"] == "ack" and back["turn"] == state["turn"]
    assert back["observation"]["hand"] == state["observation"]["hand"]  # the very match, where it was


def test_every_table_the_migrations_name_is_moved():
    assert set(moved_tables()) >= {"tables", "matches"}
    assert all(columns for columns in moved_tables().values())


def test_a_database_made_by_a_newer_program_is_refused_and_left_alone(postgres_url):
    open_schema(postgres_url)
    with psycopg.connect(postgres_url, autocommit=True) as db:
        db.execute("UPDATE scopa_schema SET version = %s", (SCHEMA + 1,))
    try:
        TableServer(None, store=postgres_url)
        raise AssertionError("a newer database was used")
    except StoreLocked as exc:
        assert "newer" in str(exc)
    with psycopg.connect(postgres_url) as db:
        assert db.execute("SELECT version FROM scopa_schema").fetchone()[0] == SCHEMA + 1


def test_serve_says_clearly_when_the_database_cannot_be_reached(tmp_path):
    done = subprocess.run([sys.executable, "-m", "scopa_desktop", "serve", "--port", "0", "--store",
                           f"postgresql://nobody@/nothing?host={tmp_path}&connect_timeout=2"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 1 and "cannot use --store" in done.stdout and "reach the database" in done.stdout

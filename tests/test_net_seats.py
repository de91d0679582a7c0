"""Seats over the network: a dropped player's seat is held, then played by a bot, and taken back with its
token; a match saved on the host survives a restart; chat, latency and "waiting for"; the version check;
TLS; the thread-safe TableClient and the in-process host."""

from __future__ import annotations

import asyncio
import json
import shutil
import subprocess
import time

import pytest
from net_harness import FakeClock, run, saved_tables

from scopa_desktop.bots import make_bot
from scopa_desktop.engine import Rules
from scopa_desktop.net import (
    Chat,
    ClientSession,
    Error,
    Latency,
    Limits,
    Lobby,
    MatchOver,
    Seated,
    State,
    TableClient,
    TableServer,
    Waiting,
    ssl_for_certificate,
    start_host,
)
from scopa_desktop.review import replay
from scopa_desktop.storage import MatchRecord

QUICK = Limits(rate=1000.0, burst=1000.0, ping_seconds=0.05, hold_seconds=0.2, waiting_notice=0.0)
VS_BOT = [{"kind": "human"}, {"kind": "bot", "name": "Giulia", "level": "random"}]


def _until(client: TableClient, wanted, seen: list, timeout: float = 20.0):
    """Poll a TableClient's events until one satisfies `wanted` (bounded by `timeout`)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        event = client.next_event(0.5)
        if event is None:
            continue
        seen.append(event)
        if wanted(event):
            return event
    raise AssertionError(f"no such event within {timeout} s; saw {[type(e).__name__ for e in seen[-10:]]}")


def test_a_dropped_seat_is_played_by_a_bot_and_taken_back_with_its_token():
    finished = []
    host = start_host(port=0, bind="127.0.0.1", limits=QUICK, on_finished=lambda table, record: finished.append(record))
    try:
        anna, marco, seen = TableClient(), TableClient(), []
        anna.connect(host.local_url)
        anna.create_table(Rules.preset("classic"), [{"kind": "human"}, *VS_BOT], "Anna")
        seated = _until(anna, lambda e: isinstance(e, Seated), seen)
        assert host.code == seated.code and seated.seat == 0
        marco.connect(host.local_url)  # Marco stays at the table (silent: bots play his turns after the hold)
        marco.join(seated.code, "Marco")
        _until(marco, lambda e: isinstance(e, Seated), [])
        marco.ready()
        anna.ready()
        first = _until(anna, lambda e: isinstance(e, State) and e.my_turn, seen)
        anna.close()  # the connection drops while Anna is to move

        back, seen = TableClient(), []
        for _ in range(400):  # the seat is held, then the substitute bot moves for Anna (bounded wait)
            if host.server.lobby.tables[seated.code].turn > first.turn + 2:
                break
            time.sleep(0.01)
        assert host.server.lobby.tables[seated.code].turn > first.turn + 2, "nobody played the dropped seat"
        back.connect(host.local_url)
        back.resume(seated.code, seated.token)
        assert _until(back, lambda e: isinstance(e, Seated), seen).seat == 0
        marco.close()  # Anna is back at the table: a bot plays Marco's seat from now on
        bot = make_bot("random", 1)
        over = None
        while over is None:
            event = _until(back, lambda e: isinstance(e, State | MatchOver), seen, timeout=30)
            if isinstance(event, MatchOver):
                over = event
            elif event.my_turn:
                back.play(bot.choose(event.observation, event.totals), event.turn)
        back.close()
        assert over.record["seats"][0]["name"] == "Anna"
        assert MatchRecord.from_dict(over.record).match_id == over.match_id  # ready for the history
        assert finished and finished[0]["id"] == over.match_id
    finally:
        host.stop()


def test_a_forged_token_does_not_take_a_seat():
    host = start_host(port=0, bind="127.0.0.1", limits=QUICK)
    try:
        anna, mallory, seen = TableClient(), TableClient(), []
        anna.connect(host.local_url)
        anna.create_table(Rules(), VS_BOT, "Anna")
        seated = _until(anna, lambda e: isinstance(e, Seated), seen)
        mallory.connect(host.local_url)
        mallory.resume(seated.code, seated.token[:-2] + "xx")
        assert _until(mallory, lambda e: isinstance(e, Error), []).code == "bad_token"
        assert mallory.seat is None
        anna.close()
        mallory.close()
    finally:
        host.stop()


def test_a_saved_match_is_resumed_after_the_host_restarts(tmp_path):
    finished = []

    async def body():
        first = TableServer(Limits(ping_seconds=0.05, hold_seconds=600.0), tmp_path, allow_seed=True)
        port = await first.start("127.0.0.1", 0)
        events: list = []
        session = ClientSession(f"ws://127.0.0.1:{port}", events.append, retry_seconds=0.1, reconnect_attempts=0)
        task = asyncio.create_task(session.run())
        session.create_table(Rules(), VS_BOT, "Anna", seed=9)
        session.request("ready", ready=True)
        bot = make_bot("random", 2)
        while session.turn < 40:  # a hand and a few moves, then the host goes away
            await asyncio.sleep(0.01)
            state = session.state
            if state is not None and state.my_turn and state.turn == session.turn and not session.unanswered:
                session.play(bot.choose(state.observation, state.totals))
        before = session.state
        await first.stop()
        session.close()
        await asyncio.wait_for(task, 5)
        assert saved_tables(tmp_path), "the table was not saved"

        second = TableServer(QUICK, tmp_path, on_finished=lambda table, record: finished.append(record))
        port = await second.start("127.0.0.1", 0)
        later: list = []
        back = ClientSession(f"ws://127.0.0.1:{port}", later.append, retry_seconds=0.1)
        task = asyncio.create_task(back.run())
        back.request("resume", code=session.code, token=session.token)
        for _ in range(500):
            if back.state is not None:
                break
            await asyncio.sleep(0.01)
        resumed = back.state
        assert resumed.turn >= before.turn and resumed.observation.seat == 0
        if resumed.turn == before.turn:
            assert resumed.observation == before.observation
        while not finished:
            await asyncio.sleep(0.005)
            state = back.state
            if state.my_turn and state.turn == back.turn and not back.unanswered:
                back.play(bot.choose(state.observation, state.totals))
        back.close()
        await asyncio.wait_for(task, 5)
        await second.stop()

    run(body())
    assert finished[0]["seats"][0]["name"] == "Anna"
    record = MatchRecord.from_dict(finished[0])  # its moves, from before the restart and after, replay it
    assert replay(record).final.totals == record.totals and len(record.hand_moves()) == record.n_hands
    (kept,) = saved_tables(tmp_path).values()  # until nobody has been at it for a while
    assert kept["reported"] and kept["match"]["winner"] is not None


def test_a_damaged_table_save_is_moved_aside_and_reported(tmp_path):
    (tmp_path / "table-ABCDEF.json").write_text("{broken", encoding="utf-8")
    server = TableServer(QUICK, tmp_path)
    assert len(server.notices) == 1 and "table-ABCDEF.json" in server.notices[0]
    assert not (tmp_path / "table-ABCDEF.json").exists()
    assert list(tmp_path.glob("table-ABCDEF.json.corrupt-*"))


def test_phrases_latency_and_who_is_awaited_reach_every_seat():
    async def body():
        server = TableServer(QUICK)
        port = await server.start("127.0.0.1", 0)
        url = f"ws://127.0.0.1:{port}"
        heard: dict[int, list] = {0: [], 1: []}
        anna = ClientSession(url, heard[0].append)
        marco = ClientSession(url, heard[1].append)
        tasks = [asyncio.create_task(anna.run()), asyncio.create_task(marco.run())]
        anna.create_table(Rules(), [{"kind": "human"}, {"kind": "human"}], "Anna")
        while anna.code is None:
            await asyncio.sleep(0.01)
        marco.request("join", code=anna.code.lower(), name="Marco")  # codes are read in any case
        while marco.seat is None:
            await asyncio.sleep(0.01)
        anna.request("ready", ready=True)
        marco.request("ready", ready=True)
        anna.request("say", phrase="buona_partita")

        def complete(events):
            kinds = {type(e) for e in events}
            latencies = [e for e in events if isinstance(e, Latency) and None not in e.ms]
            return {Chat, Waiting, State}.issubset(kinds) and latencies

        for _ in range(1000):
            if complete(heard[0]) and complete(heard[1]):
                break
            await asyncio.sleep(0.01)
        for session in (anna, marco):
            session.close()
        await asyncio.wait_for(asyncio.gather(*tasks), 5)
        await server.stop()
        return heard

    heard = run(body())
    for seat in (0, 1):
        chats = [e for e in heard[seat] if isinstance(e, Chat)]
        assert chats == [Chat(0, "buona_partita")]
        waiting = [e for e in heard[seat] if isinstance(e, Waiting)]
        assert waiting and waiting[-1].name in ("Anna", "Marco") and not waiting[-1].bot
        lobby = [e for e in heard[seat] if isinstance(e, Lobby)][-1]
        assert [s.name for s in lobby.seats] == ["Anna", "Marco"] and lobby.started
        assert any(isinstance(e, Latency) and all(isinstance(ms, int) for ms in e.ms) for e in heard[seat])


def test_a_client_of_another_protocol_version_is_told_and_stops(monkeypatch):
    import scopa_desktop.net.session as session_module

    monkeypatch.setattr(session_module, "PROTOCOL_VERSION", 99)

    async def body():
        server = TableServer(QUICK)
        port = await server.start("127.0.0.1", 0)
        events: list = []
        session = ClientSession(f"ws://127.0.0.1:{port}", events.append, reconnect_attempts=5)
        await asyncio.wait_for(session.run(), 10)  # returns: retrying cannot help
        await server.stop()
        return events

    events = run(body())
    assert [e.code for e in events if isinstance(e, Error)] == ["version"]


def test_a_client_that_cannot_connect_says_so_and_stops():
    async def body():
        events: list = []
        session = ClientSession("ws://127.0.0.1:9", events.append, reconnect_attempts=1, open_timeout=1.0)
        await asyncio.wait_for(session.run(), 10)
        return events

    events = run(body())
    assert [e.retrying for e in events] == [True, False]


@pytest.mark.skipif(shutil.which("openssl") is None, reason="openssl is needed to make a test certificate")
def test_tls_when_the_host_has_a_certificate(tmp_path):
    import ssl

    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", str(key), "-out",
                    str(cert), "-days", "1", "-subj", "/CN=localhost", "-addext", "subjectAltName=IP:127.0.0.1"],
                   check=True, capture_output=True, timeout=60)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    host = start_host(port=0, bind="127.0.0.1", limits=QUICK, ssl_context=context)
    try:
        assert host.local_url.startswith("wss://")
        client, seen = TableClient(ssl=ssl_for_certificate(str(cert))), []
        client.connect(host.local_url)
        client.create_table(Rules(), VS_BOT, "Anna")
        assert _until(client, lambda e: isinstance(e, Seated), seen).seat == 0
        client.close()
    finally:
        host.stop()


def test_the_observation_on_the_wire_is_the_engine_observation():
    from scopa_desktop.engine import Game
    from scopa_desktop.net.protocol import decode_observation, encode_observation

    for preset, players in (("classic", 2), ("cirulla", 2), ("scopone", 4), ("eight_players", 8)):
        rules = Rules.preset(preset)
        for seed in range(3):
            game = Game.new(rules, players, seed=seed)
            for _ in range(7):
                if game.is_over:
                    break
                for seat in range(players):
                    obs = game.observation(seat)
                    assert decode_observation(json.loads(json.dumps(encode_observation(obs)))) == obs
                game = game.declare() if game.declaration else game.play(game.legal_moves()[0])


def test_a_hosted_table_announced_on_the_local_network_is_found_and_then_gone():
    from scopa_desktop.net import TableFinder

    host = start_host(port=0, bind="127.0.0.1", limits=QUICK)
    finder = TableFinder(interfaces=["127.0.0.1"])
    anna = TableClient()
    try:
        anna.connect(host.local_url)
        anna.create_table(Rules(), VS_BOT, "Anna")
        seated = _until(anna, lambda e: isinstance(e, Seated), [])
        try:
            finder.start()
        except OSError as exc:
            pytest.skip(f"multicast is unavailable here: {exc}")
        if not host.announce(f"Anna's table {seated.code}", interfaces=["127.0.0.1"]):
            pytest.skip("multicast is unavailable here")
        def ours():  # other programs on this machine may announce tables too
            return [table for table in finder.tables() if table.code == seated.code]

        deadline = time.monotonic() + 8
        while not ours() and time.monotonic() < deadline:
            time.sleep(0.05)
        if not ours():
            pytest.skip("multicast on loopback delivered nothing here")
        (found,) = ours()
        assert (found.name, found.url) == (f"Anna's table {seated.code}", host.local_url)
        host.unannounce()
        deadline = time.monotonic() + 8
        while ours() and time.monotonic() < deadline:
            time.sleep(0.05)
        assert ours() == []
    finally:
        anna.close()
        finder.stop()
        host.stop()


def _request(rules, seats, name) -> dict:
    return {"type": "create", "rid": 1, "rules": rules, "seats": seats, "name": name}


class _Peer:
    def __init__(self) -> None:
        self.sent: list[str] = []

    def push(self, text: str) -> None:
        self.sent.append(text)


def test_tables_nobody_uses_are_closed_but_a_match_in_play_waits_for_its_players():
    from scopa_desktop.net.lobby import Lobby

    clock = FakeClock(0.0)
    lobby = Lobby(Limits(idle_seconds=100.0, deserted_seconds=100.0), clock=clock)
    idle_peer, playing_peer = _Peer(), _Peer()
    idle, _, _ = lobby.create(_request(Rules().to_dict(), VS_BOT, "Anna"), idle_peer)
    playing, _, _ = lobby.create(_request(Rules().to_dict(), VS_BOT, "Marco"), playing_peer)
    playing.set_ready(0, True)
    assert playing.match is not None and idle.match is None
    lobby.sweep(0.0)
    idle.drop(idle_peer)
    playing.drop(playing_peer)
    assert lobby.sweep(50.0) == []
    assert lobby.sweep(200.0) == [idle.code]
    assert lobby.sweep(10_000.0) == [] and playing.code in lobby.tables


def test_a_person_may_move_to_a_free_seat_before_the_start():
    from scopa_desktop.net import protocol
    from scopa_desktop.net.lobby import Lobby

    lobby = Lobby(Limits())
    peer = _Peer()
    table, seat, _ = lobby.create(_request(Rules().to_dict(), [{"kind": "human"}] * 4, "Anna"), peer)
    assert seat == 0 and table.take_seat(0, 2) == 2 and table.seat_of(peer) == 2
    with pytest.raises(protocol.ProtocolError):
        table.take_seat(2, 7)
    lobby_seen = [json.loads(text) for text in peer.sent if '"lobby"' in text][-1]
    assert [s["name"] for s in lobby_seen["seats"]] == ["", "", "Anna", ""]


@pytest.mark.parametrize("name", ["", "   ", "Ann\x00", "Ann\u202e", "x" * 25])
def test_a_name_that_cannot_be_shown_or_recorded_is_refused(name):
    from scopa_desktop.net import protocol
    from scopa_desktop.net.lobby import Lobby

    lobby = Lobby(Limits())
    with pytest.raises(protocol.ProtocolError) as refused:
        lobby.create(_request(Rules().to_dict(), VS_BOT, name), _Peer())
    assert refused.value.code == "bad_message" and lobby.tables == {}

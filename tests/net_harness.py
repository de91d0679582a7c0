"""What the network tests share: bots that play as remote clients, the same match played locally, the
hidden cards of every state, and a seeded fault-injecting proxy. Loopback only; every wait is bounded."""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import re
from dataclasses import dataclass, field

from websockets.asyncio.client import connect
from websockets.asyncio.server import serve
from websockets.exceptions import ConnectionClosed

from scopa_desktop.bots import bot_declares, make_bot
from scopa_desktop.engine import Card, Match, Rules
from scopa_desktop.net import (
    PROTOCOL_VERSION,
    ClientSession,
    Error,
    Limits,
    Lobby,
    MatchOver,
    Seated,
    State,
    TableServer,
)

FAST = Limits(rate=1000.0, burst=1000.0, ping_seconds=0.05, hold_seconds=600.0)
TIMEOUT = 60.0


class FakeClock:
    """A clock that moves only when a test moves it (`now += seconds`), injected into the server."""

    def __init__(self, now: float = 1000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


def bot_seed(seed: int, seat: int) -> int:
    return seed * 10 + seat


def local_actions(rules: Rules, players: int, seed: int, levels: list[str]) -> list[Match]:
    """The match the same bots play on one computer: the state after every action (plays and declarations)."""
    match = Match.new(rules, players, seed=seed)
    bots = [make_bot(levels[seat], bot_seed(seed, seat)) for seat in range(players)]
    states = [match]
    while not match.is_over:
        seat = match.game.to_move
        declared = bot_declares(bots[seat], match)
        if declared is not match:
            match = declared
        else:
            match = match.play(bots[seat].choose(match.game.observation(seat), match.totals))
        states.append(match)
    return states


def hidden_from(match: Match, seat: int) -> set[str]:
    """The cards `seat` may not know in this state: other seats' hands (unless laid face up) and the stock."""
    game = match.game
    hidden = {str(card) for card in game.stock}
    for other, hand in enumerate(game.hands):
        if other != seat:
            shown = set(game.revealed[other]) if game.revealed else set()
            hidden.update(str(card) for card in hand if card not in shown)
    return hidden


def card_texts(value) -> set[str]:
    """Every card named anywhere in a JSON value (strings, and moves written as 7d:3c+4s)."""
    found: set[str] = set()
    if isinstance(value, dict):
        for item in value.values():
            found |= card_texts(item)
    elif isinstance(value, list):
        for item in value:
            found |= card_texts(item)
    elif isinstance(value, str):
        for part in re.split(r"[:+ |]", value):  # moves (7d:3c+4s) and packed moves (7d 5c:5s|...)
            with contextlib.suppress(ValueError, TypeError):
                found.add(str(Card.parse(part)))
    return found


@dataclass
class RemoteBot:
    """A bot playing over the network: it decides from the State it receives, exactly as a local bot
    decides from the match; every frame it receives is kept in `frames`."""

    level: str
    seed: int
    options: dict = field(default_factory=dict)
    frames: list[str] = field(default_factory=list)
    seat: int | None = None
    record: dict | None = None
    errors: list = field(default_factory=list)
    lobby: Lobby | None = None

    def start(self, url: str) -> ClientSession:
        self.done = asyncio.Event()
        self.seated = asyncio.Event()
        self.session = ClientSession(url, self._on_event, on_frame=self.frames.append, **self.options)
        self.task = asyncio.get_running_loop().create_task(self.session.run())
        return self.session

    def _on_event(self, event) -> None:
        if isinstance(event, Seated):  # again after every reconnection: the same bot plays on
            if self.seat is None:
                self.bot = make_bot(self.level, bot_seed(self.seed, event.seat))
            self.seat = event.seat
            self.seated.set()
        elif isinstance(event, State) and event.my_turn:
            if event.declaration is not None and self.bot.declares(event.observation):
                self.session.declare(event.turn)
            else:
                self.session.play(self.bot.choose(event.observation, event.totals), event.turn)
        elif isinstance(event, MatchOver):
            self.record = event.record
            self.done.set()
        elif isinstance(event, Lobby):
            self.lobby = event
        elif isinstance(event, Error):
            self.errors.append(event)

    def describe(self) -> str:
        """Where this player stands (for a failure message)."""
        state = self.session.state
        return (f"seat {self.seat}: turn {self.session.turn}, to move {state and state.observation.to_move}, "
                f"winner {state and state.winner}, over {self.done.is_set()}, unanswered {self.session.unanswered}, "
                f"errors {[e.code for e in self.errors][-5:]}, last frames {[f[:50] for f in self.frames[-3:]]}")

    async def stop(self) -> None:
        self.session.close()
        await asyncio.wait_for(self.task, 5.0)


async def play_remote(url: str, rules: Rules, players: int, seed: int, levels: list[str],
                      options: dict | None = None) -> list[RemoteBot]:
    """Seat `players` remote bots at a new table on the server at `url` and play the match out."""
    bots = [RemoteBot(levels[0], seed, dict(options or {}))]
    bots[0].start(url).create_table(rules, [{"kind": "human"}] * players, "Player0", seed=seed)
    await asyncio.wait_for(bots[0].seated.wait(), TIMEOUT)
    code = bots[0].session.code
    for index in range(1, players):
        bot = RemoteBot(levels[index], seed, dict(options or {}))
        bot.start(url).request("join", code=code, name=f"Player{index}")
        await asyncio.wait_for(bot.seated.wait(), TIMEOUT)
        bots.append(bot)
    for bot in bots:
        bot.session.request("ready", ready=True)
    try:
        await asyncio.wait_for(asyncio.gather(*(bot.done.wait() for bot in bots)), TIMEOUT)
    except TimeoutError:
        raise AssertionError("the match did not finish: " + "; ".join(bot.describe() for bot in bots)) from None
    for bot in bots:
        await bot.stop()
    return sorted(bots, key=lambda bot: bot.seat)


async def with_server(body, limits: Limits = FAST, **server_options):
    """Run `body(server, url)` against a fresh server on a free loopback port."""
    server = TableServer(limits, allow_seed=True, **server_options)
    port = await server.start("127.0.0.1", 0)
    try:
        return await body(server, f"ws://127.0.0.1:{port}")
    finally:
        await server.stop()


def run(coro, timeout: float = TIMEOUT):
    return asyncio.run(asyncio.wait_for(coro, timeout))


# -- a fault-injecting proxy --------------------------------------------------------------------------------
class FaultProxy:
    """Sits between clients and the server and, with a seeded random generator, drops, delays,
    duplicates and reorders messages both ways, and cuts a connection now and then. The first message
    each way (hello / welcome) passes untouched; everything after is fair game."""

    def __init__(self, target: str, seed: int, drop=0.05, duplicate=0.05, reorder=0.05, delay=0.05,
                 cut_after: int = 0) -> None:
        self.target, self.rng = target, random.Random(seed)
        self.drop, self.duplicate, self.reorder, self.delay, self.cut_after = drop, duplicate, reorder, delay, cut_after
        self.counts = {"dropped": 0, "duplicated": 0, "reordered": 0, "delayed": 0, "cut": 0, "passed": 0}

    async def start(self) -> str:
        self.server = await serve(self._handle, "127.0.0.1", 0, max_size=None)
        return f"ws://127.0.0.1:{self.server.sockets[0].getsockname()[1]}"

    async def stop(self) -> None:
        self.server.close()
        await self.server.wait_closed()

    async def _handle(self, client) -> None:
        try:
            async with connect(self.target, max_size=None) as upstream:
                pumps = [asyncio.create_task(self._pump(client, upstream)),
                         asyncio.create_task(self._pump(upstream, client))]
                await asyncio.wait(pumps, return_when=asyncio.FIRST_COMPLETED)
                for pump in pumps:
                    pump.cancel()
        except (OSError, ConnectionClosed):
            pass

    async def _pump(self, source, sink) -> None:
        held = None
        count = 0
        try:
            async for message in source:
                count += 1
                if self.cut_after and count == self.cut_after:
                    self.counts["cut"] += 1
                    await sink.close()
                    await source.close()
                    return
                if count > 1 and self.rng.random() < self.drop:
                    self.counts["dropped"] += 1
                    continue
                if count > 1 and self.rng.random() < self.delay:
                    self.counts["delayed"] += 1
                    await asyncio.sleep(self.rng.random() * 0.005)
                if count > 1 and held is None and self.rng.random() < self.reorder:
                    held = message  # sent after the next one
                    self.counts["reordered"] += 1
                    continue
                await sink.send(message)
                self.counts["passed"] += 1
                if count > 1 and self.rng.random() < self.duplicate:
                    self.counts["duplicated"] += 1
                    await sink.send(message)
                if held is not None:
                    await sink.send(held)
                    held = None
        except ConnectionClosed:
            pass


# -- raw clients (a hostile client speaks the protocol by hand) ----------------------------------------
async def raw(url: str, source: str = "127.0.0.1", hello: bool = True, **options):
    """A bare WebSocket to the server from loopback address `source` (127.0.0.x: as many "addresses" as a
    test needs), greeted unless `hello` is False."""
    ws = await connect(url, local_addr=(source, 0), open_timeout=5, **options)
    if hello:
        await ws.send(json.dumps({"type": "hello", "v": PROTOCOL_VERSION}))
        assert (await next_of(ws, "welcome"))["type"] == "welcome"
    return ws


async def next_of(ws, *kinds: str, rid: int | None = None, timeout: float = 5.0) -> dict:
    """The next message of one of `kinds` (answering request `rid`, when given); others are skipped."""
    while True:
        message = json.loads(await asyncio.wait_for(ws.recv(), timeout))
        if message["type"] in kinds and (rid is None or message.get("rid") == rid):
            return message


async def ask(ws, rid: int, kind: str, **fields) -> dict:
    """Send request `rid` and return its answer: its error, or its ack (what came before is skipped)."""
    await ws.send(json.dumps({"type": kind, "rid": rid, **fields}))
    return await next_of(ws, "error", "ack", rid=rid)


def saved_tables(folder) -> dict[str, dict]:
    """The tables a server keeps in `folder` (its database), by code."""
    import sqlite3
    from pathlib import Path

    path = Path(folder) / "tables.sqlite3"
    if not path.exists():
        return {}
    db = sqlite3.connect(path)
    try:
        return {code: json.loads(data) for code, data in db.execute("SELECT code, data FROM tables")}
    finally:
        db.close()


def frames_json(frames: list[str]) -> list[dict]:
    return [json.loads(frame) for frame in frames]


# -- a load balancer (the reverse proxy in front of a server's processes) -----------------------------------
class Balancer:
    """A TCP door in front of several server processes, as a reverse proxy is: each connection goes to the
    next process in turn, or the one after when that one does not answer."""

    def __init__(self, ports: list[int]) -> None:
        self.ports, self.turn = list(ports), 0

    async def start(self) -> str:
        self.server = await asyncio.start_server(self._handle, "127.0.0.1", 0)
        return f"ws://127.0.0.1:{self.server.sockets[0].getsockname()[1]}"

    async def stop(self) -> None:
        self.server.close()

    async def _handle(self, reader, writer) -> None:
        for attempt in range(len(self.ports)):
            port = self.ports[(self.turn + attempt) % len(self.ports)]
            try:
                up_reader, up_writer = await asyncio.open_connection("127.0.0.1", port)
            except OSError:
                continue
            self.turn = (self.turn + attempt + 1) % len(self.ports)
            await asyncio.gather(self._pipe(reader, up_writer), self._pipe(up_reader, writer))
            return
        writer.close()

    @staticmethod
    async def _pipe(reader, writer) -> None:
        try:
            while data := await reader.read(65536):
                writer.write(data)
                await writer.drain()
        except OSError:
            pass
        finally:
            with contextlib.suppress(OSError, RuntimeError):
                writer.close()

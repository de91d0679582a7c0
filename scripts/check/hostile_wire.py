"""The hostile-client check's plumbing: a bare protocol client that may come from any loopback address, and
the real tables whose round trips are measured while the attacks run (see hostile_clients.py)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import re
import time
import zlib
from collections import defaultdict
from typing import Any

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from scopa_desktop.engine import Rules
from scopa_desktop.net.protocol import decode_observation

VERSIONS = [3, 2, 1]  # the server's protocol is found by asking (an older server speaks an older one)


class Refused(Exception):
    """The server would not let this client in (an HTTP refusal, a closed door, a timeout)."""


class Wire:
    """One bare connection speaking the protocol by hand (requests get increasing ids). `url` may name
    several processes of one server, "ws://a|ws://b": each source address goes to one of them, always the
    same (as SERVER.md's proxy sends them: `ip_hash`), and a `redirect` is followed, as the game does."""

    version = VERSIONS[0]

    def __init__(self, ws, source: str = "127.0.0.1", timeout: float = 5.0) -> None:
        self.ws, self.rid, self.source, self.timeout = ws, 0, source, timeout

    @classmethod
    async def open(cls, url: str, source: str = "127.0.0.1", hello: bool = True, timeout: float = 5.0) -> Wire:
        urls = url.split("|")
        url = urls[zlib.crc32(source.encode()) % len(urls)]
        try:
            ws = await connect(url, local_addr=(source, 0), open_timeout=timeout, max_size=2**20, compression=None)
        except (OSError, InvalidHandshake, TimeoutError) as exc:
            raise Refused(str(exc) or type(exc).__name__) from None
        wire = cls(ws, source, timeout)
        if hello:
            spoke = Wire.version
            try:
                await wire.hello()
            except Refused:
                await wire.close()
                if Wire.version == spoke:
                    raise
                return await cls.open(url, source, hello, timeout)  # the server's version, found: again
        return wire

    async def hello(self) -> None:
        await self.ws.send(json.dumps({"type": "hello", "v": Wire.version}))
        answer = await self.next("welcome", "error")
        if answer["type"] == "error":
            found = re.search(r"speaks protocol (\d+)", answer["message"])
            if answer["code"] == "version" and found:
                Wire.version = int(found.group(1))  # the next connection speaks the server's version
            raise Refused(f"{answer['code']}: {answer['message']}")

    async def send(self, kind: str, **fields: Any) -> int:
        self.rid += 1
        await self.ws.send(json.dumps({"type": kind, "rid": self.rid, **fields}))
        return self.rid

    async def raw(self, text: str) -> None:
        await self.ws.send(text)

    async def next(self, *kinds: str, rid: int | None = None, timeout: float = 10.0,
                   answer_pings: bool = True) -> dict[str, Any]:
        """The next message of one of `kinds` within `timeout` seconds in all (pings are answered)."""
        deadline = time.monotonic() + timeout
        while True:
            message = json.loads(await asyncio.wait_for(self.ws.recv(), max(0.0, deadline - time.monotonic())))
            if message["type"] == "ping" and answer_pings:
                await self.ws.send(json.dumps({"type": "pong", "t": message["t"], "turn": -1}))
            if message["type"] in kinds and (rid is None or message.get("rid") == rid):
                return message

    async def ask(self, kind: str, timeout: float = 10.0, **fields: Any) -> dict[str, Any]:
        """Send a request; its error, its `seated`, or its ack."""
        rid = await self.send(kind, **fields)
        answer = await self.next("error", "ack", "seated", "lobbies", "redirect", rid=rid, timeout=timeout)
        if answer["type"] != "redirect":
            return answer
        await self.close()  # another process holds that table: there, and again
        moved = await Wire.open(answer["url"], self.source, timeout=self.timeout)
        self.ws, self.rid = moved.ws, moved.rid
        return await self.ask(kind, timeout, **fields)

    async def close(self) -> None:
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.ws.close(), 2)


def table_request(seats: list[dict], rules: Rules | None = None, name: str = "Anna", **extra: Any) -> dict[str, Any]:
    return {"rules": (rules or Rules()).to_dict(), "seats": seats, "name": name, **extra}


HUMAN = {"kind": "human"}


def bot(level: str) -> dict[str, str]:
    return {"kind": "bot", "name": "Bot", "level": level}


def legal_move(state: dict[str, Any], rng: random.Random) -> str:
    return str(rng.choice(decode_observation(state["observation"]).legal_moves()))


class Timings:
    """Round trips by phase (baseline, each attack, after), in milliseconds."""

    def __init__(self) -> None:
        self.phase = "baseline"
        self.samples: dict[str, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))

    def add(self, kind: str, seconds: float) -> None:
        self.samples[self.phase][kind].append(seconds * 1000)


class RealTable:
    """Two real tables played throughout from `source` (on loopback, 127.0.2.x): two people (a move's round
    trip: played -> the state that shows it), and a person against a random bot (the bot's reply: played ->
    the bot's move seen)."""

    def __init__(self, url: str, source: str, timings: Timings, think: float = 0.05) -> None:
        self.url, self.source, self.timings, self.think = url, source, timings, think
        self.rng = random.Random(1)
        self.errors: list[str] = []
        self.tasks: list[asyncio.Task] = []

    def start(self) -> None:
        loop = asyncio.get_running_loop()
        self.tasks = [loop.create_task(self._keep(self._pair)), loop.create_task(self._keep(self._versus_bot))]

    async def stop(self) -> None:
        for task in self.tasks:
            task.cancel()
        await asyncio.gather(*self.tasks, return_exceptions=True)

    async def _keep(self, play) -> None:
        while True:
            try:
                await play()
            except (ConnectionClosed, Refused, TimeoutError, OSError) as exc:
                self.errors.append(f"{type(exc).__name__}: {exc}"[:120])
                await asyncio.sleep(0.5)

    def _source(self) -> str:
        """Each match from the next of a few addresses on loopback (a real player opens a table now and then;
        this one opens many, and would spend its address's budget of tables)."""
        if not self.source.startswith("127."):
            return self.source
        self.matches = getattr(self, "matches", 0) + 1
        return f"127.0.2.{1 + self.matches % 200}"

    async def _pair(self) -> None:
        source = self._source()
        first = await Wire.open(self.url, source)
        second = await Wire.open(self.url, source)
        try:
            seated = await first.ask("create", **table_request([HUMAN, HUMAN], Rules(target=1)))
            await second.ask("join", code=seated["code"], name="Marco")
            await first.ask("ready", ready=True)
            await second.ask("ready", ready=True)
            await asyncio.gather(self._play(first, "round_trip"), self._play(second, "round_trip"))
        finally:
            await first.close()
            await second.close()

    async def _versus_bot(self) -> None:
        wire = await Wire.open(self.url, self._source())
        try:
            await wire.ask("create", **table_request([HUMAN, bot("random")], Rules(target=1)))
            await wire.ask("ready", ready=True)
            await self._play(wire, "bot_reply", wait_for=2)
        finally:
            await wire.close()

    async def _play(self, wire: Wire, kind: str, wait_for: int = 1) -> None:
        """Play every turn of ours until the match ends, timing each move until `wait_for` more actions."""
        sent: tuple[int, float] | None = None
        while True:
            state = await wire.next("state", "match_over", timeout=120)
            if state["type"] == "match_over":
                return
            observation = state["observation"]
            mine = observation["to_move"] == observation["seat"]
            if sent is not None and (state["turn"] >= sent[0] + wait_for or mine and state["turn"] > sent[0]):
                if state["turn"] >= sent[0] + wait_for:  # (our turn again at once, a new hand: no reply to time)
                    self.timings.add(kind, time.perf_counter() - sent[1])
                sent = None
            if mine and state["winner"] is None and sent is None:
                await asyncio.sleep(self.think * self.rng.random())
                sent = (state["turn"], time.perf_counter())
                await wire.send("play", move=legal_move(state, self.rng), turn=state["turn"])

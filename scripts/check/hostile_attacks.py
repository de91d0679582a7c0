"""The attacks of the hostile-client check (hostile_clients.py runs them). Each is `async def(ctx) -> (ok,
detail)`: `ok` True when the server held, `detail` the numbers seen. Attackers come from loopback
addresses other than the real tables' (127.0.0.2 and up), so per-address limits meet them, not the players.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import secrets
import time
from dataclasses import dataclass, field
from typing import Any

from hostile_wire import HUMAN, Refused, Wire, bot, legal_move, table_request
from websockets.exceptions import ConnectionClosed

from scopa_desktop.engine import Game, Rules
from scopa_desktop.net.protocol import CODE_ALPHABET, decode_observation


@dataclass
class Context:
    url: str
    attacker: str = "127.0.0.2"
    seconds: float = 10.0
    seed_search: int = 300_000
    hold: float | None = None  # the server's hold, when this check started it
    spawned: Any = None  # the ServerProcess, when this check started the server (kills, damaged saves)
    own_addresses: bool = False  # every attack from its own loopback address (and bot_tables from eight more)
    notes: list[str] = field(default_factory=list)


async def deal(ctx: Context) -> tuple[bool, str]:
    """Work out the deal from our own cards: what seed does the finished match's record show, and does a
    search over small seeds find the first hand we were dealt?"""
    wire = await Wire.open(ctx.url, ctx.attacker)
    try:
        await wire.ask("create", **table_request([HUMAN, bot("random")], Rules(target=1)))
        await wire.ask("ready", ready=True)
        rng, first, record = random.Random(2), None, None
        while record is None:
            message = await wire.next("state", "match_over", timeout=60)
            if message["type"] == "match_over":
                record = message["record"]
                continue
            first = first or message
            obs = message["observation"]
            if obs["to_move"] == obs["seat"] and message["winner"] is None:
                await wire.send("play", move=legal_move(message, rng), turn=message["turn"])
    finally:
        await wire.close()
    seed = record.get("seed")
    observation = decode_observation(first["observation"])
    began = time.perf_counter()
    found = next((s for s in range(ctx.seed_search) if _deals(s, observation)), None)
    searched = f"{ctx.seed_search:,} small seeds searched in {time.perf_counter() - began:.1f} s: " \
               f"{'FOUND ' + str(found) if found is not None else 'none dealt our hand'}"
    if isinstance(seed, int) and 0 <= seed < 2**31:
        return False, f"the record shows a 31-bit seed ({seed}): every deal can be worked out; {searched}"
    bits = len(seed) * 4 if isinstance(seed, str) and all(c in "0123456789abcdef" for c in seed) else 0
    return found is None and bits >= 128, f"the seed is {bits} secret bits, shown only after the match; {searched}"


def _deals(seed: int, observation) -> bool:
    game = Game.new(observation.rules, observation.players, seed=f"{seed}/0", dealer=observation.dealer)
    return set(game.hands[observation.seat]) == set(observation.hand) and set(game.table) == set(observation.table)


async def seat_key(ctx: Context) -> tuple[bool, str]:
    """A `create` with the key "k", then the same key sent by another client: whose seat does it get?"""
    request = table_request([HUMAN, HUMAN])
    first = await Wire.open(ctx.url, ctx.attacker)
    second = await Wire.open(ctx.url, ctx.attacker)
    try:
        short = await first.ask("create", key="k", **request)
        long_key = secrets.token_urlsafe(24)
        mine = await first.ask("create", key=long_key, **request) if short["type"] == "error" else short
        if mine["type"] == "seated":
            await first.ask("say", phrase="ciao")  # the owner shows it holds its seat
        stolen = await second.ask("create", key="k" if short["type"] == "seated" else long_key, **request)
        other = await second.ask("join", code=mine.get("code", "AAAAAA"), name="Mallory",
                                 key="k" if short["type"] == "seated" else long_key)
    finally:
        await first.close()
        await second.close()
    handed = stolen.get("token") == mine.get("token") or other.get("token") == mine.get("token")
    return not handed and short["type"] == "error", (
        f"key 'k': {short.get('code', short['type'])}; the same key from another client: "
        f"{'HANDED THE SEAT OVER' if handed else stolen.get('code', stolen['type']) + ' / ' + other.get('code', '')}")


async def idle(ctx: Context) -> tuple[bool, str]:
    """Connections that say hello and nothing more: how many does one address get, and can a player from
    another address still come in quickly?"""
    held, refused = [], 0
    try:
        for _ in range(400):
            try:
                held.append(await Wire.open(ctx.url, ctx.attacker, timeout=3))
            except Refused:
                refused += 1
                if refused >= 20:
                    break
        began = time.perf_counter()
        try:
            (await Wire.open(ctx.url, "127.0.0.1", timeout=10)).ws.transport.abort()
            came_in = time.perf_counter() - began
        except Refused:
            came_in = float("inf")
    finally:
        await asyncio.gather(*(wire.close() for wire in held))
    return refused > 0 and came_in < 2, (f"{len(held)} idle connections held from one address, {refused} refused; "
                                         f"a player from another address came in after {came_in * 1000:.0f} ms")


async def create_flood(ctx: Context) -> tuple[bool, str]:
    """Ten connections creating and leaving tables as fast as they can; then a real player creates one."""
    made, refused = 0, {}
    stop = time.monotonic() + ctx.seconds

    async def flood(source: str) -> None:
        nonlocal made
        try:
            wire = await Wire.open(ctx.url, source)
        except Refused:
            refused["connection"] = refused.get("connection", 0) + 1
            return
        with contextlib.suppress(ConnectionClosed, TimeoutError):
            while time.monotonic() < stop:
                answer = await wire.ask("create", **table_request([HUMAN, HUMAN]))
                if answer["type"] == "seated":
                    made += 1
                    await wire.ask("leave")
                else:
                    refused[answer["code"]] = refused.get(answer["code"], 0) + 1
        await wire.close()

    await asyncio.gather(*(flood(ctx.attacker) for _ in range(10)))
    honest = await Wire.open(ctx.url, "127.0.0.250" if ctx.own_addresses else "127.0.0.1")
    answer = await honest.ask("create", **table_request([HUMAN, bot("random")]))
    await honest.close()
    return answer["type"] == "seated" and made < 100, (
        f"{made} tables made in {ctx.seconds:.0f} s, refusals {refused}; a real create then: "
        f"{answer.get('code', answer['type'])}")


async def bot_tables(ctx: Context, count: int = 150) -> tuple[bool, str]:
    """Tables of one person and seven Maestros, readied and left (the bots play on with nobody there)."""
    made, refusals = 0, {}
    rules = Rules.preset("eight_players")
    for index in range(count):
        try:
            wire = await Wire.open(ctx.url, f"127.0.1.{1 + index % 8}" if ctx.own_addresses else ctx.attacker)
        except Refused:
            refusals["connection"] = refusals.get("connection", 0) + 1
            continue
        answer = await wire.ask("create", **table_request([HUMAN] + [bot("expert")] * 7, rules))
        if answer["type"] == "seated":
            made += 1
            await wire.ask("ready", ready=True)
            await wire.ask("leave")
        else:
            refusals[answer["code"]] = refusals.get(answer["code"], 0) + 1
        await wire.close()
    await asyncio.sleep(ctx.seconds)  # the real tables play meanwhile: their timings are the verdict
    ctx.notes.append(f"bot_tables: {made} tables of seven Maestros left playing, refusals {refusals}")
    return True, f"{made} bot-only tables made, refusals {refusals} (see the timings)"


async def bot_tables_kept(ctx: Context, addresses: int = 1) -> tuple[bool, str]:
    """Tables of one person and seven Maestros, readied, the person staying seated and silent (bots then play
    the person's turns too), as many as one address (`addresses` addresses) may keep."""
    rules = Rules.preset("eight_players")
    kept, refusals = [], {}

    async def one(source: str) -> None:
        try:
            wire = await Wire.open(ctx.url, source)
        except Refused:
            refusals["connection"] = refusals.get("connection", 0) + 1
            return
        answer = await wire.ask("create", **table_request([HUMAN] + [bot("expert")] * 7, rules))
        if answer["type"] == "seated":
            await wire.ask("ready", ready=True)
            kept.append(wire)
        else:
            refusals[answer["code"]] = refusals.get(answer["code"], 0) + 1
            await wire.close()

    for index in range(addresses * 20):
        await one(f"127.0.1.{101 + index % addresses}" if ctx.own_addresses else ctx.attacker)

    async def answer_pings(wire: Wire) -> None:
        with contextlib.suppress(Exception):
            await wire.next("never", timeout=ctx.seconds)

    await asyncio.gather(*(answer_pings(wire) for wire in kept))
    await asyncio.gather(*(wire.close() for wire in kept))
    return True, (f"{len(kept)} tables of seven Maestros kept busy from {addresses} address(es), refusals "
                  f"{refusals} (see the timings)")


async def bot_tables_many(ctx: Context) -> tuple[bool, str]:
    """`bot_tables_kept` from eight addresses: each gets its turn of the bots, as the real table does."""
    return await bot_tables_kept(ctx, addresses=8)


async def silent(ctx: Context) -> tuple[bool, str]:
    """A player who sits at a table of two and never moves: does the match go on after the hold?"""
    if ctx.hold is None or ctx.hold > 30:
        return True, "skipped: needs a server started with a short --hold (use --spawn)"
    first = await Wire.open(ctx.url, ctx.attacker)
    second = await Wire.open(ctx.url, ctx.attacker)
    try:
        seated = await first.ask("create", **table_request([HUMAN, HUMAN]))
        await second.ask("join", code=seated["code"], name="Mallory")
        await first.ask("ready", ready=True)
        await second.ask("ready", ready=True)
        state = await first.next("state")
        began = time.perf_counter()
        try:
            while True:  # nobody moves: does the turn advance by itself?
                later = await first.next("state", timeout=ctx.hold * 3 + 10)
                if later["turn"] > state["turn"]:
                    break
            waited = time.perf_counter() - began
        except TimeoutError:
            waited = float("inf")
    finally:
        await first.close()
        await second.close()
    return waited < ctx.hold * 3 + 5, f"hold {ctx.hold:g} s; a bot moved for the silent player after {waited:.1f} s"


async def pong(ctx: Context) -> tuple[bool, str]:
    """Answer every ping with a made-up time (590 s ago, far past, far future): what latency does everyone
    at the table see?"""
    wire = await Wire.open(ctx.url, ctx.attacker)
    worst, pings = 0, 0
    try:
        await wire.ask("create", **table_request([HUMAN, HUMAN]))
        with contextlib.suppress(TimeoutError):
            while pings < 4:
                message = await wire.next("ping", "latency", timeout=30, answer_pings=False)
                if message["type"] == "latency":
                    worst = max([worst, *[v for v in message["ms"] if isinstance(v, int)]])
                    continue
                made_up = (-590.141, -1e9, 1e9, -590.141)[pings]
                pings += 1
                await wire.raw(json.dumps({"type": "pong", "t": message["t"] + made_up, "turn": -1}))
    finally:
        await wire.close()
    return worst < 60_000, f"the worst latency shown after {pings} made-up pongs: {worst:,} ms"


MALFORMED = [
    '{"type": ["create"], "rid": 1}',
    json.dumps({"type": "create", "rid": 2, "rules": {**Rules().to_dict(), "name": ["x"]}, "seats": [HUMAN] * 2,
                "name": "Anna"}),
    json.dumps({"type": "create", "rid": 3, "rules": {**Rules().to_dict(), "name": "\ud800"}, "seats": [HUMAN] * 2,
                "name": "Anna"}),
    '{"type": "join", "rid": 4, "code": "AAAAAA", "name": "\\udc00"}',
    '{"type": "pong", "t": NaN, "turn": 0}',
    json.dumps({"type": "create", "rid": 5, "rules": {**Rules().to_dict(), "target": "11"}, "seats": [HUMAN] * 2,
                "name": "Anna"}),
]


async def malformed(ctx: Context) -> tuple[bool, str]:
    """Wrong types, unencodable text: is each answered clearly, and does the connection live on?"""
    wire = await Wire.open(ctx.url, ctx.attacker)
    codes = []
    try:
        for frame in MALFORMED:
            await wire.raw(frame)
            try:
                codes.append((await wire.next("error", timeout=5))["code"])
            except (TimeoutError, ConnectionClosed):
                codes.append("no answer")
                break
    finally:
        await wire.close()
    bad = [c for c in codes if c in ("server_error", "no answer")]
    return not bad and len(codes) == len(MALFORMED), f"answers: {', '.join(codes)}"


async def guess(ctx: Context) -> tuple[bool, str]:
    """Guess table codes as fast as possible, reconnecting whenever the server closes the door."""
    rng = random.Random(3)
    answers: dict[str, int] = {}
    stop = time.monotonic() + ctx.seconds
    wire = None
    while time.monotonic() < stop:
        try:
            wire = wire or await Wire.open(ctx.url, ctx.attacker, timeout=2)
            code = "".join(rng.choice(CODE_ALPHABET) for _ in range(6))
            answer = await wire.ask("join", code=code, name="Mallory", timeout=5)
            answers[answer.get("code", answer["type"])] = answers.get(answer.get("code", answer["type"]), 0) + 1
        except (Refused, ConnectionClosed, TimeoutError):
            answers["refused connection"] = answers.get("refused connection", 0) + 1
            wire = None
            await asyncio.sleep(0.05)
    if wire is not None:
        await wire.close()
    looked = answers.get("no_table", 0) + answers.get("table_full", 0)
    rate = looked / ctx.seconds
    return rate < 5, f"{rate:.1f} codes looked up a second ({answers})"


async def flood(ctx: Context) -> tuple[bool, str]:
    """A thousand messages as fast as the socket takes them."""
    wire = await Wire.open(ctx.url, ctx.attacker)
    try:
        for _ in range(1000):
            await wire.raw('{"type": "sync"}')
        while True:
            await asyncio.wait_for(wire.ws.recv(), 10)
    except ConnectionClosed as exc:
        return True, f"closed with code {exc.rcvd.code if exc.rcvd else None}"
    except TimeoutError:
        return False, "still open"
    finally:
        await wire.close()


ATTACKS = {"deal": deal, "seat_key": seat_key, "malformed": malformed, "pong": pong, "flood": flood,
           "guess": guess, "idle": idle, "create_flood": create_flood, "bot_tables": bot_tables,
           "bot_tables_kept": bot_tables_kept, "bot_tables_many": bot_tables_many, "silent": silent}

#!/usr/bin/env python3
"""The table server under load, as a public server runs it: N tables of two players playing, `--open`
tables waiting in the open lobby (their creators seated), clients browsing the lobby and others
quick-matching, all at once, over loopback, with every change saved to its database before it is confirmed
(`--no-data`: in memory).

The server runs in a child process (this script with --serve); the players are lean clients in this
process (JSON in, a random legal move out after a random 0 to 2x`--think` seconds). Per table count it
prints: tables held (seated and started), moves a second confirmed, the move round trip (a play sent ->
the state with that move received) p50/p95/p99 in ms, the server's memory per table (its RSS growth from
empty to the tables seated, and playing, divided by all the tables it holds, open ones too), its CPU (share
of one core, and per move: 1000 / that is the moves a second one core serves); then the open lobby: a
listing's answer time p50/p95 (first pages and pages deep in the lobby, filtered by preset), listings a
second; and quick match: request -> seat p50/p95, matches made a second. `bots CPU` is this process.

    nice -n 10 python scripts/bench/bench_server.py [--tables 50,200,1000] [--open 2000] [--think 0.5]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

_TREE = sys.argv[sys.argv.index("--tree") + 1] if "--serve" in sys.argv and "--tree" in sys.argv else None
sys.path.insert(0, _TREE or str(Path(__file__).resolve().parents[2]))  # the server child: the tree it serves

from websockets.asyncio.client import connect  # noqa: E402
from websockets.exceptions import ConnectionClosed  # noqa: E402

from scopa_desktop.engine import ALL_CARDS, Rules, hand_moves  # noqa: E402
from scopa_desktop.lab.stats import percentile  # noqa: E402
from scopa_desktop.net import PROTOCOL_VERSION, Limits, TableServer  # noqa: E402

TWO_PEOPLE = [{"kind": "human"}, {"kind": "human"}]
RULES = Rules()
QUICK_RULES = Rules.preset("escoba").to_dict()  # quick matches meet each other, not the waiting tables
CARDS = {str(card): card for card in ALL_CARDS}


def cpu_seconds(pid: int) -> float:
    """User + system CPU time a process has used (Linux /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_kb(pid: int) -> int:
    """Resident memory of a process in KiB (Linux /proc)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError("no VmRSS")


class Client:
    """A bare connection: hello, then requests with increasing ids; `answers[rid]` wakes who waits."""

    def __init__(self, url: str) -> None:
        self.url, self.rid = url, 0
        self.ws = None
        self.waiting: dict[int, asyncio.Future] = {}

    version = PROTOCOL_VERSION  # (a --tree server of another version: its own, found at the first hello)

    async def open(self) -> None:
        self.ws = await connect(self.url, compression=None, open_timeout=60, max_size=2**16)
        await self.ws.send(json.dumps({"type": "hello", "v": Client.version}))
        answer = json.loads(await self.ws.recv())
        if answer["type"] == "error" and answer["code"] == "version":
            Client.version = int(answer["message"].split("speaks protocol ")[1].split(",")[0])
            await self.ws.close()
            await self.open()

    async def send(self, kind: str, **fields) -> int:
        self.rid += 1
        with contextlib.suppress(ConnectionClosed):  # the benchmark's end closes connections mid-send
            await self.ws.send(json.dumps({"type": kind, "rid": self.rid, **fields}))
        return self.rid

    async def answer_pings(self) -> None:
        with contextlib.suppress(ConnectionClosed):
            async for frame in self.ws:
                message = json.loads(frame)
                if message["type"] == "ping":
                    await self.ws.send(json.dumps({"type": "pong", "t": message["t"], "turn": -1}))

    async def ask(self, kind: str, answer: str, **fields) -> dict:
        """Send a request and read until its `answer` (this client reads nothing else meanwhile)."""
        rid = await self.send(kind, **fields)
        while True:
            message = json.loads(await self.ws.recv())
            if message.get("rid") == rid and message["type"] in (answer, "error"):
                return message


class Player(Client):
    """One seat's bot (the benchmark measures the server, so players are lean: JSON in, a random legal move
    out, no observation rebuilt); it times each of its moves until the state with that move comes back."""

    def __init__(self, url: str, think: float, rng: random.Random, stats: dict, code: str | None = None) -> None:
        super().__init__(url)
        self.think, self.rng, self.stats, self.code = think, rng, stats, code
        self.seat: int | None = None
        self.turn = -1
        self.started = False
        self.seated = asyncio.Event()
        self.sent: dict[int, float] = {}
        self.task = asyncio.get_running_loop().create_task(self.run())

    async def run(self) -> None:
        with contextlib.suppress(ConnectionClosed, OSError):
            await self.open()
            if self.code is None:
                await self.send("create", rules=RULES.to_dict(), seats=TWO_PEOPLE, name="Host")
            else:
                await self.send("join", code=self.code, name="Guest")
            async for frame in self.ws:
                await self.receive(json.loads(frame))

    async def receive(self, message: dict) -> None:
        kind = message["type"]
        if kind == "seated":
            self.code, self.seat = message["code"], message["seat"]
            self.seated.set()
        elif kind == "ping":
            await self.ws.send(json.dumps({"type": "pong", "t": message["t"], "turn": self.turn}))
        elif kind == "state" and message["turn"] > self.turn:
            self.turn = message["turn"]
            self.started = True
            sent = self.sent.pop(self.turn - 1, None)
            if sent is not None and self.stats["measuring"]:
                self.stats["rtt"].append(time.perf_counter() - sent)
                self.stats["moves"] += 1
            obs = message["observation"]
            if obs["to_move"] == self.seat and not obs["is_over"] and message["winner"] is None:
                asyncio.get_running_loop().call_later(self.think * self.rng.random() * 2, self.play, obs, self.turn)
        elif kind == "match_over":
            self.stats["finished"] += 1

    def play(self, obs: dict, turn: int) -> None:
        if self.turn != turn:
            return
        moves = hand_moves([CARDS[c] for c in obs["hand"]], [CARDS[c] for c in obs["table"]], RULES)
        self.sent[turn] = time.perf_counter()
        asyncio.get_running_loop().create_task(self.send("play", move=str(self.rng.choice(moves)), turn=turn))


async def seat_tables(url: str, count: int, think: float, stats: dict) -> list[Player]:
    rng = random.Random(count)
    players: list[Player] = []
    for start in range(0, count, 50):  # fifty tables at a time, so connecting is not the benchmark
        batch = [Player(url, think, rng, stats) for _ in range(min(50, count - start))]
        await asyncio.wait_for(asyncio.gather(*(p.seated.wait() for p in batch)), 120)
        guests = [Player(url, think, rng, stats, host.code) for host in batch]
        await asyncio.wait_for(asyncio.gather(*(p.seated.wait() for p in guests)), 120)
        players += batch + guests
    return players


async def open_tables(url: str, count: int) -> list[Client]:
    """`count` open tables waiting for a second player, their creators seated and answering pings."""
    async def one(index: int) -> Client:
        client = Client(url)
        await client.open()
        preset = ("classic", "scopone", "cirulla")[index % 3]
        players = 4 if preset == "scopone" else 2
        await client.ask("create", "seated", rules=Rules.preset(preset).to_dict(), seats=[{"kind": "human"}] * players,
                         name=f"W{index}", open=True)
        client.task = asyncio.get_running_loop().create_task(client.answer_pings())
        return client

    waiting = []
    for start in range(0, count, 100):
        waiting += await asyncio.gather(*(one(i) for i in range(start, min(count, start + 100))))
    return waiting


async def browse(url: str, stats: dict, rng: random.Random) -> None:
    """A player browsing the open lobby: a first page, then a page deep in it, filtered now and then."""
    client = Client(url)
    await client.open()
    cursor = 0
    while True:
        filters = {"preset": "scopone"} if rng.random() < 0.3 else {}
        began = time.perf_counter()
        answer = await client.ask("list", "lobbies", after=cursor, **filters)
        if stats["measuring"]:
            stats["list"].append(time.perf_counter() - began)
        cursor = answer.get("next") or 0 if rng.random() < 0.8 else 0
        await asyncio.sleep(rng.random() * 0.4)


async def quick_match(url: str, stats: dict, rng: random.Random) -> None:
    """Players pressing "Play now" in turn: every second one opens a table, the next sits at it."""
    while True:
        client = Client(url)
        await client.open()
        began = time.perf_counter()
        answer = await client.ask("quick", "seated", rules=QUICK_RULES, players=2, name="Quick")
        if stats["measuring"] and answer["type"] == "seated":
            stats["quick"].append(time.perf_counter() - began)
        await client.ws.close()
        await asyncio.sleep(rng.random() * 0.2)


async def measure(url: str, server_pid: int, count: int, think: float, seconds: float, waiting: int,
                  browsers: int, matchers: int) -> dict:
    stats = {"rtt": [], "moves": 0, "finished": 0, "measuring": False, "list": [], "quick": []}
    base = rss_kb(server_pid)
    waiters = await open_tables(url, waiting)
    players = await seat_tables(url, count, think, stats)
    seated_rss = rss_kb(server_pid)
    for player in players:
        await player.send("ready", ready=True)
    started = 0
    for _ in range(400):  # until every table's first state arrived (bounded)
        started = sum(1 for p in players if p.started)
        if started == len(players):
            break
        await asyncio.sleep(0.05)
    rng = random.Random(7)
    extra = [asyncio.create_task(browse(url, stats, rng)) for _ in range(browsers)]
    extra += [asyncio.create_task(quick_match(url, stats, rng)) for _ in range(matchers)]
    await asyncio.sleep(min(2.0, seconds / 4))  # warm up
    stats["measuring"] = True
    began, cpu_began, own_began = time.perf_counter(), cpu_seconds(server_pid), time.process_time()
    await asyncio.sleep(seconds)
    stats["measuring"] = False
    elapsed, server_cpu = time.perf_counter() - began, cpu_seconds(server_pid) - cpu_began
    client_cpu = time.process_time() - own_began
    playing_rss = rss_kb(server_pid)
    tasks = [*extra, *(p.task for p in players), *(w.task for w in waiters)]
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    rtt, lists, quick = sorted(stats["rtt"]), sorted(stats["list"]), sorted(stats["quick"])
    held = count + waiting

    def ms(values: list[float], fraction: float) -> float:
        return percentile(values, fraction) * 1000 if values else float("nan")

    return {
        "tables": count, "held": started // 2, "moves_per_s": stats["moves"] / elapsed,
        "p50": ms(rtt, 0.50), "p95": ms(rtt, 0.95), "p99": ms(rtt, 0.99),
        "kb_per_table": (seated_rss - base) / held, "kb_per_table_playing": (playing_rss - base) / held,
        "cpu_share": server_cpu / elapsed, "client_share": client_cpu / elapsed,
        "cpu_ms_per_move": server_cpu * 1000 / max(1, stats["moves"]),
        "list_p50": ms(lists, 0.5), "list_p95": ms(lists, 0.95), "lists_per_s": len(lists) / elapsed,
        "quick_p50": ms(quick, 0.5), "quick_p95": ms(quick, 0.95), "quick_per_s": len(quick) / elapsed,
    }


def page_cost(count: int, repeats: int = 200) -> str:
    """The server's own time to answer `list` with `count` open tables (in this process, no network): the
    first page, a page half way, a filtered page, and a quick match's search."""
    from scopa_desktop.net.lobby import Lobby
    from scopa_desktop.net.requests import listing

    class Peer:
        def push(self, text: str) -> None:
            pass

    lobby = Lobby(Limits(max_tables=10**6, tables_per_address=10**6, create_burst=10**6))
    for index in range(count):
        preset = ("classic", "scopone", "cirulla")[index % 3]
        lobby.create({"type": "create", "rid": 1, "rules": Rules.preset(preset).to_dict(), "name": f"W{index}",
                      "seats": [{"kind": "human"}] * (4 if preset == "scopone" else 2), "open": True}, Peer())
    middle = lobby.listing.page(0, limit=count // 2)[1] or 0
    asks = {"first": {}, "half way": {"after": middle}, "filtered": {"preset": "cirulla", "after": middle}}
    timed = []
    for name, fields in asks.items():
        began = time.perf_counter()
        for _ in range(repeats):
            listing(lobby, {"type": "list", "rid": 1, **fields})
        timed.append(f"{name} {(time.perf_counter() - began) / repeats * 1e6:.0f} µs")
    began = time.perf_counter()
    for _ in range(repeats):
        lobby.listing.fitting(Rules.preset("cirulla"), 2)
    timed.append(f"quick match's search {(time.perf_counter() - began) / repeats * 1e6:.1f} µs")
    return f"a lobby page with {count:,} open tables, the server's own time: " + ", ".join(timed)


def gc_pauses(path: str) -> None:
    """Record every garbage collection's pause in this process (gc.callbacks), as wall time (what the loop
    waits) and as the thread's CPU time (the collection's own cost, whatever else the machine runs), and
    write per generation [count, longest wall, total wall, longest CPU] to `path` once a second, counting
    only the collections since the time (time.time()) written in `path`.mark, when there is one."""
    import gc
    import threading

    pauses: dict[int, list[tuple[float, float, float]]] = {0: [], 1: [], 2: []}
    began = [0.0, 0.0]

    def callback(phase: str, info: dict) -> None:
        if phase == "start":
            began[:] = [time.perf_counter(), time.thread_time()]
        else:
            pauses[info["generation"]].append((time.time(), time.perf_counter() - began[0],
                                               time.thread_time() - began[1]))

    gc.callbacks.append(callback)

    counted = {}

    def report() -> None:
        while True:
            time.sleep(1.0)
            try:
                since = float(Path(f"{path}.mark").read_text())
            except (OSError, ValueError):
                since = 0.0
            if since and "objects" not in counted:  # the objects a full collection would scan, once
                counted["objects"] = len(gc.get_objects())
            if Path(f"{path}.full").exists() and "full" not in counted:  # a full collection, timed as the others
                counted["full"] = True
                gc.collect()
            kept = {g: [(w, c) for when, w, c in p if when >= since] for g, p in pauses.items()}
            Path(path).write_text(json.dumps({**{g: [len(p), max((w for w, _ in p), default=0.0), sum(w for w, _ in p),
                                                     max((c for _, c in p), default=0.0)] for g, p in kept.items()},
                                              "objects": counted.get("objects", 0)}))

    threading.Thread(target=report, daemon=True).start()


def serve_child(port_file: str, data: str, sync: str, store: str = "", gc_log: str = "", gc_tune: str = "") -> None:
    """The server process: fast bots from one address are no abuse here, so the limits are raised (those the
    server's version has: a --tree server may be older)."""
    import dataclasses

    if gc_log:
        gc_pauses(gc_log)
    from scopa_desktop.net.serve import open_files_allowed

    open_files_allowed()  # (as serve does: ten thousand connections need more than the default 1,024 files)

    async def main() -> None:
        raised = {"rate": 1000.0, "burst": 1000.0, "max_tables": 100_000, "ping_seconds": 5.0,
                  "tables_per_address": 10**6, "create_burst": 10**6, "lookup_burst": 10**6, "address_strikes": 10**6,
                  "unseated_requests": 10**9, "unseated_lifetime": 10**9}
        known = {field.name for field in dataclasses.fields(Limits)}
        options = {"sync": sync} if sync != "full" else {}  # (a --tree server may not know the option)
        if store:
            options["store"] = store
        server = TableServer(Limits(**{k: v for k, v in raised.items() if k in known}), data or None, **options)
        port = await server.start("127.0.0.1", 0)
        if gc_tune:  # what `serve` does once started
            from scopa_desktop.net.serve import tune_collector

            tune_collector(tuple(int(n) for n in gc_tune.split(",")) if "," in gc_tune else None)
        Path(port_file).write_text(str(port))
        await asyncio.Event().wait()

    asyncio.run(main())


def run_level(count: int, args: argparse.Namespace) -> dict:
    port_file = Path(f"/tmp/bench_server_port_{os.getpid()}")
    port_file.unlink(missing_ok=True)
    with tempfile.TemporaryDirectory(prefix="bench-server-") as folder:
        data = "" if args.no_data else folder
        tree = Path(args.tree).resolve() if args.tree else Path(__file__).resolve().parents[2]
        python = tree / ".venv" / "bin" / "python"
        child = subprocess.Popen([str(python if python.exists() else sys.executable), __file__, "--serve",
                                  str(port_file), "--data-dir", data, "--tree", str(tree), "--sync", args.sync])
        try:
            for _ in range(300):
                if port_file.exists() and port_file.read_text():
                    break
                time.sleep(0.05)
            url = f"ws://127.0.0.1:{port_file.read_text()}"
            return asyncio.run(measure(url, child.pid, count, args.think, args.seconds, args.open, args.browsers,
                                       args.matchers))
        finally:
            child.terminate()
            child.wait(30)
            port_file.unlink(missing_ok=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", default="50,200,1000", help="tables playing, comma-separated")
    parser.add_argument("--open", type=int, default=2000, help="open tables waiting in the lobby meanwhile")
    parser.add_argument("--browsers", type=int, default=10, help="clients browsing the open lobby meanwhile")
    parser.add_argument("--matchers", type=int, default=4, help="clients quick-matching meanwhile, one after another")
    parser.add_argument("--think", type=float, default=0.5, help="mean seconds a player waits before its move")
    parser.add_argument("--seconds", type=float, default=20.0, help="measuring window per table count")
    parser.add_argument("--no-data", action="store_true", help="keep the tables in memory only (no saves)")
    parser.add_argument("--sync", choices=("full", "normal"), default="full",
                        help="the saves' durability (serve --sync)")
    parser.add_argument("--page-cost", type=int, default=5000, help="open tables for the listing's own cost (0: skip)")
    parser.add_argument("--tree", default=None, help="serve with another checkout's server (A/B: e.g. main's)")
    parser.add_argument("--serve", default=None, help=argparse.SUPPRESS)
    parser.add_argument("--data-dir", default="", help=argparse.SUPPRESS)
    parser.add_argument("--store", default="", help=argparse.SUPPRESS)
    parser.add_argument("--gc-log", default="", help=argparse.SUPPRESS)
    parser.add_argument("--gc-tune", default="", help=argparse.SUPPRESS)  # "on", or thresholds "A,B,C"
    args = parser.parse_args()
    if args.serve:
        serve_child(args.serve, args.data_dir, args.sync, args.store, args.gc_log, args.gc_tune)
        return
    saves = "off" if args.no_data else f"on (SQLite, synchronous={args.sync.upper()})"
    print(f"think {args.think:.2f} s mean per move, {args.seconds:.0f} s window, 2 players per table, {args.open} open "
          f"tables waiting, {args.browsers} browsing, {args.matchers} quick-matching, saves {saves}; clients here, "
          f"server in a child; python {sys.version.split()[0]}, {os.cpu_count()} cores")
    print(f"{'tables':>7} {'held':>5} {'moves/s':>8} {'p50 ms':>7} {'p95 ms':>7} {'p99 ms':>7} {'KiB/t seat':>10} "
          f"{'KiB/t play':>10} {'srv CPU':>7} {'ms/move':>7} | {'list p50':>8} {'p95':>6} {'/s':>5} | "
          f"{'quick p50':>9} {'p95':>6} {'/s':>5} | {'bots CPU':>8}")
    if args.page_cost:
        print(page_cost(args.page_cost), flush=True)
    for count in (int(part) for part in args.tables.split(",") if part):
        r = run_level(count, args)
        print(f"{r['tables']:>7} {r['held']:>5} {r['moves_per_s']:>8.0f} {r['p50']:>7.1f} {r['p95']:>7.1f} "
              f"{r['p99']:>7.1f} {r['kb_per_table']:>10.1f} {r['kb_per_table_playing']:>10.1f} {r['cpu_share']:>6.0%} "
              f"{r['cpu_ms_per_move']:>7.2f} | {r['list_p50']:>8.2f} {r['list_p95']:>6.2f} {r['lists_per_s']:>5.0f} | "
              f"{r['quick_p50']:>9.2f} {r['quick_p95']:>6.2f} {r['quick_per_s']:>5.1f} | {r['client_share']:>7.0%}",
              flush=True)


if __name__ == "__main__":
    main()

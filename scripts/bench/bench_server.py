#!/usr/bin/env python3
"""The table server under load: N simultaneous tables of bots on one server process, over loopback.

The server runs in a child process (this script with --serve); the players are ClientSessions in this
process, two per table on bare WebSockets, random bots that wait a random 0 to 2x`--think` seconds before
each move (0: flat out). Per
table count it prints: tables held (every seat seated and the match started), moves per second
confirmed, the move round trip (a play sent -> the state with that move received) p50/p95/p99 in ms,
the server's memory per table (its RSS growth from empty to N seated tables, divided by N), and the
server's CPU: its share of one core during the window and its CPU time per move (the machine-independent
figure: 1000 / that is the moves a second one core can serve); `bots CPU` is this process's share of a
core (near 100%, the bots are the bottleneck, not the server).

    nice -n 10 python scripts/bench/bench_server.py [--tables 50,200,1000] [--think 0.5] [--seconds 20]
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
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from websockets.asyncio.client import connect  # noqa: E402
from websockets.exceptions import ConnectionClosed  # noqa: E402

from scopa_desktop.engine import ALL_CARDS, Rules, hand_moves  # noqa: E402
from scopa_desktop.net import PROTOCOL_VERSION, Limits, TableServer  # noqa: E402
from scopa_desktop.stats import percentile  # noqa: E402

TWO_PEOPLE = [{"kind": "human"}, {"kind": "human"}]
RULES = Rules()
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


class Player:
    """One seat's bot on a bare WebSocket (the benchmark measures the server, so the players are lean: JSON
    in, a random legal move out, no observation rebuilt); it times each of its moves until the state with
    that move comes back."""

    def __init__(self, url: str, think: float, rng: random.Random, stats: dict, code: str | None = None) -> None:
        self.url, self.think, self.rng, self.stats, self.code = url, think, rng, stats, code
        self.seat: int | None = None
        self.turn = -1
        self.started = False
        self.seated = asyncio.Event()
        self.ready = asyncio.Event()
        self.sent: dict[int, float] = {}
        self.rid = 0
        self.task = asyncio.get_running_loop().create_task(self.run())

    async def run(self) -> None:
        with contextlib.suppress(ConnectionClosed, OSError):
            async with connect(self.url, compression=None, open_timeout=60, max_size=2**16) as ws:
                self.ws = ws
                await ws.send(json.dumps({"type": "hello", "v": PROTOCOL_VERSION}))
                await ws.recv()
                if self.code is None:
                    await self.send("create", rules=Rules().to_dict(), seats=TWO_PEOPLE, name="Host")
                else:
                    await self.send("join", code=self.code, name="Guest")
                async for frame in ws:
                    await self.receive(json.loads(frame))

    async def send(self, kind: str, **fields) -> None:
        self.rid += 1
        with contextlib.suppress(ConnectionClosed):  # the benchmark's end closes connections mid-send
            await self.ws.send(json.dumps({"type": kind, "rid": self.rid, **fields}))

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


async def measure(url: str, server_pid: int, count: int, think: float, seconds: float) -> dict:
    stats = {"rtt": [], "moves": 0, "finished": 0, "measuring": False}
    base = rss_kb(server_pid)
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
    await asyncio.sleep(min(2.0, seconds / 4))  # warm up
    stats["measuring"] = True
    began, cpu_began, own_began = time.perf_counter(), cpu_seconds(server_pid), time.process_time()
    await asyncio.sleep(seconds)
    stats["measuring"] = False
    elapsed, server_cpu = time.perf_counter() - began, cpu_seconds(server_pid) - cpu_began
    client_cpu = time.process_time() - own_began
    playing_rss = rss_kb(server_pid)
    for player in players:
        player.task.cancel()
    await asyncio.gather(*(p.task for p in players), return_exceptions=True)
    rtt = sorted(stats["rtt"])
    return {
        "tables": count, "held": started // 2, "moves_per_s": stats["moves"] / elapsed,
        "p50": percentile(rtt, 0.50) * 1000 if rtt else float("nan"),
        "p95": percentile(rtt, 0.95) * 1000 if rtt else float("nan"),
        "p99": percentile(rtt, 0.99) * 1000 if rtt else float("nan"),
        "kb_per_table": (seated_rss - base) / count, "kb_per_table_playing": (playing_rss - base) / count,
        "finished": stats["finished"] // 2, "cpu_share": server_cpu / elapsed, "client_share": client_cpu / elapsed,
        "cpu_ms_per_move": server_cpu * 1000 / max(1, stats["moves"]),
    }


def serve_child(port_file: str) -> None:
    """The server process: fast bots are no abuse here, so the rate limit is raised."""
    async def main() -> None:
        server = TableServer(Limits(rate=1000.0, burst=1000.0, max_tables=100_000, ping_seconds=5.0))
        port = await server.start("127.0.0.1", 0)
        Path(port_file).write_text(str(port))
        await asyncio.Event().wait()

    asyncio.run(main())


def run_level(count: int, think: float, seconds: float) -> dict:
    port_file = Path(f"/tmp/bench_server_port_{os.getpid()}")
    port_file.unlink(missing_ok=True)
    child = subprocess.Popen([sys.executable, __file__, "--serve", str(port_file)])
    try:
        for _ in range(300):
            if port_file.exists() and port_file.read_text():
                break
            time.sleep(0.05)
        url = f"ws://127.0.0.1:{port_file.read_text()}"
        return asyncio.run(measure(url, child.pid, count, think, seconds))
    finally:
        child.terminate()
        child.wait(10)
        port_file.unlink(missing_ok=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", default="50,200,1000", help="table counts, comma-separated")
    parser.add_argument("--think", type=float, default=0.5, help="mean seconds a bot waits before its move")
    parser.add_argument("--seconds", type=float, default=20.0, help="measuring window per table count")
    parser.add_argument("--serve", default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        serve_child(args.serve)
        return
    print(f"think {args.think:.2f} s mean per move, {args.seconds:.0f} s window, 2 bots per table (clients in "
          f"this process, server in a child), python {sys.version.split()[0]}, {os.cpu_count()} cores")
    print(f"{'tables':>7} {'held':>6} {'moves/s':>9} {'p50 ms':>8} {'p95 ms':>8} {'p99 ms':>8} "
          f"{'KiB/table seated':>17} {'KiB/table playing':>18} {'server CPU':>11} {'CPU ms/move':>12} {'bots CPU':>9}")
    for count in (int(part) for part in args.tables.split(",")):
        r = run_level(count, args.think, args.seconds)
        print(f"{r['tables']:>7} {r['held']:>6} {r['moves_per_s']:>9.0f} {r['p50']:>8.1f} {r['p95']:>8.1f} "
              f"{r['p99']:>8.1f} {r['kb_per_table']:>17.1f} {r['kb_per_table_playing']:>18.1f} "
              f"{r['cpu_share']:>10.0%} {r['cpu_ms_per_move']:>12.2f} {r['client_share']:>8.0%}", flush=True)


if __name__ == "__main__":
    main()

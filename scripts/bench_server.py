#!/usr/bin/env python3
"""The table server under load: N simultaneous tables of bots on one server process, over loopback.

The server runs in a child process (this script with --serve); the players are ClientSessions in this
process, two per table, random bots that wait `--think` seconds before each move (0: flat out). Per
table count it prints: tables held (every seat seated and the match started), moves per second
confirmed, the move round trip (a play sent -> the state with that move received) p50/p95/p99 in ms,
the server's memory per table (its RSS growth from empty to N seated tables, divided by N), and the
server's CPU: its share of one core during the window and its CPU time per move (the machine-independent
figure: 1000 / that is the moves a second one core can serve).

    nice -n 10 python scripts/bench_server.py [--tables 50,200,1000] [--think 0.5] [--seconds 20]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scopa_desktop.bots import make_bot  # noqa: E402
from scopa_desktop.engine import Rules  # noqa: E402
from scopa_desktop.net import ClientSession, Limits, MatchOver, Seated, State, TableServer  # noqa: E402
from scopa_desktop.stats import percentile  # noqa: E402

TWO_PEOPLE = [{"kind": "human"}, {"kind": "human"}]


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
    """One seat's bot: plays after `think` seconds, timing each move until its state comes back."""

    def __init__(self, url: str, think: float, rng: random.Random, stats: dict) -> None:
        self.think, self.rng, self.stats = think, rng, stats
        self.seated = asyncio.Event()
        self.sent: dict[int, float] = {}
        self.session = ClientSession(url, self._event, retry_seconds=5.0, open_timeout=30.0)
        self.bot = make_bot("random", rng.randrange(10**6))
        self.task = asyncio.get_running_loop().create_task(self.session.run())

    def _event(self, event) -> None:
        if isinstance(event, Seated):
            self.seated.set()
        elif isinstance(event, State):
            sent = self.sent.pop(event.turn - 1, None)
            if sent is not None and self.stats["measuring"]:
                self.stats["rtt"].append(time.perf_counter() - sent)
                self.stats["moves"] += 1
            if event.my_turn:
                asyncio.get_running_loop().call_later(self.think * self.rng.random() * 2, self._play, event)
        elif isinstance(event, MatchOver):
            self.stats["finished"] += 1

    def _play(self, state: State) -> None:
        if self.session.turn != state.turn:
            return
        self.sent[state.turn] = time.perf_counter()
        self.session.play(self.bot.choose(state.observation, state.totals), state.turn)


async def seat_tables(url: str, count: int, think: float, stats: dict) -> list[Player]:
    rng = random.Random(count)
    players: list[Player] = []
    for start in range(0, count, 50):  # fifty tables at a time, so connecting is not the benchmark
        batch = []
        for _ in range(min(50, count - start)):
            host = Player(url, think, rng, stats)
            host.session.create_table(Rules(), TWO_PEOPLE, "Host")
            batch.append(host)
        await asyncio.wait_for(asyncio.gather(*(p.seated.wait() for p in batch)), 120)
        guests = []
        for host in batch:
            guest = Player(url, think, rng, stats)
            guest.session.request("join", code=host.session.code, name="Guest")
            guests.append(guest)
        await asyncio.wait_for(asyncio.gather(*(p.seated.wait() for p in guests)), 120)
        players += batch + guests
    return players


async def measure(url: str, server_pid: int, count: int, think: float, seconds: float) -> dict:
    stats = {"rtt": [], "moves": 0, "finished": 0, "measuring": False}
    base = rss_kb(server_pid)
    players = await seat_tables(url, count, think, stats)
    seated_rss = rss_kb(server_pid)
    for player in players:
        player.session.request("ready", ready=True)
    started = sum(1 for p in players if p.session.state is not None)
    for _ in range(200):  # until every table's first state arrived (bounded)
        started = sum(1 for p in players if p.session.state is not None)
        if started == len(players):
            break
        await asyncio.sleep(0.05)
    await asyncio.sleep(min(2.0, seconds / 4))  # warm up
    stats["measuring"] = True
    began, cpu_began = time.perf_counter(), cpu_seconds(server_pid)
    await asyncio.sleep(seconds)
    stats["measuring"] = False
    elapsed, server_cpu = time.perf_counter() - began, cpu_seconds(server_pid) - cpu_began
    playing_rss = rss_kb(server_pid)
    for player in players:
        player.session.close()
    await asyncio.wait_for(asyncio.gather(*(p.task for p in players), return_exceptions=True), 60)
    rtt = sorted(stats["rtt"])
    return {
        "tables": count, "held": started // 2, "moves_per_s": stats["moves"] / elapsed,
        "p50": percentile(rtt, 0.50) * 1000 if rtt else float("nan"),
        "p95": percentile(rtt, 0.95) * 1000 if rtt else float("nan"),
        "p99": percentile(rtt, 0.99) * 1000 if rtt else float("nan"),
        "kb_per_table": (seated_rss - base) / count, "kb_per_table_playing": (playing_rss - base) / count,
        "finished": stats["finished"] // 2, "cpu_share": server_cpu / elapsed,
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
          f"{'KiB/table seated':>17} {'KiB/table playing':>18} {'server CPU':>11} {'CPU ms/move':>12}")
    for count in (int(part) for part in args.tables.split(",")):
        r = run_level(count, args.think, args.seconds)
        print(f"{r['tables']:>7} {r['held']:>6} {r['moves_per_s']:>9.0f} {r['p50']:>8.1f} {r['p95']:>8.1f} "
              f"{r['p99']:>8.1f} {r['kb_per_table']:>17.1f} {r['kb_per_table_playing']:>18.1f} "
              f"{r['cpu_share']:>10.0%} {r['cpu_ms_per_move']:>12.2f}", flush=True)


if __name__ == "__main__":
    main()

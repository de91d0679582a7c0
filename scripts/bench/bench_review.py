"""Benchmark and stability of Maestro's review (scopa_desktop/review).

    nice -n 10 .venv/bin/python scripts/bench/bench_review.py [--matches 3] [--worlds 1600] [--spread-seeds 6]
        [--spread-worlds 200,1600] [--positions 30]

1. Time: the review of the person's seat in typical two-player classic matches (an easy bot in the
   person's seat against a medium bot, played to 11), with at most `--worlds` deals per move (the
   review's default). Prints each match's hands, moves judged and seconds, and the median.
2. Stability: for `--positions` of those judged moves, the expected points lost is measured again with
   `--spread-seeds` different seeds at each cap in `--spread-worlds` (200 = a fixed 200 deals, no early
   stop); prints, per cap, the median and 90th percentile of the standard deviation of the loss across
   seeds, the widest range, and how often the grade differs between seeds (only a loss lying about on a
   threshold should flip).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from scopa_desktop.bots import bot_declares, make_bot  # noqa: E402
from scopa_desktop.engine import Match, Rules  # noqa: E402
from scopa_desktop.review import DEFAULT_WORLDS, analyse, grade_of, judge, replay  # noqa: E402
from scopa_desktop.storage import MatchRecord, MoveLog, Seat, record_from_match  # noqa: E402


def typical_record(seed: int) -> MatchRecord:
    """A two-player classic match: an easy bot in the person's seat, a medium bot against it."""
    bots = [make_bot("easy", seed=seed), make_bot("medium", seed=seed + 1)]
    match, log = Match.new(Rules.preset("classic"), 2, seed=seed), MoveLog()
    while not match.is_over:
        bot = bots[match.game.to_move]
        match = bot_declares(bot, match)
        match = match.play(bot.choose(match.game.observation(match.game.to_move), match.totals))
        log.observe(match)
    seats = [Seat("human", "Anna", ""), Seat("bot", "", "medium")]
    return record_from_match(match, seats, match_id=f"{seed:032x}", moves=log.all_moves(match))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--matches", type=int, default=3)
    parser.add_argument("--worlds", type=int, default=DEFAULT_WORLDS)
    parser.add_argument("--spread-seeds", type=int, default=6)
    parser.add_argument("--spread-worlds", default="200,1600")
    parser.add_argument("--positions", type=int, default=30)
    args = parser.parse_args()

    records = [typical_record(100 + i) for i in range(args.matches)]
    times, cpu = [], []
    judged = []
    for record in records:
        start, start_cpu = time.perf_counter(), time.process_time()
        review = analyse(record, 0, worlds=args.worlds, seed=1)
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
        judged += [(record, m.step) for m in review.judged]
        print(f"match {record.match_id[-3:]}: {record.n_hands} hands, {len(review.moves)} moves of the person, "
              f"{len(review.judged)} with a choice, {times[-1]:.1f} s ({cpu[-1]:.1f} s CPU), "
              f"accuracy {review.accuracy:.0f}%, grades {review.counts()}")
    print(f"analysis time at up to {args.worlds} deals a move: median {statistics.median(times):.1f} s "
          f"(min {min(times):.1f}, max {max(times):.1f}), median CPU {statistics.median(cpu):.1f} s, "
          f"over {len(times)} matches")
    if not args.spread_worlds:
        return

    # Every k-th judged move, spread over the matches and the hands.
    step = max(1, len(judged) // args.positions)
    sample = judged[::step][: args.positions]
    replays = {record.match_id: replay(record) for record in records}
    print(f"\nspread of the expected loss over {args.spread_seeds} seeds, {len(sample)} moves:")
    for worlds in (int(w) for w in args.spread_worlds.split(",")):
        deviations, flips, widest = [], 0, 0.0
        start = time.perf_counter()
        for record, index in sample:
            played_step = replays[record.match_id].steps[index]
            losses = [judge(played_step, worlds=worlds, seed=f"spread/{s}").loss for s in range(args.spread_seeds)]
            deviations.append(statistics.pstdev(losses))
            widest = max(widest, max(losses) - min(losses))
            flips += len({grade_of(loss) for loss in losses}) > 1
        deviations.sort()
        p90 = deviations[int(0.9 * (len(deviations) - 1))]
        per_move = (time.perf_counter() - start) / (len(sample) * args.spread_seeds)
        print(f"  {worlds:4d} deals: sd median {statistics.median(deviations):.3f}, 90th pct {p90:.3f}, "
              f"max {deviations[-1]:.3f}, widest range {widest:.2f} points; "
              f"grade differs between seeds for {flips}/{len(sample)} moves; "
              f"{per_move * 1000:.0f} ms a move")


if __name__ == "__main__":
    main()

"""Duels: paired matches between two bot levels, the measure of the bot ladder's strength.

Each seed is played twice with the seats swapped, so the luck of the deal cancels out between the two
levels. Level A sits on side 0's seats (0, 2, ... with partners) in the first match of a pair and on
side 1's in the second. With more than two sides (3 or 5 players alone) the levels alternate seats.
The win rate's 95% interval is Wilson's; points per hand are per side of that level; think times are CPU
milliseconds per move (median, 95th percentile, maximum) per level. The pairs run on every core, or on a
Ray cluster (workers.py), with the same outcome for the same seed.
"""

from __future__ import annotations

import json
import sys
import time
from dataclasses import asdict, dataclass, field

from ..bots import bot_declares, make_bot
from ..engine import Match, Rules
from .stats import median, percentile, wilson_interval
from .workers import parallel_map


@dataclass
class DuelResult:
    a: str
    b: str
    rules: str
    players: int
    seed: int
    matches: int = 0
    wins_a: int = 0
    wins_b: int = 0
    hands: int = 0
    points_a: int = 0
    points_b: int = 0
    ms_a: list[float] = field(default_factory=list, repr=False)  # CPU milliseconds per move of level A
    ms_b: list[float] = field(default_factory=list, repr=False)

    @property
    def win_rate(self) -> float:
        return self.wins_a / self.matches if self.matches else 0.0

    def add(self, other: DuelResult) -> None:
        """Count `other` (more pairs of the same duel) in."""
        self.matches += other.matches
        self.wins_a += other.wins_a
        self.wins_b += other.wins_b
        self.hands += other.hands
        self.points_a += other.points_a
        self.points_b += other.points_b
        self.ms_a += other.ms_a
        self.ms_b += other.ms_b

    def outcome(self) -> dict:
        """What the bots did, without the timings (the same for a seed on any machine, any worker count)."""
        return {k: v for k, v in asdict(self).items() if k not in ("ms_a", "ms_b")}

    def summary(self) -> dict:
        low, high = wilson_interval(self.wins_a, self.matches)
        data = self.outcome()
        data.update(
            win_rate=self.win_rate, win_rate_95ci=[low, high],
            points_per_hand_a=self.points_a / self.hands if self.hands else 0.0,
            points_per_hand_b=self.points_b / self.hands if self.hands else 0.0,
            think_ms_a=think_times(self.ms_a), think_ms_b=think_times(self.ms_b),
            median_ms_a=median(self.ms_a) if self.ms_a else 0.0,
            median_ms_b=median(self.ms_b) if self.ms_b else 0.0,
        )
        return data


def think_times(ms: list[float]) -> dict:
    """Median, 95th percentile and maximum of CPU milliseconds per move."""
    if not ms:
        return {"median": 0.0, "p95": 0.0, "max": 0.0}
    return {"median": median(ms), "p95": percentile(ms, 0.95), "max": max(ms)}


def play_pair_match(rules: Rules, players: int, levels: list[str], seed: str, result: DuelResult,
                    a_is: list[bool]) -> bool:
    """Play one match, seat i played by `levels[i]`; record into `result`; return whether A won. Think
    time is the CPU time of each `choose` (a busy machine's wall clock would count other work)."""
    bots = [make_bot(level, seed=f"{seed}/{seat}") for seat, level in enumerate(levels)]
    match = Match.new(rules, players, seed=seed)
    sides = rules.sides_for(players)
    while not match.is_over:
        game = match.game
        seat = game.to_move
        match = bot_declares(bots[seat], match)  # cirulla: a hand that scores is shown
        obs = match.game.observation(seat)
        start = time.process_time()
        move = bots[seat].choose(obs, match.totals)
        ms = (time.process_time() - start) * 1000
        (result.ms_a if a_is[seat] else result.ms_b).append(ms)
        match = match.play(move)
    result.hands += len(match.history)
    a_sides = {sides[s] for s in range(players) if a_is[s]}
    for hand in match.history:
        for side, score in enumerate(hand):
            if side in a_sides:
                result.points_a += score.total
            else:
                result.points_b += score.total
    return match.winner in a_sides


PairTask = tuple[str, str, str, int, int, int]  # a, b, rules preset, players, seed, pair index


def play_pair(task: PairTask) -> DuelResult:
    """One seed of a duel played twice, the seats swapped: a module-level function, so workers run it."""
    a, b, rules_name, players, seed, index = task
    rules = Rules.preset(rules_name)
    sides = rules.sides_for(players)
    result = DuelResult(a, b, rules_name, players, seed)
    for swap in (False, True):
        a_is = [(sides[s] % 2 == 0) != swap for s in range(players)]
        levels = [a if x else b for x in a_is]
        won = play_pair_match(rules, players, levels, f"duel{seed}/{index}", result, a_is)
        result.matches += 1
        if won:
            result.wins_a += 1
        else:
            result.wins_b += 1
    return result


def run_duel(a: str, b: str, matches: int = 200, seed: int = 1, players: int = 2, rules: str = "classic",
             progress: int = 0, workers: int | None = 1, ray_address: str | None = None) -> DuelResult:
    """Play `matches` matches (rounded up to whole pairs) of level `a` against level `b`, the pairs shared
    out among `workers` processes (None: every core) or Ray tasks (`ray_address`); the outcome is the
    same whatever the worker count, since each pair is seeded by its index."""
    r = Rules.preset(rules)
    r.check_players(players)
    result = DuelResult(a, b, rules, players, seed)
    tasks = [(a, b, rules, players, seed, i) for i in range((matches + 1) // 2)]

    def report(i: int, pair: DuelResult) -> None:
        result.add(pair)
        if progress and (i + 1) % progress == 0:
            print(format_result(result), file=sys.stderr, flush=True)

    parallel_map(play_pair, tasks, workers=workers, ray_address=ray_address, on_result=report)
    return result


def format_result(result: DuelResult) -> str:
    s = result.summary()
    low, high = s["win_rate_95ci"]
    ta, tb = s["think_ms_a"], s["think_ms_b"]
    return (
        f"{result.a} vs {result.b} ({result.rules}, {result.players} players, seed {result.seed}): "
        f"{result.matches} matches, {result.a} wins {result.wins_a} = {100 * s['win_rate']:.1f}% "
        f"(95% CI {100 * low:.1f}-{100 * high:.1f}%); points/hand {s['points_per_hand_a']:.2f} vs "
        f"{s['points_per_hand_b']:.2f} over {result.hands} hands; CPU ms/move median/p95/max "
        f"{result.a} {ta['median']:.2f}/{ta['p95']:.1f}/{ta['max']:.0f}, "
        f"{result.b} {tb['median']:.2f}/{tb['p95']:.1f}/{tb['max']:.0f}"
    )


def cpu_seconds() -> float:
    """CPU time of this process and of its finished children (the worker processes), where the system says."""
    total = time.process_time()
    try:
        import resource
    except ImportError:  # Windows: this process only
        return total
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return total + usage.ru_utime + usage.ru_stime


def main_duel(a: str, b: str, matches: int, seed: int, players: int, rules: str, as_json: bool,
              progress: int = 0, workers: int | None = None, ray_address: str | None = None) -> int:
    start, start_cpu = time.perf_counter(), cpu_seconds()
    result = run_duel(a, b, matches, seed, players, rules, progress, workers, ray_address)
    elapsed, cpu = time.perf_counter() - start, cpu_seconds() - start_cpu
    # Matches a CPU-second: what one free core plays (Ray's workers are not this process's children).
    speed = {"seconds": elapsed, "cpu_seconds": cpu, "matches_per_second": result.matches / elapsed,
             "matches_per_cpu_second": result.matches / cpu if cpu > 0 and not ray_address else None}
    if as_json:
        data = result.summary()
        data.update(speed)
        print(json.dumps(data, indent=2))
    else:
        print(format_result(result))
        per_core = speed["matches_per_cpu_second"]
        print(f"{result.matches} matches in {elapsed:.1f} s: {result.matches / elapsed:.2f} matches/s"
              + (f" ({cpu:.1f} CPU s: {per_core:.2f} matches a CPU-second)" if per_core else ""))
    return 0

"""Fit the expert's learned leaf judgement (scopa_desktop/bots/evaluation.py) from self-play positions.

Self-play: hands of classic Scopa at 2 and 4 players (or of a preset given, e.g. Scopone's) on the bots'
fast simulator, every seat playing the
playouts' greedy move (policy.greedy, with all hands in view, as inside a sampled world) and a random
legal move one time in `--explore`, so the positions cover more than greedy lines. Every position
before a move is a sample: its FEATURES from side 0 (the judgement is antisymmetric, so one side is
enough) and, as the target, the hand's final point difference (side 0 minus side 1) less the scope
already won. Least squares per stage of the hand (evaluation.STAGES), ridge-regularised, fitted by the
normal equations in plain Python: workers (every core by default, or Ray tasks with --ray, through
scopa_desktop.lab.workers.parallel_map) return sums (X'X, X'y), so chunks merge exactly and the same seeds give
the same weights however many workers ran them. Every tenth hand is held out to measure the
fit (R^2) against the plain race judgement's (the sum of its four card points, weight one each).

    python scripts/make/train_eval.py --hands 24000            # writes assets/bots/eval_weights.json
    python scripts/make/train_eval.py --hands 24000 --ray auto # the self-play on a running Ray cluster
    python scripts/make/train_eval.py --rules scopone_classico --players 4   # the Scopone deals' weights

The weights are kept per table (evaluation.table_key: the player count, or "scopone" for the Scopone deals);
a run replaces the tables it fits and keeps the file's others.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from scopa_desktop.bots import evaluation, knowledge, policy, race, sim  # noqa: E402
from scopa_desktop.engine import Game, Rules  # noqa: E402
from scopa_desktop.lab.workers import default_workers, parallel_map  # noqa: E402

K = len(evaluation.FEATURES)
RIDGE = 1.0  # added to X'X's diagonal: keeps rarely-seen features' weights small
HOLDOUT = 10  # every HOLDOUT-th hand is held out


def empty_sums() -> dict:
    return {
        "xtx": [[[0.0] * K for _ in range(K)] for _ in range(evaluation.STAGES)],
        "xty": [[0.0] * K for _ in range(evaluation.STAGES)],
        "n": [0] * evaluation.STAGES,
        "holdout": [],  # (stage, features, target)
        "hands": 0,
    }


def deal(rules: Rules, players: int, seed: int) -> sim.State:
    """A fresh hand as the simulator's state (the engine deals; seat 0's view fixes nothing else)."""
    obs = Game.new(rules, players, seed=seed).observation(0)
    st = knowledge.observation_setting(obs)
    rng = random.Random(seed)
    return knowledge.sample_world(obs, st, knowledge.unseen_ids(obs), [set()] * players, rng)


def play_hand(s: sim.State, rng: random.Random, explore: int, val) -> list[tuple[int, list[float], list[int]]]:
    """Play the hand out; return each position's (stage, features from side 0, scope so far)."""
    seen = []
    while not s.over:
        judge = race.RaceJudge(s, 0)
        seen.append((evaluation.stage(s), evaluation.features(s, judge), s.scope[:]))
        if explore and rng.randrange(explore) == 0:
            card, idx = rng.choice(sim.moves(s))
        else:
            card, idx = policy.greedy(s, val)
        sim.play(s, card, idx)
    return seen


def generate(task: tuple[int, int, int, int, str]) -> dict:
    """Self-play `hands` hands from `seed` at `players` under the preset `rules_name`; the sums of their
    positions (and the held-out ones)."""
    seed, hands, players, explore, rules_name = task
    rules = Rules.preset(rules_name)
    val = policy.card_values(rules)
    rng = random.Random(f"train/{seed}/{players}")
    sums = empty_sums()
    for h in range(hands):
        hand_seed = seed * 1_000_003 + h
        s = deal(rules, players, hand_seed)
        positions = play_hand(s, rng, explore, val)
        final = sim.totals(s)
        held_out = hand_seed % HOLDOUT == 0
        for stage, x, scope in positions:
            y = (final[0] - final[1]) - (scope[0] - scope[1])
            if held_out:
                sums["holdout"].append((stage, x, y))
                continue
            xtx = sums["xtx"][stage]
            xty = sums["xty"][stage]
            for i in range(K):
                xi = x[i]
                if xi:
                    row = xtx[i]
                    for j in range(i, K):
                        row[j] += xi * x[j]
                    xty[i] += xi * y
            sums["n"][stage] += 1
        sums["hands"] += 1
    return sums


def merge(a: dict, b: dict) -> dict:
    for st in range(evaluation.STAGES):
        for i in range(K):
            for j in range(K):
                a["xtx"][st][i][j] += b["xtx"][st][i][j]
            a["xty"][st][i] += b["xty"][st][i]
        a["n"][st] += b["n"][st]
    a["holdout"] += b["holdout"]
    a["hands"] += b["hands"]
    return a


def solve(xtx: list[list[float]], xty: list[float]) -> list[float]:
    """Ridge least squares: (X'X + RIDGE I) w = X'y by Gaussian elimination (X'X holds its upper triangle)."""
    a = [[(xtx[min(i, j)][max(i, j)] + (RIDGE if i == j else 0.0)) for j in range(K)] + [xty[i]] for i in range(K)]
    for col in range(K):
        pivot = max(range(col, K), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        for r in range(K):
            if r != col and a[r][col]:
                f = a[r][col] / a[col][col]
                for c in range(col, K + 1):
                    a[r][c] -= f * a[col][c]
    return [a[i][K] / a[i][i] for i in range(K)]


def r_squared(samples, predict) -> float:
    ys = [y for _, _, y in samples]
    if not ys:
        return 0.0
    mean = sum(ys) / len(ys)
    total = sum((y - mean) ** 2 for y in ys)
    err = sum((y - predict(st, x)) ** 2 for st, x, y in samples)
    return 1.0 - err / total if total else 0.0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=40_000, help="self-play hands per table size")
    parser.add_argument("--players", type=int, nargs="+", default=[2, 4], help="table sizes to fit")
    parser.add_argument("--explore", type=int, default=8, help="one move in N is random (0: never)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", default="classic", choices=Rules.presets(), help="the preset self-played")
    parser.add_argument("--chunk", type=int, default=500, help="hands per task")
    parser.add_argument("--workers", type=int, default=None, help="processes (default: every core)")
    parser.add_argument("--ray", default=None, metavar="ADDRESS",
                        help="run the self-play as Ray tasks on this cluster ('auto': a running one; the train extra)")
    parser.add_argument("--out", default=str(ROOT.joinpath(*evaluation.WEIGHTS_FILE)))
    args = parser.parse_args(argv)
    if args.hands <= 0 or args.chunk <= 0 or (args.workers is not None and args.workers <= 0):
        parser.error("--hands, --chunk and --workers must be positive")
    rules = Rules.preset(args.rules)
    result = _kept(Path(args.out))
    for players in args.players:
        try:
            rules.check_players(players)
        except ValueError as exc:
            parser.error(str(exc))
        key = evaluation.table_key(players, rules.deals_everything)
        start = time.perf_counter()
        tasks = [(args.seed * 7919 + players * 104729 + k, min(args.chunk, args.hands - k * args.chunk), players,
                  args.explore, args.rules) for k in range((args.hands + args.chunk - 1) // args.chunk)]
        sums = empty_sums()
        try:
            parts = parallel_map(generate, tasks, workers=args.workers, ray_address=args.ray)
        except (RuntimeError, ConnectionError) as exc:  # no Ray installed, or no cluster at the address
            parser.exit(2, f"train_eval: {exc}\n")
        for part in parts:
            sums = merge(sums, part)
        weights = [solve(sums["xtx"][st], sums["xty"][st]) for st in range(evaluation.STAGES)]
        elapsed = time.perf_counter() - start

        def learned(st, x, weights=weights):
            return sum(w * f for w, f in zip(weights[st], x, strict=True))

        def plain_race(_st, x):
            return x[0] + x[1] + x[2] + x[3]

        fit = {
            "hands": sums["hands"], "positions": sum(sums["n"]) + len(sums["holdout"]),
            "fitted_positions": sum(sums["n"]), "holdout_positions": len(sums["holdout"]),
            "r2_holdout_learned": round(r_squared(sums["holdout"], learned), 4),
            "r2_holdout_race": round(r_squared(sums["holdout"], plain_race), 4),
            "seconds": round(elapsed, 1),
            "positions_per_second": round((sum(sums["n"]) + len(sums["holdout"])) / elapsed),
            "workers": "ray" if args.ray else (args.workers or default_workers()),
            "explore": args.explore, "seed": args.seed, "rules": args.rules,
        }
        result["weights"][key] = [[round(w, 5) for w in ws] for ws in weights]
        result["training"][key] = fit
        print(f"{args.rules}, {players} players ({key}): {json.dumps(fit)}", flush=True)
        for st in range(evaluation.STAGES):
            print("  stage", st, " ".join(f"{n}={w:+.3f}" for n, w in zip(evaluation.FEATURES, weights[st],
                                                                           strict=True)), flush=True)
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {out}")
    return 0


def _kept(out: Path) -> dict:
    """The weights file as it is, to keep the tables this run does not fit (a fresh one when it is missing or
    was fitted for other FEATURES)."""
    fresh = {"features": list(evaluation.FEATURES), "weights": {}, "training": {}}
    if not evaluation.load_weights(out):
        return fresh
    data = json.loads(out.read_text(encoding="utf-8"))
    return {"features": fresh["features"], "weights": dict(data["weights"]), "training": dict(data.get("training", {}))}


if __name__ == "__main__":
    sys.exit(main())

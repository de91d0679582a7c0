"""Duels: paired matches between two bot levels, the measure of the bot ladder's strength.

Each seed is played twice with the seats swapped, so the luck of the deal cancels out between the two
levels. Level A sits on side 0's seats (0, 2, ... with partners) in the first match of a pair and on
side 1's in the second. With more than two sides (3 or 5 players alone) the levels alternate seats.
The win rate's 95% interval is Wilson's; points per hand are per side of that level.
"""

from __future__ import annotations

import json
import sys
import time
from dataclasses import asdict, dataclass, field

from .bots import bot_declares, make_bot
from .engine import Match, Rules
from .stats import median, wilson_interval


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
    ms_a: list[float] = field(default_factory=list, repr=False)
    ms_b: list[float] = field(default_factory=list, repr=False)

    @property
    def win_rate(self) -> float:
        return self.wins_a / self.matches if self.matches else 0.0

    def summary(self) -> dict:
        low, high = wilson_interval(self.wins_a, self.matches)
        data = {k: v for k, v in asdict(self).items() if k not in ("ms_a", "ms_b")}
        data.update(
            win_rate=self.win_rate, win_rate_95ci=[low, high],
            points_per_hand_a=self.points_a / self.hands if self.hands else 0.0,
            points_per_hand_b=self.points_b / self.hands if self.hands else 0.0,
            median_ms_a=median(self.ms_a) if self.ms_a else 0.0,
            median_ms_b=median(self.ms_b) if self.ms_b else 0.0,
        )
        return data


def play_pair_match(rules: Rules, players: int, levels: list[str], seed: str, result: DuelResult,
                    a_is: list[bool]) -> bool:
    """Play one match, seat i played by `levels[i]`; record into `result`; return whether A won."""
    bots = [make_bot(level, seed=f"{seed}/{seat}") for seat, level in enumerate(levels)]
    match = Match.new(rules, players, seed=seed)
    sides = rules.sides_for(players)
    while not match.is_over:
        game = match.game
        seat = game.to_move
        match = bot_declares(bots[seat], match)  # cirulla: a hand that scores is shown
        obs = match.game.observation(seat)
        start = time.perf_counter()
        move = bots[seat].choose(obs, match.totals)
        ms = (time.perf_counter() - start) * 1000
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


def run_duel(a: str, b: str, matches: int = 200, seed: int = 1, players: int = 2, rules: str = "classic",
             progress: int = 0) -> DuelResult:
    """Play `matches` matches (rounded up to whole pairs) of level `a` against level `b`."""
    r = Rules.preset(rules)
    r.check_players(players)
    sides = r.sides_for(players)
    result = DuelResult(a, b, rules, players, seed)
    pairs = (matches + 1) // 2
    for i in range(pairs):
        for swap in (False, True):
            a_is = [(sides[s] % 2 == 0) != swap for s in range(players)]
            levels = [a if x else b for x in a_is]
            won = play_pair_match(r, players, levels, f"duel{seed}/{i}", result, a_is)
            result.matches += 1
            if won:
                result.wins_a += 1
            else:
                result.wins_b += 1
        if progress and (i + 1) % progress == 0:
            print(format_result(result), file=sys.stderr, flush=True)
    return result


def format_result(result: DuelResult) -> str:
    s = result.summary()
    low, high = s["win_rate_95ci"]
    return (
        f"{result.a} vs {result.b} ({result.rules}, {result.players} players, seed {result.seed}): "
        f"{result.matches} matches, {result.a} wins {result.wins_a} = {100 * s['win_rate']:.1f}% "
        f"(95% CI {100 * low:.1f}-{100 * high:.1f}%); points/hand {s['points_per_hand_a']:.2f} vs "
        f"{s['points_per_hand_b']:.2f} over {result.hands} hands; median ms/move {s['median_ms_a']:.2f} vs "
        f"{s['median_ms_b']:.2f}"
    )


def main_duel(a: str, b: str, matches: int, seed: int, players: int, rules: str, as_json: bool,
              progress: int = 0) -> int:
    result = run_duel(a, b, matches, seed, players, rules, progress)
    print(json.dumps(result.summary(), indent=2) if as_json else format_result(result))
    return 0

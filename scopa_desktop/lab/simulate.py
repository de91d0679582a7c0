"""Headless bot-vs-bot matches: the engine of the `simulate` command."""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from ..bots import bot_declares, make_bot
from ..engine import Match, Rules
from .stats import wilson_interval


@dataclass
class SimulationResult:
    rules: str
    players: int
    bots: list[str]
    matches: int
    wins: list[int]
    hands: int = 0
    points: list[int] = field(default_factory=list)
    moves: int = 0
    seconds: float = 0.0

    def to_dict(self) -> dict:
        sides = len(self.wins)
        return {
            "rules": self.rules,
            "players": self.players,
            "bots": self.bots,
            "matches": self.matches,
            "hands": self.hands,
            "sides": [
                {
                    "side": side,
                    "wins": self.wins[side],
                    "win_rate": self.wins[side] / self.matches if self.matches else 0.0,
                    "win_rate_95ci": list(wilson_interval(self.wins[side], self.matches)),
                    "points_per_hand": self.points[side] / self.hands if self.hands else 0.0,
                }
                for side in range(sides)
            ],
            "moves": self.moves,
            "moves_per_second": self.moves / self.seconds if self.seconds else 0.0,
            "seconds": self.seconds,
        }


def play_match(rules: Rules, players: int, bots: list, seed: int | str) -> tuple[Match, int]:
    """Play one match between `bots` (one per seat); return the finished match and the moves made."""
    match = Match.new(rules, players, seed=seed)
    moves = 0
    while not match.is_over:
        seat = match.game.to_move
        match = bot_declares(bots[seat], match)  # cirulla: a hand that scores is shown
        match = match.play(bots[seat].choose(match.game.observation(seat), match.totals))
        moves += 1
    return match, moves


def simulate(preset: str, players: int, bot_levels: list[str], matches: int, seed: int) -> SimulationResult:
    """Play `matches` matches; seat i is played by `bot_levels[i % len(bot_levels)]`."""
    rules = Rules.preset(preset)
    rules.check_players(players)
    levels = [bot_levels[i % len(bot_levels)] for i in range(players)]
    n_sides = rules.side_count(players)
    result = SimulationResult(preset, players, levels, matches, [0] * n_sides, points=[0] * n_sides)
    start = time.perf_counter()
    for index in range(matches):
        bots = [make_bot(level, seed=f"{seed}/{index}/{seat}") for seat, level in enumerate(levels)]
        match, moves = play_match(rules, players, bots, seed=f"{seed}/{index}")
        result.wins[match.winner] += 1
        result.hands += len(match.history)
        for hand in match.history:
            for side, score in enumerate(hand):
                result.points[side] += score.total
        result.moves += moves
    result.seconds = time.perf_counter() - start
    return result


def format_result(result: SimulationResult) -> str:
    data = result.to_dict()
    lines = [
        f"{data['matches']} matches of {data['rules']} for {data['players']} players "
        f"({', '.join(data['bots'])}), {data['hands']} hands",
    ]
    for side in data["sides"]:
        low, high = side["win_rate_95ci"]
        lines.append(
            f"  side {side['side']}: won {side['wins']} ({side['win_rate']:.1%}, 95% CI {low:.1%}-{high:.1%}), "
            f"{side['points_per_hand']:.2f} points per hand"
        )
    lines.append(
        f"  {data['moves']} moves in {data['seconds']:.2f} s: {data['moves_per_second']:,.0f} moves per second"
    )
    return "\n".join(lines)

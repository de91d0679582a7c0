"""The rule-based Scopone expert: a second hidden benchmark ("scopone_benchmark", issue 31), built to the
description of the rule-based players the Scopone literature measures its searches against. No search: a
handful of rules, about half a millisecond a move. Not in BOT_LEVELS: the game never offers it.

On its turn it:
1. takes a scopa when some capture is one (the most valuable, when several are);
2. else keeps, among its captures, those after which the next opponent cannot sweep the table (the chance
   that they hold a card of a rank that sweeps what is left, from the cards it has not seen and the size of
   their hand, is nil) and takes the best of them by what it gains: cards taken, coins, the settebello and
   the primiera gained per suit against what its side already holds;
3. else, when it has a card that captures nothing, lays the one that leaves the next player the least
   chance of a scopa (on equal chances a card whose rank it has seen three times, never a seven first,
   then the least valuable);
4. else takes the least risky capture (then the most valuable).
When several captures play cards of the same value, it keeps those taking the fewest cards (a fuller table
is harder to sweep).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import SETTEBELLO, Move, Observation, is_scopa
from .levels import _LadderBot  # the ladder's per-decision seeding
from .safety import SweepOdds
from .sim import PRIM, RANK, SUIT

# What a capture gains, in rough points (rules 2 and 4): a card, a coin, the settebello, a point of primiera
# value above the side's best of that suit (a seven over nothing: 21 points, so 2.1).
CARD = 1.0
COIN = 1.0
SETTEBELLO_GAIN = 5.0
PRIMIERA = 0.1


class ScoponeBenchmarkBot(_LadderBot):
    """The rule-based Scopone expert (see the module's doc). Deterministic: it draws no random numbers."""

    level = "scopone_benchmark"

    def choose(self, observation: Observation, totals: Sequence[int] | None = None) -> Move:
        moves = self._legal(observation)
        if len(moves) == 1:
            return moves[0]
        return Turn(observation).pick(moves)


class Turn:
    """The four rules, for one position seen from the seat to move."""

    def __init__(self, obs: Observation) -> None:
        self.obs = obs
        self.sweeps = SweepOdds(obs, infer=False)  # from the unseen cards alone
        self.table = self.sweeps.table
        self.final = obs.stock_size == 0 and sum(obs.hand_sizes) == 1  # my card is the hand's last
        self.unseen_ranks = [0] * 16
        for c in self.sweeps.unseen:
            self.unseen_ranks[RANK[c]] += 1
        self.best = [0, 0, 0, 0]  # my side's best primiera value per suit
        for c in obs.captured[obs.sides[obs.seat]]:
            self.best[SUIT[c]] = max(self.best[SUIT[c]], PRIM[c])

    def pick(self, moves: list[Move]) -> Move:
        captures = [m for m in moves if m.capture]
        trails = [m for m in moves if not m.capture]
        scope = [m for m in captures if len(m.capture) == len(self.table)
                 and is_scopa(self.obs.rules, m.card, m.capture, self.final)]
        if scope:
            return max(scope, key=self.gain)
        captures = fewest_cards(captures)
        safe = [m for m in captures if self.risk(m) == 0.0]
        if safe:
            return max(safe, key=self.gain)
        if trails:
            return min(trails, key=self.lay_order)
        return min(captures, key=lambda m: (self.risk(m), -self.gain(m)))

    def risk(self, move: Move) -> float:
        """The chance that the next player, an opponent, holds a card that sweeps the table `move` leaves."""
        return self.sweeps.after(move)

    def gain(self, move: Move) -> float:
        """What a capture takes: cards, coins, the settebello and the primiera gained per suit."""
        taken = [int(move.card), *(int(c) for c in move.capture)]
        value = CARD * len(taken) + COIN * sum(1 for c in taken if SUIT[c] == 0)
        if SETTEBELLO in taken:
            value += SETTEBELLO_GAIN
        for suit in range(4):
            top = max((PRIM[c] for c in taken if SUIT[c] == suit), default=0)
            value += PRIMIERA * max(0, top - self.best[suit])
        return value

    def lay_order(self, move: Move) -> tuple[float, bool, bool, float]:
        """Trails, best first: the least chance of a scopa, a rank seen three times (nobody else holds it),
        not a seven, the least valuable card."""
        card = int(move.card)
        dead = self.unseen_ranks[RANK[card]] == 0
        return (round(self.risk(move), 6), not dead, RANK[card] == 7, self.gain(move))


def fewest_cards(captures: list[Move]) -> list[Move]:
    """The captures that take the fewest cards among those playing a card of the same value."""
    fewest: dict[int, int] = {}
    for m in captures:
        rank = m.card.rank
        fewest[rank] = min(fewest.get(rank, 99), len(m.capture))
    return [m for m in captures if len(m.capture) == fewest[m.card.rank]]

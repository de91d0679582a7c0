"""The chance that a move opens a scopa for the next player: the rule-based Scopone expert's first concern
(scopone_benchmark.py), and a weight on the expert's choice at the Scopone table (levels.ExpertBot).

Seen from the seat's observation: the next player, when an opponent, holds a random share of the cards this
seat has not seen (less, with `infer`, the ranks their trails since the deal show they lack,
knowledge.forbidden_ranks); the table a move leaves is swept by a card of some ranks (policy.sweep_ranks).
"""

from __future__ import annotations

from ..engine import Move, Observation
from . import knowledge, policy
from .sim import RANK


class SweepOdds:
    """For one position, the chance that the table each move leaves is swept by the next player."""

    def __init__(self, obs: Observation, infer: bool = True) -> None:
        self.obs = obs
        self.st = knowledge.observation_setting(obs)
        self.table = [int(c) for c in obs.table]
        seat = obs.seat
        nxt = self.st.after[seat]
        in_hands = sum(obs.hand_sizes)
        # The next player's card is the hand's last (no scopa then), or they are my partner: no threat.
        next_last = obs.stock_size == 0 and in_hands == 2 and not obs.rules.scopa_on_final_play
        self.threat = obs.sides[nxt] != obs.sides[seat] and obs.hand_sizes[nxt] > 0 and not next_last
        self.unseen = knowledge.unseen_ids(obs)
        lacks = knowledge.forbidden_ranks(obs, self.st)[nxt] if infer and self.threat else set()
        self.odds = policy.Odds(self.unseen, obs.hand_sizes[nxt], lacks, obs.rules.top_rank)

    def left(self, move: Move) -> list[int]:
        """The table after `move`."""
        if not move.capture:
            return self.table + [int(move.card)]
        return [int(c) for c in self.obs.table if c not in move.capture]

    def after(self, move: Move) -> float:
        """The chance that the next player, an opponent, holds a card that sweeps the table `move` leaves."""
        rest = self.left(move)
        if not self.threat or not rest:
            return 0.0
        return self.odds.holds_any(policy.sweep_ranks(self.st, [RANK[c] for c in rest]))

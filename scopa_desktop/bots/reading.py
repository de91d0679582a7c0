"""Reading the other players: how likely a sampled deal is, given what they played since the last deal.

`knowledge.forbidden_ranks` draws the hard line (with capture mandatory, a player who trailed held no
card that could capture). This is the soft part: a player who took a plain card while the settebello lay
on the table probably held nothing that took it; one who trailed a seven probably had nothing safer.
Under each sampled deal, each of the other players' plays since the last deal gets the chance a simple
player model gives it among the moves their hand then allowed (a softmax of the move's immediate worth:
cards and scopa taken, less what a trailed card gives up); a deal's weight is the product. The search
averages its worlds by those weights. Seen from the seat's observation only: the plays are public, the
hands are the sampled deal's.
"""

from __future__ import annotations

import random
from math import exp

from ..engine import Observation
from . import knowledge, policy, sim

SHARPNESS = 2.0  # how sure the model is that a player makes the move worth most (per point of worth)
FLOOR = 0.05  # no deal weighs less than this share of the likeliest: a model, not a certainty


class RoundPlays:
    """The plays since the last deal, each with the table it was made onto (public facts)."""

    def __init__(self, obs: Observation, st: sim.Setting) -> None:
        self.st = st
        self.plays: list[tuple[int, int, tuple[int, ...], list[int]]] = []  # seat, card, taken, table before
        count = knowledge.round_plays(obs)
        if not count:
            return
        table = [int(c) for c in obs.table]
        for play in reversed(obs.history[len(obs.history) - count:]):
            card = int(play.card)
            taken = tuple(int(c) for c in play.capture)
            if taken:
                table = table + list(taken)
            elif card in table:
                table.remove(card)
            if play.seat != obs.seat:
                self.plays.append((play.seat, card, taken, table[:]))
        self.plays.reverse()
        self.val = policy.card_values(obs.rules)

    def likelihood(self, world: sim.State, sharpness: float = SHARPNESS) -> float:
        """How likely the other players' plays this round were under `world`'s hands (a product of chances)."""
        if not self.plays:
            return 1.0
        st = self.st
        val = self.val
        later: dict[int, list[int]] = {}
        for seat, card, _taken, _table in self.plays:
            later.setdefault(seat, []).append(card)
        total = 1.0
        for seat, card, taken, table in self.plays:
            played = later[seat]
            hand = world.hands[seat] + played  # the hand then: still held, and played since (this card on)
            played.remove(card)
            worths = []
            chosen = None
            for c in set(hand):
                opts = sim.options(st, table, c)
                for o in opts:
                    w = val[c] + sum(val[table[i]] for i in o) + (policy.SCOPA if len(o) == len(table) else 0.0)
                    worths.append(w)
                    if c == card and chosen is None and sorted(table[i] for i in o) == sorted(taken):
                        chosen = w
                if not opts or not st.mandatory:
                    w = -0.5 * val[c]
                    worths.append(w)
                    if c == card and not taken:
                        chosen = w
            if chosen is None or len(worths) < 2:
                continue
            top = max(worths)
            total *= exp(sharpness * (chosen - top)) / sum(exp(sharpness * (w - top)) for w in worths)
        return total


def normalised(weights: list[float]) -> list[float]:
    """Weights scaled so the likeliest deal weighs 1, none less than FLOOR."""
    top = max(weights, default=0.0)
    if top <= 0.0:
        return [1.0] * len(weights)
    return [max(FLOOR, w / top) for w in weights]


def resampled(obs: Observation, st: sim.Setting, hidden: list[int], forbidden: list[set[int]], rng: random.Random,
              worlds: int, pool: int, sharpness: float = SHARPNESS) -> list[sim.State]:
    """`worlds` deals drawn, in proportion to how likely the others' plays since the deal were in each,
    from `pool` sampled deals (systematic resampling: the likeliest may come more than once). With no
    plays to read, `worlds` plain samples."""
    plays = RoundPlays(obs, st)
    drawn = pool if plays.plays else worlds
    candidates = [knowledge.sample_world(obs, st, hidden, forbidden, rng) for _ in range(drawn)]
    if not plays.plays:
        return candidates
    weights = [plays.likelihood(c, sharpness) for c in candidates]
    step = sum(weights) / worlds
    if step <= 0.0:
        return candidates[:worlds]
    mark = rng.random() * step  # the next draw's position along the weights' running sum
    out: list[sim.State] = []
    reached = 0.0
    for candidate, weight in zip(candidates, weights, strict=True):
        reached += weight
        while len(out) < worlds and mark < reached:
            out.append(candidate)
            mark += step
    out += candidates[-1:] * (worlds - len(out))  # rounding at the very end of the sum
    return out


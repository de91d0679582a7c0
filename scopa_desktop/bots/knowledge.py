"""What a seat can infer from its observation: unseen cards, ranks an opponent cannot hold, and worlds
(full deals of the hidden cards) sampled consistently with everything it has seen.

Inference used: with capture mandatory, a player who trailed probably could capture with none of the cards
in their hand at that moment (the rule binds only the card played, so this is a player's habit, not a
certainty: with three cards a hand, a player who can capture nearly always does); cards still in that hand
were dealt in the same round, so since the last deal that player is taken to hold no card of a rank that
could have captured on the table they trailed onto. Not at Scopone: with nine or ten cards a hand, laying
one card while another could capture is common play (23-27% of the ranks the inference ruled out were held,
against 7.5% with three cards: scripts/bench/trail_inference.py), so there the hidden cards are dealt
unconstrained.
"""

from __future__ import annotations

import random

from ..engine import DECLARATIONS, Observation, deal_plan, declared_matta_rank
from . import sim

LONG_HAND = 3  # cards a hand beyond which a trail says nothing of the rest of the hand (Scopone's 9 and 10)


def observation_setting(obs: Observation) -> sim.Setting:
    _, hand_size = deal_plan(obs.rules, obs.players)
    if obs.rules.deals_everything:
        hand_size = max(hand_size, *obs.hand_sizes)
    return sim.Setting(obs.rules, obs.players, tuple(obs.sides), hand_size)


def round_plays(obs: Observation) -> int:
    """How many cards have been played since the last deal (0 when unknown, e.g. a built position)."""
    rules = obs.rules
    n = obs.players
    table0, d0 = deal_plan(rules, n)
    rounds = [d0]
    stock = rules.deck_size - table0 - n * d0
    while stock > 0:
        per = min(d0, stock // n)
        if per <= 0:
            break
        rounds.append(per)
        stock -= per * n
    in_hands = sum(obs.hand_sizes)
    dealt = len(obs.history) + in_hands
    total = 0
    for d in rounds:
        total += n * d
        if total == dealt:
            plays = n * d - in_hands
            return plays if 0 <= plays <= len(obs.history) else 0
    return 0


def forbidden_ranks(obs: Observation, st: sim.Setting, long_hands: bool = False) -> list[set[int]]:
    """Per seat: ranks it is taken not to hold now, inferred from its trails since the last deal (none where
    a hand holds more than three cards: Scopone, see the module's doc; unless `long_hands`, for the benchmark,
    which models a bot that infers at every table)."""
    out: list[set[int]] = [set() for _ in range(obs.players)]
    if not obs.rules.capture_mandatory or (st.hand_size > LONG_HAND and not long_hands):
        return out
    plays = round_plays(obs)
    if not plays:
        return out
    table = [int(c) for c in obs.table]
    # Walk back through this round's plays, rebuilding the table each was made onto.
    for play in reversed(obs.history[len(obs.history) - plays:]):
        card = int(play.card)
        if play.capture:
            table = table + [int(c) for c in play.capture]
        else:
            if card in table:
                table.remove(card)
            if play.seat != obs.seat and table:
                ranks = out[play.seat]
                for r in range(1, obs.rules.top_rank + 1):
                    probe = r - 1  # a card id of rank r (coins): options depend on the rank only
                    if sim.options(st, table, probe):
                        ranks.add(r)
    return out


def unseen_ids(obs: Observation) -> list[int]:
    return [int(c) for c in obs.unseen_cards()]


def sample_world(
    obs: Observation, st: sim.Setting, hidden: list[int], forbidden: list[set[int]], rng: random.Random
) -> sim.State:
    """A full state of the hand: the seat's own cards as seen, the hidden ones dealt at random within the
    inferred constraints. Never reads anything but the observation."""
    pool = hidden[:]
    rng.shuffle(pool)
    n = obs.players
    revealed = obs.revealed or ((),) * n
    hands: list[list[int]] = [[int(c) for c in revealed[s]] for s in range(n)]  # declared hands lie face up
    hands[obs.seat] = [int(c) for c in obs.hand]
    others = [s for s in range(n) if s != obs.seat]
    # Constrained seats first, most constrained first, each taking the first allowed cards in the pool.
    others.sort(key=lambda s: -len(forbidden[s]))
    for s in others:
        need = obs.hand_sizes[s] - len(hands[s])
        bad = forbidden[s]
        if bad:
            take = [c for c in pool if sim.RANK[c] not in bad][:need]
            if len(take) < need:  # inconsistent with the inference (a built position): ignore it
                take = pool[:need]
            chosen = set(take)
            pool = [c for c in pool if c not in chosen]
        else:
            take = pool[:need]
            pool = pool[need:]
        hands[s] += take
    stock = pool[:obs.stock_size]
    piles = [[int(c) for c in p] for p in obs.captured]
    last = -1 if obs.last_capturer is None else obs.last_capturer
    state = sim.State(st, hands, [int(c) for c in obs.table], stock, piles, list(obs.scope), last, obs.to_move)
    if st.declares:
        _declarations(obs, st, state, others)
    return state


def _declarations(obs: Observation, st: sim.Setting, state: sim.State, others: list[int]) -> None:
    """Cirulla: the points declared so far and a declared matta's rank, from the events; and the sampled
    hands of the seats yet to play their first card of this deal declared, as a bot would."""
    bonus = [0] * st.n_sides
    for event in obs.events:
        if event.kind in DECLARATIONS:
            bonus[obs.sides[event.seat]] += event.points
    for seat, hand in enumerate(state.hands):
        if sim.MATTA_ID in hand:
            state.matta_rank = declared_matta_rank(seat, obs.events, obs.rules) or 0
    state.bonus = bonus
    revealed = obs.revealed or ((),) * obs.players
    fresh = [s for s in others if obs.hand_sizes[s] == st.hand_size and not revealed[s]]
    sim.declare(state, fresh)


def hidden_is_known(obs: Observation, hidden: list[int]) -> bool:
    """Whether every hidden card's place is certain: no stock, and one other seat holds all of them."""
    if obs.stock_size:
        return False
    holders = [s for s in range(obs.players) if s != obs.seat and obs.hand_sizes[s]]
    return len(holders) <= 1 and (not holders or obs.hand_sizes[holders[0]] == len(hidden))

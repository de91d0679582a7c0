"""Reading the opponents' play: how likely a sampled deal is, given the moves the opponents chose.

A good player's choices say something about the cards they kept. For every opposing play since the
last deal, the seat's position then is rebuilt as that player saw it — with, in a sampled deal, the
hand they must have held — and a club player's judgement (`medium_scores`) scores the moves it had.
A deal in which the actual play is among the best scored keeps weight 1, one where it is not is
down-weighted (never excluded: opponents are not all club players). Ties count as agreement, since
the rebuilt hand and table need not be in the order the player saw them.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from ..engine import Card, Move, Observation
from ..engine.cards import ALL_CARDS
from . import knowledge, sim

MISMATCH = 0.35  # weight factor of a deal for each opposing play it makes look unlike a good player's


def deal_weigher(obs: Observation, judge: Callable[[Observation, list[Move]], list[float]]) -> Callable | None:
    """A function world -> weight, or None when there is nothing to read (no opposing play this round)."""
    plays = knowledge.round_plays(obs)
    if not plays:
        return None
    history = obs.history
    start = len(history) - plays
    my_side = obs.sides[obs.seat]
    table = list(obs.table)
    piles = [list(p) for p in obs.captured]
    sizes = list(obs.hand_sizes)
    later: dict[int, list[Card]] = {}  # seat -> cards it played after the play being rebuilt
    checks = []
    # Walk back through this round, undoing each play to rebuild the position it was made from.
    for t in range(len(history) - 1, start - 1, -1):
        play = history[t]
        side = obs.sides[play.seat]
        if play.capture:
            taken = set(play.capture) | {play.card}
            piles[side] = [c for c in piles[side] if c not in taken]
            table = table + list(play.capture)
        elif play.card in table:
            table.remove(play.card)
        sizes[play.seat] += 1
        if side != my_side:
            before = dataclasses.replace(
                obs, to_move=play.seat, seat=play.seat, hand=(), table=tuple(table), hand_sizes=tuple(sizes),
                captured=tuple(tuple(p) for p in piles), history=history[:t], scope=obs.scope,
            )
            held = (play.card, *later.get(play.seat, ()))  # the cards it held then that it has played since
            checks.append((before, held, Move(play.card, play.capture)))
        later.setdefault(play.seat, []).append(play.card)
    if not checks:
        return None

    def weight(world: sim.State) -> float:
        w = 1.0
        for before, played_since, actual in checks:
            hand = tuple(ALL_CARDS[c] for c in world.hands[before.seat]) + played_since
            seen = dataclasses.replace(before, hand=hand)
            moves = seen.legal_moves()
            if len(moves) > 1:
                scores = judge(seen, moves)
                mine = scores[moves.index(actual)] if actual in moves else -1e9
                if mine < max(scores) - 1e-9:
                    w *= MISMATCH
        return w

    return weight

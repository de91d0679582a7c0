"""A suggested move for the player to move, and why, from what that player may know (an Observation).

Pure logic, no pygame. Every candidate move is scored by its effect (what it takes, what it leaves on the
table, what it keeps in hand); the reason shown is the strongest effect that truly holds for the chosen
move, so "takes the settebello" is only ever said of a move that takes it. Reasons are locale keys under
`hints.` (the UI translates them).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..engine import SETTEBELLO, Card, Move, capture_options, is_scopa

# What each effect is worth to the evaluation (points of a rough "expected score" scale).
W_SCOPA = 100.0
W_SETTEBELLO = 60.0
W_SEVEN = 12.0
W_COIN = 6.0
W_CARD = 3.0
W_PRIMIERA = {6: 4.0, 1: 3.0}
W_SWEEP_RISK = 45.0
W_LAST_CAPTURE = 15.0


@dataclass(frozen=True)
class Effect:
    """What one move does, in facts (no judgement): the raw material for its score and its reason."""

    move: Move
    scopa: bool
    settebello: bool
    sevens: int
    coins: int
    cards: int
    leaves_sweep: bool  # a card not yet seen could take everything left on the table
    trails_seven: bool
    trails_settebello: bool
    last_capture: bool  # the last capture of the hand (takes what is left)


@dataclass(frozen=True)
class Hint:
    """A suggested move and why: `reason` is a locale key (`hints.<reason>`) with `params` to fill in."""

    move: Move
    reason: str
    params: dict[str, Any] = field(default_factory=dict)

    @property
    def reason_key(self) -> str:
        return f"hints.{self.reason}"


def _is_scopa(obs: Any, move: Move) -> bool:
    """Whether `move` sweeps the table and the rules count it a scopa (the engine's own rule)."""
    if not move.capture or len(move.capture) != len(obs.table):
        return False
    final_play = obs.stock_size == 0 and sum(obs.hand_sizes) == 1
    return is_scopa(obs.rules, move.card, move.capture, final_play)


def _sweepable(table: tuple[Card, ...], unseen: list[Card], rules: Any) -> bool:
    """Whether some card still hidden from the player could capture the whole of `table`."""
    if not table:
        return False
    whole = frozenset(table)
    checked: set[int] = set()
    for card in unseen:
        if card.rank in checked:
            continue
        checked.add(card.rank)
        if any(option == whole for option in capture_options(card, table, rules)):
            return True
    return False


def effect_of(obs: Any, move: Move, unseen: list[Card] | None = None) -> Effect:
    """The facts of `move` for the observing player (who must be the one to move)."""
    unseen = obs.unseen_cards() if unseen is None else unseen
    taken = move.capture
    after = tuple(c for c in obs.table if c not in taken) + (() if taken else (move.card,))
    last_play = obs.stock_size == 0 and sum(obs.hand_sizes) == 1
    everyone_done = obs.stock_size == 0 and sum(obs.hand_sizes) <= len(obs.hand_sizes)
    return Effect(
        move=move,
        scopa=_is_scopa(obs, move),
        settebello=bool(taken) and (SETTEBELLO in taken or move.card == SETTEBELLO),
        sevens=sum(1 for c in (*taken, move.card) if c.rank == 7) if taken else 0,
        coins=sum(1 for c in (*taken, move.card) if c.suit == "d") if taken else 0,
        cards=len(taken) + 1 if taken else 0,
        leaves_sweep=not last_play and _sweepable(after, unseen, obs.rules),
        trails_seven=not taken and move.card.rank == 7,
        trails_settebello=not taken and move.card == SETTEBELLO,
        last_capture=bool(taken) and everyone_done,
    )


def value(e: Effect) -> float:
    """The evaluation of one move's effect (higher is better)."""
    v = 0.0
    if e.scopa:
        v += W_SCOPA
    if e.settebello:
        v += W_SETTEBELLO
    v += W_SEVEN * e.sevens + W_COIN * e.coins + W_CARD * e.cards
    if e.cards:
        for c in (*e.move.capture, e.move.card):
            v += W_PRIMIERA.get(c.rank, 0.0)
    else:
        # Laying a card down: better a low, plain one than a seven, a coin or a primiera card.
        c = e.move.card
        v -= 30.0 * e.trails_settebello + 6.0 * e.trails_seven + 2.0 * (c.suit == "d") + W_PRIMIERA.get(c.rank, 0.0)
        v -= 0.2 * (10 - min(10, c.rank))  # a high card is harder to use later, a low one easier to take
    if e.leaves_sweep:
        v -= W_SWEEP_RISK
    if e.last_capture:
        v += W_LAST_CAPTURE
    return v


def reason_for(chosen: Effect, others: list[Effect], hand: tuple[Card, ...]) -> tuple[str, dict[str, Any]]:
    """The strongest true reason for `chosen`, compared with the other legal moves."""
    if not others:
        return "only_move", {}
    if chosen.scopa:
        return "makes_scopa", {}
    if chosen.settebello:
        return "takes_settebello", {}
    if not chosen.leaves_sweep and any(o.leaves_sweep for o in others):
        return "no_sweep_left", {}
    if chosen.sevens:
        return "takes_seven", {}
    if chosen.last_capture:
        return "last_capture", {}
    if chosen.coins == 1:
        return "takes_coin", {}
    if chosen.coins > 1:
        return "takes_coins", {"n": chosen.coins}
    if chosen.cards and chosen.cards >= max(o.cards for o in others):
        return "takes_most_cards", {}
    if not chosen.cards:
        if any(c.rank == 7 for c in hand) and chosen.move.card.rank != 7:
            return "keeps_sevens", {}
        if SETTEBELLO in hand and chosen.move.card != SETTEBELLO:
            return "saves_settebello", {}
        if chosen.move.card.rank <= min(c.rank for c in hand):
            return "low_card", {}
    if chosen.cards:
        return "takes_cards", {"n": chosen.cards}
    if all(value(o) == value(chosen) for o in others):
        return "no_hint", {}
    return "least_harm", {}


def suggest(obs: Any) -> Hint | None:
    """The suggested move for `obs` (an engine Observation of the player to move), or None if it is not
    that player's turn. Deterministic: ties go to the first move in the engine's order."""
    moves = obs.legal_moves()
    if not moves:
        return None
    unseen = obs.unseen_cards()
    effects = [effect_of(obs, m, unseen) for m in moves]
    best = max(range(len(effects)), key=lambda i: (value(effects[i]), -i))
    chosen = effects[best]
    others = [e for i, e in enumerate(effects) if i != best]
    reason, params = reason_for(chosen, others, obs.hand)
    return Hint(chosen.move, reason, params)

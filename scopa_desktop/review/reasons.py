"""Why a move cost points, in words a player understands: the played move compared with Maestro's best.

From the same facts the hints use (hints.effect_of: what a move takes, whether it leaves the table open
to a sweep, trails a seven...), plus one the hints do not need: whether the move leaves a capture for the
settebello while it is still hidden. The first difference that holds, in order of what it usually costs,
is the reason. Reasons are locale keys under `review_reasons.` with parameters (move texts, counts).
"""

from __future__ import annotations

from typing import Any

from ..engine import SETTEBELLO, Move, Observation, capture_options
from .hints import Effect, effect_of


def _table_after(obs: Observation, move: Move) -> tuple:
    if move.capture:
        return tuple(card for card in obs.table if card not in move.capture)
    return (*obs.table, move.card)


def _settebello_can_take(obs: Observation, move: Move, unseen: list) -> bool:
    """After `move`, someone else could take cards with the settebello (still hidden from the player)."""
    if SETTEBELLO not in unseen:
        return False
    table = _table_after(obs, move)
    return bool(table) and bool(capture_options(SETTEBELLO, table, obs.rules))


def reason_for(obs: Observation, played: Move, best: Move) -> tuple[str, dict[str, Any]]:
    """The reason `played` was worse than `best` for the observing seat (the one that played it)."""
    unseen = obs.unseen_cards()
    p, b = effect_of(obs, played, unseen), effect_of(obs, best, unseen)
    params: dict[str, Any] = {"best": str(best), "played": str(played)}
    for name, holds in _CHECKS:
        if holds(p, b, obs, unseen):
            if name == "settebello_open" and not any(card.rank == 7 for card in _table_after(obs, played)):
                name = "settebello_sum"  # no 7 left, but cards adding up to seven
            if name in ("fewer_coins", "fewer_cards"):
                key = "coins" if name == "fewer_coins" else "cards"
                params.update(n=getattr(p, key), best_n=getattr(b, key))
            return name, params
    return "better_odds", params


def _left_settebello(p: Effect, b: Effect, obs: Observation, unseen: list) -> bool:
    return p.trails_settebello and not b.trails_settebello


def _settebello_open(p: Effect, b: Effect, obs: Observation, unseen: list) -> bool:
    return _settebello_can_take(obs, p.move, unseen) and not _settebello_can_take(obs, b.move, unseen)


def _gave_up_primiera(p: Effect, b: Effect, obs: Observation, unseen: list) -> bool:
    return b.sevens > p.sevens or (p.trails_seven and not b.trails_seven)


def _laid_primiera_card(p: Effect, b: Effect, obs: Observation, unseen: list) -> bool:
    """Laid down an ace or a six (the best primiera cards after the sevens) where the best move did not."""
    strong = (1, 6)
    return not p.cards and p.move.card.rank in strong and (b.cards > 0 or b.move.card.rank not in strong)


_CHECKS = (
    ("missed_scopa", lambda p, b, o, u: b.scopa and not p.scopa),
    ("opened_scopa", lambda p, b, o, u: p.leaves_sweep and not b.leaves_sweep),
    ("missed_settebello", lambda p, b, o, u: b.settebello and not p.settebello),
    ("left_settebello", _left_settebello),
    ("settebello_open", _settebello_open),
    ("gave_up_primiera", _gave_up_primiera),
    ("missed_last_capture", lambda p, b, o, u: b.last_capture and not p.last_capture),
    ("fewer_coins", lambda p, b, o, u: b.coins > p.coins),
    ("fewer_cards", lambda p, b, o, u: b.cards > p.cards),
    ("took_needlessly", lambda p, b, o, u: p.cards > 0 and b.cards == 0),
    ("endgame", lambda p, b, o, u: o.stock_size == 0),
    ("laid_coin", lambda p, b, o, u: not p.cards and p.move.card.suit == "d" and (b.cards or b.move.card.suit != "d")),
    ("laid_primiera_card", _laid_primiera_card),
)

"""Stand-in states for the networked table: a `Game` and a `Match` built from one seat's observation.

The table scene draws and animates Games. Online, a seat only ever receives its Observation, so the
table is given a Game equal to it in everything that seat may know; every hidden card (another hand, the
stock) is filled with a card this seat has not seen. Those fillers are only ever drawn face down. The card
an opponent has just played is put in that seat's hand of the "before" state, so its flight is exact.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

from ....engine import Card, Game, HandScore, Match, Observation, Rules, deal_plan, match_winner


@functools.cache
def _hand_size(rules: Rules, players: int) -> int:
    return deal_plan(rules, players)[1]


def standin_game(obs: Observation, shown: Sequence[tuple[int, Card]] = ()) -> Game:
    """A Game that `obs.seat` cannot tell from the real one. `shown` puts known cards, (seat, card), into
    other seats' hands (the card a seat is about to play)."""
    known = {card for _, card in shown}
    fillers = iter(card for card in obs.unseen_cards() if card not in known)

    def take(n: int) -> list[str]:
        cards = [str(next(fillers)) for _ in range(n)]  # StopIteration: an observation that lies about sizes
        return cards

    hands: list[list[str]] = []
    for seat in range(obs.players):
        if seat == obs.seat:
            hands.append([str(c) for c in obs.hand])
            continue
        mine = [str(card) for who, card in shown if who == seat]
        hands.append(mine + take(obs.hand_sizes[seat] - len(mine)))
    data: dict[str, Any] = {
        "rules": obs.rules.to_dict(), "players": obs.players, "dealer": obs.dealer,
        "hand_size": _hand_size(obs.rules, obs.players), "to_move": obs.to_move, "hands": hands,
        "table": [str(c) for c in obs.table], "stock": take(obs.stock_size),
        "captured": [[str(c) for c in pile] for pile in obs.captured], "scope": list(obs.scope),
        "last_capturer": obs.last_capturer,
        "history": [[p.seat, str(p.card), [str(c) for c in p.capture], p.scopa] for p in obs.history],
        "over": obs.is_over, "leftover": [], "extras": _extras(obs),
    }
    return Game.from_dict(data)


def _extras(obs: Observation) -> dict[str, Any] | None:
    """The variant's events and revealed hands as the seat saw them (None when the rules have none)."""
    if not obs.events and not any(obs.revealed):
        return None
    bonus: list[list[list[Any]]] = [[] for _ in range(max(obs.sides) + 1)]
    for event in obs.events:
        if event.kind != "opening_fifteen":  # its points are scope, already counted; the others are bonus
            bonus[obs.sides[event.seat]].append([event.kind, event.points])
    revealed = [[str(c) for c in hand] for hand in obs.revealed] or [[] for _ in range(obs.players)]
    return {"bonus": bonus, "revealed": revealed,
            "events": [[e.kind, e.seat, [str(c) for c in e.cards], e.points] for e in obs.events]}


def standin_match(game: Game, totals: Sequence[int], history: Sequence[Sequence[HandScore]] = (),
                  previous: Game | None = None, winner: int | None = None) -> Match:
    """A Match around `game` with the server's running totals: what the score bar, the scoring sheet and
    the match's end read. `winner` is the server's word (or, at a hand's end, the engine's rule)."""
    rules = game.rules
    if winner is None and previous is not None:
        winner = match_winner(tuple(totals), rules)
    data = {
        "rules": rules.to_dict(), "players": game.players, "seed": 0, "totals": list(totals),
        "history": [[score.to_dict() for score in hand] for hand in history], "game": game.to_dict(),
        "winner": winner, "previous_game": None if previous is None else previous.to_dict(), "conceded": False,
    }
    return Match.from_dict(data)

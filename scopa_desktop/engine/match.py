"""A match: hands played one after another until a side reaches the target strictly ahead."""

from __future__ import annotations

import random
from typing import Any

from .game import Game
from .moves import Move
from .rules import Rules
from .scoring import HandScore, match_winner


class Match:
    """Immutable match state. `match.play(move)` returns the next state; finished hands are scored and
    the next hand dealt (by the next dealer in turn order) inside `play`.

    >>> match = Match.new(Rules(), players=2, seed=1)
    >>> match.totals, match.winner, match.game.dealer
    ((0, 0), None, 0)
    >>> while not match.history:  # play the first hand out, always the first legal move
    ...     match = match.play(match.game.legal_moves()[0])
    >>> len(match.history), sum(match.totals) == sum(s.total for s in match.history[0]), match.game.dealer
    (1, True, 1)
    """

    __slots__ = ("_rules", "_players", "_seed", "_totals", "_history", "_game", "_winner", "_previous", "_conceded")

    @classmethod
    def new(cls, rules: Rules, players: int = 2, seed: int | str | None = None) -> Match:
        """A new match; with `seed=None` a random seed is drawn and kept (see `match.seed`)."""
        rules.check_players(players)
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        game = Game.new(rules, players, seed=_hand_seed(seed, 0), dealer=0)
        n_sides = max(rules.sides_for(players)) + 1
        return cls._build(rules, players, seed, (0,) * n_sides, (), game, None, None, False)

    @classmethod
    def _build(cls, rules, players, seed, totals, history, game, winner, previous, conceded) -> Match:
        match = object.__new__(cls)
        for name, value in (
            ("_rules", rules), ("_players", players), ("_seed", seed), ("_totals", totals),
            ("_history", history), ("_game", game), ("_winner", winner), ("_previous", previous),
            ("_conceded", conceded),
        ):
            object.__setattr__(match, name, value)
        return match

    def __setattr__(self, name, value):
        raise AttributeError("Match states are immutable: play() returns a new one")

    def play(self, move: Move) -> Match:
        """Play `move` in the current hand; an illegal move, or any move once the match is won, raises."""
        if self._winner is not None:
            raise ValueError("the match is over")
        game = self._game.play(move)
        if not game.is_over:
            return Match._build(
                self._rules, self._players, self._seed, self._totals, self._history, game, None, self._previous,
                False,
            )
        scores = game.score()
        totals = tuple(t + s.total for t, s in zip(self._totals, scores, strict=True))
        history = self._history + (tuple(scores),)
        winner = match_winner(totals, self._rules)
        next_game = game
        if winner is None:
            dealer = game.next_seat(game.dealer)
            next_game = Game.new(self._rules, self._players, seed=_hand_seed(self._seed, len(history)), dealer=dealer)
        return Match._build(self._rules, self._players, self._seed, totals, history, next_game, winner, game, False)

    def declare(self) -> Match:
        """Declare for the seat to move in the current hand (see `Game.declare`)."""
        if self._winner is not None:
            raise ValueError("the match is over")
        return Match._build(
            self._rules, self._players, self._seed, self._totals, self._history, self._game.declare(), None,
            self._previous, False,
        )

    # -- conceding (source 000: a side at 7 with the other at 0 may concede) --------------------------
    def can_concede(self, side: int) -> bool:
        """Whether `side` may concede now: the option is on, it has 0 and another side has 7 or more."""
        return (
            self._rules.forfeit_seven_zero
            and self._winner is None
            and self._totals[side] == 0
            and any(t >= 7 for i, t in enumerate(self._totals) if i != side)
        )

    def concede(self, side: int) -> Match:
        """`side` concedes; the side with the highest total wins."""
        if not self.can_concede(side):
            raise ValueError(f"side {side} may not concede now (only at 0 against 7 or more, with forfeit_seven_zero)")
        others = [(t, i) for i, t in enumerate(self._totals) if i != side]
        winner = max(others)[1]
        return Match._build(
            self._rules, self._players, self._seed, self._totals, self._history, self._game, winner, self._previous,
            True,
        )

    # -- reading ---------------------------------------------------------------------------------
    @property
    def rules(self) -> Rules:
        return self._rules

    @property
    def players(self) -> int:
        return self._players

    @property
    def seed(self) -> int | str:
        return self._seed

    @property
    def game(self) -> Game:
        """The hand in play (once the match is won: the last hand, finished)."""
        return self._game

    @property
    def previous_game(self) -> Game | None:
        """The hand that finished most recently, for showing its scoring; None before the first ends."""
        return self._previous

    @property
    def totals(self) -> tuple[int, ...]:
        return self._totals

    @property
    def history(self) -> tuple[tuple[HandScore, ...], ...]:
        return self._history

    @property
    def winner(self) -> int | None:
        return self._winner

    @property
    def conceded(self) -> bool:
        return self._conceded

    @property
    def is_over(self) -> bool:
        return self._winner is not None

    def _key(self) -> tuple:
        return (
            self._rules, self._players, self._seed, self._totals, self._history, self._game, self._winner,
            self._previous, self._conceded,
        )

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Match) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-safe data; `Match.from_dict(m.to_dict()) == m`."""
        return {
            "rules": self._rules.to_dict(),
            "players": self._players,
            "seed": self._seed,
            "totals": list(self._totals),
            "history": [[s.to_dict() for s in hand] for hand in self._history],
            "game": self._game.to_dict(),
            "winner": self._winner,
            "previous_game": None if self._previous is None else self._previous.to_dict(),
            "conceded": self._conceded,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Match:
        try:
            rules = Rules.from_dict(data["rules"])
            history = tuple(tuple(HandScore.from_dict(s) for s in hand) for hand in data["history"])
            previous = None if data.get("previous_game") is None else Game.from_dict(data["previous_game"])
            return cls._build(
                rules, int(data["players"]), data["seed"], tuple(int(t) for t in data["totals"]), history,
                Game.from_dict(data["game"]), data["winner"], previous, bool(data.get("conceded", False)),
            )
        except (KeyError, TypeError) as exc:
            raise ValueError(f"not a saved match: {exc!r}") from None


def _hand_seed(seed: int | str, hand_index: int) -> str:
    """Each hand's shuffle seed, derived from the match seed (string seeds hash the same on every machine)."""
    return f"{seed}/{hand_index}"

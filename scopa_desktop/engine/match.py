"""A match: hands played one after another until a side reaches the target strictly ahead."""

from __future__ import annotations

import random
from typing import Any

from .game import Game
from .moves import Move
from .position import as_list, is_count
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
        n_sides = rules.side_count(players)
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
        """Rebuild a match saved with `to_dict`; anything missing, of the wrong type or impossible raises
        ValueError naming the field."""
        if not isinstance(data, dict):
            raise ValueError(f"a saved match is a mapping of its fields, not {type(data).__name__}")
        try:
            rules = Rules.from_dict(data["rules"])
            game = Game.from_dict(data["game"])
            previous = None if data.get("previous_game") is None else Game.from_dict(data["previous_game"])
            history = tuple(_hand_scores(hand) for hand in as_list("history", data["history"]))
            match = cls._build(
                rules, data["players"], data["seed"], tuple(as_list("totals", data["totals"])), history, game,
                data["winner"], previous, data.get("conceded", False),
            )
        except KeyError as exc:
            raise ValueError(f"not a saved match: the field {exc} is missing") from None
        except TypeError as exc:
            raise ValueError(f"not a saved match: {exc!r}") from None
        match._check()
        return match

    def _check(self) -> None:
        """Raise ValueError naming the field of anything impossible in a match rebuilt from data."""
        rules, players = self._rules, self._players
        if type(players) is not int or players != self._game.players:
            raise ValueError(f"players is {players!r} but the hand is played by {self._game.players}")
        rules.check_players(players)
        for name, game in (("game", self._game), ("previous_game", self._previous)):
            if game is not None and (game.rules != rules or game.players != players):
                raise ValueError(f"{name} is played by other rules or players than the match's")
        if isinstance(self._seed, bool) or not isinstance(self._seed, int | str):
            raise ValueError(f"seed must be a whole number or text, not {self._seed!r}")
        n_sides = rules.side_count(players)
        if len(self._totals) != n_sides or not all(is_count(total) for total in self._totals):
            raise ValueError(f"totals must hold one count (0 or more) per side ({n_sides}), not {self._totals!r}")
        for scores in self._history:
            if len(scores) != n_sides:
                raise ValueError(f"history must hold one score per side ({n_sides}) for every hand")
        winner = self._winner
        if winner is not None and (not is_count(winner) or winner >= n_sides):
            raise ValueError(f"winner must be null or a side from 0 to {n_sides - 1}, not {winner!r}")
        if type(self._conceded) is not bool:
            raise ValueError(f"conceded must be true or false, not {self._conceded!r}")


def _hand_scores(hand: Any) -> tuple[HandScore, ...]:
    """One finished hand's scores, per side, each figure a count (0 or more)."""
    scores = []
    for data in as_list("history hand", hand):
        if not isinstance(data, dict):
            raise ValueError(f"a hand score is a mapping of its figures, not {data!r}"[:200])
        score = HandScore.from_dict(data)
        figures = [value for field, value in zip(score._fields, score, strict=True) if field != "bonuses"]
        if not all(is_count(value) for value in figures + [points for _, points in score.bonuses]):
            raise ValueError(f"history scores must be counts (0 or more), not {data!r}"[:200])
        scores.append(score)
    return tuple(scores)


def _hand_seed(seed: int | str, hand_index: int) -> str:
    """Each hand's shuffle seed, derived from the match seed (string seeds hash the same on every machine)."""
    return f"{seed}/{hand_index}"

"""A finished match rebuilt move by move from its history record: the steps a review walks through.

The record keeps the rules, the players, the seed and every move (storage/moves.py); the engine deals
each hand again from the seed and plays the moves, so every position is exactly the one played. A
record whose moves do not replay (a damaged file, a move the rules refuse) raises a ValueError saying
which move of which hand failed; a record without moves (older files) has no replay.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine import Game, Match, Move, Rules
from ..storage import DECLARE, MatchRecord


@dataclass(frozen=True)
class ReplayStep:
    """One move of the match: `move` is None when `seat` declared its hand (Cirulla). `before` is the hand
    before it, `after` the hand after it (finished when it was the hand's last move); `totals` are the
    match totals before this hand, per side."""

    index: int  # in the whole match, from 0
    hand: int  # which hand, from 0
    seat: int
    move: Move | None
    before: Game
    after: Game
    totals: tuple[int, ...]

    @property
    def declared(self) -> bool:
        return self.move is None

    @property
    def text(self) -> str:
        """The move in engine notation (`declare` for a declaration)."""
        return DECLARE if self.move is None else str(self.move)


@dataclass(frozen=True)
class MatchReplay:
    """Every step of a match in order, each hand's state at its end (`hands`), and the match at the end."""

    rules: Rules
    players: int
    steps: tuple[ReplayStep, ...]
    hands: tuple[Game, ...]
    hand_starts: tuple[int, ...]  # the index of each hand's first step
    final: Match

    def hand_steps(self, hand: int) -> tuple[ReplayStep, ...]:
        """The steps of one hand."""
        start = self.hand_starts[hand]
        end = self.hand_starts[hand + 1] if hand + 1 < len(self.hand_starts) else len(self.steps)
        return self.steps[start:end]

    def totals_after(self, hand: int) -> tuple[int, ...]:
        """The match totals once `hand` was scored (the totals before it when it was not finished)."""
        history = self.final.history
        totals = [0] * len(self.final.totals)
        for scores in history[: hand + 1]:
            totals = [t + s.total for t, s in zip(totals, scores, strict=True)]
        return tuple(totals)


def can_replay(record: MatchRecord) -> bool:
    """Whether the record keeps what a replay needs (records older than the moves do not)."""
    return record.has_moves


def replay(record: MatchRecord) -> MatchReplay:
    """Rebuild the match of `record` with the engine. ValueError when the record keeps no moves, or when
    they do not replay to the totals it recorded."""
    if not record.has_moves:
        raise ValueError("this match was recorded without its moves: it cannot be replayed")
    rules = _rules(record)
    seed = record.seed
    assert seed is not None  # has_moves checks it
    match = Match.new(rules, record.players, seed=seed)
    steps: list[ReplayStep] = []
    hands: list[Game] = []
    starts: list[int] = []
    for hand_index, moves in enumerate(record.hand_moves()):
        if match.is_over:
            raise ValueError(f"the match was over after {hand_index} hands, but hand {hand_index + 1} has moves")
        starts.append(len(steps))
        totals = match.totals
        for number, text in enumerate(moves, start=1):
            game = match.game
            try:
                if text == DECLARE:
                    move, after, match = None, game.declare(), match.declare()
                else:
                    move = Move.parse(text)
                    after = game.play(move)
                    match = match.play(move)
            except ValueError as exc:
                raise ValueError(f"move {number} of hand {hand_index + 1} ({text!r}) does not replay: {exc}") from None
            steps.append(ReplayStep(len(steps), hand_index, game.to_move, move, game, after, totals))
        hands.append(match.previous_game if len(match.history) > hand_index and match.previous_game is not None
                     else match.game)
    _check_end(record, match)
    return MatchReplay(rules, record.players, tuple(steps), tuple(hands), tuple(starts), match)


def _rules(record: MatchRecord) -> Rules:
    options: Any = dict(record.options or {})
    try:
        return Rules.from_dict(options)
    except (ValueError, TypeError, KeyError) as exc:
        raise ValueError(f"the rules of this match cannot be read: {exc}") from None


def _check_end(record: MatchRecord, match: Match) -> None:
    """The replayed match ends as recorded: the same totals, and (unless conceded) the same winner."""
    if match.totals != record.totals:
        raise ValueError(f"the moves replay to {list(match.totals)}, but the record says {list(record.totals)}")
    if not record.conceded and match.winner != record.winner:
        raise ValueError(f"the moves replay to a match won by side {match.winner}, the record says {record.winner}")

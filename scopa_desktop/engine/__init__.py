"""The Scopa rules engine: pure, deterministic for a seed, immutable. No pygame, no I/O.

Public API (shared/ENGINE_API.md): Card, Rules, Move, Game, Match, legal_captures, score_hand, match_winner.
"""

from .captures import legal_captures
from .cards import Card
from .game import Game, Play
from .match import Match
from .moves import Move
from .observation import Observation
from .rules import Rules
from .scoring import HandScore, match_winner, score_hand

__all__ = [
    "Card", "Rules", "Move", "Game", "Match", "Observation", "Play", "HandScore",
    "legal_captures", "score_hand", "match_winner",
]

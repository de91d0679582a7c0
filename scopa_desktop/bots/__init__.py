"""Bots: players that see only an Observation and return a legal Move.

`make_bot(level, seed)` builds one; `BOT_LEVELS` lists the levels, weakest first:
random (base.py), then easy, medium, hard and expert (levels.py). `HIDDEN_LEVELS` are made by name but
never offered to players: "benchmark" (benchmark.py), the opponent the duels measure the expert against;
`DUEL_LEVELS` is both lists, what the headless tools accept. The search levels play sampled deals
out on a fast simulation of the rules (sim.py), dealt from what the seat knows (knowledge.py); see
search.py, race.py and matchplay.py. `bot.choose(observation, totals=None)`: pass the match totals
(per side, before this hand) and the expert plays for the match, not only for the hand. Before a bot's
move, `bot_declares(bot, match)` lets it declare its hand where the rules offer a declaration (Cirulla).
"""

from __future__ import annotations

from .base import Bot, bot_declares
from .registry import BOT_LEVELS, DUEL_LEVELS, HIDDEN_LEVELS, make_bot

__all__ = ["Bot", "BOT_LEVELS", "DUEL_LEVELS", "HIDDEN_LEVELS", "make_bot", "bot_declares"]

"""Bots: players that see only an Observation and return a legal Move.

`make_bot(level, seed)` builds one; `BOT_LEVELS` lists the levels, weakest first.
"""

from __future__ import annotations

from .base import Bot
from .registry import BOT_LEVELS, make_bot

__all__ = ["Bot", "BOT_LEVELS", "make_bot"]

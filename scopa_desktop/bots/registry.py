"""Bot levels by name."""

from __future__ import annotations

from collections.abc import Callable

from .base import Bot, RandomBot
from .benchmark import BenchmarkBot
from .levels import EasyBot, ExpertBot, HardBot, MediumBot

_FACTORIES: dict[str, Callable[[int | str | None], Bot]] = {
    "random": RandomBot,
    "easy": EasyBot,
    "medium": MediumBot,
    "hard": HardBot,
    "expert": ExpertBot,
}

BOT_LEVELS: list[str] = list(_FACTORIES)

# Levels made by name but never offered to players: the benchmark opponent the duels measure against.
_HIDDEN: dict[str, Callable[[int | str | None], Bot]] = {"benchmark": BenchmarkBot}
HIDDEN_LEVELS: list[str] = list(_HIDDEN)
DUEL_LEVELS: list[str] = BOT_LEVELS + HIDDEN_LEVELS  # what the headless tools accept


def make_bot(level: str, seed: int | str | None = None) -> Bot:
    """A bot of `level` (one of BOT_LEVELS, or a hidden level such as "benchmark"); an unknown level
    raises ValueError listing them."""
    factory = _FACTORIES.get(level) or _HIDDEN.get(level) if isinstance(level, str) else None
    if factory is None:
        raise ValueError(f"unknown bot level {level!r}; levels are: {', '.join(DUEL_LEVELS)}")
    return factory(seed)

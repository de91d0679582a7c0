"""Bot levels by name."""

from __future__ import annotations

from collections.abc import Callable

from .base import Bot, RandomBot
from .benchmark import BenchmarkBot
from .levels import EasyBot, ExpertBot, HardBot, MediumBot
from .scopone_benchmark import ScoponeBenchmarkBot

_FACTORIES: dict[str, Callable[[int | str | None], Bot]] = {
    "random": RandomBot,
    "easy": EasyBot,
    "medium": MediumBot,
    "hard": HardBot,
    "expert": ExpertBot,
}

BOT_LEVELS: list[str] = list(_FACTORIES)

# Levels made by name but never offered to players: the benchmark opponents the duels measure against
# (the search of benchmark.py, and the rule-based Scopone expert of scopone_benchmark.py).
_HIDDEN: dict[str, Callable[[int | str | None], Bot]] = {
    "benchmark": BenchmarkBot, "scopone_benchmark": ScoponeBenchmarkBot,
}
HIDDEN_LEVELS: list[str] = list(_HIDDEN)
DUEL_LEVELS: list[str] = BOT_LEVELS + HIDDEN_LEVELS  # what the headless tools accept


def make_bot(level: str, seed: int | str | None = None) -> Bot:
    """A bot of `level` (one of BOT_LEVELS, or a hidden level such as "benchmark"); an unknown level
    raises ValueError listing them."""
    factory = _FACTORIES.get(level) or _HIDDEN.get(level) if isinstance(level, str) else None
    if factory is None:
        raise ValueError(f"unknown bot level {level!r}; levels are: {', '.join(DUEL_LEVELS)}")
    return factory(seed)


def register_hidden(level: str, factory: Callable[[int | str | None], Bot]) -> None:
    """Make `level` a hidden level (measurement scripts: a variant of a bot to duel against the original)."""
    if level in _FACTORIES:
        raise ValueError(f"{level!r} is a level players see: pick another name")
    _HIDDEN[level] = factory
    if level not in HIDDEN_LEVELS:
        HIDDEN_LEVELS.append(level)
        DUEL_LEVELS.append(level)

"""Bot levels by name."""

from __future__ import annotations

from collections.abc import Callable

from .base import Bot, RandomBot
from .levels import EasyBot, ExpertBot, HardBot, MediumBot

_FACTORIES: dict[str, Callable[[int | str | None], Bot]] = {
    "random": RandomBot,
    "easy": EasyBot,
    "medium": MediumBot,
    "hard": HardBot,
    "expert": ExpertBot,
}

BOT_LEVELS: list[str] = list(_FACTORIES)


def make_bot(level: str, seed: int | str | None = None) -> Bot:
    """A bot of `level` (one of BOT_LEVELS); an unknown level raises ValueError listing them."""
    try:
        factory = _FACTORIES[level]
    except (KeyError, TypeError):
        raise ValueError(f"unknown bot level {level!r}; levels are: {', '.join(BOT_LEVELS)}") from None
    return factory(seed)

"""How an older settings file becomes today's: one step per schema version, applied in order.

Kept apart from settings.py (which validates the values) because each step only renames or converts keys
of plain file data, before any value is checked.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

SCHEMA_VERSION = 2


def _v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Version 1 (the first prototype) called the deck `deck`, teaching `teaching`, and kept the bot
    pause in seconds as `bot_delay`. Version 2 renames them and stores whole milliseconds."""
    data = dict(data)
    for old, new in (("deck", "deck_style"), ("teaching", "tooltips")):
        if old in data and new not in data:
            data[new] = data.pop(old)
    if "bot_delay" in data and "bot_pause_ms" not in data:
        delay = data.pop("bot_delay")
        if isinstance(delay, (int, float)) and not isinstance(delay, bool):
            data["bot_pause_ms"] = round(delay * 1000)
        else:
            data["bot_pause_ms"] = delay  # left for validation to report
    return data


# version -> function turning that version's data into the next version's.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _v1_to_v2}


def migrate(data: dict[str, Any], version: int) -> dict[str, Any]:
    """Bring `data` from `version` up to SCHEMA_VERSION, one step at a time."""
    while version < SCHEMA_VERSION:
        data = MIGRATIONS[version](data)
        version += 1
    data["schema_version"] = SCHEMA_VERSION
    return data

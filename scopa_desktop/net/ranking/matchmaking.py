"""Ranked quick match: a seat at the waiting ranked table nearest in skill, within a window that widens
the longer that table has waited (a player alone at two in the morning still gets a match), else a table
of one's own to wait at. A table is never one where the same identity already sits.

The window is in skill (openskill's mu): WINDOW_START either way for a table that has just opened, about
80 points of the rating shown; WINDOW_GROWTH more each second it waits; anyone once it has waited
WINDOW_OPEN seconds. Tables are looked at on every process (the open lobby's index keeps the others'
ranked tables, never listed); a lone player waiting at a newer table that now fits an older one is told
to move there (`rematch`), so two waiting players meet as their windows widen.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import Any

WINDOW_START = 2.0
WINDOW_GROWTH = 0.1  # a second
WINDOW_OPEN = 120.0


def window(waited: float) -> float:
    """How far in skill a table that has waited `waited` seconds takes a player from."""
    if waited >= WINDOW_OPEN:
        return math.inf
    return WINDOW_START + WINDOW_GROWTH * max(0.0, waited)


def _skill(entry: dict[str, Any]) -> float | None:
    value = entry.get("ranked")
    return float(value) if isinstance(value, int | float) and not isinstance(value, bool) else None


def pick(tables: Iterable[Any], skill: float, player: str, now: float, before: int | None = None) -> Any | None:
    """Of the waiting ranked tables (`Listed` entries), the one to seat a player of `skill` at: within
    its window, without `player` at it, nearest in skill (the oldest of equals); `before`: only tables
    that opened before that number (a table looking for an older one to merge into)."""
    best = None
    for listed in tables:
        level = _skill(listed.entry)
        if level is None or player in listed.entry.get("ids", ()) or listed.entry.get("free", 0) < 1:
            continue
        if before is not None and listed.number >= before:
            continue
        distance = abs(level - skill)
        if distance <= window(now - listed.created) and (best is None or (distance, listed.number) < best[0]):
            best = ((distance, listed.number), listed)
    return None if best is None else best[1]

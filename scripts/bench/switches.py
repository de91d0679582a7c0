"""`name=value,...` text to `search.SearchConfig` changes, for the benchmarks that try a search's switches."""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from scopa_desktop.bots.search import SearchConfig  # noqa: E402

_FIELDS = {f.name: f.type for f in dataclasses.fields(SearchConfig)}


def parse_changes(text: str) -> dict[str, object]:
    """`name=value,...` of SearchConfig fields; an unknown name says which exist."""
    changes: dict[str, object] = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        name, _, value = part.partition("=")
        if name not in _FIELDS:
            raise SystemExit(f"unknown switch {name!r}; switches are: {', '.join(_FIELDS)}")
        kind = _FIELDS[name]
        if kind == "bool":
            changes[name] = value.lower() in ("1", "true", "yes", "on")
        elif kind == "int":
            changes[name] = int(value)
        elif kind == "float":
            changes[name] = float(value)
        else:
            changes[name] = value
    return changes

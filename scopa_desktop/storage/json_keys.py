"""JSON read with its repeated keys noted: json keeps the last value of a key given twice without a word,
and a file the game wrote never repeats one, so a repeat means the file was edited or damaged."""

from __future__ import annotations

import json
from typing import Any


def loads_noting_twice(text: str | bytes) -> tuple[Any, list[str]]:
    """`json.loads(text)` (the last value of a repeated key wins, as json has it) and the keys given twice,
    in the order met. Raises what json.loads raises."""
    twice: list[str] = []

    def noting(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        mapping = dict(pairs)
        if len(mapping) != len(pairs):  # rare: only then look for which keys came twice
            seen: set[str] = set()
            for key, _ in pairs:
                if key in seen:
                    twice.append(key)
                seen.add(key)
        return mapping

    return json.loads(text, object_pairs_hook=noting), twice

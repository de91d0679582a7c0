"""Maestro's reviews kept beside the history, so a match reviewed once opens again at once.

One small JSON file per reviewed seat of a match: `history/reviews/<match id>-<seat>.json`, written
atomically (the history file itself is append-only and never rewritten for this). What is in it is the
review's own plain data (`MatchReview.to_dict()`, scopa_desktop/review); this module only reads and
writes it. A file that cannot be read, is not a mapping, or was made with other settings (`expect`:
the review version, the deals, the seed) is ignored: the review is simply made again and written over it.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from .atomic import atomic_write_text
from .history import FOLDER
from .paths import data_dir

REVIEWS = "reviews"
_ID = re.compile(r"[0-9a-f]{1,64}")  # match ids are uuid4 hex: nothing else makes a file name here
_MAX_BYTES = 4_000_000  # a review of the longest match is a few tens of kilobytes


class ReviewCache:
    """`history/reviews/` under `directory` (default: $SCOPA_DESKTOP_HOME, else the user data dir)."""

    def __init__(self, directory: str | os.PathLike[str] | None = None) -> None:
        self.directory: Path = data_dir(directory) / FOLDER / REVIEWS

    def path(self, match_id: str, seat: int) -> Path | None:
        """The file of one seat's review of a match; None for an id that cannot name one (old records)."""
        if not _ID.fullmatch(match_id) or type(seat) is not int or not 0 <= seat < 64:
            return None
        return self.directory / f"{match_id}-{seat}.json"

    def load(self, match_id: str, seat: int, expect: Mapping[str, Any] | None = None) -> dict[str, Any] | None:
        """The stored review data, or None when there is none usable (missing, damaged, or any `expect`
        item differs: made by another version or with other settings)."""
        path = self.path(match_id, seat)
        if path is None:
            return None
        try:
            if path.stat().st_size > _MAX_BYTES:
                return None
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError, RecursionError):  # missing, unreadable, not JSON
            return None
        if type(data) is not dict or any(data.get(k) != v for k, v in (expect or {}).items()):
            return None
        return data

    def save(self, match_id: str, seat: int, data: Mapping[str, Any]) -> bool:
        """Store one review (atomically). False when the id cannot name a file or the disk refuses: the
        review is then only lost for next time, so nothing is raised."""
        path = self.path(match_id, seat)
        if path is None:
            return False
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            atomic_write_text(path, json.dumps(dict(data), separators=(",", ":"), ensure_ascii=False))
        except (OSError, TypeError, ValueError):
            return False
        return True

    def accuracies(self, reviews: Iterable[tuple[str, int]], expect: Mapping[str, Any] | None = None,
                   ) -> dict[tuple[str, int], float]:
        """The accuracy of each stored review among `reviews` ((match id, seat) pairs); missing ones are
        left out (for the statistics' trend, history_stats.accuracy_trend)."""
        found: dict[tuple[str, int], float] = {}
        try:  # one listing, so a long history's unreviewed matches cost no file access each
            stored = {entry.name for entry in os.scandir(self.directory)}
        except OSError:
            return found
        for match_id, seat in reviews:
            path = self.path(match_id, seat)
            if path is None or path.name not in stored:
                continue
            data = self.load(match_id, seat, expect)
            accuracy = None if data is None else data.get("accuracy")
            if type(accuracy) in (int, float) and 0 <= accuracy <= 100:
                found[(match_id, seat)] = float(accuracy)
        return found

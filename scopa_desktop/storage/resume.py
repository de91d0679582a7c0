"""The match in progress, saved after every move so a closed or crashed game can be continued.

One small JSON file, `current_match.json` in the data folder, replaced atomically: a kill in the middle
of a save leaves the previous save whole. JSON (not YAML) because it is written after every move.
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from ..engine import Match
from ..seat import Seat
from .atomic import atomic_write_text, move_aside
from .notices import Notice
from .paths import data_dir

RESUME_VERSION = 1
FILENAME = "current_match.json"


@dataclass
class SavedMatch:
    """A match to continue: the engine state, who sits where, and the settings it was started with
    (deck art, bot pause... whatever the UI chose to keep), plus when it was saved."""

    match: Match
    seats: tuple[Seat, ...]
    settings: dict[str, Any] = field(default_factory=dict)
    saved_at: str = ""


@dataclass
class ResumeLoad:
    """What `ResumeStore.load` found; `newer_version` is the format of a save this version cannot read
    (it stays on disk, and a new game must not replace it unasked)."""

    saved: SavedMatch | None
    warnings: list[str] = field(default_factory=list)
    newer_version: int | None = None


class ResumeStore:
    """`current_match.json` in `directory` (default: $SCOPA_DESKTOP_HOME, else the platform data dir)."""

    def __init__(self, directory: str | os.PathLike[str] | None = None) -> None:
        self.directory = data_dir(directory)
        self.path: Path = self.directory / FILENAME

    def save(self, match: Match, seats: Sequence[Seat | Mapping[str, Any]],
             settings: dict[str, Any] | None = None) -> None:
        """Replace the save with this state (`seats`: Seats or their stored mappings). Raises OSError if the
        disk refuses (the old save stays), ValueError for an invalid seat."""
        record = {
            "version": RESUME_VERSION,
            "saved_at": datetime.now().astimezone().isoformat(timespec="seconds"),
            "seats": [Seat.coerce(seat).to_dict() for seat in seats],
            "settings": dict(settings or {}),
            "match": match.to_dict(),
        }
        atomic_write_text(self.path, json.dumps(record, separators=(",", ":"), ensure_ascii=False))

    def load(self) -> ResumeLoad:
        """The saved match, or `saved=None` when there is none; a damaged file is moved aside and reported."""
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return ResumeLoad(None)
        except (OSError, UnicodeDecodeError) as exc:
            return self._corrupt(f"{type(exc).__name__}: {exc}")
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            return self._corrupt(f"not valid JSON: {exc}" if text.strip() else "the file is empty")
        if not isinstance(data, dict):
            return self._corrupt("not a saved game")
        version = data.get("version")
        if isinstance(version, int) and version > RESUME_VERSION:
            return ResumeLoad(None, [Notice("errors.resume_newer", found=version)], newer_version=version)
        try:
            match = Match.from_dict(data["match"])
            raw_seats = data["seats"]
            if not isinstance(raw_seats, list) or len(raw_seats) != match.players:
                raise ValueError(f"seats {raw_seats!r} do not fit {match.players} players")
            seats = tuple(Seat.from_dict(seat) for seat in raw_seats)
            settings = data.get("settings") or {}
            if not isinstance(settings, dict):
                raise ValueError("settings is not a mapping")
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            return self._corrupt(f"not a saved game: {exc}")
        if match.is_over:  # the game ended but was not cleared: nothing to continue
            self.clear()
            return ResumeLoad(None)
        return ResumeLoad(SavedMatch(match, seats, settings, str(data.get("saved_at", ""))))

    def _corrupt(self, reason: str) -> ResumeLoad:
        moved = move_aside(self.path)
        return ResumeLoad(None, [Notice("errors.resume_corrupt", reason=reason, path=str(moved))])

    def exists(self) -> bool:
        """Whether a save is on disk (cheap check for the menu's Continue button; `load` validates it)."""
        return self.path.is_file()

    def clear(self) -> None:
        """Forget the save (the match ended or was abandoned)."""
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()

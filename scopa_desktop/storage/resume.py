"""The match in progress, saved after every move so a closed or crashed game can be continued.

One small JSON file, `current_match.json` in the data folder, replaced atomically: a kill in the middle
of a save leaves the previous save whole (its temporary file is cleaned up by the next load, once old).
JSON (not YAML) because it is written after every move.

A save carries the match's `id` (also in its history record), so a match that ended but was not cleared
(a kill between recording it and clearing the save) can be filed once, never twice. Whatever the engine
refuses, or a state it accepts but that cannot be played (no legal move), is moved aside and reported.
"""

from __future__ import annotations

import contextlib
import json
import os
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from ..engine import Match
from .atomic import atomic_write_text, clean_stale_temps, copy_aside, move_aside
from .history import HistoryStore, record_from_match
from .json_keys import loads_noting_twice
from .moves import MoveLog, is_packed_moves, pack_moves, unpack_moves
from .notices import Notice
from .paths import data_dir
from .seat import Seat

RESUME_VERSION = 1
FILENAME = "current_match.json"
# What a damaged or tampered save can make the engine (or json) raise while it is read.
_REFUSED = (KeyError, TypeError, ValueError, AttributeError, IndexError, RecursionError, OverflowError)


def new_match_id() -> str:
    """A fresh id for a match (32 hex digits), kept in its save and its history record."""
    return uuid.uuid4().hex


@dataclass
class SavedMatch:
    """A match to continue: the engine state, who sits where, and the settings it was started with
    (deck art, bot pause... whatever the UI chose to keep), plus when it was saved."""

    match: Match
    seats: tuple[Seat, ...]
    settings: dict[str, Any] = field(default_factory=dict)
    saved_at: str = ""
    match_id: str = ""  # "" in saves written before ids
    # The moves of the hands finished before the one in play (storage/moves.py); None in saves written
    # before moves were kept (the match then goes into the history without them).
    moves: list[list[str]] | None = None


@dataclass
class ResumeLoad:
    """What `ResumeStore.load` found; `newer_version` is the format of a save this version cannot read
    (it stays on disk, and a new game must not replace it unasked)."""

    saved: SavedMatch | None
    warnings: list[str] = field(default_factory=list)
    newer_version: int | None = None
    finished: SavedMatch | None = None  # a save of a match that had ended: to file in the history, then clear


class ResumeStore:
    """`current_match.json` in `directory` (default: $SCOPA_DESKTOP_HOME, else the platform data dir)."""

    def __init__(self, directory: str | os.PathLike[str] | None = None) -> None:
        self.directory = data_dir(directory)
        self.path: Path = self.directory / FILENAME

    def save(self, match: Match, seats: Sequence[Seat | Mapping[str, Any]],
             settings: dict[str, Any] | None = None, match_id: str = "",
             moves: Sequence[Sequence[str]] | None = None) -> None:
        """Replace the save with this state (`seats`: Seats or their stored mappings; `match_id` from
        `new_match_id`; `moves`: the finished hands' moves, `MoveLog.finished`). Raises OSError if the disk
        refuses (the old save stays), ValueError for an invalid seat."""
        record = {
            "version": RESUME_VERSION,
            "id": match_id,
            "saved_at": datetime.now().astimezone().isoformat(timespec="seconds"),
            "seats": [Seat.coerce(seat).to_dict() for seat in seats],
            "settings": dict(settings or {}),
            "match": match.to_dict(),
        }
        if moves is not None:
            record["moves"] = pack_moves(moves)
        atomic_write_text(self.path, json.dumps(record, separators=(",", ":"), ensure_ascii=False))

    def load(self) -> ResumeLoad:
        """The saved match, or `saved=None` when there is none; a damaged file is moved aside and reported,
        a finished match is handed back as `finished` (the caller files it, then clears)."""
        self.clean_stale()
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return ResumeLoad(None)
        except (OSError, UnicodeDecodeError) as exc:
            return self._corrupt(f"{type(exc).__name__}: {exc}")
        try:
            data, twice = loads_noting_twice(text)
        except (ValueError, RecursionError) as exc:  # not JSON, a number past the digit limit, too deep
            return self._corrupt(f"not valid JSON: {exc}" if text.strip() else "the file is empty")
        if not isinstance(data, dict):
            return self._corrupt("not a saved game")
        version = data.get("version")
        if type(version) is not int or version < 1:  # "1", 1.0 or true: no format this version can trust
            return self._corrupt(f"version must be a whole number, not {version!r:.40}")
        if version > RESUME_VERSION:
            return ResumeLoad(None, [Notice("errors.resume_newer", found=version)], newer_version=version)
        try:
            saved = _saved_match(data)
        except _REFUSED as exc:
            return self._corrupt(f"not a saved game: {exc}" if not isinstance(exc, RecursionError)
                                 else "not a saved game: nested too deeply")
        dropped = [f"given twice: {', '.join(dict.fromkeys(twice))}"] if twice else []
        dropped += _not_kept(data, saved)
        warnings = self._kept_aside("; ".join(dropped)[:300]) if dropped else []
        if saved.match.is_over:  # the game ended but was not cleared: nothing to continue
            return ResumeLoad(None, warnings, finished=saved)
        return ResumeLoad(saved, warnings)

    def _kept_aside(self, reason: str) -> list[str]:
        """The save reads, but holds what the next save would not write again: the file as it is now is
        copied aside first, and the player told what it held."""
        try:
            kept = copy_aside(self.path)
        except OSError as exc:
            return [Notice("errors.resume_odd_kept", reason=reason, path=str(self.path), error=str(exc))]
        return [Notice("errors.resume_odd", reason=reason, path=str(kept))]

    def _corrupt(self, reason: str) -> ResumeLoad:
        try:
            moved = move_aside(self.path)
        except OSError as exc:  # a folder that refuses: the file stays where it is, and the message says so
            return ResumeLoad(None, [Notice("errors.resume_corrupt_kept", reason=reason, path=str(self.path),
                                            error=str(exc))])
        return ResumeLoad(None, [Notice("errors.resume_corrupt", reason=reason, path=str(moved))])

    def file_finished(self, finished: SavedMatch, history: HistoryStore) -> list[str]:
        """File a save whose match had ended into `history` (at most once: by its match id), then clear it.
        Returns the notices for the player; when the history refuses, the save stays for the next try."""
        try:
            moves = MoveLog(finished.moves).all_moves(finished.match)
            record = record_from_match(finished.match, finished.seats, date=finished.saved_at or None,
                                       match_id=finished.match_id, moves=moves)
        except _REFUSED as exc:  # an end the history cannot describe: kept aside like any damaged save
            return self._corrupt(f"not a finished match: {exc}").warnings
        failed = history.append(record)
        if failed:
            return failed
        self.clear()
        return [Notice("errors.resume_finished")]

    def clean_stale(self) -> int:
        """Delete the temporary files of saves killed before their rename (old ones only); how many went."""
        return clean_stale_temps(self.path)

    def exists(self) -> bool:
        """Whether a save is on disk (cheap check for the menu's Continue button; `load` validates it).
        False when the folder cannot even be looked into (`load` would find nothing to read either)."""
        try:
            return self.path.is_file()
        except OSError:
            return False

    def clear(self) -> None:
        """Forget the save (the match ended or was abandoned)."""
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()


SAVE_KEYS = frozenset(("version", "id", "saved_at", "seats", "settings", "match", "moves"))


def _not_kept(data: dict[str, Any], saved: SavedMatch) -> list[str]:
    """What the file holds that the game will not write back: keys it does not know, and parts of the match
    or the seats that do not read back as written (a value the engine or the seat took another way)."""
    notes = [f"unknown keys: {', '.join(sorted(map(str, data.keys() - SAVE_KEYS)))}"] if data.keys() - SAVE_KEYS else []
    if saved.match.to_dict() != data["match"]:
        notes.append("the match holds values it does not use")
    if [seat.to_dict() for seat in saved.seats] != data["seats"]:
        notes.append("the seats hold values they do not use")
    return notes


def _saved_match(data: dict[str, Any]) -> SavedMatch:
    """The saved match in `data`; raises (one of _REFUSED) for anything the game could not continue."""
    match = Match.from_dict(data["match"])
    raw_seats = data["seats"]
    if not isinstance(raw_seats, list) or len(raw_seats) != match.players:
        raise ValueError(f"seats {raw_seats!r:.200} do not fit {match.players} players")
    seats = tuple(Seat.read(seat) for seat in raw_seats)
    settings = data.get("settings") or {}
    if not isinstance(settings, dict):
        raise ValueError("settings is not a mapping")
    match_id = data.get("id", "")
    if not isinstance(match_id, str):
        raise ValueError(f"id must be text, not {match_id!r:.200}")
    if not match.is_over and not match.game.legal_moves():  # accepted, but nobody could ever move
        raise ValueError("the player to move has no legal move")
    # Damaged moves cost only the review of this match (it is recorded without them), never the match.
    moves = data.get("moves")
    return SavedMatch(match, seats, settings, str(data.get("saved_at", "")), match_id,
                      unpack_moves(moves) if is_packed_moves(moves) else None)

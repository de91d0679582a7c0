"""Every finished match, appended to one JSON Lines file: `history/matches.jsonl` in the data folder.

Why JSON Lines: appending a match is one `write` of one line (then flush + fsync), so a kill mid-save
loses at most that line, and nothing already written is ever rewritten. Why JSON and not YAML: a
10,000-match history loads in a fraction of a second with the json module, and PyYAML (even with
libyaml) is about a hundred times slower at that size (scripts/bench_history.py --yaml measures both).

Three choices keep the load of 10,000 matches fast (parsing the hand-by-hand numbers is most of it):
- the hands are packed into one JSON *string* (`record["hands"]`, see `pack_hands`), parsed only when
  one match's detail is shown: `hand_scores(record)` gives the `HandScore.to_dict()` mappings and
  `running_scores` the chart. Inside, each side's HandScore is a list in `HAND_FIELDS` order. The
  per-side figures the statistics need (totals, scopas, settebello, n_hands) are plain fields;
- a rule set (`Rules.to_dict()`, about a third of a record) is written once, on its own line
  `{"rules_id": ..., "options": {...}}`, and match lines refer to it by id. `load` puts the options back,
  so a loaded record looks exactly like `record_from_match` made it. The id is a hash of the options,
  so writing a definition twice (another session) is harmless; it goes out in the same write as the match;
- the whole file is parsed by one json.loads call with the cyclic GC paused meanwhile.

Damage is never fatal and never silent: an unreadable line (typically the last one, cut by a crash) is
skipped and reported; the file as it was is copied aside (`matches.jsonl.corrupt-<timestamp>`) before
it is rewritten without the damaged lines. A file with no readable record at all is moved aside.
"""

from __future__ import annotations

import gc
import hashlib
import json
import os
import shutil
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from .atomic import aside_path, atomic_write_bytes, fsync_dir, move_aside
from .notices import Notice
from .paths import data_dir

RECORD_VERSION = 1
FOLDER = "history"
FILENAME = "matches.jsonl"
_REQUIRED = ("seats", "totals", "winner")
# One side's score for one hand, as stored: these values in this order, then (only when there is
# something in it) a mapping holding `bonuses` and any HandScore field a later engine adds.
HAND_FIELDS = (
    "cards", "coins", "settebello", "primiera", "scope", "bonus", "total",
    "n_cards", "n_coins", "primiera_value",
)
_INDEX = {name: i for i, name in enumerate(HAND_FIELDS)}


@dataclass
class HistoryLoad:
    """The records read (oldest first) and messages for the player."""

    records: list[dict[str, Any]]
    warnings: list[str] = field(default_factory=list)


class HistoryStore:
    """`history/matches.jsonl` under `directory` (default: $SCOPA_DESKTOP_HOME, else the user data dir)."""

    def __init__(self, directory: str | os.PathLike[str] | None = None) -> None:
        self.directory = data_dir(directory) / FOLDER
        self.path: Path = self.directory / FILENAME
        self._rule_ids: set[str] = set()  # rule-set lines known to be in the file

    # -- writing -----------------------------------------------------------------------------------
    def append(self, record: Mapping[str, Any]) -> list[str]:
        """Add one match record (as made by `record_from_match`). Returns warnings (empty when saved)."""
        stored, definition = _split_rules(record)
        line = _dumps(stored) + b"\n"
        if definition is not None and definition["rules_id"] not in self._rule_ids:
            line = _dumps(definition) + b"\n" + line
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            created = not self.path.exists()
            fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
            try:
                # A previous crash may have left half a line: start ours on a fresh line so it stays whole.
                if not created and os.fstat(fd).st_size and not _ends_with_newline(self.path):
                    line = b"\n" + line
                written = os.write(fd, line)
                if written != len(line):  # a short write (disk full): finish it or fail loudly
                    os.write(fd, line[written:])
                os.fsync(fd)
            finally:
                os.close(fd)
            if created:
                fsync_dir(self.directory)
        except OSError as exc:
            return [Notice("errors.history_save_failed", path=str(self.path), reason=str(exc))]
        if definition is not None:
            self._rule_ids.add(definition["rules_id"])
        return []

    # -- reading -----------------------------------------------------------------------------------
    def load(self) -> HistoryLoad:
        """All readable records, oldest first; see the module docstring for what happens to damage."""
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return HistoryLoad([])
        except OSError as exc:
            return HistoryLoad([], [Notice("errors.history_corrupt", reason=str(exc), path=str(self.path))])
        items = _parse_fast(raw)
        if items is not None:
            return HistoryLoad(self._resolve(items))
        return self._load_damaged(raw)

    def _resolve(self, items: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """Match records with their rule options put back (shared dicts: treat records as read-only)."""
        definitions = {item["rules_id"]: item["options"] for item in items if "rules_id" in item}
        self._rule_ids.update(definitions)
        records = []
        for item in items:
            if "rules_id" in item:
                continue
            rules = item.get("rules")
            if isinstance(rules, dict) and "id" in rules:
                item["rules"] = {"preset": rules.get("preset"), "options": definitions.get(rules["id"])}
            records.append(item)
        return records

    def _load_damaged(self, raw: bytes) -> HistoryLoad:
        items: list[dict[str, Any]] = []
        good_lines: list[bytes] = []
        bad: list[int] = []
        lines = raw.split(b"\n")
        for number, line in enumerate(lines, start=1):
            if not line.strip():
                continue
            item = _parse_line(line)
            if item is None:
                bad.append(number)
            else:
                items.append(item)
                good_lines.append(line.strip())
        records = self._resolve(items)
        if not bad:  # only blank lines slowed us down: nothing lost, nothing to report
            return HistoryLoad(records)
        if not records:  # nothing readable at all (an empty file takes the fast path): start afresh
            moved = move_aside(self.path)
            notice = Notice("errors.history_corrupt", reason="no readable match record", path=str(moved))
            return HistoryLoad([], [notice])
        last = max(i for i, line in enumerate(lines, start=1) if line.strip())
        if bad == [last]:
            reason = "the last match was cut off while being saved"
        else:
            reason = "line" + ("s " if len(bad) > 1 else " ") + ", ".join(map(str, bad[:10]))
            reason += "..." if len(bad) > 10 else ""
        # Keep the file as it was, then rewrite it clean (atomically) so the damage is reported once.
        copy = aside_path(self.path)
        shutil.copy2(self.path, copy)
        atomic_write_bytes(self.path, b"\n".join(good_lines) + b"\n")
        notice = Notice("errors.history_damaged_lines", count=len(bad), reason=reason, path=str(copy))
        return HistoryLoad(records, [notice])


def encode_records(records: Iterable[Mapping[str, Any]]) -> bytes:
    """A whole history file's bytes for `records` (each rule set defined once), e.g. to import or to
    build a benchmark history in one write."""
    seen: set[str] = set()
    out = []
    for record in records:
        stored, definition = _split_rules(record)
        if definition is not None and definition["rules_id"] not in seen:
            seen.add(definition["rules_id"])
            out.append(_dumps(definition))
        out.append(_dumps(stored))
    return b"\n".join(out) + b"\n" if out else b""


def _ends_with_newline(path: Path) -> bool:
    with open(path, "rb") as handle:
        handle.seek(-1, os.SEEK_END)
        return handle.read(1) == b"\n"


def _is_record(value: Any) -> bool:
    """A match record or a rule-set line."""
    if not isinstance(value, dict):
        return False
    if "rules_id" in value:
        return isinstance(value["rules_id"], str) and isinstance(value.get("options"), dict)
    return all(key in value for key in _REQUIRED)


def _dumps(value: Any) -> bytes:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def _split_rules(record: Mapping[str, Any]) -> tuple[dict[str, Any], dict[str, Any] | None]:
    """The match line to store (rules by id) and the rule-set line it refers to (None if no options)."""
    rules = record.get("rules")
    if not isinstance(rules, Mapping) or not isinstance(rules.get("options"), Mapping):
        return dict(record), None
    options = dict(rules["options"])
    canonical = json.dumps(options, sort_keys=True, separators=(",", ":"))
    rules_id = hashlib.sha1(canonical.encode("utf-8")).hexdigest()[:16]
    stored = dict(record, rules={"preset": rules.get("preset"), "id": rules_id})
    return stored, {"rules_id": rules_id, "options": options}


def _parse_fast(raw: bytes) -> list[dict[str, Any]] | None:
    """Parse a clean file in one json.loads call (several times faster than line by line); None if any
    line is damaged."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None
    body = text.strip()
    if not body:
        return []
    # The parse allocates about a hundred containers per match; the cyclic GC would scan the growing heap
    # again and again meanwhile (JSON data has no cycles), which doubles the load time.
    gc_was_on = gc.isenabled()
    gc.disable()
    try:
        records = json.loads("[" + body.replace("\n", ",") + "]")
    except json.JSONDecodeError:
        return None
    finally:
        if gc_was_on:
            gc.enable()
    if len(records) != body.count("\n") + 1 or not all(_is_record(r) for r in records):
        return None  # a blank line, or "1,2" on one line (two values); go line by line
    return records


def _parse_line(line: bytes) -> dict[str, Any] | None:
    try:
        record = json.loads(line.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        return None
    return record if _is_record(record) else None


# -- building a record --------------------------------------------------------------------------------
def _seat_value(seat: Any, key: str, default: str = "") -> str:
    value = seat.get(key, default) if isinstance(seat, Mapping) else getattr(seat, key, default)
    return "" if value is None else str(value)


def record_from_match(match: Any, seats: Sequence[Any], date: datetime | str | None = None) -> dict[str, Any]:
    """The history record of a finished engine `Match`.

    `seats` describe the players in seat order: mappings (or objects) with `kind` ("human"/"bot"),
    `name` and `level`. `date` defaults to now, local time with its UTC offset.

    The record: `v` (format version), `date` (ISO 8601), `seed`, `players`, `seats` (name, kind, level,
    side), `rules` ({"preset", "options": Rules.to_dict()}), `hands` (packed: read it with
    `hand_scores` / `running_scores`), `n_hands`, `totals`, `winner` (side), `conceded`, and per side
    `scopas` and `settebello` (hands in which that side took it).
    """
    if not match.is_over:
        raise ValueError("only a finished match goes into the history")
    if len(seats) != match.players:
        raise ValueError(f"{len(seats)} seat descriptions for a {match.players}-player match")
    sides = match.rules.sides_for(match.players)
    if date is None:
        date = datetime.now().astimezone()
    hands = [[score.to_dict() for score in hand] for hand in match.history]
    n_sides = len(match.totals)
    return {
        "v": RECORD_VERSION,
        "date": date.isoformat(timespec="seconds") if isinstance(date, datetime) else str(date),
        "seed": match.seed,
        "players": match.players,
        "seats": [
            {
                "name": _seat_value(seat, "name"),
                "kind": _seat_value(seat, "kind", "human"),
                "level": _seat_value(seat, "level"),
                "side": side,
            }
            for seat, side in zip(seats, sides, strict=True)
        ],
        "rules": {"preset": match.rules.name, "options": match.rules.to_dict()},
        "hands": pack_hands(hands),
        "n_hands": len(hands),
        "totals": list(match.totals),
        "winner": match.winner,
        "conceded": bool(match.conceded),
        # Per-side figures the statistics use (derived from the hands, stored for quick reading).
        "scopas": [sum(hand[side]["scope"] for hand in hands) for side in range(n_sides)],
        "settebello": [sum(hand[side]["settebello"] for hand in hands) for side in range(n_sides)],
    }


def encode_hand_score(score: Mapping[str, Any]) -> list[Any]:
    """A `HandScore.to_dict()` mapping as stored: values in HAND_FIELDS order (+ a mapping of the rest)."""
    values: list[Any] = [score.get(name, 0) for name in HAND_FIELDS]
    rest = {k: v for k, v in score.items() if k not in _INDEX and not (k == "bonuses" and not v)}
    if rest:
        values.append(rest)
    return values


def decode_hand_score(values: Sequence[Any]) -> dict[str, Any]:
    """Inverse of `encode_hand_score`: the `HandScore.to_dict()` mapping (`HandScore.from_dict` reads it)."""
    score: dict[str, Any] = dict(zip(HAND_FIELDS, values, strict=False))
    score["bonuses"] = []  # HandScore.to_dict() gives [[name, points], ...]
    if len(values) > len(HAND_FIELDS) and isinstance(values[-1], Mapping):
        score.update(values[-1])
    return score


def hand_scores(record: Mapping[str, Any]) -> list[list[dict[str, Any]]]:
    """Each hand's scores per side, as `HandScore.to_dict()` mappings."""
    return [[decode_hand_score(values) for values in hand] for hand in stored_hands(record)]


def pack_hands(hands: Iterable[Sequence[Mapping[str, Any]]]) -> str:
    """The stored form of a match's hands (each a sequence of `HandScore.to_dict()` per side)."""
    packed = [[encode_hand_score(score) for score in hand] for hand in hands]
    return json.dumps(packed, separators=(",", ":"))


def stored_hands(record: Mapping[str, Any]) -> list[list[list[Any]]]:
    """A record's hands as lists in HAND_FIELDS order (unpacks the string; [] if unreadable)."""
    hands = record.get("hands") or []
    if isinstance(hands, str):
        try:
            hands = json.loads(hands)
        except json.JSONDecodeError:
            return []
    return hands if isinstance(hands, list) else []


def hand_value(values: Sequence[Any], name: str) -> int:
    """One HandScore field of a stored hand score."""
    return int(values[_INDEX[name]])


def per_side_sum(hands: Iterable[Sequence[Sequence[Any]]], name: str, n_sides: int) -> list[int]:
    """Sum one HandScore field per side over a record's stored hands."""
    index = _INDEX[name]
    sums = [0] * n_sides
    for hand in hands:
        for side, values in enumerate(hand):
            if side < n_sides:
                sums[side] += int(values[index])
    return sums

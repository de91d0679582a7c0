"""Every finished match, appended to one JSON Lines file: `history/matches.jsonl` in the data folder.

Why JSON Lines: appending a match is one `write` of one line (then flush + fsync), so a kill mid-save
loses at most that line, and nothing already written is ever rewritten. Why JSON and not YAML: a
10,000-match history loads in a fraction of a second with the json module, and PyYAML (even with
libyaml) is about a hundred times slower at that size (scripts/bench/bench_history.py --yaml measures both).

Three choices keep the load of 10,000 matches fast (parsing the hand-by-hand numbers is most of it):
- the hands are packed into one JSON *string* (`MatchRecord.hands`, see storage/records.py), parsed only
  when one match's detail is shown. The per-side figures the statistics need (totals, scopas,
  settebello, n_hands) are plain fields;
- a rule set (`Rules.to_dict()`, about a third of a record) is written once, on its own line
  `{"rules_id": ..., "options": {...}}`, and match lines refer to it by id. `load` puts the options back,
  so a loaded record equals the one `record_from_match` made. The id is a hash of the options,
  so writing a definition twice (another session) is harmless; it goes out in the same write as the match;
- the whole file is parsed by one json.loads call with the cyclic GC paused meanwhile.

Damage is never fatal and never silent: an unreadable line (typically the last one, cut by a crash), a
record with a field of the wrong type (`MatchRecord.from_dict` names it) or a line giving a key twice (json
would keep the last value without a word; which one was meant is unknown) is skipped and reported; the
file as it was is copied aside (`matches.jsonl.corrupt-<timestamp>`) before it is rewritten without the
skipped lines. A file with no readable record at all is moved aside. A folder that refuses the copy
or the rewrite leaves the file as it is, and the message says so. Records written by a newer version
(`v` above RECORD_VERSION) are kept in the file but set aside: counted and reported, not shown.

A match is recorded once: `append` skips a record whose `match_id` is already in the file (a kill
between recording a finished match and clearing its save would otherwise record it again).
"""

from __future__ import annotations

import contextlib
import gc
import hashlib
import json
import os
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from .atomic import atomic_write_bytes, clean_stale_temps, copy_aside, fsync_dir, move_aside
from .json_keys import loads_noting_twice
from .moves import pack_moves
from .notices import Notice
from .paths import data_dir
from .records import RECORD_VERSION, MatchRecord, pack_hands
from .seat import Seat

FOLDER = "history"
FILENAME = "matches.jsonl"


@dataclass
class HistoryLoad:
    """The records read (oldest first) and messages for the player; `newer` counts the records of a newer
    version, kept in the file but not among `records`."""

    records: list[MatchRecord]
    warnings: list[str] = field(default_factory=list)
    newer: int = 0


class HistoryStore:
    """`history/matches.jsonl` under `directory` (default: $SCOPA_DESKTOP_HOME, else the user data dir)."""

    def __init__(self, directory: str | os.PathLike[str] | None = None) -> None:
        self.directory = data_dir(directory) / FOLDER
        self.path: Path = self.directory / FILENAME
        self._rule_ids: set[str] = set()  # rule-set lines known to be in the file

    # -- writing -----------------------------------------------------------------------------------
    def append(self, record: MatchRecord) -> list[str]:
        """Add one match record (as made by `record_from_match`). Returns warnings (empty when saved, or
        when a record of the same match id is already there)."""
        if record.match_id and self.contains(record.match_id):
            return []
        stored, definition = _split_rules(record)
        line = _dumps(stored) + b"\n"
        if definition is not None and definition["rules_id"] not in self._rule_ids:
            line = _dumps(definition) + b"\n" + line
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            created = not self.path.exists()
            fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
            try:
                size = os.fstat(fd).st_size
                # A previous crash may have left half a line: start ours on a fresh line so it stays whole.
                if not created and size and not _ends_with_newline(self.path):
                    line = b"\n" + line
                try:
                    written = os.write(fd, line)
                    if written != len(line):  # a short write (disk full): finish it or fail loudly
                        os.write(fd, line[written:])
                    os.fsync(fd)
                except OSError:
                    # Take back any part of the line that reached the file: the failure is reported now,
                    # and not a second time, as a damaged line, by the next load.
                    with contextlib.suppress(OSError):
                        os.ftruncate(fd, size)
                    raise
            finally:
                os.close(fd)
            if created:
                fsync_dir(self.directory)
        except OSError as exc:
            return [Notice("errors.history_save_failed", path=str(self.path), reason=str(exc))]
        if definition is not None:
            self._rule_ids.add(definition["rules_id"])
        return []

    def contains(self, match_id: str) -> bool:
        """Whether a record of the match `match_id` is in the file (False when it cannot be read)."""
        needle = _dumps({"id": match_id})[1:-1]  # '"id":"<id>"', as to_dict writes it
        try:
            return needle in self.path.read_bytes()
        except OSError:
            return False

    # -- reading -----------------------------------------------------------------------------------
    def load(self) -> HistoryLoad:
        """All readable records, oldest first; see the module docstring for what happens to damage."""
        clean_stale_temps(self.path)  # left by a repair killed before its rename
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return HistoryLoad([])
        except OSError as exc:  # unreadable (permissions): left where it is, nothing was moved
            return HistoryLoad([], [Notice("errors.history_unreadable", reason=str(exc), path=str(self.path))])
        # Loading allocates a few hundred thousand objects and frees none: the cyclic GC would scan the
        # growing heap again and again meanwhile (JSON data and records have no cycles), doubling the time.
        with _gc_paused():
            items = _parse_fast(raw)
            records = None if items is None else self._records(items)
        loaded = HistoryLoad(records) if records is not None else self._load_damaged(raw)
        return _set_newer_aside(loaded)

    def _definitions(self, items: Iterable[dict[str, Any]]) -> dict[str, dict[str, Any]]:
        """The rule sets defined in `items`, by id (remembered, so appends do not define them again)."""
        definitions = {item["rules_id"]: item["options"] for item in items if "rules_id" in item}
        self._rule_ids.update(definitions)
        return definitions

    def _records(self, items: list[dict[str, Any]]) -> list[MatchRecord] | None:
        """Every match line of a clean parse as a record, or None if one is refused (then the slow path
        finds and reports each)."""
        definitions = self._definitions(items)
        try:
            return [_record(item, definitions) for item in items if "rules_id" not in item]
        except (ValueError, RecursionError):
            return None

    def _load_damaged(self, raw: bytes) -> HistoryLoad:
        items: list[tuple[int, dict[str, Any]]] = []
        good_lines: dict[int, bytes] = {}
        unreadable: list[int] = []
        refused: list[tuple[int, str]] = []  # (line number, what is wrong in it)
        lines = raw.split(b"\n")
        for number, line in enumerate(lines, start=1):
            if not line.strip():
                continue
            item, twice = _parse_line(line)
            if item is None:
                unreadable.append(number)
            elif twice:  # edited by hand or damaged: which value was meant is unknown, so neither is shown
                refused.append((number, f"given twice: {', '.join(dict.fromkeys(twice))}"))
            else:
                items.append((number, item))
                good_lines[number] = line.strip()
        definitions = self._definitions(item for _, item in items)
        records: list[MatchRecord] = []
        for number, item in items:
            if "rules_id" in item:
                continue
            try:
                records.append(_record(item, definitions))
            except (ValueError, RecursionError) as exc:
                refused.append((number, str(exc) if isinstance(exc, ValueError) else "nested too deeply"))
                del good_lines[number]
        refused.sort()  # by line number: keys given twice are found while parsing, the rest after
        if not unreadable and not refused:  # only blank lines slowed us down: nothing lost, nothing to report
            return HistoryLoad(records)
        if not records:  # nothing readable at all (an empty file takes the fast path): start afresh
            reason = "no readable match record"
            try:
                moved = move_aside(self.path)
            except OSError as exc:
                return HistoryLoad([], [Notice("errors.history_unreadable", reason=f"{reason}; {exc}",
                                               path=str(self.path))])
            return HistoryLoad([], [Notice("errors.history_corrupt", reason=reason, path=str(moved))])
        last = max(i for i, line in enumerate(lines, start=1) if line.strip())
        count, reason = len(unreadable) + len(refused), _damage_reason(unreadable, refused, last)
        # Keep the file as it was, then rewrite it clean (atomically) so the damage is reported once.
        try:
            copy = copy_aside(self.path)
            atomic_write_bytes(self.path, b"\n".join(good_lines.values()) + b"\n")
        except OSError as exc:  # a read-only folder: report the damage, change nothing
            notice = Notice("errors.history_damaged_kept", count=count, reason=reason, path=str(self.path),
                            error=str(exc))
            return HistoryLoad(records, [notice])
        notice = Notice("errors.history_damaged_lines", count=count, reason=reason, path=str(copy))
        return HistoryLoad(records, [notice])


def _set_newer_aside(loaded: HistoryLoad) -> HistoryLoad:
    """Records of a newer version leave `records` (they stay in the file), counted and reported."""
    newer = sum(1 for record in loaded.records if record.version > RECORD_VERSION)
    if not newer:
        return loaded
    records = [record for record in loaded.records if record.version <= RECORD_VERSION]
    notice = Notice("errors.history_newer_records", count=newer)
    return HistoryLoad(records, [*loaded.warnings, notice], newer=newer)


def encode_records(records: Iterable[MatchRecord]) -> bytes:
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


def _damage_reason(unreadable: list[int], refused: list[tuple[int, str]], last: int) -> str:
    """What was skipped, for the player: unreadable line numbers, then each refused record's problem."""
    if unreadable == [last] and not refused:
        return "the last match was cut off while being saved"
    parts = []
    if unreadable:
        listed = ", ".join(map(str, unreadable[:10])) + ("..." if len(unreadable) > 10 else "")
        parts.append(f"unreadable line{'s' if len(unreadable) > 1 else ''} {listed}")
    parts += [f"line {number}: {problem}" for number, problem in refused[:3]]
    if len(refused) > 3:
        parts.append(f"{len(refused) - 3} more refused")
    return "; ".join(parts)


def _ends_with_newline(path: Path) -> bool:
    with open(path, "rb") as handle:
        handle.seek(-1, os.SEEK_END)
        return handle.read(1) == b"\n"


def _is_line(value: Any) -> bool:
    """A mapping: a match line (checked when it becomes a MatchRecord) or a well-formed rule-set line."""
    if type(value) is not dict:
        return False
    return "rules_id" not in value or (isinstance(value["rules_id"], str) and isinstance(value.get("options"), dict))


def _record(item: dict[str, Any], definitions: Mapping[str, dict[str, Any]]) -> MatchRecord:
    """A match line as a record, its rule options put back (shared dicts: treat records as read-only)."""
    rules = item.get("rules")
    if isinstance(rules, dict) and "id" in rules:
        # A damaged id (not text, maybe not even hashable) names no rule set: the options are unknown.
        options = definitions.get(rules["id"]) if isinstance(rules["id"], str) else None
        item["rules"] = {"preset": rules.get("preset"), "options": options}
    return MatchRecord.from_dict(item)


def _dumps(value: Any) -> bytes:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def _split_rules(record: MatchRecord) -> tuple[dict[str, Any], dict[str, Any] | None]:
    """The match line to store (rules by id) and the rule-set line it refers to (None if no options)."""
    stored = record.to_dict()
    if record.options is None:
        return stored, None
    options = dict(record.options)
    canonical = json.dumps(options, sort_keys=True, separators=(",", ":"))
    rules_id = hashlib.sha1(canonical.encode("utf-8")).hexdigest()[:16]
    stored["rules"] = {"preset": record.preset, "id": rules_id}
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
    try:
        records, twice = loads_noting_twice("[" + body.replace("\n", ",") + "]")
    except (ValueError, RecursionError):  # not JSON, a number past Python's digit limit, nested too deep
        return None
    if twice or len(records) != body.count("\n") + 1 or not all(_is_line(r) for r in records):
        return None  # a key given twice, a blank line, or "1,2" on one line (two values); go line by line
    return records


@contextlib.contextmanager
def _gc_paused() -> Iterator[None]:
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()


def _parse_line(line: bytes) -> tuple[dict[str, Any] | None, list[str]]:
    """The line's mapping (None if it is not one) and the keys it gives twice."""
    try:
        item, twice = loads_noting_twice(line.decode("utf-8"))
    except (ValueError, RecursionError):  # bad UTF-8 or JSON, a number past the digit limit, nested too deep
        return None, []
    return (item if _is_line(item) else None), twice


# -- building a record --------------------------------------------------------------------------------
def record_from_match(match: Any, seats: Sequence[Seat | Mapping[str, Any]],
                      date: datetime | str | None = None, match_id: str = "",
                      moves: Sequence[Sequence[str]] | None = None) -> MatchRecord:
    """The history record of a finished engine `Match`; `seats` in seat order (Seats or their mappings).
    `date` defaults to now, local time with its UTC offset; `match_id` is the match's id (see `append`);
    `moves`: every hand's moves (storage/moves.py `MoveLog.all_moves`), None when unknown (no review)."""
    if not match.is_over:
        raise ValueError("only a finished match goes into the history")
    if len(seats) != match.players:
        raise ValueError(f"{len(seats)} seat descriptions for a {match.players}-player match")
    if date is None:
        date = datetime.now().astimezone()
    hands = [[score.to_dict() for score in hand] for hand in match.history]
    n_sides = len(match.totals)
    return MatchRecord(
        seats=tuple(Seat.coerce(seat) for seat in seats),
        sides=tuple(match.rules.sides_for(match.players)),
        totals=tuple(match.totals),
        winner=match.winner,
        date=date.isoformat(timespec="seconds") if isinstance(date, datetime) else str(date),
        seed=match.seed,
        preset=match.rules.name,
        options=match.rules.to_dict(),
        hands=pack_hands(hands),
        n_hands=len(hands),
        conceded=bool(match.conceded),
        # Per-side figures the statistics use (derived from the hands, stored for quick reading).
        scopas=tuple(sum(hand[side]["scope"] for hand in hands) for side in range(n_sides)),
        settebello=tuple(sum(hand[side]["settebello"] for hand in hands) for side in range(n_sides)),
        version=RECORD_VERSION,
        match_id=match_id,
        moves=pack_moves(moves) if moves else "",
    )

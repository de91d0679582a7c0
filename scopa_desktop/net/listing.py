"""The open lobby: the tables anyone may join (open, not started, a seat free, somebody there waiting), in
the order they opened, this process's and (with a shared store) every other process's.

Kept up to date as tables change (`update` for this process's, `put_remote` for another's, heard through
the database), so a listing costs only its page however many tables there are: a page is found by
bisecting the opening order from a cursor, each table's entry is made once per change, and `rev` (one
number for the whole lobby) lets a client that polls hear "unchanged" for nothing. Quick match finds the
oldest open table with the same rules and number of players (this process's first) in an index by both.
An entry holds plain data only (no table), so ten thousand listed tables are few objects. Ranked tables
(net/ranking) are kept too, for every process's ranked quick match, but never listed nor offered to an
unranked one: their entry says the skill of who waits there (`ranked`).
"""

from __future__ import annotations

import bisect
import time
from dataclasses import dataclass
from typing import Any

from ..engine import Rules
from .protocol import LIST_PAGE, ProtocolError, compact_rules, expand_rules
from .table import Table


@dataclass(slots=True)
class Listed:
    """One listed table: its place (`number`: microseconds since 1970 when it opened), the process that
    holds it (`server`: None for this one), its rules and seats for quick match, and its entry."""

    code: str
    number: int
    server: int | None
    key: tuple[Rules, int, bool]  # rules, players, ranked
    preset: str
    created: float
    entry: dict[str, Any]


def opening_number(created: float) -> int:
    return int(created * 1_000_000)


class OpenLobbies:
    """Every listed table. `rev` grows with each change to what a listing would show."""

    def __init__(self, wall=time.time) -> None:
        self.wall = wall
        self.rev = 0
        self._order: list[tuple[int, str]] = []  # (number, code) of the listed tables, ascending
        self._listed: dict[str, Listed] = {}
        # (rules, players, ranked?, held elsewhere?) -> (number, code) of those tables, ascending: quick match's and
        # ranked matchmaking's index
        self._fitting: dict[tuple[Rules, int, bool, bool], list[tuple[int, str]]] = {}

    def __len__(self) -> int:
        return len(self._order)

    def __contains__(self, code: str) -> bool:
        return code in self._listed

    def number_of(self, code: str) -> int:
        """The table's place in the opening order (0: not listed)."""
        listed = self._listed.get(code)
        return 0 if listed is None else listed.number

    @staticmethod
    def listed(table: Table) -> bool:
        """Open, not started, a seat free, and somebody at it (a table whose people all went away is not
        offered to strangers until one of them is back)."""
        return table.open and table.match is None and table.free_seats > 0 and table.attended

    @staticmethod
    def entry(table: Table) -> dict[str, Any]:
        """What the listing shows of a table (without its age, which is worked out at each page)."""
        entry = {"code": table.code, "rules": compact_rules(table.rules),
                 "seats": [slot.listed() for slot in table.slots], "free": table.free_seats, "quick": table.quick}
        if table.ranked:
            skills = [slot.skill for slot in table.slots if slot.skill is not None]
            entry["ranked"] = round(sum(skills) / len(skills), 3) if skills else 0.0
            entry["ids"] = [slot.player for slot in table.slots if slot.player]  # (matchmaking's, never listed)
        return entry

    def update(self, table: Table) -> dict[str, Any] | None:
        """This process's `table` changed: list it, refresh its entry, or take it off; returns its entry
        (None: not listed)."""
        if not self.listed(table):
            self.remove(table.code)
            return None
        entry = self.entry(table)
        number = self._listed[table.code].number if table.code in self._listed else opening_number(table.created)
        self._put(Listed(table.code, number, None, (table.rules, len(table.slots), table.ranked), table.rules.name,
                         table.created, entry))
        return entry

    def put_remote(self, server: int, code: str, entry: dict[str, Any] | None, number: int) -> None:
        """Another process's table changed (its entry, or None: no longer listed); a malformed entry is
        ignored (it came from our own database, but is read as carefully as anything else)."""
        if entry is None:
            self.remove(code)
            return
        try:
            rules = expand_rules(entry["rules"])
            players, created, ranked = len(entry["seats"]), number / 1_000_000, "ranked" in entry
            if ranked and not isinstance(entry["ranked"], int | float):
                return
        except (ProtocolError, KeyError, TypeError):
            return
        self._put(Listed(code, number, server, (rules, players, ranked), rules.name, created, entry))

    def forget_server(self, keep: set[int]) -> None:
        """Take off every table of a process not in `keep` (it stopped, or died)."""
        for code in [code for code, listed in self._listed.items() if listed.server is not None
                     and listed.server not in keep]:
            self.remove(code)

    def _put(self, listed: Listed) -> None:
        old = self._listed.get(listed.code)
        if old is not None and (old.number, old.key, old.server) != (listed.number, listed.key, listed.server):
            self.remove(listed.code)
            old = None
        if old is None:
            taken = bisect.bisect_left(self._order, (listed.number, ""))
            while taken < len(self._order) and self._order[taken][0] == listed.number:  # (a tie: the next place)
                listed.number += 1
                taken = bisect.bisect_left(self._order, (listed.number, ""))
            if not listed.key[2]:  # (a ranked table is found by matchmaking only)
                bisect.insort(self._order, (listed.number, listed.code))
            bisect.insort(self._fitting.setdefault((*listed.key, listed.server is not None), []),
                          (listed.number, listed.code))
        self._listed[listed.code] = listed
        self.rev += 1

    def remove(self, code: str) -> None:
        listed = self._listed.pop(code, None)
        if listed is None:
            return
        if not listed.key[2]:
            del self._order[bisect.bisect_left(self._order, (listed.number, code))]
        key = (*listed.key, listed.server is not None)
        same = self._fitting[key]
        del same[bisect.bisect_left(same, (listed.number, code))]
        if not same:
            del self._fitting[key]
        self.rev += 1

    def page(self, after: int = 0, preset: str | None = None, players: int | None = None,
             limit: int = LIST_PAGE, names: bool = True) -> tuple[list[dict[str, Any]], int | None]:
        """Up to `limit` entries after the cursor `after` (0: from the start), oldest first, with the
        preset and number of players asked for (without the players' names when `names` is False); and
        the cursor of the next page (None: no more)."""
        now = self.wall()
        found: list[dict[str, Any]] = []
        start = bisect.bisect_right(self._order, (after, "\uffff"))
        for index in range(start, len(self._order)):
            listed = self._listed[self._order[index][1]]
            if preset is not None and listed.preset != preset or players is not None and listed.key[1] != players:
                continue
            if len(found) == limit:
                return found, self._order[index - 1][0]
            entry = {**listed.entry, "age": max(0, int(now - listed.created))}
            if not names:
                entry["seats"] = [{**seat, "name": ""} for seat in entry["seats"]]
            found.append(entry)
        return found, None

    def fitting(self, rules: Rules, players: int) -> Listed | None:
        """The listed table playing `rules` with `players` seats that opened first, this process's if
        there is one, for a quick match."""
        for elsewhere in (False, True):
            same = self._fitting.get((rules, players, False, elsewhere))
            if same:
                return self._listed[same[0][1]]
        return None

    def ranked(self, rules: Rules, players: int) -> list[Listed]:
        """Every ranked table of `rules` and `players` waiting for players, this process's and the others'."""
        return [self._listed[code] for elsewhere in (False, True)
                for _, code in self._fitting.get((rules, players, True, elsewhere), [])]

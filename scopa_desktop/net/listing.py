"""The open lobby: the tables anyone may join (open, not started, a seat free, somebody there waiting), in
the order they opened.

Kept up to date as tables change (`update`), so a listing costs only its page however many tables there
are: a page is found by bisecting the opening order from a cursor, each table's entry is made once per
change, and `rev` (one number for the whole lobby) lets a client that polls hear "unchanged" for nothing.
Quick match finds the oldest open table with the same rules and number of players in an index by both.
"""

from __future__ import annotations

import bisect
import itertools
import time
from typing import Any

from ..engine import Rules
from .protocol import LIST_PAGE, compact_rules
from .table import Table


def _key(table: Table) -> tuple[Rules, int]:
    return table.rules, len(table.slots)


class OpenLobbies:
    """Every listed table. `rev` grows with each change to what a listing would show."""

    def __init__(self, wall=time.time) -> None:
        self.wall = wall
        self.rev = 0
        self._counter = itertools.count(1)
        self._order: list[int] = []  # opening numbers of the listed tables, ascending
        self._tables: dict[int, Table] = {}
        self._number: dict[str, int] = {}  # code -> opening number
        self._entries: dict[str, dict[str, Any]] = {}  # code -> its entry, without its age
        self._fitting: dict[tuple[Rules, int], dict[str, Table]] = {}

    def __len__(self) -> int:
        return len(self._order)

    @staticmethod
    def listed(table: Table) -> bool:
        """Open, not started, a seat free, and somebody at it (a table whose people all went away is not
        offered to strangers until one of them is back)."""
        return table.open and table.match is None and table.free_seats > 0 and table.attended

    def update(self, table: Table) -> None:
        """`table` changed (or closed: `remove`): list it, refresh its entry, or take it off."""
        if not self.listed(table):
            self.remove(table.code)
            return
        self._entries[table.code] = {
            "code": table.code, "rules": compact_rules(table.rules), "seats": [slot.listed() for slot in table.slots],
            "free": table.free_seats, "quick": table.quick,
        }
        if table.code not in self._number:
            number = next(self._counter)
            self._number[table.code] = number
            self._order.append(number)  # numbers only grow: appending keeps the order sorted
            self._tables[number] = table
            self._fitting.setdefault(_key(table), {})[table.code] = table
        self.rev += 1

    def remove(self, code: str) -> None:
        number = self._number.pop(code, None)
        if number is None:
            return
        table = self._tables.pop(number)
        del self._order[bisect.bisect_left(self._order, number)]
        del self._entries[code]
        same = self._fitting[_key(table)]
        del same[code]
        if not same:
            del self._fitting[_key(table)]
        self.rev += 1

    def page(self, after: int = 0, preset: str | None = None, players: int | None = None,
             limit: int = LIST_PAGE, names: bool = True) -> tuple[list[dict[str, Any]], int | None]:
        """Up to `limit` entries after the cursor `after` (0: from the start), oldest first, with the
        preset and number of players asked for (without the players' names when `names` is False); and
        the cursor of the next page (None: no more)."""
        now = self.wall()
        found: list[dict[str, Any]] = []
        start = bisect.bisect_right(self._order, after)
        for index in range(start, len(self._order)):
            number = self._order[index]
            table = self._tables[number]
            if preset is not None and table.rules.name != preset or players is not None and len(table.slots) != players:
                continue
            if len(found) == limit:
                return found, self._order[index - 1]
            entry = {**self._entries[table.code], "age": max(0, int(now - table.created))}
            if not names:
                entry["seats"] = [{**seat, "name": ""} for seat in entry["seats"]]
            found.append(entry)
        return found, None

    def fitting(self, rules: Rules, players: int) -> Table | None:
        """The oldest listed table playing `rules` with `players` seats, for a quick match."""
        same = self._fitting.get((rules, players))
        return next(iter(same.values())) if same else None

"""Seating keys: a `create`, `join` or `quick` carries a key the client made up, so the same request resent
on a new connection (its answer lost with the old one) takes the seat it got the first time, not a second.

A key is as secret as a token, so it is held to a token's standard: 22 to 64 URL-safe characters (128 bits
or more: nobody guesses one), good only for the very request it came with (a different request with the
same key is refused), and spent once the client has shown it holds its seat (any later request on that
connection, or a pong that saw the lobby sent with the seat): from then on the seat's token is the only
way back, and a reused key is refused. Only a hash of each key is kept, with its table (and saved with it).
"""

from __future__ import annotations

import hashlib
import json
import re
import time
from typing import Any

from .protocol import ProtocolError
from .table import Table

KEY = re.compile(r"^[A-Za-z0-9_-]{22,64}$")
KEYS_PER_TABLE = 64  # the oldest are forgotten past this (a table has at most 8 seats)


def key_hash(key: str) -> str:
    return hashlib.sha256(key.encode()).hexdigest()


def fingerprint(request: dict[str, Any]) -> str:
    """What the request asked, whatever its id and key: the same request resent has the same print."""
    asked = {k: v for k, v in request.items() if k not in ("rid", "key")}
    return hashlib.sha256(json.dumps(asked, sort_keys=True).encode()).hexdigest()


class SeatKeys:
    """Which table each key's seat is at (the seat and its state live in the table's `keys`)."""

    def __init__(self) -> None:
        self._tables: dict[str, Table] = {}  # key hash -> table

    def check(self, key: Any) -> str:
        """The hash of a well-formed key; ProtocolError for one too short or of other characters."""
        if not isinstance(key, str) or not KEY.match(key):
            raise ProtocolError("bad_message", "a key is 22 to 64 letters, digits, - or _ (made up at random)")
        return key_hash(key)

    def recall(self, hashed: str, request: dict[str, Any]) -> tuple[Table, str] | None:
        """(table, token) of the seat this key got, when the same request comes again; None for a new key."""
        table = self._tables.get(hashed)
        if table is None:
            return None
        print_, token, spent, _ = table.keys[hashed]
        if spent:
            raise ProtocolError("bad_message", "this key was already used: take the seat back with its token")
        if print_ != fingerprint(request):
            raise ProtocolError("bad_message", "this key was used for another request")
        return table, token

    def remember(self, hashed: str, request: dict[str, Any], table: Table, token: str) -> None:
        table.keys[hashed] = [fingerprint(request), token, False, time.time()]
        self._tables[hashed] = table
        while len(table.keys) > KEYS_PER_TABLE:
            oldest = next(iter(table.keys))
            del table.keys[oldest]
            self._tables.pop(oldest, None)

    def spend(self, hashed: str) -> None:
        """The client holds its seat: the key will never seat anyone again."""
        table = self._tables.get(hashed)
        if table is not None and hashed in table.keys and not table.keys[hashed][2]:
            table.keys[hashed][2] = True

    def adopt(self, table: Table) -> None:
        """A table reloaded from its save: its keys are known again."""
        for hashed in table.keys:
            self._tables[hashed] = table

    def forget(self, table: Table) -> None:
        for hashed in table.keys:
            if self._tables.get(hashed) is table:
                del self._tables[hashed]

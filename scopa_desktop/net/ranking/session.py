"""A client session's ranked play: who we are on this server (said again first on every connection, a
redirect's too: the server knows a connection, not a computer), the ranked quick match asked for (asked
again when the server says an older table now fits: `rematch`), and the ranked messages as events."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from ..protocol import encode
from .events import ranked_event, seat_rating

__all__ = ["SERVER_TYPES", "RankedSession", "seat_rating"]

if TYPE_CHECKING:
    from ..session import ClientSession

SERVER_TYPES = frozenset(("identity", "leaderboard", "rating_chart", "rated", "rematch"))


class RankedSession:
    def __init__(self, session: ClientSession) -> None:
        self.session = session
        self.identity: tuple[str, str] | None = None  # (secret, name)
        self.quick: dict[str, Any] | None = None  # the ranked quick match waiting for its table

    def asked(self, **fields: Any) -> dict[str, Any]:
        """A quick match's fields, kept when it is ranked (asked again after a `rematch`)."""
        self.quick = fields if fields.get("ranked") else None
        return fields

    def identify(self, secret: str, name: str) -> int:
        """Who we are on this server, from now on and on every connection after (the first thing said)."""
        self.identity = (secret, name)
        return self.session.request("identify", secret=secret, name=name)

    def connected(self) -> None:
        """A new connection: who we are goes first of every request waiting to be sent again (the server
        answers it before reading on), once."""
        if self.identity is None:
            return
        session = self.session
        session._next_rid += 1
        secret, name = self.identity
        first = [session._next_rid, "identify", encode("identify", rid=session._next_rid, secret=secret, name=name)]
        waiting = {rid: entry for rid, entry in session._pending.items() if entry[0] != "identify"}
        session._pending = {first[0]: [first[1], first[2], time.monotonic()], **waiting}

    def event(self, m: dict[str, Any]) -> Any:
        if m["type"] != "rematch":
            return ranked_event(m)
        session = self.session
        if self.quick is not None and session.state is None and session.code is not None:
            session.request("leave")  # (the table has not started: the seat is freed)
            session.code = session.seat = session.token = None
            session.request("quick", **self.quick)
        return None

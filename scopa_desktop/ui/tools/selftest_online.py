"""`--selftest`'s online check: a table hosted on the loopback address and joined, as Play online does.

A bundle that left out part of what network play needs (ssl, which websockets imports; sqlite3, which the
ranking's book imports) still starts and plays offline, so only this check finds it before a player does."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from ...net import TableClient

T = TypeVar("T")

STEPS_SECONDS = 10.0  # each step's bound: the loopback answers in milliseconds


def check_online() -> str:
    """Host a table on 127.0.0.1, join it, open a table and take its seat; raise if any step fails."""
    from ...engine import Rules
    from ...net import Connected, Seated, TableClient, start_host

    host = start_host(port=0, bind="127.0.0.1")
    client = TableClient(reconnect_attempts=0)
    try:
        client.connect(host.local_url)
        _expect(client, Connected, "connected to the hosted table server")
        client.create_table(Rules.preset("classic"), [{"kind": "human"}, {"kind": "bot", "level": "easy"}],
                            "Selftest")
        seated = _expect(client, Seated, "took a seat at the hosted table")
        return f"online: hosted table {seated.code} on port {host.port} joined over the loopback"
    finally:
        client.close()
        host.stop()


def _expect(client: TableClient, kind: type[T], what: str) -> T:
    deadline = time.monotonic() + STEPS_SECONDS
    seen = []
    while (left := deadline - time.monotonic()) > 0:
        event = client.next_event(left)
        if isinstance(event, kind):
            return event
        if event is not None:
            seen.append(type(event).__name__)
    raise RuntimeError(f"online check: never {what} within {STEPS_SECONDS:.0f} s (events: {seen})")

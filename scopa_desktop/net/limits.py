"""The server's limits (sizes, rates, timers) in one place, and the per-connection rate limiter."""

from __future__ import annotations

import time
from dataclasses import dataclass

from .protocol import MAX_CLIENT_MESSAGE


@dataclass(frozen=True)
class Limits:
    """Every number the server enforces; tests shrink the timers, nothing else changes."""

    max_message: int = MAX_CLIENT_MESSAGE  # bytes in one client frame; bigger closes the connection (1009)
    rate: float = 20.0  # messages a second a connection may send on average...
    burst: float = 60.0  # ...and at once
    max_strikes: int = 20  # refused messages before the connection is closed (1008)
    max_tables: int = 5000
    hold_seconds: float = 60.0  # a dropped player's seat waits this long before a bot plays it
    ping_seconds: float = 5.0  # how often each seat is pinged (latency, resync, "waiting for")
    waiting_notice: float = 5.0  # "waiting for X" is sent once X has been thinking this long
    hello_seconds: float = 10.0  # a new connection must say hello within this
    bot_delay: float = 0.0  # a pause before a server bot's move, so people can follow it
    idle_seconds: float = 900.0  # a table nobody is connected to (not started, or finished) is then closed


class TokenBucket:
    """`rate` tokens a second up to `burst`; `take()` is False when the connection is over its rate."""

    __slots__ = ("rate", "burst", "tokens", "stamp", "clock")

    def __init__(self, rate: float, burst: float, clock=time.monotonic) -> None:
        self.rate, self.burst, self.tokens, self.clock = rate, burst, burst, clock
        self.stamp = clock()

    def take(self) -> bool:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False

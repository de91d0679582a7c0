"""The search levels' think-time guard: a deadline on the thinking thread's CPU clock, a safety net under the
node budget (trees.NodeBudget).

The node budget decides how far a move searches, so a seed replays the same moves on any machine. On a
computer slower than the one the budget was tuned on the same nodes take longer; past the deadline the search
stops where it is: the deals searched so far decide, each at the deepest depth it completed (an exact solve
under way finishes its line greedily). The deadline lies beyond what a move takes on an idle machine of the
kind the budget was tuned on, so there it never acts and play is the node budget's alone; while it does not
act, a guarded search is the unguarded one, node for node.

The clock is the CPU time of the thread that thinks (the app's worker thread, a server's bot worker): what
the move costs, not how long other programs keep the core. Where a seed must replay exactly on any machine,
the guard goes off with `SCOPA_THINK_LIMIT=off` in the environment (worker processes inherit it: a duel run so
replays move for move; scripts/check/same_moves.py sets it), or with a bot's `think_limit` set to None; a
number there sets the deadline in seconds instead. Tests give a bot a clock of their own (`think_clock`).
"""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Callable

log = logging.getLogger("scopa_desktop.bots")

THINK_LIMIT = 0.45  # seconds of CPU a move may think (the limit: p95 within 0.5 s, max within 1.5 s)
LIMIT_ENV = "SCOPA_THINK_LIMIT"  # "off": no guard; a number: the deadline in seconds
CHECK_EVERY = 256  # nodes a tree search goes between looks at the clock (some 2-4 ms of work)

Clock = Callable[[], float]


def thread_clock() -> float:
    """Seconds of CPU time the calling thread has used (the process's, where threads are not timed apart)."""
    try:
        return time.thread_time()
    except (AttributeError, OSError):  # pragma: no cover - platforms without a per-thread CPU clock
        return time.process_time()


class Deadline:
    """A moment on `clock`, `seconds` from now. `passed()` looks at the clock; once it has passed it stays so."""

    __slots__ = ("clock", "at", "expired")

    def __init__(self, seconds: float, clock: Clock = thread_clock) -> None:
        self.clock = clock
        self.at = clock() + seconds
        self.expired = False

    def passed(self) -> bool:
        if not self.expired and self.clock() >= self.at:
            self.expired = True
        return self.expired


_refused: set[str] = set()  # values of SCOPA_THINK_LIMIT already reported


def think_limit(default: float | None) -> float | None:
    """The deadline in seconds for a level whose own is `default`, unless `SCOPA_THINK_LIMIT` says otherwise
    ("off" or "none": no guard; a positive number of seconds: that deadline). Any other value is reported
    once, as a warning, and the level keeps its own: a mistyped setting must not stop a game."""
    value = os.environ.get(LIMIT_ENV, "").strip().lower()
    if not value:
        return default
    if value in ("off", "none"):
        return None
    try:
        seconds = float(value)
    except ValueError:
        seconds = 0.0
    if seconds > 0 and seconds != float("inf"):
        return seconds
    if value not in _refused:
        _refused.add(value)
        log.warning("%s must be 'off' or a positive number of seconds, not %r: the bots keep their own limit",
                    LIMIT_ENV, value)
    return default


def deadline(seconds: float | None, clock: Clock = thread_clock) -> Deadline | None:
    """A deadline `seconds` from now on `clock` (None, no guard, when `seconds` is None)."""
    return None if seconds is None else Deadline(seconds, clock)

"""The server's bots: every table's bot moves thought out by a few workers, taken in a fair order.

A bot decides from its seat's Observation alone, so a job is plain data (level, seed, observation, the
match score) and may run in a worker thread (the game hosting a table) or a worker process (`serve`, so
bots never hold the interpreter lock the server's event loop needs). The workers bound the CPU the bots
take; the order is fair: each owner (the address that opened the table) in turn, so one address with many
busy tables cannot slow another's table by more than one move of its bots. (Tables nobody is at ask for
no moves at all: see driver.py.)
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import logging
import multiprocessing
import os
import sys
import threading
import time
from collections import OrderedDict, deque
from collections.abc import Callable, Sequence
from typing import Any

from ..bots import make_bot
from ..engine import Observation

log = logging.getLogger("scopa_desktop.net")
WATCH_SECONDS = 1.0  # how often a worker process looks whether the server still lives
BOT_NICENESS = 10  # worker processes yield the CPU to the server's own process


def _worker_start(server_pid: int) -> None:
    """In a worker process: think at a lower priority than the server (its event loop answers every table
    first), and end when the server is gone (killed without a word, workers would otherwise wait for work
    for ever, and keep its log pipe open)."""
    if os.name != "posix":  # (Windows: os.kill would terminate, not look)
        return
    with contextlib.suppress(OSError):
        os.nice(BOT_NICENESS)

    def watch() -> None:
        while True:
            time.sleep(WATCH_SECONDS)
            try:
                os.kill(server_pid, 0)
            except ProcessLookupError:
                os._exit(0)
            except PermissionError:  # the pid was reused by another user's process: ours is gone
                os._exit(0)

    threading.Thread(target=watch, name="scopa-bot-watch", daemon=True).start()


def bot_action(level: str, seed: str, observation: Observation, totals: Sequence[int]) -> str | None:
    """The bot's action for the seat to move (in a worker): None to declare its hand, else its move."""
    bot = make_bot(level, seed=seed)
    if observation.my_turn and bot.declares(observation):
        return None
    return str(bot.choose(observation, totals))


class BotPool:
    """`await pool.decide(owner, level, seed, observation, totals)`: the bot's action."""

    def __init__(self, workers: int = 1, processes: bool = False) -> None:
        self.workers, self.processes = max(1, workers), processes
        self._executor: concurrent.futures.Executor | None = None
        self._queues: OrderedDict[str, deque] = OrderedDict()  # owner -> its jobs waiting, owners in turn
        self._busy = 0
        self.thought = 0  # jobs done (the benchmark reads it)
        self.closed = False

    def _make_executor(self) -> concurrent.futures.Executor:
        if not self.processes:
            return concurrent.futures.ThreadPoolExecutor(self.workers, thread_name_prefix="scopa-bot")
        method = "forkserver" if sys.platform.startswith("linux") else "spawn"  # never fork a threaded loop
        return concurrent.futures.ProcessPoolExecutor(self.workers, mp_context=multiprocessing.get_context(method),
                                                      initializer=_worker_start, initargs=(os.getpid(),))

    async def decide(self, owner: str, level: str, seed: str, observation: Observation, totals: Sequence[int],
                     wanted: Callable[[], bool] = lambda: True) -> str | None:
        """The bot's action; CancelledError when, its turn come, the move is no longer `wanted` (the table
        moved on, or nobody is at it any more: no worker thinks for nothing)."""
        future = asyncio.get_running_loop().create_future()
        self._queues.setdefault(owner, deque()).append(((level, seed, observation, tuple(totals)), future, wanted))
        self._pump()
        return await future

    def waiting(self) -> int:
        return sum(len(jobs) for jobs in self._queues.values())

    def _next(self) -> tuple[Any, asyncio.Future] | None:
        """The next job still wanted: the first owner's oldest, that owner then going to the back of the line."""
        while self._queues:
            owner, jobs = next(iter(self._queues.items()))
            args, future, wanted = jobs.popleft()
            if jobs:
                self._queues.move_to_end(owner)
            else:
                del self._queues[owner]
            if future.cancelled():
                continue
            if not wanted():
                future.cancel()
                continue
            return args, future
        return None

    def _pump(self) -> None:
        while self._busy < self.workers:
            job = self._next()
            if job is None:
                return
            args, future = job
            if self._executor is None:
                self._executor = self._make_executor()
            self._busy += 1
            try:
                work = asyncio.get_running_loop().run_in_executor(self._executor, bot_action, *args)
            except (RuntimeError, concurrent.futures.BrokenExecutor) as exc:  # a worker process died
                self._busy -= 1
                self._executor = None
                future.set_exception(exc)
                continue
            work.add_done_callback(lambda done, future=future: self._done(done, future))

    def _done(self, work: asyncio.Future, future: asyncio.Future) -> None:
        self._busy -= 1
        self.thought += 1
        if not future.cancelled():
            if work.cancelled():
                future.cancel()
            elif work.exception() is not None:
                if isinstance(work.exception(), concurrent.futures.BrokenExecutor):
                    self._executor = None  # made afresh for the next job
                future.set_exception(work.exception())
            else:
                future.set_result(work.result())
        self._pump()

    def shutdown(self) -> None:
        self.closed = True
        for jobs in self._queues.values():
            for _, future, _ in jobs:
                future.cancel()
        self._queues.clear()
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None

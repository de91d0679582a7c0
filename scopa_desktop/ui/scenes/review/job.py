"""Maestro's analysis of a match in a separate process, so the window keeps every frame.

The search is pure Python: in a thread it would hold the interpreter's lock and the window would stutter
for the whole analysis. A process of its own ("spawn": a fresh interpreter, the same on every system,
and safe beside the window's threads) runs `review.analyse` and sends its progress and its answer back on
a queue (review.run_analysis_job: plain data both ways); the window polls the queue once a frame and never waits.
Cancelling ends the process.
"""

from __future__ import annotations

import multiprocessing
import queue as queue_module

from ....review import MatchReview, analysis_job, run_analysis_job
from ....storage import MatchRecord

RUNNING, DONE, FAILED, CANCELLED = "running", "done", "failed", "cancelled"


class AnalysisJob:
    """One analysis in the background: `poll()` once a frame, then `state`, `done`/`total`, `review`."""

    def __init__(self, record: MatchRecord, seat: int, *, worlds: int, seed: int | str) -> None:
        context = multiprocessing.get_context("spawn")
        self._queue = context.Queue()
        self._process = context.Process(target=run_analysis_job, args=(analysis_job(record, seat, worlds, seed),
                                                                 self._queue), name="scopa-review", daemon=True)
        self.state = RUNNING
        self.done, self.total = 0, 0
        self.review: MatchReview | None = None
        self.error = ""
        self._process.start()

    @property
    def fraction(self) -> float:
        return self.done / self.total if self.total else 0.0

    def poll(self) -> bool:
        """Read what the worker sent since the last poll (never blocks); True when anything changed."""
        changed = False
        while self.state == RUNNING:
            try:
                message = self._queue.get_nowait()
            except queue_module.Empty:
                break
            changed = True
            kind = message[0]
            if kind == "progress":
                self.done, self.total = message[1], message[2]
            elif kind == "done":
                self.review = MatchReview.from_dict(message[1])
                self.state = DONE
            else:
                self.state, self.error = FAILED, str(message[1]) if len(message) > 1 else ""
        if self.state == RUNNING and not self._process.is_alive() and self._queue.empty():
            self.state, self.error, changed = FAILED, f"the analysis stopped (exit code {self._process.exitcode})", True
        if self.state != RUNNING and not self._process.is_alive():
            self._process.join()  # already ended: reaped at once, never waited for
        return changed

    def cancel(self) -> None:
        """Stop the analysis (leaving the review): the worker is ended; nothing is kept."""
        if self.state == RUNNING:
            self.state = CANCELLED
        if self._process.is_alive():
            self._process.terminate()
        self._process.join(timeout=1)
        self._queue.cancel_join_thread()  # a message left in the pipe must not hold the window's exit

    @property
    def alive(self) -> bool:
        return self._process.is_alive()

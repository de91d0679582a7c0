"""The review run in another process, so the window never waits for it: `run(job, queue)` is the target.

Everything crossing the process boundary is plain data: the job is `job_for(...)` (the record as its
stored mapping, the seat, the deals and the seed), and the answers put on `queue` are tuples:
`("progress", done, total)` after each move judged, then `("done", review.to_dict())` or
`("failed", message)`. Stop it by ending the process; a finished review is cached by the caller.
"""

from __future__ import annotations

from typing import Any

from ..storage import MatchRecord
from .analysis import DEFAULT_SEED, DEFAULT_WORLDS, analyse


def job_for(record: MatchRecord, seat: int, worlds: int = DEFAULT_WORLDS,
            seed: int | str = DEFAULT_SEED) -> dict[str, Any]:
    """The plain job for `run`."""
    return {"record": record.to_dict(), "seat": seat, "worlds": worlds, "seed": seed}


def run(job: dict[str, Any], queue: Any) -> None:
    """Analyse the job's match and put the progress and the answer on `queue` (anything with `put`)."""
    try:
        record = MatchRecord.from_dict(job["record"])
        review = analyse(record, job["seat"], worlds=job["worlds"], seed=job["seed"],
                         progress=lambda done, total: queue.put(("progress", done, total)))
    except ValueError as exc:  # a record that does not replay: said, not raised in a process nobody sees
        queue.put(("failed", str(exc)))
        return
    queue.put(("done", review.to_dict()))

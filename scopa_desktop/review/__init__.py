"""Maestro's review of a finished match: replay it move by move, and judge one seat's moves.

Pure: no pygame, and no file but the cache (storage.ReviewCache, through load_review / store_review).
The screen (ui) uses these names:

    from scopa_desktop.review import replay, analyse, reviewed_seat, MatchReview
    if record.has_moves:                          # older records keep no moves: no review
        steps = replay(record).steps              # ReplayStep: hand, seat, move, before, after, totals
        review = analyse(record, reviewed_seat(record), progress=report)   # seconds: run it in the background
        review.accuracy, review.counts(), review.worst(3), review.curve, review.for_step(i)
    review = load_review(ReviewCache(home), record.match_id, seat, worlds=DEFAULT_WORLDS, seed=DEFAULT_SEED)
    store_review(ReviewCache(home), review)       # kept beside the history: reopening is instant
    review_trend(ReviewCache(home), records, "Anna")   # accuracy over the last reviewed matches (statistics)

In a background process: `multiprocessing.Process(target=run_analysis_job, args=(analysis_job(record, seat),
queue))`, reading ("progress", done, total), then ("done", review data) or ("failed", message) from the queue.

Modules: rebuild (`replay`: the match rebuilt from its record), analysis (each move valued by Maestro's search),
reasons (why a move cost points, as locale keys), model (the review as plain values: grades, accuracy,
to_dict/from_dict), cached (kept beside the history), worker (the analysis in another process).
"""

from .advice import HINT_WORLDS, advise
from .analysis import DEFAULT_SEED, DEFAULT_WORLDS, AnalysisCancelled, analyse, judge, reviewed_seat
from .cached import cache_key, load_review, review_trend, store_review
from .model import (
    BLUNDER,
    FORCED,
    GRADES,
    INACCURACY,
    MISTAKE,
    REVIEW_VERSION,
    CurvePoint,
    MatchReview,
    MoveReview,
    grade_of,
    move_accuracy,
)
from .reasons import reason_for
from .rebuild import MatchReplay, ReplayStep, can_replay, replay
from .worker import job_for as analysis_job
from .worker import run as run_analysis_job

__all__ = [
    "AnalysisCancelled", "BLUNDER", "CurvePoint", "DEFAULT_SEED", "DEFAULT_WORLDS", "FORCED", "GRADES", "INACCURACY",
    "MISTAKE", "MatchReplay", "MatchReview", "MoveReview", "REVIEW_VERSION", "ReplayStep", "analyse", "can_replay",
    "cache_key", "grade_of", "judge", "load_review", "store_review", "move_accuracy", "reason_for", "replay",
    "review_trend", "reviewed_seat", "analysis_job", "run_analysis_job", "advise", "HINT_WORLDS",
]

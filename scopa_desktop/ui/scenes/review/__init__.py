"""Maestro's review screen: `scene` (ReviewScene, "review": the match replayed on the table with each of
your moves judged), `summary` ("review_summary": accuracy, the costliest moves, the chart), `panel` and
`chart` (their drawing), `job` (the analysis in a separate process), `entry` (opening a review from the
history or the match's end)."""

from .scene import ReviewScene
from .summary import ReviewSummaryScene

__all__ = ["ReviewScene", "ReviewSummaryScene"]

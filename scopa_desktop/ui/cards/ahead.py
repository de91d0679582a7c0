"""Cards drawn ahead, in idle time: the faces the next deck will need, rasterised a slice at a time between
frames, so that switching deck (D) costs one frame however rich the drawings grow.

What is drawn ahead is what is on screen now, in the next deck: every face the cache holds for the current deck
(its card, height, indices and teaching mark), and its backs, drawn again for the deck D goes to. The work is cut
into slices of a few milliseconds, each done only while nothing else waits (the window's idle loop), and it
ends once the next deck is ready; a slice never blocks a frame for longer than its budget plus one card.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from scopa_desktop.engine import Card

from .art import CardArt
from .decks import is_french_suited

SLICE_SECONDS = 0.004  # an idle slice: well inside a 60 Hz frame (16.7 ms) even with one slow card in it
_CARDS = {int(Card(r, s)): Card(r, s) for r in range(1, 14) for s in "dcsb"}  # a cache key's code -> its card


class Ahead:
    """A queue of faces and backs to draw ahead for one deck, worked off in slices."""

    def __init__(self, art: CardArt) -> None:
        self.art = art
        self._queue: list[Callable[[], object]] = []
        self._seen: tuple = ()  # (from, to, how many faces were cached) when the queue was last made

    def plan(self, current: str, upcoming: str) -> None:
        """Queue, for `upcoming`, every face and back the cache holds for `current` and `upcoming` lacks. Done
        again only when the cache has changed (a new size, new cards on screen)."""
        drawn = self.art.faces_drawn()
        seen = (current, upcoming, len(drawn), drawn[-1] if drawn else None)
        if seen == self._seen or current == upcoming:
            return
        self._seen = seen
        have = {k for k in drawn if k[0] == upcoming}
        queue: list[Callable[[], object]] = []
        heights: set[int] = set()
        french = is_french_suited(upcoming)
        for style, faces, indices, mark, large, code, height in drawn:
            if style != current:
                continue
            heights.add(height)
            want = (upcoming, faces if french else "", indices, mark, large, code, height)
            card = _CARDS[code]
            if want not in have and (french or card.rank <= 10):
                queue.append(lambda c=card, h=height, f=faces or "courts", i=indices, m=mark, big=large:
                             self.art.face(c, h, upcoming, f, indices=i, mark=m, large=big))
        queue += [lambda h=h: self.art.back(h, upcoming) for h in sorted(heights)]
        self._queue = queue

    def pending(self) -> bool:
        return bool(self._queue)

    def work(self, seconds: float = SLICE_SECONDS) -> bool:
        """Draw queued cards for about `seconds`; True while some remain."""
        end = time.perf_counter() + seconds
        while self._queue and time.perf_counter() < end:
            self._queue.pop(0)()
        return bool(self._queue)

"""Saving the match in play: after every move (storage.resume), into the history when it ends, and opening
a saved match again from the main menu.

Saves run in order on their own thread: an fsync'd write costs ~10 ms, a frame's budget. Pending saves
finish before the interpreter exits (concurrent.futures joins its workers); a kill loses at most the move
being saved, and the atomic write never leaves a half-written file.

Every match has an id (`storage.resume.new_match_id`), in its save and in its history record: the history
refuses a second record of the same match, so a kill between recording a finished match and clearing its
save cannot record it twice. A continued match keeps the id of its save (`continue_saved` gives it to the
table, whose MatchSaver takes it).

Every move is kept too (`storage.moves.MoveLog`, fed with each state saved): the finished hands' moves go
into the save, so a continued match still has them (`continue_saved` hands them to the table), and all of
them into the history record, from which the review replays the match.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any

from ..engine import Match
from ..storage import Seat
from .rule_options import preset_name
from .seats import seats_from_settings, stored_seats
from .text import tr

if TYPE_CHECKING:
    from ..storage import MatchRecord

_SAVER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="scopa-save")


def wait_for_saves() -> None:
    """Block until every save and history record asked for so far is written (a review opened at once)."""
    _SAVER.submit(lambda: None).result()


class MatchSaver:
    """Saves one match as it goes. Never from the self-test (it may run in the player's own folders)."""

    def __init__(self, app: Any, match_id: str | None = None,
                 earlier_moves: Sequence[Sequence[str]] | None = ()) -> None:
        """`earlier_moves`: the moves of the hands finished before `match_id` was continued (None when
        its save did not keep them)."""
        from ..storage import MoveLog, new_match_id

        self.app = app
        self.saving = not app.autoplay
        self.recorded = False
        self._pending: Future | None = None
        # The id of the match continued from its save, else a new match's own.
        self.match_id: str = match_id or new_match_id()
        self.moves = MoveLog(earlier_moves)
        self.last_record: MatchRecord | None = None  # the finished match's record (the review opens it)

    def _submit(self, job: Callable[[], None]) -> None:
        self._check()
        self._pending = _SAVER.submit(job)

    def _check(self) -> None:
        """Report a failed save once (and stop saving: one message, not one per move, even when later
        saves asked for before the failure was seen fail too)."""
        done = self._pending
        if done is not None and done.done() and done.exception() is not None:
            if self.saving:
                self.app.notices.append(str(done.exception()))
            self.saving = False
            self._pending = None

    def flush(self) -> None:
        """Wait until every save asked for is on disk (tests; leaving the match)."""
        if self._pending is not None:
            self._pending.exception()
            self._check()

    def save(self, match: Match, seats: list[Seat]) -> None:
        """Save `match` to be continued (Match states are immutable: the worker gets a stable snapshot)."""
        self._check()
        self.moves.observe(match)  # even when not saving: the history record still wants them
        if not self.saving:
            return
        from ..storage import ResumeStore

        store, saved_seats, match_id = ResumeStore(self.app.home), stored_seats(seats), self.match_id
        moves = self.moves.finished(match)
        self._submit(lambda: store.save(match, saved_seats, match_id=match_id, moves=moves))

    def record(self, match: Match, seats: list[Seat]) -> None:
        """The match ended: into the history (once), and nothing left to continue."""
        if self.recorded or self.app.autoplay:
            return
        self.recorded = True
        from ..storage import HistoryStore, ResumeStore, record_from_match

        record = record_from_match(match, list(stored_seats(seats)), match_id=self.match_id,
                                   moves=self.moves.all_moves(match))
        self.last_record = record
        history, resume, notices = HistoryStore(self.app.home), ResumeStore(self.app.home), self.app.notices

        def job() -> None:
            notices.extend(history.append(record))
            resume.clear()

        self._submit(job)


def _load_saved(app: Any) -> Any:
    """The store's ResumeLoad; its notices join the app's (once each). A save of a match that had ended
    is filed in the history (once, by its id) and cleared here, and the player is told."""
    from ..storage import HistoryStore, ResumeStore

    store = ResumeStore(app.home)
    loaded = store.load()
    notices = list(loaded.warnings)
    if loaded.finished is not None:
        notices += store.file_finished(loaded.finished, HistoryStore(app.home))
    app.notices += [notice for notice in notices if notice not in app.notices]
    return loaded


def continue_saved(app: Any) -> bool:
    """Open the saved match on the table; False (and a notice) when there is none to continue."""
    loaded = _load_saved(app)
    if loaded.saved is None:
        return False
    # People saved without a name are shown by the default name in today's language.
    seats = seats_from_settings(loaded.saved.seats, len(loaded.saved.seats))
    app.reset_to("table", match=loaded.saved.match, seats=seats, match_id=loaded.saved.match_id or None,
                 earlier_moves=loaded.saved.moves)
    return True


def has_saved(app: Any) -> bool:
    """Whether a save waits (the temporary files of killed saves are cleaned on the way)."""
    from ..storage import ResumeStore

    store = ResumeStore(app.home)
    store.clean_stale()
    return store.exists()


@dataclass(frozen=True)
class SavedInfo:
    """What waits behind Continue: `summary` names the match ("Classic, 2 players, 7–4, hand 5"), `when`
    the save's time; `newer` is a save from a newer version (unreadable here, still not to be lost)."""

    summary: str
    when: str
    newer: bool = False


def saved_info(app: Any) -> SavedInfo | None:
    """The saved match, described in the player's language; None when there is none. A damaged save is
    moved aside by the store and its notice shown once."""
    if not has_saved(app):
        return None
    loaded = _load_saved(app)
    if loaded.newer_version is not None:
        return SavedInfo(tr("saved_match.newer"), "", newer=True)
    if loaded.saved is None:
        return None
    match = loaded.saved.match
    rules = preset_name(match.rules.name) if match.rules.name != "custom" else tr("setup.custom")
    summary = tr("saved_match.summary", rules=rules, players=tr("saved_match.players", n=match.players),
                 score="–".join(str(t) for t in match.totals), hand=len(match.history) + 1)
    return SavedInfo(summary, saved_when(loaded.saved.saved_at))


def saved_when(stamp: str, now: datetime | None = None) -> str:
    """"today at 21:30", or "2026-11-29 21:30" for an older save ("" when the stamp is unreadable)."""
    try:
        saved = datetime.fromisoformat(stamp)
    except ValueError:
        return ""
    now = now or datetime.now(saved.tzinfo)
    time = saved.strftime("%H:%M")
    if saved.date() == now.date():
        return tr("saved_match.today", time=time)
    return tr("saved_match.on_day", date=saved.strftime("%Y-%m-%d"), time=time)

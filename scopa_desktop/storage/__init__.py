"""Settings, match history, statistics and the saved game in progress, on disk.

Every store takes an optional directory (tests, `--home`); otherwise $SCOPA_DESKTOP_HOME, otherwise the
platform folders from platformdirs. Importing this package touches no file.

    store = SettingsStore()                 # settings.yaml in the config folder
    loaded = store.load()                   # LoadResult(settings, warnings, read_only, moved_to)
    warnings = store.save(settings)         # [] when saved; Notice strings otherwise

    history = HistoryStore()                # history/matches.jsonl in the data folder
    log = MoveLog(); log.observe(match)     # every move of every hand, for the review (storage/moves.py)
    history.append(record_from_match(match, seats, moves=log.all_moves(match)))   # a MatchRecord (records.py)
    ReviewCache().load(match_id, seat)      # a review kept beside the history (storage/review_cache.py)
    stats = player_stats(history.load().records, "Anna")

    resume = ResumeStore()                  # current_match.json in the data folder
    resume.save(match, seats, {...}, match_id=new_match_id(), moves=log.finished(match))   # every move
    resume.clear()                                              # when the match ends (recorded)

Seats are `scopa_desktop.storage.Seat` (seat.py) everywhere (settings, the saved match, history records).

Warnings are `Notice` strings (English) with `.key`/`.params` for `i18n.t(notice.key, **notice.params)`.
"""

from .atomic import aside_path, atomic_write_text, move_aside
from .history import HistoryLoad, HistoryStore, record_from_match
from .history_stats import (
    AccuracyPoint,
    PlayerStats,
    WinLoss,
    accuracy_trend,
    human_names,
    player_stats,
    reviewable_seats,
)
from .identities import KeptIdentity, identities_path, keep_identity, load_identities, save_identities
from .moves import DECLARE, MoveLog, hand_moves, is_packed_moves, pack_moves, unpack_moves
from .notices import Notice
from .online_seat import Ticket, clear_ticket, load_ticket, save_ticket, ticket_path
from .paths import HOME_ENV, config_dir, data_dir
from .records import MatchRecord
from .resume import ResumeLoad, ResumeStore, SavedMatch, new_match_id
from .review_cache import ReviewCache
from .seat import MAX_NAME, SEAT_LEVELS, STORED_DEFAULT_NAME, Seat, check_name, clean_name, distinct_names
from .setting_checks import (
    ANIMATION_SPEEDS,
    CARD_SIZES,
    DECK_STYLES,
    FRENCH_FACES,
    FRENCH_SUITED,
    HAND_SORTS,
    LANGUAGES,
    MAX_SERVERS,
    SPEECH_MODES,
    SPEECH_VERBOSITIES,
    TEXT_SCALES,
)
from .settings import LoadResult, Settings, SettingsStore

__all__ = [
    "ANIMATION_SPEEDS", "CARD_SIZES", "DECK_STYLES", "FRENCH_FACES", "FRENCH_SUITED", "HAND_SORTS", "LANGUAGES",
    "TEXT_SCALES", "atomic_write_text",
    "aside_path", "move_aside", "AccuracyPoint", "ReviewCache", "accuracy_trend", "reviewable_seats", "DECLARE",
    "MoveLog", "hand_moves", "is_packed_moves", "pack_moves", "unpack_moves",
    "HOME_ENV", "HistoryLoad", "HistoryStore", "LoadResult", "MatchRecord", "Notice", "PlayerStats",
    "ResumeLoad", "ResumeStore", "SavedMatch", "Settings", "SettingsStore", "WinLoss", "config_dir",
    "data_dir", "human_names", "new_match_id", "player_stats", "record_from_match",
    "Ticket", "clear_ticket", "load_ticket", "save_ticket", "ticket_path", "MAX_SERVERS",
    "SPEECH_MODES", "SPEECH_VERBOSITIES",
    "KeptIdentity", "identities_path", "keep_identity", "load_identities", "save_identities",
    "MAX_NAME", "SEAT_LEVELS", "STORED_DEFAULT_NAME", "Seat", "check_name", "clean_name", "distinct_names",
]

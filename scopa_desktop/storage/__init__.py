"""Settings, match history, statistics and the saved game in progress, on disk.

Every store takes an optional directory (tests, `--home`); otherwise $SCOPA_DESKTOP_HOME, otherwise the
platform folders from platformdirs. Importing this package touches no file.

    store = SettingsStore()                 # settings.yaml in the config folder
    loaded = store.load()                   # LoadResult(settings, warnings, read_only, moved_to)
    warnings = store.save(settings)         # [] when saved; Notice strings otherwise

    history = HistoryStore()                # history/matches.jsonl in the data folder
    history.append(record_from_match(match, seats))    # a MatchRecord (storage/records.py)
    stats = player_stats(history.load().records, "Anna")

    resume = ResumeStore()                  # current_match.json in the data folder
    resume.save(match, seats, {...}, match_id=new_match_id())   # after every move (one id per match)
    resume.clear()                                              # when the match ends (recorded)

Seats are `scopa_desktop.seat.Seat` everywhere (settings, the saved match, history records).

Warnings are `Notice` strings (English) with `.key`/`.params` for `i18n.t(notice.key, **notice.params)`.
"""

from .atomic import atomic_write_text, move_aside
from .history import HistoryLoad, HistoryStore, record_from_match
from .history_stats import PlayerStats, WinLoss, human_names, player_stats
from .notices import Notice
from .paths import HOME_ENV, config_dir, data_dir
from .records import MatchRecord
from .resume import ResumeLoad, ResumeStore, SavedMatch, new_match_id
from .settings import (
    ANIMATION_SPEEDS,
    CARD_SIZES,
    DECK_STYLES,
    FRENCH_FACES,
    HAND_SORTS,
    LANGUAGES,
    LoadResult,
    Settings,
    SettingsStore,
)

__all__ = [
    "ANIMATION_SPEEDS", "CARD_SIZES", "DECK_STYLES", "FRENCH_FACES", "HAND_SORTS", "LANGUAGES", "atomic_write_text",
    "move_aside",
    "HOME_ENV", "HistoryLoad", "HistoryStore", "LoadResult", "MatchRecord", "Notice", "PlayerStats",
    "ResumeLoad", "ResumeStore", "SavedMatch", "Settings", "SettingsStore", "WinLoss", "config_dir",
    "data_dir", "human_names", "new_match_id", "player_stats", "record_from_match",
]

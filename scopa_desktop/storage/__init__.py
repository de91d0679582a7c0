"""Settings, match history, statistics and the saved game in progress, on disk.

Every store takes an optional directory (tests, `--home`); otherwise $SCOPA_DESKTOP_HOME, otherwise the
platform folders from platformdirs. Importing this package touches no file.
"""

from .notices import Notice
from .paths import HOME_ENV, config_dir, data_dir
from .settings import LoadResult, Settings, SettingsStore

__all__ = ["HOME_ENV", "LoadResult", "Notice", "Settings", "SettingsStore", "config_dir", "data_dir"]

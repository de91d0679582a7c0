"""Where the game keeps its files. Computed on demand: importing this creates and reads nothing."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "scopa-desktop"
HOME_ENV = "SCOPA_DESKTOP_HOME"


def home_override() -> Path | None:
    """The folder named by SCOPA_DESKTOP_HOME (tests, `--home`, portable installs), or None."""
    value = os.environ.get(HOME_ENV, "").strip()
    return Path(value).expanduser() if value else None


def config_dir(directory: str | os.PathLike[str] | None = None) -> Path:
    """Folder for settings.yaml: `directory`, else $SCOPA_DESKTOP_HOME, else the platform's config dir."""
    if directory is not None:
        return Path(directory)
    return home_override() or Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def data_dir(directory: str | os.PathLike[str] | None = None) -> Path:
    """Folder for history/ and current_match.json: `directory`, else $SCOPA_DESKTOP_HOME, else the
    platform's user data dir."""
    if directory is not None:
        return Path(directory)
    return home_override() or Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))

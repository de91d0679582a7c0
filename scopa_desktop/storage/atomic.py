"""Crash-safe file writes and the "move a damaged file aside" step shared by every store."""

from __future__ import annotations

import contextlib
import glob
import os
import shutil
import tempfile
import time
from pathlib import Path

# A temporary file older than this is left over from a save that was killed (a save takes milliseconds;
# a younger one may belong to another copy of the game saving right now).
STALE_TEMP_SECONDS = 60.0


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Replace `path` with `data` so a crash leaves either the old file or the new one, never a mix.

    The temporary file lives in the same folder (os.replace is only atomic within one file system), is
    flushed and fsynced before the rename, and the folder is fsynced after it where the OS allows.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        raise
    fsync_dir(path.parent)


def atomic_write_text(path: Path, text: str) -> None:
    """`atomic_write_bytes` for UTF-8 text."""
    atomic_write_bytes(path, text.encode("utf-8"))


def fsync_dir(directory: Path) -> None:
    """Make a rename in `directory` durable (POSIX); a no-op where folders cannot be opened (Windows)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def aside_path(path: Path) -> Path:
    """A free name `<name>.corrupt-<UTC timestamp>` (with a counter if needed) next to `path`."""
    stamp = time.strftime("%Y%m%dT%H%M%SZ", time.gmtime())
    candidate = path.with_name(f"{path.name}.corrupt-{stamp}")
    counter = 1
    while candidate.exists():
        counter += 1
        candidate = path.with_name(f"{path.name}.corrupt-{stamp}-{counter}")
    return candidate


def move_aside(path: Path) -> Path:
    """Rename a damaged file out of the way (kept for the player or a bug report); returns the new path.
    Raises OSError when the folder refuses (callers then say the file was left where it is)."""
    target = aside_path(path)
    os.replace(path, target)
    return target


def copy_aside(path: Path) -> Path:
    """Copy a file to `aside_path` (the original stays, to be rewritten repaired); returns the copy's path.
    Raises OSError when the folder refuses."""
    target = aside_path(path)
    shutil.copy2(path, target)
    return target


def clean_stale_temps(path: Path, max_age: float = STALE_TEMP_SECONDS) -> int:
    """Delete the temporary files `atomic_write_bytes` left for `path` when a save was killed before its
    rename (`.<name>.<random>.tmp`, older than `max_age` seconds); returns how many went. Never raises."""
    path = Path(path)
    now = time.time()
    removed = 0
    with contextlib.suppress(OSError):
        for tmp in path.parent.glob(f".{glob.escape(path.name)}.*.tmp"):
            with contextlib.suppress(OSError):
                if now - tmp.lstat().st_mtime >= max_age and tmp.is_file():
                    tmp.unlink()
                    removed += 1
    return removed


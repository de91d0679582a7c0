"""Where the game's shipped files (`assets/`, `locales/`) live: in a source checkout, an installed package,
or a PyInstaller bundle.

Paths are never taken relative to the working directory: a game started by double-click runs from
anywhere. The packaging helper reuses `project_path` (bundle `assets/` and `locales/` at the top of
the PyInstaller data, next to the `scopa_desktop` package).
"""

from __future__ import annotations

import sys
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent


def resource_roots() -> list[Path]:
    """Folders that may hold `assets/` and `locales/`, most specific first."""
    roots: list[Path] = []
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) or bundle:
        # PyInstaller: one-file unpacks to _MEIPASS; one-folder puts data next to the executable
        # (`_internal/` since PyInstaller 6).
        if bundle:
            roots.append(Path(bundle))
        exe_dir = Path(sys.executable).resolve().parent
        roots += [exe_dir, exe_dir / "_internal"]
    roots.append(_PACKAGE_DIR.parent)  # source checkout / editable install: the repository root
    roots.append(_PACKAGE_DIR)  # data installed inside the package
    return roots


def project_path(*parts: str) -> Path:
    """The path of a shipped file or folder, e.g. `project_path("locales", "en.yaml")`.

    Returns the first existing candidate; if none exists, the candidate under the most specific root (so
    error messages name a sensible place).
    """
    roots = resource_roots()
    for root in roots:
        candidate = root.joinpath(*parts)
        if candidate.exists():
            return candidate
    return roots[0].joinpath(*parts)

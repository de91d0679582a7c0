"""Shared set-up for scripts/play.py and scripts/test.py: a project-local virtual environment.

Creates `.venv` when missing and installs the project into it (editable) with the extras asked for.
The install is skipped when `pyproject.toml` and the extras are unchanged since the last one, so the
second run starts at once.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"
STAMP = VENV / ".scopa-install-stamp"


def venv_python() -> Path:
    """The interpreter inside the project's virtual environment."""
    if os.name == "nt":
        return VENV / "Scripts" / "python.exe"
    return VENV / "bin" / "python"


def _wanted_stamp(extras: tuple[str, ...]) -> str:
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes())
    digest.update(",".join(sorted(extras)).encode())
    digest.update(sys.version.encode())
    return digest.hexdigest()


def ensure_venv(extras: tuple[str, ...] = ()) -> Path:
    """Make sure `.venv` exists and holds the project with `extras`; return its interpreter."""
    python = venv_python()
    if not python.exists():
        print(f"Creating the virtual environment in {VENV} ...", flush=True)
        try:
            venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
        except (OSError, subprocess.CalledProcessError) as exc:
            # Debian and Ubuntu ship venv's pip bootstrap separately.
            sys.exit(
                f"Could not create {VENV}: {exc}\n"
                "On Debian or Ubuntu, install the venv module first: sudo apt install python3-venv"
            )
    want = _wanted_stamp(extras)
    if STAMP.exists() and STAMP.read_text() == want:
        return python
    target = "." + (f"[{','.join(extras)}]" if extras else "")
    print(f"Installing {target} into {VENV} ...", flush=True)
    subprocess.run(
        [str(python), "-m", "pip", "install", "--disable-pip-version-check", "-q", "-e", target],
        cwd=ROOT,
        check=True,
    )
    STAMP.write_text(want)
    return python


def run_in_venv(args: list[str], extras: tuple[str, ...] = ()) -> int:
    """Run `python args...` inside the project's environment and return its exit code."""
    python = ensure_venv(extras)
    return subprocess.call([str(python), *args], cwd=ROOT)

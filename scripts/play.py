#!/usr/bin/env python3
"""Set up the project's environment if needed, then start Scopa Desktop. Arguments go to the game."""

from __future__ import annotations

import sys

from _venv import run_in_venv

if __name__ == "__main__":
    sys.exit(run_in_venv(["-m", "scopa_desktop", *sys.argv[1:]]))

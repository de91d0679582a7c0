#!/usr/bin/env python3
"""Set up the project's environment with the test extra, then run the whole test suite.

The tests run on every core (pytest-xdist, `-n auto`). Extra arguments go to pytest and come last, so they
win: `python3 scripts/test.py -m "not slow" -x`, or `-n 0` to run in one process (a debugger, `-s`).
"""

from __future__ import annotations

import sys

from _venv import ensure_venv, run_in_venv

if __name__ == "__main__":
    # The build extra is part of the suite: the packaging test builds the frozen app.
    extras = ("test", "build")
    ensure_venv(extras)
    sys.exit(run_in_venv(["-m", "pytest", "-n", "auto", *sys.argv[1:]], extras))

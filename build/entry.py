"""The frozen app's entry script (PyInstaller runs this file; `python -m scopa_desktop` is the same game).

freeze_support() must run first: bots may think in worker processes, and a frozen program that starts a
process re-runs itself, so it has to recognise that and become the worker instead of a second game.
"""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from scopa_desktop.__main__ import main

    sys.exit(main())

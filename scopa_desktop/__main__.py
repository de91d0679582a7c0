"""`python -m scopa_desktop` and the `scopa-desktop` command: start the game."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    """Start the game window; until it exists, print a headless demo match between two random bots."""
    try:
        from .ui.app import run  # noqa: F401  (the game window, once built)
    except ImportError:
        from .simulate import format_result, simulate

        print("Scopa Desktop: the game window is not built yet; here is a demo match between two random bots.")
        print(format_result(simulate("classic", 2, ["random"], 1, seed=1)))
        return 0
    return run(sys.argv[1:] if argv is None else argv)


if __name__ == "__main__":
    sys.exit(main())

"""Argument types shared by every command line of the program (the game's, the headless tools', `serve`)."""

from __future__ import annotations

import argparse
from collections.abc import Callable


def whole_number(low: int, high: int | None = None) -> Callable[[str], int]:
    """An argparse type: a whole number from `low` (to `high`), or an error saying what is allowed."""
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
        if value < low or (high is not None and value > high):
            allowed = f"{low} or more" if high is None else f"{low} to {high}"
            raise argparse.ArgumentTypeError(f"expected {allowed}, not {value}")
        return value

    return parse


def seconds(low: float, high: float) -> Callable[[str], float]:
    """An argparse type: a number of seconds from `low` to `high`, or an error saying what is allowed."""
    def parse(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a number of seconds, not {text!r}") from None
        if not low <= value <= high:  # (NaN fails this too)
            raise argparse.ArgumentTypeError(f"expected {low:g} to {high:g} seconds, not {text}")
        return value

    return parse

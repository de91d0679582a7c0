"""`python -m scopa_desktop` and the `scopa-desktop` command: start the game.

Options: --seed N, --size WxH, --home DIR, --selftest, --screenshots DIR. A bad option prints a
message listing the good ones.
"""

from __future__ import annotations

import argparse
import os
import sys


class _Parser(argparse.ArgumentParser):
    """argparse whose errors list every valid option, so a typo is easy to fix."""

    def error(self, message: str) -> None:
        options = ", ".join(sorted({s for a in self._actions for s in a.option_strings if s.startswith("--")}))
        self.print_usage(sys.stderr)
        self.exit(2, f"{self.prog}: error: {message}\nvalid options: {options}\n")


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT such as 1280x800, not {text!r}") from None
    if w < 960 or h < 600 or w > 16384 or h > 16384:
        raise argparse.ArgumentTypeError(f"the window must be at least 960x600, not {text!r}")
    return w, h


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="scopa-desktop", description="Scopa, the Italian card game.")
    parser.add_argument("--seed", type=int, default=None, help="seed for the shuffles (the same seed, the same deals)")
    parser.add_argument("--size", type=_size, default=None, metavar="WxH", help="window size, e.g. 1280x800")
    parser.add_argument("--home", default=None, metavar="DIR",
                        help="folder for settings and history (default: $SCOPA_DESKTOP_HOME or the user's folders)")
    parser.add_argument("--selftest", action="store_true",
                        help="play one bot-vs-bot match through every scene at top speed, then exit")
    parser.add_argument("--screenshots", default=None, metavar="DIR",
                        help="save every scene with both decks at 960x600 and 1920x1080 as PNGs in DIR, then exit")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(sys.argv[1:] if argv is None else argv)
    if args.home:
        os.environ["SCOPA_DESKTOP_HOME"] = args.home
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if args.selftest:
        from .ui.selftest import selftest

        return selftest(seed=args.seed if args.seed is not None else 1, home=args.home, size=args.size)
    if args.screenshots:
        from .ui.screenshots import save_screenshots

        paths = save_screenshots(args.screenshots, seed=args.seed if args.seed is not None else 7, home=args.home)
        print(f"saved {len(paths)} screenshots in {args.screenshots}")
        return 0
    from .ui.app import start

    return start(args.size, args.seed, args.home)


if __name__ == "__main__":
    sys.exit(main())

"""`python -m scopa_desktop` and the `scopa-desktop` command: start the game.

Options: --seed N, --size WxH, --home DIR, --selftest, --screenshots DIR, --speech-log FILE, and a table's lobby link
(`scopa-desktop scopa://host:port/CODE`: the game, or the one already running, offers to join it);
`scopa-desktop serve ...` runs
the headless table server instead (scopa_desktop/net/serve.py). A bad option prints a
message listing the good ones; a bad value (a size out of range, a folder that is a file or cannot be
written) one line saying what is wrong, and the exit status is 2 either way.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

# The window sizes --size accepts: the smallest the layout is designed for, up to 8K.
MIN_SIZE = (960, 600)
MAX_SIZE = (7680, 4320)


class _Parser(argparse.ArgumentParser):
    """argparse whose errors list every valid option, so a typo is easy to fix."""

    def error(self, message: str) -> None:
        if message.startswith("argument ") and "expected one argument" not in message:
            self.exit(2, f"{self.prog}: error: {message}\n")  # a bad value: the message says what is allowed
        options = ", ".join(sorted({s for a in self._actions for s in a.option_strings if s.startswith("--")}))
        self.print_usage(sys.stderr)
        self.exit(2, f"{self.prog}: error: {message}\nvalid options: {options}\n")


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT such as 1280x800, not {text!r}") from None
    (low_w, low_h), (high_w, high_h) = MIN_SIZE, MAX_SIZE
    if not (low_w <= w <= high_w and low_h <= h <= high_h):
        raise argparse.ArgumentTypeError(
            f"the window size must be between {low_w}x{low_h} and {high_w}x{high_h}, not {text!r}"
        )
    return w, h


def folder_problem(text: str) -> str | None:
    """Why `text` cannot be a folder the game writes in (created if missing), or None when it can."""
    if not text.strip():
        return "needs a folder, not an empty name"
    path = Path(text).expanduser()
    if path.exists() and not path.is_dir():
        return f"{text!r} is a file, not a folder"
    try:
        path.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=path):
            pass
    except OSError as exc:
        return f"cannot write in {text!r}: {exc.strerror or exc}"
    return None


def file_problem(text: str) -> str | None:
    """Why `text` cannot be a file the game writes (its folder is made if missing), or None when it can."""
    if not text.strip():
        return "needs a file name, not an empty one"
    path = Path(text).expanduser()
    if path.is_dir():
        return f"{text!r} is a folder, not a file"
    return folder_problem(str(path.parent)) if str(path.parent) not in ("", ".") else None
MALFORMED_KEPT = 300  # characters of a malformed link handed to the running game, to report


def link_problem(text: str) -> str | None:
    """Why `text` is no table link (nothing is opened then), or None when it is one."""
    from .net import LinkError, parse_link

    try:
        parse_link(text)
    except LinkError as exc:
        return f"{text[:80]!r} is not a table link: {exc}"
    return None


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
    parser.add_argument("--speech-log", default=None, metavar="FILE",
                        help="write every spoken announcement to FILE, one a line (with --selftest too)")
    parser.add_argument("link", nargs="?", default="", metavar="scopa://HOST:PORT/CODE",
                        help="a table's lobby link: the game (or the one already running) offers to join it")
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["serve"]:  # the headless table server has its own options (scopa-desktop serve --help)
        from .net import serve_main

        return serve_main(argv[1:])
    parser = build_parser()
    args = parser.parse_args(argv)
    for option, value in (("--home", args.home), ("--screenshots", args.screenshots)):
        problem = None if value is None else folder_problem(value)
        if problem is not None:
            parser.exit(2, f"{parser.prog}: error: {option} {problem}\n")
    if args.speech_log is not None:
        problem = file_problem(args.speech_log)
        if problem is not None:
            parser.exit(2, f"{parser.prog}: error: --speech-log {problem}\n")
    link_issue = link_problem(args.link) if args.link else None
    if link_issue is not None:  # said here for a terminal; the game (this one or the one running) says it too
        sys.stderr.write(f"{parser.prog}: {link_issue}\n")
    if args.home:
        os.environ["SCOPA_DESKTOP_HOME"] = args.home
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if args.link:
        from .instance import hand_over

        # the game already running here takes it, and comes forward (a malformed one, cut to what a link's
        # message holds, to say there why it opens nothing)
        if hand_over(args.home, args.link if link_issue is None else args.link[:MALFORMED_KEPT]):
            return 0
    if args.selftest:
        from .ui.tools.selftest import selftest

        return selftest(seed=args.seed if args.seed is not None else 1, home=args.home, size=args.size,
                        speech_log=args.speech_log)
    if args.screenshots is not None:
        from .ui.tools.screenshots import save_screenshots

        paths = save_screenshots(args.screenshots, seed=args.seed if args.seed is not None else 7, home=args.home)
        print(f"saved {len(paths)} screenshots in {args.screenshots}")
        return 0
    from .ui.app import start

    return start(args.size, args.seed, args.home, args.link, speech_log=args.speech_log)


if __name__ == "__main__":
    sys.exit(main())

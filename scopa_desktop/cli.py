"""Headless entry points: `python -m scopa_desktop.cli simulate ...` and friends."""

from __future__ import annotations

import argparse
import json
import sys

from .arguments import whole_number
from .bots import DUEL_LEVELS
from .engine import Rules


class _Parser(argparse.ArgumentParser):
    """argparse that names what is allowed when a choice is wrong and exits with status 2."""

    def error(self, message: str) -> None:  # pragma: no cover - exercised through main()
        self.print_usage(sys.stderr)
        self.exit(2, f"{self.prog}: error: {message}\n")


def _bot_list(text: str) -> list[str]:
    levels = [part.strip() for part in text.split(",") if part.strip()]
    bad = [level for level in levels if level not in DUEL_LEVELS]
    if not levels or bad:
        raise argparse.ArgumentTypeError(
            f"unknown bot level(s) {', '.join(bad) or repr(text)}; levels are: {', '.join(DUEL_LEVELS)}"
        )
    return levels


_positive = whole_number(1)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m scopa_desktop.cli", description="Scopa Desktop headless tools.")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND", parser_class=_Parser)

    sim = commands.add_parser("simulate", help="play bot-vs-bot matches and print win rates")
    sim.add_argument("--rules", default="classic", choices=Rules.presets(), help="rules preset")
    sim.add_argument("--players", type=int, default=2, help="number of players")
    sim.add_argument("--bots", type=_bot_list, default=["random"],
                     help=f"bot level per seat, comma-separated, repeated to fill the seats ({', '.join(DUEL_LEVELS)})")
    sim.add_argument("--matches", type=_positive, default=200, help="number of matches")
    sim.add_argument("--seed", type=int, default=1, help="seed: the same seed plays the same matches")
    sim.add_argument("--json", action="store_true", help="print JSON for machines")

    duel = commands.add_parser("duel", help="paired matches between two bot levels (seats swapped per seed)")
    duel.add_argument("--a", required=True, choices=DUEL_LEVELS, help="the level measured")
    duel.add_argument("--b", required=True, choices=DUEL_LEVELS, help="the level it plays against")
    duel.add_argument("--matches", type=_positive, default=200, help="number of matches (whole pairs)")
    duel.add_argument("--seed", type=int, default=1, help="seed: the same seed plays the same deals")
    duel.add_argument("--players", type=int, default=2, help="players (4 and 6 in partnerships)")
    duel.add_argument("--rules", default="classic", choices=Rules.presets(), help="rules preset")
    duel.add_argument("--progress", type=int, default=0, help="print the running result every N pairs")
    duel.add_argument("--workers", type=_positive, default=None,
                      help="processes playing pairs at once (default: every core; 1 plays here)")
    duel.add_argument("--ray", metavar="ADDRESS", default=None,
                      help="run the pairs as Ray tasks on this cluster ('auto': a running one; needs the train extra)")
    duel.add_argument("--json", action="store_true", help="print JSON for machines")
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command == "simulate":
        from .lab.simulate import format_result, simulate

        try:
            Rules.preset(args.rules).check_players(args.players)
        except ValueError as exc:
            parser.exit(2, f"{parser.prog}: error: {exc}\n")
        result = simulate(args.rules, args.players, args.bots, args.matches, args.seed)
        print(json.dumps(result.to_dict(), indent=2) if args.json else format_result(result))
        return 0
    if args.command == "duel":
        from .lab.duel import main_duel

        try:
            Rules.preset(args.rules).check_players(args.players)
        except ValueError as exc:
            parser.exit(2, f"{parser.prog}: error: {exc}\n")
        try:
            return main_duel(
                args.a, args.b, args.matches, args.seed, args.players, args.rules, args.json, args.progress,
                args.workers, args.ray,
            )
        except (RuntimeError, ConnectionError) as exc:  # no Ray, or no cluster at that address
            parser.exit(2, f"{parser.prog}: error: --ray {args.ray}: {exc}\n")
    return 2


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""What seeing every card is worth: Maestro's search given the true deal instead of sampled ones, against an
opponent (the benchmark by default), seats swapped per seed. A measurement, never a bot of the game: every
bot decides from its observation alone, and this script breaks that on purpose, by handing the searching
seat the real hands and stock in place of each deal it would sample (`knowledge.sample_world`).

    python scripts/bench/oracle_ceiling.py [--matches 200] [--against benchmark] [--seed 1] [--workers N]
                                     [--peek all|hands]

It bounds what better reading of the hidden cards could win: the gap between this and Maestro's own result.
With `--peek hands` the oracle sees the other players' hands but not the stock, which it deals at random
from the cards left, as it would: the most any reading of the opponents' plays could give, since no play
tells anything of the order of the stock. With `--peek reading` it sees no card, but reads the other
player's plays since the deal with that player's own policy (its bot, seed and all): a sampled deal is kept
only if the opponent, holding that deal's hand (in a random order, as the true order is unseen), would
have made each of those plays; after `READ_DRAWS` draws without one, the first draw is used. That is the
most reading could give against this opponent, knowing its very algorithm. Two players only. With
`--peek none` it is Maestro as shipped, on the same deals: the figure the others are measured from.
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from scopa_desktop.bots import knowledge, make_bot  # noqa: E402
from scopa_desktop.bots.levels import ExpertBot  # noqa: E402
from scopa_desktop.engine import ALL_CARDS, Game, Match, Move, Rules  # noqa: E402
from scopa_desktop.lab.stats import wilson_interval  # noqa: E402
from scopa_desktop.lab.workers import parallel_map  # noqa: E402

_sample_world = knowledge.sample_world
_truth: list[Game] = []  # the game the oracle is choosing in, while it chooses
_peek = ["all"]  # what the oracle sees: "all" (hands and stock), "hands", "reading", or "none"
READ_DRAWS = 300  # deals drawn at most for one consistent with the opponent's plays (--peek reading)


class _Reader:
    """The opponent's plays this hand, each with the game it was made in, and what its policy would have
    played holding each hand tried so far (its bot decides from the observation alone, so a hand's
    verdict does not change)."""

    def __init__(self, bot, seat: int, totals) -> None:
        self.bot = bot
        self.seat = seat
        self.totals = totals  # the match's score, the same all hand
        self.plays: list[tuple[Game, Move]] = []  # every play of the hand, in order
        self.verdicts: dict[tuple[int, tuple[int, ...]], bool] = {}

    def last(self, since: int) -> list[tuple[Game, Move]]:
        """The hand's last `since` plays (the round's, given knowledge.round_plays)."""
        return self.plays[len(self.plays) - since:] if since else []

    def consistent(self, world, since: int) -> bool:
        """Whether the opponent, holding `world`'s hand, would have made its last `since` plays' choices."""
        plays = self.last(since)
        for k, (game, move) in enumerate(plays):
            if game.to_move != self.seat:
                continue
            held = sorted(world.hands[self.seat] + [int(m.card) for g, m in plays[k:] if g.to_move == self.seat])
            key = (len(self.plays) - since + k, tuple(held))
            if key not in self.verdicts:
                self.verdicts[key] = self._would_play(game, held, key) == move
            if not self.verdicts[key]:
                return False
        return True

    def _would_play(self, game: Game, held: list[int], key) -> Move:
        order = held[:]
        random.Random(repr(key)).shuffle(order)
        obs = dataclasses.replace(game.observation(self.seat), hand=tuple(ALL_CARDS[c] for c in order))
        truth = _truth[:]
        _truth.clear()  # the opponent samples its own deals, as it did when it played
        try:
            return self.bot.choose(obs, self.totals)
        finally:
            _truth.extend(truth)


_reader: list[_Reader] = []  # with --peek reading, the opponent's reader while the oracle chooses
# With --peek reading, where there were plays to read: the opponent's true cards that the read deals put in
# its hand, those the first (unread) draws did, and the cards it held.
_placed = [0, 0, 0]


def _true_world(obs, st, hidden, forbidden, rng):
    if _peek[0] == "reading":
        return _read_world(obs, st, hidden, forbidden, rng)
    world = _sample_world(obs, st, hidden, forbidden, rng)
    if _truth and _peek[0] != "none":
        game = _truth[0]
        world.hands = [[int(c) for c in hand] for hand in game.hands]
        if _peek[0] == "all":
            world.stock = [int(c) for c in game.stock]
        else:  # the stock dealt at random from the hidden cards nobody holds
            held = {c for hand in world.hands for c in hand}
            rest = [c for c in hidden if c not in held]
            rng.shuffle(rest)
            world.stock = rest[:len(world.stock)]
    return world


def _read_world(obs, st, hidden, forbidden, rng):
    """A deal drawn from those in which the opponent's plays since the deal are what its policy plays."""
    first = _sample_world(obs, st, hidden, forbidden, rng)
    if not _truth:
        return first
    since = knowledge.round_plays(obs)
    reader = _reader[0]
    world = first
    for _ in range(READ_DRAWS):
        if reader.consistent(world, since):
            break
        world = _sample_world(obs, st, hidden, forbidden, rng)
    else:
        world = first
    if any(game.to_move == reader.seat for game, _move in reader.last(since)):
        true = {int(c) for c in _truth[0].hands[reader.seat]}
        _placed[0] += len(true.intersection(world.hands[reader.seat]))
        _placed[1] += len(true.intersection(first.hands[reader.seat]))
        _placed[2] += len(true)
    return world


knowledge.sample_world = _true_world  # at import: the worker processes run this too


def _pair(task: tuple[str, int, int, str]) -> tuple[int, ...]:
    """One seed, seats swapped: (oracle wins, oracle points, opponent points, hands, and `_placed`)."""
    against, seed, index, peek = task
    _peek[0] = peek
    _placed[:] = [0, 0, 0]
    rules = Rules.preset("classic")
    wins = mine = theirs = hands = 0
    for oracle_seat in (0, 1):
        name = f"oracle{seed}/{index}"
        bots = [ExpertBot(f"{name}/{oracle_seat}"), make_bot(against, f"{name}/x")]
        if oracle_seat:
            bots.reverse()
        match = Match.new(rules, 2, seed=name)
        reader = None
        while not match.is_over:
            game = match.game
            if not game.history:  # a new hand: the opponent's plays to read start again
                reader = _Reader(bots[1 - oracle_seat], 1 - oracle_seat, match.totals)
            seat = game.to_move
            if seat == oracle_seat:
                _truth.append(game)
                _reader.append(reader)
            try:
                move = bots[seat].choose(game.observation(seat), match.totals)
            finally:
                _truth.clear()
                _reader.clear()
            reader.plays.append((game, move))
            match = match.play(move)
        wins += match.winner == oracle_seat
        for hand in match.history:
            mine += hand[oracle_seat].total
            theirs += hand[1 - oracle_seat].total
        hands += len(match.history)
    return wins, mine, theirs, hands, *_placed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument("--against", default="benchmark")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--peek", choices=("all", "hands", "reading", "none"), default="all",
                        help="what the oracle sees: every card, the hands but not the stock, no card but the "
                        "opponent's plays read with the opponent's own policy, or nothing (Maestro as shipped)")
    args = parser.parse_args()
    start = time.perf_counter()
    results = parallel_map(_pair, [(args.against, args.seed, i, args.peek) for i in range((args.matches + 1) // 2)],
                           workers=args.workers)
    wins, mine, theirs, hands, read, unread, held = (sum(r[k] for r in results) for k in range(7))
    matches = 2 * len(results)
    low, high = wilson_interval(wins, matches)
    seeing = {"all": "every card", "hands": "the hands", "reading": "no card, reading with the opponent's policy",
              "none": "nothing (as shipped)"}[args.peek]
    print(f"Maestro seeing {seeing} v {args.against}: {wins}/{matches} = {wins / matches:.1%} "
          f"(95% CI {low:.1%}-{high:.1%}); points a hand {mine / hands:.2f} v {theirs / hands:.2f} "
          f"over {hands} hands; {time.perf_counter() - start:.0f} s")
    if held:
        print(f"where it had plays to read, the deals put {read / held:.1%} of the opponent's true cards in its hand "
              f"({unread / held:.1%} before reading)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Skill and its update after a match, with openskill's Plackett-Luce model (Weng and Lin's Bayesian
rating for teams and free-for-all: a skill `mu` and its uncertainty `sigma`, both updated from the order the
sides finished in).

Why openskill (scripts/bench/bench_ratings.py compares them): it rates 1 v 1, 2 v 2, 3 v 3 and every side
for itself with one call, is MIT-licensed, released often (6.2 in 2026) and pure Python with compiled
wheels; an update costs about 0.1 ms. trueskill (BSD) rates the same matches but was last released in 2018
and took 5 to 20 times as long here; glicko2 rates one player against others, not teams or a ranking.

Bots are rated as their level: a fixed skill each, fitted so that the model predicts the win rates the
bot ladder measured (docs/BOT_STRENGTH.md; Club player, `medium`, sits at the model's starting skill, so a
newcomer is expected to play about as well as Club player). Their seats take part in every update and
never change. What players see is conservative: `shown(mu, sigma)`, mu less three sigmas, so a new or
little-played identity shows low until its matches have made it certain.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from openskill.models import PlackettLuce

MODEL = PlackettLuce()
START = (MODEL.mu, MODEL.sigma)  # a new identity: 25 with an uncertainty of 8.33 (shown as 0)
SCALE = 40  # shown = (mu - 3 sigma) x SCALE, rounded: whole numbers in the hundreds
BOT_SIGMA = 1.0  # a bot's skill is measured, not guessed: little uncertainty
ANCHOR = "medium"  # the level placed at the model's starting skill
LEVELS = ("random", "easy", "medium", "hard", "expert")
# The bot ladder as measured (docs/BOT_STRENGTH.md): (stronger, weaker, the stronger's share of matches won).
# Two players: classic to 11, seats swapped. Pairs: 2 v 2 of each level (its Casual v Beginner row was not
# measured at four: the two-player figure stands in).
LADDER_TWO = (("easy", "random", 0.788), ("medium", "easy", 0.779), ("hard", "medium", 0.622),
              ("expert", "hard", 0.625))
LADDER_PAIRS = (("easy", "random", 0.788), ("medium", "easy", 0.850), ("hard", "medium", 0.585),
                ("expert", "hard", 0.587))

Skill = tuple[float, float]  # (mu, sigma)


def shown(mu: float, sigma: float) -> int:
    """The rating players see: conservative (mu - 3 sigma), never below 0."""
    return max(0, round((mu - 3 * sigma) * SCALE))


def _win_share(stronger: float, weaker: float, team: int) -> float:
    teams = [[MODEL.rating(mu=stronger, sigma=BOT_SIGMA)] * team, [MODEL.rating(mu=weaker, sigma=BOT_SIGMA)] * team]
    return MODEL.predict_win(teams)[0]


def _fit_step(known: float, share: float, team: int, upward: bool) -> float:
    """The skill that wins `share` of matches against `known` (upward: it is the stronger; else the one
    `known` beats that often), by bisection on the model's own prediction."""
    def weaker_share(skill: float) -> float:  # grows with `skill`, either way
        return _win_share(skill, known, team) if upward else 1.0 - _win_share(known, skill, team)

    target = share if upward else 1.0 - share
    low, high = known - 40.0, known + 40.0
    for _ in range(60):
        middle = (low + high) / 2
        low, high = (low, middle) if weaker_share(middle) > target else (middle, high)
    return (low + high) / 2


@cache
def bot_skills(teams: bool = False) -> dict[str, float]:
    """Each bot level's fixed skill (mu), fitted to the ladder (the 2 v 2 ladder for partnership families)."""
    ladder, team = (LADDER_PAIRS, 2) if teams else (LADDER_TWO, 1)
    skills = {ANCHOR: MODEL.mu}
    steps = {(stronger, weaker): share for stronger, weaker, share in ladder}
    anchor = LEVELS.index(ANCHOR)
    for index in range(anchor + 1, len(LEVELS)):  # up from the anchor
        weaker, stronger = LEVELS[index - 1], LEVELS[index]
        skills[stronger] = _fit_step(skills[weaker], steps[(stronger, weaker)], team, upward=True)
    for index in range(anchor - 1, -1, -1):  # and down
        weaker, stronger = LEVELS[index], LEVELS[index + 1]
        skills[weaker] = _fit_step(skills[stronger], steps[(stronger, weaker)], team, upward=False)
    return {level: round(skills[level], 3) for level in LEVELS}


@dataclass(frozen=True)
class RatedSeat:
    """A seat as the rating sees it: a person (`player`, their identity) or a bot of `level`; its side;
    whether the person left the match (forfeited: scored as lost)."""

    player: str | None
    level: str
    side: int
    forfeited: bool = False


def side_ranks(totals: list[int], winner: int | None, forfeited: set[int] = frozenset()) -> list[int]:
    """Each side's place (0 first; equal places tie): sides that forfeited after every other, then the
    winner, then by points."""
    keys = [(side in forfeited, side != winner, -total) for side, total in enumerate(totals)]
    order = sorted(set(keys))
    return [order.index(key) for key in keys]


def rate(seats: list[RatedSeat], skills: dict[str, Skill], totals: list[int], winner: int | None,
         teams: bool = False) -> dict[str, Skill]:
    """Every person's new skill after a match (bots keep theirs). `skills`: each person's skill now (a
    person missing starts at START). A side one of whose people forfeited is scored last, for that person
    and for the other sides; the forfeiter's partners are rated by the result itself (they played on)."""
    bots = bot_skills(teams)
    sides = sorted({seat.side for seat in seats})
    members = [[seat for seat in seats if seat.side == side] for side in sides]
    ratings = [[MODEL.rating(*(skills.get(seat.player, START) if seat.player else (bots[seat.level], BOT_SIGMA)))
                for seat in group] for group in members]
    forfeited = {index for index, group in enumerate(members) if any(seat.forfeited for seat in group)}
    side_totals = [totals[side] if side < len(totals) else 0 for side in sides]
    side_winner = sides.index(winner) if winner in sides else None
    scored = MODEL.rate(ratings, ranks=side_ranks(side_totals, side_winner, forfeited))
    played = MODEL.rate(ratings, ranks=side_ranks(side_totals, side_winner)) if forfeited else scored
    after: dict[str, Skill] = {}
    for index, group in enumerate(members):
        for place, seat in enumerate(group):
            if seat.player is None:
                continue
            result = played if index in forfeited and not seat.forfeited else scored
            rating = result[index][place]
            after[seat.player] = (rating.mu, rating.sigma)
    return after

"""The preset families a rating is kept for: one rating a player for each way of sitting at the table,
worked out from the engine's presets and table sizes (how many play, and in how many sides).

    duel     two players, face to face (every preset played by two)
    three    three players, each for themselves
    pairs    four in two partnerships (the Scopa presets at four: classic, Cirulla...)
    scopone  Scopone and Scopone classico (four in pairs, ten cards each: a game of its own)
    crowd    the bigger tables: four or five each for themselves, six in two sides of three, eight players

A family is a way of playing more than a rule set: someone strong at two-player classic is strong at
two-player Cirulla too, and a table of six plays another game than a duel. Ranked play takes a preset as it
is (no house rules), so every ranked table's family is one of these.
"""

from __future__ import annotations

from ...engine import Rules

FAMILIES = ("duel", "three", "pairs", "scopone", "crowd")
SCOPONE_PRESETS = frozenset(("scopone", "scopone_classico"))


def family_of(rules: Rules, players: int) -> str:
    """The family of a table of `players` playing `rules`."""
    if rules.name in SCOPONE_PRESETS:
        return "scopone"
    sides = rules.side_count(players)
    if players == 2:
        return "duel"
    if players == 3 and sides == 3:
        return "three"
    if players == 4 and sides == 2:
        return "pairs"
    return "crowd"


def teams_family(family: str) -> bool:
    """Whether the family plays in partnerships at its usual table (its bots' ratings come from the 2 v 2
    duels of the bot ladder)."""
    return family in ("pairs", "scopone")


def ranked_rules(rules: Rules) -> bool:
    """Whether a table of these rules may be ranked: a preset exactly as the engine defines it."""
    return rules.name in Rules.presets() and rules == Rules.preset(rules.name)

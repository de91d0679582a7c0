"""The presets: each rule source's house rules, as the options that differ from `Rules()` (classic).

Plain data, read by `Rules.preset`; `PRESET_NOTES` says how each preset reads its source (the rules
screen shows it).
"""

from __future__ import annotations

from typing import Any

# Each preset: the options that differ from the dataclass defaults (which are `classic`).
# Where a source leaves a detail open, the traditional Italian rule is taken; see PRESET_NOTES.
PRESETS: dict[str, dict[str, Any]] = {
    # Sources 001 (traditional rules) and 003 (an online product): the defaults.
    "classic": {},
    # Source 000 (a beginner's guide): simplified primiera (most sevens), clockwise play.
    "beginner": {"primiera": "most_sevens", "direction": "clockwise"},
    # Source 002 (kitchen-table "night one"): no primiera, clockwise, 2-4 players, everyone for themselves.
    "night_one": {"primiera": "off", "direction": "clockwise", "players": (2, 3, 4), "partnerships": False},
    # Source 001: scopone scientifico, 4 in two partnerships, all 40 cards dealt (10 each), no table, no stock.
    "scopone": {"deal": "scopone", "players": (4,), "partnerships": True},
    # Source 001: scopone classico, 9 each and 4 on the table.
    "scopone_classico": {"deal": "scopone_classico", "players": (4,), "partnerships": True},
    # Sources 000, 001: asso piglia tutto.
    "scopa_d_assi": {"ace_takes_all": True},
    # Source 001: scopa di quindici, every capture makes 15 with the card played. No kings redeal: the
    # rule is there because kings cannot be taken by a sum, and under the 15 rule a 5 takes a king.
    "quindici": {"capture_rule": "fifteen", "redeal_kings": 0},
    # Source 001: the Spanish escoba; as in Spain, capturing is optional, and there is no kings redeal.
    "escoba": {
        "capture_rule": "fifteen", "capture_mandatory": False, "redeal_kings": 0, "primiera": "most_sevens",
        "opening_fifteen": True, "target": 21,
    },
    # Source 001: the bonuses on top of classic.
    "re_bello": {"re_bello": True},
    "napola": {"napola": True},
    # Source 001: the Ligurian cirulla.
    "cirulla": {
        "capture_rule": "match_sum_or_fifteen", "ace_takes_all": True, "ace_sweep_is_scopa": True,
        "opening_fifteen": True, "redeal_kings": 0, "redeal_aces": 2, "declarations": True, "matta": True,
        "grande": True, "piccola": True, "direction": "clockwise", "players": (2, 3, 4), "target": 51,
    },
    # Source 000: eight players with a 52-card deck (J, Q, K = 11, 12, 13), 4 on the table and two deals of 3,
    # target 16, and a tied category gives the point to every tied side. Otherwise "like normal" in source
    # 000's own game: most sevens instead of primiera, clockwise play.
    "eight_players": {
        "deck_size": 52, "players": (8,), "target": 16, "ties_award_all": True, "partnerships": False,
        "primiera": "most_sevens", "direction": "clockwise",
    },
}

# How each preset reads its source where the source is silent or loose: shown on the rules screen.
PRESET_NOTES: dict[str, str] = {
    "classic": "Traditional rules (sources 001, 003): counter-clockwise, primiera by suit, 4 play 2 v 2, 6 play 3 v 3.",
    "beginner": "Source 000: most sevens instead of primiera, clockwise play; French faces A-10 by default.",
    "night_one": "Source 002: no primiera, clockwise, 2-4 players, no partners.",
    "scopone": "Scopone scientifico: 4 players in two partnerships, 10 cards each, nothing on the table.",
    "scopone_classico": "Scopone classico: 4 players in two partnerships, 9 cards each, 4 on the table.",
    "scopa_d_assi": (
        "Asso piglia tutto: an ace played takes the whole table. With an ace already on the table the ace "
        "played takes that ace, as in plain scopa (the option 'ace takes all, even an ace' sweeps then too). "
        "The ace's sweep is not a scopa; taking a lone ace is."
    ),
    "quindici": (
        "Scopa di quindici: take table cards that, with the card played, total 15 (one card or more). No "
        "redeal for kings on the opening table: a 5 takes a king."
    ),
    "escoba": (
        "Escoba: captures total 15, and capturing is optional (Spanish rules); no redeal for kings; most "
        "sevens instead of primiera; an opening table of 15 (30) is the dealer's, with 1 (2) escobas; to 21."
    ),
    "re_bello": "Classic plus re bello: the king of coins is worth 1 point.",
    "napola": "Classic plus napola: ace, 2 and 3 of coins score 3, and 1 more per further consecutive coin.",
    "cirulla": (
        "Cirulla: take by match, by sum, or by making 15; the ace takes the whole table and scores a scopa "
        "unless an ace lies there. Opening table of 15 (30): 1 (2) scope to the dealer; two aces on it: "
        "redeal. A hand of 9 or less scores 3, three of a kind 10, if its player declares it before their "
        "first card (a declared hand is played face up). The 7 of cups is the matta: any value in a "
        "declaration, and then it plays as that value (declared as an ace, it sweeps); on the opening table "
        "it counts at the value that makes 15 or 30. Grande (Fante, Cavallo, Re of coins) 5; piccola (ace, "
        "2, 3 of coins) 3, +1 for each of the 4, 5, 6 of coins in a row. Clockwise, to 51. Option: the "
        "fewest-cards capture (of several sums, or of several fifteens, take one with the fewest cards)."
    ),
    "eight_players": (
        "Source 000: eight players, 52 cards with J, Q, K worth 11, 12, 13; 4 on the table, two deals "
        "of 3; to 16; a tied category scores for every tied side. Otherwise source 000's own game: most "
        "sevens instead of primiera, clockwise play."
    ),
}

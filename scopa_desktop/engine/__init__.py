"""The Scopa rules engine: pure, deterministic for a seed, immutable. No pygame, no I/O.

This package's door: every name other packages use is imported from here (`from scopa_desktop.engine
import Game`), never from a module inside it. The public API is shared/ENGINE_API.md.

Modules, one job each: cards (Card, the deck), rules (Rules and what follows from a rule set: choices,
top rank, turn order, sides), presets (the named rule sets and their notes), captures (which cards a played
card may take), legal (a hand's legal moves), moves (Move, Play, whether a sweep is a scopa), deal (the
per-hand setting, the shuffle and the deals), extras (events outside play: opening fifteen, declarations),
scoring (a hand's points, bonus cards, the match winner), position (a state's parts, checked; its plain
data), notation (a position on one line), state (a hand's parts, read-only), game (one hand: new, play),
match (hands to the target), observation (what one seat may know).
"""

from .captures import capture_kind, capture_options, legal_captures, options_row, rank_options, takes_whole_table
from .cards import ALL_CARDS, PRIMIERA_VALUE, RE_BELLO, SETTEBELLO, Card
from .deal import deal_plan
from .extras import DECLARATIONS, MATTA, declaration, declared_matta_rank, matta_value, open_declaration
from .game import Game
from .legal import hand_moves
from .match import Match
from .moves import Move, Play, is_scopa
from .observation import Observation
from .presets import PRESET_NOTES
from .rules import Rules
from .scoring import HandScore, bonus_points, match_winner, score_hand

__all__ = [
    "Card", "Rules", "Move", "Game", "Match", "Observation", "Play", "HandScore",
    "legal_captures", "score_hand", "match_winner",
    "SETTEBELLO", "RE_BELLO", "ALL_CARDS", "PRIMIERA_VALUE", "PRESET_NOTES",
    "deal_plan", "capture_kind", "capture_options", "options_row", "rank_options", "declaration",
    "hand_moves", "is_scopa", "bonus_points", "takes_whole_table", "MATTA", "open_declaration",
    "matta_value", "declared_matta_rank", "DECLARATIONS",
]

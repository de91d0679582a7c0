"""The guided first game's lessons: prepared positions in the engine's notation, what each one teaches,
its Italian word, and which move completes it. Pure data and checks: no pygame.

Each position has the learner (seat 0) to move against a gentle bot (seat 1) and no stock, so a lesson is
one decision. The last one is the end of a hand: both play their last card and the hand is counted.
"""

from __future__ import annotations

from dataclasses import dataclass

from ....engine import Game, Move


@dataclass(frozen=True)
class Lesson:
    """One step: `key` names its texts (guide.lessons.<key>), `phrase` its spoken Italian word (a voice
    phrase and glossary key), `position` the deal (`Game.parse`), `wanted` the moves that complete it
    (`Move.parse` notation, "6b:2d+4s"; empty = any legal move), `counts_hand` when the hand is played out and
    counted."""

    key: str
    phrase: str
    position: str
    wanted: tuple[str, ...] = ()
    counts_hand: bool = False

    def game(self) -> Game:
        return Game.parse(self.position)

    def accepts(self, move: Move) -> bool:
        """Whether `move` is what this lesson asks for."""
        return not self.wanted or any(move == Move.parse(text) for text in self.wanted)


LESSONS: tuple[Lesson, ...] = (
    # A card takes the card of the same rank: the 7 takes the 7.
    Lesson("rank", "prendo", "classic 2/1/0 7c,2s,6b/3d,5c,1b 4d,7s,10b - -/- 0/0 - - -", ("7c:7s",)),
    # Or cards that add up to it: the 6 takes 2 + 4.
    Lesson("sum", "la_presa", "classic 2/1/0 6b,1c,10s/7c,5b,8d 2d,4s,9c - -/- 0/0 - - -", ("6b:2d+4s",)),
    # Two ways to take with the Fante (8): 2 + 6 of coins, or 3 + 5. Coins count: take the coins.
    Lesson("choice", "denari", "classic 2/1/0 8s,4b,1c/2c,4d,10d 2d,6d,3c,5s - -/- 0/0 - - -", ("8s:2d+6d",)),
    # Taking every card on the table is a scopa: a point on its own.
    Lesson("scopa", "scopa", "classic 2/1/0 7s,10c/2b,6d 3c,4b - -/- 0/0 - - -", ("7s:3c+4b",)),
    # The seven of coins is a point on its own: take it.
    Lesson("settebello", "settebello", "classic 2/1/0 7b,1s/4d,9c 3s,4c,7d - -/- 0/0 - - -", ("7b:7d",)),
    # Sevens win the primiera: take the 7 rather than the 2.
    Lesson("primiera", "primiera", "classic 2/1/0 7s,2b/5c,8d 2s,7c,10b - -/- 0/0 - - -", ("7s:7c",)),
    # The last card of the hand, then the count: cards, coins, settebello, primiera, scope.
    Lesson("count", "conta_i_punti",
           "classic 2/1/0 8c/6s 3s,5b,10c - 7d,7c,7s,6d,1d,2d,3d,4d,5d,8d,1c,2c,9c,4s,9s,10s,2b,3b,8b,9b"
           "/7b,6c,6b,1s,1b,9d,10d,3c,4c,5c,2s,8s,4b,10b,5s 1/1 - - -", counts_hand=True),
)

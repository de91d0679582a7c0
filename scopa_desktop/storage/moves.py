"""Every move of a match, as the history and the saved match keep them: what a review replays.

A hand's moves are engine notation (`str(move)`: `7d`, `7d:3c+4s`) in the order played, with `declare`
where a seat declared its hand (Cirulla) just before its first card of that deal. They are read back
from a finished `Game` (`hand_moves`): its plays and its declaration events say everything, so nothing
needs to be caught as it happens. A match's moves are one list per hand; `MoveLog` gathers them from the
match states the table saves, keyed by hand so that an undo across a hand's end simply has that hand
written again when it ends again.

Stored packed in one string (`pack_moves`): hands split by `|`, moves by spaces (`"7d 5c:5s|..."`),
about a sixth the size of a JSON list and parsed only when a match is reviewed.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

DECLARE = "declare"
_DECLARATIONS = ("cirulla", "tris")  # the engine's event kinds of a declared hand (engine.extras)
_HAND_SEP, _MOVE_SEP = "|", " "


def hand_moves(game: Any) -> tuple[str, ...]:
    """The moves played in `game` (an engine Game, finished or not), declarations included, in order."""
    pending = [event for event in game.events if event.kind in _DECLARATIONS]
    out: list[str] = []
    for play in game.history:
        for event in pending:
            if event.seat == play.seat and play.card in event.cards:
                out.append(DECLARE)  # declared just before its first card of those dealt with it
                pending.remove(event)
                break
        capture = "+".join(str(card) for card in sorted(play.capture))
        out.append(f"{play.card}:{capture}" if capture else str(play.card))
    # A declaration not yet followed by a card (the last state of a saved hand): it was the latest act.
    out.extend(DECLARE for _ in pending)
    return tuple(out)


def pack_moves(hands: Iterable[Sequence[str]]) -> str:
    """The stored form of a match's moves (one sequence of move texts per hand)."""
    return _HAND_SEP.join(_MOVE_SEP.join(hand) for hand in hands)


def unpack_moves(packed: str) -> list[list[str]]:
    """Inverse of `pack_moves` ([] for no moves). The texts are checked when replayed, not here."""
    if not packed:
        return []
    return [hand.split(_MOVE_SEP) if hand else [] for hand in packed.split(_HAND_SEP)]


def is_packed_moves(value: Any) -> bool:
    """Whether `value` could be packed moves (text of cards, `:`, `+`, spaces, bars and `declare`)."""
    return type(value) is str and len(value) < 1_000_000 and value.isascii() and value.isprintable()


class MoveLog:
    """The moves of one match as it is played, from the match states the table saves (`observe`).

    `complete` is False when hands before the first state seen are unknown (a match continued from a
    save written before moves were kept): such a match is recorded without moves (no review)."""

    def __init__(self, earlier: Sequence[Sequence[str]] | None = ()) -> None:
        self.complete = earlier is not None
        self._hands: dict[int, tuple[str, ...]] = {i: tuple(hand) for i, hand in enumerate(earlier or ())}
        self._last_seen: Any = None

    def observe(self, match: Any) -> None:
        """Take the finished hand of `match` (its previous game), if any. Cheap: call after every move."""
        previous = match.previous_game
        if previous is not None and match.history and previous is not self._last_seen:
            self._hands[len(match.history) - 1] = hand_moves(previous)
            self._last_seen = previous  # every state until the next hand ends carries this same one

    def finished(self, match: Any) -> list[tuple[str, ...]] | None:
        """The moves of every finished hand of `match` (None when some are unknown)."""
        self.observe(match)
        hands = [self._hands.get(i) for i in range(len(match.history))]
        if not self.complete or any(hand is None for hand in hands):
            return None
        return [hand for hand in hands if hand is not None]

    def all_moves(self, match: Any) -> list[tuple[str, ...]] | None:
        """Every move of `match` so far: its finished hands, then the hand in play when it has moves
        (a conceded match ends mid-hand). None when some are unknown."""
        hands = self.finished(match)
        if hands is None:
            return None
        if not match.game.is_over and (match.game.history or match.game.events):
            current = hand_moves(match.game)
            if current:
                hands.append(current)
        return hands

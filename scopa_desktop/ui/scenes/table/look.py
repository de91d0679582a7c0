"""The player's settings for the table's look, read where they are used: the card size (the layout), the
hand's order, reduced motion (the animation player) and the colour-blind-safe option colours."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...app import App


class TableLook:
    def __init__(self, app: App) -> None:
        self.app = app

    @property
    def hand_sort(self) -> str:
        """How your hand is sorted: "suit" (then rank) or "rank"."""
        return self.app.settings.hand_sort

    @property
    def large_cards(self) -> bool:
        """The cards larger still where the window allows."""
        return self.app.settings.card_size == "large"

    @property
    def reduced_motion(self) -> bool:
        """Near-instant moves and fades, no arcs."""
        return self.app.settings.reduced_motion

    @property
    def safe_colours(self) -> bool:
        """The capture options in colours told apart with any colour vision (their numbers stay)."""
        return self.app.settings.colour_blind

"""The base of the table's parts (after Arcade's sections): each owns a region of the window, draws it and
registers its own hit regions with the input controller while it draws."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from ...layout import TableLayout
    from .scene import TableScene


class Part:
    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.app = table.app

    @property
    def layout(self) -> TableLayout:
        return self.table.layout

    @property
    def bounds(self) -> pygame.Rect:
        """The window area this part draws in."""
        raise NotImplementedError

    def draw(self, surface: pygame.Surface) -> None:
        raise NotImplementedError

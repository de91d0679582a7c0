"""The card art the scenes draw with: scopa_desktop.ui.cards.CardArt, or a plain stand-in until it lands."""

from __future__ import annotations

import pygame

try:
    from .cards import DECK_STYLES, CardArt
except ImportError:  # temporary: the card-art module is being written in parallel
    DECK_STYLES = ("italian", "french")

    class CardArt:  # type: ignore[no-redef]
        aspect = 0.58

        def __init__(self) -> None:
            self._cache: dict = {}

        def size_for_height(self, h: int) -> tuple[int, int]:
            return (max(1, round(h * self.aspect)), max(1, int(h)))

        def _card_base(self, h: int, fill) -> pygame.Surface:
            w, h = self.size_for_height(h)
            s = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(s, fill, s.get_rect(), border_radius=max(3, h // 18))
            pygame.draw.rect(s, (60, 50, 40), s.get_rect(), 1, border_radius=max(3, h // 18))
            return s

        def face(self, card, height: int, style: str = "italian", french_faces: str = "courts") -> pygame.Surface:
            key = ("f", int(card), int(height), style)
            if key not in self._cache:
                s = self._card_base(height, (250, 245, 230))
                colour = {"d": (200, 150, 0), "c": (190, 30, 40), "s": (30, 60, 150), "b": (40, 110, 40)}[card.suit]
                f = pygame.font.Font(None, max(12, height // 3))
                label = f.render(str(card) if style == "italian" else str(card).upper(), True, colour)
                s.blit(label, label.get_rect(center=s.get_rect().center))
                self._cache[key] = s
            return self._cache[key]

        def back(self, height: int, style: str = "italian") -> pygame.Surface:
            key = ("b", int(height), style)
            if key not in self._cache:
                self._cache[key] = self._card_base(height, (120, 30, 40) if style == "italian" else (30, 50, 120))
            return self._cache[key]

        def highlight(self, height: int, color) -> pygame.Surface:
            key = ("h", int(height), tuple(color))
            if key not in self._cache:
                w, h = self.size_for_height(height)
                s = pygame.Surface((w, h), pygame.SRCALPHA)
                pygame.draw.rect(s, (*color[:3], 70), s.get_rect(), border_radius=max(3, h // 18))
                self._cache[key] = s
            return self._cache[key]

        def dim(self, height: int) -> pygame.Surface:
            key = ("d", int(height))
            if key not in self._cache:
                w, h = self.size_for_height(height)
                s = pygame.Surface((w, h), pygame.SRCALPHA)
                pygame.draw.rect(s, (0, 0, 0, 110), s.get_rect(), border_radius=max(3, h // 18))
                self._cache[key] = s
            return self._cache[key]

        def clear(self) -> None:
            self._cache.clear()


__all__ = ["CardArt", "DECK_STYLES"]

"""The App's card pictures: which deck is drawn (the player's, or a French-suited 52-card pack for the
eight-player table), each
face with the small indices and teaching marks it takes, and cached sprites of faces, backs and piles.

A mixin of App (ui/app.py): it reads the App's `art`, `settings`, `rules_in_play` and `_sprites`.
"""

from __future__ import annotations

from typing import Any

import pygame

from .cards import marks_of
from .cards.ahead import Ahead
from .cards.decks import next_deck, pack_for_52
from .text import tr


class CardImages:
    """Deck and card-image helpers of the App."""

    art: Any
    settings: Any
    rules_in_play: Any
    overlay: Any
    update_settings: Any
    _sprites: dict[tuple, tuple[pygame.Surface, Any]]

    @property
    def deck_size(self) -> int:
        """The deck of the match in play: 40 cards, or 52 for the eight-player game."""
        return self.rules_in_play.deck_size if self.rules_in_play is not None else 40

    @property
    def deck_is_fixed(self) -> bool:
        """Whether the match's deck is fixed: 52 cards (eight players) are a French-suited 52-card pack."""
        return self.deck_size == 52

    @property
    def deck_style(self) -> str:
        """The deck drawn: the player's choice, except where the deck is fixed (52 cards: the chosen pattern if
        it is printed as a 52-card French-suited pack, the Genovesi, else the French deck)."""
        chosen = self.settings.deck_style
        return pack_for_52(chosen) if self.deck_is_fixed else chosen

    @property
    def french_faces(self) -> str:
        """How a French-suited deck's 8, 9, 10 are drawn: as J, Q, K when the player likes (the 40-card deck),
        but the 52-card deck has its own 8, 9, 10 (pip cards) and J, Q, K (11-13)."""
        return "pips" if self.deck_size == 52 else self.settings.french_faces

    def switch_deck(self) -> None:
        """D: the next deck (the saved preference), named with its region in a toast; a deck that exists in
        one style only stays (the 52-card table's French-suited pack), and the player is told why."""
        if self.deck_is_fixed:
            self.overlay.toast(tr("window.deck_french_only", deck=tr(f"settings.deck_style.values.{self.deck_style}")),
                               always=True)
            return
        new = next_deck(self.settings.deck_style)
        self.update_settings(deck_style=new)
        self.overlay.toast(tr(f"settings.deck_style.values.{new}"), tr(f"decks.{new}.region"), force=True)

    _ahead: Ahead | None = None

    def draw_ahead(self) -> bool:
        """Idle time: draw a slice of the next deck's cards as they are on screen now (cards/ahead.py), so D
        costs one frame; True while some remain. Nothing to do where the deck is fixed (52 cards)."""
        if self.deck_is_fixed:
            return False
        if self._ahead is None:
            self._ahead = Ahead(self.art)
        self._ahead.plan(self.deck_style, next_deck(self.settings.deck_style))
        return self._ahead.work()

    _marked: tuple[Any, dict] = (None, {})  # the rules in play, and the cards they mark (a per-frame look-up)

    def card_key(self, card=None) -> tuple:
        """What decides how `card` is drawn (for caches): deck, French faces, small indices, teaching mark,
        large indices (CardArt.face's arguments after the height, in its order)."""
        rules = self.rules_in_play
        if self._marked[0] is not rules:
            self._marked = (rules, marks_of(rules))
        s = self.settings
        return self.deck_style, self.french_faces, s.deck_indices, self._marked[1].get(card, ""), s.large_indices

    def card_face(self, card, height: int) -> pygame.Surface:
        return self.art.face(card, height, *self.card_key(card))

    def card_back(self, height: int) -> pygame.Surface:
        return self.art.back(height, style=self.deck_style)

    def card_stack(self, layers: int, height: int, dx: int, dy: int) -> tuple[pygame.Surface, tuple[int, int]]:
        """`layers` card backs, each offset by (dx, dy) from the one below, as one cached surface (a pile,
        the stock, an opponent's hand), and the margin to subtract from the first card's position."""
        key = ("stack", layers, height, dx, dy, self.deck_style)
        hit = self._sprites.get(key)
        if hit is None:
            sprite, pad = self.card_sprite(None, height)
            w = sprite.get_width() + abs(dx) * (layers - 1)
            h = sprite.get_height() + abs(dy) * (layers - 1)
            canvas = pygame.Surface((w, h), pygame.SRCALPHA)
            ox = abs(dx) * (layers - 1) if dx < 0 else 0
            oy = abs(dy) * (layers - 1) if dy < 0 else 0
            for i in range(layers):
                canvas.blit(sprite, (ox + i * dx, oy + i * dy))
            hit = self._sprites[key] = (canvas.convert_alpha(), (pad + ox, pad + oy))
        return hit

    def card_sprite(self, card, height: int) -> tuple[pygame.Surface, int]:
        """A card (None: its back) with its drop shadow baked in, and the shadow's margin.

        One alpha blit per card instead of two: on a busy table this is most of the frame.
        """
        key = (card, height, *self.card_key(card))
        hit = self._sprites.get(key)
        if hit is None:
            from . import theme

            face = self.card_face(card, height) if card is not None else self.card_back(height)
            shadow = theme.shadow(face.get_size(), max(3, height // 24))
            pad = (shadow.get_width() - face.get_width()) // 2
            sprite = pygame.Surface((shadow.get_width() + 2, shadow.get_height() + 3), pygame.SRCALPHA)
            sprite.blit(shadow, (2, 3))
            sprite.blit(face, (pad, pad))
            if len(self._sprites) > 1500:
                self._sprites.clear()
            hit = self._sprites[key] = (sprite.convert_alpha(), pad)
        return hit


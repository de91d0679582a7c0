"""Your hand along the bottom (face down between turns in pass-and-play), the selected card lifted, and the
last capture made, in its own panel on the right."""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from ....engine import Card
from ... import input as inp
from ... import theme
from ...scene import FocusTip
from ...text import tr
from .part import Part

SUIT_ORDER = "dcsb"  # denari, coppe, spade, bastoni: the order a sorted hand is shown in


def hand_order(cards: Iterable[Card], by: str = "suit") -> list[Card]:
    """A hand sorted for the eye: by suit then rank, or by rank then suit (`by`: the setting hand_sort)."""
    if by == "rank":
        return sorted(cards, key=lambda c: (c.rank, SUIT_ORDER.index(c.suit)))
    return sorted(cards, key=lambda c: (SUIT_ORDER.index(c.suit), c.rank))


class Hand(Part):
    @property
    def bounds(self) -> pygame.Rect:
        return self.layout.hand

    def draw(self, surface: pygame.Surface) -> None:
        L = self.layout
        t = self.table
        seat = t.view_seat
        hand = t.shown_hand()
        face = t.shows_hand(seat)
        my_turn = t.human_turn()
        selected, hover = t.selection.selected, t.selection.hover_card
        ctl = self.app.input
        chosen = None
        for i, (c, r) in enumerate(zip(hand, L.hand_card_rects(len(hand)), strict=True)):
            if t.player.hidden.get(c):
                continue
            if i == selected:
                r = chosen = r.move(0, -L.lift)
            elif i == hover and my_turn:
                r = r.move(0, -L.lift // 3)
            t.painter.card(surface, c if face else None, r)
            if my_turn:
                ctl.add(r, inp.Intent(inp.SELECT_CARD, i), hover=("hand", i), tooltip_key="window.tip_card",
                        card=str(c))
        if chosen is not None:  # the keyboard's focus: the card chosen, its ring over the cards beside it
            theme.focus_ring(surface, chosen.inflate(4, 4), max(6, chosen.h // 14))

    def focus_tooltip(self) -> FocusTip | None:
        """The selected card of your hand (chosen with the keys), for its tooltip."""
        t = self.table
        selected = t.selection.selected
        if selected is None or not t.human_turn():
            return None
        hand = t.shown_hand()
        if not 0 <= selected < len(hand):
            return None
        rect = self.layout.hand_card_rects(len(hand))[selected].move(0, -self.layout.lift)
        return rect, "window.tip_card", {"card": str(hand[selected])}


class LastCapture(Part):
    shown_play = None  # the capture drawn last (tests)

    @property
    def bounds(self) -> pygame.Rect:
        return self.layout.last_capture

    def draw(self, surface: pygame.Surface) -> None:
        L = self.layout
        t = self.table
        rect = L.last_capture
        if not rect.w:  # (gave way to a side panel: the guide's coach, the review's, at a large text size)
            return
        fs = L.name_size
        pad = L.panel_pad
        titles = theme.fit_or_wrap(tr("window.last_capture"), max(11, fs - 2), rect.w - 2 * pad, theme.INK_DIM,
                                   bold=True)
        y = rect.y + pad
        for line in titles:
            surface.blit(line, (rect.x + pad, y))
            y += line.get_height()
        title = titles[-1]
        # The capture the table shows: it appears once its cards have landed in the pile.
        # Once the next hand is being dealt, the finished hand's captures are no longer news.
        game = t.player.landed if t.player.busy and t.player.landed is not None else t.shown.game
        done = game.is_over and game is not t.game
        play = None if done else next((p for p in reversed(game.history) if p.capture), None)
        self.shown_play = play
        if play is None:
            nones = theme.fit_or_wrap(tr("window.no_capture_yet"), max(11, fs - 3), rect.w - 2 * pad, theme.INK_FAINT)
            y = rect.centery - sum(line.get_height() for line in nones) // 2
            for line in nones:
                surface.blit(line, line.get_rect(midtop=(rect.centerx, y)))
                y += line.get_height()
            return
        name = t.seats[play.seat].name
        beside = len(titles) == 1 and theme.fits_whole(name, max(11, fs - 2), rect.w - 2 * pad - title.get_width() - 8,
                                                        bold=True)
        who = theme.fit_text(name, max(11, fs - 2), rect.w - 2 * pad - (title.get_width() + 8 if beside else 0),
                             theme.GOLD, bold=True)
        if beside:
            surface.blit(who, who.get_rect(topright=(rect.right - pad, rect.y + pad)))
        else:  # the name on a line of its own under the title
            surface.blit(who, (rect.x + pad, y))
            y += who.get_height()
        top = y + 6
        avail_h = rect.bottom - pad - top
        h = max(24, min(round(L.table_card_h * 0.8), avail_h))
        w = round(h * L.aspect)
        cards = [play.card, *play.capture]
        gap = 6  # the played card stands a little apart from what it took
        step = min(w + 4, (rect.w - 2 * pad - w - gap) / max(1, len(cards) - 1)) if len(cards) > 1 else 0
        x0 = rect.x + pad
        for i, c in enumerate(cards):
            r = pygame.Rect(round(x0 + i * step + (gap if i else 0)), top + (avail_h - h) // 2, w, h)
            t.painter.card(surface, c, r)
            if i == 0:
                theme.ring(surface, r.inflate(4, 4), theme.GOLD, width=2, radius=6)
        if play.scopa:
            tag = theme.text(tr("table.scopa_banner"), max(11, fs - 3), theme.GOLD, bold=True, serif=True)
            surface.blit(tag, tag.get_rect(bottomright=(rect.right - pad, rect.bottom - pad // 2)))

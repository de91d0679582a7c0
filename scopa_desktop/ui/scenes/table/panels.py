"""The seat panels: each player's name and level, the turn marker, the dealer's button, the side's capture
pile, the scopa cards face up, and an opponent's hand as card backs (face up once declared)."""

from __future__ import annotations

import time

import pygame

from ... import theme
from ...seats import SIDE_COLOURS, bot_level_name
from ...text import tr
from ...transfers import hand, pile
from .part import Part


class SeatPanels(Part):
    @property
    def bounds(self) -> pygame.Rect:
        rects = list(self.layout.seats.values())
        return rects[0].unionall(rects[1:])

    def marked_seat(self) -> int | None:
        """The seat with the turn marker: whose turn the table shows (it moves when the animation ends)."""
        shown = self.table.shown.game
        return None if shown.is_over else shown.to_move

    def draw(self, surface: pygame.Surface) -> None:
        for seat in range(self.table.match.players):
            self._draw_seat(surface, seat)

    def _draw_seat(self, surface: pygame.Surface, seat: int) -> None:
        L = self.layout
        t = self.table
        painter = t.painter
        ctl = self.app.input
        parts = L.panel_parts(seat)
        rect = parts["rect"]
        g = t.game
        to_move = self.marked_seat() == seat
        if to_move:
            theme.ring(surface, rect, theme.PANEL_ACTIVE, width=2, radius=max(8, L.margin))
        info = t.seats[seat]
        side = t.sides[seat]
        fs = L.name_size
        nr = parts["name"]
        dot = SIDE_COLOURS[side % len(SIDE_COLOURS)]
        pygame.draw.circle(surface, dot, (nr.x + fs // 3, nr.centery), max(4, fs // 3))
        level = bot_level_name(info.level) if info.is_bot else tr("setup.human")
        # The name first; the level takes what room is left (and is dropped when there is none).
        ink = theme.GOLD if to_move else theme.INK
        name = theme.fit_text(info.name, fs, round(nr.w * 0.62) - fs, ink, bold=True)
        surface.blit(name, name.get_rect(midleft=(nr.x + fs, nr.centery)))
        room = nr.right - (nr.x + fs + name.get_width() + fs)
        lv = theme.fit_text(level, max(11, fs - 4), max(1, room), theme.INK_FAINT)
        if room < 40:
            lv = pygame.Surface((0, 0))
        surface.blit(lv, lv.get_rect(midright=(nr.right, nr.centery)))
        if t.shown.game.dealer == seat:
            # The dealer's button on the panel's corner, as at a real table (its initial, in any language).
            button_rect = theme.badge(surface, (rect.right - 3, rect.y + 3), max(9, fs * 2 // 3), theme.GOLD,
                                      tr("table.dealer")[:1])
            ctl.add(button_rect, hover=("dealer", seat), tooltip_key="table.dealer_of", name=info.name)
        if to_move and info.is_bot and t.bots.thinking and not t.animating:
            # Three dots pulse while the bot thinks (its name is in the status line).
            lit = int(time.perf_counter() * 3) % 3
            r = max(2, fs // 6)
            for i in range(3):
                colour = theme.GOLD if i == lit else theme.INK_FAINT
                pygame.draw.circle(surface, colour, (rect.centerx + (i - 1) * 3 * r, rect.bottom - 8 - r), r)
        # The capture pile (on the side's keeper seat).
        pile_rect = parts["pile"]
        if t.keeper(side) == seat:
            n = len(g.captured[side]) - t.player.pending[pile(side)]
            if n > 0:
                painter.stack(surface, pile_rect, min(3, 1 + n // 6), -2, -2)
            else:
                theme.panel(surface, pile_rect, radius=max(4, pile_rect.h // 14), fill=(255, 255, 255, 14))
            theme.badge(surface, (pile_rect.right - 2, pile_rect.bottom - 4), max(9, fs * 2 // 3), theme.INK,
                        str(max(0, n)))
            ctl.add(pile_rect, hover=("pile", side), tooltip_key="table.captured", n=max(0, n))
        # Face-up cards for this seat's scope.
        hidden = t.player.hidden
        scope_cards = [p.card for p in g.history if p.scopa and p.seat == seat and not hidden.get(p.card)]
        area = parts["scope"]
        if scope_cards and area.w > 0:
            sw = pile_rect.w
            step = min(sw * 0.55, (area.w - sw) / max(1, len(scope_cards) - 1)) if len(scope_cards) > 1 else 0
            for i, c in enumerate(scope_cards):
                painter.card(surface, c, pygame.Rect(round(area.x + i * step), area.y, sw, pile_rect.h))
            ctl.add(area, hover=("scope", seat), tooltip_key="table.scope_count", n=len(scope_cards))
        # An opponent's hand: card backs.
        hand_area = parts["hand"]
        if seat != t.view_seat and hand_area.w:
            n = len(g.hands[seat]) - t.player.pending[hand(seat)]
            limit = rect.right - 8 - hand_area.x  # many cards (scopone deals 10) close up
            step = max(2, min(round(pile_rect.w * 0.45), (limit - pile_rect.w) // max(1, n - 1))) if n > 1 else 0
            shown = g.revealed[seat] if n == len(g.hands[seat]) else ()
            if shown:
                # A declared hand (cirulla) is played face up: everyone sees it, each card whole and readable.
                rects = revealed_rects(len(shown), hand_area, pile_rect)
                for c, r in zip(shown, rects, strict=True):
                    painter.card(surface, c, r)
                ctl.add(rects[0].union(rects[-1]), hover=("revealed", seat), tooltip_key="table.revealed")
            elif n > 0:
                painter.stack(surface, pygame.Rect(hand_area.x, hand_area.y, pile_rect.w, pile_rect.h), n, step, 0)

    def add_turn_tips(self) -> None:
        """Each seat's name line: "Tocca a te" on yours when it is your turn, "A chi tocca?" on the others
        (registered last, over everything drawn)."""
        t = self.table
        marked = self.marked_seat()
        for seat in range(t.match.players):
            mine = marked == seat and not t.seats[seat].is_bot
            self.app.input.add(self.layout.panel_parts(seat)["name"], None, hover=("seat", seat),
                               tooltip_key="tip.turn", mine=mine)


def revealed_rects(n: int, hand_area: pygame.Rect, pile_rect: pygame.Rect) -> list[pygame.Rect]:
    """Where a declared hand of `n` cards lies on its panel: side by side, none covering another, ending at
    the hand's place and reaching left over the scopa cards (the pile's size, smaller only if room lacks)."""
    gap = 3
    room = hand_area.right - (pile_rect.right + gap)
    w = max(1, min(pile_rect.w, (room - gap * (n - 1)) // max(1, n)))
    h = round(w * pile_rect.h / pile_rect.w)
    x = hand_area.right - n * w - gap * (n - 1)
    return [pygame.Rect(x + i * (w + gap), hand_area.y + (pile_rect.h - h) // 2, w, h) for i in range(n)]


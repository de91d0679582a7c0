"""The seat panels: each player's portrait, name and level, the turn marker, the dealer's button, the side's capture
pile, the scopa cards face up, and an opponent's hand as card backs (face up once declared)."""

from __future__ import annotations

import time

import pygame

from ... import theme
from ...portraits import portrait
from ...seats import SIDE_COLOURS, bot_level_name, short_level_name
from ...text import tr
from ...transfers import hand, pile
from .part import Part

EMPTY_PILE = {False: (255, 255, 255, 14), True: (110, 110, 110)}  # where a pile will lie: faint, or grey


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
        ctl = self.app.input
        parts = L.panel_parts(seat)
        rect = parts["rect"]
        to_move = self.marked_seat() == seat
        info = t.seats[seat]
        side = t.sides[seat]
        fs = L.name_size
        face = parts["portrait"]
        if to_move:
            # The turn marker: a steady gold rim round the panel and a halo round the face (no pulsing).
            theme.ring(surface, rect, theme.PANEL_ACTIVE, width=3, radius=max(8, L.margin))
            if face.w:
                pygame.draw.circle(surface, theme.GOLD, face.center, face.w // 2 + max(3, face.w // 14))
        if face.w:  # (none in a narrow panel at a large text size: layout.FACELESS)
            surface.blit(portrait(info.name, seat, face.w), face)
            ctl.add(face, hover=("seat", seat), tooltip_key="tip.turn", mine=to_move and not info.is_bot)
        nr, lr = parts["name"], parts["level"]
        dot = SIDE_COLOURS[side % len(SIDE_COLOURS)]
        pygame.draw.circle(surface, dot, (nr.x + fs // 3, nr.centery), max(4, fs // 3))
        name = theme.fit_text(info.name, fs, nr.w - fs - (theme.grown(fs) if t.shown.game.dealer == seat else 0),
                              theme.GOLD if to_move else theme.INK, bold=True)
        surface.blit(name, name.get_rect(midleft=(nr.x + fs, nr.centery)))
        level = bot_level_name(info.level) if info.is_bot else tr("table.person_line")  # not "Persona"
        if info.is_bot and not theme.fits_whole(level, L.level_size, lr.w - fs):
            level = short_level_name(info.level)  # "Da circolo" whole rather than "Giocatore da circ…"
        lv = theme.fit_text(level, L.level_size, lr.w - fs, theme.INK_FAINT)
        surface.blit(lv, lv.get_rect(midleft=(lr.x + fs, lr.centery)))
        if t.shown.game.dealer == seat:
            # The dealer's button on the panel's corner, as at a real table (its initial, in any language).
            button_rect = theme.badge(surface, (rect.right - 3, rect.y + 3), theme.grown(max(9, fs * 2 // 3)),
                                      theme.GOLD, tr("table.dealer")[:1])
            ctl.add(button_rect, hover=("dealer", seat), tooltip_key="table.dealer_of", name=info.name)
        if to_move and info.is_bot and t.bots.thinking and not t.animating:
            # Three dots pulse under the face while the bot thinks (its name is in the status line).
            lit = int(time.perf_counter() * 3) % 3
            r = max(2, fs // 6)
            for i in range(3):
                colour = theme.GOLD if i == lit else theme.INK_FAINT
                pygame.draw.circle(surface, colour, (face.centerx + (i - 1) * 3 * r, face.bottom - r - 1), r)
        self._draw_pile(surface, seat, parts)
        self._draw_hand(surface, seat, parts)

    def _draw_pile(self, surface: pygame.Surface, seat: int, parts: dict[str, pygame.Rect]) -> None:
        """The side's capture pile with its count, on its keeper's panel, and the side's scope laid face up
        across it, as at a real table (each sticking out a little further)."""
        t = self.table
        painter, ctl, fs = t.painter, self.app.input, self.layout.name_size
        side = t.sides[seat]
        pile_rect = parts["pile"]
        g = t.game
        hidden = t.player.hidden
        if t.keeper(side) != seat:
            return
        scope_cards = [p.card for p in g.history if p.scopa and g.sides[p.seat] == side and not hidden.get(p.card)]
        for r, c in zip(scope_rects(len(scope_cards), pile_rect, parts["scope"]), scope_cards, strict=True):
            painter.across(surface, c, r)
        if scope_cards:
            ctl.add(pile_rect.union(parts["scope"]), hover=("scope", seat), tooltip_key="table.scope_count",
                    n=len(scope_cards))
        n = len(g.captured[side]) - t.player.pending[pile(side)]
        if n > 0:
            painter.stack(surface, pile_rect, min(3, 1 + n // 6), -2, -2)
        else:
            theme.panel(surface, pile_rect, radius=max(4, pile_rect.h // 14), fill=EMPTY_PILE[theme.HIGH_CONTRAST])
        theme.badge(surface, (pile_rect.right - 2, pile_rect.bottom - 4), theme.grown(max(9, fs * 2 // 3)), theme.INK,
                    str(max(0, n)))
        ctl.add(pile_rect, hover=("pile", side), tooltip_key="table.captured", n=max(0, n))

    def _draw_hand(self, surface: pygame.Surface, seat: int, parts: dict[str, pygame.Rect]) -> None:
        """An opponent's hand: its backs fanned, or face up once declared (cirulla)."""
        t = self.table
        hand_area = parts["hand"]
        if seat == t.view_seat or not hand_area.w:
            return
        g = t.game
        n = len(g.hands[seat]) - t.player.pending[hand(seat)]
        shown = g.revealed[seat] if n == len(g.hands[seat]) else ()
        if shown:
            # A declared hand (cirulla) is played face up: everyone sees it, each card whole and readable.
            rects = revealed_rects(len(shown), hand_area, parts["pile"])
            for c, r in zip(shown, rects, strict=True):
                t.painter.card(surface, c, r)
            self.app.input.add(rects[0].union(rects[-1]), hover=("revealed", seat), tooltip_key="table.revealed")
        elif n > 0:
            t.painter.fan(surface, hand_area, n)

    def add_turn_tips(self) -> None:
        """Each seat's name line: "Tocca a te" on yours when it is your turn, "A chi tocca?" on the others
        (registered last, over everything drawn)."""
        t = self.table
        marked = self.marked_seat()
        for seat in range(t.match.players):
            mine = marked == seat and not t.seats[seat].is_bot
            parts = self.layout.panel_parts(seat)
            self.app.input.add(parts["name"].union(parts["level"]), None, hover=("seat", seat),
                               tooltip_key="tip.turn", mine=mine)


def scope_rects(n: int, pile_rect: pygame.Rect, area: pygame.Rect) -> list[pygame.Rect]:
    """Where `n` scopa cards lie across a pile (turned a quarter: as wide as a card is tall): centred on the
    pile's height, the first tucked under the pile, each further one sticking out more, all within the pile
    and the scope area beside it."""
    if n <= 0:
        return []
    long, short = pile_rect.h, pile_rect.w
    x0 = pile_rect.x + short // 3
    room = max(0, area.right - (x0 + long)) if area.w else 0
    step = min(short // 2, room // max(1, n - 1)) if n > 1 else 0
    y = pile_rect.centery - short // 2
    return [pygame.Rect(x0 + k * step, y, long, short) for k in range(n)]


def revealed_rects(n: int, hand_area: pygame.Rect, pile_rect: pygame.Rect) -> list[pygame.Rect]:
    """Where a declared hand of `n` cards lies on its panel: side by side, none covering another, ending at
    the hand's place and reaching left over the scopa cards (the pile's size, smaller only if room lacks)."""
    gap = 3
    room = hand_area.right - (pile_rect.right + gap)
    w = max(1, min(pile_rect.w, (room - gap * (n - 1)) // max(1, n)))
    h = round(w * pile_rect.h / pile_rect.w)
    x = hand_area.right - n * w - gap * (n - 1)
    return [pygame.Rect(x + i * (w + gap), hand_area.y + (pile_rect.h - h) // 2, w, h) for i in range(n)]


"""The animation player: it plays the transfers of a move or a deal (ui.transfers) with named durations,
and their sounds (ui.audio) when the cards land, so a sound never runs ahead of its card and the animation
speed paces both.

While a card flies it is hidden from its resting place (`hidden`) and counted as not yet arrived in its
zone (`pending`: a pile, a hand, the stock), so the table drawn underneath never shows it twice.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ....engine import SETTEBELLO, Card, Game, Move
from ... import theme
from ...anim import Animator, Track, arc_point, ease_in_out_cubic, ease_out_back, ease_out_cubic, linear
from ...text import tr as translate
from ...transfers import (
    DEAL,
    GATHER,
    HAND,
    LAY,
    PILE,
    STOCK,
    SWEEP,
    Transfer,
    Zone,
    deal_transfers,
    move_transfers,
    table_after_play,
)

if TYPE_CHECKING:
    from .scene import TableScene

# Seconds (at normal speed; the animation speed setting scales them all).
PLAY_FLIGHT = 0.36  # the played card, hand to table
GATHER_DELAY = 0.24  # after it lands, before a capture is gathered
GATHER_STAGGER = 0.05  # between two gathered cards
TO_PILE = 0.42  # a gathered card's flight to the pile
BANNER_LEAD = 0.1  # the scopa banner starts this long before the gathering
BANNER = 1.4  # the light's sweep and the "Scopa!" plate
SLIDE_PAUSE = 0.3  # after the last gathered card leaves, before the rest of the table closes up
SLIDE = 0.26  # a table card sliding to its new place
HAND_CLOSE_DELAY = 0.05  # your hand closes up this long after the card leaves it
HAND_CLOSE = 0.24
DEAL_PAUSE = 0.1  # after a move, before a new deal starts
DEAL_STAGGER = 0.06  # between two dealt cards
DEAL_FLIGHT = 0.3  # a dealt card, stock to hand
LAY_PAUSE = 0.1  # after the hands, before the table cards are laid
LAY_FLIGHT = 0.32  # a table card, stock to table
SWEEP_PAUSE = 0.2  # after the last play, before the leftover is swept
SWEEP_STAGGER = 0.06
SWEEP_FLIGHT = 0.45  # a leftover card to the last capturer's pile
SCORING_PAUSE = 0.45  # the swept table rests before the scoring sheet
CAPTURE_LIFT, TRAIL_LIFT, DEAL_LIFT = 20, 24, 10  # the height of a flight's arc, in pixels


def capture_sound(taken: int) -> str:
    """The capture's sound, a little fuller with the cards taken."""
    return "capture_small" if taken <= 1 else "capture_medium" if taken <= 3 else "capture_large"

_SHINE: dict[int, pygame.Surface] = {}


def _lerp_rect(a: pygame.Rect, b: pygame.Rect, t: float, lift: float = 0.0) -> pygame.Rect:
    x, y = arc_point(a.topleft, b.topleft, t, lift)
    w = a.w + (b.w - a.w) * t
    h = a.h + (b.h - a.h) * t
    return pygame.Rect(round(x), round(y), max(1, round(w)), max(1, round(h)))


def _shine(h: int) -> pygame.Surface:
    """A soft vertical band of light (the scopa sweep), additive."""
    if h not in _SHINE:
        s = pygame.Surface((200, h))
        for x in range(200):
            v = int(60 * (1 - abs(x - 100) / 100) ** 2)
            pygame.draw.line(s, (v, v, v // 2), (x, 0), (x, h))
        _SHINE[h] = s
    return _SHINE[h]


class AnimationPlayer:
    """Plays the table's animations; the table asks it what is in flight."""

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.animator = Animator(table.app.anim_speed)
        self.hidden: Counter[Card] = Counter()  # cards drawn in flight, not at their resting place
        self.pending: Counter[Zone] = Counter()  # cards on their way to (or still leaving) a zone
        self.touched: list[pygame.Rect] = []  # static areas changed by a landing card (a pile's count)
        self.skipping = False  # jumping to the end (a resize, an undo): the cards land silently

    @property
    def busy(self) -> bool:
        return self.animator.busy

    def update(self, dt: float) -> None:
        self.animator.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.animator.draw(surface)

    def finish(self) -> None:
        """Jump to the end of everything (a resize, an undo): callbacks run, nothing is left in flight."""
        self.skipping = True
        self.animator.finish()
        self.skipping = False
        self.hidden.clear()
        self.pending.clear()

    def set_speed(self, speed: float) -> None:
        self.animator.speed = speed

    # -- tracks ---------------------------------------------------------------------------------------
    def fly(self, card: Card | None, start: pygame.Rect, end: pygame.Rect, delay: float, duration: float,
            face_up: bool = True, lift: float = 0.0, pending: tuple[Zone, ...] = (), show_waiting: bool = False,
            ease: Callable[[float], float] = ease_in_out_cubic, sounds: tuple[str, ...] = ()) -> Track:
        """A card moving from `start` to `end`, hidden from its resting place and counted as not yet
        arrived in the `pending` zones until it lands; `sounds` play as it lands."""
        if card is not None:
            self.hidden[card] += 1
        for zone in pending:
            self.pending[zone] += 1
        painter, layout = self.table.painter, self.table.layout

        def draw(surface: pygame.Surface, t: float) -> None:
            painter.flying(surface, card if face_up else None, _lerp_rect(start, end, t, lift), layout)

        def done() -> None:
            if card is not None:
                self.hidden[card] -= 1
                if self.hidden[card] <= 0:
                    del self.hidden[card]
            for zone in pending:
                self.pending[zone] -= 1
            self._touch(pending)
            for name in sounds:
                self.play_sound(name)

        return self.animator.add(Track(duration=duration, delay=delay, ease=ease, draw=draw, on_done=done,
                                       visible_before_start=show_waiting))

    def still(self, card: Card, rect: pygame.Rect, start: float, until: float) -> None:
        """Draw a card resting at `rect` from `start` to `until` (between two flights)."""
        painter, layout = self.table.painter, self.table.layout

        def draw(surface: pygame.Surface, t: float) -> None:
            painter.flying(surface, card, rect, layout)

        self.animator.add(Track(duration=max(0.0, until - start), delay=start, draw=draw, ease=linear))

    def then(self, delay: float, action: Callable[[], None], duration: float = 0.0) -> None:
        """Run `action` once everything so far has had `delay` + `duration` seconds."""
        self.animator.add(Track(duration=duration, delay=delay, on_done=action))

    def sound_at(self, delay: float, name: str) -> None:
        """Play the effect `name` `delay` seconds from now (paced like the animations)."""
        self.then(delay, lambda: self.play_sound(name))

    def play_sound(self, name: str) -> None:
        if not self.skipping:
            self.table.app.audio.play(name)

    def _touch(self, zones: tuple[Zone, ...]) -> None:
        """A card landed: the panel or the stock whose count it changes must be shown again."""
        t = self.table
        layout = t.layout
        for zone in zones:
            if zone.kind == STOCK:
                self.touched.append(layout.stock.inflate(8, 40))
            elif zone.kind == PILE:
                self.touched.append(layout.seats[t.keeper(zone.index)])
            elif zone.kind == HAND:
                self.touched.append(layout.seats[zone.index] if zone.index != t.view_seat else layout.hand)

    def _pending(self, transfer: Transfer) -> tuple[Zone, ...]:
        """The zones whose count waits for this card: the pile or hand it goes to, the stock it leaves."""
        target = (transfer.target,) if transfer.target.kind in (PILE, HAND) else ()
        return target + ((transfer.source,) if transfer.source.kind == STOCK else ())

    # -- a move ---------------------------------------------------------------------------------------
    def play_move(self, before: Game, move: Move, after: Game, old_hand_rects: list[pygame.Rect], lifted: bool,
                  on_hand_end: Callable[[], None]) -> None:
        """Animate `move` from `before` to `after` (the hand in play, or the hand it finished), then, at a
        hand's end, call `on_hand_end`."""
        t = self.table
        layout = t.layout
        transfers = move_transfers(before, move, after)
        seat, card = before.to_move, move.card
        old_table = list(before.table)
        old_rects = dict(zip(old_table, layout.table_card_rects(len(old_table)), strict=True))
        shown_before = t.shown_hand(before) if seat == t.view_seat else []
        if seat == t.view_seat:
            start = old_hand_rects[shown_before.index(card)].move(0, -layout.lift if lifted else 0)
        else:
            start = layout.hand_target(seat, 0, 1)
        mid_table = table_after_play(before, move)
        mid_rects = dict(zip(mid_table, layout.table_card_rects(len(mid_table)), strict=True))
        gathered = [tr for tr in transfers if tr.step == GATHER]
        if gathered:
            first = old_rects[gathered[0].card]
            dest = first.move(round(first.w * 0.28), round(first.h * 0.12))
            gather_at = PLAY_FLIGHT + GATHER_DELAY
            pile = t.pile_rect(gathered[-1].target.index)
            taken = gathered[:-1]
            # The taken cards wait where they lie (added first: the played card lands on top of them).
            for k, tr in enumerate(taken):
                self.fly(tr.card, old_rects[tr.card], pile, gather_at + GATHER_STAGGER * k, TO_PILE,
                         pending=self._pending(tr), show_waiting=True)
            took_settebello = SETTEBELLO in move.capture or card == SETTEBELLO
            self.fly(card, start, dest, 0.0, PLAY_FLIGHT, lift=CAPTURE_LIFT,
                     sounds=(capture_sound(len(taken)),) + (("settebello",) if took_settebello else ()))
            gathered_at = gather_at + GATHER_STAGGER * len(taken)
            self.still(card, dest, PLAY_FLIGHT, gathered_at)
            self.fly(card, dest, pile, gathered_at, TO_PILE, pending=self._pending(gathered[-1]), sounds=("gather",))
            if after.history[len(before.history)].scopa:
                self.banner(translate("table.scopa_banner"), gather_at - BANNER_LEAD)
                self.sound_at(gather_at - BANNER_LEAD, "scopa")
            slide_at = gathered_at + SLIDE_PAUSE
            end = slide_at + SLIDE
        else:
            self.fly(card, start, mid_rects[card], 0.0, PLAY_FLIGHT, lift=TRAIL_LIFT, sounds=("lay",))
            slide_at = 0.0
            end = PLAY_FLIGHT
        if after.is_over:
            sweep = [tr for tr in transfers if tr.step == SWEEP]
            self._sweep(sweep, mid_rects, end + SWEEP_PAUSE, trailed=None if move.capture else card,
                        on_hand_end=on_hand_end)
            return
        # Cards staying on the table slide to their new places.
        for c in mid_table:
            if c != card and old_rects[c] != mid_rects[c]:
                self.fly(c, old_rects[c], mid_rects[c], slide_at, SLIDE, show_waiting=True, ease=ease_out_cubic)
        # The rest of your hand closes up.
        if seat == t.view_seat:
            rest = [c for c in shown_before if c != card and c in after.hands[seat]]
            new_rects = layout.hand_card_rects(len(rest))
            for i, c in enumerate(rest):
                old = old_hand_rects[shown_before.index(c)]
                if old != new_rects[i]:
                    self.fly(c, old, new_rects[i], HAND_CLOSE_DELAY, HAND_CLOSE, show_waiting=True,
                             face_up=t.shows_hand(seat))
        self._deal(after, [tr for tr in transfers if tr.step == DEAL], end + DEAL_PAUSE)

    def _sweep(self, sweep: list[Transfer], rects: dict[Card, pygame.Rect], at: float, trailed: Card | None,
               on_hand_end: Callable[[], None]) -> None:
        """The leftover table goes to the last capturer, then `on_hand_end` (the scoring sheet)."""
        end = at
        if sweep:
            pile = self.table.pile_rect(sweep[0].target.index)
            for i, tr in enumerate(sweep):
                c = tr.card
                if c == trailed:
                    self.still(c, rects[c], PLAY_FLIGHT, at + SWEEP_STAGGER * i)
                self.fly(c, rects[c], pile, at + SWEEP_STAGGER * i, SWEEP_FLIGHT, pending=self._pending(tr),
                         show_waiting=c != trailed, sounds=("sweep",) if i == 0 else ())
            end = at + SWEEP_STAGGER * len(sweep) + SWEEP_FLIGHT
        self.sound_at(end, "hand_end")
        self.then(end, on_hand_end, duration=SCORING_PAUSE)

    # -- a deal ---------------------------------------------------------------------------------------
    def deal(self, game: Game, start_at: float = 0.0) -> None:
        """A new hand: the deck is shuffled, cards leave the stock for each hand, then for the table."""
        self.sound_at(start_at, "shuffle")
        self._deal(game, deal_transfers(game), start_at)

    def _deal(self, game: Game, transfers: list[Transfer], start_at: float) -> None:
        t = self.table
        layout = t.layout
        src = layout.stock_card_rect()
        dealt: Counter[int] = Counter()
        yours = t.shown_hand(game)  # a card dealt to you flies to its place in your hand as drawn
        table_rects = layout.table_card_rects(len(game.table))
        laid = 0
        for k, tr in enumerate(transfers):
            if tr.step == LAY:
                self.fly(tr.card, src, table_rects[laid], start_at + DEAL_STAGGER * k + LAY_PAUSE, LAY_FLIGHT,
                         lift=DEAL_LIFT, sounds=("lay",))
                laid += 1
            else:
                seat = tr.target.index
                place = yours.index(tr.card) if seat == t.view_seat else dealt[seat]
                dest = layout.hand_target(seat, place, len(game.hands[seat]))
                dealt[seat] += 1
                face = seat == t.view_seat and t.shows_hand(seat)
                self.fly(tr.card, src, dest, start_at + DEAL_STAGGER * k, DEAL_FLIGHT, face_up=face,
                         pending=self._pending(tr), lift=DEAL_LIFT, sounds=("deal",))
        t.invalidate()

    # -- the scopa banner -----------------------------------------------------------------------------
    def banner(self, label: str, delay: float) -> None:
        """A light sweeps the table, then a "Scopa!" plate pops in and fades out."""
        layout, painter = self.table.layout, self.table.painter
        size = max(28, round(72 * layout.unit))
        txt = theme.text(label, size, theme.GOLD, serif=True)
        shadow = theme.text(label, size, (0, 0, 0), serif=True)
        plate = pygame.Surface((txt.get_width() + size, txt.get_height() + size // 2), pygame.SRCALPHA)
        pr = plate.get_rect()
        pygame.draw.rect(plate, (12, 20, 14, 215), pr, border_radius=pr.h // 2)
        pygame.draw.rect(plate, theme.GOLD, pr, width=3, border_radius=pr.h // 2)
        plate.blit(shadow, shadow.get_rect(center=(pr.centerx + 3, pr.centery + 3)))
        plate.blit(txt, txt.get_rect(center=pr.center))
        plate = plate.convert_alpha()
        area = layout.table
        shine = _shine(max(40, area.h))
        sizes: dict[int, pygame.Surface] = {}

        def draw(surface: pygame.Surface, t: float) -> None:
            if t < 0.5:
                sweep_x = area.x - 200 + (area.w + 200) * min(1.0, t / 0.45)
                painter.drawn(surface.blit(shine, (sweep_x, area.y), special_flags=pygame.BLEND_RGB_ADD))
            grow = ease_out_back(min(1.0, t * 3.0))
            step = round((0.6 + 0.4 * grow) * 40)  # the pop-in, in cached steps of 2.5%
            img = plate if step == 40 else sizes.get(step)
            if img is None:
                img = sizes[step] = pygame.transform.smoothscale_by(plate, max(0.05, step / 40))
            img.set_alpha(255 if t < 0.75 else int(255 * (1 - (t - 0.75) / 0.25)))
            painter.drawn(surface.blit(img, img.get_rect(center=area.center)))
            if img is plate:
                plate.set_alpha(None)

        self.animator.add(Track(duration=BANNER, delay=delay, ease=linear, draw=draw))


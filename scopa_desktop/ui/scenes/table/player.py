"""The animation player: it plays the transfers of a move or a deal (ui.transfers) with named durations,
and their sounds (ui.sound.audio) when the cards land, so a sound never runs ahead of its card and the animation
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
from ...anim import REDUCED_MOTION, Animator, Track, arc_point, curve_point, ease_in_out_cubic, ease_out_cubic, linear
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
from .banner import add_scopa_show

if TYPE_CHECKING:
    from .scene import TableScene

# Seconds (at normal speed; the animation speed setting scales them all).
PLAY_FLIGHT = 0.36  # the played card, hand to table
GATHER_DELAY = 0.24  # after it lands, before a capture is gathered
GATHER_STAGGER = 0.05  # between two gathered cards
TO_PILE = 0.42  # a gathered card's flight to the pile
BANNER_LEAD = 0.1  # the scopa's light (and its sound) starts this long before the gathering
OPPONENT_HOLD = 0.55  # an opponent's capture rests this much longer on what it takes, to be seen
SCOPA_STAGGER = 0.09  # a scopa's cards leave one after another, as a broom gathers them
SCOPA_BEND = 0.22  # how far a scopa's cards bow sideways on their way to the pile (a broom's stroke)
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

def _lerp_rect(a: pygame.Rect, b: pygame.Rect, t: float, lift: float = 0.0, bend: float = 0.0) -> pygame.Rect:
    if bend:
        x, y = curve_point(a.topleft, b.topleft, t, bend)
    else:
        x, y = arc_point(a.topleft, b.topleft, t, lift)
    w = a.w + (b.w - a.w) * t
    h = a.h + (b.h - a.h) * t
    return pygame.Rect(round(x), round(y), max(1, round(w)), max(1, round(h)))


class AnimationPlayer:
    """Plays the table's animations; the table asks it what is in flight."""

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.animator = Animator(self.speed_for(table.app.anim_speed))
        self.hidden: Counter[Card] = Counter()  # cards drawn in flight, not at their resting place
        self.pending: Counter[Zone] = Counter()  # cards on their way to (or still leaving) a zone
        self.touched: list[pygame.Rect] = []  # static areas changed by a landing card (a pile's count)
        self.skipping = False  # jumping to the end (a resize, an undo): the cards land silently
        self.sweeping = False  # a scopa's cards are on their way to the pile
        self.plated = False  # the last move's scopa plate carries the teaching words (no toast repeats them)
        self.landed: Game | None = None  # the hand after the last capture whose cards reached the pile
        self._after_sweep: list[Callable[[], None]] = []

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
        self._swept()

    @property
    def reduced(self) -> bool:
        """Reduced motion (the player's setting): near-instant moves, no arcs, no sweeping light."""
        return self.table.look.reduced_motion

    def speed_for(self, speed: float) -> float:
        """The animator's time factor for the animation speed setting, shorter still with reduced motion."""
        return speed * REDUCED_MOTION if self.reduced else speed

    def set_speed(self, speed: float) -> None:
        self.animator.speed = self.speed_for(speed)

    # -- tracks ---------------------------------------------------------------------------------------
    def fly(self, card: Card | None, start: pygame.Rect, end: pygame.Rect, delay: float, duration: float,
            face_up: bool | Callable[[], bool] = True, lift: float = 0.0, pending: tuple[Zone, ...] = (),
            show_waiting: bool = False, ease: Callable[[float], float] = ease_in_out_cubic,
            sounds: tuple[str, ...] = (), bend: float = 0.0) -> Track:
        """A card moving from `start` to `end` (tossed in an arc `lift` pixels high, or bowing sideways by
        `bend`: see anim.curve_point; straight with reduced motion), hidden from its resting place and
        counted as not yet arrived in the `pending` zones until it lands; `sounds` play as it lands. A card going
        to or from a hand is face up while `face_up()` says so, asked at every frame: in pass-and-play the hands
        hide the moment a hand-off begins, cards in flight too."""
        if self.reduced:
            lift = bend = 0.0
        if card is not None:
            self.hidden[card] += 1
        for zone in pending:
            self.pending[zone] += 1
        painter, layout = self.table.painter, self.table.layout

        def draw(surface: pygame.Surface, t: float) -> None:
            up = face_up() if callable(face_up) else face_up
            painter.flying(surface, card if up else None, _lerp_rect(start, end, t, lift, bend), layout)

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
        else:  # from the opponent's fanned hand, a card of that size
            fan = layout.hand_target(seat, 0, 1)
            cw, ch = layout.card_size(fan.h)
            start = pygame.Rect(0, 0, cw, ch)
            start.center = fan.center
        mid_table = table_after_play(before, move)
        mid_rects = dict(zip(mid_table, layout.table_card_rects(len(mid_table)), strict=True))
        gathered = [tr for tr in transfers if tr.step == GATHER]
        self.plated, self.landed = False, None
        if gathered:
            scopa = after.history[len(before.history)].scopa
            first = old_rects[gathered[0].card]
            dest = first.move(round(first.w * 0.28), round(first.h * 0.12))
            # An opponent's card rests on what it takes a little longer: you see what they played and took.
            gather_at = PLAY_FLIGHT + GATHER_DELAY + (OPPONENT_HOLD if seat != t.view_seat else 0.0)
            pile = t.pile_rect(gathered[-1].target.index)
            taken = gathered[:-1]
            stagger, bend = (SCOPA_STAGGER, self._broom(pile)) if scopa else (GATHER_STAGGER, 0.0)
            # The taken cards wait where they lie (added first: the played card lands on top of them).
            for k, tr in enumerate(taken):
                self.fly(tr.card, old_rects[tr.card], pile, gather_at + stagger * k, TO_PILE,
                         pending=self._pending(tr), show_waiting=True, bend=bend)
            took_settebello = SETTEBELLO in move.capture or card == SETTEBELLO
            self.fly(card, start, dest, 0.0, PLAY_FLIGHT, lift=CAPTURE_LIFT,
                     sounds=(capture_sound(len(taken)),) + (("settebello",) if took_settebello else ()))
            gathered_at = gather_at + stagger * len(taken)
            self.still(card, dest, PLAY_FLIGHT, gathered_at)
            self.fly(card, dest, pile, gathered_at, TO_PILE, pending=self._pending(gathered[-1]), sounds=("gather",),
                     bend=bend)
            self.then(gathered_at + TO_PILE, lambda: setattr(self, "landed", after))  # the Last capture panel
            if scopa:
                self.sweeping = True
                self.then(gathered_at + TO_PILE, self._swept)
                words = t.app.overlay.teaching("scopa", t.seats[seat].name)  # said, meant and who, under the word
                self.plated = words is not None and self.animator.speed > 0
                line = "  ·  ".join(w for w in words[1:] if w) if words else ""
                self.banner(translate("table.scopa_banner"), gather_at - BANNER_LEAD, gathered_at + TO_PILE,
                            pile.inflate(pile.w // 2, pile.h // 2), line)
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
                             face_up=lambda: t.shows_hand(seat))
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
        self.landed = None  # the cards of the hand before may be dealt again: its last capture is no news
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
                self.fly(tr.card, src, dest, start_at + DEAL_STAGGER * k, DEAL_FLIGHT,
                         face_up=lambda s=seat: s == t.view_seat and t.shows_hand(s),
                         pending=self._pending(tr), lift=DEAL_LIFT, sounds=("deal",))
        t.invalidate()

    # -- the scopa ------------------------------------------------------------------------------------
    def _broom(self, pile: pygame.Rect) -> float:
        """Which way a scopa's cards bow on their way to `pile`: away from the felt's middle, as a broom
        sweeps round the table's edge rather than across it."""
        table = self.table.layout.table
        going_up = pile.centery < table.centery
        going_right = pile.centerx > table.centerx
        return SCOPA_BEND if going_up != going_right else -SCOPA_BEND

    def when_swept(self, action: Callable[[], None]) -> None:
        """Run `action` once a scopa's cards have landed in the pile (at once when none are on their way):
        what is said about a move ("Scopa!") waits for the cards, so no toast covers them in flight."""
        if self.sweeping:
            self._after_sweep.append(action)
        else:
            action()

    def _swept(self) -> None:
        self.sweeping = False
        waiting, self._after_sweep = self._after_sweep, []
        for action in waiting:
            action()

    def banner(self, label: str, delay: float, landed_at: float | None = None,
               keep_clear: pygame.Rect | None = None, line: str = "") -> None:
        """The scopa's show (see banner.py): the light at `delay`, the plate (with the teaching `line` under
        its word) once the cards landed at `landed_at`, placed clear of `keep_clear` (the pile and the way
        to it)."""
        t = self.table
        add_scopa_show(self.animator, t.painter, t.layout, label, delay,
                       landed_at if landed_at is not None else delay, keep_clear or pygame.Rect(0, 0, 0, 0),
                       self.reduced, line)

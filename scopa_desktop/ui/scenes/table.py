"""The table: the human at the bottom, the others around, the cards in the middle.

The scene shows one engine state (`self.game`) and asks the engine for everything: the legal moves of
the selected card are `game.legal_moves()` filtered by that card, and a move is applied with
`Match.play`. Animations are built by comparing the state before and after a move; while they run,
the cards in flight are hidden from their resting places and drawn by the Animator instead.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

import pygame

from ...engine import Card, Game, Match, Move, Rules
from .. import input as inp
from .. import theme
from ..anim import Animator, Track, arc_point, ease_in_out_cubic, ease_out_back, ease_out_cubic, linear
from ..layout import TableLayout, table_layout
from ..rule_options import preset_name
from ..scene import Scene, register
from ..seats import SIDE_COLOURS, Seat, bot_level_name, make_bots, side_names
from ..session import TableSession
from ..text import tr
from ..widgets import button

TABLE_KEYS: dict[int, inp.Intent] = dict(inp.DEFAULT_KEYS)
TABLE_KEYS[pygame.K_d] = inp.Intent(inp.ACTION, "toggle_deck")


def _lerp_rect(a: pygame.Rect, b: pygame.Rect, t: float, lift: float = 0.0) -> pygame.Rect:
    x, y = arc_point(a.topleft, b.topleft, t, lift)
    w = a.w + (b.w - a.w) * t
    h = a.h + (b.h - a.h) * t
    return pygame.Rect(round(x), round(y), max(1, round(w)), max(1, round(h)))


@register("table")
class TableScene(Scene):
    """One match in play."""

    def __init__(self, app, rules: Rules | None = None, seats: list[Seat] | None = None,
                 seed: int | str | None = None, match: Match | None = None, **kw: Any) -> None:
        super().__init__(app)
        if match is None:
            assert rules is not None and seats is not None
            match = Match.new(rules, len(seats), seed=seed)
        assert seats is not None and len(seats) == match.players
        self.match = match
        self.seats = seats
        self.rules = match.rules
        self.bots = make_bots(seats, match.seed)
        self.sides = self.rules.sides_for(match.players)
        self.side_names = side_names(self.rules, seats)
        humans = [i for i, s in enumerate(seats) if not s.is_bot]
        self.view_seat = humans[0] if humans else 0
        self.game: Game = match.game
        self.animator = Animator(app.anim_speed)
        self.hidden: Counter[Card] = Counter()  # cards drawn by the animator, not at their resting place
        self.pending: Counter[Any] = Counter()  # ("pile", side) / ("hand", seat) / "stock": cards on their way
        self.selected: int | None = None
        self.options: list[Move] = []
        self.focus_option: int | None = None
        self.hover_card: int | None = None
        self.future: Future | None = None
        self.future_seat: int | None = None
        self.turn_started = time.perf_counter()
        self.hand_finished = False  # the hand is over: waiting for the end animations, then the scoring
        self.paused = False
        self.finished = False  # shut down: off the stack for good
        self.on_turn: Callable[[int], None] | None = None  # hook: pass-and-play hand-off screens (issue 7)
        self.session = TableSession(self)  # issue 7: pass-and-play, saving, undo, hints, teaching
        self._drawn_now: list[pygame.Rect] = []  # what the animations drew this frame and the last
        self._drawn_prev: list[pygame.Rect] = []
        self._touched: list[pygame.Rect] = []  # static areas changed by a landing card (a pile's count)
        app.deck_size = self.rules.deck_size
        self.layout: TableLayout = self._layout(app.size)
        self._bg: pygame.Surface | None = None
        self._deal_animation(self.game)

    # -- geometry -------------------------------------------------------------------------------------
    def _layout(self, size: tuple[int, int]) -> TableLayout:
        return table_layout(size, self.match.players, self.view_seat, self.rules.direction == "clockwise",
                            aspect=self.app.art.aspect)

    def resize(self, size: tuple[int, int]) -> None:
        self._finish_animations()
        self.layout = self._layout(size)
        self._bg = None
        self.invalidate()

    def toast_top(self) -> int:
        return self.layout.table.y

    def _finish_animations(self) -> None:
        self.animator.finish()
        self.hidden.clear()
        self.pending.clear()

    def keeper(self, side: int) -> int:
        """The seat whose panel shows a side's capture pile: yours for your side, else the first seat."""
        if self.sides[self.view_seat] == side:
            return self.view_seat
        return next(s for s, sd in enumerate(self.sides) if sd == side)

    def panel_parts(self, seat: int) -> dict[str, pygame.Rect]:
        """Inside a seat panel: the name line, the capture pile, the scopa cards and the hand (backs)."""
        rect = self.layout.seats[seat]
        pad = max(6, self.layout.margin // 2 + 2)
        fs = self.name_size
        top = rect.y + pad + fs + pad // 2 + 4
        avail = rect.bottom - pad - top
        sh = max(20, min(self.layout.small_card_h, avail))
        sw = round(sh * self.layout.aspect)
        pile = pygame.Rect(rect.x + pad, top + (avail - sh) // 2, sw, sh)
        hand_w = min(sw + round(sw * 0.45) * 2, rect.w // 3) if seat != self.view_seat else 0
        hand = pygame.Rect(rect.right - pad - hand_w, pile.y, hand_w, sh)
        scope = pygame.Rect(pile.right + pad + 6, pile.y, max(0, hand.x - pile.right - 2 * pad - 6), sh)
        name = pygame.Rect(rect.x + pad, rect.y + pad, rect.w - 2 * pad, fs + 4)
        return {"rect": rect, "name": name, "pile": pile, "scope": scope, "hand": hand}

    @property
    def name_size(self) -> int:
        return round(max(13, min(20, 17 * self.layout.unit + 2)))

    def pile_rect(self, side: int) -> pygame.Rect:
        return self.panel_parts(self.keeper(side))["pile"]

    def hand_target(self, seat: int, index: int, count: int) -> pygame.Rect:
        if seat == self.view_seat:
            rects = self.layout.hand_card_rects(count)
            return rects[min(index, len(rects) - 1)]
        parts = self.panel_parts(seat)
        return parts["hand"] if parts["hand"].w else parts["rect"]

    def stock_card_rect(self) -> pygame.Rect:
        cw, ch = self.layout.card_size(self.layout.table_card_h)
        return pygame.Rect(0, 0, cw, ch).move(self.layout.stock.x + self.layout.margin // 2,
                                              self.layout.stock.y + self.layout.margin)

    # -- state queries --------------------------------------------------------------------------------
    @property
    def animating(self) -> bool:
        return self.animator.busy

    @property
    def busy(self) -> bool:
        if self.paused:
            return False
        if self.animator.busy:
            return True
        g = self.game
        return not self.hand_finished and not g.is_over and self.seats[g.to_move].is_bot

    def human_turn(self) -> bool:
        g = self.game
        return (not self.hand_finished and not g.is_over and not self.animating
                and not self.seats[g.to_move].is_bot and g.to_move == self.view_seat)

    def options_for(self, index: int) -> list[Move]:
        hand = self.game.hands[self.view_seat]
        if not 0 <= index < len(hand):
            return []
        card = hand[index]
        return [m for m in self.game.legal_moves() if m.card == card]

    # -- input ----------------------------------------------------------------------------------------
    def keymap(self) -> dict[int, inp.Intent]:
        return {**TABLE_KEYS, **self.session.keys()}

    def handle(self, intent: inp.Intent) -> None:
        kind, value = intent.kind, intent.value
        if kind == inp.ACTION:
            if value == "menu":
                self.app.push("pause")
            elif value == "toggle_deck":
                new = "french" if self.app.settings.deck_style == "italian" else "italian"
                self.app.update_settings(deck_style=new)
            elif isinstance(value, tuple) and value[0] == "table_card":
                self._click_table_card(value[1])
            else:
                self.session.action(value)
            return
        if kind == inp.HOVER:
            hover = value[1] if isinstance(value, tuple) and value[0] == "hand" else None
            if hover != self.hover_card:
                self.hover_card = hover
                self.invalidate()
            return
        if kind == inp.CANCEL:
            if self.selected is not None:
                self._select(None)
            else:
                self.app.push("pause")
            return
        if not self.human_turn():
            return
        n_hand = len(self.game.hands[self.view_seat])
        if kind == inp.SELECT_CARD:
            if value == self.selected:
                if len(self.options) == 1:
                    self.play(self.options[0])
            else:
                self._select(value)
        elif kind == inp.NUMBER:
            if self.selected is not None and len(self.options) > 1:
                if value <= len(self.options):
                    self.play(self.options[value - 1])
            elif value <= n_hand:
                if self.selected == value - 1 and len(self.options) == 1:
                    self.play(self.options[0])
                else:
                    self._select(value - 1)
        elif kind == inp.MOVE_FOCUS and n_hand:
            start = self.selected if self.selected is not None else (-1 if value > 0 else n_hand)
            self._select((start + value) % n_hand)
        elif kind == inp.CYCLE_OPTION and len(self.options) > 1:
            f = -1 if self.focus_option is None and value > 0 else (self.focus_option or 0)
            self.focus_option = (f + value) % len(self.options)
        elif kind == inp.CHOOSE_OPTION and 0 <= value < len(self.options):
            self.play(self.options[value])
        elif kind == inp.CONFIRM and self.selected is not None:
            if len(self.options) == 1:
                self.play(self.options[0])
            elif self.focus_option is not None:
                self.play(self.options[self.focus_option])
        self.invalidate()

    def _select(self, index: int | None) -> None:
        self.selected = index
        self.options = self.options_for(index) if index is not None else []
        self.focus_option = 0 if len(self.options) == 1 else None
        self.invalidate()

    def _click_table_card(self, card: Card) -> None:
        if not self.human_turn() or self.selected is None:
            return
        containing = [i for i, m in enumerate(self.options) if card in m.capture]
        if len(containing) == 1:
            self.play(self.options[containing[0]])
        elif containing:
            # A card in several options: each click moves to the next of them; Enter or its number plays it.
            if self.focus_option in containing:
                self.focus_option = containing[(containing.index(self.focus_option) + 1) % len(containing)]
            else:
                self.focus_option = containing[0]
        self.invalidate()

    # -- playing --------------------------------------------------------------------------------------
    def play(self, move: Move) -> None:
        """Apply `move` (legal by construction: it came from the engine) and animate the change."""
        before = self.game
        old_layout_hand = self.layout.hand_card_rects(len(before.hands[self.view_seat]))
        lifted = self.selected is not None
        previous = self.match.previous_game
        self.session.before_move()
        self.match = self.match.play(move)
        hand_over = self.match.previous_game is not previous
        after = self.match.previous_game if hand_over else self.match.game
        self.game = after
        self._select(None)
        self.hover_card = None
        self.future = None
        self._animate_move(before, after, move, old_layout_hand, lifted, hand_over)
        self.session.after_move(move, before)
        self.turn_started = time.perf_counter()
        self.invalidate()

    def update(self, dt: float) -> None:
        if self.paused:
            return
        if self.animator.busy:
            self.animator.update(dt)  # the frame shows only what moved: see changed_rects
            if not self.animator.busy:
                self.invalidate()  # the last frame of an animation is presented whole
            return
        if self.animator.tracks:
            self.animator.release_held()
            self.invalidate()
        if self.hand_finished:
            return
        g = self.game
        if g.is_over:
            return
        seat = g.to_move
        if not self.seats[seat].is_bot:
            if self.view_seat != seat or self.session.needs_handoff(seat):
                # Pass-and-play: the view turns to the human whose turn it is.
                self.view_seat = seat
                self.layout = self._layout(self.app.size)
                self._bg = None
                if self.on_turn:
                    self.on_turn(seat)
                self.invalidate()
            return
        if self.future is None or self.future_seat != seat:
            obs = g.observation(seat)
            # The match score too: the expert plays for the match, not only this hand.
            self.future = self.app.executor.submit(self.bots[seat].choose, obs, self.match.totals)
            self.future_seat = seat
            self.invalidate()
            return
        if self.future.done() and time.perf_counter() - self.turn_started >= self.app.bot_pause:
            move = self.future.result()  # a bot error surfaces here, in the frame loop
            self.future = None
            self.play(move)

    # -- life cycle -----------------------------------------------------------------------------------
    def pause(self) -> None:
        self.paused = True

    def resume(self) -> None:
        """Uncovered (the pause menu, a hand-off, the scoring sheet closed): carry on where it stood."""
        self.paused = False
        self.animator.speed = self.app.anim_speed
        self.turn_started = time.perf_counter()
        self.invalidate()

    def shutdown(self) -> None:
        """Left for good (the main menu, a new match): the bot's pending move is dropped."""
        self.finished = True
        if self.future is not None:
            self.future.cancel()
        self.future = None

    @property
    def pending_work(self) -> Future | None:
        return None if self.finished else self.future

    def concede(self, side: int) -> None:
        """`side` concedes at 7-0: the match is recorded like any finished one, then its end screen."""
        self.match = self.match.concede(side)
        self.session.record()
        self.app.reset_to("match_end", match=self.match, seats=self.seats)

    def _next_hand(self) -> None:
        """The scoring sheet closed: deal the next hand, or show the match's end."""
        self.hand_finished = False
        if self.match.is_over:
            self.app.replace("match_end", match=self.match, seats=self.seats)
            return
        self.game = self.match.game
        self._deal_animation(self.game)
        self.session.announce(self.game.events)

    # -- animations -----------------------------------------------------------------------------------
    def _fly(self, card: Card | None, start: pygame.Rect, end: pygame.Rect, delay: float, duration: float,
             face_up: bool = True, lift: float = 0.0, hide: bool = True, pending: tuple = (),
             show_waiting: bool = False, ease=ease_in_out_cubic) -> Track:
        """A card moving from `start` to `end`; while it flies it is hidden from its resting place and
        counted as not yet arrived (`pending` keys: its pile, a hand, the stock)."""
        if card is not None and hide:
            self.hidden[card] += 1
        for key in pending:
            self.pending[key] += 1

        def draw(surface: pygame.Surface, t: float) -> None:
            self._blit_card(surface, card if face_up else None, _lerp_rect(start, end, t, lift))

        def done() -> None:
            if card is not None and hide:
                self.hidden[card] -= 1
                if self.hidden[card] <= 0:
                    del self.hidden[card]
            for key in pending:
                self.pending[key] -= 1
            self._touch(pending)

        track = Track(duration=duration, delay=delay, ease=ease, draw=draw, on_done=done,
                      visible_before_start=show_waiting)
        return self.animator.add(track)

    def _touch(self, keys) -> None:
        """A card landed: the panel or the stock whose count it changes must be shown again."""
        for key in keys:
            if key == "stock":
                self._touched.append(self.layout.stock.inflate(8, 40))
            elif key[0] == "pile":
                self._touched.append(self.layout.seats[self.keeper(key[1])])
            elif key[0] == "hand":
                self._touched.append(self.layout.seats[key[1]] if key[1] != self.view_seat else self.layout.hand)

    def changed_rects(self) -> list[pygame.Rect]:
        rects = self._drawn_prev + self._drawn_now + self._touched
        self._touched = []
        g = self.game
        if self.future is not None and not g.is_over:  # the "thinking..." dots
            rects.append(self.layout.seats[g.to_move])
        window = pygame.Rect((0, 0), self.app.size)
        return [r.clip(window) for r in rects if r.colliderect(window)]

    def _still(self, card: Card, rect: pygame.Rect, start: float, until: float) -> None:
        """Draw a card resting at `rect` from `start` to `until` (between two flights)."""

        def draw(surface: pygame.Surface, t: float) -> None:
            self._blit_card(surface, card, rect)

        self.animator.add(Track(duration=max(0.0, until - start), delay=start, draw=draw, ease=linear))

    def _animate_move(self, before: Game, after: Game, move: Move, old_hand_rects: list[pygame.Rect],
                      lifted: bool, hand_over: bool) -> None:
        L = self.layout
        seat = before.to_move
        side = self.sides[seat]
        card = move.card
        old_table = list(before.table)
        old_rects = dict(zip(old_table, L.table_card_rects(len(old_table)), strict=True))
        if seat == self.view_seat:
            start = old_hand_rects[list(before.hands[seat]).index(card)].move(0, -L.lift if lifted else 0)
        else:
            start = self.hand_target(seat, 0, 1)
        play_t = 0.36
        # The table as it lies after this play (before any end-of-hand sweep).
        mid_table = [c for c in old_table if c not in move.capture] + ([] if move.capture else [card])
        mid_rects = dict(zip(mid_table, L.table_card_rects(len(mid_table)), strict=True))
        if move.capture:
            first = min(move.capture, key=old_table.index)
            dest = old_rects[first].move(round(old_rects[first].w * 0.28), round(old_rects[first].h * 0.12))
            gather_at = play_t + 0.24
            pile = self.pile_rect(side)
            taken = sorted(move.capture, key=old_table.index)
            # The taken cards wait where they lie (added first: the played card lands on top of them).
            for k, c in enumerate(taken):
                self._fly(c, old_rects[c], pile, gather_at + 0.05 * k, 0.42, pending=(("pile", side),),
                          show_waiting=True)
            self._fly(card, start, dest, 0.0, play_t, lift=20)
            self._still(card, dest, play_t, gather_at + 0.05 * len(taken))
            self._fly(card, dest, pile, gather_at + 0.05 * len(taken), 0.42, pending=(("pile", side),))
            if after.history[len(before.history)].scopa:
                self._banner(tr("table.scopa_banner"), gather_at - 0.1)
            slide_at = gather_at + 0.05 * len(taken) + 0.3
            end = slide_at + 0.26
        else:
            self._fly(card, start, mid_rects[card], 0.0, play_t, lift=24)
            slide_at = 0.0
            end = play_t
        if hand_over:
            self._finish_hand(after, mid_table, mid_rects, end + 0.2, trailed=None if move.capture else card,
                              trail_landed=play_t)
            return
        # Cards staying on the table slide to their new places.
        for c in mid_table:
            if c != card and old_rects[c] != mid_rects[c]:
                self._fly(c, old_rects[c], mid_rects[c], slide_at, 0.26, show_waiting=True, ease=ease_out_cubic)
        # The rest of your hand closes up.
        if seat == self.view_seat:
            rest = [c for c in before.hands[seat] if c != card and c in after.hands[seat]]
            new_rects = L.hand_card_rects(len(rest))
            for i, c in enumerate(rest):
                old = old_hand_rects[list(before.hands[seat]).index(c)]
                if old != new_rects[i]:
                    self._fly(c, old, new_rects[i], 0.05, 0.24, show_waiting=True, face_up=self._hand_face_up(seat))
        if sum(map(len, after.hands)) > sum(map(len, before.hands)) - 1:
            self._deal_animation(after, start_at=end + 0.1, table_too=False)

    def _banner(self, label: str, delay: float) -> None:
        """A light sweeps the table, then a "Scopa!" plate pops in and fades out."""
        L = self.layout
        size = max(28, round(72 * L.unit))
        txt = theme.text(label, size, theme.GOLD, serif=True)
        shadow = theme.text(label, size, (0, 0, 0), serif=True)
        plate = pygame.Surface((txt.get_width() + size, txt.get_height() + size // 2), pygame.SRCALPHA)
        pr = plate.get_rect()
        pygame.draw.rect(plate, (12, 20, 14, 215), pr, border_radius=pr.h // 2)
        pygame.draw.rect(plate, theme.GOLD, pr, width=3, border_radius=pr.h // 2)
        plate.blit(shadow, shadow.get_rect(center=(pr.centerx + 3, pr.centery + 3)))
        plate.blit(txt, txt.get_rect(center=pr.center))
        plate = plate.convert_alpha()
        area = L.table
        shine = _shine(max(40, area.h))
        sizes: dict[int, pygame.Surface] = {}

        def draw(surface: pygame.Surface, t: float) -> None:
            if t < 0.5:
                sweep_x = area.x - 200 + (area.w + 200) * min(1.0, t / 0.45)
                self._drawn_now.append(surface.blit(shine, (sweep_x, area.y), special_flags=pygame.BLEND_RGB_ADD))
            grow = ease_out_back(min(1.0, t * 3.0))
            step = round((0.6 + 0.4 * grow) * 40)  # the pop-in, in cached steps of 2.5%
            img = plate if step == 40 else sizes.get(step)
            if img is None:
                img = sizes[step] = pygame.transform.smoothscale_by(plate, max(0.05, step / 40))
            img.set_alpha(255 if t < 0.75 else int(255 * (1 - (t - 0.75) / 0.25)))
            self._drawn_now.append(surface.blit(img, img.get_rect(center=area.center)))
            if img is plate:
                plate.set_alpha(None)

        self.animator.add(Track(duration=1.4, delay=delay, ease=linear, draw=draw))

    def _deal_animation(self, game: Game, start_at: float = 0.0, table_too: bool = True) -> None:
        """Cards leave the stock for each hand (and, at a new hand, for the table)."""
        L = self.layout
        src = self.stock_card_rect()
        k = 0
        n = game.players
        step = 1 if self.rules.direction == "counterclockwise" else -1
        order = [(game.dealer + step * (i + 1)) % n for i in range(n)]
        per_hand = max(len(h) for h in game.hands)
        for round_i in range(per_hand):
            for seat in order:
                hand = game.hands[seat]
                if round_i >= len(hand):
                    continue
                dest = self.hand_target(seat, round_i, len(hand))
                face = seat == self.view_seat and self._hand_face_up(seat)
                self._fly(hand[round_i], src, dest, start_at + 0.06 * k, 0.3, face_up=face,
                          pending=(("hand", seat), "stock"), lift=10)
                k += 1
        if table_too:
            rects = L.table_card_rects(len(game.table))
            for i, c in enumerate(game.table):
                self._fly(c, src, rects[i], start_at + 0.06 * k + 0.1, 0.32, lift=10)
                k += 1
        self.invalidate()

    def _finish_hand(self, finished: Game, table: list[Card], rects: dict[Card, pygame.Rect], at: float,
                     trailed: Card | None, trail_landed: float) -> None:
        """The leftover table goes to the last capturer, then the scoring is shown."""
        self.hand_finished = True
        t = at
        if table and finished.last_capturer is not None:
            side = self.sides[finished.last_capturer]
            pile = self.pile_rect(side)
            for i, c in enumerate(table):
                if c == trailed:
                    self._still(c, rects[c], trail_landed, at + 0.06 * i)
                self._fly(c, rects[c], pile, at + 0.06 * i, 0.45, pending=(("pile", side),),
                          show_waiting=c != trailed)
            t = at + 0.06 * len(table) + 0.45
        self.animator.add(Track(duration=0.45, delay=t, on_done=self._show_scoring))

    def _show_scoring(self) -> None:
        self.app.push("scoring", on_close=self._next_hand, game=self.match.previous_game, match=self.match,
                      seats=self.seats)

    # -- drawing --------------------------------------------------------------------------------------
    def _hand_face_up(self, seat: int) -> bool:
        return self.session.shows_hand(seat)

    def _blit_card(self, surface: pygame.Surface, card: Card | None, rect: pygame.Rect) -> None:
        """A card in flight, at any size: the nearest of the layout's card heights when close, else a
        scaled copy cached at 4-pixel steps of height."""
        L = self.layout
        for base_h in (L.hand_card_h, L.table_card_h, L.small_card_h):
            if abs(rect.h - base_h) <= 2:
                sprite, pad = self.app.card_sprite(card, base_h)
                self._drawn_now.append(surface.blit(sprite, (rect.x - pad, rect.y - pad)))
                return
        h = max(8, rect.h // 4 * 4)
        key = (card, h, self.app.deck_style, self.app.settings.french_faces)
        hit = _SCALED.get(key)
        if hit is None:
            base_h = min((L.hand_card_h, L.table_card_h, L.small_card_h), key=lambda b: (b < h, abs(b - h)))
            sprite, pad = self.app.card_sprite(card, base_h)
            k = h / base_h
            size = (max(1, round(sprite.get_width() * k)), max(1, round(sprite.get_height() * k)))
            hit = (pygame.transform.smoothscale(sprite, size), round(pad * k))
            if len(_SCALED) > 800:
                _SCALED.clear()
            _SCALED[key] = hit
        sprite, pad = hit
        self._drawn_now.append(surface.blit(sprite, (rect.x - pad, rect.y - pad)))

    def _card(self, surface: pygame.Surface, card: Card | None, rect: pygame.Rect, shadow: bool = True,
              height: int | None = None) -> None:
        if shadow:
            sprite, pad = self.app.card_sprite(card, height or rect.h)
            surface.blit(sprite, (rect.x - pad, rect.y - pad))
            return
        surf = self.app.card_face(card, rect.h) if card is not None else self.app.card_back(rect.h)
        surface.blit(surf, rect.topleft)

    def _stack(self, surface: pygame.Surface, first: pygame.Rect, layers: int, dx: int, dy: int) -> None:
        """Card backs piled or fanned from `first`, drawn as one cached image."""
        sprite, (px, py) = self.app.card_stack(layers, first.h, dx, dy)
        surface.blit(sprite, (first.x - px, first.y - py))

    def _background(self) -> pygame.Surface:
        if self._bg is None or self._bg.get_size() != self.app.size:
            L = self.layout
            bg = theme.felt(self.app.size).copy()
            bar = theme.wood((L.top_bar.w, L.top_bar.h))
            bg.blit(bar, L.top_bar)
            pygame.draw.line(bg, theme.GOLD_DARK, L.top_bar.bottomleft, L.top_bar.bottomright, 2)
            outline = L.table.union(L.stock).inflate(L.margin, L.margin // 2)
            layer = pygame.Surface(outline.size, pygame.SRCALPHA)
            pygame.draw.rect(layer, (0, 0, 0, 28), layer.get_rect(), border_radius=L.margin * 2)
            pygame.draw.rect(layer, (*theme.GOLD, 60), layer.get_rect(), width=2, border_radius=L.margin * 2)
            bg.blit(layer, outline)
            # The panels' fills are static: painted once here, only the turn's gold rim is drawn per frame.
            for rect in [*L.seats.values(), L.last_capture]:
                theme.panel(bg, rect, radius=max(8, L.margin))
            self._bg = bg.convert()
        return self._bg

    def draw(self, surface: pygame.Surface) -> None:
        self._drawn_prev, self._drawn_now = self._drawn_now, []
        surface.blit(self._background(), (0, 0))
        self._draw_top_bar(surface)
        for seat in range(self.match.players):
            self._draw_seat(surface, seat)
        self._draw_stock(surface)
        shown = self.selected if self.selected is not None else (
            self.hover_card if self.human_turn() else None)
        options = self.options if self.selected is not None else (
            self.options_for(shown) if shown is not None else [])
        self._draw_table(surface, options, preview=self.selected is None)
        self._draw_status(surface, options)
        self._draw_hand(surface, options)
        self._draw_last_capture(surface)
        self.animator.draw(surface)
        self.session.draw(surface)

    def _draw_top_bar(self, surface: pygame.Surface) -> None:
        L = self.layout
        ctl = self.app.input
        button(surface, ctl, L.menu_button, tr("table.menu"), inp.Intent(inp.ACTION, "menu"),
               tooltip_key="window.tip_menu")
        deck = tr(f"window.deck_{self.app.deck_style}")
        button(surface, ctl, L.deck_button, tr("window.deck_button", deck=deck), inp.Intent(inp.ACTION, "toggle_deck"),
               tooltip_key="window.tip_deck")
        # Scores, right-aligned: a colour dot per side, the name, the points; then the target.
        size = max(13, round(L.top_bar.h * 0.4))
        x = L.score.right
        target = theme.text(tr("table.target", target=self.rules.target), size, theme.INK_DIM)
        x -= target.get_width()
        surface.blit(target, target.get_rect(midleft=(x, L.top_bar.centery)))
        x -= size
        max_name = max(60, (L.score.w - target.get_width()) // max(1, len(self.side_names)) - size * 3)
        left = self.session.top_bar_right()  # after the hint and undo buttons
        points = [theme.text(str(t), round(size * 1.25), theme.INK, bold=True) for t in self.match.totals]
        names = [theme.fit_text(n, size, max_name, theme.INK_DIM) for n in self.side_names]
        gap = 6 + size // 2 + 6 + size  # name to points, the dot, and the space before the next side
        needed = sum(p.get_width() + n.get_width() + gap for p, n in zip(points, names, strict=True))
        if x - needed < left + L.margin:
            # Many sides (eight players): the colour dots name the sides; the panels carry the names.
            names = [None] * len(points)
        for side in reversed(range(len(self.side_names))):
            pts = points[side]
            x -= pts.get_width()
            surface.blit(pts, pts.get_rect(midleft=(x, L.top_bar.centery)))
            name = names[side]
            if name is not None:
                x -= name.get_width() + 6
                surface.blit(name, name.get_rect(midleft=(x, L.top_bar.centery)))
            x -= size // 2 + 6
            pygame.draw.circle(surface, SIDE_COLOURS[side % len(SIDE_COLOURS)], (x + size // 4, L.top_bar.centery),
                               max(4, size // 3))
            x -= size
        rules_name = preset_name(self.rules.name) if self.rules.name != "custom" else tr("setup.custom")
        hand_no = theme.text(tr("window.hand_and_rules", hand=tr("table.hand_number", n=len(self.match.history) + 1),
                                rules=rules_name), size, theme.INK_FAINT)
        if left + L.margin + hand_no.get_width() < x:
            surface.blit(hand_no, hand_no.get_rect(midleft=(left + L.margin, L.top_bar.centery)))

    def _draw_seat(self, surface: pygame.Surface, seat: int) -> None:
        L = self.layout
        parts = self.panel_parts(seat)
        rect = parts["rect"]
        g = self.game
        to_move = not g.is_over and not self.hand_finished and g.to_move == seat
        if to_move:
            theme.ring(surface, rect, theme.PANEL_ACTIVE, width=2, radius=max(8, L.margin))
        info = self.seats[seat]
        side = self.sides[seat]
        fs = self.name_size
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
        if g.dealer == seat:
            # The dealer's button on the panel's corner, as at a real table (its initial, in any language).
            button_rect = theme.badge(surface, (rect.right - 3, rect.y + 3), max(9, fs * 2 // 3), theme.GOLD,
                                      tr("table.dealer")[:1])
            self.app.input.add(button_rect, hover=("dealer", seat), tooltip_key="table.dealer")
        if to_move and info.is_bot and self.future is not None and not self.animating:
            # Three dots pulse while the bot thinks (its name is in the status line).
            lit = int(time.perf_counter() * 3) % 3
            r = max(2, fs // 6)
            for i in range(3):
                colour = theme.GOLD if i == lit else theme.INK_FAINT
                pygame.draw.circle(surface, colour, (rect.centerx + (i - 1) * 3 * r, rect.bottom - 8 - r), r)
        # The capture pile (on the side's keeper seat).
        pile = parts["pile"]
        if self.keeper(side) == seat:
            n = len(g.captured[side]) - self.pending[("pile", side)]
            if n > 0:
                self._stack(surface, pile, min(3, 1 + n // 6), -2, -2)
            else:
                theme.panel(surface, pile, radius=max(4, pile.h // 14), fill=(255, 255, 255, 14))
            theme.badge(surface, (pile.right - 2, pile.bottom - 4), max(9, fs * 2 // 3), theme.INK, str(max(0, n)))
            self.app.input.add(pile, hover=("pile", side), tooltip_key="table.captured", n=max(0, n))
        # Face-up cards for this seat's scope.
        scope_cards = [p.card for p in g.history if p.scopa and p.seat == seat and not self.hidden.get(p.card)]
        area = parts["scope"]
        if scope_cards and area.w > 0:
            sw = pile.w
            step = min(sw * 0.55, (area.w - sw) / max(1, len(scope_cards) - 1)) if len(scope_cards) > 1 else 0
            for i, c in enumerate(scope_cards):
                r = pygame.Rect(round(area.x + i * step), area.y, sw, pile.h)
                self._card(surface, c, r.move(0, 0))
            self.app.input.add(area, hover=("scope", seat), tooltip_key="table.scope_count", n=len(scope_cards))
        # An opponent's hand: card backs.
        hand_area = parts["hand"]
        if seat != self.view_seat and hand_area.w:
            n = len(g.hands[seat]) - self.pending[("hand", seat)]
            limit = parts["rect"].right - 8 - hand_area.x  # many cards (scopone deals 10) close up
            step = max(2, min(round(pile.w * 0.45), (limit - pile.w) // max(1, n - 1))) if n > 1 else 0
            shown = g.revealed[seat] if n == len(g.hands[seat]) else ()
            if shown:
                # A declared hand (cirulla) is played face up: everyone sees it.
                for i, c in enumerate(shown):
                    self._card(surface, c, pygame.Rect(hand_area.x + i * step, hand_area.y, pile.w, pile.h))
                self.app.input.add(pygame.Rect(hand_area.x, hand_area.y, pile.w + step * (len(shown) - 1), pile.h),
                                   hover=("revealed", seat), tooltip_key="table.revealed")
            elif n > 0:
                self._stack(surface, pygame.Rect(hand_area.x, hand_area.y, pile.w, pile.h), n, step, 0)

    def _draw_stock(self, surface: pygame.Surface) -> None:
        L = self.layout
        r = self.stock_card_rect()
        n = len(self.game.stock) + self.pending["stock"]
        if n > 0:
            self._stack(surface, r, min(4, 1 + n // 8), -2, -2)
        else:
            theme.panel(surface, r, radius=max(4, r.h // 14), fill=(255, 255, 255, 12))
        size = max(12, round(15 * L.unit + 2))
        words = tr("table.stock", n=n) if n > 0 else tr("table.stock_empty")
        y = r.bottom + 6
        for line in theme.wrap(words, size, L.stock.w + 2 * L.margin):
            label = theme.text(line, size, theme.INK_DIM)
            surface.blit(label, label.get_rect(midtop=(r.centerx, y)))
            y += label.get_height()
        self.app.input.add(r, hover=("stock", n), tooltip_key="table.stock", n=n)

    def _option_marks(self, options: list[Move]) -> dict[Card, list[int]]:
        marks: dict[Card, list[int]] = {}
        for i, m in enumerate(options):
            for c in m.capture:
                marks.setdefault(c, []).append(i)
        return marks

    def _draw_table(self, surface: pygame.Surface, options: list[Move], preview: bool) -> None:
        L = self.layout
        table = list(self.game.table)
        trail = any(not m.capture for m in options)
        if trail:
            rects, ghost = L.table_with_trail(len(table))
        else:
            rects = L.table_card_rects(len(table))
        marks = self._option_marks(options)
        focus = self.focus_option
        ctl = self.app.input
        badge_r = max(10, round(L.table_card_h * 0.11))
        self.option_rects: list[pygame.Rect] = []
        for c, r in zip(table, rects, strict=True):
            if self.hidden.get(c):
                continue
            self._card(surface, c, r)
            mine = marks.get(c, [])
            if options and not mine and not preview:
                surface.blit(self.app.art.dim(r.h), r)
            if mine:
                lead = focus if focus in mine else mine[0]
                colour = theme.option_colour(lead)
                surface.blit(self.app.art.highlight(r.h, colour), r)
                width = 4 if (focus in mine or len(options) == 1) and not preview else 2
                theme.ring(surface, r.inflate(6, 6), colour, width=width, radius=max(6, r.h // 14))
            ctl.add(r, inp.Intent(inp.ACTION, ("table_card", c)), hover=("table", c), tooltip_key="window.tip_card",
                    card=str(c))
            if len(options) > 1 or (mine and not preview):
                for j, opt in enumerate(mine):
                    center = (r.x + badge_r + 2 + j * (badge_r * 2 + 2), r.y - badge_r // 2)
                    br = theme.badge(surface, center, badge_r, theme.option_colour(opt), str(opt + 1))
                    if not preview:
                        ctl.add(br, inp.Intent(inp.CHOOSE_OPTION, opt), hover=("option", opt))
        # A card that would trail: a ghost where it will lie.
        if trail:
            layer = pygame.Surface(ghost.size, pygame.SRCALPHA)
            pygame.draw.rect(layer, (255, 255, 255, 40), layer.get_rect(), border_radius=max(6, ghost.h // 14))
            surface.blit(layer, ghost)
            trail_i = next(i for i, m in enumerate(options) if not m.capture)
            theme.ring(surface, ghost, theme.option_colour(trail_i), width=2, radius=max(6, ghost.h // 14))
            lab = theme.fit_text(tr("table.trail_option"), max(11, ghost.w // 6), ghost.w - 6, theme.INK)
            surface.blit(lab, lab.get_rect(center=ghost.center))
            if not preview:
                ctl.add(ghost, inp.Intent(inp.CHOOSE_OPTION, trail_i), hover=("option", trail_i))

    def _draw_status(self, surface: pygame.Surface, options: list[Move]) -> None:
        L = self.layout
        area = L.status
        size = max(13, round(area.h * 0.5))
        g = self.game
        ctl = self.app.input
        if self.selected is not None and len(options) > 1:
            # Option chips: number, colour and the cards each option takes. Click one to play it.
            chip_h = area.h
            ch = chip_h - 8
            cw = round(ch * L.aspect)
            chips = [chip_h + 6 + max(1, len(m.capture)) * (cw + 3) + 6 for m in options]
            total = sum(chips) + 8 * (len(chips) - 1)
            hint = theme.fit_text(tr("table.choose_capture_keys", n=len(options)), max(12, size - 2), L.table.w - 20,
                                  theme.INK_DIM)
            surface.blit(hint, hint.get_rect(midbottom=(L.table.centerx, L.table.bottom - 4)))
            x = area.centerx - total // 2
            for i, (m, w) in enumerate(zip(options, chips, strict=True)):
                r = pygame.Rect(x, area.y, w, chip_h)
                colour = theme.option_colour(i)
                theme.panel(surface, r, active=self.focus_option == i, radius=chip_h // 2, fill=(10, 22, 16, 215))
                width = 3 if self.focus_option == i else 2
                pygame.draw.rect(surface, colour, r, width=width, border_radius=chip_h // 2)
                theme.badge(surface, (r.x + chip_h // 2, r.centery), chip_h // 2 - 4, colour, str(i + 1))
                cx = r.x + chip_h + 4
                if m.capture:
                    for c in sorted(m.capture, key=lambda c: (c.rank, c.suit)):
                        surface.blit(self.app.card_face(c, ch), (cx, r.y + 4))
                        cx += cw + 3
                else:
                    lab = theme.text(tr("table.trail_option"), max(11, ch // 2), theme.INK)
                    surface.blit(lab, lab.get_rect(midleft=(cx, r.centery)))
                ctl.add(r, inp.Intent(inp.CHOOSE_OPTION, i), hover=("option", i), tooltip_key="window.tip_option")
                x += w + 8
            return
        if self.hand_finished or g.is_over:
            msg = tr("window.hand_over")
        elif self.seats[g.to_move].is_bot:
            key = "table.bot_thinking" if self.future is not None and not self.animating else "table.turn_of"
            msg = tr(key, name=self.seats[g.to_move].name)
        elif self.selected is not None and options:
            msg = tr("window.confirm_trail") if not options[0].capture else tr("window.confirm_capture")
        else:
            msg = tr("window.your_turn_keys", n=min(9, len(self.game.hands[self.view_seat])))
        surf = theme.fit_text(msg, size, area.w, theme.INK)
        surface.blit(surf, surf.get_rect(center=area.center))

    def _draw_hand(self, surface: pygame.Surface, options: list[Move]) -> None:
        L = self.layout
        seat = self.view_seat
        hand = self.game.hands[seat]
        rects = L.hand_card_rects(len(hand))
        face = self._hand_face_up(seat)
        my_turn = self.human_turn()
        ctl = self.app.input
        for i, (c, r) in enumerate(zip(hand, rects, strict=True)):
            if self.hidden.get(c):
                continue
            if i == self.selected:
                r = r.move(0, -L.lift)
            elif i == self.hover_card and my_turn:
                r = r.move(0, -L.lift // 3)
            self._card(surface, c if face else None, r)
            if i == self.selected:
                theme.ring(surface, r.inflate(6, 6), theme.GOLD, width=3, radius=max(6, r.h // 14))
            if my_turn:
                ctl.add(r, inp.Intent(inp.SELECT_CARD, i), hover=("hand", i), tooltip_key="window.tip_card",
                        card=str(c))

    def _draw_last_capture(self, surface: pygame.Surface) -> None:
        L = self.layout
        rect = L.last_capture
        fs = self.name_size
        pad = max(6, L.margin // 2 + 2)
        title = theme.text(tr("window.last_capture"), max(11, fs - 2), theme.INK_DIM, bold=True)
        surface.blit(title, (rect.x + pad, rect.y + pad))
        play = next((p for p in reversed(self.game.history) if p.capture), None)
        if play is None:
            none = theme.text(tr("window.no_capture_yet"), max(11, fs - 3), theme.INK_FAINT)
            surface.blit(none, none.get_rect(center=rect.center))
            return
        who = theme.fit_text(self.seats[play.seat].name, max(11, fs - 2), rect.w - 2 * pad - title.get_width() - 8,
                             theme.GOLD, bold=True)
        surface.blit(who, who.get_rect(topright=(rect.right - pad, rect.y + pad)))
        top = rect.y + pad + title.get_height() + 6
        avail_h = rect.bottom - pad - top
        h = max(24, min(round(L.table_card_h * 0.8), avail_h))
        w = round(h * L.aspect)
        cards = [play.card, *play.capture]
        gap = 6  # the played card stands a little apart from what it took
        step = min(w + 4, (rect.w - 2 * pad - w - gap) / max(1, len(cards) - 1)) if len(cards) > 1 else 0
        x0 = rect.x + pad
        for i, c in enumerate(cards):
            r = pygame.Rect(round(x0 + i * step + (gap if i else 0)), top + (avail_h - h) // 2, w, h)
            self._card(surface, c, r)
            if i == 0:
                theme.ring(surface, r.inflate(4, 4), theme.GOLD, width=2, radius=6)
        if play.scopa:
            tag = theme.text(tr("table.scopa_banner"), max(11, fs - 3), theme.GOLD, bold=True, serif=True)
            surface.blit(tag, tag.get_rect(bottomright=(rect.right - pad, rect.bottom - pad // 2)))


def _chain(first: Callable[[], None] | None, second: Callable[[], None]) -> Callable[[], None]:
    def both() -> None:
        if first:
            first()
        second()

    return both


_SHINE: dict[int, pygame.Surface] = {}
_SCALED: dict[tuple, pygame.Surface] = {}


def _shine(h: int) -> pygame.Surface:
    """A soft vertical band of light (the scopa sweep), additive."""
    if h not in _SHINE:
        s = pygame.Surface((200, h))
        for x in range(200):
            v = int(60 * (1 - abs(x - 100) / 100) ** 2)
            pygame.draw.line(s, (v, v, v // 2), (x, 0), (x, h))
        _SHINE[h] = s
    return _SHINE[h]

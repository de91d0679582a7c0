"""What a match on the table needs besides the table itself (issue 7), kept out of the table scene:

- pass-and-play: with two or more people at one computer, a hand shows face up only to its owner, on their
  turn, after the hand-off screen ("Pass to Giulia — ready?"); between turns every hand is face down;
- saving the match after every move (storage.resume) and recording it in the history when it ends;
- undo (against bots only) from the Match states before each of your moves (engine states are immutable);
- the hint button (scopa_desktop.hints) and the teaching toasts ("Scopa!", "Tocca a te", "Settebello!").

The table calls `before_move`/`after_move` around each move, `needs_handoff` on each human turn,
`shows_hand` when it draws a hand, `action` for the buttons drawn here and `draw` last.
"""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from typing import TYPE_CHECKING, Any

import pygame

from ..engine import Card, Game, Match, Move
from . import input as inp
from . import theme
from .seats import Seat
from .text import card_name, tr
from .widgets import button

if TYPE_CHECKING:
    from .scenes.table import TableScene

SETTEBELLO = Card(7, "d")
# Saves run in order on their own thread: an fsync'd write costs ~10 ms, a frame's budget. Pending saves
# finish before the interpreter exits (concurrent.futures joins its workers); a kill loses at most the
# move being saved, and the atomic write never leaves a half-written file.
_SAVER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="scopa-save")
UNDO_KEYS = (pygame.K_u, pygame.K_BACKSPACE)
HINT_KEY = pygame.K_h


def seat_dicts(seats: list[Seat]) -> list[dict[str, str]]:
    return [{"kind": s.kind, "name": s.name, "level": s.level} for s in seats]


def seats_from_dicts(raw: list[dict[str, Any]]) -> list[Seat]:
    return [Seat(str(s.get("kind", "bot")), str(s.get("name", "")), str(s.get("level", ""))) for s in raw]


class TableSession:
    """Issue-7 behaviour of one TableScene (see the module docstring)."""

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.app = table.app
        self.humans = [i for i, s in enumerate(table.seats) if not s.is_bot]
        self.pass_and_play = len(self.humans) >= 2
        self.revealed: int | None = None  # the human who confirmed the hand-off and may see their hand
        self.undo_stack: list[Match] = []
        self.recorded = False
        self._pending: Future | None = None
        self.button_rects: dict[str, pygame.Rect] = {}
        # Saving: never from the self-test (it may run in the player's own folders).
        self.saving = not self.app.autoplay
        table.saver = self
        table.on_turn = self.on_turn
        table.focus_tooltip = self.focus_tooltip  # the keyboard-selected card shows its Italian name too
        if self.saving and not table.match.is_over:
            self.save()
        if not table.match.game.history:
            self.announce(table.match.game.events)  # what the first deal awarded (opening fifteen, declarations)

    # -- pass-and-play ------------------------------------------------------------------------------
    def shows_hand(self, seat: int) -> bool:
        """Whether `seat`'s hand may be drawn face up now."""
        t = self.table
        if not self.pass_and_play:
            return not t.seats[seat].is_bot or all(s.is_bot for s in t.seats)
        g = t.game
        return (seat == self.revealed and not t.hand_finished and not g.is_over and g.to_move == seat
                and not t.seats[seat].is_bot)

    def needs_handoff(self, seat: int) -> bool:
        return self.pass_and_play and self.revealed != seat

    def on_turn(self, seat: int) -> None:
        """A human's turn began (the table turned its view to them)."""
        if self.needs_handoff(seat):
            self.app.push("handoff", on_close=lambda: self.ready(seat), seat=seat, player=self.table.seats[seat].name)

    def ready(self, seat: int) -> None:
        """The hand-off screen was confirmed: `seat` may see their hand."""
        self.revealed = seat
        self.teach("tocca_a_te", name=self.table.seats[seat].name)

    # -- moves --------------------------------------------------------------------------------------
    def before_move(self) -> None:
        t = self.table
        if self.can_undo_play() and not t.seats[t.game.to_move].is_bot:  # your moves only: bots' go with them
            self.undo_stack.append(t.match)
            del self.undo_stack[:-50]

    def after_move(self, move: Move, before: Game) -> None:
        t = self.table
        self.revealed = None  # the next hand-off hides this player's cards again
        after = t.game  # the hand as it ended, or the hand in play
        self._teach_move(before, after)
        if t.match.is_over:
            self.record()
        elif self.saving:
            self.save()
        if not self.pass_and_play and not t.match.is_over and after is t.match.game \
                and not after.is_over and not t.seats[after.to_move].is_bot and len(self.humans) == 1:
            self.teach("tocca_a_te", delay=0.9)

    def _teach_move(self, before: Game, after: Game) -> None:
        if len(after.events) > len(before.events) and len(after.history) > len(before.history):
            self.announce(after.events[len(before.events):])  # a new deal of this hand (a new hand: see resume)
        if len(after.history) <= len(before.history):
            return
        play = after.history[len(before.history)]
        who = self.table.seats[play.seat].name
        if play.scopa:
            self.teach("scopa", delay=0.5, name=who)
        if play.capture and (SETTEBELLO in play.capture or play.card == SETTEBELLO):
            self.teach("settebello", delay=0.7, name=who)
        if after.is_over and after.leftover:
            last = after.last_capturer
            self.teach("ultima_presa", delay=1.0, name=self.table.seats[last].name if last is not None else "")
        if after.is_over and self.table.match.history:
            # The scoring's most Italian word: who took the primiera (nobody on a tie).
            winners = [side for side, score in enumerate(self.table.match.history[-1]) if score.primiera]
            if len(winners) == 1:
                self.teach("primiera", delay=0.2, name=self.table.side_names[winners[0]])

    def announce(self, events) -> None:
        """Tell everyone what a variant awarded outside play: these are points, shown even with teaching off."""
        overlay = getattr(self.app, "overlay", None)
        if overlay is None:
            return
        for event in events:
            name = self.table.seats[event.seat].name
            if event.kind == "opening_fifteen":
                title = tr("table.event_opening_fifteen", total=sum(c.rank for c in event.cards))
                line = tr("table.event_opening_fifteen_points", name=name, points=event.points)
            else:
                title = tr(f"table.event_{event.kind}", name=name)
                line = tr("table.event_points", points=event.points)
            overlay.toast(title, line, always=True)

    def teach(self, phrase: str, delay: float = 0.0, name: str = "") -> None:
        overlay = getattr(self.app, "overlay", None)
        if overlay is not None:
            overlay.teach(phrase, delay=delay, who=name)

    # -- saving -------------------------------------------------------------------------------------
    def _submit(self, job) -> None:
        self._check()
        self._pending = _SAVER.submit(job)

    def _check(self) -> None:
        """Report a failed save once (and stop saving: one message, not one per move)."""
        done = self._pending
        if done is not None and done.done() and done.exception() is not None:
            self.app.notices.append(str(done.exception()))
            self.saving = False
            self._pending = None

    def flush(self) -> None:
        """Wait until every save asked for is on disk (tests; leaving the match)."""
        if self._pending is not None:
            self._pending.exception()
            self._check()

    def save(self) -> None:
        """Save the match as it is now (Match states are immutable: the worker gets a stable snapshot)."""
        from ..storage import ResumeStore

        store, match, seats = ResumeStore(self.app.home), self.table.match, seat_dicts(self.table.seats)
        self._submit(lambda: store.save(match, seats))

    def record(self) -> None:
        """The match ended: into the history, and nothing left to continue."""
        if self.recorded or self.app.autoplay:
            return
        self.recorded = True
        from ..storage import HistoryStore, ResumeStore, record_from_match

        record = record_from_match(self.table.match, self.table.seats)
        history, resume, notices = HistoryStore(self.app.home), ResumeStore(self.app.home), self.app.notices

        def job() -> None:
            notices.extend(history.append(record))
            resume.clear()

        self._submit(job)

    # -- undo and hints -----------------------------------------------------------------------------
    def can_undo_play(self) -> bool:
        """Undo is kept only against bots: exactly one person at the table, the setting on."""
        return self.app.settings.undo_enabled and len(self.humans) == 1

    def can_undo(self) -> bool:
        return self.can_undo_play() and bool(self.undo_stack) and self.table.human_turn()

    def undo(self) -> None:
        """Back to just before your last move (the bots' replies go with it)."""
        if not self.can_undo():
            return
        t = self.table
        match = self.undo_stack.pop()
        t._finish_animations()
        t.match = match
        t.game = match.game
        t.hand_finished = False
        t.future = None
        t.future_seat = None
        t._select(None)
        t._bg = None
        if self.saving:
            self.save()
        t.invalidate()

    def can_hint(self) -> bool:
        return self.app.settings.hints_enabled and self.table.human_turn()

    def hint(self) -> None:
        """Select the suggested card (and capture) and say why."""
        from ..hints import suggest

        if not self.can_hint():
            return
        t = self.table
        h = suggest(t.game.observation(t.view_seat))
        if h is None:
            return
        hand = list(t.game.hands[t.view_seat])
        t._select(hand.index(h.move.card))
        if h.move in t.options:
            t.focus_option = t.options.index(h.move)
        name = card_name(h.move.card, self.app.settings.deck_style)
        overlay = getattr(self.app, "overlay", None)
        if overlay is not None:
            overlay.toast(tr("hints.suggestion", move=name), tr(h.reason_key, **h.params), force=True)
        t.invalidate()

    def focus_tooltip(self) -> tuple[pygame.Rect, str, dict[str, Any]] | None:
        """The selected card of your hand (chosen with the keys), for its tooltip."""
        t = self.table
        if t.selected is None or not t.human_turn():
            return None
        hand = t.game.hands[t.view_seat]
        if not 0 <= t.selected < len(hand):
            return None
        rect = t.layout.hand_card_rects(len(hand))[t.selected].move(0, -t.layout.lift)
        return rect, "window.tip_card", {"card": str(hand[t.selected])}

    def keys(self) -> dict[int, inp.Intent]:
        keys = {HINT_KEY: inp.Intent(inp.ACTION, "hint")}
        keys.update({k: inp.Intent(inp.ACTION, "undo") for k in UNDO_KEYS})
        return keys

    def action(self, value: Any) -> bool:
        """A table ACTION this module owns; True when handled."""
        if value == "undo":
            self.undo()
        elif value == "hint":
            self.hint()
        else:
            return False
        return True

    # -- drawing ------------------------------------------------------------------------------------
    def _buttons(self) -> list[tuple[str, bool, pygame.Rect]]:
        """The hint and undo buttons shown, in the top bar after the deck button: (name, enabled, rect)."""
        L = self.table.layout
        shown = [("hint", self.can_hint(), self.app.settings.hints_enabled),
                 ("undo", self.can_undo(), self.can_undo_play())]
        out = []
        x = L.deck_button.right + L.margin // 2
        size = max(12, int(L.menu_button.h * 0.45))  # the button's own label size (widgets.button)
        for name, enabled, visible in shown:
            if visible:
                w = max(L.menu_button.w, theme.text(tr(f"table.{name}"), size, bold=True).get_width() + 24)
                out.append((name, enabled, pygame.Rect(x, L.menu_button.y, w, L.menu_button.h)))
                x += w + L.margin // 2
        return out

    def top_bar_right(self) -> int:
        """Where the top bar's free room starts (after these buttons)."""
        buttons = self._buttons()
        return buttons[-1][2].right if buttons else self.table.layout.deck_button.right

    def draw(self, surface: pygame.Surface) -> None:
        """The hint and undo buttons, the seats' turn markers and the cards' suit corners (tooltips)."""
        t = self.table
        ctl = self.app.input
        self.button_rects = {}
        for name, enabled, r in self._buttons():
            button(surface, ctl, r, tr(f"table.{name}"), inp.Intent(inp.ACTION, name), tooltip_key=f"tip.{name}",
                   enabled=enabled)
            self.button_rects[name] = r
        # Each seat's name line: "Tocca a te" on yours when it is your turn, "A chi tocca?" on the others.
        g = t.game
        for seat in range(t.match.players):
            name_rect = t.panel_parts(seat)["name"]
            mine = not g.is_over and g.to_move == seat and not t.seats[seat].is_bot
            ctl.add(name_rect, None, hover=("seat", seat), tooltip_key="tip.turn", mine=mine)
        # A card's top-left corner names its suit ("Denari") rather than the whole card.
        for region in list(ctl.regions):
            if region.tooltip_key == "window.tip_card" and "card" in region.tooltip_params:
                r = region.rect
                corner = pygame.Rect(r.x, r.y, max(10, r.w * 2 // 5), max(12, r.h // 4))
                ctl.add(corner, region.intent, hover=region.hover, tooltip_key="tip.suit",
                        suit=Card.parse(region.tooltip_params["card"]).suit)


def abandon(app: Any) -> None:
    """The player left the match for the main menu: nothing to continue."""
    if app.autoplay:
        return
    from ..storage import ResumeStore

    ResumeStore(app.home).clear()


def continue_saved(app: Any) -> bool:
    """Open the saved match on the table; False (and a notice) when there is none to continue."""
    from ..storage import ResumeStore

    loaded = ResumeStore(app.home).load()
    app.notices += loaded.warnings
    if loaded.saved is None:
        return False
    app.reset_to("table", match=loaded.saved.match, seats=seats_from_dicts(loaded.saved.seats))
    return True


def has_saved(app: Any) -> bool:
    from ..storage import ResumeStore

    return ResumeStore(app.home).exists()

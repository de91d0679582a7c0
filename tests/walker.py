"""The walker: whole matches played through the real window (headless) as a person would play them, and the
checks every drawn frame goes through.

`FrameChecks` watches an app: every text blitted to the window is measured (the pixels it inks, from
`theme.text`) against the box it belongs to (a table part's `bounds`, a screen's sheet, a badge's disc, the
window), and every card face drawn is checked against the hands: no card of a hand is drawn face up to
anyone but the person whose turn it is (after their hand-off) or, with one person at the table, that person;
a declared hand (cirulla) is face up for all. `Walker` plays: on every human turn it hovers each card of the
hand it has not hovered yet in that look (deck, language, window size: the tooltip shows), presses the hint,
picks a legal move with posted clicks or keys, hovers the option chips (each number of options once a look),
and once a match it toggles the deck, resizes the window to 960x600 and back, switches the language in the
settings, and it opens and closes the pause menu at each hand's end."""

from __future__ import annotations

import contextlib
import random
from dataclasses import dataclass, field

import pygame

from scopa_desktop.engine import Move, Rules
from scopa_desktop.ui import theme
from scopa_desktop.ui.driver import click, key
from scopa_desktop.ui.scenes import common
from scopa_desktop.ui.scenes.table import TableScene
from scopa_desktop.ui.seats import Seat
from scopa_desktop.ui.tips.tooltip import HOVER_DELAY

SMALL, BIG = (960, 600), (1280, 800)
SAMPLE_SCENES = ("menu", "settings")  # screens showing sample cards of the deck, not the match's
HOVER_WAIT = HOVER_DELAY + 0.05  # frame time for a tooltip to show
NUMBER_KEYS = [pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7, pygame.K_8,
               pygame.K_9, pygame.K_0]


class RecordingSurface(pygame.Surface):
    """The window's canvas during a walk: every blit of a text surface is measured as it lands."""

    checks: FrameChecks

    def blit(self, source, dest, area=None, special_flags=0):
        self.checks.landed(source, dest, area)
        return super().blit(source, dest, area, special_flags)


class FrameChecks:
    """Installed on an app (through `monkeypatch`): texts out of their box and hidden cards shown, per frame."""

    def __init__(self, app, monkeypatch) -> None:
        self.app = app
        self.monkeypatch = monkeypatch
        self.texts: dict[int, tuple[str, pygame.Surface, pygame.Rect]] = {}  # id -> text, surface, inked area
        self.boxes: list[tuple[str, pygame.Rect]] = []  # what is being drawn now, innermost last
        self.overflows: list[str] = []
        self.leaks: list[str] = []
        self.face_up: set = set()
        self.frames = 0
        self.viewer: int | None = None  # the seat whose hand may be shown now (set by the walker)
        self.samples = False  # drawing a screen's sample cards (the settings' deck preview)
        self._canvas: RecordingSurface | None = None
        self._install(monkeypatch)

    # -- recorders ------------------------------------------------------------------------------------
    def _install(self, monkeypatch) -> None:
        text, badge, pill, sheet = theme.text, theme.badge, theme.pill, common.sheet

        def recorded_text(s, size, *args, **kwargs):
            surf = text(s, size, *args, **kwargs)
            if id(surf) not in self.texts:
                self.texts[id(surf)] = (s, surf, surf.get_bounding_rect())
            return surf

        def boxed_badge(surface, center, radius, *args, **kwargs):
            disc = pygame.Rect(center[0] - radius, center[1] - radius, 2 * radius, 2 * radius)
            with self.box("badge", disc):
                return badge(surface, center, radius, *args, **kwargs)

        def boxed_pill(surface, midleft, label, size, *args, **kwargs):
            with self.box("pill", None):
                return pill(surface, midleft, label, size, *args, **kwargs)

        def boxed_sheet(surface, rect):
            name, _ = self.boxes[-1]
            self.boxes[-1] = (f"{name} sheet", pygame.Rect(rect))  # what the screen draws next lies on it
            return sheet(surface, rect)

        monkeypatch.setattr(common, "sheet", boxed_sheet)
        monkeypatch.setattr(theme, "text", recorded_text)
        monkeypatch.setattr(theme, "badge", boxed_badge)
        monkeypatch.setattr(theme, "pill", boxed_pill)
        self.follow(self.app)

    def follow(self, app) -> None:
        """Watch `app` (the game started again in the same home): its frames, scenes and cards."""
        monkeypatch = self.monkeypatch
        self.app, self._canvas = app, None
        make, draw, sprite, face = app.make, app.draw, app.card_sprite, app.card_face

        def made(name, **kwargs):
            scene = make(name, **kwargs)
            self._watch_scene(scene)
            return scene

        def framed(*args, **kwargs):
            self.face_up.clear()
            real = app.screen
            app.screen = self._canvas_for(real)
            try:
                with self.box("window", app.screen.get_rect()):
                    draw(*args, **kwargs)
            finally:
                real.blit(app.screen, (0, 0))  # the window shows what was drawn
                app.screen = real
            self.frames += 1
            self._check_hands()

        def faced_sprite(card, height):
            if card is not None and not self.samples:
                self.face_up.add(card)
            return sprite(card, height)

        def faced(card, height):
            if not self.samples:
                self.face_up.add(card)
            return face(card, height)

        monkeypatch.setattr(app, "make", made)
        monkeypatch.setattr(app, "draw", framed)
        monkeypatch.setattr(app, "card_sprite", faced_sprite)
        monkeypatch.setattr(app, "card_face", faced)

    def _canvas_for(self, real: pygame.Surface) -> RecordingSurface:
        if self._canvas is None or self._canvas.get_size() != real.get_size():
            self._canvas = RecordingSurface(real.get_size(), 0, real)
            self._canvas.checks = self
        self._canvas.blit(real, (0, 0))
        return self._canvas

    def _watch_scene(self, scene) -> None:
        """A screen's texts stay on its sheet once it has drawn one; each table part's in its `bounds`; a card
        drawn in flight counts as drawn; the cards a screen shows as samples of the deck are nobody's."""
        draw = scene.draw

        def watched(surface):
            self.samples = scene.name in SAMPLE_SCENES
            try:
                with self.box(scene.name, None):
                    return draw(surface)
            finally:
                self.samples = False

        scene.draw = watched
        if not isinstance(scene, TableScene):
            return
        for part in scene.parts:
            part.draw = self._boxed(type(part).__name__, part.draw, lambda p=part: p.bounds)
        painter = scene.painter
        flying = painter.flying

        def recorded_flying(surface, card, rect, layout):
            if card is not None:
                self.face_up.add(card)
            return flying(surface, card, rect, layout)

        painter.flying = recorded_flying

    def _boxed(self, name, draw, bounds):
        def boxed(surface):
            with self.box(name, bounds()):
                return draw(surface)

        return boxed

    @contextlib.contextmanager
    def box(self, name: str, rect: pygame.Rect | None):
        """Texts blitted inside this context must lie in `rect` (None: in the box around it), and in the
        window; the innermost box counts (a badge on a panel's corner is its own box)."""
        self.boxes.append((name, rect))
        try:
            yield
        finally:
            self.boxes.pop()

    # -- the checks -----------------------------------------------------------------------------------
    def landed(self, source: pygame.Surface, dest, area) -> None:
        known = self.texts.get(id(source))
        if known is None or known[1] is not source:
            return
        s, _, ink = known
        if ink.w == 0 or ink.h == 0:
            return
        if area is not None:
            area = pygame.Rect(area)
            ink = ink.clip(area).move(-area.x, -area.y)
        x, y = (dest.x, dest.y) if isinstance(dest, pygame.Rect) else (round(dest[0]), round(dest[1]))
        ink = ink.move(x, y)
        window = self.app.screen.get_rect()
        names = [name for name, _ in self.boxes]
        inner = next(((name, rect) for name, rect in reversed(self.boxes) if rect is not None), ("window", window))
        for name, rect in (("window", window), inner):
            if not rect.contains(ink):
                where = "/".join(names)
                self.overflows.append(f"{s!r} inked at {tuple(ink)} outside {name} {tuple(rect)} ({where}, "
                                      f"window {window.size})")
                return

    def _check_hands(self) -> None:
        """No card of a hand drawn face up to anyone but the viewer (declared hands are public)."""
        table = next((s for s in reversed(self.app.stack.scenes) if isinstance(s, TableScene)), None)
        if table is None or not self.face_up or table.name == "review":  # a finished match's replay: all may see
            return
        g = table.game
        for seat in range(table.match.players):
            if seat == self.viewer:
                continue
            shown = (self.face_up & set(g.hands[seat])) - set(g.revealed[seat])
            if shown:
                top = self.app.stack.top.name if self.app.stack.top else None
                self.leaks.append(f"seat {seat} ({table.seats[seat].name}): {sorted(map(str, shown))} drawn face up "
                                  f"with {self.viewer} viewing, on {top}, frame {self.frames}")


@dataclass
class Tally:
    """What a walk did (the test asserts the walk really went everywhere it says)."""

    human_turns: int = 0
    hovered_cards: int = 0
    tooltips: int = 0
    hovered_chips: int = 0
    hints: int = 0
    handoffs: int = 0
    hands: int = 0
    pauses: int = 0
    deck_toggled: bool = False
    language_switched: bool = False
    resized: list[tuple[int, int]] = field(default_factory=list)


class Walker:
    """Plays one match at a time through the scenes with posted events; `checks` watches every frame."""

    def __init__(self, app, checks: FrameChecks, rng_seed: int = 0, max_steps: int = 20000) -> None:
        self.app = app
        self.checks = checks
        self.rng = random.Random(rng_seed)
        self.max_steps = max_steps
        self.tally = Tally()
        self.hovered: set[tuple] = set()  # the cards and chip rows hovered, each in its look

    # -- one match ------------------------------------------------------------------------------------
    def play_match(self, rules: Rules, seats: list[Seat], seed: int) -> TableScene:
        table = self.app.reset_to("table", rules=rules, seats=seats, seed=seed)
        self.play(table, lambda: self.app.stack.top.name == "match_end")
        return table

    def play(self, table: TableScene, done, what: str = "the match did not end") -> None:
        """Play `table` as its people would, every frame checked, until `done()` holds."""
        app = self.app
        passing = sum(not s.is_bot for s in table.seats) >= 2
        if self.checks.viewer is None and not passing:
            self.checks.viewer = table.view_seat
        for _ in range(self.max_steps):
            top = app.stack.top
            if done():
                return
            if top.name == "handoff":
                self._hand_off(top)
            elif top.name == "scoring":
                self._end_of_hand(table)
            elif top is table and table.human_turn():
                self._human_turn(table, passing)
            else:
                app.step(1 / 30)
        raise AssertionError(f"{what} in {self.max_steps} steps (top: {app.stack.top.name})")

    def _hand_off(self, scene) -> None:
        """Confirm the hand-off screen (its button or Enter, in turn); from now on its player may look."""
        seat = scene.seat
        self.app.step(1 / 60)  # drawn (its button is registered) while nobody may look yet
        self.checks.viewer = seat  # the confirmation's own frame shows this player's hand
        if self.tally.handoffs % 2:
            key(self.app, pygame.K_RETURN)
        else:
            click(self.app, self._region(lambda r: r.intent is not None and r.intent.value == "ready").rect.center)
        assert self.app.stack.top is not scene, "the hand-off screen stayed after its confirmation"
        self.tally.handoffs += 1

    def _end_of_hand(self, table: TableScene) -> None:
        """The scoring sheet: back to the full window if it was made small, then continue; a match that goes
        on gets its pause menu opened and closed."""
        t = self.tally
        t.hands += 1
        if self.app.size == SMALL:
            self._resize(BIG)
        for _ in range(4):
            if self.app.stack.top.name != "scoring":
                break
            key(self.app, pygame.K_RETURN)
        assert self.app.stack.top.name != "scoring", "the scoring sheet did not close"
        if self.app.stack.top is table:
            key(self.app, pygame.K_ESCAPE)
            assert self.app.stack.top.name == "pause", "Esc at the table did not open the pause menu"
            key(self.app, pygame.K_ESCAPE)
            # Back at the table (in pass-and-play its next hand-off may already cover it).
            assert table in self.app.stack.scenes and self.app.stack.top.name in ("table", "handoff"), \
                "Esc did not close the pause menu"
            t.pauses += 1

    # -- a human turn ---------------------------------------------------------------------------------
    def _human_turn(self, table: TableScene, passing: bool) -> None:
        t = self.tally
        t.human_turns += 1
        if not passing:
            self.checks.viewer = table.view_seat
        assert self.checks.viewer == table.view_seat == table.game.to_move, "a turn began without its hand-off"
        if not t.deck_toggled:
            self._toggle_deck()
        elif not t.resized:
            self._resize(SMALL)
        elif not t.language_switched:
            self._switch_language(table)
        self._hover_hand(table)
        self._hint(table)
        move = self._choose(table)
        before = len(table.match.history), len(table.game.history)
        by_keys = t.human_turns % 2 == 0
        self._play(table, move, by_keys)
        played = table.game.history[-1] if table.game.history else None
        assert (len(table.match.history), len(table.game.history)) != before and played is not None
        assert (played.card, set(played.capture)) == (move.card, set(move.capture)), \
            f"played {played}, meant {move}"
        if passing:
            self.checks.viewer = None  # the hand goes face down until the next hand-off

    def _toggle_deck(self) -> None:
        app = self.app
        style = app.deck_style
        key(app, pygame.K_d)
        if app.deck_is_fixed:
            assert app.deck_style == style == "french"
        else:
            assert app.deck_style != style, "D did not switch the deck"
        self.tally.deck_toggled = True

    def _resize(self, size: tuple[int, int]) -> None:
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        self.app.step(1 / 60)
        assert self.app.size == size, f"the window is {self.app.size}, not {size}"
        self.tally.resized.append(size)

    def _switch_language(self, table: TableScene) -> None:
        """Esc, Settings, the language row to the other language, back, back: the table speaks it."""
        app = self.app
        before = app.settings.language
        key(app, pygame.K_ESCAPE)
        pause = app.stack.top
        assert pause.name == "pause"
        self._focus_row(pause.form, "settings")
        key(app, pygame.K_RETURN)
        settings = app.stack.top
        assert settings.name == "settings"
        self._focus_row(settings.form, "language")
        goal = "it" if before != "it" else "en"
        for _ in range(len(settings.form.row("language").values)):
            if app.settings.language == goal:
                break
            key(app, pygame.K_RIGHT)
        assert app.settings.language == goal
        key(app, pygame.K_ESCAPE)
        assert app.stack.top is pause
        key(app, pygame.K_ESCAPE)
        assert app.stack.top is table
        self.tally.language_switched = True

    def _focus_row(self, form, row_key: str) -> None:
        for _ in range(len(form.rows)):
            if form.rows[form.focus].key == row_key:
                return
            key(self.app, pygame.K_DOWN)
        raise AssertionError(f"no row {row_key!r} reached")

    def look(self, *what) -> tuple:
        """What a tooltip's words and place depend on besides `what`: the deck, the language, the window."""
        return (*what, self.app.deck_style, self.app.settings.language, self.app.size)

    def _hover_hand(self, table: TableScene) -> None:
        """Rest the pointer on each card of the hand not yet hovered in this look (deck, language, window
        size) at this place in the hand, until its tooltip shows: every card's words, once each."""
        hand = table.shown_hand()
        for i, card in enumerate(hand):
            seen = self.look("card", card, i, len(hand))
            if seen in self.hovered:
                continue
            self.hovered.add(seen)
            self._hover(self._region(lambda r, i=i: r.hover == ("hand", i)).rect)
            self.tally.hovered_cards += 1
            self.tally.tooltips += self.app.overlay.drawn_tip is not None

    def _hover(self, rect: pygame.Rect) -> None:
        pos = rect.center
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        self.app.step(1 / 60)
        self.app.step(HOVER_WAIT)
        self.app.step(1 / 60)

    def _hint(self, table: TableScene) -> None:
        """H asks Maestro; the next frame selects his card; Esc lets it go again."""
        key(self.app, pygame.K_h)
        self.app.step(1 / 60)  # a step waits for the worker: Maestro's answer shows in it
        if table.assist.can_hint():
            assert table.selection.selected is not None, "the hint selected nothing"
            self.tally.hints += 1
            key(self.app, pygame.K_ESCAPE)
        assert table.selection.selected is None and self.app.stack.top is table

    def _choose(self, table: TableScene) -> Move:
        """A legal move, preferring (mostly) a card with several captures so that chips show."""
        legal = list(table.game.legal_moves())
        by_card: dict = {}
        for m in legal:
            by_card.setdefault(m.card, []).append(m)
        several = [ms for ms in by_card.values() if len(ms) > 1]
        if several and self.rng.random() < 0.7:
            return self.rng.choice(self.rng.choice(several))
        return self.rng.choice(legal)

    def _play(self, table: TableScene, move: Move, by_keys: bool) -> None:
        app = self.app
        index = table.shown_hand().index(move.card)
        if by_keys:
            key(app, NUMBER_KEYS[index])
        else:
            click(app, self._region(lambda r: r.hover == ("hand", index)).rect.center)
        assert table.selection.selected == index
        options = list(table.selection.options)
        if len(options) > 1:
            self._hover_chips(len(options))
            choice = options.index(move)
            if by_keys and choice < len(NUMBER_KEYS):
                key(app, NUMBER_KEYS[choice])
            else:
                click(app, self._region(lambda r: r.hover == ("option", choice)
                                        and r.tooltip_key == "window.tip_option").rect.center)
        elif by_keys:
            key(app, pygame.K_RETURN)
        else:
            click(app, self._region(lambda r: r.hover == ("hand", index)).rect.center)

    def _hover_chips(self, n: int) -> None:
        """Each option's chip, for a number of options not yet hovered in this look."""
        seen = self.look("chips", n)
        if seen in self.hovered:
            return
        self.hovered.add(seen)
        for j in range(n):
            self._hover(self._region(lambda r, j=j: r.hover == ("option", j)
                                     and r.tooltip_key == "window.tip_option").rect)
            self.tally.hovered_chips += 1
            self.tally.tooltips += self.app.overlay.drawn_tip is not None

    def _region(self, wanted):
        """The topmost hit region registered in the last frame that `wanted` accepts."""
        for region in reversed(self.app.input.regions):
            if wanted(region):
                return region
        raise AssertionError("no such region on screen: " + ", ".join(str(r.hover) for r in self.app.input.regions))


def walk_seats(players: int, people: int, levels: tuple[str, ...] = ("random", "easy")) -> list[Seat]:
    """Seats for a walk: `people` humans spread round the table (seat 0 first), bots of `levels` elsewhere."""
    spread = {round(k * players / people) for k in range(people)} if people else set()
    seats = []
    for i in range(players):
        if i in spread:
            seats.append(Seat("human", f"Person {i + 1}", ""))
        else:
            seats.append(Seat("bot", f"Bot {i}", levels[i % len(levels)]))
    return seats

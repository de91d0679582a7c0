"""Teaching Italian while you play: tooltips on game elements and short "toasts" for events.

Scenes mark what a region is with `tooltip_key` (+ params) when they register it with the input
controller; `words.resolve` turns that into a `Tip`: the Italian term, how to say it and what it means (from the
phrase glossary in locales/*.yaml), plus the UI's own line. The `Overlay` (owned by the App) draws the
tooltip of what the pointer rests on, after a short delay counted in frame time (never by sleeping), or
of the keyboard focus when asked (F1 or ?), and the toasts ("Scopa! — Sweep!") on top of every scene. It
also remembers the window's size once a resize settles (it sees every event and every tick, which that needs).

Calm by design: a tooltip waits for the pointer to rest, never covers what the scene keeps clear (the table:
your hand, the prompt, the option chips; `Scene.keep_clear`) nor the element it explains, and wraps inside
the window. The Italian UI shows no pronunciation line: an English respelling does not help a reader of
Italian.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from typing import Any

import pygame

from ... import i18n
from .. import theme
from ..text import tr
from ..turn_clock import draw_banner, whole_seconds
from .place import EDGE, place_tip
from .words import Tip, pronunciation_help, resolve

HOVER_DELAY = 0.6  # seconds the pointer rests before a tooltip shows
ASK_KEYS = (pygame.K_F1,)  # and "?" typed: the keyboard focus's tooltip, on request only
TOAST_LIFE = 2.4
TOAST_FADE = 0.25
RESIZE_SAVE_DELAY = 1.0
MAX_NOTE_LINES = 4  # a tooltip's note stays short: the glossary has the rest
CONTROL_KINDS = ("button", "option")  # the hover kinds of regions a tooltip keeps clear of
MAX_TOASTS = 4  # waiting in line: one toast shows at a time, so none covers the cards twice over

@dataclass
class Toast:
    """A short message near the top. `age` runs from -delay (waiting) up to `life` (gone)."""

    title: str
    line: str
    age: float
    life: float
    phrase: str = ""  # the glossary phrase it says aloud as it shows (with the voice on)
    spoken: bool = False

    @property
    def alpha(self) -> float:
        """0 to 1: fading in, standing, fading out."""
        return max(0.0, min(1.0, self.age / TOAST_FADE, (self.life - self.age) / TOAST_FADE))


class Overlay:
    """Tooltips and toasts over every scene. The App calls `update(dt)` each tick (True: redraw),
    reads `busy`, and calls `draw(surface)` after the scenes."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.ident: tuple | None = None
        self.waited = 0.0
        self.shown = False
        self.target: tuple[pygame.Rect, Tip, bool] | None = None  # rect, tip, from the keyboard
        self.keyboard = False
        self.asked = False  # F1 or ?: the keyboard focus's tooltip shows (until the pointer moves)
        self.resized = 0.0  # seconds until the new window size is saved (0: nothing to save)
        self.toasts: list[Toast] = []  # one shows at a time; the first in line ages, the others wait
        self.drawn_tip: Tip | None = None  # what the last frame showed (tests read it)
        self.drawn_box: pygame.Rect | None = None  # and where
        self._placed: tuple[tuple, pygame.Rect] | None = None  # the last placement asked for, and its answer
        self.clock = 0.0  # seconds of frame time since the window opened (the teaching's waits)
        self.turn_banner: tuple[str, int] | None = None  # a covered network turn's clock: (words, whole seconds)
        self.style = "float"  # or "strip": a fixed band instead of a tooltip by the element (to compare)

    @property
    def enabled(self) -> bool:
        return bool(self.app.settings.tooltips)

    # -- what is pointed at -------------------------------------------------------------------------
    def _focus(self) -> tuple[pygame.Rect, str, dict[str, Any]] | None:
        """The keyboard focus of the scene on top, as (rect, tooltip key, params), if it offers one."""
        top = self.app.stack.top
        return top.focus_tooltip() if top is not None else None

    def _candidate(self, focus) -> tuple[tuple, pygame.Rect, Tip, bool] | None:
        """What the tooltip would be about: the hovered region, or (after a key press) the focus."""
        deck = (self.app.deck_style, self.app.deck_size)  # the deck drawn, not only the one preferred
        region = self.app.input.hovered
        if not self.keyboard and region is not None and region.tooltip_key:
            tip = resolve(region.tooltip_key, region.tooltip_params, *deck, rules=self.app.rules_in_play)
            if tip is not None:
                ident = (region.tooltip_key, tuple(sorted(region.tooltip_params.items())), tuple(region.rect))
                return ident, region.rect, tip, False
        if self.keyboard and focus is not None:
            rect, key, params = focus
            tip = resolve(key, params, *deck, rules=self.app.rules_in_play)
            if tip is not None:
                return (key, tuple(sorted(params.items())), tuple(rect)), rect, tip, True
        return None

    def note(self, event: pygame.event.Event) -> None:
        """Every event the App receives: a key press makes the tooltip follow the keyboard focus, a pointer
        move makes it follow the pointer again."""
        if event.type == pygame.KEYDOWN:
            self.keyboard = True
            top = self.app.stack.top
            typing = top is not None and top.types_text
            if event.key in ASK_KEYS or (event.unicode == "?" and not typing):
                self.asked = not self.asked
        elif event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.keyboard = False
            self.asked = False
        elif event.type == pygame.VIDEORESIZE:
            self.resized = RESIZE_SAVE_DELAY

    def _save_window_size(self, dt: float) -> None:
        """Remember the window's size once a resize has settled (a drag sends dozens of events), not only
        at quit, so a crash does not forget it."""
        if self.resized <= 0:
            return
        self.resized -= dt
        app = self.app
        if self.resized <= 0 and not app.fullscreen and app.save_settings \
                and list(app.settings.window_size) != list(app.windowed_size):
            with contextlib.suppress(ValueError):  # a size the settings refuse: kept for this run only
                app.update_settings(window_size=list(app.windowed_size))

    def update(self, dt: float) -> bool:
        """Advance the hover timer and the toasts; True when the screen must be redrawn."""
        redraw = False
        self.clock += dt
        self._save_window_size(dt)
        focus = self._focus() if self.enabled and self.keyboard and self.asked else None
        cand = self._candidate(focus) if self.enabled else None
        ident = cand[0] if cand else None
        if ident != self.ident:
            self.ident = ident
            self.waited = 0.0
            redraw = self.shown
            self.shown = False
            self.target = None
        if cand is not None:
            self.target = (cand[1], cand[2], cand[3])
            if not self.shown:
                self.waited += dt
                if self.waited >= HOVER_DELAY or cand[3]:  # asked for with a key: at once
                    self.shown = True
                    redraw = True
        banner = self._turn_banner()
        if banner != self.turn_banner:  # the covered turn's clock moved on a second (or appeared, or went)
            self.turn_banner = banner
            redraw = True
        if self.toasts:
            toast = self.toasts[0]
            toast.age += dt  # only the first ages; the others wait their turn
            if toast.phrase and not toast.spoken and toast.age >= 0:  # said as it shows, not ahead of its card
                toast.spoken = True
                self.app.voice.speak(toast.phrase)
            age, life = toast.age, toast.life
            if age >= life:
                self.toasts.pop(0)
                redraw = True
            elif -dt <= age <= TOAST_FADE + dt or age >= life - TOAST_FADE - dt:
                redraw = True  # fading in or out; in between the toast stands still (no full redraws)
        return redraw

    @property
    def busy(self) -> bool:
        waiting = self.target is not None and not self.shown
        return waiting or bool(self.toasts)

    def speak_tip(self) -> bool:
        """P: say the Italian of the tooltip on screen; False when none shows or it has no voice."""
        if self.drawn_tip is None or not self.drawn_tip.phrase:
            return False
        self.app.voice.speak(self.drawn_tip.phrase)
        return True

    # -- toasts -------------------------------------------------------------------------------------
    def toast(self, title: str, line: str = "", delay: float = 0.0, force: bool = False, always: bool = False,
              phrase: str = "") -> None:
        """Show a short message near the top (`force`: even with the teaching off and at once, e.g. a hint;
        `always`: even with the teaching off, in turn, e.g. points a variant awards; `phrase`: the glossary
        phrase spoken as it shows)."""
        if not (force or always) and not self.enabled:
            return
        if force:  # asked for (a hint): at once, ahead of the rest
            self.toasts = [Toast(title, line, 0.0, TOAST_LIFE + 1.0)]
            self.app.dirty = True
            return
        if len(self.toasts) < MAX_TOASTS:
            self.toasts.append(Toast(title, line, -delay, TOAST_LIFE, phrase))
        self.app.dirty = True

    def teaching(self, phrase: str, who: str = "") -> tuple[str, str, str] | None:
        """What teaching an event says: ("Scopa!", "SKOH-pah", "Sweep! — Giulia"), the respelling only for
        readers of English; None with the teaching off or no such phrase."""
        if not self.enabled:
            return None
        try:
            p = i18n.phrase(phrase)
        except KeyError:
            return None
        line = tr("tooltip.toast_line", meaning=p.meaning, name=who) if who else p.meaning
        return p.italian, pronunciation_help(p.pronunciation), line

    def teach(self, phrase: str, delay: float = 0.0, who: str = "", shown: bool = False) -> None:
        """An event in Italian with its translation, in a toast; `shown`: the table already shows its words
        (the scopa's plate), so it is only said."""
        words = self.teaching(phrase, who)
        if words is None:
            return
        if shown:
            self.app.voice.speak(phrase)
            return
        italian, said, line = words
        self.toast(f"{italian}  ·  {said}" if said else italian, line, delay, phrase=phrase)

    # -- drawing ------------------------------------------------------------------------------------
    def _turn_banner(self) -> tuple[str, int] | None:
        """Your network turn's clock when a menu or Settings covers its table (the table shows its own)."""
        top = self.app.stack.top
        for scene in reversed(self.app.stack.scenes):
            found = scene.turn_clock()
            if found is not None:
                return None if scene is top else (found[0], whole_seconds(found[1]))
        return None

    def draw(self, surface: pygame.Surface) -> None:
        if self.turn_banner is not None:
            draw_banner(surface, self.turn_banner[0], self.turn_banner[1])
        self._draw_toasts(surface)
        self.drawn_tip = None
        if self.shown and self.target is not None and self.enabled:
            rect, tip, keyboard = self.target
            if self.style == "strip":
                self._draw_strip(surface, tip)
            else:
                self._draw_tip(surface, rect, tip, keyboard)
            self.drawn_tip = tip

    def _draw_strip(self, surface: pygame.Surface, tip: Tip) -> None:
        """The other way to show a tip (style "strip"): one line in a fixed band, at the top of the felt on
        the table (where the toasts go), else along the window's bottom. Kept to compare with the floating
        tooltip; the floating one reads better next to what it explains, so it is the default."""
        w, h = surface.get_size()
        u = min(w / 1280, h / 800)
        fs = max(13, round(17 * u))
        said = pronunciation_help(tip.pronunciation)
        meaning = tip.meaning if tip.meaning.lower() != tip.italian.lower() else ""
        line = "  ·  ".join(part for part in (tip.italian, said, meaning, tip.note) if part)
        tops = [top for top in (scene.toast_top() for scene in self.app.stack.visible()) if top is not None]
        bh = round(fs * 2)
        box = pygame.Rect(EDGE, tops[-1] + EDGE if tops else h - bh - EDGE, w - 2 * EDGE, bh)
        theme.panel(surface, box, radius=8, fill=theme.TIP)
        text = theme.fit_text(line, fs, box.w - 2 * fs, theme.INK, min_scale=0.7)
        surface.blit(text, text.get_rect(midleft=(box.x + fs, box.centery)))
        self.drawn_box = box

    def _draw_tip(self, surface: pygame.Surface, rect: pygame.Rect, tip: Tip, keyboard: bool) -> None:
        w, h = surface.get_size()
        u = min(w / 1280, h / 800)
        fs = max(13, round(17 * u))
        pad = max(8, round(10 * u))
        max_w = min(max(240, round(420 * u * theme.TEXT_SCALE)), w - 2 * (EDGE + pad))  # wrapped inside the window
        small = max(12, fs - 2)
        # A plain help text (a rule option's, Continue's) comes as the title: wrapped like the note.
        lines: list[pygame.Surface] = [theme.fit_text(line, round(fs * 1.25), max_w, theme.GOLD, bold=True, serif=True)
                                       for line in theme.wrap(tip.italian, round(fs * 1.25), max_w, bold=True)]
        said = pronunciation_help(tip.pronunciation)
        if said:
            lines.append(theme.fit_text(said, fs, max_w, theme.SAID))
        if tip.meaning and tip.meaning.lower() != tip.italian.lower():  # Italian read in Italian: said once
            lines += [theme.fit_text(line, fs, max_w, theme.INK) for line in theme.wrap(tip.meaning, fs, max_w) if line]
        most = round(MAX_NOTE_LINES * theme.TEXT_SCALE)  # larger text: as many words, on more lines
        for chunk in theme.wrap(tip.note, small, max_w)[:most] if tip.note else []:
            lines.append(theme.fit_text(chunk, small, max_w, theme.INK_DIM))
        if tip.phrase and self.app.voice.volume > 0:  # the phrase can be heard: say how
            lines.append(theme.text(tr("tooltip.hear_it"), small, theme.GOLD_DARK))
        bw = max(s.get_width() for s in lines) + 2 * pad
        bh = sum(s.get_height() for s in lines) + 2 * pad + 3 * (len(lines) - 1)
        top = self.app.stack.top
        keep_clear = (top.keep_clear() if top is not None else []) + self.controls()
        pointer = None if keyboard or self.app.input.mouse_pos[0] < 0 else self.app.input.mouse_pos
        asked = ((w, h), (bw, bh), tuple(rect), pointer, tuple(map(tuple, keep_clear)))
        if self._placed is None or self._placed[0] != asked:  # the same tooltip redrawn: placed once
            self._placed = (asked, place_tip((w, h), (bw, bh), rect, pointer, keep_clear))
        box = self._placed[1]
        self.drawn_box = box
        x, y = box.topleft
        pygame.draw.rect(surface, (0, 0, 0), box.move(2, 3), border_radius=10)
        theme.panel(surface, box, radius=10, fill=theme.TIP)
        pygame.draw.rect(surface, theme.GOLD_DARK, box, width=1, border_radius=10)
        yy = y + pad
        for s in lines:
            surface.blit(s, (x + pad, yy))
            yy += s.get_height() + 3

    def controls(self) -> list[pygame.Rect]:
        """Every button and capture option's number chip drawn this frame and in reach (not under a dialog's
        veil: a modal region hides those drawn before it): a tooltip never hides one."""
        regions = self.app.input.regions
        last_modal = max((i for i, r in enumerate(regions) if r.modal), default=-1)
        return [r.rect for r in regions[last_modal + 1:]
                if isinstance(r.hover, tuple) and r.hover and r.hover[0] in CONTROL_KINDS]

    def _draw_toasts(self, surface: pygame.Surface) -> None:
        visible = self.toasts[:1] if self.toasts and self.toasts[0].age >= 0 else []
        top = self.app.stack.top
        if not visible or (top is not None and top.transparent):  # never over a dialog's words and buttons
            return
        w, h = surface.get_size()
        u = min(w / 1280, h / 800)
        fs = max(14, round(20 * u))
        y = round(max(58, 84 * u))
        for scene in self.app.stack.visible():  # on the table: inside the felt, clear of the seat panels
            top = scene.toast_top()
            if top is not None:
                y = top + round(12 * u)
        for toast in visible:
            title, line, alpha = toast.title, toast.line, toast.alpha
            room = round(w * (0.6 if theme.TEXT_SCALE == 1 else 0.9))  # larger text: wider, then wrapped
            bigs = theme.fit_or_wrap(title, round(fs * 1.1), room, theme.GOLD, bold=True, serif=True)
            smalls = theme.fit_or_wrap(line, fs, room, theme.INK) if line else []
            pad = theme.scaled(fs)
            bw = max(s.get_width() for s in bigs + smalls) + 2 * pad
            bh = sum(s.get_height() for s in bigs) + sum(s.get_height() + 2 for s in smalls) + pad
            layer = pygame.Surface((bw, bh), pygame.SRCALPHA)
            lr = layer.get_rect()
            pygame.draw.rect(layer, theme.TOAST, lr, border_radius=min(bh // 2, 22))
            pygame.draw.rect(layer, theme.GOLD_DARK, lr, width=2, border_radius=min(bh // 2, 22))
            ty = pad // 2
            for s in bigs:
                layer.blit(s, s.get_rect(midtop=(bw // 2, ty)))
                ty += s.get_height()
            for s in smalls:
                layer.blit(s, s.get_rect(midtop=(bw // 2, ty + 2)))
                ty += s.get_height() + 2
            layer.set_alpha(max(0, min(255, int(255 * alpha))))
            surface.blit(layer, layer.get_rect(midtop=(w // 2, y)))
            y += bh + 6


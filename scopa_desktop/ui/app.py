"""The game window: one pygame loop driving a stack of scenes.

The loop draws only when something changed (a dirty flag) or a scene is animating; with nothing to do
it sleeps in `pygame.event.wait` so an idle table costs almost no CPU. Bots think on a worker thread
(`app.executor`) so a slow bot never freezes a frame.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pygame

from ..engine import Rules
from . import layout, text, theme
from .anim import SPEEDS
from .card_images import CardImages
from .cards import CardArt
from .input import InputController
from .link_door import LINK_EVENT, WARM_AFTER_MS, WARM_EVENT, open_door, received, warm_network
from .scene import SCENES, Scene, SceneStack
from .sound.audio import Audio
from .sound.music import Music
from .sound.voice import Voice
from .speech import Speech
from .tips.tooltip import Overlay
from .window import open_window

FPS = 60
IDLE_WAIT_MS = 500
# An F11 press this soon (seconds) after the last one is the key held down: pygame drops SDL's own repeats,
# but a window switching to full screen loses and regains the keyboard, and the held key then arrives
# again as a fresh press, so a held F11 would flip the screen over and over.
KEY_HELD_GAP = 0.75


class App(CardImages):
    """Window, settings, card art, input and the scene stack."""

    def __init__(self, size: tuple[int, int] | None = None, seed: int | None = None, home: str | None = None,
                 autoplay: bool = False, fullscreen: bool | None = None, save_settings: bool = True,
                 speech_log: str | None = None) -> None:
        from ..storage import SettingsStore

        self.store = SettingsStore(home)
        loaded = self.store.load()
        self.settings = loaded.settings
        self.notices: list[str] = list(loaded.warnings)
        self.save_settings = save_settings and not loaded.read_only
        self.home = home
        self.seed = seed
        self.autoplay = autoplay  # self-test: scenes advance on their own, no pauses
        text.set_language(self.settings.language)
        theme.apply_look(self.settings.high_contrast, self.settings.text_scale)
        pygame.display.init()
        pygame.font.init()
        want = size or tuple(self.settings.window_size)
        self.windowed_size = (max(layout.MIN_SIZE[0], want[0]), max(layout.MIN_SIZE[1], want[1]))
        self.fullscreen = self.settings.fullscreen if fullscreen is None else fullscreen
        self.screen = self._open_window()
        pygame.display.set_caption(text.tr("app.title"))
        self.art = CardArt()
        self.rules_in_play: Rules | None = None  # the match on the table's rules (the table sets them)
        self._sprites: dict[tuple, tuple[pygame.Surface, int]] = {}
        self.input = InputController()
        self.overlay = Overlay(self)  # tooltips and teaching toasts, over every scene
        self.audio = Audio(lambda: self.settings, self.notices)  # opens the mixer at the first sound
        self.voice = Voice(lambda: self.settings, self.notices)  # the spoken Italian, on its own channel
        self.music = Music(lambda: self.settings, self.notices, self.audio.open_mixer)  # off by default
        self.music.sync()  # starts the loop at once when the player chose music
        self.speech = Speech(self, speech_log)  # every announcement, to the player's screen reader (#43)
        self.stack = SceneStack()
        self.clock = pygame.time.Clock()
        self.executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="scopa-bot")
        self.dirty = True
        self.running = True
        self.frames = 0
        self.now: Callable[[], float] = time.perf_counter  # the wall clock (tests give a clock of their own)
        self._last_f11 = float("-inf")

    # -- window ---------------------------------------------------------------------------------------
    def _open_window(self) -> pygame.Surface:
        was_fullscreen, self._shown_fullscreen = getattr(self, "_shown_fullscreen", False), self.fullscreen
        return open_window(self.fullscreen, self.windowed_size, was_fullscreen)

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def resize(self, size: tuple[int, int]) -> None:
        """Make the window `size` (clamped to the minimum) and let every scene re-lay itself out."""
        size = (max(layout.MIN_SIZE[0], size[0]), max(layout.MIN_SIZE[1], size[1]))
        if not self.fullscreen:
            self.windowed_size = size
            if self.screen.get_size() != size:
                self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self._relayout()

    def _relayout(self) -> None:
        self.screen = pygame.display.get_surface()
        for scene in self.stack.scenes:
            scene.resize(self.size)
        self.dirty = True

    def fullscreen_key(self) -> None:
        """F11: full screen or back, once per press. Presses closer together than KEY_HELD_GAP are the key
        held down (each one restarts the gap), so holding F11 switches once."""
        now = self.now()
        held = now - self._last_f11 < KEY_HELD_GAP
        self._last_f11 = now
        if not held:
            self.toggle_fullscreen()

    def toggle_fullscreen(self) -> None:
        self.fullscreen = not self.fullscreen
        self.screen = self._open_window()
        self.update_settings(fullscreen=self.fullscreen)
        self._relayout()

    # -- settings -------------------------------------------------------------------------------------
    def update_settings(self, **changes: Any) -> None:
        """Apply and save setting changes; the screen redraws at once (a deck switch mid-match too)."""
        old = self.settings
        self.settings = self.settings.replace(**changes)
        if self.save_settings:
            self.notices += self.store.save(self.settings)
        if self.settings.language != old.language:
            text.set_language(self.settings.language)
            pygame.display.set_caption(text.tr("app.title"))
        if {"deck_style", "french_faces", "deck_indices", "large_indices"} & changes.keys():
            for scene in self.stack.scenes:
                scene.deck_changed()
        if {"high_contrast", "text_scale"} & changes.keys():
            self._look_changed()
        self.music.sync()
        self.speech.settings_changed(set(changes))
        self.dirty = True

    def _look_changed(self) -> None:
        """The colours or the text scale changed: every cached picture is redrawn and every screen laid out
        again (larger text takes more room)."""
        theme.apply_look(self.settings.high_contrast, self.settings.text_scale)
        self._sprites.clear()
        self.art.clear()
        for scene in self.stack.scenes:
            scene.resize(self.size)
            scene.deck_changed()
        self.dirty = True

    def toggle_mute(self) -> None:
        """M: all sound off, or back on (saved like any setting)."""
        self.update_settings(mute_master=not self.settings.mute_master)
        if self.settings.mute_master:
            self.audio.stop()

    @property
    def anim_speed(self) -> float:
        return 0.0 if self.autoplay else SPEEDS.get(self.settings.animation_speed, 1.0)

    @property
    def bot_pause(self) -> float:
        return 0.0 if self.autoplay else self.settings.bot_pause_ms / 1000.0

    # -- scenes ---------------------------------------------------------------------------------------
    def make(self, name: str, **kwargs: Any) -> Scene:
        from .scenes import load

        load(name)
        return SCENES[name](self, **kwargs)

    def push(self, name: str, on_close: Callable[[], None] | None = None, **kwargs: Any) -> Scene:
        """Show scene `name` over the current one; `on_close` runs right after it is popped."""
        scene = self.stack.push(self.make(name, **kwargs), on_close=on_close)
        self._screen_changed()
        return scene

    def replace(self, name: str, **kwargs: Any) -> Scene:
        scene = self.stack.replace(self.make(name, **kwargs))
        self._screen_changed()
        return scene

    def pop(self) -> None:
        self.stack.pop()
        self._screen_changed()

    def _screen_changed(self) -> None:
        """The top scene changed: last frame's hit regions belong to the screen that was, so clicks until
        the next draw (later events of the same batch) hit nothing rather than the old screen's buttons."""
        self.input.begin_frame()
        self.input.hovered = None
        self.dirty = True

    def reset_to(self, name: str, **kwargs: Any) -> Scene:
        """Clear the stack and show `name` (back to the main menu, a new game): every scene shuts down, none
        is resumed on the way and no continuation runs."""
        self.stack.clear()
        return self.push(name, **kwargs)

    def quit(self) -> None:
        self.running = False

    # -- the loop -------------------------------------------------------------------------------------
    def busy(self) -> bool:
        return self.overlay.busy or any(scene.busy for scene in self.stack.visible())

    def handle_event(self, event: pygame.event.Event) -> None:
        self.overlay.note(event)  # keys or pointer: which one the tooltip follows
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == LINK_EVENT:  # a lobby link handed over by a later start
            received(self, event.link)
            return
        if event.type == WARM_EVENT:
            warm_network()
            return
        if event.type == pygame.VIDEORESIZE and not self.fullscreen:
            self.resize(event.size)
            return
        if event.type in (pygame.WINDOWSIZECHANGED, pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED):
            if event.type == pygame.WINDOWSIZECHANGED and pygame.display.get_surface().get_size() != self.size:
                self._relayout()
            self.dirty = True
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_F11:
                self.fullscreen_key()
                return
            if event.key == pygame.K_q and event.mod & pygame.KMOD_CTRL:
                self.quit()
                return
        self.stack.settle()
        top = self.stack.top
        if event.type == pygame.KEYDOWN and self.speech.key(event):
            return  # a question at the table, answered aloud
        if event.type == pygame.KEYDOWN and event.key == pygame.K_m and top is not None and not top.types_text \
                and pygame.K_m not in top.keymap() and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            self.toggle_mute()  # M mutes from anywhere (a scene that maps M, the table, does it itself)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_p and top is not None and not top.types_text \
                and pygame.K_p not in top.keymap() and self.overlay.speak_tip():
            return  # P says the Italian of the tooltip on screen (the glossary maps P to its rows)
        if top is not None and event.type in (
            pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL,
        ):
            top.process_event(event)
            self.dirty = True

    def draw(self, full: bool = True) -> None:
        """Draw the visible scenes; present the whole frame, or only what moved (`changed_rects`).

        Presenting is the dear part of a software-rendered frame, so while only cards fly, only the
        areas they cross go to the screen.
        """
        self.input.begin_frame()
        for scene in self.stack.visible():
            scene.draw(self.screen)
        if hasattr(self.stack.top, "draw_walk"):  # the control Tab walked to (ui/walk.py)
            self.stack.top.draw_walk(self.screen)
        self.overlay.draw(self.screen)
        intent = self.input.refresh_hover()
        if intent is not None and self.stack.top is not None:
            self.stack.top.handle(intent)
        if full or self.dirty:
            pygame.display.flip()
        else:
            rects = self.stack.top.changed_rects() if self.stack.top is not None else []
            if rects:
                pygame.display.update(rects)
        self.frames += 1

    def step(self, dt: float) -> None:
        """One frame: events, update, and a draw if anything changed (tests, the self-test and benchmarks call
        this; the window's own loop is `run`). A bot still thinking is waited for first, so whoever counts
        frames never depends on how the worker thread happens to be scheduled."""
        for scene in self.stack.visible():
            future = scene.pending_work
            if future is not None:
                future.exception()  # blocks until the move is ready; an error still surfaces in update()
        for event in pygame.event.get():
            self.handle_event(event)
        self.tick(dt)

    def tick(self, dt: float) -> None:
        self.audio.new_frame(dt)
        self.voice.new_frame(dt)
        self.stack.settle()  # a scene uncovered by a pop resumes before its next update
        visible = list(self.stack.visible())
        for scene in [s for s in self.stack.scenes if s not in visible]:
            scene.background(dt)  # a network table under Settings still hears its server
        for scene in visible:
            scene.update(dt)
        if not self.stack.scenes:
            self.running = False
            return
        self.speech.update()  # says what changed: a new screen, the focus, a play
        if self.overlay.update(dt):
            self.dirty = True
        if self.dirty:
            self.dirty = False
            self.draw(full=True)
        elif self.busy():
            self.draw(full=False)

    def run(self) -> int:
        """The main loop, until quit. Returns the exit status."""
        last = time.perf_counter()
        try:
            while self.running:
                # (when nothing moves, a slice of the next deck's cards is drawn ahead first, if any remain)
                if self.dirty or self.busy() or self.draw_ahead():
                    events = pygame.event.get()
                else:
                    # Nothing moves: sleep until the player does something (an idle table burns no CPU).
                    first = pygame.event.wait(IDLE_WAIT_MS)
                    events = ([first] if first.type != pygame.NOEVENT else []) + pygame.event.get()
                for event in events:
                    self.handle_event(event)
                now = time.perf_counter()
                dt, last = min(0.1, now - last), now
                self.tick(dt)
                if self.running and not self.autoplay and (self.busy() or self.dirty):
                    self.clock.tick(FPS)
        finally:
            self.close()
        return 0

    def close(self) -> None:
        self.executor.shutdown(wait=False, cancel_futures=True)
        self.speech.close()
        if not self.fullscreen and self.save_settings and list(self.settings.window_size) != list(self.windowed_size):
            try:
                self.settings = self.settings.replace(window_size=list(self.windowed_size))
                self.store.save(self.settings)
            except ValueError:
                pass


def start(size: tuple[int, int] | None, seed: int | None, home: str | None, link: str = "",
          speech_log: str | None = None) -> int:
    """Open the window on the main menu and play until quit; `link`: a lobby link to offer to join at once
    (read and checked already). Later starts with a link hand it to this game (link_door.py)."""
    if home:
        os.environ["SCOPA_DESKTOP_HOME"] = str(Path(home))
    try:
        app = App(size=size, seed=seed, home=home, speech_log=speech_log)
    except pygame.error as exc:  # no display (a server, a broken driver): say so plainly
        import sys

        print(text.tr("errors.display_failed", reason=exc), file=sys.stderr)
        return 1
    app.push("menu")
    from .scenes.welcome import run_first_start  # the first start's questions, over the menu
    run_first_start(app)
    door = open_door(app)
    if link:
        received(app, link)
    pygame.time.set_timer(WARM_EVENT, WARM_AFTER_MS, loops=1)  # the network package, once the menu is up
    try:
        return app.run()
    finally:
        if door is not None:
            door.close()

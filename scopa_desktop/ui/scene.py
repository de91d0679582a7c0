"""The scene stack: each screen (menu, setup, table, scoring...) is a Scene; dialogs are scenes on top.

Scenes are registered by name so new ones (hand-off screens, history, hints) plug in without touching
the app: `@register("history") class HistoryScene(Scene)` then `app.push("history")`.

The life cycle (after Tuxemon's state manager):
- `enter()` once, when the scene is first put on the stack;
- `pause()` when another scene is pushed over it;
- `resume()` when it is on top again, called once, just before its next update (a scene popped and
  covered again in the same frame is never resumed);
- `shutdown()` when it leaves the stack (pop, replace, or a reset that clears the stack);
- `on_close`: a continuation given when pushing, run right after that scene is popped ("after this
  sheet, deal the next hand"). A reset or a replace runs no continuation and resumes nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future
from typing import TYPE_CHECKING, Any

import pygame

from . import input as inp
from .page_scroll import Page

if TYPE_CHECKING:
    from .app import App

SCENES: dict[str, type[Scene]] = {}
FocusTip = tuple[pygame.Rect, str, dict[str, Any]]  # a rect, its tooltip key and the key's parameters


def register(name: str):
    """Class decorator: make a scene reachable as `app.push(name)`."""

    def deco(cls: type[Scene]) -> type[Scene]:
        cls.name = name
        SCENES[name] = cls
        return cls

    return deco


class Scene:
    """One screen. The app calls process_event, update(dt) and draw(surface) on the scene on top."""

    name = "scene"
    transparent = False  # draw the scene below first (dialogs)
    form: Any = None  # a menu-like scene's rows (widgets.Form): the focused row's help is its keyboard tooltip
    types_text = False  # keys type into the scene (names): M is a letter there, not "mute"
    ui_sounds = True  # focus moves and presses tick softly (the table has sounds of its own)

    def __init__(self, app: App, **_: Any) -> None:
        self.app = app
        self.on_close: Callable[[], None] | None = None  # run after this scene is popped (set by push)
        self.page = Page()  # scrolled when its content is taller than the window (larger text: ui/page_scroll.py)

    # -- life cycle -----------------------------------------------------------------------------------
    def enter(self) -> None:
        """The scene was put on the stack (once, before its first update)."""

    def pause(self) -> None:
        """Another scene was pushed on top."""

    def resume(self) -> None:
        """The scene is on top again (called just before its next update)."""

    def shutdown(self) -> None:
        """The scene left the stack for good (popped, replaced or cleared): stop its work."""

    # -- what the app and the overlay ask of every scene ----------------------------------------------
    @property
    def pending_work(self) -> Future | None:
        """Work on another thread the next frame depends on (a bot thinking); `App.step` waits for it."""
        return None

    def deck_changed(self) -> None:
        """The card deck or faces changed: redraw (override to drop cached card images)."""
        self.invalidate()

    def focus_tooltip(self) -> FocusTip | None:
        """The keyboard focus, for its tooltip: by default the focused row of the scene's form, if it has help."""
        form = self.form
        if form is not None and 0 <= form.focus < len(form.rows):
            row = form.rows[form.focus]
            rect = form.row_rects.get(row.key)
            if rect is not None and row.help_key:
                return rect, row.help_key, {}
        return None

    def turn_clock(self) -> tuple[str, float] | None:
        """A network turn of yours running out under this scene, to show over the screens above it: (what it
        is, in words; seconds left before a bot plays it). None: nothing runs (any local scene)."""
        return None

    def background(self, dt: float) -> None:
        """Covered by an opaque screen (Settings over a match): keep up what cannot wait, such as the network
        (override; by default nothing: a covered scene waits)."""

    def leave_warning(self) -> str | None:
        """What leaving this scene for the main menu (or quitting) costs others, to ask first; None: nothing."""
        return None

    def keep_clear(self) -> list[pygame.Rect]:
        """Areas a tooltip must never cover (the table: your hand, the prompt, the option chips)."""
        return []

    def toast_top(self) -> int | None:
        """Where the toasts may start on this scene (the table: inside the felt), or None for the default."""
        return None

    # -- input ----------------------------------------------------------------------------------------
    def keymap(self) -> dict[int, inp.Intent]:
        return inp.DEFAULT_KEYS

    def process_event(self, event: pygame.event.Event) -> None:
        for intent in self.app.input.translate(event, self.keymap()):
            if intent.kind == inp.SCROLL and self.page.scrolls:  # a page taller than the window: it scrolls
                self.page.scroll_by(intent.value)
                self.invalidate()
                continue
            if event.type == pygame.KEYDOWN:
                self.page.follow = True  # the keys bring the focus back in view
            if self.ui_sounds and intent.kind in inp.UI_SOUNDS:
                self.app.audio.play(inp.UI_SOUNDS[intent.kind])
            self.handle(intent)

    def handle(self, intent: inp.Intent) -> None:
        """React to one intent (override)."""

    # -- time and drawing -----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Advance animations and polling by `dt` seconds (override)."""

    @property
    def busy(self) -> bool:
        """True while the scene needs frames without input (animating, waiting for a bot)."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Draw, and register hit regions with self.app.input (override)."""

    def changed_rects(self) -> list[pygame.Rect]:
        """While busy without `invalidate`: the screen areas that changed this frame (default: none)."""
        return []

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size (override to recompute layouts)."""

    def invalidate(self) -> None:
        self.app.dirty = True


class SceneStack:
    """The scenes, bottom first, and their life cycle (see the module docstring)."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self._to_resume: Scene | None = None  # uncovered by a pop: resumed before its next update

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene, on_close: Callable[[], None] | None = None) -> Scene:
        top = self.top
        if top is not None:
            if self._to_resume is top:
                self._to_resume = None  # covered again before it ever ran: still paused, nothing to repeat
            else:
                top.pause()
        scene.on_close = on_close
        self.scenes.append(scene)
        scene.enter()
        return scene

    def pop(self) -> Scene | None:
        """Take the top scene off, shut it down, resume (later) the one below, then run its continuation."""
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        if self._to_resume is scene:
            self._to_resume = None
        scene.shutdown()
        if self.scenes:
            self._to_resume = self.scenes[-1]
        if scene.on_close is not None:
            scene.on_close()
        return scene

    def replace(self, scene: Scene) -> Scene:
        """Swap the top scene for `scene`: the old one shuts down, nothing below is resumed."""
        if self.scenes:
            old = self.scenes.pop()
            if self._to_resume is old:
                self._to_resume = None
            old.shutdown()
        self.scenes.append(scene)
        scene.enter()
        return scene

    def clear(self) -> None:
        """Shut every scene down, top first: nothing is resumed and no continuation runs on the way."""
        self._to_resume = None
        while self.scenes:
            self.scenes.pop().shutdown()

    def settle(self) -> None:
        """Resume the scene a pop uncovered, if it is still on top (the app calls this before updates)."""
        scene, self._to_resume = self._to_resume, None
        if scene is not None and scene is self.top:
            scene.resume()

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: the top one and, under transparent ones, those below."""
        out: list[Scene] = []
        for scene in reversed(self.scenes):
            out.append(scene)
            if not scene.transparent:
                break
        return list(reversed(out))

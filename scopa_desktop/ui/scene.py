"""The scene stack: each screen (menu, setup, table, scoring...) is a Scene; dialogs are scenes on top.

Scenes are registered by name so new ones (hand-off screens, history, hints) plug in without touching
the app: `@register("history") class HistoryScene(Scene)` then `app.push("history")`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from . import input as inp

if TYPE_CHECKING:
    from .app import App

SCENES: dict[str, type[Scene]] = {}


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

    def __init__(self, app: App, **_: Any) -> None:
        self.app = app

    # -- input ----------------------------------------------------------------------------------------
    def keymap(self) -> dict[int, inp.Intent]:
        return inp.DEFAULT_KEYS

    def process_event(self, event: pygame.event.Event) -> None:
        for intent in self.app.input.translate(event, self.keymap()):
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

    def pause(self) -> None:
        """Another scene was pushed on top."""

    def resume(self) -> None:
        """The scene on top was popped."""

    def invalidate(self) -> None:
        self.app.dirty = True


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> Scene:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        return scene

    def pop(self) -> Scene | None:
        scene = self.scenes.pop() if self.scenes else None
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> Scene:
        if self.scenes:
            self.scenes.pop()
        self.scenes.append(scene)
        return scene

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: the top one and, under transparent ones, those below."""
        out: list[Scene] = []
        for scene in reversed(self.scenes):
            out.append(scene)
            if not scene.transparent:
                break
        return list(reversed(out))

"""Tab through every control a screen drew: the keyboard's way to what a screen offers beyond its form (a
list of tables to join, a text field, the chat's phrases).

Each control registers its region with the input controller as it is drawn, with a `label` saying what it
is; `RegionWalk` steps through the labelled regions of the last frame in drawing order (top to bottom) and
remembers the one it is on by its intent, so it survives the next frame's redraw. Enter on it does what a
click would. Screens that use it (the online ones) draw its ring with `draw_ring`; speech reads its label.
"""

from __future__ import annotations

import pygame

from . import input as inp
from . import theme


class RegionWalk:
    def __init__(self, controller: inp.InputController) -> None:
        self.controller = controller
        self.intent: inp.Intent | None = None  # the control walked to (None: the form's own focus governs)

    def controls(self) -> list[inp.Region]:
        """The labelled controls drawn last, once each, in drawing order."""
        seen: set = set()
        out = []
        for region in self.controller.regions:
            if region.intent is not None and region.label and region.intent not in seen:
                seen.add(region.intent)
                out.append(region)
        return out

    def current(self) -> inp.Region | None:
        if self.intent is None:
            return None
        return next((r for r in self.controls() if r.intent == self.intent), None)

    def step(self, by: int) -> inp.Region | None:
        """The next (or previous) control, round from the last to the first."""
        controls = self.controls()
        if not controls:
            return None
        at = next((i for i, r in enumerate(controls) if r.intent == self.intent), None)
        index = (0 if by > 0 else len(controls) - 1) if at is None else (at + by) % len(controls)
        self.intent = controls[index].intent
        return controls[index]

    def clear(self) -> None:
        self.intent = None


def draw_ring(surface: pygame.Surface, walk: RegionWalk) -> None:
    """The walked control's focus ring, drawn over the screen."""
    region = walk.current()
    if region is not None:  # the one focus ring of every screen (theme.focus_ring: a band between dark rims)
        theme.focus_ring(surface, region.rect, min(region.rect.h // 3, 10))

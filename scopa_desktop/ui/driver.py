"""Helpers to drive the app without a person: post real pygame events, step frames, set up positions.

Used by the self-test, the screenshots, the frame benchmark and the tests.
"""

from __future__ import annotations

import pygame

from ..engine import Match
from .app import App


def key(app: App, k: int, mod: int = 0) -> None:
    """Post a key press (as the keyboard would) and run one frame."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0))
    app.step(1 / 60)


def click(app: App, pos: tuple[int, int]) -> None:
    """Post a left click at `pos` and run one frame."""
    pos = (int(pos[0]), int(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(1 / 60)


def settle(app: App, max_frames: int = 2000, dt: float = 1 / 30) -> None:
    """Run frames until the top scene stops animating (or the frame budget runs out)."""
    for _ in range(max_frames):
        app.step(dt)
        top = app.stack.top
        if top is None or not top.busy:
            break
    app.step(dt)


def play_to(match: Match, condition, rng_seed: int = 0, limit: int = 2000) -> Match:
    """Play random legal moves until `condition(match)` holds (building screenshot and test positions)."""
    import random

    rng = random.Random(rng_seed)
    for _ in range(limit):
        if condition(match) or match.is_over:
            return match
        match = match.play(rng.choice(match.game.legal_moves()))
    return match

"""Time-based animation: pure easing functions of t in [0, 1], and an Animator of tracks.

A track knows when it starts (a delay), how long it lasts and what it draws; the Animator advances
them all by the elapsed seconds, so the speed is the same at 30 or 144 frames a second. A speed
factor of 0 ("off") finishes every track on the next update.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

SPEEDS: dict[str, float] = {"normal": 1.0, "fast": 0.45, "off": 0.0}
REDUCED_MOTION = 0.25  # reduced motion: every duration times this (near-instant moves), no arcs


# -- easing (after the classic Penner curves) ----------------------------------------------------------
def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def lerp_point(a: tuple[float, float], b: tuple[float, float], t: float) -> tuple[float, float]:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def arc_point(a: tuple[float, float], b: tuple[float, float], t: float, lift: float) -> tuple[float, float]:
    """A point on a gentle arc from a to b: cards are tossed, not slid along a ruler."""
    x, y = lerp_point(a, b, t)
    return (x, y - lift * math.sin(math.pi * t))


def curve_point(a: tuple[float, float], b: tuple[float, float], t: float, bend: float) -> tuple[float, float]:
    """A point on a curve from a to b bowing sideways by `bend` times their distance (to the left of the way
    from a to b for a positive bend): a broom's stroke rather than a toss."""
    mx, my = lerp_point(a, b, 0.5)
    dx, dy = b[0] - a[0], b[1] - a[1]
    cx, cy = mx + dy * bend * 2, my - dx * bend * 2  # the control point, off the middle at right angles
    u = 1 - t
    return (u * u * a[0] + 2 * u * t * cx + t * t * b[0], u * u * a[1] + 2 * u * t * cy + t * t * b[1])


@dataclass
class Track:
    """One animated thing: `draw(surface, t)` with t eased in [0, 1] while it runs."""

    duration: float
    delay: float = 0.0
    ease: Callable[[float], float] = ease_out_cubic
    draw: Callable[[Any, float], None] | None = None
    on_done: Callable[[], None] | None = None
    visible_before_start: bool = False  # draw at t=0 during the delay (a card waiting its turn to move)
    elapsed: float = 0.0
    done: bool = False

    @property
    def started(self) -> bool:
        return self.elapsed >= self.delay

    @property
    def t(self) -> float:
        if self.duration <= 0:
            return 1.0
        raw = min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))
        return self.ease(raw)


@dataclass
class Animator:
    """The running tracks of one scene."""

    speed: float = 1.0
    tracks: list[Track] = field(default_factory=list)

    def add(self, track: Track) -> Track:
        if self.speed <= 0:
            track.duration = 0.0
            track.delay = 0.0
        else:
            track.duration *= self.speed
            track.delay *= self.speed
        self.tracks.append(track)
        return track

    @property
    def busy(self) -> bool:
        return any(not tr.done for tr in self.tracks)

    def update(self, dt: float) -> None:
        finished: list[Track] = []
        for tr in list(self.tracks):
            if tr.done:
                continue
            tr.elapsed += dt
            if tr.elapsed >= tr.delay + tr.duration:
                tr.done = True
                finished.append(tr)
        for tr in finished:
            if tr.on_done is not None:
                tr.on_done()
        self.tracks = [tr for tr in self.tracks if not tr.done]

    def draw(self, surface) -> None:
        for tr in self.tracks:
            if tr.draw is not None and (tr.started or tr.visible_before_start):
                tr.draw(surface, tr.t)

    def finish(self) -> None:
        """Jump every track to its end (a resize or a skip): callbacks run, nothing is left drawn."""
        for _ in range(100):
            if not self.busy:
                break
            self.update(1e6)
        self.tracks.clear()

"""The hold timer of a network turn, where a player sees and hears it (#42: after about a minute a bot played
the player's card without a word, even with the window hidden or a menu open).

The server says how long it holds a person's turn before a bot plays it (NetLink.hold_left). The table shows
the seconds left on your turn beside the prompt and under a seat being waited for; over a menu or Settings
the same clock shows at the top of the window; when your turn's time runs short a sound plays and the
taskbar flags the window, once a turn.
"""

from __future__ import annotations

import contextlib
import warnings
from typing import Any

import pygame

from . import theme
from .text import tr

WARN_SECONDS = 15.0  # your turn's time runs short: the sound and the taskbar's flag
URGENT_SECONDS = 10.0  # the clock turns red


def whole_seconds(seconds: float) -> int:
    """Seconds left as the clock counts them: rounded up (0:01 is never shown as 0:00 while time is left)."""
    return int(-(-seconds // 1))


def clock_text(seconds: float) -> str:
    """Seconds left as a clock reads them: "0:42", "1:05"."""
    whole = whole_seconds(seconds)
    return f"{whole // 60}:{whole % 60:02d}"


def clock_colour(seconds: float) -> tuple[int, int, int]:
    return theme.RED if seconds <= URGENT_SECONDS else theme.GOLD


def draw_clock(surface: pygame.Surface, center: tuple[int, int], seconds: float, size: int) -> pygame.Rect:
    """A pill with a little dial and the seconds left, centred at `center`; returns where it was drawn."""
    label = theme.text(clock_text(seconds), size, (34, 24, 6), bold=True)
    dial = max(6, size // 2)
    rect = pygame.Rect(0, 0, label.get_width() + dial * 2 + 18, max(label.get_height() + 6, dial * 2 + 6))
    rect.center = center
    pygame.draw.rect(surface, (0, 0, 0), rect.move(0, 2), border_radius=rect.h // 2)
    pygame.draw.rect(surface, clock_colour(seconds), rect, border_radius=rect.h // 2)
    hub = (rect.x + 8 + dial, rect.centery)
    pygame.draw.circle(surface, (34, 24, 6), hub, dial, width=max(2, dial // 4))
    pygame.draw.line(surface, (34, 24, 6), hub, (hub[0], hub[1] - dial + 3), max(2, dial // 4))
    pygame.draw.line(surface, (34, 24, 6), hub, (hub[0] + dial - 4, hub[1]), max(2, dial // 4))
    surface.blit(label, label.get_rect(midleft=(hub[0] + dial + 5, rect.centery)))
    return rect


def draw_banner(surface: pygame.Surface, words: str, seconds: float) -> pygame.Rect:
    """The clock over a menu or Settings: "Your turn at the table" and the seconds left, at the top centre."""
    w, _ = surface.get_size()
    size = max(14, round(surface.get_height() * 0.024))
    text = theme.fit_text(words, size, round(w * 0.5), theme.INK, bold=True)
    probe = theme.text(clock_text(seconds), size, bold=True)
    width = text.get_width() + probe.get_width() + size * 3 + 40
    rect = pygame.Rect(0, 8, width, max(text.get_height(), probe.get_height()) + 16)
    rect.centerx = w // 2
    theme.panel(surface, rect, active=True, radius=rect.h // 2, fill=(8, 22, 15, 225))
    surface.blit(text, text.get_rect(midleft=(rect.x + 16, rect.centery)))
    draw_clock(surface, (rect.right - 16 - (probe.get_width() + size * 2) // 2, rect.centery), seconds, size)
    return rect


def flash_window(until_focused: bool) -> bool:
    """Ask the taskbar to flag the window (a no-op where the system has no such thing); True when asked."""
    operation = pygame.FLASH_UNTIL_FOCUSED if until_focused else pygame.FLASH_BRIEFLY
    with contextlib.suppress(AttributeError, pygame.error), warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        pygame.Window.from_display_module().flash(operation)
        return True
    return False


class TurnWarning:
    """Warns once a turn: when your turn starts while the window is not in front (a brief flag), and when its
    time runs short (the sound, a word on screen, and the flag until the window is looked at)."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.started: int | None = None  # the turn whose start was flagged
        self.warned: int | None = None  # the turn whose shortness was warned of
        self.flashes = 0  # taskbar flags asked for (tests)

    def watch(self, turn: int | None, left: float | None) -> None:
        """Your turn `turn` has `left` seconds before a bot plays it (None, None: not your turn)."""
        if turn is None or left is None:
            return
        if self.started != turn:
            self.started = turn
            if not pygame.key.get_focused():
                self.flashes += flash_window(until_focused=False)
        if left <= WARN_SECONDS and self.warned != turn:
            self.warned = turn
            self.app.audio.play("time_short")
            self.flashes += flash_window(until_focused=True)
            self.app.overlay.toast(tr("online.time_short"), tr("online.time_short_line", s=round(left)), force=True)

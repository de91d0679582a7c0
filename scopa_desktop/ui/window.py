"""The game's window on the screen: opened windowed or full screen, with our icon, and placed where it belongs."""

from __future__ import annotations

import contextlib
import os
import sys
import warnings

import pygame

from ..resources import project_path
from . import layout


def open_window(fullscreen: bool, windowed_size: tuple[int, int], was_fullscreen: bool = False) -> pygame.Surface:
    """The display surface, full screen or a resizable window of `windowed_size` (back from full screen: in
    the middle of the screen again)."""
    # The window and taskbar icon: ours, not pygame's default (set before the window opens).
    with contextlib.suppress(pygame.error, FileNotFoundError):
        pygame.display.set_icon(pygame.image.load(str(project_path("assets", "icon-64.png"))))
    if fullscreen and not window_manager_likely():
        # An X display with no desktop session: nothing places a full-screen window, which kept its windowed
        # offset and was cut off on the right and bottom (#42). A borderless window the screen's size, at its
        # corner, fills it the same.
        screen = pygame.display.set_mode(pygame.display.get_desktop_sizes()[0], pygame.NOFRAME)
        place_window((0, 0))
    elif fullscreen:
        screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
    else:
        screen = pygame.display.set_mode(windowed_size, pygame.RESIZABLE)
        if was_fullscreen:
            place_window((pygame.WINDOWPOS_CENTERED, pygame.WINDOWPOS_CENTERED))
        # Keep the window usable: the layout is designed down to 960x600 (pygame-ce 2.5 Window API).
        with contextlib.suppress(AttributeError, pygame.error), warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            pygame.Window.from_display_module().minimum_size = layout.MIN_SIZE
    return screen


def place_window(position: tuple[int, int]) -> None:
    """Move the window (where the system lets a program place it)."""
    with contextlib.suppress(AttributeError, pygame.error), warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        pygame.Window.from_display_module().position = position


def window_manager_likely() -> bool:
    """Whether something places a full-screen window where it belongs: every system but an X display with no
    desktop session (a bare X server, a kiosk), where only the program can."""
    if not sys.platform.startswith(("linux", "freebsd")) or os.environ.get("WAYLAND_DISPLAY"):
        return True
    return any(os.environ.get(name) for name in ("XDG_CURRENT_DESKTOP", "DESKTOP_SESSION", "XDG_SESSION_DESKTOP"))

"""Test-wide set-up: headless SDL before anything imports pygame, and a private home for settings."""

from __future__ import annotations

import os

# GUI tests run headless: no window, no sound device.
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

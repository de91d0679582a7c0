"""Test-wide set-up: headless SDL before anything imports pygame, a private home for settings, and the
shared fixtures of the window tests (one `app`, matches positioned through the public API)."""

from __future__ import annotations

import os

# GUI tests run headless: no window, no sound device.
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# Speech never reaches a real screen reader or voice in the tests (the speech log still gets every line).
os.environ["SCOPA_DESKTOP_SPEECH_OUTPUT"] = "none"

import pytest  # noqa: E402
from pg_harness import postgres_server, postgres_url  # noqa: E402, F401 - a real PostgreSQL (tests/pg_harness.py)

HUMAN_VS_BOT = [{"kind": "human", "name": "", "level": ""}, {"kind": "bot", "name": "Bot", "level": "random"}]


@pytest.fixture
def app(tmp_path, monkeypatch):
    """A headless window with a private home: animations off, bots answer at once, English after the test."""
    from scopa_desktop import i18n
    from scopa_desktop.ui.app import App

    monkeypatch.setenv("SCOPA_DESKTOP_HOME", str(tmp_path))
    a = App(size=(1280, 800), seed=3, home=str(tmp_path), fullscreen=False)
    a.settings = a.settings.replace(animation_speed="off", bot_pause_ms=0, seats=HUMAN_VS_BOT)
    yield a
    a.close()
    i18n.set_language("en")


def match_at(game, seed: int = 1):
    """A match whose current hand is `game` (built through the public to_dict/from_dict round trip)."""
    from scopa_desktop.engine import Match

    data = Match.new(game.rules, game.players, seed=seed).to_dict()
    data["game"] = game.to_dict()
    return Match.from_dict(data)


def match_with_totals(rules, totals: tuple[int, ...], seed: int = 1):
    """A fresh match of two whose score already stands at `totals` (the public to_dict/from_dict round trip)."""
    from scopa_desktop.engine import Match

    data = Match.new(rules, len(totals), seed=seed).to_dict()
    data["totals"] = list(totals)
    return Match.from_dict(data)

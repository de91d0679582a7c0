"""Playing by ear in the tests: a player who reads only the speech log (`--speech-log`), never the screen nor
the scene's state, and answers with key presses. Shared by the journeys of tests/test_speech_journeys.py.

`Ear` hands out the log's new lines; `Player` types and presses keys, steps frames until the game says
something, and turns what was said back into cards (by their Italian names, the deck's own).
"""

from __future__ import annotations

import re
from pathlib import Path

import pygame

from scopa_desktop import i18n
from scopa_desktop.engine import Card, Rules
from scopa_desktop.ui.driver import key

MAX_QUIET_FRAMES = 400  # frames to wait for the game to say something before the test gives up


def card_names(deck_style: str = "napoletane", deck_size: int = 40) -> dict[str, Card]:
    """Every spoken card name of the deck, as the speech says it ("Sette di Denari, il Settebello"), and a
    shorter form without its nickname, each to its card."""
    names: dict[str, Card] = {}
    for card in Card.deck(Rules.preset("classic")):
        italian = i18n.card_phrase(card, deck_size=deck_size, deck_style=deck_style).italian
        names[italian.replace(" — ", ", ")] = card
        names[italian.split(" — ")[0]] = card
    return names


def cards_in(text: str, names: dict[str, Card]) -> list[Card]:
    """The cards named in `text`, in the order they are said (a longer name wins over its prefix)."""
    taken: list[tuple[int, int, Card]] = []
    for name in sorted(names, key=len, reverse=True):
        for found in re.finditer(re.escape(name), text):
            start, end = found.span()
            if not any(s < end and start < e for s, e, _ in taken):
                taken.append((start, end, names[name]))
    return [card for _, _, card in sorted(taken, key=lambda t: t[0])]


class Ear:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.read = 0
        self.heard: list[str] = []

    def new(self) -> list[str]:
        lines = self.path.read_text(encoding="utf-8").splitlines() if self.path.exists() else []
        fresh, self.read = lines[self.read:], len(lines)
        self.heard += fresh
        return fresh


class Player:
    """Keys in, the log's lines out."""

    def __init__(self, app, log: Path) -> None:
        self.app = app
        self.ear = Ear(log)

    def press(self, k: int, mod: int = 0) -> list[str]:
        key(self.app, k, mod)
        self.app.step(1 / 60)
        return self.ear.new()

    def type(self, text: str) -> list[str]:
        lines = []
        for ch in text:
            k = pygame.key.key_code(ch.lower()) if ch.isalnum() else pygame.K_SPACE
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=ch, scancode=0))
            self.app.step(1 / 60)
            lines += self.ear.new()
        return lines

    def listen(self, until, frames: int = MAX_QUIET_FRAMES, backlog: list[str] = ()) -> list[str]:
        """Step frames until a new line makes `until(line)` true; every line heard on the way. `backlog`:
        lines heard already that may hold it (what the last key press made the game say)."""
        if any(until(line) for line in backlog):
            return list(backlog)
        heard: list[str] = []
        for _ in range(frames):
            self.app.step(1 / 30)
            fresh = self.ear.new()
            heard += fresh
            if any(until(line) for line in fresh):
                return heard
        raise AssertionError(f"the game said nothing that was waited for; last heard: {self.ear.heard[-5:]}")

    def press_until(self, k: int, until, presses: int = 30) -> list[str]:
        """Press `k` until a line makes `until(line)` true (moving through a menu by ear)."""
        for _ in range(presses):
            fresh = self.press(k)
            if any(until(line) for line in fresh):
                return fresh
        raise AssertionError(f"never heard what was wanted; last heard: {self.ear.heard[-5:]}")

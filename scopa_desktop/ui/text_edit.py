"""Typing into a text field, the same in every one (names, the welcome question, seats, online fields): a caret
that Home, End and the arrows move, Ctrl+A to select the whole text (what is typed next replaces it,
Backspace clears it), Ctrl+Backspace to delete the word before the caret, Delete for the character after it.

A screen keeps one `Cursor` for the field that has the keyboard; the text itself stays the screen's own (a
string), so a field's value is never anywhere but where it always was. Moving to another field puts the caret
at the end of that one.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

CTRL = pygame.KMOD_CTRL | pygame.KMOD_META  # Cmd on a Mac
SELECTION = (232, 193, 92, 90)  # the highlight behind a selected text


def _word_start(text: str, caret: int) -> int:
    """Where the word before `caret` starts (spaces before it go with it), as Ctrl+Backspace deletes."""
    i = caret
    while i > 0 and text[i - 1].isspace():
        i -= 1
    while i > 0 and not text[i - 1].isspace():
        i -= 1
    return i


@dataclass
class Cursor:
    """The caret in the focused field (`field`: which one; None as `caret`: at the end) and whether the
    whole text is selected."""

    field: Any = None
    caret: int | None = None
    selected: bool = False

    def at(self, field: Any, text: str) -> int:
        """The caret's place in `text`, the text of `field` (another field than before: its end)."""
        if field != self.field:
            self.field, self.caret, self.selected = field, None, False
        return len(text) if self.caret is None else max(0, min(self.caret, len(text)))

    def type(self, field: Any, text: str, event: pygame.event.Event, clean: Callable[[str], str] = str,
             arrows: bool = True) -> str | None:
        """`text` after the key press `event` in `field`, cleaned by `clean` (which may cut it); None when the
        key is not for the text (Tab, Enter, Esc, and the arrows when `arrows` is False: the form's)."""
        if event.type != pygame.KEYDOWN:
            return None
        caret = self.at(field, text)
        ctrl = bool(event.mod & CTRL)
        key = event.key
        if ctrl and key == pygame.K_a:
            self.selected = bool(text)
            return text
        if key in (pygame.K_HOME, pygame.K_END) or (arrows and key in (pygame.K_LEFT, pygame.K_RIGHT)):
            self.selected = False
            moves = {pygame.K_HOME: 0, pygame.K_END: len(text), pygame.K_LEFT: caret - 1, pygame.K_RIGHT: caret + 1}
            self.caret = max(0, min(len(text), moves[key]))
            return text
        if self.selected and key in (pygame.K_BACKSPACE, pygame.K_DELETE):
            self.selected, self.caret = False, 0
            return ""
        if key == pygame.K_BACKSPACE:
            start = _word_start(text, caret) if ctrl else max(0, caret - 1)
            self.caret = start
            return text[:start] + text[caret:]
        if key == pygame.K_DELETE:
            self.caret = caret
            return text[:caret] + text[caret + 1:]
        if event.unicode and not ctrl:  # an input method or a paste may bring several characters at once
            chars = "".join(ch for ch in event.unicode if ch.isprintable())  # what cannot be drawn is dropped
            if not chars:
                return text
            if self.selected:
                text, caret, self.selected = "", 0, False
            new = clean(text[:caret] + chars + text[caret:])
            self.caret = min(len(new), caret + len(chars))
            return new
        return None

    def shown(self, field: Any, text: str, focused: bool) -> str:
        """`text` with the caret drawn where typing goes ("|"), when `field` has the keyboard."""
        if not focused:
            return text
        if self.selected and field == self.field:
            return text
        caret = self.at(field, text)
        return text[:caret] + "|" + text[caret:]

    def is_selected(self, field: Any) -> bool:
        return self.selected and field == self.field


def highlight(surface: pygame.Surface, text_rect: pygame.Rect) -> None:
    """The selection's highlight behind a text drawn at `text_rect` (Ctrl+A)."""
    layer = pygame.Surface(text_rect.inflate(6, 2).size, pygame.SRCALPHA)
    layer.fill(SELECTION)
    surface.blit(layer, text_rect.inflate(6, 2))


def looks_like_a_name(text: str) -> bool:
    """Whether `text` reads as a person's name (to prefill the name asked at the first start): letters, with
    spaces, hyphens or apostrophes between them, two to twenty of them, and not a system account's login
    ("root", "admin", "user"...)."""
    plain = text.strip()
    if not 2 <= len(plain) <= 20 or plain.lower() in ACCOUNT_NAMES:
        return False
    return all(ch.isalpha() or ch in " -'’." for ch in plain) and plain[0].isalpha()


# Logins that name an account, not a person (a computer set up without a personal account uses one)
ACCOUNT_NAMES = frozenset({
    "root", "admin", "administrator", "amministratore", "user", "utente", "guest", "ospite", "owner", "pi",
    "ubuntu", "debian", "fedora", "vagrant", "test", "tester", "demo", "default", "student", "studente",
    "home", "pc", "computer", "mac", "macbook", "laptop", "desktop", "windows", "linux", "runner", "build",
    "ci", "docker", "nobody", "system", "operator", "service", "dev", "developer", "public", "kiosk",
})

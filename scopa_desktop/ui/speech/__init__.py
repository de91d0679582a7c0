"""Play by ear: everything the game shows, said through the player's screen reader (#43).

`Speech` is the App's one speech object. The App hands it every key press first (`key`: the table's
questions, F1's help) and calls `update` after every tick (the focus listener, the table's talk). It finds
the output at the first tick, after the first frame is on screen (`output.Finder`), and again when the
setting changes. Every announcement goes through `Announcer.say`: to the speech logs (`--speech-log FILE`,
and the debug setting's `speech.log`), to the list R repeats, and to the output.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from ..text import tr
from .announcer import Announcement, Announcer, one_line
from .describe import focus_help
from .listener import FocusListener
from .output import OUTPUT_ENV, Finder, Found, handed
from .queries import QUERIES, REPEAT_KEY, table_help
from .table_talk import TableTalk, table_of

__all__ = ["OUTPUT_ENV", "Announcement", "Announcer", "Speech", "one_line", "DEBUG_LOG_NAME"]

DEBUG_LOG_NAME = "speech.log"  # beside settings.yaml, while the debug setting is on
HELP_KEY = pygame.K_F1
SETTINGS_THAT_MATTER = {"speech", "speech_rate", "speech_log", "language"}


class Speech:
    def __init__(self, app: Any, log_path: str | Path | None = None, finder: Finder | None = None) -> None:
        self.app = app
        self.announcer = Announcer()
        self.finder = finder or Finder()
        self.started = False
        if log_path is not None:
            self.announcer.open_log("option", log_path, app.notices)
        self.focus = FocusListener(app, self.announcer, self.full)
        self.table = TableTalk(app, self.announcer, self.full, self.on)

    # -- state ----------------------------------------------------------------------------------------
    def full(self) -> bool:
        return self.app.settings.speech_verbosity == "full"

    def on(self) -> bool:
        """Whether speech reaches the player (a screen reader or voice), or was asked for."""
        return self.announcer.output is not None or self.app.settings.speech == "on"

    @property
    def found(self) -> Found:
        return self.announcer.found

    def say(self, text: str, interrupt: bool = False) -> Announcement | None:
        return self.announcer.say(text, interrupt)

    # -- the output -----------------------------------------------------------------------------------
    def start(self, tell: bool = True) -> None:
        """Find the output for the setting and say how speech stands (when it reaches anyone); `tell`: say it
        now (at the first tick it is said after the first screen's name, see `update`)."""
        self.started = True
        self._debug_log()
        found = self.finder.find(self.app.settings.speech)
        if self.announcer.output is not None:
            self.announcer.output.stop()
        found = Found(handed(found.output), found.reason, found.detail)
        self.announcer.found = found
        rate = getattr(found.output, "set_rate", None)
        if rate is not None:
            rate(self.app.settings.speech_rate)
        if tell:
            self.tell_status()

    def tell_status(self) -> None:
        """Say how speech stands when it reaches the player (a screen reader found: a toast shows it too)."""
        found = self.found
        if found.reason == "screen_reader":
            line = tr("speech.status.screen_reader", name=found.detail)
            self.say(line)
            self.app.overlay.toast(tr("speech.status.title"), line, always=True)
        elif found.reason == "voice":
            self.say(tr("speech.status.voice", name=found.detail))
        elif self.app.settings.speech == "on":
            self.app.notices.append(tr(f"speech.status.{found.reason}"))

    def status(self) -> str:
        """How speech stands, in words (the settings row's help)."""
        found = self.found
        if found.reason in ("screen_reader", "voice"):
            return tr(f"speech.status.{found.reason}", name=found.detail)
        words = tr(f"speech.status.{found.reason}")
        return f"{words} ({found.detail})" if found.detail else words

    def _debug_log(self) -> None:
        if self.app.settings.speech_log:
            if "setting" not in self.announcer.logs:
                self.announcer.open_log("setting", self.app.store.directory / DEBUG_LOG_NAME, self.app.notices)
        else:
            self.announcer.close_log("setting")

    def settings_changed(self, changes: set[str]) -> None:
        if self.started and changes & SETTINGS_THAT_MATTER:
            if changes & {"speech", "speech_rate"}:
                self.start()
            else:
                self._debug_log()

    def log_path(self) -> Path:
        return self.app.store.directory / DEBUG_LOG_NAME

    # -- every tick, every key ------------------------------------------------------------------------
    def update(self) -> None:
        first = not self.started
        if first:
            self.start(tell=False)
        self.table.update()  # a play before the screen it leads to (the last card, then the count)
        self.focus.update()
        if first:
            self.tell_status()  # after the first screen's name, which would cut it short

    def key(self, event: pygame.event.Event) -> bool:
        """A key press, before the scene sees it: True when speech answered it (a question at the table)."""
        top = self.app.stack.top
        if top is None or top.types_text or event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            return False
        table = table_of(self.app)
        at_table = table is not None and top is table
        if event.key == HELP_KEY:
            words = table_help() if at_table else " ".join(
                w for w in (focus_help(top, self.app), tr("speech.help.screen_keys")) if w)
            self.say(words, interrupt=True)
            return False  # the tooltip shows too
        if not at_table or event.key in top.keymap():  # the scene's own key wins (S: the review's summary)
            return False
        if event.key == REPEAT_KEY:
            self.say(self.announcer.last, interrupt=True)
            return True
        query = QUERIES.get(event.key)
        if query is None:
            return False
        self.say(query[1](self.app, table, self.full()), interrupt=True)
        return True

    def close(self) -> None:
        self.announcer.close()

"""The announcer: every announcement goes through here once, to the speech log (one a line, as spoken), to the
list kept for R (repeat) and the tests, and to the output (the screen reader or voice), in that order.

An announcement is plain text in the player's language (card names in Italian, as the game shows them).
`interrupt`: it cuts what is still being said (the focus moved: the old words no longer matter); otherwise it
waits its turn (a bot's play after another's).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import IO

from .output import Found, Output

KEPT = 400  # announcements remembered (R repeats the last; tests read them)


@dataclass(frozen=True)
class Announcement:
    text: str
    interrupt: bool
    at: float  # the clock when it was handed to the output


def one_line(text: str) -> str:
    """`text` on one line, its runs of white space one space: one announcement, one line of the log."""
    return " ".join(text.split())


class SpeechLog:
    """A file getting every announcement, one a line, flushed at once (a test reads it while the game runs).
    A file that cannot be opened adds one notice and logs nothing."""

    def __init__(self, path: str | Path, notices: list[str]) -> None:
        self.path = Path(path)
        self._file: IO[str] | None = None
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._file = open(self.path, "w", encoding="utf-8", newline="\n")  # noqa: SIM115 - kept open
        except OSError as exc:
            notices.append(f"The speech log {self.path} could not be opened: {exc.strerror or exc}")

    def write(self, text: str) -> None:
        if self._file is not None:
            try:
                self._file.write(text + "\n")
                self._file.flush()
            except OSError:
                self.close()

    def close(self) -> None:
        if self._file is not None:
            self._file.close()
            self._file = None


class Announcer:
    def __init__(self, clock: Callable[[], float] = time.perf_counter) -> None:
        self.clock = clock
        self.kept: list[Announcement] = []
        self.logs: dict[str, SpeechLog] = {}  # by who opened it: "option" (--speech-log), "setting" (debug)
        self.found = Found(None, "off")
        self.count = 0  # announcements made (kept holds only the last KEPT)

    @property
    def output(self) -> Output | None:
        return self.found.output

    def say(self, text: str, interrupt: bool = False) -> Announcement | None:
        """Announce `text` (nothing when it is empty)."""
        text = one_line(text)
        if not text:
            return None
        for log in self.logs.values():
            log.write(text)
        output = self.found.output
        if output is not None:
            try:
                output.speak(text, interrupt)
            except Exception:  # noqa: BLE001 - a screen reader that quit mid-game: silence, never a crash
                self.found = Found(None, "none_running")
        self.count += 1
        announcement = Announcement(text, interrupt, self.clock())
        self.kept.append(announcement)
        del self.kept[:-KEPT]
        return announcement

    @property
    def last(self) -> str:
        return self.kept[-1].text if self.kept else ""

    def open_log(self, who: str, path: str | Path, notices: list[str]) -> None:
        self.close_log(who)
        self.logs[who] = SpeechLog(path, notices)

    def close_log(self, who: str) -> None:
        log = self.logs.pop(who, None)
        if log is not None:
            log.close()

    def close(self) -> None:
        for who in list(self.logs):
            self.close_log(who)
        if self.found.output is not None:
            self.found.output.stop()

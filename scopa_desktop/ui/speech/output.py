"""Where announcements go: the player's own screen reader, else (when asked for) a voice of the system's.

Both go through Prism (`prismatoid` on PyPI, MPL-2.0), one library made for exactly this: NVDA, JAWS, ZDSR,
PC-Talker, ZoomText and UI Automation (Narrator) on Windows with SAPI and OneCore voices; VoiceOver with the
AVSpeech voices on macOS; Orca (its remote-control interface, Orca 48 and newer) and Speech Dispatcher on
Linux. It is a binary wheel with its own libraries inside (Linux: glibc 2.34 or newer; libspeechd is loaded
only if the system has it), so nothing else needs installing. When it cannot be imported (a platform without
a wheel) or nothing answers, there is simply no output: the game plays on, and the speech log still gets
every line.

Which output, by the setting `speech`:
- "off": none.
- "auto": a screen reader that is running, else none (sighted players hear nothing new).
- "on": a screen reader that is running, else the system's voice (SAPI or OneCore, AVSpeech, Speech
  Dispatcher), else none.
An Orca too old for the remote-control interface still runs on Speech Dispatcher, so on Linux a running
`orca` process makes Speech Dispatcher the screen reader's channel.
"""

from __future__ import annotations

import contextlib
import os
import queue
import sys
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

OUTPUT_ENV = "SCOPA_DESKTOP_SPEECH_OUTPUT"  # "none": never look for a screen reader (the tests set it)
# Prism's backends that are a person's screen reader (the rest are voices), best first.
SCREEN_READERS = ("NVDA", "JAWS", "VOICE_OVER", "ORCA", "ZDSR", "ZOOM_TEXT", "PC_TALKER", "BOY_PC_READER",
                  "SENSE_READER", "SYSTEM_ACCESS", "WINDOW_EYES")
VOICES = ("ONE_CORE", "SAPI", "AV_SPEECH", "SPEECH_DISPATCHER")


class Output(Protocol):
    """Something that speaks: a screen reader or a voice."""

    name: str
    screen_reader: bool

    def speak(self, text: str, interrupt: bool) -> None: ...

    def stop(self) -> None: ...


@dataclass
class PrismOutput:
    """One Prism backend, made and initialised already."""

    backend: Any
    name: str
    screen_reader: bool

    def speak(self, text: str, interrupt: bool) -> None:
        """Speech, and braille where the screen reader has a display (`output` does both)."""
        features = self.backend.features
        if features.supports_output:
            self.backend.output(text, interrupt)
        else:
            self.backend.speak(text, interrupt)

    def stop(self) -> None:
        with contextlib.suppress(Exception):
            self.backend.stop()

    def set_rate(self, percent: int) -> None:
        """The voice's speed, 50 being its own (screen readers keep the player's own rate)."""
        if not self.screen_reader and self.backend.features.supports_set_rate:
            with contextlib.suppress(Exception):
                self.backend.rate = max(0.0, min(1.0, percent / 100))


class Handed:
    """An output spoken to from a thread of its own, so the game never waits on it: a screen reader's or
    Speech Dispatcher's answer can take tens of milliseconds on a busy machine (scripts/bench/bench_speech.py).
    Announcements keep their order; one that interrupts drops those still waiting (they would be cut anyway).
    Not on macOS, where Prism wants VoiceOver and AVSpeech called from the main thread's run loop."""

    def __init__(self, inner: Output) -> None:
        self.inner = inner
        self.name = inner.name
        self.screen_reader = inner.screen_reader
        self._queue: queue.Queue[tuple[str, bool] | None] = queue.Queue()
        self._thread = threading.Thread(target=self._run, name="scopa-speech", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while True:
            item = self._queue.get()
            try:
                if item is None:
                    return
                with contextlib.suppress(Exception):  # a screen reader gone: that line is lost, the game goes on
                    self.inner.speak(*item)
            finally:
                self._queue.task_done()

    def wait(self) -> None:
        """Until everything handed over so far has reached the output (tests, benchmarks)."""
        self._queue.join()

    def speak(self, text: str, interrupt: bool) -> None:
        if interrupt:
            self._drop_waiting()
        self._queue.put((text, interrupt))

    def _drop_waiting(self) -> None:
        with contextlib.suppress(queue.Empty):
            while True:
                self._queue.get_nowait()
                self._queue.task_done()

    def stop(self) -> None:
        self._drop_waiting()
        self._queue.put(None)
        self.inner.stop()

    def set_rate(self, percent: int) -> None:
        rate = getattr(self.inner, "set_rate", None)
        if rate is not None:
            rate(percent)


def handed(output: Output | None) -> Output | None:
    """`output` behind a thread of its own where that is safe (see Handed)."""
    return output if output is None or sys.platform == "darwin" else Handed(output)


@dataclass(frozen=True)
class Found:
    """What `find_output` found: the output (or None) and why, for the player ("NVDA", "no screen reader")."""

    output: Output | None
    reason: str  # "screen_reader", "voice", "off", "none_running", "no_voice", "no_library", "disabled"
    detail: str = ""


WHY_NO_LIBRARY: list[str] = []  # why Prism could not be imported, said with the "no library" status


def _prism() -> Any | None:
    try:
        import prism
    except (ImportError, OSError) as exc:  # no wheel for this platform, or its library would not load
        WHY_NO_LIBRARY[:] = [f"{type(exc).__name__}: {exc}"[:200]]
        return None
    return prism


def _make(prism: Any, context: Any, name: str, screen_reader: bool) -> PrismOutput | None:
    """Prism's backend `name` made and initialised, if it is there and answers now."""
    backend_id = getattr(prism.BackendId, name, None)
    if backend_id is None or not context.exists(backend_id):
        return None
    try:
        backend = context.create(backend_id)
        if not backend.features.is_supported_at_runtime:
            return None
        return PrismOutput(backend, backend.name, screen_reader)
    except Exception:  # noqa: BLE001 - any refusal means "not running": the next one is tried
        return None


def orca_running(proc: Path = Path("/proc")) -> bool:
    """Whether an `orca` process runs (Linux): an Orca without the remote-control interface speaks through
    Speech Dispatcher, so the game's words join it there."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        entries = list(proc.iterdir())
    except OSError:
        return False
    for entry in entries:
        if entry.name.isdigit():
            with contextlib.suppress(OSError):
                if (entry / "comm").read_text().strip() == "orca":
                    return True
    return False


def windows_screen_reader_flag() -> bool:
    """Windows' own "a screen reader is running" flag (SPI_GETSCREENREADER), which Narrator sets too."""
    if sys.platform != "win32":
        return False
    import ctypes

    flag = ctypes.c_int(0)
    with contextlib.suppress(Exception):
        ctypes.windll.user32.SystemParametersInfoW(0x0046, 0, ctypes.byref(flag), 0)  # type: ignore[attr-defined]
    return bool(flag.value)


class Finder:
    """Finds the output for a setting; keeps Prism's context (made once)."""

    def __init__(self) -> None:
        self._prism: Any = None
        self._context: Any = None

    def _ready(self) -> bool:
        if self._context is None:
            self._prism = _prism()
            if self._prism is None:
                return False
            try:
                self._context = self._prism.Context()
            except Exception:  # noqa: BLE001 - Prism would not start: no output, the game goes on
                self._prism = None
                return False
        return True

    def screen_reader(self) -> PrismOutput | None:
        prism, context = self._prism, self._context
        for name in SCREEN_READERS:
            found = _make(prism, context, name, True)
            if found is not None:
                return found
        if orca_running():
            found = _make(prism, context, "SPEECH_DISPATCHER", True)
            if found is not None:
                found.name = "Orca"
                return found
        if windows_screen_reader_flag():
            return _make(prism, context, "UIA", True)
        return None

    def voice(self) -> PrismOutput | None:
        for name in VOICES:
            found = _make(self._prism, self._context, name, False)
            if found is not None:
                return found
        return None

    def find(self, mode: str) -> Found:
        """The output for the setting `mode` ("auto", "on", "off")."""
        if mode == "off":
            return Found(None, "off")
        if os.environ.get(OUTPUT_ENV, "").lower() == "none":
            return Found(None, "disabled")
        if not self._ready():
            return Found(None, "no_library", "; ".join(WHY_NO_LIBRARY))
        reader = self.screen_reader()
        if reader is not None:
            return Found(reader, "screen_reader", reader.name)
        if mode == "auto":
            return Found(None, "none_running")
        voice = self.voice()
        if voice is not None:
            return Found(voice, "voice", voice.name)
        return Found(None, "no_voice")

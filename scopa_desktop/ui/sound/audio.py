"""Sound effects: the committed sounds of assets/sounds (made by scripts/make/make_sounds.py), played through
pygame's mixer at the player's volume.

Nothing happens at start-up: the mixer opens at the first sound, and each sound loads the first time it
plays. No audio device means no sound and nothing else (the game runs); a missing or damaged sound file
adds one notice for the whole session and that sound stays silent. Each sound gets a channel of its own
(the oldest is cut when all are busy), so overlapping sounds mix. The same sound asked for twice in one
frame plays once: with the animations off, a whole deal lands in one frame and must not click 30 times.
`log` keeps what was played (name, frame, time, volume) for tests and the self-test.
"""

from __future__ import annotations

import json
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pygame

from ...resources import project_path
from ...storage import Notice, Settings

CHANNELS = 16
VOICE_CHANNEL = 0  # kept for the spoken phrases (sound/voice.py): the effects never take it
LOG_LENGTH = 500


@dataclass(frozen=True)
class Played:
    """One sound sent to the mixer: at which frame and time (seconds since the app began) and how loud."""

    name: str
    frame: int
    time: float
    volume: float


class Audio:
    """The game's sound effects; `settings` gives the current settings (volumes and mutes)."""

    kind = "effects"  # the settings' volume_<kind> and mute_<kind> set its level

    def __init__(self, settings: Callable[[], Settings], notices: list[str], folder: Path | None = None) -> None:
        self.settings = settings
        self.notices = notices
        self.folder = folder if folder is not None else project_path("assets", "sounds")
        self.available: bool | None = None  # None: the mixer not tried yet
        self.log: deque[Played] = deque(maxlen=LOG_LENGTH)
        self.frame = 0
        self.time = 0.0
        self._manifest: dict[str, dict] | None = None
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}
        self._this_frame: set[str] = set()
        self._started: dict[int, int] = {}  # channel -> when it last started a sound (the play count)
        self._plays = 0
        self._told = False

    def new_frame(self, dt: float) -> None:
        """The app's clock advanced one frame of `dt` seconds."""
        self.frame += 1
        self.time += dt
        self._this_frame.clear()

    @property
    def volume(self) -> float:
        """This channel's volume, 0 to 1: master x its own level, 0 when either is muted."""
        s = self.settings()
        if s.mute_master or getattr(s, f"mute_{self.kind}"):
            return 0.0
        return s.volume_master / 100 * getattr(s, f"volume_{self.kind}") / 100

    def play(self, name: str, gain: float = 1.0) -> None:
        """Play the effect `name` (a manifest name) at the effects' volume times `gain`."""
        volume = self.volume * gain
        if volume <= 0 or name in self._this_frame or not self._open():
            return
        sound = self._sound(name)
        if sound is None:
            return
        channel = pygame.mixer.find_channel()  # a free channel, never the voice's (reserved)
        if channel is None:  # all busy: the oldest effect makes room (find_channel(True) could cut the voice)
            effects = range(VOICE_CHANNEL + 1, pygame.mixer.get_num_channels())
            channel = pygame.mixer.Channel(min(effects, key=lambda i: self._started.get(i, -1)))
        channel.set_volume(volume)
        channel.play(sound)
        self._plays += 1
        self._started[channel.id] = self._plays
        self._this_frame.add(name)
        self.log.append(Played(name, self.frame, self.time, volume))

    def stop(self) -> None:
        """Silence what is playing (muting)."""
        if self.available:
            pygame.mixer.stop()

    def loads(self, name: str) -> bool:
        """Whether the file of `name` loads (the self-test checks the bundle carries the sounds)."""
        return self._open() and self._sound(name) is not None

    def open_mixer(self) -> bool:
        """Open the mixer once (the music shares it); False when there is no audio device."""
        return self._open()

    def _open(self) -> bool:
        if self.available is None:
            try:
                if not pygame.mixer.get_init():
                    pygame.mixer.init(44100, -16, 2, 512)
                pygame.mixer.set_num_channels(CHANNELS)
                pygame.mixer.set_reserved(VOICE_CHANNEL + 1)
                self.available = True
            except pygame.error as exc:  # no audio device, a broken driver: the game runs silently, and says so
                self.available = False
                said = any(isinstance(n, Notice) and n.key == "errors.no_sound_device" for n in self.notices)
                if not said:  # once, for effects, voice and music together
                    self.notices.append(Notice("errors.no_sound_device", reason=str(exc) or type(exc).__name__))
        return self.available

    def _entries(self) -> dict[str, dict]:
        if self._manifest is None:
            path = self.folder / "manifest.json"
            try:
                data = json.loads(path.read_text(encoding="utf-8"))
                self._manifest = data if isinstance(data, dict) else {}
            except (OSError, ValueError) as exc:
                self._manifest = {}
                self._tell(path, exc)
        return self._manifest

    def _sound(self, name: str) -> pygame.mixer.Sound | None:
        if name not in self._sounds:
            entry = self._entries().get(name)
            sound = None
            path = self.folder / str(entry.get("file", "") if isinstance(entry, dict) else f"{name}.ogg")
            try:
                if entry is None:
                    raise FileNotFoundError(f"{name} is not in the manifest")
                sound = pygame.mixer.Sound(str(path))
            except (pygame.error, OSError) as exc:  # a missing or damaged file: this sound stays silent
                self._tell(path, exc)
            self._sounds[name] = sound
        return self._sounds[name]

    def _tell(self, path: Path, exc: Exception) -> None:
        """Say once per session that sounds are missing (the first reason is enough to find the rest)."""
        if not self._told:
            self._told = True
            self.notices.append(Notice("errors.sound_failed", path=str(path), reason=str(exc) or type(exc).__name__))

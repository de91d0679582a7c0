"""Background music: the loop of assets/music (made by scripts/make/make_music.py), streamed by
pygame.mixer.music and repeated forever while the `music` setting is on.

Off by default. Its level is master x volume_music; M (mute_master) silences it like every sound. `sync`
is called after each settings change and starts, stops or re-levels the stream. Nothing loads at
start-up unless music is on; no audio device means silence, and a missing or damaged file adds one
notice for the session and stays silent.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pygame

from ...resources import project_path
from ...storage import Notice, Settings


class Music:
    """The looping background music; `settings` gives the current settings, `open_mixer` opens the
    mixer (the effects' own, so one mixer serves all) and says whether there is one."""

    def __init__(self, settings: Callable[[], Settings], notices: list[str], open_mixer: Callable[[], bool],
                 folder: Path | None = None) -> None:
        self.settings = settings
        self.notices = notices
        self.open_mixer = open_mixer
        self.folder = folder if folder is not None else project_path("assets", "music")
        self.playing = False
        self._failed = False  # the file could not be loaded: silent for the session

    @property
    def volume(self) -> float:
        """0 to 1: master x music level; 0 when music is off or all sound is muted."""
        s = self.settings()
        if not s.music or s.mute_master:
            return 0.0
        return s.volume_master / 100 * s.volume_music / 100

    def sync(self) -> None:
        """Match the stream to the settings: start it, stop it, or set its level."""
        volume = self.volume
        if volume <= 0:
            if self.playing:
                pygame.mixer.music.stop()
                self.playing = False
            return
        if not self.playing:
            if self._failed or not self.open_mixer():
                return
            try:
                pygame.mixer.music.load(str(self._path()))
                pygame.mixer.music.play(loops=-1)
            except (pygame.error, OSError, ValueError) as exc:
                self._failed = True
                self.notices.append(Notice("errors.sound_failed", path=str(self.folder),
                                           reason=str(exc) or type(exc).__name__))
                return
            self.playing = True
        pygame.mixer.music.set_volume(volume)

    def _path(self) -> Path:
        """The loop named by the manifest (its only entry)."""
        data = json.loads((self.folder / "manifest.json").read_text(encoding="utf-8"))
        entry = next(iter(data.values())) if isinstance(data, dict) and data else None
        if not isinstance(entry, dict) or "file" not in entry:
            raise ValueError("the music manifest names no file")
        path = self.folder / str(entry["file"])
        if not path.is_file():
            raise FileNotFoundError(f"{path} is missing")
        return path

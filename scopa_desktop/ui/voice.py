"""Spoken Italian: the phrases of assets/voice (made by scripts/make/make_voice.py) played on a voice channel.

`Voice` is the effects' `Audio` with another folder, another volume (master x voice) and one channel kept
for it (the effects never take it), so a new phrase cuts the one still speaking: never two voices at once.
Like the effects, it loads each phrase the first time it is spoken and a missing file adds one notice and
stays silent. `log` keeps what was spoken (the phrase key, frame, time, volume).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame

from ..resources import project_path
from ..storage import Settings
from .audio import VOICE_CHANNEL, Audio, Played


class Voice(Audio):
    """The spoken phrases; `settings` gives the current settings (volumes and mutes)."""

    kind = "voice"  # its level: master x volume_voice, silent with mute_master or mute_voice

    def __init__(self, settings: Callable[[], Settings], notices: list[str], folder: Path | None = None) -> None:
        super().__init__(settings, notices, folder if folder is not None else project_path("assets", "voice"))

    def speak(self, phrase_key: str) -> None:
        """Say the phrase `phrase_key` (a manifest key: "scopa", "cards.ranks.7"), cutting any phrase
        still being said."""
        volume = self.volume
        if volume <= 0 or not self._open():
            return
        sound = self._sound(phrase_key)
        if sound is None:
            return
        channel = pygame.mixer.Channel(VOICE_CHANNEL)
        channel.stop()
        channel.set_volume(volume)
        channel.play(sound)
        self.log.append(Played(phrase_key, self.frame, self.time, volume))

    def play(self, name: str, gain: float = 1.0) -> None:
        """A phrase is spoken on the voice channel (see `speak`), never mixed as an effect."""
        self.speak(name)

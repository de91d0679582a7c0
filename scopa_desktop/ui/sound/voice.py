"""Spoken Italian: the phrases of assets/voice (made by scripts/make/make_voice.py) played on a voice channel.

`Voice` is the effects' `Audio` with another folder, another volume (master x voice) and one channel kept
for it (the effects never take it), so a new phrase cuts the one still speaking: never two voices at once.
Like the effects, it loads each phrase the first time it is spoken and a missing file adds one notice and
stays silent. `log` keeps what was spoken (the phrase key, frame, time, volume).
"""

from __future__ import annotations

import array
from collections.abc import Callable
from pathlib import Path

import pygame

from ...resources import project_path
from ...storage import Settings
from .audio import VOICE_CHANNEL, Audio, Played

PART = "+"  # joins the parts of a phrase said in turn
BREATH = 0.06  # seconds of silence between the parts
EDGE_FADE = 0.008  # seconds each part fades in and out over


def faded(raw: bytes, edge: int) -> bytes:
    """16-bit samples `raw` faded in and out over `edge` samples: a recording trimmed mid-wave would click
    where it meets the silence between the parts."""
    samples = array.array("h", raw)
    edge = min(edge, len(samples) // 2)
    for i in range(edge):
        gain = i / edge
        samples[i] = round(samples[i] * gain)
        samples[-1 - i] = round(samples[-1 - i] * gain)
    return samples.tobytes()


class Voice(Audio):
    """The spoken phrases; `settings` gives the current settings (volumes and mutes)."""

    kind = "voice"  # its level: master x volume_voice, silent with mute_master or mute_voice

    def __init__(self, settings: Callable[[], Settings], notices: list[str], folder: Path | None = None) -> None:
        super().__init__(settings, notices, folder if folder is not None else project_path("assets", "voice"))

    def speak(self, phrase_key: str) -> None:
        """Say the phrase `phrase_key` (a manifest key: "scopa", "cards.ranks.7"; or parts joined by "+",
        "cards.ranks.6+cards.of+cards.suits.c" for "Sei di Coppe"), cutting any phrase still being said."""
        volume = self.volume
        if volume <= 0 or not self._open():
            return
        sound = self._joined(phrase_key) if PART in phrase_key else self._sound(phrase_key)
        if sound is None:
            return
        channel = pygame.mixer.Channel(VOICE_CHANNEL)
        channel.stop()
        channel.set_volume(volume)
        channel.play(sound)
        self.log.append(Played(phrase_key, self.frame, self.time, volume))

    def _joined(self, key: str) -> pygame.mixer.Sound | None:
        """The parts of `key` said one after the other with a short breath between, made once: a card's
        name is its rank, "di" and its suit, each recorded once rather than every card apart."""
        if key not in self._sounds:
            parts = [self._sound(part) for part in key.split(PART)]
            joined = None
            if all(parts):
                frequency, size, channels = pygame.mixer.get_init()
                breath = bytes(round(frequency * BREATH) * channels * (abs(size) // 8))
                edge = round(frequency * EDGE_FADE) * channels
                raws = [faded(part.get_raw(), edge) if size == -16 else part.get_raw() for part in parts]
                joined = pygame.mixer.Sound(buffer=breath.join(raws))
            self._sounds[key] = joined
        return self._sounds[key]

    def play(self, name: str, gain: float = 1.0) -> None:
        """A phrase is spoken on the voice channel (see `speak`), never mixed as an effect."""
        self.speak(name)

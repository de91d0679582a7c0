"""Background music (#17): off by default; turning it on streams the loop forever at master x music level,
off or M stops it, a missing file gives one notice and silence. Read through a recording stand-in for
pygame.mixer.music (what the game asked of the stream) and the stream's own busy flag."""

from __future__ import annotations

import json
import shutil

import pygame
import pytest

from scopa_desktop.resources import project_path
from scopa_desktop.ui.driver import key, settle
from scopa_desktop.ui.sound.music import Music

MUSIC = project_path("assets", "music")


class RecordingStream:
    """Stands in for pygame.mixer.music: keeps each call, and whether a loop is playing."""

    def __init__(self) -> None:
        self.calls: list[tuple] = []
        self.busy = False

    def load(self, path: str) -> None:
        self.calls.append(("load", path))

    def play(self, loops: int = 0) -> None:
        self.calls.append(("play", loops))
        self.busy = True

    def stop(self) -> None:
        self.calls.append(("stop",))
        self.busy = False

    def set_volume(self, volume: float) -> None:
        self.calls.append(("volume", round(volume, 3)))

    def get_busy(self) -> bool:
        return self.busy


@pytest.fixture
def stream(monkeypatch) -> RecordingStream:
    recording = RecordingStream()
    monkeypatch.setattr(pygame.mixer, "music", recording)
    return recording


def test_the_music_file_is_a_short_quiet_loop():
    [entry] = json.loads((MUSIC / "manifest.json").read_text(encoding="utf-8")).values()
    assert 20 <= entry["duration"] <= 40
    assert -31 <= entry["rms_db"] <= -25 and entry["peak_db"] < -1
    assert (MUSIC / entry["file"]).stat().st_size == entry["bytes"] < 400_000


def test_music_is_off_by_default_and_nothing_streams(app, stream):
    assert app.settings.music is False
    app.update_settings(volume_music=70)
    assert stream.calls == [] and not stream.busy


def test_turning_music_on_streams_the_loop_forever_at_master_times_music(app, stream):
    app.update_settings(volume_master=50, volume_music=60, music=True)
    assert stream.busy
    load, play, volume = stream.calls
    assert load[0] == "load" and load[1].endswith("tarantella.ogg")
    assert play == ("play", -1) and volume == ("volume", 0.3)
    app.update_settings(volume_music=100)
    assert stream.calls[-1] == ("volume", 0.5) and ("load", load[1]) not in stream.calls[3:]  # not restarted
    app.update_settings(music=False)
    assert stream.calls[-1] == ("stop",) and not stream.busy


def test_m_silences_the_music_and_brings_it_back(app, stream):
    app.update_settings(music=True)
    app.reset_to("menu")
    settle(app)
    key(app, pygame.K_m)
    assert app.settings.mute_master and not stream.busy
    key(app, pygame.K_m)
    assert not app.settings.mute_master and stream.busy and stream.calls[-2] == ("play", -1)


def test_the_settings_screen_turns_music_on_and_saves_it(app, stream):
    app.save_settings = True
    app.reset_to("menu")
    app.push("settings")
    settle(app)
    app.stack.top.form.focus_on("music")
    key(app, pygame.K_RIGHT)  # from off to the lowest level
    assert app.settings.music and app.settings.volume_music == 10 and stream.busy
    assert stream.calls[-1] == ("volume", 0.08)
    key(app, pygame.K_RIGHT)
    assert stream.calls[-1] == ("volume", 0.16)
    saved = app.store.load().settings
    assert saved.music is True and saved.volume_music == 20
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert not app.settings.music and not stream.busy and app.settings.volume_music == 10


def test_the_real_stream_plays_and_stops_on_the_dummy_driver(app):
    app.update_settings(music=True)
    assert app.music.playing and pygame.mixer.music.get_busy()
    app.update_settings(music=False)
    assert not app.music.playing and not pygame.mixer.music.get_busy()


DAMAGES = {"missing": lambda path: path.unlink(), "damaged": lambda path: path.write_bytes(b"OggS not really")}


@pytest.mark.parametrize("damage", DAMAGES)
def test_a_missing_music_file_gives_one_notice_and_silence(app, tmp_path, damage):
    folder = tmp_path / "music"
    shutil.copytree(MUSIC, folder)
    DAMAGES[damage](folder / "tarantella.ogg")
    app.music = Music(lambda: app.settings, app.notices, app.audio.open_mixer, folder)
    app.notices.clear()
    app.update_settings(music=True)
    app.update_settings(volume_music=80)
    app.update_settings(music=False)
    app.update_settings(music=True)
    assert [n.key for n in app.notices] == ["errors.sound_failed"]
    assert not app.music.playing

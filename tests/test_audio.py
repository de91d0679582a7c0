"""Sound effects (#17): each game event plays its sound when its card lands, muting and volumes apply, and a
missing file or a missing audio device never stops the game. Read through `app.audio.log` (what was sent to
the mixer, with its frame and time); one test listens to what the disk audio driver wrote."""

from __future__ import annotations

import array
import json
import shutil

import pygame
import pytest
from conftest import HUMAN_VS_BOT, match_at

from scopa_desktop.engine import Game, Rules
from scopa_desktop.resources import project_path
from scopa_desktop.ui.anim import SPEEDS
from scopa_desktop.ui.driver import key, settle
from scopa_desktop.ui.scenes.table import player
from scopa_desktop.ui.seats import seats_from_settings
from scopa_desktop.ui.sound.audio import Audio

FRAME = 1 / 60
SOUNDS = project_path("assets", "sounds")


def open_table(app, hands, table, **position):
    game = Game.from_position(Rules.preset("classic"), hands=hands, table=table, stock=[], **position)
    scene = app.reset_to("table", match=match_at(game), seats=seats_from_settings(HUMAN_VS_BOT, 2))
    settle(app)
    app.audio.log.clear()
    return scene


def names(app) -> list[str]:
    return [p.name for p in app.audio.log]


def play_first_card(app) -> float:
    """Play the first card of the hand as dealt (its only option; the hand is shown sorted, so its key is its
    place there); returns the audio clock as the move was made (its frame then advances the animation by one
    frame)."""
    table = app.stack.top
    key(app, pygame.K_1 + table.shown_hand().index(table.game.hands[table.view_seat][0]))
    start = app.audio.time
    key(app, pygame.K_RETURN)
    return start


def step_until_heard(app, name: str, start: float, limit: float = 5.0) -> float:
    """Step frames until `name` is played; the seconds from `start` to the frame it played in."""
    while name not in names(app):
        assert app.audio.time - start < limit, f"{name} never played: {names(app)}"
        app.step(FRAME)
    return next(p.time for p in app.audio.log if p.name == name) - start


def test_every_effect_in_the_manifest_has_its_file_small_and_not_clipping():
    manifest = json.loads((SOUNDS / "manifest.json").read_text(encoding="utf-8"))
    wanted = {"shuffle", "deal", "lay", "capture_small", "capture_medium", "capture_large", "gather", "sweep",
              "scopa", "settebello", "hand_end", "scoring", "match_won", "match_lost", "your_turn", "button",
              "menu_move", "time_short", "can_capture", "will_lie"}
    assert set(manifest) == wanted
    for entry in manifest.values():
        assert (SOUNDS / entry["file"]).stat().st_size == entry["bytes"]
        assert entry["peak_db"] < 0
    assert sum((SOUNDS / e["file"]).stat().st_size for e in manifest.values()) < 1_000_000


@pytest.mark.parametrize("speed", ["normal", "fast"])
def test_a_capture_sounds_when_the_played_card_lands_and_not_before(app, speed):
    app.settings = app.settings.replace(animation_speed=speed)
    table = open_table(app, [["5c", "1c"], ["2b", "4b"]], ["5s", "3c"])
    landing = player.PLAY_FLIGHT * SPEEDS[speed]
    start = play_first_card(app)
    assert table.animating and "capture_small" not in names(app)
    heard = step_until_heard(app, "capture_small", start)
    assert landing - 1e-9 <= heard < landing + 2 * FRAME  # the landing frame, paced by the speed
    assert "scopa" not in names(app)  # the 3 of clubs stays on the table


def test_a_scopa_sounds_with_its_banner_and_the_settebello_when_taken(app):
    app.settings = app.settings.replace(animation_speed="normal")
    open_table(app, [["7d", "1c"], ["2b", "4b"]], ["7s"])
    start = play_first_card(app)
    heard = step_until_heard(app, "scopa", start)
    banner = player.PLAY_FLIGHT + player.GATHER_DELAY - player.BANNER_LEAD
    assert banner - 1e-9 <= heard < banner + 2 * FRAME
    assert names(app).index("settebello") < names(app).index("scopa")  # taken as the card lands, before


def test_with_the_animations_off_each_event_plays_once_not_a_burst(app):
    app.reset_to("table", rules=Rules.preset("classic"), seats=seats_from_settings(HUMAN_VS_BOT, 2), seed=4)
    app.step(FRAME)  # ten cards dealt and four laid, all in this frame: one click each, one shuffle
    assert sorted(names(app)) == ["deal", "lay", "shuffle"]
    table = open_table(app, [["5c"], ["2b"]], ["5s", "3c"], last_capturer=1)
    play_first_card(app)
    while app.stack.top is table:
        app.step(FRAME)
    played = names(app)
    for name in ("capture_small", "gather", "sweep", "hand_end", "scoring"):
        assert played.count(name) == 1, played


def test_your_turn_is_heard_softly_once_the_bots_card_has_landed(app):
    app.settings = app.settings.replace(animation_speed="normal")
    open_table(app, [["5c", "1c"], ["2b", "4b"]], ["5s", "3c"])
    play_first_card(app)
    settle(app)  # the bot answers: its card lands (on the three, a trail), then it is your turn
    played = names(app)
    assert played[-2:] == ["lay", "your_turn"] and played.count("your_turn") == 1
    assert app.audio.log[-1].volume == pytest.approx(0.8 * app.audio.volume)


def test_m_mutes_everything_from_the_table_and_nothing_plays_after(app):
    open_table(app, [["5c", "1c"], ["2b", "4b"]], ["5s", "3c"])
    key(app, pygame.K_m)
    assert app.settings.mute_master and app.audio.volume == 0
    play_first_card(app)
    for _ in range(30):
        app.step(FRAME)
    assert not app.audio.log  # nothing at all
    key(app, pygame.K_m)
    assert not app.settings.mute_master and app.audio.volume > 0


def test_m_mutes_at_the_menu_but_types_a_letter_in_a_name(app):
    app.reset_to("menu")
    settle(app)
    key(app, pygame.K_m)
    assert app.settings.mute_master
    key(app, pygame.K_m)
    assert not app.settings.mute_master
    names_scene = app.push("names")
    settle(app)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m", scancode=0))
    app.step(FRAME)
    assert not app.settings.mute_master and names_scene.names[0].endswith("m")


def test_the_volume_settings_set_each_sounds_level(app):
    app.settings = app.settings.replace(volume_master=50, volume_effects=40)
    app.reset_to("menu")
    settle(app)
    app.audio.log.clear()
    key(app, pygame.K_DOWN)  # a menu move: very soft, at the effects' level
    [played] = app.audio.log
    assert played.name == "menu_move" and played.volume == pytest.approx(0.2)
    app.settings = app.settings.replace(mute_effects=True)
    key(app, pygame.K_DOWN)
    assert len(app.audio.log) == 1


def test_the_settings_screen_changes_the_volume_and_saves_it(app):
    app.save_settings = True
    app.reset_to("menu")
    app.push("settings")
    settle(app)
    form = app.stack.top.form
    form.focus_on("volume_effects")
    key(app, pygame.K_LEFT)  # one step down from 80 %
    assert app.settings.volume_effects == 70
    assert app.store.load().settings.volume_effects == 70
    assert app.audio.log[-1].volume == pytest.approx(0.8 * 0.7)  # the sample is heard at the new level


@pytest.mark.parametrize("damage", ["missing", "damaged"])
def test_a_missing_or_damaged_sound_file_gives_one_notice_and_the_game_goes_on(app, tmp_path, damage):
    folder = tmp_path / "sounds"
    shutil.copytree(SOUNDS, folder)
    if damage == "missing":
        (folder / "capture_small.ogg").unlink()
        (folder / "lay.ogg").unlink()
    else:
        (folder / "capture_small.ogg").write_bytes(b"OggS not really")
        (folder / "lay.ogg").write_bytes(b"")
    app.audio = Audio(lambda: app.settings, app.notices, folder)
    app.notices.clear()
    table = open_table(app, [["5c", "1c", "9d"], ["2b", "4b", "6s"]], ["5s", "3c"])
    play_first_card(app)  # takes the five: its capture sound is missing
    settle(app)  # the bot plays
    play_first_card(app)  # the ace is laid: its sound is missing too
    settle(app)
    assert len(app.notices) == 1 and app.notices[0].key == "errors.sound_failed"
    assert "capture_small" not in names(app) and "gather" in names(app)  # the others still play
    assert len(table.game.history) == 4


def test_without_a_mixer_the_game_runs_silently_and_says_so_once(app, monkeypatch):
    def no_device(*args, **kwargs):
        raise pygame.error("no audio device")

    pygame.mixer.quit()
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    app.audio = Audio(lambda: app.settings, app.notices)
    app.notices.clear()
    table = open_table(app, [["5c", "1c", "9d"], ["2b", "4b", "6s"]], ["5s", "3c"])
    play_first_card(app)
    settle(app)
    play_first_card(app)
    settle(app)
    assert app.audio.available is False and not app.audio.log
    assert [n.key for n in app.notices] == ["errors.no_sound_device"]  # said once, however many sounds
    assert len(table.game.history) == 4


@pytest.mark.parametrize("totals, conceding, heard", [([8, 0], 1, "match_won"), ([0, 8], 0, "match_lost")])
def test_the_match_end_is_heard_as_won_or_lost(app, totals, conceding, heard):
    import dataclasses

    from scopa_desktop.engine import Match

    data = Match.new(dataclasses.replace(Rules.preset("classic"), forfeit_seven_zero=True), 2, seed=0).to_dict()
    data["totals"] = totals
    table = app.reset_to("table", match=Match.from_dict(data), seats=seats_from_settings(HUMAN_VS_BOT, 2))
    settle(app)
    table.concede(conceding)
    app.step(FRAME)
    assert app.stack.top.name == "match_end" and names(app)[-1] == heard


def test_a_played_sound_reaches_the_audio_device(tmp_path, monkeypatch):
    """The disk audio driver writes what the mixer outputs to a file: after a sound plays, it holds
    non-silent samples. The driver runs in real time, so the file is read until it has them (or 5 s)."""
    out = tmp_path / "out.raw"
    pygame.mixer.quit()
    monkeypatch.setenv("SDL_AUDIODRIVER", "disk")
    monkeypatch.setenv("SDL_DISKAUDIOFILE", str(out))
    from scopa_desktop.storage import Settings

    audio = Audio(lambda: Settings(), [])
    try:
        audio.play("scopa")
        assert audio.available and [p.name for p in audio.log] == ["scopa"]
        deadline = pygame.time.get_ticks() + 5000
        loudest = 0
        while loudest < 1000 and pygame.time.get_ticks() < deadline:
            pygame.time.wait(20)  # the condition is the file's content; the deadline only bounds a failure
            data = out.read_bytes()
            samples = array.array("h", data[: len(data) // 2 * 2])
            loudest = max(map(abs, samples), default=0)
        assert loudest >= 1000, "only silence reached the device"
        assert loudest < 32767  # and it does not clip
    finally:
        pygame.mixer.quit()


@pytest.mark.parametrize("field, bad", [("volume_master", 101), ("volume_effects", -1), ("volume_master", True),
                                        ("mute_effects", "yes")])
def test_the_sound_settings_refuse_what_is_not_a_level_or_a_switch(field, bad):
    from scopa_desktop.storage import Settings

    with pytest.raises(ValueError, match=field):
        Settings(**{field: bad})
    settings, problems = Settings.from_dict({field: bad, "mute_master": True})  # read from a file
    assert getattr(settings, field) == getattr(Settings(), field) and len(problems) == 1
    assert settings.mute_master  # the valid value is kept


def test_the_selftest_fails_when_the_sounds_are_not_shipped(tmp_path, monkeypatch, capsys):
    from scopa_desktop.ui.sound import audio as audio_module
    from scopa_desktop.ui.tools.selftest import selftest

    monkeypatch.setattr(audio_module, "project_path", lambda *parts: tmp_path / "not-shipped" / parts[-1])
    assert selftest(seed=1, home=str(tmp_path)) == 1
    assert "did not load" in capsys.readouterr().err

"""Spoken Italian (#17): every phrase has its voice file, a phrase is spoken on one voice channel (a new one
cuts the last), muting and volumes apply, a missing file never stops the game. Read through `app.voice.log`
(what was sent to the mixer) and the voice channel's sound."""

from __future__ import annotations

import json
import shutil

import pygame
import pytest
from test_audio import FRAME, open_table, play_first_card

from scopa_desktop.resources import project_path
from scopa_desktop.ui import input as inp
from scopa_desktop.ui.driver import click, key, settle
from scopa_desktop.ui.sound.audio import VOICE_CHANNEL
from scopa_desktop.ui.sound.voice import Voice

VOICE = project_path("assets", "voice")


def spoken(app) -> list[str]:
    return [p.name for p in app.voice.log]


def manifest() -> dict[str, dict]:
    return json.loads((VOICE / "manifest.json").read_text(encoding="utf-8"))


def test_every_phrase_of_the_locales_has_its_voice_file_small_and_not_clipping():
    import importlib.util

    spec = importlib.util.spec_from_file_location("make_voice", project_path("scripts", "make", "make_voice.py"))
    make_voice = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(make_voice)
    entries = manifest()
    for phrase, text in make_voice.phrases().items():
        assert phrase in entries, f"phrase {phrase!r} has no voice file: run scripts/make/make_voice.py"
        assert entries[phrase]["text"] == text, f"phrase {phrase!r} changed its Italian: run scripts/make/make_voice.py"
        assert (VOICE / entries[phrase]["file"]).is_file(), f"{phrase!r}: no file: run scripts/make/make_voice.py"
    for entry in entries.values():
        assert entry["peak_db"] < 0 and entry["voice"]
        assert (VOICE / entry["file"]).stat().st_size == entry["bytes"]
    assert sum(e["bytes"] for e in entries.values()) < 2_000_000


def test_a_new_phrase_cuts_the_one_still_spoken(app):
    app.voice.speak("tris")  # opens the mixer
    pygame.mixer.stop()  # what earlier tests left playing
    app.voice.log.clear()
    app.voice.speak("pausa")  # over a second long: still speaking at the next
    app.voice.speak("scopa")
    assert spoken(app) == ["pausa", "scopa"]
    channel = pygame.mixer.Channel(VOICE_CHANNEL)
    assert channel.get_sound().get_length() == pytest.approx(manifest()["scopa"]["duration"], abs=0.05)
    others = [i for i in range(pygame.mixer.get_num_channels()) if i != VOICE_CHANNEL]
    assert not any(pygame.mixer.Channel(i).get_busy() for i in others)  # the first phrase went nowhere else


def test_effects_never_take_the_voice_channel(app):
    app.voice.speak("pausa")
    for _ in range(40):  # more effects than channels: the oldest make room, never the voice
        app.audio.new_frame(1 / 60)
        app.audio.play("lay")
    sound = pygame.mixer.Channel(VOICE_CHANNEL).get_sound()
    assert sound is not None
    assert sound.get_length() == pytest.approx(manifest()["pausa"]["duration"], abs=0.05)


@pytest.mark.parametrize("mute", [{"mute_voice": True}, {"mute_master": True}, {"volume_voice": 0}])
def test_a_muted_voice_says_nothing(app, mute):
    app.settings = app.settings.replace(**mute)
    app.voice.speak("scopa")
    assert spoken(app) == []


def test_the_voice_volume_is_master_times_voice(app):
    app.settings = app.settings.replace(volume_master=50, volume_voice=60, volume_effects=100)
    app.voice.speak("scopa")
    assert app.voice.log[-1].volume == pytest.approx(0.3)


def test_a_missing_voice_file_gives_one_notice_and_stays_silent(app, tmp_path):
    folder = tmp_path / "voice"
    shutil.copytree(VOICE, folder)
    (folder / "scopa.ogg").unlink()
    (folder / "settebello.ogg").write_bytes(b"OggS not really")
    app.voice = Voice(lambda: app.settings, app.notices, folder)
    app.notices.clear()
    for phrase in ("scopa", "settebello", "scopa", "primiera"):
        app.voice.speak(phrase)
    assert len(app.notices) == 1 and app.notices[0].key == "errors.sound_failed"
    assert spoken(app) == ["primiera"]


def scopa_toast_shown(app) -> bool:
    return any(t.phrase == "scopa" and t.age >= 0 for t in app.overlay.toasts)


def test_a_scopa_is_said_as_its_plate_shows_with_its_words_and_no_toast_repeats_them(app):
    """The plate says "Scopa!" with the teaching line under it; a toast saying the same again is gone. The
    voice speaks as the plate appears, when the swept cards land, and the Last capture panel shows the
    sweep beside it (it said "No capture yet" until the plate had gone)."""
    app.settings = app.settings.replace(animation_speed="normal", tooltips=True)
    table = open_table(app, [["7c", "1c"], ["2b", "4b"]], ["7s"])
    app.voice.log.clear()
    play_first_card(app)
    assert table.player.sweeping and table.player.plated
    landed = False
    for _ in range(240):
        app.step(FRAME)
        landed = landed or not table.player.sweeping
        assert ("scopa" in spoken(app)) == landed, f"spoken {spoken(app)} with the cards landed={landed}"
        assert not scopa_toast_shown(app)
        if landed:
            break
    assert landed and spoken(app) == ["scopa"] and table.player.busy  # the plate is still showing
    assert table.last_capture.shown_play is not None and table.last_capture.shown_play.scopa
    for _ in range(120):
        app.step(FRAME)
        assert not scopa_toast_shown(app)


def test_without_animations_the_scopa_toast_teaches_and_says_it(app):
    app.settings = app.settings.replace(animation_speed="off", tooltips=True)
    open_table(app, [["7c", "1c"], ["2b", "4b"]], ["7s"])
    app.voice.log.clear()
    play_first_card(app)
    for _ in range(60):
        app.step(FRAME)
        if scopa_toast_shown(app):
            break
    assert scopa_toast_shown(app) and spoken(app) == ["scopa"]


def test_with_the_voice_muted_the_table_says_nothing(app):
    app.settings = app.settings.replace(animation_speed="normal", tooltips=True, mute_voice=True)
    table = open_table(app, [["7c", "1c"], ["2b", "4b"]], ["7s"])
    app.voice.log.clear()
    play_first_card(app)
    for _ in range(240):
        app.step(FRAME)
        if not table.player.busy:
            break
    assert not table.player.busy and spoken(app) == []


def play_buttons(app) -> dict[int, pygame.Rect]:
    """The glossary's play buttons on screen: row index -> where."""
    return {r.intent.value[1]: r.rect for r in app.input.regions
            if r.intent and r.intent.kind == inp.ACTION and isinstance(r.intent.value, tuple)
            and r.intent.value[0] == "speak"}


def test_each_glossary_row_has_a_play_button_that_speaks_its_phrase(app):
    scene = app.push("glossary")
    settle(app)
    buttons = play_buttons(app)
    assert set(buttons) == {i for i in scene.row_rects if not scene.rows[i].heading}
    row = sorted(buttons)[2]
    click(app, buttons[row].center)
    assert spoken(app) == [scene.rows[row].phrase]
    key(app, pygame.K_END)  # the cards' names at the end have their voice too
    last = max(play_buttons(app))
    click(app, play_buttons(app)[last].center)
    assert spoken(app)[-1] == scene.rows[last].phrase == "cards.french_suits.b"


def test_p_speaks_the_glossary_row_under_the_pointer_else_the_first_in_view(app):
    scene = app.push("glossary")
    settle(app)
    key(app, pygame.K_p)
    assert spoken(app) == ["scopa"]  # the first phrase
    row = sorted(play_buttons(app))[4]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=scene.row_rects[row].midleft, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    key(app, pygame.K_SPACE)
    assert spoken(app)[-1] == scene.rows[row].phrase != "scopa"


def test_p_speaks_the_italian_of_the_tooltip_on_screen(app):
    app.settings = app.settings.replace(tooltips=True)
    app.reset_to("menu")
    settle(app)
    [glossary] = [r for r in app.input.regions if r.tooltip_key == "tip.glossary"]
    key(app, pygame.K_p)
    assert spoken(app) == []  # no tooltip yet: P does nothing
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=glossary.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(30):
        app.step(1 / 30)
    assert app.overlay.drawn_tip is not None and app.overlay.drawn_tip.phrase == "il_glossario"
    key(app, pygame.K_p)
    assert spoken(app) == ["il_glossario"]


def test_a_tooltip_that_can_be_heard_says_how_and_a_muted_voice_hides_it(app, monkeypatch):
    from scopa_desktop.ui import theme
    from scopa_desktop.ui.text import tr

    app.settings = app.settings.replace(tooltips=True)
    app.reset_to("menu")
    settle(app)
    [glossary] = [r for r in app.input.regions if r.tooltip_key == "tip.glossary"]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=glossary.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(30):
        app.step(1 / 30)
    drawn: list[str] = []
    real_text = theme.text
    monkeypatch.setattr(theme, "text", lambda s, *a, **k: drawn.append(s) or real_text(s, *a, **k))
    app.overlay.draw(app.screen)
    assert app.overlay.drawn_tip.phrase and tr("tooltip.hear_it") in drawn
    app.update_settings(mute_voice=True)
    drawn.clear()
    app.overlay.draw(app.screen)
    assert app.overlay.drawn_tip is not None and tr("tooltip.hear_it") not in drawn


def deck_cards(deck_size: int) -> list:
    from scopa_desktop.engine import Card

    top = 13 if deck_size == 52 else 10
    return [Card.parse(f"{rank}{suit}") for rank in range(1, top + 1) for suit in "dcsb"]


@pytest.mark.parametrize(("deck_size", "deck_style"), [(40, "italian"), (40, "french"), (52, "french")])
def test_every_tooltip_with_italian_offers_its_recording_every_card_included(deck_size, deck_style):
    """Card tooltips ("Sei di Coppe") offered no voice: P was silent on them. Every card of every deck, and
    every kind of element with an Italian name, now names recorded phrases only."""
    from scopa_desktop.ui.tips.words import ELEMENT_KINDS, resolve

    recorded = set(manifest())
    tips = [resolve("window.tip_card", {"card": str(card)}, deck_style, deck_size) for card in deck_cards(deck_size)]
    tips += [resolve(key, params, deck_style, deck_size) for key, params in ELEMENT_KINDS.values()]
    for tip in tips:
        if tip is not None and tip.italian and tip.pronunciation:  # an Italian name: it can be heard
            assert tip.phrase, f"{tip.italian} offers no recording"
            assert set(tip.phrase.split("+")) <= recorded, tip.phrase


def test_p_on_a_cards_tooltip_says_the_cards_name(app):
    from scopa_desktop.ui.tips.tooltip import HOVER_DELAY

    app.settings = app.settings.replace(tooltips=True)
    table = open_table(app, [["6c", "2b"], ["1b", "9s"]], ["3d", "4d"])
    card = table.shown_hand()[0]
    region = next(r for r in app.input.regions if r.hover == ("hand", 0) and r.tooltip_key == "window.tip_card")
    pos = next((x, y) for y in range(region.rect.top + 4, region.rect.bottom, 6)  # off the card's suit marks
               for x in range(region.rect.left + 4, region.rect.right, 6) if app.input.hit((x, y)) is region)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(round((HOVER_DELAY + 0.1) * 30)):
        app.step(1 / 30)
    tip = app.overlay.drawn_tip
    assert tip is not None and tip.phrase.startswith(f"cards.ranks.{card.rank}+cards.of+cards.suits.{card.suit}")
    key(app, pygame.K_p)
    assert spoken(app) == [tip.phrase]
    said = pygame.mixer.Channel(VOICE_CHANNEL).get_sound()
    parts = [app.voice._sound(part) for part in tip.phrase.split("+")]
    assert said is not None and said.get_length() > sum(p.get_length() for p in parts)  # every part, and breaths

"""Speech (#43): the output found for each setting (with Prism stood in for), the announcer and its log, the
status said at start, the table's options, cues and questions."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

import pygame
import pytest
from conftest import match_at

from scopa_desktop.__main__ import main as cli_main
from scopa_desktop.engine import Game, Rules
from scopa_desktop.ui.driver import key
from scopa_desktop.ui.speech import Announcer, Speech, output
from scopa_desktop.ui.speech.output import Finder, Found
from scopa_desktop.ui.speech.words import card_name


# -- a stand-in for Prism: which backends exist and which answer ------------------------------------------
class BackendId(enum.IntEnum):
    NVDA = 1
    ORCA = 2
    SAPI = 3
    SPEECH_DISPATCHER = 4


@dataclass
class Features:
    is_supported_at_runtime: bool = True
    supports_output: bool = True
    supports_set_rate: bool = True


@dataclass
class FakeBackend:
    name: str
    said: list = field(default_factory=list)
    rate: float = 0.5
    features: Features = field(default_factory=Features)

    def output(self, text, interrupt):
        self.said.append((text, interrupt))

    def stop(self):
        self.said.append(("<stop>", True))


class FakePrism:
    BackendId = BackendId

    def __init__(self, running: set[str]) -> None:
        self.running = running
        self.made: dict[str, FakeBackend] = {}

    def Context(self):  # noqa: N802 - Prism's name
        prism = self

        class Context:
            def exists(self, backend_id):
                return True

            def create(self, backend_id):
                if backend_id.name not in prism.running:
                    raise RuntimeError("Backend not available")
                backend = FakeBackend({"NVDA": "NVDA", "SAPI": "SAPI 5", "SPEECH_DISPATCHER": "Speech Dispatcher",
                                       "ORCA": "Orca"}[backend_id.name])
                prism.made[backend_id.name] = backend
                return backend

        return Context()


@pytest.fixture
def prism(monkeypatch):
    """Prism with nothing running; tests add what runs."""
    fake = FakePrism(set())
    monkeypatch.setattr(output, "_prism", lambda: fake)
    monkeypatch.delenv(output.OUTPUT_ENV, raising=False)
    monkeypatch.setattr(output, "orca_running", lambda: False)
    return fake


@pytest.mark.parametrize(("mode", "running", "reason", "name"), [
    ("auto", {"NVDA", "SAPI"}, "screen_reader", "NVDA"),
    ("on", {"NVDA", "SAPI"}, "screen_reader", "NVDA"),
    ("auto", {"SAPI"}, "none_running", None),  # a sighted player hears nothing new
    ("on", {"SAPI"}, "voice", "SAPI 5"),  # asked for: the system's voice
    ("on", set(), "no_voice", None),
    ("off", {"NVDA"}, "off", None),
])
def test_the_output_follows_the_setting(prism, mode, running, reason, name):
    prism.running |= running
    found = Finder().find(mode)
    assert found.reason == reason
    assert (found.output.name if found.output else None) == name
    if found.output is not None:
        assert found.output.screen_reader == (reason == "screen_reader")


def test_an_old_orca_is_reached_through_speech_dispatcher(prism, monkeypatch):
    prism.running |= {"SPEECH_DISPATCHER"}  # Orca runs, but without the remote-control interface
    monkeypatch.setattr(output, "orca_running", lambda: True)
    found = Finder().find("auto")
    assert found.reason == "screen_reader" and found.output.name == "Orca"


def test_no_library_or_the_tests_switch_means_no_output(monkeypatch):
    monkeypatch.delenv(output.OUTPUT_ENV, raising=False)
    monkeypatch.setattr(output, "_prism", lambda: None)
    assert Finder().find("on").reason == "no_library"
    monkeypatch.setenv(output.OUTPUT_ENV, "none")
    assert Finder().find("on").reason == "disabled"


def test_the_orca_process_is_found_in_proc(tmp_path, monkeypatch):
    monkeypatch.setattr(output.sys, "platform", "linux")
    (tmp_path / "12").mkdir()
    (tmp_path / "12" / "comm").write_text("bash\n")
    assert not output.orca_running(tmp_path)
    (tmp_path / "345").mkdir()
    (tmp_path / "345" / "comm").write_text("orca\n")
    assert output.orca_running(tmp_path)


def test_the_voice_takes_the_rate_and_a_screen_reader_keeps_its_own(prism):
    prism.running |= {"SAPI"}
    voice = Finder().find("on").output
    voice.set_rate(80)
    assert voice.backend.rate == pytest.approx(0.8)
    prism.running |= {"NVDA"}
    reader = Finder().find("on").output
    reader.set_rate(80)
    assert reader.backend.rate == 0.5


# -- the announcer ----------------------------------------------------------------------------------------
def test_every_announcement_is_one_line_of_the_log_and_reaches_the_output(tmp_path):
    notices: list[str] = []
    announcer = Announcer()
    announcer.open_log("option", tmp_path / "log.txt", notices)
    backend = FakeBackend("NVDA")
    announcer.found = Found(output.PrismOutput(backend, "NVDA", True), "screen_reader", "NVDA")
    announcer.say("Your turn.\n  On the table:   Sette di Denari.")
    announcer.say("   ")  # nothing to say: nothing logged
    announcer.say("Tre di Coppe", interrupt=True)
    assert (tmp_path / "log.txt").read_text().splitlines() == ["Your turn. On the table: Sette di Denari.",
                                                               "Tre di Coppe"]
    assert backend.said == [("Your turn. On the table: Sette di Denari.", False), ("Tre di Coppe", True)]
    assert announcer.count == 2 and notices == []


def test_an_output_on_its_own_thread_keeps_the_order_and_an_interruption_drops_what_waits():
    class Slow(FakeBackend):
        def output(self, text, interrupt):
            gate.wait(5)
            super().output(text, interrupt)

    import threading

    gate = threading.Event()
    handed = output.Handed(output.PrismOutput(Slow("NVDA"), "NVDA", True))
    handed.speak("one", False)  # taken by the thread, which waits at the gate
    handed.speak("two", False)
    handed.speak("three", False)
    handed.speak("four", True)  # cuts two and three, still waiting
    gate.set()
    handed.wait()
    assert handed.inner.backend.said in ([("one", False), ("four", True)], [("four", True)])


def test_a_screen_reader_that_quits_mid_game_means_silence_not_a_crash(tmp_path):
    class Broken(FakeBackend):
        def output(self, text, interrupt):
            raise OSError("NVDA is gone")

    announcer = Announcer()
    announcer.found = Found(output.PrismOutput(Broken("NVDA"), "NVDA", True), "screen_reader", "NVDA")
    announcer.say("Your turn.")
    assert announcer.output is None and announcer.last == "Your turn."


def test_a_log_that_cannot_be_written_is_one_notice(tmp_path):
    (tmp_path / "folder").mkdir()
    notices: list[str] = []
    announcer = Announcer()
    announcer.open_log("option", tmp_path / "folder", notices)
    announcer.say("Hello")
    assert len(notices) == 1 and "speech log" in notices[0]


def test_the_command_line_refuses_a_speech_log_that_is_a_folder(tmp_path, capsys):
    with pytest.raises(SystemExit) as stopped:
        cli_main(["--speech-log", str(tmp_path), "--selftest"])
    assert stopped.value.code == 2 and "is a folder, not a file" in capsys.readouterr().err


# -- the app ----------------------------------------------------------------------------------------------
class FixedFinder:
    def __init__(self, found: Found) -> None:
        self.found = found
        self.asked: list[str] = []

    def find(self, mode):
        self.asked.append(mode)
        return self.found if mode != "off" else Found(None, "off")


def test_a_running_screen_reader_turns_speech_on_and_says_so(app, tmp_path):
    backend = FakeBackend("NVDA")
    finder = FixedFinder(Found(output.PrismOutput(backend, "NVDA", True), "screen_reader", "NVDA"))
    app.speech = Speech(app, tmp_path / "log.txt", finder)
    app.push("menu")
    app.step(1 / 60)
    app.speech.announcer.output.wait()  # spoken from a thread of its own: the game never waits on it
    said = [text for text, _ in backend.said]
    assert said[0].startswith("Scopa Desktop. Main menu.")  # the screen first, then how speech stands
    assert said[1] == "NVDA is running: speech is on."
    assert any(t.line == "NVDA is running: speech is on." for t in app.overlay.toasts)
    key(app, pygame.K_DOWN)
    app.speech.announcer.output.wait()
    assert backend.said[-1] == ("Play online, button", True)  # the focus moved: it cuts what was said
    app.update_settings(speech="off")  # Settings > Accessibility: off
    assert finder.asked == ["auto", "off"] and app.speech.found.reason == "off"


def position(app, hand: str, table: str, other: str = "10c,9s,10s"):
    """You to move at a table holding `table`, with `hand`; classic rules against a bot, six cards to deal."""
    from scopa_desktop.ui.seats import seats_from_settings

    game = Game.from_position(Rules.preset("classic"), [hand.split(","), other.split(",")], table.split(","),
                              stock=["1c", "2c", "3c", "5s", "6s", "8s"])
    seats = seats_from_settings(app.settings.seats, 2)
    table_scene = app.push("table", match=match_at(game), seats=seats)
    for _ in range(5):
        app.step(1 / 60)
    return table_scene


def said_since(app, mark: int) -> list[str]:
    return [a.text for a in app.speech.announcer.kept[mark:]]


def test_a_selected_card_says_each_capture_by_number_and_plays_its_cue(app):
    app.settings = app.settings.replace(speech="on")  # speech asked for: the cues come with it
    position(app, "7c,4b,2d", "4c,3s,5d,2s")
    assert app.speech.announcer.last.startswith("Your turn. On the table: Cinque di Denari (5), Quattro di Coppe")
    mark = len(app.speech.announcer.kept)
    app.audio.log.clear()
    key(app, pygame.K_3)  # the hand sorted by suit: Due di Denari, Sette di Coppe, Quattro di Bastoni
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_2)
    one, several = said_since(app, mark)
    assert one == "Quattro di Bastoni (4) takes Quattro di Coppe (4). Enter plays it."
    assert several.startswith("Sette di Coppe (7): 2 captures. 1: ")
    assert several.endswith(" Press its number to play it.")
    options = several.split(". Press")[0].split("2 captures. ")[1]
    first, second = options.split(". 2: ")
    assert first.startswith("1: ")
    assert {first[3:], second} == {"Quattro di Coppe (4) and Tre di Spade (3)",
                                   "Cinque di Denari (5) and Due di Spade (2)"}
    assert [p.name for p in app.audio.log].count("can_capture") == 2
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    assert app.speech.announcer.last == f"2: {second}"
    key(app, pygame.K_2)
    assert app.speech.announcer.kept[-1].text == f"You take {second} with Sette di Coppe (7)."


def test_a_card_that_takes_nothing_says_it_will_lie(app):
    app.settings = app.settings.replace(speech="on", speech_verbosity="brief")
    position(app, "5c,9b", "2d,1s", "10c,9s")
    app.audio.log.clear()
    key(app, pygame.K_2)  # Cavallo di Bastoni: no 9 and no sum of 9 on the table
    assert app.speech.announcer.last == "Cavallo di Bastoni: no capture, it will lie on the table."
    assert [p.name for p in app.audio.log] == ["will_lie"]


def test_no_cue_while_speech_is_silent(app):
    position(app, "5c,9b", "2d,1s", "10c,9s")  # "auto" with no screen reader: a sighted player
    app.audio.log.clear()
    key(app, pygame.K_2)
    assert "will_lie" not in [p.name for p in app.audio.log]


@pytest.mark.parametrize(("k", "expected"), [
    (pygame.K_c, "Your 3 cards: 1: Due di Denari (2), 2: Sette di Coppe (7), 3: Quattro di Bastoni (4)."),
    (pygame.K_t, "On the table, 3 cards: Sette di Denari, il Settebello (7), Quattro di Coppe (4) and "
                 "Tre di Spade (3)."),
    (pygame.K_s, "Score: You 0; Bot 0. Playing to 11. Hand 1."),
    (pygame.K_g, "You: 0 cards taken, scope 0. Bot: 0 cards taken, scope 0. 6 cards left to deal."),
    (pygame.K_l, "No card played yet in this hand."),
    (pygame.K_w, "Your turn."),
])
def test_the_questions_at_the_table(app, k, expected):
    position(app, "7c,4b,2d", "7d,4c,3s")
    key(app, k)
    assert app.speech.announcer.last == expected


def test_the_unseen_cards_by_suit(app):
    position(app, "7c,4b,2d", "7d,4c,3s")
    key(app, pygame.K_o)
    unseen = app.speech.announcer.last
    assert unseen.startswith("34 cards not yet seen. Denari: Asso, Tre, Quattro, Cinque, Sei, Fante, Cavallo, Re.")
    assert "Coppe: Asso, Due, Tre, Cinque, Sei, Otto" not in unseen and "Sette" not in unseen.split("Coppe:")[1][:40]


def test_f1_at_the_table_lists_the_keys_and_r_repeats(app):
    position(app, "7c,4b,2d", "7d,4c,3s")
    key(app, pygame.K_F1)
    help_text = app.speech.announcer.last
    for part in ("C, your cards.", "T, the table.", "S, the score.", "G, each side's pile and scope.",
                 "L, the plays since your last turn.", "O, the cards not yet seen, by suit.", "W, whose turn.",
                 "R, repeat the last announcement."):
        assert part in help_text
    key(app, pygame.K_r)
    assert app.speech.announcer.last == help_text


def test_a_bots_play_is_said_as_it_is_made(app):
    table = position(app, "7c,4b,2d", "7d,4c,3s")
    mark = len(app.speech.announcer.kept)
    key(app, pygame.K_1)
    key(app, pygame.K_RETURN)  # Due di Denari lies on the table
    for _ in range(30):
        app.step(1 / 60)
    said = said_since(app, mark)
    assert said[:2] == ["Due di Denari (2): no capture, it will lie on the table. Enter plays it.",
                        "You lay Due di Denari (2)."]
    bot = table.game.history[1]
    bot_line = next(line for line in said[2:] if line.startswith("Bot"))
    assert card_name(bot.card, full=True) in bot_line
    assert said[-1].startswith("Your turn.")


def test_the_selftest_writes_its_speech_log(tmp_path, capsys):
    from scopa_desktop.ui.tools.selftest import selftest

    log = tmp_path / "said.txt"
    assert selftest(seed=2, home=str(tmp_path / "home"), speech_log=str(log)) == 0
    lines = log.read_text(encoding="utf-8").splitlines()
    assert lines[0] == "Scopa Desktop. Main menu. New game, button"
    assert any(", the count. Cards:" in line for line in lines)
    assert lines[-1].startswith("The match is over.") and "Final score:" in lines[-1]
    assert f"{len(lines)} announcements logged to {log}" in capsys.readouterr().out

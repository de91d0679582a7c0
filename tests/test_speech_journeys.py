"""Play by ear (#43): whole journeys by keyboard alone, each move decided from the speech log only.

- From the first start (the name question, the guided game skipped) through New game to the end of a match
  against a bot: at each turn the player asks for its cards (C) and the table (T), selects each card by its
  number to hear its capture options, plays the one that takes most, and hears the play confirmed.
- The guided first game, lesson by lesson, by ear.
- Pass-and-play: two people at one computer, each hand-off heard, each turn played by ear.
"""

from __future__ import annotations

import re

import pygame
import pytest
from ear import Player, card_names, cards_in

from scopa_desktop.storage import Settings, SettingsStore
from scopa_desktop.ui.app import App
from scopa_desktop.ui.scenes.welcome import run_first_start

MAX_TURNS = 200


def fresh_app(tmp_path, monkeypatch, **settings):
    """A first start in an empty home; only the harness's speed is set (no animation, no bot pause)."""
    monkeypatch.setenv("SCOPA_DESKTOP_HOME", str(tmp_path))
    SettingsStore(tmp_path).save(Settings(animation_speed="off", bot_pause_ms=0, **settings))
    log = tmp_path / "speech.txt"
    app = App(size=(1280, 800), seed=11, home=str(tmp_path), fullscreen=False, speech_log=str(log))
    return app, log


def options_heard(line: str, names) -> tuple[object, list[list]] | None:
    """A selected card's announcement, back to (card, each option's cards): one option said plainly ("X takes
    A and B." / "X: no capture, it will lie on the table."), several by number ("X: 2 captures. 1: A. 2: B")."""
    cards = cards_in(line, names)
    if not cards:
        return None
    card = cards[0]
    if "no capture" in line:
        return card, [[]]
    numbered = re.findall(r"(\d+): (.*?)(?=\s\d+: |\s*Press its number|$)", line.split(". ", 1)[1]) \
        if re.search(r"\d+ captures?\.", line) else []
    if numbered:
        return card, [[] if "lies on the table" in text else cards_in(text, names) for _, text in numbered]
    if " takes " in line:
        return card, [cards[1:]]
    return None


def waited(line: str) -> bool:
    """What the player waits for between turns: their turn, a hand's count, the match's end."""
    return line.startswith(("Your turn", "The match is over")) or ", the count." in line


def play_a_turn_by_ear(player: Player, names) -> str:
    """Ask for the hand and the table, hear each card's options, play the best; the play's line."""
    hand_line = player.press(pygame.K_c)[-1]
    hand = cards_in(hand_line, names)
    assert hand, f"no cards heard in {hand_line!r}"
    table_line = player.press(pygame.K_t)[-1]
    table = cards_in(table_line, names)
    heard = {}
    for number in range(1, len(hand) + 1):
        said = [options_heard(line, names) for line in player.press(getattr(pygame, f"K_{number % 10}"))]
        card, options = next(s for s in said if s is not None)
        assert card == hand[number - 1], (card, hand)
        assert all(c in table for option in options for c in option), (options, table)
        heard[number] = options
        player.press(pygame.K_ESCAPE)  # put it back: with a card of several captures lifted, a number picks one
    # The card and option taking most cards (a card that takes nothing: the lowest lies on the table).
    number, choice = max(((n, i) for n, options in heard.items() for i in range(len(options))),
                         key=lambda ni: (len(heard[ni[0]][ni[1]]), -hand[ni[0] - 1].rank))
    options = heard[number]
    player.press(getattr(pygame, f"K_{number % 10}"))
    lines = player.press(pygame.K_RETURN if len(options) == 1 else getattr(pygame, f"K_{choice + 1}"))
    mine = [line for line in lines if line.startswith(("You take", "You lay"))]
    assert mine, f"the play was not heard: {lines}"
    played = cards_in(mine[0], names)
    assert played[-1] == hand[number - 1] and set(played[:-1]) == set(options[choice]), (mine[0], options[choice])
    return lines[lines.index(mine[0]):]


def test_a_whole_match_from_the_first_start_by_ear(tmp_path, monkeypatch):
    app, log = fresh_app(tmp_path, monkeypatch)
    player = Player(app, log)
    names = card_names()
    app.push("menu")
    run_first_start(app)
    app.step(0)
    first = player.ear.new()
    assert any("What is your name?" in line and "Your name:" in line for line in first), first
    if not any("Your name: empty" in line for line in first):  # a login that reads as a name is offered
        player.press_until(pygame.K_BACKSPACE, lambda line: "Your name: empty" in line)
    assert any("Your name: Anna" in line for line in player.type("Anna"))
    assert any(line.startswith("Learn to play.") for line in player.press(pygame.K_RETURN))
    assert any("Main menu" in line for line in player.press(pygame.K_ESCAPE))  # the guided game skipped
    player.press_until(pygame.K_DOWN, lambda line: line.startswith("New game"))
    assert any(line.startswith("New game.") for line in player.press(pygame.K_RETURN))
    player.press_until(pygame.K_DOWN, lambda line: line.startswith("Play to: 11"))
    player.press_until(pygame.K_DOWN, lambda line: line.startswith("Start"))
    assert any("A new match" in line for line in player.press(pygame.K_RETURN))

    plays, heard = 0, []
    for _ in range(MAX_TURNS):
        if not any(waited(line) for line in heard):
            heard = player.listen(waited)
        if any(line.startswith("The match is over") for line in heard):
            break
        if any(", the count." in line for line in heard):
            heard = player.press(pygame.K_RETURN)  # Next hand (or the result)
            continue
        heard = play_a_turn_by_ear(player, names)[1:]
        plays += 1
    else:
        pytest.fail("the match did not end")
    end = player.ear.heard[-1]
    assert ("You win!" in end or "wins!" in end) and "Final score: Anna" in end, end
    assert plays >= 15  # at least a whole hand of 18 cards, nine of them yours
    assert app.stack.top.name == "match_end" and app.stack.top.match.is_over
    app.close()


def probe_hand(player: Player, names) -> tuple[list, dict[int, list[list]]]:
    """Ask for your cards, then hear each card's captures (choosing it by number, putting it back)."""
    hand = cards_in(player.press(pygame.K_c)[-1], names)
    heard = {}
    for number in range(1, len(hand) + 1):
        said = [options_heard(line, names) for line in player.press(getattr(pygame, f"K_{number % 10}"))]
        heard[number] = next(s for s in said if s is not None)[1]
        player.press(pygame.K_ESCAPE)
    return hand, heard


def play_by_number(player: Player, number: int, choice: int, options: list[list]) -> list[str]:
    player.press(getattr(pygame, f"K_{number % 10}"))
    return player.press(pygame.K_RETURN if len(options) == 1 else getattr(pygame, f"K_{choice + 1}"))


def test_the_guided_first_game_by_ear(tmp_path, monkeypatch):
    """Each lesson by ear: the coach's words heard, every capture tried (the best first) until the coach says
    it is right, Enter for the next; the last lesson's hand played out and counted."""
    app, log = fresh_app(tmp_path, monkeypatch, name_asked=True)
    player = Player(app, log)
    names = card_names()
    app.push("menu")
    run_first_start(app)
    for _ in range(3):
        app.step(1 / 60)
    backlog = player.ear.new()
    assert any(line.startswith("Learn to play.") and "Step 1 of 7" in line for line in backlog), backlog
    lessons = 0
    for _ in range(60):
        backlog = player.listen(lambda line: line.startswith("Your turn") or "You are ready!" in line
                                or ", the count." in line, backlog=backlog)
        if any("You are ready!" in line for line in backlog):
            break
        if any(", the count." in line for line in backlog):
            backlog = player.press(pygame.K_RETURN)
            continue
        hand, heard = probe_hand(player, names)
        tries = sorted(((n, i) for n, options in heard.items() for i in range(len(options))),
                       key=lambda ni: -len(heard[ni[0]][ni[1]]))
        for number, choice in tries:
            backlog = play_by_number(player, number, choice, heard[number])
            if any(line.startswith(("You take", "You lay")) for line in backlog):
                break
            assert any("Not quite" in line for line in backlog), backlog  # refused: the coach's hint is heard
        backlog += player.ear.new()
        if any("Next (Enter)" in line for line in backlog):
            lessons += 1
            backlog = player.press(pygame.K_RETURN)  # Next
    else:
        pytest.fail("the guided game did not end")
    assert lessons >= 6
    assert any("You are ready!" in line for line in player.ear.heard)
    player.press(pygame.K_RETURN)  # Play a match: the house rules screen
    assert app.settings.tutorial_done and app.stack.top.name == "setup"
    app.close()


def test_pass_and_play_by_ear(tmp_path, monkeypatch):
    """Two people at one computer: each hand-off says whose turn and what happened since, Enter reveals the
    hand, the turn is played by ear; the next person hears the play that was just made."""
    people = [{"kind": "human", "name": "Anna", "level": ""}, {"kind": "human", "name": "Bruno", "level": ""}]
    app, log = fresh_app(tmp_path, monkeypatch, name_asked=True, tutorial_done=True, seats=people)
    player = Player(app, log)
    names = card_names()
    app.push("menu")
    app.step(1 / 60)
    player.press_until(pygame.K_DOWN, lambda line: line.startswith("New game"))
    player.press(pygame.K_RETURN)
    player.press(pygame.K_RETURN)  # Start (focused on arrival)
    last_play = None
    backlog = player.ear.heard[-3:]
    for _ in range(6):
        heard = player.listen(lambda line: line.startswith("Pass and play."), backlog=backlog)
        handoff = next(line for line in heard if line.startswith("Pass and play."))
        who = "Anna" if "Pass the computer to Anna" in handoff else "Bruno"
        if last_play is not None:  # what the other did, in words, before the hand shows
            assert cards_in(last_play, names)[-1] in cards_in(handoff, names), (last_play, handoff)
        assert any(line.startswith(f"Your turn, {who}.") for line in player.press(pygame.K_RETURN))
        backlog = play_a_turn_by_ear(player, names)
        last_play = backlog[0]
    app.close()

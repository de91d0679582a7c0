"""The walk through a whole match in the real window (tests/walker.py), what it found, and proof that its
checks catch what they name. Every preset at every player count is walked by tests/test_journeys.py, which
also leaves, quits, continues and reviews on the way; here the walk runs with the cards flying.
"""

from __future__ import annotations

import pytest
from conftest import match_at
from journeys import rules_for
from walker import BIG, SMALL, FrameChecks, Walker, walk_seats

from scopa_desktop.engine import Rules


def walk(app, monkeypatch, preset: str, players: int, people: int, seed: int = 7):
    """Play one whole match; assert it went everywhere, and that every frame was right."""
    rules = rules_for(preset)
    checks = FrameChecks(app, monkeypatch)
    walker = Walker(app, checks, rng_seed=seed)
    table = walker.play_match(rules, walk_seats(players, people), seed=seed)
    t = walker.tally
    # It walked the whole way...
    assert table.match.is_over and app.stack.top.name == "match_end"
    assert t.hands == len(table.match.history) >= 1
    assert t.human_turns >= 3 and t.hints == t.human_turns
    assert t.hovered_cards >= 3 and t.tooltips == t.hovered_cards + t.hovered_chips
    assert t.deck_toggled and t.language_switched and t.resized == [SMALL, BIG]
    assert t.pauses == t.hands - 1 >= 1  # a match of two hands at least: one pause at a hand's end
    if people > 1:
        assert t.handoffs == t.human_turns
    # ...and every frame of it was right.
    assert checks.frames > 10 * t.human_turns
    assert sorted(set(checks.overflows))[:20] == []
    assert checks.leaks == []
    return walker, checks


@pytest.mark.slow
def test_a_match_with_the_cards_flying_walks_every_path(app, monkeypatch):
    """With animations on, the frames between turns show cards in flight (dealt, played, gathered, swept)."""
    app.settings = app.settings.replace(animation_speed="fast")
    walk(app, monkeypatch, "classic", 3, 2)


# -- what the walk found ---------------------------------------------------------------------------------------
def test_a_person_picks_no_card_before_their_hand_off(app):
    """Pass-and-play: a bot's move hands the turn to the person already seen (a bot opens, then the first
    person); in the frame before the hand-off screen shows, their face-down hand took number keys."""
    import pygame

    from scopa_desktop.ui.seats import Seat

    seats = [Seat("bot", "Bot 1", "random"), Seat("bot", "Bot 2", "random"), Seat("human", "Anna", ""),
             Seat("human", "Bruno", "")]
    table = app.reset_to("table", rules=Rules.preset("classic"), seats=seats, seed=1)
    assert (table.game.to_move, table.view_seat) == (1, 2)  # the bot before Anna opens; Anna is seen
    while table.game.to_move == 1 or table.animating:
        app.step(1 / 30)
    assert app.stack.top is table  # the bot has played; Anna's hand-off comes with the next frame
    before = len(table.game.history)
    for k in (pygame.K_1, pygame.K_1, pygame.K_RETURN):  # pick the first card and its first option, at once
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    app.step(1 / 60)
    assert len(table.game.history) == before and table.selection.selected is None
    assert app.stack.top.name == "handoff"


def test_a_dozen_capture_options_stay_on_screen_in_a_small_window(app):
    """Scopa di quindici: a 4 of coins facing three aces, two nines and two tens takes fifteen twelve ways; at
    960x600 the twelve chips ran off both ends of the window (half of them could not be clicked)."""
    import pygame

    from scopa_desktop.engine import Game
    from scopa_desktop.ui.driver import key

    rules = Rules.preset("quindici")
    game = Game.from_position(rules, hands=[["4d", "2c", "3c"], ["5c", "6c", "7c"]],
                              table=["1c", "1s", "1b", "9s", "9b", "10c", "10b"],
                              stock=["8c", "8s", "8b", "8d", "9c", "9d"])
    app.resize(SMALL)
    table = app.reset_to("table", match=match_at(game), seats=walk_seats(2, 1), seed=1)
    app.step(1 / 60)  # the deal
    key(app, pygame.K_1)
    options = table.selection.options
    assert len(options) == 12
    chips = [r.rect for r in app.input.regions if r.tooltip_key == "window.tip_option"]
    assert len(chips) == 12
    line = table.status.bounds
    assert all(line.contains(chip) for chip in chips), f"{line} does not hold {chips}"
    assert all(not a.colliderect(b) for i, a in enumerate(chips) for b in chips[i + 1:])


@pytest.mark.parametrize("size", [BIG, SMALL])
def test_the_hand_off_title_fits_its_sheet_in_italian(app, monkeypatch, size):
    app.resize(size)
    app.update_settings(language="it")
    checks = FrameChecks(app, monkeypatch)
    checks.viewer = None
    app.reset_to("table", rules=Rules.preset("classic"), seats=walk_seats(2, 2), seed=1)
    app.step(1 / 60)
    app.step(1 / 60)
    assert app.stack.top.name == "handoff" and checks.frames >= 2
    assert checks.overflows == []


def test_a_two_character_key_press_on_a_long_name_leaves_the_names_screen(app):
    """Found by scripts/check/fuzz_ui.py (e.g. seed 6, event 385)."""
    import pygame

    from scopa_desktop.ui.driver import key

    app.reset_to("menu")
    app.push("names")
    app.step(1 / 60)
    for char in ["a"] * 23 + ["👍🏽"]:  # 23 letters, then one key press carrying a skin-toned thumb
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode=char, scancode=0))
    app.step(1 / 60)
    key(app, pygame.K_ESCAPE)  # back: the names are saved
    assert app.stack.top.name == "menu"
    assert all(len(name) <= 24 for name in app.settings.player_names)


# -- the checks catch what they name ---------------------------------------------------------------------------
def test_the_text_check_catches_a_prompt_drawn_outside_its_line(app, monkeypatch):
    from scopa_desktop.ui import theme
    from scopa_desktop.ui.scenes.table.status import StatusLine

    def drawn_above(self, surface):  # the prompt drawn over the table instead of in its own line
        surf = theme.fit_text(self.message(), 20, self.bounds.w)
        surface.blit(surf, surf.get_rect(midbottom=self.bounds.midtop))

    monkeypatch.setattr(StatusLine, "draw", drawn_above)
    checks = FrameChecks(app, monkeypatch)
    app.reset_to("table", rules=Rules.preset("classic"), seats=walk_seats(2, 1), seed=1)
    app.step(1 / 60)
    assert checks.frames and any("outside StatusLine" in o for o in checks.overflows)


def test_the_card_check_catches_a_hand_shown_before_its_hand_off(app, monkeypatch):
    from scopa_desktop.ui.scenes.table.people import PassAndPlay

    monkeypatch.setattr(PassAndPlay, "shows_hand", lambda self, seat: not self.table.seats[seat].is_bot)
    checks = FrameChecks(app, monkeypatch)
    checks.viewer = None  # two people: nobody may look before a hand-off
    app.reset_to("table", rules=Rules.preset("classic"), seats=walk_seats(2, 2), seed=1)
    app.step(1 / 60)
    assert checks.frames and checks.leaks

"""Journeys across features: what a player does across screens and restarts, through the real window
(headless, posted events), every frame checked by the walker (tests/walker.py).

One journey: the game starts on the main menu → New game → Start (the last choice, kept in the settings) →
a few turns walked → Esc → Main menu → the game quits → it starts again in the same home → Continue → the
same position, the same names, Undo still there (alone against bots) → the match walked to its end →
Main menu → History → Review opens on that match.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

import pygame
from walker import BIG, FrameChecks, Walker, walk_seats

from scopa_desktop.engine import Match, Rules
from scopa_desktop.storage import Settings, SettingsStore
from scopa_desktop.ui.app import App
from scopa_desktop.ui.driver import click, key
from scopa_desktop.ui.scenes.table import TableScene
from scopa_desktop.ui.seats import Seat

# A low target keeps each match to a few hands (a hand scores several points a side in most variants;
# eight sides share a 52-card deck's few points, cirulla's bonuses are large).
TARGETS = {"eight_players": 4, "cirulla": 20, "napola": 12, "quindici": 9, "scopone": 9, "scopone_classico": 9}
DEFAULT_TARGET = 7
TURNS_BEFORE_LEAVING = 3


def combinations() -> list[tuple[str, int, int]]:
    """(preset, players, people at the table) for every preset and player count: one person, or two passing
    the computer on every other count (and always where all the seats can be people: two players)."""
    out = []
    for i, preset in enumerate(Rules.presets()):
        for j, players in enumerate(Rules.preset(preset).players):
            people = 2 if (i + j) % 2 or (players == 2 and i % 3 == 0) else 1
            out.append((preset, players, people))
    return out


def target_for(preset: str) -> int:
    return TARGETS.get(preset, DEFAULT_TARGET)


@dataclass
class Left:
    """What the table showed when the player left it: the match, who sat where, whether Undo was there."""

    match: Match
    names: list[str]
    could_undo: bool


class Journey:
    """One player's game in one home, started and quit as often as the journey asks."""

    def __init__(self, home, monkeypatch, seed: int = 7) -> None:
        self.home, self.monkeypatch, self.seed = str(home), monkeypatch, seed
        self.app: App | None = None
        self.checks: FrameChecks | None = None
        self.walker: Walker | None = None
        self.viewer: int | None = None

    # -- the game's life ----------------------------------------------------------------------------------
    def choose(self, preset: str, players: int, people: int, names: list[str] | None = None) -> None:
        """The settings a returning player has: this game chosen last time, quick play (no animation, no
        bot pause), the first start's questions answered."""
        seats = walk_seats(players, people)
        if names:
            seats = [Seat("human", names.pop(0)) if not s.is_bot and names else s for s in seats]
        settings = Settings(animation_speed="off", bot_pause_ms=0, name_asked=True, tutorial_done=True,
                            rules_preset=preset, target=target_for(preset), seats=seats, window_size=list(BIG))
        assert SettingsStore(self.home).save(settings) == []
        # Who may see a hand: the one person at the table, any time; with two, nobody until a hand-off.
        self.viewer = next(i for i, s in enumerate(seats) if not s.is_bot) if people == 1 else None

    def start(self) -> App:
        """The game starts (as `scopa-desktop` does): the main menu, nothing asked."""
        self.app = App(seed=self.seed, home=self.home, fullscreen=False)
        if self.checks is None:
            self.checks = FrameChecks(self.app, self.monkeypatch)
            self.walker = Walker(self.app, self.checks, rng_seed=self.seed)
        else:
            self.checks.follow(self.app)
            self.walker.app = self.app
        self.checks.viewer = self.viewer
        self.app.push("menu")
        from scopa_desktop.ui.scenes.welcome import run_first_start

        run_first_start(self.app)
        self.app.step(1 / 30)
        assert self.app.stack.top.name == "menu", "the first start's questions were asked again"
        return self.app

    def quit(self) -> None:
        """Ctrl+Q: the window closes (the saves asked for are on disk: their thread is joined)."""
        from scopa_desktop.ui.session import wait_for_saves

        key(self.app, pygame.K_q, pygame.KMOD_CTRL)
        assert not self.app.running
        self.app.close()
        wait_for_saves()

    # -- screens --------------------------------------------------------------------------------------------
    def menu_row(self, row: str) -> None:
        menu = self.app.stack.top
        assert menu.name == "menu", menu.name
        click(self.app, menu.form.row_rects[row].center)

    def new_game(self, preset: str, players: int) -> TableScene:
        """New game from the menu: the quick screen shows the game kept, and Start opens its table."""
        self.menu_row("new_game")
        quick = self.app.stack.top
        assert quick.name == "new_game" and (quick.preset, quick.players) == (preset, players)
        click(self.app, quick.form.row_rects["start"].center)
        return self.table()

    def table(self) -> TableScene:
        table = next((s for s in self.app.stack.scenes if isinstance(s, TableScene)), None)
        assert table is not None, [s.name for s in self.app.stack.scenes]
        return table

    def walk_turns(self, table: TableScene, turns: int) -> None:
        tally = self.walker.tally
        goal = tally.human_turns + turns
        self.walker.play(table, lambda: tally.human_turns >= goal and self.app.stack.top is table
                         and table.human_turn(), "the turns never came")

    def leave(self, table: TableScene) -> Left:
        """Esc → the pause menu → Main menu."""
        left = Left(table.match, [s.name for s in table.seats], table.assist.can_undo())
        key(self.app, pygame.K_ESCAPE)
        pause = self.app.stack.top
        assert pause.name == "pause"
        click(self.app, pause.form.row_rects["main_menu"].center)
        assert self.app.stack.top.name == "menu"
        return left

    def continue_match(self, left: Left) -> TableScene:
        """Continue from the menu: the same position, the same names; Undo as it was, once it is our turn."""
        self.menu_row("continue")
        table = self.table()
        assert table.match == left.match, "Continue opened another position"
        assert [s.name for s in table.seats] == left.names
        self.walker.play(table, lambda: self.app.stack.top is table and table.human_turn(), "no turn came")
        assert table.assist.can_undo() == left.could_undo
        return table

    def finish(self, table: TableScene) -> Match:
        self.walker.play(table, lambda: self.app.stack.top.name == "match_end")
        return self.app.stack.top.match

    def review_from_history(self, match: Match) -> None:
        """The match's end → Main menu → History → R: Maestro's review of this match opens."""
        end = self.app.stack.top
        click(self.app, end.form.row_rects["menu"].center)
        self.menu_row("history")
        history = self.app.stack.top
        assert history.name == "history"
        record = history.record(history.selected)
        assert record.totals == match.totals and record.seed == match.seed
        key(self.app, pygame.K_r)
        review = self.app.stack.top
        assert review.name == "review" and review.record.match_id == record.match_id
        assert review.replay.final.totals == match.totals
        key(self.app, pygame.K_ESCAPE)  # back: its analysis, if one started, is cancelled
        assert self.app.stack.top is history


def rules_for(preset: str) -> Rules:
    return dataclasses.replace(Rules.preset(preset), target=target_for(preset))

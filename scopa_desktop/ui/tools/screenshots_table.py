"""The table's screenshots: mid-hand with capture options lit, a scopa being swept and landing, four players,
scopone's ten-card hands, six and eight players and the scoring sheet. Scenes are driven by posted events and
app.step, as a player would drive them (see ui.tools.screenshots)."""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Callable
from pathlib import Path

import pygame

from ...engine import Game, Match, Rules
from ...storage import DECK_STYLES
from ..app import App
from ..driver import key, play_to, settle
from ..seats import seats_from_settings

Shot = Callable[[str], None]
ME = [{"kind": "human", "name": "", "level": ""}]


def several_options(match: Match, seat: int) -> bool:
    """`seat` is to play and holds a card with more than one capture."""
    g = match.game
    if g.to_move != seat:
        return False
    by_card: dict = {}
    for mv in g.legal_moves():
        by_card.setdefault(mv.card, set()).add(mv.capture)
    return any(len(v) > 1 for v in by_card.values())


def select_a_card_with_options(app: App, table) -> None:
    """Press the number of the first card of your hand (as shown) that has several captures."""
    moves = table.game.legal_moves()
    for i, card in enumerate(table.shown_hand()):
        if len({m.capture for m in moves if m.card == card}) > 1:
            key(app, pygame.K_1 + i)
            return
    key(app, pygame.K_1)


def your_card_then_the_last(match: Match) -> bool:
    """Two cards left in the hand (no stock): yours, then the bot's, the hand's last."""
    g = match.game
    return not g.stock and sum(map(len, g.hands)) == 2 and g.to_move == 0


def open_table(app: App, preset: str, players: int, seed: int, want: Callable[[Match], bool]):
    seats = seats_from_settings(ME, players)
    match = play_to(Match.new(Rules.preset(preset), players, seed=seed), want, rng_seed=seed)
    app.overlay.toasts.clear()  # a word said at the last table is not this one's
    table = app.reset_to("table", match=match, seats=seats)
    settle(app)
    return table, match, seats


def table_shots(app: App, shot: Shot, seed: int) -> None:
    table, match, seats = open_table(app, "classic", 2, seed, lambda m: several_options(m, 0))
    select_a_card_with_options(app, table)
    shot("05-table-options")
    table, _, _ = open_table(app, "classic", 4, seed, lambda m: several_options(m, 0))
    select_a_card_with_options(app, table)
    shot("06-table-four")
    table, _, _ = open_table(app, "scopone", 4, seed, lambda m: m.game.to_move == 0 and len(m.game.table) >= 2)
    select_a_card_with_options(app, table)
    shot("06-table-scopone")
    open_table(app, "classic", 6, seed, lambda m: len(m.game.table) >= 6 and m.game.to_move == 0)
    shot("06-table-six")
    open_table(app, "eight_players", 8, seed, lambda m: len(m.game.table) >= 3 and m.game.to_move == 0)
    shot("06-table-eight")
    scopa_shots(app, shot)
    # The hand's last cards, played by keys: the scoring sheet opens over the table, whose score bar still
    # shows the score before this hand (it moves when the sheet closes).
    open_table(app, "classic", 2, seed, your_card_then_the_last)
    key(app, pygame.K_1)
    key(app, pygame.K_1)  # again: the card's only move, or its first option
    settle(app)
    shot("07-scoring")


def scopa_shots(app: App, shot: Shot) -> None:
    """The bot's eight sweeps the table: its cards on their broom's curve, then the plate once they landed."""
    speed = app.settings.animation_speed
    app.settings = app.settings.replace(animation_speed="normal")
    game = Game.from_position(Rules.preset("classic"), hands=[["9s", "1c"], ["8b", "8d"]], table=["3s", "4c"],
                              stock=[])
    data = Match.new(game.rules, 2, seed=1).to_dict()
    data["game"] = game.to_dict()
    app.overlay.toasts.clear()
    table = app.reset_to("table", match=Match.from_dict(data), seats=seats_from_settings(ME, 2))
    settle(app)
    key(app, pygame.K_1)  # your ace trails: three, four and ace make eight
    key(app, pygame.K_RETURN)
    for _ in range(600):  # to the bot's move
        app.step(1 / 60)
        if len(table.game.history) == 2:
            break
    swept = False
    for _ in range(600):
        app.step(1 / 60)
        if table.player.sweeping and not swept:
            for _ in range(96):  # the card played rests on what it takes, then they are swept
                app.step(1 / 60)
            shot("13-table-scopa-sweep")
            swept = True
        elif swept and not table.player.sweeping:
            for _ in range(40):  # landed: the plate, then the word, the scopa card across the pile
                app.step(1 / 60)
            shot("14-table-scopa-landed")
            break
    app.settings = app.settings.replace(animation_speed=speed)


def every_deck(app: App, out: Path, seed: int, languages, sizes) -> list[Path]:
    """Scopone's table (ten overlapping cards in the hand) and a table where the teaching marks show (the
    settebello, the re bello, the matta), with every deck, at every size and in each language."""
    saved = []
    rules = dataclasses.replace(Rules.preset("cirulla"), re_bello=True)
    marks = Game.from_position(rules, hands=[["10d", "7c", "7d"], ["1s", "2b", "3c"]], table=["4d", "5s", "9b"],
                               stock=[])
    data = Match.new(rules, 2, seed=1).to_dict()
    data["game"] = marks.to_dict()
    for language, size, deck in itertools.product(languages, sizes, DECK_STYLES):
        app.update_settings(language=language, deck_style=deck)
        app.resize(size)
        table, _, _ = open_table(app, "scopone", 4, seed, lambda m: m.game.to_move == 0 and len(m.game.table) >= 2)
        for name in ("15-deck-scopone", "16-deck-marks"):
            if name == "16-deck-marks":
                app.overlay.toasts.clear()
                app.reset_to("table", match=Match.from_dict(data), seats=seats_from_settings(ME, 2))
                settle(app)
            app.dirty = True
            app.tick(0)
            path = out / f"{name}-{deck}-{size[0]}x{size[1]}-{language}.png"
            pygame.image.save(app.screen, str(path))
            saved.append(path)
    return saved

"""`--screenshots DIR`: every scene, with both decks, at 960x600 and 1920x1080, saved as PNGs.

Runs on SDL's dummy video driver (no window opens) with a private settings folder.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

SIZES = ((960, 600), (1920, 1080))
DECKS = (("italian", "courts"), ("french", "courts"))


def save_screenshots(directory: str, seed: int = 7, home: str | None = None) -> list[Path]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    tmp = None
    if home is None:
        tmp = tempfile.TemporaryDirectory(prefix="scopa-shots-")
        home = tmp.name
    os.environ["SCOPA_DESKTOP_HOME"] = home
    out = Path(directory)
    out.mkdir(parents=True, exist_ok=True)
    import pygame

    from ..engine import Match, Rules
    from .app import App
    from .driver import play_to, settle
    from .seats import seats_from_settings

    saved: list[Path] = []
    recorded = False
    app = App(size=SIZES[0], seed=seed, home=home, fullscreen=False, save_settings=False)
    app.settings = app.settings.replace(animation_speed="off", bot_pause_ms=0)
    try:
        for deck, faces in DECKS:
            app.settings = app.settings.replace(deck_style=deck, french_faces=faces)
            for size in SIZES:
                app.resize(size)

                def shot(name: str, _deck: str = deck, _size: tuple[int, int] = size) -> None:
                    app.dirty = True
                    app.tick(0)
                    path = out / f"{name}-{_deck}-{_size[0]}x{_size[1]}.png"
                    pygame.image.save(app.screen, str(path))
                    saved.append(path)

                app.reset_to("menu")
                shot("01-menu")
                app.push("setup")
                shot("02-setup")
                app.reset_to("menu")
                app.push("settings")
                shot("03-settings")
                app.pop()
                app.push("rules")
                shot("04-rules")
                # The table, a card selected with several capture options lit up.
                rules = Rules.preset("classic")
                seats = seats_from_settings([{"kind": "human", "name": "", "level": ""}], 2)
                match = play_to(Match.new(rules, 2, seed=seed), lambda m: _several_options(m, 0), rng_seed=seed)
                table = app.reset_to("table", match=match, seats=seats)
                settle(app)
                for i in range(len(match.game.hands[0])):
                    if len({mv.capture for mv in match.game.legal_moves() if mv.card == match.game.hands[0][i]}) > 1:
                        table.handle(_intent("select_card", i))
                        break
                shot("05-table-options")
                # Six players, a busy table.
                rules6 = Rules.preset("classic")
                seats6 = seats_from_settings([{"kind": "human", "name": "", "level": ""}], 6)
                m6 = play_to(Match.new(rules6, 6, seed=seed), lambda m: len(m.game.table) >= 6 and m.game.to_move == 0,
                             rng_seed=seed)
                app.reset_to("table", match=m6, seats=seats6)
                settle(app)
                shot("06-table-six")
                # The scoring of a finished hand.
                done = play_to(Match.new(rules, 2, seed=seed), lambda m: len(m.history) >= 1, rng_seed=seed)
                app.reset_to("table", match=done, seats=seats)
                settle(app)
                app.push("scoring", game=done.previous_game, match=done, seats=seats)
                settle(app)
                shot("07-scoring")
                end = play_to(Match.new(rules, 2, seed=seed), lambda m: m.is_over, rng_seed=seed)
                app.reset_to("match_end", match=end, seats=seats)
                shot("08-match-end")
                app.reset_to("table", match=match, seats=seats)
                settle(app)
                app.push("pause")
                shot("09-pause")
                # Pass-and-play: the hand-off screen between two people's turns.
                people = seats_from_settings(
                    [{"kind": "human", "name": "Anna", "level": ""}, {"kind": "human", "name": "Giulia", "level": ""}],
                    2,
                )
                app.reset_to("table", match=Match.new(rules, 2, seed=seed), seats=people)
                app.push("handoff", seat=1, player="Giulia")
                shot("10-handoff")
                app.reset_to("menu")
                app.push("glossary")
                shot("11-glossary")
                if not recorded:
                    _record_history(home, rules, seats, seed)
                    recorded = True
                app.reset_to("menu")
                app.push("history")
                shot("12-history")
    finally:
        app.close()
        pygame.display.quit()
        if tmp is not None:
            tmp.cleanup()
    return saved


def _record_history(home: str, rules, seats, seed: int) -> None:
    """A few finished bot matches in the history, so its list, statistics and chart have something to show."""
    from ..engine import Match
    from ..storage import HistoryStore, record_from_match
    from .driver import play_to

    store = HistoryStore(home)
    for i in range(6):
        end = play_to(Match.new(rules, 2, seed=seed + i), lambda m: m.is_over, rng_seed=seed + i)
        store.append(record_from_match(end, seats))


def _several_options(match, seat: int) -> bool:
    g = match.game
    if g.to_move != seat:
        return False
    by_card: dict = {}
    for mv in g.legal_moves():
        by_card.setdefault(mv.card, set()).add(mv.capture)
    return any(len(v) > 1 for v in by_card.values())


def _intent(kind: str, value):
    from .input import Intent

    return Intent(kind, value)

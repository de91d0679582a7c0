"""`--screenshots DIR`: every scene, with the Napoletane and the French deck, at 960x600, 1280x800 and
1920x1080, in English and Italian, saved as PNGs (named scene-deck-size-language.png); then the table with
every deck (Scopone's ten-card hands, and the teaching marks), and the Deck screen.

Runs on SDL's dummy video driver (no window opens) with a private settings folder.
"""

from __future__ import annotations

import itertools
import os
import tempfile
from pathlib import Path

SIZES = ((960, 600), (1280, 800), (1920, 1080))
DECKS = (("napoletane", "courts"), ("french", "courts"))
LANGUAGES = ("en", "it")
REVIEW_WORLDS = 24  # deals a move for the review shown (the game's own default takes much longer)
REVIEW_STEP = 6  # the review is shown at this move


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

    from ...engine import Match, Rules
    from ..app import App
    from ..driver import play_to, settle
    from ..seats import seats_from_settings
    from ..session import wait_for_saves
    from .screenshots_online import online_shots
    from .screenshots_table import every_deck, table_shots

    saved: list[Path] = []
    recorded = False
    reviewed = _reviewed_match(home, seed)
    app = App(size=SIZES[0], seed=seed, home=home, fullscreen=False, save_settings=False)
    app.settings = app.settings.replace(animation_speed="off", bot_pause_ms=0)
    try:
        for language, (deck, faces), size in itertools.product(LANGUAGES, DECKS, SIZES):
            app.update_settings(language=language, deck_style=deck, french_faces=faces)
            app.resize(size)

            def shot(name: str, _deck: str = deck, _size: tuple[int, int] = size, _lang: str = language) -> None:
                app.dirty = True
                app.tick(0)
                path = out / f"{name}-{_deck}-{_size[0]}x{_size[1]}-{_lang}.png"
                pygame.image.save(app.screen, str(path))
                saved.append(path)

            app.reset_to("menu")
            shot("01-menu")
            app.push("welcome")
            shot("01b-welcome")
            app.reset_to("menu")
            app.push("new_game")
            shot("02-new-game")
            app.push("setup")
            shot("02b-house-rules")
            app.reset_to("menu")
            app.push("settings")
            shot("03-settings")
            app.push("decks")
            settle(app)  # its fans come a few a frame the first time
            shot("03b-decks")
            app.pop()
            app.pop()
            app.push("rules")
            shot("04-rules")
            table_shots(app, shot, seed)
            rules = Rules.preset("classic")
            seats = seats_from_settings([{"kind": "human", "name": "", "level": ""}], 2)
            end = play_to(Match.new(rules, 2, seed=seed), lambda m: m.is_over, rng_seed=seed)
            app.reset_to("match_end", match=end, seats=seats)
            shot("08-match-end")
            app.reset_to("table", match=Match.new(rules, 2, seed=seed), seats=seats)
            settle(app)
            app.push("pause")
            shot("09-pause")
            # Pass-and-play: the hand-off screen between two people's turns.
            people = seats_from_settings(
                [{"kind": "human", "name": "Anna", "level": ""}, {"kind": "human", "name": "Giulia", "level": ""}],
                2,
            )
            start = Match.new(rules, 2, seed=seed)
            app.reset_to("table", match=start, seats=people)
            app.overlay.toasts.clear()  # the last hand's toasts belong to the table shots, not this screen
            app.push("handoff", seat=1, player="Giulia", recap=_first_plays(start, 3), names=["Anna", "Giulia"])
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
            app.reset_to("menu")
            app.overlay.toasts.clear()
            online_shots(app, shot)
            app.reset_to("guide")
            settle(app)
            shot("22-guide")
            app.reset_to("menu")
            review = app.push("review", record=reviewed, worlds=REVIEW_WORLDS, seed=seed)
            review.go(REVIEW_STEP)
            settle(app)
            shot("23-review")
            app.push("review_summary", review=review.review, scene=review)
            shot("23b-review-summary")
        saved += every_deck(app, out, seed, LANGUAGES, SIZES)
    finally:
        app.close()
        pygame.display.quit()
        wait_for_saves()  # a table's save still being written would land in the folder being removed
        if tmp is not None:
            tmp.cleanup()
    return saved


def _reviewed_match(home: str, seed: int):
    """A short match of yours against a bot, with every move kept, and Maestro's review of it stored with
    it (a few deals a move, so the tour does not wait), as the history's Review opens it."""
    import dataclasses

    from ...bots import make_bot
    from ...engine import Match, Rules
    from ...review import analyse, store_review
    from ...storage import MoveLog, ReviewCache, Seat, record_from_match

    rules = dataclasses.replace(Rules.preset("classic"), target=4)
    bots = [make_bot("easy", seed=seed), make_bot("medium", seed=seed + 1)]
    match, log = Match.new(rules, 2, seed=seed), MoveLog()
    while not match.is_over:
        game = match.game
        match = match.play(bots[game.to_move].choose(game.observation(game.to_move)))
        log.observe(match)
    record = record_from_match(match, [Seat("human"), Seat("bot", "Giulia", "medium")], match_id="5c" * 16,
                               moves=log.all_moves(match))
    store_review(ReviewCache(home), analyse(record, 0, worlds=REVIEW_WORLDS, seed=seed))
    return record


def _first_plays(match, count: int) -> list:
    """The plays of the first `count` moves of `match` (each the first legal move): a hand-off's recap."""
    game = match.game
    for _ in range(count):
        game = game.play(game.legal_moves()[0])
    return list(game.history)


def _record_history(home: str, rules, seats, seed: int) -> None:
    """A few finished bot matches in the history, so its list, statistics and chart have something to show."""
    from ...engine import Match
    from ...storage import HistoryStore, record_from_match
    from ..driver import play_to

    store = HistoryStore(home)
    for i in range(6):
        end = play_to(Match.new(rules, 2, seed=seed + i), lambda m: m.is_over, rng_seed=seed + i)
        store.append(record_from_match(end, seats))

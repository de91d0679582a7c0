"""`--selftest`: one whole bot-vs-bot match through the real scenes (menu, setup, table, scoring, end),
driven by posted key events, at top speed. Exit status 0 when it reaches the end of the match."""

from __future__ import annotations

import os
import sys
import tempfile
import traceback

import pygame

from .selftest_online import check_online

MAX_FRAMES = 200_000
SOUND_CHECKED = "lay"
PHRASE_CHECKED = "scopa"


def selftest(seed: int = 1, home: str | None = None, size: tuple[int, int] | None = None,
             players: int = 2, speech_log: str | None = None) -> int:
    tmp = None
    if home is None:  # never touch the player's own settings
        tmp = tempfile.TemporaryDirectory(prefix="scopa-selftest-")
        home = tmp.name
    os.environ["SCOPA_DESKTOP_HOME"] = home
    if sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")  # a server or CI: run the same scenes off-screen
    try:
        from ..app import App
        from ..driver import key

        app = App(size=size or (1280, 800), seed=seed, home=home, autoplay=True, fullscreen=False,
                  speech_log=speech_log)
        app.update_settings(seats=[{"kind": "bot", "name": "", "level": "random"} for _ in range(players)],
                            rules_preset="classic", rule_options={}, target=None, animation_speed="off")
        app.push("menu")
        app.step(0)
        key(app, pygame.K_RETURN)  # New game (focused first)
        if app.stack.top is None or app.stack.top.name != "new_game":
            raise RuntimeError(f"the menu did not open the new game screen, top is {app.stack.top!r}")
        key(app, pygame.K_RETURN)  # Start (focused on arrival)
        if app.stack.top is None or app.stack.top.name != "table":
            raise RuntimeError(f"the setup did not start the table, top is {app.stack.top!r}")
        scenes_seen = {"menu", "new_game", "table"}
        frames = 0
        while app.running and frames < MAX_FRAMES:
            app.step(1 / 60)
            if app.stack.top is not None:
                scenes_seen.add(app.stack.top.name)
            frames += 1
        top = app.stack.top
        if top is None or top.name != "match_end" or not top.match.is_over:  # type: ignore[attr-defined]
            raise RuntimeError(f"the match did not finish in {frames} frames (top scene {top!r})")
        missing = {"scoring", "match_end"} - scenes_seen
        if missing:
            raise RuntimeError(f"scenes never shown: {sorted(missing)}")
        heard = check_sounds(app)
        lettered = check_card_font()
        online = check_online()
        if speech_log is not None:
            heard += f", {app.speech.announcer.count} announcements logged to {speech_log} ({app.speech.status()})"
        match = top.match  # type: ignore[attr-defined]
        print(f"selftest ok: {len(match.history)} hands, totals {list(match.totals)}, "
              f"{app.frames} frames drawn, scenes {sorted(scenes_seen)}, {heard}, {lettered}, {online}")
        app.close()
        return 0
    except ImportError as exc:  # e.g. the card art left out of a frozen bundle: fail, never play without it
        traceback.print_exc(file=sys.stderr)
        print(f"selftest failed: part of the game could not be loaded ({exc})", file=sys.stderr)
        return 1
    except Exception:  # noqa: BLE001 - the self-test reports every failure as a non-zero exit
        traceback.print_exc(file=sys.stderr)
        return 1
    finally:
        pygame.display.quit()
        if tmp is not None:
            tmp.cleanup()


def check_sounds(app) -> str:
    """One effect and one phrase must load from the files shipped (a bundle without them fails); without an
    audio device there is nothing to check, and the game runs silently."""
    if not app.audio.open_mixer():
        return "no audio device: sounds not checked"
    for player, name in ((app.audio, SOUND_CHECKED), (app.voice, PHRASE_CHECKED)):
        if not player.loads(name):
            raise RuntimeError(f"the sound {name!r} did not load from {player.folder}: {list(app.notices)}")
    return f"sound {SOUND_CHECKED!r} and phrase {PHRASE_CHECKED!r} loaded"


def check_card_font() -> str:
    """The cards' lettering face must load from the file shipped (a bundle without it would letter the
    indices and mottoes in pygame's own font)."""
    from ..cards.art import CARD_FONT, card_font_path

    path = card_font_path()
    if path is None:
        raise RuntimeError(f"the cards' font assets/{'/'.join(CARD_FONT)} was not shipped")
    name = pygame.font.Font(path, 12).name
    return f"card font {name!r} loaded"

"""Larger text reflows, it is not shrunk back nor cut: every screen of the screenshot tour (menus, new game and
house rules, settings and decks, the rules, the table with two to eight players, a scopa, the scoring sheet,
the match's end, the pause menu, the hand-off, the glossary, the history, every online screen on a real
loopback server, the guide and Maestro's review), then the remembered names and a confirmation, at 960x600
and 1920x1080, at 100%, 150% and 200%, in English and in Italian: no text cut, no text outside its box or
over another, no two controls on top of each other (tests/screen_checks.py says how each is found)."""

from __future__ import annotations

import itertools

import pygame
import pytest
from screen_checks import ScreenChecks

from scopa_desktop import i18n
from scopa_desktop.ui import app as app_module
from scopa_desktop.ui.driver import key, settle
from scopa_desktop.ui.tools import screenshots, screenshots_table

SIZES = [(960, 600), (1920, 1080)]
SCALES = [100, 150, 200]
TOUR_SCREENS = 29  # shots the tour takes with one deck, one size and one language (every_deck left out)


def checked_tour(tmp_path, monkeypatch, size, scale, language) -> tuple[list[str], list[str]]:
    """The screenshot tour at `size`, `scale` and in `language`, every shot checked instead of saved: the
    screens seen and what was wrong."""
    monkeypatch.setattr(screenshots, "SIZES", (size,))
    monkeypatch.setattr(screenshots, "LANGUAGES", (language,))
    monkeypatch.setattr(screenshots, "DECKS", (("napoletane", "courts"),))
    monkeypatch.setattr(screenshots, "REVIEW_WORLDS", 2)
    monkeypatch.setattr(screenshots_table, "every_deck", lambda *args, **kwargs: [])
    seen: list[str] = []
    problems: list[str] = []
    checks: list[ScreenChecks] = []

    class CheckedApp(app_module.App):
        def __init__(self, *args, **kwargs) -> None:
            super().__init__(*args, **kwargs)
            self.update_settings(text_scale=scale)
            checks.append(ScreenChecks(self, monkeypatch))

    def check_shot(surface, path) -> None:
        name = str(path).rsplit("/", 1)[-1].split("-napoletane")[0]
        seen.append(name)
        problems.extend(checks[-1].problems(name))

    monkeypatch.setattr(app_module, "App", CheckedApp)
    monkeypatch.setattr(pygame.image, "save", check_shot)
    screenshots.save_screenshots(str(tmp_path / "shots"), home=str(tmp_path / "home"))
    return seen, problems


@pytest.mark.parametrize("language", i18n.available_languages())
@pytest.mark.parametrize(("size", "scale"), list(itertools.product(SIZES, SCALES)),
                         ids=[f"{w}x{h}-{scale}%" for (w, h), scale in itertools.product(SIZES, SCALES)])
def test_every_screen_lays_out_whole_at_every_text_size(tmp_path, monkeypatch, size, scale, language):
    seen, problems = checked_tour(tmp_path, monkeypatch, size, scale, language)
    assert len(seen) == TOUR_SCREENS, seen  # the tour went everywhere
    assert problems == []


@pytest.mark.parametrize("language", i18n.available_languages())
@pytest.mark.parametrize(("size", "scale"), [((960, 600), 200), ((1920, 1080), 200), ((960, 600), 100)],
                         ids=["960x600-200%", "1920x1080-200%", "960x600-100%"])
def test_the_screens_the_tour_leaves_out_lay_out_whole_too(app, monkeypatch, size, scale, language):
    """The remembered names (Settings → Remembered names) and a confirmation (a saved match replaced)."""
    app.update_settings(language=language, text_scale=scale)
    app.resize(size)
    checks = ScreenChecks(app, monkeypatch)
    problems = []
    app.push("settings")
    app.push("names")
    settle(app)
    problems += checks.problems("names")
    app.reset_to("menu")
    app.push("confirm", title=i18n.current().t("saved_match.confirm_title"),
             message=i18n.current().t("saved_match.confirm_lost", summary="Scopone, 4 players, 7–5"),
             keep=i18n.current().t("saved_match.keep"), proceed=i18n.current().t("saved_match.start_new"))
    settle(app)
    problems += checks.problems("confirm")
    # A tooltip asked for with F1 (New game's), then a toast with a long line, on the main menu.
    app.reset_to("menu")
    settle(app)
    key(app, pygame.K_F1)
    app.step(1 / 30)
    assert app.overlay.drawn_tip is not None
    problems += checks.problems("tooltip")
    app.overlay.toast(i18n.current().t("table.scopa_banner"), i18n.current().t("saved_match.confirm_lost",
                                                                              summary="Scopone, 4 players, 7–5"),
                      force=True)
    app.dirty = True
    app.step(1 / 30)
    problems += checks.problems("toast")
    assert problems == []


def test_larger_text_is_larger_not_shrunk_back(app, monkeypatch):
    """At 200% a settings row's label is drawn about twice as tall as at 100% (its row grew for it; the text
    was not shrunk back to the old row), in the same window."""
    checks = ScreenChecks(app, monkeypatch)
    app.resize((960, 600))
    inked = {}
    for scale in (100, 200):
        app.update_settings(text_scale=scale)
        app.push("settings")
        settle(app)
        label = i18n.current().t("settings.text_scale.label")
        inked[scale] = next(ink for s, _, ink, _, _ in checks.inks if s == label)
        app.pop()
    assert inked[200].h >= 1.8 * inked[100].h
    assert inked[200].w >= 1.8 * inked[100].w

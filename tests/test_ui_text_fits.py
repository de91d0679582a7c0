"""Our words are read whole, not cut with an ellipsis: every glossary row and its footer in the smallest and
a large window in every language (found by eye: the Italian "Scopa!" meaning was cut even at 1920x1080), and
a bot's level in the narrow side panels of the six-player table (scripts/check/cut_text.py finds the rest)."""

from __future__ import annotations

import pygame
import pytest

from scopa_desktop import i18n
from scopa_desktop.engine import Rules
from scopa_desktop.ui import theme
from scopa_desktop.ui.driver import key, settle
from scopa_desktop.ui.seats import Seat, bot_level_name, short_level_name


def record_drawn(monkeypatch) -> tuple[list[str], list[str]]:
    """Every string fitted from now on, and those cut with an ellipsis (theme.fits_whole said no)."""
    fitted: list[str] = []
    cut: list[str] = []
    plain_fit = theme.fit_text

    def recording_fit(s, size, max_width, *args, **kwargs):
        fitted.append(s)
        bold, serif = kwargs.get("bold", args[1] if len(args) > 1 else False), kwargs.get("serif", False)
        if not theme.fits_whole(s, size, max_width, bold, serif, kwargs.get("min_scale", 0.78)):
            cut.append(s)
        return plain_fit(s, size, max_width, *args, **kwargs)

    monkeypatch.setattr(theme, "fit_text", recording_fit)
    return fitted, cut


@pytest.mark.parametrize("language", i18n.available_languages())
@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_no_glossary_text_is_cut(app, monkeypatch, language, size):
    drawn, cut = record_drawn(monkeypatch)
    app.update_settings(language=language)
    app.resize(size)
    scene = app.push("glossary")
    settle(app)
    while True:
        top = scene.top
        key(app, pygame.K_PAGEDOWN)
        settle(app)
        if scene.top == top:
            break
    assert scene.top == len(scene.rows) - scene.visible  # every row was on screen once
    shown = {e.meaning for e in scene.rows} | {e.italian for e in scene.rows}
    assert shown & set(drawn)  # the recording saw the rows
    assert cut == []


@pytest.mark.parametrize("language", i18n.available_languages())
def test_a_bot_level_too_long_for_a_side_panel_takes_its_short_name(app, monkeypatch, language):
    app.update_settings(language=language)
    app.resize((960, 600))
    drawn, cut = record_drawn(monkeypatch)
    seats = [Seat("human", "Ada")] + [Seat("bot", name, "medium") for name in ("Bo", "Cy", "Di", "Ed", "Flo")]
    app.push("table", rules=Rules.preset("classic"), seats=seats, seed=3)
    settle(app)
    assert cut == []
    levels = {bot_level_name("medium"), short_level_name("medium")}
    assert levels <= set(drawn) or language == "en"  # Italian needs both; "Club player" fits everywhere
    assert bot_level_name("medium") in drawn  # the wide top panels keep the whole name

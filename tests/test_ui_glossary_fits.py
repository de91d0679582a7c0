"""Every glossary row and the footer are read whole: nothing is cut with an ellipsis, in the smallest and a
large window, in every language (found by eye: the Italian "Scopa!" meaning was cut even at 1920x1080)."""

from __future__ import annotations

import pygame
import pytest

from scopa_desktop import i18n
from scopa_desktop.ui import theme
from scopa_desktop.ui.driver import key, settle


@pytest.mark.parametrize("language", i18n.available_languages())
@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_no_glossary_text_is_cut(app, monkeypatch, language, size):
    drawn: list[str] = []
    plain_text = theme.text

    def recording_text(s, *args, **kwargs):
        drawn.append(s)
        return plain_text(s, *args, **kwargs)

    monkeypatch.setattr(theme, "text", recording_text)
    theme._FIT_CACHE.clear()  # fit_text draws through theme.text only on a cache miss
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
    assert [s for s in drawn if s.endswith("…")] == []

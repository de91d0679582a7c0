"""Settings → Accessibility: speech through the player's screen reader (auto / on / off), the fallback voice's
speed, how much is said, and (debug) the speech log. Each group of rows is built by its own function, so
other accessibility settings join as rows of their own."""

from __future__ import annotations

import pygame

from ...storage import SPEECH_MODES, SPEECH_VERBOSITIES
from .. import input as inp
from ..form_scene import FormScene
from ..scene import register
from ..text import tr
from ..widgets import FORM_KEYS, Form, Row
from .common import backdrop, centered_sheet, sheet_title, unit, veil

RATES = tuple(range(10, 101, 10))
MIN_ROW_H = 30


def speech_rows(app) -> list[Row]:
    """The speech rows: the screen reader's mode, the voice's speed, the verbosity, the debug log."""
    s = app.settings
    rates = list(RATES) if s.speech_rate in RATES else sorted({*RATES, s.speech_rate})
    return [
        Row("speech", tr("settings.speech.label"), list(SPEECH_MODES),
            [tr(f"settings.speech.values.{m}") for m in SPEECH_MODES], SPEECH_MODES.index(s.speech),
            help_key="settings.speech.help"),
        Row("speech_rate", tr("settings.speech_rate.label"), rates,
            [tr("settings.speech_rate.value", percent=r) for r in rates], rates.index(s.speech_rate), wraps=False,
            help_key="settings.speech_rate.help"),
        Row("speech_verbosity", tr("settings.speech_verbosity.label"), list(SPEECH_VERBOSITIES),
            [tr(f"settings.speech_verbosity.values.{v}") for v in SPEECH_VERBOSITIES],
            SPEECH_VERBOSITIES.index(s.speech_verbosity), help_key="settings.speech_verbosity.help"),
        Row("speech_log", tr("settings.speech_log.label"), [False, True],
            [tr("common.disabled"), tr("common.enabled")], int(s.speech_log), help_key="settings.speech_log.help",
            help_params={"path": str(app.speech.log_path())}),
    ]


@register("accessibility")
class AccessibilityScene(FormScene):
    transparent = True

    def __init__(self, app, **kw) -> None:
        super().__init__(app)
        self.form = Form(self._columns(), on_change=self._changed)

    def _columns(self) -> list[list[Row]]:
        return [[*speech_rows(self.app), Row("back", tr("common.back"), primary=True)]]

    def _changed(self, row: Row) -> None:
        self.app.update_settings(**{row.key: row.value})

    def focus_tooltip(self):
        """The focused row's help (the log's names its file)."""
        row = self.form.rows[self.form.focus]
        rect = self.form.row_rects.get(row.key)
        return (rect, row.help_key, row.help_params) if rect is not None and row.help_key else None

    def keymap(self):
        return FORM_KEYS

    def handle_form(self, intent: inp.Intent) -> None:
        if self.form.handle(intent) == ("action", "back"):
            self.back()
        self.invalidate()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        u = unit((w, h))
        below = self.app.stack.scenes[-2].name if len(self.app.stack.scenes) > 1 else ""
        if below in ("table", "pause", "settings"):
            veil(surface, 170)
        else:
            backdrop(surface)
        self.app.input.add(surface.get_rect(), None, modal=True)
        n_rows = len(self.form.rows)
        rect = centered_sheet(surface, min(w - 40, round(760 * u)),
                              min(h - 40, max(round(120 * u) + MIN_ROW_H * n_rows, round(110 * u) + 60 * n_rows)))
        sheet_title(surface, rect, tr("speech.settings.title"), u)
        row_h = max(MIN_ROW_H, min(round(56 * u), (rect.bottom - rect.y - round(100 * u)) // n_rows))
        area = pygame.Rect(rect.x + round(30 * u), rect.y + round(80 * u), rect.w - round(60 * u), row_h * n_rows)
        self.form.draw(surface, self.app.input, area, row_h, label_w_frac=0.5)

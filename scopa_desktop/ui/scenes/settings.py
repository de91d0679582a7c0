"""Settings: the deck (switches the table at once), French faces, animation speed, bot pause, language."""

from __future__ import annotations

import pygame

from ...engine import Card
from ...storage.settings import ANIMATION_SPEEDS, DECK_STYLES, FRENCH_FACES, LANGUAGES
from .. import input as inp
from .. import theme
from ..scene import Scene, register
from ..text import tr
from ..widgets import FORM_KEYS, Form, Row
from .common import backdrop, sheet, unit, veil

BOT_PAUSES = (0, 250, 600, 1000, 1500, 2500)
PREVIEW = ("7d", "10c", "9s", "8b", "1d")


@register("settings")
class SettingsScene(Scene):
    transparent = True

    def __init__(self, app, **kw) -> None:
        super().__init__(app)
        self.form = Form([self._rows()], on_change=self._changed)

    def _rows(self) -> list[Row]:
        s = self.app.settings
        pauses = list(BOT_PAUSES) if s.bot_pause_ms in BOT_PAUSES else sorted({*BOT_PAUSES, s.bot_pause_ms})

        def choice(key: str, values: list, labels: list[str], current) -> Row:
            return Row(key, tr(f"settings.{key}"), list(values), labels,
                       values.index(current) if current in values else 0)

        return [
            choice("deck_style", list(DECK_STYLES), [tr(f"deck.{d}") for d in DECK_STYLES], s.deck_style),
            choice("french_faces", list(FRENCH_FACES), [tr(f"settings.faces_{f}") for f in FRENCH_FACES],
                   s.french_faces),
            choice("animation_speed", list(ANIMATION_SPEEDS), [tr(f"settings.speed_{a}") for a in ANIMATION_SPEEDS],
                   s.animation_speed),
            choice("bot_pause_ms", pauses, [tr("settings.ms", ms=p) for p in pauses], s.bot_pause_ms),
            choice("language", list(LANGUAGES), [tr(f"settings.lang_{lang}") for lang in LANGUAGES], s.language),
            choice("tooltips", [True, False], [tr("common.on"), tr("common.off")], s.tooltips),
            choice("fullscreen", [False, True], [tr("common.off"), tr("common.on")], self.app.fullscreen),
            Row("back", tr("common.back"), primary=True),
        ]

    def _changed(self, row: Row) -> None:
        if row.key == "fullscreen":
            if row.value != self.app.fullscreen:
                self.app.toggle_fullscreen()
            return
        self.app.update_settings(**{row.key: row.value})
        if row.key == "language":
            focus = self.form.focus
            self.form = Form([self._rows()], on_change=self._changed)
            self.form.focus = focus

    def keymap(self):
        return FORM_KEYS

    def handle(self, intent: inp.Intent) -> None:
        if intent.kind == inp.CANCEL:
            self.app.pop()
            return
        result = self.form.handle(intent)
        if result == ("action", "back"):
            self.app.pop()
        self.invalidate()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        u = unit((w, h))
        below = self.app.stack.scenes[-2].name if len(self.app.stack.scenes) > 1 else ""
        if below in ("table", "pause"):
            veil(surface, 170)
        else:
            backdrop(surface)
        ctl = self.app.input
        ctl.add(surface.get_rect(), None, modal=True)
        rect = pygame.Rect(0, 0, min(w - 40, round(1000 * u)), min(h - 40, round(660 * u)))
        rect.center = (w // 2, h // 2)
        sheet(surface, rect)
        t = theme.text(tr("settings.title"), round(36 * u), theme.GOLD, serif=True)
        surface.blit(t, t.get_rect(midtop=(rect.centerx, rect.y + round(18 * u))))
        row_h = round(max(40, 54 * u))
        form_rect = pygame.Rect(rect.x + round(30 * u), rect.y + round(80 * u), round(rect.w * 0.58), row_h * 8)
        self.form.draw(surface, ctl, form_rect, row_h)
        # A preview of the deck: the change shows at once.
        ph = min(round(rect.h * 0.3), round((rect.right - form_rect.right - 60 * u) / (self.app.art.aspect * 2.6)))
        px = form_rect.right + round(30 * u)
        cw = round(ph * self.app.art.aspect)
        for i, code in enumerate(PREVIEW):
            y = rect.y + round(110 * u) + (i // 3) * round(ph * 1.08)
            r = pygame.Rect(px + (i % 3) * round(cw * 0.8), y, cw, ph)
            if r.right > rect.right - 10:
                continue
            surface.blit(self.app.card_face(Card.parse(code), ph), r)


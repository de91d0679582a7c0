"""The in-game menu (Esc): resume, rules, settings, back to the main menu, quit. The table waits."""

from __future__ import annotations

import pygame

from .. import input as inp
from .. import theme
from ..scene import Scene, register
from ..text import tr
from ..widgets import FORM_KEYS, Form, Row
from .common import sheet, unit, veil


@register("pause")
class PauseScene(Scene):
    transparent = True

    def __init__(self, app, **kw) -> None:
        super().__init__(app)
        self.form = Form([[
            Row("resume", tr("window.resume"), primary=True),
            Row("rules", tr("menu.rules")),
            Row("settings", tr("menu.settings")),
            Row("main_menu", tr("match_end.main_menu")),
            Row("quit", tr("menu.quit")),
        ]])

    def keymap(self):
        return FORM_KEYS

    def resume(self) -> None:
        labels = {"resume": "window.resume", "rules": "menu.rules", "settings": "menu.settings",
                  "main_menu": "match_end.main_menu", "quit": "menu.quit"}
        for row in self.form.rows:
            row.label = tr(labels[row.key])

    def handle(self, intent: inp.Intent) -> None:
        if intent.kind == inp.CANCEL:
            self.app.pop()
            return
        result = self.form.handle(intent)
        if result and result[0] == "action":
            key = result[1]
            if key == "resume":
                self.app.pop()
            elif key in ("rules", "settings"):
                self.app.push(key)
            elif key == "main_menu":
                self.app.reset_to("menu")
            elif key == "quit":
                self.app.quit()
        self.invalidate()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        u = unit((w, h))
        veil(surface)
        ctl = self.app.input
        ctl.add(surface.get_rect(), None, modal=True)  # the table below gets no clicks
        row_h = round(max(44, 56 * u))
        rect = pygame.Rect(0, 0, round(max(320, 400 * u)), row_h * 5 + round(110 * u))
        rect.center = (w // 2, h // 2)
        sheet(surface, rect)
        t = theme.text(tr("window.paused"), round(36 * u), theme.GOLD, serif=True)
        surface.blit(t, t.get_rect(midtop=(rect.centerx, rect.y + round(22 * u))))
        inner = pygame.Rect(rect.x + round(30 * u), rect.y + round(84 * u), rect.w - round(60 * u), row_h * 5)
        self.form.draw(surface, ctl, inner, row_h)

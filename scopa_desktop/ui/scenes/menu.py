"""The main menu: new game, rules, settings, quit; a fan of cards in the deck of the moment."""

from __future__ import annotations

import pygame

from ...engine import Card
from .. import input as inp
from .. import menu_items, theme
from ..scene import Scene, register
from ..text import tr
from ..widgets import FORM_KEYS, title
from .common import backdrop, unit

FAN = ("1d", "3c", "7d", "10s", "8b")
FAN_TALL = 1.45  # the fan's height, in card heights (the cards are turned)
COLUMN_ROWS = 4  # the rows of each column under the slot of what waits


@register("menu")
class MenuScene(Scene):
    def __init__(self, app, **kw) -> None:
        super().__init__(app)
        app.rules_in_play = None
        self.form = menu_items.menu_form(app)
        self._fan: dict = {}

    def keymap(self):
        return FORM_KEYS

    def resume(self) -> None:
        # Texts may have changed language in the settings (the saved match's description too).
        focus = self.form.rows[self.form.focus].key if self.form.rows else ""
        self.form = menu_items.menu_form(self.app)
        self.form.focus_on(focus)
        self.invalidate()

    def focus_tooltip(self):
        """The focused row's help, with its parameters (Continue names the saved match)."""
        tip = super().focus_tooltip()
        if tip is None:
            return None
        rect, key, _ = tip
        return rect, key, self.form.rows[self.form.focus].help_params

    def handle(self, intent: inp.Intent) -> None:
        if intent.kind == inp.CANCEL:
            return
        if intent == inp.Intent(inp.ACTION, "dismiss_notices"):
            menu_items.action(self.app, "dismiss_notices")
            self.invalidate()
            return
        result = self.form.handle(intent)
        if result and result[0] == "action":
            key = result[1]
            if menu_items.action(self.app, key):
                if key == "continue" and self.app.stack.top is self:  # nothing to continue: the rows without it
                    self.form = menu_items.menu_form(self.app)
            elif key == "online_seat":
                self.app.push("online").resume_seat()
            elif key == "new_game":
                self.app.push("new_game")
            elif key == "online":
                self.app.push("online")
            elif key == "guide":
                self.app.push("guide")
            elif key == "rules":
                self.app.push("rules")
            elif key == "settings":
                self.app.push("settings")
            elif key == "quit":
                self.app.quit()
        self.invalidate()

    def _fan_surface(self, h: int) -> pygame.Surface:
        key = (h, *self.app.card_key())
        if key not in self._fan:
            self._fan.clear()
            cw = round(h * self.app.art.aspect)
            canvas = pygame.Surface((cw * 4 + h, round(h * FAN_TALL)), pygame.SRCALPHA)
            cx = canvas.get_width() // 2
            for i, code in enumerate(FAN):
                angle = (2 - i) * 11
                face = self.app.card_face(Card.parse(code), h)
                shadow = theme.shadow(face.get_size(), max(3, h // 24))
                combo = pygame.Surface(shadow.get_size(), pygame.SRCALPHA)
                pad = (shadow.get_width() - face.get_width()) // 2
                combo.blit(shadow, (3, 4))
                combo.blit(face, (pad, pad))
                rot = pygame.transform.rotozoom(combo, angle, 1.0)
                ox = (i - 2) * cw * 0.62
                oy = abs(i - 2) * h * 0.06
                canvas.blit(rot, rot.get_rect(center=(cx + ox, canvas.get_height() // 2 + oy)))
            self._fan[key] = canvas
        return self._fan[key]

    def draw(self, surface: pygame.Surface) -> None:
        """The rows sit at a fixed place, measured from the bottom: the slot for what waits (the network seat,
        the saved match) is kept even when empty, so no row moves when one appears. The fan of cards takes
        the room left above them."""
        w, h = surface.get_size()
        u = unit((w, h))
        backdrop(surface)
        heading = title(surface, tr("app.title"), (w // 2, round(h * 0.12)), round(84 * u), max_width=w - 40)
        sub = theme.text(tr("app.tagline"), round(20 * u), theme.INK_DIM)
        sub_rect = sub.get_rect(center=(w // 2, round(h * 0.12 + 56 * u)))
        sub_rect.top = max(sub_rect.top, heading.bottom)  # larger text: under the title, not over it
        surface.blit(sub, sub_rect)
        foot = theme.text(tr("window.keys_hint"), round(max(12, 14 * u)), theme.INK_FAINT)
        foot_rect = foot.get_rect(midbottom=(w // 2, h - 10))
        surface.blit(foot, foot_rect)
        row_h = theme.grown(max(44, 58 * u))
        width = min(w - 40, max(round(max(280, 360 * u) * 1.9), theme.grown(480 * u)))
        columns = pygame.Rect(0, 0, width, row_h * COLUMN_ROWS)
        columns.midbottom = (w // 2, foot_rect.top - round(8 * u))
        lead = pygame.Rect(columns.x, columns.y - row_h, width, row_h)
        self.form.begin_frame()
        waiting = len(self.form.columns) - 2  # none, one or two rows side by side in the slot
        self.form.draw_columns(surface, self.app.input, slice(0, waiting), lead, row_h)
        self.form.draw_columns(surface, self.app.input, slice(waiting, waiting + 2), columns, row_h)
        room = lead.top - sub_rect.bottom - round(12 * u)
        if room >= 40 * FAN_TALL:  # (larger text may leave no room for it: the rows come first)
            fan = self._fan_surface(min(round(h * 0.27), round(room / FAN_TALL)))
            surface.blit(fan, fan.get_rect(center=(w // 2, (sub_rect.bottom + lead.top) // 2)))
        menu_items.draw_notices(surface, self.app)

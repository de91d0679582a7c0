"""Players' names: typed once, remembered in the settings, given to the people at the table in seat order
(the first person seated gets the first name, and so on); the hand-off screens, the scoring and the history
use them."""

from __future__ import annotations

import pygame

from ...seat import clean_name
from .. import input as inp
from .. import theme
from ..form_scene import FormScene
from ..scene import register
from ..text import tr
from ..widgets import button
from .common import centered_sheet, centred_lines, page, sheet_title

SLOTS = 6
NAME_KEYS: dict[int, inp.Intent] = {
    pygame.K_UP: inp.Intent(inp.MOVE_FOCUS, -1),
    pygame.K_DOWN: inp.Intent(inp.MOVE_FOCUS, +1),
    pygame.K_TAB: inp.Intent(inp.MOVE_FOCUS, +1),
    pygame.K_RETURN: inp.Intent(inp.MOVE_FOCUS, +1),
    pygame.K_KP_ENTER: inp.Intent(inp.MOVE_FOCUS, +1),
    pygame.K_ESCAPE: inp.Intent(inp.CANCEL),
}


def typed(name: str, event: pygame.event.Event) -> str | None:
    """`name` after a key press typed into it (Backspace deletes; what cannot be drawn is dropped; past the
    settings' limit is cut), or None when the key types nothing (a navigation key)."""
    if event.type != pygame.KEYDOWN:
        return None
    if event.key == pygame.K_BACKSPACE:
        return name[:-1]
    if event.unicode:  # an input method or a paste may bring several characters at once
        return clean_name(name + event.unicode)
    return None


def remember_first(app, name: str) -> None:
    """Make `name` the first remembered name (the first person seated takes it), keeping the others."""
    name = name.strip()
    names = [name, *(n for n in app.settings.player_names if n != name)][:SLOTS] if name else []
    if name and names != list(app.settings.player_names):
        app.update_settings(player_names=names)


@register("names")
class NamesScene(FormScene):
    types_text = True

    def __init__(self, app, **kw) -> None:
        super().__init__(app)
        names = list(app.settings.player_names)[:SLOTS]
        self.names = names + [""] * (SLOTS - len(names))
        self.focus = 0
        self.rects: list[pygame.Rect] = []

    def keymap(self):
        return NAME_KEYS

    def process_event(self, event: pygame.event.Event) -> None:
        # Typing goes into the focused name (KEYDOWN carries the character typed, in any layout).
        if event.type == pygame.KEYDOWN and event.key not in NAME_KEYS:
            name = typed(self.names[self.focus], event)
            if name is not None:
                self.names[self.focus] = name
            self.invalidate()
            return
        super().process_event(event)

    def save(self) -> None:
        """Keep the names typed, in order, without the blanks (the settings hold no empty name)."""
        names = [n.strip() for n in self.names if n.strip()]
        if names != list(self.app.settings.player_names):
            self.app.update_settings(player_names=names)

    def on_back(self) -> None:
        self.save()

    def handle_form(self, intent: inp.Intent) -> None:
        if intent.kind == inp.MOVE_FOCUS:
            self.focus = (self.focus + intent.value) % SLOTS
        elif intent.kind == inp.ACTION and isinstance(intent.value, tuple) and intent.value[0] == "slot":
            self.focus = intent.value[1]
        self.invalidate()

    def draw(self, surface: pygame.Surface) -> None:
        ctl = self.app.input
        w, h, u = page(surface, ctl)
        rect = centered_sheet(surface, min(w - 40, round(760 * u)), min(h - 40, round(640 * u)))
        sheet_title(surface, rect, tr("names_screen.title"), u)
        fs = max(13, round(18 * u))
        y = rect.y + round(66 * u)
        y = centred_lines(surface, tr("names_screen.hint"), max(12, fs - 3), rect.w - round(80 * u), theme.INK_DIM,
                          rect.centerx, y)
        row_h = round(max(40, 58 * u))
        y += round(14 * u)
        self.rects = []
        for i, name in enumerate(self.names):
            r = pygame.Rect(rect.x + round(40 * u), y, rect.w - round(80 * u), row_h - 10)
            focused = i == self.focus
            theme.panel(surface, r, active=focused, radius=r.h // 3, fill=theme.FIELD)
            lab = theme.text(tr("names_screen.person", n=i + 1), fs, theme.INK_DIM)
            surface.blit(lab, lab.get_rect(midleft=(r.x + 14, r.centery)))
            field_x = r.x + round(r.w * 0.36)
            shown = name + ("|" if focused else "")  # the caret: where typing goes
            if name or focused:
                val = theme.fit_text(shown, fs, r.right - 14 - field_x, theme.GOLD, bold=True)
            else:
                val = theme.text(tr("names_screen.empty"), fs, theme.INK_FAINT)
            surface.blit(val, val.get_rect(midleft=(field_x, r.centery)))
            ctl.add(r, inp.Intent(inp.ACTION, ("slot", i)), hover=("slot", i))
            self.rects.append(r)
            y += row_h
        b = pygame.Rect(0, 0, round(max(160, 200 * u)), round(max(40, 50 * u)))
        b.midbottom = (rect.centerx, rect.bottom - round(20 * u))
        button(surface, ctl, b, tr("common.done"), inp.Intent(inp.ACTION, "back"), primary=True)

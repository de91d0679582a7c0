"""Players' names: typed once, remembered in the settings, given to the people at the table in seat order
(the first person seated gets the first name, and so on); the hand-off screens, the scoring and the history
use them."""

from __future__ import annotations

import pygame

from ...storage import clean_name
from .. import input as inp
from .. import theme
from ..form_scene import FormScene
from ..scene import register
from ..text import tr
from ..text_edit import Cursor, highlight
from ..widgets import button, label_size
from .common import page
from .sheet_stack import SheetStack

SLOTS = 6
NAME_KEYS: dict[int, inp.Intent] = {
    pygame.K_UP: inp.Intent(inp.MOVE_FOCUS, -1),
    pygame.K_DOWN: inp.Intent(inp.MOVE_FOCUS, +1),
    pygame.K_TAB: inp.Intent(inp.MOVE_FOCUS, +1),
    pygame.K_RETURN: inp.Intent(inp.MOVE_FOCUS, +1),
    pygame.K_KP_ENTER: inp.Intent(inp.MOVE_FOCUS, +1),
    pygame.K_ESCAPE: inp.Intent(inp.CANCEL),
}


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
        self.cursor = Cursor()

    def keymap(self):
        return NAME_KEYS

    def process_event(self, event: pygame.event.Event) -> None:
        # Typing goes into the focused name (KEYDOWN carries the character typed, in any layout).
        if event.type == pygame.KEYDOWN and event.key not in NAME_KEYS:
            name = self.cursor.type(self.focus, self.names[self.focus], event, clean_name)
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
        stack = SheetStack(self, surface, round(max(760 * u, theme.grown(560 * u))), min_h=round(640 * u))
        stack.title(tr("names_screen.title"))
        fs = max(13, round(18 * u))
        stack.words(tr("names_screen.hint"), max(12, fs - 3), theme.INK_DIM, after=round(14 * u))
        row_h = theme.grown(max(40, 58 * u))
        self.rects = []
        for i, name in enumerate(self.names):
            stack.custom(self._slot_height(name, fs, stack.inner, row_h) + 10,
                         lambda s, r, i=i, name=name: self._draw_slot(s, r, i, name, fs, row_h))
        stack.spring()
        bh = theme.grown(max(40, 50 * u))
        label = tr("common.done")
        bw = max(round(max(160, 200 * u)), theme.text(label, label_size(bh), bold=True).get_width() + 32)
        stack.custom(bh + round(20 * u), lambda s, r: button(s, ctl, pygame.Rect(r.centerx - bw // 2, r.y, bw, bh),
                                                             label, inp.Intent(inp.ACTION, "back"), primary=True))
        stack.draw()
        if self.page.scrolls:
            self.rects = [r.move(0, -self.page.top) for r in self.rects]

    @staticmethod
    def _stacked(label: str, fs: int, width: int) -> bool:
        """Whether a slot's label goes above its name (it does not fit beside it)."""
        return not theme.fits_whole(label, fs, round(width * 0.36) - 20)

    def _slot_height(self, name: str, fs: int, width: int, row_h: int) -> int:
        label = tr("names_screen.person", n=1)
        return row_h - 10 + (theme.line_h(fs) if self._stacked(label, fs, width) else 0)

    def _draw_slot(self, surface: pygame.Surface, area: pygame.Rect, i: int, name: str, fs: int,
                   row_h: int) -> pygame.Rect | None:
        """One remembered name: its number and the name (the caret in the focused one), beside each other or
        the number above when it needs the room."""
        r = pygame.Rect(area.x, area.y, area.w, area.h - 10)
        focused = i == self.focus
        theme.panel(surface, r, radius=min(r.h, row_h) // 3, fill=theme.FIELD)
        label = tr("names_screen.person", n=i + 1)
        stacked = self._stacked(label, fs, r.w)
        lab = theme.fit_text(label, fs, r.w - 28, theme.INK_DIM)
        if stacked:
            surface.blit(lab, (r.x + 14, r.y + 4))
            field_x, value_y = r.x + 14, r.y + 4 + theme.line_h(fs) + (row_h - 10) // 2
        else:
            surface.blit(lab, lab.get_rect(midleft=(r.x + 14, r.centery)))
            field_x, value_y = r.x + round(r.w * 0.36), r.centery
        shown = self.cursor.shown(i, name, focused)  # the caret: where typing goes
        if name or focused:
            val = theme.fit_text(shown, fs, r.right - 14 - field_x, theme.GOLD, bold=True)
        else:
            val = theme.fit_text(tr("names_screen.empty"), fs, r.right - 14 - field_x, theme.INK_FAINT)
        if focused and self.cursor.is_selected(i):
            highlight(surface, val.get_rect(midleft=(field_x, value_y)))
        surface.blit(val, val.get_rect(midleft=(field_x, value_y)))
        self.app.input.add(r, inp.Intent(inp.ACTION, ("slot", i)), hover=("slot", i))
        self.rects.append(r)
        if focused:
            theme.focus_ring(surface, r, min(r.h, row_h) // 3)
            return r
        return None

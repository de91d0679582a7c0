"""A yes-or-no question over the screen below ("Start a new game? The saved match ... will be lost.").

    app.push("confirm", title=..., message=..., keep=tr("saved_match.keep"), proceed=tr("saved_match.start_new"),
             on_proceed=start)

Keep (and Esc) only closes the dialog; the proceeding button closes it, then runs `on_proceed`. Keep has
the focus: a stray Enter loses nothing.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from .. import input as inp
from .. import theme
from ..form_scene import FormScene
from ..scene import register
from ..widgets import FORM_KEYS, Form, Row
from .common import centered_sheet, unit, veil


@register("confirm")
class ConfirmScene(FormScene):
    transparent = True

    def __init__(self, app, title: str = "", message: str = "", keep: str = "", proceed: str = "",
                 on_proceed: Callable[[], None] | None = None, **kw) -> None:
        super().__init__(app)
        self.title, self.message, self.on_proceed = title, message, on_proceed
        self.form = Form([[Row("back", keep)], [Row("proceed", proceed, primary=True)]])

    def keymap(self):
        return FORM_KEYS

    def handle_form(self, intent: inp.Intent) -> None:
        if intent.kind == inp.ADJUST and not isinstance(intent.value, tuple):  # left/right between the two
            intent = inp.Intent(inp.MOVE_FOCUS, intent.value)
        result = self.form.handle(intent)
        if result == ("action", "back"):  # Enter on Keep
            self.back()
        elif result == ("action", "proceed"):
            self.app.pop()
            if self.on_proceed is not None:
                self.on_proceed()
        self.invalidate()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        u = unit((w, h))
        veil(surface, 170)
        ctl = self.app.input
        ctl.add(surface.get_rect(), None, modal=True)
        width = min(w - 40, round(720 * u))
        fs = max(14, round(19 * u))
        lines = theme.wrap(self.message, fs, width - round(60 * u))
        title_size = max(18, round(30 * u))
        bh = round(max(40, 52 * u))
        height = round(40 * u) + title_size + round(20 * u) + len(lines) * (fs + 6) + round(36 * u) + bh
        rect = centered_sheet(surface, width, min(h - 40, height))
        y = rect.y + round(24 * u)
        t = theme.fit_text(self.title, title_size, rect.w - 40, theme.GOLD, serif=True)
        surface.blit(t, t.get_rect(midtop=(rect.centerx, y)))
        y += t.get_height() + round(16 * u)
        for line in lines:
            s = theme.text(line, fs, theme.INK)
            surface.blit(s, s.get_rect(midtop=(rect.centerx, y)))
            y += s.get_height() + 4
        gap = round(24 * u)
        bw = min(round(max(180, 230 * u)), (rect.w - 3 * gap) // 2)
        buttons = pygame.Rect(0, 0, bw * 2 + gap, bh)
        buttons.midbottom = (rect.centerx, rect.bottom - round(22 * u))
        self.form.draw(surface, ctl, buttons, bh + max(4, bh // 8))

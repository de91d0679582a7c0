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
from .common import unit, veil
from .sheet_stack import SheetStack


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
        self.app.input.add(surface.get_rect(), None, modal=True)
        stack = SheetStack(self, surface, round(max(720 * u, theme.grown(520 * u))), pad=round(30 * u))
        stack.space(round(8 * u))
        stack.title(self.title, max(18, round(30 * u)))
        stack.words(self.message, max(14, round(19 * u)), theme.INK, after=round(28 * u))
        stack.bar(self.form, ["back", "proceed"], theme.grown(max(40, 52 * u)), most_w=round(max(180, 230 * u)))
        stack.space(round(14 * u))
        stack.draw(self.form)

"""The first start: the screens shown once over the main menu, before anything else.

`first_start_steps(app)` lists them (scene names, in order) from the settings; `run_first_start(app)` shows
them one after another (the window's `start` calls it once). Today there is one, "welcome", which asks the
player's name, prefilled from the computer's user name, and remembers that it asked (`name_asked`).

A later step (a guided first game, say) adds its scene name to the list in `first_start_steps`, with the
setting that marks it done; each step's scene pops itself when it is finished, and the next one follows.
"""

from __future__ import annotations

import contextlib
import getpass
import os
from typing import Any

import pygame

from ...storage import clean_name
from .. import input as inp
from .. import theme
from ..form_scene import FormScene
from ..scene import register
from ..text import tr
from ..text_edit import Cursor, highlight, looks_like_a_name
from ..widgets import button, label_size
from .common import page
from .names import remember_first
from .sheet_stack import SheetStack

WELCOME_KEYS: dict[int, inp.Intent] = {
    pygame.K_RETURN: inp.Intent(inp.CONFIRM),
    pygame.K_KP_ENTER: inp.Intent(inp.CONFIRM),
    pygame.K_ESCAPE: inp.Intent(inp.CANCEL),
}


def first_start_steps(app: Any) -> list[str]:
    """The first-start screens still to show, in order (none once each has been done)."""
    steps = []
    if not app.settings.name_asked:
        steps.append("welcome")
    if not app.settings.tutorial_done:
        steps.append("guide")  # the guided first game (ui/scenes/guide), until finished or skipped
    return steps


def run_first_start(app: Any, steps: list[str] | None = None) -> None:
    """Push the first step; when it is popped, the next one follows."""
    steps = first_start_steps(app) if steps is None else steps
    if steps:
        app.push(steps[0], on_close=lambda: run_first_start(app, steps[1:]))


def system_name() -> str:
    """The computer's name for its user, capitalised: the full name where the system keeps one ("Anna
    Rossi"), else the login name ("anna" -> "Anna"); "" when neither is known."""
    name = ""
    with contextlib.suppress(ImportError, KeyError, OSError, AttributeError):
        import pwd  # POSIX only (AttributeError: no os.getuid elsewhere)

        name = pwd.getpwuid(os.getuid()).pw_gecos.split(",")[0].strip()
    if not name:
        try:
            name = getpass.getuser().strip()
        except (KeyError, OSError, ImportError):  # no user name in the environment nor the password file
            return ""
    return clean_name(name[:1].upper() + name[1:])


@register("welcome")
class WelcomeScene(FormScene):
    """What is your name? Typed into one field; Enter or Continue keeps it, Esc skips (it is not asked again)."""

    types_text = True

    def __init__(self, app, **kw) -> None:
        super().__init__(app)
        names = app.settings.player_names
        offered = system_name()  # the computer's name for its user, if it reads as a person's ("Root" does not)
        self.player_name = names[0] if names else offered if looks_like_a_name(offered) else ""
        self.cursor = Cursor()

    def keymap(self):
        return WELCOME_KEYS

    def process_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key not in WELCOME_KEYS:
            name = self.cursor.type("name", self.player_name, event, clean_name)
            if name is not None:
                self.player_name = name
                self.invalidate()
            return
        super().process_event(event)

    def on_back(self) -> None:
        """Asked, whatever the answer: the question does not come back at the next start."""
        if not self.app.settings.name_asked:
            self.app.update_settings(name_asked=True)

    def handle_form(self, intent: inp.Intent) -> None:
        if intent.kind == inp.CONFIRM or intent == inp.Intent(inp.ACTION, "keep_name"):
            remember_first(self.app, self.player_name)
            self.back()

    def draw(self, surface: pygame.Surface) -> None:
        ctl = self.app.input
        w, h, u = page(surface, ctl)
        stack = SheetStack(self, surface, round(max(760 * u, theme.grown(560 * u))), min_h=round(380 * u),
                           pad=round(60 * u))
        stack.title(tr("welcome.title"), round(46 * u))
        fs = max(14, round(20 * u))
        stack.words(tr("welcome.ask_name"), fs, theme.INK, after=round(24 * u))
        field_h = theme.grown(max(40, round(60 * u)))
        stack.custom(field_h, lambda s, r: self._draw_field(s, r, fs))
        stack.space(round(14 * u))
        stack.words(tr("welcome.later"), max(12, fs - 4), theme.INK_FAINT, after=round(16 * u))
        stack.spring()
        bh = theme.grown(max(40, round(54 * u)))
        label = tr("welcome.start")
        bw = max(round(max(180, 240 * u)), theme.text(label, label_size(bh), bold=True).get_width() + 32)

        def start(s: pygame.Surface, r: pygame.Rect) -> pygame.Rect:
            b = pygame.Rect(r.centerx - bw // 2, r.y, bw, bh)
            button(s, ctl, b, label, inp.Intent(inp.ACTION, "keep_name"), focused=True, primary=True)
            return b

        stack.custom(bh + round(24 * u), start)
        stack.draw()

    def _draw_field(self, surface: pygame.Surface, field: pygame.Rect, fs: int) -> None:
        """The name typed so far (the caret after it), in its box with its label; the label over the text when
        both do not fit side by side."""
        theme.panel(surface, field, active=True, radius=field.h // 3, fill=theme.FIELD)
        label = theme.text(tr("welcome.name"), max(13, fs - 2), theme.INK_DIM)
        surface.blit(label, label.get_rect(midleft=(field.x + 16, field.centery)))
        value_x = field.x + 24 + label.get_width()
        if self.player_name:
            text = self.cursor.shown("name", self.player_name, True)
            shown = theme.fit_text(text, fs + 2, field.right - 16 - value_x, theme.GOLD, bold=True)
            if self.cursor.is_selected("name"):
                highlight(surface, shown.get_rect(midleft=(value_x, field.centery)))
        else:
            shown = theme.fit_text(tr("welcome.type_name") + " |", fs, field.right - 16 - value_x, theme.INK_FAINT)
        surface.blit(shown, shown.get_rect(midleft=(value_x, field.centery)))

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

from ...seat import clean_name
from .. import input as inp
from .. import theme
from ..form_scene import FormScene
from ..scene import register
from ..text import tr
from ..widgets import button, title
from .common import centered_sheet, centred_lines, page
from .names import remember_first, typed

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
        self.player_name = names[0] if names else system_name()

    def keymap(self):
        return WELCOME_KEYS

    def process_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key not in WELCOME_KEYS:
            name = typed(self.player_name, event)
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
        rect = centered_sheet(surface, min(w - 40, round(760 * u)), min(h - 40, round(380 * u)))
        title(surface, tr("welcome.title"), (rect.centerx, rect.y + round(50 * u)), round(46 * u),
              max_width=rect.w - 40)
        fs = max(14, round(20 * u))
        y = rect.y + round(100 * u)
        y = centred_lines(surface, tr("welcome.ask_name"), fs, rect.w - round(80 * u), theme.INK, rect.centerx, y)
        field = pygame.Rect(rect.x + round(60 * u), y + round(24 * u), rect.w - round(120 * u), max(40, round(60 * u)))
        theme.panel(surface, field, active=True, radius=field.h // 3, fill=theme.FIELD)
        label = theme.text(tr("welcome.name"), max(13, fs - 2), theme.INK_DIM)
        surface.blit(label, label.get_rect(midleft=(field.x + 16, field.centery)))
        value_x = field.x + 24 + label.get_width()
        if self.player_name:
            shown = theme.fit_text(self.player_name + "|", fs + 2, field.right - 16 - value_x, theme.GOLD, bold=True)
        else:
            shown = theme.text(tr("welcome.type_name") + " |", fs, theme.INK_FAINT)
        surface.blit(shown, shown.get_rect(midleft=(value_x, field.centery)))
        later = theme.fit_text(tr("welcome.later"), max(12, fs - 4), rect.w - 40, theme.INK_FAINT)
        surface.blit(later, later.get_rect(midtop=(rect.centerx, field.bottom + round(14 * u))))
        b = pygame.Rect(0, 0, round(max(180, 240 * u)), max(40, round(54 * u)))
        b.midbottom = (rect.centerx, rect.bottom - round(24 * u))
        button(surface, ctl, b, tr("welcome.start"), inp.Intent(inp.ACTION, "keep_name"), focused=True, primary=True)

"""The main menu's rows and notices: Continue (when a match was saved), History, the Italian glossary, and
the messages from the storage (a settings file moved aside, a damaged history...) shown on start."""

from __future__ import annotations

from typing import Any

import pygame

from ..storage import Notice
from . import input as inp
from . import theme
from .session import continue_saved, saved_info
from .text import has, tr
from .widgets import Form, Row, button


def menu_form(app: Any) -> Form:
    """Continue first when a match waits (its tooltip says which); two columns once there are more rows than
    fit in one."""
    info = saved_info(app)
    saved = info is not None and not info.newer
    left = [Row("continue", tr("menu.continue"), primary=True, help_key="saved_match.tip",
                help_params={"summary": info.summary, "when": info.when})] if saved and info else []
    left += [Row("new_game", tr("menu.new_game"), primary=not saved, help_key="tip.new_game"),
             Row("history", tr("menu.history"), help_key="tip.history"),
             Row("glossary", tr("menu.glossary"), help_key="tip.glossary")]
    right = [Row("rules", tr("menu.rules")), Row("settings", tr("menu.settings")), Row("quit", tr("menu.quit"))]
    form = Form([left, right])
    return form


def form_rect(form: Form, width: int, row_h: int) -> pygame.Rect:
    """The form's rectangle (two columns side by side)."""
    n = max(len(col) for col in form.columns)
    return pygame.Rect(0, 0, round(width * 1.9), row_h * n)


def action(app: Any, key: str) -> bool:
    """Handle a row this module added; False for the menu's own rows."""
    if key == "continue":
        continue_saved(app)  # when it cannot, the saved match is gone: the menu rebuilds its rows without it
        return True
    if key in ("history", "glossary"):
        app.push(key)
        return True
    if key == "dismiss_notices":
        app.notices.clear()
        return True
    return False


def notice_text(notice: Any) -> str:
    """A storage Notice in the player's language (its English text when the key is unknown)."""
    if isinstance(notice, Notice) and has(notice.key):
        return tr(notice.key, **notice.params)
    return str(notice)


def draw_notices(surface: pygame.Surface, app: Any) -> None:
    """The storage's messages in a panel at the top, with a button to dismiss them."""
    if not app.notices:
        return
    w, h = surface.get_size()
    u = min(w / 1280, h / 800)
    fs = max(13, round(16 * u))
    width = min(w - 40, round(1000 * u))
    lines: list[pygame.Surface] = []
    for notice in app.notices[-3:]:
        lines += [theme.text(line, fs, theme.INK) for line in theme.wrap(notice_text(notice), fs, width - 160)]
    pad = 12
    box = pygame.Rect(0, 0, width, sum(s.get_height() + 2 for s in lines) + 2 * pad)
    box.midtop = (w // 2, 10)
    theme.panel(surface, box, radius=10, fill=(70, 30, 20, 235))
    pygame.draw.rect(surface, theme.GOLD_DARK, box, width=1, border_radius=10)
    y = box.y + pad
    for s in lines:
        surface.blit(s, (box.x + pad, y))
        y += s.get_height() + 2
    b = pygame.Rect(0, 0, 120, min(40, box.h - 2 * pad + 8))
    b.midright = (box.right - pad, box.centery)
    button(surface, app.input, b, tr("common.close"), inp.Intent(inp.ACTION, "dismiss_notices"))

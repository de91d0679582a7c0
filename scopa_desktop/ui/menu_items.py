"""The main menu's rows and notices: Continue (when a match was saved), History, the Italian glossary, and
the messages from the storage (a settings file moved aside, a damaged history...) shown on start."""

from __future__ import annotations

from typing import Any

import pygame

from ..engine import Rules
from ..storage import Notice, Ticket, load_ticket, ticket_path
from . import input as inp
from . import theme
from .rule_options import preset_name
from .session import continue_saved, saved_info
from .text import has, tr
from .widgets import Form, Row, button


def menu_form(app: Any) -> Form:
    """Three groups of rows that never move: what waits to be taken up again (the network seat first, then
    the saved match; none, one or both), then the two columns of the menu. The screen keeps a slot for the
    first group even when it is empty, so New game stays where the pointer knows it."""
    info = saved_info(app)
    saved = info is not None and not info.newer
    seat = online_seat(app)
    lead: list[Row] = []
    if seat is not None:
        lead.append(Row("online_seat", tr("menu.back_online", what=seat_description(seat)), primary=True,
                        help_key="menu.back_online_tip", help_params={"code": seat.code, "server": seat_server(seat)}))
    if saved and info:
        lead.append(Row("continue", tr("menu.continue"), primary=not lead, help_key="saved_match.tip",
                        help_params={"summary": info.summary, "when": info.when}))
    left = [Row("new_game", tr("menu.new_game"), primary=not lead, help_key="tip.new_game"),
            Row("online", tr("online.menu_item"), help_key="online.menu_tip"),
            Row("history", tr("menu.history"), help_key="tip.history"),
            Row("glossary", tr("menu.glossary"), help_key="tip.glossary")]
    right = [Row("guide", tr("guide.menu"), help_key="guide.menu_tip"), Row("rules", tr("menu.rules")),
             Row("settings", tr("menu.settings")), Row("quit", tr("menu.quit"))]
    return Form([*([row] for row in lead), left, right])  # what waits side by side, then two columns


def online_seat(app: Any) -> Ticket | None:
    """The network seat kept from before (storage/online_seat.py), or None."""
    return load_ticket(ticket_path(app.home), app.notices)


def seat_description(seat: Ticket) -> str:
    """Which match a network seat is at: "Scopone, 4 players" (or its table's code, for a seat kept before
    the lobby said)."""
    if not seat.rules or seat.players <= 0:
        return tr("menu.online_table_code", code=seat.code)
    rules = preset_name(seat.rules) if seat.rules in Rules.presets() else tr("setup.custom")
    return tr("saved_match.match_of", rules=rules, players=tr("saved_match.players", n=seat.players))


def seat_server(seat: Ticket) -> str:
    """Where the table is, as a player reads it: this computer, or the server's address."""
    return tr("menu.this_computer") if seat.hosting else seat.url.split("://", 1)[-1]


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
    theme.panel(surface, box, radius=10, fill=theme.NOTICE)
    pygame.draw.rect(surface, theme.GOLD_DARK, box, width=1, border_radius=10)
    y = box.y + pad
    for s in lines:
        surface.blit(s, (box.x + pad, y))
        y += s.get_height() + 2
    b = pygame.Rect(0, 0, 120, min(40, box.h - 2 * pad + 8))
    b.midright = (box.right - pad, box.centery)
    button(surface, app.input, b, tr("common.close"), inp.Intent(inp.ACTION, "dismiss_notices"))

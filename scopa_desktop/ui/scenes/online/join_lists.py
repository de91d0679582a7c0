"""The Join screen's lists: the server's open lobby (a row a table: its rules, the seats free, who sits with
the bots' levels, since when; pages of them) and the local network's tables beside it."""

from __future__ import annotations

from typing import Any

import pygame

from ... import input as inp
from ... import theme
from ...rule_options import preset_name
from ...seats import bot_level_name
from ...text import tr
from ...widgets import button


def entry_line(scene: Any, entry: Any) -> str:
    """One open table in words: "Classic · 2 of 4 seats free · Anna, Giulia (Club player) · 3 min"."""
    rules = preset_name(entry.rules.name) if entry.rules.name != "custom" else tr("setup.custom")
    sitting = [f"{s.name} ({bot_level_name(s.level)})" if s.kind == "bot" and s.level else s.name
               for s in entry.seats if s.taken]
    return tr("online.listed_row", rules=rules, free=entry.free, players=entry.players,
              who=", ".join(sitting) or "—", since=scene.since(entry.since))


def draw_lists(scene: Any, surface: pygame.Surface, area: pygame.Rect, u: float) -> None:
    """The server's open lobby on the left (when a server is chosen), the local network's tables beside it."""
    if scene.server is None:
        _draw_network(scene, surface, area, u)
        return
    gap = round(24 * u)
    half = (area.w - gap) // 2
    _draw_lobby(scene, surface, pygame.Rect(area.x, area.y, half + half // 3, area.h), u)
    _draw_network(scene, surface, pygame.Rect(area.x + half + half // 3 + gap, area.y, half - half // 3, area.h), u)


def _head(surface: pygame.Surface, area: pygame.Rect, text: str, u: float) -> int:
    fs = max(12, round(16 * u))
    head = theme.fit_text(text, fs, area.w - 8, theme.INK_FAINT, bold=True)
    surface.blit(head, (area.x + 4, area.y))
    return area.y + head.get_height() + 6


def _note(surface: pygame.Surface, area: pygame.Rect, y: int, text: str, u: float) -> None:
    fs = max(12, round(15 * u))
    for line in theme.wrap(text, fs, area.w - 16)[:3]:
        s = theme.text(line, fs, theme.INK_DIM)
        surface.blit(s, (area.x + 12, y))
        y += s.get_height() + 2


def _row_h(area: pygame.Rect, u: float) -> int:
    return max(28, min(round(48 * u), area.h // 7))


def _draw_lobby(scene: Any, surface: pygame.Surface, area: pygame.Rect, u: float) -> None:
    listing = scene.listing
    total = listing.total if listing is not None else 0
    y = _head(surface, area, tr("online.open_lobby", server=str(scene.server), n=total), u)
    row_h = _row_h(area, u)
    if scene.server_error:
        _note(surface, area, y, tr("online.server_unreachable", reason=scene.server_error), u)
        return
    if listing is None:
        _note(surface, area, y, tr("online.looking_at", server=str(scene.server)), u)
        return
    if not listing.tables:
        _note(surface, area, y, tr("online.no_open_tables"), u)
    ctl = scene.app.input
    for i, entry in enumerate(listing.tables[:5]):
        r = pygame.Rect(area.x, y, area.w, row_h - 6)
        button(surface, ctl, r, entry_line(scene, entry), inp.Intent(inp.ACTION, ("listed", i)),
               size=max(11, round(r.h * 0.34)), tooltip_key="online.join_listed_tip",
               tooltip_params={"code": entry.code})
        y += row_h
    pages = [("page_first", None)] if listing.after else []
    pages += [("page_next", listing.next)] if listing.next is not None else []
    for k, (label, after) in enumerate(pages):
        r = pygame.Rect(area.x + k * (area.w // 2), area.bottom - row_h + 6, area.w // 2 - 6, row_h - 10)
        button(surface, ctl, r, tr(f"online.{label}"), inp.Intent(inp.ACTION, ("page", after)),
               size=max(11, round(r.h * 0.4)))


def _draw_network(scene: Any, surface: pygame.Surface, area: pygame.Rect, u: float) -> None:
    y = _head(surface, area, tr("online.on_network"), u)
    row_h = _row_h(area, u)
    if not scene.found:
        _note(surface, area, y, tr("online.searching") if scene.browsing else tr("online.no_browsing"), u)
        return
    for i, table in enumerate(scene.found):
        r = pygame.Rect(area.x, y, area.w, row_h - 6)
        label = tr("online.found_row", name=table.name, code=table.code, address=f"{table.address}:{table.port}")
        button(surface, scene.app.input, r, label, inp.Intent(inp.ACTION, ("found", i)),
               size=max(11, round(r.h * 0.36)))
        y += row_h

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
from ..common import wrapped_height
from ..sheet_stack import wrapped_button


def entry_line(scene: Any, entry: Any) -> str:
    """One open table in words: "Classic · 2 of 4 seats free · Anna, Giulia (Club player) · 3 min"."""
    rules = preset_name(entry.rules.name) if entry.rules.name != "custom" else tr("setup.custom")
    sitting = [f"{s.name} ({bot_level_name(s.level)})" if s.kind == "bot" and s.level else s.name
               for s in entry.seats if s.taken]
    return tr("online.listed_row", rules=rules, free=entry.free, players=entry.players,
              who=", ".join(sitting) or "—", since=scene.since(entry.since))


def side_by_side() -> bool:
    """The lobby and the network's tables side by side; under each other once the text is much larger."""
    return theme.TEXT_SCALE <= 1.25


def lists_height(scene: Any, width: int, u: float) -> int:
    """How tall the lists are at `width` (each row as tall as its words wrapped)."""
    if scene.server is None:
        return _draw_network(scene, None, pygame.Rect(0, 0, width, 0), u)
    if side_by_side():
        lobby, network = _halves(pygame.Rect(0, 0, width, 0), u)
        return max(_draw_lobby(scene, None, lobby, u), _draw_network(scene, None, network, u))
    return _draw_lobby(scene, None, pygame.Rect(0, 0, width, 0), u) + round(16 * u) + \
        _draw_network(scene, None, pygame.Rect(0, 0, width, 0), u)


def draw_lists(scene: Any, surface: pygame.Surface, area: pygame.Rect, u: float) -> None:
    """The server's open lobby on the left (when a server is chosen), the local network's tables beside it,
    or under it (larger text)."""
    if scene.server is None:
        _draw_network(scene, surface, area, u)
        return
    if side_by_side():
        lobby, network = _halves(area, u)
        _draw_lobby(scene, surface, lobby, u)
        _draw_network(scene, surface, network, u)
        return
    lobby_h = _draw_lobby(scene, None, pygame.Rect(area.x, area.y, area.w, 0), u)
    _draw_lobby(scene, surface, pygame.Rect(area.x, area.y, area.w, lobby_h), u)
    _draw_network(scene, surface, pygame.Rect(area.x, area.y + lobby_h + round(16 * u), area.w, area.h - lobby_h), u)


def _halves(area: pygame.Rect, u: float) -> tuple[pygame.Rect, pygame.Rect]:
    gap = round(24 * u)
    half = (area.w - gap) // 2
    return (pygame.Rect(area.x, area.y, half + half // 3, area.h),
            pygame.Rect(area.x + half + half // 3 + gap, area.y, half - half // 3, area.h))


def _head(surface: pygame.Surface | None, area: pygame.Rect, text: str, u: float) -> int:
    fs = max(12, round(16 * u))
    y = area.y
    for line in theme.fit_or_wrap(text, fs, area.w - 8, theme.INK_FAINT, bold=True):
        if surface is not None:
            surface.blit(line, (area.x + 4, y))
        y += line.get_height()
    return y + 6


def _note(surface: pygame.Surface | None, area: pygame.Rect, y: int, text: str, u: float) -> int:
    fs = max(12, round(15 * u))
    for line in theme.wrap(text, fs, area.w - 16):
        if surface is not None:
            surface.blit(theme.text(line, fs, theme.INK_DIM), (area.x + 12, y))
        y += theme.line_h(fs) + 2
    return y


def _row_h(u: float) -> int:
    return theme.grown(max(28, round(42 * u)))


def _rows(surface: pygame.Surface | None, scene: Any, area: pygame.Rect, y: int,
          items: list[tuple[str, inp.Intent, dict]], u: float) -> int:
    """Buttons one under the other, each as tall as its label wrapped to the list's width."""
    size = max(11, round(15 * u))
    for label, intent, extra in items:
        h = max(_row_h(u) - 6, wrapped_height(label, size, area.w - 24) + 10)
        if surface is not None:
            wrapped_button(surface, scene.app.input, pygame.Rect(area.x, y, area.w, h), label, intent, size, **extra)
        y += h + 6
    return y


SHOWN = 5  # open tables listed at once on the Join screen


def _draw_lobby(scene: Any, surface: pygame.Surface | None, area: pygame.Rect, u: float) -> int:
    """The open lobby (drawn, or only measured without a surface); returns its height."""
    listing = scene.listing
    total = listing.total if listing is not None else 0
    y = _head(surface, area, tr("online.open_lobby", server=str(scene.server), n=total), u)
    if scene.server_error:
        return _note(surface, area, y, tr("online.server_unreachable", reason=scene.server_error), u) - area.y
    if listing is None:
        return _note(surface, area, y, tr("online.looking_at", server=str(scene.server)), u) - area.y
    if not listing.tables:
        y = _note(surface, area, y, tr("online.no_open_tables"), u)
    items = [(entry_line(scene, entry), inp.Intent(inp.ACTION, ("listed", i)),
              {"tooltip_key": "online.join_listed_tip", "tooltip_params": {"code": entry.code}})
             for i, entry in enumerate(listing.tables) if scene.shown_from <= i < scene.shown_from + SHOWN]
    y = _rows(surface, scene, area, y, items, u)
    # The server sends its open tables a page (25) at a time; they are shown SHOWN at a time.
    pages = [("page_first", "first")] if listing.after or scene.shown_from else []
    more = scene.shown_from + SHOWN < len(listing.tables) or listing.next is not None
    pages += [("page_next", "next")] if more else []
    if pages:
        row_h = _row_h(u)
        y = max(y, area.bottom - row_h) if surface is not None and area.h else y
        for k, (label, after) in enumerate(pages):
            r = pygame.Rect(area.x + k * (area.w // 2), y + 6, area.w // 2 - 6, row_h - 10)
            if surface is not None:
                button(surface, scene.app.input, r, tr(f"online.{label}"), inp.Intent(inp.ACTION, ("page", after)),
                       size=max(11, round(theme.unscaled(r.h) * 0.4)))
        y += row_h
    return y - area.y


def _draw_network(scene: Any, surface: pygame.Surface | None, area: pygame.Rect, u: float) -> int:
    """The local network's tables (drawn, or only measured without a surface); returns its height."""
    y = _head(surface, area, tr("online.on_network"), u)
    if not scene.found:
        note = tr("online.searching") if scene.browsing else tr("online.no_browsing")
        return _note(surface, area, y, note, u) - area.y
    items = [(tr("online.found_row", name=table.name, code=table.code, address=f"{table.address}:{table.port}"),
              inp.Intent(inp.ACTION, ("found", i)), {}) for i, table in enumerate(scene.found)]
    return _rows(surface, scene, area, y, items, u) - area.y

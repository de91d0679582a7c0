"""Describers of the Play online screens (see `screens`): the control Tab walked to (a table to join, a text
field, a chat phrase: ui/walk.py), else the form's focus; the lobby's code, link and seats as lines, so a
seat taken or a player ready is said when it changes."""

from __future__ import annotations

from typing import Any

from ..seats import bot_level_name
from ..text import tr
from .describe import form_focus, row_words


def _walked_or_form(scene: Any, full: bool) -> str | None:
    walk = getattr(scene, "walk", None)
    region = walk.current() if walk is not None else None
    if region is not None:
        button = isinstance(region.hover, tuple) and region.hover[0] == "button"
        return f"{region.label}, {tr('speech.button')}" if full and button else region.label
    return form_focus(scene, full)


def _seat_state(link: Any, seat: Any) -> str:
    if seat.kind == "bot":
        return bot_level_name(seat.level) if seat.level else tr("setup.bot")
    if seat.ready:
        return tr("online.is_ready")
    if not seat.taken:
        return tr("online.waiting_seat")
    return tr("online.away") if not seat.connected else tr("online.not_ready_yet")


def _lobby_lines(scene: Any, full: bool) -> list[str]:
    link = scene.link
    lines = [tr("online.code_line", code=link.code or "…") + "."]
    shared = link.share_link()
    if shared and full:
        lines.append(tr("online.link_line", link=shared) + ".")
    for i, seat in enumerate(link.seats):
        name = seat.name if seat.taken else tr("online.open_seat")
        if i == link.my_seat:
            name = tr("online.you_marker", name=name)
        lines.append(f"{tr('setup.seat', n=i + 1)}: {name}, {_seat_state(link, seat)}.")
    if scene.error:
        lines.append(scene.error)
    return lines


def _errors(scene: Any, full: bool) -> list[str]:
    """What a form shows but Tab does not stop at (a choice of one value: the server in use), and what went
    wrong."""
    form = getattr(scene, "form", None)
    shown = [row_words(row, False) + "." for row in (form.rows if form is not None else [])
             if row.is_choice and len(row.values) <= 1]
    return shown + ([scene.error] if getattr(scene, "error", "") else [])


ONLINE_SCREENS: dict[str, Any] = {
    "online_lobby": _lobby_lines, "online": _errors, "online_host": _errors, "online_join": _errors,
    "online_quick": _errors, "online_open_link": _errors,
}
ONLINE_FOCUS: dict[str, Any] = {name: _walked_or_form for name in (
    "online", "online_host", "online_join", "online_lobby", "online_quick", "online_open_link")}

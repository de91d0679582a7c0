"""Any screen in words: its name and what it shows when it appears, and its keyboard focus as the focus moves.

Most screens are a form (widgets.Form): the focused row is read as its label and value ("Deck: Napoletane"),
so they need nothing of their own. A screen with more to say (the scoring sheet, the hand-off, a list) has
a describer in `screens` (by scene name) that reads what the scene already holds. A screen's name comes
from the locale (`speech.screens.<scene>`).
"""

from __future__ import annotations

from typing import Any

from ..text import has, tr
from ..tips.words import resolve


def row_words(row: Any, full: bool) -> str:
    """A form row: "Deck: Napoletane" (a choice) or "Start" (a button); at full verbosity its kind, and
    "unavailable" when it cannot be used now."""
    label = row.label
    if row.is_choice:
        value = (row.labels[row.index] if row.labels else str(row.value)).rstrip("|")  # a text field's caret
        words = tr("speech.choice", label=label, value=value)
        if full and len(row.values) > 1 and row.enabled:
            words = f"{words}, {tr('speech.choice_hint')}"
    else:
        words = f"{label}, {tr('speech.button')}" if full else label
    if not row.enabled:
        words = f"{words}, {tr('speech.unavailable')}"
    return words


def form_focus(scene: Any, full: bool) -> str | None:
    form = getattr(scene, "form", None)
    rows = form.rows if form is not None else []
    if not rows or not 0 <= form.focus < len(rows):
        return None
    return row_words(rows[form.focus], full)


def tip_words(key: str | None, params: dict[str, Any], app: Any) -> str:
    """What a tooltip says, in one line: the Italian, its meaning and the note."""
    tip = resolve(key, params, app.deck_style, app.deck_size, rules=app.rules_in_play)
    if tip is None:
        return ""
    parts = [tip.italian]
    if tip.meaning and tip.meaning != tip.italian:
        parts.append(tip.meaning)
    if tip.note:
        parts.append(tip.note)
    return ". ".join(p.rstrip(".") for p in parts) + "."


def focus_help(scene: Any, app: Any) -> str:
    """F1 away from the table: the focused control's help, if it has one."""
    tip = scene.focus_tooltip()
    if tip is None:
        return ""
    _, key, params = tip
    return tip_words(key, params, app)


def screen_name(scene: Any) -> str:
    key = f"speech.screens.{scene.name}"
    return tr(key) if has(key) else ""

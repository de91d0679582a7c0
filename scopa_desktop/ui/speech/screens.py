"""Describers of the screens that are more than a form, by scene name: `SCREENS[name](scene, full)` gives the
lines a screen shows (said when it appears, and a line again when it is new), `FOCUS[name](scene, full)` its
keyboard focus in words. Each reads only what the scene already holds; the screens themselves are unchanged.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..text import tr
from .screens_menus import MENU_FOCUS, MENU_SCREENS
from .screens_online import ONLINE_FOCUS, ONLINE_SCREENS
from .words import deck_of, play_words

Lines = Callable[[Any, bool], list[str]]
Focus = Callable[[Any, bool], "str | None"]


def _table(scene: Any, full: bool) -> list[str]:
    return [tr("speech.table_rules", rules=scene.top_bar.rules_name())] if full and hasattr(
        scene, "top_bar") and hasattr(scene.top_bar, "rules_name") else []


def _no_focus(scene: Any, full: bool) -> str | None:
    return None  # the table says its own selection (table_talk)


def _scoring(scene: Any, full: bool) -> list[str]:
    """The hand's count, category by category, then the hand's points and the match."""
    names = scene.names
    lines = [tr("speech.hand_counted", n=scene.hand_no)]
    for category, figures, _, points in scene.rows:
        label = tr(f"scoring.categories.{category}")
        shown = [tr("speech.side_figure", name=n, figure=f) if f else "" for n, f in zip(names, figures, strict=False)]
        won = [tr("speech.point_to", names=names[side], n=p) for side, p in enumerate(points) if p]
        result = ", ".join(won) if won else tr("scoring.tie")
        figure_text = ", ".join(s for s in shown if s)
        lines.append(f"{label}: {figure_text + '. ' if figure_text else ''}{result}.")
    hand = ", ".join(tr("speech.side_figure", name=n, figure=s.total) for n, s in zip(names, scene.scores,
                                                                                       strict=False))
    totals = ", ".join(tr("speech.side_figure", name=n, figure=t) for n, t in zip(names, scene.match.totals,
                                                                                   strict=False))
    lines.append(f"{tr('scoring.hand_points')}: {hand}. {tr('scoring.totals')}: {totals}.")
    return lines


def _match_end(scene: Any, full: bool) -> list[str]:
    totals = ", ".join(tr("speech.side_figure", name=n, figure=t) for n, t in zip(scene.names, scene.match.totals,
                                                                                   strict=False))
    rating = scene.rating_text()  # a ranked match online: what it did to our rating
    return [scene.winner_text(), f"{tr('speech.final_score')}: {totals}.", *([f"{rating}."] if rating else [])]


def _handoff(scene: Any, full: bool) -> list[str]:
    """Whose turn, then every play since their last turn (all of them: the screen sums up past five), in
    the words of the table."""
    lines = [tr("speech.pass_to", name=scene.player)]
    if scene.names:
        deck = deck_of(scene.app)
        lines += [play_words(play, scene.names, scene.seat, deck, full) for play in scene.recap] or \
            [tr("handoff_recap.nothing")]
    lines.append(tr("speech.press_enter_ready"))
    return lines


def _scoring_focus(scene: Any, full: bool) -> str | None:
    return tr("scoring.next_hand") if not scene.match.is_over else tr("scoring.see_result")


SCREENS: dict[str, Lines] = {
    "table": _table, "guide": _table, "online_table": _table,
    "scoring": _scoring, "match_end": _match_end, "handoff": _handoff,
    **MENU_SCREENS, **ONLINE_SCREENS,
}
FOCUS: dict[str, Focus] = {
    "table": _no_focus, "guide": _no_focus, "online_table": _no_focus,
    "scoring": _scoring_focus, "handoff": lambda scene, full: None,
    **MENU_FOCUS, **ONLINE_FOCUS,
}

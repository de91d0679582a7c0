"""Describers of the menus and sheets that are more than a form (see `screens`): the first start's name, the
player names, the decks, the glossary, the history, the rules, a question, the guided game's coach and
Maestro's review."""

from __future__ import annotations

from typing import Any

from ..text import tr
from .describe import tip_words
from .words import card_list, card_name, deck_of, sorted_cards


def sentences(parts: list[str]) -> str:
    """Parts shown on lines of their own, said as sentences: each ends with a stop."""
    return " ".join(p if p.endswith((".", "!", "?", "…")) else f"{p}." for p in (q.strip() for q in parts) if p)


def _name_field(label: str, name: str, full: bool) -> str:
    words = tr("speech.edit_field", label=label, value=name or tr("speech.empty"))
    return f"{words} {tr('speech.type_hint')}" if full else words


def _welcome_lines(scene: Any, full: bool) -> list[str]:
    return [tr("welcome.ask_name")]


def _welcome_focus(scene: Any, full: bool) -> str:
    return _name_field(tr("welcome.name"), scene.player_name, full) + " " + tr("speech.enter_continues")


def _names_focus(scene: Any, full: bool) -> str:
    return _name_field(tr("speech.name_slot", n=scene.focus + 1), scene.names[scene.focus], full)


def _decks_focus(scene: Any, full: bool) -> str:
    style = scene.focus  # the deck the keyboard is on, by name
    words = tr(f"settings.deck_style.values.{style}")
    if style == scene.app.settings.deck_style:
        words = f"{words}, {tr('speech.chosen')}"
    return f"{words}. {tr(f'decks.{style}.region')}" if full else words


def _glossary_focus(scene: Any, full: bool) -> str | None:
    row = scene.rows[scene.cursor] if 0 <= scene.cursor < len(scene.rows) else None
    if row is None:
        return None
    if row.heading:
        return tr("speech.heading", text=row.italian)
    parts = [row.italian, row.meaning] + ([row.note] if full and row.note else [])
    return ". ".join(p.rstrip(".") for p in parts if p) + "."


def _history_lines(scene: Any, full: bool) -> list[str]:
    if not scene.records:
        return [tr("history.no_matches")]
    lines = [tr("history_screen.matches_count", n=len(scene.records)) + "."]
    stats = scene.stats()
    if stats is not None and full:
        who = stats.name or tr("common.you")
        lines.append(tr("speech.history_stats", name=who, matches=stats.matches, wins=stats.wins,
                        losses=stats.losses, pct=round(stats.win_rate * 100)))
    return lines


def _history_focus(scene: Any, full: bool) -> str | None:
    from ..scenes.history import side_label, variant_name

    if not scene.records:
        return tr("common.back")
    rec = scene.record(scene.selected)
    name = scene.player
    side = rec.side_of(name) if name else None
    side = 0 if side is None else side
    others = [s for s in range(len(rec.totals)) if s != side]
    result = tr("history.won") if rec.winner == side else tr("history.lost")
    score = "–".join(str(rec.totals[s]) for s in [side, *others])
    opponents = ", ".join(side_label(rec, s) for s in others)
    words = tr("speech.history_row", n=scene.selected + 1, date=rec.date[:16].replace("T", " "),
               opponents=opponents, rules=variant_name(rec.preset), result=result, score=score)
    return f"{words} {tr('speech.history_keys')}" if full else words


def _rules_focus(scene: Any, full: bool) -> str:
    blocks = scene._blocks()
    heading, value, text = blocks[max(0, min(len(blocks) - 1, scene.block))]
    return " ".join(part for part in (f"{heading}:", value, text.replace("\n", " ")) if part)


def _confirm_lines(scene: Any, full: bool) -> list[str]:
    return [scene.title, scene.message]


def _guide_lines(scene: Any, full: bool) -> list[str]:
    coach = scene.coach_text()
    lines = [coach.header, f"{coach.word}: {coach.meaning}."]
    lines += [text for text, _ in coach.paragraphs]
    if coach.next_label:
        lines.append(coach.next_label)
    return lines


def _review_lines(scene: Any, full: bool) -> list[str]:
    view = scene.panel_view()
    deck = deck_of(scene.app)
    lines = [view.header]
    for line in view.lines:
        if line.move is None:
            lines.append(line.text)
            continue
        move = line.move
        said = card_name(move.card, deck, full)
        if move.capture:
            said = tr("speech.move_takes", card=said, cards=card_list(sorted_cards(move.capture), deck, full))
        lines.append(f"{line.text} {said}")
    # The move in one line (said again whole as the arrows step), the keys in another (said once).
    return [sentences(lines)] + ([tr("speech.review_keys")] if full else [])


def _review_summary_lines(scene: Any, full: bool) -> list[str]:
    """The accuracy, the grades counted, the points lost and the costliest moves (their numbers show them)."""
    from ...review import GRADES

    review = scene.review
    counts = review.counts()
    lines = [tr("review_screen.accuracy", pct=round(review.accuracy)),
             ", ".join(f"{tr(f'review_grades.{grade}')}: {counts[grade]}" for grade in GRADES) + ".",
             tr("review_screen.total_lost", points=f"{review.expected_loss:.1f}"), tr("review_screen.biggest")]
    worst = review.worst(3)
    if not worst:
        lines.append(tr("review_screen.no_mistakes"))
    for i, move in enumerate(worst):
        reason = tr(move.reason_key, **move.params) if move.reason_key else tr(f"review_grades.{move.grade}")
        lines.append(f"{i + 1}. " + tr("review_screen.mistake_row", n=move.step + 1, hand=move.hand + 1,
                                       reason=reason, points=f"{move.loss:.2f}"))
    return [sentences(lines)]


def _tip_focus(scene: Any, full: bool) -> str | None:
    tip = scene.focus_tooltip()
    return tip_words(tip[1], tip[2], scene.app) if tip is not None else None


MENU_SCREENS: dict[str, Any] = {
    "welcome": _welcome_lines, "history": _history_lines, "confirm": _confirm_lines, "guide": _guide_lines,
    "review": _review_lines, "review_summary": _review_summary_lines,
}
MENU_FOCUS: dict[str, Any] = {
    "welcome": _welcome_focus, "names": _names_focus, "decks": _decks_focus, "glossary": _glossary_focus,
    "history": _history_focus, "rules": _rules_focus, "review": lambda scene, full: None,
    "review_summary": lambda scene, full: tr("common.close"),
}

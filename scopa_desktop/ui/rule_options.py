"""The rule options a player may change, their possible values and their labels, read from the engine.

Nothing here hard-codes the variants: options are the fields of `Rules`, values are found from the
engine's own tables and presets, and each candidate is kept only if the engine accepts it.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from ..engine import PRESET_NOTES, Rules
from .text import has, tr

# Not options of a setup screen: the deck and the deal define a variant (its preset), the player count
# and partnerships have their own rows, and the target has its own row too.
STRUCTURAL = {"name", "players", "deck_size", "deal", "partnerships", "target"}
TARGETS = (11, 16, 21)


def option_fields() -> list[str]:
    return [f.name for f in dataclasses.fields(Rules) if f.name not in STRUCTURAL]


def candidates(rules: Rules, name: str) -> list[Any]:
    """Values `name` can take with the rest of `rules` unchanged, in a sensible order."""
    current = getattr(rules, name)
    # The engine allows targets from 1 to 100: the screen offers the usual ones.
    found: list[Any] = list(TARGETS) if name == "target" else list(Rules.choices(name))
    for preset in Rules.presets():
        value = getattr(Rules.preset(preset), name)
        if value not in found:
            found.append(value)
    if current not in found:
        found.append(current)
    valid = []
    for value in found:
        try:
            dataclasses.replace(rules, **{name: value})
        except ValueError:
            continue
        valid.append(value)
    return valid


def _pretty(value: Any) -> str:
    return str(value).replace("_", " ")


def option_name(name: str) -> str:
    key = f"rule_options.{name}.name"
    return tr(key) if has(key) else _pretty(name).capitalize()


def option_help(name: str) -> str:
    key = f"rule_options.{name}.help"
    return tr(key) if has(key) else ""


def value_label(name: str, value: Any) -> str:
    key = f"rule_options.{name}.values.{str(value).lower() if isinstance(value, bool) else value}"
    if has(key):
        return tr(key)
    if isinstance(value, bool):
        return tr("common.enabled") if value else tr("common.disabled")
    if isinstance(value, int) and value == 0:
        return tr("common.disabled")
    return _pretty(value)


def short_option_name(name: str) -> str:
    """The option's name for a tight row: a short form where the locale has one."""
    key = f"setup_short.names.{name}"
    return tr(key) if has(key) else option_name(name)


def short_value_label(name: str, value: Any) -> str:
    """The value's label for a tight row: a short form where the locale has one, else the label's first part."""
    key = f"setup_short.values.{name}.{value}"
    if has(key):
        return tr(key)
    return value_label(name, value).split(" (")[0]


def preset_name(name: str) -> str:
    key = f"presets.{name}.name"
    return tr(key) if has(key) else _pretty(name).capitalize()


def preset_about(name: str, target: int | None = None) -> str:
    """What the preset is, in a line, with the score that wins: `target` when the game chosen plays to another
    than the preset's own (#42: the line said "first to 11" while Play to was 21)."""
    key = f"presets.{name}.description"
    if not has(key):
        return ""
    if target is None:
        target = Rules.preset(name).target if name in Rules.presets() else None
    return tr(key) if target is None else f"{tr(key)} {tr('window.first_to', n=target)}"


def preset_note(name: str) -> str:
    """How the preset reads its sources where they are silent or loose (engine PRESET_NOTES, translated in
    the locales under presets.<name>.note; the engine's English until a locale has it)."""
    key = f"presets.{name}.note"
    return tr(key) if has(key) else PRESET_NOTES.get(name, "")


def card_rule_notes(rules: Rules, rank: int, suit: str) -> list[str]:
    """What the rules in play make of a card, for its tooltip: the ace's sweep where an ace takes all (with
    its scopa in Cirulla), the napola or Cirulla's piccola for the ace, two and three of coins, only when
    that rule is on. (The card's own name and values come from i18n.card_phrase.)"""
    notes = []
    if rank == 1 and rules.ace_takes_all:
        notes.append(tr("card_rules.ace_sweep_scopa" if rules.ace_sweep_is_scopa else "card_rules.ace_sweep"))
    if suit == "d" and rank in (1, 2, 3):
        if rules.napola:
            notes.append(tr("card_rules.napola"))
        elif rules.piccola:
            notes.append(tr("card_rules.piccola"))
    if rules.matta and (rank, suit) == (7, "c"):
        notes.append(tr("card_rules.matta"))
    return notes

"""Plural forms: a locale key may hold one text per plural category, chosen by the count it is given.

    history_screen:
      matches_count:
        one: "{n} match"
        other: "{n} matches"

`t("history_screen.matches_count", n=1)` -> "1 match". The count is the `n` (or `count`) parameter; the
category comes from the language's rule (CLDR's names: zero, one, two, few, many, other). English and
Italian need one rule, "one" for exactly 1: a few lines here instead of Babel and its CLDR data (tens of
megabytes) for two languages. A language without a rule of its own uses that one; "other" is the fallback
form, so a locale may give only the forms its language has.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

CATEGORIES = frozenset(("zero", "one", "two", "few", "many", "other"))
COUNT_PARAMS = ("n", "count")
Rule = Callable[[Any], str]


def one_other(count: Any) -> str:
    """English and Italian: "one" for exactly 1 (not 1.5, not "1 of 3"), else "other"."""
    return "one" if count == 1 and not isinstance(count, bool) else "other"


RULES: dict[str, Rule] = {"en": one_other, "it": one_other}


def plural_rule(language: str) -> Rule:
    return RULES.get(language, one_other)


def is_plural_node(node: Any) -> bool:
    """Whether a locale mapping is one text's plural forms (its keys are plural categories, with "other")."""
    return isinstance(node, Mapping) and "other" in node and all(k in CATEGORIES for k in node)


class PluralTemplate(str):
    """A template with plural forms. As a string it is the "other" form (so lookups, checks and
    placeholder-free calls see ordinary text); `format_map` picks the form for the count parameter, which
    is what `Translator.t` calls when it fills in parameters."""

    forms: dict[str, str]
    rule: Rule

    def __new__(cls, forms: Mapping[str, Any], rule: Rule) -> PluralTemplate:
        text = {str(k): str(v) for k, v in forms.items() if v is not None}
        obj = super().__new__(cls, text["other"])
        obj.forms, obj.rule = text, rule
        return obj

    def form(self, params: Mapping[str, Any]) -> str:
        """The text for `params`' count (the "other" form when no count is given)."""
        for name in COUNT_PARAMS:
            if name in params:
                return self.forms.get(self.rule(params[name]), self.forms["other"])
        return self.forms["other"]

    def format_map(self, mapping: Mapping[str, Any]) -> str:  # type: ignore[override]
        return self.form(mapping).format_map(mapping)

    def format(self, *args: Any, **kwargs: Any) -> str:
        return self.form(kwargs).format(*args, **kwargs)

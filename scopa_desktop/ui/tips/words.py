"""What a tooltip says: the Italian term of an element, how to say it, what it means, a line about the
element, and the spoken phrase P says (tips/tooltip.py draws it). One home for every element kind's words."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ... import i18n
from ...engine import Card, Rules
from ...storage import FRENCH_SUITED
from ..rule_options import card_rule_notes
from ..text import has, language, tr

# UI keys whose element has an Italian name in the glossary (the UI line is shown under it).
PHRASE_FOR_KEY = {
    "table.captured": "la_presa",
    "table.stock": "il_mazzo",
    "table.scope_count": "scopa",
    "table.dealer_of": "il_mazziere",
    "window.tip_deck": "il_mazzo",
    "window.tip_menu": "pausa",
    "window.tip_option": "prendo",
    "tip.hint": "un_consiglio",
    "tip.undo": "aspetta",
    "tip.continue": "la_smazzata",
    "tip.new_game": "la_partita",
    "tip.again": "la_rivincita",
    "tip.glossary": "il_glossario",
    "tip.history": "le_partite",
}
# Score categories (scoring.categories.<name>) and their Italian names.
CATEGORY_PHRASES = {
    "cards": "le_carte", "coins": "denari", "settebello": "settebello", "primiera": "primiera",
    "scope": "scopa", "re_bello": "re_bello", "napola": "napola", "bonus": "il_punto", "total": "conta_i_punti",
}
# One example of each element kind that carries a tooltip (the tests resolve each in every language).
ELEMENT_KINDS: dict[str, tuple[str, dict[str, Any]]] = {
    "card": ("window.tip_card", {"card": "1d"}),
    "suit": ("tip.suit", {"suit": "c"}),
    "category": ("scoring.categories.primiera", {}),
    "button": ("tip.hint", {}),
    "stock": ("table.stock", {"n": 20}),
    "turn": ("tip.turn", {"mine": True}),
    "pile": ("table.captured", {"n": 4}),
    "scope": ("table.scope_count", {"n": 1}),
    "option": ("window.tip_option", {}),
}


@dataclass(frozen=True)
class Tip:
    """What a tooltip says: the Italian, how to say it, what it means, and a line about the element."""

    italian: str
    pronunciation: str = ""
    meaning: str = ""
    note: str = ""
    phrase: str = ""  # the key of its spoken Italian (assets/voice), P says it; "" when there is none


def _phrase_tip(key: str, note: str = "") -> Tip | None:
    try:
        p = i18n.phrase(key)
    except KeyError:
        return None
    return Tip(p.italian, p.pronunciation, p.meaning, note or p.note, phrase=key)


def _suit_tip(suit: str, deck_style: str) -> Tip:
    group = "french_suits" if deck_style in FRENCH_SUITED else "suits"
    t = i18n.current()
    it, pron, meaning = (t.t(f"cards.{group}.{suit}.{f}") for f in ("italian", "pronunciation", "meaning"))
    return Tip(it, pron, meaning, t.t("tooltip.suit_note", suit=it), phrase=f"cards.{group}.{suit}")


def resolve(key: str | None, params: dict[str, Any] | None = None, deck_style: str = "italian",
            deck_size: int = 40, rules: Rules | None = None) -> Tip | None:
    """The tooltip of an element marked `key` (+ `params`), or None when it has none. A card is named for
    the deck in play (`deck_style`, `deck_size`), with what the `rules` in play make of it (an ace's sweep,
    the napola)."""
    if not key:
        return None
    params = params or {}
    if key == "window.tip_card" and "card" in params:
        card = Card.parse(str(params["card"]))
        p = i18n.card_phrase(card, deck_size=deck_size, deck_style=deck_style)
        notes = [p.note, *(card_rule_notes(rules, card.rank, card.suit) if rules is not None else [])]
        return Tip(p.italian, p.pronunciation, p.meaning, " ".join(n for n in notes if n),
                   phrase=i18n.card_voice(card, deck_size=deck_size, deck_style=deck_style))
    if key == "tip.suit" and "suit" in params:
        return _suit_tip(str(params["suit"]), deck_style)
    if key == "tip.turn":
        return _phrase_tip("tocca_a_te" if params.get("mine") else "a_chi_tocca")
    if key.startswith("scoring.categories."):
        name = key.rsplit(".", 1)[1]
        phrase = CATEGORY_PHRASES.get(name)
        return _phrase_tip(phrase, tr(f"tooltip.category.{name}") if has(f"tooltip.category.{name}") else "") \
            if phrase else None
    if key in PHRASE_FOR_KEY:
        note = tr(key, **params) if has(key) else ""
        return _phrase_tip(PHRASE_FOR_KEY[key], note)
    if has(key):
        return Tip(tr(key, **params))
    return None


def pronunciation_help(pronunciation: str) -> str:
    """The respelling as the UI shows it: for readers of English only (none in the Italian UI)."""
    return "" if language() == "it" else pronunciation

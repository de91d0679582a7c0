"""`Translator`: UI strings by key with fallback (language -> English -> the key), the phrase glossary and
Italian card names. Display names of presets, rule options and bot levels are the UI's job
(ui/rule_options.py, ui/seats.py), built on `t` and `has`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine import PRIMIERA_VALUE
from ..storage import FRENCH_SUITED
from .locales import DEFAULT_LANGUAGE, available_languages, detect_system_language, load_flat, load_tree

SETTEBELLO = (7, "d")
RE_BELLO = (10, "d")


@dataclass(frozen=True)
class Phrase:
    """One glossary entry: the Italian, how to say it (stress in capitals), what it means in the UI
    language, and a short note on when it is used."""

    key: str
    italian: str
    pronunciation: str
    meaning: str
    note: str


class _Params(dict):
    """str.format_map mapping that leaves an unknown {placeholder} as it is instead of raising."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def resolve_language(language: str | None) -> str:
    """A language code with a locale file: "system" (or None) asks the OS; unknown codes give English."""
    if not language or language == "system":
        language = detect_system_language()
    return language if language in available_languages() else DEFAULT_LANGUAGE


class Translator:
    """Strings for one language. `t("table.turn_of", name="Anna")` -> "Anna's turn"."""

    def __init__(self, language: str | None = "system") -> None:
        self.requested = language or "system"
        self.language = resolve_language(language)

    # -- UI strings -------------------------------------------------------------------------------
    def lookup(self, key: str) -> str | None:
        """The raw template for `key` in this language, else in English, else None."""
        value = load_flat(self.language).get(key)
        if value is None and self.language != DEFAULT_LANGUAGE:
            value = load_flat(DEFAULT_LANGUAGE).get(key)
        return value

    def has(self, key: str) -> bool:
        return self.lookup(key) is not None

    def t(self, key: str, **params: Any) -> str:
        """The string for `key` with `params` filled in; falls back to English, then to the key itself.
        A missing parameter leaves its {placeholder} visible rather than crashing the frame."""
        template = self.lookup(key)
        if template is None:
            return key
        if not params and "{" not in template:
            return template
        try:
            return template.format_map(_Params(params))
        except (ValueError, IndexError, AttributeError, KeyError, TypeError):
            return template

    __call__ = t

    def keys(self, prefix: str) -> list[str]:
        """The direct child names under `prefix` in file order, e.g. keys("presets") -> ["classic", ...]."""
        node: Any = load_tree(self.language) or load_tree(DEFAULT_LANGUAGE)
        for part in prefix.split(".") if prefix else ():
            node = node.get(part) if isinstance(node, dict) else None
        if not isinstance(node, dict):
            english = Translator(DEFAULT_LANGUAGE)
            return english.keys(prefix) if self.language != DEFAULT_LANGUAGE else []
        return [str(k) for k in node]

    def term(self, key: str) -> str:
        """A game term: score categories ("coins"), suits ("suit.d"), ranks ("rank.8")."""
        return self.t(f"terms.{key}")

    # -- the glossary ------------------------------------------------------------------------------
    def phrase(self, key: str) -> Phrase:
        """One glossary phrase by key (see `glossary()`); KeyError for an unknown key."""
        if self.lookup(f"phrases.{key}.italian") is None:
            raise KeyError(f"no phrase {key!r} in the glossary")
        return self._entry(f"phrases.{key}", key)

    def glossary(self) -> list[Phrase]:
        """Every phrase, in the order of the locale file."""
        return [self.phrase(key) for key in self.keys("phrases")]

    def _entry(self, prefix: str, key: str) -> Phrase:
        return Phrase(
            key=key,
            italian=self.t(f"{prefix}.italian"),
            pronunciation=self.t(f"{prefix}.pronunciation"),
            meaning=self.t(f"{prefix}.meaning"),
            note=self.t(f"{prefix}.note") if self.has(f"{prefix}.note") else "",
        )

    def _card_keys(self, card: Any, deck_size: int, deck_style: str) -> tuple[int, str, str, str]:
        """(rank, suit, the rank's key, the suit's key) of `card` in the deck drawn; ValueError for no such
        card. A pattern's own name for a court where it differs (the Siciliane's Donna), the French names
        with a French-suited deck (French, Genovesi, Toscane), the 52-card deck's Otto, Nove, Dieci and Fante,
        Donna, Re."""
        rank, suit = (card.rank, card.suit) if hasattr(card, "rank") else card
        own = f"cards.deck_ranks.{deck_style}.{rank}"
        french = deck_style in FRENCH_SUITED
        if deck_size == 52 and rank >= 8:
            rank_key = f"cards.ranks52.{rank}"
        elif french and rank >= 8:
            rank_key = f"cards.french_ranks.{rank}"
        elif deck_size == 40 and self.lookup(f"{own}.italian") is not None:
            rank_key = own
        else:
            rank_key = f"cards.ranks.{rank}"
        suit_key = f"cards.{'french_suits' if french else 'suits'}.{suit}"
        if self.lookup(f"{rank_key}.italian") is None or self.lookup(f"{suit_key}.italian") is None:
            raise ValueError(f"no such card: rank {rank!r}, suit {suit!r} in a {deck_size}-card deck")
        return rank, suit, rank_key, suit_key

    def card_keys(self, card: Any, deck_size: int = 40, deck_style: str = "italian") -> tuple[str, str]:
        """The locale keys of a card's rank and suit names for the deck drawn (also their recordings' keys)."""
        return self._card_keys(card, deck_size, deck_style)[2:]

    def card_voice(self, card: Any, deck_size: int = 40, deck_style: str = "italian") -> str:
        """How the voice says `card`'s name: its recorded parts joined by "+" ("cards.ranks.6+cards.of+
        cards.suits.c"), the settebello and the re bello named after it, as `card_phrase` writes them."""
        rank, suit, rank_key, suit_key = self._card_keys(card, deck_size, deck_style)
        parts = [rank_key, "cards.of", suit_key]
        if (rank, suit) == SETTEBELLO:
            parts.append("settebello")
        elif (rank, suit) == RE_BELLO and deck_size == 40:
            parts.append("re_bello")
        return "+".join(parts)

    def card_phrase(self, card: Any, deck_size: int = 40, deck_style: str = "italian") -> Phrase:
        """The Italian name of `card` (an engine Card, or (rank, suit)) in the deck drawn: "Asso di Denari",
        "Sette di Denari — il Settebello", "Donna di Coppe" in the Siciliane, "Re di Picche" with French
        art (see `_card_keys`); the notes add the name other decks give it and the card's regional nickname."""
        rank, suit, rank_key, suit_key = self._card_keys(card, deck_size, deck_style)
        r, s = self._entry(rank_key, str(rank)), self._entry(suit_key, suit)
        italian = f"{r.italian} {self.t('cards.of')} {s.italian}"
        pronunciation = f"{r.pronunciation} {self.t('cards.of_pronunciation')} {s.pronunciation}"
        notes = []
        key = (rank, suit)
        if key == SETTEBELLO:
            italian += " — " + self.t("cards.settebello_suffix")
            pronunciation += " — eel " + self.t("phrases.settebello.pronunciation")
            notes.append(self.t("cards.note_settebello"))
        else:
            if key == RE_BELLO and deck_size == 40:
                italian += " — " + self.t("cards.re_bello_suffix")
                pronunciation += " — eel " + self.t("phrases.re_bello.pronunciation")
                notes.append(self.t("cards.note_re_bello"))
            notes.insert(0, self.t("cards.note", value=rank, primiera=PRIMIERA_VALUE[rank]))
        if rank_key.startswith("cards.deck_ranks."):
            notes.append(self.t("cards.deck_rank_note", standard=self.t(f"cards.ranks.{rank}.italian")))
        nickname = f"cards.nicknames.{deck_style}.{rank}{suit}"
        if deck_size == 40 and self.has(nickname):
            notes.append(self.t(nickname))
        meaning = self.t("cards.meaning", rank=r.meaning, suit=s.meaning)
        return Phrase(f"{rank}{suit}", italian, pronunciation, meaning, " ".join(notes))

"""Translations and the Italian glossary. UI text lives in `locales/<code>.yaml`, never in code.

    from scopa_desktop import i18n
    i18n.set_language(settings.language)          # "system", "en" or "it"
    i18n.t("table.turn_of", name="Giulia")        # -> "Giulia's turn" / "Tocca a Giulia"
    i18n.phrase("scopa").pronunciation            # -> "SKOH-pah"
    i18n.card_phrase(Card.parse("7d")).italian    # -> "Sette di Denari — il Settebello"

Lookups fall back to English, then to the key itself. Nothing is read until first use.
"""

from __future__ import annotations

from typing import Any

from .locales import available_languages, clear_cache, detect_system_language, locales_dir
from .translator import Phrase, Translator, resolve_language

__all__ = [
    "Phrase", "Translator", "available_languages", "card_keys", "card_phrase", "card_voice", "clear_cache",
    "current",
    "detect_system_language", "glossary", "locales_dir", "phrase", "resolve_language", "set_language",
    "t", "term",
]

_current: Translator | None = None


def set_language(language: str | None) -> Translator:
    """Switch the app-wide language ("system" asks the OS); returns the new translator."""
    global _current
    _current = Translator(language)
    return _current


def current() -> Translator:
    """The app-wide translator (the system language until `set_language` is called)."""
    global _current
    if _current is None:
        _current = Translator("system")
    return _current


def t(key: str, **params: Any) -> str:
    """`current().t(key, **params)`."""
    return current().t(key, **params)


def term(key: str) -> str:
    return current().term(key)


def phrase(key: str) -> Phrase:
    return current().phrase(key)


def glossary() -> list[Phrase]:
    return current().glossary()


def card_phrase(card: Any, deck_size: int = 40, deck_style: str = "italian") -> Phrase:
    return current().card_phrase(card, deck_size, deck_style)


def card_keys(card: Any, deck_size: int = 40, deck_style: str = "italian") -> tuple[str, str]:
    """The keys of `card`'s rank and suit names (and recordings) for the deck drawn."""
    return current().card_keys(card, deck_size, deck_style)


def card_voice(card: Any, deck_size: int = 40, deck_style: str = "italian") -> str:
    return current().card_voice(card, deck_size, deck_style)

"""Every string the window shows, looked up by key in the locale files (scopa_desktop.i18n).

`tr(key, **params)` is the one door; the language follows the settings (`set_language`).
"""

from __future__ import annotations

from typing import Any

from .. import i18n


def set_language(language: str) -> None:
    """"system", "en" or "it" (the settings' value)."""
    i18n.set_language(language or "system")


def language() -> str:
    return i18n.current().language


def tr(key: str, **params: Any) -> str:
    """The text for `key` in the current language (English when missing)."""
    return i18n.current().t(key, **params)


def has(key: str) -> bool:
    """Whether the locales hold `key` (for optional texts such as per-option help)."""
    return i18n.current().has(key)


def card_name(card: Any, deck_style: str = "italian", deck_size: int = 40) -> str:
    """A card's spoken name ("Sette di Denari — il Settebello"), for labels and tooltips; the deck decides
    what a rank is called (in the 52-card deck an 8 is "Otto" and 11-13 are Fante, Donna, Re)."""
    return i18n.card_phrase(card, deck_size=deck_size, deck_style=deck_style).italian

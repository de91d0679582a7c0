"""Every string the window shows, looked up by key in the locale files (scopa_desktop.i18n).

`tr(key, **params)` is the one door. The language follows the settings (`set_language`).
"""

from __future__ import annotations

from typing import Any

_translator: Any = None
_language = "en"


def set_language(language: str) -> None:
    global _translator, _language
    _language = language or "en"
    _translator = None


def language() -> str:
    return _language


class _Pending:
    """Temporary: the UI's own keys until they are merged into locales/ (see strings_pending.yaml)."""

    def __init__(self) -> None:
        from pathlib import Path

        import yaml

        raw = yaml.safe_load((Path(__file__).with_name("strings_pending.yaml")).read_text("utf-8")) or {}
        self.table: dict[str, str] = {}
        self._flatten("", raw)

    def _flatten(self, prefix: str, node: Any) -> None:
        if isinstance(node, dict):
            for k, v in node.items():
                self._flatten(f"{prefix}{k}.", v)
        else:
            self.table[prefix[:-1]] = str(node)

    def t(self, key: str, **params: Any) -> str:
        template = self.table.get(key, key)
        try:
            return template.format(**params)
        except (KeyError, IndexError, ValueError):
            return template


_pending: _Pending | None = None


def _get() -> Any:
    global _translator, _pending
    if _translator is None:
        try:
            from ..i18n import Translator

            _translator = Translator(_language)
        except ImportError:
            _pending = _pending or _Pending()
            _translator = _pending
    return _translator


def tr(key: str, **params: Any) -> str:
    """The text for `key` in the current language (English when missing)."""
    return _get().t(key, **params)


def has(key: str) -> bool:
    """Whether the locales hold `key` (for optional texts such as per-option help)."""
    translator = _get()
    probe = getattr(translator, "has", None)
    if probe is not None:
        return bool(probe(key))
    return translator.t(key) != key


def card_name(card: Any) -> str:
    """A card's spoken name ("Settebello", "Re di Coppe"), for labels and tooltips."""
    translator = _get()
    fn = getattr(translator, "card_phrase", None)
    if fn is not None:
        try:
            return str(fn(card))
        except Exception:  # noqa: BLE001 - a label must never crash the frame
            pass
    return str(card)

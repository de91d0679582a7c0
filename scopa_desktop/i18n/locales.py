"""Finding, reading and flattening the locale files (`locales/<code>.yaml`). Read lazily, cached."""

from __future__ import annotations

import functools
import locale
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import yaml

from ..resources import project_path
from .plurals import PluralTemplate, is_plural_node, plural_rule

DEFAULT_LANGUAGE = "en"
_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def locales_dir() -> Path:
    """The folder holding the locale files, from a source checkout or a frozen bundle."""
    return project_path("locales")


def available_languages() -> list[str]:
    """Language codes with a locale file, English first."""
    codes = sorted(p.stem for p in locales_dir().glob("*.yaml"))
    return sorted(codes, key=lambda code: (code != DEFAULT_LANGUAGE, code))


@functools.cache
def load_tree(language: str) -> dict[str, Any]:
    """The nested data of one language: `locales/<code>.yaml`, plus any `locales/<code>/*.yaml` (one file per
    feature, so features add their strings without editing one shared file). {} when there is no such file
    (so lookups fall back). A section defined in two files is an error, not a silent override."""
    folder = locales_dir()
    paths = [folder / f"{language}.yaml", *sorted((folder / language).glob("*.yaml"))]
    merged: dict[str, Any] = {}
    for path in paths:
        data = _read_locale_file(path)
        for section in data.keys() & merged.keys():
            raise ValueError(f"{path}: section {section!r} is already defined in another {language} locale file")
        merged.update(data)
    return merged


def _read_locale_file(path: Path) -> dict[str, Any]:
    try:
        with open(path, encoding="utf-8") as handle:
            data = yaml.load(handle, Loader=_Loader)
    except FileNotFoundError:
        return {}
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise ValueError(f"{path}: a locale file must be a mapping of keys, not {type(data).__name__}")
    return data


@functools.cache
def load_flat(language: str) -> dict[str, str]:
    """One locale as dotted keys -> strings (`"menu.new_game"` -> `"New game"`)."""
    return flatten(load_tree(language), language=language)


def flatten(tree: Mapping[Any, Any], prefix: str = "", language: str = DEFAULT_LANGUAGE) -> dict[str, str]:
    """Nested mappings to dotted keys; leaf values become strings (numbers keep their text). A mapping of
    plural forms (`one:`/`other:`) is one key, a PluralTemplate that picks its form by the count."""
    flat: dict[str, str] = {}
    for key, value in tree.items():
        dotted = f"{prefix}{key}"
        if is_plural_node(value):
            flat[dotted] = PluralTemplate(value, plural_rule(language))
        elif isinstance(value, Mapping):
            flat.update(flatten(value, dotted + ".", language))
        elif value is not None:
            flat[dotted] = str(value)
    return flat


def clear_cache() -> None:
    """Forget loaded locales (tests, or a translator editing files while the game runs)."""
    load_tree.cache_clear()
    load_flat.cache_clear()


def detect_system_language(environ: Mapping[str, str] | None = None) -> str:
    """"it" when the user's language is Italian, else "en".

    Looks at LANGUAGE, LC_ALL, LC_MESSAGES and LANG (POSIX order of precedence), then at the locale
    module (on Windows it reports names such as "Italian_Italy").
    """
    env = os.environ if environ is None else environ
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "")
        for part in value.split(":"):
            part = part.strip()
            if part and part not in ("C", "POSIX") and not part.startswith("C."):
                return _from_locale_name(part)
    if environ is None:
        try:
            name = locale.getlocale()[0] or ""
        except (ValueError, TypeError):
            name = ""
        if name:
            return _from_locale_name(name)
    return DEFAULT_LANGUAGE


def _from_locale_name(name: str) -> str:
    return "it" if name.lower().startswith("it") else DEFAULT_LANGUAGE

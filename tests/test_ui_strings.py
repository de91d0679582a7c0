"""Every string the game window shows comes from the locales, in English and in Italian."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from scopa_desktop.bots import BOT_LEVELS
from scopa_desktop.i18n.locales import load_flat
from scopa_desktop.storage import ANIMATION_SPEEDS, DECK_STYLES, FRENCH_FACES, LANGUAGES

UI = Path(__file__).resolve().parent.parent / "scopa_desktop" / "ui"
LITERAL = re.compile(r"""(?:\btr\(|tooltip_key=|help_key=)"([a-z_]+(?:\.[a-z0-9_]+)+)\"""")


def ui_keys() -> set[str]:
    keys: set[str] = set()
    for path in UI.rglob("*.py"):
        if "cards" in path.relative_to(UI).parts:
            continue
        keys |= set(LITERAL.findall(path.read_text(encoding="utf-8")))
    return keys


def family_keys() -> set[str]:
    """Keys the window builds from names (f-strings): check each one that can be built."""
    keys = {f"settings.{f}.label" for f in ("deck_style", "french_faces", "animation_speed", "bot_pause_ms",
                                            "language", "tooltips", "undo_enabled", "hints_enabled", "fullscreen")}
    keys |= {f"settings.deck_style.values.{v}" for v in DECK_STYLES}
    keys |= {f"settings.french_faces.values.{v}" for v in FRENCH_FACES}
    keys |= {f"settings.animation_speed.values.{v}" for v in ANIMATION_SPEEDS}
    keys |= {f"settings.language.values.{v}" for v in LANGUAGES}
    keys |= {f"setup.levels.{lv}.name" for lv in BOT_LEVELS}
    keys |= {f"decks.{d}.{part}" for d in DECK_STYLES for part in ("region", "about")}
    keys |= {f"window.bot_names.n{i}" for i in range(1, 9)}
    keys |= {f"scoring.categories.{c}" for c in ("cards", "coins", "settebello", "primiera", "scope", "bonus")}
    keys |= {f"teach.{k}" for k in ("deal", "capture", "match_first", "trail", "scopa", "cards", "coins",
                                    "settebello", "primiera", "last_capture")}
    return keys


@pytest.mark.parametrize("language", ["en", "it"])
def test_every_window_string_is_in_the_locale(language):
    table = load_flat(language)
    keys = ui_keys() | family_keys()
    assert len(keys) > 60  # the scan found the window's strings
    missing = sorted(k for k in keys if k not in table)
    assert not missing, f"missing in {language}.yaml: {missing}"

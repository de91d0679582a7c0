"""The screenshot tour (`--screenshots DIR`): every scene in both languages with the Napoletane and the French
deck, then the table with every deck, each a real picture."""

from __future__ import annotations

import pygame

from scopa_desktop.storage import DECK_STYLES
from scopa_desktop.ui import screenshots

SCENES = (
    "01-menu", "01b-welcome", "02-new-game", "02b-house-rules", "03-settings", "03b-decks", "04-rules",
    "05-table-options",
    "06-table-four", "06-table-scopone", "06-table-eight", "07-scoring", "08-match-end", "09-pause",
    "10-handoff", "11-glossary", "12-history", "20-online", "21-online-host", "22-guide",
)


def test_the_tour_saves_every_scene_in_both_languages_and_decks(tmp_path, monkeypatch):
    monkeypatch.setattr(screenshots, "SIZES", ((960, 600),))
    saved = screenshots.save_screenshots(str(tmp_path / "shots"), home=str(tmp_path / "home"))
    names = {path.name for path in saved}
    for scene in SCENES:
        for deck in ("napoletane", "french"):
            for language in ("en", "it"):
                assert f"{scene}-{deck}-960x600-{language}.png" in names
    for deck in DECK_STYLES:  # the table with every deck: Scopone's ten-card hand, and the teaching marks
        for scene in ("15-deck-scopone", "16-deck-marks"):
            for language in ("en", "it"):
                assert f"{scene}-{deck}-960x600-{language}.png" in names
    for path in saved:
        image = pygame.image.load(str(path))
        assert image.get_size() == (960, 600)
        colours = {image.get_at((x, y))[:3] for x in range(0, 960, 60) for y in range(0, 600, 60)}
        assert len(colours) > 8, f"{path.name} is nearly blank"

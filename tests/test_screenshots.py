"""The screenshot tour (`--screenshots DIR`): every scene in both languages with the Napoletane and the French
deck, then the table with every deck, each a real picture."""

from __future__ import annotations

import pygame

from scopa_desktop.storage import DECK_STYLES
from scopa_desktop.ui.tools import screenshots

SCENES = (
    "01-menu", "01b-welcome", "02-new-game", "02b-house-rules", "03-settings", "03b-decks", "04-rules",
    "05-table-options",
    "06-table-four", "06-table-scopone", "06-table-eight", "07-scoring", "08-match-end", "09-pause",
    "10-handoff", "11-glossary", "12-history", "20-online", "20b-online-quick", "20c-online-host", "20d-online-join",
    "20e-online-lobby", "20f-online-open-link", "22-guide", "23-review", "23b-review-summary",
)


def test_the_tour_saves_every_scene_in_both_languages_and_decks(tmp_path, monkeypatch):
    monkeypatch.setattr(screenshots, "SIZES", ((960, 600),))
    monkeypatch.setattr(screenshots, "REVIEW_WORLDS", 2)  # the review's analysis, quick
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


def test_the_tour_shows_the_review_itself_not_the_guide(tmp_path, monkeypatch):
    """The review shot showed the guided game: it is the review's table, its panel and its summary."""
    monkeypatch.setattr(screenshots, "SIZES", ((960, 600),))
    monkeypatch.setattr(screenshots, "LANGUAGES", ("en",))
    monkeypatch.setattr(screenshots, "DECKS", (("italian", "courts"),))
    monkeypatch.setattr(screenshots, "REVIEW_WORLDS", 2)
    pushed = []
    from scopa_desktop.ui.app import App

    real_push = App.push

    def push(self, name, *args, **kwargs):
        pushed.append(name)
        return real_push(self, name, *args, **kwargs)

    monkeypatch.setattr(App, "push", push)
    saved = {p.name: p for p in screenshots.save_screenshots(str(tmp_path / "shots"), home=str(tmp_path / "home"))}
    last = len(pushed) - 1 - pushed[::-1].index("review")  # (the table with every deck comes after)
    assert pushed[last:last + 2] == ["review", "review_summary"]
    review, guide = (pygame.image.load(str(saved[f"{s}-italian-960x600-en.png"])) for s in ("23-review", "22-guide"))
    assert pygame.image.tobytes(review, "RGB") != pygame.image.tobytes(guide, "RGB")

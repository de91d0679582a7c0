"""The keyboard focus is a thick ring that shows on every screen, in both looks: the screenshot tour, and on
each screen with a form the focus moved with its key through every control; at each step the ring is found
in the window's pixels round the focused control (a bright band at least 3 px wide between dark rims, the
band 3:1 against its rims and one of the two 3:1 against what lies outside: WCAG 2.2's focus appearance
and technique C40), not merely asked for."""

from __future__ import annotations

import pygame
import pytest

from scopa_desktop.ui import app as app_module
from scopa_desktop.ui import palette, theme
from scopa_desktop.ui.driver import key
from scopa_desktop.ui.palette import contrast_ratio
from scopa_desktop.ui.tools import screenshots, screenshots_table

# Screens with nothing to focus by the keys: tables with no card chosen, a scopa flying, the guide's lesson
# before its first key, and Maestro's review (its keys act at once).
NO_FOCUS = {"06-table-six", "06-table-eight", "13-table-scopa-sweep", "14-table-scopa-landed", "22-guide",
            "23-review"}
# The key that moves each screen's focus to its next control (Tab in every form).
NEXT_KEY = {"decks": pygame.K_RIGHT}
LOOKS = [(False, (1280, 800), 100), (True, (1280, 800), 100), (True, (960, 600), 200), (False, (1920, 1080), 200)]


def ring_problems(surface: pygame.Surface, outer: pygame.Rect) -> list[str]:
    """What is wrong with the focus ring whose outer edge is `outer`, read from `surface` across the middle
    of each side: halo, then a band of FOCUS at least 3 px wide, then halo; band and halo 3:1 apart; one of
    them 3:1 against the pixel just outside."""
    band, halo = tuple(theme.FOCUS), tuple(theme.FOCUS_HALO)
    problems = []
    if contrast_ratio(band, halo) < 3:
        problems.append("band and rim too close")
    window = surface.get_rect()
    for name, start, step in (("left", (outer.x, outer.centery), (1, 0)),
                              ("right", (outer.right - 1, outer.centery), (-1, 0)),
                              ("top", (outer.centerx, outer.y), (0, 1)),
                              ("bottom", (outer.centerx, outer.bottom - 1), (0, -1))):
        line = [start[0] + k * step[0] for k in range(12)], [start[1] + k * step[1] for k in range(12)]
        points = [p for p in zip(*line, strict=True) if window.collidepoint(p)]
        colours = [tuple(surface.get_at(p)[:3]) for p in points]
        width = 0
        for c in colours[1:]:
            if c != band:
                break
            width += 1
        if not colours or colours[0] != halo or width < theme.focus_band() or \
                colours[1 + width:2 + width] != [halo]:
            problems.append(f"{name} side {outer}: {colours[:8]}")
            continue
        outside = (start[0] - step[0], start[1] - step[1])
        if window.collidepoint(outside):
            under = tuple(surface.get_at(outside)[:3])
            if max(contrast_ratio(band, under), contrast_ratio(halo, under)) < 3:
                problems.append(f"{name} side: ring and {under} under 3:1")
    return problems


def focused_rect(scene) -> pygame.Rect | None:
    """The control the scene's keyboard focus is on, as drawn (forms, deck tiles, names)."""
    if scene.name == "decks":
        return scene.tiles[scene.focus].inflate(-8, -4)  # the ring goes round the tile's inside (focus: a deck's name)
    if scene.name == "names":
        return scene.rects[scene.focus]
    form = scene.form
    if form is not None and form.rows and 0 <= form.focus < len(form.rows):
        return form.row_rects.get(form.rows[form.focus].key)
    return None


@pytest.mark.parametrize(("high_contrast", "size", "scale"), LOOKS,
                         ids=[f"{'high contrast' if hc else 'standard'}-{w}x{h}-{s}%" for hc, (w, h), s in LOOKS])
def test_the_focus_ring_shows_round_every_focused_control(tmp_path, monkeypatch, high_contrast, size, scale):
    monkeypatch.setattr(screenshots, "SIZES", (size,))
    monkeypatch.setattr(screenshots, "LANGUAGES", ("en",))
    monkeypatch.setattr(screenshots, "DECKS", (("napoletane", "courts"),))
    monkeypatch.setattr(screenshots, "REVIEW_WORLDS", 2)
    monkeypatch.setattr(screenshots_table, "every_deck", lambda *args, **kwargs: [])
    apps: list = []
    rings: list[pygame.Rect] = []
    problems: list[str] = []
    checked: list[str] = []
    ring = theme.focus_ring

    def recorded_ring(surface, rect, radius=8):
        rings.append(ring(surface, rect, radius))
        return rings[-1]

    class LookApp(app_module.App):
        def __init__(self, *args, **kwargs) -> None:
            super().__init__(*args, **kwargs)
            self.update_settings(high_contrast=high_contrast, text_scale=scale)
            apps.append(self)
            draw = self.draw

            def fresh(*a, **k):
                rings.clear()
                return draw(*a, **k)

            self.draw = fresh

    def check_screen(surface, path) -> None:
        name = str(path).rsplit("/", 1)[-1].split("-napoletane")[0]
        if name in NO_FOCUS:
            return
        app = apps[-1]
        scene = app.stack.top
        if not rings:
            problems.append(f"{name}: no focus ring")
            return
        steps = len(scene.form.rows) if scene.form is not None and scene.name != "decks" else \
            len(scene.tiles) if scene.name == "decks" else 0
        for step in range(max(1, steps)):
            if step:
                key(app, NEXT_KEY.get(scene.name, pygame.K_TAB))
            target = focused_rect(scene) if steps else None
            # (a page taller than the window was drawn on a canvas: its rings show moved up by its scroll)
            shown = [r.move(0, -scene.page.top) for r in rings] if scene.page.scrolls else list(rings)
            outer = target.inflate(2 * theme.FOCUS_OUTSIDE, 2 * theme.FOCUS_OUTSIDE) if target is not None \
                else shown[-1]
            if target is not None and outer not in shown and not any(r.contains(target) for r in shown):
                problems.append(f"{name}, control {step}: no ring round {target} (rings {shown})")
                continue
            problems.extend(f"{name}, control {step}: {p}" for p in ring_problems(app.screen, outer))
            checked.append(f"{name}:{step}")

    monkeypatch.setattr(theme, "focus_ring", recorded_ring)
    monkeypatch.setattr(app_module, "App", LookApp)
    monkeypatch.setattr(pygame.image, "save", check_screen)
    screenshots.save_screenshots(str(tmp_path / "shots"), home=str(tmp_path / "home"))
    assert problems == []
    assert len(checked) > 100  # every control of every form, not a few
    assert palette.look(high_contrast)["FOCUS"] == theme.FOCUS

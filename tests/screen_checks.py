"""What the low-vision tests check on every frame of every screen: no text cut with an ellipsis, no two
controls on top of each other, no text outside its box or the window, no two texts drawn over each other.

`ScreenChecks(app, monkeypatch)` watches an app (it reuses the walker's FrameChecks for the texts' boxes);
`problems(name)` reads the frame just drawn and returns what is wrong with it, each a line naming the screen.
"""

from __future__ import annotations

import pygame
from walker import FrameChecks

from scopa_desktop.ui import theme

# Controls that lie over each other by design, whatever the text size: the cards of a fanned hand or a full
# table, and the option numbers on the cards they take (the topmost takes the click, as drawn).
STACKED = {"hand", "table", "option"}


def region_kind(region) -> str | None:
    return region.hover[0] if isinstance(region.hover, tuple) else None


def overlapping_controls(regions: list) -> list[str]:
    """Pairs of clickable regions (those after the last modal one: what a click can reach) that overlap,
    the parts of one control (the same hover) and stacked cards apart."""
    last = max((i for i, r in enumerate(regions) if r.modal), default=-1)
    controls = [r for r in regions[last + 1:] if r.intent is not None and r.rect.w > 0 and r.rect.h > 0]
    found = []
    for i, a in enumerate(controls):
        for b in controls[i + 1:]:
            if a.hover is not None and a.hover == b.hover:
                continue
            if {region_kind(a), region_kind(b)} <= STACKED:
                continue
            if a.rect.colliderect(b.rect):
                found.append(f"controls {a.hover or a.intent} {tuple(a.rect)} and {b.hover or b.intent} "
                             f"{tuple(b.rect)} overlap")
    return found


class ScreenChecks:
    """Installed on an app (through `monkeypatch`); `problems` after each frame worth checking."""

    def __init__(self, app, monkeypatch) -> None:
        self.cuts: list[str] = []
        self.inks: list[tuple[str, tuple | None, pygame.Rect, str, str]] = []
        self._texts: dict[int, tuple[str, tuple | None, pygame.Surface]] = {}
        fit, text = theme.fit_text, theme.text

        def noting_fit(s, size, max_width, colour=None, bold=False, serif=False, min_scale=0.78):
            if not theme.fits_whole(s, size, max_width, bold, serif, min_scale):
                self.cuts.append(s)
            return fit(s, size, max_width, colour, bold, serif, min_scale)

        def noting_text(s, size, colour=None, bold=False, serif=False):
            surf = text(s, size, colour, bold, serif)
            self._texts[id(surf)] = (s, tuple(colour) if colour is not None else None, surf)
            return surf

        monkeypatch.setattr(theme, "fit_text", noting_fit)
        monkeypatch.setattr(theme, "text", noting_text)
        self.frames = FrameChecks(app, monkeypatch)
        landed = self.frames.landed

        def noting_landed(source, dest, area):
            known = self._texts.get(id(source))
            boxes = self.frames.boxes
            if known is not None and known[2] is source and len(boxes) > 1:
                x, y = (dest.x, dest.y) if isinstance(dest, pygame.Rect) else (round(dest[0]), round(dest[1]))
                ink = source.get_bounding_rect().move(x, y)
                self.inks.append((known[0], known[1], ink, boxes[1][0].split(" ")[0], boxes[-1][0]))
            return landed(source, dest, area)

        self.frames.landed = noting_landed
        draw = app.draw

        def fresh_frame(*args, **kwargs):
            self.cuts.clear()
            self.inks.clear()
            self.frames.overflows.clear()
            return draw(*args, **kwargs)

        monkeypatch.setattr(app, "draw", fresh_frame)
        self.app = app

    def follow(self, app) -> None:
        self.frames.follow(app)

    def problems(self, name: str) -> list[str]:
        """What is wrong with the frame just drawn of screen `name`."""
        app = self.frames.app
        found = [f"cut: {s!r}" for s in dict.fromkeys(self.cuts)]
        found += overlapping_controls(app.input.regions)
        found += [f"outside its box: {o}" for o in dict.fromkeys(self.frames.overflows)]
        found += self._texts_over_texts(app.stack.top.name if app.stack.top else "")
        return [f"{name}: {p}" for p in found]

    def _texts_over_texts(self, top: str) -> list[str]:
        """Texts of the screen on top drawn over each other in the same part (a shadow under its own text
        apart)."""
        mine = [i for i in self.inks if i[3] == top and i[1] != tuple(theme.TEXT_SHADOW)]
        found = []
        for k, (s, _, ink, _, box) in enumerate(mine):
            for t, _, other, _, other_box in mine[k + 1:]:
                both = ink.clip(other)
                if box == other_box and both.w * both.h > 6 and not (s == t and abs(ink.x - other.x) <= 3):
                    found.append(f"texts {s!r} {tuple(ink)} and {t!r} {tuple(other)} overlap")
        return found

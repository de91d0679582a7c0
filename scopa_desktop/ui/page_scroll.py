"""A screen taller than the window, scrolled: what larger text does to a dialog that cannot reflow into the
window's width any more (a sheet of rows and notes at 200% in a 960x600 window).

    canvas = self.page.begin(surface, self.app.input, content_h)   # the surface to draw the sheet on
    ... draw as usual on `canvas` (the real window when everything fits) ...
    self.page.end(surface, self.app.input, focus=rect_of_the_focused_control, form=self.form)

When the content fits, `begin` hands back the window itself and nothing changes. When it does not, the
sheet is drawn on a canvas as tall as the content; `end` shows the part in view, moves the clicks drawn
since `begin` with it (those out of view are dropped) and keeps the keyboard focus in view. The wheel and
Page Up/Down scroll it (Scene.process_event hands them to the page first).
"""

from __future__ import annotations

import pygame

from . import input as inp
from . import theme

BAR_W = 8  # the scroll bar down the window's right edge
MARGIN = 12  # room kept above and below the focused control when the view follows it


class Page:
    """One screen's scroll state (a scene keeps one as `self.page`)."""

    def __init__(self) -> None:
        self.top = 0  # pixels of the content above the window
        self.follow = True  # keep the focus in view (off once the wheel scrolled, on at the next key)
        self.content_h = 0
        self.view_h = 0
        self._start = 0
        self._canvas: pygame.Surface | None = None

    @property
    def scrolls(self) -> bool:
        return self.content_h > self.view_h > 0

    def scroll_by(self, steps: int) -> None:
        """The wheel or Page Up/Down: a third of the window a notch, the focus left where it is."""
        self.top += steps * max(40, self.view_h // 3)
        self.follow = False

    def begin(self, surface: pygame.Surface, controls: inp.InputController, content_h: int) -> pygame.Surface:
        """The surface to draw on: `surface` when `content_h` fits its height, else a canvas that tall."""
        w, h = surface.get_size()
        self.view_h, self.content_h = h, content_h
        self._start = len(controls.regions)
        if content_h <= h:
            self.top = 0
            return surface
        if self._canvas is None or self._canvas.get_size() != (w, content_h):
            self._canvas = pygame.Surface((w, content_h), pygame.SRCALPHA)
        self._canvas.fill((0, 0, 0, 0))
        return self._canvas

    def end(self, surface: pygame.Surface, controls: inp.InputController, focus: pygame.Rect | None = None,
            form=None) -> None:
        """Show the part in view (see the module docstring); `form`: its row rects move with the view too."""
        if not self.scrolls or self._canvas is None:
            return
        w, h = surface.get_size()
        if self.follow and focus is not None:
            if focus.top - MARGIN < self.top:
                self.top = focus.top - MARGIN
            elif focus.bottom + MARGIN > self.top + h:
                self.top = focus.bottom + MARGIN - h
        self.top = max(0, min(self.top, self.content_h - h))
        view = surface.get_rect()
        kept = []
        for region in controls.regions[self._start:]:
            region.rect = region.rect.move(0, -self.top).clip(view)
            if region.rect.w and region.rect.h:
                kept.append(region)
        controls.regions[self._start:] = kept
        if form is not None:
            form.row_rects = {key: rect.move(0, -self.top) for key, rect in form.row_rects.items()}
        surface.blit(self._canvas, (0, 0), pygame.Rect(0, self.top, w, h))
        track = pygame.Rect(w - BAR_W - 2, 2, BAR_W, h - 4)
        pygame.draw.rect(surface, theme.RULE, track, border_radius=BAR_W // 2)
        th = max(BAR_W * 3, track.h * h // self.content_h)
        ty = track.y + (track.h - th) * self.top // max(1, self.content_h - h)
        pygame.draw.rect(surface, theme.GOLD, (track.x, ty, BAR_W, th), border_radius=BAR_W // 2)

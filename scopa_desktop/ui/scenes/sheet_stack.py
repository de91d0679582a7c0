"""A sheet of blocks one under the other (a title, words, rows of a form, text fields, a bar of buttons, a
list of buttons), measured before it is drawn: the sheet is as tall as its blocks at the text scale, every
text wraps rather than being cut, and a sheet taller than the window scrolls (ui/page_scroll.py).

    stack = SheetStack(scene, surface, width=round(700 * u))
    stack.title(tr("online.title"))
    stack.words(tr("online.intro"), size, theme.INK_DIM)
    stack.rows(scene.form, ["server"], row_h, label_w_frac=0.3)
    stack.field(scene.fields["server"], tr("online.add_server"), scene.typing == "server", placeholder, row_h)
    stack.bar(scene.form, ["back", "join"], button_h)
    stack.draw()

The online screens and the small dialogs are drawn this way.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from .. import input as inp
from .. import theme
from ..widgets import Form, bar_height, bar_rects, button, label_size, title_height, title_lines
from .common import centered_sheet, unit, wrapped_height

Draw = Callable[[pygame.Surface, pygame.Rect], pygame.Rect | None]  # draws in a rect; may return the focus


def SPRING(surface: pygame.Surface, rect: pygame.Rect) -> None:  # noqa: N802 (a marker, see SheetStack.spring)
    """Marks a spring block (it draws nothing)."""


class SheetStack:
    """Blocks laid one under the other on a centred sheet `width` wide (see the module docstring)."""

    def __init__(self, scene: Any, surface: pygame.Surface, width: int, min_h: int = 0, pad: int | None = None,
                 modal: bool = True) -> None:
        self.scene = scene
        self.surface = surface
        w, h = surface.get_size()
        self.u = unit((w, h))
        self.width = min(w - 40, width)
        self.pad = round(40 * self.u) if pad is None else pad
        self.inner = self.width - 2 * self.pad
        self.min_h = min_h
        self.blocks: list[tuple[int, Draw, bool]] = []  # height, how to draw it, whether it spans the sheet
        self.focus: pygame.Rect | None = None
        self.modal = modal

    # -- blocks -----------------------------------------------------------------------------------------
    def space(self, px: int) -> None:
        self.blocks.append((px, lambda surface, rect: None, False))

    def spring(self) -> None:
        """Room that takes what a sheet taller than its blocks (`min_h`) leaves: what follows goes down."""
        self.blocks.append((0, SPRING, False))

    def custom(self, height: int, draw: Draw, full: bool = False) -> None:
        """A block of its own: `draw(surface, rect)` in a rect `height` tall, the content's width (or the
        sheet's, `full`)."""
        self.blocks.append((height, draw, full))

    def title(self, text: str, size: int | None = None) -> None:
        size = size or round(36 * self.u)
        top = round(16 * self.u)
        height = top + title_height(text, size, self.inner) + round(8 * self.u)
        self.custom(height, lambda s, r: title_lines(s, text, (r.centerx, r.y + top), size, self.inner) and None)

    def corner(self, text: str, size: int) -> None:
        """A small line at the sheet's top left (which server this is): its own line, fitted or wrapped."""
        lines = theme.fit_or_wrap(text, size, self.width - 2 * round(16 * self.u), theme.INK_FAINT)

        def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
            y = rect.y + round(10 * self.u)
            for line in lines:
                surface.blit(line, (rect.x + round(16 * self.u), y))
                y += line.get_height()

        self.custom(round(10 * self.u) + sum(line.get_height() for line in lines), draw, full=True)

    def words(self, text: str, size: int, colour, after: int = 0) -> None:
        """`text` wrapped to the content's width, each line centred."""
        if not text:
            return
        from .common import centred_lines

        self.custom(wrapped_height(text, size, self.inner) + after,
                    lambda s, r: centred_lines(s, text, size, r.w, colour, r.centerx, r.y) and None)

    def error(self, message: str) -> None:
        """What went wrong, in red, wrapped (nothing when there is nothing to say)."""
        if message:
            self.words(message, max(12, round(16 * self.u)), theme.RED, after=round(6 * self.u))

    def rows(self, form: Form, keys: list[str], row_h: int, label_w_frac: float = 0.46, inset: float = 1.0) -> None:
        """Rows of `form`, one a line, `inset` of the content's width, with the form's one focus."""
        def draw(surface: pygame.Surface, rect: pygame.Rect) -> pygame.Rect | None:
            width = round(rect.w * inset)
            focus = None
            for i, key in enumerate(keys):
                place = pygame.Rect(rect.centerx - width // 2, rect.y + i * row_h, width, row_h - max(4, row_h // 8))
                form.draw_at(surface, self.scene.app.input, key, place, label_w_frac)
                if form.rows[form.focus].key == key:
                    focus = place
            return focus

        self.custom(row_h * len(keys), draw)

    def field(self, field: Any, label: str, focused: bool, placeholder: str, row_h: int, centred: bool = False) -> None:
        """A text field: its label beside the text, or above it when the label needs the room (`centred`: its
        value in the middle, among rows that centre theirs)."""
        box_h = row_h - max(4, row_h // 8)
        height = field.height(self.inner, box_h, label, placeholder)

        def draw(surface: pygame.Surface, rect: pygame.Rect) -> pygame.Rect | None:
            place = pygame.Rect(rect.x, rect.y, rect.w, height)
            field.draw(surface, self.scene.app.input, place, label, focused, placeholder, field.text_size(box_h),
                       centred)
            return place if focused else None

        self.custom(height + row_h - box_h, draw)

    def bar(self, form: Form, keys: list[str], button_h: int, most_w: int | None = None) -> None:
        """A bar of the form's buttons, in as many rows as their labels need."""
        gap = round(28 * self.u)
        labels = [form.row(key).label for key in keys]
        most_w = most_w or round(max(180, 220 * self.u))

        def draw(surface: pygame.Surface, rect: pygame.Rect) -> pygame.Rect | None:
            focus = None
            for key, place in zip(keys, bar_rects(labels, rect, button_h, gap, most_w), strict=True):
                form.draw_at(surface, self.scene.app.input, key, place)
                if form.rows[form.focus].key == key:
                    focus = place
            return focus

        self.custom(bar_height(labels, self.inner, button_h, gap, most_w), draw)

    def buttons(self, items: list[tuple[str, inp.Intent, dict]], button_h: int, size: int) -> None:
        """A list of buttons, one a line, each as tall as its label wrapped to the content's width."""
        heights = [max(button_h, wrapped_height(label, size, self.inner - 24) + 10) for label, _, _ in items]

        def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
            y = rect.y
            for (label, intent, extra), h in zip(items, heights, strict=True):
                wrapped_button(surface, self.scene.app.input, pygame.Rect(rect.x, y, rect.w, h), label, intent, size,
                               **extra)
                y += h + 6

        self.custom(sum(heights) + 6 * len(items), draw)

    # -- the sheet ----------------------------------------------------------------------------------------
    @property
    def height(self) -> int:
        return sum(h for h, _, _ in self.blocks) + round(16 * self.u)

    def draw(self, form: Form | None = None) -> pygame.Rect:
        """Lay the sheet (as tall as its blocks, `min_h` at the least), scrolled if taller than the window;
        returns the sheet's rect on the canvas."""
        scene, surface = self.scene, self.surface
        ctl = scene.app.input
        canvas = scene.page.begin(surface, ctl, self.height + 40)
        tall = max(self.height, min(self.min_h, surface.get_height() - 40))
        rect = centered_sheet(canvas, self.width, min(canvas.get_height() - 40, tall) if not scene.page.scrolls
                              else self.height)
        y = rect.y
        springs = sum(1 for _, draw, _ in self.blocks if draw is SPRING)
        for height, draw, full in self.blocks:
            if draw is SPRING:
                y += max(0, rect.h - self.height) // springs
                continue
            place = pygame.Rect(rect.x, y, rect.w, height) if full else \
                pygame.Rect(rect.x + self.pad, y, self.inner, height)
            focus = draw(canvas, place)
            if focus is not None:
                self.focus = focus
            y += height
        scene.page.end(surface, ctl, self.focus, form)
        return rect


def wrapped_button(surface: pygame.Surface, controls: inp.InputController, rect: pygame.Rect, label: str,
                   intent: inp.Intent, size: int, **kwargs: Any) -> None:
    """A button whose label wraps into as many lines as its width needs (a table's description)."""
    if theme.fits_whole(label, size, rect.w - 24):
        button(surface, controls, rect, label, intent, size=size, **kwargs)
        return
    button(surface, controls, rect, "", intent, size=size, **kwargs)
    y = rect.centery - wrapped_height(label, size, rect.w - 24) // 2
    for line in theme.wrap(label, size, rect.w - 24):
        s = theme.text(line, size, theme.INK)
        surface.blit(s, s.get_rect(midtop=(rect.centerx, y)))
        y += theme.line_h(size) + 2


__all__ = ["SheetStack", "label_size", "wrapped_button"]

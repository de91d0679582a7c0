"""Buttons and forms (menus, settings, game setup): focusable rows drawn and hit-tested the same way."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from . import input as inp
from . import theme
from .text_edit import highlight

FORM_KEYS: dict[int, inp.Intent] = {
    **inp.DEFAULT_KEYS,
    pygame.K_UP: inp.Intent(inp.MOVE_FOCUS, -1),
    pygame.K_DOWN: inp.Intent(inp.MOVE_FOCUS, +1),
    pygame.K_LEFT: inp.Intent(inp.ADJUST, -1),
    pygame.K_RIGHT: inp.Intent(inp.ADJUST, +1),
    pygame.K_TAB: inp.Intent(inp.MOVE_FOCUS, +1),
}


def button(surface: pygame.Surface, controller: inp.InputController, rect: pygame.Rect, label: str,
           intent: inp.Intent, focused: bool = False, primary: bool = False, size: int | None = None,
           tooltip_key: str | None = None, enabled: bool = True, tooltip_params: dict[str, Any] | None = None) -> None:
    """A rounded button; hover and focus read at a glance, primary buttons are gold."""
    hovered = rect.collidepoint(controller.mouse_pos) and enabled
    if primary:
        fill = theme.PRIMARY_HOVER if hovered else theme.GOLD
        ink = theme.PRIMARY_INK
    else:
        fill = theme.BUTTON_HOVER if hovered else theme.BUTTON
        ink = theme.INK if enabled else theme.INK_FAINT
    pygame.draw.rect(surface, (0, 0, 0), rect.move(0, 2), border_radius=rect.h // 3)
    pygame.draw.rect(surface, fill, rect, border_radius=rect.h // 3)
    if not primary or theme.HIGH_CONTRAST:
        pygame.draw.rect(surface, theme.BUTTON_EDGE, rect, width=2 if theme.HIGH_CONTRAST else 1,
                         border_radius=rect.h // 3)
    size = size or label_size(rect.h)
    surf = theme.fit_text(label, size, rect.w - 20, ink, bold=True)  # a little room at both ends
    surface.blit(surf, surf.get_rect(center=rect.center))
    if focused:
        theme.focus_ring(surface, rect, rect.h // 3)
    if enabled:
        controller.add(rect, intent, hover=("button", intent.value), tooltip_key=tooltip_key, label=label,
                       **(tooltip_params or {}))


def label_size(button_h: int) -> int:
    """The text size (at 100%) of a button `button_h` tall, as `button` draws it."""
    return max(12, int(theme.unscaled(button_h) * 0.45))


def bar_rows(labels: list[str], width: int, button_h: int, gap: int, most_w: int | None = None,
             size: int | None = None) -> list[list[int]]:
    """How a bar of buttons reflows: the labels (by index) in rows, as many a row as leave each button
    wide enough for its label whole (all in one row when they fit; one a row at the least)."""
    need = _label_room(labels, button_h, size)
    per_row = len(labels)
    while per_row > 1 and (width - gap * (per_row - 1)) // per_row < need:
        per_row -= 1
    rows = -(-len(labels) // per_row)
    per_row = -(-len(labels) // rows)  # balanced: 3 + 2 rather than 4 + 1
    return [list(range(i, min(i + per_row, len(labels)))) for i in range(0, len(labels), per_row)]


def _label_room(labels: list[str], button_h: int, size: int | None) -> int:
    """The width the widest label needs in a button of a form's bar (`Form.draw_at`: its text whole, shrunk
    as `fit_text` may, and the button's padding)."""
    size = size or max(12, int(theme.unscaled(button_h * 8 / 7) * 0.37))
    return max(theme.whole_width(label, size, bold=True) + 24 for label in labels)


def bar_rects(labels: list[str], area: pygame.Rect, button_h: int, gap: int, most_w: int | None = None,
              size: int | None = None) -> list[pygame.Rect]:
    """The buttons of a bar laid out in `area` (its width; rows from its top, centred): see `bar_rows`."""
    rows = bar_rows(labels, area.w, button_h, gap, most_w, size)
    per_row = len(rows[0])
    room = (area.w - gap * (per_row - 1)) // per_row
    bw = min(room, max(most_w or room, _label_room(labels, button_h, size)))
    rects: list[pygame.Rect] = []
    for r, row in enumerate(rows):
        total = len(row) * bw + (len(row) - 1) * gap
        x0 = area.centerx - total // 2
        y = area.y + r * (button_h + gap)
        rects += [pygame.Rect(x0 + k * (bw + gap), y, bw, button_h) for k in range(len(row))]
    return rects


def bar_height(labels: list[str], width: int, button_h: int, gap: int, most_w: int | None = None,
               size: int | None = None) -> int:
    """How tall a bar of buttons is once reflowed into `width` (see `bar_rows`)."""
    rows = len(bar_rows(labels, width, button_h, gap, most_w, size))
    return rows * button_h + (rows - 1) * gap


VALUE_MIN_SCALE = 0.66
READABLE_PX = 11  # no value shrinks below this size: smaller is hard to read at 960x600


def value_floor(size: int) -> int:
    """The smallest size a value drawn at `size` may shrink to before it would be cut."""
    return min(size, max(READABLE_PX, round(size * VALUE_MIN_SCALE)))


@dataclass(frozen=True)
class ValueBox:
    """Where a choice row's value was drawn: its box, its size and the size it may shrink to."""

    rect: pygame.Rect
    size: int
    floor: int

    def fits(self, label: str) -> bool:
        """Whether `label` fits whole (bold, at the floor size at the latest)."""
        return theme.text(label, self.floor, bold=True).get_width() <= self.rect.w


@dataclass
class Scroll:
    """Where a form too tall for its place is scrolled to (ui/form_flow.py draws it)."""

    top: int = 0  # pixels of the form scrolled out above its place
    follow: bool = True  # keep the focused row in view (off once the wheel scrolled, on at the next key)
    step: int = 40  # pixels a wheel notch scrolls (a row's height, as last drawn)


@dataclass
class Row:
    """One form row: a button (`values` empty) or a choice among `values` shown by `labels`."""

    key: str
    label: str
    values: list[Any] = field(default_factory=list)
    labels: list[str] = field(default_factory=list)
    index: int = 0
    enabled: bool = True
    primary: bool = False
    help_key: str | None = None
    help_params: dict[str, Any] = field(default_factory=dict)  # the help text's {placeholders}
    wraps: bool = True  # the arrows go round from the last value to the first; a count stops at its ends
    selected: bool = False  # a text value selected whole (Ctrl+A in a name): drawn highlighted

    @property
    def is_choice(self) -> bool:
        return bool(self.values)

    @property
    def value(self) -> Any:
        return self.values[self.index] if self.values else None


class Form:
    """Columns of rows with one keyboard focus. `handle` returns ("action", key) or ("change", key)."""

    def __init__(self, columns: list[list[Row]], on_change: Callable[[Row], None] | None = None) -> None:
        self.columns = columns
        self.on_change = on_change
        self.focus = 0
        self.scroll = Scroll()
        self.row_rects: dict[str, pygame.Rect] = {}
        # Each choice row's value box as last drawn, with the largest and the smallest size its text may take.
        self.value_boxes: dict[str, ValueBox] = {}

    @property
    def rows(self) -> list[Row]:
        return [r for col in self.columns for r in col]

    def row(self, key: str) -> Row:
        row = self.find(key)
        if row is None:
            raise KeyError(key)
        return row

    def cut_values(self) -> list[tuple[str, str]]:
        """(row key, label) of every value, shown or not, that would not fit its box as last drawn."""
        return [(row.key, label) for row in self.rows if row.key in self.value_boxes
                for label in row.labels if not self.value_boxes[row.key].fits(label)]

    def find(self, key: str) -> Row | None:
        return next((r for r in self.rows if r.key == key), None)

    def focus_on(self, key: str) -> None:
        for i, r in enumerate(self.rows):
            if r.key == key:
                self.focus = i

    def _step_focus(self, step: int) -> None:
        rows = self.rows
        for _ in range(len(rows)):
            self.focus = (self.focus + step) % len(rows)
            if rows[self.focus].enabled:
                return

    def _adjust(self, row: Row, step: int) -> tuple[str, str] | None:
        if not row.enabled or not row.is_choice:
            return None
        index = row.index + step
        if not row.wraps and not 0 <= index < len(row.values):
            return None
        row.index = index % len(row.values)
        if self.on_change:
            self.on_change(row)
        return ("change", row.key)

    def handle(self, intent: inp.Intent) -> tuple[str, str] | None:
        rows = self.rows
        if not rows:
            return None
        self.focus = min(self.focus, len(rows) - 1)
        focused = rows[self.focus]
        if intent.kind == inp.SCROLL:  # the wheel or Page Up/Down: the view moves, the focus stays
            self.scroll.top += intent.value * 3 * self.scroll.step
            self.scroll.follow = False
            return ("scroll", "")
        if intent.kind == inp.MOVE_FOCUS:
            self.scroll.follow = True  # the keys bring the focus back in view
            self._step_focus(intent.value)
            return ("focus", rows[self.focus].key)
        if intent.kind == inp.ADJUST:
            if isinstance(intent.value, tuple):  # a click on a row's arrow: (key, step)
                key, step = intent.value
                row = self.find(key)
                if row is None:  # a click meant for a form that is gone (the screen changed in between)
                    return None
                self.focus_on(key)
                return self._adjust(row, step)
            return self._adjust(focused, intent.value)
        if intent.kind == inp.CONFIRM:
            if focused.is_choice:  # Enter steps on, round to the first value at the end
                focused.index = (focused.index + 1) % len(focused.values) if focused.enabled else focused.index
                if focused.enabled and self.on_change:
                    self.on_change(focused)
                return ("change", focused.key) if focused.enabled else None
            return ("action", focused.key) if focused.enabled else None
        if intent.kind == inp.ACTION and isinstance(intent.value, str):
            for i, r in enumerate(rows):
                if r.key == intent.value and not r.is_choice and r.enabled:
                    self.focus = i
                    return ("action", r.key)
        return None

    def draw(self, surface: pygame.Surface, controller: inp.InputController, rect: pygame.Rect,
             row_h: int, label_w_frac: float = 0.46) -> None:
        """Lay the columns side by side in `rect`, rows `row_h` tall."""
        ncol = len(self.columns)
        gap = max(16, rect.w // 30)
        col_w = (rect.w - gap * (ncol - 1)) // ncol
        flat_index = 0
        size = max(12, int(theme.unscaled(row_h) * 0.37))
        self.row_rects = {}
        self.value_boxes = {}
        for c, col in enumerate(self.columns):
            x = rect.x + c * (col_w + gap)
            y = rect.y
            for row in col:
                r = pygame.Rect(x, y, col_w, row_h - max(4, row_h // 8))
                self.row_rects[row.key] = r
                focused = flat_index == self.focus
                if row.is_choice:
                    self._draw_choice(surface, controller, r, row, focused, size, label_w_frac)
                else:
                    button(surface, controller, r, row.label, inp.Intent(inp.ACTION, row.key), focused=focused,
                           primary=row.primary, size=size, tooltip_key=row.help_key, enabled=row.enabled,
                           tooltip_params=row.help_params)
                y += row_h
                flat_index += 1

    def draw_columns(self, surface: pygame.Surface, controller: inp.InputController, columns: slice,
                     rect: pygame.Rect, row_h: int, label_w_frac: float = 0.46) -> None:
        """Draw some of the columns (`columns`, a slice of them) side by side in `rect`, as `draw` would, with
        the form's one focus: a screen lays its parts of one form out where it likes. The rows' rects and
        value boxes join those already drawn this frame (`begin_frame` forgets them)."""
        chosen = self.columns[columns]
        if not chosen:
            return
        first = sum(len(col) for col in self.columns[: columns.start or 0])
        part = Form(chosen)
        part.focus = self.focus - first
        part.draw(surface, controller, rect, row_h, label_w_frac)
        self.row_rects.update(part.row_rects)
        self.value_boxes.update(part.value_boxes)

    def draw_at(self, surface: pygame.Surface, controller: inp.InputController, key: str, rect: pygame.Rect,
                label_w_frac: float = 0.46) -> None:
        """Draw one row, `key`, exactly in `rect` (a bar of buttons reflowed, a row placed by the screen), with
        the form's one focus; its rect and value box join those drawn this frame."""
        row = self.row(key)
        one = Form([[row]])
        one.focus = 0 if self.rows[self.focus] is row else -1
        row_h = rect.h + 4
        while row_h - max(4, row_h // 8) < rect.h:  # the row drawn is `rect` itself, less no gap
            row_h += 1
        one.draw(surface, controller, rect, row_h, label_w_frac)
        self.row_rects.update(one.row_rects)
        self.value_boxes.update(one.value_boxes)

    def begin_frame(self) -> None:
        """Forget where the rows were drawn (before a screen draws its parts with `draw_columns`)."""
        self.row_rects, self.value_boxes = {}, {}

    def _draw_choice(self, surface, controller, r: pygame.Rect, row: Row, focused: bool, size: int,
                     label_w_frac: float) -> None:
        theme.panel(surface, r, radius=r.h // 3, fill=theme.FIELD)
        label_w = int(r.w * label_w_frac)
        ink = theme.INK if row.enabled else theme.INK_FAINT
        # the label and the value keep clear of the arrows (#42: "Volume (M per il silenzio)" touched them)
        lab = theme.fit_text(row.label, size, label_w - 18, theme.INK_DIM if row.enabled else theme.INK_FAINT)
        surface.blit(lab, lab.get_rect(midleft=(r.x + 12, r.centery)))
        vx = r.x + label_w
        arrow = r.h - 8
        aw = max(14, round(arrow * 0.72))
        left = pygame.Rect(vx, r.y + 4, aw, arrow)
        right = pygame.Rect(r.right - 4 - aw, r.y + 4, aw, arrow)
        value_rect = pygame.Rect(left.right + 4, r.y, right.left - left.right - 8, r.h)
        shown = row.labels[row.index] if row.labels else str(row.value)
        # A value may shrink further than a label before it is cut: "Computer · Club player" read whole
        # beats a larger "Computer · Club play…".
        self.value_boxes[row.key] = ValueBox(value_rect, size, value_floor(size))
        val = theme.fit_text(shown, size, value_rect.w, theme.GOLD if row.enabled else theme.INK_FAINT, bold=True,
                             min_scale=value_floor(size) / size)
        if row.selected:
            highlight(surface, val.get_rect(center=value_rect.center))
        surface.blit(val, val.get_rect(center=value_rect.center))
        if row.enabled and len(row.values) > 1:
            for rr, step in ((left, -1), (right, +1)):
                hovered = rr.collidepoint(controller.mouse_pos)
                pygame.draw.rect(surface, theme.BUTTON_HOVER if hovered else theme.BUTTON, rr, border_radius=rr.w // 3)
                cx, cy = rr.center
                d = min(rr.h, rr.w) // 4
                pts = [(cx - d, cy), (cx + d // 2, cy - d), (cx + d // 2, cy + d)] if step < 0 else \
                    [(cx + d, cy), (cx - d // 2, cy - d), (cx - d // 2, cy + d)]
                pygame.draw.polygon(surface, ink, pts)
            controller.add(value_rect, inp.Intent(inp.ADJUST, (row.key, +1)), hover=("row", row.key),
                           tooltip_key=row.help_key, label=f"{row.label}: {shown}")
            controller.add(left, inp.Intent(inp.ADJUST, (row.key, -1)), hover=("row", row.key))
            controller.add(right, inp.Intent(inp.ADJUST, (row.key, +1)), hover=("row", row.key))
        if focused:
            theme.focus_ring(surface, r, r.h // 3)


def title(surface: pygame.Surface, s: str, center: tuple[int, int], size: int,
          max_width: int | None = None) -> pygame.Rect:
    """A serif title with a soft shadow, gold; within `max_width` (shrunk, then cut) when given."""
    if max_width is None:
        shadow = theme.text(s, size, theme.TEXT_SHADOW, serif=True)
        surf = theme.text(s, size, theme.GOLD, serif=True)
    else:  # a long name or language: a smaller title rather than one off its sheet
        shadow = theme.fit_text(s, size, max_width, theme.TEXT_SHADOW, serif=True, min_scale=0.6)
        surf = theme.fit_text(s, size, max_width, theme.GOLD, serif=True, min_scale=0.6)
    rect = surf.get_rect(center=center)
    surface.blit(shadow, rect.move(2, 3))
    surface.blit(surf, rect)
    return rect


def title_height(s: str, size: int, max_width: int) -> int:
    """How tall `title_lines` draws `s`: one line, or more when larger text needs them."""
    return len(theme.wrap(s, size, max_width, serif=True)) * theme.line_h(size, serif=True)


def title_lines(surface: pygame.Surface, s: str, midtop: tuple[int, int], size: int, max_width: int) -> int:
    """A serif title with a soft shadow, gold, wrapped to `max_width` rather than cut; returns the y under it."""
    x, y = midtop
    for line in theme.wrap(s, size, max_width, serif=True):
        shadow = theme.text(line, size, theme.TEXT_SHADOW, serif=True)
        surf = theme.text(line, size, theme.GOLD, serif=True)
        rect = surf.get_rect(midtop=(x, y))
        surface.blit(shadow, rect.move(2, 3))
        surface.blit(surf, rect)
        y += theme.line_h(size, serif=True)
    return y

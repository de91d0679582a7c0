"""The guide's coach panel beside the table cards: the step, the Italian word (with how to say it and a
button to hear it), what to do, and the Skip / Next buttons."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

import pygame

from ... import input as inp
from ... import theme
from ...layout import TableLayout
from ...widgets import button

SPEAK = inp.Intent(inp.ACTION, "guide_speak")
SKIP = inp.Intent(inp.ACTION, "guide_skip")
NEXT = inp.Intent(inp.ACTION, "guide_next")

WARN = (255, 180, 120)
GOOD = (170, 235, 150)


@dataclass(frozen=True)
class CoachText:
    """What the panel says: `paragraphs` are (text, colour) in order; `next_label` shows the Next button."""

    header: str
    word: str
    pronunciation: str
    meaning: str
    hear_label: str
    paragraphs: tuple[tuple[str, tuple[int, int, int]], ...]
    skip_label: str
    next_label: str = ""


def coach_rect(table: pygame.Rect, unit: float) -> pygame.Rect:
    """The right part of the felt: wide enough for a few words a line, leaving the rest for the cards."""
    width = round(min(table.w * 0.48, max(300, 470 * unit)))
    return pygame.Rect(table.right - width, table.y, width, table.h)


def beside_panel(layout: TableLayout) -> tuple[TableLayout, pygame.Rect]:
    """The table's layout with its cards kept left of a side panel (the guide's coach, the review's
    judgement), and the panel's rectangle. At a larger text size the felt is too short for the panel's
    words: the panel takes the window's right part from the top bar down, and the table keeps the left."""
    if layout.text > 1:
        return _right_part(layout)
    panel = coach_rect(layout.table, layout.unit)
    cards = pygame.Rect(layout.table.x, layout.table.y, panel.x - layout.margin - layout.table.x, layout.table.h)
    return dataclasses.replace(layout, table=cards), panel


def _right_part(layout: TableLayout) -> tuple[TableLayout, pygame.Rect]:
    """The panel down the window's right part; the top row's seats, the felt, the prompt (a line taller, for
    its words wrapped) and your hand in the left part; the last capture's panel gives way."""
    w, h = layout.size
    m = layout.margin
    x0 = round(w * RIGHT_PART)
    panel = pygame.Rect(x0, layout.top_bar.bottom + m, w - x0 - m, h - layout.top_bar.bottom - 2 * m)

    def left_of(r: pygame.Rect) -> pygame.Rect:
        return pygame.Rect(r.x, r.y, max(0, min(r.right, x0 - m) - r.x), r.h)

    tops = sorted((s for s, side in layout.seat_side.items() if side == "top"), key=lambda s: layout.seats[s].x)
    seats = dict(layout.seats)
    if tops:
        room = x0 - m - layout.table.x
        each = min(seats[tops[0]].w, (room - m * (len(tops) - 1)) // len(tops))
        x = layout.table.x + (room - (each * len(tops) + m * (len(tops) - 1))) // 2
        for s in tops:
            seats[s] = pygame.Rect(x, seats[s].y, each, seats[s].h)
            x += each + m
    extra = layout.line(layout.status_text)
    status = left_of(layout.status)
    status = pygame.Rect(status.x, status.y - extra, status.w, status.h + extra)
    table = left_of(layout.table)
    table.h = max(0, min(table.h, status.y - m // 2 - table.y))
    return dataclasses.replace(layout, table=table, status=status, hand=left_of(layout.hand), seats=seats,
                               last_capture=pygame.Rect(x0, panel.y, 0, 0), _parts={}), panel


RIGHT_PART = 0.52  # where the panel begins, at a larger text size (of the window's width)


@dataclass(frozen=True)
class PanelSizes:
    """A side panel's inside and its sizes at this window scale: padding, small and body text, buttons."""

    inner: pygame.Rect
    pad: int
    small: int
    body: int
    button_h: int


def side_panel(surface: pygame.Surface, rect: pygame.Rect, unit: float) -> PanelSizes:
    """Draw a side panel's background (dark, gold rim) in `rect`; its inside and sizes."""
    theme.panel(surface, rect, active=True, radius=12, fill=theme.TIP)
    pad = max(8, round(15 * unit))
    return PanelSizes(rect.inflate(-2 * pad, -2 * pad), pad, max(11, round(15 * unit)), max(12, round(17 * unit)),
                      theme.grown(max(28, round(38 * unit))))


def draw_coach(surface: pygame.Surface, controller: inp.InputController, rect: pygame.Rect, text: CoachText,
               unit: float) -> None:
    """Draw the panel in `rect` and register its buttons (they take clicks before the table below)."""
    sizes = side_panel(surface, rect, unit)
    inner, pad, small, body, button_h = sizes.inner, sizes.pad, sizes.small, sizes.body, sizes.button_h
    y = inner.y
    head = theme.fit_text(text.header, small, inner.w, theme.INK_DIM)
    surface.blit(head, (inner.x, y))
    y += head.get_height() + pad // 2

    hear_size = max(11, round(14 * unit))
    hear_w = min(inner.w // 2, max(110, round(150 * unit),
                                   theme.text(text.hear_label, hear_size, bold=True).get_width() + 24))
    word = theme.fit_text(text.word, max(20, round(34 * unit)), inner.w - hear_w - pad, theme.GOLD, bold=True,
                          serif=True)
    surface.blit(word, (inner.x, y))
    hear = pygame.Rect(0, 0, hear_w, theme.grown(max(26, round(32 * unit))))
    hear.midright = (inner.right, y + word.get_height() // 2)
    button(surface, controller, hear, text.hear_label, SPEAK, size=hear_size)
    y += word.get_height() + 2
    if text.pronunciation or text.meaning:
        said = " — ".join(part for part in (text.pronunciation, text.meaning) if part)
        for line in theme.wrap(said, small, inner.w):
            surf = theme.text(line, small, theme.INK_DIM)
            surface.blit(surf, (inner.x, y))
            y += surf.get_height()
    y += pad // 2
    pygame.draw.line(surface, theme.GOLD_DARK, (inner.x, y), (inner.right, y))
    y += pad // 2

    bottom = inner.bottom - button_h - pad // 2
    size = body
    while size > 11 and _height(text.paragraphs, size, inner.w) > bottom - y:
        size -= 1  # a small window: the words shrink a little rather than run under the buttons
    for paragraph, colour in text.paragraphs:
        for line in theme.wrap(paragraph, size, inner.w):
            surf = theme.text(line, size, colour)
            surface.blit(surf, (inner.x, y))
            y += surf.get_height()
        y += size // 2

    skip = pygame.Rect(inner.x, inner.bottom - button_h, (inner.w - pad) // 2, button_h)
    button(surface, controller, skip, text.skip_label, SKIP, size=max(11, round(15 * unit)))
    if text.next_label:
        nxt = pygame.Rect(skip.right + pad, skip.y, inner.right - skip.right - pad, button_h)
        button(surface, controller, nxt, text.next_label, NEXT, primary=True, size=max(11, round(15 * unit)))


def _height(paragraphs, size: int, width: int) -> int:
    line_h = theme.font(size).get_linesize()
    return sum(len(theme.wrap(p, size, width)) * line_h + size // 2 for p, _ in paragraphs)

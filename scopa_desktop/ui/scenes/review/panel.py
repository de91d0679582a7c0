"""The review's side panel: which move this is, who played what (small cards), Maestro's judgement of
your move (grade in its colour, points lost, Maestro's move, the reason), the analysis' progress bar,
the chart, and the buttons (back, forward, hands, summary, close)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from ....engine import Move
from ... import input as inp
from ... import theme
from ...widgets import button
from ..guide.coach import side_panel

PREV = inp.Intent(inp.ACTION, ("review_step", -1))
NEXT = inp.Intent(inp.ACTION, ("review_step", +1))
FACE_UP = inp.Intent(inp.ACTION, "review_face_up")
SUMMARY = inp.Intent(inp.ACTION, "review_summary")
CLOSE = inp.Intent(inp.ACTION, "review_close")


def hand_intent(hand: int) -> inp.Intent:
    return inp.Intent(inp.ACTION, ("review_hand", hand))


@dataclass(frozen=True)
class Line:
    """One line of the panel: words, or words followed by a move's small cards; `pill` draws the words on
    a coloured pill (the grade)."""

    text: str
    colour: tuple[int, int, int] = theme.INK
    move: Move | None = None
    pill: tuple[int, int, int] | None = None


@dataclass(frozen=True)
class PanelView:
    header: str
    hands: int  # how many hands the match had (the hand buttons)
    hand: int  # the hand on the table
    lines: tuple[Line, ...]
    progress: float | None  # the analysis' share done, while it runs
    face_up_label: str
    labels: dict[str, str]  # button labels: prev, next, summary, close, hands
    summary: bool  # the summary button is offered (a review exists)


def draw_panel(surface: pygame.Surface, controller: inp.InputController, rect: pygame.Rect, view: PanelView,
               unit: float, draw_card: Callable[[pygame.Surface, object, pygame.Rect], None],
               draw_chart: Callable[[pygame.Surface, pygame.Rect], None] | None) -> None:
    sizes = side_panel(surface, rect, unit)
    inner, pad, small, body, bh = sizes.inner, sizes.pad, sizes.small - 1, sizes.body - 1, sizes.button_h - 2
    y = inner.y
    close = pygame.Rect(0, 0, bh, bh)
    close.topright = inner.topright
    button(surface, controller, close, "✕", CLOSE, size=small + 2, tooltip_key="review_screen.close")
    head = theme.fit_text(view.header, small, inner.w - close.w - 6, theme.INK_DIM)
    surface.blit(head, (inner.x, y))
    y += head.get_height() + 4
    chips = pygame.Rect(inner.x, inner.y, inner.w - close.w - 6, inner.h)
    y = max(_hand_buttons(surface, controller, chips, y, view, small), close.bottom) + pad // 2

    card_h = max(34, round(48 * unit))
    for line in view.lines:
        texts = theme.fit_or_wrap(line.text, body, inner.w - (body if line.pill else 0) if line.move is None
                                  else inner.w // 2, line.colour, bold=line.pill is not None or line.move is not None)
        box = pygame.Rect(inner.x, y, max(t.get_width() for t in texts), sum(t.get_height() for t in texts))
        if line.pill is not None:
            box = box.inflate(body, 4).move(body // 2, 0)
            pygame.draw.rect(surface, line.pill, box, border_radius=min(box.h, texts[0].get_height() + 4) // 2)
        ty = box.y + (2 if line.pill is not None else 0)
        for t in texts:
            surface.blit(t, t.get_rect(midtop=(box.centerx, ty)) if line.pill is not None else (box.x, ty))
            ty += t.get_height()
        if line.move is not None:
            x = box.right + pad // 2
            _move_cards(surface, line.move, pygame.Rect(x, y, inner.right - x, card_h), draw_card, small)
            y += max(card_h, box.h) + 4
        else:
            y += box.h + 4
    rows = _button_rows(inner.w, bh, view, small)
    buttons_y = inner.bottom - rows * bh - (rows - 1) * 6
    if view.progress is not None:
        bar = pygame.Rect(inner.x, buttons_y - pad - max(8, round(10 * unit)), inner.w, max(8, round(10 * unit)))
        pygame.draw.rect(surface, theme.BUTTON, bar, border_radius=bar.h // 2)
        done = bar.copy()
        done.w = max(bar.h, round(bar.w * view.progress))
        pygame.draw.rect(surface, theme.GOLD, done, border_radius=bar.h // 2)
    elif draw_chart is not None:
        chart = pygame.Rect(inner.x, y + 4, inner.w, buttons_y - pad - y - 4)
        if chart.h >= max(44, round(52 * unit)):
            draw_chart(surface, chart)
    _buttons(surface, controller, pygame.Rect(inner.x, buttons_y, inner.w, inner.bottom - buttons_y), view, small, bh)


def _hand_buttons(surface, controller, inner: pygame.Rect, y: int, view: PanelView, size: int) -> int:
    label = theme.text(view.labels["hands"], size, theme.INK_DIM)
    surface.blit(label, (inner.x, y + 3))
    x = inner.x + label.get_width() + 6
    side = label.get_height() + 6
    for hand in range(view.hands):
        r = pygame.Rect(x, y, max(side, theme.text(str(hand + 1), size).get_width() + 10), side)
        if r.right > inner.right:
            break
        current = hand == view.hand
        pygame.draw.rect(surface, theme.GOLD if current else theme.BUTTON, r, border_radius=5)
        digits = theme.text(str(hand + 1), size, (30, 20, 6) if current else theme.INK, bold=current)
        surface.blit(digits, digits.get_rect(center=r.center))
        controller.add(r, hand_intent(hand), hover=("button", ("review_hand", hand)))
        x = r.right + 4
    return y + side


def _move_cards(surface, move: Move, area: pygame.Rect, draw_card, size: int) -> None:
    """The played card, then the cards it took (or nothing: laid down), small."""
    h = area.h
    w = round(h * 0.62)
    x = area.x
    draw_card(surface, move.card, pygame.Rect(x, area.y, w, h))
    x += w + 4
    if move.capture:
        arrow = theme.text("→", size, theme.INK_DIM, bold=True)
        surface.blit(arrow, arrow.get_rect(midleft=(x, area.centery)))
        x += arrow.get_width() + 4
        step = min(w + 3, max(8, (area.right - x - w) // max(1, len(move.capture) - 1)))
        for card in sorted(move.capture, key=lambda c: (c.rank, c.suit)):
            draw_card(surface, card, pygame.Rect(x, area.y, w, h))
            x += step
    else:
        down = theme.text("↓", size, theme.INK_DIM, bold=True)
        surface.blit(down, down.get_rect(midleft=(x, area.centery)))


def _wide(view: PanelView) -> list[tuple[inp.Intent, str]]:
    wide = [(FACE_UP, view.face_up_label)]
    if view.summary:
        wide.append((SUMMARY, view.labels["summary"]))
    return wide


def _button_rows(width: int, bh: int, view: PanelView, size: int) -> int:
    """1 when back, forward and the wide buttons share a row; else 1 + a row for each wide button (larger
    text: their labels whole)."""
    gap, narrow = 6, max(bh, width // 9)
    wide = _wide(view)
    share = (width - 2 * (narrow + gap) - gap * (len(wide) - 1)) // len(wide)
    fits = all(theme.text(label, size, bold=True).get_width() + 16 <= share for _, label in wide)
    return 1 if fits else 1 + len(wide)


def _buttons(surface, controller, area: pygame.Rect, view: PanelView, size: int, bh: int) -> None:
    """Back and forward, then the wide buttons beside them or, one a row, above them."""
    gap = 6
    narrow = max(bh, area.w // 9)
    wide = _wide(view)
    if _button_rows(area.w, bh, view, size) == 1:
        share = (area.w - 2 * (narrow + gap) - gap * (len(wide) - 1)) // len(wide)
        places = [pygame.Rect(area.x + 2 * (narrow + gap) + k * (share + gap), area.bottom - bh, share, bh)
                  for k in range(len(wide))]
    else:
        places = [pygame.Rect(area.x, area.y + k * (bh + gap), area.w, bh) for k in range(len(wide))]
    x = area.x
    for intent, label in ((PREV, view.labels["prev"]), (NEXT, view.labels["next"])):
        button(surface, controller, pygame.Rect(x, area.bottom - bh, narrow, bh), label, intent, size=size + 2)
        x += narrow + gap
    for (intent, label), place in zip(wide, places, strict=True):
        button(surface, controller, place, label, intent, size=size, primary=intent == SUMMARY)

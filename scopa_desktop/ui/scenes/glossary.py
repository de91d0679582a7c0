"""The Italian glossary: every phrase of the game with how to say it and what it means, then the cards'
names; scrolled with the mouse wheel, the arrow keys or Page Up/Down. Only the visible rows are drawn."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ... import i18n
from .. import input as inp
from .. import theme
from ..form_scene import FormScene
from ..scene import register
from ..text import tr
from ..tips.words import Tip, pronunciation_help
from ..widgets import button, label_size, title_lines
from .common import backdrop, centered_sheet, unit

GLOSSARY_KEYS: dict[int, inp.Intent] = {
    **inp.DEFAULT_KEYS,
    pygame.K_UP: inp.Intent(inp.SCROLL, -1),
    pygame.K_DOWN: inp.Intent(inp.SCROLL, +1),
    pygame.K_PAGEUP: inp.Intent(inp.SCROLL, -8),
    pygame.K_PAGEDOWN: inp.Intent(inp.SCROLL, +8),
    pygame.K_HOME: inp.Intent(inp.SCROLL, -10_000),
    pygame.K_END: inp.Intent(inp.SCROLL, +10_000),
    pygame.K_p: inp.Intent(inp.ACTION, "speak"),  # P (or Space): hear the row under the pointer, else the top one
}
SPEAK = "speak"


@dataclass(frozen=True)
class Entry(Tip):
    """A glossary row: a phrase as a tooltip shows it (its spoken key in `phrase`), or a group's heading."""

    heading: bool = False


# The phrase that opens each group of the glossary (the locale file keeps related phrases together); a
# group whose first phrase is gone simply runs on under the previous heading.
GROUP_STARTS = {
    "scopa": "scoring", "denari": "suits", "asso": "cards", "re_bello": "variants", "il_mazzo": "play",
    "ho_vinto": "talk", "quindici": "more", "pausa": "app",
}


def entries() -> list[Entry]:
    """The rows to show, in the current language: the phrases by group, then the cards' names."""
    t = i18n.current()
    rows: list[Entry] = []
    for p in t.glossary():
        group = GROUP_STARTS.get(p.key)
        if group is not None or not rows:
            rows.append(Entry(tr(f"glossary.groups.{group}") if group else tr("glossary.phrases_section"),
                              heading=True))
        rows.append(Entry(p.italian, pronunciation_help(p.pronunciation), p.meaning, p.note, phrase=p.key))
    rows.append(Entry(tr("glossary.cards_section"), heading=True))
    for group in ("ranks", "suits", "french_ranks", "french_suits"):
        for key in t.keys(f"cards.{group}"):
            base = f"cards.{group}.{key}"
            said = pronunciation_help(t.t(f"{base}.pronunciation"))
            rows.append(Entry(t.t(f"{base}.italian"), said, t.t(f"{base}.meaning"),
                              phrase=base))
    return rows


def last_top(heights: list[int], room: int) -> int:
    """The first row of the last view: the smallest index whose rows, to the end, fit in `room`."""
    total, top = 0, len(heights)
    while top > 0 and total + heights[top - 1] <= room:
        top -= 1
        total += heights[top]
    return min(top, max(0, len(heights) - 1))


@register("glossary")
class GlossaryScene(FormScene):
    def __init__(self, app, **kw) -> None:
        super().__init__(app)
        self.rows = entries()
        self.language = i18n.current().language
        self.top = 0  # first visible row
        self.cursor = 0  # the row the arrows are on (speech reads it, P says it): every row is reachable
        self.visible = 10
        self.last_top = 0  # the first row of the last view (as last drawn)
        self.row_rects: dict[int, pygame.Rect] = {}  # the rows drawn last, by index

    def keymap(self):
        return GLOSSARY_KEYS

    def resume(self) -> None:
        if i18n.current().language != self.language:
            self.rows, self.language = entries(), i18n.current().language
        self.invalidate()

    def current_row(self) -> int | None:
        """The row P speaks: the one under the pointer, else the arrows' row, else the first phrase in view."""
        shown = [i for i in self.row_rects if self.rows[i].phrase]
        hovered = [i for i in shown if self.row_rects[i].collidepoint(self.app.input.mouse_pos)]
        cursor = [self.cursor] if self.cursor in shown else []
        return (hovered or cursor or shown or [None])[0]

    def speak(self, row: int | None) -> None:
        if row is not None and self.rows[row].phrase:
            self.app.voice.speak(self.rows[row].phrase)

    def handle_form(self, intent: inp.Intent) -> None:
        if intent.kind == inp.ACTION and isinstance(intent.value, tuple) and intent.value[0] == SPEAK:
            self.speak(intent.value[1])  # a row's play button
        elif intent == inp.Intent(inp.ACTION, SPEAK) or intent.kind == inp.CONFIRM:
            self.speak(self.current_row())
        elif intent.kind in (inp.SCROLL, inp.MOVE_FOCUS):
            step = intent.value * (3 if intent.kind == inp.SCROLL and abs(intent.value) == 1 else 1)
            if intent.kind == inp.MOVE_FOCUS:  # the arrows move row by row, the view follows
                self.cursor = max(0, min(len(self.rows) - 1, self.cursor + step))
                self.top = max(self.cursor - self.visible + 1, min(self.top, self.cursor))
            else:
                self.top = max(0, min(self.last_top, self.top + step))
                self.cursor = max(self.top, min(self.cursor, self.top + max(1, self.visible) - 1))
            self.invalidate()

    def draw(self, surface: pygame.Surface) -> None:
        """The rows from `top` down while they fit, each as tall as its words (a text too long for its column
        in one line wraps rather than being cut), a scroll bar, the count and Back."""
        w, h = surface.get_size()
        u = unit((w, h))
        backdrop(surface)
        rect = centered_sheet(surface, min(w - 40, round(1100 * u)), h - round(40 * u))
        title_size = round(44 * u)
        y = title_lines(surface, tr("glossary.title"), (rect.centerx, rect.y + round(14 * u)), title_size,
                        rect.w - 60)
        fs = max(13, round(17 * u))
        for line in theme.fit_or_wrap(tr("glossary.intro"), fs, rect.w - 60, theme.INK_DIM):
            surface.blit(line, line.get_rect(midtop=(rect.centerx, y)))
            y += line.get_height()
        bh = theme.grown(max(38, 46 * u))
        bw = max(round(max(140, 180 * u)), theme.text(tr("common.back"), label_size(bh), bold=True).get_width() + 32)
        foot = theme.fit_or_wrap(f"{tr('glossary.count', n=sum(1 for r in self.rows if not r.heading))}  ·  "
                                 f"{tr('glossary.scroll_hint')}", max(12, fs - 3), rect.w - bw - round(96 * u),
                                 theme.INK_FAINT)
        foot_h = max(bh, sum(line.get_height() for line in foot))
        list_top = y + round(10 * u)
        list_bottom = rect.bottom - foot_h - round(30 * u)
        x0 = rect.x + round(36 * u)
        split = rect.x + round(rect.w * 0.42)
        play = theme.grown(round(fs * 3.1) * 0.5)  # the play button's side, as large as the text
        columns = (split - x0 - play - 24, rect.right - round(36 * u) - split)
        heights = [self._row_height(e, fs, columns) for e in self.rows]
        self.last_top = last_top(heights, list_bottom - list_top)
        self.top = max(0, min(self.last_top, self.top))
        y = list_top
        self.row_rects = {}
        self.visible = 0
        for i in range(self.top, len(self.rows)):
            if y + heights[i] > list_bottom and self.visible:
                break
            self._draw_row(surface, i, pygame.Rect(rect.x, y, rect.w, heights[i]), (x0, split), fs, columns, play, u)
            y += heights[i]
            self.visible += 1
        # A scroll bar: where the view is in the whole list.
        n = len(self.rows)
        if n > self.visible:
            track = pygame.Rect(rect.right - round(18 * u), list_top, 6, list_bottom - list_top)
            pygame.draw.rect(surface, theme.RULE, track, border_radius=3)
            th = max(24, track.h * self.visible // n)
            ty = track.y + (track.h - th) * self.top // max(1, self.last_top)
            pygame.draw.rect(surface, theme.GOLD_DARK, (track.x, ty, track.w, th), border_radius=3)
        fy = rect.bottom - round(16 * u) - foot_h // 2 - sum(line.get_height() for line in foot) // 2
        for line in foot:
            surface.blit(line, (rect.x + round(36 * u), fy))
            fy += line.get_height()
        b = pygame.Rect(0, 0, bw, bh)
        b.bottomright = (rect.right - round(30 * u), rect.bottom - round(16 * u) - (foot_h - bh) // 2)
        button(surface, self.app.input, b, tr("common.back"), inp.Intent(inp.ACTION, "back"), focused=True,
               primary=True)

    def _row_height(self, e: Entry, fs: int, columns: tuple[int, int]) -> int:
        """A row's height: its heading's line, or the taller of its two columns (each text fitted or wrapped),
        never less than the row of one line each (3.1 lines of `fs` at 100%)."""
        if e.heading:
            return round(theme.line_h(round(fs * 1.15), bold=True) * 1.8)
        left, right = self._row_texts(e, fs, columns)
        return max(round(fs * 3.1), max(sum(s.get_height() for s in col) for col in (left, right)) + 12)

    def _row_texts(self, e: Entry, fs: int, columns: tuple[int, int]):
        """A row's words as rendered lines: the Italian and how it is said; the meaning and its note."""
        left = theme.fit_or_wrap(e.italian, round(fs * 1.2), columns[0], theme.GOLD, serif=True) \
            + theme.fit_or_wrap(e.pronunciation, fs - 1, columns[0], theme.SAID)
        right = theme.fit_or_wrap(e.meaning, fs, columns[1], theme.INK, bold=True) \
            + (theme.fit_or_wrap(e.note, fs - 2, columns[1], theme.INK_DIM) if e.note else [])
        return left, right

    def _draw_row(self, surface: pygame.Surface, i: int, row: pygame.Rect, xs: tuple[int, int], fs: int,
                  columns: tuple[int, int], play: int, u: float) -> None:
        e = self.rows[i]
        x0, split = xs
        if e.heading:
            head = theme.text(e.italian, round(fs * 1.15), theme.GOLD, bold=True)
            surface.blit(head, head.get_rect(midleft=(x0, row.centery)))
            pygame.draw.line(surface, theme.GOLD_DARK, (x0 + head.get_width() + 12, row.centery),
                             (row.right - round(36 * u), row.centery), 1)
            return
        if i % 2:
            band = pygame.Surface((row.w - round(48 * u), row.h - 2), pygame.SRCALPHA)
            band.fill((255, 255, 255, 9))
            surface.blit(band, (row.x + round(24 * u), row.y))
        self.row_rects[i] = row
        if i == self.cursor:  # the arrows' row
            theme.focus_ring(surface, pygame.Rect(row.x + round(20 * u), row.y, row.w - round(40 * u), row.h - 2), 8)
        if e.phrase:
            self._play_button(surface, pygame.Rect(split - play - 14, row.centery - play // 2, play, play), i)
        for x, lines in zip((x0, split), self._row_texts(e, fs, columns), strict=True):
            y = row.y + 5
            for line in lines:
                surface.blit(line, (x, y))
                y += line.get_height()

    def _play_button(self, surface: pygame.Surface, box: pygame.Rect, row: int) -> None:
        """A small round button with a play triangle: hear the row's Italian."""
        button(surface, self.app.input, box, "", inp.Intent(inp.ACTION, (SPEAK, row)))
        r = box.h * 0.22
        cx, cy = box.centerx + r * 0.2, box.centery
        pygame.draw.polygon(surface, theme.GOLD, [(cx - r, cy - r * 1.15), (cx - r, cy + r * 1.15), (cx + r * 1.1, cy)])

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
from ..tip_text import Tip, pronunciation_help
from ..widgets import button, title
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


@register("glossary")
class GlossaryScene(FormScene):
    def __init__(self, app, **kw) -> None:
        super().__init__(app)
        self.rows = entries()
        self.language = i18n.current().language
        self.top = 0  # first visible row
        self.visible = 10
        self.row_rects: dict[int, pygame.Rect] = {}  # the rows drawn last, by index

    def keymap(self):
        return GLOSSARY_KEYS

    def resume(self) -> None:
        if i18n.current().language != self.language:
            self.rows, self.language = entries(), i18n.current().language
        self.invalidate()

    def current_row(self) -> int | None:
        """The row P speaks: the one under the pointer, else the first phrase in view."""
        shown = [i for i in self.row_rects if self.rows[i].phrase]
        hovered = [i for i in shown if self.row_rects[i].collidepoint(self.app.input.mouse_pos)]
        return (hovered or shown or [None])[0]

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
            self.top = max(0, min(len(self.rows) - self.visible, self.top + step))
            self.invalidate()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        u = unit((w, h))
        backdrop(surface)
        rect = centered_sheet(surface, min(w - 40, round(1100 * u)), h - round(40 * u))
        title(surface, tr("glossary.title"), (rect.centerx, rect.y + round(38 * u)), round(44 * u))
        fs = max(13, round(17 * u))
        intro = theme.fit_text(tr("glossary.intro"), fs, rect.w - 60, theme.INK_DIM)
        surface.blit(intro, intro.get_rect(midtop=(rect.centerx, rect.y + round(70 * u))))
        bh = round(max(38, 46 * u))
        list_top = rect.y + round(104 * u)
        list_bottom = rect.bottom - bh - round(30 * u)
        row_h = round(fs * 3.1)
        self.visible = max(1, (list_bottom - list_top) // row_h)
        self.top = max(0, min(max(0, len(self.rows) - self.visible), self.top))
        x0 = rect.x + round(36 * u)
        split = rect.x + round(rect.w * 0.42)
        y = list_top
        self.row_rects = {}
        play = round(row_h * 0.5)  # the play button's side
        for i in range(self.top, min(len(self.rows), self.top + self.visible)):
            e = self.rows[i]
            if e.heading:
                head = theme.text(e.italian, round(fs * 1.15), theme.GOLD, bold=True)
                surface.blit(head, head.get_rect(midleft=(x0, y + row_h // 2)))
                pygame.draw.line(surface, theme.GOLD_DARK, (x0 + head.get_width() + 12, y + row_h // 2),
                                 (rect.right - round(36 * u), y + row_h // 2), 1)
                y += row_h
                continue
            if i % 2:
                band = pygame.Surface((rect.w - round(48 * u), row_h - 2), pygame.SRCALPHA)
                band.fill((255, 255, 255, 9))
                surface.blit(band, (rect.x + round(24 * u), y))
            self.row_rects[i] = pygame.Rect(rect.x, y, rect.w, row_h)
            if e.phrase:
                self._play_button(surface, pygame.Rect(split - play - 14, y + (row_h - play) // 2, play, play), i)
            it = theme.fit_text(e.italian, round(fs * 1.2), split - x0 - play - 24, theme.GOLD, serif=True)
            surface.blit(it, (x0, y + 4))
            say = theme.fit_text(e.pronunciation, fs - 1, split - x0 - play - 24, theme.SAID)
            surface.blit(say, (x0, y + 6 + it.get_height()))
            right_w = rect.right - round(36 * u) - split
            meaning = theme.fit_text(e.meaning, fs, right_w, theme.INK, bold=True)
            surface.blit(meaning, (split, y + 5))
            if e.note:
                note = theme.fit_text(e.note, fs - 2, right_w, theme.INK_DIM)
                surface.blit(note, (split, y + 8 + meaning.get_height()))
            y += row_h
        # A scroll bar: where the view is in the whole list.
        n = len(self.rows)
        if n > self.visible:
            track = pygame.Rect(rect.right - round(18 * u), list_top, 6, list_bottom - list_top)
            pygame.draw.rect(surface, theme.RULE, track, border_radius=3)
            th = max(24, track.h * self.visible // n)
            ty = track.y + (track.h - th) * self.top // max(1, n - self.visible)
            pygame.draw.rect(surface, theme.GOLD_DARK, (track.x, ty, track.w, th), border_radius=3)
        foot = theme.fit_text(f"{tr('glossary.count', n=sum(1 for r in self.rows if not r.heading))}  ·  "
                              f"{tr('glossary.scroll_hint')}", max(12, fs - 3), rect.w - 300, theme.INK_FAINT)
        surface.blit(foot, foot.get_rect(midleft=(rect.x + round(36 * u), rect.bottom - bh // 2 - round(16 * u))))
        b = pygame.Rect(0, 0, round(max(140, 180 * u)), bh)
        b.bottomright = (rect.right - round(30 * u), rect.bottom - round(16 * u))
        button(surface, self.app.input, b, tr("common.back"), inp.Intent(inp.ACTION, "back"), focused=True,
               primary=True)

    def _play_button(self, surface: pygame.Surface, box: pygame.Rect, row: int) -> None:
        """A small round button with a play triangle: hear the row's Italian."""
        button(surface, self.app.input, box, "", inp.Intent(inp.ACTION, (SPEAK, row)))
        r = box.h * 0.22
        cx, cy = box.centerx + r * 0.2, box.centery
        pygame.draw.polygon(surface, theme.GOLD, [(cx - r, cy - r * 1.15), (cx - r, cy + r * 1.15), (cx + r * 1.1, cy)])

"""Settings -> Deck: every deck as a fan of its most characteristic cards, at the size the table will draw
them, with its name and region; a click (or Enter) chooses it and the choice is saved at once.

The eight-player table's 52 cards exist only as French cards: the screen says so, whatever is chosen.
"""

from __future__ import annotations

import pygame

from ...engine import Card
from ...storage import DECK_STYLES
from .. import input as inp
from .. import theme
from ..cards import pattern
from ..form_scene import FormScene
from ..layout import table_layout
from ..scene import FocusTip, register
from ..text import tr
from ..widgets import FORM_KEYS, button, label_size
from .common import centered_sheet, centred_lines, modal, sheet_title, wrapped_height

COLUMNS = 3
MIN_FAN = 0.5  # of a hand card's height: the fans shrink no further for larger text (the sheet scrolls)
BACK = inp.Intent(inp.ACTION, "back")
FAN_DEGREES = 7  # between neighbouring cards of a fan


def choose(style: str) -> inp.Intent:
    return inp.Intent(inp.ACTION, ("deck", style))


@register("decks")
class DecksScene(FormScene):
    transparent = True

    def __init__(self, app, **kw) -> None:
        super().__init__(app)
        self.focus = DECK_STYLES.index(app.settings.deck_style)
        self.tiles: dict[str, pygame.Rect] = {}
        self._fans: dict[tuple, pygame.Surface] = {}

    def keymap(self):
        return FORM_KEYS

    def handle_form(self, intent: inp.Intent) -> None:
        n = len(DECK_STYLES)
        if intent.kind == inp.MOVE_FOCUS:  # up and down: a row of tiles
            self.focus = (self.focus + COLUMNS * intent.value) % n
        elif intent.kind == inp.ADJUST and isinstance(intent.value, int):
            self.focus = (self.focus + intent.value) % n
        elif intent.kind == inp.CONFIRM:
            self._choose(DECK_STYLES[self.focus])
        elif intent.kind == inp.ACTION and isinstance(intent.value, tuple) and intent.value[0] == "deck":
            self.focus = DECK_STYLES.index(intent.value[1])
            self._choose(intent.value[1])
        self.invalidate()

    def _choose(self, style: str) -> None:
        if style != self.app.settings.deck_style:
            self.app.update_settings(deck_style=style)

    def focus_tooltip(self) -> FocusTip | None:
        style = DECK_STYLES[self.focus]
        rect = self.tiles.get(style)
        return (rect, f"decks.{style}.about", {}) if rect is not None else None

    def deck_changed(self) -> None:
        self._fans.clear()  # the small indices or the French faces changed
        self.invalidate()

    # -- drawing --------------------------------------------------------------------------------------
    def card_height(self, size: tuple[int, int]) -> int:
        """The height of a card in the player's hand at this window size (the table's own layout)."""
        large = self.app.settings.card_size == "large"
        return table_layout(size, 2, aspect=self.app.art.aspect, large=large).hand_card_h

    def fan(self, style: str, height: int) -> pygame.Surface:
        """The deck's showcase cards fanned like a hand held up (cached per deck and size)."""
        s = self.app.settings
        key = (style, height, s.french_faces, s.deck_indices, s.large_indices)
        img = self._fans.get(key)
        if img is None:
            cards = [Card.parse(code) for code in pattern(style).showcase]
            faces = [self.app.art.face(c, height, style, s.french_faces, indices=s.deck_indices,
                                       large=s.large_indices) for c in cards]
            cw = faces[0].get_width()
            step = round(cw * 0.42)
            canvas = pygame.Surface((cw + step * (len(faces) - 1) + height // 3, round(height * 1.22)),
                                    pygame.SRCALPHA)
            mid = (len(faces) - 1) / 2
            for i, face in enumerate(faces):
                shadow = theme.shadow(face.get_size(), max(3, height // 24))
                combo = pygame.Surface(shadow.get_size(), pygame.SRCALPHA)
                pad = (shadow.get_width() - face.get_width()) // 2
                combo.blit(shadow, (2, 3))
                combo.blit(face, (pad, pad))
                turned = pygame.transform.rotozoom(combo, (mid - i) * FAN_DEGREES, 1.0)
                centre = (canvas.get_width() / 2 + (i - mid) * step, canvas.get_height() / 2 + abs(i - mid) ** 2 * 3)
                canvas.blit(turned, turned.get_rect(center=centre))
            img = self._fans[key] = canvas
        return img

    def draw(self, surface: pygame.Surface) -> None:
        """The tiles (a fan, the name, the region wrapped), the notes, Back; the fans shrink to make room for
        larger text, down to MIN_FAN of a card's height, and then the sheet scrolls."""
        ctl = self.app.input
        w, h, u = modal(surface, ctl)
        back_h = theme.grown(max(30, 44 * u))
        note_size = max(12, round(17 * u))
        lines = [tr("decks.fixed_note"), tr("decks.hint")]
        sheet_w = w - 24
        notes_h = sum(wrapped_height(t, note_size, sheet_w - 40) for t in lines)
        title_h = round(10 * u) + theme.line_h(round(36 * u), serif=True) + round(6 * u)
        rows = -(-len(DECK_STYLES) // COLUMNS)
        tile_w = (sheet_w - round(24 * u)) // COLUMNS
        name_size, region_size = max(15, round(26 * u)), max(12, round(17 * u))
        region_lines = max(len(theme.wrap(tr(f"decks.{style}.region"), region_size, tile_w - 24))
                           for style in DECK_STYLES)
        text_h = theme.line_h(name_size, serif=True) + region_lines * theme.line_h(region_size) + round(14 * u)
        fixed_h = title_h + notes_h + back_h + round(30 * u)
        # the hand's own size when the tiles have room for it, else as large as fits (MIN_FAN at the least)
        room = (h - 24 - fixed_h) // rows
        ch = min(self.card_height((w, h)), round((room - text_h) / 1.22),
                 round((tile_w - 10) / (self.app.art.aspect * (1 + 0.42 * 4) + 0.34)))
        ch = max(ch, round(MIN_FAN * self.card_height((w, h))))
        tile_h = max(room, round(ch * 1.22) + text_h)
        canvas = self.page.begin(surface, ctl, fixed_h + rows * tile_h + 24)
        rect = centered_sheet(canvas, sheet_w, canvas.get_height() - 24)
        sheet_title(canvas, rect, tr("decks.title"), u, top=10)
        top = rect.y + title_h
        chosen = self.app.settings.deck_style
        self.tiles = {}
        for i, style in enumerate(DECK_STYLES):
            col, row = i % COLUMNS, i // COLUMNS
            tile = pygame.Rect(rect.x + round(12 * u) + col * tile_w, top + row * tile_h, tile_w, tile_h)
            self.tiles[style] = tile
            self._tile(canvas, tile, style, ch, (name_size, region_size, region_lines), style == chosen,
                       i == self.focus)
            ctl.add(tile, choose(style), hover=("button", style), tooltip_key=f"decks.{style}.about")
        y = top + rows * tile_h + round(6 * u)
        for line in lines:
            y = centred_lines(canvas, line, note_size, rect.w - 40, theme.INK_DIM, rect.centerx, y)
        back = pygame.Rect(0, 0, max(round(220 * u) + 40, theme.text(tr("common.back"), label_size(back_h),
                                                                         bold=True).get_width() + 40), back_h)
        back.midbottom = (rect.centerx, rect.bottom - round(10 * u))
        button(canvas, ctl, back, tr("common.back"), BACK, primary=True)
        self.page.end(surface, ctl, self.tiles[DECK_STYLES[self.focus]])
        if self.page.scrolls:
            self.tiles = {style: tile.move(0, -self.page.top) for style, tile in self.tiles.items()}

    def _tile(self, surface: pygame.Surface, tile: pygame.Rect, style: str, ch: int, sizes: tuple[int, int, int],
              chosen: bool, focused: bool) -> None:
        name_size, region_size, region_lines = sizes
        inner = tile.inflate(-8, -8)
        if chosen:
            theme.panel(surface, inner, active=True, radius=14)
        text_h = theme.line_h(name_size, serif=True) + region_lines * theme.line_h(region_size) + 8
        area = pygame.Rect(inner.x, inner.y + 4, inner.w, inner.h - text_h - 4)
        fan = self.fan(style, ch)
        surface.blit(fan, fan.get_rect(center=area.center))
        name = tr(f"settings.deck_style.values.{style}")
        label = theme.fit_text(name, name_size, inner.w - 16, theme.GOLD, serif=True)
        y = area.bottom + 2
        surface.blit(label, label.get_rect(midtop=(inner.centerx, y)))
        if chosen:
            pill = theme.text(tr("decks.in_play"), max(11, region_size - 2), theme.PILL_INK, bold=True)
            box = pill.get_rect(topright=(inner.right - 8, inner.y + 6)).inflate(12, 4)
            pygame.draw.rect(surface, theme.GOLD, box, border_radius=box.h // 2)
            surface.blit(pill, pill.get_rect(center=box.center))
        centred_lines(surface, tr(f"decks.{style}.region"), region_size, inner.w - 16, theme.INK_DIM, inner.centerx,
                      y + theme.line_h(name_size, serif=True))
        if focused:
            theme.focus_ring(surface, inner, 14)
        elif inner.collidepoint(self.app.input.mouse_pos):
            theme.ring(surface, inner, theme.BUTTON_FOCUS, 2, 14)

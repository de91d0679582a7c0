"""Settings -> Deck: every deck as a fan of its most characteristic cards, grouped by the part of Italy it is
played in (deck_plan.py lays them out), with its name and region; a click (or Enter) chooses it and the
choice is saved at once.

The eight-player table's 52 cards are a French-suited 52-card pack (the chosen deck if it is printed so, else
the French deck): the screen says which.
"""

from __future__ import annotations

import time

import pygame

from ...engine import Card
from ...storage import DECK_STYLES
from .. import input as inp
from .. import theme
from ..cards import pattern
from ..cards.decks import by_area, pack_for_52
from ..form_scene import FormScene
from ..layout import table_layout
from ..scene import FocusTip, register
from ..text import tr
from ..widgets import FORM_KEYS, button, label_size
from .common import centered_sheet, centred_lines, modal, sheet_title
from .deck_plan import FAN_STEP, FAN_TALL, Deck, Group, Plan, beside, neighbour, plan

BACK = inp.Intent(inp.ACTION, "back")
FAN_DEGREES = 7  # between neighbouring cards of a fan
FAN_BUDGET = 0.010  # seconds of a frame spent drawing fans not yet cached; the rest come in the next frames


def choose(style: str) -> inp.Intent:
    return inp.Intent(inp.ACTION, ("deck", style))


def groups(styles: tuple[str, ...] | None = None) -> list[Group]:
    """The decks (by default every one) as the screen shows them: grouped by their part of Italy, named in the
    player's language."""
    return [Group(area, tr(f"decks.areas.{area}"),
                  tuple(Deck(s, tr(f"settings.deck_style.values.{s}"), tr(f"decks.{s}.region")) for s in members))
            for area, members in by_area(DECK_STYLES if styles is None else styles)]


@register("decks")
class DecksScene(FormScene):
    transparent = True

    def __init__(self, app, **kw) -> None:
        super().__init__(app)
        self.focus = pattern(app.settings.deck_style).name  # the deck the keyboard is on
        self.tiles: dict[str, pygame.Rect] = {}
        self.plan: Plan | None = None
        self._clear: list[pygame.Rect] = []  # words and controls a tooltip must leave readable
        self._fans: dict[tuple, pygame.Surface] = {}
        self._waiting = False  # some fans were left for the next frames (drawn a few a frame, never all at once)
        self._until = 0.0  # this frame draws new fans until this perf_counter time
        self._new_fans = 0  # fans drawn afresh this frame

    @property
    def busy(self) -> bool:
        return self._waiting

    def update(self, dt: float) -> None:
        if self._waiting:
            self.invalidate()

    def keymap(self):
        return FORM_KEYS

    def handle_form(self, intent: inp.Intent) -> None:
        if self.plan is not None and intent.kind == inp.MOVE_FOCUS:  # up and down: the row above or below
            self.focus = neighbour(self.plan, self.focus, 1 if intent.value > 0 else -1)
        elif self.plan is not None and intent.kind == inp.ADJUST and isinstance(intent.value, int):
            self.focus = beside(self.plan, self.focus, intent.value)  # left and right: reading order
        elif intent.kind == inp.CONFIRM:
            self._choose(self.focus)
        elif intent.kind == inp.ACTION and isinstance(intent.value, tuple) and intent.value[0] == "deck":
            self.focus = intent.value[1]
            self._choose(intent.value[1])
        self.invalidate()

    def _choose(self, style: str) -> None:
        if style != self.app.settings.deck_style:
            self.app.update_settings(deck_style=style)

    def focus_tooltip(self) -> FocusTip | None:
        rect = self.tiles.get(self.focus)
        return (rect, f"decks.{self.focus}.about", {}) if rect is not None else None

    def keep_clear(self) -> list[pygame.Rect]:
        """A tooltip leaves every deck's name and region, the headings, the notes and Back readable."""
        return list(self._clear)

    def deck_changed(self) -> None:
        self._fans.clear()  # the small indices or the French faces changed
        self.invalidate()

    # -- drawing --------------------------------------------------------------------------------------
    def card_height(self, size: tuple[int, int]) -> int:
        """The height of a card in the player's hand at this window size (the table's own layout)."""
        large = self.app.settings.card_size == "large"
        return table_layout(size, 2, aspect=self.app.art.aspect, large=large).hand_card_h

    def fan(self, style: str, height: int, spread: float = FAN_STEP,
            until: float | None = None) -> pygame.Surface | None:
        """The deck's showcase cards fanned like a hand held up, `spread` of a card's width apart (cached per
        deck, size and spread); None when not cached yet, the clock past `until` (perf_counter) and a new fan
        already drawn this frame (each frame draws one at least, so the screen always fills)."""
        s = self.app.settings
        key = (style, height, spread, s.french_faces, s.deck_indices, s.large_indices)
        img = self._fans.get(key)
        if img is None and until is not None and self._new_fans and time.perf_counter() > until:
            return None
        if img is None:
            cards = [Card.parse(code) for code in pattern(style).showcase]
            faces = [self.app.art.face(c, height, style, s.french_faces, indices=s.deck_indices,
                                       large=s.large_indices) for c in cards]
            cw = faces[0].get_width()
            step = round(cw * spread)
            canvas = pygame.Surface((cw + step * (len(faces) - 1) + height // 3, round(height * FAN_TALL)),
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
            self._new_fans += 1
        return img

    def draw(self, surface: pygame.Surface) -> None:
        """The decks in their groups (deck_plan.py lays them out), the notes, Back."""
        ctl = self.app.input
        w, h, u = modal(surface, ctl)
        back_h = theme.grown(max(30, 44 * u))
        note_size = max(12, round(17 * u))
        pack = tr(f"settings.deck_style.values.{pack_for_52(self.app.settings.deck_style)}")
        lines = [tr("decks.fixed_note", deck=pack), tr("decks.hint")]
        notes_h = sum(len(theme.wrap(t, note_size, w - 64)) for t in lines) * (theme.line_h(note_size) + 2)
        title_h = round(10 * u) + theme.line_h(round(36 * u), serif=True) + round(8 * u)
        # The window's height, or taller (then scrolled) when larger text does not fit in it whole.
        for tall in (h, round(h * 1.25), round(h * 1.5), h * 2, h * 3):
            area = pygame.Rect(12 + round(12 * u), 12 + title_h, w - 24 - round(24 * u),
                               tall - 24 - title_h - back_h - notes_h - round(24 * u))
            layout = plan(area, groups(), u, self.card_height((w, h)), self.app.art.aspect)
            if layout.whole:
                break
        self.plan = layout
        canvas = self.page.begin(surface, ctl, tall)
        rect = centered_sheet(canvas, w - 24, tall - 24)
        sheet_title(canvas, rect, tr("decks.title"), u, top=10)
        bottom = area.bottom
        surface, screen = canvas, surface  # the sheet is drawn on the page (the window itself when it fits)
        chosen = self.app.settings.deck_style
        self.tiles = {}
        self._until = time.perf_counter() + FAN_BUDGET  # a frame draws new fans for so long, then leaves the rest
        self._waiting = False
        self._new_fans = 0
        for heading in layout.headings:
            self._heading(surface, heading.text, heading.rect, layout.heading_size)
        for tile in layout.tiles:
            self.tiles[tile.style] = tile.rect
            self._tile(surface, tile, layout, tile.style == chosen, tile.style == self.focus)
            ctl.add(tile.rect, choose(tile.style), hover=("deck", tile.style),
                    tooltip_key=f"decks.{tile.style}.about")
        y = notes_top = bottom + round(6 * u)
        for line in lines:
            y = centred_lines(surface, line, note_size, rect.w - 40, theme.INK_DIM, rect.centerx, y)
        back = pygame.Rect(0, 0, max(round(220 * u) + 40, theme.text(tr("common.back"), label_size(back_h),
                                                                         bold=True).get_width() + 40), back_h)
        back.midbottom = (rect.centerx, rect.bottom - round(10 * u))
        button(surface, ctl, back, tr("common.back"), BACK, primary=True)
        self._clear = layout.text_rects() + [pygame.Rect(rect.x, notes_top, rect.w, rect.bottom - notes_top)]
        self.page.end(screen, ctl, self.tiles.get(self.focus))
        if self.page.scrolls:  # where the tiles and the words are in the window
            self.tiles = {style: tile.move(0, -self.page.top) for style, tile in self.tiles.items()}
            self._clear = [r.move(0, -self.page.top) for r in self._clear]

    @staticmethod
    def _heading(surface: pygame.Surface, text: str, rect: pygame.Rect, size: int) -> None:
        """A group's heading: its words in gold small capitals' stead, a rule either side."""
        label = theme.fit_text(text, size, rect.w, theme.GOLD, bold=True)
        box = label.get_rect(center=rect.center)
        surface.blit(label, box)
        y = rect.centery
        for x0, x1 in ((rect.x, box.x - 8), (box.right + 8, rect.right)):
            if x1 - x0 > 6:
                pygame.draw.line(surface, theme.GOLD, (x0, y), (x1, y), 1)

    def _tile(self, surface: pygame.Surface, tile, layout: Plan, chosen: bool, focused: bool) -> None:
        inner = tile.rect.inflate(-8, -4)
        if chosen:
            theme.panel(surface, inner, active=True, radius=14)
        if focused:
            theme.focus_ring(surface, inner, 14)
        elif inner.collidepoint(self.app.input.mouse_pos):
            theme.ring(surface, inner, theme.BUTTON_FOCUS, 2, 14)
        fan = self.fan(tile.style, layout.card_h, layout.fan_step, self._until)
        if fan is None:
            self._waiting = True  # drawn in a next frame
        else:
            surface.blit(fan, fan.get_rect(center=tile.fan.center))
        label = theme.fit_text(tile.title, layout.name_size, tile.name.w, theme.GOLD, serif=True)
        surface.blit(label, label.get_rect(midtop=tile.name.midtop))
        if chosen:
            pill = theme.text(tr("decks.in_play"), max(11, layout.region_size - 2), theme.PILL_INK, bold=True)
            box = pill.get_rect(topright=(inner.right - 6, inner.y + 4)).inflate(12, 4)
            pygame.draw.rect(surface, theme.GOLD, box, border_radius=box.h // 2)
            surface.blit(pill, pill.get_rect(center=box.center))
        y = tile.region.y
        for line in tile.region_lines:
            words = theme.fit_text(line, layout.region_size, tile.region.w, theme.INK_DIM)
            surface.blit(words, words.get_rect(midtop=(tile.region.centerx, y)))
            y += theme.line_h(layout.region_size) + 2

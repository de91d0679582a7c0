"""Pass-and-play: between two people's turns, a screen that hides every hand ("Pass to Giulia — ready?").

It is opaque (the table is not drawn under it), so nothing of anyone's hand is on screen until the next
player confirms; then the table shows that player's hand, and only theirs.
"""

from __future__ import annotations

import pygame

from ... import i18n
from .. import input as inp
from .. import theme
from ..scene import FocusTip, Scene, register
from ..text import tr
from ..widgets import button, title
from .common import backdrop, centered_sheet, unit

HANDOFF_KEYS: dict[int, inp.Intent] = {
    pygame.K_RETURN: inp.Intent(inp.CONFIRM),
    pygame.K_KP_ENTER: inp.Intent(inp.CONFIRM),
    pygame.K_SPACE: inp.Intent(inp.CONFIRM),
    pygame.K_ESCAPE: inp.Intent(inp.CANCEL),
}


@register("handoff")
class HandoffScene(Scene):
    """Pushed by the table with `on_close`: what follows the confirmation (showing that player's hand)."""

    def __init__(self, app, seat: int, player: str, **kw) -> None:
        super().__init__(app)
        self.seat = seat
        self.player = player
        self._button: pygame.Rect | None = None

    def update(self, dt: float) -> None:
        if self.app.autoplay:  # the self-test passes the cards at once
            self.confirm()

    def keymap(self):
        return HANDOFF_KEYS

    def confirm(self) -> None:
        if self.app.stack.top is self:
            self.app.pop()  # runs the table's continuation: this player may now see their hand

    def handle(self, intent: inp.Intent) -> None:
        if intent.kind == inp.CONFIRM or intent == inp.Intent(inp.ACTION, "ready"):
            self.confirm()
        elif intent.kind == inp.CANCEL:
            self.app.push("pause")
        self.invalidate()

    def focus_tooltip(self) -> FocusTip | None:
        return (self._button, "tip.turn", {"mine": True}) if self._button is not None else None

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        u = unit((w, h))
        backdrop(surface)
        ctl = self.app.input
        rect = centered_sheet(surface, min(w - 60, round(760 * u)), min(h - 60, round(440 * u)))
        # Two card backs, face down: the hands are hidden.
        ch = round(rect.h * 0.26)
        back = self.app.card_back(ch)
        cw = back.get_width()
        for i, angle in enumerate((8, -8)):
            rot = pygame.transform.rotozoom(back, angle, 1.0)
            centre = (rect.centerx + (i * 2 - 1) * cw * 0.28, rect.y + round(30 * u) + ch // 2)
            surface.blit(rot, rot.get_rect(center=centre))
        y = rect.y + round(40 * u) + ch
        title(surface, tr("handoff.pass_to", name=self.player), (rect.centerx, y + round(30 * u)), round(40 * u),
              max_width=rect.w - 40)
        y += round(70 * u)
        note = theme.fit_text(tr("handoff.hidden"), round(max(13, 18 * u)), rect.w - 40, theme.INK_DIM)
        surface.blit(note, note.get_rect(midtop=(rect.centerx, y)))
        y += note.get_height() + round(10 * u)
        p = i18n.phrase("tocca_a_te")
        it = theme.fit_text(f"{p.italian}, {self.player}!", round(max(14, 22 * u)), rect.w - 40, theme.GOLD, serif=True)
        surface.blit(it, it.get_rect(midtop=(rect.centerx, y)))
        y += it.get_height() + 2
        say = theme.fit_text(f"{p.pronunciation} · {p.meaning}", round(max(12, 15 * u)), rect.w - 40, theme.INK_FAINT)
        surface.blit(say, say.get_rect(midtop=(rect.centerx, y)))
        bh = round(max(42, 54 * u))
        label = tr("handoff.click_when_ready")
        # As wide as its label needs (the Italian is long), within the sheet.
        need = theme.text(label, max(12, int(bh * 0.45)), bold=True).get_width() + 40
        b = pygame.Rect(0, 0, min(rect.w - 40, max(round(max(220, 300 * u)), need)), bh)
        b.midbottom = (rect.centerx, rect.bottom - round(24 * u))
        self._button = b
        button(surface, ctl, b, label, inp.Intent(inp.ACTION, "ready"), focused=True,
               primary=True, tooltip_key="tip.turn")

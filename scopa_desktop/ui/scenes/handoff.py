"""Pass-and-play: between two people's turns, a screen that hides every hand ("Pass to Giulia — ready?").

It is opaque (the table is not drawn under it), so nothing of anyone's hand is on screen until the next
player confirms; then the table shows that player's hand, and only theirs. Above the button, a recap of
what happened since this player's last turn: each play and capture, and the scope, in words and small
cards, so nobody has to remember.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ... import i18n
from ...engine import Card, Play
from .. import input as inp
from .. import theme
from ..scene import FocusTip, Scene, register
from ..text import language, tr
from ..widgets import button, title
from .common import backdrop, centered_sheet, unit

HANDOFF_KEYS: dict[int, inp.Intent] = {
    pygame.K_RETURN: inp.Intent(inp.CONFIRM),
    pygame.K_KP_ENTER: inp.Intent(inp.CONFIRM),
    pygame.K_SPACE: inp.Intent(inp.CONFIRM),
    pygame.K_ESCAPE: inp.Intent(inp.CANCEL),
}
MAX_RECAP = 5  # lines; more plays are summed up in one last line
MAX_RECAP_CARDS = 5  # cards shown on a line (a capture of more is told in words)


def card_words(card: Card, deck_style: str = "italian", deck_size: int = 40) -> str:
    """A card in the player's language ("seven of coins", "sette di denari"), named for the deck in play."""
    return i18n.card_phrase(card, deck_size=deck_size, deck_style=deck_style).meaning


def recap_line(play: Play, names: Sequence[str], deck: tuple[str, int] = ("italian", 40)) -> str:
    """One play in words: who played what, what it took, and its scopa."""
    name = names[play.seat] if play.seat < len(names) else ""
    if not play.capture:
        return tr("handoff_recap.played", name=name, card=card_words(play.card, *deck))
    line = tr("handoff_recap.took", name=name, card=card_words(play.card, *deck),
              cards=", ".join(card_words(c, *deck) for c in play.capture))
    return f"{line} — {tr('handoff_recap.scopa', name=name)}" if play.scopa else line


def recap_lines(recap: Sequence[Play], names: Sequence[str],
                deck: tuple[str, int] = ("italian", 40)) -> list[tuple[str, Play | None]]:
    """The recap as (text, play) lines: at most MAX_RECAP, the newest last; the oldest summed up first."""
    if not recap:
        return [(tr("handoff_recap.nothing"), None)]
    if len(recap) <= MAX_RECAP:
        return [(recap_line(p, names, deck), p) for p in recap]
    hidden = len(recap) - (MAX_RECAP - 1)
    return [(tr("handoff_recap.more", n=hidden), None)] + [(recap_line(p, names, deck), p) for p in recap[hidden:]]


@register("handoff")
class HandoffScene(Scene):
    """Pushed by the table with `on_close`: what follows the confirmation (showing that player's hand)."""

    def __init__(self, app, seat: int, player: str, recap: Sequence[Play] = (), names: Sequence[str] = (),
                 **kw) -> None:
        super().__init__(app)
        self.seat = seat
        self.player = player
        self.recap = list(recap)
        self.names = list(names)
        self._button: pygame.Rect | None = None
        self.drawn_lines: list[tuple[str, pygame.Rect]] = []  # each recap line as drawn and its box (tests)

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
        lines = recap_lines(self.recap, self.names, (self.app.deck_style, self.app.deck_size)) if self.names else []
        line_h = max(36, round(58 * u))
        recap_h = (line_h * len(lines) + round(40 * u)) if lines else 0
        rect = centered_sheet(surface, min(w - 60, round(860 * u)), min(h - 30, round(440 * u) + recap_h))
        # Two card backs, face down: the hands are hidden.
        ch = round(min(rect.h * 0.26, 115 * u)) if lines else round(rect.h * 0.26)
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
        if language() != "it":  # the respelling and the meaning are for readers of another language
            say = theme.fit_text(f"{p.pronunciation} · {p.meaning}", round(max(12, 15 * u)), rect.w - 40,
                                 theme.INK_FAINT)
            surface.blit(say, say.get_rect(midtop=(rect.centerx, y)))
            y += say.get_height()
        y += round(14 * u)
        if lines:
            self._draw_recap(surface, lines, pygame.Rect(rect.x + 30, y, rect.w - 60, recap_h), line_h, u)
        bh = round(max(42, 54 * u))
        label = tr("handoff.click_when_ready")
        # As wide as its label needs (the Italian is long), within the sheet.
        need = theme.text(label, max(12, int(bh * 0.45)), bold=True).get_width() + 40
        b = pygame.Rect(0, 0, min(rect.w - 40, max(round(max(220, 300 * u)), need)), bh)
        b.midbottom = (rect.centerx, rect.bottom - round(24 * u))
        self._button = b
        button(surface, ctl, b, label, inp.Intent(inp.ACTION, "ready"), focused=True,
               primary=True, tooltip_key="tip.turn")

    def _draw_recap(self, surface: pygame.Surface, lines: list[tuple[str, Play | None]], area: pygame.Rect,
                    line_h: int, u: float) -> None:
        """"Since your last turn", then one line per play: its cards small (the card played, then what it
        took), and the same in words."""
        fs = max(12, round(16 * u))
        head = theme.fit_text(tr("handoff_recap.title"), fs, area.w, theme.GOLD, bold=True)
        surface.blit(head, (area.x, area.y))
        y = area.y + head.get_height() + round(8 * u)
        ch = line_h - 6
        self.drawn_lines = []
        for text, play in lines:
            x = area.x
            if play is not None:
                cw = round(ch * self.app.art.aspect)
                for i, card in enumerate([play.card, *play.capture][:MAX_RECAP_CARDS]):
                    surface.blit(self.app.card_face(card, ch), (x, y))
                    # Side by side; a wider gap between the card played and what it took.
                    x += cw + (round(14 * u) if i == 0 else round(3 * u))
                x += round(10 * u)
            box = pygame.Rect(x, y, area.right - x, ch)
            colour = theme.GOLD if play is not None and play.scopa else theme.INK
            surf = theme.fit_text(text, fs, box.w, colour, min_scale=0.7)
            surface.blit(surf, surf.get_rect(midleft=(box.x, box.centery)))
            self.drawn_lines.append((text, box))
            y += line_h

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
from ..widgets import button, label_size, title_height, title_lines
from .common import backdrop, centered_sheet, centred_lines, unit, wrapped_height

HANDOFF_KEYS: dict[int, inp.Intent] = {
    pygame.K_RETURN: inp.Intent(inp.CONFIRM),
    pygame.K_KP_ENTER: inp.Intent(inp.CONFIRM),
    pygame.K_SPACE: inp.Intent(inp.CONFIRM),
    pygame.K_ESCAPE: inp.Intent(inp.CANCEL),
    pygame.K_PAGEUP: inp.Intent(inp.SCROLL, -1),
    pygame.K_PAGEDOWN: inp.Intent(inp.SCROLL, +1),
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
        """Two cards face down, whose turn it is, the Italian for it, the recap, the button; every line
        wrapped to the sheet, and the sheet scrolled when larger text makes it taller than the window."""
        w, h = surface.get_size()
        u = unit((w, h))
        backdrop(surface)
        ctl = self.app.input
        lines = recap_lines(self.recap, self.names, (self.app.deck_style, self.app.deck_size)) if self.names else []
        sheet_w = min(w - 60, round(860 * u))
        inner_w = sheet_w - 40
        p = i18n.phrase("tocca_a_te")
        words = [(tr("handoff.hidden"), round(max(13, 18 * u)), theme.INK_DIM, False, round(10 * u)),
                 (f"{p.italian}, {self.player}!", round(max(14, 22 * u)), theme.GOLD, True, round(14 * u))]
        if language() != "it":  # the respelling and the meaning are for readers of another language
            words[-1] = (*words[-1][:4], 2)
            words.append((f"{p.pronunciation} · {p.meaning}", round(max(12, 15 * u)), theme.INK_FAINT, False,
                          round(14 * u)))
        line_h = max(36, round(58 * u))
        fs = max(12, round(16 * u))
        recap_h = self._recap_height(lines, inner_w - 20, line_h, fs, u) if lines else 0
        bh = theme.grown(max(42, 54 * u))
        ch = round(115 * u) if lines else round(min(h - 30, 440 * u) * 0.26)
        title_size = round(40 * u)
        texts_h = sum(wrapped_height(text, size, inner_w, serif) + after for text, size, _, serif, after in words)
        heading = tr("handoff.pass_to", name=self.player)
        content_h = (round(40 * u) + ch + round(12 * u) + title_height(heading, title_size, inner_w) + round(12 * u)
                     + texts_h + recap_h + round(16 * u) + bh + round(24 * u))
        canvas = self.page.begin(surface, ctl, content_h + 30)
        rect = centered_sheet(canvas, sheet_w, max(min(canvas.get_height() - 30, content_h), round(440 * u)))
        # Two card backs, face down: the hands are hidden.
        back = self.app.card_back(ch)
        cw = back.get_width()
        for i, angle in enumerate((8, -8)):
            rot = pygame.transform.rotozoom(back, angle, 1.0)
            centre = (rect.centerx + (i * 2 - 1) * cw * 0.28, rect.y + round(30 * u) + ch // 2)
            canvas.blit(rot, rot.get_rect(center=centre))
        y = rect.y + round(40 * u) + ch + round(12 * u)
        y = title_lines(canvas, heading, (rect.centerx, y), title_size, inner_w) + round(12 * u)
        for text, size, colour, serif, after in words:
            y = centred_lines(canvas, text, size, inner_w, colour, rect.centerx, y, serif=serif) + after
        if lines:
            self._draw_recap(canvas, lines, pygame.Rect(rect.x + 30, y, rect.w - 60, recap_h), line_h, u)
        label = tr("handoff.click_when_ready")
        # As wide as its label needs (the Italian is long), within the sheet.
        need = theme.text(label, label_size(bh), bold=True).get_width() + 40
        b = pygame.Rect(0, 0, min(rect.w - 40, max(round(max(220, 300 * u)), need)), bh)
        b.midbottom = (rect.centerx, rect.bottom - round(24 * u))
        button(canvas, ctl, b, label, inp.Intent(inp.ACTION, "ready"), focused=True,
               primary=True, tooltip_key="tip.turn")
        self.page.end(surface, ctl, b)
        self._button = b.move(0, -self.page.top) if self.page.scrolls else b

    def _recap_height(self, lines: list[tuple[str, Play | None]], width: int, line_h: int, fs: int, u: float) -> int:
        """How tall the recap is: its heading, then each line as tall as its cards or its wrapped words."""
        total = theme.line_h(fs, bold=True) + round(8 * u)
        for text, play in lines:
            total += self._line_height(text, play, width, line_h, fs, u)
        return total + round(12 * u)

    def _words_x(self, play: Play | None, ch: int, u: float) -> int:
        """How far from the line's start its words begin (after its cards)."""
        if play is None:
            return 0
        cw = round(ch * self.app.art.aspect)
        n = len([play.card, *play.capture][:MAX_RECAP_CARDS])
        return n * cw + round(14 * u) + (n - 1) * round(3 * u) + round(10 * u)

    def _line_height(self, text: str, play: Play | None, width: int, line_h: int, fs: int, u: float) -> int:
        words_w = width - self._words_x(play, line_h - 6, u)
        return max(line_h, wrapped_height(text, fs, words_w) + 6)

    def _draw_recap(self, surface: pygame.Surface, lines: list[tuple[str, Play | None]], area: pygame.Rect,
                    line_h: int, u: float) -> None:
        """"Since your last turn", then one line per play: its cards small (the card played, then what it
        took), and the same in words (wrapped beside them)."""
        fs = max(12, round(16 * u))
        head = theme.fit_text(tr("handoff_recap.title"), fs, area.w, theme.GOLD, bold=True)
        surface.blit(head, (area.x, area.y))
        y = area.y + theme.line_h(fs, bold=True) + round(8 * u)
        ch = line_h - 6
        self.drawn_lines = []
        for text, play in lines:
            x = area.x
            tall = self._line_height(text, play, area.w, line_h, fs, u)
            if play is not None:
                cw = round(ch * self.app.art.aspect)
                for i, card in enumerate([play.card, *play.capture][:MAX_RECAP_CARDS]):
                    surface.blit(self.app.card_face(card, ch), (x, y + (tall - ch) // 2))
                    # Side by side; a wider gap between the card played and what it took.
                    x += cw + (round(14 * u) if i == 0 else round(3 * u))
                x += round(10 * u)
            box = pygame.Rect(x, y, area.right - x, tall)
            colour = theme.GOLD if play is not None and play.scopa else theme.INK
            wrapped = theme.wrap(text, fs, box.w)
            ty = box.centery - wrapped_height(text, fs, box.w) // 2
            for line in wrapped:
                surf = theme.text(line, fs, colour)
                surface.blit(surf, (box.x, ty))
                ty += theme.line_h(fs) + 2
            self.drawn_lines.append((text, box))
            y += tall

"""Small drawings of the online screens: the error line, a latency dot, a phrase's two lines."""

from __future__ import annotations

import pygame

from ... import theme
from ...text import has, tr

GOOD_MS, SLOW_MS = 120, 400  # under GOOD_MS green, under SLOW_MS amber, then red
DOT_GOOD, DOT_SLOW, DOT_BAD, DOT_NONE = (110, 210, 120), (236, 190, 70), (220, 80, 64), (120, 130, 124)


def draw_error(surface: pygame.Surface, rect: pygame.Rect, message: str, u: float,
               colour: tuple[int, int, int] = theme.RED) -> None:
    """`message` (in red: what went wrong) above the bottom of `rect` (nothing when empty)."""
    if not message:
        return
    fs = max(12, round(16 * u))
    y = rect.bottom - round(86 * u)
    for line in reversed(theme.wrap(message, fs, rect.w - round(60 * u))[:2]):
        s = theme.text(line, fs, colour, bold=True)
        surface.blit(s, s.get_rect(midbottom=(rect.centerx, y)))
        y -= s.get_height() + 2


def latency_colour(ms: float | None, connected: bool = True) -> tuple[int, int, int]:
    """The dot's colour for a round trip: grey only for a player away; connected and not yet measured, green."""
    if not connected:
        return DOT_NONE
    if ms is None:
        return DOT_GOOD
    return DOT_GOOD if ms < GOOD_MS else DOT_SLOW if ms < SLOW_MS else DOT_BAD


def latency_dot(surface: pygame.Surface, center: tuple[int, int], radius: int, ms: float | None,
                connected: bool = True) -> pygame.Rect:
    pygame.draw.circle(surface, (0, 0, 0), (center[0], center[1] + 1), radius + 1)
    return pygame.draw.circle(surface, latency_colour(ms, connected), center, radius)


def phrase_texts(key: str) -> tuple[str, str]:
    """A table phrase's Italian and its meaning in the player's language (the glossary's, when it has it)."""
    for base in (f"phrases.{key}", f"online_phrases.{key}"):
        if has(f"{base}.italian"):
            return tr(f"{base}.italian"), tr(f"{base}.meaning")
    return key.replace("_", " ").capitalize(), ""


def draw_where(surface: pygame.Surface, rect: pygame.Rect, where: str, u: float) -> None:
    """Which server the screen is on, in the sheet's top left corner ("Server: this computer")."""
    fs = max(11, round(14 * u))
    line = theme.fit_text(tr("online.server_line", server=where), fs, rect.w // 3, theme.INK_FAINT)
    surface.blit(line, (rect.x + round(16 * u), rect.y + round(12 * u)))

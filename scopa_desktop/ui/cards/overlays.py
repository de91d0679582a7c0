"""What is laid over a card rather than drawn on it: the glow round a selected card and the veil over one
that cannot be played, as SVG text the size of a card (rasterised and cached by art.CardArt)."""

from __future__ import annotations

import pygame

from .layout import CORNER
from .svg import H, W


def highlight(color: pygame.Color) -> str:
    """A glowing outline in `color`: a faint wash and three strokes, fading outwards, inside the card's edge."""
    hexc = f"#{color.r:02x}{color.g:02x}{color.b:02x}"
    a = color.a / 255
    return wrap(
        f'<rect x="0" y="0" width="{W}" height="{H}" rx="{CORNER}" fill="{hexc}" opacity="{0.10 * a:.3f}"/>'
        f'<rect x="14" y="14" width="{W - 28}" height="{H - 28}" rx="{CORNER - 8}" fill="none" '
        f'stroke="{hexc}" stroke-width="28" opacity="{0.30 * a:.3f}"/>'
        f'<rect x="9" y="9" width="{W - 18}" height="{H - 18}" rx="{CORNER - 5}" fill="none" '
        f'stroke="{hexc}" stroke-width="18" opacity="{0.55 * a:.3f}"/>'
        f'<rect x="4" y="4" width="{W - 8}" height="{H - 8}" rx="{CORNER - 2}" fill="none" '
        f'stroke="{hexc}" stroke-width="8" opacity="{a:.3f}"/>'
    )


def dim(opacity: float) -> str:
    """A translucent dark veil with the card's rounded corners."""
    return wrap(f'<rect x="0" y="0" width="{W}" height="{H}" rx="{CORNER}" fill="#101418" opacity="{opacity}"/>')


def wrap(body: str) -> str:
    """`body` as a whole SVG document in the card's coordinates."""
    return f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" width="{W}" height="{H}">{body}</svg>'

"""Table talk: only a fixed set of Italian phrases (no free text to moderate), each shown with its meaning
and spoken in the game's voice when the glossary has it."""

from __future__ import annotations

from typing import Any

from ....net import PHRASES
from ...text import has, tr
from .common_draw import phrase_texts
from .link import ChatLine, NetLink

OFFERED = PHRASES  # the server's set, in its order: greetings first


def speakable(key: str) -> str:
    """The voice key of a phrase the glossary (and so the voice) has, else ""."""
    return key if has(f"phrases.{key}.italian") else ""


def announce(app: Any, link: NetLink, line: ChatLine) -> None:
    """A phrase arrived: a toast with the Italian, who said it and what it means, and the voice."""
    italian, meaning = phrase_texts(line.phrase)
    who = link.seat_name(line.seat) or tr("online.someone")
    app.overlay.toast(italian, tr("online.said" if meaning else "online.said_plain", name=who, meaning=meaning),
                      always=True,
                      phrase=speakable(line.phrase))

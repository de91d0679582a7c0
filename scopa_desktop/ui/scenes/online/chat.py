"""Table talk: only a fixed set of Italian phrases (no free text to moderate), each shown with its meaning
and spoken in the game's voice when the glossary has it."""

from __future__ import annotations

from typing import Any

from ...text import has, tr
from .common_draw import phrase_texts
from .link import ChatLine, NetLink

# The phrases offered, in the server's set (scopa_desktop.net.protocol.PHRASES); the first ones fit a lobby.
OFFERED = ("ciao", "buona_partita", "tocca_a_te", "bravo", "che_fortuna", "bella_presa", "peccato",
           "un_attimo", "grazie", "complimenti", "arrivederci")


def speakable(key: str) -> str:
    """The voice key of a phrase the glossary (and so the voice) has, else ""."""
    return key if has(f"phrases.{key}.italian") else ""


def announce(app: Any, link: NetLink, line: ChatLine) -> None:
    """A phrase arrived: a toast with the Italian, who said it and what it means, and the voice."""
    italian, meaning = phrase_texts(line.phrase)
    who = link.seat_name(line.seat) or tr("online.someone")
    app.overlay.toast(italian, tr("online.said", name=who, meaning=meaning), always=True,
                      phrase=speakable(line.phrase))

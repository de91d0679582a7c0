"""What the Triestine's courts hold: their signs, and the king of coins' pike (the Venetian family's
recognition key); the knave of swords' severed head of the Trevisane is gone from this pattern."""

from __future__ import annotations

from ..north_kit.court import Props
from ..north_kit.pike import held_pike
from . import signs


def props() -> Props:
    return {"coin": signs.held_coin, "cup": signs.held_cup, "sword": signs.held_sword, "club": signs.held_baton,
            "pike": held_pike}

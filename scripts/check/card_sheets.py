#!/usr/bin/env python3
"""Write contact sheets of every deck: all 40 faces and the back, the teaching marks, the overlays, and a
Scopone hand of ten overlapping as at the smallest table (960x600).

    .venv/bin/python scripts/check/card_sheets.py [--out shots/cards] [--sizes 90 300] [--decks trevisane ...]

One PNG per deck and size, on table-green felt, so the cards can be judged on their own: `<deck>_<h>.png`
as the game draws them by default; for a pattern that prints no corner indices, `<deck>_<h>_plain.png`
too (the small indices turned off: the traditional look). The sheet of a deck printed as a 52-card pack (the
French, the Genovesi) adds the "pips" faces (8-10 as pip cards) and the 52-card deck's J Q K.
`backs_<h>.png` sets every chosen deck's back side by side.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from scopa_desktop.engine import Card  # noqa: E402
from scopa_desktop.ui.cards import DECK_STYLES, CardArt, pattern  # noqa: E402

FELT = (22, 92, 58)
SUITS = "dcsb"
HAND_960 = (162, 54)  # Scopone's hand at 960x600: card height and the step between cards (layout.py)


def _rows(art: CardArt, style: str, height: int, indices: bool) -> list[list[pygame.Surface]]:
    def face(card: Card, faces: str = "courts", mark: str = "") -> pygame.Surface:
        return art.face(card, height, style, faces, indices=indices, mark=mark)

    rows = [[face(Card(r, s)) for r in range(1, 11)] for s in SUITS]
    if pattern(style).pack52:
        # the "pips" face (A-10 as pip cards) and the 52-card deck's J Q K (11-13)
        rows.append([face(Card(r, s), "pips") for s in "dcs" for r in (8, 9, 10)])
        rows.append([face(Card(r, "b"), "pips") for r in (8, 9, 10)] + [face(Card(r, s)) for s in "ds" for r in
                                                                          (11, 12, 13)])
    selected = face(Card(7, "d")).copy()
    selected.blit(art.highlight(height, (255, 215, 90)), (0, 0))
    dimmed = face(Card(3, "b")).copy()
    dimmed.blit(art.dim(height), (0, 0))
    option = face(Card(4, "c")).copy()
    option.blit(art.highlight(height, (90, 200, 255)), (0, 0))
    rows.append([art.back(height, style), face(Card(10, "d"), mark="re_bello"), face(Card(7, "c"), mark="matta"),
                 selected, option, dimmed])
    return rows


def _hand(art: CardArt, style: str, indices: bool, height: int, step: int) -> pygame.Surface:
    """Ten cards overlapping as Scopone's hand does at 960x600, one of each rank across the suits."""
    cards = [Card(r, SUITS[i % 4]) for i, r in enumerate((1, 2, 3, 4, 5, 6, 7, 8, 9, 10))]
    w, h = art.size_for_height(height)
    out = pygame.Surface((w + step * 9, h), pygame.SRCALPHA)
    for i, c in enumerate(cards):
        out.blit(art.face(c, height, style, indices=indices), (i * step, 0))
    return out


def sheet(art: CardArt, style: str, height: int, indices: bool = True) -> pygame.Surface:
    rows = _rows(art, style, height, indices)
    w, h = art.size_for_height(height)
    gap = max(4, height // 14)
    hand = _hand(art, style, indices, *HAND_960)
    cols = max(len(r) for r in rows)
    width = gap + cols * (w + gap)
    total_h = gap + len(rows) * (h + gap) + hand.get_height() + gap
    out = pygame.Surface((max(width, hand.get_width() + 2 * gap), total_h))
    out.fill(FELT)
    for j, row in enumerate(rows):
        for i, surf in enumerate(row):
            out.blit(surf, (gap + i * (w + gap), gap + j * (h + gap)))
    out.blit(hand, (gap, gap + len(rows) * (h + gap)))
    return out


def backs(art: CardArt, styles: list[str], height: int) -> pygame.Surface:
    """Every deck's back side by side, in the order given, to judge them against each other."""
    w, h = art.size_for_height(height)
    gap = max(4, height // 14)
    out = pygame.Surface((gap + len(styles) * (w + gap), h + 2 * gap))
    out.fill(FELT)
    for i, style in enumerate(styles):
        out.blit(art.back(height, style), (gap + i * (w + gap), gap))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "shots" / "cards")
    parser.add_argument("--sizes", type=int, nargs="+", default=[90, 300])
    parser.add_argument("--decks", nargs="+", default=list(DECK_STYLES), choices=DECK_STYLES)
    args = parser.parse_args()
    pygame.display.init()
    pygame.font.init()  # no sound here: pygame.init() would open the audio device for nothing
    args.out.mkdir(parents=True, exist_ok=True)
    art = CardArt()
    for style in args.decks:
        looks = [("", True)] + ([] if pattern(style).own_index else [("_plain", False)])
        for height in args.sizes:
            for suffix, indices in looks:
                path = args.out / f"{style}_{height}{suffix}.png"
                pygame.image.save(sheet(art, style, height, indices), str(path))
                print(path)
    for height in args.sizes:
        path = args.out / f"backs_{height}.png"
        pygame.image.save(backs(art, args.decks, height), str(path))
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())

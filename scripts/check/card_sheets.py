#!/usr/bin/env python3
"""Write contact sheets of every deck (all faces, the French court/pip faces, backs, overlays).

    .venv/bin/python scripts/check/card_sheets.py [--out shots/cards] [--sizes 90 300]

One PNG per deck and size, on table-green felt, so the cards can be judged on their own.
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
from scopa_desktop.ui.cards import CardArt  # noqa: E402

FELT = (22, 92, 58)
SUITS = "dcsb"


def _rows(art: CardArt, style: str, height: int) -> list[list[pygame.Surface]]:
    if style == "italian":
        rows = [[art.face(Card(r, s), height, "italian") for r in range(1, 11)] for s in SUITS]
    else:
        rows = [[art.face(Card(r, s), height, "french", "courts") for r in range(1, 11)] for s in SUITS]
        # the "pips" face (A-10 as pip cards) and the 52-card deck's J Q K (11-13)
        rows.append(
            [art.face(Card(r, s), height, "french", "pips") for s in "dc" for r in (8, 9, 10)]
            + [art.face(Card(r, s), height, "french", "pips") for s in "s" for r in (8, 9, 10)]
        )
        rows.append(
            [art.face(Card(r, s), height, "french", "pips") for s in "b" for r in (8, 9, 10)]
            + [art.face(Card(r, s), height, "french") for s in "ds" for r in (11, 12, 13)]
        )
    extras = [art.back(height, style)]
    selected = art.face(Card(7, "d"), height, style).copy()
    selected.blit(art.highlight(height, (255, 215, 90)), (0, 0))
    dimmed = art.face(Card(3, "b"), height, style).copy()
    dimmed.blit(art.dim(height), (0, 0))
    option = art.face(Card(4, "c"), height, style).copy()
    option.blit(art.highlight(height, (90, 200, 255)), (0, 0))
    rows.append(extras + [selected, option, dimmed])
    return rows


def _fan(art: CardArt, style: str, height: int) -> pygame.Surface:
    """A fanned hand, to judge the corner indices when cards overlap."""
    cards = [Card(r, s) for r, s in ((1, "d"), (7, "d"), (10, "c"), (9, "s"), (8, "b"), (5, "c"), (10, "s"))]
    w, h = art.size_for_height(height)
    out = pygame.Surface((w * 4, int(h * 1.6)), pygame.SRCALPHA)
    for i, c in enumerate(cards):
        img = pygame.transform.rotozoom(art.face(c, height, style), 24 - i * 8, 1)
        out.blit(img, (i * w * 0.38, abs(i - 3) * h * 0.04))
    return out


def sheet(art: CardArt, style: str, height: int) -> pygame.Surface:
    rows = _rows(art, style, height)
    w, h = art.size_for_height(height)
    gap = max(4, height // 14)
    fan = _fan(art, style, height)
    cols = max(len(r) for r in rows)
    width = gap + cols * (w + gap)
    total_h = gap + len(rows) * (h + gap) + fan.get_height() + gap
    out = pygame.Surface((max(width, fan.get_width() + 2 * gap), total_h))
    out.fill(FELT)
    for j, row in enumerate(rows):
        for i, surf in enumerate(row):
            out.blit(surf, (gap + i * (w + gap), gap + j * (h + gap)))
    out.blit(fan, (gap, gap + len(rows) * (h + gap)))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "shots" / "cards")
    parser.add_argument("--sizes", type=int, nargs="+", default=[90, 300])
    parser.add_argument("--decks", nargs="+", default=["italian", "french"])
    args = parser.parse_args()
    pygame.display.init()
    pygame.font.init()  # no sound here: pygame.init() would open the audio device for nothing
    args.out.mkdir(parents=True, exist_ok=True)
    art = CardArt()
    for style in args.decks:
        for height in args.sizes:
            path = args.out / f"{style}_{height}.png"
            pygame.image.save(sheet(art, style, height), str(path))
            print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())

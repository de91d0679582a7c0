"""Where each deck goes on the Deck screen: the decks grouped by the part of Italy they are played in, each
group under its heading, tiles in rows, a fan of cards over each deck's name and region.

A function of the list of decks and the room given (pure geometry and text measurement, no drawing), so six
decks or eleven are laid out, and tested, alike. Grouped rows were chosen over a small map of Italy: at
960x600 six of the eleven patterns come from the north, within a few centimetres of each other on a map, so
their fans would overlap or hang on leader lines; rows keep every fan the same size and every name whole.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from .. import theme

FAN_CARDS = 5  # a deck's showcase, fanned
FAN_STEP = 0.42  # of a card's width, from one fanned card to the next, where there is room
MIN_FAN_STEP = 0.26  # closed up this far (larger cards, more overlap) before the cards shrink
FAN_TALL = 1.22  # a fan's height over a card's
REGION_LINES = 2  # a region's words wrap to at most this many lines


@dataclass(frozen=True)
class Deck:
    """One deck as the screen shows it: its settings name, its name and its region in the player's language."""

    style: str
    name: str
    region: str


@dataclass(frozen=True)
class Group:
    """The decks of one part of Italy (or the international deck), under a heading."""

    area: str
    heading: str
    decks: tuple[Deck, ...]


@dataclass(frozen=True)
class Tile:
    style: str
    title: str  # the deck's name, as shown
    rect: pygame.Rect  # the whole tile: a click here chooses the deck
    fan: pygame.Rect  # the fanned cards
    name: pygame.Rect  # the deck's name
    region: pygame.Rect  # its region, on `region_lines`
    region_lines: tuple[str, ...]


@dataclass(frozen=True)
class Heading:
    area: str
    text: str
    rect: pygame.Rect  # the heading's band over its decks (a rule runs either side of the words)

    def words(self, size: int) -> pygame.Rect:
        """Where the heading's words stand in its band, at `size`."""
        box = pygame.Rect(0, 0, min(theme.font(size, True).size(self.text)[0], self.rect.w), self.rect.h)
        box.center = self.rect.center
        return box


@dataclass(frozen=True)
class Plan:
    tiles: tuple[Tile, ...]  # in reading order: row by row, left to right
    headings: tuple[Heading, ...]
    card_h: int
    fan_step: float  # of a card's width, between fanned cards
    name_size: int
    region_size: int
    heading_size: int
    columns: int
    whole: bool = True  # every name, region and heading fits whole (else the screen grows and scrolls)

    def tile(self, style: str) -> Tile:
        return next(t for t in self.tiles if t.style == style)

    def text_rects(self) -> list[pygame.Rect]:
        """Every rect holding words (names, regions, headings): what a tooltip must not cover."""
        return [r for t in self.tiles for r in (t.name, t.region)] + [h.words(self.heading_size) for h in self.headings]


Run = tuple[Group, tuple[Deck, ...]]  # a group's decks (or part of them) side by side in one row


def rows_for(groups: Sequence[Group], columns: int) -> list[list[Run]]:
    """The groups packed into rows of `columns` tiles: each group, in order, goes to the first row with room
    for all of it (a group wider than a row is cut into rows of its own); no group is split needlessly."""
    rows: list[list[Run]] = []
    used: list[int] = []
    for group in groups:
        decks = group.decks
        while len(decks) > columns:
            rows.append([(group, decks[:columns])])
            used.append(columns)
            decks = decks[columns:]
        if not decks:
            continue
        for i, room in enumerate(used):
            if room + len(decks) <= columns:
                rows[i].append((group, decks))
                used[i] += len(decks)
                break
        else:
            rows.append([(group, decks)])
            used.append(len(decks))
    return rows


def fan_width(card_h: int, aspect: float, step: float = FAN_STEP) -> int:
    """The width of a fan of FAN_CARDS cards `card_h` tall, `step` of a card's width apart (with its shadow's
    room)."""
    cw = round(card_h * aspect)
    return cw + round(cw * step) * (FAN_CARDS - 1) + card_h // 3


def plan(area: pygame.Rect, groups: Sequence[Group], u: float, max_card_h: int, aspect: float) -> Plan:
    """The layout that gives the cards the most height (never more than `max_card_h`) with every name, region
    and heading whole: tried for every number of columns."""
    name_size, region_size, heading_size = max(15, round(24 * u)), max(12, round(16 * u)), max(12, round(17 * u))
    count = sum(len(g.decks) for g in groups)
    best: tuple[tuple, Plan] | None = None
    for columns in range(1, max(count, 1) + 1):
        candidate = _layout(area, groups, columns, name_size, region_size, heading_size, max_card_h, aspect)
        if candidate is None:
            continue
        fits = all(_fits(t, candidate) for t in candidate.tiles) and all(
            theme.fits_whole(h.text, heading_size, h.rect.w, True) for h in candidate.headings)
        score = (fits, candidate.card_h, -columns)
        if best is None or score > best[0]:
            best = (score, candidate)
    if best is None:
        raise ValueError("no deck to lay out")
    return dataclasses.replace(best[1], whole=best[0][0])


def _fits(tile: Tile, p: Plan) -> bool:
    return (theme.fits_whole(tile.title, p.name_size, tile.name.w, False, True)
            and len(tile.region_lines) <= REGION_LINES
            and all(theme.fits_whole(line, p.region_size, tile.region.w) for line in tile.region_lines))


def _layout(area: pygame.Rect, groups: Sequence[Group], columns: int, name_size: int, region_size: int,
            heading_size: int, max_card_h: int, aspect: float) -> Plan | None:
    rows = rows_for(groups, columns)
    heading_h = theme.line_h(heading_size, bold=True) + 8  # the heights the words take at the text scale
    row_h = area.h // len(rows)
    tile_w = area.w // columns
    region_h = REGION_LINES * (theme.line_h(region_size) + 2)
    name_h = theme.line_h(name_size, serif=True) + 2
    text_h = name_h + region_h
    fan_room = row_h - heading_h - text_h - 10
    if fan_room < 20 or tile_w < 40:
        return None
    card_h = min(max_card_h, int(fan_room / FAN_TALL))
    step = FAN_STEP
    room = tile_w - 12  # a tile's inside, where its fan goes
    while step > MIN_FAN_STEP and fan_width(card_h, aspect, step) > room:
        step = round(step - 0.02, 2)
    while card_h > 12 and fan_width(card_h, aspect, step) > room:
        card_h -= 1
    tiles: list[Tile] = []
    headings: list[Heading] = []
    for r, row in enumerate(rows):
        top = area.y + r * row_h
        width = sum(len(decks) for _, decks in row) * tile_w
        x = area.x + (area.w - width) // 2
        for group, decks in row:
            headings.append(Heading(group.area, group.heading,
                                    pygame.Rect(x + 6, top, len(decks) * tile_w - 12, heading_h - 4)))
            for deck in decks:
                rect = pygame.Rect(x, top + heading_h, tile_w, row_h - heading_h)
                inner = rect.inflate(-12, -8)
                region_lines = tuple(theme.wrap(deck.region, region_size, inner.w - 8))
                region = pygame.Rect(inner.x + 4, inner.bottom - region_h - 2, inner.w - 8, region_h)
                name = pygame.Rect(inner.x + 4, region.y - name_h, inner.w - 8, name_h)
                fan = pygame.Rect(inner.x, inner.y, inner.w, name.y - inner.y)
                tiles.append(Tile(deck.style, deck.name, rect, fan, name, region, region_lines))
                x += tile_w
    return Plan(tuple(tiles), tuple(headings), card_h, step, name_size, region_size, heading_size, columns)


def neighbour(p: Plan, style: str, down: int) -> str:
    """The deck above (`down` -1) or below (+1) `style` on screen: in the nearest row that way, the tile
    whose middle is nearest; past the last row, round to the first (and back)."""
    here = p.tile(style).rect
    rows = sorted({t.rect.y for t in p.tiles})
    index = (rows.index(here.y) + down) % len(rows)
    row = [t for t in p.tiles if t.rect.y == rows[index]]
    return min(row, key=lambda t: abs(t.rect.centerx - here.centerx)).style


def beside(p: Plan, style: str, step: int) -> str:
    """The deck `step` places on in reading order (round from the last to the first)."""
    order = [t.style for t in p.tiles]
    return order[(order.index(style) + step) % len(order)]

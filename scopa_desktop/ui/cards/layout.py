"""Where things sit on every card, in card units (600 x 1000): shared by the SVG and the font pass."""

from __future__ import annotations

ASPECT = 0.6  # width / height, one ratio for both decks so the table layout never shifts
CORNER = 36  # corner radius
# The paper: one warm off-white, the same at every point, so a double-ended card reads the same either way up
# (a printed card's board is not shaded top to bottom).
PAPER = "#fbf5e6"
# The corner index: a numeral above a small suit mark, top-left; the same turned round bottom-right.
INDEX_X = 54  # centre of the index column
NUM_TOP = 22
NUM_H = 104  # numeral glyph height
MARK_SIZE = 64  # suit mark under the numeral
GAP = 12  # between numeral and mark
MIN_NUMERAL_PX = 13  # below this a corner numeral stops being legible on a fanned hand
MIN_MARK_PX = 10
# Large corner indices (a low-vision option): numeral and mark this many times taller, on a plaque of the
# card's paper so they read over the drawing they now reach into.
LARGE_INDEX = 1.8

RIBBON_Y = 845  # settebello ribbon centre line
RIBBON_X0, RIBBON_X1 = 150, 450  # its swallow tails end 34 units further out, clear of the corner indices

# Where the round marks (coins, cups) sit on the pip cards of every Italian deck: count -> (size, centres).
BOXED: dict[int, tuple[float, list[tuple[float, float]]]] = {
    2: (200, [(300, 285), (300, 715)]),
    3: (170, [(300, 200), (300, 500), (300, 800)]),
    4: (165, [(200, 280), (400, 280), (200, 720), (400, 720)]),
    5: (150, [(200, 230), (400, 230), (300, 500), (200, 770), (400, 770)]),
    6: (150, [(200, 210), (400, 210), (200, 500), (400, 500), (200, 790), (400, 790)]),
    7: (138, [(200, 185), (400, 185), (300, 345), (200, 505), (400, 505), (200, 815), (400, 815)]),
}
# The settebello's seven coins, drawn up to leave its ribbon room.
SETTEBELLO_SPOTS: list[tuple[float, float]] = [(200, 170), (400, 170), (300, 310), (200, 450), (400, 450),
                                               (200, 640), (400, 640)]

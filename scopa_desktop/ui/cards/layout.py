"""Where things sit on every card, in card units (600 x 1000): shared by the SVG and the font pass."""

from __future__ import annotations

ASPECT = 0.6  # width / height, one ratio for both decks so the table layout never shifts
CORNER = 36  # corner radius
# The corner index: a numeral above a small suit mark, top-left; the same turned round bottom-right.
INDEX_X = 54  # centre of the index column
NUM_TOP = 22
NUM_H = 104  # numeral glyph height
MARK_SIZE = 64  # suit mark under the numeral
GAP = 12  # between numeral and mark
MIN_NUMERAL_PX = 13  # below this a corner numeral stops being legible on a fanned hand
MIN_MARK_PX = 10

RIBBON_Y = 845  # settebello ribbon centre line
RIBBON_X0, RIBBON_X1 = 118, 482

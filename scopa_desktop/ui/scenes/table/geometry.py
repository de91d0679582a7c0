"""The table's geometry for the scene as it is: the window, the seats, the card size and the text scale (the
scores get a row of their own under the buttons when larger text leaves them no room beside them, and the
stock's column is as wide as the longer half of its count)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ... import theme
from ...layout import TableLayout, stock_font_size, table_layout
from ...text import tr
from .top_bar import fits_one_row

if TYPE_CHECKING:
    from .scene import TableScene


def two_lines(label: str, font) -> int:  # noqa: ANN001 (a pygame Font)
    """How wide `label` is at its narrowest in two lines (split at the best space)."""
    words = label.split()
    return min((max(font.size(" ".join(words[:k]))[0], font.size(" ".join(words[k:]))[0])
                for k in range(1, len(words))), default=font.size(label)[0])


def table_geometry(table: TableScene, size: tuple[int, int]) -> TableLayout:
    """The layout of `table` in a window of `size`."""
    font = theme.font(stock_font_size(min(size[0] / 1280, size[1] / 800)))
    widest = max(two_lines(label, font) for label in (tr("table.stock", n=40), tr("table.stock_empty")))

    def lay(rows: int) -> TableLayout:
        return table_layout(size, table.match.players, table.view_seat, aspect=table.app.art.aspect,
                            large=table.look.large_cards, text=theme.TEXT_SCALE, top_rows=rows,
                            stock_words=widest + 4 if theme.TEXT_SCALE > 1 else 0)

    one = lay(1)
    if theme.TEXT_SCALE == 1.0 or fits_one_row(table, one):
        return one
    two = lay(2)  # the scores on a row of their own; two rows for them when each needs its name under it
    return two if fits_one_row(table, two) else lay(3)

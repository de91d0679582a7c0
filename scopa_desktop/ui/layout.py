"""Every rectangle of the table scene, computed from the window size and the number of seats.

Pure geometry: no drawing, no state. Resizing is recomputing; tests check that every rectangle lies
inside the window and that the hand, the table and the seat panels never overlap.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from pygame import Rect

MIN_SIZE = (960, 600)
DEFAULT_SIZE = (1280, 800)


def clamp(v: float, lo: float, hi: float) -> float:
    return max(lo, min(hi, v))


def seat_positions(n_seats: int, bottom_seat: int) -> dict[int, tuple[str, int]]:
    """Where each other seat sits, as (side, index along that side), going round from the bottom seat.

    Seen from above, the seats are numbered counterclockwise: seat + 1 sits on your right, so the seats
    climb the right column, cross the top from right to left, then come down the left. The rules' direction
    only says who plays next: seat + 1 counterclockwise (the player on your right, the Italian way), seat - 1
    clockwise (the player on your left). The table is the same either way, as at a real one.
    """
    others = n_seats - 1
    left, top, right = {
        0: (0, 0, 0), 1: (0, 1, 0), 2: (0, 2, 0), 3: (1, 1, 1), 4: (1, 2, 1),
        5: (1, 3, 1), 6: (2, 2, 2), 7: (2, 3, 2),
    }[others]
    spots: list[tuple[str, int]] = []
    spots += [("right", right - 1 - i) for i in range(right)]  # bottom-up on the right
    spots += [("top", top - 1 - i) for i in range(top)]  # right-to-left along the top
    spots += [("left", i) for i in range(left)]  # top-down on the left
    result = {bottom_seat: ("bottom", 0)}
    for k, spot in enumerate(spots, start=1):
        result[(bottom_seat + k) % n_seats] = spot
    return result


@dataclass
class TableLayout:
    size: tuple[int, int]
    unit: float
    margin: int
    top_bar: Rect
    menu_button: Rect
    deck_button: Rect
    score: Rect
    table: Rect  # the felt area where table cards lie
    stock: Rect
    status: Rect
    hand: Rect
    human_panel: Rect
    last_capture: Rect
    seats: dict[int, Rect] = field(default_factory=dict)
    seat_side: dict[int, str] = field(default_factory=dict)
    hand_card_h: int = 0
    table_card_h: int = 0
    small_card_h: int = 0
    aspect: float = 0.58
    lift: int = 0
    bottom_seat: int = 0  # the seat whose hand is drawn along the bottom
    large: bool = False  # laid out for large cards
    row_top: int = 0  # where a single row of table cards lies (lower than the middle: the toasts go above)
    text: float = 1.0  # the player's text scale: the bars and the panels' lines grow with it
    top_rows: int = 1  # the top bar's rows: the buttons, then (2 or 3 rows) the scores under them
    bar_text: int = 13  # the top bar's buttons' text size, at 100% (the bar grows with it)
    status_text: int = 13  # the status line's text size, at 100%
    score_text: int = 13  # the scores' text size in the top bar, at 100%
    _parts: dict[int, dict[str, Rect]] = field(default_factory=dict, repr=False, compare=False)

    @property
    def name_size(self) -> int:
        """The font size of a seat panel's name line."""
        return round(max(13, min(20, 17 * self.unit + 2)))

    @property
    def level_size(self) -> int:
        """The font size of a seat panel's level line, under the name."""
        return max(11, self.name_size - 4)

    @property
    def stock_label_size(self) -> int:
        """The font size of the stock's count under it."""
        return stock_font_size(self.unit)

    def line(self, size: int) -> int:
        """How tall a line of text of `size` (at 100%) is at the text scale (DejaVu's line is 1.17 its size)."""
        return round(size * LINE * self.text)

    @property
    def panel_pad(self) -> int:
        return max(6, self.margin // 2 + 2)

    def panel_parts(self, seat: int) -> dict[str, Rect]:
        """Inside a seat panel: the portrait, the name and level lines, the capture pile, the scopa cards and
        the hand (backs; none for the bottom seat, whose hand is laid out along the bottom).

        A wide panel (the top row) puts the portrait down its left side and the lines and cards beside it;
        a tall one (the columns, your own) puts the portrait beside the lines and the cards underneath."""
        if seat not in self._parts:  # asked for many times a frame: computed once per layout
            self._parts[seat] = self._panel_parts(seat)
        return {k: Rect(r) for k, r in self._parts[seat].items()}  # copies: a caller may move them

    def _panel_parts(self, seat: int) -> dict[str, Rect]:
        rect = self.seats[seat]
        pad = self.panel_pad
        inner = rect.inflate(-2 * pad, -2 * pad)
        lines_h = self.line(self.name_size) + 4 + self.line(self.level_size) + 2
        least = lines_h if self.text == 1 else self.line(self.name_size) + 4  # larger text: a smaller face
        if inner.h >= inner.w * 0.5:
            ps = round(clamp(min(inner.h * 0.42, inner.w * 0.3), least, 2.4 * lines_h))
            if self.text > 1 and inner.w - ps - pad < FACELESS * self.line(self.name_size):
                ps = 0  # larger text in a narrow panel: the lines take the face's room (the name says who)
            portrait = Rect(inner.x, inner.y, ps, ps)
            lines_x = portrait.right + pad if ps else inner.x
            cards_top = max(portrait.bottom, inner.y + lines_h) + pad
        else:
            ps = round(max(8, min(inner.h, inner.w * 0.28)))
            portrait = Rect(inner.x, inner.y + (inner.h - ps) // 2, ps, ps)
            lines_x, cards_top = portrait.right + pad, inner.y + lines_h + pad // 2
        name = Rect(lines_x, inner.y, inner.right - lines_x, self.line(self.name_size) + 4)
        level = Rect(lines_x, name.bottom, name.w, self.line(self.level_size) + 2)
        row_x = inner.x if cards_top >= portrait.bottom else lines_x
        avail = inner.bottom - cards_top
        # Your own panel is tall (as tall as your hand): its pile may be larger than the others'.
        biggest = self.small_card_h if seat != self.bottom_seat else max(self.small_card_h, self.hand_card_h * 11 // 20)
        sh = max(16, min(biggest, avail))
        sw = round(sh * self.aspect)
        row_w = inner.right - row_x
        pile = Rect(row_x, cards_top + (avail - sh) // 2, sw, sh)
        hand_w = min(sw + round(sw * 0.5) * 3, row_w * 2 // 5) if seat != self.bottom_seat else 0
        hand = Rect(inner.right - hand_w, pile.y, hand_w, sh)
        scope = Rect(pile.right + pad + 6, pile.y, max(0, hand.x - pile.right - 2 * pad - 6), sh)
        return {"rect": rect, "portrait": portrait, "name": name, "level": level, "pile": pile, "scope": scope,
                "hand": hand}

    def stock_card_rect(self) -> Rect:
        """The top card of the stock (where dealt cards leave from)."""
        cw, ch = self.card_size(self.table_card_h)
        return Rect(0, 0, cw, ch).move(self.stock.x + self.margin // 2, self.stock.y + self.margin)

    def hand_target(self, seat: int, index: int, count: int) -> Rect:
        """Where card `index` of a hand of `count` lies: in the bottom hand, or on the seat panel's backs."""
        if seat == self.bottom_seat:
            rects = self.hand_card_rects(count)
            return rects[min(index, len(rects) - 1)]
        parts = self.panel_parts(seat)
        return parts["hand"] if parts["hand"].w else parts["rect"]

    def card_size(self, height: int) -> tuple[int, int]:
        return (max(1, round(height * self.aspect)), height)

    def hand_card_rects(self, n: int) -> list[Rect]:
        """The human's hand, centred; overlapping only when there are many cards (scopone deals 10)."""
        if n <= 0:
            return []
        cw, ch = self.card_size(self.hand_card_h)
        gap = max(6, cw // 6)
        step = cw + gap
        if n > 1 and cw + step * (n - 1) > self.hand.w:
            step = (self.hand.w - cw) // (n - 1)
        total = cw + step * (n - 1)
        x0 = self.hand.x + (self.hand.w - total) / 2
        y = self.hand.bottom - ch
        return [Rect(round(x0 + i * step), y, cw, ch) for i in range(n)]

    def table_card_rects(self, n: int) -> list[Rect]:
        """Table cards in one or two centred rows, overlapping only when the table is very full."""
        if n <= 0:
            return []
        cw, ch = self.card_size(self.table_card_h)
        gap = max(8, cw // 5)
        area = self.table
        per_row_fit = max(1, int((area.w + gap) // (cw + gap)))
        two_rows = area.h >= 2 * ch + gap
        rows = 1 if (n <= per_row_fit or not two_rows) else 2
        counts = [n] if rows == 1 else [math.ceil(n / 2), n // 2]
        rects: list[Rect] = []
        total_h = rows * ch + (rows - 1) * gap
        y0 = self.row_top if rows == 1 else area.y + (area.h - total_h) / 2
        for r, count in enumerate(counts):
            step = cw + gap
            if count > 1 and cw + step * (count - 1) > area.w:
                step = (area.w - cw) // (count - 1)
            width = cw + step * (count - 1)
            x0 = area.x + (area.w - width) / 2
            y = round(y0 + r * (ch + gap))
            rects += [Rect(round(x0 + i * step), y, cw, ch) for i in range(count)]
        return rects

    def table_with_trail(self, n: int) -> tuple[list[Rect], Rect]:
        """A table of `n` cards and the ghost of a card that would trail: the ghost goes right after the
        last card, so the cards stay where they are; when that would leave the table (a full row), the
        table makes room, as if it held one card more."""
        rects = self.table_card_rects(n)
        if rects:
            last = rects[-1]
            slot = last.move(last.w + max(8, last.w // 5), 0)
            if self.table.contains(slot):
                return rects, slot
        fuller = self.table_card_rects(n + 1)
        return fuller[:-1], fuller[-1]

    def all_rects(self) -> dict[str, Rect]:
        named = {
            "top_bar": self.top_bar, "menu_button": self.menu_button, "deck_button": self.deck_button,
            "score": self.score, "table": self.table, "stock": self.stock, "status": self.status,
            "hand": self.hand, "human_panel": self.human_panel, "last_capture": self.last_capture,
        }
        named.update({f"seat{s}": r for s, r in self.seats.items()})
        return named


STOCK_LABEL_LINES = 2  # "30 in the stock" wraps to two lines at most under the stock
FACELESS = 4.2  # a panel whose lines would be narrower than this many name lines shows no portrait
LINE = 1.2  # a line of text is this many times its size tall (DejaVu Sans: 1.17)


def grow(size: int, text: float) -> int:
    """How much taller a line of text of `size` (at 100%) is at the text scale `text`."""
    return round((text - 1) * size * LINE)


def stock_font_size(unit: float) -> int:
    return max(12, round(15 * unit + 2))


def stock_label_h(unit: float, text: float = 1.0) -> int:
    """The room the stock's count takes under it (at a larger text size it lies beside it: none)."""
    return 6 + round(STOCK_LABEL_LINES * stock_font_size(unit) * 1.5) if text == 1 else 0


# The cards' heights as fractions of the window's height: (your hand, the table), normal and large. The
# table gets what is left when the seats need the room (a small window, eight players).
CARD_FRACTIONS = {False: (0.27, 0.23), True: (0.30, 0.255)}


def table_layout(size: tuple[int, int], n_seats: int, bottom_seat: int = 0, aspect: float = 0.58,
                 large: bool = False, text: float = 1.0, top_rows: int = 1, stock_words: int = 0) -> TableLayout:
    """The table scene's geometry for a window of `size` and `n_seats` players (2 to 8); `large` makes the
    cards larger still where the window allows. `text`: the text scale (the top bar, the status line and the
    seat panels' lines grow with it, the cards take what is left); `top_rows`: 2 puts the scores on a row
    of their own under the buttons (when larger text leaves no room beside them), 3 on two rows (each side's
    name under its points); `stock_words`: the width the stock's count needs in two lines (its column is at
    least that wide)."""
    w, h = max(320, size[0]), max(240, size[1])
    u = min(w / 1280, h / 800)
    m = round(clamp(12 * u, 6, 18))
    # The bars are as tall as at 100%, plus what their text grows by (not all of it times the scale: the
    # cards keep the room they can).
    row_100 = round(clamp(46 * u, 34, 62))
    bar_text = max(12, int((row_100 - 2 * max(4, m // 2)) * 0.45))
    row = row_100 + grow(bar_text, text)
    tb = row * top_rows
    hand_frac, table_frac = CARD_FRACTIONS[large]
    hand_h = round(clamp(h * (hand_frac - 0.03 * (text - 1)), 96, 420))  # larger text: a little for the felt
    lift = round(hand_h * 0.12)
    side_w = round(clamp(w * 0.175 * (1 + 0.3 * (text - 1)), 168, 330))  # larger text: wider panels
    name_size = round(max(13, min(20, 17 * u + 2)))
    lines = round((2 * name_size - 4) * LINE * text) + 6  # a panel's name and level lines
    seat_h = max(round(clamp(h * 0.14, 84, 150)), lines + 24 + 2 * max(6, m // 2 + 2))
    status_100 = round(clamp(44 * u, 38, 56))
    status_text = max(13, round(status_100 * 0.5))
    status_h = status_100 + grow(status_text, text)

    top_bar = Rect(0, 0, w, tb)
    bh = row - 2 * max(4, m // 2)
    menu_button = Rect(m, (row - bh) // 2, round(clamp(110 * u, 84, 150)), bh)
    deck_button = Rect(menu_button.right + m // 2, menu_button.y, round(clamp(150 * u, 118, 200)), bh)
    score = Rect(deck_button.right + m, 0, w - deck_button.right - 2 * m, row) if top_rows == 1 else \
        Rect(m, row, w - 2 * m, tb - row)

    bottom_y = h - m - hand_h - lift
    human_panel = Rect(m, bottom_y, side_w, h - m - bottom_y)
    last_capture = Rect(w - m - side_w, bottom_y, side_w, h - m - bottom_y)
    hand = Rect(human_panel.right + m, bottom_y, last_capture.left - human_panel.right - 2 * m, h - m - bottom_y)
    status = Rect(hand.x, bottom_y - status_h - m // 2, hand.w, status_h)
    if text > 1:  # the prompt's larger words: the whole width (the seats' columns end above it)
        status = Rect(m, status.y, w - 2 * m, status_h)

    spots = seat_positions(n_seats, bottom_seat)
    counts = {"left": 0, "top": 0, "right": 0}
    for side, _ in spots.values():
        if side in counts:
            counts[side] += 1
    mid_top = tb + m
    mid_bottom = status.top - m // 2
    col_left = m + side_w + m if counts["left"] else m
    col_right = w - m - side_w - m if counts["right"] else w - m
    seats: dict[int, Rect] = {}
    seat_side: dict[int, str] = {}
    column_h = (mid_bottom - mid_top) if counts["left"] < 2 and counts["right"] < 2 else (mid_bottom - mid_top - m) // 2
    col_seat_h = min(seat_h + round(seat_h * 0.25), column_h)
    top_row_h = seat_h if counts["top"] else 0
    for seat, (side, idx) in spots.items():
        seat_side[seat] = side
        if side == "bottom":
            seats[seat] = human_panel
        elif side == "top":
            k = counts["top"]
            span = col_right - col_left
            pw = min(round(side_w * 1.6), (span - (k - 1) * m) // k)
            total = k * pw + (k - 1) * m
            x0 = col_left + (span - total) // 2
            seats[seat] = Rect(x0 + idx * (pw + m), mid_top, pw, top_row_h)
        else:
            k = counts[side]
            x = m if side == "left" else w - m - side_w
            total = k * col_seat_h + (k - 1) * m
            y0 = mid_top + max(0, (mid_bottom - mid_top - total) // 2) if k == 1 else mid_top
            if k == 1 and counts["top"]:
                y0 = mid_top + top_row_h + m
                col_h = min(col_seat_h, mid_bottom - y0)
                seats[seat] = Rect(x, y0, side_w, col_h)
                continue
            seats[seat] = Rect(x, y0 + idx * (col_seat_h + m), side_w, col_seat_h)

    felt_top = mid_top + (top_row_h + m if counts["top"] else 0)
    table_outer = Rect(col_left, felt_top, col_right - col_left, mid_bottom - felt_top)
    # The stock's count goes under it, inside the felt; at a larger text size, beside it (the felt's height is
    # then the cards', its width is plenty).
    beside = text > 1
    label_h = 0 if beside else stock_label_h(u, text)
    # (at a larger text size the options' hint and their number badges need their room in the felt too)
    text_room = round(1.2 * (status_text - 2) * text) + 8 + round(14 * u * text) if beside else 0
    table_card_h = round(clamp(min(h * table_frac, hand_h * 0.9, table_outer.h - 2 * m - label_h - text_room), 40,
                               380))
    tcw = round(table_card_h * aspect)
    # The row of table cards sits low enough for a toast above it (the overlay's toast, about 3.6 times its
    # text size tall, starts at the felt's top: see TableScene.toast_top), keeping room under it for the
    # options' hint line.
    felt_y, felt_h = table_outer.y + m // 2, table_outer.h - m
    toast_room = round(3.6 * max(14, round(20 * u)) * text) + 4
    hint_room = round(1.2 * (status_text - 2) * text) + 8  # the hint's text: see TableCards
    centred = felt_y + (felt_h - table_card_h) // 2
    row_top = max(centred, min(felt_y + toast_room, felt_y + felt_h - hint_room - table_card_h))
    stock_y = min(row_top - m, table_outer.bottom - label_h - table_card_h - 2 * m)
    stock = Rect(table_outer.x + m, stock_y, tcw + m + (stock_words + m if beside else 0), table_card_h + 2 * m)
    table = Rect(stock.right + m, felt_y, table_outer.right - stock.right - 2 * m, felt_h)
    return TableLayout(
        size=(w, h), unit=u, margin=m, top_bar=top_bar, menu_button=menu_button, deck_button=deck_button,
        score=score, table=table, stock=stock, status=status, hand=hand, human_panel=human_panel,
        last_capture=last_capture, seats=seats, seat_side=seat_side, hand_card_h=hand_h,
        table_card_h=table_card_h, small_card_h=round(clamp(seat_h * 0.62, 44, 100)), aspect=aspect, lift=lift,
        bottom_seat=bottom_seat, large=large, row_top=row_top, text=text, top_rows=top_rows, bar_text=bar_text,
        status_text=status_text, score_text=max(13, round(row_100 * 0.4)),
    )


def pile_keeper(sides: tuple[int, ...] | list[int], bottom_seat: int, side: int) -> int:
    """The seat whose panel shows a side's capture pile: the bottom seat for its own side, else the side's
    first seat."""
    if sides[bottom_seat] == side:
        return bottom_seat
    return next(s for s, sd in enumerate(sides) if sd == side)

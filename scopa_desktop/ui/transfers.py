"""What a move does to the cards, as a pure list of transfers: which card goes from which zone to which,
in order. The table animates exactly this list (after PySolFC's atomic moves), so the choreography can be
read and tested without pygame.

Zones: a seat's hand, the table, the stock, a side's capture pile. Each transfer names its `step`:
- PLAY: the card leaves the hand for the table (a trail lies there; a capture lands on what it takes);
- GATHER: a capture goes to the pile: the taken cards first, in table order, then the card that took them;
- DEAL: a card leaves the stock for a hand (round by round, in turn order from the dealer's left);
- LAY: a card leaves the stock for the table (a new hand's table, after the hands);
- SWEEP: at the hand's end, the cards left on the table go to the last capturer's pile.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import Card, Game, Move

HAND, TABLE, STOCK, PILE = "hand", "table", "stock", "pile"
PLAY, GATHER, DEAL, LAY, SWEEP = "play", "gather", "deal", "lay", "sweep"


@dataclass(frozen=True)
class Zone:
    """Where a card lies: `kind` is HAND (index: the seat), PILE (index: the side), TABLE or STOCK."""

    kind: str
    index: int = 0

    def __str__(self) -> str:
        return f"{self.kind} {self.index}" if self.kind in (HAND, PILE) else self.kind


@dataclass(frozen=True)
class Transfer:
    """One card moving from `source` to `target` as part of `step`."""

    card: Card
    source: Zone
    target: Zone
    step: str

    def __str__(self) -> str:
        return f"{self.step} {self.card}: {self.source} -> {self.target}"


def hand(seat: int) -> Zone:
    return Zone(HAND, seat)


def pile(side: int) -> Zone:
    return Zone(PILE, side)


THE_TABLE, THE_STOCK = Zone(TABLE), Zone(STOCK)


def table_after_play(before: Game, move: Move) -> list[Card]:
    """The table as it lies right after `move`, before any end-of-hand sweep: what stays, then a trail."""
    return [c for c in before.table if c not in move.capture] + ([] if move.capture else [move.card])


def deal_transfers(game: Game, table_too: bool = True) -> list[Transfer]:
    """The deal that gave `game` its hands (and, at a new hand, its table), card by card."""
    out: list[Transfer] = []
    order = game.rules.turn_order(game.dealer, game.players)
    for round_i in range(max((len(h) for h in game.hands), default=0)):
        for seat in order:
            cards = game.hands[seat]
            if round_i < len(cards):
                out.append(Transfer(cards[round_i], THE_STOCK, hand(seat), DEAL))
    if table_too:
        out += [Transfer(c, THE_STOCK, THE_TABLE, LAY) for c in game.table]
    return out


def move_transfers(before: Game, move: Move, after: Game) -> list[Transfer]:
    """Every card that changes zone when `move` is played in `before`, in order. `after` is the state the
    move led to: the same hand in play, or that hand finished (not the next hand's deal)."""
    seat = before.to_move
    side = before.sides[seat]
    out = [Transfer(move.card, hand(seat), THE_TABLE, PLAY)]
    if move.capture:
        taken = sorted(move.capture, key=list(before.table).index)
        out += [Transfer(c, THE_TABLE, pile(side), GATHER) for c in (*taken, move.card)]
    if after.is_over:
        last = after.last_capturer
        if last is not None:
            out += [Transfer(c, THE_TABLE, pile(after.sides[last]), SWEEP) for c in table_after_play(before, move)]
    elif sum(map(len, after.hands)) > sum(map(len, before.hands)) - 1:
        out += deal_transfers(after, table_too=False)  # the hands ran out: a new deal from the stock
    return out

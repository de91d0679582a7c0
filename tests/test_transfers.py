"""The pure description of what a move does to the cards (ui.transfers), checked without pygame."""

from __future__ import annotations

import random
import subprocess
import sys
from collections import Counter

import pytest

from scopa_desktop.engine import Game, Match, Move, Rules
from scopa_desktop.ui.transfers import (
    DEAL,
    GATHER,
    HAND,
    LAY,
    PILE,
    PLAY,
    STOCK,
    SWEEP,
    TABLE,
    THE_STOCK,
    THE_TABLE,
    Zone,
    deal_transfers,
    hand,
    move_transfers,
    pile,
)

CLASSIC = Rules.preset("classic")


def described(transfers) -> list[str]:
    return [str(t) for t in transfers]


def played(game: Game, move: str) -> tuple[Game, Move, Game]:
    """`move` played in `game`: (before, move, after), `after` being the finished hand when it ended."""
    match_move = Move.parse(move)
    assert match_move in game.legal_moves()
    return game, match_move, game.play(match_move)


def test_a_capture_lands_then_the_taken_cards_go_first_in_table_order():
    game = Game.from_position(CLASSIC, hands=[["9d", "1c"], ["2b", "8b"]], table=["6d", "4c", "3b", "5s"],
                              stock=["7c", "7b"])
    assert [str(c) for c in game.table] == ["3b", "4c", "5s", "6d"]  # the engine keeps the table in order
    out = move_transfers(*played(game, "9d:6d+3b"))
    assert described(out) == [
        "play 9d: hand 0 -> table", "gather 3b: table -> pile 0", "gather 6d: table -> pile 0",
        "gather 9d: table -> pile 0",
    ]


def test_a_trail_only_leaves_the_hand():
    game = Game.from_position(CLASSIC, hands=[["1c", "9d"], ["2b", "4b"]], table=["5s", "6d"], stock=["7c", "7b"])
    assert described(move_transfers(*played(game, "1c"))) == ["play 1c: hand 0 -> table"]


def test_a_scopa_clears_the_table_into_the_movers_pile():
    game = Game.from_position(CLASSIC, hands=[["2b", "4b"], ["5c", "6c"]], table=["5d"], stock=["7c", "7b"],
                              to_move=1)
    before, move, after = played(game, "5c:5d")
    assert after.history[-1].scopa
    assert described(move_transfers(before, move, after)) == [
        "play 5c: hand 1 -> table", "gather 5d: table -> pile 1", "gather 5c: table -> pile 1",
    ]


def test_when_the_hands_run_out_the_new_cards_are_dealt_round_by_round_in_turn_order():
    stock = ["1d", "2d", "3d", "4d", "5d", "6d", "7s", "8s"]
    game = Game.from_position(CLASSIC, hands=[[], ["5c"]], table=["9b"], stock=stock, to_move=1)
    before, move, after = played(game, "5c")
    out = move_transfers(before, move, after)
    assert out[0].step == PLAY
    deal = out[1:]
    assert {t.step for t in deal} == {DEAL} and {t.source for t in deal} == {THE_STOCK}
    order = after.rules.turn_order(after.dealer, after.players)
    assert [t.target for t in deal] == [hand(seat) for _ in range(3) for seat in order]
    for seat in order:
        assert [t.card for t in deal if t.target == hand(seat)] == list(after.hands[seat])


def test_the_hands_end_sweeps_the_leftover_to_the_last_capturer_after_the_play():
    game = Game.from_position(CLASSIC, hands=[["5c"], []], table=["3s", "4b", "9d"], stock=[], to_move=0,
                              last_capturer=1)
    before, move, after = played(game, "5c")
    assert after.is_over
    assert described(move_transfers(before, move, after)) == [
        "play 5c: hand 0 -> table", "sweep 3s: table -> pile 1", "sweep 4b: table -> pile 1",
        "sweep 9d: table -> pile 1", "sweep 5c: table -> pile 1",
    ]


def test_a_last_capture_then_sweeps_the_rest_to_the_capturer():
    game = Game.from_position(CLASSIC, hands=[["4c"], []], table=["9d", "4s"], stock=[], last_capturer=1)
    assert described(move_transfers(*played(game, "4c:4s"))) == [
        "play 4c: hand 0 -> table", "gather 4s: table -> pile 0", "gather 4c: table -> pile 0",
        "sweep 9d: table -> pile 0",
    ]


def test_a_new_hand_deals_the_hands_then_lays_the_table():
    game = Game.new(CLASSIC, 4, seed=3, dealer=2)
    out = deal_transfers(game)
    assert [t.step for t in out] == [DEAL] * 12 + [LAY] * 4
    assert [t.card for t in out if t.step == LAY] == list(game.table)
    assert [t.target.index for t in out[:4]] == list(game.rules.turn_order(game.dealer, game.players)) == [3, 0, 1, 2]
    assert deal_transfers(game, table_too=False) == out[:12]


def apply(before: Game, transfers) -> dict[Zone, Counter]:
    """Move the cards of `before` zone to zone as the transfers say; every card must be where it leaves."""
    zones: dict[Zone, Counter] = {hand(s): Counter(h) for s, h in enumerate(before.hands)}
    zones[THE_TABLE] = Counter(before.table)
    zones[THE_STOCK] = Counter(before.stock)
    for side, captured in enumerate(before.captured):
        zones[pile(side)] = Counter(captured)
    for t in transfers:
        assert zones[t.source][t.card] > 0, f"{t} but {t.card} is not there"
        zones[t.source][t.card] -= 1
        zones.setdefault(t.target, Counter())[t.card] += 1
    return {zone: +counts for zone, counts in zones.items()}


def zones_of(game: Game) -> dict[Zone, Counter]:
    zones = {hand(s): Counter(h) for s, h in enumerate(game.hands)}
    zones.update({THE_TABLE: Counter(game.table), THE_STOCK: Counter(game.stock)})
    zones.update({pile(side): Counter(c) for side, c in enumerate(game.captured)})
    return {zone: +counts for zone, counts in zones.items()}


@pytest.mark.parametrize("preset", ["classic", "scopone", "escoba", "scopa_d_assi", "eight_players"])
def test_the_transfers_of_every_move_of_random_hands_lead_from_before_to_after(preset):
    rules = Rules.preset(preset)
    rng = random.Random(5)
    players = 8 if preset == "eight_players" else (4 if preset.startswith("scopone") else 2)
    for seed in range(4):
        match = Match.new(rules, players, seed=seed)
        while len(match.history) < 1:
            before = match.game
            move = rng.choice(before.legal_moves())
            match = match.play(move)
            after = match.previous_game if match.history else match.game
            assert apply(before, move_transfers(before, move, after)) == zones_of(after), (preset, seed, move)


def test_the_description_needs_no_pygame():
    code = "import sys, scopa_desktop.ui.transfers; assert 'pygame' not in sys.modules"
    subprocess.run([sys.executable, "-c", code], check=True)


def test_zones_name_themselves():
    assert str(Zone(HAND, 2)) == "hand 2" and str(Zone(PILE, 1)) == "pile 1"
    assert str(Zone(TABLE)) == "table" and str(Zone(STOCK)) == "stock"
    assert {PLAY, GATHER, DEAL, LAY, SWEEP} == {"play", "gather", "deal", "lay", "sweep"}

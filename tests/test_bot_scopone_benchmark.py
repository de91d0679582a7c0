"""The rule-based Scopone expert (hidden level "scopone_benchmark", bots/scopone_benchmark.py): each of its
rules on a built position of Scopone, where the next player (seat 1) is always an opponent."""

from __future__ import annotations

from scopa_desktop.bots import BOT_LEVELS, HIDDEN_LEVELS, make_bot
from scopa_desktop.bots.scopone_benchmark import Turn, fewest_cards
from scopa_desktop.engine import Card, Game, Rules

SCOPONE = Rules.preset("scopone")
OTHERS = [["1b", "2b"], ["3b", "4b"], ["5b", "10b"]]  # the other seats' hands, hidden from seat 0


def _game(hand, table, mine=(), theirs=()) -> Game:
    """Seat 0 to move holding `hand`; `mine` and `theirs`, the cards each side has taken (seen by all)."""
    return Game.from_position(SCOPONE, [hand, *OTHERS], table, captured=[list(mine), list(theirs)])


def _choose(hand, table, mine=(), theirs=()):
    game = _game(hand, table, mine, theirs)
    move = make_bot("scopone_benchmark").choose(game.observation(0))
    assert move in game.legal_moves()
    return move


def _move(game: Game, card: str):
    (move,) = [m for m in game.legal_moves() if m.card == Card.parse(card)]
    return move


def test_it_is_hidden_and_made_by_name():
    assert "scopone_benchmark" in HIDDEN_LEVELS and "scopone_benchmark" not in BOT_LEVELS
    assert make_bot("scopone_benchmark").level == "scopone_benchmark"


def test_a_scopa_comes_first():
    # 7c sweeps 5s + 2s; 5d x 5s would gain more (a coin, and no primiera of cups to gain: its side has 6c).
    game = _game(["7c", "5d"], ["5s", "2s"], mine=["6c", "6s"])
    turn = Turn(game.observation(0))
    assert turn.gain(_move(game, "5d")) > turn.gain(_move(game, "7c"))
    move = _choose(["7c", "5d"], ["5s", "2s"], mine=["6c", "6s"])
    assert move.card == Card.parse("7c") and len(move.capture) == 2


def test_a_safe_capture_beats_a_richer_one_that_opens_a_sweep():
    # 7d x 7s takes the settebello but leaves 3 + 5 = 8 for a live eight; 8c x 3c + 5s leaves the 7s, and
    # every other seven has been seen. With the eights seen too, the settebello's capture is safe.
    sevens = ["7c", "7b"]
    move = _choose(["7d", "8c"], ["7s", "3c", "5s"], theirs=sevens)
    assert move.card == Card.parse("8c")
    move = _choose(["7d", "8c"], ["7s", "3c", "5s"], theirs=sevens + ["8s", "8d", "8b"])
    assert move.card == Card.parse("7d")


def test_among_safe_captures_the_most_valuable():
    # Both leave a table no card sweeps; the seven gains more primiera than the six.
    move = _choose(["7c", "6c"], ["7s", "6s", "10c", "8c"])
    assert move.card == Card.parse("7c")


def test_captures_of_the_same_value_take_the_fewest_cards():
    game = _game(["6c"], ["1s", "5s", "2c", "3c", "10d"])
    moves = game.legal_moves()
    assert sorted(len(m.capture) for m in moves) == [2, 3]  # 1 + 5, or 1 + 2 + 3
    assert [len(m.capture) for m in fewest_cards(moves)] == [2]


def test_without_a_capture_it_lays_the_card_that_leaves_the_least_chance_of_a_scopa():
    # Neither card takes the 8. The ace would make 9 for a live nine to sweep; the 3 makes 11: no sweep.
    move = _choose(["1c", "3c"], ["8s"])
    assert not move.capture and move.card == Card.parse("3c")


def test_it_keeps_its_sevens_and_first_lays_a_rank_nobody_else_holds():
    table = ["9s", "8s"]  # 9 + 8 and any card below: nothing sweeps it, and none of these cards captures
    assert _choose(["7c", "6d"], table).card == Card.parse("6d")  # the six of coins is worth more
    # Every other six has been seen: nobody can take the 6c by a match, so it goes before the cheaper 2.
    assert _choose(["6c", "2c"], table).card == Card.parse("2c")
    assert _choose(["6c", "2c"], table, theirs=["6d", "6s", "6b"]).card == Card.parse("6c")


def test_when_every_capture_opens_a_sweep_the_least_risky_capture():
    # Both cards must capture. 3c x 3s leaves a 5 (one five unseen); 5c x 5s, worth more, leaves a 3 (two
    # threes unseen).
    game = _game(["5c", "3c"], ["5s", "3s"], theirs=["5d"])
    turn = Turn(game.observation(0))
    assert 0 < turn.risk(_move(game, "3c")) < turn.risk(_move(game, "5c"))
    assert turn.gain(_move(game, "5c")) > turn.gain(_move(game, "3c"))
    assert _choose(["5c", "3c"], ["5s", "3s"], theirs=["5d"]).card == Card.parse("3c")

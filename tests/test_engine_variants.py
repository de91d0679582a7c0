"""Every variant preset: worked examples, bad combinations, and random full hands."""

import dataclasses
import json
import random

import pytest

from scopa_desktop.cli import main as cli_main
from scopa_desktop.engine import Card, Game, Match, Move, Rules, declaration, legal_captures, score_hand


def opts(card, table, preset):
    return {frozenset(map(str, o)) for o in legal_captures(card, table, Rules.preset(preset))}


ALL_PRESETS = ["classic", "beginner", "night_one", "scopone", "scopone_classico", "scopa_d_assi", "quindici",
               "escoba", "re_bello", "napola", "cirulla", "eight_players"]


def test_every_variant_is_a_preset():
    assert set(ALL_PRESETS) <= set(Rules.presets())


@pytest.mark.parametrize("preset", ALL_PRESETS)
def test_random_full_hands_account_for_every_card(preset):
    rules = Rules.preset(preset)
    for players in rules.players:
        rng = random.Random(players)
        game = Game.new(rules, players, seed=players)
        while not game.is_over:
            everything = [c for h in game.hands for c in h] + list(game.table) + list(game.stock) + [
                c for p in game.captured for c in p
            ]
            assert sorted(everything) == sorted(Card.deck(rules))
            assert game.legal_moves() == game.observation(game.to_move).legal_moves()
            game = game.play(rng.choice(game.legal_moves()))
        assert sum(len(p) for p in game.captured) + len(game.table) == rules.deck_size
        assert Game.from_dict(json.loads(json.dumps(game.to_dict()))) == game
        game.score()


@pytest.mark.parametrize("preset", ALL_PRESETS)
def test_the_simulator_accepts_every_preset(preset, capsys):
    players = Rules.preset(preset).players[0]
    assert cli_main(["simulate", "--rules", preset, "--players", str(players), "--matches", "1"]) == 0
    assert f"of {preset} for {players} players" in capsys.readouterr().out


def test_bad_combinations_are_clear_errors():
    with pytest.raises(ValueError, match="played by 4 players"):
        Game.new(Rules.preset("scopone"), players=3)
    with pytest.raises(ValueError, match="52-card deck"):
        dataclasses.replace(Rules.preset("eight_players"), deck_size=40)
    with pytest.raises(ValueError, match="eight-player"):
        dataclasses.replace(Rules(), deck_size=52)
    with pytest.raises(ValueError, match="exactly 4"):
        dataclasses.replace(Rules(), deal="scopone")
    with pytest.raises(ValueError, match="declarations"):
        Rules(matta=True)


def test_scopone_deals_ten_each_and_nothing_else():
    game = Game.new(Rules.preset("scopone"), 4, seed=1)
    assert [len(h) for h in game.hands] == [10] * 4 and game.table == () and game.stock == ()
    assert game.sides == (0, 1, 0, 1)
    classico = Game.new(Rules.preset("scopone_classico"), 4, seed=1)
    assert [len(h) for h in classico.hands] == [9] * 4 and len(classico.table) == 4 and classico.stock == ()


def test_scopa_d_assi_the_ace_takes_the_table_without_a_scopa():
    rules = Rules.preset("scopa_d_assi")
    assert opts("1c", ["5d", "7s", "10b"], "scopa_d_assi") == {frozenset({"5d", "7s", "10b"})}
    game = Game.from_position(rules, [["1c", "2c"], ["4s", "3b"]], ["5d", "7s"], stock=["6d", "6c"])
    game = game.play(Move("1c", ["5d", "7s"]))
    assert game.table == () and game.scope == (0, 0) and game.last_capturer == 0
    # With an ace on the table, the ace takes that ace as usual; emptying the table that way is a scopa.
    assert opts("1c", ["1d", "7s"], "scopa_d_assi") == {frozenset({"1d"})}
    game = Game.from_position(rules, [["1c", "2c"], ["4s", "3b"]], ["1d"], stock=["6d", "6c"])
    assert game.play(Move("1c", ["1d"])).scope == (1, 0)


def test_quindici_and_escoba_capture_what_makes_fifteen():
    table = ["8d", "3c", "5s", "2b"]
    expected = {frozenset({"8d"}), frozenset({"3c", "5s"})}
    assert opts("7c", table, "quindici") == expected
    assert opts("7c", table, "escoba") == expected
    assert opts("10c", ["5d", "10s"], "quindici") == {frozenset({"5d"})}  # no match rule in quindici
    assert opts("1c", ["2d"], "quindici") == set()


def test_escoba_scores_most_sevens_and_the_opening_fifteen_goes_to_the_dealer():
    rules = Rules.preset("escoba")
    a, b = score_hand([["7c", "7s", "1d"], ["7b", "6c", "6s", "6b"]], [0, 0], rules)
    assert (a.primiera, b.primiera) == (1, 0)
    for seed in range(500):
        game = Game.new(rules, 2, seed=seed)
        if game.events:
            event = game.events[0]
            assert event.kind == "opening_fifteen" and event.seat == game.dealer
            assert sum(c.rank for c in event.cards) in (15, 30)
            assert game.scope[game.sides[game.dealer]] == event.points == sum(c.rank for c in event.cards) // 15
            assert game.table == () and game.captured[game.sides[game.dealer]] == event.cards
            break
    else:
        pytest.fail("no opening fifteen in 500 deals")


def test_re_bello_and_napola_presets_add_their_bonus():
    pile = ["10d", "1d", "2d", "3d"]
    assert dict(score_hand([pile, []], [0, 0], Rules.preset("re_bello"))[0].bonuses) == {"re_bello": 1}
    assert dict(score_hand([pile, []], [0, 0], Rules.preset("napola"))[0].bonuses) == {"napola": 3}
    assert score_hand([pile, []], [0, 0], Rules.preset("classic"))[0].bonus == 0


def test_cirulla_captures_by_match_sum_or_fifteen():
    # regole: a 7 on 3, 5, 6, 7 takes the 7 by match, or 3 + 5 by making 15 (not 2 + 5 by sum).
    assert opts("7c", ["3d", "5s", "6b", "7d"], "cirulla") == {frozenset({"7d"}), frozenset({"3d", "5s"})}
    assert opts("3c", ["10d", "2s"], "cirulla") == {frozenset({"10d", "2s"})}


def test_cirulla_ace_takes_all_with_a_scopa_unless_an_ace_lies_there():
    rules = Rules.preset("cirulla")
    game = Game.from_position(rules, [["1c", "2c"], ["4s", "3b"]], ["5d", "9s"], stock=["6d", "6c"])
    after = game.play(Move("1c", ["5d", "9s"]))
    assert after.scope == (1, 0)
    assert opts("1c", ["1d", "4s", "10b"], "cirulla") == {frozenset({"1d"}), frozenset({"4s", "10b"})}


def test_cirulla_declarations_and_the_matta():
    rules = Rules.preset("cirulla")
    hand = lambda *cards: tuple(map(Card.parse, cards))  # noqa: E731
    assert declaration(hand("1d", "2s", "5b"), rules) == ("cirulla", 3)  # 8: nine or less
    assert declaration(hand("4d", "2s", "5b"), rules) is None  # 11
    assert declaration(hand("9d", "9s", "9b"), rules) == ("tris", 10)
    assert declaration(hand("7c", "9s", "9b"), rules) == ("tris", 10)  # the matta as a third 9
    assert declaration(hand("7c", "3s", "5b"), rules) == ("cirulla", 3)  # the matta as an ace: 9
    assert declaration(hand("7s", "3s", "5b"), rules) is None  # an ordinary 7 is a 7


def test_cirulla_declared_hands_score_and_show_face_up():
    rules = Rules.preset("cirulla")
    for seed in range(300):
        game = Game.new(rules, 2, seed=seed)
        if game.declaration is not None:
            seat, (kind, points) = game.to_move, game.declaration
            other = 1 - seat
            assert game.revealed[seat] == () and game.bonus[game.sides[seat]] == ()  # nothing until declared
            declared = game.declare()
            event = declared.events[-1]
            assert (event.kind, event.seat, event.points, event.cards) == (kind, seat, points, game.hands[seat])
            assert declared.revealed[seat] == event.cards and declared.to_move == seat
            assert set(event.cards) <= declared.observation(other).seen_cards()
            assert dict(declared.bonus[declared.sides[seat]])[kind] == points
            assert declared.declaration is None  # once only
            break
    else:
        pytest.fail("no declaration in 300 deals")


def test_cirulla_grande_and_piccola():
    rules = Rules.preset("cirulla")
    a, _ = score_hand([["8d", "9d", "10d", "1d", "2d", "3d", "4d", "5d", "6d"], []], [0, 0], rules)
    assert dict(a.bonuses) == {"grande": 5, "piccola": 6}


def test_eight_players_use_52_cards_and_value_the_courts_11_to_13():
    rules = Rules.preset("eight_players")
    game = Game.new(rules, 8, seed=3)
    assert len(Card.deck(rules)) == 52 and len(game.table) == 4 and len(game.stock) == 24
    assert opts("13c", ["6d", "7s"], "eight_players") == {frozenset({"6d", "7s"})}
    a, b = score_hand([["1c", "2c"], ["3c", "4c"]], [0, 0], rules)
    assert a.cards == b.cards == 1  # tied categories score for every tied side
    with pytest.raises(ValueError):
        Game.new(rules, 4)


def test_five_players_and_concession_options():
    assert len(Game.new(Rules(), 5, seed=1).table) == 5
    match = Match.new(Rules(forfeit_seven_zero=True), 2, seed=1)
    assert not match.can_concede(0)


def _opening_with_kings(rules: Rules, players: int) -> Game | None:
    """A deal of `rules` whose opening table holds three kings or more, if one of the first seeds gives it."""
    for seed in range(3000):
        game = Game.new(rules, players, seed=seed)
        if sum(1 for card in game.table if card.rank == 10) >= 3:
            return game
    return None


def test_escoba_capturing_is_optional_and_kings_are_never_redealt():
    rules = Rules.preset("escoba")
    game = Game.from_position(rules, [["5c", "2c"], ["4s", "3b"]], ["10d", "8s"], stock=["6d", "6c"])
    moves = {str(move) for move in game.legal_moves()}
    assert {"5c:10d", "5c"} <= moves  # the 5 may take the king, or be laid down all the same
    assert _opening_with_kings(rules, 2) is not None
    assert _opening_with_kings(Rules.preset("quindici"), 2) is not None
    assert _opening_with_kings(Rules.preset("classic"), 2) is None  # classic still redeals


def test_eight_players_play_source_000s_own_game():
    rules = Rules.preset("eight_players")
    assert rules.primiera == "most_sevens" and rules.direction == "clockwise"
    game = Game.new(rules, 8, seed=1, dealer=0)
    assert game.to_move == 7  # the dealer's left (seat numbers go up counter-clockwise) plays first
    a, b = score_hand([["7c", "7s", "1d"], ["7b", "6c", "6s", "6b"]] + [[]] * 6, [0] * 8, rules)[:2]
    assert (a.primiera, b.primiera) == (1, 0)  # most sevens, not primiera by value

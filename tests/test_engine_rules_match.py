"""Rules validation and presets; whole matches."""

import dataclasses
import json
import random

import pytest

from scopa_desktop.engine import Card, Game, Match, Rules


def test_presets_exist_and_differ_as_documented():
    names = Rules.presets()
    assert names[0] == "classic" and {"classic", "beginner", "night_one"} <= set(names)
    assert Rules.preset("classic") == Rules()
    beginner = Rules.preset("beginner")
    assert (beginner.primiera, beginner.direction) == ("most_sevens", "clockwise")
    night = Rules.preset("night_one")
    assert (night.primiera, night.direction, night.partnerships) == ("off", "clockwise", False)
    assert night.players == (2, 3, 4)
    for name in names:
        assert Rules.preset(name).name == name


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (dict(primiera="best"), "primiera"),
        (dict(direction="left"), "direction"),
        (dict(redeal_kings=7), "redeal_kings"),
        (dict(target=0), "target"),
        (dict(capture_mandatory="yes"), "capture_mandatory"),
        (dict(players=(1,)), "players"),
    ],
)
def test_impossible_options_name_the_field_and_what_is_allowed(change, field):
    with pytest.raises(ValueError, match=field):
        dataclasses.replace(Rules(), **change)


def test_unknown_preset_lists_the_presets():
    with pytest.raises(ValueError, match="classic"):
        Rules.preset("briscola")


def test_rules_round_trip_through_json():
    rules = dataclasses.replace(Rules.preset("night_one"), target=21)
    assert Rules.from_dict(json.loads(json.dumps(rules.to_dict()))) == rules
    with pytest.raises(ValueError, match="unknown rule options"):
        Rules.from_dict({"colour": "red"})


def test_player_counts_are_checked():
    with pytest.raises(ValueError, match="2, 3, 4"):
        Match.new(Rules.preset("night_one"), players=5)


def random_match(rules, players, seed):
    rng = random.Random(seed)
    match = Match.new(rules, players, seed=seed)
    states = [match]
    while not match.is_over:
        match = match.play(rng.choice(match.game.legal_moves()))
        states.append(match)
    return states


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_a_match_ends_only_with_a_side_at_the_target_and_strictly_ahead(players):
    states = random_match(Rules(), players, seed=players)
    final = states[-1]
    totals = final.totals
    assert totals[final.winner] >= 11
    assert all(t < totals[final.winner] for i, t in enumerate(totals) if i != final.winner)
    assert [sum(h[i].total for h in final.history) for i in range(len(totals))] == list(totals)
    with pytest.raises(ValueError):
        final.play(final.game.legal_moves()[0] if final.game.legal_moves() else None)


def dealers(states):
    seen = []
    for state in states:
        if not seen or state.game.dealer != seen[-1]:
            seen.append(state.game.dealer)
    return seen


@pytest.mark.parametrize(("direction", "order"), [("counterclockwise", [0, 1, 2]), ("clockwise", [0, 2, 1])])
def test_the_deal_passes_in_turn_order_after_every_hand(direction, order):
    seen = dealers(random_match(Rules(direction=direction), 3, seed=5))
    assert len(seen) >= 3
    assert seen == [order[i % 3] for i in range(len(seen))]


def test_previous_game_holds_the_finished_hand_for_display():
    states = random_match(Rules(), 2, seed=9)
    for before, after in zip(states, states[1:], strict=False):
        if len(after.history) > len(before.history):
            assert after.previous_game.is_over
            assert tuple(after.previous_game.score()) == after.history[-1]
            break
    else:
        pytest.fail("no hand finished")


def test_match_is_deterministic_and_round_trips_through_json():
    a, b = random_match(Rules(), 2, seed=3), random_match(Rules(), 2, seed=3)
    assert a[-1] == b[-1]
    for state in a[:: max(1, len(a) // 7)] + [a[-1]]:
        assert Match.from_dict(json.loads(json.dumps(state.to_dict()))) == state


def test_random_seed_is_drawn_and_kept():
    match = Match.new(Rules(), 2)
    assert match.seed is not None
    assert Match.new(Rules(), 2, seed=match.seed).game == match.game


def at_seven_to_zero(rules):
    """A new match of `rules` with the totals set to 7-0, through the public saved form."""
    data = Match.new(rules, 2, seed=1).to_dict()
    data["totals"] = [7, 0]
    return Match.from_dict(data)


def test_conceding_at_seven_to_zero_only_with_the_option():
    match = at_seven_to_zero(Rules(forfeit_seven_zero=True))
    assert match.can_concede(1) and not match.can_concede(0)
    done = match.concede(1)
    assert done.winner == 0 and done.conceded and done.is_over
    plain = at_seven_to_zero(Rules())
    assert not plain.can_concede(1)
    with pytest.raises(ValueError):
        plain.concede(1)


def test_choices_list_what_each_option_accepts():
    for option in Rules.option_names():
        choices = Rules.choices(option)
        assert choices, option
        if option == "players":
            continue
        for value in choices:
            try:
                dataclasses.replace(Rules(), **{option: value})
            except ValueError as exc:  # only a combination refuses a listed value, naming the option
                assert f"Rules.{option}" in str(exc), (option, value)
    assert Rules.choices("primiera") == ("per_suit", "top_four", "most_sevens", "off")
    assert Rules.choices("redeal_kings") == (0, 2, 3, 4)
    assert Rules.choices("deck_size") == (40, 52)
    with pytest.raises(ValueError, match="unknown rule option"):
        Rules.choices("colour")


def test_choices_hold_every_preset_value():
    for name in Rules.presets():
        rules = Rules.preset(name)
        for option in Rules.option_names():
            value = getattr(rules, option)
            allowed = Rules.choices(option)
            assert set(value) <= set(allowed) if option == "players" else value in allowed, (name, option)


@pytest.mark.parametrize(("direction", "players", "dealer", "order"), [
    ("counterclockwise", 4, 0, (1, 2, 3, 0)), ("clockwise", 4, 0, (3, 2, 1, 0)),
    ("counterclockwise", 3, 2, (0, 1, 2)), ("clockwise", 5, 1, (0, 4, 3, 2, 1)),
])
def test_turn_order_starts_after_the_dealer_and_is_the_order_of_play(direction, players, dealer, order):
    rules = Rules(direction=direction)
    assert rules.turn_order(dealer, players) == order
    game = Game.new(rules, players, seed=1, dealer=dealer)
    assert game.to_move == order[0]
    assert [game.next_seat(seat) for seat in order] == [*order[1:], order[0]]


def test_top_rank_is_the_king_of_the_deck():
    for name in Rules.presets():
        rules = Rules.preset(name)
        assert rules.top_rank == max(card.rank for card in Card.deck(rules))

"""The bot ladder: legal moves under every rule set, determinism, fair play, sound judgement in built
positions and an exact endgame (the simulator the search bots use is checked in test_sim_matches_engine)."""

from __future__ import annotations

import dataclasses
import random

import pytest

from scopa_desktop.bots import BOT_LEVELS, HIDDEN_LEVELS, knowledge, make_bot, policy, sim
from scopa_desktop.bots.knowledge import observation_setting, round_plays
from scopa_desktop.bots.matchplay import HAND_POINTS, win_table
from scopa_desktop.engine import Card, Game, Match, Rules
from scopa_desktop.lab.duel import run_duel
from scopa_desktop.lab.simulate import play_match

CLASSIC = Rules.preset("classic")


def _variants() -> list[tuple[Rules, int]]:
    """Every preset at each of its player counts (up to 6), and classic with each variant field flipped."""
    out = []
    for name in Rules.presets():
        rules = Rules.preset(name)
        for n in rules.players:
            if n <= 6:
                out.append((rules, n))
    for change in (
        {"capture_rule": "fifteen"}, {"ace_takes_all": True}, {"primiera": "top_four"},
        {"primiera": "most_sevens"}, {"primiera": "off"}, {"ties_award_all": True}, {"re_bello": True},
        {"napola": True}, {"capture_mandatory": False}, {"scopa_on_final_play": True},
        {"direction": "clockwise"}, {"ace_takes_all": True, "ace_takes_all_with_ace": True},
        {"fewest_cards_capture": True},
    ):
        out.append((dataclasses.replace(CLASSIC, **change), 2))
    out.append((dataclasses.replace(CLASSIC, deal="scopone", players=(4,)), 4))
    return out


def _play_hand(rules: Rules, players: int, levels: list[str], seed: int, max_moves: int = 99,
               late: list[str] | None = None) -> Game:
    """Play up to `max_moves` of a hand; with `late`, those levels take over once the stock is gone."""
    bots = [make_bot(levels[s % len(levels)], seed=s) for s in range(players)]
    game = Game.new(rules, players, seed=seed)
    for _ in range(max_moves):
        if game.is_over:
            break
        seat = game.to_move
        if late and not game.stock and sum(map(len, game.hands)) <= players + 1:
            bots = [make_bot(late[s % len(late)], seed=s) for s in range(players)]
        if bots[seat].declares(game.observation(seat)):
            game = game.declare()  # cirulla: a declared matta then plays as its declared rank
        move = bots[seat].choose(game.observation(seat))
        assert move in game.legal_moves(), (bots[seat], move, game)
        game = game.play(move)
    return game


def test_levels_are_listed_weakest_first_and_unknown_levels_are_refused():
    assert BOT_LEVELS == ["random", "easy", "medium", "hard", "expert"]
    assert "benchmark" not in BOT_LEVELS and make_bot("benchmark").level == "benchmark"  # hidden, still made
    with pytest.raises(ValueError, match="levels are"):
        make_bot("grandmaster")


@pytest.mark.parametrize(("rules", "players"), _variants(), ids=lambda v: getattr(v, "name", str(v)))
def test_every_level_plays_only_legal_moves(rules, players):
    # Cheap levels play a whole hand; the search levels its last round (full deals are played below).
    _play_hand(rules, players, ["random", "easy", "medium"], seed=3)
    game = _play_hand(rules, players, ["medium"], seed=4, late=["hard", "expert"])
    assert game.is_over


def test_search_levels_play_a_whole_hand_at_four_players():
    game = _play_hand(CLASSIC, 4, ["hard", "medium", "expert", "easy"], seed=5)
    assert game.is_over


def test_a_seeded_bot_replays_its_moves():
    for level in ("easy", "medium", "hard"):
        runs = []
        for _ in range(2):
            bot = make_bot(level, seed="s")
            other = make_bot("medium", seed=1)
            game = Game.new(CLASSIC, 2, seed=11)
            moves = []
            while not game.is_over and len(moves) < 14:
                b = bot if game.to_move == 0 else other
                move = b.choose(game.observation(game.to_move))
                moves.append(str(move))
                game = game.play(move)
            runs.append(moves)
        assert runs[0] == runs[1], level


def _redeal_hidden(game: Game, seat: int, rng: random.Random) -> Game:
    """The same game as `seat` sees it, with every card hidden from it dealt differently (a declared
    hand, face up, stays where it is)."""
    data = game.to_dict()
    others = [s for s in range(game.players) if s != seat]
    shown = [{str(c) for c in game.revealed[s]} for s in range(game.players)]
    hidden = [c for s in others for c in data["hands"][s] if c not in shown[s]] + data["stock"]
    rng.shuffle(hidden)
    pos = 0
    for s in others:
        size = len(data["hands"][s]) - len(shown[s])
        data["hands"][s] = [c for c in data["hands"][s] if c in shown[s]] + hidden[pos:pos + size]
        pos += size
    data["stock"] = hidden[pos:]
    return Game.from_dict(data)


def _check_observation_alone(level: str, game: Game, rng: random.Random) -> None:
    seat = game.to_move
    others = [_redeal_hidden(game, seat, rng) for _ in range(3)]
    assert any(o.hands != game.hands or o.stock != game.stock for o in others)
    expected = make_bot(level, seed=99).choose(game.observation(seat))
    for other in others:
        assert other.observation(seat) == game.observation(seat)
        assert make_bot(level, seed=99).choose(other.observation(seat)) == expected


@pytest.mark.parametrize("level", BOT_LEVELS[1:] + HIDDEN_LEVELS)
def test_bots_decide_from_the_observation_alone(level):
    rng = random.Random(7)
    for players, seed in ((2, 21), (4, 22)):
        _check_observation_alone(level, _play_hand(CLASSIC, players, ["medium"], seed=seed, max_moves=5), rng)


@pytest.mark.parametrize("level", BOT_LEVELS[1:] + HIDDEN_LEVELS)
@pytest.mark.parametrize("preset", [p for p in Rules.presets() if p != "classic"])
def test_bots_decide_from_the_observation_alone_under_every_preset(level, preset):
    # Under every preset (Cirulla's declared hands face up included), a re-deal of what the seat cannot
    # see changes nothing: the search levels sample the hidden cards from the observation only.
    rules = Rules.preset(preset)
    players = rules.players[-1]
    game = _play_hand(rules, players, ["medium"], seed=31, max_moves=players + 1)
    if preset == "cirulla":  # two hands declared face up, one with the matta standing for a five
        assert game.revealed[0] and game.revealed[1] and game.to_move == 2
    _check_observation_alone(level, game, random.Random(preset))


def test_medium_takes_the_settebello():
    game = Game.from_position(CLASSIC, [["7s", "5b", "9c"], ["1b", "2b", "3b"]], ["7d", "2c", "10b"],
                              stock=[str(c) for c in Card.deck(CLASSIC)[20:24]])
    move = make_bot("medium", seed=1).choose(game.observation(0))
    assert Card.parse("7d") in move.capture


def test_medium_does_not_leave_a_sweepable_table():
    # Trailing the 5 would leave 2+5 = 7 on the table for any unseen seven to sweep.
    game = Game.from_position(CLASSIC, [["5s", "10b", "9c"], ["1b", "2b", "3b"]], ["2c"],
                              stock=["7c", "7b", "4d", "4c"])
    move = make_bot("medium", seed=1).choose(game.observation(0))
    assert not move.capture and move.card != Card.parse("5s")


def _minimax(game: Game, side: int) -> int:
    """Exact value (my points minus theirs) of a two-player hand, straight through the engine."""
    if game.is_over:
        s = game.score()
        return s[side].total - s[1 - side].total
    values = [_minimax(game.play(m), side) for m in game.legal_moves()]
    return max(values) if game.sides[game.to_move] == side else min(values)


@pytest.mark.parametrize("level", ["hard", "benchmark"])
def test_search_levels_solve_a_known_endgame_exactly(level):
    rng = random.Random(3)
    deck = Card.deck(CLASSIC)
    for _ in range(12):
        rng.shuffle(deck)
        hands = [deck[0:3], deck[3:6]]
        table = deck[6:6 + rng.randint(1, 4)]
        rest = deck[6 + len(table):]
        cut = rng.randint(5, len(rest) - 5)
        game = Game.from_position(CLASSIC, hands, table, (), 0, [rest[:cut], rest[cut:]], [0, 0], 1)
        move = make_bot(level, seed=1).choose(game.observation(0))
        best = _minimax(game, 0)
        assert _minimax(game.play(move), 0) == best


def test_a_sampled_cirulla_deal_keeps_declared_hands_their_points_and_the_matta():
    # Seat 0 declared a tris with the matta (7 of cups standing for a five), seat 1 a cirulla; seat 2 sees both.
    game = _play_hand(Rules.preset("cirulla"), 4, ["medium"], seed=31, max_moves=5)
    seat = game.to_move
    obs = game.observation(seat)
    st = observation_setting(obs)
    assert sim.supported(obs.rules)  # Shark and Maestro search Cirulla now
    for k in range(4):
        world = knowledge.sample_world(obs, st, knowledge.unseen_ids(obs), [set()] * 4, random.Random(k))
        for s in (0, 1):
            assert set(map(int, game.revealed[s])) <= set(world.hands[s])
        assert [len(h) for h in world.hands] == [len(h) for h in game.hands]
        assert world.bonus == [10, 3] and world.matta_rank == 5
        # On a table of 3 and 2 the matta, a five, takes both (a seven would take nothing).
        probe = _to_move(world, 0)
        probe.table = [int(Card.parse("3b")), int(Card.parse("2s"))]
        matta = sorted(idx for card, idx in sim.moves(probe) if card == int(Card.parse("7c")))
        five = sorted(idx for card, idx in sim.moves(probe) if card == int(Card.parse("5d")))
        assert matta == five == [(0, 1)]
        # The playouts' greedy move (hard's search) is a legal one: a matta playing as a seven would take the 7.
        val = policy.card_values(obs.rules)
        probe.table.append(int(Card.parse("7s")))
        assert policy.greedy(probe, val) in sim.moves(probe)
        line = world.copy()
        while not line.over:
            move = policy.greedy(line, val)
            assert move in sim.moves(line)
            sim.play(line, *move)


def _to_move(state: sim.State, seat: int) -> sim.State:
    moved = state.copy()
    moved.to_move = seat
    return moved


def test_round_plays_counts_cards_since_the_deal():
    game = Game.new(CLASSIC, 2, seed=1)
    bot = make_bot("easy", seed=1)
    for played in range(8):
        assert round_plays(game.observation(game.to_move)) == played % 6
        game = game.play(bot.choose(game.observation(game.to_move)))


def test_match_win_table_is_sane():
    table = win_table(11, tuple(sorted(HAND_POINTS.items())))
    assert abs(table[(0, 0)] - 0.5) < 1e-9
    assert abs(table["tie"] - 0.5) < 1e-9
    assert table[(10, 0)] > 0.95 > table[(5, 5)] + 0.4
    assert all(table[(a + 1, b)] >= table[(a, b)] for a in range(10) for b in range(11))


def test_a_match_aware_bot_plays_a_match():
    # Totals far from even change what the expert plays for; it must still play only legal moves.
    data = Match.new(CLASSIC, 2, seed=3).to_dict()
    data["totals"] = [9, 2]
    match = Match.from_dict(data)
    bots = [make_bot("expert", seed=1), make_bot("medium", seed=2)]
    for _ in range(6):
        seat = match.game.to_move
        move = bots[seat].choose(match.game.observation(seat), match.totals)
        assert move in match.game.legal_moves()
        match = match.play(move)
    assert len(match.game.history) == 6


def test_a_tiny_duel_runs_paired_matches():
    result = run_duel("medium", "random", matches=2, seed=1)
    assert result.matches == 2 and result.wins_a + result.wins_b == 2
    assert result.hands >= 2 and result.ms_a and result.ms_b
    team = run_duel("easy", "random", matches=2, seed=1, players=4)
    assert team.matches == 2

def _state(hands, piles, stock) -> sim.State:
    """A two-player position on card ids, from card names (the table empty)."""
    st = observation_setting(Game.new(CLASSIC, 2, seed=1).observation(0))
    ids = [[int(Card.parse(c)) for c in group] for group in hands]
    return sim.State(st, ids, [], [int(Card.parse(c)) for c in stock],
                     [[int(Card.parse(c)) for c in p] for p in piles], [0, 0], 0, 0)


def test_the_race_judge_scores_a_finished_hand_exactly():
    from scopa_desktop.bots import policy, race

    for seed in range(40):
        game = Game.new(CLASSIC, 2, seed=seed)
        obs = game.observation(0)
        state = sim.State(observation_setting(obs), [[int(c) for c in h] for h in game.hands],
                          [int(c) for c in game.table], [int(c) for c in game.stock], [[], []], [0, 0], -1, 0)
        judge = race.RaceJudge(state, 0)
        assert judge.value(state) == 0.0  # nothing taken yet: an even hand
        policy.rollout(state, policy.card_values(CLASSIC))
        points = sim.totals(state)
        assert judge.value(state) == pytest.approx(points[0] - points[1])


def test_a_race_counts_only_while_it_is_open():
    from scopa_desktop.bots import race

    assert race.race(10, 0) == 0.0 and race.race(0, 2) == 1.0 and race.race(4, 5) == 1.0
    assert race.race(10, 2) == pytest.approx(-race.race(10, -2))
    assert race.race(20, 1) < race.race(20, 3) < race.race(10, 3)
    # Coins: taking the 4 of coins is worth more at 5-4 (the race is open) than at 6-0 (it is won).
    stock = ["7d", "1c", "2c", "3c"]
    close = _state([["4d"], ["5c"]], [["1d", "2d", "3d", "5d"], ["6d", "8d", "9d", "10d"]], stock)
    won = _state([["4d"], ["5c"]], [["1d", "2d", "3d", "5d", "6d", "8d"], ["9d", "10d"]], stock)
    gains = []
    for st in (close, won):
        judge = race.RaceJudge(st, 0)
        before = judge.value(st)
        st.piles[0].append(st.hands[0].pop())
        gains.append(judge.value(st) - before)
    assert gains[0] > gains[1] + 0.2


def test_every_level_declares_a_hand_that_scores_and_only_then():
    rules = Rules.preset("cirulla")
    for seed in range(300):
        game = Game.new(rules, 2, seed=seed)
        if game.declaration is not None:
            break
    else:
        pytest.fail("no declaration in 300 deals")
    seat = game.to_move
    for level in BOT_LEVELS:
        bot = make_bot(level, seed=1)
        assert bot.declares(game.observation(seat))
        assert not bot.declares(game.declare().observation(seat))  # declared already
        assert not bot.declares(game.observation(1 - seat))  # not its turn
    hidden = Game.from_position(rules, [["6d", "8s", "9b"], ["10c", "10s", "8b"]], ["2c"], stock=["6c", "6s"])
    assert not make_bot("medium", seed=1).declares(hidden.observation(0))  # nothing to declare


def test_bot_matches_declare_cirulla_hands():
    rules = Rules.preset("cirulla")
    declared = 0
    for seed in range(3):
        match, _ = play_match(rules, 2, [make_bot("random", seed=1), make_bot("easy", seed=2)], seed)
        declared += sum(1 for hand in match.history for score in hand for name, _ in score.bonuses
                        if name in ("cirulla", "tris"))
    assert declared > 0


# -- the node budget: hard and expert think within a fixed count of nodes a move -------------------------
def _eight_player_position() -> Game:
    """An eight-player position where the unbudgeted expert took 35 s a move (found by the path walk)."""
    rules = dataclasses.replace(Rules.preset("eight_players"), capture_mandatory=False,
                                capture_rule="match_sum_or_fifteen", re_bello=True, redeal_aces=2)
    hands = [["12c", "2d", "10b"], ["8d", "5b", "6s"], ["3s", "4s"], ["5d", "2s"], ["6d", "9b"],
             ["13c", "8c", "4c"], ["10c", "1d", "3c"], ["7d", "9d", "13d"]]
    table = ["1b", "3b", "8s", "11d", "2c"]
    captured = [[], [], [], [], ["13b", "13s"], [], [], []]
    used = {c for group in (*hands, table, *captured) for c in group}
    stock = [str(c) for c in Card.deck(rules) if str(c) not in used]
    return Game.from_position(rules, hands, table, stock, to_move=1, captured=captured)


def _scopone_opening() -> Game:
    return Game.new(Rules.preset("scopone"), 4, seed=3)


def _four_player_endgame() -> Game:
    """Classic at four players, stock empty, two cards each: the search levels solve it exactly."""
    hands = [["7d", "3s"], ["5b", "9c"], ["2c", "6s"], ["10b", "4d"]]
    table = ["1c", "8s"]
    used = {c for group in (*hands, table) for c in group}
    rest = [str(c) for c in Card.deck(CLASSIC) if str(c) not in used]
    return Game.from_position(CLASSIC, hands, table, (), 0, [rest[:14], rest[14:]], [1, 0], 2)


def _budgeted(level: str, nodes: int, seed: str = "b"):
    bot = make_bot(level, seed=seed)
    bot.config = dataclasses.replace(bot.config, nodes=nodes)
    if hasattr(bot, "scopone_config"):  # the expert's settings at the Scopone table
        bot.scopone_config = dataclasses.replace(bot.scopone_config, nodes=nodes)
    return bot


@pytest.mark.parametrize("level", ["hard", "expert"])
@pytest.mark.parametrize("position", [_scopone_opening, _eight_player_position, _four_player_endgame])
def test_search_levels_spend_no_more_than_their_node_budget(level, position):
    game = position()
    obs = game.observation(game.to_move)
    for nodes in (1_500, 4_000):
        bot = _budgeted(level, nodes)
        move = bot.choose(obs)
        assert move in game.legal_moves()
        assert 0 < bot.last_nodes <= nodes
    # The shipped budgets are what the levels spend at most, in the positions that once took seconds.
    if position is not _scopone_opening or level == "hard":
        bot = make_bot(level, seed="b")
        bot.choose(obs)
        assert 0 < bot.last_nodes <= bot.config.nodes


def test_the_expert_spends_its_whole_budget_on_ten_card_hands_and_deepens_within_it():
    from scopa_desktop.bots import knowledge, policy, race, sim, trees

    game = _scopone_opening()
    obs = game.observation(game.to_move)
    bot = _budgeted("expert", 3_000)
    bot.choose(obs)
    assert bot.last_nodes > 2_000  # the budget, not the depth, is what stops a ten-card search
    st = knowledge.observation_setting(obs)
    world = knowledge.sample_world(obs, st, knowledge.unseen_ids(obs), [set()] * 4, random.Random(1))
    moves = sim.moves(world)
    side = obs.sides[obs.seat]
    shallow = trees.Shallow(world, side, policy.card_values(obs.rules), race.RaceJudge(world, side))
    small = shallow.deepen(world, moves, 5, 50)
    large = shallow.deepen(world, moves, 5, 2_000)
    assert small[0] is not None and large[0] is not None and 1 <= small[1] < large[1] <= 5
    assert shallow.deepen(world, moves, 5, 3)[0] is None  # not even one ply fits: nothing to judge by


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_a_budgeted_bot_is_deterministic_for_a_seed(level):
    for position in (_scopone_opening, _eight_player_position):
        obs = position().observation(position().to_move)
        runs = []
        for _ in range(2):
            bot = _budgeted(level, 2_500, seed="same")
            runs.append((bot.choose(obs), bot.last_nodes))
        assert runs[0] == runs[1]


def test_the_budget_does_not_bite_at_two_players_classic():
    # The expert's strength at two players must not change: the same move as with no limit at all.
    for seed in range(6):
        game = _play_hand(CLASSIC, 2, ["medium"], seed=seed, max_moves=2 + 5 * seed)
        obs = game.observation(game.to_move)
        budgeted = make_bot("expert", seed=seed)
        unlimited = _budgeted("expert", 1 << 40, seed=seed)
        assert budgeted.choose(obs) == unlimited.choose(obs)
        assert budgeted.last_nodes == unlimited.last_nodes < budgeted.config.nodes

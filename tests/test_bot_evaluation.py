"""The expert's learned leaf judgement (evaluation.py), its training script, and reading the other players
(reading.py)."""

from __future__ import annotations

import importlib.util
import json
import random
from pathlib import Path

import pytest

from scopa_desktop.bots import evaluation, knowledge, race, reading, search, sim
from scopa_desktop.engine import Card, Game, Rules

CLASSIC = Rules.preset("classic")
ROOT = Path(__file__).resolve().parent.parent


def _world(seed: int, players: int = 2, plays: int = 0) -> sim.State:
    game = Game.new(CLASSIC, players, seed=seed)
    obs = game.observation(0)
    st = knowledge.observation_setting(obs)
    s = knowledge.sample_world(obs, st, knowledge.unseen_ids(obs), [set()] * players, random.Random(seed))
    rng = random.Random(seed)
    for _ in range(plays):
        card, idx = rng.choice(sim.moves(s))
        sim.play(s, card, idx)
    return s


def _load_train_eval():
    spec = importlib.util.spec_from_file_location("train_eval", ROOT / "scripts" / "make" / "train_eval.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("players", [2, 4])
def test_features_are_the_same_position_seen_from_the_other_side(players):
    for seed, plays in ((1, 0), (2, 7), (3, 20), (4, 31)):
        s = _world(seed, players, plays)
        mine = evaluation.features(s, race.RaceJudge(s, 0))
        theirs = evaluation.features(s, race.RaceJudge(s, 1))
        assert len(mine) == len(evaluation.FEATURES)
        assert mine == pytest.approx([-x for x in theirs])


def test_features_see_the_settebello_and_the_sevens_in_hand():
    s = _world(5)
    bello = Card(7, "d")
    holder = next((seat for seat, hand in enumerate(s.hands) if int(bello) in hand), None)
    names = evaluation.FEATURES
    f = evaluation.features(s, race.RaceJudge(s, 0))
    sevens = sum(1 for c in s.hands[0] if sim.RANK[c] == 7) - sum(1 for c in s.hands[1] if sim.RANK[c] == 7)
    assert f[names.index("held_sevens")] == sevens
    expected = 0.0 if holder is None else (1.0 if holder == 0 else -1.0)
    assert f[names.index("held_settebello")] == expected


def test_the_shipped_weights_load_for_every_table_size_and_favour_holding_the_settebello():
    for players in (2, 3, 4, 6, 8):
        weights = evaluation.shipped_weights(players)
        assert weights is not None and len(weights) == evaluation.STAGES
        assert all(len(w) == len(evaluation.FEATURES) for w in weights)
    # The settebello already taken is worth about its point at every stage.
    at = evaluation.FEATURES.index("settebello")
    assert all(0.7 < w[at] < 1.3 for w in evaluation.shipped_weights(2))


def test_a_bad_weights_file_is_refused_and_the_race_judges_instead(tmp_path):
    bad = tmp_path / "w.json"
    assert evaluation.load_weights(bad) == {}  # missing
    bad.write_text("{not json", encoding="utf-8")
    assert evaluation.load_weights(bad) == {}
    bad.write_text(json.dumps({"features": ["other"], "weights": {"2": [[1.0]] * 3}}), encoding="utf-8")
    assert evaluation.load_weights(bad) == {}
    good = {"features": list(evaluation.FEATURES), "weights": {"2": [[0.5] * len(evaluation.FEATURES)] * 3}}
    bad.write_text(json.dumps(good), encoding="utf-8")
    assert evaluation.load_weights(bad)["2"][0][0] == 0.5


def test_the_learned_judge_weighs_the_features_plus_the_scope_since_the_root():
    root = _world(6, 2, 4)
    weights = tuple(tuple(float(k + 1) for k in range(len(evaluation.FEATURES))) for _ in range(evaluation.STAGES))
    judge = evaluation.LearnedJudge(root, 0, weights)
    s = root.copy()
    s.scope[0] += 2
    expected = 2 + sum((k + 1) * f for k, f in enumerate(evaluation.features(s, judge)))
    assert judge.value(s) == pytest.approx(expected)


def test_the_learned_leaf_changes_the_expert_values_and_stays_deterministic():
    game = Game.new(CLASSIC, 2, seed=9)
    obs = game.observation(game.to_move)
    moves = obs.legal_moves()
    cfg = search.SearchConfig(depth=3, plies=0, min_worlds=4, max_worlds=4, leaf="learned")
    utility = search.side_utility(obs.sides[obs.seat], 2)
    learned = search.search_values(obs, cfg, random.Random(1), utility, moves)
    again = search.search_values(obs, cfg, random.Random(1), utility, moves)
    plain = search.search_values(obs, search.SearchConfig(depth=3, plies=0, min_worlds=4, max_worlds=4),
                                 random.Random(1), utility, moves)
    assert learned == again
    assert learned != plain


def test_training_fits_known_weights_and_its_chunks_are_deterministic():
    train = _load_train_eval()
    k = train.K
    truth = [0.1 * (i + 1) for i in range(k)]
    rng = random.Random(3)
    xtx = [[0.0] * k for _ in range(k)]
    xty = [0.0] * k
    for _ in range(600):
        x = [rng.uniform(-1, 1) for _ in range(k)]
        y = sum(a * b for a, b in zip(truth, x, strict=True))
        for i in range(k):
            for j in range(i, k):
                xtx[i][j] += x[i] * x[j]
            xty[i] += x[i] * y
    assert train.solve(xtx, xty) == pytest.approx(truth, abs=0.02)  # the ridge shrinks them a little
    first = train.generate((5, 3, 2, 8, "classic"))
    assert first == train.generate((5, 3, 2, 8, "classic"))
    assert first["hands"] == 3 and sum(first["n"]) + len(first["holdout"]) == 3 * 36
    scopone = train.generate((5, 2, 4, 8, "scopone_classico"))  # nine cards each and four on the table
    assert scopone["hands"] == 2 and sum(scopone["n"]) + len(scopone["holdout"]) == 2 * 36


def test_a_training_run_replaces_the_tables_it_fits_and_keeps_the_others(tmp_path):
    train = _load_train_eval()
    out = tmp_path / "w.json"
    assert train.main(["--hands", "4", "--chunk", "2", "--workers", "1", "--players", "2", "--out", str(out)]) == 0
    two = evaluation.load_weights(out)["2"]
    assert train.main(["--hands", "4", "--chunk", "2", "--workers", "1", "--players", "4", "--rules", "scopone",
                       "--out", str(out)]) == 0
    both = evaluation.load_weights(out)
    assert set(both) == {"2", evaluation.SCOPONE} and both["2"] == two


def test_reading_weighs_down_a_deal_where_the_player_passed_up_the_settebello():
    # Seat 1 took a plain 4 with a 4, leaving the settebello on the table: a deal where seat 1 held a seven
    # (and could have taken it) is less likely than one where it did not.
    st = sim.Setting(CLASSIC, 2, (0, 1), 3)
    plays = reading.RoundPlays.__new__(reading.RoundPlays)
    plays.st = st
    plays.val = evaluation.policy.card_values(CLASSIC)
    bello, four_table, four_hand = int(Card(7, "d")), int(Card(4, "c")), int(Card(4, "s"))
    plays.plays = [(1, four_hand, (four_table,), [bello, four_table])]

    def world(hand1: list[int]) -> sim.State:
        return sim.State(st, [[], hand1], [bello], [], [[], [four_table, four_hand]], [0, 0], 1, 0)

    with_seven = plays.likelihood(world([int(Card(7, "c")), int(Card(2, "c"))]))
    without = plays.likelihood(world([int(Card(3, "c")), int(Card(2, "c"))]))
    assert with_seven < without
    assert reading.normalised([with_seven, without]) == [pytest.approx(max(reading.FLOOR, with_seven / without)), 1]


def test_reading_reweighs_the_worlds_of_a_search_from_the_observation():
    # Mid-round at two players: the other seat has played since the deal, so its play is read.
    from scopa_desktop.bots import make_bot

    game = Game.new(CLASSIC, 2, seed=12)
    bots = [make_bot("medium", seed=s) for s in range(2)]
    for _ in range(3):
        game = game.play(bots[game.to_move].choose(game.observation(game.to_move)))
    obs = game.observation(game.to_move)
    st = knowledge.observation_setting(obs)
    plays = reading.RoundPlays(obs, st)
    assert [p[0] for p in plays.plays] == [1 - obs.seat] * len(plays.plays) and plays.plays
    moves = obs.legal_moves()
    utility = search.side_utility(obs.sides[obs.seat], 2)
    base = search.SearchConfig(depth=3, plies=0, min_worlds=8, max_worlds=8)
    read = search.SearchConfig(depth=3, plies=0, min_worlds=8, max_worlds=8, read=True)
    worlds = [knowledge.sample_world(obs, st, knowledge.unseen_ids(obs), knowledge.forbidden_ranks(obs, st),
                                     random.Random(k)) for k in range(8)]
    assert len({round(w, 9) for w in reading.normalised([plays.likelihood(w) for w in worlds])}) > 1
    assert search.search_values(obs, read, random.Random(2), utility, moves) != \
        search.search_values(obs, base, random.Random(2), utility, moves)
    assert search.search_values(obs, read, random.Random(2), utility, moves) == \
        search.search_values(obs, read, random.Random(2), utility, moves)


def test_a_round_horizon_stops_the_search_where_the_next_round_is_dealt():
    from scopa_desktop.bots import policy, trees

    val = policy.card_values(CLASSIC)
    differ = 0
    for seed in range(6):
        s = _world(seed, 2, 4)  # one card each left in hand, the stock still full: two plies to the deal
        assert [len(h) for h in s.hands] == [1, 1] and s.stock
        moves = sim.moves(s)
        judge = race.RaceJudge(s, s.st.sides[s.to_move])

        def values(depth: int, horizon: bool, s=s, moves=moves, judge=judge) -> list[float]:
            return trees.Shallow(s, judge.me, val, judge, horizon).deepen(s, moves, depth, 1 << 30)[0]

        assert values(6, True) == values(2, True)
        differ += values(6, False) != values(2, False)
    assert differ  # without the horizon the search reads the coming hands

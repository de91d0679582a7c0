"""Issue 20, Maestro's review: the history keeps every move, a finished match replays from its record,
and the review judges one seat's moves deterministically, with the right grade and reason."""

from __future__ import annotations

import dataclasses
import json
import pickle
import random
import shutil
from pathlib import Path

import pytest

from scopa_desktop.bots import bot_declares, make_bot, move_values
from scopa_desktop.engine import SETTEBELLO, Game, Match, Move, Rules
from scopa_desktop.review import (
    BLUNDER,
    FORCED,
    MatchReview,
    ReplayStep,
    analyse,
    can_replay,
    grade_of,
    judge,
    load_review,
    reason_for,
    replay,
    review_trend,
    reviewed_seat,
    store_review,
)
from scopa_desktop.review.analysis import margin
from scopa_desktop.storage import (
    DECLARE,
    HistoryStore,
    MoveLog,
    ResumeStore,
    ReviewCache,
    Seat,
    accuracy_trend,
    hand_moves,
    record_from_match,
    reviewable_seats,
)

OLD_HISTORY = Path(__file__).parent / "data" / "history_before_moves.jsonl"  # written by fd5565d, before moves
SEATS = [Seat("human", "Anna", ""), Seat("bot", "", "medium")]


def play_match(rules: Rules, seed: int, levels=("random", "random"), players: int = 2, choose=None):
    """A match played out by bots, fed to a MoveLog state by state as the table's saver is: (match, log)."""
    bots = [make_bot(levels[seat % len(levels)], seed=seed + seat) for seat in range(players)]
    match, log = Match.new(rules, players, seed=seed), MoveLog()
    while not match.is_over:
        bot = bots[match.game.to_move]
        match = bot_declares(bot, match)
        move = choose(match) if choose is not None else None
        match = match.play(move or bot.choose(match.game.observation(match.game.to_move)))
        log.observe(match)
    return match, log


def record_of(match, log, match_id="ab" * 16, seats=SEATS):
    return record_from_match(match, seats, date="2026-11-30T20:00:00+00:00", match_id=match_id,
                             moves=log.all_moves(match))


# -- what the history keeps ------------------------------------------------------------------------
def test_a_recorded_match_keeps_every_move_and_replays_to_its_totals(tmp_path):
    match, log = play_match(Rules.preset("classic"), seed=5)
    HistoryStore(tmp_path).append(record_of(match, log))
    (record,) = HistoryStore(tmp_path).load().records
    assert record.has_moves and can_replay(record)
    played = replay(record)
    assert played.final.totals == match.totals and played.final.winner == match.winner
    assert len(played.hands) == len(match.history) and all(hand.is_over for hand in played.hands)
    # Every card of every hand is a step: 40 dealt, minus the opening table's 4, per hand.
    assert len(played.steps) == 36 * len(match.history)
    assert played.hands[-1] == match.game  # the last hand replays to the very state played
    assert [step.text for step in played.hand_steps(0)] == list(record.hand_moves()[0])


def test_cirulla_declarations_are_kept_in_order_and_replay():
    rules = Rules.preset("cirulla")
    for seed in range(40):
        match, log = play_match(rules, seed, levels=("hard", "medium"))
        moves = log.all_moves(match)
        if any(DECLARE in hand for hand in moves):
            break
    else:
        pytest.fail("no bot declared in 40 Cirulla matches")
    record = record_of(match, log)
    played = replay(record)
    assert played.final.totals == match.totals
    declared = [step for step in played.steps if step.declared]
    assert declared and all(step.after.events[-1].kind in ("cirulla", "tris") for step in declared)


def test_undo_across_a_hands_end_keeps_the_hand_played_again():
    """The table may restore an earlier state (undo) after a hand ended: the log then holds the hand as it
    was played the second time."""
    rules = Rules.preset("classic")
    rng = random.Random(3)
    states, log = [Match.new(rules, 2, seed=8)], MoveLog()
    while not states[-1].history:
        states.append(states[-1].play(rng.choice(states[-1].game.legal_moves())))
        log.observe(states[-1])
    first = log.finished(states[-1])[0]
    # Back six moves (the table saves the restored state), then the hand played out another way.
    match = states[-7]
    log.observe(match)
    while not match.history:
        moves = match.game.legal_moves()
        match = match.play(moves[-1] if str(moves[-1]) not in first else moves[0])
        log.observe(match)
    again, hand_played = log.finished(match)[0], match.previous_game
    assert again == hand_moves(hand_played) and again != first
    assert again[:30] == first[:30]
    # Played on to the end, the match replays through the hand as played the second time.
    while not match.is_over:
        match = match.play(rng.choice(match.game.legal_moves()))
        log.observe(match)
    assert replay(record_of(match, log)).hands[0] == hand_played


def test_old_history_files_load_and_offer_no_review(tmp_path):
    home = tmp_path / "history"
    home.mkdir()
    shutil.copy(OLD_HISTORY, home / "matches.jsonl")
    loaded = HistoryStore(tmp_path).load()
    assert len(loaded.records) == 2 and not loaded.warnings
    for record in loaded.records:
        assert record.n_hands == 5 and not record.has_moves and not can_replay(record)
        with pytest.raises(ValueError, match="without its moves"):
            replay(record)
    assert reviewable_seats(loaded.records, "Anna") == []
    # Written back as read (no empty moves field added).
    assert "moves" not in loaded.records[0].to_dict()


def test_moves_that_do_not_replay_are_named(tmp_path):
    match, log = play_match(Rules.preset("classic"), seed=2)
    record = record_of(match, log)
    hands = record.hand_moves()
    hands[1][4] = "7x"
    broken = dataclasses.replace(record, moves="|".join(" ".join(h) for h in hands))
    with pytest.raises(ValueError, match=r"move 5 of hand 2 \('7x'\)"):
        replay(broken)
    hands = record.hand_moves()
    hands[0][0], hands[0][1] = hands[0][1], hands[0][0]  # played out of turn
    with pytest.raises(ValueError, match="move 1 of hand 1"):
        replay(dataclasses.replace(record, moves="|".join(" ".join(h) for h in hands)))
    with pytest.raises(ValueError, match="the record says"):
        replay(dataclasses.replace(record, totals=(0, 11), winner=1))
    # A damaged moves field in the file is refused by name, and the rest of the history still loads.
    data = record.to_dict()
    data["moves"] = 12
    with pytest.raises(ValueError, match="moves must be packed moves"):
        type(record).from_dict(data)


def test_a_continued_match_keeps_the_moves_of_its_earlier_hands(tmp_path):
    match, log = Match.new(Rules.preset("classic"), 2, seed=6), MoveLog()
    rng = random.Random(1)
    while len(match.history) < 2:
        match = match.play(rng.choice(match.game.legal_moves()))
        log.observe(match)
    ResumeStore(tmp_path).save(match, SEATS, match_id="cd" * 16, moves=log.finished(match))
    saved = ResumeStore(tmp_path).load().saved
    assert saved.moves == [list(hand) for hand in log.finished(match)]
    # Continued "after a restart": a new log from the save, played to the end.
    log2, match2 = MoveLog(saved.moves), saved.match
    while not match2.is_over:
        match2 = match2.play(rng.choice(match2.game.legal_moves()))
        log2.observe(match2)
    assert replay(record_of(match2, log2)).final.totals == match2.totals
    # A save from before moves were kept: the match is recorded without them (no review), not refused.
    ResumeStore(tmp_path).save(match, SEATS, match_id="cd" * 16)
    old = ResumeStore(tmp_path).load().saved
    assert old.moves is None and MoveLog(old.moves).all_moves(match2) is None
    assert not record_from_match(match2, SEATS, moves=MoveLog(old.moves).all_moves(match2)).has_moves
    # Damaged moves in the save cost the review only: the match itself is still continued.
    path = ResumeStore(tmp_path).path
    data = json.loads(path.read_text(encoding="utf-8"))
    path.write_text(json.dumps(dict(data, moves=["7d"])), encoding="utf-8")
    damaged = ResumeStore(tmp_path).load()
    assert damaged.saved.match == match and damaged.saved.moves is None and not damaged.warnings


def test_a_conceded_match_keeps_the_hand_in_play():
    rules = dataclasses.replace(Rules.preset("classic"), forfeit_seven_zero=True)
    rng = random.Random(0)
    for seed in range(200):
        match, log = Match.new(rules, 2, seed=seed), MoveLog()
        while not match.is_over and not any(match.can_concede(side) for side in (0, 1)):
            match = match.play(rng.choice(match.game.legal_moves()))
            log.observe(match)
        if not match.is_over:
            break
    else:
        pytest.fail("no 7-0 in 200 matches")
    match = match.concede(0 if match.can_concede(0) else 1)
    record = record_of(match, log)
    assert record.conceded and len(record.hand_moves()) in (record.n_hands, record.n_hands + 1)
    assert replay(record).final.totals == match.totals


# -- the review ----------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def reviewed_record():
    match, log = play_match(Rules.preset("classic"), seed=5, levels=("easy", "medium"))
    return record_of(match, log)


def test_the_review_is_deterministic_for_a_seed_and_plain_data(reviewed_record):
    seen = []
    first = analyse(reviewed_record, 0, worlds=24, seed=7, progress=lambda done, total: seen.append((done, total)))
    again = analyse(pickle.loads(pickle.dumps(reviewed_record)), 0, worlds=24, seed=7)
    assert first.to_dict() == again.to_dict()
    assert MatchReview.from_dict(json.loads(json.dumps(first.to_dict()))) == first
    mine = [s for s in replay(reviewed_record).steps if s.seat == 0 and not s.declared]
    assert [m.step for m in first.moves] == [s.index for s in mine]
    assert seen == [(i + 1, len(mine)) for i in range(len(mine))]
    other = analyse(reviewed_record, 0, worlds=24, seed=8)
    assert [m.played_value for m in other.moves] != [m.played_value for m in first.moves]
    assert 0 <= first.accuracy <= 100 and sum(first.counts().values()) == len(first.judged)
    # The curve ends at each finished hand on the real difference of the totals.
    ends = [p for p in first.curve if p.hand_end]
    played = replay(reviewed_record)
    assert [p.expected for p in ends] == [float(t[0] - t[1]) for t in map(played.totals_after, range(len(ends)))]


def test_a_move_with_no_choice_is_not_judged():
    game = Game.from_position(Rules(), hands=[["5c"], ["9b"]], table=["1s"], stock=[])
    step = ReplayStep(0, 0, 0, Move("5c"), game, game.play(Move("5c")), (0, 0))
    assert judge(step, worlds=10, seed=1).grade == FORCED


def missed_scopa_match():
    """A prepared blunder: a match of good bots, except that the person, the first time a scopa is on the
    table for them, lays a card down instead. (match, log, the step of that move)."""
    for seed in range(60):
        forced: list[int] = []

        def choose(match, forced=forced):
            game = match.game
            if game.to_move != 0 or forced:
                return None
            moves = game.legal_moves()
            sweeps = [m for m in moves if m.capture and len(m.capture) == len(game.table)]
            trails = [m for m in moves if not m.capture and m.card != SETTEBELLO]
            if sweeps and trails:
                forced.append(sum(36 for _ in match.history) + len(game.history))
                return trails[0]
            return None

        match, log = play_match(Rules.preset("classic"), seed, levels=("hard", "medium"), choose=choose)
        if forced:
            return match, log, forced[0]
    raise AssertionError("no scopa was ever on the table in 60 matches")


def test_the_worst_move_of_a_prepared_blunder_match_is_flagged():
    match, log, step = missed_scopa_match()
    review = analyse(record_of(match, log), 0, worlds=40, seed=1)
    worst = review.worst(1)[0]
    assert worst.step == step and worst.grade == "blunder" and worst.loss >= BLUNDER
    assert worst.reason == "missed_scopa" and worst.reason_key == "review_reasons.missed_scopa"
    assert len(Move.parse(worst.best).capture) > 0 and not Move.parse(worst.played).capture


@pytest.mark.parametrize("hand, table, played, best, reason", [
    (["7d", "2b"], ["3c", "4s"], "2b", "7d:3c+4s", "missed_scopa"),
    (["1d", "10s"], ["8c"], "1d", "10s", "opened_scopa"),  # 1 + 8: a hidden 9 sweeps
    (["5d", "9b"], ["2c", "10s"], "5d", "9b", "settebello_sum"),  # 2 + 5: the settebello takes them
    (["7s", "9b"], ["10s"], "7s", "9b", "settebello_open"),  # a 7 left for the settebello to take
    (["7d", "9b"], ["10s"], "7d", "9b", "left_settebello"),
    (["3s", "10b"], ["3d", "3c"], "3s:3c", "3s:3d", "fewer_coins"),
    (["5d", "9b"], ["10s"], "5d", "9b", "laid_coin"),
    (["1s", "9b"], ["10s"], "1s", "9b", "laid_primiera_card"),
    (["2s", "4c"], ["10b"], "2s", "4c", "endgame"),  # no stock left: the last cards decide
])
def test_reasons_name_what_the_played_move_gave_away(hand, table, played, best, reason):
    stock = [] if reason == "endgame" else ["4c", "4d"]
    game = Game.from_position(Rules.preset("classic"), hands=[hand, ["5s", "8b"]], table=table, stock=stock)
    name, params = reason_for(game.observation(0), Move.parse(played), Move.parse(best))
    assert name == reason and params["best"] == best


def test_move_values_use_only_the_observation():
    """Two games that differ only in the cards the seat cannot see give the same values."""
    rules = Rules.preset("classic")
    a = Game.from_position(rules, hands=[["7d", "2b", "9c"], ["5s", "8b", "1c"]], table=["3c", "4s"],
                           stock=["6d", "6c", "10b", "10s"])
    b = Game.from_position(rules, hands=[["7d", "2b", "9c"], ["6d", "6c", "10b"]], table=["3c", "4s"],
                           stock=["5s", "8b", "1c", "10s"])
    assert move_values(a.observation(0), worlds=30, seed=4) == move_values(b.observation(0), worlds=30, seed=4)
    with pytest.raises(ValueError, match="worlds"):
        move_values(a.observation(0), worlds=0, seed=1)


def test_grades_follow_the_thresholds():
    assert [grade_of(x) for x in (0.0, 0.24, 0.25, 0.6, 1.0, 3.0)] == \
        ["fine", "fine", "inaccuracy", "mistake", "blunder", "blunder"]


def test_reviewed_seat_is_the_persons(reviewed_record):
    assert reviewed_seat(reviewed_record) == 0
    bots = dataclasses.replace(reviewed_record, seats=(Seat("bot", "", "easy"), Seat("bot", "", "hard")))
    assert reviewed_seat(bots) is None
    with pytest.raises(ValueError, match="seat"):
        analyse(reviewed_record, 2, worlds=2)
    people = dataclasses.replace(reviewed_record, seats=(Seat("human", "Anna", ""), Seat("human", "Zoe", "")))
    assert reviewed_seat(people, 1) == 1  # ours at an online table, or the player the history shows
    assert reviewed_seat(reviewed_record, 1) == 0  # asked for a bot's seat: the person's


# -- kept with the match -------------------------------------------------------------------------------
def test_the_review_is_cached_and_a_stale_or_damaged_cache_is_ignored(tmp_path, reviewed_record):
    cache = ReviewCache(tmp_path)
    review = analyse(reviewed_record, 0, worlds=6, seed=1)
    assert load_review(cache, review.match_id, 0, worlds=6, seed=1) is None
    assert store_review(cache, review)
    assert load_review(cache, review.match_id, 0, worlds=6, seed=1) == review
    assert load_review(cache, review.match_id, 0, worlds=7, seed=1) is None  # made with other deals
    path = cache.path(review.match_id, 0)
    path.write_text('{"version": 1, "seat": 0, "worlds": 6, "seed": 1, "moves": "x"}', encoding="utf-8")
    assert load_review(cache, review.match_id, 0, worlds=6, seed=1) is None  # the right key, damaged body
    path.write_text("{not json", encoding="utf-8")
    assert load_review(cache, review.match_id, 0, worlds=6, seed=1) is None
    assert cache.path("../etc", 0) is None and not cache.save("", 0, {})  # old records have no usable id


def test_the_accuracy_trend_follows_the_last_reviewed_matches(tmp_path, reviewed_record):
    cache = ReviewCache(tmp_path)
    records = [dataclasses.replace(reviewed_record, match_id=f"{i:032x}", date=f"2026-11-{i + 1:02d}")
               for i in range(4)]
    for i, record in enumerate(records[:3]):
        cache.save(record.match_id, 0, {"accuracy": 50.0 + i, "version": 1})
    seats = reviewable_seats(records, "anna")
    assert seats == [(r.match_id, 0) for r in records]
    trend = accuracy_trend(records, "Anna", cache.accuracies(seats, {"version": 1}), last=2)
    assert [(p.match_id, p.accuracy) for p in trend] == [(records[1].match_id, 51.0), (records[2].match_id, 52.0)]
    assert all(p.won == (reviewed_record.winner == 0) for p in trend)
    # Through the review: only reviews of this version count, whatever their deals.
    store_review(cache, analyse(records[3], 0, worlds=2, seed=5))
    cache.save(records[0].match_id, 0, {"accuracy": 10.0, "version": 99})
    assert [p.match_id for p in review_trend(cache, records, "Anna")] == [r.match_id for r in records[1:]]


def test_the_background_job_reports_progress_then_the_review(reviewed_record):
    """run_analysis_job in this process (the same function a multiprocessing.Process runs): plain data out."""
    import queue as queues

    from scopa_desktop.review import analysis_job, run_analysis_job

    answers: queues.Queue = queues.Queue()
    job = analysis_job(reviewed_record, 0, worlds=4, seed=3)
    run_analysis_job(pickle.loads(pickle.dumps(job)), answers)
    items = [answers.get_nowait() for _ in range(answers.qsize())]
    assert items[-1][0] == "done" and all(item[0] == "progress" for item in items[:-1])
    assert MatchReview.from_dict(items[-1][1]) == analyse(reviewed_record, 0, worlds=4, seed=3)
    broken = dict(job, record=dict(job["record"], moves="7x"))
    run_analysis_job(broken, answers)
    assert answers.get_nowait()[0] == "failed"


@pytest.mark.parametrize("language", ["en", "it"])
def test_every_grade_and_reason_is_said_in_both_languages(language):
    from scopa_desktop.i18n import Translator
    from scopa_desktop.i18n.locales import load_flat
    from scopa_desktop.review import GRADES
    from scopa_desktop.review.reasons import _CHECKS

    tr = Translator(language)
    reasons = [name for name, _ in _CHECKS] + ["settebello_sum", "better_odds"]
    for key in [f"review_reasons.{name}" for name in reasons] + [f"review_grades.{g}" for g in (*GRADES, FORCED)]:
        text = tr.t(key, n=1, best_n=2)
        assert key in load_flat(language) and "{" not in text, key  # its own, not English standing in
    if language == "it":
        assert tr.t("review_reasons.fewer_coins", n=1, best_n=3) == "hai preso 1 denaro quando potevi prenderne 3"


def test_the_analysis_stops_when_asked(reviewed_record):
    from scopa_desktop.review import AnalysisCancelled

    seen: list[int] = []
    with pytest.raises(AnalysisCancelled):
        analyse(reviewed_record, 0, worlds=2, progress=lambda done, total: seen.append(done),
                cancel=lambda: len(seen) >= 3)
    assert seen == [1, 2, 3]


@pytest.mark.parametrize("preset, players",
                         [(name, n) for name in Rules.presets() for n in Rules.preset(name).players])
def test_every_rule_set_replays_from_its_record(preset, players):
    seats = [SEATS[0]] + [Seat("bot", "", "random")] * (players - 1)
    match, log = play_match(Rules.preset(preset), 1, levels=("medium", "random"), players=players)
    played = replay(record_of(match, log, seats=seats))
    assert played.final.totals == match.totals and played.hands[-1] == match.game


@pytest.mark.parametrize("preset, players", [("scopone", 4), ("cirulla", 2), ("escoba", 3)])
def test_the_review_judges_partnerships_and_variants(preset, players):
    seats = [SEATS[0]] + [Seat("bot", "", "random")] * (players - 1)
    match, log = play_match(Rules.preset(preset), 2, levels=("medium", "random"), players=players)
    review = analyse(record_of(match, log, seats=seats), 0, worlds=2, seed=1)
    assert review.judged and all(m.loss >= 0 for m in review.moves)
    side = match.rules.sides_for(players)[0]
    assert review.curve[-1].hand_end and review.curve[-1].expected == float(margin(match.totals, side))

"""Match history: records from real matches, safe appends, damaged lines and files, and the statistics."""

from __future__ import annotations

import dataclasses
import json
import os
from datetime import UTC, datetime

import pytest

from scopa_desktop.engine import HandScore, Match, Rules
from scopa_desktop.storage import Seat
from scopa_desktop.storage.history import HistoryStore, encode_records, record_from_match
from scopa_desktop.storage.history_stats import human_names, player_stats
from scopa_desktop.storage.records import (
    MatchRecord,
    decode_hand_score,
    encode_hand_score,
    pack_hands,
    per_side_sum,
)

SEATS = [{"kind": "human", "name": "Anna", "level": ""}, {"kind": "bot", "name": "Giulia", "level": "hard"}]


def finished_match(seed: int = 1, preset: str = "classic", players: int = 2) -> Match:
    match = Match.new(Rules.preset(preset), players, seed=seed)
    while not match.is_over:
        moves = match.game.legal_moves()
        match = match.play(moves[len(match.game.history) % len(moves)])
    return match


# -- records ----------------------------------------------------------------------------------------------
def test_record_from_a_real_match():
    match = finished_match(seed=11)
    date = datetime(2026, 11, 29, 20, 30, tzinfo=UTC)
    record = record_from_match(match, SEATS, date=date)
    assert record.version == 1 and record.date == "2026-11-29T20:30:00+00:00"
    assert record.seed == match.seed and record.players == 2
    assert record.seats == (Seat("human", "Anna"), Seat("bot", "Giulia", "hard")) and record.sides == (0, 1)
    assert record.preset == "classic" and record.options == Rules.preset("classic").to_dict()
    assert record.hand_scores() == [[s.to_dict() for s in hand] for hand in match.history]
    rebuilt = [tuple(HandScore.from_dict(s) for s in hand) for hand in record.hand_scores()]
    assert rebuilt == list(match.history)
    assert record.totals == match.totals and record.winner == match.winner
    assert record.conceded is False
    assert record.scopas == tuple(sum(h[side].scope for h in match.history) for side in (0, 1))
    assert record.settebello == tuple(sum(h[side].settebello for h in match.history) for side in (0, 1))
    assert sum(record.settebello) == len(match.history)  # the settebello goes to someone every hand
    assert record.running_scores()[-1] == list(match.totals)
    # The stored shape is the one history files have always had, and it reads back to the same record.
    data = json.loads(json.dumps(record.to_dict()))
    assert list(data) == ["v", "date", "seed", "players", "seats", "rules", "hands", "n_hands", "totals",
                          "winner", "conceded", "scopas", "settebello"]
    assert data["seats"] == [
        {"name": "Anna", "kind": "human", "level": "", "side": 0},
        {"name": "Giulia", "kind": "bot", "level": "hard", "side": 1},
    ]
    assert data["rules"] == {"preset": "classic", "options": Rules.preset("classic").to_dict()}
    assert data["totals"] == list(match.totals) and isinstance(data["hands"], str)
    assert MatchRecord.from_dict(data) == record


def test_record_partnerships_sides():
    match = finished_match(seed=2, players=4)
    seats = [{"kind": "human", "name": f"P{i}", "level": ""} for i in range(4)]
    record = record_from_match(match, seats)
    assert record.sides == (0, 1, 0, 1)
    assert len(record.totals) == 2
    assert datetime.fromisoformat(record.date).utcoffset() is not None  # default date: now, ISO with offset


def test_record_refuses_unfinished_match_and_wrong_seats():
    with pytest.raises(ValueError, match="finished"):
        record_from_match(Match.new(Rules.preset("classic"), 2, seed=1), SEATS)
    with pytest.raises(ValueError, match="seat"):
        record_from_match(finished_match(), SEATS[:1])


def test_record_of_a_conceded_match():
    rules = dataclasses.replace(Rules.preset("classic"), forfeit_seven_zero=True)
    data = Match.new(rules, 2, seed=0).to_dict()
    data["totals"] = [0, 8]  # a position where side 0 may concede
    match = Match.from_dict(data)
    assert match.can_concede(0)
    record = record_from_match(match.concede(0), SEATS)
    assert record.conceded is True and record.winner == 1 and record.totals == (0, 8)
    assert record.hand_scores() == [] and record.n_hands == 0 and record.scopas == (0, 0)


# -- the store --------------------------------------------------------------------------------------------
def test_append_and_load(tmp_path):
    store = HistoryStore(tmp_path)
    assert store.load().records == []
    assert not store.directory.exists()  # reading created nothing
    records = [record_from_match(finished_match(seed), SEATS) for seed in (1, 2, 3)]
    for record in records:
        assert store.append(record) == []
    assert store.path == tmp_path / "history" / "matches.jsonl"
    lines = store.path.read_bytes().splitlines()
    assert len(lines) == 4  # the classic rule set once, then three matches referring to it
    assert b'"rules_id"' in lines[0] and all(b'"rules_id"' not in line for line in lines[1:])
    loaded = store.load()
    assert loaded.records == records and loaded.warnings == []


def test_rule_sets_are_written_once_per_session_and_restored(tmp_path):
    first = record_from_match(finished_match(1), SEATS)
    beginner = record_from_match(finished_match(2, preset="beginner"), SEATS)
    store = HistoryStore(tmp_path)
    store.append(first)
    store.append(beginner)
    store.append(first)
    assert store.path.read_bytes().count(b'"rules_id"') == 2
    later = HistoryStore(tmp_path)  # a new session that appends without loading first
    later.append(first)
    assert later.path.read_bytes().count(b'"rules_id"') == 3  # a harmless repeat
    loaded = HistoryStore(tmp_path).load()
    assert loaded.records == [first, beginner, first, first] and loaded.warnings == []
    assert loaded.records[1].options["primiera"] == "most_sevens"
    again = HistoryStore(tmp_path)
    again.load()
    again.append(beginner)  # known after a load: no new definition line
    assert again.path.read_bytes().count(b'"rules_id"') == 3


def make_data(winner: int, level: str = "easy", preset: str = "classic", name: str = "Anna",
              hands: list | None = None) -> dict:
    """A match line as stored (rules inline), for hand-built histories."""
    if hands is None:
        hands = [[{"total": 11 if winner == 0 else 3, "scope": 1, "settebello": 1},
                  {"total": 3 if winner == 0 else 11, "scope": 0, "settebello": 0}]]
    stored = [[encode_hand_score(score) for score in hand] for hand in hands]
    return {
        "v": 1, "date": "2026-01-01T00:00:00+00:00", "seed": 1, "players": 2,
        "seats": [{"name": name, "kind": "human", "level": "", "side": 0},
                  {"name": "Bot", "kind": "bot", "level": level, "side": 1}],
        "rules": {"preset": preset, "options": {}}, "hands": pack_hands(hands), "n_hands": len(hands),
        "totals": per_side_sum(stored, "total", 2),
        "winner": winner, "conceded": False,
        "scopas": per_side_sum(stored, "scope", 2), "settebello": per_side_sum(stored, "settebello", 2),
    }


def make_record(winner: int, **kw) -> MatchRecord:
    return MatchRecord.from_dict(make_data(winner, **kw))


def test_truncated_last_line_is_skipped_reported_and_repaired(tmp_path):
    store = HistoryStore(tmp_path)
    for winner in (0, 1, 0):
        store.append(make_record(winner))
    whole = store.path.read_bytes()
    # A kill in the middle of the fourth append: half a line, no newline.
    partial = json.dumps(make_data(1)).encode()[:40]
    store.path.write_bytes(whole + partial)
    loaded = store.load()
    assert [r.winner for r in loaded.records] == [0, 1, 0]
    [warning] = loaded.warnings
    assert warning.key == "errors.history_damaged_lines" and warning.params["count"] == 1
    assert "cut off" in warning
    [copy] = list(store.directory.glob("matches.jsonl.corrupt-*"))
    assert copy.read_bytes() == whole + partial  # the file as it was is kept
    # Reported once: the file was rewritten clean, and appends keep working.
    assert store.load().warnings == []
    store.append(make_record(1))
    assert [r.winner for r in store.load().records] == [0, 1, 0, 1]


def test_append_after_a_partial_line_starts_on_a_new_line(tmp_path):
    store = HistoryStore(tmp_path)
    store.append(make_record(0))
    with open(store.path, "ab") as handle:
        handle.write(b'{"v":1,"date":"20')  # crash mid-line, never loaded since
    store.append(make_record(1))
    loaded = store.load()
    assert [r.winner for r in loaded.records] == [0, 1]
    assert loaded.warnings and loaded.warnings[0].params["count"] == 1


def test_garbled_middle_lines_are_skipped_and_reported(tmp_path):
    store = HistoryStore(tmp_path)
    lines = [json.dumps(make_data(0)), "%%% not json", json.dumps({"no": "fields"}), "[1, 2]",
             json.dumps(make_data(1))]
    store.directory.mkdir(parents=True)
    store.path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    loaded = store.load()
    assert [r.winner for r in loaded.records] == [0, 1]
    assert loaded.warnings[0].params["count"] == 3
    [warning] = loaded.warnings
    assert "unreadable lines 2, 4" in warning and "line 3: missing seats, totals, winner" in warning


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"totals": "11-3"}, "totals must be a list of whole numbers, not '11-3'"),
        ({"totals": [11, "3"]}, "totals must be a list of whole numbers"),
        ({"winner": "Anna"}, "winner must be a side number"),
        ({"conceded": "no"}, "conceded must be true or false"),
        ({"date": 20260101}, "date must be text"),
        ({"rules": {"preset": 3, "options": {}}}, "rules.preset must be a preset name"),
        ({"players": 3}, "players must be 2"),
        ({"seats": [{"name": "Anna", "kind": "alien", "level": "", "side": 0}]}, "seats[0]: kind must be human or bot"),
        ({"seats": [{"name": "Anna", "kind": "human", "level": "", "side": "left"}]}, "seats[0] must be a mapping"),
    ],
)
def test_a_record_with_a_wrong_type_is_refused_kept_aside_and_named(tmp_path, change, words):
    store = HistoryStore(tmp_path)
    lines = [json.dumps(make_data(0)), json.dumps(dict(make_data(1), **change)), json.dumps(make_data(0))]
    store.directory.mkdir(parents=True)
    original = ("\n".join(lines) + "\n").encode()
    store.path.write_bytes(original)
    loaded = store.load()  # no exception: the screen opens on the good records
    assert [r.winner for r in loaded.records] == [0, 0]
    [warning] = loaded.warnings
    assert warning.key == "errors.history_damaged_lines" and warning.params["count"] == 1
    assert f"line 2: {words}" in warning
    [copy] = list(store.directory.glob("matches.jsonl.corrupt-*"))
    assert copy.read_bytes() == original  # the refused record is kept aside, in the copy
    assert store.load().warnings == []  # and reported once


@pytest.mark.parametrize("where", ["winner", "seats[0].name"])
def test_a_line_giving_a_key_twice_is_refused_kept_aside_and_named(tmp_path, where):
    """json keeps the last of two values without a word; the game never writes a key twice, so which
    value was meant is unknown: the line is skipped and named, the file as it was kept aside."""
    store = HistoryStore(tmp_path)
    good = json.dumps(make_data(0))
    if where == "winner":
        twice = json.dumps(make_data(1))[:-1] + ', "winner": 0}'
    else:
        twice = json.dumps(make_data(1)).replace('"name": "Anna"', '"name": "Anna", "name": "Bruno"', 1)
    assert twice != json.dumps(make_data(1)) and json.loads(twice)  # still valid JSON: only the repeat is wrong
    original = (f"{good}\n{twice}\n{good}\n").encode()
    store.directory.mkdir(parents=True)
    store.path.write_bytes(original)
    loaded = store.load()
    assert [r.winner for r in loaded.records] == [0, 0]
    [warning] = loaded.warnings
    key = where.rsplit(".", 1)[-1]
    assert warning.key == "errors.history_damaged_lines" and f"line 2: given twice: {key}" in warning
    [copy] = list(store.directory.glob("matches.jsonl.corrupt-*"))
    assert copy.read_bytes() == original
    assert store.load().warnings == []  # reported once


def test_unreadable_file_is_moved_aside(tmp_path):
    store = HistoryStore(tmp_path)
    store.directory.mkdir(parents=True)
    garbage = os.urandom(64) + b"\x00\xff binary"
    store.path.write_bytes(garbage)
    loaded = store.load()
    assert loaded.records == [] and loaded.warnings[0].key == "errors.history_corrupt"
    [aside] = list(store.directory.glob("matches.jsonl.corrupt-*"))
    assert aside.read_bytes() == garbage and not store.path.exists()
    assert store.append(make_record(0)) == []
    assert len(store.load().records) == 1


def test_empty_file_is_an_empty_history(tmp_path):
    store = HistoryStore(tmp_path)
    store.directory.mkdir(parents=True)
    store.path.write_bytes(b"\n\n")
    assert store.load().records == [] and store.load().warnings == []


def test_an_append_cut_by_a_full_disk_is_reported_once(tmp_path, monkeypatch):
    store = HistoryStore(tmp_path)
    store.append(make_record(0))
    before = store.path.read_bytes()
    real_write = os.write

    def half_then_full(fd, data):  # the disk fills up halfway through the line
        real_write(fd, data[: len(data) // 2])
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "write", half_then_full)
    [notice] = store.append(make_record(1))
    monkeypatch.undo()
    assert notice.key == "errors.history_save_failed" and "No space left" in notice
    assert store.path.read_bytes() == before  # the half line was taken back...
    loaded = store.load()
    assert [r.winner for r in loaded.records] == [0] and loaded.warnings == []  # ...so no second report
    assert store.append(make_record(1)) == [] and len(store.load().records) == 2


def test_append_failure_is_reported_not_raised(tmp_path):
    blocker = tmp_path / "history"
    blocker.write_text("a file where the folder should be")
    warnings = HistoryStore(tmp_path).append(make_record(0))
    assert warnings and warnings[0].key == "errors.history_save_failed"


# -- statistics -------------------------------------------------------------------------------------------
def test_stats_on_a_hand_built_history():
    records = [
        make_record(0, level="easy"),                      # win
        make_record(0, level="easy"),                      # win
        make_record(1, level="hard", preset="beginner"),   # loss
        make_record(0, level="hard"),                      # win
        make_record(0, level="hard", preset="beginner"),   # win
        make_record(0, level="medium"),                    # win
        make_record(1, level="easy"),                      # loss
        make_record(1, level="easy"),                      # loss
        make_record(0, name="Bruno"),                      # someone else's match
    ]
    stats = player_stats(records, "anna")  # names match case-insensitively
    assert (stats.matches, stats.wins, stats.losses) == (8, 5, 3)
    assert {k: (v.wins, v.losses) for k, v in stats.by_level.items()} == {
        "easy": (2, 2), "hard": (2, 1), "medium": (1, 0),
    }
    by_variant = {k: (v.wins, v.losses) for k, v in stats.by_variant.items()}
    assert by_variant == {"classic": (4, 2), "beginner": (1, 1)}
    assert stats.by_level["easy"].rate == 0.5
    assert stats.scopas == 8 and stats.settebelli == 8  # side 0 took one of each per hand in every match
    assert stats.longest_win_streak == 3 and stats.current_streak == -2
    assert stats.win_rate == 5 / 8 and stats.hands == 8 and stats.points == 5 * 11 + 3 * 3
    assert player_stats(records, "Bruno").current_streak == 1
    assert player_stats(records, "nobody").matches == 0 and player_stats([], "x").current_streak == 0


def test_stats_derive_per_side_figures_when_not_stored():
    data = make_data(0)
    del data["scopas"], data["settebello"], data["n_hands"]
    record = MatchRecord.from_dict(data)
    assert record.scopas == (1, 0) and record.settebello == (1, 0) and record.n_hands == 1
    stats = player_stats([record], "Anna")
    assert stats.scopas == 1 and stats.settebelli == 1 and stats.hands == 1


def test_stats_against_humans_and_in_partnerships():
    record = MatchRecord.from_dict(dict(make_data(0), players=4, seats=[
        {"name": "Anna", "kind": "human", "level": "", "side": 0},
        {"name": "Bruno", "kind": "human", "level": "", "side": 1},
        {"name": "Bot", "kind": "bot", "level": "expert", "side": 0},
        {"name": "Carla", "kind": "bot", "level": "medium", "side": 1},
    ]))
    stats = player_stats([record], "Anna")
    assert set(stats.by_level) == {"human", "medium"}  # the partner's level is not an opponent's
    assert record.side_of("carla") is None and record.side_of(" BRUNO") == 1  # bots are not local players
    assert player_stats([record], "Bruno").losses == 1
    assert human_names([record, make_record(1)]) == ["Anna", "Bruno"]


def test_running_scores():
    hands = [
        [{"total": 3}, {"total": 1}],
        [{"total": 2}, {"total": 5}],
        [{"total": 6}, {"total": 2}],
    ]
    def record(packed) -> MatchRecord:
        return MatchRecord.from_dict(dict(make_data(0), hands=packed))

    assert record(pack_hands(hands)).running_scores() == [[3, 1], [5, 6], [11, 8]]
    stored = [[encode_hand_score(score) for score in hand] for hand in hands]
    assert record(stored).running_scores() == [[3, 1], [5, 6], [11, 8]]  # unpacked lists are read too
    assert record("[[garbled").running_scores() == []
    assert record([]).running_scores() == []


def test_stats_over_real_records():
    records = [record_from_match(finished_match(seed), SEATS) for seed in range(4)]
    stats = player_stats(records, "Anna")
    assert stats.matches == 4
    assert stats.wins == sum(r.winner == 0 for r in records)
    assert stats.settebelli == sum(r.settebello[0] for r in records)


def test_hand_score_encoding_is_lossless():
    score = HandScore(cards=1, coins=1, settebello=1, primiera=0, scope=2, bonus=4, total=9, n_cards=22,
                      n_coins=7, primiera_value=70, bonuses=(("napola", 3), ("re_bello", 1))).to_dict()
    stored = encode_hand_score(score)
    assert json.loads(json.dumps(stored)) == stored
    assert decode_hand_score(stored) == score
    plain = HandScore(total=3, cards=1).to_dict()
    assert len(encode_hand_score(plain)) == 10  # no trailing mapping when there are no bonuses
    assert decode_hand_score(encode_hand_score(plain)) == plain
    future = dict(plain, new_field=5)  # a field a later engine adds is kept
    assert decode_hand_score(encode_hand_score(future)) == future


def test_encode_records_matches_what_append_writes(tmp_path):
    records = [record_from_match(finished_match(seed), SEATS) for seed in (1, 2)]
    store = HistoryStore(tmp_path)
    for record in records:
        store.append(record)
    assert store.path.read_bytes() == encode_records(records)
    assert encode_records([]) == b""


def test_blank_lines_are_not_damage(tmp_path):
    store = HistoryStore(tmp_path)
    store.directory.mkdir(parents=True)
    first, second = encode_records([make_record(0)]), encode_records([make_record(1)])
    store.path.write_bytes(b"\n" + first + b"\n\n" + second)
    loaded = store.load()
    assert [r.winner for r in loaded.records] == [0, 1] and loaded.warnings == []
    assert list(store.directory.glob("*.corrupt-*")) == []


def test_records_from_a_newer_version_are_kept_in_the_file_but_set_aside(tmp_path):
    store = HistoryStore(tmp_path)
    future = MatchRecord.from_dict(dict(make_data(0), v=7, new_field={"x": 1}))
    assert future.extra == {"new_field": {"x": 1}} and future.to_dict()["new_field"] == {"x": 1}
    store.append(make_record(1))
    store.append(future)
    before = store.path.read_bytes()
    loaded = store.load()
    assert [r.version for r in loaded.records] == [1] and loaded.newer == 1  # not shown, not counted in stats
    [notice] = loaded.warnings
    assert notice.key == "errors.history_newer_records" and notice.params["count"] == 1
    assert store.path.read_bytes() == before  # still in the file, for the newer version
    assert player_stats(loaded.records, "Anna").matches == 1

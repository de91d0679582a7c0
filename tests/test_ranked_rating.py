"""Ranked play's pieces on their own: the families, the bots' fixed ratings, a match's update (forfeits
included), the rating book (once per match, the pair limit, the leaderboard, the chart, identities),
matchmaking's widening window, and an identity's code."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from scopa_desktop.engine import Rules
from scopa_desktop.net import FAMILIES, IdentityCode, family_of, make_secret, parse_codes, ranked_rules
from scopa_desktop.net.ranking.book import LISTED_AFTER, PAIR_LIMIT, RatingBook
from scopa_desktop.net.ranking.codes import CodeError
from scopa_desktop.net.ranking.matchmaking import WINDOW_OPEN, pick, window
from scopa_desktop.net.ranking.skill import (
    BOT_SIGMA,
    LADDER_PAIRS,
    LADDER_TWO,
    MODEL,
    START,
    RatedSeat,
    bot_skills,
    rate,
    shown,
)


# -- families ----------------------------------------------------------------------------------------------
def test_every_preset_at_every_table_size_has_a_family():
    seen = set()
    for name in Rules.presets():
        rules = Rules.preset(name)
        for players in rules.players:
            family = family_of(rules, players)
            assert family in FAMILIES
            seen.add(family)
    assert seen == set(FAMILIES)


@pytest.mark.parametrize(("preset", "players", "family"), [
    ("classic", 2, "duel"), ("cirulla", 2, "duel"), ("escoba", 3, "three"), ("classic", 4, "pairs"),
    ("cirulla", 4, "pairs"), ("scopone", 4, "scopone"), ("scopone_classico", 4, "scopone"),
    ("night_one", 4, "crowd"), ("classic", 5, "crowd"), ("classic", 6, "crowd"), ("eight_players", 8, "crowd"),
])
def test_the_families_follow_the_table(preset, players, family):
    assert family_of(Rules.preset(preset), players) == family


def test_only_a_preset_as_it_is_may_be_ranked():
    assert ranked_rules(Rules.preset("classic"))
    assert not ranked_rules(Rules.preset("classic").__class__(target=21))
    assert not ranked_rules(Rules())  # the engine's defaults, not a preset as named


# -- the bots' ratings -------------------------------------------------------------------------------------
@pytest.mark.parametrize(("teams", "ladder"), [(False, LADDER_TWO), (True, LADDER_PAIRS)])
def test_the_bots_ratings_predict_the_ladder_they_were_fitted_to(teams, ladder):
    skills = bot_skills(teams)
    size = 2 if teams else 1
    for stronger, weaker, share in ladder:
        predicted = MODEL.predict_win([[MODEL.rating(mu=skills[stronger], sigma=BOT_SIGMA)] * size,
                                       [MODEL.rating(mu=skills[weaker], sigma=BOT_SIGMA)] * size])[0]
        assert predicted == pytest.approx(share, abs=0.002), (stronger, weaker)
    order = [skills[level] for level in ("random", "easy", "medium", "hard", "expert")]
    assert order == sorted(order) and len(set(order)) == 5


# -- one match's update -------------------------------------------------------------------------------------
def test_the_winner_gains_and_the_loser_loses():
    after = rate([RatedSeat("a", "", 0), RatedSeat("b", "", 1)], {}, [11, 6], 0)
    assert after["a"][0] > START[0] > after["b"][0]
    assert after["a"][1] < START[1] and after["b"][1] < START[1]  # both more certain


def test_a_player_alone_against_a_bot_is_rated_and_the_bot_is_not():
    after = rate([RatedSeat("a", "", 0), RatedSeat(None, "expert", 1)], {}, [11, 3], 0)
    assert set(after) == {"a"} and after["a"][0] > START[0]
    lost = rate([RatedSeat("a", "", 0), RatedSeat(None, "expert", 1)], {}, [3, 11], 1)
    beaten_by_beginner = rate([RatedSeat("a", "", 0), RatedSeat(None, "random", 1)], {}, [3, 11], 1)
    assert beaten_by_beginner["a"][0] < lost["a"][0]  # losing to the weakest bot costs more


def test_a_forfeit_is_scored_as_lost_whatever_the_score():
    seats = [RatedSeat("a", "", 0, forfeited=True), RatedSeat("b", "", 1)]
    after = rate(seats, {}, [10, 2], None)  # the leaver was ahead on points
    assert after["a"][0] < START[0] < after["b"][0]


def test_a_partner_of_a_forfeiter_is_rated_by_the_result():
    seats = [RatedSeat("a", "", 0, forfeited=True), RatedSeat("b", "", 1), RatedSeat("c", "", 0),
             RatedSeat("d", "", 1)]
    after = rate(seats, {}, [11, 4], 0, teams=True)  # a's side won on the table, with a bot for a
    assert after["a"][0] < START[0]  # the leaver lost
    assert after["c"][0] > START[0]  # the partner played on and won
    assert after["b"][0] > START[0] and after["d"][0] > START[0]  # for the opponents, a side that left lost


def test_beating_a_new_identity_gains_less_than_beating_a_settled_one():
    settled = (25.0, 2.0)
    against_new = rate([RatedSeat("a", "", 0), RatedSeat("b", "", 1)], {"a": settled}, [11, 0], 0)
    against_settled = rate([RatedSeat("a", "", 0), RatedSeat("b", "", 1)], {"a": settled, "b": settled}, [11, 0], 0)
    assert against_new["a"][0] - 25.0 < against_settled["a"][0] - 25.0
    assert shown(*START) == 0  # and a new identity shows the least rating there is


# -- the book ----------------------------------------------------------------------------------------------
def _book() -> RatingBook:
    return RatingBook.sqlite(None)


def _duel(book, match_id, one, two, winner=0):
    seats = [RatedSeat(one, "", 0), RatedSeat(two, "", 1)]
    return book.rate_match(match_id, "duel", seats, [11, 5] if winner == 0 else [5, 11], winner, False)


def test_a_match_is_rated_once():
    book = _book()
    first = _duel(book, "m1", "a", "b")
    assert first["a"][1].rating > first["a"][0] == 0 and first["a"][1].matches == 1
    assert _duel(book, "m1", "a", "b") is None
    assert [s.matches for s in book.standings("a")] == [1]
    assert book._run("SELECT count(*) FROM rating_history").fetchone()[0] == 2


def test_the_same_two_identities_count_a_few_matches_a_day():
    book = _book()
    for number in range(PAIR_LIMIT):
        _duel(book, f"m{number}", "a", "b")
    before = book.standings("a")[0]
    again = _duel(book, "late", "a", "b")
    assert again["a"][1] == before  # rated (once), but counting for nothing
    assert book.standings("a")[0] == before
    other = _duel(book, "other", "a", "c")
    assert other["a"][1].matches == before.matches + 1  # another opponent counts


def test_identities_get_unique_names_and_keep_their_secret_hash_only():
    book = _book()
    anna = book.create("h1", "Anna", 24)
    second = book.create("h2", "anna", 24)  # the same name to the eye
    assert anna[1] == "Anna" and second[1] == "anna 2"
    assert book.find("h1", "")[0] == anna[0]
    assert book.find("h2", "Bea") == (second[0], "Bea")  # renamed, as the name is free
    assert book.find("h2", "Anna") == (second[0], "Bea")  # not to a name another has
    assert book.find("nobody", "Anna") is None
    longest = book.create("h3", "A" * 24, 24)
    assert len(book.create("h4", "A" * 24, 24)[1]) == 24 and longest[1] == "A" * 24


def test_the_leaderboard_lists_those_with_enough_matches_against_people_and_the_neighbourhood():
    book = _book()
    names = [f"p{number:02d}" for number in range(30)]
    ids = {name: book.create(f"h{name}", name, 24)[0] for name in names}
    for index, name in enumerate(names):  # each with a rating of its own, all listed but the last
        people = LISTED_AFTER if name != "p29" else LISTED_AFTER - 1
        book._run("INSERT INTO ratings VALUES (?, ?, 'duel', 25, 2, ?, ?, ?, 0)",
                  (f"{ids[name]}/duel", ids[name], 100 * index, people, people))
    board = book.leaders("duel", ids["p15"])
    assert board["total"] == 29
    assert [row[1] for row in board["top"]] == [f"p{n:02d}" for n in range(28, 18, -1)]
    assert board["place"] == 14 and [row[0] for row in board["near"]] == list(range(9, 20))
    assert [row[1] for row in board["near"] if row[4]] == ["p15"]
    unlisted = book.leaders("duel", ids["p29"])
    assert unlisted["place"] is None and unlisted["near"] == []


def test_the_chart_has_a_point_a_rated_match_oldest_first():
    book = _book()
    for number in range(3):
        _duel(book, f"m{number}", "a", f"o{number}")
    points = book.chart("a", "duel")
    assert len(points) == 3 and [p[0] for p in points] == sorted(p[0] for p in points)
    assert points[-1][1] == book.standings("a")[0].rating


# -- matchmaking --------------------------------------------------------------------------------------------
@dataclass
class Listed:
    code: str
    number: int
    created: float
    entry: dict


def test_the_window_widens_with_the_wait():
    assert window(0) < window(30) < window(60)
    assert window(WINDOW_OPEN) == float("inf")
    waiting = [Listed("OLD", 1, 1000.0, {"ranked": 25.0, "ids": ["a"], "free": 1})]
    assert pick(waiting, 32.0, "b", now=1000.0) is None  # too far for a table that just opened
    assert pick(waiting, 32.0, "b", now=1060.0).code == "OLD"  # after a minute, in reach
    assert pick(waiting, 60.0, "b", now=1000.0 + WINDOW_OPEN).code == "OLD"  # after two, anyone
    assert pick(waiting, 25.0, "a", now=1000.0) is None  # never one's own table


def test_the_nearest_table_in_reach_is_chosen_then_the_oldest():
    tables = [Listed("FAR", 1, 0.0, {"ranked": 20.0, "free": 1}), Listed("NEAR", 2, 0.0, {"ranked": 26.0, "free": 1}),
              Listed("TWIN", 3, 0.0, {"ranked": 26.0, "free": 1})]
    assert pick(tables, 25.5, "x", now=100.0).code == "NEAR"
    assert pick(tables, 25.5, "x", now=100.0, before=2).code == "FAR"  # (merging into an older table)


# -- an identity's code ---------------------------------------------------------------------------------------
def test_an_identity_code_round_trips_and_a_damaged_one_is_refused():
    codes = [IdentityCode("scopa.example.org:7519", make_secret()), IdentityCode("[::1]:7600", make_secret())]
    text = "\n".join(code.text for code in codes) + "\n\n"
    assert parse_codes(text) == codes
    whole = codes[0].text
    for broken, reason in ((whole[:-1], "damaged"), (whole.replace("scopa.", "scapa."), "damaged"),
                           ("hello", "not_code"), ("   ", "empty"), (whole[:30], "damaged")):
        with pytest.raises(CodeError) as refused:
            parse_codes(broken)
        assert refused.value.reason == reason

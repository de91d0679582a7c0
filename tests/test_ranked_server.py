"""Ranked play on a real server over loopback (a data folder's SQLite): identities, a ranked match rated
once (and not again after a restart), forfeits, one identity one seat, matchmaking's widening window, the
leaderboard and chart, and ranked requests refused when hostile. Every wait is bounded."""

from __future__ import annotations

import asyncio
import hashlib
import json

from net_harness import FAST, TIMEOUT, FakeClock, ask, next_of, raw, run, with_server
from ranked_harness import CLASSIC, RankedBot, book_rows, seated_pair, until

from scopa_desktop.net import Limits, make_secret
from scopa_desktop.net.ranking.book import LISTED_AFTER


async def _finish(bots) -> None:
    await asyncio.wait_for(asyncio.gather(*(bot.done.wait() for bot in bots)), TIMEOUT)
    await until(lambda: all(bot.rated for bot in bots), "every player told their new rating")


def test_a_ranked_match_is_rated_once_and_the_server_keeps_no_secret(tmp_path):
    async def body(server, url):
        bots = await seated_pair(url)
        assert bots[0].session.code == bots[1].session.code  # two new players, near enough at once
        await _finish(bots)
        rows = book_rows(server, "SELECT player, matches, people FROM ratings ORDER BY player")
        history = book_rows(server, "SELECT count(*) FROM rating_history")[0][0]
        for bot in bots:
            await bot.stop()
        return bots, rows, history

    bots, rows, history = run(with_server(body, data_dir=tmp_path))
    assert [(matches, people) for _, matches, people in rows] == [(1, 1), (1, 1)] and history == 2
    winner = next(bot for bot in bots if bot.record["winner"] == bot.seat)
    loser = next(bot for bot in bots if bot is not winner)
    assert winner.rated[-1].change > 0 and winner.rated[-1].rating > loser.rated[-1].rating
    database = b"".join(path.read_bytes() for path in tmp_path.glob("tables.sqlite3*"))
    for bot in bots:
        assert bot.secret.encode() not in database  # only its hash
        assert hashlib.sha256(bot.secret.encode()).hexdigest().encode() in database

    async def again(server, url):  # the finished table reloaded: not rated a second time
        await asyncio.sleep(0)
        for table in server.lobby.tables.values():
            server.lobby.ranking.rate(table)
        await until(lambda: not server.lobby.ranking._rating, "any rating under way done")
        return book_rows(server, "SELECT count(*) FROM rating_history")[0][0], len(server.lobby.tables)

    assert run(with_server(again, data_dir=tmp_path)) == (2, 1)


def test_identified_players_keep_their_name_and_rating_across_connections(tmp_path):
    async def body(server, url):
        first = await seated_pair(url)
        await _finish(first)
        secret, rating = first[0].secret, first[0].rated[-1].rating
        for bot in first:
            await bot.stop()
        ws = await raw(url)
        await ws.send(json.dumps({"type": "identify", "rid": 1, "secret": secret, "name": "Someone else"}))
        identity = await next_of(ws, "identity", rid=1)
        clash = await raw(url, "127.0.0.2")
        await clash.send(json.dumps({"type": "identify", "rid": 1, "secret": make_secret(), "name": "someone ELSE"}))
        renamed = await next_of(clash, "identity", rid=1)
        await ws.close()
        await clash.close()
        return identity, rating, renamed

    identity, rating, renamed = run(with_server(body, data_dir=tmp_path))
    assert identity["name"] == "Someone else"  # a free name: the identity takes it
    assert [(r["family"], r["rating"], r["matches"]) for r in identity["ratings"]] == [("duel", rating, 1)]
    assert renamed["name"] == "someone ELSE 2" and renamed["ratings"] == []  # a name taken: numbered


def _one_leaves_and_the_match_is_rated(limits: Limits = FAST):
    """Anna leaves a started ranked match for good; Marco's match plays on (a bot in Anna's seat) and is rated.
    Marco, the book's shown ratings by name, and every seat's forfeit."""
    async def body(server, url):
        anna, marco = await seated_pair(url)
        await until(lambda: anna.session.state is not None, "the match started")
        anna.session.request("leave")  # gone for good: a bot plays the seat, the match is lost
        await asyncio.wait_for(marco.done.wait(), TIMEOUT)
        await until(lambda: marco.rated, "the match rated")
        rows = dict(book_rows(server, "SELECT i.name, r.shown - 0 FROM ratings r JOIN identities i ON i.id = r.player"))
        forfeits = [slot.forfeited for table in server.lobby.tables.values() for slot in table.slots]
        for bot in (anna, marco):
            await bot.stop()
        return marco, rows, forfeits

    return run(with_server(body, limits=limits))


def test_a_player_who_leaves_a_ranked_match_loses_it():
    marco, rows, forfeits = _one_leaves_and_the_match_is_rated()
    assert marco.rated[-1].change > 0 and rows["Marco"] > rows["Anna"] == 0
    assert sorted(forfeits) == [False, True]


def test_a_leaver_forfeits_even_when_the_match_ends_before_the_next_tick():
    """Found under load: a bot plays the leaver's seat to the end before the next ping tick marks the forfeit,
    and the match was rated as the leaver's result. With no tick at all during the match, the forfeit holds."""
    no_ticks = Limits(rate=1000.0, burst=1000.0, ping_seconds=3600.0, hold_seconds=600.0)
    marco, rows, forfeits = _one_leaves_and_the_match_is_rated(no_ticks)
    assert sorted(forfeits) == [False, True]
    assert marco.rated[-1].change > 0 and rows["Marco"] > rows["Anna"] == 0


def test_a_ranked_match_everyone_walked_away_from_is_rated_when_the_hold_runs_out():
    clock = FakeClock()
    limits = Limits(rate=1000.0, burst=1000.0, ping_seconds=0.05, hold_seconds=60.0)

    async def body(server, url):
        bots = await seated_pair(url)
        await until(lambda: all(bot.session.state is not None for bot in bots), "the match started")
        for bot in bots:
            await bot.stop()  # both games closed mid-match
        table = next(iter(server.lobby.tables.values()))
        await until(lambda: not table.attended, "both connections gone")
        assert not table.rated
        clock.now += 61.0  # the hold runs out: both forfeited, nobody left to finish it
        await until(lambda: table.rated, "the match rated as it stood")
        return book_rows(server, "SELECT matches FROM ratings"), table.match.is_over

    rows, over = run(with_server(body, limits, clock=clock))
    assert rows == [(1,), (1,)] and not over


def test_an_identity_is_never_seated_against_itself():
    async def body(server, url):
        secret = make_secret()
        one = await raw(url)
        await ask(one, 1, "identify", secret=secret, name="Anna")
        created = await ask(one, 2, "create", rules=CLASSIC.to_dict(), seats=[{"kind": "human"}] * 2, name="x")
        code = next(iter(server.lobby.tables))
        two = await raw(url, "127.0.0.2")
        await ask(two, 1, "identify", secret=secret, name="Anna")
        joined = await ask(two, 2, "join", code=code, name="Anna's other self")
        # a ranked quick match never seats the same identity at its own waiting table either
        three = await raw(url, "127.0.0.3")
        await ask(three, 1, "identify", secret=secret, name="Anna")
        await ask(three, 2, "quick", rules=CLASSIC.to_dict(), players=2, name="x", ranked=True)
        four = await raw(url, "127.0.0.4")
        await ask(four, 1, "identify", secret=secret, name="Anna")
        await ask(four, 2, "quick", rules=CLASSIC.to_dict(), players=2, name="x", ranked=True)
        tables = [[slot.name for slot in table.slots if slot.token] for table in server.lobby.tables.values()]
        for ws in (one, two, three, four):
            await ws.close()
        return created, joined, tables

    created, joined, tables = run(with_server(body))
    assert created["type"] == "ack"
    assert joined["type"] == "error" and joined["code"] == "same_player"
    assert tables == [["Anna"], ["Anna"], ["Anna"]]  # each under the identity's name, alone


def test_two_waiting_players_far_apart_meet_as_the_window_widens():
    async def body(server, url):
        ranking = server.lobby.ranking
        strong = RankedBot("Strong")
        strong.start(url)
        await until(lambda: any(p.name == "Strong" for p in ranking.players.values()), "Strong identified")
        player = next(p for p in ranking.players.values() if p.name == "Strong")
        ranking._pool.submit(lambda: ranking._open_book()._run(
            "INSERT INTO ratings VALUES (?, ?, 'duel', 32.0, 2.0, 1040, 20, 20, 0)",
            (f"{player.id}/duel", player.id))).result(10)
        await strong.stop()
        weak = await seated_pair(url, names=("Weak",))
        strong = RankedBot("Strong", secret=strong.secret)
        strong.start(url)
        strong.quick()
        await asyncio.wait_for(strong.seated.wait(), TIMEOUT)
        apart = strong.session.code != weak[0].session.code
        listing = server.lobby.listing
        wall = listing.wall
        listing.wall = lambda: wall() + 60.0  # a minute on: the weak player's window reaches the strong one
        await until(lambda: strong.session.code == weak[0].session.code, "the strong player moved to the older table")
        await until(lambda: strong.session.state is not None, "the match started")
        for bot in (strong, *weak):
            await bot.stop()
        return apart

    assert run(with_server(body))


def test_ranked_play_needs_an_identity_and_a_preset_as_it_is():
    async def body(server, url):
        ws = await raw(url)
        anonymous = await ask(ws, 1, "quick", rules=CLASSIC.to_dict(), players=2, name="Anna", ranked=True)
        await ask(ws, 2, "identify", secret=make_secret(), name="Anna")
        house = await ask(ws, 3, "quick", rules={**CLASSIC.to_dict(), "target": 21}, players=2, name="Anna",
                          ranked=True)
        await ws.close()
        return anonymous, house

    anonymous, house = run(with_server(body))
    assert anonymous["code"] == "not_identified" and house["code"] == "bad_rules"


def test_hostile_ranked_requests_are_refused():
    async def body(server, url):
        ws = await raw(url)
        answers = {}
        bad = {
            "short_secret": {"type": "identify", "secret": "abc", "name": "Anna"},
            "odd_secret": {"type": "identify", "secret": "é" * 43, "name": "Anna"},
            "long_secret": {"type": "identify", "secret": "a" * 65, "name": "Anna"},
            "blank_name": {"type": "identify", "secret": make_secret(), "name": "   "},
            "control_name": {"type": "identify", "secret": make_secret(), "name": "An\u0000na"},
            "number_name": {"type": "identify", "secret": make_secret(), "name": 7},
            "extra_field": {"type": "identify", "secret": make_secret(), "name": "Anna", "admin": True},
            "no_family": {"type": "leaders", "family": "chess"},
            "chart_anonymous": {"type": "chart", "family": "duel"},
            "ranked_not_bool": {"type": "quick", "rules": CLASSIC.to_dict(), "players": 2, "name": "A", "ranked": 1},
        }
        for rid, (name, message) in enumerate(bad.items(), 1):
            await ws.send(json.dumps({"rid": rid, **message}))
            answers[name] = (await next_of(ws, "error", "ack")).get("code")  # (a malformed one names no rid)
        made = []
        for rid in range(100, 104):  # new identities from one address: a few, then no more for a while
            made.append((await ask(ws, rid, "identify", secret=make_secret(), name=f"Farm {rid}")).get("code"))
        board = await ask(ws, 200, "leaders", family="duel")
        await ws.close()
        return answers, made, board

    answers, made, board = run(with_server(body))
    assert answers == {"short_secret": "bad_message", "odd_secret": "bad_message", "long_secret": "bad_message",
                       "blank_name": "bad_message", "control_name": "bad_message", "number_name": "bad_message",
                       "extra_field": "bad_message", "no_family": "bad_message", "chart_anonymous": "not_identified",
                       "ranked_not_bool": "bad_message"}
    assert made == [None, None, None, "rate_limited"] and board["type"] == "ack"


def test_the_leaderboard_and_chart_come_from_the_book(tmp_path):
    async def body(server, url):
        bots = await seated_pair(url)
        await _finish(bots)
        ranking = server.lobby.ranking
        anna = next(p for p in ranking.players.values() if p.name == "Anna")
        ranking._pool.submit(lambda: ranking._open_book()._run(
            "UPDATE ratings SET people = ? WHERE player = ?", (LISTED_AFTER, anna.id))).result(10)
        ws = await raw(url)
        await ws.send(json.dumps({"type": "identify", "rid": 1, "secret": bots[0].secret, "name": "Anna"}))
        await next_of(ws, "identity", rid=1)
        await ws.send(json.dumps({"type": "leaders", "rid": 2, "family": "duel"}))
        board = await next_of(ws, "leaderboard", rid=2)
        await ws.send(json.dumps({"type": "chart", "rid": 3, "family": "duel"}))
        chart = await next_of(ws, "rating_chart", rid=3)
        await ws.close()
        for bot in bots:
            await bot.stop()
        return board, chart, bots[0].rated[-1].rating

    board, chart, rating = run(with_server(body, data_dir=tmp_path))
    assert board["total"] == 1 and board["place"] == 1
    assert board["top"] == [{"place": 1, "name": "Anna", "rating": rating, "matches": 1, "you": True}]
    assert len(chart["points"]) == 1 and chart["points"][0][1] == rating


def test_an_older_client_is_sent_nothing_of_ranked_play():
    async def body(server, url):
        ws = await raw(url, hello=False)
        await ws.send(json.dumps({"type": "hello", "v": 3}))
        await next_of(ws, "welcome")
        await ws.send(json.dumps({"type": "create", "rid": 1, "rules": CLASSIC.to_dict(),
                                  "seats": [{"kind": "human"}] * 2, "name": "Old"}))
        lobby = await next_of(ws, "lobby")
        await ws.close()
        return lobby

    lobby = run(with_server(body, FAST))
    assert lobby["seats"][0]["rating"] is None  # a field inside a seat, which older games read past





def test_a_ranked_table_is_reached_by_matchmaking_only():
    async def body(server, url):
        anna = RankedBot("Anna")
        anna.start(url)
        anna.quick()
        await asyncio.wait_for(anna.seated.wait(), TIMEOUT)
        friend = await raw(url, "127.0.0.2")
        await ask(friend, 1, "identify", secret=make_secret(), name="Friend")
        joined = await ask(friend, 2, "join", code=anna.session.code, name="Friend")
        await friend.send(json.dumps({"type": "list", "rid": 3}))
        listed = await next_of(friend, "lobbies", rid=3)
        await friend.close()
        await anna.stop()
        return joined, listed

    joined, listed = run(with_server(body))
    assert joined["code"] == "not_allowed"  # never by a code or a link...
    assert listed["total"] == 0 and listed["tables"] == []  # ...nor from the open lobby

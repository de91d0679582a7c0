"""Ranked play on servers sharing one PostgreSQL (a real one: tests/pg_harness.py): a ranked match between
players on two processes is rated once, a second try from the other process changes nothing, two
processes rating the same match at once rate it once, and a player's rating and chart are read on either
process. Loopback, bounded waits."""

from __future__ import annotations

import asyncio
import json
import threading

from net_harness import FAST, TIMEOUT, next_of, raw, run
from ranked_harness import CLASSIC, RankedBot, book_rows, until

from scopa_desktop.net import TableServer
from scopa_desktop.net.ranking.book import RatingBook
from scopa_desktop.net.ranking.skill import RatedSeat
from scopa_desktop.net.stores.postgres import open_schema


def test_two_processes_rating_the_same_match_at_once_rate_it_once(postgres_url):
    open_schema(postgres_url)  # the schema, as a server brings it up to date
    books = [RatingBook.postgresql(postgres_url) for _ in range(2)]
    seats = [RatedSeat("anna", "", 0), RatedSeat("marco", "", 1)]
    results: list = []
    start = threading.Barrier(2)

    def rate(book: RatingBook) -> None:
        start.wait(5)
        results.append(book.rate_match("m1", "duel", seats, [11, 4], 0, False))

    threads = [threading.Thread(target=rate, args=(book,)) for book in books]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)
    standings = books[0].standings("anna")
    later = books[1].rate_match("m2", "duel", seats, [4, 11], 1, False)  # another match: on top of the first
    for book in books:
        book.close()
    assert sorted(result is None for result in results) == [False, True]
    assert [s.matches for s in standings] == [1]
    assert later["anna"][1].matches == 2 and later["anna"][0] == standings[0].rating


def test_a_ranked_match_across_two_processes_is_rated_once_and_read_on_both(postgres_url):
    async def body():
        servers = []
        for _ in range(2):
            server = TableServer(FAST, allow_seed=True, store=postgres_url)
            port = await server.start("127.0.0.1", 0)
            servers.append((server, f"ws://127.0.0.1:{port}"))
        (one, url_one), (two, url_two) = servers
        try:
            anna, marco = RankedBot("Anna"), RankedBot("Marco")
            anna.start(url_one)
            anna.quick()
            await asyncio.wait_for(anna.seated.wait(), TIMEOUT)
            marco.start(url_two)  # the other process: the waiting ranked table is found there, and followed
            await until(lambda: two.lobby.listing.ranked(CLASSIC, 2), "the ranked table heard on the other process")
            marco.quick()
            await asyncio.wait_for(asyncio.gather(anna.done.wait(), marco.done.wait()), TIMEOUT)
            await until(lambda: anna.rated and marco.rated, "both told their rating")
            table = next(iter(one.lobby.tables.values()))
            two.lobby.ranking.rate(table)  # the other process tries too (as after taking the table over)
            await until(lambda: not two.lobby.ranking._rating, "its try done")
            history = book_rows(two, "SELECT count(*) FROM rating_history")[0][0]
            matches = book_rows(one, "SELECT matches FROM ratings ORDER BY player")
            ws = await raw(url_two)  # Anna's rating and chart, on the process she never played on
            await ws.send(json.dumps({"type": "identify", "rid": 1, "secret": anna.secret, "name": "Anna"}))
            identity = await next_of(ws, "identity", rid=1)
            await ws.send(json.dumps({"type": "chart", "rid": 2, "family": "duel"}))
            chart = await next_of(ws, "rating_chart", rid=2)
            await ws.close()
            for bot in (anna, marco):
                await bot.stop()
            return marco.session._route, url_one, history, matches, identity, chart, anna.rated[-1].rating
        finally:
            for server, _ in servers:
                await server.stop()

    route, url_one, history, matches, identity, chart, rating = run(body(), 120)
    assert route == url_one  # Marco was sent to the process holding the ranked table
    assert history == 2 and matches == [(1,), (1,)]
    assert identity["ratings"] == [{"family": "duel", "rating": rating, "matches": 1, "people": 1}]
    assert [point[1] for point in chart["points"]] == [rating]



def test_moving_a_data_folder_to_postgresql_carries_identities_and_ratings(tmp_path, postgres_url):
    from scopa_desktop.net.stores import SqliteStore
    from scopa_desktop.net.stores.move import move_to_postgres

    SqliteStore(tmp_path).close()  # a data folder as a server leaves it
    book = RatingBook.sqlite(tmp_path / "tables.sqlite3")
    anna, _ = book.create("hash-a", "Anna", 24)
    marco, _ = book.create("hash-m", "Marco", 24)
    book.rate_match("m1", "duel", [RatedSeat(anna, "", 0), RatedSeat(marco, "", 1)], [11, 3], 0, False)
    before = book.standings(anna)
    book.close()
    added = move_to_postgres(tmp_path, postgres_url)
    again = move_to_postgres(tmp_path, postgres_url)
    moved = RatingBook.postgresql(postgres_url)
    after, found = moved.standings(anna), moved.find("hash-a", "")
    moved.close()
    assert {k: added[k] for k in ("identities", "ratings", "rating_history", "rated_matches")} == \
        {"identities": 2, "ratings": 2, "rating_history": 2, "rated_matches": 1}
    assert all(count == 0 for count in again.values())  # run twice, nothing added twice
    assert after == before and found == (anna, "Anna")

"""Playing on a server from the game: open and private tables, the open lobby (paged, filtered, watched),
quick match (with bots after a wait), the owner's table surviving its game, and the thread-safe client the
game's screens call."""

from __future__ import annotations

import asyncio
import json
import time

import pytest
from net_harness import FakeClock, ask, next_of, raw, run

from scopa_desktop.engine import Rules
from scopa_desktop.net import Error, Lobbies, Lobby, Seated, State, TableClient, start_host
from scopa_desktop.net.limits import Limits
from scopa_desktop.net.listing import OpenLobbies
from scopa_desktop.net.lobby import Lobby as ServerLobby
from scopa_desktop.net.protocol import LIST_PAGE, MAX_SERVER_MESSAGE

FAST = Limits(rate=1000, burst=1000, ping_seconds=0.05, hold_seconds=600, tables_per_address=1000,
              create_burst=1000, max_strikes=1000)


class Peer:
    def __init__(self) -> None:
        self.sent: list[dict] = []

    def push(self, text: str) -> None:
        self.sent.append(json.loads(text))


def _create(preset="classic", players=2, open_=True, name="Anna", bots=()) -> dict:
    seats = [{"kind": "bot", "level": level, "name": "B"} for level in bots]
    seats = [{"kind": "human"}] * (players - len(seats)) + seats
    return {"type": "create", "rid": 1, "rules": Rules.preset(preset).to_dict(), "seats": seats, "name": name,
            "open": open_}


def test_the_open_lobby_lists_open_tables_with_a_free_seat_and_pages_through_thousands():
    lobby = ServerLobby(FAST)
    made = []
    for i in range(1200):
        preset = ("classic", "escoba", "scopone")[i % 3]
        table, _, _ = lobby.create(_create(preset, 4 if preset == "scopone" else 2, open_=i % 5 != 0,
                                           name=f"P{i}", bots=("expert",) if i % 7 == 0 else ()), Peer())
        made.append(table)
    listed = [t.code for t in made if t.open and t.free_seats]  # (a creator and a bot fill a table of two)
    seen, after = [], 0
    while True:  # every open table exactly once, oldest first
        page, after = lobby.listing.page(after)
        assert len(page) <= LIST_PAGE
        seen += [entry["code"] for entry in page]
        if after is None:
            break
    assert seen == listed and len(lobby.listing) == len(listed)
    page, _ = lobby.listing.page(0, preset="scopone", players=4)
    assert page and all(e["rules"]["name"] == "scopone" and len(e["seats"]) == 4 for e in page)
    entry = page[0]
    assert entry["free"] == 3 and entry["seats"][0] == {"kind": "human", "name": made[2].slots[0].name, "level": "",
                                                         "taken": True}
    assert "token" not in json.dumps(page)
    # A table that starts, fills up or closes leaves the listing; its revision tells a watcher.
    rev = lobby.listing.rev
    full = made[1]
    full.sit("Marco", Peer())
    assert full.code not in [e["code"] for e in lobby.listing.page(0, players=2, limit=2000)[0]]
    assert lobby.listing.rev > rev


def test_a_page_of_the_biggest_entries_fits_in_a_server_message():
    lobby = ServerLobby(FAST)
    rules = Rules.preset("eight_players").to_dict() | {"target": 21, "napola": True}
    for _ in range(LIST_PAGE + 1):
        lobby.create({"type": "create", "rid": 1, "rules": rules, "name": "W" * 24, "open": True,
                      "seats": [{"kind": "human"}] + [{"kind": "bot", "level": "expert", "name": "X" * 24}] * 6
                      + [{"kind": "human"}]}, Peer())
    from scopa_desktop.net.requests import listing

    text = listing(lobby, {"type": "list", "rid": 1})
    assert len(text.encode()) < MAX_SERVER_MESSAGE / 2 and len(json.loads(text)["tables"]) == LIST_PAGE


def test_quick_match_seats_players_together_and_starts_by_itself():
    clock = FakeClock()

    async def body():
        lobby = ServerLobby(FAST, clock=clock)
        quick = {"type": "quick", "rid": 1, "rules": Rules().to_dict(), "players": 2, "name": "Anna"}
        first, _, _ = lobby.quick(quick, Peer(), "10.0.0.1")
        other, _, _ = lobby.quick({**quick, "rules": Rules.preset("escoba").to_dict()}, Peer(), "10.0.0.2")
        second, seat, _ = lobby.quick({**quick, "name": "Marco"}, Peer(), "10.0.0.3")
        assert second is first and seat == 1 and first.match is not None  # full: the match starts
        assert other is not first and other.match is None and other.open and other.quick
        # Bots after a wait: at a table of four, nobody else comes; after 30 seconds bots take the seats.
        four, _, _ = lobby.quick({**quick, "players": 4, "bots_after": 30, "level": "easy"}, Peer(), "10.0.0.4")
        clock.now += 29
        four.tick(clock.now)
        assert four.match is None
        clock.now += 2
        four.tick(clock.now)
        assert four.match is not None and [s.level for s in four.slots[1:]] == ["easy"] * 3
        lobby.shutdown()

    run(body())


def test_only_the_owner_fills_its_table_with_bots_and_closing_its_game_does_not_close_it():
    async def body():
        host = start_host(port=0, bind="127.0.0.1", limits=FAST)
        try:
            url = host.local_url
            owner = await raw(url)
            await owner.send(json.dumps(_create(players=3, open_=False)))
            seated = await next_of(owner, "seated")
            guest = await raw(url, "127.0.0.2")
            await guest.send(json.dumps({"type": "join", "rid": 1, "code": seated["code"], "name": "Marco"}))
            await next_of(guest, "seated")
            refused = await ask(guest, 2, "fill_bots", level="easy")
            await owner.close()  # the owner's game closes: the table and its seat stay
            table = host.server.lobby.tables[seated["code"]]
            for _ in range(200):
                if not table.slots[0].connected:
                    break
                await asyncio.sleep(0.01)
            held = table.slots[0].token == seated["token"] and not table.slots[0].connected
            back = await raw(url)
            await back.send(json.dumps({"type": "resume", "rid": 1, "code": seated["code"], "token": seated["token"]}))
            lobby = await next_of(back, "lobby")
            filled = await ask(back, 2, "fill_bots", level="easy")
            await back.close()
            await guest.close()
            return refused["code"], held, lobby["owner"], filled["type"], [s.kind for s in table.slots]
        finally:
            host.stop()

    refused, held, owner_seat, filled, kinds = run(body())
    assert refused == "not_allowed" and held and owner_seat == 0
    assert filled == "ack" and kinds == ["human", "human", "bot"]


def _until(client: TableClient, wanted, timeout: float = 20.0):
    deadline = time.monotonic() + timeout
    seen = []
    while time.monotonic() < deadline:
        event = client.next_event(0.5)
        if event is not None:
            seen.append(event)
            if wanted(event):
                return event
    raise AssertionError(f"no such event; saw {[type(e).__name__ for e in seen[-10:]]}")


def test_the_games_client_lists_watches_creates_joins_by_link_and_quick_matches():
    host = start_host(port=0, bind="127.0.0.1", limits=FAST)
    clients = [TableClient() for _ in range(4)]
    browser, anna, marco, quick = clients
    try:
        browser.connect(f"127.0.0.1:{host.port}")  # as the player types it
        browser.watch_lobbies(every=0.05)
        empty = _until(browser, lambda e: isinstance(e, Lobbies))
        anna.connect(f"ws://127.0.0.1:{host.port}")
        anna.create_table(Rules(), [{"kind": "human"}, {"kind": "human"}], "Anna", open_=True)
        seated = _until(anna, lambda e: isinstance(e, Seated))
        listed = _until(browser, lambda e: isinstance(e, Lobbies) and e.tables)
        link = anna.link
        marco.connect(link)  # a table's link gives its server...
        from scopa_desktop.net import parse_link

        marco.join(parse_link(link).code, "Marco")  # ...and its code
        assert _until(marco, lambda e: isinstance(e, Seated)).code == seated.code
        gone = _until(browser, lambda e: isinstance(e, Lobbies) and not e.tables)  # full: off the list
        quick.connect(f"127.0.0.1:{host.port}")
        quick.quick_match(Rules.preset("escoba"), 2, "Quinto", bots_after=0, level="random")
        lobby = _until(quick, lambda e: isinstance(e, Lobby) and e.started)
        state = _until(quick, lambda e: isinstance(e, State))
        with pytest.raises(ValueError):
            quick.fill_bots("god")
        bad = TableClient()
        with pytest.raises(ValueError):
            bad.connect("http://127.0.0.1/")
        assert not bad.running
        browser.list_lobbies(after=0, preset="escoba")
        page = _until(browser, lambda e: isinstance(e, Lobbies) and e.preset == "escoba" and not e.watched)
    finally:
        for client in clients:
            client.close()
        host.stop()
    assert empty.tables == () and empty.total == 0
    (entry,) = listed.tables
    assert entry.code == seated.code and entry.free == 1 and entry.rules == Rules() and entry.seats[0].name == "Anna"
    assert abs(entry.since - time.time()) < 60
    assert link == f"scopa://127.0.0.1:{host.port}/{seated.code}" and gone.total == 0
    assert lobby.quick and lobby.open and [s.kind for s in lobby.seats] == ["human", "bot"] and state.turn == 0
    assert page.tables == ()  # a quick table that started is no longer open to join


def test_a_client_turned_away_at_the_door_says_why():
    host = start_host(port=0, bind="127.0.0.1", limits=Limits(max_connections=1))
    first, second = TableClient(reconnect_attempts=0), TableClient(reconnect_attempts=0)
    try:
        first.connect(host.local_url)
        _until(first, lambda e: type(e).__name__ == "Connected")
        second.connect(host.local_url)
        refused = _until(second, lambda e: isinstance(e, Error))
    finally:
        first.close()
        second.close()
        host.stop()
    assert refused.code == "refused" and "connections" in refused.message


def test_a_table_whose_people_all_went_away_is_not_offered_until_one_is_back():
    lobby = ServerLobby(FAST)
    anna = Peer()
    table, _, token = lobby.create(_create(), anna)
    assert [e["code"] for e in lobby.listing.page(0)[0]] == [table.code]
    table.drop(anna)  # Anna's game closed: her seat is held, but nobody waits at the table
    assert lobby.listing.page(0)[0] == [] and lobby.listing.fitting(Rules(), 2) is None
    table.resume(token, Peer())
    assert [e["code"] for e in lobby.listing.page(0)[0]] == [table.code]


def test_the_listing_index_forgets_what_closes():
    listing = OpenLobbies()
    lobby = ServerLobby(FAST)
    table, _, _ = lobby.create(_create(), Peer())
    listing.update(table)
    assert listing.fitting(Rules(), 2).code == table.code and len(listing) == 1
    listing.remove(table.code)
    assert listing.fitting(Rules(), 2) is None and len(listing) == 0 and listing.page(0) == ([], None)

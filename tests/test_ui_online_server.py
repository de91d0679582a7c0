"""Playing on a server from the game, on the loopback address: the server typed once in Play online; an
open table hosted there found by another player in the open lobby and played to its end; a table of the
open lobby joined from the Join screen; Play now seated with bots; and a guest whose game is killed comes
back to its seat from the main menu. The other players are net.TableClient's, as another game would be."""

from __future__ import annotations

import pygame
from test_ui_online_loopback import FRAMES, OwnerView, Patient, lobby_after, top, until

from scopa_desktop import net
from scopa_desktop.engine import Rules
from scopa_desktop.storage import load_ticket, ticket_path
from scopa_desktop.ui.app import App
from scopa_desktop.ui.driver import click, key
from scopa_desktop.ui.scenes.online.common_draw import DOT_NONE, latency_colour
from scopa_desktop.ui.text import tr


def type_text(app, text: str) -> None:
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=0, mod=0, unicode=ch, scancode=0))
    app.step(1 / 30)


def choose_server(app, address: str):
    """Main menu → Play online → the server typed in, Enter: it is the server now, and remembered."""
    menu = app.reset_to("menu")
    app.step(1 / 30)
    click(app, menu.form.row_rects["online"].center)
    online = top(app)
    field = next(r for r in app.input.regions if r.intent and r.intent.value == ("field", "server"))
    click(app, field.rect.center)
    type_text(app, address)
    key(app, pygame.K_RETURN)
    assert app.settings.online_server == address and address in app.settings.online_servers
    assert online.form.row("server").labels[online.form.row("server").index] == address
    return online


def event_of(client, kind):
    for _ in range(80):
        event = client.next_event(0.25)
        if isinstance(event, kind):
            return event
    raise AssertionError(f"no {kind.__name__} came")


def seated_lobby(app):
    screen = top(app)
    lobby = screen if screen.name == "online_lobby" else lobby_after(app, screen)
    if not isinstance(lobby.link.client, Patient):
        lobby.link.client = Patient(lobby.link.client)
    until(app, lambda: lobby.link.my_seat is not None and bool(lobby.link.code), "seated")
    return lobby


def play_out(app, table, peer) -> None:
    """Both sides play their first legal move until the match's end screen shows. Between frames the test
    waits (bounded) for the other player's next message rather than spinning."""
    link = table.link
    link.client = getattr(link.client, "client", link.client)  # frames no longer wait on our own client
    state = None
    for _ in range(FRAMES * 10):
        if top(app).name == "match_end":
            return
        if top(app).name == "scoring":
            key(app, pygame.K_RETURN)
        elif top(app) is table and table.human_turn():
            table.play(table.game.legal_moves()[0])
        elif state is not None and state.my_turn:
            peer.play(state.observation.legal_moves()[0])
            state = None
        event = peer.next_event(0.02)
        state = event if isinstance(event, net.State) else state
        app.step(1 / 30)
    raise AssertionError(f"the match did not end (top: {top(app).name})")


def test_an_open_table_hosted_on_a_server_is_found_in_its_lobby_and_played_to_the_end(app):
    handle = net.start_host(port=0, bind="127.0.0.1")
    peer = net.TableClient()
    try:
        address = f"127.0.0.1:{handle.port}"
        online = choose_server(app, address)
        click(app, online.form.row_rects["host"].center)
        host = top(app)
        assert host.name == "online_host" and host.server is not None and host.listed  # open by default
        click(app, host.form.row_rects["host"].center)
        lobby = seated_lobby(app)
        assert lobby.link.share_link() == f"scopa://{address}/{lobby.link.code}" and lobby.link.listed
        click(app, next(r for r in app.input.regions if r.intent and r.intent.value == "copy_link").rect.center)
        assert pygame.scrap.get_text() == lobby.link.share_link()  # on the clipboard, to send to a friend
        # Another player's game finds it in the server's open lobby and sits down.
        peer.connect(address)
        peer.list_lobbies()
        listing = event_of(peer, net.Lobbies)
        [entry] = [t for t in listing.tables if t.code == lobby.link.code]
        assert entry.free == 1 and [s.name for s in entry.seats if s.taken] == [lobby.link.name]
        peer.join(entry.code, "Marco")
        peer.ready(True)
        click(app, lobby.form.row_rects["ready"].center)
        until(app, lambda: top(app).name == "online_table", "the table opens")
        table = top(app)
        play_out(app, table, peer)
        assert load_ticket(ticket_path(app.home)) is None  # the match is over: no seat left to come back to
        end = top(app)
        assert end.rating_text() is None and table.link.closed  # unranked: no rating, nothing kept open
        click(app, end.form.row_rects["review"].center)  # Maestro reviews the server's record of the match
        assert top(app).name == "review", [toast for toast in app.overlay.toasts]
        key(app, pygame.K_ESCAPE)
        app.step(1 / 30)
        assert top(app) is end, [s.name for s in app.stack.scenes]
        click(app, end.form.row_rects["again"].center)  # again: another match online, not a local table
        assert [s.name for s in app.stack.scenes] == ["menu", "online"]
    finally:
        peer.close()
        handle.stop()


def test_the_join_screen_shows_the_servers_open_lobby_and_seats_us_at_a_table_of_it(app):
    handle = net.start_host(port=0, bind="127.0.0.1")
    owner = net.TableClient()
    try:
        owner.connect(f"127.0.0.1:{handle.port}")
        owner.create_table(Rules.preset("scopone"), [{"kind": "human", "name": "Marco", "level": ""},
                                                     {"kind": "bot", "name": "Giulia", "level": "hard"},
                                                     {"kind": "human", "name": "", "level": ""},
                                                     {"kind": "human", "name": "", "level": ""}], "Marco", open_=True)
        code = event_of(owner, net.Seated).code
        online = choose_server(app, f"127.0.0.1:{handle.port}")
        click(app, online.form.row_rects["join"].center)
        join = top(app)
        join.watcher = Patient(join.watcher)  # each frame waits (bounded) for the server's next word
        until(app, lambda: join.listing is not None and join.listing.tables, "the open lobby")
        row = next(r for r in app.input.regions if r.intent and r.intent.value == ("listed", 0))
        assert row.tooltip_params == {"code": code}
        words = [t for t in join.listing.tables if t.code == code][0]
        assert words.free == 2 and {s.level for s in words.seats if s.kind == "bot"} == {"hard"}
        click(app, row.rect.center)
        lobby = seated_lobby(app)
        assert lobby.link.code == code and lobby.link.seats[0].name == "Marco"
        lobby.link.close()
        lobby.link.wait_closed()
    finally:
        owner.close()
        handle.stop()


def test_a_guest_plays_an_open_table_to_its_end_and_reviews_its_own_moves(app):
    """We join Marco's open table in the second seat: at the end, Review judges our moves (seat 1), not the
    first person's, from the server's record; and playing again goes back online."""
    handle = net.start_host(port=0, bind="127.0.0.1")
    owner = net.TableClient()
    try:
        owner.connect(f"127.0.0.1:{handle.port}")
        owner.create_table(Rules.preset("classic"), [{"kind": "human", "name": "Marco", "level": ""},
                                                     {"kind": "human", "name": "", "level": ""}], "Marco", open_=True)
        code = event_of(owner, net.Seated).code
        online = choose_server(app, f"127.0.0.1:{handle.port}")
        click(app, online.form.row_rects["join"].center)
        join = top(app)
        join.watcher = Patient(join.watcher)
        until(app, lambda: join.listing is not None and join.listing.tables, "the open lobby")
        click(app, next(r for r in app.input.regions if r.intent and r.intent.value == ("listed", 0)).rect.center)
        lobby = seated_lobby(app)
        assert lobby.link.code == code and lobby.link.my_seat == 1
        owner.ready(True)
        click(app, lobby.form.row_rects["ready"].center)
        until(app, lambda: top(app).name == "online_table", "the table opens")
        play_out(app, top(app), owner)
        end = top(app)
        click(app, end.form.row_rects["review"].center)
        review = top(app)
        assert review.name == "review" and review.seat == review.view_seat == 1
        assert review.record.match_id and review.record.seats[0].name == "Marco"
    finally:
        owner.close()
        handle.stop()


def test_play_now_seats_us_and_bots_take_the_free_seats_when_asked(app):
    handle = net.start_host(port=0, bind="127.0.0.1")
    try:
        online = choose_server(app, f"127.0.0.1:{handle.port}")
        click(app, online.form.row_rects["quick"].center)
        quick = top(app)
        assert quick.name == "online_quick"
        quick.form.focus_on("wait")
        for _ in range(3):
            key(app, pygame.K_RIGHT)  # only when I ask
        assert quick.wait is None
        click(app, quick.form.row_rects["play"].center)
        lobby = seated_lobby(app)
        until(app, lambda: "bots" in lobby.form.row_rects, "Bots now offered")
        # #42: a quick table seats us ready; the button says so (it said "I'm ready" beside "Ready"), and our
        # own connection's dot is lit (it was grey while no round trip was measured yet).
        mine = lobby.link.seats[lobby.link.my_seat]
        assert mine.ready and lobby.form.row("ready").label == tr("online.not_ready")
        assert latency_colour(lobby.link.latency_of(lobby.link.my_seat), mine.connected) != DOT_NONE
        click(app, lobby.form.row_rects["bots"].center)
        until(app, lambda: top(app).name == "online_table", "the match starts with a bot")
        table = top(app)
        assert [s.is_bot for s in table.seats].count(True) == table.match.players - 1
        table.link.close()
        table.link.wait_closed()
    finally:
        handle.stop()


def test_a_guest_whose_game_is_killed_is_back_in_its_seat_from_the_main_menu(tmp_path, monkeypatch):
    """#28: host and guest on loopback; the guest's game dies mid-match; started again, the main menu offers
    that seat first, naming the match, and takes it back: the same cards, and our own connection's dot
    lit again (it stayed grey after a resume)."""
    handle = net.start_host(port=0, bind="127.0.0.1", limits=net.Limits(ping_seconds=0.2))
    owner = net.TableClient()
    home = str(tmp_path / "guest")
    monkeypatch.setenv("SCOPA_DESKTOP_HOME", home)
    guest = App(size=(1280, 800), seed=3, home=home, fullscreen=False)
    guest.settings = guest.settings.replace(animation_speed="off", bot_pause_ms=0, player_names=["Anna"])
    try:
        owner.connect(f"127.0.0.1:{handle.port}")
        owner.create_table(Rules.preset("classic"), [{"kind": "human", "name": "Marco", "level": ""},
                                                     {"kind": "human", "name": "", "level": ""}], "Marco")
        code = event_of(owner, net.Seated).code
        online = choose_server(guest, f"127.0.0.1:{handle.port}")
        click(guest, online.form.row_rects["join"].center)
        join = top(guest)
        join.fields["invite"].value = code
        click(guest, join.form.row_rects["join"].center)
        lobby = seated_lobby(guest)
        owner.ready(True)
        click(guest, lobby.form.row_rects["ready"].center)
        until(guest, lambda: top(guest).name == "online_table", "the table opens")
        table = top(guest)
        marco = OwnerView(owner)
        until(guest, lambda: table.human_turn() or marco.to_move(), "a turn")
        if marco.to_move():
            owner.play(marco.state.observation.legal_moves()[0])
            until(guest, lambda: table.human_turn(), "our turn")
        seen = table.link.latest.observation
        table.link.client.close()  # killed: the connection drops without a word, the window is gone
        guest.close()
        again = App(size=(1280, 800), seed=3, home=home, fullscreen=False)
        try:
            menu = again.reset_to("menu")
            again.step(1 / 30)
            first = menu.form.rows[0]
            assert first.key == "online_seat" and "Classic, 2 players" in first.label
            click(again, menu.form.row_rects["online_seat"].center)
            back = seated_lobby(again)
            until(again, lambda: top(again).name == "online_table", "back at the table")
            table = top(again)
            until(again, lambda: table.link.latest is not None and table.human_turn(), "our turn again")
            assert table.link.latest.observation.hand == seen.hand and table.view_seat == 1
            until(again, lambda: table.link.latency_of(1) is not None, "our own connection measured")
            assert latency_colour(table.link.latency_of(1), table.link.seats[1].connected) != DOT_NONE
            back.link.close()
            back.link.wait_closed()
        finally:
            again.close()
    finally:
        owner.close()
        handle.stop()


def test_the_player_who_opened_a_table_on_a_server_may_call_bots_into_its_free_seats(app):
    """The lobby said nobody owned the table (the owner was named after the first broadcast): 'Bots now'
    never showed for the one who opened it."""
    handle = net.start_host(port=0, bind="127.0.0.1")
    try:
        online = choose_server(app, f"127.0.0.1:{handle.port}")
        click(app, online.form.row_rects["host"].center)
        click(app, top(app).form.row_rects["host"].center)
        lobby = seated_lobby(app)
        until(app, lambda: "bots" in lobby.form.row_rects, "Bots now offered to the table's owner")
        click(app, lobby.form.row_rects["bots"].center)
        until(app, lambda: all(seat.taken for seat in lobby.link.seats), "the bots sit down")
        lobby.link.close()
        lobby.link.wait_closed()
    finally:
        handle.stop()

"""The online screens against a real in-process table server on the loopback address: host from the menu
with a bot, chat in the lobby, ready, and moves through the networked table; join another host's table by
its invitation and see the other player's move. Every wait is for a real event, bounded by a timeout."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from scopa_desktop import net
from scopa_desktop.engine import Rules
from scopa_desktop.ui.driver import click, key
from scopa_desktop.ui.scenes.online import session
from scopa_desktop.ui.text import tr

EVENT_WAIT = 0.25  # seconds a frame may wait for the next network event
FRAMES = 400  # frames any one step may take


class Patient:
    """The client, except that a poll with nothing in it waits (bounded) for the next event: the test's
    frames follow the network instead of spinning."""

    def __init__(self, client: Any) -> None:
        self.client = client

    def __getattr__(self, name: str) -> Any:
        return getattr(self.client, name)

    def poll(self) -> list:
        found = self.client.poll()
        if not found:
            event = self.client.next_event(EVENT_WAIT)
            found = [event] if event is not None else []
        return found + self.client.poll()


def until(app, condition: Callable[[], bool], what: str) -> None:
    for _ in range(FRAMES):
        app.step(1 / 30)
        if condition():
            return
    raise AssertionError(f"never happened: {what}")


def top(app):
    return app.stack.top


def lobby_after(app, screen):
    """The lobby `screen` opens once the server seats us (the screen stays, saying so, until then): its
    request's client made patient first, so the frames follow the network."""
    link = screen.pending
    if link is None:  # the server's answer came within the click's own frame
        lobby = top(app)
        assert lobby.name == "online_lobby", screen.error
        lobby.link.client = Patient(lobby.link.client)
        return lobby
    link.client = Patient(link.client)
    until(app, lambda: screen.pending is None, "the server's answer")
    lobby = top(app)
    assert lobby.name == "online_lobby" and lobby.link is link, screen.error
    return lobby


def host_with_a_bot(app):
    """Main menu -> Play online -> Host, seat 2 a bot, on any free port -> the lobby (its client patient)."""
    menu = app.reset_to("menu")
    app.step(1 / 30)
    click(app, menu.form.row_rects["online"].center)
    click(app, top(app).form.row_rects["host"].center)
    host = top(app)
    host.port = 0  # any free port: tests never take the usual one
    host.form.focus_on("seat1")
    key(app, pygame.K_RIGHT)  # seat 2: a friend -> a bot
    assert host.seat_specs()[1]["kind"] == "bot"
    click(app, host.form.row_rects["host"].center)
    return lobby_after(app, host)


def test_host_from_the_menu_chat_ready_and_play_against_the_servers_bot(app, monkeypatch):
    monkeypatch.setattr(session, "LAN_INTERFACES", ["127.0.0.1"])
    lobby = host_with_a_bot(app)
    link = lobby.link
    try:
        until(app, lambda: link.my_seat == 0 and len(link.seats) == 2 and bool(link.code), "seated at the new table")
        assert link.invitation() == f"{link.host.address}:{link.host.port}/{link.code}"
        assert link.seats[1].kind == "bot"
        # The table is announced on the (loopback) network with its code and port.
        finder = net.TableFinder(interfaces=["127.0.0.1"])
        finder.start()
        try:
            until(app, lambda: bool(finder.tables()) or link.announcer.failed, "the table is announced")
            if not link.announcer.failed:
                (found,) = finder.tables()
                assert (found.code, found.port) == (link.code, link.host.port)
        finally:
            finder.stop()
        say = next(r for r in app.input.regions if r.intent and r.intent.value == ("say", "buona_partita"))
        click(app, say.rect.center)
        until(app, lambda: [(c.seat, c.phrase) for c in link.chat] == [(0, "buona_partita")], "the phrase said")
        assert app.overlay.toasts and app.overlay.toasts[-1].phrase == ""  # not in the voice: shown, not spoken
        click(app, lobby.form.row_rects["ready"].center)
        until(app, lambda: top(app).name == "online_table", "the table opens")
        table = top(app)
        played = 0
        while played < 4:
            until(app, lambda: table.human_turn() or table.match.is_over, "your turn")
            latest = link.latest.observation
            assert table.game.observation(0) == latest  # exactly what the server let this seat see
            move = table.game.legal_moves()[0]
            table.play(move)
            assert not table.human_turn()  # sent: nothing moves until the server answers
            until(app, lambda card=move.card: any(p.card == card for p in link.latest.observation.history)
                  or link.latest.hand > 0, "the server's state with your move")
            played += 1
        assert table.match.totals == link.latest.totals
        assert table.jumps == 0  # every move, yours and the bot's, was animated from the state before it
    finally:
        link.close()
        link.wait_closed()
    assert not link.host.running


def test_join_a_table_by_its_invitation_and_see_the_other_players_move(app, monkeypatch):
    monkeypatch.setattr(session, "LAN_INTERFACES", ["127.0.0.1"])
    handle = net.start_host(port=0, bind="127.0.0.1")
    owner = net.TableClient()
    announcer = None
    try:
        owner.connect(handle.local_url)
        owner.create_table(Rules.preset("classic"), [{"kind": "human", "name": "Marco", "level": ""},
                                                     {"kind": "human", "name": "", "level": ""}], "Marco")
        code = None
        for _ in range(40):
            event = owner.next_event(EVENT_WAIT)
            if isinstance(event, net.Seated):
                code = event.code
                break
        assert code is not None
        announcer = net.TableAnnouncer("Marco", handle.port, code=code, interfaces=["127.0.0.1"])
        try:
            announcer.start()
        except OSError:  # no multicast here: the list stays empty, the invitation still works
            announcer = None
        menu = app.reset_to("menu")
        app.step(1 / 30)
        click(app, menu.form.row_rects["online"].center)
        click(app, top(app).form.row_rects["join"].center)
        join = top(app)
        assert join.name == "online_join"
        app.step(1 / 30)
        if announcer is not None and join.browser is not None:  # the table shows in the list
            def ours() -> list:  # tests on other workers may announce tables on the loopback network too
                return [t for t in join.found if t.code == code]

            for _ in range(FRAMES // 4):
                app.step(1 / 30)
                if ours():
                    break
                owner.next_event(EVENT_WAIT)  # a bounded wait between frames
            if ours():
                assert [(t.name, t.code, t.port) for t in ours()] == [("Marco", code, handle.port)]
                assert any(r.intent and r.intent.value == ("found", join.found.index(ours()[0]))
                           for r in app.input.regions)
        field = next(r for r in app.input.regions if r.intent and r.intent.value == ("field", "invite"))
        click(app, field.rect.center)
        for ch in f"127.0.0.1:{handle.port}/{code.lower()}":
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=0, mod=0, unicode=ch, scancode=0))
        app.step(1 / 30)
        assert join.fields["invite"].value.endswith(code.lower())
        click(app, join.form.row_rects["join"].center)
        lobby = lobby_after(app, join)
        link = lobby.link
        until(app, lambda: link.my_seat == 1 and len(link.seats) == 2 and link.seats[0].name == "Marco", "seated")
        owner.ready(True)
        click(app, lobby.form.row_rects["ready"].center)
        until(app, lambda: top(app).name == "online_table", "the table opens")
        table = top(app)
        assert table.view_seat == 1 and table.seats[0].name == "Marco"
        marco = OwnerView(owner)
        moves_seen = 0
        for _ in range(4):  # Marco's moves arrive and are animated here; ours go back to him
            until(app, lambda: table.human_turn() or marco.to_move(), "someone's turn")
            if table.human_turn():
                move = table.game.legal_moves()[0]
                table.play(move)
                until(app, lambda card=move.card: marco.saw(card), "Marco sees our move")
                continue
            move = marco.state.observation.legal_moves()[0]
            owner.play(move)
            until(app, lambda card=move.card: any(p.card == card for p in table.game.history) or table.hand_finished,
                  "Marco's move is shown on our table")
            moves_seen += 1
            assert table.game.observation(1) == link.latest.observation or table.hand_finished
        assert moves_seen >= 1 and table.jumps == 0
    finally:
        if announcer is not None:
            announcer.stop()
        owner.close()
        handle.stop()


class OwnerView:
    """The other player's client, read as it goes: its newest state."""

    def __init__(self, client: Any) -> None:
        self.client = client
        self.state: Any = None

    def _read(self) -> None:
        for event in self.client.poll():
            if isinstance(event, net.State):
                self.state = event

    def to_move(self) -> bool:
        self._read()
        return self.state is not None and self.state.my_turn

    def saw(self, card: Any) -> bool:
        self._read()
        return self.state is not None and any(p.card == card for p in self.state.observation.history)


def test_a_hosted_match_left_and_taken_back_after_the_server_restarts(app):
    link = host_with_a_bot(app).link
    until(app, lambda: link.my_seat == 0 and bool(link.code), "seated")
    click(app, top(app).form.row_rects["ready"].center)
    until(app, lambda: top(app).name == "online_table", "the table opens")
    table = top(app)
    until(app, lambda: table.human_turn(), "your turn")
    table.play(table.game.legal_moves()[0])
    until(app, lambda: table.human_turn() or link.latest.hand > 0, "the bot answered")
    seen = link.latest.observation
    app.reset_to("menu")  # leave: the table and the server in this game stop, the match stays saved
    link.wait_closed()  # they stop on a thread of their own: the window never waits for them
    assert link.closed and not link.host.running
    online = app.push("online")
    assert online.form.rows[1].key == "resume"  # after the server
    app.step(1 / 30)
    click(app, online.form.row_rects["resume"].center)
    back = lobby_after(app, online)
    try:
        until(app, lambda: top(app).name == "online_table", "the match is back on the table")
        again = top(app)
        assert again.view_seat == 0 and again.obs.history == seen.history and again.obs.hand == seen.hand
    finally:
        back.link.close()


def test_a_code_that_names_no_table_is_answered_in_the_players_words(app):
    handle = net.start_host(port=0, bind="127.0.0.1")
    try:
        join = app.reset_to("online_join")
        app.step(1 / 30)
        join.fields["invite"].value = f"127.0.0.1:{handle.port}/ZZZZZZ"
        asked = []  # the request's link, seen as the screen hears the refusal (maybe in the click's own frame)
        hear = join.refused
        join.refused = lambda link, reason: (asked.append(link), hear(link, reason))
        click(app, join.form.row_rects["join"].center)
        if join.pending is not None:
            assert top(app) is join  # the screen stays while the server answers
            join.pending.client = Patient(join.pending.client)
            until(app, lambda: join.pending is None, "the server's answer")
        [link] = asked
        # Refused: the Join screen stays, the reason is its message, nothing half-joined is left open.
        assert top(app) is join and join.error == tr("net_errors.no_table")
        assert link.closed and link.my_seat is None
        assert join.fields["invite"].value.endswith("/ZZZZZZ")  # what was typed, kept to correct
    finally:
        handle.stop()

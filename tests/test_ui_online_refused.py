"""Issue 42, item 1: a refused join leaves no broken lobby. From every screen a table is asked for (a link
opened, a code typed on Join, a row of the open lobby, a kept seat taken back), a refusal (a full table, a code
no table has, a seat that is gone) stays on that screen with the reason as its message and a way on (the open
lobby, Play now); nothing half-joined is left open. And the lobby never calls an open table private.
Against a real server on the loopback address; every wait is for a real event, bounded."""

from __future__ import annotations

import socket

import pygame
import pytest
from test_ui_links import post_link
from test_ui_online_loopback import Patient, lobby_after, top, until
from test_ui_online_server import choose_server, event_of, seated_lobby

from scopa_desktop import net
from scopa_desktop.engine import Rules
from scopa_desktop.storage import Ticket, load_ticket, save_ticket, ticket_path
from scopa_desktop.ui import input as inp
from scopa_desktop.ui.driver import click, key
from scopa_desktop.ui.text import tr

TWO = [{"kind": "human", "name": "Marco", "level": ""}, {"kind": "human", "name": "", "level": ""}]


@pytest.fixture
def server():
    handle = net.start_host(port=0, bind="127.0.0.1")
    clients: list[net.TableClient] = []

    def client() -> net.TableClient:
        c = net.TableClient()
        c.connect(f"127.0.0.1:{handle.port}")
        clients.append(c)
        return c

    handle.client = client
    try:
        yield handle
    finally:
        for c in clients:
            c.close()
        handle.stop()


def open_table(server, full: bool) -> str:
    """An open table of two on `server` (Marco's); `full`: a second player took the other seat."""
    owner = server.client()
    owner.create_table(Rules.preset("classic"), TWO, "Marco", open_=True)
    code = event_of(owner, net.Seated).code
    if full:
        other = server.client()
        other.join(code, "Lia")
        event_of(other, net.Seated)
    return code


def answered(app, screen) -> None:
    """Wait (bounded) for the answer to the table `screen` asked for (it may have come in the click's frame)."""
    link = screen.pending
    if link is not None:
        assert top(app) is screen  # the screen stays while the server answers
        link.client = Patient(link.client)  # each frame waits (bounded) for the server's word
        until(app, lambda: screen.pending is None, "the server's answer")
        assert link.closed and link.my_seat is None  # nothing half-joined left open
    assert top(app) is screen and screen.error


def watched(app, join, tables: bool = True) -> None:
    """Wait (bounded) for the Join screen's open lobby (with a table in it, if `tables`), each frame waiting
    for the server's word."""
    join.watcher = Patient(join.watcher)
    join.listing = None  # a listing already read (in the click's own frame, say) is not waited for again:
    join.watcher.watch_lobbies(names=app.settings.online_list_names)  # the server sends its first page now
    until(app, lambda: join.listing is not None and (bool(join.listing.tables) or not tables), "the open lobby")


@pytest.mark.parametrize(("full", "reason"), [(True, "table_full"), (False, "no_table")])
def test_a_link_refused_stays_on_its_screen_and_offers_the_open_lobby_and_play_now(app, server, full, reason):
    code = open_table(server, full=True) if full else "ZZZZZZ"
    app.reset_to("menu")
    post_link(app, f"scopa://127.0.0.1:{server.port}/{code}")
    ask = top(app)
    assert ask.name == "online_open_link"
    click(app, ask.form.row_rects["join"].center)
    answered(app, ask)
    assert top(app) is ask and ask.error == tr(f"net_errors.{reason}")
    assert [r.key for r in ask.form.rows] == ["back", "lobby", "quick"]
    key(app, pygame.K_RETURN)  # the open lobby has the focus: that server's Join screen, with the reason
    join = top(app)
    assert join.name == "online_join" and str(join.server) == f"127.0.0.1:{server.port}"
    assert join.error == tr(f"net_errors.{reason}") and "quick" in [r.key for r in join.form.rows]
    click(app, join.form.row_rects["quick"].center)
    assert top(app).name == "online_quick" and str(top(app).server) == f"127.0.0.1:{server.port}"


def test_a_code_refused_on_join_stays_there_with_play_now_and_the_open_lobby_still_watched(app, server):
    code = open_table(server, full=True)
    online = choose_server(app, f"127.0.0.1:{server.port}")
    click(app, online.form.row_rects["join"].center)
    join = top(app)
    assert "quick" not in [r.key for r in join.form.rows]  # nothing refused yet
    join.fields["invite"].value = code
    click(app, join.form.row_rects["join"].center)
    answered(app, join)
    assert join.error == tr("net_errors.table_full") and "quick" in [r.key for r in join.form.rows]
    assert join.watcher is not None  # the open lobby, whose client went with the request, is watched again
    watched(app, join, tables=False)  # a full table is not listed: the answer is an empty lobby


def test_a_table_filled_while_its_row_was_clicked_is_refused_on_the_join_screen(app, server):
    code = open_table(server, full=False)
    online = choose_server(app, f"127.0.0.1:{server.port}")
    click(app, online.form.row_rects["join"].center)
    join = top(app)
    watched(app, join)
    other = server.client()
    other.join(code, "Lia")  # someone else sits down first
    event_of(other, net.Seated)
    row = next(r for r in app.input.regions if r.intent and r.intent.value == ("listed", 0))
    click(app, row.rect.center)
    answered(app, join)
    assert top(app) is join and join.error == tr("net_errors.table_full")


def test_a_kept_seat_whose_table_is_gone_is_forgotten_and_said_on_the_online_menu(app, server):
    save_ticket(ticket_path(app.home), Ticket(f"ws://127.0.0.1:{server.port}", "ZZZZZZ", "x" * 32, "Anna", False, 0))
    menu = app.reset_to("menu")
    app.step(1 / 30)
    click(app, menu.form.row_rects["online"].center)
    online = top(app)
    assert online.form.rows[1].key == "resume"
    click(app, online.form.row_rects["resume"].center)
    answered(app, online)
    assert top(app) is online and online.error == tr("net_errors.no_table")
    assert "resume" not in [r.key for r in online.form.rows]
    assert load_ticket(ticket_path(app.home)) is None


def test_back_while_the_answer_is_coming_stops_waiting_and_stays(app):
    silent = socket.socket()  # a server that takes the connection and never answers: the request stays asked
    silent.bind(("127.0.0.1", 0))
    silent.listen(4)
    try:
        app.reset_to("menu")
        post_link(app, f"scopa://127.0.0.1:{silent.getsockname()[1]}/K7M2QX")
        ask = top(app)
        click(app, ask.form.row_rects["join"].center)
        link = ask.pending
        assert link is not None and top(app) is ask
        key(app, pygame.K_ESCAPE)  # stop waiting: the screen stays, the request's connection closes
        assert top(app) is ask and ask.pending is None and link.closed
    finally:
        silent.close()


def test_the_lobby_of_an_open_table_joined_by_link_says_it_is_listed(app, server, monkeypatch):
    from test_ui_text_fits import record_drawn

    code = open_table(server, full=False)
    app.reset_to("menu")
    post_link(app, f"scopa://127.0.0.1:{server.port}/{code}")
    ask = top(app)
    click(app, ask.form.row_rects["join"].center)
    lobby = lobby_after(app, ask)
    until(app, lambda: bool(lobby.link.seats), "the table described")
    drawn, _ = record_drawn(monkeypatch)
    lobby.invalidate()
    app.step(1 / 30)
    assert tr("online.listed_line") in drawn and tr("online.private_line") not in drawn
    lobby.link.close()
    lobby.link.wait_closed()


def test_the_open_lobby_can_be_listed_without_the_players_names_and_keeps_the_choice(app, server):
    """#44 item 5: a player can hide the names shown in the open lobby (a server may list names one would
    rather not read); the choice is kept for next time."""
    open_table(server, full=False)
    online = choose_server(app, f"127.0.0.1:{server.port}")
    click(app, online.form.row_rects["join"].center)
    join = top(app)
    watched(app, join)
    assert [s.name for s in join.listing.tables[0].seats if s.taken] == ["Marco"]
    join.form.focus_on("names")
    key(app, pygame.K_RIGHT)  # Hidden
    assert app.settings.online_list_names is False
    join.watcher = Patient(join.watcher)
    until(app, lambda: join.listing is not None and join.listing.tables
          and [s.name for s in join.listing.tables[0].seats if s.taken] == [""], "the lobby without names")
    key(app, pygame.K_ESCAPE)
    click(app, online.form.row_rects["join"].center)
    again = top(app)
    watched(app, again)
    assert [s.name for s in again.listing.tables[0].seats if s.taken] == [""]  # still hidden


def test_the_open_lobby_pages_through_every_table_the_server_sent(app, server):
    """The server sends 25 open tables a page; the Join screen shows five at a time, and its next-page
    button showed the server's next 25 (tables 6 to 25 were never seen) and crashed (a scene's `page` is
    its scrolling)."""
    codes = [open_table(server, full=False) for _ in range(7)]
    online = choose_server(app, f"127.0.0.1:{server.port}")
    click(app, online.form.row_rects["join"].center)
    join = top(app)
    watched(app, join)
    until(app, lambda: len(join.listing.tables) == 7, "all seven tables listed")

    def listed() -> list[str]:
        app.step(1 / 30)
        return [join.listing.tables[r.intent.value[1]].code for r in app.input.regions
                if r.intent and r.intent.kind == inp.ACTION and r.intent.value[0] == "listed"]

    def press(which: str) -> None:
        [button] = [r for r in app.input.regions if r.intent == inp.Intent(inp.ACTION, ("page", which))]
        click(app, button.rect.center)

    first = listed()
    assert len(first) == 5
    said = len(app.speech.announcer.kept)
    press("next")
    rest = listed()
    assert len(rest) == 2 and set(first) | set(rest) == set(codes)  # every table reachable
    heard = [a.text for a in app.speech.announcer.kept[said:]]  # by ear too: the page that came, and its first
    assert any(tr("online.tables_shown", n=2, first="") in text and "Marco" in text for text in heard), heard
    press("first")
    assert listed() == first
    press("next")
    seventh = join.listing.tables[6].code
    click(app, next(r for r in app.input.regions if r.intent == inp.Intent(inp.ACTION, ("listed", 6))).rect.center)
    assert seated_lobby(app).link.code == seventh  # a table of the second five is joined like any other

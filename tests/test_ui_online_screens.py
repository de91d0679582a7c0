"""The online screens against an in-memory table (same method and event names as scopa_desktop.net's
client): host, lobby, chat, and moves through the networked table; each seat only gets its observation."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame
import pytest

from scopa_desktop import i18n, net
from scopa_desktop.bots import make_bot
from scopa_desktop.engine import Match, Rules
from scopa_desktop.net import (
    Chat,
    Disconnected,
    Error,
    FoundTable,
    Latency,
    Lobby,
    MatchOver,
    Seated,
    SeatInfo,
    State,
    Waiting,
)
from scopa_desktop.storage import HistoryStore, ResumeStore, Seat, Ticket, load_ticket, record_from_match, ticket_path
from scopa_desktop.ui import input as inp
from scopa_desktop.ui.driver import click, key
from scopa_desktop.ui.scenes.online.seat_marks import seat_note
from scopa_desktop.ui.text import tr


@dataclass
class FakeTable:
    """A table held in memory with the server's event shapes: the Match, the seats, bots that answer at
    once when asked (`run_bots`)."""

    rules: Rules
    seats: list[dict]
    code: str = "K7M2QX"
    clients: dict[int, FakeClient] = field(default_factory=dict)
    ready: set = field(default_factory=set)
    match: Match | None = None
    bots: dict = field(default_factory=dict)
    said: list = field(default_factory=list)
    turn: int = 0

    def lobby(self, away: frozenset = frozenset()) -> Lobby:
        seats = tuple(SeatInfo(s["kind"], s["name"], s["level"], s["kind"] == "bot" or i in self.clients,
                               i in self.ready or s["kind"] == "bot", i not in away, None)
                      for i, s in enumerate(self.seats))
        return Lobby(self.code, seats, self.match is not None, self.rules)

    def broadcast(self, make) -> None:
        for seat, client in self.clients.items():
            client.inbox.append(make(seat))

    def sit(self, client: FakeClient, name: str) -> None:
        seat = next(i for i, s in enumerate(self.seats) if s["kind"] == "human" and i not in self.clients)
        self.seats[seat] = {**self.seats[seat], "name": name}
        self.clients[seat] = client
        client.seat = seat
        client.inbox.append(Seated(self.code, seat, f"token{seat}"))
        self.broadcast(lambda s: self.lobby())

    def set_ready(self, seat: int, flag: bool) -> None:
        (self.ready.add if flag else self.ready.discard)(seat)
        self.broadcast(lambda s: self.lobby())
        people = [i for i, s in enumerate(self.seats) if s["kind"] == "human"]
        if self.match is None and all(i in self.ready for i in people):
            self.match = Match.new(self.rules, len(self.seats), seed=11)
            self.bots = {i: make_bot(s["level"], seed=i) for i, s in enumerate(self.seats) if s["kind"] == "bot"}
            self.send_state(None)

    def send_state(self, last) -> None:
        m = self.match
        self.turn += 1
        self.broadcast(lambda s: State(self.turn, m.game.observation(s), last, m.totals, len(m.history),
                                       None, m.winner, ()))

    def play(self, seat: int, move) -> None:
        m = self.match
        if m.game.to_move != seat or move not in m.game.legal_moves():
            return
        self.match = m.play(move)
        self.send_state({"seat": seat, "kind": "play", "move": str(move)})
        if self.match.is_over:
            record = record_from_match(self.match, self.seats, match_id="net-1").to_dict()
            self.broadcast(lambda s: MatchOver(record, "net-1"))

    def run_bots(self) -> None:
        m = self.match
        if m is not None and not m.is_over and m.game.to_move in self.bots:
            self.play(m.game.to_move, self.bots[m.game.to_move].choose(m.game.observation(m.game.to_move)))


class FakeClient:
    link = None  # a server's link (this fake is the game's own server: the screens make the link)
    server = None

    def __init__(self, table: FakeTable) -> None:
        self.table = table
        self.inbox: list = []
        self.seat: int | None = None
        self.url = ""
        self.closed = False

    def connect(self, url: str) -> None:
        self.url = url

    def create_table(self, rules, seats, name, open_=False) -> None:
        self.table.rules, self.table.seats = rules, [dict(s) for s in seats]
        self.table.sit(self, name)

    def join(self, code: str, name: str) -> None:
        assert code == self.table.code
        self.table.sit(self, name)

    def resume(self, code: str, token: str) -> None:
        assert code == self.table.code
        seat = int(token.removeprefix("token"))
        self.table.clients[seat], self.seat = self, seat
        self.inbox += [Seated(code, seat, token), self.table.lobby()]

    def leave(self) -> None:
        self.table.clients.pop(self.seat)

    def ready(self, ready: bool = True) -> None:
        self.table.set_ready(self.seat, ready)

    def play(self, move) -> None:
        self.table.play(self.seat, move)

    def declare(self) -> None:
        raise AssertionError("no declarations in these rules")

    def say(self, phrase_key: str) -> None:
        self.table.said.append((self.seat, phrase_key))
        self.table.broadcast(lambda s: Chat(self.seat, phrase_key))

    def poll(self) -> list:
        out, self.inbox = self.inbox, []
        return out

    def close(self) -> None:
        self.closed = True


@dataclass
class FakeHandle:
    table: FakeTable
    address: str = "192.168.1.20"
    port: int = 7519
    stopped: bool = False

    @property
    def local_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    @property
    def url(self) -> str:
        return f"ws://{self.address}:{self.port}"

    @property
    def code(self) -> str:
        return self.table.code

    announced: str | None = None  # the name the table is announced by on the local network

    def announce(self, name: str, interfaces=None) -> bool:
        self.announced = name
        return True

    def unannounce(self) -> None:
        self.announced = None

    def stop(self) -> None:
        self.stopped = True


class FakeBackend:
    """The names the screens use from scopa_desktop.net, over one FakeTable."""

    DEFAULT_PORT = 7519
    parse_link, parse_server, format_link = (staticmethod(f) for f in (net.parse_link, net.parse_server,
                                                                        net.format_link))

    def __init__(self) -> None:
        self.table = FakeTable(Rules.preset("classic"), [])
        self.handle: FakeHandle | None = None

    def start_host(self, port: int = 0, data_dir=None):
        self.handle = FakeHandle(self.table, port=port or 50123)
        return self.handle

    def TableClient(self):  # noqa: N802 - the real backend's class name
        return FakeClient(self.table)

    def TableFinder(self, interfaces=None):  # noqa: N802
        return FakeFinder(self)


class FakeFinder:
    """The join screen's view of the local network: the table the host announced, if any."""

    def __init__(self, backend: FakeBackend) -> None:
        self.backend = backend

    def start(self) -> None:
        pass

    def stop(self) -> None:
        pass

    def tables(self) -> list:
        handle = self.backend.handle
        if handle is None or handle.announced is None:
            return []
        return [FoundTable(handle.announced, handle.address, handle.port, handle.code, False, 1)]


@pytest.fixture(autouse=True)
def fake_network(monkeypatch):
    """The online screens find this backend instead of scopa_desktop.net."""
    from scopa_desktop.ui.scenes.online import screen

    backend = FakeBackend()
    monkeypatch.setattr(screen, "net_backend", lambda: backend)
    return backend


def run_frames(app, n: int = 3) -> None:
    for _ in range(n):
        app.step(1 / 30)


def host_to_lobby(app, with_bot: bool = False):
    """Main menu -> Play online -> Host -> seat 2 a friend's (or a bot's) -> Open the table."""
    menu = app.reset_to("menu")
    run_frames(app)
    click(app, menu.form.row_rects["online"].center)
    online = app.stack.top
    assert online.name == "online"
    click(app, online.form.row_rects["host"].center)
    host = app.stack.top
    assert host.name == "online_host"
    if with_bot:
        host.form.focus_on("seat1")
        key(app, pygame.K_RIGHT)  # a friend -> the first bot level
    run_frames(app)
    click(app, host.form.row_rects["host"].center)
    lobby = app.stack.top
    assert lobby.name == "online_lobby"
    return lobby


def test_host_opens_a_lobby_with_the_invitation_and_the_seats(app, fake_network):
    backend = fake_network
    lobby = host_to_lobby(app)
    run_frames(app)
    assert backend.table.seats[1] == {"kind": "human", "name": "", "level": ""}  # a friend's seat, open
    assert lobby.link.my_seat == 0 and lobby.link.code == "K7M2QX"
    assert lobby.link.invitation() == "192.168.1.20:7519/K7M2QX"
    assert [s.taken for s in lobby.link.seats] == [True, False]


def test_a_phrase_said_in_the_lobby_reaches_the_table_and_shows_with_its_meaning(app, fake_network):
    backend = fake_network
    lobby = host_to_lobby(app)
    run_frames(app)
    regions = [r for r in app.input.regions if r.intent == inp.Intent(inp.ACTION, ("say", "tocca_a_te"))]
    assert regions
    click(app, regions[0].rect.center)
    run_frames(app)
    assert backend.table.said == [(0, "tocca_a_te")]
    assert [(c.seat, c.phrase) for c in lobby.link.chat] == [(0, "tocca_a_te")]
    toast = app.overlay.toasts[-1]
    # The Italian (spoken: the glossary has it), who said it and its meaning.
    assert toast.title == i18n.phrase("tocca_a_te").italian and toast.phrase == "tocca_a_te"
    assert i18n.phrase("tocca_a_te").meaning in toast.line


def start_match(app):
    """Host with a bot in seat 2, press Ready: the table opens on the first state."""
    lobby = host_to_lobby(app, with_bot=True)
    run_frames(app)
    click(app, lobby.form.row_rects["ready"].center)
    run_frames(app)
    table = app.stack.top
    assert table.name == "online_table"
    return table


def test_the_networked_table_plays_your_move_through_the_server_and_the_bots_reply(app, fake_network):
    backend = fake_network
    table = start_match(app)
    server = backend.table
    assert table.view_seat == 0 and table.seats[1].is_bot
    for _ in range(6):  # a few moves each
        server.run_bots()
        for _ in range(400):
            app.step(1 / 30)
            if table.human_turn():
                break
        assert table.human_turn()
        # The table shows exactly what seat 0 may know of the server's game.
        assert table.game.observation(0) == server.match.game.observation(0)
        assert table.match.totals == server.match.totals
        move = table.game.legal_moves()[0]
        table.play(move)
        assert not table.human_turn()  # sent: input waits for the server's state
        assert server.match.game.history[-1].card == move.card or len(server.match.history) > 0
    assert table.jumps == 0


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_slow_or_dropped_friend_shows_on_the_table(app, lang, fake_network):
    i18n.set_language(lang)
    lobby = host_to_lobby(app)
    server = fake_network.table
    friend = FakeClient(server)
    friend.join(server.code, "Marco")
    friend.ready(True)
    run_frames(app)
    click(app, lobby.form.row_rects["ready"].center)
    run_frames(app)
    table = app.stack.top
    assert table.name == "online_table" and table.seats[1] == Seat("human", "Marco")
    for _ in range(3):  # until Marco is to move (your move when it is yours)
        run_frames(app, 40)
        if table.shown.game.to_move == 1:
            break
        table.play(table.game.legal_moves()[0])
    assert table.shown.game.to_move == 1 and not table.human_turn()
    me = server.clients[0]
    me.inbox += [Latency((12, 480)), Waiting(1, "Marco", 6.0, False)]
    run_frames(app)
    assert table.link.latency_of(1) == 480
    assert table.status.message() == tr("online.waiting_for", name="Marco")
    me.inbox += [Waiting(1, "Marco", 61.0, True), server.lobby(away=frozenset({1}))]
    run_frames(app)
    assert table.status.message() == tr("online.bot_plays_for", name="Marco")
    assert seat_note(table, 1) == tr("online.away_bot_plays")  # away, and the hold ran out: not "reconnecting"
    for size in [(960, 600), (1920, 1080)]:  # the note lies on Marco's panel, clear of his pile and its count
        app.resize(size)
        run_frames(app)
        parts, pill = table.layout.panel_parts(1), table.seat_panels.pills[1]
        pile, r = parts["pile"], max(9, table.layout.name_size * 2 // 3)
        count = pygame.Rect(pile.right - 2 - r, pile.bottom - 4 - r, 2 * r, 2 * r)  # the pile's count badge
        assert parts["rect"].contains(pill) and not pill.colliderect(pile) and not pill.colliderect(count)
    # Our own connection drops a moment: the client reconnects by itself, and the table says so meanwhile.
    me.inbox.append(Disconnected("connection lost", True))
    run_frames(app)
    assert table.status.message() == tr("online.reconnecting_table")
    # Marco is back and plays: the table moves on, and his seat's note is gone.
    me.inbox.append(server.lobby())
    friend.play(server.match.game.observation(1).legal_moves()[0])
    run_frames(app, 60)
    assert table.shown.game.to_move == 0 and seat_note(table, 1) == ""


def test_a_whole_match_ends_on_its_end_screen_and_goes_into_your_history(app, fake_network):
    table = start_match(app)
    server = fake_network.table
    hands_seen = 0
    for _ in range(3000):
        server.run_bots()
        app.step(1 / 30)
        top = app.stack.top
        if top.name == "scoring":  # each hand's sheet, then the next deal
            assert top.match.totals == server.match.totals or server.match.is_over
            hands_seen += 1
            key(app, pygame.K_RETURN)
        elif top.name == "match_end":
            break
        elif table.human_turn():
            table.play(table.game.legal_moves()[-1])
    assert app.stack.top.name == "match_end" and server.match.is_over
    assert hands_seen == len(server.match.history) and table.jumps == 0
    assert table.link.closed
    records = HistoryStore(app.home).load().records
    assert [(r.match_id, tuple(r.totals)) for r in records] == [("net-1", server.match.totals)]


def test_the_hosts_table_is_announced_and_listed_on_the_join_screen(app, fake_network):
    lobby = host_to_lobby(app)
    run_frames(app)
    lobby.link.announcer.stop()  # waits for the announcement's thread, then takes the table off the network...
    assert fake_network.handle.announced is None
    fake_network.handle.announce("Player")  # ...and on again, as it was, for the join screen below
    join = app.push("online_join")
    run_frames(app)
    assert [(t.name, t.code) for t in join.found] == [("Player", "K7M2QX")]
    row = next(r for r in app.input.regions if r.intent and r.intent.value == ("found", 0))
    seated_before = len(fake_network.table.clients)
    click(app, row.rect.center)
    assert app.stack.top.name == "online_lobby" and len(fake_network.table.clients) == seated_before + 1
    lobby.link.close()
    assert fake_network.handle.announced is None and fake_network.handle.stopped


def test_your_seat_is_kept_to_come_back_to_and_forgotten_when_you_leave(app, fake_network):
    lobby = host_to_lobby(app)
    run_frames(app)
    path = ticket_path(app.home)
    assert load_ticket(path) == Ticket("ws://192.168.1.20:7519", "K7M2QX", "token0", "Player", True, 7519,
                                       "classic", 2)
    lobby.link.close()  # the game closed: the seat waits on the host's folder
    # After a crash, with a local match saved too, the main menu offers the network seat first, naming it.
    ResumeStore(app.home).save(Match.new(Rules.preset("scopone"), 4, seed=1),
                               [Seat("human", "Anna")] + [Seat("bot", f"Bot {i}", "easy") for i in range(1, 4)])
    menu = app.reset_to("menu")
    run_frames(app)
    first, second = menu.form.rows[:2]
    assert (first.key, second.key) == ("online_seat", "continue") and first.primary and not second.primary
    assert "Classic, 2 players" in first.label
    click(app, menu.form.row_rects["online_seat"].center)
    back = app.stack.top
    assert back.name == "online_lobby" and fake_network.handle.port == 7519  # the server again, same port
    run_frames(app)
    assert back.link.my_seat == 0 and back.link.code == "K7M2QX"
    click(app, back.form.row_rects["leave"].center)
    assert load_ticket(path) is None and 0 not in fake_network.table.clients
    assert [row.key for row in app.reset_to("online").form.rows] == ["server", "quick", "ranked", "host", "join",
                                                                     "back"]


def test_a_damaged_seat_file_is_moved_aside_reported_and_nothing_is_offered(app):
    path = ticket_path(app.home)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"url": 3}', encoding="utf-8")
    menu = app.reset_to("menu")
    assert "online_seat" not in [row.key for row in menu.form.rows]
    assert not path.exists() and list(path.parent.glob("online_seat*"))  # kept aside, not lost...
    assert [n.key for n in app.notices] == ["errors.online_seat_corrupt"]  # ...and the player told where
    assert [row.key for row in app.reset_to("online").form.rows] == ["server", "quick", "ranked", "host", "join",
                                                                     "back"]


def test_a_seat_kept_by_an_older_version_is_offered_by_its_code(app):
    path = ticket_path(app.home)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"url": "ws://10.0.0.5:7519", "code": "K7M2QX", "token": "t0", "name": "Anna", "hosting": false,'
                    ' "port": 0}', encoding="utf-8")
    menu = app.reset_to("menu")
    assert menu.form.rows[0].key == "online_seat" and "K7M2QX" in menu.form.rows[0].label and not app.notices


def test_a_move_the_server_refuses_gives_you_the_turn_back_and_says_so(app, fake_network):
    table = start_match(app)
    server = fake_network.table
    for _ in range(3):
        server.run_bots()
        run_frames(app, 30)
    assert table.human_turn()
    me = server.clients[0]
    refused = []
    server.play = lambda seat, move: (refused.append(move), me.inbox.append(Error("stale_turn", "That turn is over")))
    move = table.game.legal_moves()[0]
    table.play(move)
    assert refused == [move] and not table.human_turn()
    run_frames(app)
    assert table.human_turn() and table.sent is None
    assert app.overlay.toasts[-1].title == tr("online.move_refused")


def test_the_host_is_asked_before_leaving_a_match_in_play_and_stay_changes_nothing(app, fake_network):
    table = start_match(app)
    pause = app.push("pause")
    run_frames(app)
    click(app, pause.form.row_rects["main_menu"].center)
    confirm = app.stack.top
    assert confirm.name == "confirm" and confirm.message == tr("online.leave_host")
    key(app, pygame.K_RETURN)  # Stay has the focus: a stray Enter loses nothing
    assert app.stack.top is pause and not table.link.closed
    click(app, pause.form.row_rects["main_menu"].center)
    click(app, app.stack.top.form.row_rects["proceed"].center)
    assert app.stack.top.name == "menu" and table.link.closed


@pytest.mark.parametrize("lang", ["en", "it"])
def test_hosting_describes_the_focused_bot_level_and_preset(app, lang, fake_network):
    app.update_settings(language=lang)
    app.reset_to("menu")
    host = app.push("online_host")
    run_frames(app)
    assert host.note() == tr("online.host_note")  # a friend's seat: how friends find the table
    host.form.focus_on("seat1")
    key(app, pygame.K_RIGHT)  # a friend -> the first bot level
    run_frames(app)
    level = host.kinds[0]
    assert level != "friend" and host.note() == tr(f"setup.levels.{level}.description")
    host.form.focus_on("preset")
    assert host.note() == f"{tr(f'presets.{host.preset}.description')} {tr('window.first_to', n=host.rules.target)}"


def test_a_host_named_like_a_bot_opens_a_table_where_the_bots_are_called_otherwise(app):
    app.update_settings(player_names=["Giulia"])
    app.reset_to("menu")
    host = app.push("online_host")
    host.form.focus_on("players")
    for _ in range(3):
        key(app, pygame.K_RIGHT)
    host.form.focus_on("seat1")
    key(app, pygame.K_RIGHT)  # a friend -> the first bot level
    names = [spec["name"] for spec in host.seat_specs() if spec["name"]]
    assert names[0] == "Giulia" and len(set(names)) == len(names) >= 2


def test_an_italian_reader_sees_the_table_phrases_without_an_italian_gloss(app, fake_network):
    """#42: the hand-off showed "Tocca a te / è il tuo turno" in the Italian UI; the lobby's phrase buttons
    and the chat did the same. The meaning is for readers of another language."""
    from scopa_desktop.ui.scenes.online.common_draw import phrase_texts

    i18n.set_language("it")
    try:
        assert phrase_texts("tocca_a_te")[1] == ""
        lobby = host_to_lobby(app)
        say = inp.Intent(inp.ACTION, ("say", "ciao"))
        click(app, next(r for r in app.input.regions if r.intent == say).rect.center)
        run_frames(app)
        said = app.overlay.toasts[-1]
        assert said.title == phrase_texts("ciao")[0] and "saluto" not in said.line
        assert lobby.link.chat and "—" not in tr("online.chat_line_plain", name="A", italian="Ciao!", meaning="")
    finally:
        i18n.set_language("en")
    assert phrase_texts("tocca_a_te")[1]  # in English the meaning is there

"""`TableClient`: the game's handle on a network table, safe to call from the UI thread.

It runs a `ClientSession` on its own asyncio loop in a background thread; the UI calls its methods (they
return at once, never waiting on the network) and reads what happened with `poll()` once a frame:

    client = TableClient()
    client.connect("scopa.example.org:7519")  # host:port, ws://..., wss://... (LinkError when malformed)
    client.watch_lobbies()                   # Lobbies events: the open lobby, again whenever it changes
    client.join("K7QX3M", "Anna")            # or create_table(rules, seats, "Anna", open_=True),
    client.ready()                           #    or quick_match(rules, 2, "Anna", bots_after=30)
    for event in client.poll():              # Connected, Seated, Lobby, Lobbies, State, Chat, Latency,
        ...                                  # Waiting, MatchOver, Error, Disconnected (net/events.py)
    client.play(move)                        # a Move or its text "7d:3c+4s", when State.my_turn
    client.link                              # "scopa://scopa.example.org:7519/K7QX3M", once seated
    client.close()
"""

from __future__ import annotations

import asyncio
import queue
import ssl as ssl_module
import threading
from collections.abc import Callable
from typing import Any

from ..bots import BOT_LEVELS
from ..engine import Move, Rules
from ..storage import Seat
from . import events as ev
from .links import ServerAddress, format_link, parse_server
from .protocol import PHRASES
from .session import ClientSession

WATCH_SECONDS = 2.0  # how often a watched open lobby is looked at (an unchanged one costs a short answer)


class TableClient:
    """A thread-safe client for one seat. Options: `retry_seconds` (resend an unanswered request),
    `reconnect_attempts`, `open_timeout`, `ssl` (an SSLContext for wss:// with a private certificate)."""

    def __init__(self, **options: Any) -> None:
        self._options = options
        self.server: ServerAddress | None = None
        self._events: queue.Queue[ev.Event] = queue.Queue()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._session: ClientSession | None = None
        self._thread: threading.Thread | None = None

    # -- connecting ---------------------------------------------------------------------------------------
    def connect(self, address: str | ServerAddress) -> None:
        """Connect to a server (`host`, `host:port`, `ws://host:port`, `wss://host:port`, a table's link, or a
        ServerAddress) in the background: a Connected event follows, or Error/Disconnected. A malformed
        address raises `LinkError` (its `reason` names what is wrong) and nothing starts."""
        if self._thread is not None:
            raise RuntimeError("this client is already connected; close() it first")
        self.server = address if isinstance(address, ServerAddress) else parse_server(address)
        url = self.server.url
        started = threading.Event()

        def main() -> None:
            loop = asyncio.new_event_loop()
            self._loop = loop
            self._session = ClientSession(url, self._events.put, **self._options)
            loop.call_soon(started.set)
            try:
                loop.run_until_complete(self._session.run())
            finally:
                loop.run_until_complete(loop.shutdown_asyncgens())
                loop.close()

        self._thread = threading.Thread(target=main, name="scopa-net-client", daemon=True)
        self._thread.start()
        started.wait(5.0)

    def close(self, timeout: float = 3.0) -> None:
        """Disconnect and stop the thread (returns within `timeout` seconds)."""
        self._call(lambda s: s.close())
        if self._thread is not None:
            self._thread.join(timeout)
        self._thread = None

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    # -- requests -----------------------------------------------------------------------------------------
    def create_table(self, rules: Rules, seats: list[Seat | dict[str, Any]], name: str,
                     seed: int | None = None, open_: bool = False) -> None:
        """Open a table with these rules and seats (people's seats: kind "human"; bots with their level);
        we take the first people's seat and own the table (we may fill its free seats with bots). `open_`:
        listed in the server's open lobby, else reached by its code (or link) only. `seed` is honoured only
        by servers that allow it (tests). Seated, Lobby follow (Error bad_rules, too_many_tables,
        rate_limited)."""
        self._call(lambda s: s.create_table(rules, seats, name, seed, open_))

    def quick_match(self, rules: Rules, players: int, name: str, bots_after: float | None = None,
                    level: str = "medium", ranked: bool = False) -> None:
        """Play now: a seat at the open table of these rules and players that has waited longest, else a new
        open table that waits for others; after `bots_after` seconds (None: never) bots of `level` take the
        free seats. The match starts by itself once every seat is taken. Seated, Lobby, then State.
        `ranked` (after `identify`; a preset's rules as they are): a ranked table of players near our
        rating, the window widening as they wait; the match is rated (Rated) when it ends."""
        if level not in BOT_LEVELS:
            raise ValueError(f"unknown bot level {level!r}; levels are: {', '.join(BOT_LEVELS)}")
        self._call(lambda s: s.quick_match(rules, players, name, bots_after, level, ranked))

    def identify(self, secret: str, name: str) -> None:
        """Say who we are on this server (then on every connection): `secret`, made once for this server
        and kept (never shown to anyone: the server keeps only its hash), and the name we would like. An
        Identity event follows: the name the server gave us (unique there) and our ratings."""
        self._call(lambda s: s.ranked.identify(secret, name))

    def leaders(self, family: str) -> None:
        """A family's leaderboard (net.FAMILIES): a Leaderboard event, with our place once identified."""
        self._call(lambda s: s.request("leaders", family=family))

    def rating_chart(self, family: str) -> None:
        """Our rating in a family after each rated match (once identified): a RatingChart event."""
        self._call(lambda s: s.request("chart", family=family))

    def fill_bots(self, level: str = "medium") -> None:
        """Before the start: bots of `level` take every free seat of our table (a quick-match table: anyone
        seated may ask; another: its owner only, else Error not_allowed)."""
        if level not in BOT_LEVELS:
            raise ValueError(f"unknown bot level {level!r}; levels are: {', '.join(BOT_LEVELS)}")
        self._call(lambda s: s.request("fill_bots", level=level))

    def list_lobbies(self, after: int = 0, preset: str | None = None, players: int | None = None,
                     names: bool = True) -> None:
        """One page of the server's open lobby (after the cursor `after`: a Lobbies event's `next`), oldest
        table first, of that preset and number of players when given (the players' names hidden, blank,
        when `names` is False): a Lobbies event."""
        self._call(lambda s: s.list_tables(after, preset, players, names=names))

    def watch_lobbies(self, every: float = WATCH_SECONDS, preset: str | None = None,
                      players: int | None = None, names: bool = True) -> None:
        """Keep the open lobby's first page coming as Lobbies events: now (or as soon as connected), then
        each time it changes (looked at every `every` seconds), until `unwatch_lobbies()`, a seat (a Seated
        event ends the watch) or `close()`. `names` False: without the players' names."""
        self._call(lambda s: s.watch(every, preset, players, names))

    def unwatch_lobbies(self) -> None:
        self._call(lambda s: s.unwatch())

    def join(self, code: str, name: str) -> None:
        self._call(lambda s: s.request("join", code=code, name=name))

    def resume(self, code: str, token: str) -> None:
        """Take back a seat held by `token` (after restarting the game, say)."""
        self._call(lambda s: s.request("resume", code=code, token=token))

    def take_seat(self, seat: int) -> None:
        """Move to another free people's seat before the match starts."""
        self._call(lambda s: s.request("take_seat", seat=seat))

    def ready(self, ready: bool = True) -> None:
        """The match starts when every seat is taken and every person is ready."""
        self._call(lambda s: s.request("ready", ready=ready))

    def play(self, move: Move | str, turn: int | None = None) -> None:
        """Play `move` (at `turn`, the State.turn it answers; default: the latest state's)."""
        text = str(move)
        self._call(lambda s: s.play(text, turn))

    def declare(self, turn: int | None = None) -> None:
        """Declare our hand (Cirulla), when State.declaration offers it."""
        self._call(lambda s: s.declare(turn))

    def say(self, phrase_key: str) -> None:
        """Say one of the table phrases (protocol.PHRASES)."""
        if phrase_key not in PHRASES:
            raise ValueError(f"unknown phrase {phrase_key!r}; phrases are: {', '.join(PHRASES)}")
        self._call(lambda s: s.request("say", phrase=phrase_key))

    def leave(self) -> None:
        self._call(lambda s: s.request("leave"))

    def sync(self) -> None:
        """Ask for the lobby and state again."""
        self._call(lambda s: s.send("sync"))

    # -- events -------------------------------------------------------------------------------------------
    def poll(self) -> list[ev.Event]:
        """Every event since the last poll, oldest first (never blocks)."""
        found = []
        while True:
            try:
                found.append(self._events.get_nowait())
            except queue.Empty:
                return found

    def next_event(self, timeout: float) -> ev.Event | None:
        """The next event, waiting at most `timeout` seconds (for scripts and tests; the UI polls)."""
        try:
            return self._events.get(timeout=timeout)
        except queue.Empty:
            return None

    @property
    def seat(self) -> int | None:
        return None if self._session is None else self._session.seat

    @property
    def code(self) -> str | None:
        return None if self._session is None else self._session.code

    @property
    def token(self) -> str | None:
        """Our seat's token: keep it (with `code`) to `resume` the seat after the game restarts."""
        return None if self._session is None else self._session.token

    @property
    def link(self) -> str | None:
        """Our table's lobby link (scopa://host:port/CODE), once seated."""
        code = self.code
        return None if code is None or self.server is None else format_link(self.server, code)

    @property
    def state(self) -> ev.State | None:
        """The latest State received (also delivered by `poll`)."""
        return None if self._session is None else self._session.state

    def _call(self, action: Callable[[ClientSession], Any]) -> None:
        loop, session = self._loop, self._session
        if loop is None or session is None or loop.is_closed():
            self._events.put(ev.Error("not_connected", "connect to a server first"))
            return
        try:
            loop.call_soon_threadsafe(action, session)
        except RuntimeError:  # the loop closed between the check and the call
            self._events.put(ev.Error("not_connected", "the connection is closed"))


def ssl_for_certificate(cafile: str) -> ssl_module.SSLContext:
    """A client TLS context trusting `cafile` (a host's self-signed certificate)."""
    return ssl_module.create_default_context(cafile=cafile)

"""`TableClient`: the game's handle on a network table, safe to call from the UI thread.

It runs a `ClientSession` on its own asyncio loop in a background thread; the UI calls its methods (they
return at once) and reads what happened with `poll()` once a frame:

    client = TableClient()
    client.connect("ws://192.168.1.20:7519")
    client.join("K7QX3M", "Anna")            # or create_table(rules, seats, "Anna")
    client.ready()
    for event in client.poll():              # Connected, Seated, Lobby, State, Chat, Latency, Waiting,
        ...                                  # MatchOver, Error, Disconnected (net/events.py)
    client.play(move)                        # a Move or its text "7d:3c+4s", when State.my_turn
    client.close()
"""

from __future__ import annotations

import asyncio
import queue
import ssl as ssl_module
import threading
from collections.abc import Callable
from typing import Any

from ..engine import Move, Rules
from ..seat import Seat
from . import events as ev
from .protocol import PHRASES
from .session import ClientSession


class TableClient:
    """A thread-safe client for one seat. Options: `retry_seconds` (resend an unanswered request),
    `reconnect_attempts`, `open_timeout`, `ssl` (an SSLContext for wss:// with a private certificate)."""

    def __init__(self, **options: Any) -> None:
        self._options = options
        self._events: queue.Queue[ev.Event] = queue.Queue()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._session: ClientSession | None = None
        self._thread: threading.Thread | None = None

    # -- connecting ---------------------------------------------------------------------------------------
    def connect(self, url: str) -> None:
        """Connect to `url` (ws://host:port or wss://...) in the background: a Connected event follows, or
        Error/Disconnected."""
        if self._thread is not None:
            raise RuntimeError("this client is already connected; close() it first")
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
                     seed: int | None = None) -> None:
        """Open a table with these rules and seats (people's seats: kind "human"; bots with their level);
        we take the first people's seat. `seed` is honoured only by servers that allow it (tests)."""
        self._call(lambda s: s.create_table(rules, seats, name, seed))

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

"""The game's side of a network table: one `TableClient` (scopa_desktop.net), the host it may have started,
and what the screens read from the events it brings (who sits where, who is ready, the chat, latencies,
who is awaited, the states of the match).

The client runs its own thread; the screens call `pump()` once a frame. While a link is open a pygame timer
wakes the window's idle loop a few times a second, so an event from the network is seen without a key press.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from .... import net
from ...link_door import WAKE_EVENT
from ...text import has, tr

WAKE_MS = 50  # how often an idle window looks at the network
CHAT_KEPT = 8


@dataclass(frozen=True)
class ChatLine:
    seat: int
    phrase: str


class NetLink:
    """A client, and the host when this game started one; `pump` reads what arrived."""

    def __init__(self, client: Any, host: Any = None, name: str = "") -> None:
        self.client = client
        self.host = host
        self.name = name
        self.code = ""
        self.seats: list[Any] = []  # net.SeatInfo: kind, name, level, taken, ready, connected, latency_ms
        self.rules: Any = None
        self.listed = False  # in the server's open lobby (else reached by code or link only)
        self.quick = False  # a quick-match table: bots may be asked for by anyone seated
        self.ranked = False  # a ranked table (asked for as such): reached by matchmaking only, never a link
        self.rated: Any = None  # the newest net.Rated: our rating after the match, and its change
        self.owner: int | None = None  # the seat that opened the table (it may call the bots in)
        self.started = False
        self.my_seat: int | None = None
        self.states: deque[Any] = deque()  # State events not yet shown by the table
        self.latest: Any = None  # the newest State event
        self.chat: deque[ChatLine] = deque(maxlen=CHAT_KEPT)
        self.latency: list[float | None] = []
        self.waiting: Any = None  # the newest Waiting event (who is slow, and whether a bot plays for them)
        self.match_over: Any = None
        self.error: str = ""
        self.error_code: str = ""  # the newest refusal's code (protocol.ERRORS)
        self.disconnected = False
        self.reconnecting = False
        # The server's hold on the turn being played: a bot plays it at `hold_until` (on `clock`) for the person
        # at `hold_seat`; shown as a countdown (#42: the bot's move came without a word).
        self.clock: Callable[[], float] = time.monotonic
        self.hold_until: float | None = None
        self.hold_seat: int | None = None
        self.stood_in: set[int] = set()  # people's seats a bot plays for while they are away
        self.closed = False
        self.closing: threading.Thread | None = None
        self.on_chat: Callable[[ChatLine], None] | None = None  # the screen on top says the phrase
        # Hosting: called once the table's code is known, it announces the table (returns the announcer).
        self.on_code: Callable[[], Any] | None = None
        self.on_seated: Callable[[Any], None] | None = None  # keeps the seat's token (storage/online_seat.py)
        self.on_lobby: Callable[[Any], None] | None = None  # names the match the seat is at, once known
        self.announcer: Any = None
        self._handlers: dict[type, Callable[[Any], None]] = {
            net.Lobby: self._lobby, net.Seated: self._seated, net.State: self._state, net.Chat: self._chat,
            net.Latency: self._latency, net.Waiting: self._waiting, net.MatchOver: self._match_over,
            net.Error: self._error, net.Disconnected: self._disconnected, net.Connected: self._connected,
            net.Rated: self._rated,
        }

    # -- events ------------------------------------------------------------------------------------------
    def pump(self) -> list[Any]:
        """Read every event the client has, update what the screens show; the events, in order."""
        if self.closed:
            return []
        events = list(self.client.poll())
        for event in events:
            handler = self._handlers.get(type(event))
            if handler is not None:
                handler(event)
        return events

    def _lobby(self, event: Any) -> None:
        self.seats = list(event.seats)
        self.stood_in -= {i for i, seat in enumerate(self.seats) if seat.connected}  # back: they play again
        self.latency = [seat.latency_ms for seat in self.seats]
        self.rules, self.code, self.started = event.rules, event.code, event.started
        self.listed, self.quick, self.owner = event.open, event.quick, event.owner
        if self.on_lobby is not None:
            self.on_lobby(event)

    def _seated(self, event: Any) -> None:
        self.my_seat, self.code = event.seat, event.code
        if self.on_seated is not None:
            self.on_seated(event)
        if self.on_code is not None and self.announcer is None:
            self.announcer = self.on_code()

    def _state(self, event: Any) -> None:
        self.started, self.reconnecting = True, False
        self.waiting = None  # a new turn: the server says again if this one is slow
        self.states.append(event)
        self.latest = event
        over = event.winner is not None or event.observation.is_over
        self._hold(None if over else event.observation.to_move, event.left)

    def _chat(self, event: Any) -> None:
        line = ChatLine(event.seat, event.phrase)
        self.chat.append(line)
        if self.on_chat is not None:
            self.on_chat(line)

    def _latency(self, event: Any) -> None:
        self.latency = list(event.ms)

    def _waiting(self, event: Any) -> None:
        self.waiting = event
        if event.left is not None:
            self._hold(event.seat, event.left)
        seat = self.seats[event.seat] if 0 <= event.seat < len(self.seats) else None
        if event.bot and seat is not None and not seat.connected:
            self.stood_in.add(event.seat)

    def _hold(self, seat: int | None, left: float | None) -> None:
        if seat is None or left is None:
            self.hold_until = self.hold_seat = None
        else:
            self.hold_until, self.hold_seat = self.clock() + left, seat

    def hold_left(self) -> tuple[int, float] | None:
        """(the seat, its seconds left) while the server holds a person's turn before a bot plays it."""
        if self.hold_until is None or self.hold_seat is None or self.closed:
            return None
        return self.hold_seat, max(0.0, self.hold_until - self.clock())

    def _match_over(self, event: Any) -> None:
        self.match_over = event

    def _rated(self, event: Any) -> None:
        self.rated = event

    def _error(self, event: Any) -> None:
        # The code in the player's words (locales net_errors), else the server's own message.
        key = f"net_errors.{event.code}"
        self.error, self.error_code = tr(key) if has(key) else event.message or event.code, event.code

    def _connected(self, event: Any) -> None:
        self.disconnected = self.reconnecting = False

    def _disconnected(self, event: Any) -> None:
        self.disconnected = not event.retrying  # the client comes back on its own when it is retrying
        self.reconnecting = event.retrying

    # -- what the screens ask --------------------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        return self.seats[seat].name if 0 <= seat < len(self.seats) else ""

    def latency_of(self, seat: int) -> float | None:
        """The seat's round trip in milliseconds, None when unknown or not connected."""
        return self.latency[seat] if 0 <= seat < len(self.latency) else None

    @property
    def is_host(self) -> bool:
        return self.host is not None

    def invitation(self) -> str:
        """What a friend types to reach this table: "address:port/CODE" (empty when not hosting)."""
        if self.host is None:
            return ""
        return f"{self.host.address}:{self.host.port}/{self.code}"

    def share_link(self) -> str:
        """The table's lobby link, scopa://host:port/CODE ("" until the table has its code)."""
        if not self.code or self.ranked:
            return ""
        if self.host is not None:  # our own server: the address friends reach it at, not loopback
            return net.format_link(net.parse_server(self.host.url), self.code)
        return self.client.link or ""

    @property
    def where(self) -> str:
        """The server the table is on, as the screens name it ("" for this computer's own)."""
        server = getattr(self.client, "server", None)
        return "" if self.host is not None or server is None else str(server)

    @property
    def can_call_bots(self) -> bool:
        """Whether we may ask for bots in the free seats now: before the start, at a quick table or our own."""
        free = any(not seat.taken for seat in self.seats)
        return free and not self.started and (self.quick or (self.owner is not None and self.owner == self.my_seat))

    # -- life ------------------------------------------------------------------------------------------
    def start_waking(self) -> None:
        pygame.time.set_timer(WAKE_EVENT, WAKE_MS)

    def close(self) -> None:
        """Leave the table: the client closes, the host (if ours) stops, the idle loop sleeps again. The
        closing runs on a thread of its own (a connection that hangs, an announcement still starting), so
        the window never waits for the network."""
        if self.closed:
            return
        self.closed = True
        pygame.time.set_timer(WAKE_EVENT, 0)
        self.closing = threading.Thread(target=self._close, name="scopa-net-close", daemon=True)
        self.closing.start()

    def _close(self) -> None:
        try:
            if self.announcer is not None:
                self.announcer.stop()
            self.client.close()
        finally:
            if self.host is not None:
                self.host.stop()

    def wait_closed(self, timeout: float = 10.0) -> None:
        """Wait until the closing has finished (tests; a host's port to be free again)."""
        if self.closing is not None:
            self.closing.join(timeout)

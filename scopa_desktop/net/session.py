"""A client's connection to a table server, on an asyncio loop (TableClient runs one in a thread; the
benchmark runs hundreds in one loop).

Nothing is lost when the network misbehaves: every request carries an id and is sent again until the
server acknowledges it (the server does each id once); a state is a whole snapshot numbered by `turn`, so a
late or repeated one is dropped and a missed one is made good by the next (the client's `pong` tells the
server the last turn it saw, and the server sends the state again when it is behind). After a dropped
connection the session reconnects and takes its seat back with its token; the state that comes with the
seat is the server's word, taken even when it is older than ours (as after a `stale_turn`), so a client
never waits for a turn the server will not reach.

It can also watch the server's open lobby: a `list` every few seconds carrying the last revision seen, so
an unchanged lobby costs one short answer and no event.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import ssl as ssl_module
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidStatus, InvalidURI

from ..engine import Rules
from . import events as ev
from .protocol import (
    MAX_SERVER_MESSAGE,
    PROTOCOL_VERSION,
    SERVER_TYPES,
    ProtocolError,
    decode,
    decode_observation,
    encode,
    expand_rules,
    read_rules,
)
from .ranking import session as ranked

log = logging.getLogger("scopa_desktop.net")
SEATING = ("create", "join", "resume", "quick")
MAX_REDIRECTS = 4  # in a row without a seat: more is a server sending the game round in circles


@dataclass(frozen=True)
class Watch:
    """What the session keeps asking the open lobby for, and how often."""

    every: float
    preset: str | None = None
    players: int | None = None
    names: bool = True


class ClientSession:
    """One player's session. `emit(event)` is called on the loop for every event; `await run()` connects
    and keeps the connection (reconnecting) until `close()` or the reconnect attempts run out."""

    def __init__(self, url: str, emit: Callable[[ev.Event], None], *, client_name: str = "scopa-desktop",
                 retry_seconds: float = 2.0, reconnect_attempts: int = 8, open_timeout: float = 5.0,
                 ssl: ssl_module.SSLContext | None = None, on_frame: Callable[[str], None] | None = None) -> None:
        self.url, self.emit, self.client_name, self.on_frame = url, emit, client_name, on_frame
        self.retry_seconds, self.reconnect_attempts, self.open_timeout, self.ssl = (
            retry_seconds, reconnect_attempts, open_timeout, ssl)
        self.code: str | None = None
        self.seat: int | None = None
        self.token: str | None = None
        self.turn = -1
        self.state: ev.State | None = None
        self._lobby_rev = -1
        self._resync = False  # take the next state whatever its turn: the server's word after a restart
        self._listing: dict[int, tuple[int, bool, str | None, int | None]] = {}  # list id -> (after, watch's?, ...)
        self._watch: Watch | None = None
        self._watch_rev = -1
        self._watcher: asyncio.Task | None = None
        self._chats: set[int] = set()
        self._matches_over: set[str] = set()
        self._over_heard = False  # the current table's match_over has arrived
        self._next_rid = 0
        self._pending: dict[int, list[Any]] = {}  # rid -> [kind, text, last sent]
        self._outbox: asyncio.Queue[str] = asyncio.Queue()
        self._closing = False
        self._stopped = asyncio.Event()
        self._nudge = asyncio.Event()  # wakes the lobby watch at once (connected, or asked to look now)
        self._ws: ClientConnection | None = None
        self._route: str | None = None  # the process a redirect sent us to (None: `url`, the server's door)
        self._redirects = 0  # redirects followed since the last seat
        self.ranked = ranked.RankedSession(self)  # who we are on this server, the ranked quick match asked for

    @property
    def unanswered(self) -> int:
        """Requests sent and not yet answered (they are sent again until they are)."""
        return len(self._pending)

    # -- requests (call on the session's loop) ------------------------------------------------------------
    def request(self, kind: str, **fields: Any) -> int:
        """Send a request (resent until answered); returns its id."""
        self._next_rid += 1
        rid = self._next_rid
        if kind in ("create", "join"):  # the server seats us once however often this is resent
            fields.setdefault("key", secrets.token_urlsafe(24))
        text = encode(kind, rid=rid, **fields)
        self._pending[rid] = [kind, text, time.monotonic()]
        self._outbox.put_nowait(text)
        return rid

    def send(self, kind: str, **fields: Any) -> None:
        """A message without an answer (sync, pong): sent once, now or never."""
        if self._ws is not None:
            self._outbox.put_nowait(encode(kind, **fields))

    def create_table(self, rules: Rules | dict[str, Any], seats: list[Any], name: str, seed: int | None = None,
                     open_: bool = False) -> int:
        rules_data = rules.to_dict() if isinstance(rules, Rules) else dict(rules)
        seat_data = [seat.to_dict() if hasattr(seat, "to_dict") else dict(seat) for seat in seats]
        return self.request("create", rules=rules_data, seats=seat_data, name=name, seed=seed, open=open_ or None)

    def quick_match(self, rules: Rules | dict[str, Any], players: int, name: str, bots_after: float | None = None,
                    level: str | None = None, ranked: bool = False) -> int:
        rules_data = rules.to_dict() if isinstance(rules, Rules) else dict(rules)
        fields = self.ranked.asked(rules=rules_data, players=players, name=name, bots_after=bots_after, level=level,
                                   ranked=ranked or None)
        return self.request("quick", **fields)

    def list_tables(self, after: int = 0, preset: str | None = None, players: int | None = None,
                    rev: int | None = None, watching: bool = False, names: bool = True) -> int:
        rid = self.request("list", after=after or None, preset=preset, players=players, rev=rev,
                           names=None if names else False)
        self._listing[rid] = (after, watching, preset, players)
        return rid

    def watch(self, every: float, preset: str | None = None, players: int | None = None,
              names: bool = True) -> None:
        """Keep the open lobby's first page (of this preset and players; without the players' names when
        `names` is False) coming: now, then whenever it changed, looked at every `every` seconds.
        `unwatch()` stops."""
        self._watch, self._watch_rev = Watch(every, preset, players, names), -1
        self._nudge.set()
        if self._watcher is None or self._watcher.done():
            self._watcher = asyncio.get_running_loop().create_task(self._watching())

    def unwatch(self) -> None:
        self._watch = None
        if self._watcher is not None:
            self._watcher.cancel()
            self._watcher = None

    async def _watching(self) -> None:
        while self._watch is not None and not self._closing:
            watch = self._watch
            polling = any(asked[1] for asked in self._listing.values())
            if self._ws is not None and not polling:
                self.list_tables(0, watch.preset, watch.players, rev=self._watch_rev, watching=True,
                                 names=watch.names)
            self._nudge.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._nudge.wait(), watch.every)

    def play(self, move: Any, turn: int | None = None) -> int:
        return self.request("play", move=str(move), turn=self.turn if turn is None else turn)

    def declare(self, turn: int | None = None) -> int:
        return self.request("declare", turn=self.turn if turn is None else turn)

    def close(self) -> None:
        self._closing = True
        self._stopped.set()
        self._nudge.set()
        self.unwatch()
        if self._ws is not None:
            asyncio.get_running_loop().create_task(self._ws.close())

    # -- the connection -----------------------------------------------------------------------------------
    async def run(self) -> None:
        failures = 0
        while not self._closing:
            reason, target = "closed", self._route or self.url
            try:
                async with connect(target, max_size=MAX_SERVER_MESSAGE, open_timeout=self.open_timeout,
                                   ssl=self.ssl, compression=None, close_timeout=1.0) as ws:
                    if await self._greet(ws):
                        failures = 0
                        await self._serve(ws)
                    elif self._closing:
                        return
                if (self._route or self.url) != target:  # a redirect: straight on to the process it names
                    continue
            except InvalidStatus as exc:  # turned away at the door (too many connections from here, or blocked)
                body = exc.response.body.decode("utf-8", "replace").strip()[:200] if exc.response.body else ""
                reason = body or f"the server answered HTTP {exc.response.status_code}"
                self.emit(ev.Error("refused", reason))
            except (OSError, ConnectionClosed, InvalidHandshake, InvalidURI, TimeoutError, ProtocolError) as exc:
                reason = str(exc) or type(exc).__name__
            finally:
                self._ws = None
            if self._closing:
                break
            if self._route is not None and self._route == target:  # that process is gone: back to the door
                self._route = None
                continue
            failures += 1
            retrying = failures <= self.reconnect_attempts
            self.emit(ev.Disconnected(reason[:200], retrying))
            if not retrying:
                break
            with contextlib.suppress(TimeoutError):  # close() cuts the wait short
                await asyncio.wait_for(self._stopped.wait(), min(0.05 * 2**failures, 5.0))

    async def _greet(self, ws: ClientConnection) -> bool:
        await ws.send(encode("hello", v=PROTOCOL_VERSION, client=self.client_name))
        reply = decode(await asyncio.wait_for(ws.recv(), self.open_timeout), SERVER_TYPES, MAX_SERVER_MESSAGE)
        if reply["type"] == "error":
            self.emit(ev.Error(reply["code"], reply["message"]))
            if reply["code"] == "version":
                self._closing = True  # reconnecting will not help: one side must be updated
            return False
        if reply["type"] != "welcome":
            raise ProtocolError("bad_message", "the server did not say welcome")
        self.emit(ev.Connected(reply["server"]))
        return True

    async def _serve(self, ws: ClientConnection) -> None:
        self._ws, self._lobby_rev = ws, -1
        self._nudge.set()  # a lobby watched is looked at now
        outbox, self._outbox = self._outbox, asyncio.Queue()
        self.ranked.connected()  # who we are, first (an identify is answered before what follows)
        if self.token is not None:  # take our seat back; a seating request still waiting is moot
            for rid in [rid for rid, (kind, _, _) in self._pending.items() if kind in SEATING]:
                del self._pending[rid]
            self.request("resume", code=self.code, token=self.token)
            self._resync = True  # the state the seat comes with is the server's, even if older than ours
        for kind, text, _ in list(self._pending.values()):
            if kind not in SEATING or self.token is None:
                self._outbox.put_nowait(text)
        while not outbox.empty():  # messages queued while away: requests are resent above, the rest is moot
            outbox.get_nowait()
        writer = asyncio.get_running_loop().create_task(self._write(ws))
        try:
            async for frame in ws:
                self._receive(frame)
        finally:
            writer.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await writer

    async def _write(self, ws: ClientConnection) -> None:
        tick = max(self.retry_seconds / 4, 0.01)
        checked = time.monotonic()
        while True:
            with contextlib.suppress(TimeoutError):
                await ws.send(await asyncio.wait_for(self._outbox.get(), tick))
            if time.monotonic() - checked >= tick:  # also while pings keep the outbox busy
                checked = time.monotonic()
                self._resend_unanswered()

    def _resend_unanswered(self) -> None:
        now = time.monotonic()
        for entry in self._pending.values():
            if now - entry[2] >= self.retry_seconds:
                entry[2] = now
                self._outbox.put_nowait(entry[1])

    def _follow(self, m: dict[str, Any]) -> None:
        """Another process of the server holds the table asked for: connect there and ask again (a few
        times in a row at most; never from wss:// down to ws://)."""
        url = m["url"]
        downgrade = (self._route or self.url).startswith("wss:") and not url.startswith("wss:")
        if not url.startswith(("ws://", "wss://")) or downgrade or self._redirects >= MAX_REDIRECTS:
            self._pending.pop(m["rid"], None)
            self.emit(ev.Error("server_error", "the server sent this game elsewhere, and could not be followed"))
            return
        self._redirects += 1
        self._route = url
        if self._ws is not None:
            asyncio.get_running_loop().create_task(self._ws.close())

    # -- what the server says ---------------------------------------------------------------------------
    def _receive(self, frame: Any) -> None:
        if self.on_frame is not None:  # everything received, as received (tests record it)
            self.on_frame(frame)
        try:
            message = decode(frame, SERVER_TYPES, MAX_SERVER_MESSAGE)
            event = self._event(message)
        except ProtocolError as exc:
            log.warning("ignored a malformed message from the server: %s", exc)
            return
        if event is not None:
            self.emit(event)

    def _event(self, m: dict[str, Any]) -> ev.Event | None:
        kind = m["type"]
        if kind == "ping":
            self.send("pong", t=m["t"], turn=self.turn, rev=self._lobby_rev)
            if self.state is not None and self.state.winner is not None and not self._over_heard:
                self.send("sync")  # the match ended but its match_over went astray: ask again
        elif kind in ("ack", "error"):
            entry = self._pending.get(m.get("rid"))
            overtook = kind == "error" and m["code"] == "not_seated" and self.token is not None
            if overtook:  # a request that overtook our resume: it goes again after the seat is back
                return None
            if kind == "error" or (entry is not None and entry[0] not in SEATING):
                self._pending.pop(m.get("rid"), None)  # a seating request is answered by its `seated`
                self._listing.pop(m.get("rid"), None)
            if kind == "error" and m["code"] == "stale_turn":  # the server is behind us: follow it
                self._resync = True
                self.send("sync")
            if kind == "error":
                return ev.Error(m["code"], m["message"])
        elif kind == "redirect":
            self._follow(m)
        elif kind in ranked.SERVER_TYPES:
            return self.ranked.event(m)
        elif kind == "seated":
            self._redirects = 0
            self._pending.pop(m.get("rid"), None)
            self.unwatch()  # seated: the open lobby is no longer looked at
            if m["code"] != self.code:
                self.turn, self.state, self._chats, self._over_heard = -1, None, set(), False
            self.code, self.seat, self.token = m["code"], m["seat"], m["token"]
            return ev.Seated(m["code"], m["seat"], m["token"])
        elif kind == "lobby" and m["rev"] > self._lobby_rev:
            self._lobby_rev = m["rev"]
            owner = m["owner"] if isinstance(m["owner"], int) and not isinstance(m["owner"], bool) else None
            return ev.Lobby(m["code"], tuple(_seat_info(s) for s in m["seats"]), m["started"], read_rules(m["rules"]),
                            m["open"], m["quick"], owner)
        elif kind == "lobbies":
            return self._lobbies(m)
        elif kind == "state" and (m["turn"] > self.turn or self._resync):
            state, self._resync = _state(m), False
            if state == self.state:  # the very state we have (resumed where we were): nothing new to tell
                return None
            self.state, self.turn = state, m["turn"]
            return state
        elif kind == "chat" and m["id"] not in self._chats:
            self._chats.add(m["id"])
            return ev.Chat(m["seat"], m["phrase"])
        elif kind == "latency":
            return ev.Latency(tuple(m["ms"]))
        elif kind == "waiting":
            return ev.Waiting(m["seat"], m["name"], m["seconds"], m["bot"], _seconds_left(m.get("left")))
        elif kind == "match_over" and m["match_id"] not in self._matches_over:
            self._matches_over.add(m["match_id"])
            self._over_heard = True
            return ev.MatchOver(m["record"], m["match_id"])
        return None

    def _lobbies(self, m: dict[str, Any]) -> ev.Lobbies | None:
        after, watching, preset, players = self._listing.get(m["rid"], (0, False, None, None))
        if m["unchanged"]:
            return None
        if watching:
            self._watch_rev = m["rev"]
        cursor = m["next"] if isinstance(m["next"], int) and not isinstance(m["next"], bool) else None
        return ev.Lobbies(tuple(_entry(data) for data in m["tables"]), m["total"], cursor, after, m["rev"], preset,
                          players, watching)


def _entry(data: Any) -> ev.LobbyEntry:
    try:
        seats = tuple(ev.ListedSeat(str(s["kind"]), str(s["name"]), str(s["level"]), bool(s["taken"]),
                                    ranked.seat_rating(s.get("rating"))) for s in data["seats"])
        return ev.LobbyEntry(str(data["code"]), expand_rules(data["rules"]), seats, int(data["free"]),
                             bool(data["quick"]), time.time() - float(data["age"]))
    except (KeyError, TypeError, ValueError) as exc:
        raise ProtocolError("bad_message", f"listed table: {exc!r}"[:200]) from None


def _seat_info(data: Any) -> ev.SeatInfo:
    try:
        return ev.SeatInfo(str(data["kind"]), str(data["name"]), str(data["level"]), bool(data["taken"]),
                           bool(data["ready"]), bool(data["connected"]), data["latency_ms"],
                           ranked.seat_rating(data.get("rating")))
    except (KeyError, TypeError) as exc:
        raise ProtocolError("bad_message", f"lobby seat: {exc!r}") from None


def _seconds_left(value: Any) -> float | None:
    """A hold's seconds left as the server sent them: a number from 0 to a day, else None (unknown)."""
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= value <= 86_400:
        return None
    return float(value)


def _state(m: dict[str, Any]) -> ev.State:
    declaration = m["declaration"]
    try:
        return ev.State(
            turn=m["turn"], observation=decode_observation(m["observation"]), last_move=m["last_move"],
            totals=tuple(m["totals"]), hand=m["hand"],
            declaration=None if declaration is None else (str(declaration[0]), int(declaration[1])),
            winner=m["winner"], hand_scores=tuple(m["hand_scores"]), left=_seconds_left(m.get("left")),
        )
    except (TypeError, ValueError, IndexError) as exc:
        raise ProtocolError("bad_message", f"state: {exc!r}"[:200]) from None

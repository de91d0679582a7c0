"""What the server does with each checked request of a connection (`dispatch`): its direct answers; the
table tells everyone else."""

from __future__ import annotations

from typing import Any, Protocol

from ..bots import BOT_LEVELS
from .lobby import Lobby
from .protocol import LIST_PAGE, ProtocolError, encode
from .ranking import REQUESTS as RANKING_REQUESTS
from .seating import Peer
from .table import Table

SEATING = ("create", "join", "resume", "quick")


class Client(Peer, Protocol):
    """A connection as the requests see it."""

    address: str
    table: Table | None
    unspent_key: tuple[str, int] | None

    @property
    def seat(self) -> int | None: ...


def seating_answers(table: Table, seat: int | None) -> list[str]:
    """What a newly seated connection is told besides `seated`: the lobby, the state, the match's end."""
    answers = [table.lobby_text()]
    if table.match is not None and seat is not None:
        answers.append(table.state_text(seat))
    if table.record is not None:
        answers.append(encode("match_over", record=table.record, match_id=table.match_id))
    return answers


def listing(lobby: Lobby, message: dict[str, Any]) -> str:
    """The `lobbies` answer: one page of the open lobby (or "unchanged" for a client that has this rev)."""
    open_lobby = lobby.listing
    if message.get("rev") == open_lobby.rev and not message.get("after"):
        return encode("lobbies", rid=message["rid"], rev=open_lobby.rev, total=len(open_lobby), tables=[], next=None,
                      unchanged=True)
    players = message.get("players")
    tables, after = open_lobby.page(message.get("after", 0), message.get("preset"), players, LIST_PAGE,
                                    message.get("names", True))
    return encode("lobbies", rid=message["rid"], rev=open_lobby.rev, total=len(open_lobby), tables=tables, next=after,
                  unchanged=False)


def dispatch(lobby: Lobby, conn: Client, message: dict[str, Any]) -> list[str]:
    """Do one checked request; returns the direct answers (the table broadcasts the rest)."""
    kind = message["type"]
    if kind == "hello":
        raise ProtocolError("bad_message", "hello comes once, first")
    if kind == "list":
        return [listing(lobby, message)]
    if kind in RANKING_REQUESTS:  # answered once the ratings' database has: raises ranking.Later
        lobby.ranking.request(conn, message)
    if kind in SEATING:
        if conn.table is not None and conn.seat is not None:
            raise ProtocolError("bad_message", "this connection already has a seat: leave it first")
        table, seat, token, hashed = lobby.seat(message, conn, conn.address)
        conn.table = table
        if hashed is not None:
            conn.unspent_key = (hashed, table.rev)
        return [encode("seated", code=table.code, seat=seat, token=token, rid=message["rid"]),
                *seating_answers(table, seat)]
    seat = conn.seat
    table = conn.table
    if table is None or seat is None:
        if kind == "pong":
            return []
        raise ProtocolError("not_seated", "join or create a table first")
    if kind == "play":
        table.play(seat, message["move"], message["turn"])
    elif kind == "declare":
        table.declare(seat, message["turn"])
    elif kind == "ready":
        table.set_ready(seat, message["ready"])
    elif kind == "take_seat":
        table.take_seat(seat, message["seat"])
    elif kind == "fill_bots":
        level = message.get("level", "medium")
        if level not in BOT_LEVELS:
            raise ProtocolError("bad_message", f"a bot's level is one of {', '.join(BOT_LEVELS)}")
        table.fill_bots(seat, level)
    elif kind == "say":
        table.say(seat, message["phrase"])
    elif kind == "leave":
        table.leave(seat)
        conn.table = None
        if table.match is None and not any(slot.token for slot in table.slots):
            lobby.close(table)  # nobody is left at a table that never started
    elif kind == "pong":
        table.pong(seat, message["t"], message["turn"], lobby.env.clock(), message.get("rev"))
    elif kind == "sync":
        return seating_answers(table, seat)
    return []

"""Network play: a table server that owns each match, and the client the game uses to sit at one.

This package's door: the game imports these names from `scopa_desktop.net`, never from a module inside.
No pygame here. Modules, one job each: protocol (the messages, built and checked in one place), limits
(sizes, rates, timers), names (an operator's name policy), guard (what one address may do), seating (a
table's seats and tokens), seatkeys (a seating request resent is done once), table (one table: its match
and each seat's messages), driver (the bots that play its free seats), botpool (every table's bots, in fair
turns), saved (a table's save, read strictly), stores (where the saves are kept: SQLite, or PostgreSQL
shared by many processes), keeping (the lobby's saves, reloads and take-overs), shared (many processes:
routing players to a table's process), listing (the open lobby), lobby (many tables: getting a seat,
closing idle ones), requests (what each request does), connection (one connection, and the door it comes
through), server (WebSocket connections), host (the server in a background thread, for the game), serve
(the headless server's command), events (what a client hears), session (a client's connection, on
asyncio), client (TableClient, thread-safe, for the UI), links (server addresses and lobby links),
discovery (tables on the local network, by zeroconf), ranking (ranked play: identities, ratings,
matchmaking, leaderboards).
docs/PROTOCOL.md describes the messages, docs/SERVER.md running a public server.
"""

from __future__ import annotations

from .client import TableClient, ssl_for_certificate
from .discovery import SERVICE_TYPE, FoundTable, TableAnnouncer, TableFinder
from .events import (
    Chat,
    Connected,
    Disconnected,
    Error,
    Event,
    Latency,
    ListedSeat,
    Lobbies,
    Lobby,
    LobbyEntry,
    MatchOver,
    Seated,
    SeatInfo,
    State,
    Waiting,
)
from .host import DEFAULT_PORT, HostHandle, lan_address, start_host
from .limits import Limits
from .links import LINK_ERRORS, LinkError, ServerAddress, TableLink, format_link, parse_link, parse_server
from .protocol import ERRORS, PHRASES, PROTOCOL_VERSION
from .ranking import FAMILIES, family_of, ranked_rules
from .ranking.book import LISTED_AFTER
from .ranking.codes import CodeError, IdentityCode, make_secret, parse_codes
from .ranking.events import Identity, Leader, Leaderboard, Rated, Rating, RatingChart
from .serve import main as serve_main
from .server import TableServer
from .session import ClientSession

__all__ = [
    "TableClient", "ClientSession", "TableServer", "HostHandle", "start_host", "Limits", "lan_address",
    "ssl_for_certificate", "DEFAULT_PORT", "PHRASES", "PROTOCOL_VERSION", "ERRORS",
    "LINK_ERRORS", "LinkError", "ServerAddress", "TableLink", "format_link", "parse_link", "parse_server",
    "Event", "Connected", "Seated", "SeatInfo", "Lobby", "Lobbies", "LobbyEntry", "ListedSeat", "State", "Chat",
    "Latency", "Waiting", "MatchOver",
    "Error", "Disconnected", "TableAnnouncer", "TableFinder", "FoundTable", "SERVICE_TYPE",
    "serve_main", "FAMILIES", "family_of", "ranked_rules", "Identity", "Leader", "Leaderboard", "Rated", "Rating",
    "RatingChart", "IdentityCode", "make_secret", "parse_codes", "CodeError", "LISTED_AFTER",
]

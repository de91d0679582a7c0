"""Network play: a table server that owns each match, and the client the game uses to sit at one.

This package's door: the game imports these names from `scopa_desktop.net`, never from a module inside.
No pygame here. Modules, one job each: protocol (the messages, built and checked in one place), limits
(sizes, rates, timers), seating (a table's seats and tokens), table (one table: its match, its bots, each
seat's messages), lobby (many tables, their codes and saves), server (WebSocket connections), host (the
server in a background thread, for the game), events (what a client hears), session (a client's
connection, on asyncio), client (TableClient, thread-safe, for the UI), discovery (tables on the local
network, by zeroconf). docs/PROTOCOL.md describes the messages.
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
    Lobby,
    MatchOver,
    Seated,
    SeatInfo,
    State,
    Waiting,
)
from .host import DEFAULT_PORT, HostHandle, lan_address, start_host
from .limits import Limits
from .protocol import PHRASES, PROTOCOL_VERSION
from .serve import main as serve_main
from .server import TableServer
from .session import ClientSession

__all__ = [
    "TableClient", "ClientSession", "TableServer", "HostHandle", "start_host", "Limits", "lan_address",
    "ssl_for_certificate", "DEFAULT_PORT", "PHRASES", "PROTOCOL_VERSION",
    "Event", "Connected", "Seated", "SeatInfo", "Lobby", "State", "Chat", "Latency", "Waiting", "MatchOver",
    "Error", "Disconnected", "TableAnnouncer", "TableFinder", "FoundTable", "SERVICE_TYPE",
    "serve_main",
]

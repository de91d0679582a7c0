"""Your seat at a network table, kept on disk so the game can take it back after a restart: the server
holds a seat for its token (a host's server reloads its tables from its folder). One seat at a time; it is
forgotten when the match ends or you leave the table. The main menu offers it first, named by its rules
and table size, so a crash never leaves the player with only the local save in sight."""

from __future__ import annotations

import contextlib
import json
from dataclasses import asdict, dataclass
from pathlib import Path

from .atomic import atomic_write_text, move_aside
from .notices import Notice
from .paths import data_dir

FILENAME = "online_seat.json"
FIELDS = {"url": str, "code": str, "token": str, "name": str, "hosting": bool, "port": int}
# Written since the menu names the match; a seat kept by an older version lacks them.
DESCRIBED = {"rules": str, "players": int}


@dataclass(frozen=True)
class Ticket:
    """Where the seat is (`url`, table `code`), the secret that takes it back, who sat there, whether this
    game hosted the table (then its server is started again first, on `port`), and what the match is (the
    rules' name and the table size, once the lobby said)."""

    url: str
    code: str
    token: str
    name: str
    hosting: bool = False
    port: int = 0
    rules: str = ""
    players: int = 0


def ticket_path(home: str | None) -> Path:
    return data_dir(home) / FILENAME


def save_ticket(path: Path, ticket: Ticket) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_text(path, json.dumps(asdict(ticket)))


def load_ticket(path: Path, notices: list | None = None) -> Ticket | None:
    """The seat kept, or None. A damaged file is moved aside and, given `notices`, the player is told."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    except (OSError, ValueError):
        data = None
    kinds = {**FIELDS, **DESCRIBED}
    if not isinstance(data, dict) or not set(FIELDS) <= set(data) <= set(kinds) or \
            any(type(data[key]) is not kinds[key] for key in data):
        with contextlib.suppress(OSError):
            moved = move_aside(path)
            if notices is not None:
                notices.append(Notice("errors.online_seat_corrupt", path=str(moved)))
        return None
    return Ticket(**data)


def clear_ticket(path: Path) -> None:
    path.unlink(missing_ok=True)

"""Your seat at a network table, kept on disk so the game can take it back after a restart: the server
holds a seat for its token (a host's server reloads its tables from its folder). One seat at a time; it is
forgotten when the match ends or you leave the table."""

from __future__ import annotations

import contextlib
import json
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from ....storage import atomic_write_text, data_dir, move_aside

FIELDS = {"url": str, "code": str, "token": str, "name": str, "hosting": bool, "port": int}


@dataclass(frozen=True)
class Ticket:
    """Where the seat is (`url`, table `code`), the secret that takes it back, who sat there, and whether
    this game hosted the table (then its server is started again first, on `port`)."""

    url: str
    code: str
    token: str
    name: str
    hosting: bool = False
    port: int = 0


def ticket_path(app: Any) -> Path:
    return data_dir(app.home) / "online_seat.json"


def save_ticket(path: Path, ticket: Ticket) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_text(path, json.dumps(asdict(ticket)))


def load_ticket(path: Path) -> Ticket | None:
    """The seat kept, or None; a damaged file is moved aside (a seat is not worth an error)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    except (OSError, ValueError):
        data = None
    if not isinstance(data, dict) or set(data) != set(FIELDS) or \
            any(type(data[key]) is not kind for key, kind in FIELDS.items()):
        with contextlib.suppress(OSError):
            move_aside(path)
        return None
    return Ticket(**data)


def clear_ticket(path: Path) -> None:
    path.unlink(missing_ok=True)

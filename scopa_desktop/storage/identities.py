"""Your players on online servers, kept in the settings folder: for each server (`host:port`), the long
secret that is your player there (made by this game the first time it plays ranked on that server; the
server keeps only a hash of it) and the name the server gave it.

A file of its own (`identities.json`), not a line of settings.yaml: an older version of the game sets a
setting it does not know aside, and a damaged settings file is replaced by the defaults, either of which
would lose the player for good. Nothing here is ever dropped: a player replaced by one brought from another
computer is kept in the file's `replaced` list, so an import never costs the player it replaced.
"""

from __future__ import annotations

import contextlib
import json
import re
from dataclasses import asdict, dataclass
from pathlib import Path

from .atomic import atomic_write_text, move_aside
from .notices import Notice
from .paths import config_dir

FILENAME = "identities.json"
SECRET = re.compile(r"^[A-Za-z0-9_-]{43,64}$")
MAX_KEPT = 64


@dataclass(frozen=True)
class KeptIdentity:
    """Your player on `server` (host:port): its secret, and the name the server calls it ("" until told)."""

    server: str
    secret: str
    name: str = ""


def identities_path(home: str | None) -> Path:
    return config_dir(home) / FILENAME


def _valid(item: object) -> KeptIdentity | None:
    if not isinstance(item, dict) or set(item) != {"server", "secret", "name"}:
        return None
    server, secret, name = item["server"], item["secret"], item["name"]
    ok = isinstance(server, str) and 0 < len(server) <= 300 and server.isprintable() and " " not in server
    ok = ok and isinstance(secret, str) and bool(SECRET.match(secret))
    ok = ok and isinstance(name, str) and len(name) <= 24 and name.isprintable()
    return KeptIdentity(server, secret, name) if ok else None


def load_identities(path: Path, notices: list | None = None) -> tuple[dict[str, KeptIdentity], list[KeptIdentity]]:
    """(your players by server, the players replaced by an import). A damaged file is moved aside (kept:
    its secrets may still be read by hand) and, given `notices`, the player is told."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}, []
    except (OSError, ValueError):
        data = None
    current = data.get("identities") if isinstance(data, dict) else None
    replaced = data.get("replaced", []) if isinstance(data, dict) else None
    read = [_valid(item) for item in current] if isinstance(current, list) else [None]
    old = [_valid(item) for item in replaced] if isinstance(replaced, list) else [None]
    if data is None or data.get("v") != 1 or None in read or None in old:
        with contextlib.suppress(OSError):
            moved = move_aside(path)
            if notices is not None:
                notices.append(Notice("errors.identities_corrupt", path=str(moved)))
        return {}, []
    return {kept.server: kept for kept in read}, old


def save_identities(path: Path, identities: dict[str, KeptIdentity], replaced: list[KeptIdentity]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    data = {"v": 1, "identities": [asdict(kept) for kept in identities.values()],
            "replaced": [asdict(kept) for kept in replaced[-MAX_KEPT:]]}
    atomic_write_text(path, json.dumps(data, indent=1))


def keep_identity(path: Path, kept: KeptIdentity) -> list[KeptIdentity]:
    """Make `kept` your player on its server; returns those it replaced (a different secret), which stay in
    the file's `replaced` list."""
    identities, replaced = load_identities(path)
    before = identities.get(kept.server)
    gone = [before] if before is not None and before.secret != kept.secret else []
    identities[kept.server] = kept
    save_identities(path, identities, replaced + gone)
    return gone

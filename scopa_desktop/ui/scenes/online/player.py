"""Your player on a server, as the game keeps it (storage/identities.py): made the first time ranked play
meets that server (a new secret, kept before the server hears of it), the name the server gave it, and
moving every player to another computer as a short code, pasted or in a file."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .... import net
from ....storage import KeptIdentity, identities_path, keep_identity, load_identities
from ...text import tr
from .session import player_name

EXPORT_FILE = "scopa-players.txt"


def kept(app: Any) -> dict[str, KeptIdentity]:
    """Your players, by server (host:port)."""
    return load_identities(identities_path(app.home), app.notices)[0]


def identity_for(app: Any, server: Any) -> KeptIdentity:
    """Your player on `server` (a ServerAddress): the kept one, or a new one kept now (the name asked for:
    the server's name for it once known, else the game's player name)."""
    found = kept(app).get(server.netloc)
    name = player_name(app) or tr("online.default_name")
    if found is not None:  # (a player brought from another computer has no name here until the server says it)
        return found if found.name else KeptIdentity(found.server, found.secret, name)
    made = KeptIdentity(server.netloc, net.make_secret(), name)
    keep_identity(identities_path(app.home), made)
    return made


def told_name(app: Any, server: Any, name: str) -> None:
    """The server named your player `name` (a free name, unique there): kept, for the screens to show."""
    found = kept(app).get(server.netloc)
    if found is not None and found.name != name:
        keep_identity(identities_path(app.home), KeptIdentity(found.server, found.secret, name))


def export_text(app: Any) -> str:
    """Every player of yours as codes, one a line (empty when you have none yet)."""
    return "\n".join(net.IdentityCode(k.server, k.secret).text for k in kept(app).values())


def export_folder(app: Any) -> Path:
    """Where the codes' file is written and looked for: the game's home when one was given (--home), else
    the player's documents."""
    if app.home:
        return Path(app.home)
    import platformdirs

    return Path(platformdirs.user_documents_dir())


def save_export(app: Any) -> Path:
    """Write every player's code to EXPORT_FILE in `export_folder`; returns the file (OSError if it cannot)."""
    from ....storage import atomic_write_text

    path = export_folder(app) / EXPORT_FILE
    atomic_write_text(path, export_text(app) + "\n")
    return path


def import_text(app: Any, text: str) -> list[str]:
    """Make the players in `text` (codes, or the path of a file of them) yours; returns their servers.
    net.ranking's CodeError (its `reason`) when it holds no whole code; nothing is taken then."""
    candidate = Path(text.strip()).expanduser() if text.strip() and len(text) < 500 and "\n" not in text else None
    if candidate is not None and candidate.is_file():
        text = candidate.read_text(encoding="utf-8", errors="replace")[:20000]
    codes = net.parse_codes(text)
    for code in codes:
        before = kept(app).get(code.server)
        name = before.name if before is not None and before.secret == code.secret else ""
        keep_identity(identities_path(app.home), KeptIdentity(code.server, code.secret, name))
    return [code.server for code in codes]

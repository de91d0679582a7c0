"""One game at a time per home: a table link opened while the game runs goes to that game, not a second one.

The running game listens on the loopback address (a port the system picks) and writes where, with a secret,
to `instance.json` in its data folder (readable by its user only). A second start that carries a link reads
that file, hands the link over and exits; the running game brings its window forward and opens the link. A
file left by a game that was killed, or a listener that does not answer, simply starts a new game.

The link is only carried here; the game reads and checks it (net/links.py) like any link typed. The secret
keeps other users of the same computer from pushing links into this game; a message is one short line.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import socket
import threading
from collections.abc import Callable
from pathlib import Path

from .storage import atomic_write_text, data_dir

FILENAME = "instance.json"
MAX_MESSAGE = 1024  # bytes: a link is a few dozen
HANDOVER_TIMEOUT = 2.0  # seconds a second start waits for the running game to take its link


class Instance:
    """The running game's door: `open` it once the window is up; `links` arrive on `on_link` (from the
    listener's thread: the callback must only hand them on, e.g. post a pygame event)."""

    def __init__(self, home: str | None, on_link: Callable[[str], None]) -> None:
        self.path = data_dir(home) / FILENAME
        self.on_link = on_link
        self.secret = secrets.token_hex(16)
        self._server: socket.socket | None = None
        self._thread: threading.Thread | None = None

    def open(self) -> bool:
        """Listen and say where; False when this computer will not let it (the game runs on, alone)."""
        try:
            server = socket.create_server(("127.0.0.1", 0))
            self.path.parent.mkdir(parents=True, exist_ok=True)
            atomic_write_text(self.path, json.dumps({"port": server.getsockname()[1], "pid": os.getpid(),
                                                     "secret": self.secret}))
            with contextlib.suppress(OSError):
                self.path.chmod(0o600)
        except OSError:
            return False
        self._server = server
        self._thread = threading.Thread(target=self._serve, name="scopa-instance", daemon=True)
        self._thread.start()
        return True

    def _serve(self) -> None:
        server = self._server
        assert server is not None
        while True:
            try:
                conn, _ = server.accept()
            except OSError:  # closed: the game is quitting
                return
            with conn:
                conn.settimeout(HANDOVER_TIMEOUT)
                link = _read_link(conn, self.secret)
                if link is not None:
                    with contextlib.suppress(OSError):
                        conn.sendall(b"ok\n")
                    self.on_link(link)

    def close(self) -> None:
        """Stop listening and forget the file (only ours: a newer game's stays)."""
        if self._server is not None:
            self._server.close()
            self._server = None
        with contextlib.suppress(OSError, ValueError):
            if json.loads(self.path.read_text(encoding="utf-8")).get("secret") == self.secret:
                self.path.unlink()


def _read_link(conn: socket.socket, secret: str) -> str | None:
    """The link of one message `{"secret": ..., "link": ...}`, or None for anything else."""
    data = b""
    with contextlib.suppress(OSError):
        while b"\n" not in data and len(data) <= MAX_MESSAGE:
            chunk = conn.recv(MAX_MESSAGE)
            if not chunk:
                break
            data += chunk
    try:
        message = json.loads(data.split(b"\n", 1)[0].decode("utf-8"))
    except (ValueError, UnicodeDecodeError):
        return None
    if not isinstance(message, dict) or not secrets.compare_digest(str(message.get("secret", "")), secret):
        return None
    link = message.get("link")
    return link if isinstance(link, str) and len(link) <= MAX_MESSAGE else None


def hand_over(home: str | None, link: str) -> bool:
    """Give `link` to the game already running in this home; False when none takes it (start one)."""
    path: Path = data_dir(home) / FILENAME
    try:
        found = json.loads(path.read_text(encoding="utf-8"))
        port, secret = int(found["port"]), str(found["secret"])
    except (OSError, ValueError, KeyError, TypeError):
        return False
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=HANDOVER_TIMEOUT) as conn:
            conn.sendall(json.dumps({"secret": secret, "link": link}).encode("utf-8") + b"\n")
            return conn.recv(16).startswith(b"ok")
    except OSError:
        return False

"""One game at a time per home: a table link opened while the game runs goes to that game, not a second one.

The running game listens on the loopback address (a port the system picks) and writes where, with a secret,
to `instance.json` in its data folder (readable by its user only). A second start that carries a link reads
that file, hands the link over and exits; the running game brings its window forward and opens the link. A
file left by a game that was killed, or a listener that does not answer, simply starts a new game.

The link is only carried here; the game reads and checks it (net/links.py) like any link typed. The secret
keeps other users of the same computer from pushing links into this game; a message is one short line.
Senders are read side by side, each given HANDOVER_TIMEOUT in all: a local process that trickles bytes
or sends text the door does not expect holds nothing up and breaks nothing.
"""

from __future__ import annotations

import asyncio
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
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None

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
        self._loop, self._stop = asyncio.new_event_loop(), asyncio.Event()
        self._thread = threading.Thread(target=self._serve, name="scopa-instance", daemon=True)
        self._thread.start()
        return True

    def _serve(self) -> None:
        server, loop = self._server, self._loop
        assert server is not None and loop is not None
        try:
            loop.run_until_complete(self._listen(server))
        except OSError:  # closed: the game is quitting
            pass
        finally:  # senders still being read are let go before the loop ends
            pending = asyncio.all_tasks(loop)
            for task in pending:
                task.cancel()
            if pending:
                loop.run_until_complete(asyncio.wait(pending))
            loop.close()

    async def _listen(self, sock: socket.socket) -> None:
        """Every sender is read at once, each within HANDOVER_TIMEOUT in all (asyncio: a sender that
        trickles bytes or never finishes holds only its own connection, never the door)."""
        assert self._stop is not None
        async with await asyncio.start_server(self._one, sock=sock, limit=MAX_MESSAGE + 1):
            await self._stop.wait()

    async def _one(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            line = await asyncio.wait_for(reader.readline(), HANDOVER_TIMEOUT)
            link = _read_link(line, self.secret)
            if link is not None:
                writer.write(b"ok\n")
                await asyncio.wait_for(writer.drain(), HANDOVER_TIMEOUT)
                self.on_link(link)
        except (TimeoutError, OSError, ValueError):  # slow, gone, or longer than a message may be
            pass
        finally:
            writer.close()

    def close(self) -> None:
        """Stop listening and forget the file (only ours: a newer game's stays)."""
        if self._server is not None:
            loop, stop = self._loop, self._stop
            if loop is not None and stop is not None:
                with contextlib.suppress(RuntimeError):  # (the loop already ended)
                    loop.call_soon_threadsafe(stop.set)
            if self._thread is not None:
                self._thread.join(HANDOVER_TIMEOUT * 2)
            self._server.close()
            self._server = None
        with contextlib.suppress(OSError, ValueError):
            if json.loads(self.path.read_text(encoding="utf-8")).get("secret") == self.secret:
                self.path.unlink()


def _read_link(line: bytes, secret: str) -> str | None:
    """The link of one message line `{"secret": ..., "link": ...}`, or None for anything else (any text
    as the secret: compared as UTF-8 bytes, so no text makes the comparison raise)."""
    try:
        message = json.loads(line.split(b"\n", 1)[0].decode("utf-8"))
    except (ValueError, UnicodeDecodeError, RecursionError):
        return None
    if not isinstance(message, dict) or not isinstance(message.get("secret"), str):
        return None
    given = message["secret"].encode("utf-8", "replace")
    if not secrets.compare_digest(given, secret.encode("utf-8")):
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

"""`scopa-desktop serve`: the headless lobby server, for a small always-on machine, logging to stdout.

    scopa-desktop serve --port 7519 [--host 0.0.0.0] [--cert cert.pem --key key.pem] [--data DIR]

With --data, tables are saved there (and reloaded at start) and finished matches are added to the
history file in that folder. Stop it with Ctrl+C or SIGTERM: tables are saved before it exits.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import signal
import ssl
import sys
from pathlib import Path

from ..arguments import whole_number
from ..storage import HistoryStore, MatchRecord
from .host import DEFAULT_PORT
from .limits import Limits
from .server import TableServer

log = logging.getLogger("scopa_desktop.net")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="scopa-desktop serve",
                                     description="Run a Scopa table server (a lobby of many tables).")
    parser.add_argument("--port", type=whole_number(0, 65535), default=DEFAULT_PORT,
                        help=f"TCP port to listen on (default {DEFAULT_PORT}; 0 picks a free one)")
    parser.add_argument("--host", default="0.0.0.0", help="address to listen on (default 0.0.0.0: every interface)")
    parser.add_argument("--cert", default=None, help="TLS certificate (PEM); with --key, players connect with wss://")
    parser.add_argument("--key", default=None, help="the certificate's private key (PEM)")
    parser.add_argument("--data", default=None, metavar="DIR", help="folder for saved tables and finished matches")
    parser.add_argument("--hold", type=float, default=60.0, metavar="SECONDS",
                        help="how long a dropped player's seat waits before a bot plays it (default 60)")
    parser.add_argument("--max-tables", type=whole_number(1), default=Limits.max_tables, help="tables held at most")
    return parser


def tls_context(cert: str, key: str) -> ssl.SSLContext:
    """A server TLS context from PEM files; OSError/ssl.SSLError say what is wrong with them."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.load_cert_chain(cert, key)
    return context


def main(argv: list[str]) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if (args.cert is None) != (args.key is None):
        parser.error("--cert and --key go together")
    logging.basicConfig(stream=sys.stdout, level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    context = None
    if args.cert:
        try:
            context = tls_context(args.cert, args.key)
        except (OSError, ssl.SSLError) as exc:
            parser.exit(2, f"{parser.prog}: error: cannot use the certificate: {exc}\n")
    data = None
    if args.data:
        data = Path(args.data).expanduser()
        try:
            data.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            parser.exit(2, f"{parser.prog}: error: --data {args.data!r}: {exc.strerror or exc}\n")
    limits = Limits(hold_seconds=args.hold, max_tables=args.max_tables)
    try:
        asyncio.run(_serve(args.host, args.port, limits, data, context))
    except OSError as exc:
        log.error("cannot listen on %s port %d: %s", args.host, args.port, exc.strerror or exc)
        return 1
    return 0


async def _serve(host: str, port: int, limits: Limits, data: Path | None, context: ssl.SSLContext | None) -> None:
    history = HistoryStore(data) if data is not None else None

    def finished(table, record) -> None:
        if history is not None:
            for warning in history.append(MatchRecord.from_dict(record)):
                log.warning("history: %s", warning)

    server = TableServer(limits, data, context, on_finished=finished)
    await server.start(host, port)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError):  # Windows: Ctrl+C raises instead
            loop.add_signal_handler(sig, stop.set)
    try:
        await stop.wait()
    finally:
        log.info("stopping: saving tables")
        await server.stop()

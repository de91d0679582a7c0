"""`scopa-desktop serve`: the headless lobby server, for an always-on machine, logging to stdout.

    scopa-desktop serve --port 7519 [--host 0.0.0.0] [--cert cert.pem --key key.pem] [--data DIR]

With --data, tables are kept there (tables.sqlite3; reloaded at start) and finished matches are added to
the history file in that folder. Stop it with Ctrl+C or SIGTERM: every confirmed move is already on disk.
SIGHUP loads the certificate again (after a renewal), without closing a connection. docs/SERVER.md says
how to run it as a service.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import logging
import math
import os
import signal
import ssl
import sys
import time
from pathlib import Path
from typing import Any

from ..arguments import seconds, whole_number
from ..storage import MAX_NAME, HistoryStore, MatchRecord
from .connection import trusted
from .host import DEFAULT_PORT
from .limits import Limits
from .names import CHARACTERS, NamePolicy, read_words
from .server import TableServer
from .stores import SYNC_MODES, StoreLocked

log = logging.getLogger("scopa_desktop.net")
FILES_KEPT = 64  # open files left free for the database, logs and the history besides the connections
LOOP_ERROR_SECONDS = 60.0
# Young collections as Python's defaults (700 allocations, then every 10th of them a middle one), full ones
# only after 1000 middle ones (the default 10: every few seconds under load, each scanning every table and
# connection held).
GC_THRESHOLDS = (700, 10, 1000)
RESERVE_SHARE = 10  # a tenth of the connections is kept for seated players and newcomers


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="scopa-desktop serve",
                                     description="Run a Scopa table server (a lobby of many tables).")
    parser.add_argument("--port", type=whole_number(0, 65535), default=DEFAULT_PORT,
                        help=f"TCP port to listen on (default {DEFAULT_PORT}; 0 picks a free one)")
    parser.add_argument("--host", default="0.0.0.0", help="address to listen on (default 0.0.0.0: every interface)")
    parser.add_argument("--cert", default=None, help="TLS certificate (PEM); with --key, players connect with wss://")
    parser.add_argument("--key", default=None, help="the certificate's private key (PEM)")
    parser.add_argument("--data", default=None, metavar="DIR", help="folder for saved tables and finished matches")
    parser.add_argument("--store", default=None, metavar="postgresql://...",
                        help="keep the tables in this PostgreSQL database, shared by every server process using it "
                             "(instead of --data's SQLite; pip install 'scopa-desktop[postgres]')")
    parser.add_argument("--advertise", default=None, metavar="URL",
                        help="with --store: where players reach this process (default ws[s]://HOST:PORT), the "
                             "address the other processes send them to, e.g. wss://scopa.example.org/p/1")
    parser.add_argument("--trusted-proxy", action="append", default=[], metavar="NETWORK",
                        help="a reverse proxy's address or network (repeatable): its connections count against "
                             "the player's address, the last of its X-Forwarded-For header")
    parser.add_argument("--move-to", default=None, metavar="postgresql://...",
                        help="copy --data's tables and finished matches into this PostgreSQL database, then exit "
                             "(the server stopped)")
    parser.add_argument("--sync", choices=SYNC_MODES, default="full",
                        help="full (default): a move is confirmed once on disk, surviving a power cut; normal: once "
                             "the system has it, surviving a killed server, not a power cut (faster on slow disks)")
    parser.add_argument("--hold", type=seconds(1, 3600), default=60.0, metavar="SECONDS",
                        help="how long a dropped (or silent) player's seat waits before a bot plays it (default 60)")
    parser.add_argument("--max-tables", type=whole_number(1), default=Limits.max_tables, help="tables held at most")
    parser.add_argument("--per-address", type=whole_number(1, 10000), default=16, metavar="N",
                        help="connections one address may hold at once (default 16)")
    parser.add_argument("--tables-per-address", type=whole_number(1, 100000), default=Limits.tables_per_address,
                        metavar="N", help=f"tables one address may keep open (default {Limits.tables_per_address})")
    parser.add_argument("--name-length", type=whole_number(1, MAX_NAME), default=MAX_NAME, metavar="N",
                        help=f"longest player's name shown in the lobby (default {MAX_NAME})")
    parser.add_argument("--name-characters", choices=CHARACTERS, default="any",
                        help="any printable character (default); letters (of any script, digits, spaces, - ' .); "
                             "latin (the same with plain Latin letters)")
    parser.add_argument("--name-words", default=None, metavar="FILE",
                        help="a word list (one a line, # comments): names containing one are refused")
    parser.add_argument("--bot-workers", type=whole_number(1, 64), default=max(1, (os.cpu_count() or 2) - 1),
                        metavar="N", help="processes thinking for the server's bots (default: the cores but one)")
    return parser


def tls_context(cert: str, key: str) -> ssl.SSLContext:
    """A server TLS context from PEM files; OSError/ssl.SSLError say what is wrong with them."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.load_cert_chain(cert, key)
    return context


def open_files_allowed() -> int:
    """Raise this process's open-file limit to the most it may have; returns the limit (0: unknown)."""
    try:
        import resource
    except ImportError:  # Windows
        return 0
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard == resource.RLIM_INFINITY or hard > soft:
        wanted = 65536 if hard == resource.RLIM_INFINITY else hard
        with contextlib.suppress(ValueError, OSError):
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
            soft = wanted
    return 0 if soft == resource.RLIM_INFINITY else soft


def quiet_loop_errors(loop: asyncio.AbstractEventLoop, every: float = LOOP_ERROR_SECONDS) -> None:
    """The loop's own errors (e.g. accept() out of open files) logged in one line, once a minute per kind
    with how many more there were, never a traceback each: an attack must not fill the disk with logs."""
    last: dict[str, float] = {}
    counts: dict[str, int] = {}

    def handler(_loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        exc = context.get("exception")
        kind = f"{context.get('message', 'error')}: {type(exc).__name__ if exc else ''}"
        now = time.monotonic()
        if now - last.get(kind, -math.inf) < every:
            counts[kind] = counts.get(kind, 0) + 1
            return
        more = counts.pop(kind, 0)
        last[kind] = now
        log.error("%s %s%s", kind, exc or "", f" (and {more} more in the last minute)" if more else "")

    loop.set_exception_handler(handler)


def tune_collector(thresholds: tuple[int, int, int] | None = None) -> None:
    """Once started: what start-up made (modules, the engine's tables, reloaded saves...) is set aside for
    good (gc.freeze: never scanned again), and young collections run less often, so fewer objects that
    live a few seconds (a table's state between two moves) reach the oldest generation, whose collections
    scan everything still held (benchmarked in scripts/bench/bench_cluster.py)."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(*(thresholds or GC_THRESHOLDS))


def main(argv: list[str]) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if (args.cert is None) != (args.key is None):
        parser.error("--cert and --key go together")
    if args.store and args.data:
        parser.error("--store and --data are two places for the tables: give one")
    if args.move_to and not args.data:
        parser.error("--move-to moves the tables of a --data folder")
    for option, url in (("--store", args.store), ("--move-to", args.move_to)):
        if url and not url.startswith(("postgresql://", "postgres://")):
            parser.error(f"{option} takes a PostgreSQL URL, postgresql://user:password@host:port/database")
    logging.basicConfig(stream=sys.stdout, level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    logging.getLogger("websockets").setLevel(logging.WARNING)  # not a line per connection
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
    if args.move_to:
        return _move(data, args.move_to)
    try:
        trusted(args.trusted_proxy)
    except ValueError as exc:
        parser.error(f"--trusted-proxy: {exc}")
    try:
        words = read_words(args.name_words) if args.name_words else frozenset()
    except (OSError, UnicodeDecodeError) as exc:
        parser.exit(2, f"{parser.prog}: error: --name-words {args.name_words!r}: {exc}\n")
    files = open_files_allowed()
    total = max(1, files - FILES_KEPT) if files else 0
    limits = Limits(hold_seconds=args.hold, max_tables=args.max_tables, max_connections=args.per_address,
                    tables_per_address=args.tables_per_address, bot_workers=args.bot_workers,
                    max_total_connections=total, reserve_connections=total // RESERVE_SHARE,
                    names=NamePolicy(args.name_length, args.name_characters, words))
    try:
        asyncio.run(_serve(args, limits, data, context))
    except StoreLocked as exc:
        log.error("cannot use %s: %s", "--store" if args.store else "--data", exc)
        return 1
    except OSError as exc:
        log.error("cannot listen on %s port %d: %s", args.host, args.port, exc.strerror or exc)
        return 1
    return 0


def _move(data: Path, url: str) -> int:
    from .stores.move import move_to_postgres

    try:
        added = move_to_postgres(data, url)
    except StoreLocked as exc:
        log.error("cannot move %s: %s", data, exc)
        return 1
    log.info("moved %s: %s", data, ", ".join(f"{count} row(s) into {table}" for table, count in added.items()))
    return 0


async def _serve(args: argparse.Namespace, limits: Limits, data: Path | None, context: ssl.SSLContext | None) -> None:
    loop = asyncio.get_running_loop()
    quiet_loop_errors(loop)
    history = HistoryStore(data) if data is not None else None

    def finished(table, record) -> None:
        if history is not None:
            for warning in history.append(MatchRecord.from_dict(record)):
                log.warning("history: %s", warning)

    def reload_certificate() -> None:
        try:
            context.load_cert_chain(args.cert, args.key)
            log.info("certificate loaded again from %s", args.cert)
        except (OSError, ssl.SSLError) as exc:
            log.error("could not load the certificate again (the old one stays): %s", exc)

    server = TableServer(limits, data, context, on_finished=finished, bot_processes=True, sync=args.sync,
                         store=args.store, advertise=args.advertise, trusted_proxies=args.trusted_proxy)
    try:
        await server.start(args.host, args.port)
    except BaseException:
        await server.stop()
        raise
    log.info("limits: %d connections an address, %s in all, %d bot worker(s), hold %g s", limits.max_connections,
             limits.max_total_connections or "no limit", limits.bot_workers, limits.hold_seconds)
    tune_collector()
    stop = asyncio.Event()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError, AttributeError):  # Windows: Ctrl+C raises
            loop.add_signal_handler(sig, stop.set)
    if context is not None:
        with contextlib.suppress(NotImplementedError, RuntimeError, AttributeError):
            loop.add_signal_handler(signal.SIGHUP, reload_certificate)
    try:
        await stop.wait()
    finally:
        log.info("stopping")
        await server.stop()

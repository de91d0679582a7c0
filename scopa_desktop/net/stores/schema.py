"""The stores' schema, as numbered migrations: each says what it adds, in SQLite's words and PostgreSQL's.

A store opened on an older schema runs the migrations it lacks, in order, in one transaction (SQLite keeps
its number in `PRAGMA user_version`, PostgreSQL in `scopa_schema`); one made by a newer program is refused
and left untouched (StoreLocked). To add to the store (identities, ratings...): append a Migration with the
next number and both dialects' statements, never change one already released, and name the new tables
and their columns in its `moved`, so `serve --data DIR --move-to postgresql://...` carries them too.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Migration:
    version: int
    what: str
    sqlite: tuple[str, ...]
    postgresql: tuple[str, ...]
    moved: dict[str, tuple[str, ...]] = field(default_factory=dict)  # table -> columns both dialects share


MIGRATIONS = (
    Migration(1, "each table's save", sqlite=(
        "CREATE TABLE IF NOT EXISTS tables (code TEXT PRIMARY KEY, data TEXT NOT NULL, saved REAL NOT NULL)",
    ), postgresql=(
        # id: a server process; it holds the advisory lock (LOCK_CLASS, id) while it lives.
        "CREATE TABLE servers (id serial PRIMARY KEY, url text NOT NULL, host text NOT NULL, pid integer NOT NULL,"
        " started timestamptz NOT NULL DEFAULT now())",
        # owner: the process serving the table (null: none; it is taken by the first that is asked for it);
        # state: waiting, playing or finished; listing: its open-lobby entry while listed (JSON), opened: its
        # place in the open lobby (microseconds since 1970 when it opened).
        "CREATE TABLE tables (code text PRIMARY KEY, data text NOT NULL, saved double precision NOT NULL,"
        " owner integer, state text NOT NULL DEFAULT 'waiting', origin text NOT NULL DEFAULT '', listing text,"
        " opened bigint)",
        "CREATE INDEX tables_owner ON tables (owner)",
        "CREATE INDEX tables_listed ON tables (opened) WHERE listing IS NOT NULL",
        "CREATE TABLE damaged (code text, data text, reason text NOT NULL, moved double precision NOT NULL)",
    ), moved={"tables": ("code", "data", "saved")}),
    Migration(2, "finished matches' records", sqlite=(
        "CREATE TABLE IF NOT EXISTS matches (match_id TEXT PRIMARY KEY, finished REAL NOT NULL, record TEXT NOT NULL)",
    ), postgresql=(
        "CREATE TABLE matches (match_id text PRIMARY KEY, finished double precision NOT NULL, record text NOT NULL)",
        "CREATE INDEX matches_finished ON matches (finished)",
    ), moved={"matches": ("match_id", "finished", "record")}),
    # Ranked play (net/ranking/): who plays (an identity is a name and the hash of a secret the player's game
    # keeps), each one's skill per family, every rated match's effect on it, and the matches already rated
    # (so a match is rated once, whichever process finishes it, however often it is finished again).
    Migration(3, "identities and ratings", sqlite=(
        "CREATE TABLE IF NOT EXISTS identities (id TEXT PRIMARY KEY, secret TEXT NOT NULL UNIQUE, name TEXT NOT NULL,"
        " folded TEXT NOT NULL UNIQUE, created REAL NOT NULL)",
        "CREATE TABLE IF NOT EXISTS ratings (rkey TEXT PRIMARY KEY, player TEXT NOT NULL, family TEXT NOT NULL,"
        " mu REAL NOT NULL, sigma REAL NOT NULL, shown INTEGER NOT NULL, matches INTEGER NOT NULL,"
        " people INTEGER NOT NULL, updated REAL NOT NULL)",
        "CREATE INDEX IF NOT EXISTS ratings_board ON ratings (family, people, shown)",
        "CREATE TABLE IF NOT EXISTS rating_history (entry TEXT PRIMARY KEY, player TEXT NOT NULL, family TEXT NOT NULL,"
        " match_id TEXT NOT NULL, at REAL NOT NULL, shown INTEGER NOT NULL, change INTEGER NOT NULL,"
        " people INTEGER NOT NULL)",
        "CREATE INDEX IF NOT EXISTS rating_history_player ON rating_history (player, family, at)",
        "CREATE INDEX IF NOT EXISTS rating_history_match ON rating_history (match_id)",
        "CREATE TABLE IF NOT EXISTS rated_matches (match_id TEXT PRIMARY KEY, family TEXT NOT NULL, at REAL NOT NULL,"
        " counted INTEGER NOT NULL)",
    ), postgresql=(
        "CREATE TABLE identities (id text PRIMARY KEY, secret text NOT NULL UNIQUE, name text NOT NULL,"
        " folded text NOT NULL UNIQUE, created double precision NOT NULL)",
        "CREATE TABLE ratings (rkey text PRIMARY KEY, player text NOT NULL, family text NOT NULL,"
        " mu double precision NOT NULL, sigma double precision NOT NULL, shown integer NOT NULL,"
        " matches integer NOT NULL, people integer NOT NULL, updated double precision NOT NULL)",
        "CREATE INDEX ratings_board ON ratings (family, people, shown)",
        "CREATE TABLE rating_history (entry text PRIMARY KEY, player text NOT NULL, family text NOT NULL,"
        " match_id text NOT NULL, at double precision NOT NULL, shown integer NOT NULL, change integer NOT NULL,"
        " people integer NOT NULL)",
        "CREATE INDEX rating_history_player ON rating_history (player, family, at)",
        "CREATE INDEX rating_history_match ON rating_history (match_id)",
        "CREATE TABLE rated_matches (match_id text PRIMARY KEY, family text NOT NULL, at double precision NOT NULL,"
        " counted integer NOT NULL)",
    ), moved={"identities": ("id", "secret", "name", "folded", "created"),
              "ratings": ("rkey", "player", "family", "mu", "sigma", "shown", "matches", "people", "updated"),
              "rating_history": ("entry", "player", "family", "match_id", "at", "shown", "change", "people"),
              "rated_matches": ("match_id", "family", "at", "counted")}),
)
SCHEMA = MIGRATIONS[-1].version


def migrate(execute: Callable[[str], object], version: int, dialect: str) -> int:
    """Run the migrations after `version` with `execute(statement)`; returns the schema's version now."""
    for migration in MIGRATIONS:
        if migration.version > version:
            for statement in getattr(migration, dialect):
                execute(statement)
    return SCHEMA


def moved_tables() -> dict[str, tuple[str, ...]]:
    """Every table a move from SQLite to PostgreSQL carries, with its columns, in the order made."""
    tables: dict[str, tuple[str, ...]] = {}
    for migration in MIGRATIONS:
        tables.update(migration.moved)
    return tables

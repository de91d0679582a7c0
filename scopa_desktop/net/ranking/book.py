"""The ratings' side of the server's store: identities, skills per family, every rated match's effect, in
the same database as the tables (SQLite in the data folder, or the PostgreSQL every process shares; the
schema is migration 3 of net/stores/schema.py). Each call runs in a transaction of its own on one
connection of its own, called from one thread (service.py's worker), never the server's loop.

A match is rated once: its id goes into `rated_matches` first, and a second try (another process that took
the table over, a restart that finished it again) finds it there and changes nothing. On PostgreSQL the
skills a match changes are locked (`FOR UPDATE`, in one order) before they are read, so two processes
rating two matches of one player at once cannot lose either update.
"""

from __future__ import annotations

import contextlib
import secrets
import sqlite3
import time
from dataclasses import dataclass
from itertools import combinations
from pathlib import Path
from typing import Any

from ..names import folded
from ..stores.schema import migrate
from .skill import START, RatedSeat, rate, shown

LISTED_AFTER = 5  # rated matches against at least one other person before a player is on the leaderboard
PAIR_LIMIT = 3  # rated matches two identities may play together in a day; later ones are not rated
DAY = 86400.0
BOARD_TOP = 10
BOARD_AROUND = 5  # places shown above and below the player's own
CHART_POINTS = 200


@dataclass(frozen=True)
class Standing:
    """One family's rating of a player: `rating` shown (conservative), matches rated, how many of them with
    another person at the table (none: a rating against bots only)."""

    family: str
    rating: int
    matches: int
    people: int
    skill: float  # mu: what matchmaking compares


class RatingBook:
    """`RatingBook.sqlite(path)` (None: in memory) or `RatingBook.postgresql(url)`; `close()` at the end."""

    def __init__(self, connect: Any, dialect: str) -> None:
        self._connect, self.dialect = connect, dialect
        self._db = connect()

    @classmethod
    def sqlite(cls, path: str | Path | None) -> RatingBook:
        """The book in a data folder's database (its store has brought the schema up to date), or in memory."""
        def connect() -> sqlite3.Connection:
            db = sqlite3.connect(":memory:" if path is None else path, check_same_thread=False,
                                 isolation_level=None, timeout=30.0)
            if path is None:
                migrate(db.execute, 0, "sqlite")
            return db

        return cls(connect, "sqlite")

    @classmethod
    def postgresql(cls, url: str) -> RatingBook:
        from ..stores.postgres import connect

        return cls(lambda: connect(url, autocommit=True), "postgresql")

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self._db.close()

    # -- the dialects -----------------------------------------------------------------------------------
    def _sql(self, text: str) -> str:
        return text.replace("?", "%s") if self.dialect == "postgresql" else text

    def _run(self, text: str, args: tuple = ()) -> Any:
        return self._live().execute(self._sql(text), args)

    def _live(self) -> Any:
        """The connection, made again when PostgreSQL's was lost (the call that found it lost failed: its
        request is answered server_error and asked again, a rating is tried again at the next tick)."""
        if self.dialect == "postgresql" and (self._db.closed or self._db.broken):
            self._db = self._connect()
        return self._db

    @contextlib.contextmanager
    def _transaction(self):
        """One transaction (SQLite: taking the write lock at once, so a read-then-write cannot interleave)."""
        if self.dialect == "postgresql":
            with self._live().transaction():
                yield
            return
        self._db.execute("BEGIN IMMEDIATE")
        try:
            yield
        except BaseException:
            self._db.execute("ROLLBACK")
            raise
        self._db.execute("COMMIT")

    def _integrity_errors(self) -> tuple[type[BaseException], ...]:
        if self.dialect == "postgresql":
            import psycopg

            return (psycopg.errors.UniqueViolation,)
        return (sqlite3.IntegrityError,)

    # -- identities -------------------------------------------------------------------------------------
    def find(self, secret_hash: str, name: str) -> tuple[str, str] | None:
        """The identity of a secret: (id, name), renamed to `name` first when that name is free; None for a
        secret nobody has."""
        with self._transaction():
            row = self._run("SELECT id, name FROM identities WHERE secret = ?", (secret_hash,)).fetchone()
            if row is None:
                return None
            ident, kept = row
            if name and name != kept and self._free(name, ident):
                self._run("UPDATE identities SET name = ?, folded = ? WHERE id = ?", (name, folded(name), ident))
                kept = name
        return ident, kept

    def _free(self, name: str, ident: str = "") -> bool:
        row = self._run("SELECT id FROM identities WHERE folded = ?", (folded(name),)).fetchone()
        return row is None or row[0] == ident

    def create(self, secret_hash: str, name: str, longest: int) -> tuple[str, str]:
        """A new identity for a secret: (id, its name), `name` or, when another has it, "name 2", "name 3"...
        (at most `longest` characters)."""
        for number in range(1, 1000):
            suffix = "" if number == 1 else f" {number}"
            candidate = name[: longest - len(suffix)].rstrip() + suffix
            if not folded(candidate):
                continue
            ident = secrets.token_hex(8)
            try:
                with self._transaction():
                    if not self._free(candidate):
                        continue
                    self._run("INSERT INTO identities (id, secret, name, folded, created) VALUES (?, ?, ?, ?, ?)",
                              (ident, secret_hash, candidate, folded(candidate), time.time()))
                return ident, candidate
            except self._integrity_errors():  # taken meanwhile (or the secret: then it is found)
                found = self.find(secret_hash, "")
                if found is not None:
                    return found
        raise ValueError("no free name like that one")

    def standings(self, player: str) -> list[Standing]:
        rows = self._run("SELECT family, shown, matches, people, mu FROM ratings WHERE player = ? ORDER BY family",
                         (player,)).fetchall()
        return [Standing(*row) for row in rows]

    # -- rating a match ---------------------------------------------------------------------------------
    def rate_match(self, match_id: str, family: str, seats: list[RatedSeat], totals: list[int],
                   winner: int | None, teams: bool) -> dict[str, tuple[int, Standing]] | None:
        """Rate a finished match once: each person's (rating before, standing after), or None when it was
        rated already. Not counted (everyone's standing as it was) when two of its people have played
        PAIR_LIMIT rated matches together in the last day (an identity losing on purpose to another gains
        nothing for it)."""
        players = sorted({seat.player for seat in seats if seat.player})
        now = time.time()
        people = 1 if len(players) >= 2 else 0
        with self._transaction():
            added = self._run("INSERT INTO rated_matches (match_id, family, at, counted) VALUES (?, ?, ?, 0)"
                              " ON CONFLICT (match_id) DO NOTHING", (match_id, family, now))
            if added.rowcount == 0:
                return None
            for player in players:
                self._run("INSERT INTO ratings (rkey, player, family, mu, sigma, shown, matches, people, updated)"
                          " VALUES (?, ?, ?, ?, ?, ?, 0, 0, ?) ON CONFLICT (rkey) DO NOTHING",
                          (f"{player}/{family}", player, family, *START, shown(*START), now))
            lock = " FOR UPDATE" if self.dialect == "postgresql" else ""
            marks = ", ".join("?" * len(players))
            rows = self._run("SELECT player, mu, sigma, shown, matches, people FROM ratings WHERE rkey IN"
                             f" ({marks}) ORDER BY rkey{lock}", tuple(f"{p}/{family}" for p in players)).fetchall()
            before = {row[0]: row[1:] for row in rows}
            if any(self._together(one, two, now) >= PAIR_LIMIT for one, two in combinations(players, 2)):
                return {p: (was, Standing(family, was, count, met, mu))
                        for p, (mu, _, was, count, met) in before.items()}
            after = rate(seats, {player: before[player][:2] for player in players}, totals, winner, teams)
            changes = {}
            for player, (mu, sigma) in after.items():
                now_shown, (_, _, was, count, met) = shown(mu, sigma), before[player]
                changes[player] = (was, Standing(family, now_shown, count + 1, met + people, mu))
                self._run("UPDATE ratings SET mu = ?, sigma = ?, shown = ?, matches = matches + 1,"
                          " people = people + ?, updated = ? WHERE rkey = ?",
                          (mu, sigma, now_shown, people, now, f"{player}/{family}"))
                self._run("INSERT INTO rating_history (entry, player, family, match_id, at, shown, change, people)"
                          " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                          (f"{match_id}/{player}", player, family, match_id, now, now_shown, now_shown - was, people))
            self._run("UPDATE rated_matches SET counted = 1 WHERE match_id = ?", (match_id,))
        return changes

    def _together(self, one: str, two: str, now: float) -> int:
        return self._run("SELECT count(*) FROM rating_history a JOIN rating_history b ON a.match_id = b.match_id"
                         " WHERE a.player = ? AND b.player = ? AND a.at > ?", (one, two, now - DAY)).fetchone()[0]

    def rated(self, match_id: str) -> bool:
        return self._run("SELECT 1 FROM rated_matches WHERE match_id = ?", (match_id,)).fetchone() is not None

    # -- reading ----------------------------------------------------------------------------------------
    def leaders(self, family: str, player: str | None) -> dict[str, Any]:
        """The family's leaderboard: the top, the player's own place and the places around it, and how many
        are listed (players with LISTED_AFTER rated matches against people); rows are (place, name, rating,
        matches)."""
        board = "FROM ratings r JOIN identities i ON i.id = r.player WHERE r.family = ? AND r.people >= ?"
        order = " ORDER BY r.shown DESC, r.player"
        pick = "SELECT i.name, r.shown, r.matches, r.player "
        total = self._run(f"SELECT count(*) {board}", (family, LISTED_AFTER)).fetchone()[0]
        top = [(place + 1, *row) for place, row in
               enumerate(self._run(pick + board + order + " LIMIT ?", (family, LISTED_AFTER, BOARD_TOP)).fetchall())]
        mine = None if player is None else self._run(
            "SELECT shown, people FROM ratings WHERE rkey = ?", (f"{player}/{family}",)).fetchone()
        near: list[tuple] = []
        place = None
        if mine is not None and mine[1] >= LISTED_AFTER:
            rating = mine[0]
            ahead = self._run(f"SELECT count(*) {board} AND (r.shown > ? OR (r.shown = ? AND r.player < ?))",
                              (family, LISTED_AFTER, rating, rating, player)).fetchone()[0]
            place = ahead + 1
            start = max(0, ahead - BOARD_AROUND)
            rows = self._run(pick + board + order + " LIMIT ? OFFSET ?",
                             (family, LISTED_AFTER, 2 * BOARD_AROUND + 1, start)).fetchall()
            near = [(start + index + 1, *row) for index, row in enumerate(rows)]
        strip = [(row[0], row[1], row[2], row[3], row[4] == player) for row in top]
        return {"top": strip, "near": [(row[0], row[1], row[2], row[3], row[4] == player) for row in near],
                "place": place, "total": total}

    def chart(self, player: str, family: str) -> list[tuple[float, int]]:
        """The player's rating in a family after each of its last CHART_POINTS rated matches, oldest first,
        as (time, rating)."""
        rows = self._run("SELECT at, shown FROM rating_history WHERE player = ? AND family = ?"
                         " ORDER BY at DESC LIMIT ?", (player, family, CHART_POINTS)).fetchall()
        return [(float(at), int(value)) for at, value in reversed(rows)]

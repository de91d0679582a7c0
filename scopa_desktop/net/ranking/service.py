"""Ranked play on the server: who each connection is (`identify`), the leaderboard and rating chart
(`leaders`, `chart`), who sits at a ranked table, forfeits, and each finished ranked match rated once.

Everything that touches the database runs on one worker thread (the loop never waits on it): a request
for it raises `Later`, whose `answers` the server awaits before reading the connection's next message.

**Identity.** The player's game makes a long secret (32 random bytes) once per server and keeps it; the
server keeps only its SHA-256 and the name (unique on the server: "Anna 2" when "Anna" is taken). A new
identity costs its address one of IDENTITIES_BURST (one more every IDENTITY_SECONDS): throwaway
identities cannot be made by the hundred. Identified players sit under that name, their rating beside it.

**Abuse.** One identity, one seat: it is never seated at a table where it already sits. A person who
leaves a ranked match, or is away longer than the hold, has forfeited it: scored as lost whatever the
score (and, once every person at the table has forfeited, the match is rated there and then, so closing
the game never saves a rating). What else keeps farming from paying is in book.py and skill.py: a new
identity starts uncertain and shows 0, the leaderboard lists only players with LISTED_AFTER rated
matches against people, and two identities' rated matches together count PAIR_LIMIT times a day.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import hashlib
import logging
import re
import weakref
from collections.abc import Awaitable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ...storage import check_name
from ..guard import address_key
from ..limits import TokenBucket
from ..protocol import RANKED_VERSION, ProtocolError, encode
from .book import RatingBook, Standing
from .families import FAMILIES, family_of, ranked_rules, teams_family
from .matchmaking import pick
from .skill import START, RatedSeat

if TYPE_CHECKING:
    from ..lobby import Lobby
    from ..table import Table

log = logging.getLogger("scopa_desktop.net")
SECRET = re.compile(r"^[A-Za-z0-9_-]{43,64}$")  # 256 bits or more
IDENTITIES_BURST = 3.0
IDENTITY_SECONDS = 8 * 3600.0
REMATCH_SECONDS = 10.0  # a waiting player told to move is told again after this, if still there
REQUESTS = frozenset(("identify", "leaders", "chart"))


class Later(Exception):  # noqa: N818 - not an error: a request whose answer comes from the database
    """Raised by a request the ratings' database answers: the server awaits `answers`."""

    def __init__(self, answers: Awaitable[list[str]]) -> None:
        super().__init__("answered later")
        self.answers = answers


@dataclass
class Player:
    """A connection's identity: its id, its name on the server, its rating per family."""

    id: str
    name: str
    standings: dict[str, Standing] = field(default_factory=dict)

    def seat(self, family: str) -> tuple[str, int, float]:
        """(id, rating shown, skill) for a seat at a table of `family`."""
        kept = self.standings.get(family)
        return (self.id, kept.rating, kept.skill) if kept else (self.id, 0, START[0])


class Ranking:
    """The lobby's ranked play (built by the Lobby; its store says where the book is)."""

    def __init__(self, lobby: Lobby) -> None:
        self.lobby = lobby
        self._pool = concurrent.futures.ThreadPoolExecutor(1, thread_name_prefix="scopa-ratings")
        self._book: RatingBook | None = None
        self._closed = False
        self.players: weakref.WeakKeyDictionary[Any, Player] = weakref.WeakKeyDictionary()
        self._creations: dict[str, TokenBucket] = {}
        self._rating: set[str] = set()  # matches being rated now
        self._told: dict[str, float] = {}  # table code -> when its player was last told to move

    # -- the book, on the worker thread ---------------------------------------------------------------------
    def _open_book(self) -> RatingBook:
        if self._book is None:
            store = self.lobby.store
            if store is not None and store.shared:
                self._book = RatingBook.postgresql(store.url)
            else:
                self._book = RatingBook.sqlite(getattr(store, "path", None))
        return self._book

    def _call(self, method: str, *args: Any) -> concurrent.futures.Future:
        return self._pool.submit(lambda: getattr(self._open_book(), method)(*args))

    def close(self) -> None:
        """Finish what is being rated, then let go of the book (after the store's own writes); once."""
        if self._closed:
            return
        self._closed = True
        self._pool.submit(lambda: self._book.close() if self._book is not None else None)
        self._pool.shutdown(wait=True)

    # -- requests ---------------------------------------------------------------------------------------------
    def request(self, conn: Any, message: dict[str, Any]) -> None:
        """Raise Later with the answers of an identify, leaders or chart request."""
        raise Later(self._answer(conn, message))

    async def _answer(self, conn: Any, message: dict[str, Any]) -> list[str]:
        kind, rid = message["type"], message["rid"]
        if kind == "identify":
            player = await self._identify(conn, message)
            ratings = [{"family": s.family, "rating": s.rating, "matches": s.matches, "people": s.people}
                       for s in player.standings.values()]
            return [encode("identity", rid=rid, name=player.name, ratings=ratings)]
        family = message["family"]
        if family not in FAMILIES:
            raise ProtocolError("bad_message", f"a family is one of {', '.join(FAMILIES)}")
        player = self.players.get(conn)
        if kind == "leaders":
            board = await asyncio.wrap_future(self._call("leaders", family, player.id if player else None))
            rows = {part: [{"place": place, "name": name, "rating": rating, "matches": matches, "you": you}
                           for place, name, rating, matches, you in board[part]] for part in ("top", "near")}
            return [encode("leaderboard", rid=rid, family=family, top=rows["top"], near=rows["near"],
                           place=board["place"], total=board["total"])]
        if player is None:
            raise ProtocolError("not_identified", "say who you are first (identify)")
        points = await asyncio.wrap_future(self._call("chart", player.id, family))
        now = self.lobby.listing.wall()
        return [encode("rating_chart", rid=rid, family=family,
                       points=[[round(max(0.0, now - at)), rating] for at, rating in points])]

    async def _identify(self, conn: Any, message: dict[str, Any]) -> Player:
        secret, name = message["secret"], message["name"].strip()
        if not SECRET.match(secret):
            raise ProtocolError("bad_message", "a secret is 43 to 64 letters, digits, - or _ (made up at random)")
        try:
            check_name("a player's name", name, allow_empty=False)
        except ValueError as exc:
            raise ProtocolError("bad_message", str(exc)[:200]) from None
        refusal = self.lobby.limits.names.refusal(name)
        if refusal is not None:
            raise ProtocolError("bad_name", refusal)
        hashed = hashlib.sha256(secret.encode()).hexdigest()
        found = await asyncio.wrap_future(self._call("find", hashed, name))
        if found is None:
            key = address_key(getattr(conn, "address", ""))
            bucket = self._creations.get(key)
            if bucket is None:
                bucket = self._creations[key] = TokenBucket(1 / IDENTITY_SECONDS, IDENTITIES_BURST,
                                                            self.lobby.env.clock)
            if bucket.level() < 1.0:
                raise ProtocolError("rate_limited", "new players were made from this address not long ago: "
                                                    "play as the one you have")
            bucket.spend()
            found = await asyncio.wrap_future(self._call("create", hashed, name, self.lobby.limits.names.max_length))
        ident, kept = found
        standings = await asyncio.wrap_future(self._call("standings", ident))
        player = self.players[conn] = Player(ident, kept, {s.family: s for s in standings})
        return player

    # -- seating ----------------------------------------------------------------------------------------------
    def named(self, request: dict[str, Any], peer: Any) -> dict[str, Any]:
        """The seating request as this server takes it: an identified player sits under their name; a
        ranked quick match needs an identity and a preset as it is."""
        player = self.players.get(peer)
        if request["type"] == "quick" and request.get("ranked") and player is None:
            raise ProtocolError("not_identified", "ranked play needs an identity: identify first")
        if player is None or request["type"] not in ("create", "join", "quick"):
            return request
        return {**request, "name": player.name}

    def sitting(self, table: Table, peer: Any) -> tuple[str, int, float] | None:
        """What the seat of `peer` at `table` carries (identity, rating, skill); ProtocolError same_player
        when that identity already sits there (one identity, one seat)."""
        player = self.players.get(peer)
        if player is None:
            return None
        if any(slot.player == player.id for slot in table.slots):
            raise ProtocolError("same_player", "you already sit at this table")
        return player.seat(family_of(table.rules, len(table.slots)))

    def ranked_table(self, request: dict[str, Any], rules: Any, players: int, peer: Any) -> Any | None:
        """The waiting ranked table (a `Listed`) to seat this identified player at, or None: open one."""
        if not ranked_rules(rules):
            raise ProtocolError("bad_rules", "ranked play is played by a preset's rules as they are")
        player = self.players[peer]
        _, _, skill = player.seat(family_of(rules, players))
        listing = self.lobby.listing
        return pick(listing.ranked(rules, players), skill, player.id, listing.wall())

    # -- every ping period, per table -------------------------------------------------------------------------
    def tick(self, table: Table, now: float) -> None:
        """A ranked table's forfeits (a person away longer than the hold), its rating once finished (again if
        a try failed), and a lone waiting player told of an older table that now fits."""
        if not table.ranked or table.rated:
            return
        if table.match is None:
            self._maybe_move(table)
            return
        if table.record is not None:
            self.rate(table)
            return
        if self._mark_forfeits(table, now):
            table.save()
        people = [slot for slot in table.slots if slot.kind == "human"]
        if people and all(slot.forfeited for slot in people):
            self.rate(table)  # nobody is left to finish it: rated as it stands

    def _mark_forfeits(self, table: Table, now: float) -> bool:
        """Mark who has forfeited (left, or away longer than the hold); True when anyone newly has."""
        hold = self.lobby.limits.hold_seconds
        gone = [slot for slot in table.slots if slot.kind == "human" and not slot.forfeited and slot.peer is None
                and slot.dropped_at is not None and now - slot.dropped_at >= hold]
        for slot in gone:
            slot.forfeited = True
            log.info("table %s: %s forfeited the ranked match (away longer than the hold)", table.code, slot.name)
        return bool(gone)

    def _maybe_move(self, table: Table) -> None:
        seated = [slot for slot in table.slots if slot.player is not None and slot.peer is not None]
        listing = self.lobby.listing
        if len(seated) != 1 or table.code not in listing:
            return
        wall = listing.wall()
        if wall - self._told.get(table.code, -REMATCH_SECONDS) < REMATCH_SECONDS:
            return
        slot = seated[0]
        older = pick(listing.ranked(table.rules, len(table.slots)), slot.skill or START[0], slot.player, wall,
                     before=listing.number_of(table.code))
        if older is not None and getattr(slot.peer, "version", RANKED_VERSION) >= RANKED_VERSION:
            self._told[table.code] = wall
            slot.peer.push(encode("rematch"))

    # -- rating ---------------------------------------------------------------------------------------------
    def rate(self, table: Table) -> None:
        """Rate the table's match (once: the book keeps which are rated); its people are told their new
        rating. A match not over (everyone forfeited) is rated as it stands."""
        match = table.match
        if match is None or table.rated or table.match_id in self._rating:
            return
        # A player who left (or was away past the hold) since the last tick has forfeited even when the
        # match ended before that tick came: marked here too, or a leaver's seat played on by a bot to a win
        # would be rated as the leaver's win.
        self._mark_forfeits(table, self.lobby.env.clock())
        rules, players = table.rules, len(table.slots)
        family = family_of(rules, players)
        sides = rules.sides_for(players)
        seats = [RatedSeat(slot.player, slot.bot_level if slot.kind == "bot" else "", sides[index], slot.forfeited)
                 for index, slot in enumerate(table.slots)]
        if any(slot.kind == "human" and slot.player is None for slot in table.slots):
            table.rated = True  # (a ranked table seats only identified people: a save that says otherwise)
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # (a table used outside a server: its next tick in one rates it)
            return
        self._rating.add(table.match_id)
        done = self._call("rate_match", table.match_id, family, seats, list(match.totals), match.winner,
                          teams_family(family))
        done.add_done_callback(lambda future: loop.call_soon_threadsafe(self._rated, table, family, future))

    def _rated(self, table: Table, family: str, future: concurrent.futures.Future) -> None:
        self._rating.discard(table.match_id)
        error = future.exception()
        if error is not None:
            log.warning("table %s: the match could not be rated now (%s); trying again", table.code, error)
            return
        table.rated = True
        table.save()
        changes = future.result() or {}
        for slot in table.slots:
            change = changes.get(slot.player) if slot.player else None
            if change is None:
                continue
            before, standing = change
            for player in self.players.values():  # (every connection of that identity knows its rating now)
                if player.id == slot.player:
                    player.standings[family] = standing
            if slot.peer is not None and getattr(slot.peer, "version", 0) >= RANKED_VERSION:
                slot.peer.push(encode("rated", family=family, rating=standing.rating, change=standing.rating - before,
                                      matches=standing.matches, people=standing.people))

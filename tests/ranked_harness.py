"""What the ranked-play tests share: a remote bot that says who it is and asks for a ranked quick match,
and a look into a server's rating book. Loopback only; every wait is bounded."""

from __future__ import annotations

import asyncio

from net_harness import TIMEOUT, RemoteBot, bot_seed

from scopa_desktop.bots import make_bot
from scopa_desktop.engine import Rules
from scopa_desktop.net import Rated, State, make_secret

CLASSIC = Rules.preset("classic")


class RankedBot(RemoteBot):
    """A remote bot with an identity; its bot is made from the first state if that comes before its seat
    (a quick match that starts as it seats us sends the state with the seat)."""

    def __init__(self, name: str, level: str = "easy", seed: int = 3, secret: str | None = None, **kw) -> None:
        super().__init__(level, seed, **kw)
        self.name, self.secret = name, secret or make_secret()
        self.rated: list[Rated] = []

    def start(self, url: str):
        session = super().start(url)
        session.ranked.identify(self.secret, self.name)
        return session

    def quick(self, players: int = 2, rules: Rules = CLASSIC, **options) -> None:
        self.session.quick_match(rules, players, self.name, ranked=True, **options)

    def _on_event(self, event) -> None:
        if isinstance(event, State) and not hasattr(self, "bot"):
            self.bot = make_bot(self.level, bot_seed(self.seed, event.observation.seat))
        if isinstance(event, Rated):
            self.rated.append(event)
        super()._on_event(event)


async def until(check, what: str, tries: int = 400, step: float = 0.025):
    """Wait (bounded) until `check()` is true; returns its value."""
    for _ in range(tries):
        value = check()
        if value:
            return value
        await asyncio.sleep(step)
    raise AssertionError(f"never happened: {what}")


async def seated_pair(url: str, names=("Anna", "Marco"), players: int = 2, **options) -> list[RankedBot]:
    bots = []
    for name in names[:players]:
        bot = RankedBot(name, **options)
        bot.start(url)
        bot.quick(players)
        await asyncio.wait_for(bot.seated.wait(), TIMEOUT)
        bots.append(bot)
    return bots


def book_rows(server, sql: str, args: tuple = ()) -> list[tuple]:
    """Rows of the server's rating book (read on its worker thread, as every use of it is)."""
    ranking = server.lobby.ranking
    return ranking._pool.submit(lambda: ranking._open_book()._run(sql, args).fetchall()).result(10)

"""A connection to a server for ranked play's screens (not a table): your player said at once, then what
the screens ask (a leaderboard, your rating chart), read from the events once a frame. The client runs in
its own thread; nothing here waits on the network."""

from __future__ import annotations

from typing import Any

import pygame

from .... import net
from ...text import has, tr
from . import player
from .link import WAKE_EVENT, WAKE_MS


class RankedClient:
    """`pump()` once a frame; `identity`, `boards`, `charts` and `error` say what came."""

    def __init__(self, app: Any, backend: Any, server: Any) -> None:
        self.app, self.server = app, server
        self.identity: Any = None  # net.Identity, once the server said who we are
        self.boards: dict[str, Any] = {}  # family -> net.Leaderboard
        self.charts: dict[str, Any] = {}  # family -> net.RatingChart
        self.error = ""
        self.closed = False
        kept = player.identity_for(app, server)
        self.client = backend.TableClient()
        self.client.connect(server)
        self.client.identify(kept.secret, kept.name)
        pygame.time.set_timer(WAKE_EVENT, WAKE_MS)

    def leaders(self, family: str) -> None:
        self.client.leaders(family)

    def chart(self, family: str) -> None:
        self.client.rating_chart(family)

    def pump(self) -> bool:
        """Read what arrived; True when anything did."""
        if self.closed:
            return False
        events = self.client.poll()
        for event in events:
            if isinstance(event, net.Identity):
                self.identity, self.error = event, ""
                player.told_name(self.app, self.server, event.name)
            elif isinstance(event, net.Leaderboard):
                self.boards[event.family] = event
            elif isinstance(event, net.RatingChart):
                self.charts[event.family] = event
            elif isinstance(event, net.Error):
                key = f"net_errors.{event.code}"
                self.error = tr(key) if has(key) else event.message or event.code
            elif isinstance(event, net.Disconnected) and not event.retrying:
                self.error = tr("online.lost_connection")
        return bool(events)

    def rating(self, family: str) -> Any:
        """Our rating in `family` (a net.Rating), None when we have none there yet."""
        return None if self.identity is None else self.identity.rating(family)

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            pygame.time.set_timer(WAKE_EVENT, 0)
            self.client.close(0.5)


class RankedScreen:
    """Mixed into a screen that holds a RankedClient (`ranked`, None without a server): read once a frame,
    closed with the screen."""

    ranked: RankedClient | None

    def update(self, dt: float) -> None:
        if self.ranked is not None and self.ranked.pump():
            self.invalidate()

    def shutdown(self) -> None:
        super().shutdown()
        if self.ranked is not None:
            self.ranked.close()

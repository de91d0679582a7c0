"""Ranked: your player on the server and its rating for the game chosen, then a ranked match with players
near your rating (the server widens the search the longer you wait; bots fill the free seats only if you
let them), the leaderboard, and your player (its code, to move it to another computer)."""

from __future__ import annotations

from typing import Any

import pygame

from ....engine import Rules
from ....storage import ticket_path
from ... import theme
from ...rule_options import preset_name
from ...scene import register
from ...text import tr
from ...widgets import Form, Row
from ..common import centered_sheet, centred_lines, page, sheet_title
from . import player, servers
from .common_draw import draw_where
from .quick import game_changed
from .ranked_client import RankedClient, RankedScreen
from .screen import OnlineScreen
from .session import _connect, _link

BOT_WAITS = (None, 30, 60, 120)  # seconds before bots may fill the free seats (None: never, people only)


def rating_line(rating: Any, family: str) -> str:
    """How a family's rating reads: its number and matches, or that there is none yet."""
    name = tr(f"families.{family}")
    if rating is None:
        return tr("ranked.no_rating", family=name)
    key = "ranked.rating_bots" if rating.people == 0 else "ranked.rating_line"
    return tr(key, family=name, rating=rating.rating, n=rating.matches)


def ranked_on_server(backend: Any, server: Any, app: Any, rules: Rules, players: int, bots_after: float | None):
    """Ask `server` for a ranked match as your player there (made now if this is the first time)."""
    kept = player.identity_for(app, server)

    def ask(client: Any) -> None:
        client.identify(kept.secret, kept.name)
        client.quick_match(rules, players, kept.name, bots_after=bots_after, ranked=True)

    client = _connect(backend, server, ask)
    link = _link(client, None, kept.name, ticket_path(app.home), server.url)
    link.ranked = True
    return link


@register("online_ranked")
class RankedScene(RankedScreen, OnlineScreen):
    def __init__(self, app, backend: Any = None, server: Any = None, **kw: Any) -> None:
        super().__init__(app, backend)
        self.server = server if server is not None else servers.current(app)
        self.preset = app.settings.rules_preset if app.settings.rules_preset in Rules.presets() else "classic"
        self.players = Rules.preset(self.preset).players[0]
        self.wait: int | None = None
        self.ranked = RankedClient(app, self.backend, self.server) if self.server is not None else None
        self.form = self._build()
        self.form.focus_on("play")

    def _build(self) -> Form:
        presets = Rules.presets()
        allowed = list(Rules.preset(self.preset).players)
        waits = [tr("ranked.bots_never") if s is None else tr("online.bots_after", n=s) for s in BOT_WAITS]
        rows = [Row("preset", tr("setup.rules_preset"), presets, [preset_name(p) for p in presets],
                    presets.index(self.preset)),
                Row("players", tr("setup.seats"), allowed, [str(p) for p in allowed], allowed.index(self.players),
                    wraps=False),
                Row("wait", tr("ranked.bots_wait"), list(BOT_WAITS), waits, BOT_WAITS.index(self.wait),
                    help_key="ranked.bots_wait_tip")]
        links = [Row("leaders", tr("ranked.leaderboard"), help_key="ranked.leaderboard_tip"),
                 Row("identity", tr("ranked.your_player"), help_key="ranked.your_player_tip")]
        play = Row("play", tr("ranked.find_match"), primary=True, enabled=self.server is not None)
        return Form([rows, links[:1], links[1:], [Row("back", tr("common.back"))], [play]], on_change=self._changed)

    def _changed(self, row: Row) -> None:
        game_changed(self, row)

    @property
    def family(self) -> str:
        from .... import net

        return net.family_of(Rules.preset(self.preset), self.players)

    @property
    def actions(self):
        return {"play": self.play, "leaders": lambda: self.app.push("online_leaders", backend=self.backend,
                                                                    server=self.server, family=self.family),
                "identity": self.your_player}

    def your_player(self) -> None:
        self._asked_again = True  # (a player imported there is said to the server on coming back)
        self.app.push("online_identity", server=self.server)

    def play(self) -> None:
        if self.server is None:
            return
        self.open_lobby(lambda: ranked_on_server(self.backend, self.server, self.app, Rules.preset(self.preset),
                                                 self.players, self.wait), "online.join_failed")

    def update(self, dt: float) -> None:
        OnlineScreen.update(self, dt)  # (the table asked for)
        RankedScreen.update(self, dt)  # (who we are)

    def resume(self) -> None:
        if getattr(self, "_asked_again", False) and self.server is not None and self.ranked is not None:
            self._asked_again = False
            self.ranked.close()
            self.ranked = RankedClient(self.app, self.backend, self.server)
        self.invalidate()

    def draw(self, surface: pygame.Surface) -> None:
        w, h, u = page(surface)
        rect = centered_sheet(surface, min(w - 40, round(820 * u)), min(h - round(30 * u), round(640 * u)))
        sheet_title(surface, rect, tr("ranked.title"), u)
        draw_where(surface, rect, servers.label(self.server), u)
        fs = max(12, round(16 * u))
        ranked = self.ranked
        who = tr("ranked.asking") if ranked is None or ranked.identity is None else \
            tr("ranked.you_are", name=ranked.identity.name)
        y = centred_lines(surface, who, fs + 2, rect.w - round(80 * u), theme.GOLD, rect.centerx,
                          rect.y + round(68 * u), most=1)
        rating = ranked.rating(self.family) if ranked is not None else None
        y = centred_lines(surface, rating_line(rating, self.family), fs, rect.w - round(80 * u), theme.INK,
                          rect.centerx, y + 2, most=2)
        y = centred_lines(surface, tr("ranked.intro"), max(12, fs - 2), rect.w - round(80 * u), theme.INK_DIM,
                          rect.centerx, y + round(6 * u), most=3)
        row_h = round(max(36, 50 * u))
        area = pygame.Rect(rect.x + round(50 * u), y + round(8 * u), rect.w - round(100 * u), row_h * 3)
        self.form.begin_frame()
        self.form.draw_columns(surface, self.app.input, slice(0, 1), area, row_h, label_w_frac=0.36)
        bh = round(max(36, 48 * u))
        links = pygame.Rect(0, area.bottom + round(10 * u), round(max(200, 250 * u)) * 2 + round(24 * u), bh)
        links.centerx = rect.centerx
        self.form.draw_columns(surface, self.app.input, slice(1, 3), links, bh + max(4, bh // 8))
        self.draw_error(surface, rect, u)
        if ranked is not None and ranked.error and not self.error:
            from .common_draw import draw_error

            draw_error(surface, rect, ranked.error, u)
        brect = pygame.Rect(0, 0, round(max(180, 220 * u)) * 2 + round(28 * u), bh)
        brect.midbottom = (rect.centerx, rect.bottom - round(16 * u))
        self.form.draw_columns(surface, self.app.input, slice(3, 5), brect, bh + max(4, bh // 8))

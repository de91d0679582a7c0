"""Play now: the rules and how many play, and how long to wait for people before bots take the free seats;
the server seats you at an open table of those rules that waits for players, or opens one and waits."""

from __future__ import annotations

from typing import Any

import pygame

from ....engine import Rules
from ....storage import ticket_path
from ... import theme
from ...rule_options import preset_about, preset_name
from ...scene import register
from ...text import tr
from ...widgets import Form, Row
from ..common import page
from ..sheet_stack import SheetStack
from . import servers
from .screen import OnlineScreen, TextField
from .session import player_name, quick_on_server

BOT_WAITS = (30, 60, 120, None)  # seconds before bots fill the free seats (None: only when you ask)


def game_changed(screen: Any, row: Row) -> None:
    """A row of the game asked for changed (the rules, how many play, the bots' wait): the form again, the
    table size kept as near as the new rules allow (Play now's and Ranked play's)."""
    if row.key == "preset":
        screen.preset = row.value
        allowed = Rules.preset(screen.preset).players
        screen.players = min(allowed, key=lambda p: abs(p - screen.players))
    elif row.key == "players":
        screen.players = row.value
    elif row.key == "wait":
        screen.wait = row.value
    focus = screen.form.rows[screen.form.focus].key
    screen.form = screen._build()
    screen.form.focus_on(focus)


@register("online_quick")
class QuickScene(OnlineScreen):
    def __init__(self, app, backend: Any = None, server: Any = None, **kw: Any) -> None:
        """`server`: where to play (else the one chosen)."""
        super().__init__(app, backend)
        self.server = server if server is not None else servers.current(app)
        self.preset = app.settings.rules_preset if app.settings.rules_preset in Rules.presets() else "classic"
        self.players = Rules.preset(self.preset).players[0]
        self.wait: int | None = BOT_WAITS[0]
        self.fields = {"name": TextField("name", player_name(app))}
        self.form = self._build()
        self.form.focus_on("play")

    def _build(self) -> Form:
        presets = Rules.presets()
        allowed = list(Rules.preset(self.preset).players)
        waits = [tr("online.bots_after", n=s) if s is not None else tr("online.bots_when_asked") for s in BOT_WAITS]
        rows = [Row("preset", tr("setup.rules_preset"), presets, [preset_name(p) for p in presets],
                    presets.index(self.preset)),
                Row("players", tr("setup.seats"), allowed, [str(p) for p in allowed], allowed.index(self.players),
                    wraps=False),
                Row("wait", tr("online.bots_wait"), list(BOT_WAITS), waits, BOT_WAITS.index(self.wait),
                    help_key="online.bots_wait_tip")]
        play = Row("play", tr("online.play_now"), primary=True, enabled=self.server is not None)
        return Form([rows, [Row("back", tr("common.back"))], [play]], on_change=self._changed)  # buttons side by side

    def _changed(self, row: Row) -> None:
        game_changed(self, row)

    def play(self) -> None:
        if self.server is None:  # the menu offers Play now on a server only
            return
        self.open_lobby(lambda: quick_on_server(self.backend, self.server, Rules.preset(self.preset), self.players,
                                                self.typed_name(), self.wait, ticket_path(self.app.home)),
                        "online.join_failed")

    @property
    def actions(self):
        return {"play": self.play}

    def draw(self, surface: pygame.Surface) -> None:
        w, h, u = page(surface)
        rows = self.form.columns[0]
        stack = SheetStack(self, surface, round(max(760 * u, theme.grown(600 * u))), min_h=round(560 * u),
                           pad=round(50 * u))
        stack.corner(tr("online.server_line", server=servers.label(self.server)), max(11, round(14 * u)))
        stack.title(tr("online.play_now"))
        fs = max(12, round(16 * u))
        stack.words(tr("online.play_now_intro"), fs, theme.INK_DIM, after=round(12 * u))
        row_h = theme.grown(max(38, 52 * u))
        stack.rows(self.form, [row.key for row in rows], row_h, label_w_frac=0.36)
        stack.field(self.fields["name"], tr("online.your_name"), self.typing == "name", tr("online.default_name"),
                    row_h)
        stack.words(preset_about(self.preset), max(12, fs - 2), theme.INK_FAINT, after=round(10 * u))
        stack.error(self.error)
        stack.spring()
        stack.bar(self.form, ["back", "play"], theme.grown(max(40, 52 * u)))
        stack.space(round(8 * u))
        stack.draw(self.form)

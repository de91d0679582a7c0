"""Host a table: the rules, who sits where (you, friends over the network, bots), your name; then the
server starts inside the game, the table is announced on the local network and the lobby opens."""

from __future__ import annotations

from typing import Any

import pygame

from ....bots import BOT_LEVELS
from ....engine import Rules
from ... import theme
from ...rule_options import preset_about, preset_name
from ...scene import register
from ...seats import Seat, bot_name, distinct_names, short_level_name
from ...text import tr
from ...widgets import Form, Row
from ..common import page
from ..sheet_stack import SheetStack
from . import servers
from .screen import OnlineScreen, TextField
from .session import player_name

FRIEND = "friend"
MOST_ROWS = 3 + max(max(Rules.preset(p).players) for p in Rules.presets()) - 1  # rules, players, who, seats


@register("online_host")
class HostScene(OnlineScreen):
    def __init__(self, app, backend: Any = None, **kw: Any) -> None:
        super().__init__(app, backend)
        self.preset = app.settings.rules_preset if app.settings.rules_preset in Rules.presets() else "classic"
        self.players = Rules.preset(self.preset).players[0]
        self.kinds: list[str] = [FRIEND] * 7
        self.fields = {"name": TextField("name", player_name(app))}
        self.port: int | None = None  # the server's port: the usual one (tests: 0, any free one)
        self.server = servers.current(app)  # None: this computer's own server
        self.listed = True  # on a server: in its open lobby, or reached by code and link only
        self.form = self._build()
        self.form.focus_on("host")

    @property
    def rules(self) -> Rules:
        return Rules.preset(self.preset)

    def _build(self) -> Form:
        presets = Rules.presets()
        rules = self.rules
        rows = [Row("preset", tr("setup.rules_preset"), presets, [preset_name(p) for p in presets],
                    presets.index(self.preset)),
                Row("players", tr("setup.seats"), list(rules.players), [str(p) for p in rules.players],
                    rules.players.index(self.players), wraps=False)]
        # Who finds the table: on a server, its open lobby or the code and link only; here, the local network.
        listed = [tr("online.listed"), tr("online.private")] if self.server else [tr("online.on_your_network")] * 2
        rows.append(Row("listed", tr("online.who_finds_it"), [True, False], listed, 0 if self.listed else 1,
                        enabled=self.server is not None, help_key="online.listed_tip"))
        kinds = [FRIEND, *BOT_LEVELS]
        labels = [tr("online.friend")] + [tr("window.seat_bot", bot=tr("setup.bot"), level=short_level_name(lv))
                                          for lv in BOT_LEVELS]
        for i in range(1, self.players):
            rows.append(Row(f"seat{i}", tr("setup.seat", n=i + 1), kinds, labels, kinds.index(self.kinds[i - 1])))
        buttons = [Row("back", tr("common.back")), Row("host", tr("online.start_hosting"), primary=True)]
        return Form([rows, buttons], on_change=self._changed)

    def _changed(self, row: Row) -> None:
        if row.key == "preset":
            self.preset = row.value
            allowed = self.rules.players
            self.players = min(allowed, key=lambda p: abs(p - self.players))
        elif row.key == "players":
            self.players = row.value
        elif row.key == "listed":
            self.listed = row.value
        elif row.key.startswith("seat"):
            self.kinds[int(row.key[4:]) - 1] = row.value
        focus = self.form.rows[self.form.focus].key
        self.form = self._build()
        self.form.focus_on(focus)

    def seat_specs(self) -> list[dict[str, str]]:
        """Who sits where, as the server takes it: you first, then friends' open seats and bots."""
        name = self.fields["name"].value.strip() or tr("online.default_name")
        seats = [Seat("human", name)]
        for i in range(1, self.players):
            kind = self.kinds[i - 1]
            seats.append(Seat("human", "") if kind == FRIEND else Seat("bot", bot_name(i - 1), kind))
        # No bot takes your name (a friend's seat has none yet: the server names who sits there).
        named = distinct_names([seat for seat in seats if seat.name])
        return [{"kind": s.kind, "name": named.pop(0).name if s.name else "", "level": s.level} for s in seats]

    def host(self) -> None:
        """Open the table: on the server chosen (a seat like any other there: closing the game does not close
        it), or here (the server starts inside the game); the lobby shows it, or says why it cannot."""
        from ....storage import ticket_path
        from .session import host_table, open_on_server, tables_folder

        if self.server is not None:
            self.open_lobby(lambda: open_on_server(self.backend, self.server, self.rules, self.seat_specs(),
                                                   self.listed, ticket_path(self.app.home)), "online.host_failed")
        else:
            self.open_lobby(lambda: host_table(self.backend, self.rules, self.seat_specs(), tables_folder(self.app),
                                               ticket_path(self.app.home), self.port), "online.host_failed")

    @property
    def actions(self):
        return {"host": self.host}

    def note(self) -> str:
        """Under the rows: what the focused choice means (a bot's level, the preset), else how friends find it."""
        rows = self.form.columns[0]
        key = rows[self.form.focus].key if self.form.focus < len(rows) else ""
        if key == "preset":
            return preset_about(self.preset, self.rules.target) or tr("online.host_note")
        if key.startswith("seat") and self.kinds[int(key[4:]) - 1] != FRIEND:
            return tr(f"setup.levels.{self.kinds[int(key[4:]) - 1]}.description")
        if self.server is not None:  # who finds it there, and how to bring friends
            return tr("online.host_note_listed" if self.listed else "online.host_note_private")
        return tr("online.host_note")

    def draw(self, surface: pygame.Surface) -> None:
        w, h, u = page(surface)
        rows, buttons = self.form.columns
        n = MOST_ROWS + 1  # sized for the most seats any rules have: no row moves when Players changes
        stack = SheetStack(self, surface, round(max(820 * u, theme.grown(620 * u))),
                           min_h=round((330 + 52 * n) * u), pad=round(50 * u))
        stack.corner(tr("online.server_line", server=servers.label(self.server)), max(11, round(14 * u)))
        stack.title(tr("online.host_title"))
        room = h - round(50 * u) - round(330 * u)
        row_h = theme.grown(max(26, min(round(52 * u), room // n)))
        # Your name first, then the rules and the seats: what grows with Players grows downwards only.
        stack.field(self.fields["name"], tr("online.your_name"), self.typing == "name", tr("online.default_name"),
                    row_h, centred=True)
        stack.rows(self.form, [row.key for row in rows], row_h, label_w_frac=0.36)
        stack.words(self.note(), max(12, round(15 * u)), theme.INK_FAINT, after=round(12 * u))
        stack.error(self.error)
        stack.spring()
        stack.bar(self.form, [row.key for row in buttons], theme.grown(max(40, 52 * u)))
        stack.space(round(8 * u))
        stack.draw(self.form)

"""Join a table: the server's open lobby (its rules, the seats free, who sits, the bots' levels, since when;
refreshed as it changes), the tables announced on the local network beside it, or a code, an invitation
("192.168.1.20:7519/K7M2QX") or a lobby link (scopa://host:port/CODE) typed or pasted; your name.

Nothing here waits on the network: the server is watched through a client that connects on its own
thread, and the local network is searched from a thread of its own (zeroconf takes a second to start)."""

from __future__ import annotations

import threading
import time
from typing import Any

import pygame

from ....storage import ticket_path
from ... import input as inp
from ... import theme
from ...scene import register
from ...text import tr
from ...widgets import Form, Row
from ..common import page
from ..sheet_stack import SheetStack
from . import servers
from .join_lists import SHOWN, draw_lists, entry_line, lists_height
from .screen import OnlineScreen, TextField
from .session import browse_server, join_table, player_name, read_target, start_browsing

LISTED = 5  # tables shown at once in each list


@register("online_join")
class JoinScene(OnlineScreen):
    def __init__(self, app, backend: Any = None, server: Any = None, message: str = "", **kw: Any) -> None:
        """`server`: whose open lobby to show (else the one chosen); `message`: why the player is here (a table
        that refused them elsewhere)."""
        super().__init__(app, backend)
        self.fields = {"name": TextField("name", player_name(app)),
                       "invite": TextField("invite", "", limit=300, clean=lambda s: s.replace(" ", ""))}
        self.server = server if server is not None else servers.current(app)
        self.error = message
        self.form = self._build()
        self.form.focus_on("join")
        self.browser: Any = None  # the local network's finder, once started
        self.browsing = True  # still starting, or started
        self.found: list[Any] = []
        self.watcher: Any = None  # a client on the server, watching its open lobby
        self.listing: Any = None  # the newest Lobbies event
        self.shown_from = 0  # the first of its tables shown (join_lists.SHOWN at a time)
        self.page_asked = False  # another page was asked for: said once it comes
        self.server_error = ""
        self.left = False  # off the stack: a search still starting stops as soon as it has
        threading.Thread(target=self._start_browsing, name="scopa-lan-browse", daemon=True).start()
        if self.server is not None:
            try:
                self.watcher = browse_server(self.backend, self.server, self.app.settings.online_list_names)
            except (OSError, ValueError, RuntimeError) as exc:
                self.server_error = str(exc)[:160]

    def _build(self) -> Form:
        """Whether the open lobby lists the players' names; Back and Join; after a refusal, Play now too (on a
        server): a way on."""
        names = self.app.settings.online_list_names
        columns = [[Row("names", tr("online.list_names"), [True, False],
                        [tr("online.names_shown"), tr("online.names_hidden")], 0 if names else 1,
                        help_key="online.list_names_tip")],
                   [Row("back", tr("common.back"))], [Row("join", tr("online.join_button"), primary=True)]]
        if self.error and self.server is not None:
            columns.append([Row("quick", tr("online.play_now"), help_key="online.play_now_tip")])
        return Form(columns, on_change=self._names_changed)

    def _names_changed(self, row: Row) -> None:
        """The players' names shown in the open lobby, or hidden (kept for next time): the lobby asked again."""
        self.app.update_settings(online_list_names=row.value)
        if self.watcher is not None:
            self.watcher.unwatch_lobbies()
            self.watcher.watch_lobbies(names=row.value)
        self.listing = None

    def _start_browsing(self) -> None:
        browser = start_browsing(self.backend)
        if self.left:  # left before the search started: stop it at once
            if browser is not None:
                browser.stop()
            return
        self.browser, self.browsing = browser, browser is not None

    def shutdown(self) -> None:
        super().shutdown()
        self.left = True
        if self.browser is not None:
            self.browser.stop()
            self.browser = None
        if self.watcher is not None:
            watcher, self.watcher = self.watcher, None
            threading.Thread(target=watcher.close, name="scopa-net-close", daemon=True).start()

    # -- what arrives ---------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.follow_pending()
        if self.browser is not None:
            found = list(self.browser.tables())[:LISTED]
            if found != self.found:
                self.found = found
                self.invalidate()
        if self.watcher is None:
            return
        for event in self.watcher.poll():
            kind = type(event).__name__
            if kind == "Lobbies":
                self.listing, self.server_error = event, ""
                if self.page_asked:
                    self.page_asked = False
                    self._say_page()
                if self.shown_from >= len(event.tables):  # tables gone while we looked further down
                    self.shown_from = max(0, (len(event.tables) - 1) // SHOWN * SHOWN)
            elif kind in ("Error", "Disconnected") and not getattr(event, "retrying", False):
                self.server_error = getattr(event, "message", "") or getattr(event, "reason", "") or kind
            self.invalidate()

    def lobby_page(self, which: str) -> None:
        """The open lobby's "next" tables (the rest of the server's page, then its next page) or its "first"
        (the server's first page, watched as it changes)."""
        if self.watcher is None or self.listing is None:
            return
        names = self.app.settings.online_list_names
        if which == "next" and self.shown_from + SHOWN < len(self.listing.tables):
            self.shown_from += SHOWN
        elif which == "next" and self.listing.next is not None:
            self.shown_from = 0
            self.watcher.unwatch_lobbies()
            self.watcher.list_lobbies(after=self.listing.next, names=names)
            self.page_asked = True
        elif which == "first":
            self.shown_from = 0
            if self.listing.after:
                self.watcher.watch_lobbies(names=names)
                self.page_asked = True
        if not self.page_asked:
            self._say_page()
        self.invalidate()

    def _say_page(self) -> None:
        """Heard by a player who cannot see the list change: how many tables are shown now, and the first."""
        shown = self.listing.tables[self.shown_from:self.shown_from + SHOWN] if self.listing is not None else []
        if shown:
            self.app.speech.say(tr("online.tables_shown", n=len(shown), first=entry_line(self, shown[0])), True)

    # -- joining --------------------------------------------------------------------------------------------
    def join_typed(self) -> None:
        """A link, an invitation or a code: on its server, or (a code alone) on the local network, else on
        the server chosen."""
        from ....net import LinkError

        try:
            server, code = read_target(self.backend, self.fields["invite"].value)
        except LinkError as exc:
            self.fail("online.bad_invitation_named", reason=servers.link_error(exc))
            return
        if server is not None:
            self.connect(server, code)
            return
        match = next((t for t in self.found if t.code == code), None)
        if match is not None:
            self.connect(match.url, code)
        elif self.server is not None:
            self.connect(self.server, code, self.watcher)
        else:
            self.fail("online.code_not_found", code=code)

    def connect(self, where: Any, code: str, client: Any = None) -> None:
        """Sit at `code` on `where` (a URL or a ServerAddress); `client`: the open lobby's, connected there."""
        if self.pending is not None:
            return
        if client is not None:
            self.watcher = None  # the table's now: not closed with this screen
        self.open_lobby(lambda: join_table(self.backend, where, code, self.typed_name(), ticket_path(self.app.home),
                                           client), "online.join_failed")
        if client is not None and self.pending is None:  # it could not even ask: the lobby stays ours
            self.watcher = client

    def refused(self, link: Any, reason: str) -> None:
        """Said here, with Play now beside Join; the open lobby, if its client went with the request, is
        watched again on a new one."""
        super().refused(link, reason)
        self._watch_again()
        focus = self.form.rows[self.form.focus].key
        self.form = self._build()
        self.form.focus_on(focus)

    def cancel_pending(self) -> bool:
        cancelled = super().cancel_pending()
        if cancelled:
            self._watch_again()
        return cancelled

    def _watch_again(self) -> None:
        if self.watcher is None and self.server is not None and not self.left:
            try:
                self.watcher = browse_server(self.backend, self.server, self.app.settings.online_list_names)
            except (OSError, ValueError, RuntimeError) as exc:
                self.server_error = str(exc)[:160]

    def play_now(self) -> None:
        self.app.replace("online_quick", backend=self.backend, server=self.server)

    @property
    def actions(self):
        return {"join": self.join_typed, "quick": self.play_now}

    def handle_form(self, intent: inp.Intent) -> None:
        value = intent.value
        if intent.kind == inp.ACTION and isinstance(value, tuple) and value[0] in ("found", "listed", "page"):
            kind, index = value
            if kind == "found" and index < len(self.found):
                self.connect(self.found[index].url, self.found[index].code)
            elif kind == "listed" and self.listing is not None and index < len(self.listing.tables):
                self.connect(self.server, self.listing.tables[index].code, self.watcher)
            elif kind == "page":
                self.lobby_page(index)  # (not `page`: every scene's page is its scrolling, ui/page_scroll)
            return
        super().handle_form(intent)

    def since(self, started: float) -> str:
        """How long a listed table has waited, in words."""
        minutes = max(0, round((time.time() - started) / 60))
        return tr("online.since_now") if minutes < 1 else tr("online.since_minutes", n=minutes)

    # -- drawing --------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        w, h, u = page(surface)
        stack = SheetStack(self, surface, round(1040 * u), min_h=round(680 * u))
        stack.corner(tr("online.server_line", server=servers.label(self.server)), max(11, round(14 * u)))
        stack.title(tr("online.join_title"))
        row_h = theme.grown(max(34, 50 * u))
        # The lists take what the sheet leaves at 100% (their rows in view), or as much as their words need.
        room = round(680 * u) - round(72 * u) - 2 * row_h - round(130 * u)
        stack.custom(max(room, lists_height(self, stack.inner, u)), lambda s, r: draw_lists(self, s, r, u))
        stack.space(round(12 * u))
        for key, label, placeholder in (("invite", tr("online.invitation"), tr("online.invitation_example")),
                                        ("name", tr("online.your_name"), tr("online.default_name"))):
            stack.field(self.fields[key], label, self.typing == key, placeholder, row_h)
        stack.rows(self.form, ["names"], row_h, label_w_frac=0.5)
        stack.error(self.error)
        stack.spring()
        stack.bar(self.form, [row.key for row in self.form.rows if not row.is_choice], theme.grown(max(40, 52 * u)))
        stack.space(round(8 * u))
        stack.draw(self.form)

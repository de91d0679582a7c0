"""The in-game menu (Esc): resume, rules, settings, back to the main menu, quit. A local table waits; a network
match goes on (the title says so, and the turn's clock shows over it)."""

from __future__ import annotations

import pygame

from .. import input as inp
from .. import theme
from ..scene import Scene, register
from ..text import tr
from ..widgets import FORM_KEYS, Form, Row
from .common import centered_sheet, sheet_title, unit, veil


@register("pause")
class PauseScene(Scene):
    transparent = True

    def __init__(self, app, **kw) -> None:
        super().__init__(app)
        rows = [
            Row("resume", tr("window.resume"), primary=True),
            Row("rules", tr("menu.rules")),
            Row("settings", tr("menu.settings")),
            Row("main_menu", tr("match_end.main_menu")),
            Row("quit", tr("menu.quit")),
        ]
        from .table import TableScene  # the match this menu pauses, if any (a hand-off may lie between)

        self.table = next((s for s in reversed(app.stack.scenes) if isinstance(s, TableScene)), None)
        self.conceding_side = self._conceding_side()
        if self.conceding_side is not None:
            rows.insert(3, Row("concede", tr("table.concede")))
        self.form = Form([rows])

    def _conceding_side(self) -> int | None:
        """The people's side that may concede now (the 7-0 option, source 000), if exactly one may."""
        table = self.table
        if table is None or table.match.is_over:
            return None
        sides = {table.sides[i] for i, seat in enumerate(table.seats) if not seat.is_bot}
        able = [side for side in sides if table.match.can_concede(side)]
        return able[0] if len(able) == 1 else None

    def keymap(self):
        return FORM_KEYS

    def resume(self) -> None:
        labels = {"resume": "window.resume", "rules": "menu.rules", "settings": "menu.settings",
                  "main_menu": "match_end.main_menu", "quit": "menu.quit", "concede": "table.concede"}
        for row in self.form.rows:
            row.label = tr(labels[row.key])

    def handle(self, intent: inp.Intent) -> None:
        if intent.kind == inp.CANCEL:
            self.app.pop()
            return
        result = self.form.handle(intent)
        if result and result[0] == "action":
            key = result[1]
            if key == "resume":
                self.app.pop()
            elif key in ("rules", "settings"):
                self.app.push(key)
            elif key == "concede":
                self._concede()
                return
            elif key == "main_menu":
                self._leave(lambda: self.app.reset_to("menu"))
            elif key == "quit":
                self._leave(self.app.quit)
        self.invalidate()

    def _leave(self, go) -> None:
        """Go, after asking when leaving costs others something (a network table's friends)."""
        warning = self.table.leave_warning() if self.table is not None else None
        if warning is None:
            go()
            return
        self.app.push("confirm", title=tr("online.leave_title"), message=warning, keep=tr("online.leave_stay"),
                      proceed=tr("online.leave_go"), on_proceed=go)

    def _concede(self) -> None:
        """The match ends at 7-0: recorded in the history like any finished match, then its end screen."""
        self.table.concede(self.conceding_side)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        u = unit((w, h))
        veil(surface)
        ctl = self.app.input
        ctl.add(surface.get_rect(), None, modal=True)  # the table below gets no clicks
        row_h = theme.grown(max(44, 56 * u))
        n = len(self.form.rows)
        top = round(22 * u) + theme.line_h(round(36 * u), serif=True) + round(20 * u)
        width = max(round(max(320, 400 * u)), theme.grown(300 * u))
        content_h = top + row_h * n + round(26 * u)
        canvas = self.page.begin(surface, ctl, content_h + 20)
        rect = centered_sheet(canvas, min(w - 40, width), min(canvas.get_height() - 20, content_h))
        # a network match goes on while this menu shows: it does not say "Paused" (#42)
        goes_on = self.table is not None and not self.table.pauses and not self.table.match.is_over
        sheet_title(canvas, rect, tr("window.match_goes_on" if goes_on else "window.paused"), u, top=22)
        inner = pygame.Rect(rect.x + round(30 * u), rect.y + top, rect.w - round(60 * u), row_h * n)
        self.form.draw(canvas, ctl, inner, row_h)
        self.page.end(surface, ctl, self.form.row_rects.get(self.form.rows[self.form.focus].key), self.form)

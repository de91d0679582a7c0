"""Your player: who you are on the server chosen, and moving your players to another computer with a short
code (copied, or saved to a file) brought back here by pasting it (Ctrl+V) or loading the file. The code
is the player: whoever has it plays as you, so the screen shows only its start."""

from __future__ import annotations

import contextlib
from typing import Any

import pygame

from .... import net
from ... import input as inp
from ... import theme
from ...scene import register
from ...text import tr
from ...text_edit import CTRL
from ...widgets import Form, Row
from ..common import centered_sheet, centred_lines, page, sheet_title
from . import player, servers
from .common_draw import draw_where
from .screen import OnlineScreen, TextField

SHOWN = 24  # characters of a code shown on the screen (the server's name; never the secret)


def code_field() -> TextField:
    return TextField("code", "", limit=4000, clean=lambda text: text)


@register("online_identity")
class IdentityScene(OnlineScreen):
    def __init__(self, app, server: Any = None, **kw: Any) -> None:
        super().__init__(app)
        self.server = server if server is not None else servers.current(app)
        self.fields = {"code": code_field()}
        self.note = ""  # what the last button did (copied, saved to..., now playing as...)
        self.form = self._build()
        self.form.focus_on("copy")

    def _build(self) -> Form:
        has_any = bool(player.kept(self.app))
        share = [Row("copy", tr("ranked.copy_code"), enabled=has_any, help_key="ranked.copy_code_tip"),
                 Row("save", tr("ranked.save_file"), enabled=has_any, help_key="ranked.save_file_tip")]
        bring = [Row("use", tr("ranked.use_code"), help_key="ranked.use_code_tip"),
                 Row("load", tr("ranked.load_file"), help_key="ranked.load_file_tip")]
        return Form([share[:1], share[1:], bring[:1], bring[1:], [Row("back", tr("common.back"), primary=True)]])

    @property
    def actions(self):
        return {"copy": self.copy, "save": self.save, "use": lambda: self.bring(self.fields["code"].value),
                "load": self.load}

    def process_event(self, event: pygame.event.Event) -> None:
        if self.typing == "code" and event.type == pygame.KEYDOWN and event.key == pygame.K_v and event.mod & CTRL:
            with contextlib.suppress(pygame.error):  # (no clipboard here: the code is typed)
                self.fields["code"].value = (pygame.scrap.get_text() or "")[:4000]
            self.invalidate()
            return
        super().process_event(event)

    def handle(self, intent: inp.Intent) -> None:
        if self.typing == "code" and intent.kind == inp.CONFIRM:
            self.typing = None
            self.bring(self.fields["code"].value)
            return
        super().handle(intent)

    # -- what the buttons do ----------------------------------------------------------------------------------
    def copy(self) -> None:
        try:
            pygame.scrap.put_text(player.export_text(self.app))
        except pygame.error as exc:
            self.fail("online.copy_failed", reason=str(exc)[:120])
            return
        self.note, self.error = tr("ranked.code_copied"), ""
        self.invalidate()

    def save(self) -> None:
        try:
            path = player.save_export(self.app)
        except OSError as exc:
            self.fail("ranked.save_failed", reason=str(exc)[:160])
            return
        self.note, self.error = tr("ranked.saved_to", path=str(path)), ""
        self.invalidate()

    def load(self) -> None:
        path = player.export_folder(self.app) / player.EXPORT_FILE
        if not path.is_file():
            self.fail("ranked.no_file", path=str(path))
            return
        self.bring(str(path))

    def bring(self, text: str) -> None:
        """Make the players in `text` (codes, or a file's path) yours; a text that holds none says why."""
        try:
            brought = player.import_text(self.app, text)
        except net.CodeError as exc:
            self.fail(f"ranked.code_errors.{exc.reason}")
            return
        except OSError as exc:
            self.fail("ranked.save_failed", reason=str(exc)[:160])
            return
        self.fields["code"].value, self.error = "", ""
        self.note = tr("ranked.brought", n=len(brought), servers=", ".join(brought))
        self.form = self._build()
        self.form.focus_on("back")
        self.invalidate()

    # -- drawing ----------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        w, h, u = page(surface)
        rect = centered_sheet(surface, min(w - 40, round(860 * u)), min(h - round(30 * u), round(660 * u)))
        sheet_title(surface, rect, tr("ranked.your_player"), u)
        draw_where(surface, rect, servers.label(self.server), u)
        fs = max(12, round(16 * u))
        width = rect.w - round(90 * u)
        kept = player.kept(self.app)
        mine = kept.get(self.server.netloc) if self.server is not None else None
        who = tr("ranked.plays_as", name=mine.name, server=str(self.server)) if mine and mine.name else \
            tr("ranked.no_player_yet")
        y = centred_lines(surface, who, fs + 2, width, theme.GOLD, rect.centerx, rect.y + round(68 * u), most=2)
        y = centred_lines(surface, tr("ranked.player_about"), max(12, fs - 2), width, theme.INK_DIM, rect.centerx,
                          y + round(4 * u), most=4)
        codes = [net.IdentityCode(k.server, k.secret).text[:SHOWN] + "…" for k in kept.values()]
        shown = tr("ranked.codes_line", n=len(codes), start=codes[0]) if codes else tr("ranked.no_codes")
        y = centred_lines(surface, shown, max(12, fs - 1), width, theme.INK, rect.centerx, y + round(8 * u), most=1)
        bh = round(max(36, 46 * u))
        bw = round(max(190, 250 * u))
        row = pygame.Rect(0, y + round(10 * u), bw * 2 + round(24 * u), bh)
        row.centerx = rect.centerx
        self.form.begin_frame()
        self.form.draw_columns(surface, self.app.input, slice(0, 2), row, bh + max(4, bh // 8))
        field = pygame.Rect(rect.x + round(50 * u), row.bottom + round(22 * u), rect.w - round(100 * u), bh)
        self.fields["code"].draw(surface, self.app.input, field, tr("ranked.paste_code"), self.typing == "code",
                                 tr("ranked.paste_example"))
        row2 = row.copy()
        row2.top = field.bottom + round(12 * u)
        self.form.draw_columns(surface, self.app.input, slice(2, 4), row2, bh + max(4, bh // 8))
        if self.note and not self.error:
            centred_lines(surface, self.note, max(12, fs - 1), width, theme.GOLD, rect.centerx,
                          row2.bottom + round(12 * u), most=3)
        self.draw_error(surface, rect, u)
        back = pygame.Rect(0, 0, round(max(180, 220 * u)), bh)
        back.midbottom = (rect.centerx, rect.bottom - round(16 * u))
        self.form.draw_columns(surface, self.app.input, slice(4, 5), back, bh)

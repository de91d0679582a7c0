"""New game, the quick way in: how many opponents, their level (what it means, in a line), the rules (what
they are, in a line), the target, your name, and Start. "House rules…" opens the full grid (setup.py) and
comes back here with what was chosen there.

The choice starts from the last one (the settings) and is kept the same way the grid keeps it
(setup.keep_choice), so both screens always agree on what the next game is.
"""

from __future__ import annotations

import dataclasses

import pygame

from ...bots import BOT_LEVELS
from ...engine import Rules
from ...storage import clean_name
from .. import input as inp
from .. import theme
from ..form_scene import FormScene
from ..rule_options import TARGETS, preset_about, preset_name
from ..scene import register
from ..seats import Seat, bot_level_name, seats_from_settings, short_level_name
from ..text import tr
from ..text_edit import Cursor
from ..widgets import FORM_KEYS, Form, Row, bar_height, bar_rects, title
from .common import backdrop, centered_sheet, unit
from .names import remember_first
from .setup import (
    READABLE_PX,
    ask_then,
    fit_lines,
    fit_seats,
    keep_choice,
    note_line_count,
    start_game,
    stored_choice,
)

CHOICES = ("opponents", "level", "preset", "target", "name")
MIXED = "mixed"  # the level row's value when House rules gave the bots several levels
BUTTONS = ("house_rules", "back", "start")
# Keys that move about the form even while the name row takes the typing.
NAVIGATION = {pygame.K_UP, pygame.K_DOWN, pygame.K_TAB, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE}


def _wraps_whole(text: str, size: int, width: int) -> bool:
    """Whether `text` wraps into the note's lines at a readable size (fit_lines' floor may leave too many)."""
    most = note_line_count()
    fitted, lines = fit_lines(text, size, width, most)
    return fitted >= READABLE_PX and len(lines) <= most and \
        all(theme.font(fitted).size(line)[0] <= width for line in lines)


def first_human(seats: list[Seat], players: int) -> int | None:
    return next((i for i, seat in enumerate(seats[:players]) if not seat.is_bot), None)


@register("new_game")
class NewGameScene(FormScene):
    def __init__(self, app, **kw) -> None:
        super().__init__(app)
        names = app.settings.player_names
        self.player_name = names[0] if names else ""
        self.notes: dict[str, tuple[int, list[str], pygame.Rect]] = {}  # what each note drew: size, lines, box
        self.in_house_rules = False  # the grid is open over this screen: read its choice back when it closes
        self.cursor = Cursor()
        self._load()
        self.form.focus_on("start")

    # -- the model --------------------------------------------------------------------------------------
    def _load(self) -> None:
        self.preset, self.rules, self.seats, self.players = stored_choice(self.app.settings)
        # Bots of several levels (set in House rules): the level row says so, and can bring them back after
        # one level was tried for them all.
        self.mix = list(self.seats) if self.level == MIXED else None
        self.form = self._build()

    @property
    def level(self) -> str:
        """The bots' one level, or MIXED when they play at several."""
        bots = {seat.level for seat in self.seats[: self.players] if seat.is_bot}
        return MIXED if len(bots) > 1 else bots.pop() if bots else "medium"

    @property
    def people(self) -> int:
        """How many people sit at this computer."""
        return sum(1 for seat in self.seats[: self.players] if not seat.is_bot)

    @property
    def simple(self) -> bool:
        """You against bots of one level: what this screen can say in its rows (else House rules set more)."""
        seated = self.seats[: self.players]
        return not seated[0].is_bot and all(s.is_bot for s in seated[1:]) and len({s.level for s in seated[1:]}) <= 1

    def _build(self) -> Form:
        r = self.rules
        opponents = [p - 1 for p in r.players]
        targets = sorted({*TARGETS, r.target})
        presets = Rules.presets()
        has_bots = any(seat.is_bot for seat in self.seats[: self.players])
        has_person = first_human(self.seats, self.players) is not None
        levels = [MIXED, *BOT_LEVELS] if self.mix is not None else list(BOT_LEVELS)
        rows = [
            Row("opponents", tr("quick_start.opponents" if self.people <= 1 else "quick_start.other_players"),
                opponents, [str(n) for n in opponents],
                opponents.index(self.players - 1), wraps=False),
            Row("level", tr("quick_start.level"), levels, [self._level_label(lv) for lv in levels],
                levels.index(self.level) if self.level in levels else 0, enabled=has_bots),
            Row("preset", tr("quick_start.rules"), presets, [preset_name(p) for p in presets],
                presets.index(self.preset)),
            Row("target", tr("quick_start.target"), targets, [str(t) for t in targets], targets.index(r.target)),
            Row("name", tr("quick_start.your_name"), [self.player_name], [self.player_name], enabled=has_person),
        ]
        buttons = [Row("house_rules", tr("quick_start.house_rules")), Row("back", tr("common.back")),
                   Row("start", tr("quick_start.start"), primary=True)]
        return Form([rows, buttons], on_change=self._changed)

    def _changed(self, row: Row) -> None:
        key, value = row.key, row.value
        if key == "opponents":
            self.players = value + 1
            fit_seats(self.seats, self.players)
            level = self.level
            if level != MIXED:
                self.seats = [Seat("bot", s.name, level) if s.is_bot else s for s in self.seats]
        elif key == "level" and value == MIXED and self.mix is not None:  # the levels House rules set, again
            self.seats = [mixed if mixed.is_bot and seat.is_bot else seat for seat, mixed in
                          zip(self.seats, self.mix + self.seats[len(self.mix):], strict=True)]
        elif key == "level":
            self.seats = [Seat("bot", s.name, value) if s.is_bot else s for s in self.seats]
        elif key == "preset":
            self.preset = value
            self.rules = Rules.preset(value)
            self.players = min(self.rules.players, key=lambda p: abs(p - self.players))
            fit_seats(self.seats, self.players)
        elif key == "target":
            self.rules = dataclasses.replace(self.rules, target=value)
        else:
            return
        self._rebuild()

    def _rebuild(self) -> None:
        focus = self.form.rows[self.form.focus].key
        self.form = self._build()
        self.form.focus_on(focus)
        self.invalidate()

    def keep(self) -> None:
        """Remember the name typed (the first remembered name: the first person seated takes it) and the
        game chosen."""
        seat = first_human(self.seats, self.players)
        if self.player_name.strip() and seat is not None:
            self.seats[seat] = Seat("human")  # shown by the remembered name, in seat order
            remember_first(self.app, self.player_name)
        keep_choice(self.app, self.preset, self.rules, self.seats, self.players)

    def start(self) -> None:
        self.keep()
        start_game(self.app, self.preset, self.rules, self.seats, self.players)

    # -- input ------------------------------------------------------------------------------------------
    @property
    def typing(self) -> bool:
        return bool(self.form.rows) and self.form.rows[self.form.focus].key == "name"

    @property
    def types_text(self) -> bool:  # M and P are letters of the name while it has the focus
        return self.typing

    def keymap(self):
        return FORM_KEYS

    def process_event(self, event: pygame.event.Event) -> None:
        if self.typing and event.type == pygame.KEYDOWN and event.key not in NAVIGATION:
            name = self.cursor.type("name", self.player_name, event, clean_name)
            if name is not None:
                self.player_name = name
                self._rebuild()
            return
        super().process_event(event)

    def resume(self) -> None:
        """Back from House rules: show what is chosen now (a dialog closing changes nothing here)."""
        if not self.in_house_rules:
            return
        self.in_house_rules = False
        focus = self.form.rows[self.form.focus].key
        self._load()
        self.form.focus_on(focus)
        self.invalidate()

    def handle_form(self, intent: inp.Intent) -> None:
        if intent == inp.Intent(inp.ACTION, "focus_name"):
            self.form.focus_on("name")
            self.invalidate()
            return
        if self.typing and intent.kind in (inp.CONFIRM, inp.ADJUST):
            if intent.kind == inp.CONFIRM:  # Enter after the name: on to Start
                self.form.focus_on("start")
            self.invalidate()
            return
        result = self.form.handle(intent)
        if result == ("action", "start"):
            ask_then(self.app, self.start)
            return
        if result == ("action", "back"):
            self.back()
            return
        if result == ("action", "house_rules"):
            self.keep()
            self.in_house_rules = True
            self.app.push("setup", house_rules=True)
            return
        self.invalidate()

    # -- drawing ----------------------------------------------------------------------------------------
    def shown_seats(self) -> list[Seat]:
        """The seats as the table will name them, with the name typed here for the first person."""
        names = [self.player_name.strip(), *self.app.settings.player_names[1:]] if self.player_name.strip() \
            else self.app.settings.player_names
        return seats_from_settings(self.seats[: self.players], self.players, names)

    def _level_label(self, level: str) -> str:
        return tr("quick_start.levels_mixed") if level == MIXED else bot_level_name(level)

    def _note(self, row: str, size: int = 0, width: int = 0) -> str:
        """The line under `row`. Who plays, when House rules set more than one level or person: the
        fullest wording that wraps whole into the note's lines at `size` and `width` (0: the fullest)."""
        if row == "level":
            if not self.simple:
                wordings = self._players_wordings()
                if not width:
                    return wordings[0]
                return next((text for text in wordings if _wraps_whole(text, size, width)), wordings[-1])
            return tr(f"setup.levels.{self.level}.description")
        return preset_about(self.preset, self.rules.target) if row == "preset" else ""

    def _players_wordings(self) -> list[str]:
        """Who plays, said plainly (the people at this computer, then the bots by level), fullest first: each
        bot by name under its level's name; under its short name; the bots counted by level."""
        seated = self.shown_seats()
        people = ", ".join(s.name for s in seated if not s.is_bot)
        by_level: dict[str, list[str]] = {}
        for seat in seated:
            if seat.is_bot:
                by_level.setdefault(seat.level, []).append(seat.name)
        if not by_level:
            return [tr("quick_start.people_only", people=people)]
        out = []
        for name_of in (bot_level_name, short_level_name):
            bots = "; ".join(f"{', '.join(names)} ({name_of(level)})" for level, names in by_level.items())
            out.append(tr("quick_start.mixed_players", people=people, bots=bots))
        counted = "; ".join(f"{len(names)} × {short_level_name(level)}" for level, names in by_level.items())
        out.append(tr("quick_start.mixed_players", people=people, bots=counted))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        """The rows and their notes, then the buttons (in one row, or more when their labels need it); a sheet
        taller than the window (large text) scrolls (ui/page_scroll.py)."""
        w, h = surface.get_size()
        u = unit((w, h))
        backdrop(surface)
        ctl = self.app.input
        row_h = theme.grown(max(40, round(56 * u)))
        note_fs = max(13, round(17 * u))
        note_lines = note_line_count()
        note_h = (theme.line_h(note_fs) + 1) * note_lines
        bh = theme.grown(max(40, round(52 * u)))
        pad = round(28 * u)
        gap = pad // 2
        sheet_w = min(w - 40, round(960 * u))
        title_size = round(40 * u)
        title_h = theme.line_h(title_size, serif=True)
        labels = [self.form.row(key).label for key in BUTTONS]
        most_w = round(max(200, 250 * u))
        bar_h = bar_height(labels, sheet_w - 2 * pad, bh, gap, most_w)
        top = round(16 * u) + title_h + round(12 * u)
        content_h = top + len(CHOICES) * row_h + 2 * (note_h + round(6 * u)) + round(20 * u) + bar_h + round(20 * u)
        canvas = self.page.begin(surface, ctl, content_h + 20)
        rect = centered_sheet(canvas, sheet_w, min(canvas.get_height() - 20, content_h))
        title(canvas, tr("quick_start.title"), (rect.centerx, rect.y + round(16 * u) + title_h // 2), title_size,
              max_width=rect.w - 2 * pad)
        focus_key = self.form.rows[self.form.focus].key
        name_row = self.form.row("name")
        shown = self.cursor.shown("name", self.player_name, focus_key == "name")  # the caret: where typing goes
        name_row.labels = [shown or tr("quick_start.type_name")]
        name_row.selected = focus_key == "name" and self.cursor.is_selected("name")
        self.form.row_rects, self.form.value_boxes, self.notes = {}, {}, {}
        y = rect.y + top
        for key in CHOICES:
            area = pygame.Rect(rect.x + pad, y, rect.w - 2 * pad, row_h)
            if key == "name":  # a click on the name puts the typing there
                ctl.add(area, inp.Intent(inp.ACTION, "focus_name"), hover=("row", "name"))
            self._draw_row(canvas, key, area, row_h, label_w_frac=0.34)
            y += row_h
            if key in ("level", "preset"):
                left = area.x + round(area.w * 0.34) + 4
                box = pygame.Rect(left, y - round(4 * u), area.right - 8 - left, note_h)
                size, lines = fit_lines(self._note(key, note_fs, box.w), note_fs, box.w, note_lines)
                self.notes[key] = (size, lines, box)
                for i, line in enumerate(lines[:note_lines]):
                    surf = theme.text(line, size, theme.INK_DIM)
                    canvas.blit(surf, (box.x, box.y + i * (theme.line_h(size) + 1)))
                y += note_h + round(6 * u)
        bar = pygame.Rect(rect.x + pad, rect.bottom - round(20 * u) - bar_h, rect.w - 2 * pad, bar_h)
        for key, place in zip(BUTTONS, bar_rects(labels, bar, bh, gap, most_w), strict=True):
            self.form.draw_at(canvas, ctl, key, place)
        self.page.end(surface, ctl, self.form.row_rects.get(focus_key), self.form)

    def _draw_row(self, surface: pygame.Surface, key: str, area: pygame.Rect, row_h: int,
                  label_w_frac: float = 0.46) -> None:
        """One row of the form where the layout puts it, with the form's one keyboard focus."""
        row = self.form.row(key)
        sub = Form([[row]])
        sub.focus = 0 if self.form.rows[self.form.focus] is row else -1
        sub.draw(surface, self.app.input, area, row_h, label_w_frac=label_w_frac)
        self.form.row_rects.update(sub.row_rects)
        self.form.value_boxes.update(sub.value_boxes)

"""House rules: the full grid of a new game (how many seats, who sits in each, the rules, every option, the
target). The New game screen (new_game.py) opens it with `house_rules=True`: its primary button then keeps
the choice and goes back there ("Done") instead of starting.

The functions at the top are the one home of what both screens share: where a new game's choice comes from
(the settings) and how it is kept and started."""

from __future__ import annotations

import contextlib
import dataclasses
import math
from typing import Any

import pygame

from ...bots import BOT_LEVELS
from ...engine import Rules
from ...storage import clean_name
from .. import input as inp
from .. import theme
from ..form_flow import draw_flow
from ..form_scene import FormScene
from ..rule_options import TARGETS, candidates, option_fields, preset_name, short_option_name, short_value_label
from ..scene import register
from ..seats import Seat, bot_level_name, default_seat, person_name, seats_from_settings, short_level_name
from ..session import saved_info
from ..text import tr
from ..text_edit import Cursor
from ..widgets import FORM_KEYS, Form, Row, Scroll, bar_height, bar_rects
from .common import centered_sheet, page, sheet_title
from .names import remember_first

NOTE_LINES = 2  # a level's or a preset's description: at most two lines
# Keys that move about the grid even while a person's seat takes the typing (Left and Right change who sits).
NAME_NAVIGATION = {pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB, pygame.K_RETURN,
                   pygame.K_KP_ENTER, pygame.K_ESCAPE}
READABLE_PX = 11


def fit_lines(text: str, size: int, width: int, max_lines: int = NOTE_LINES) -> tuple[int, list[str]]:
    """The largest size (down to READABLE_PX) at which `text` wraps into `max_lines` lines of `width`, and
    those lines. At the floor the lines may still be too many: the caller's test sees them."""
    while True:
        lines = theme.wrap(text, size, width)
        fits = len(lines) <= max_lines and all(theme.font(size).size(line)[0] <= width for line in lines)
        if fits or size <= READABLE_PX:
            return size, lines
        size -= 1


def note_line_count() -> int:
    """How many lines a note may take: NOTE_LINES at 100%, more as the text grows (rather than shrink it)."""
    return math.ceil(NOTE_LINES * theme.TEXT_SCALE)


def level_note(level: str) -> str:
    """A bot level in a line: its name and what it does ("Shark: counts the cards...")."""
    return f"{bot_level_name(level)}: {tr(f'setup.levels.{level}.description')}"


def stored_choice(settings: Any) -> tuple[str, Rules, list[Seat], int]:
    """The last game chosen, from the settings: (preset, rules, every stored seat, players)."""
    preset = settings.rules_preset if settings.rules_preset in Rules.presets() else "classic"
    try:
        rules = settings.rules()
    except ValueError:
        rules = Rules.preset(preset)
    seats: list[Seat] = list(settings.seats)
    players = len(seats) if len(seats) in rules.players else rules.players[0]
    fit_seats(seats, players)
    return preset, rules, seats, players


def fit_seats(seats: list[Seat], players: int) -> None:
    """Add default seats (bots after you) until there are `players`."""
    while len(seats) < players:
        seats.append(default_seat(len(seats)))


def keep_choice(app: Any, preset: str, rules: Rules, seats: list[Seat], players: int) -> Rules:
    """Remember the choice in the settings (the next New game starts from it); returns the rules to play,
    named after the preset unless options were changed. A combination the settings file cannot hold is
    played anyway; the old settings stay."""
    first = next((i for i, seat in enumerate(seats[:players]) if not seat.is_bot), None)
    if first is not None and seats[first].name.strip():  # the first person's name is the remembered one
        remember_first(app, seats[first].name)
        seats[first] = Seat("human")
    base = Rules.preset(preset)
    options: dict[str, Any] = {}
    for f in dataclasses.fields(Rules):
        if f.name in ("name", "target"):
            continue
        if getattr(rules, f.name) != getattr(base, f.name):
            value = getattr(rules, f.name)
            options[f.name] = list(value) if isinstance(value, tuple) else value
    with contextlib.suppress(ValueError):
        app.update_settings(seats=seats[:players], rules_preset=preset, rule_options=options,
                            target=rules.target if rules.target != base.target else None)
    return dataclasses.replace(rules, name=preset if not options else "custom")


def start_game(app: Any, preset: str, rules: Rules, seats: list[Seat], players: int) -> None:
    """Keep the choice and put the table in place of the screen on top."""
    played = keep_choice(app, preset, rules, seats, players)
    app.replace("table", rules=played, seats=seats_from_settings(seats[:players], players, app.settings.player_names),
                seed=app.seed)


def ask_then(app: Any, start: Any) -> None:
    """Run `start`, asking first when a saved match would be replaced (one from a newer version too)."""
    info = saved_info(app)
    if info is None:
        start()
        return
    lost = tr("saved_match.confirm_lost_newer") if info.newer else tr("saved_match.confirm_lost", summary=info.summary)
    app.push("confirm", title=tr("saved_match.confirm_title"), message=lost, keep=tr("saved_match.keep"),
             proceed=tr("saved_match.start_new"), on_proceed=start)


@register("setup")
class SetupScene(FormScene):
    def __init__(self, app, house_rules: bool = False, **kw) -> None:
        super().__init__(app)
        self.house_rules = house_rules  # opened from the New game screen: "Done" goes back there
        self.preset, self.rules, self.seats, self.players = stored_choice(app.settings)
        # The count the player chose: a preset that forces another (eight players) gives it back when left.
        self.chosen_players = self.players
        self.typed: dict[int, str] = {}  # what was typed into each person's seat, as typed (blank included)
        self.cursor = Cursor()
        self.level_note: tuple[int, list[str], pygame.Rect] | None = None  # as last drawn (tests)
        self.flow_scroll = Scroll()  # where the rows are scrolled to, at a larger text size
        self.form = self._build()
        self.form.focus_on("start")

    # -- the model --------------------------------------------------------------------------------------
    def _fit_seats(self) -> None:
        fit_seats(self.seats, self.players)

    def _build(self) -> Form:
        r = self.rules
        left: list[Row] = [Row("players", tr("setup.seats"), list(r.players),
                               [str(p) for p in r.players], r.players.index(self.players), wraps=False)]
        # The seats come last: the column grows downwards with Players, and no row above them moves.
        partner_ok = self.players in (4, 6)
        partner_labels = [tr("common.disabled"), tr("common.enabled")] if partner_ok else \
            [tr("setup.everyone_alone")] * 2
        left.append(Row("partnerships", tr("setup.partnerships"), [False, True], partner_labels,
                        int(r.partnerships), enabled=partner_ok))
        targets = sorted({*TARGETS, r.target})
        left.append(Row("target", tr("setup.target"), targets, [str(t) for t in targets], targets.index(r.target)))
        kinds = ["human", *BOT_LEVELS]
        kind_labels = [tr("setup.human")] + [
            tr("window.seat_bot", bot=tr("setup.bot"), level=short_level_name(lv)) for lv in BOT_LEVELS]
        for i in range(self.players):
            seat = self.seats[i]
            value = seat.level if seat.is_bot else "human"
            index = kinds.index(value) if value in kinds else len(kinds) - 1
            left.append(Row(f"seat{i}", tr("setup.seat", n=i + 1), kinds, list(kind_labels), index,
                            help_key=f"setup.levels.{seat.level}.description" if seat.is_bot else None))
        presets = Rules.presets()
        preset = [Row("preset", tr("setup.rules_preset"), presets, [preset_name(p) for p in presets],
                      presets.index(self.preset))]
        options: list[Row] = []
        for name in option_fields():
            values = candidates(r, name)
            current = getattr(r, name)
            labels = [short_value_label(name, v) for v in values]
            options.append(Row(f"opt:{name}", short_option_name(name), values, labels,
                               values.index(current), enabled=len(values) > 1,
                               help_key=f"rule_options.{name}.help"))
        primary = tr("common.done") if self.house_rules else tr("setup.start")
        buttons = [Row("back", tr("common.back")), Row("start", primary, primary=True)]
        # The preset's row spans the rules' area; many variants bring many options: past a dozen rows the
        # options take two columns under it.
        split = (len(options) + 1) // 2 if len(options) > 11 else len(options)
        rule_columns = [options[:split], options[split:]] if split < len(options) else [options]
        return Form([left, preset, *rule_columns, buttons], on_change=self._changed)

    def _changed(self, row: Row) -> None:
        key, value = row.key, row.value
        if key == "preset":
            self.preset = value
            self.rules = Rules.preset(value)
            self.players = min(self.rules.players, key=lambda p: abs(p - self.chosen_players))
        elif key == "players":
            self.players = self.chosen_players = value
        elif key.startswith("seat"):
            i = int(key[4:])
            self.typed.pop(i, None)
            if value == "human":
                self.seats[i] = Seat("human")
            else:
                seat = self.seats[i]
                name = (seat.name or default_seat(i).name) if seat.is_bot else default_seat(max(1, i)).name
                self.seats[i] = Seat("bot", name, value)
        elif key == "partnerships":
            self.rules = dataclasses.replace(self.rules, partnerships=value)
        elif key == "target":
            self.rules = dataclasses.replace(self.rules, target=value)
        elif key.startswith("opt:"):
            self.rules = dataclasses.replace(self.rules, **{key[4:]: value})
        self._fit_seats()
        focus = self.form.rows[self.form.focus].key
        self.form = self._build()
        self.form.focus_on(focus)

    def ask_then_start(self) -> None:
        """Start, asking first when a saved match would be replaced; from the New game screen, keep the
        choice and go back there."""
        if self.house_rules:
            keep_choice(self.app, self.preset, self.rules, self.seats, self.players)
            self.back()
            return
        ask_then(self.app, self.start)

    def config(self) -> tuple[Rules, list[Seat]]:
        return self.rules, self.seats[: self.players]

    def start(self) -> None:
        start_game(self.app, self.preset, self.rules, self.seats, self.players)

    # -- people's names ---------------------------------------------------------------------------------
    def shown_names(self) -> list[str]:
        """Each seat's name as the table will show it (a person without one: the remembered name, or
        "Player 2"; a bot's made distinct from the people's)."""
        seated = self.seats[: self.players]
        return [s.name for s in seats_from_settings(seated, self.players, self.app.settings.player_names)]

    @property
    def typing_seat(self) -> int | None:
        """The person's seat whose name typing goes into (the focused seat row, when a person sits there)."""
        key = self.form.rows[self.form.focus].key if self.form.rows else ""
        if key.startswith("seat") and not self.seats[int(key[4:])].is_bot:
            return int(key[4:])
        return None

    @property
    def types_text(self) -> bool:  # M, P and D are letters of a name while a person's seat has the focus
        return self.typing_seat is not None

    def editable_name(self, seat: int) -> str:
        """The name typing in `seat` starts from: what was typed there, else the name shown, except a default
        one ("Player 2", "You"), which is no name to edit."""
        if seat in self.typed:
            return self.typed[seat]
        humans = sum(1 for s in self.seats[: self.players] if not s.is_bot)
        shown = self.shown_names()[seat]
        return "" if shown == person_name(seat, humans) else shown

    def process_event(self, event: pygame.event.Event) -> None:
        seat = self.typing_seat
        if seat is not None and event.type == pygame.KEYDOWN and event.key not in NAME_NAVIGATION:
            name = self.cursor.type(seat, self.editable_name(seat), event, clean_name, arrows=False)
            if name is not None:
                self.typed[seat] = name
                self.seats[seat] = Seat("human", name.strip())  # blank: the default name again
                self.invalidate()
            return
        super().process_event(event)

    # -- input and drawing ------------------------------------------------------------------------------
    def keymap(self):
        return FORM_KEYS

    def handle_form(self, intent: inp.Intent) -> None:
        result = self.form.handle(intent)
        if result == ("action", "start"):
            self.ask_then_start()
            return
        if result == ("action", "back"):
            self.back()
            return
        self.invalidate()

    def draw(self, surface: pygame.Surface) -> None:
        if theme.TEXT_SCALE > 1:
            self._draw_flowed(surface)
            return
        w, h, u = page(surface)
        rect = centered_sheet(surface, w - round(60 * u), h - round(50 * u))
        ctl = self.app.input
        sheet_title(surface, rect, tr("quick_start.house_rules_title" if self.house_rules else "setup.title"), u,
                    size=34, top=12)
        hs = round(max(13, 16 * u))
        top = rect.y + round(66 * u) + hs
        cols = self.form.columns  # the seats, the preset, one or two columns of options, the buttons
        full = self.form
        typing, shown = self.typing_seat, self.shown_names()
        for i in range(self.players):  # a person's seat shows their name; the focused one takes typing
            if not self.seats[i].is_bot:
                row = full.row(f"seat{i}")
                row.labels[0] = self.cursor.shown(i, self.editable_name(i), True) if i == typing else shown[i]
                row.selected = i == typing and self.cursor.is_selected(i)
        option_cols = cols[2:-1]
        n_rows = max(len(cols[0]), 1 + max(len(c) for c in option_cols))
        bh = round(max(40, 52 * u))
        row_h = max(24, min(round(52 * u), (rect.bottom - top - bh - round(30 * u)) // n_rows))
        pad = round(28 * u)
        n_rule_cols = len(option_cols)
        left_w = round(rect.w * (0.42 if n_rule_cols == 1 else 0.31))
        rules_x = rect.x + pad * 2 + left_w
        all_rules_w = rect.right - pad - rules_x
        rules_w = (all_rules_w - pad * (n_rule_cols - 1)) // n_rule_cols
        for label_text, x in ((tr("setup.seats"), rect.x + pad), (tr("setup.rules_preset"), rules_x)):
            surface.blit(theme.text(label_text, hs, theme.INK_FAINT, bold=True), (x + 4, top - hs - 6))
        # The columns of rows, then the buttons along the bottom: sub-forms drawn with the one shared focus.
        areas = [pygame.Rect(rect.x + pad, top, left_w, row_h * len(cols[0])),
                 pygame.Rect(rules_x, top, all_rules_w, row_h)]
        areas += [pygame.Rect(rules_x + k * (rules_w + pad), top + row_h, rules_w, row_h * len(option_cols[k]))
                  for k in range(n_rule_cols)]
        offset = 0
        full.value_boxes, full.row_rects = {}, {}
        for k, area in enumerate(areas):
            sub = Form([cols[k]])
            sub.focus = full.focus - offset if offset <= full.focus < offset + len(cols[k]) else -1
            frac = 0.29 if k == 0 else 0.42 * rules_w / all_rules_w if k == 1 else 0.42
            sub.draw(surface, ctl, area, row_h, label_w_frac=frac)
            full.value_boxes.update(sub.value_boxes)
            full.row_rects.update(sub.row_rects)
            offset += len(cols[k])
        self._draw_level_note(surface, areas[0], rect.bottom - bh - round(30 * u), hs)
        bw = round(max(180, 220 * u))
        brect = pygame.Rect(0, 0, bw * 2 + pad, bh)
        brect.midbottom = (rect.centerx, rect.bottom - round(16 * u))
        sub = Form([[cols[-1][0]], [cols[-1][1]]])
        sub.focus = full.focus - offset if full.focus >= offset else -1
        sub.draw(surface, ctl, brect, bh + max(4, bh // 8))
        full.row_rects.update(sub.row_rects)

    def _draw_flowed(self, surface: pygame.Surface) -> None:
        """Larger text: the seats, then the rules and their options, under their headings in as many columns
        as fit (scrolled when taller than their place: ui/form_flow.py), the note, then the buttons."""
        w, h, u = page(surface)
        rect = centered_sheet(surface, w - round(40 * u), h - round(30 * u))
        ctl = self.app.input
        top = sheet_title(surface, rect, tr("quick_start.house_rules_title" if self.house_rules else "setup.title"),
                          u, size=34, top=12) + round(8 * u)
        full = self.form
        typing, shown = self.typing_seat, self.shown_names()
        for i in range(self.players):  # a person's seat shows their name; the focused one takes typing
            if not self.seats[i].is_bot:
                full.row(f"seat{i}").labels[0] = self.editable_name(i) + "|" if i == typing else shown[i]
        cols = full.columns
        rules = [row for col in cols[1:-1] for row in col]
        view = Form([cols[0], rules])
        flowed = len(cols[0]) + len(rules)
        view.focus = full.focus if full.focus < flowed else -1
        view.scroll = self.flow_scroll
        pad = round(24 * u)
        bh = theme.grown(max(40, 52 * u))
        labels = [row.label for row in cols[-1]]
        gap = pad
        bar_h = bar_height(labels, rect.w - 2 * pad, bh, gap, round(max(180, 220 * u)))
        note = self._note_text()
        note_lines = theme.wrap(note, round(max(13, 16 * u)), rect.w - 2 * pad) if note else []
        note_h = len(note_lines) * theme.line_h(round(max(13, 16 * u)))
        area = pygame.Rect(rect.x + pad, top, rect.w - 2 * pad, rect.bottom - top - bar_h - note_h - round(40 * u))
        row_h = theme.grown(max(26, round(44 * u)))
        draw_flow(view, surface, ctl, area, row_h, theme.grown(round(400 * u)),
                  [tr("setup.seats"), tr("setup.rules_preset")], label_w_frac=0.5)
        full.row_rects, full.value_boxes = dict(view.row_rects), dict(view.value_boxes)
        y = area.bottom + round(8 * u)
        for line in note_lines:
            surface.blit(theme.text(line, round(max(13, 16 * u)), theme.INK_DIM), (area.x, y))
            y += theme.line_h(round(max(13, 16 * u)))
        bar = pygame.Rect(area.x, rect.bottom - round(16 * u) - bar_h, area.w, bar_h)
        for row, place in zip(cols[-1], bar_rects(labels, bar, bh, gap, round(max(180, 220 * u))), strict=True):
            full.draw_at(surface, ctl, row.key, place)

    def _note_text(self) -> str:
        """What the focused seat's level means (else the first bot's), or how to type a person's name."""
        focused = self.form.rows[self.form.focus].key if self.form.rows else ""
        seated = self.seats[: self.players]
        bots = [i for i, seat in enumerate(seated) if seat.is_bot]
        if self.typing_seat is not None:
            return tr("setup.person_note")
        if bots:
            seat = int(focused[4:]) if focused.startswith("seat") and seated[int(focused[4:])].is_bot else bots[0]
            return level_note(seated[seat].level)
        return ""

    def _draw_level_note(self, surface: pygame.Surface, column: pygame.Rect, bottom: int, size: int) -> None:
        """Under the seats, what the level of the focused bot seat (else the first bot's) means, when there is
        room for it."""
        note = self._note_text()
        if not note:
            self.level_note = None
            return
        box = pygame.Rect(column.x + 4, column.bottom + 6, column.w - 8, bottom - column.bottom - 6)
        font_size, lines = fit_lines(note, size, box.w)
        line_h = theme.font(font_size).get_linesize() + 1
        if box.h < line_h * len(lines):  # a full column (eight seats): the tooltip of each seat still says it
            self.level_note = None
            return
        for i, line in enumerate(lines):
            surface.blit(theme.text(line, font_size, theme.INK_DIM), (box.x, box.y + i * line_h))
        self.level_note = (font_size, lines, box)

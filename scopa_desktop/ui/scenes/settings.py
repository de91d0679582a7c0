"""Settings: the deck (its own screen shows them all; the table switches at once), card size and order,
motion, sound, language, teaching.

Two columns (cards and display on the left, sound and play on the right) keep every row readable at 960x600;
beside them, the chosen deck's most characteristic cards, fanned, with its name and region.
"""

from __future__ import annotations

import pygame

from ...engine import Card
from ...storage import ANIMATION_SPEEDS, CARD_SIZES, FRENCH_FACES, HAND_SORTS, LANGUAGES
from .. import input as inp
from .. import theme
from ..cards import pattern
from ..cards.decks import is_french_suited
from ..form_scene import FormScene
from ..scene import register
from ..text import tr
from ..widgets import FORM_KEYS, Form, Row
from .common import backdrop, centered_sheet, sheet_title, short_label, unit, veil

BOT_PAUSES = (0, 250, 600, 1000, 1500, 2500)
VOLUMES = tuple(range(0, 101, 10))
SOUND_SAMPLE = "capture_small"  # played as a volume changes, to hear the new level
VOICE_SAMPLE = "scopa"  # said as the voice's volume changes
MUTE = inp.Intent(inp.ACTION, "toggle_mute")
MIN_ROW_H = 26  # pixels: a row's label still reads


@register("settings")
class SettingsScene(FormScene):
    transparent = True

    def __init__(self, app, **kw) -> None:
        super().__init__(app)
        self.form = Form(self._columns(), on_change=self._changed)

    def _columns(self) -> list[list[Row]]:
        s = self.app.settings
        pauses = list(BOT_PAUSES) if s.bot_pause_ms in BOT_PAUSES else sorted({*BOT_PAUSES, s.bot_pause_ms})

        def choice(key: str, values: list, labels: list[str], current, enabled: bool = True) -> Row:
            return Row(key, tr(f"settings.{key}.label"), list(values), labels,
                       values.index(current) if current in values else 0, enabled=enabled)

        def values(field: str, options) -> list[str]:
            return [short_label(tr(f"settings.{field}.values.{v}")) for v in options]

        on_off = [tr("common.enabled"), tr("common.disabled")]

        def volume(key: str, current: int) -> Row:
            levels = list(VOLUMES) if current in VOLUMES else sorted({*VOLUMES, current})
            return choice(key, levels, [tr("settings.volume_master.value", percent=v) for v in levels], current)

        def music_row(on: bool, level: int) -> Row:
            # One row (off, or its level) keeps the sheet fitting small windows.
            levels = [v for v in VOLUMES if v] if level in VOLUMES else sorted({*VOLUMES, level} - {0})
            labels = [tr("common.disabled")] + [tr("settings.volume_master.value", percent=v) for v in levels]
            return choice("music", [None, *levels], labels, level if on else None)

        cards_and_display = [
            Row("deck_style", tr("decks.button", deck=tr(f"settings.deck_style.values.{s.deck_style}")),
                help_key="settings.deck_style.help"),
            choice("deck_indices", [True, False], on_off, s.deck_indices, enabled=not pattern(s.deck_style).own_index),
            choice("french_faces", list(FRENCH_FACES), values("french_faces", FRENCH_FACES), s.french_faces,
                   enabled=is_french_suited(s.deck_style)),
            choice("card_size", list(CARD_SIZES), values("card_size", CARD_SIZES), s.card_size),
            choice("hand_sort", list(HAND_SORTS), values("hand_sort", HAND_SORTS), s.hand_sort),
            choice("colour_blind", [False, True], on_off[::-1], s.colour_blind),
            choice("animation_speed", list(ANIMATION_SPEEDS), values("animation_speed", ANIMATION_SPEEDS),
                   s.animation_speed),
            choice("reduced_motion", [False, True], on_off[::-1], s.reduced_motion),
            choice("bot_pause_ms", pauses, [tr("settings.bot_pause_ms.value", ms=p) for p in pauses], s.bot_pause_ms),
            choice("language", list(LANGUAGES), values("language", LANGUAGES), s.language),
            choice("tooltips", [True, False], on_off, s.tooltips),
            choice("fullscreen", [False, True], on_off[::-1], self.app.fullscreen),
        ]
        sound_and_play = [
            volume("volume_master", s.volume_master),
            choice("mute_master", [False, True], on_off, s.mute_master),
            volume("volume_effects", s.volume_effects),
            choice("mute_effects", [False, True], on_off, s.mute_effects),
            volume("volume_voice", s.volume_voice),
            choice("mute_voice", [False, True], on_off, s.mute_voice),
            music_row(s.music, s.volume_music),
            choice("undo_enabled", [True, False], on_off, s.undo_enabled),
            choice("hints_enabled", [True, False], on_off, s.hints_enabled),
            # "Ask my name at start": on means the first-start question comes again (name_asked false).
            choice("name_asked", [False, True], on_off, s.name_asked),
            Row("player_names", tr("settings.player_names.label")),
            Row("back", tr("common.back"), primary=True),
        ]
        return [cards_and_display, sound_and_play]

    def _changed(self, row: Row) -> None:
        if row.key == "fullscreen":
            if row.value != self.app.fullscreen:
                self.app.toggle_fullscreen()
            return
        if row.key == "music":  # off, or on at the level chosen
            on = row.value is not None
            self.app.update_settings(music=on, **({"volume_music": row.value} if on else {}))
            return
        self.app.update_settings(**{row.key: row.value})
        if row.key == "language":
            self._rebuild()
        if row.key.endswith("_voice"):
            self.app.voice.speak(VOICE_SAMPLE)
        elif row.key.startswith(("volume_", "mute_")):
            self.app.audio.play(SOUND_SAMPLE)

    def _rebuild(self) -> None:
        focus = self.form.focus
        self.form = Form(self._columns(), on_change=self._changed)
        self.form.focus = focus

    def keymap(self):
        return {**FORM_KEYS, pygame.K_m: MUTE}

    def handle_form(self, intent: inp.Intent) -> None:
        if intent == MUTE:  # M here too, and its row shows the change
            self.app.toggle_mute()
            self._rebuild()
            self.invalidate()
            return
        result = self.form.handle(intent)
        if result == ("action", "back"):
            self.back()
        elif result == ("action", "player_names"):
            self.app.push("names")
        elif result == ("action", "deck_style"):
            self.app.push("decks", on_close=self._rebuild)
        self.invalidate()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        u = unit((w, h))
        below = self.app.stack.scenes[-2].name if len(self.app.stack.scenes) > 1 else ""
        if below in ("table", "pause"):
            veil(surface, 170)
        else:
            backdrop(surface)
        ctl = self.app.input
        ctl.add(surface.get_rect(), None, modal=True)
        n_rows = max(len(column) for column in self.form.columns)
        # The sheet grows (up to the window) when its rows would not fit at their smallest.
        sheet_h = min(h - 40, max(round(660 * u), round(100 * u) + MIN_ROW_H * n_rows))
        rect = centered_sheet(surface, min(w - 40, round(1200 * u)), sheet_h)
        sheet_title(surface, rect, tr("settings.title"), u)
        row_h = max(MIN_ROW_H, min(round(54 * u), (rect.bottom - rect.y - round(100 * u)) // n_rows))
        form_rect = pygame.Rect(rect.x + round(24 * u), rect.y + round(80 * u), round(rect.w * 0.76), row_h * n_rows)
        self.form.draw(surface, ctl, form_rect, row_h, label_w_frac=0.5)
        # The chosen deck, fanned, with its name and region; a click opens every deck.
        area = pygame.Rect(form_rect.right + round(24 * u), form_rect.y, rect.right - form_rect.right - round(48 * u),
                           form_rect.h)
        self._preview(surface, area, u)

    def _preview(self, surface: pygame.Surface, area: pygame.Rect, u: float) -> None:
        style = self.app.settings.deck_style
        codes = pattern(style).showcase
        ph = min(round(area.h * 0.42), round(area.w / (self.app.art.aspect * 2.2)))
        cw = round(ph * self.app.art.aspect)
        step = (area.w - cw) // (len(codes) - 1)
        for i, code in enumerate(codes):
            y = area.y + round(area.h * 0.06) + abs(i - 2) * round(ph * 0.05)
            face = self.app.art.face(Card.parse(code), ph, style, self.app.settings.french_faces,
                                     indices=self.app.settings.deck_indices)
            surface.blit(face, (area.x + i * step, y))
        y = area.y + round(area.h * 0.06) + round(ph * 1.15)
        name = theme.fit_text(tr(f"settings.deck_style.values.{style}"), max(14, round(24 * u)), area.w,
                              theme.GOLD, serif=True)
        surface.blit(name, name.get_rect(midtop=(area.centerx, y)))
        y += name.get_height() + 2
        for line in theme.wrap(tr(f"decks.{style}.region"), max(12, round(16 * u)), area.w)[:2]:
            text = theme.text(line, max(12, round(16 * u)), theme.INK_DIM)
            surface.blit(text, text.get_rect(midtop=(area.centerx, y)))
            y += text.get_height()
        self.app.input.add(pygame.Rect(area.x, area.y, area.w, y - area.y), inp.Intent(inp.ACTION, "deck_style"),
                           hover=("button", "deck_style"), tooltip_key=f"decks.{style}.about")

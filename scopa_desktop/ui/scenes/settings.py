"""Settings: accessibility (high contrast, text size, large indices, colour-blind-safe colours, reduced
motion), the deck (its own screen shows them all; the table switches at once), card size and order, sound,
language, teaching.

Three sections, each under its heading, flowed into as many columns as the width and the text size allow
(two at 960x600 at 100%, one at 200%, scrolling: ui/form_flow.py); beside them, when there is room, the
chosen deck's most characteristic cards, fanned, with its name and region.
"""

from __future__ import annotations

import pygame

from ...engine import Card
from ...storage import ANIMATION_SPEEDS, CARD_SIZES, FRENCH_FACES, HAND_SORTS, LANGUAGES, TEXT_SCALES
from .. import input as inp
from .. import theme
from ..cards import pattern
from ..cards.decks import is_french_suited
from ..form_flow import draw_flow, lane_count, tallest_lane
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
MIN_ROW_H = 26  # pixels at 100%: a row's label still reads
SECTIONS = ("accessibility", "display", "sound")  # the form's columns, in order, each under its heading


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

        accessibility = [
            Row("accessibility", tr("speech.settings.open"), help_key="speech.settings.open_help"),  # play by ear
            *self._low_vision_rows(on_off),
            choice("colour_blind", [False, True], on_off[::-1], s.colour_blind),
            choice("reduced_motion", [False, True], on_off[::-1], s.reduced_motion),
        ]
        cards_and_display = [
            Row("deck_style", tr("decks.button", deck=tr(f"settings.deck_style.values.{s.deck_style}")),
                help_key="settings.deck_style.help"),
            choice("deck_indices", [True, False], on_off, s.deck_indices, enabled=not pattern(s.deck_style).own_index),
            choice("french_faces", list(FRENCH_FACES), values("french_faces", FRENCH_FACES), s.french_faces,
                   enabled=is_french_suited(s.deck_style)),
            choice("card_size", list(CARD_SIZES), values("card_size", CARD_SIZES), s.card_size),
            choice("hand_sort", list(HAND_SORTS), values("hand_sort", HAND_SORTS), s.hand_sort),
            choice("animation_speed", list(ANIMATION_SPEEDS), values("animation_speed", ANIMATION_SPEEDS),
                   s.animation_speed),
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
        return [accessibility, cards_and_display, sound_and_play]

    def _low_vision_rows(self, on_off: list[str]) -> list[Row]:
        """High contrast, the text size, large card indices (#43, low vision)."""
        s = self.app.settings
        scales = list(TEXT_SCALES) if s.text_scale in TEXT_SCALES else sorted({*TEXT_SCALES, s.text_scale})
        return [
            Row("high_contrast", tr("settings.high_contrast.label"), [False, True], on_off[::-1],
                int(s.high_contrast), help_key="settings.high_contrast.help"),
            Row("text_scale", tr("settings.text_scale.label"), scales,
                [tr("settings.text_scale.value", percent=p) for p in scales], scales.index(s.text_scale),
                help_key="settings.text_scale.help", wraps=False),
            Row("large_indices", tr("settings.large_indices.label"), [False, True], on_off[::-1],
                int(s.large_indices), help_key="settings.large_indices.help"),
        ]

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
        if row.key in ("language", "high_contrast", "text_scale"):
            self._rebuild()
        if row.key.endswith("_voice"):
            self.app.voice.speak(VOICE_SAMPLE)
        elif row.key.startswith(("volume_", "mute_")):
            self.app.audio.play(SOUND_SAMPLE)

    def _rebuild(self) -> None:
        focus, scroll = self.form.focus, self.form.scroll
        self.form = Form(self._columns(), on_change=self._changed)
        self.form.focus, self.form.scroll = focus, scroll

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
        elif result == ("action", "accessibility"):
            self.app.push("accessibility", on_close=self._rebuild)
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
        rect = centered_sheet(surface, min(w - 40, round(1200 * u)), h - 40)
        title_h = sheet_title(surface, rect, tr("settings.title"), u)
        pad = round(24 * u)
        area = pygame.Rect(rect.x + pad, title_h + pad // 2, rect.w - 2 * pad, rect.bottom - pad - title_h - pad // 2)
        form_w = round(area.w * 0.78)
        # The rows as tall as the room allows at 100% (54 at the most, never under MIN_ROW_H), then grown with
        # the text: larger text takes fewer columns and, when they are too tall, the form scrolls.
        tallest = tallest_lane(self.form, lane_count(form_w, round(380 * u), len(SECTIONS)), headed=True)
        row_h = theme.grown(max(MIN_ROW_H, min(round(54 * u), int(area.h / tallest))))
        lane_w = theme.grown(380 * u)
        headings = [tr(f"settings_sections.{key}") for key in SECTIONS]
        draw_flow(self.form, surface, ctl, pygame.Rect(area.x, area.y, form_w, area.h), row_h, lane_w, headings,
                  label_w_frac=0.5)
        # The chosen deck, fanned, with its name and region; a click opens every deck.
        preview = pygame.Rect(area.x + form_w + pad, area.y, area.right - form_w - area.x - pad, area.h)
        self._preview(surface, preview, u)

    def _preview(self, surface: pygame.Surface, area: pygame.Rect, u: float) -> None:
        style = self.app.settings.deck_style
        codes = pattern(style).showcase
        ph = min(round(area.h * 0.42), round(area.w / (self.app.art.aspect * 2.2)))
        cw = round(ph * self.app.art.aspect)
        step = (area.w - cw) // (len(codes) - 1)
        for i, code in enumerate(codes):
            y = area.y + round(area.h * 0.06) + abs(i - 2) * round(ph * 0.05)
            face = self.app.art.face(Card.parse(code), ph, style, self.app.settings.french_faces,
                                     indices=self.app.settings.deck_indices, large=self.app.settings.large_indices)
            surface.blit(face, (area.x + i * step, y))
        y = area.y + round(area.h * 0.06) + round(ph * 1.15)
        # The name and the region, wrapped; what would not fit below is left out (the Deck screen says it all).
        for words, size, colour, serif in ((tr(f"settings.deck_style.values.{style}"), max(14, round(24 * u)),
                                            theme.GOLD, True),
                                           (tr(f"decks.{style}.region"), max(12, round(16 * u)), theme.INK_DIM, False)):
            lines = theme.wrap(words, size, area.w, serif=serif)
            line_h = theme.font(size, serif=serif).get_linesize()
            if y + line_h * len(lines) > area.bottom or any(theme.font(size, serif=serif).size(line)[0] > area.w
                                                            for line in lines):
                break
            for line in lines:
                text = theme.text(line, size, colour, serif=serif)
                surface.blit(text, text.get_rect(midtop=(area.centerx, y)))
                y += line_h
        self.app.input.add(pygame.Rect(area.x, area.y, area.w, y - area.y), inp.Intent(inp.ACTION, "deck_style"),
                           hover=("button", "deck_style"), tooltip_key=f"decks.{style}.about")

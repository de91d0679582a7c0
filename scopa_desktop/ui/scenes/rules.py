"""The rules screen: how to play, the active rule set, and what each option changes."""

from __future__ import annotations

import pygame

from ...engine import Rules
from .. import input as inp
from .. import theme
from ..form_scene import FormScene
from ..rule_options import (
    option_fields,
    option_help,
    option_name,
    preset_about,
    preset_name,
    preset_note,
    value_label,
)
from ..scene import register
from ..text import tr
from ..widgets import button, label_size
from .common import backdrop, centered_sheet, sheet_title, unit, veil


@register("rules")
class RulesScene(FormScene):
    transparent = True

    def __init__(self, app, rules: Rules | None = None, **kw) -> None:
        super().__init__(app)
        self.rules = rules or self._active_rules()
        self.scroll = 0
        self.max_scroll = 0
        self.block = 0  # the block the arrows are on (speech reads it whole)

    def _active_rules(self) -> Rules:
        for scene in reversed(self.app.stack.scenes):
            if scene.name == "table":
                return scene.rules  # type: ignore[attr-defined]
        try:
            return self.app.settings.rules()
        except ValueError:
            return Rules.preset("classic")

    def is_back(self, intent: inp.Intent) -> bool:
        return intent.kind == inp.CONFIRM or super().is_back(intent)  # nothing to choose: Enter closes too

    def handle_form(self, intent: inp.Intent) -> None:
        if intent.kind in (inp.SCROLL, inp.MOVE_FOCUS):
            self.scroll = max(0, min(self.max_scroll, self.scroll + intent.value * 60))
            if intent.kind == inp.MOVE_FOCUS:
                self.block = max(0, min(len(self._blocks()) - 1, self.block + intent.value))
            self.invalidate()

    def _blocks(self) -> list[tuple[str, str, str]]:
        """(heading, value, text) blocks: the basics, then every option of the active rules. A text may hold
        paragraphs, one a line."""
        r = self.rules
        blocks = [
            (tr("window.rules_goal_title"), "", tr("window.rules_goal")),
            (tr("window.rules_turn_title"), "", " ".join(tr(f"teach.{k}") for k in ("deal", "capture", "match_first",
                                                                                     "trail", "scopa"))),
            (tr("window.rules_scoring_title"), "", " ".join(tr(f"teach.{k}") for k in ("cards", "coins", "settebello",
                                                                                        "primiera", "last_capture"))),
            (tr("window.rules_in_play"), preset_name(r.name),
             "\n".join(text for text in (preset_about(r.name, r.target), preset_note(r.name)) if text)),
            (tr("rule_options.target.name"), str(r.target), tr("rule_options.target.help")),
        ]
        for name in option_fields():
            blocks.append((option_name(name), value_label(name, getattr(r, name)), option_help(name)))
        return blocks

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        u = unit((w, h))
        if len(self.app.stack.scenes) > 1 and self.app.stack.scenes[-2].name in ("table", "pause"):
            veil(surface, 185)
        else:
            backdrop(surface)
        ctl = self.app.input
        ctl.add(surface.get_rect(), None, modal=True)
        rect = centered_sheet(surface, min(w - 40, round(1100 * u)), h - round(60 * u))
        sheet_title(surface, rect, tr("menu.rules"), u, top=16)
        bh = theme.grown(max(40, 50 * u))
        top = rect.y + round(16 * u) + theme.line_h(round(36 * u), serif=True) + round(16 * u)
        body = pygame.Rect(rect.x + round(36 * u), top, rect.w - round(72 * u), rect.bottom - top - bh - round(36 * u))
        fs = round(max(13, 17 * u))
        hs = round(max(14, 19 * u))
        step = round(theme.line_h(fs) * 1.1)  # a wrapped text's lines, at the text scale
        y = body.y - self.scroll
        clip = surface.get_clip()
        surface.set_clip(body)
        for heading, value, text in self._blocks():
            head = theme.text(heading, hs, theme.GOLD, bold=True)
            v = theme.text(value, hs, theme.INK, bold=True) if value else None
            beside = v is None or head.get_width() + 24 + v.get_width() <= body.w  # else the value under it
            if body.y - head.get_height() * 3 < y < body.bottom:
                surface.blit(head, (body.x, y))
                if v is not None:
                    surface.blit(v, v.get_rect(topright=(body.right, y + (0 if beside else head.get_height()))))
            y += head.get_height() * (1 if beside else 2) + 4
            for line in [ln for para in text.split("\n") for ln in theme.wrap(para, fs, body.w)] if text else []:
                if body.y - step * 2 < y < body.bottom:
                    surface.blit(theme.text(line, fs, theme.INK_DIM), (body.x, y))
                y += step
            y += round(step * 0.65)
        surface.set_clip(clip)
        self.max_scroll = max(0, y + self.scroll - body.bottom)
        if self.max_scroll:
            frac = self.scroll / self.max_scroll
            bar_h = max(30, body.h * body.h // (body.h + self.max_scroll))
            bar = pygame.Rect(rect.right - round(16 * u), body.y + round((body.h - bar_h) * frac), 5, bar_h)
            pygame.draw.rect(surface, theme.GOLD_DARK, bar, border_radius=3)
        label = tr("common.back")
        bw = max(round(max(200, 240 * u)), theme.text(label, label_size(bh), bold=True).get_width() + 32)
        b = pygame.Rect(0, 0, bw, bh)
        b.midbottom = (rect.centerx, rect.bottom - round(18 * u))
        button(surface, ctl, b, label, inp.Intent(inp.ACTION, "back"), focused=True, primary=True)

"""One input controller: mouse and keyboard events in, Intents out.

Scenes register hit regions while they draw (in draw order); the controller hit-tests them topmost
first, so a dialog drawn over the table gets the click and the table does not. Keys go through the
scene's key map. Scenes then act on Intents and never look at raw coordinates or key codes, which is
what makes input testable with posted events and keeps rules out of mouse handlers.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame


@dataclass(frozen=True)
class Intent:
    """Something the player means: `kind` names it, `value` says which (a card index, an option...)."""

    kind: str
    value: Any = None


# The intents the scenes understand.
SELECT_CARD = "select_card"  # value: hand index
CHOOSE_OPTION = "choose_option"  # value: option index
CYCLE_OPTION = "cycle_option"  # value: +1 / -1
MOVE_FOCUS = "move_focus"  # value: +1 / -1 (cards, menu rows)
ADJUST = "adjust"  # value: +1 / -1 (change the focused choice)
CONFIRM = "confirm"
CANCEL = "cancel"
ACTION = "action"  # value: an action name ("menu", "toggle_deck", "new_game"...)
HOVER = "hover"  # value: whatever the hovered region offers, or None
SCROLL = "scroll"  # value: +1 / -1
NUMBER = "number"  # value: 1..10 (a number key, 0 for the tenth: a card or an option, depending on the scene)

# The very soft sounds of moving through menus and pressing their buttons (ui.sound.audio effect names).
UI_SOUNDS = {MOVE_FOCUS: "menu_move", CYCLE_OPTION: "menu_move", ADJUST: "menu_move", CONFIRM: "button",
             ACTION: "button", CHOOSE_OPTION: "button", NUMBER: "button"}


@dataclass
class Region:
    """A clickable area. `tooltip_key` is the hook for tooltips (an i18n key, shown on hover)."""

    rect: pygame.Rect
    intent: Intent | None = None
    hover: Any = None
    tooltip_key: str | None = None
    tooltip_params: dict[str, Any] = field(default_factory=dict)
    modal: bool = False  # a modal region swallows every click outside the regions drawn after it
    label: str = ""  # what the control is, in words (speech reads it; ui.walk steps through labelled ones)


DEFAULT_KEYS: dict[int, Intent] = {
    pygame.K_LEFT: Intent(MOVE_FOCUS, -1),
    pygame.K_RIGHT: Intent(MOVE_FOCUS, +1),
    pygame.K_UP: Intent(MOVE_FOCUS, -1),
    pygame.K_DOWN: Intent(MOVE_FOCUS, +1),
    pygame.K_TAB: Intent(CYCLE_OPTION, +1),
    pygame.K_RETURN: Intent(CONFIRM),
    pygame.K_KP_ENTER: Intent(CONFIRM),
    pygame.K_SPACE: Intent(CONFIRM),
    pygame.K_ESCAPE: Intent(CANCEL),
    pygame.K_PAGEUP: Intent(SCROLL, -1),
    pygame.K_PAGEDOWN: Intent(SCROLL, +1),
}
for _n in range(1, 11):  # 1 to 9, then 0 for the tenth (scopone deals ten cards), as on the keyboard's row
    DEFAULT_KEYS[getattr(pygame, f"K_{_n % 10}")] = Intent(NUMBER, _n)
    DEFAULT_KEYS[getattr(pygame, f"K_KP{_n % 10}")] = Intent(NUMBER, _n)
MAX_NUMBER = 10


def number_keys(n: int) -> str:
    """The number keys that pick one of `n` things, as the prompt names them: "1", "1–3", "1–9, 0"."""
    n = max(1, min(n, MAX_NUMBER))
    if n == 1:
        return "1"
    return f"1–{n}" if n < 10 else "1–9, 0"


class InputController:
    """Turns pygame events into Intents for the scene on top."""

    def __init__(self) -> None:
        self.regions: list[Region] = []
        self.mouse_pos: tuple[int, int] = (-1, -1)
        self._pressed: Region | None = None
        self.hovered: Region | None = None

    def begin_frame(self) -> None:
        """Forget last frame's regions; the scene registers them again as it draws."""
        self.regions = []

    def add(self, rect: pygame.Rect, intent: Intent | None = None, hover: Any = None,
            tooltip_key: str | None = None, modal: bool = False, label: str = "", **tooltip_params: Any) -> Region:
        region = Region(pygame.Rect(rect), intent, hover, tooltip_key, dict(tooltip_params), modal, label)
        self.regions.append(region)
        return region

    def hit(self, pos: tuple[int, int]) -> Region | None:
        """The topmost region under `pos` (a modal region blocks everything drawn before it)."""
        for region in reversed(self.regions):
            if region.rect.collidepoint(pos):
                return region
            if region.modal:
                return region
        return None

    def translate(self, event: pygame.event.Event, keymap: dict[int, Intent] | None = None) -> list[Intent]:
        """The intents one event means (usually none or one)."""
        keys = DEFAULT_KEYS if keymap is None else keymap
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT:
                return [Intent(CYCLE_OPTION, -1)]
            intent = keys.get(event.key)
            return [intent] if intent is not None else []
        if event.type == pygame.MOUSEMOTION:
            self.mouse_pos = event.pos
            region = self.hit(event.pos)
            if region is not self.hovered:
                self.hovered = region
                return [Intent(HOVER, region.hover if region else None)]
            return []
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse_pos = event.pos
            self._pressed = self.hit(event.pos)
            return []
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.mouse_pos = event.pos
            region = self.hit(event.pos)
            pressed, self._pressed = self._pressed, None
            # A click is a press and a release on the same region (dragging off cancels, as on buttons).
            if region is not None and region.intent is not None and (pressed is None or pressed.rect == region.rect):
                return [region.intent]
            return []
        if event.type == pygame.MOUSEWHEEL:
            return [Intent(SCROLL, -1 if event.y > 0 else 1)]
        return []

    def refresh_hover(self) -> Intent | None:
        """After a redraw moved the regions: re-test the pointer so hover stays true."""
        region = self.hit(self.mouse_pos) if self.mouse_pos[0] >= 0 else None
        if region is not None and self.hovered is not None and region.rect == self.hovered.rect \
                and region.hover == self.hovered.hover:
            self.hovered = region
            return None
        if region is self.hovered:
            return None
        self.hovered = region
        return Intent(HOVER, region.hover if region else None)

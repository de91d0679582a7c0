"""What the online screens share: the network backend they use, text fields, and a sheet with a title,
a form and a line for what went wrong.

The backend is `scopa_desktop.net` (start_host, TableClient, the LAN browser); a test gives another with
the same names.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from ....seat import clean_name
from ... import input as inp
from ... import theme
from ...form_scene import FormScene
from ...text import tr
from ...widgets import FORM_KEYS
from .common_draw import draw_error

LEAVE_FIELD_KEYS = (pygame.K_ESCAPE, pygame.K_TAB, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_UP, pygame.K_DOWN)


def net_backend() -> Any:
    """The real network package (imported when an online screen first opens)."""
    from .... import net

    return net


class TextField:
    """One line of text typed in place (a name, an invitation); `limit` characters at most."""

    def __init__(self, key: str, value: str = "", limit: int = 24, clean=clean_name) -> None:
        self.key = key
        self.value = value
        self.limit = limit
        self.clean = clean

    def type(self, event: pygame.event.Event) -> bool:
        """Apply a key press; True when it changed or belonged to the text."""
        if event.key == pygame.K_BACKSPACE:
            self.value = self.value[:-1]
            return True
        if event.unicode and event.unicode.isprintable():
            self.value = self.clean(self.value + event.unicode)[: self.limit]
            return True
        return False

    @staticmethod
    def text_size(box_h: int) -> int:
        """The text size (at 100%) in a field whose box is `box_h` tall."""
        return max(12, int(theme.unscaled(box_h) * 0.4))

    def _layout(self, width: int, size: int, label: str, placeholder: str) -> tuple[bool, list[str]]:
        """Whether the label goes above the box (it does not fit beside the text), and the placeholder's
        lines (wrapped when it does not fit its place in one)."""
        stacked = not theme.fits_whole(label, size, round(width * 0.4) - 14)
        room = width - 24 if stacked else width - round(width * 0.4) - 12
        shown = "" if self.value else placeholder
        lines = [shown] if not shown or theme.fits_whole(shown, size, room) else theme.wrap(shown, size, room)
        return stacked, lines

    def height(self, width: int, box_h: int, label: str, placeholder: str = "") -> int:
        """How tall the field is in `width`: one line `box_h` tall; the label above the box when it does not
        fit beside the text, and the placeholder's lines when it wraps (larger text)."""
        size = self.text_size(box_h)
        stacked, lines = self._layout(width, size, label, placeholder)
        box = max(box_h, len(lines) * (theme.line_h(size) + 2) + 10)
        return box + (theme.line_h(size) + 4 if stacked else 0)

    def draw(self, surface: pygame.Surface, ctl: inp.InputController, rect: pygame.Rect, label: str,
             focused: bool, placeholder: str = "", size: int | None = None) -> None:
        """The label and the text in a box (the caret shows when `focused`); in a rect taller than one line
        (see `height`), the label on a line above the box, and a long placeholder wrapped. `size`: the text
        size (by default from the rect's height)."""
        fs = size or self.text_size(rect.h)
        stacked, lines = self._layout(rect.w, fs, label, placeholder)
        box = pygame.Rect(rect.x, rect.y, rect.w, rect.h)
        if stacked:
            box.h -= theme.line_h(fs) + 4
            box.bottom = rect.bottom
            surface.blit(theme.fit_text(label, fs, rect.w - 24, theme.INK_DIM), (rect.x + 12, rect.y))
            x = box.x + 12
        else:
            lab = theme.fit_text(label, fs, round(rect.w * 0.4) - 14, theme.INK_DIM)
            surface.blit(lab, lab.get_rect(midleft=(rect.x + 12, box.centery)))
            x = rect.x + round(rect.w * 0.4)
        theme.panel(surface, box, radius=min(box.h, theme.grown(40)) // 3, fill=theme.FIELD)
        if self.value or focused:
            val = theme.fit_text(self.value + ("|" if focused else ""), fs, box.right - 12 - x, theme.GOLD, bold=True)
            surface.blit(val, val.get_rect(midleft=(x, box.centery)))
        else:
            y = box.centery - len(lines) * (theme.line_h(fs) + 2) // 2
            for line in lines:
                surf = theme.fit_text(line, fs, box.right - 12 - x, theme.INK_FAINT)
                surface.blit(surf, (x, y))
                y += theme.line_h(fs) + 2
        if focused:
            theme.focus_ring(surface, box, min(box.h, theme.grown(40)) // 3)
        ctl.add(rect, inp.Intent(inp.ACTION, ("field", self.key)), hover=("field", self.key))


class OnlineScreen(FormScene):
    """A form screen of the online flow; the focused text field (if any) takes the typing."""

    def __init__(self, app, backend: Any = None, **kw: Any) -> None:
        super().__init__(app)
        self._backend = backend
        self.fields: dict[str, TextField] = {}
        self.typing: str | None = None  # the key of the field being typed in
        self.error = ""

    @property
    def backend(self) -> Any:
        """The network package (or a test's stand-in), imported when first needed."""
        if self._backend is None:
            self._backend = net_backend()
        return self._backend

    @property
    def types_text(self) -> bool:  # type: ignore[override]
        return self.typing is not None

    def keymap(self):
        return FORM_KEYS

    def process_event(self, event: pygame.event.Event) -> None:
        field = self.fields.get(self.typing or "")
        if field is not None and event.type == pygame.KEYDOWN and event.key not in LEAVE_FIELD_KEYS \
                and field.type(event):
            self.invalidate()
            return
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.typing = None  # a click elsewhere leaves the field; a click on one gives it back
        super().process_event(event)

    def handle(self, intent: inp.Intent) -> None:
        if intent.kind == inp.ACTION and isinstance(intent.value, tuple) and intent.value[0] == "field":
            self.typing = intent.value[1]
            self.invalidate()
            return
        if self.typing is not None and intent.kind in (inp.CANCEL, inp.CONFIRM, inp.MOVE_FOCUS):
            self.typing = None  # Esc, Enter or Tab leaves the field first
            self.invalidate()
            if intent.kind != inp.MOVE_FOCUS:
                return
        super().handle(intent)

    def typed_name(self) -> str:
        """The name typed in the screen's name field (the default name when left empty)."""
        return self.fields["name"].value.strip() or tr("online.default_name")

    def open_lobby(self, make: Callable[[], Any], failure: str, push: bool = False) -> None:
        """Show the lobby of the table `make()` opens, joins or takes back (a NetLink, at once: the network
        answers there); `failure`, the key saying why when it cannot even start (a malformed address)."""
        try:
            link = make()
        except (OSError, ValueError, RuntimeError) as exc:
            self.fail(failure, reason=str(exc)[:160] or type(exc).__name__)
            return
        (self.app.push if push else self.app.replace)("online_lobby", link=link)

    def handle_form(self, intent: inp.Intent) -> None:
        """The screen's buttons: Back, and each of `actions` (a row's key -> what it does)."""
        result = self.form.handle(intent)
        if result == ("action", "back"):
            self.back()
        elif result and result[0] == "action" and result[1] in self.actions:
            self.actions[result[1]]()
        self.invalidate()

    @property
    def actions(self) -> dict[str, Callable[[], None]]:
        return {}

    def fail(self, key: str, **params: Any) -> None:
        """Say what went wrong (a translated key), on the sheet, until the next try."""
        self.error = tr(key, **params)
        self.invalidate()

    def draw_error(self, surface: pygame.Surface, rect: pygame.Rect, u: float) -> None:
        draw_error(surface, rect, self.error, u)

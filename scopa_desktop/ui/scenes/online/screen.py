"""What the online screens share: the network backend they use, text fields, and a sheet with a title,
a form and a line for what went wrong.

The backend is `scopa_desktop.net` (start_host, TableClient, the LAN browser); a test gives another with
the same names.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from ....storage import clean_name
from ... import input as inp
from ... import theme
from ...form_scene import FormScene
from ...text import tr
from ...text_edit import Cursor, highlight
from ...walk import RegionWalk, draw_ring
from ...widgets import FORM_KEYS
from .common_draw import draw_error

WALK_ON = inp.Intent(inp.ACTION, "walk")
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
        self.cursor = Cursor()

    def type(self, event: pygame.event.Event) -> bool:
        """Apply a key press; True when it changed or belonged to the text."""
        typed = self.cursor.type(self.key, self.value, event, lambda s: self.clean(s)[: self.limit])
        if typed is None:
            return False
        self.value = typed
        return True

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
             focused: bool, placeholder: str = "", size: int | None = None, centred: bool = False) -> None:
        """The label and the text in a box (the caret shows when `focused`, where typing goes); in a rect taller
        than one line (see `height`), the label on a line above the box, and a long placeholder wrapped. `size`:
        the text size (by default from the rect's height); `centred`: the value in the middle of its room, as
        the rows of a form around it centre theirs."""
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
            shown = self.cursor.shown(self.key, self.value, focused)
            val = theme.fit_text(shown, fs, box.right - 12 - x, theme.GOLD, bold=True)
            place = val.get_rect(center=((x + box.right - 12) // 2, box.centery)) if centred else \
                val.get_rect(midleft=(x, box.centery))
            if focused and self.cursor.is_selected(self.key):
                highlight(surface, place)
            surface.blit(val, place)
        else:
            y = box.centery - len(lines) * (theme.line_h(fs) + 2) // 2
            for line in lines:
                surf = theme.fit_text(line, fs, box.right - 12 - x, theme.INK_FAINT)
                surface.blit(surf, (x, y))
                y += theme.line_h(fs) + 2
        if focused:
            theme.focus_ring(surface, box, min(box.h, theme.grown(40)) // 3)
        ctl.add(rect, inp.Intent(inp.ACTION, ("field", self.key)), hover=("field", self.key),
                label=tr("speech.edit_field", label=label, value=self.value or placeholder))


class OnlineScreen(FormScene):
    """A form screen of the online flow; the focused text field (if any) takes the typing."""

    def __init__(self, app, backend: Any = None, **kw: Any) -> None:
        super().__init__(app)
        self._backend = backend
        self.fields: dict[str, TextField] = {}
        self.typing: str | None = None  # the key of the field being typed in
        self.walk = RegionWalk(app.input)  # Tab reaches every control drawn: lists, fields, chat phrases
        self.error = ""
        # A table asked for and not sat at yet: this screen stays (saying so) until the server seats us, then
        # the lobby shows; a refusal is said here, where the player was, and nothing else changes.
        self.pending: Any = None
        self._pending_push = False

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
        return {**FORM_KEYS, pygame.K_TAB: WALK_ON}

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
        if self.typing is None and self._walked(intent):
            return
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

    def _walked(self, intent: inp.Intent) -> bool:
        """Tab and Shift+Tab step through every control; Enter on one does what a click does; the arrows
        give the focus back to the form. True when the intent was the walk's."""
        if intent == WALK_ON or intent == inp.Intent(inp.CYCLE_OPTION, -1):
            region = self.walk.step(+1 if intent == WALK_ON else -1)
            hover = region.hover if region is not None else None
            if isinstance(hover, tuple) and hover[0] in ("button", "row") and self.form is not None \
                    and self.form.find(str(hover[1])) is not None:
                self.form.focus_on(str(hover[1]))  # a form's row: its own focus follows
            self.invalidate()
            return True
        if intent.kind == inp.MOVE_FOCUS:
            self.walk.clear()
        elif intent.kind == inp.CONFIRM and self.walk.current() is not None:
            target = self.walk.current().intent
            if not (target.kind == inp.ACTION and self.form is not None and self.form.find(str(target.value))):
                self.handle(target)  # not a form row (those Enter reaches through the form): a click on it
                return True
        return False

    def draw_walk(self, surface: pygame.Surface) -> None:
        """The walked control's ring (the App draws it over the screen)."""
        draw_ring(surface, self.walk)

    def typed_name(self) -> str:
        """The name typed in the screen's name field (the default name when left empty)."""
        return self.fields["name"].value.strip() or tr("online.default_name")

    def open_lobby(self, make: Callable[[], Any], failure: str, push: bool = False) -> None:
        """Ask for the table `make()` opens, joins or takes back (a NetLink, at once; the network answers
        later): its lobby shows once the server seats us, a refusal stays on this screen (`refused`).
        `failure`, the key saying why when it cannot even start (a malformed address)."""
        if self.pending is not None:
            return  # one table at a time: the answer to the last request is still coming
        try:
            link = make()
        except (OSError, ValueError, RuntimeError) as exc:
            self.fail(failure, reason=str(exc)[:160] or type(exc).__name__)
            return
        self.pending, self._pending_push, self.error = link, push, ""
        self.invalidate()

    def update(self, dt: float) -> None:
        self.follow_pending()

    def follow_pending(self) -> None:
        """Read the server's answer to the table asked for: seated, on to its lobby; refused or unreachable,
        say why here."""
        link = self.pending
        if link is None:
            return
        if link.pump():
            self.invalidate()
        if link.my_seat is not None:
            self.pending = None
            (self.app.push if self._pending_push else self.app.replace)("online_lobby", link=link)
        elif link.error or link.disconnected:
            self.pending = None
            self.refused(link, link.error or tr("online.lost_connection"))

    def refused(self, link: Any, reason: str) -> None:
        """The table asked for was refused (full, gone, the server unreachable): the reason is this screen's
        message; the connection closes (a screen that lent its own client takes it back instead)."""
        link.close()
        self.error = reason
        self.invalidate()

    def cancel_pending(self) -> bool:
        """Stop waiting for the table asked for (Back while it is coming); True when there was one."""
        if self.pending is None:
            return False
        self.pending.close()
        self.pending = None
        self.invalidate()
        return True

    def shutdown(self) -> None:
        super().shutdown()
        self.cancel_pending()

    def back(self) -> None:
        """Esc or Back: while a table is coming, stop waiting for it (and stay); else leave the screen."""
        if not self.cancel_pending():
            super().back()

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
        if self.pending is not None:  # the request is on its way: say so where the answer will show
            draw_error(surface, rect, tr("online.asking_table"), u, theme.GOLD)
            return
        draw_error(surface, rect, self.error, u)

"""The one place that speaks the keyboard focus: after every tick it asks the scene on top what it is and
what has the focus, and says what changed. No screen calls it; a screen is read through its form, or through
a describer in `screens` that reads what the scene already holds.

- A new screen on top: its name, what it shows, then its focus (cutting what was being said).
- The focus moved, or the focused choice changed its value: the focus.
- Lines the screen shows that were not there before (a seat taken in a lobby, a move's grade): those lines.
- A message shown in a toast (a hint, points a variant awards, a chat phrase): its words, once.
"""

from __future__ import annotations

from typing import Any

from .announcer import Announcer
from .describe import form_focus, screen_name
from .screens import FOCUS, SCREENS
from .table_talk import table_of

# Toasts the table's own speech already tells (a scopa, the settebello...): not said twice.
TOLD_BY_THE_TABLE = {"scopa", "settebello", "primiera", "ultima_presa", "tocca_a_te"}


def focus_of(scene: Any, full: bool) -> str | None:
    describe = FOCUS.get(scene.name)
    if describe is not None:
        return describe(scene, full)
    return form_focus(scene, full)


def screen_lines(scene: Any, full: bool) -> list[str]:
    describe = SCREENS.get(scene.name)
    return [line for line in (describe(scene, full) if describe is not None else []) if line]


class FocusListener:
    def __init__(self, app: Any, announcer: Announcer, full: Any) -> None:
        self.app = app
        self.announcer = announcer
        self.say = announcer.say
        self.full = full
        self.scene: Any = None
        self.focus: str | None = None
        self.lines: list[str] = []
        self.toasts_said: list[Any] = []
        self.introduced: list[Any] = []  # screens named already: back on top, only their focus is said
        self.left: dict[int, list[str]] = {}  # the lines of each screen covered by another, when it was

    def update(self) -> None:
        top = self.app.stack.top
        if top is None:
            return
        full = self.full()
        focus = focus_of(top, full)
        lines = screen_lines(top, full)
        if top is not self.scene:
            if self.scene is not None:
                self.left[id(self.scene)] = self.lines
            self.scene, self.focus, self.lines = top, focus, lines
            self.introduced = [s for s in self.introduced if s in self.app.stack.scenes]
            if any(top is s for s in self.introduced):  # back on top: what changed meanwhile, and the focus
                before = self.left.get(id(top), [])
                self.say(" ".join([*(line for line in lines if line not in before), focus or ""]), interrupt=True)
            else:
                self.introduced.append(top)
                self.say(" ".join([screen_name(top), *lines, focus or ""]), interrupt=True)
            self.left = {k: v for k, v in self.left.items() if any(id(s) == k for s in self.introduced)}
        else:
            new = [line for line in lines if line not in self.lines]
            self.lines = lines
            if new:
                self.say(" ".join(new))
            if focus != self.focus:
                self.focus = focus
                if focus:
                    self.say(focus, interrupt=True)
        self._toasts()

    def _toasts(self) -> None:
        overlay = self.app.overlay
        toast = overlay.toasts[0] if overlay.toasts else None
        if toast is None or toast.age < 0 or any(toast is said for said in self.toasts_said):
            return
        self.toasts_said = [*self.toasts_said[-7:], toast]
        if toast.phrase in TOLD_BY_THE_TABLE and table_of(self.app) is not None:
            return
        if toast.line and any(toast.line == said.text for said in self.recent()):
            return  # said already (how speech stands, at start)
        self.say(f"{toast.title.split('  ·  ')[0]}. {toast.line}".strip(" ."))

    def recent(self) -> list[Any]:
        return self.announcer.kept[-5:]

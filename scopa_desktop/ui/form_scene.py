"""`FormScene`: the base of the screens that Back leaves (setup, settings, names, glossary, history, rules).

Each of them started `handle` with the same lines: Esc or the Back button pops the screen, then a form or
a list takes the rest. Here that is said once:

    @register("glossary")
    class GlossaryScene(FormScene):
        def handle_form(self, intent): ...      # everything that is not "back"

    class NamesScene(FormScene):
        def on_back(self): self.save()          # what leaving keeps
"""

from __future__ import annotations

from . import input as inp
from .scene import Scene

BACK = inp.Intent(inp.ACTION, "back")


class FormScene(Scene):
    """A screen that `back` leaves: `on_back`, then the scene is popped."""

    def handle(self, intent: inp.Intent) -> None:
        if self.is_back(intent):
            self.back()
            return
        self.handle_form(intent)

    def is_back(self, intent: inp.Intent) -> bool:
        """Esc and the Back button (a screen may add more, e.g. Enter on a page with nothing to choose)."""
        return intent.kind == inp.CANCEL or intent == BACK

    def back(self) -> None:
        """Leave the screen (also for a form's own Back row)."""
        self.on_back()
        self.app.pop()

    def on_back(self) -> None:
        """What leaving keeps (override; by default nothing: the screens save as they change)."""

    def handle_form(self, intent: inp.Intent) -> None:
        """React to an intent that is not "back" (override)."""

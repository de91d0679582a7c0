"""Every scene, registered by name on import (see ui.scene.register)."""

from . import match_end, menu, pause, rules, scoring, settings, setup, table

__all__ = ["match_end", "menu", "pause", "rules", "scoring", "settings", "setup", "table"]

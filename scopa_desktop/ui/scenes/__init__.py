"""The scenes, registered by name (see ui.scene.register) and imported only when first shown, so the
main menu's first frame does not wait for the table, the bots and the scoring to load.

A new scene: a module here with `@register("name")`; `load("name")` finds it by module name, or by
scanning the package when the scene name and the module name differ.
"""

from __future__ import annotations

import contextlib
import importlib
import pkgutil

from ..scene import SCENES


def load(name: str) -> None:
    """Import the module that registers scene `name`."""
    if name in SCENES:
        return
    with contextlib.suppress(ModuleNotFoundError):
        importlib.import_module(f"{__name__}.{name}")
    if name not in SCENES:
        for info in pkgutil.iter_modules(__path__):
            importlib.import_module(f"{__name__}.{info.name}")
    if name not in SCENES:
        raise KeyError(f"no scene named {name!r}; scenes: {', '.join(sorted(SCENES))}")

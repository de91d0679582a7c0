"""The examples in the engine's docstrings run as tests: every module of scopa_desktop/engine."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import scopa_desktop.engine as engine

MODULES = sorted(info.name for info in pkgutil.iter_modules(engine.__path__))
# Where the public API lives: each of these carries examples.
WITH_EXAMPLES = {"cards", "rules", "captures", "legal", "moves", "deal", "game", "match", "notation", "scoring"}


@pytest.mark.parametrize("name", MODULES)
def test_the_docstring_examples_hold(name):
    module = importlib.import_module(f"scopa_desktop.engine.{name}")
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
    assert result.attempted > 0 or name not in WITH_EXAMPLES

"""The project's own docs stay true: their examples run, and the README points only at files that exist."""

from __future__ import annotations

import re
from pathlib import Path

from scopa_desktop.engine import Game, Rules

ROOT = Path(__file__).resolve().parent.parent


def test_the_notation_example_in_the_engine_docs_round_trips():
    doc = (ROOT / "docs" / "ENGINE_API.md").read_text(encoding="utf-8")
    examples = [line for line in doc.splitlines() if line.split(" ")[0] in Rules.presets() and "/" in line]
    assert examples
    for line in examples:
        assert Game.parse(line).notation() == line


def test_the_readme_and_docs_link_only_to_files_in_the_project():
    for doc in [ROOT / "README.md", *(ROOT / "docs").glob("*.md")]:
        text = doc.read_text(encoding="utf-8")
        assert "shared/" not in text, f"{doc.name} points at a folder players do not have"
        for target in re.findall(r"\]\(([^)#]+)\)", text):
            if "://" not in target:
                assert (doc.parent / target).exists(), f"{doc.name} links to {target}, which is missing"

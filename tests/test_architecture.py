"""The shape of the code base, checked: small modules, no import cycle, each package entered by its door.

Read from the source with `ast` (nothing is imported), so a broken rule names the file and the line.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "scopa_desktop"
MAX_LINES = 400
# Packages whose insides are their own: code elsewhere in the game imports only the package itself.
DOORED = ("engine", "bots", "storage", "i18n", "net", "review")
# What the engine may import besides itself: the standard library's pure parts only.
ENGINE_FORBIDDEN = ("pygame", "yaml", "platformdirs", "os", "pathlib", "io", "shutil", "socket", "threading")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def _type_checking_nodes(tree: ast.AST) -> set[int]:
    """Imports under `if TYPE_CHECKING:` are for the type checker only: they are not dependencies."""
    skip: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            skip.update(id(inner) for inner in ast.walk(node))
    return skip


def imports(path: Path) -> list[tuple[int, str]]:
    """(line, absolute module name) of every import in `path`, at module level or inside a function."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = _type_checking_nodes(tree)
    here = module_name(path).split(".") if path.name == "__init__.py" else module_name(path).split(".")[:-1]
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = here[: len(here) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            for alias in node.names:
                # `from . import x` names a module when x is one, else a name inside the package.
                sub = f"{target}.{alias.name}"
                found.append((node.lineno, sub if sub in MODULES else target))
    return found


def internal_graph() -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {name: set() for name in MODULES}
    for name, path in MODULES.items():
        for _, target in imports(path):
            if target in MODULES and target != name:
                graph[name].add(target)
    return graph


def strongly_connected(graph: dict[str, set[str]]) -> list[list[str]]:
    """Tarjan's algorithm, iteratively: the groups of modules that import each other in a ring."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    rings: list[list[str]] = []
    counter = 0
    for start in graph:
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                ring = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    ring.append(member)
                    if member == node:
                        break
                if len(ring) > 1:
                    rings.append(sorted(ring))
    return rings


def test_the_cycle_finder_finds_a_ring():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert strongly_connected(graph) == [["a", "b", "c"]]
    assert strongly_connected({"a": {"b"}, "b": set()}) == []


@pytest.mark.parametrize("name", sorted(MODULES))
def test_no_module_is_over_the_limit(name):
    lines = MODULES[name].read_text(encoding="utf-8").count("\n")
    assert lines <= MAX_LINES, f"{MODULES[name].relative_to(ROOT)} has {lines} lines (at most {MAX_LINES})"


def test_the_import_graph_has_no_cycle():
    assert strongly_connected(internal_graph()) == []


def _package_of(module: str) -> str | None:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 and parts[1] in DOORED else None


def test_packages_are_entered_by_their_door():
    """Outside a package, `scopa_desktop.engine` (its __init__) yes; `scopa_desktop.engine.game` no."""
    wrong = []
    for name, path in MODULES.items():
        for line, target in imports(path):
            package = _package_of(target)
            if package and target != f"scopa_desktop.{package}" and _package_of(name) != package:
                wrong.append(f"{path.relative_to(ROOT)}:{line} imports {target}")
    assert wrong == []


def test_tests_and_scripts_use_the_engine_door():
    wrong = []
    for path in sorted([*(ROOT / "tests").glob("*.py"), *(ROOT / "scripts").rglob("*.py")]):
        for line, target in imports(path):
            if target.startswith("scopa_desktop.engine."):
                wrong.append(f"{path.relative_to(ROOT)}:{line} imports {target}")
    assert wrong == []


def test_the_engine_is_pure():
    wrong = []
    for name, path in MODULES.items():
        if not name.startswith("scopa_desktop.engine"):
            continue
        for line, target in imports(path):
            outside = target.startswith("scopa_desktop.") and not target.startswith("scopa_desktop.engine")
            if outside or target.split(".")[0] in ENGINE_FORBIDDEN:
                wrong.append(f"{path.relative_to(ROOT)}:{line} imports {target}")
    assert wrong == []


def test_bots_storage_and_i18n_never_import_the_ui():
    wrong = []
    for name, path in MODULES.items():
        if _package_of(name) in ("bots", "storage", "i18n") or name.startswith("scopa_desktop.engine"):
            for line, target in imports(path):
                if target.startswith("scopa_desktop.ui") or target.split(".")[0] == "pygame":
                    wrong.append(f"{path.relative_to(ROOT)}:{line} imports {target}")
    assert wrong == []

"""docs/architecture.md, "What may import what": one test per line of the import table, and no
import cycle anywhere (issue 26)."""

import ast
import pathlib
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
STDLIB = set(sys.stdlib_module_names) | {"__future__"}

# package -> top-level modules it may import besides the standard library
ALLOWED = {
    "rules": {"rules"},
    "locales": {"locales", "rules", "fluent"},
    "images": {"images", "rules", "locales", "PIL", "fontpkg_noto_sans"},
    "storage": {"storage", "rules", "aiosqlite", "asyncpg"},  # asyncpg: the PostgreSQL backend (issue 16)
    # openskill: ratings (issue 18); prometheus_client: the metrics (issue 32, host/metrics.py)
    "host": {"host", "rules", "storage", "images", "locales", "openskill", "prometheus_client"},
}


def imported_modules(path: pathlib.Path) -> set[str]:
    tree = ast.parse(path.read_text(), filename=str(path))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module.split(".")[0])
    return found


def violations(package: str, allowed: set[str]) -> list[str]:
    bad = []
    for path in sorted((ROOT / package).rglob("*.py")):
        for module in sorted(imported_modules(path) - STDLIB - allowed):
            bad.append(f"{path.relative_to(ROOT)} imports {module}")
    return bad


@pytest.mark.parametrize("package", sorted(ALLOWED))
def test_package_imports_only_what_design_allows(package):
    assert violations(package, ALLOWED[package]) == []


def test_checker_catches_a_forbidden_import(tmp_path, monkeypatch):
    """The walker itself works: a rules module importing discord is reported."""
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "bad.py").write_text("import json\nfrom discord import ui\n")
    monkeypatch.setattr(sys.modules[__name__], "ROOT", tmp_path)
    assert violations("rules", ALLOWED["rules"]) == ["rules/bad.py imports discord"]


def test_only_cogs_and_bot_import_discord():
    offenders = [
        str(path.relative_to(ROOT))
        for path in ROOT.glob("*/**/*.py")
        if path.parts[len(ROOT.parts)] not in {"cogs", "tests", ".venv", "benchmarks"}
        and "discord" in imported_modules(path)
    ]
    assert offenders == []


# --- import cycles ------------------------------------------------------------------------

PROJECT = ("rules", "locales", "images", "storage", "host", "cogs", "bot")
"""The project's packages and bot.py: the modules whose imports form the graph below."""


def module_files(root: pathlib.Path, top: tuple[str, ...] = PROJECT) -> dict[str, pathlib.Path]:
    """Dotted module name -> file, for every module of the project (a package by its
    ``__init__.py``)."""
    found = {}
    for name in top:
        if (root / f"{name}.py").is_file():
            found[name] = root / f"{name}.py"
        for path in sorted((root / name).rglob("*.py")) if (root / name).is_dir() else ():
            parts = path.relative_to(root).with_suffix("").parts
            found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def import_graph(root: pathlib.Path, top: tuple[str, ...] = PROJECT) -> dict[str, set[str]]:
    """Module -> the project modules it imports, anywhere in its file: module level, inside
    functions and under ``if TYPE_CHECKING`` alike (a local import is still a dependency).
    ``from package import name`` counts as importing the submodule when ``name`` is one, else
    the package itself."""
    files = module_files(root, top)
    graph: dict[str, set[str]] = {}
    for module, path in files.items():
        is_package = path.name == "__init__.py"
        targets: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
            if isinstance(node, ast.Import):
                targets.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                if node.level:  # relative: from the module's own package, one level up per extra dot
                    package = module.split(".")[: len(module.split(".")) - node.level + is_package]
                    base = ".".join([*package, *([node.module] if node.module else [])])
                else:
                    base = node.module or ""
                for alias in node.names:
                    targets.add(f"{base}.{alias.name}" if f"{base}.{alias.name}" in files else base)
        graph[module] = {target for target in targets if target in files and target != module}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The import cycles of ``graph``: its strongly connected components of more than one
    module (Tarjan's algorithm, iterative), each sorted, the list sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, successors = work[-1]
            successor = next(successors, None)
            if successor is not None:
                if successor not in index:
                    index[successor] = low[successor] = len(index)
                    stack.append(successor)
                    on_stack.add(successor)
                    work.append((successor, iter(sorted(graph.get(successor, ())))))
                elif successor in on_stack:
                    low[node] = min(low[node], index[successor])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return sorted(found)


def test_no_import_cycle_anywhere():
    """Issue 26: no two project modules depend on each other, even through a function-local
    import. Each cycle is named by its modules."""
    assert cycles(import_graph(ROOT)) == []


def test_cycle_checker_reports_a_cycle_through_a_local_import(tmp_path):
    """The checker itself works: a three-module cycle closed by an import inside a function,
    with a relative import on the way, is reported; the module outside it is not."""
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "__init__.py").write_text("")
    (tmp_path / "pkg" / "a.py").write_text("from pkg import b\n")
    (tmp_path / "pkg" / "b.py").write_text("from .c import thing\n")
    (tmp_path / "pkg" / "c.py").write_text("import json\n\ndef thing():\n    import pkg.a\n")
    (tmp_path / "pkg" / "d.py").write_text("from pkg.a import x\n")
    (tmp_path / "main.py").write_text("from pkg import d\n")
    graph = import_graph(tmp_path, ("pkg", "main"))
    assert graph["pkg.c"] == {"pkg.a"}
    assert cycles(graph) == [["pkg.a", "pkg.b", "pkg.c"]]

"""DESIGN.md, "What may import what": one test per line of the import table."""

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
    "host": {"host", "rules", "storage", "images", "locales", "openskill"},  # openskill: ratings (issue 18)
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

"""The repository stands alone (issue 14): every rule ID cited anywhere (code, tests, catalogs,
docs) is defined in docs/rules/<game>.md, no file points outside the repository, and every
relative link of a markdown file leads to a file that exists."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RULES = ROOT / "docs" / "rules"
GAME_OF_PREFIX = {"S": "saboteur", "K": "kompass", "A": "alethiometer"}
TEXT_SUFFIXES = {".py", ".md", ".ftl", ".sh", ".toml", ".txt", ".sql", ".cfg", ".example"}
# This file names unknown IDs and outside paths on purpose (to prove the checks catch them).
THIS_FILE = Path(__file__).resolve()

# S-6.3, K-7, A-GAP-20, K-DEC-3, S-TYPO-10; in test names A_12_3, A_GAP_21, A_DEC_9.
CITED = re.compile(r"(?<![\w-])([SKA])-(?:(GAP|DEC|TYPO)-(\d+)|(\d+)(?:\.(\d+))?)(?![\w-]|\.\d)")
CITED_IN_NAME = re.compile(r"(?:(?<=_)|^)([SKA])_(?:(GAP|DEC|TYPO)_(\d+)|(\d+)_(\d+))(?![0-9])")
# Where an ID is defined: a "## S-6 ..." heading or a list item opening with "**S-6.3**".
DEFINED = re.compile(r"^(?:## ([SKA]-\d+) |\s*- \*\*([SKA]-(?:(?:GAP|DEC|TYPO)-\d+|\d+\.\d+))\b)", re.M)


def project_files():
    for path in sorted(ROOT.rglob("*")):
        relative = path.relative_to(ROOT)
        if any(
            part.startswith(".") or part.endswith(".egg-info") or part in ("__pycache__", "demo_output")
            for part in relative.parts[:-1]
        ):
            continue
        if (
            path.is_file()
            and (path.suffix in TEXT_SUFFIXES or path.name.startswith(".env"))
            and path.resolve() != THIS_FILE
        ):
            yield path


def cited_ids(text):
    """Every rule ID the text cites, as written in the rules reference (A_GAP_21 -> A-GAP-21)."""
    found = set()
    for pattern in (CITED, CITED_IN_NAME):
        for prefix, kind, number, section, item in pattern.findall(text):
            if kind:
                found.add(f"{prefix}-{kind}-{number}")
            else:
                found.add(f"{prefix}-{section}.{item}" if item else f"{prefix}-{section}")
    return found


def defined_ids():
    """Rule IDs defined per prefix by docs/rules/<game>.md."""
    return {
        prefix: {a or b for a, b in DEFINED.findall((RULES / f"{game}.md").read_text())}
        for prefix, game in GAME_OF_PREFIX.items()
    }


def unknown_ids(texts, defined):
    """{ID: [where it is cited]} for every cited ID its game's reference does not define."""
    unknown = {}
    for where, text in texts:
        for rule_id in cited_ids(text):
            if rule_id not in defined[rule_id[0]]:
                unknown.setdefault(rule_id, []).append(where)
    return unknown


def test_every_cited_rule_id_is_defined_in_the_rules_reference():
    texts = [(str(path.relative_to(ROOT)), path.read_text()) for path in project_files()]
    assert unknown_ids(texts, defined_ids()) == {}


def test_the_rules_references_define_their_ids():
    """Each reference defines its sections, items, gaps, decisions and notes (S-6.3, S-GAP-6,
    S-DEC-2, K-16, K-DEC-3, A-12.6, A-DEC-16, A-TYPO-4 are known to the engine's tests)."""
    defined = defined_ids()
    for rule_id in ("S-6", "S-6.3", "S-GAP-6", "S-GAP-27", "S-DEC-2", "S-TYPO-10"):
        assert rule_id in defined["S"]
    for rule_id in ("K-16", "K-7.2", "K-GAP-34", "K-DEC-3", "K-TYPO-14"):
        assert rule_id in defined["K"]
    for rule_id in ("A-12.6", "A-GAP-20", "A-DEC-16", "A-TYPO-4"):
        assert rule_id in defined["A"]
    assert len(defined["S"]) > 150 and len(defined["K"]) > 180 and len(defined["A"]) > 190


def test_the_checker_reports_an_id_that_no_reference_defines():
    texts = [
        ("rules/x.py", "# S-6.3 and S-GAP-99 (a gap that does not exist), K-DEC-3"),
        ("tests/test_x.py", "def test_dust_A_DEC_16_and_A_GAP_77(): ...\ndef test_K_99_1(): ..."),
        ("docs/x.md", "see A-12.6 and A-99, S-TYPO-404"),
    ]
    assert unknown_ids(texts, defined_ids()) == {
        "S-GAP-99": ["rules/x.py"],
        "A-GAP-77": ["tests/test_x.py"],
        "K-99.1": ["tests/test_x.py"],
        "A-99": ["docs/x.md"],
        "S-TYPO-404": ["docs/x.md"],
    }


def test_cited_ids_reads_both_spellings_and_ignores_lookalikes():
    assert cited_ids("S-4.3 to S-4.10, (K-GAP-9), A-DEC-3/5/6.") == {"S-4.3", "S-4.10", "K-GAP-9", "A-DEC-3"}
    assert cited_ids("test_tile_A_13_8_A_13_9 and test_secret_A_DEC_10_A_5_3") == {
        "A-13.8",
        "A-13.9",
        "A-DEC-10",
        "A-5.3",
    }
    assert cited_ids("UTF-8, X-1.2, sha-256, BASE_S_1, AS-1") == set()


OUTSIDE = re.compile(r"\.\./shared|/work/")


def test_no_file_points_outside_the_repository():
    """A clone holds everything its files refer to: no ../shared/..., no absolute /work/ path."""
    outside = [str(path.relative_to(ROOT)) for path in project_files() if OUTSIDE.search(path.read_text())]
    assert outside == []


def test_the_outside_check_catches_a_path_out_of_the_repository():
    assert OUTSIDE.search("see ../shared/DESIGN.md") and OUTSIDE.search("cd /work/main")
    assert not OUTSIDE.search("see docs/architecture.md and ../rules/kompass.md")


MARKDOWN_LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")


def anchors(markdown: str) -> set[str]:
    """The anchors of a markdown file's headings, as GitHub makes them."""
    headings = re.findall(r"^#+ (.+)$", markdown, re.M)
    return {re.sub(r"[^\w\- ]", "", heading.lower()).replace(" ", "-") for heading in headings}


def leads_somewhere(path: Path, target: str) -> bool:
    """Whether a relative link of ``path`` names a file or folder of the repository, and its
    "#anchor", if any, a heading of that file (or of ``path`` itself)."""
    file, _, anchor = target.partition("#")
    resolved = (path.parent / file).resolve() if file else path
    if not resolved.exists() or not resolved.is_relative_to(ROOT):
        return False
    return not anchor or (resolved.is_file() and anchor in anchors(resolved.read_text()))


def test_every_relative_markdown_link_leads_to_a_file_and_heading_of_the_repository():
    broken = []
    for path in project_files():
        if path.suffix != ".md":
            continue
        for target in MARKDOWN_LINK.findall(path.read_text()):
            if re.match(r"[a-z]+:", target):
                continue
            if not leads_somewhere(path, target):
                broken.append(f"{path.relative_to(ROOT)}: {target}")
    assert broken == []


def test_the_link_check_catches_a_missing_file_or_heading():
    readme = ROOT / "README.md"
    assert leads_somewhere(readme, "docs/benchmarks.md#pictures-bench_images")
    assert not leads_somewhere(readme, "docs/no-such-page.md")
    assert not leads_somewhere(readme, "docs/benchmarks.md#no-such-heading")
    assert not leads_somewhere(readme, "../outside.md")
    assert anchors("## Der Goldene Kompass (`bench_kompass`, `tune_kompass`)\n# How the engine plays it") == {
        "der-goldene-kompass-bench_kompass-tune_kompass",
        "how-the-engine-plays-it",
    }

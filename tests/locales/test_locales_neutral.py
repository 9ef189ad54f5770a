"""Players are anyone: no line of any English catalog (every game, every area, comments
included) calls a player "he" or "she" (issue 15). Hungarian pronouns carry no gender."""

import re
from pathlib import Path

import locales

GENDERED = re.compile(r"\b(he|she|him|his|her|hers|himself|herself)\b", re.IGNORECASE)


def test_no_english_catalog_line_says_his_or_her():
    catalogs = sorted((Path(locales.__file__).parent / "en").glob("*.ftl"))
    assert catalogs
    found = [
        f"{catalog.name}:{number}: {line.strip()}"
        for catalog in catalogs
        for number, line in enumerate(catalog.read_text(encoding="utf-8").splitlines(), 1)
        if GENDERED.search(line)
    ]
    assert found == []

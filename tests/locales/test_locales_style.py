"""The catalogs stay free of the shapes a Hungarian editor flagged (issue 24): no article
guessed before a number or a title ("A #1 asztal", "A(z) Az arany iránytű"), no count right
after a name ("Gép 1 1 jelzőt"), no name parked after a colon ("tőle: X"), the Hungarian dash
and quotation marks, no ASCII arrow, no coordinate that reads as a decimal ("8,2"); the a/az
that replaces "A(z)" follows how a number is read aloud; and every game's log tells its moves
in the present ("Ann places", not "Ann placed")."""

from __future__ import annotations

import random
import re

import pytest

import locales
from cogs.parsing import parse_options
from rules import GAMES

NAMES = r"player|players|target|user|giver|receiver|thief|victim|source|other|finder|dealer|winners|previous"
NUMBERS = r"count|total|value|steps|left|number|gold|seconds|round|rounds|part|place|experience|tasks|seat"
STYLE = {
    # both locales
    "article before a number": (
        locales.LOCALES,
        re.compile(rf"(?<![\w$])[Aa]z? (?:#\{{|\{{ \$(?:{NUMBERS}|table) \}})"),
    ),
    "a(z) guessed instead of ARTICLE": (locales.LOCALES, re.compile(r"\b[Aa]\(z\)")),
    "a count right after a name": (
        locales.LOCALES,
        re.compile(rf"\{{ \$(?:{NAMES}) \}} (?:\d|\{{ \$(?:{NUMBERS}) \}})"),
    ),
    # "Bot -> Reset Token": an arrow the font has not (→) is said in words; a selector's -> is syntax
    "an ASCII arrow in the text": (locales.LOCALES, re.compile(r"\w ?-> ?\w")),
    # Hungarian
    "a name parked after a colon": (("hu",), re.compile(r"\b(?:tőle|neki|innen|tőlük|nekik): \{")),
    "a hyphen or an em dash used as a dash": (("hu",), re.compile(r" [-—] |—")),
    "straight quotation marks": (("hu",), re.compile(r"\"[^\"{}]+\"|'[^'{}]*\{ \$\w+ \}[^']*'")),
    # a "sor" is a run of consecutive values in Hungarian card games; equal cards are a kombináció
    "a set of equal cards called a sor": (("hu",), re.compile(r"kártyasor", re.IGNORECASE)),
    # "8,2" reads as eight point two: a cell is "(8; 2)" in text, "8; 2" on a free cell
    "a coordinate that reads as a decimal": (("hu",), re.compile(r"\{ \$x \} ?, ?\{ \$y \}")),
}
"""name -> (the locales it holds for, what it finds in a catalog line)."""

STRING_LITERAL = re.compile(r"\{\s*\"[^\"]*\"\s*\}")
"""Fluent's ``{" "}``: syntax, not text."""


def style_problems(locale: str, lines: list[str]) -> list[str]:
    """Every (rule, line) of ``lines`` (a catalog's lines) that breaks a rule of ``STYLE``."""
    found = []
    for line in lines:
        if line.lstrip().startswith("#"):
            continue
        text = STRING_LITERAL.sub("", line)
        found += [
            f"{name}: {line.strip()}"
            for name, (where, pattern) in STYLE.items()
            if locale in where and pattern.search(text)
        ]
    return found


def catalog_lines(locale: str) -> list[str]:
    return [
        line
        for path in sorted((locales.ROOT / locale).glob("*.ftl"))
        for line in path.read_text(encoding="utf-8").splitlines()
    ]


@pytest.mark.parametrize("locale", locales.LOCALES)
def test_the_catalogs_are_free_of_the_flagged_shapes(locale):
    assert style_problems(locale, catalog_lines(locale)) == []


BAD = {
    "article before a number": ("hu", "bot-table-opened = A #{ $table } asztal megnyílt itt: { $channel }."),
    "a(z) guessed instead of ARTICLE": (
        "hu",
        "core-player-count = A(z) { $game } { $minimum }–{ $maximum } játékosra való.",
    ),
    "a count right after a name": ("hu", "ale-log-place = { $player } { $count } szimbólumjelzőt tesz le."),
    "a name parked after a colon": (
        "hu",
        "ale-log-dust-from = { $player } elvesz egy Por-jelzőt tőle: { $source }.",
    ),
    "a hyphen or an em dash used as a dash": (
        "hu",
        "bot-stale-board = Ez a tábla már elavult — így áll most:",
    ),
    "straight quotation marks": ("hu", "ale-refuse-code = Ez nem Aletiométer-lépés: '{ $code }'."),
    "a set of equal cards called a sor": ("hu", "ale-cmd-set = kártyasor"),
    "an ASCII arrow in the text": (
        "en",
        "demo-token-howto = choose New Application, then Bot -> Reset Token.",
    ),
    "a coordinate that reads as a decimal": (
        "hu",
        "sab-map-read = { $player } megnézte a célkártyát: { $x },{ $y }.",
    ),
}


@pytest.mark.parametrize("rule", sorted(STYLE))
def test_each_rule_catches_its_bad_line(rule):
    locale, line = BAD[rule]
    assert style_problems(locale, [line]) == [f"{rule}: {line}"]


def test_the_rules_leave_fluent_syntax_and_comments_alone():
    lines = [
        'x = { $a }{ $b -> [0] {""} *[other] {" "}(y) }',
        "# A #{ $table } in a comment",
        "y = 23:00-08:00",
    ]
    assert style_problems("hu", lines) == []


@pytest.mark.parametrize(
    ("number", "article"),
    [
        (0, "a"), (1, "az"), (2, "a"), (5, "az"), (9, "a"), (10, "a"), (11, "a"), (15, "a"), (20, "a"),
        (50, "az"), (51, "az"), (59, "az"), (60, "a"), (100, "a"), (101, "a"), (150, "a"), (500, "az"),
        (555, "az"), (599, "az"), (600, "a"), (1000, "az"), (1234, "az"), (1999, "az"), (2000, "a"),
        (5000, "az"), (5999, "az"), (10_000, "a"), (50_000, "az"), (100_000, "a"), (500_000, "az"),
        (1_000_000, "az"), (2_000_000, "a"), (-1, "a"),
    ],
)  # fmt: skip
def test_the_article_follows_the_numbers_first_spoken_sound(number, article):
    """egy, öt, ötven, ötszáz, ezer, ötezer, egymillió begin with a vowel; két, tíz, száz do not."""
    assert locales.article(number) == article
    assert locales.article(f"#{number}") == article


@pytest.mark.parametrize(
    ("word", "article"), [("Oxford", "az"), ("Szabotőr", "a"), ("`igaz`", "az"), ("Úti cél", "az")]
)
def test_the_article_before_a_word_follows_its_first_letter(word, article):
    assert locales.article(word) == article


def test_table_one_five_and_twelve_take_the_right_article():
    opened = [locales.text("hu", "bot-table-opened", table=n, channel="#x") for n in (1, 5, 12, 1234)]
    assert opened == [
        "Az #1 asztal megnyílt itt: #x.",
        "Az #5 asztal megnyílt itt: #x.",
        "A #12 asztal megnyílt itt: #x.",
        "Az #1234 asztal megnyílt itt: #x.",
    ]


@pytest.mark.parametrize("locale", locales.LOCALES)
@pytest.mark.parametrize("table", [1234, 20_480, 1_000_000])
def test_a_table_number_is_an_identifier_never_grouped(locale, table):
    """Issue 34: the same digits in every message and language, whether the code passes an int
    or a str ("#1234", not "#1 234" or "#1,234"), as the player types it back."""
    ids = ("bot-table-opened", "bot-sit-not-member", "bot-history-no-table", "bot-replay-caption")
    for message_id in ids:
        said = {
            locales.text(locale, message_id, table=value, channel="#x", game="g")
            for value in (table, str(table))
        }
        assert len(said) == 1 and f"#{table}" in said.pop(), message_id


@pytest.mark.parametrize("locale", locales.LOCALES)
def test_every_yes_no_word_the_refusal_names_is_accepted(locale):
    """core-option-not-bool tells the player what to type; each word it names parses."""
    said = locales.text(locale, "core-option-not-bool", name="flag")
    words = [word for word in re.findall(r"`([^`]+)`", said) if word != "flag"]
    assert len(words) >= 6
    parsed = {word: parse_options(f"flag={word}")["flag"] for word in words}
    assert all(isinstance(value, bool) for value in parsed.values())
    assert set(parsed.values()) == {True, False}


def test_the_hungarian_yes_no_words_set_an_option():
    assert parse_options("loose_connection=igaz greedy_dwarf=nem pass_circuit=be") == {
        "loose_connection": True,
        "greedy_dwarf": False,
        "pass_circuit": True,
    }
    assert parse_options("a=hamis b=igen c=ki") == {"a": False, "b": True, "c": False}


PLAYERS = ("Ann", "Bob", "Cid", "Dee")
PAST_NARRATION = re.compile(
    rf"^(?:{'|'.join(PLAYERS)}) (?:has |have )?"
    r"(?:\w+ed|drew|drawn|took|taken|broke|chose|chosen|stole|stolen|gave|given|ran)\b"
)
"""A log line that tells a move in the past: "Ann placed", "Bob drew", "Cid has chosen"."""


def log_lines(game_id: str, seed: int = 5) -> list[str]:
    """Every log line of a seeded AI game for every viewer, and its turn posts' summaries, in English."""
    game, rng = GAMES[game_id], random.Random(seed)
    state, said = game.setup(len(PLAYERS), seed=seed), []
    while game.waiting_for(state):
        seat = game.waiting_for(state)[0]
        action = game.ai_action(game.view(state, seat), game.legal_actions(state, seat), rng)
        transition = game.apply(state, seat, action)
        for viewer in (None, *range(len(PLAYERS))):
            lines = [line for event in transition.events if (line := game.describe(event, viewer))]
            said += [*lines, *(game.summarize(lines) if viewer is None else ())]
        state = transition.state
    return [locales.render(line, "en", PLAYERS) for line in said]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_logs_narrate_in_the_present(game_id):
    """One tense in all three games (issue 24): "Ann places", "Bob draws", "Cid chooses"."""
    assert [line for line in log_lines(game_id) if PAST_NARRATION.search(line)] == []


def test_the_tense_check_catches_a_past_move():
    assert PAST_NARRATION.search("Ann placed a Crossroads at 2,0. Ann drew a card.")
    assert PAST_NARRATION.search("Bob has chosen an ally.")
    assert not PAST_NARRATION.search("Ann places a Crossroads at 2,0. Ann draws a card.")

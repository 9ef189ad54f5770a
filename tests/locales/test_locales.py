"""The catalogs (docs/architecture.md, "Words and languages"; issue "Every word in English and Hungarian"):
every message id the code can produce exists in every locale with the same variables, no
catalog id is unused, no English sentence is left in ``rules/``, and whole seeded AI games
render in every locale without a missing message, a missing variable or a fallback."""

from __future__ import annotations

import ast
import pathlib
import random
import re

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as fluent_ast
from fluent.syntax.visitor import Visitor

import locales
from rules import GAMES
from rules.core import Message, SeatRef, msg
from tests.support.games import SUPPORT

ROOT = pathlib.Path(__file__).resolve().parents[2]
CODE = ("rules", "host", "images", "cogs", "locales", "storage", "bot.py")
AREAS = ("core", "host", "bot", "cmd", "img", "demo", "sab", "kom", "ale")
MESSAGE_ID = re.compile(rf"(?:{'|'.join(AREAS)})-[a-z0-9]+(?:-[a-z0-9]+)*")


def code_files():
    for part in CODE:
        path = ROOT / part
        yield from [path] if path.suffix == ".py" else sorted(path.rglob("*.py"))


def string_literals(path: pathlib.Path):
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            yield node.value


def ids_in_code() -> set[str]:
    return {s for path in code_files() for s in string_literals(path) if MESSAGE_ID.fullmatch(s)}


class _References(Visitor):
    def __init__(self):
        super().__init__()
        self.variables: set[str] = set()
        self.messages: set[str] = set()

    def visit_VariableReference(self, node):
        self.variables.add(node.id.name)

    def visit_MessageReference(self, node):
        self.messages.add(node.id.name)


def catalog(locale: str) -> dict[str, _References]:
    found = {}
    for path in sorted((locales.ROOT / locale).glob("*.ftl")):
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        junk = [entry for entry in resource.body if isinstance(entry, fluent_ast.Junk)]
        assert not junk, f"{path}: syntax error {junk[0].annotations}"
        for entry in resource.body:
            if isinstance(entry, fluent_ast.Message):
                assert entry.id.name not in found, f"{entry.id.name} defined twice in {locale}"
                references = _References()
                references.visit(entry)
                found[entry.id.name] = references
    return found


def test_every_locale_has_the_same_ids_with_the_same_variables():
    reference = catalog(locales.DEFAULT_LOCALE)
    for locale in locales.LOCALES[1:]:
        other = catalog(locale)
        assert sorted(set(reference) ^ set(other)) == [], f"ids missing on one side ({locale})"
        differing = {
            key: (reference[key].variables, other[key].variables)
            for key in reference
            if reference[key].variables != other[key].variables
        }
        assert differing == {}, f"variables differ in {locale}"


def test_every_id_in_code_is_in_the_catalogs_and_every_catalog_id_is_used():
    in_code = ids_in_code()
    for locale in locales.LOCALES:
        entries = catalog(locale)
        assert sorted(in_code - set(entries)) == [], f"missing in {locale}"
        referenced = set().union(*(entry.messages for entry in entries.values()))
        assert sorted(set(entries) - in_code - referenced) == [], f"unused in {locale}"


def test_message_ids_are_never_built_from_pieces():
    """Ids are whole literals, or the two tests above could not see them."""
    built = []
    for path in code_files():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.JoinedStr) and node.values:
                first = node.values[0]
                if isinstance(first, ast.Constant) and re.match(rf"(?:{'|'.join(AREAS)})-", first.value):
                    built.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert built == []


ENGLISH_WORDS = re.compile(r"[A-Za-z]{2,}[ ,.;:!?'][ ]?[A-Za-z]{2,}")


def _player_text_in_rules(path: pathlib.Path, root: pathlib.Path = ROOT) -> list[str]:
    """String literals of ``path`` that read as words, except docstrings and the developer-facing
    messages of exceptions that are not refusals (a corrupt snapshot is not a player's doing)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    exempt: set[int] = set()
    for node in ast.walk(tree):
        # docstrings, attribute docstrings included: a bare string statement is documentation
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            exempt.add(id(node.value))
        if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call):
            name = getattr(node.exc.func, "id", getattr(node.exc.func, "attr", ""))
            if name not in {"IllegalActionError", "InvalidActionError"}:
                exempt.update(id(inner) for inner in ast.walk(node.exc))
    return [
        f"{path.relative_to(root)}:{node.lineno}: {node.value[:60]!r}"
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in exempt
        and ENGLISH_WORDS.search(node.value)
    ]


def test_no_english_sentence_is_left_in_rules():
    """Rules say what (Message ids and arguments), never how."""
    found = [line for path in sorted((ROOT / "rules").rglob("*.py")) for line in _player_text_in_rules(path)]
    assert found == []


def test_the_english_sentence_check_catches_a_sentence(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text(
        '"""Docstrings may talk."""\nLABEL = "Place the card"\nID = "sab-place"\n'
        'raise ValueError("corrupt snapshot")\nraise IllegalActionError("Not now, sorry")\n'
    )
    found = _player_text_in_rules(bad, root=tmp_path)
    assert found == ["bad.py:2: 'Place the card'", "bad.py:5: 'Not now, sorry'"]


def problems(message: Message, locale: str) -> list[str]:
    """What would go wrong rendering ``message`` in ``locale``: an id the locale lacks, a
    variable the catalog wants but the message does not give, or an error Fluent reports."""
    found = []
    catalog_bundle = locales.bundle(locale)
    if not catalog_bundle.has_message(message.id):
        return [f"{locale} lacks {message.id}"]
    names = [f"Name{seat}" for seat in range(10)]
    args = {key: locales._argument(value, locale, names) for key, value in message.args.items()}
    _text, errors = catalog_bundle.format_pattern(catalog_bundle.get_message(message.id).value, args)
    found += [f"{locale} {message.id}: {error}" for error in errors]
    for value in message.args.values():
        for inner in value if isinstance(value, tuple) else (value,):
            if isinstance(inner, Message):
                found += problems(inner, locale)
    return found


def game_messages(game_id: str, seeds) -> list[Message]:
    """Every label, log line (for every viewer), turn-post summary, refusal and outcome Message
    of AI games."""
    game = GAMES[game_id]
    found: list[Message] = [game.title, *(spec.description for spec in game.options.values())]
    for seed in seeds:
        n_players = SUPPORT[game_id].player_counts[seed % len(SUPPORT[game_id].player_counts)]
        state = game.setup(n_players, seed=seed)
        rng = random.Random(seed)
        while game.waiting_for(state):
            seat = game.waiting_for(state)[0]
            legal = game.legal_actions(state, seat)
            found += [action.label for action in legal]
            transition = game.apply(state, seat, game.ai_action(game.view(state, seat), legal, rng))
            for event in transition.events:
                for viewer in (None, *range(n_players)):
                    line = game.describe(event, viewer)
                    if line is not None:
                        found.append(line)
            public = [game.describe(event, None) for event in transition.events]
            found += game.summarize([line for line in public if line is not None])
            state = transition.state
    return found


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_whole_ai_games_render_in_every_locale(game_id):
    messages = game_messages(game_id, range(100))
    assert all(isinstance(message, Message) for message in messages)
    found = sorted(
        {
            problem
            for message in messages
            for locale in locales.LOCALES
            for problem in problems(message, locale)
        }
    )
    assert found == []


def test_render_fills_seats_nested_messages_and_lists():
    inner = msg("core-player-count", game="G", minimum=2, maximum=5, count=SeatRef(1))
    message = msg("core-not-allowed-now", action=inner)
    assert (
        locales.render(message, "en", ["Ann", "Bob"])
        == "G is for 2 to 5 players, not Bob. is not allowed now."
    )
    listed = msg("core-option-unknown", names=("a", "b"), game="G", known=(SeatRef(0),))
    assert locales.render(listed, "hu", ["Ann"]) == "Ismeretlen beállítás: a, b (G; ismert beállítások: Ann)."


def test_unknown_locales_fall_back_to_english():
    assert locales.locale_of("hu") == "hu"
    assert locales.locale_of("en-US") == "en"
    assert locales.locale_of("de") == "en"
    assert locales.locale_of(None) == "en"


def test_numbers_select_plurals_and_keep_plain_digits():
    """Counts pick the plural variant; coordinates keep an ASCII minus players can type back;
    large numbers are grouped as the locale writes them."""
    assert locales.render(msg("ale-detail-tokens", count=1), "en") == "1 token"
    assert locales.render(msg("ale-detail-tokens", count=3), "en") == "3 tokens"
    assert locales.text("hu", "core-option-range", name="x", minimum=-1, maximum=1000) == (
        "A x beállítás értéke -1 és 1\u00a0000 között lehet."
    )
    assert locales.text("en", "core-option-range", name="x", minimum=-12, maximum=12345) == (
        "Option x must be between -12 and 12,345."
    )

"""Slash commands in Hungarian (cogs/translator.py): the tree Discord receives names every
command, option and game choice in Hungarian as well as English, and every value is one Discord
accepts."""

import importlib

import pytest
from discord import Locale
from discord.app_commands import locale_str

import images
import locales
from cogs.games import DISCORD_GAMES
from cogs.replies import TableCog
from cogs.translator import CatalogTranslator, cmd
from rules import GAMES
from tests.support.discord_harness import make_world

LOCALIZED = {locale for locale in locales.LOCALES if locale != locales.DEFAULT_LOCALE}


def valid_name(name: str) -> bool:
    """Discord's rule for command and option names: 1-32 lowercase letters, digits, - or _."""
    return 1 <= len(name) <= 32 and name == name.lower() and all(c.isalnum() or c in "-_" for c in name)


def valid_description(text: str) -> bool:
    return 1 <= len(text) <= 100


def walk(entries: list[dict], path: str = ""):
    """Every command, subcommand and option of a synced tree, with where it is."""
    for entry in entries:
        here = f"{path} {entry['name']}".strip()
        yield here, entry
        yield from walk(entry.get("options") or [], here)


@pytest.fixture(name="synced")
async def synced_fixture(tmp_path):
    world = await make_world(tmp_path, n_players=1)
    yield list(world.env.backend.commands[None].values())
    await world.env.shutdown()
    await world.store.close()


async def test_every_command_and_option_has_a_valid_hungarian_name_and_description(synced):
    problems = []
    for path, entry in walk(synced):
        names = entry.get("name_localizations") or {}
        descriptions = entry.get("description_localizations") or {}
        if set(names) != LOCALIZED or set(descriptions) != LOCALIZED:
            problems.append(f"{path}: localized in {sorted(names)} / {sorted(descriptions)}")
            continue
        for name in (entry["name"], *names.values()):
            if not valid_name(name):
                problems.append(f"{path}: invalid name {name!r}")
        for text in (entry["description"], *descriptions.values()):
            if not valid_description(text):
                problems.append(f"{path}: invalid description {text!r}")
        if names["hu"] == entry["name"] or descriptions["hu"] == entry["description"]:
            problems.append(f"{path}: Hungarian same as English")
    assert problems == []


async def test_hungarian_names_are_unique_among_their_siblings(synced):
    def check(entries: list[dict], path: str) -> list[str]:
        found = []
        for locale in LOCALIZED:
            names = [entry["name_localizations"][locale] for entry in entries]
            if len(names) != len(set(names)):
                found.append(f"{path or '/'}: {locale} names repeat: {sorted(names)}")
        for entry in entries:
            found += check(entry.get("options") or [], f"{path} {entry['name']}")
        return found

    assert check(synced, "") == []


async def test_a_hungarian_client_sees_hungarian_commands(synced):
    game = next(entry for entry in synced if entry["name"] == "game")
    new = next(option for option in game["options"] if option["name"] == "new")
    assert game["name_localizations"]["hu"] == locales.text("hu", "cmd-game") == "játék"
    assert new["name_localizations"]["hu"] == "új"
    assert {option["name_localizations"]["hu"] for option in new["options"]} >= {"játék", "nyelv"}


async def test_game_choices_are_titled_in_each_language_and_language_choices_in_their_own(synced):
    """The game titles come from the games' catalogs; a language is named in itself (a reader
    looks for "Magyar", not "Hungarian"), so those choices carry no translation."""
    game = next(entry for entry in synced if entry["name"] == "game")
    new = next(option for option in game["options"] if option["name"] == "new")
    games = next(option for option in new["options"] if option["name"] == "game")
    assert {choice["value"] for choice in games["choices"]} == set(GAMES)
    for choice in games["choices"]:
        title = GAMES[choice["value"]].title
        assert choice["name"] == locales.render(title, "en")
        assert choice["name_localizations"] == {"hu": locales.render(title, "hu")}
        assert 1 <= len(choice["name_localizations"]["hu"]) <= 100
    languages = next(option for option in new["options"] if option["name"] == "language")
    assert [(c["name"], c["value"]) for c in languages["choices"]] == [
        (name, code) for code, name in locales.LANGUAGE_NAMES.items()
    ]
    assert all(not choice.get("name_localizations") for choice in languages["choices"])


async def test_the_translator_leaves_english_and_uncatalogued_locales_to_the_base_text():
    translator = CatalogTranslator()
    string = cmd("cmd-game-new")
    assert string.message == "new"
    assert await translator.translate(string, Locale.hungarian, None) == "új"
    for locale in (Locale.american_english, Locale.british_english, Locale.german):
        assert await translator.translate(string, locale, None) is None
    assert await translator.translate(locale_str("plain"), Locale.hungarian, None) is None


async def test_every_game_has_one_entry_per_layer_and_its_command_group_is_synced(synced):
    """One registry per layer (issue 35): a game of ``rules.GAMES`` has its pictures
    (``images.RENDERERS``) and its Discord side (``cogs.games.DISCORD_GAMES``), and the bot loads
    the cog that entry names, so the game's own command group reaches Discord."""
    assert set(GAMES) == set(images.RENDERERS) == set(DISCORD_GAMES)
    groups = {entry["name"] for entry in synced}
    for game_id, game in DISCORD_GAMES.items():
        cog = importlib.import_module(game.cog)
        [group] = [
            value
            for value in vars(cog).values()
            if isinstance(value, type) and value.__module__ == cog.__name__ and issubclass(value, TableCog)
        ]
        names = {command.name for command in group.__cog_app_commands__}
        assert names and names <= groups, f"{game_id}: {names - groups} not synced"

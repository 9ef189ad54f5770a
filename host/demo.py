"""The offline demo: one table of every game played through the host and storage on a
temporary database, with a readable transcript showing each post's pictures inline (the board,
round-end and final pictures, and the demo player's own private ones) written to a folder, in
one language (every word from the catalogs).

``python -m host.demo [FOLDER] [--language hu]``; ``bot.py`` runs it when there is no
DISCORD_TOKEN.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import re
import sys
import tempfile
from collections.abc import Mapping
from pathlib import Path

import images
import locales
import rules
import storage
from host.clock import SystemClock
from host.host import Host
from host.model import Publication, User
from host.publishing import delivery_plan, waiting_line
from images import Picture
from rules.core import Arg, GameRules, SeatRef, State, msg

DEMO_PLAYER = User(1, "Dana")
"""A person's name, not a game term (the games have a Lyra pawn and cards); never translated."""
DEMO_SEATS = 4
"""Seats per demo table (within each game's limits): enough to show a real game."""
DEFAULT_FOLDER = Path("demo_output")
TRANSCRIPT = "transcript.md"
OWN_PICTURE = re.compile(rf"(?:{'|'.join(map(re.escape, images.RENDERERS))})-\d{{3}}-[a-z]+\.(?:png|webp)")
"""The names of the pictures the demo writes: ``<game>-<post number>-<picture>.png``."""


async def play_humans(
    host: Host, table_id: int, users: Mapping[int, User], rng: random.Random
) -> list[Publication]:
    """Play the human seats of a started table with the game's own AI policy, through the same
    calls a player makes (legal actions, own view, submit with the board's version), until the
    game ends. ``users`` maps user ids to the users seated."""
    publications = []
    while (info := await host.table(table_id)).status == "playing":
        game = host.games[info.game_id]
        user_id = next(u for s in info.awaited if (u := info.seats[s].user_id) is not None and u in users)
        choices = await host.legal_actions(table_id, user_id, info.language)
        legal = [game.parse_action(choice.code) for choice in choices]
        action = game.ai_action(await host.view(table_id, user_id), legal, rng)
        publications.append(await host.submit(table_id, user_id, action.code, info.version))
    return publications


async def play_demo_table(
    host: Host, game: GameRules[State], channel_id: int, language: str = locales.DEFAULT_LOCALE
) -> list[Publication]:
    """The demo player opens a table in ``language``, fills it with AI players and plays her
    own seat to the end."""
    table = await host.open_table(0, channel_id, game.id, DEMO_PLAYER, turn_seconds=3600, language=language)
    for _ in range(max(game.min_players, min(DEMO_SEATS, game.max_players)) - 1):
        await host.add_ai(table.id, DEMO_PLAYER)
    first = await host.start(table.id, DEMO_PLAYER)
    rng = random.Random(channel_id)
    return [first, *await play_humans(host, table.id, {DEMO_PLAYER.id: DEMO_PLAYER}, rng)]


def _clear_previous_output(out_dir: Path) -> None:
    """Delete what an earlier run wrote here (the transcript and pictures named like ours), so
    no stale picture sits beside the new transcript; anything else in the folder stays."""
    for path in out_dir.iterdir():
        if path.is_file() and (path.name == TRANSCRIPT or OWN_PICTURE.fullmatch(path.name)):
            path.unlink()


async def _post_pictures(
    game_id: str, publication: Publication
) -> tuple[list[tuple[str, Picture]], list[tuple[str, Picture]]]:
    """The pictures of one channel post as the bot sends them, by the same delivery plan
    (``host.publishing.delivery_plan``), each with its alt text: in the channel the board, and
    the summary when the plan shows one, from the public view; to the demo player the private
    pictures of the hands the plan DMs her."""
    table = publication.table
    language, names, public_view = table.language, list(table.names), publication.public_view
    plan = delivery_plan([publication], {}, 0.0)
    shown = {"demo-image-board": images.board}
    if plan.summary:
        shown["demo-image-summary"] = images.summary
    mine = [
        (letter.view, letter.locale)
        for letter in plan.after_board
        if letter.user_id == DEMO_PLAYER.id and letter.kind == "hand" and letter.view is not None
    ]
    channel_pictures, private_pictures = await asyncio.gather(
        asyncio.gather(
            *(asyncio.to_thread(draw, game_id, public_view, names, language) for draw in shown.values())
        ),
        asyncio.gather(
            *(asyncio.to_thread(images.private, game_id, view, names, locale) for view, locale in mine)
        ),
    )
    channel = [
        (locales.text(language, alt), picture)
        for alt, picture in zip(shown, channel_pictures, strict=True)
        if picture is not None
    ]
    own_alt = locales.text(language, "demo-image-private", player=DEMO_PLAYER.name)
    return channel, [(own_alt, picture) for pictures in private_pictures for picture in pictures]


async def _write_game(out_dir: Path, game: GameRules[State], publications: list[Publication]) -> list[str]:
    """Save the pictures of each channel post; return the transcript section of the game
    (Markdown, pictures inline), in the table's language: how many posts for how many moves,
    then each post. A step held in the middle of a player's turn is not posted: its lines come
    with the post that ends the turn."""
    table = publications[0].table
    language, names = table.language, table.names

    def say(message_id: str, **args: Arg) -> str:
        return locales.render(msg(message_id, **args), language, names)

    def inline(number: int, pictures: list[tuple[str, Picture]]) -> list[str]:
        links = []
        for alt, picture in pictures:
            path = out_dir / f"{game.id}-{number:03d}-{picture.filename}"
            path.write_bytes(picture.data)
            links.append(f"![{alt}]({path.name})")
        return [*links, ""] if links else []

    players = tuple(SeatRef(seat.seat) for seat in table.seats)
    posts = [publication for publication in publications if publication.post_to_channel]
    moves = publications[-1].table.version - 1  # one version per logged action
    lines = [
        f"## {locales.render(game.title, language)}",
        "",
        say("demo-seats", players=players),
        say("demo-posts", posts=len(posts), moves=moves),
        "",
    ]
    pictures = await asyncio.gather(*(_post_pictures(game.id, post) for post in posts))
    for number, (publication, (channel, private)) in enumerate(zip(posts, pictures, strict=True), 1):
        lines += [f"### {say('demo-post', number=number, kind=publication.kind)}", ""]
        lines += inline(number, channel)
        # on Discord the delivery adds the turn line, with its ping and deadline
        lines += [part for part in (publication.caption, waiting_line(publication.table)) if part] + [""]
        lines += inline(number, private)
    return lines


async def run_demo(
    out_dir: Path, games: Mapping[str, GameRules[State]] | None = None, language: str = locales.DEFAULT_LOCALE
) -> Path:
    """Play one AI table of every game (``rules.GAMES`` unless given, in its order) in
    ``language`` and write the pictures and ``transcript.md`` into ``out_dir``, replacing what
    an earlier run wrote there; returns ``out_dir``."""
    games = rules.GAMES if games is None else games
    out_dir.mkdir(parents=True, exist_ok=True)
    _clear_previous_output(out_dir)
    transcript = [
        f"# {locales.text(language, 'demo-title')}",
        "",
        locales.text(language, "demo-intro", player=DEMO_PLAYER.name),
        "",
    ]
    with tempfile.TemporaryDirectory() as scratch:
        store = await storage.open_store(Path(scratch) / "demo.sqlite3")
        try:
            host = Host(store, SystemClock(), games)
            for channel_id, game in enumerate(games.values(), 1):
                publications = await play_demo_table(host, game, channel_id, language)
                transcript += await _write_game(out_dir, game, publications)
        finally:
            await store.close()
    if not games:
        transcript.append(locales.text(language, "demo-no-games"))
    transcript += ["---", "", locales.text(language, "demo-token-howto"), ""]
    (out_dir / TRANSCRIPT).write_text("\n".join(transcript), encoding="utf-8")
    return out_dir


def written_notice(out_dir: Path, language: str = locales.DEFAULT_LOCALE) -> str:
    """What to tell whoever ran the demo: where it went (absolute, wherever they ran it from)
    and how to run the real bot instead."""
    return "\n".join(
        (
            locales.text(language, "demo-written", folder=str(out_dir.resolve())),
            locales.text(language, "demo-token-howto"),
        )
    )


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m host.demo", description=__doc__.splitlines()[0])
    parser.add_argument("folder", nargs="?", type=Path, default=DEFAULT_FOLDER)
    parser.add_argument("--language", choices=locales.LOCALES, default=locales.DEFAULT_LOCALE)
    arguments = parser.parse_args(argv)
    out_dir = asyncio.run(run_demo(arguments.folder, language=arguments.language))
    print(written_notice(out_dir, arguments.language))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

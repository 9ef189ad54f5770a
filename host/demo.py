"""The offline demo: one table of every game played through the host and storage on a
temporary database, with each posted board image and a readable transcript written to a folder.

``python -m host.demo [FOLDER]``; ``bot.py`` runs it when there is no DISCORD_TOKEN.
"""

from __future__ import annotations

import asyncio
import random
import sys
import tempfile
from collections.abc import Mapping
from pathlib import Path

import images
import rules
import storage
from host.clock import SystemClock
from host.host import Host
from host.model import Publication, User
from rules.core import GameRules

DEMO_PLAYER = User(1, "Lyra")
DEMO_SEATS = 4
"""Seats per demo table (within each game's limits): enough to show a real game."""

TOKEN_HOWTO = (
    "To run the real bot: open https://discord.com/developers/applications, choose New Application, "
    "then Bot -> Reset Token, and put the token in .env as DISCORD_TOKEN=... (see .env.example)."
)


async def play_humans(
    host: Host, table_id: int, users: Mapping[int, User], rng: random.Random
) -> list[Publication]:
    """Play the human seats of a started table with the game's own AI policy, through the same
    calls a player makes (legal actions, own view, submit with the board's version), until the
    game ends. ``users`` maps user ids to the users seated."""
    publications = []
    while (info := await host.table(table_id)).status == "playing":
        game = host.games[info.game_id]
        user_id = next(info.seats[s].user_id for s in info.awaited if info.seats[s].user_id in users)
        legal = [game.parse_action(choice.code) for choice in await host.legal_actions(table_id, user_id)]
        action = game.ai_action(await host.view(table_id, user_id), legal, rng)
        publications.append(await host.submit(table_id, user_id, action.code, info.version))
    return publications


async def play_demo_table(host: Host, game: GameRules, channel_id: int) -> list[Publication]:
    """Lyra opens a table, fills it with AI players and plays her own seat to the end."""
    table = await host.open_table(0, channel_id, game.id, DEMO_PLAYER, turn_seconds=3600)
    for _ in range(max(game.min_players, min(DEMO_SEATS, game.max_players)) - 1):
        await host.add_ai(table.id, DEMO_PLAYER)
    first = await host.start(table.id, DEMO_PLAYER)
    rng = random.Random(channel_id)
    return [first, *await play_humans(host, table.id, {DEMO_PLAYER.id: DEMO_PLAYER}, rng)]


async def _write_game(out_dir: Path, game: GameRules, publications: list[Publication]) -> list[str]:
    """Save each posted board image; return the transcript section of the game."""
    lines = [f"## {game.title}", "", f"Seats: {', '.join(publications[0].table.names)}", ""]
    pictures = await asyncio.gather(
        *(asyncio.to_thread(images.board, game.id, p.public_view, p.table.names) for p in publications)
    )
    for number, (publication, picture) in enumerate(zip(publications, pictures, strict=True), 1):
        lines.append(f"### Post {number} ({publication.kind})")
        if picture is not None:
            path = out_dir / f"{game.id}-{number:03d}-{picture.filename}"
            path.write_bytes(picture.data)
            lines.append(f"Board image: {path.name}")
        lines += ["", publication.caption, ""]
    return lines


async def run_demo(out_dir: Path, games: Mapping[str, GameRules] | None = None) -> Path:
    """Play one AI table of every game (``rules.GAMES`` unless given) and write the board images
    and ``transcript.md`` into ``out_dir``; returns ``out_dir``."""
    games = rules.GAMES if games is None else games
    out_dir.mkdir(parents=True, exist_ok=True)
    transcript = [
        "# Offline demo",
        "",
        f"{DEMO_PLAYER.name} plays one table of each game against AI players, through the same",
        "host and storage the Discord bot uses (on a temporary database). Her own moves are",
        "chosen by the game's AI policy. Each post below is what the bot would post in the channel.",
        "",
    ]
    with tempfile.TemporaryDirectory() as scratch:
        store = await storage.open_store(Path(scratch) / "demo.sqlite3")
        try:
            host = Host(store, SystemClock(), games)
            for channel_id, game_id in enumerate(sorted(games), 1):
                publications = await play_demo_table(host, games[game_id], channel_id)
                transcript += await _write_game(out_dir, games[game_id], publications)
        finally:
            await store.close()
    if not games:
        transcript.append("No game is registered in rules.GAMES yet.")
    transcript += ["---", "", TOKEN_HOWTO, ""]
    (out_dir / "transcript.md").write_text("\n".join(transcript), encoding="utf-8")
    return out_dir


def written_notice(out_dir: Path) -> str:
    """What to tell whoever ran the demo: where it went (absolute, wherever they ran it from)
    and how to run the real bot instead."""
    return f"Offline demo written to {out_dir.resolve()} (transcript.md and the board images).\n{TOKEN_HOWTO}"


def main(argv: list[str]) -> int:
    out_dir = Path(argv[0]) if argv else Path("demo-output")
    print(written_notice(asyncio.run(run_demo(out_dir))))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""The simulated Discord for the ``test_discord_*`` tests: the real bot (bot.GameBot with its
cogs and a real host on a temporary database) run by SimCord, plus a few verbs for scripted
players."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from pathlib import Path

import discord
import simcord
from simcord.results import to_discord_message

import storage
from bot import GameBot
from host import FakeClock, Host, TableInfo


@dataclass
class World:
    env: simcord.Env
    host: Host
    clock: FakeClock
    db_path: Path
    channel: simcord.ChannelHandle
    players: list[simcord.MemberActor]
    store: object
    sync_state: Path
    seed: int = 7
    autocomplete_answers: list[dict] = field(default_factory=list)

    @property
    def by_id(self) -> dict[int, simcord.MemberActor]:
        return {player.id: player for player in self.players}

    async def table(self) -> TableInfo:
        table = await self.host.active_table(self.channel.id)
        assert table is not None
        return table

    async def awaited_player(self) -> simcord.MemberActor:
        table = await self.table()
        return self.by_id[table.seats[table.awaited[0]].user_id]

    async def autocomplete(self, player, command: str, option: str, typed: str = "", **filled) -> list[dict]:
        answers = await player.autocomplete(self.channel, command, option, typed, **filled)
        self.autocomplete_answers.extend(answers)
        return answers

    def new_bot(self, host: Host) -> GameBot:
        return GameBot(host, sync_state=self.sync_state, deadline_poll_seconds=None)

    async def restart(self) -> None:
        """The process stops and starts again: a new host on the same database, a new bot."""
        await self.env.settle()
        await self.store.close()
        self.store = await storage.open_store(self.db_path)
        self.host = Host(self.store, clock=self.clock, seeds=lambda: self.seed)
        await self.env.restart_bot(self.new_bot(self.host))

    async def board_message(self) -> discord.Message:
        """The table's latest board post (looked up by id: the history grows long)."""
        table = await self.host.table((await self.table()).id)
        stored = self.env.backend.get_message(self.channel.id, table.board_message_id)
        return to_discord_message(self.env, stored)

    def public_messages(self) -> list[discord.Message]:
        """Everything in the table's channel that any member of the server can read."""
        return [m for m in self.channel.history() if not m.flags.ephemeral]


async def make_world(tmp_path: Path, n_players: int = 5, seed: int = 7) -> World:
    db_path = tmp_path / "tables.sqlite3"
    store = await storage.open_store(db_path)
    clock = FakeClock()
    host = Host(store, clock=clock, seeds=lambda: seed)
    sync_state = tmp_path / "commands.hash"
    bot = GameBot(host, sync_state=sync_state, deadline_poll_seconds=None)
    env = simcord.Env(bot)
    await env.start()
    guild = env.create_guild(name="Dwarf Hall")
    channel = guild.create_text_channel("mine")
    names = ["alice", "bob", "carol", "dave", "erin", "frank"][:n_players]
    players = [guild.add_member(env.create_user(name)) for name in names]
    return World(env, host, clock, db_path, channel, players, store, sync_state, seed)


def said(result: simcord.InteractionResult) -> str:
    """Everything the bot answered to one interaction (a deferred reply's first follow-up
    fills the "thinking" message)."""
    messages = ([result.response] if result.response else []) + result.followups
    return "\n".join(m.content for m in messages)


def pick(rng: random.Random, answers: list[dict]) -> str:
    assert answers, "the bot offered no choice to an awaited player"
    return rng.choice(answers)["value"]

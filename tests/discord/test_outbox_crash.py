"""The outbox survives a kill (issue 13): a child process plays moves on several tables at
once, each move delivered by the bot's own delivery code (``cogs.delivery.deliver``) to a fake
Discord that appends every post to a file, and is killed with SIGKILL at a random moment:
between a commit and its post, during a post, between a post and its mark. After a restart
(``Courier.start``, as the bot's set-up does) every stored publication is delivered by exactly
one board post, the posts of a table in order, each pinging the players its table awaited.

The fake Discord keeps a message per nonce, as Discord does (``enforce_nonce``): a board sent
again after a kill between Discord's answer and the outbox mark comes back as the same message.
Children are forked from a zygote (this module run as a script), as in test_host_crash.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import cogs.saboteur  # noqa: F401  (registers the Saboteur hand menu's card groups, as the bot's cogs do)
from cogs.delivery import deliver, deliver_publication, send_queued
from cogs.pacer import Courier, KeyedLocks, Mailer, RateBudget
from host import FakeClock, User
from host.bounded import Recent
from tests.support.crash import kill_after_first_write, running_zygote, start_child
from tests.support.host import GAMES, hosted, open_host
from tests.support.storage import outbox, tables

RUNS = 10
TABLES = ("saboteur", "kompass", "alethiometer")


class FakeMessage:
    def __init__(self, message_id: int) -> None:
        self.id = message_id


class FakeChannel:
    """A channel of the fake Discord: ``send`` appends ``{"channel", "id", "nonce", "content"}``
    to the posts file (one write, so a kill leaves whole lines) unless the nonce was used."""

    def __init__(self, discord: FakeDiscord, channel_id: int) -> None:
        self.discord, self.id = discord, channel_id

    async def send(self, content: str = "", nonce: str | None = None, **_) -> FakeMessage:
        return self.discord.post(self.id, content, nonce)


class FakeDiscord:
    def __init__(self, posts: Path) -> None:
        self.posts = posts
        self.by_nonce: dict[str, int] = {}
        for line in posts.read_text().splitlines() if posts.exists() else ():
            post = json.loads(line)
            if post["nonce"] is not None:
                self.by_nonce[post["nonce"]] = post["id"]
        self.ids = itertools.count(time.time_ns())

    def post(self, channel_id: int, content: str, nonce: str | None) -> FakeMessage:
        if nonce is not None and nonce in self.by_nonce:
            return FakeMessage(self.by_nonce[nonce])
        message_id = next(self.ids)
        line = json.dumps({"channel": channel_id, "id": message_id, "nonce": nonce, "content": content})
        fd = os.open(self.posts, os.O_WRONLY | os.O_CREAT | os.O_APPEND)
        try:
            os.write(fd, (line + "\n").encode())
        finally:
            os.close(fd)
        if nonce is not None:
            self.by_nonce[nonce] = message_id
        return FakeMessage(message_id)


class FakeBot:
    """What the delivery code uses of ``cogs.gamebot.GameBot``, on the fake Discord (no pacing)."""

    def __init__(self, host, discord: FakeDiscord) -> None:
        self.host, self.discord = host, discord
        self.budget = RateBudget(per_second=1e9, channel_posts=10**9)
        self.posting = KeyedLocks()
        self.courier = Courier(self, deliver, retry_first=0.01)
        self.dm_channel_ids: dict[int, int] = {}
        self.mailer = Mailer(self, send_queued, retry_first=0.01)
        self.dm_refused_told = Recent(100)

    def get_partial_messageable(self, channel_id: int, guild_id: int | None = None) -> FakeChannel:
        return FakeChannel(self.discord, channel_id)

    async def create_dm(self, user) -> FakeChannel:
        return FakeChannel(self.discord, 10**9 + user.id)

    def get_guild(self, guild_id: int):
        return None


async def play_table(host, bot: FakeBot, game_id: str, channel: int, rng: random.Random) -> None:
    game = GAMES[game_id]
    users = [User(1000 * channel + i, f"P{channel}-{i}") for i in range(game.min_players)]
    table = await host.open_table(1, channel, game_id, users[0])
    for user in users[1:]:
        await host.join(table.id, user)
    if game.max_players > game.min_players:
        await host.add_ai(table.id, users[0])
    await deliver_publication(bot, await host.start(table.id, users[0]))
    while (info := await host.table(table.id)).status == "playing":
        user_id = next(info.seats[s].user_id for s in info.awaited if not info.seats[s].is_ai)
        code = rng.choice(await host.legal_actions(table.id, user_id, "en")).code
        await deliver_publication(bot, await host.submit(table.id, user_id, code, info.version))


async def play_stream(db_path: Path, seed: int) -> None:
    """Three tables at once, every move published as the bot does; ``.started`` is written
    once the first move is committed."""
    host = await open_host(db_path, FakeClock())
    bot = FakeBot(host, FakeDiscord(Path(f"{db_path}.posts")))
    rng = random.Random(seed)
    await asyncio.gather(
        *(play_table(host, bot, game_id, channel, rng) for channel, game_id in enumerate(TABLES, 1))
    )


def zygote() -> None:
    signal.signal(signal.SIGCHLD, signal.SIG_IGN)
    for line in sys.stdin:
        db_path, seed = line.split()
        pid = os.fork()
        if pid == 0:
            asyncio.run(play_stream(Path(db_path), int(seed)))
            os._exit(0)
        print(pid, flush=True)


def run_and_kill(zygote_process: subprocess.Popen, db_path: Path, rng: random.Random) -> None:
    """Start a child, let it play until its first posts and then a random while, SIGKILL it."""
    pid = start_child(zygote_process, f"{db_path} {rng.randrange(10**6)}")
    kill_after_first_write(pid, Path(f"{db_path}.posts"), rng, wait=30, longest=1.5)


def mentions(payload: dict) -> set[str]:
    table = payload["table"]
    if table["status"] != "playing":
        return set()
    users = (table["seats"][seat]["user_id"] for seat in table["awaited"])
    return {f"<@{user}>" for user in users if user is not None}


async def restart_and_check(db_path: Path) -> int:
    """Restart on the same database and fake Discord, deliver what is pending, then check
    every table's posts; returns how many entries the restart delivered."""
    posts_file = Path(f"{db_path}.posts")
    async with hosted(db_path, FakeClock()) as host:
        left = await host.pending_publications()
        bot = FakeBot(host, FakeDiscord(posts_file))
        await bot.courier.start()
        await bot.courier.idle()
        bot.mailer.kick()  # the DMs the kill left queued, as the bot's set-up does
        await bot.mailer.idle()
        assert await host.pending_publications() == []
        assert await host.store.queued_direct_messages(1) == [], "every queued DM sent"
        posts = [json.loads(line) for line in posts_file.read_text().splitlines()]
        by_id = {post["id"]: post for post in posts}
        assert len(by_id) == len(posts), "each message once"
        delivered_ids = set()
        for record in await tables(db_path, "playing") + await tables(db_path, "finished"):
            entries = await outbox(db_path, record.id)
            assert [e.version for e in entries] == sorted({e.version for e in entries})
            assert all(e.status == "delivered" for e in entries), entries
            groups: dict[int, list] = {}
            for entry in entries:
                groups.setdefault(entry.message_id, []).append(entry)
            delivered_ids |= set(groups)
            channel_posts = [post for post in posts if post["channel"] == record.channel_id]
            assert [post["id"] for post in channel_posts] == list(groups), "one post per group, in order"
            for message_id, group in groups.items():
                content = by_id[message_id]["content"]
                for entry in group:
                    caption = entry.payload["caption"]
                    assert caption in content or content.startswith("…"), (caption, content)
                newest = group[-1].payload
                assert all(mention in content for mention in mentions(newest)), content
            last = entries[-1]
            assert last.version == record.version or record.status == "playing"
        boards = {post["id"] for post in posts if post["channel"] in range(1, len(TABLES) + 1)}
        assert delivered_ids == boards, "no board without its outbox entry (none sent twice)"
        return len(left)


async def test_a_killed_bot_loses_no_post_and_sends_none_twice(tmp_path):
    rng = random.Random(13)
    redelivered = 0
    with running_zygote("tests.discord.test_outbox_crash") as process:
        for run in range(RUNS):
            db_path = tmp_path / f"run{run}.sqlite3"
            run_and_kill(process, db_path, rng)
            redelivered += await restart_and_check(db_path)
    assert redelivered > 0, "some kill fell between a commit and its post"


if __name__ == "__main__":
    zygote()

"""The simulated Discord for the ``test_discord_*`` tests: the real bot (bot.Bot with its
cogs and a real host on a temporary database) run by SimCord, plus a few verbs for scripted
players.

Languages: SimCord 3.2.1 takes a server's preferred locale (``create_guild(preferred_locale=)``)
but sends every interaction with ``locale`` and ``guild_locale`` "en-US"
(``simcord.interactions.base_payload``). ``with_client_locales`` wraps that builder so each
interaction carries its sender's client locale (``World.client_locales``, "en-US" unless set)
and its server's preferred locale, as Discord does, while ``harness_settings`` holds.

The ``world`` fixture (five members in #mine) is in tests/conftest.py."""

from __future__ import annotations

import asyncio
import collections
import contextlib
import functools
import json
import random
import re
import time
import weakref
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import discord
import simcord
import simcord.actors
import simcord.interactions
from simcord import ChannelHandle
from simcord._dpy_internals import real_monotonic
from simcord.actors import _dispatch_actor_interaction, _visible_message
from simcord.backend import serializers
from simcord.backend.errors import BackendError
from simcord.backend.ops.messages import MessageMixin
from simcord.http.client import FakeHTTPClient, FakeWebhookAdapter, _path_of
from simcord.results import to_discord_message

import cogs.history
import locales
import storage
from bot import Bot
from cogs.components import PLAY_NOW
from host import FakeClock, Host, TableInfo, User
from host.demo import play_humans

CARD_ID = re.compile(r"(?<![\w-])c\d{1,2}(?![\w-])")
"""Card instance ids (``c17``): secret to all but the card's holder (tests/support/games.py)."""

CLIENT_LOCALES: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
"""Per SimCord backend: user id -> the Discord locale of that user's client."""


def with_client_locales(base_payload):
    @functools.wraps(base_payload)
    def build(backend, *, guild_id, user_id, **kwargs):
        record, payload = base_payload(backend, guild_id=guild_id, user_id=user_id, **kwargs)
        payload["locale"] = CLIENT_LOCALES.get(backend, {}).get(user_id, "en-US")
        if guild_id is not None:
            payload["guild_locale"] = backend.get_guild(guild_id).preferred_locale
        return record, payload

    return build


@contextlib.contextmanager
def closing_threads() -> Iterator[None]:
    """SimCord 3.2.1 keeps a thread's ``archived`` and ``locked`` flags but posts into it
    whatever they say. Discord unarchives an archived thread that is posted in, and refuses a
    post in a locked one (403, code 160005) to a bot without Manage Threads; while this holds,
    SimCord does too (interaction answers, which are not posts in the thread, aside)."""
    prepare = MessageMixin.prepare_message

    def prepare_in_thread(backend, channel_id, author_id, *args, **kwargs):
        thread = backend.channels.get(channel_id)
        meta = getattr(thread, "thread_metadata", None)
        if (
            meta is not None
            and kwargs.get("interaction_metadata") is None
            and kwargs.get("webhook_id") is None
        ):
            if meta.locked:
                raise BackendError(403, 160005, "Thread is locked")
            meta.archived = False
        return prepare(backend, channel_id, author_id, *args, **kwargs)

    MessageMixin.prepare_message = prepare_in_thread  # type: ignore[method-assign]
    try:
        yield
    finally:
        MessageMixin.prepare_message = prepare  # type: ignore[method-assign]


CLOSED_SESSIONS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
"""SimCord backends whose bot closed its HTTP session (``GameBot.close``) since it started."""


@contextlib.contextmanager
def closing_sessions() -> Iterator[None]:
    """SimCord's HTTP client and webhook adapter keep answering after the bot closed its HTTP
    session; discord.py's aiohttp session refuses every request once closed, REST calls and
    interaction follow-ups alike (``RuntimeError: Session is closed``). While this holds, they
    do too, until a new bot's client is made (a restart)."""
    client_init, client_close = FakeHTTPClient.__init__, FakeHTTPClient.close
    client_request, webhook_request = FakeHTTPClient.request, FakeWebhookAdapter.request

    def init(client, backend, *args, **kwargs):
        client_init(client, backend, *args, **kwargs)
        CLOSED_SESSIONS.pop(backend, None)

    async def close(client):
        CLOSED_SESSIONS[client.backend] = True
        await client_close(client)

    def refusing(request):
        @functools.wraps(request)
        async def refuse_if_closed(transport, *args, **kwargs):
            if CLOSED_SESSIONS.get(transport.backend):
                raise RuntimeError("Session is closed")
            return await request(transport, *args, **kwargs)

        return refuse_if_closed

    FakeHTTPClient.__init__ = init  # type: ignore[method-assign]
    FakeHTTPClient.close = close  # type: ignore[method-assign]
    FakeHTTPClient.request = refusing(client_request)  # type: ignore[method-assign]
    FakeWebhookAdapter.request = refusing(webhook_request)  # type: ignore[method-assign]
    try:
        yield
    finally:
        FakeHTTPClient.__init__ = client_init  # type: ignore[method-assign]
        FakeHTTPClient.close = client_close  # type: ignore[method-assign]
        FakeHTTPClient.request = client_request  # type: ignore[method-assign]
        FakeWebhookAdapter.request = webhook_request  # type: ignore[method-assign]


@contextlib.contextmanager
def harness_settings() -> Iterator[None]:
    """What the harness changes outside itself, for one test (the autouse fixture of
    tests/conftest.py) or one benchmark, undone afterwards:

    - no replay at a game's end: whole games here are played for their moves and posts, and a
      replay would cost seconds of rendering per game and come after the final post those tests
      read last (tests/discord/test_discord_history.py turns it on where it is tested);
    - SimCord's interactions carry each user's client locale (``World.client_locales``);
    - a bot's closed HTTP session refuses requests, as aiohttp's does (``closing_sessions``);
    - archived and locked threads take posts as Discord's do (``closing_threads``)."""
    replay, base_payload = cogs.history.replay_at_end, simcord.interactions.base_payload
    cogs.history.replay_at_end = False
    simcord.interactions.base_payload = with_client_locales(base_payload)
    try:
        with closing_sessions(), closing_threads():
            yield
    finally:
        cogs.history.replay_at_end = replay
        simcord.interactions.base_payload = base_payload


CHANNEL_POST = re.compile(r"^/channels/(\d+)/messages$")
CHANNEL_ROUTE = re.compile(r"^/channels/(\d+)/")


class RateLimitedResponse:
    """Enough of an aiohttp response for ``discord.HTTPException``: a 429 with ``Retry-After``
    and, when the bot's global limit is the one exceeded, ``X-RateLimit-Global``, as Discord
    sends them."""

    status, reason = 429, "Too Many Requests"

    def __init__(self, retry_after: float, is_global: bool, scope: str | None = None) -> None:
        self.headers = {"Retry-After": f"{retry_after:.3f}"}
        if is_global:
            self.headers["X-RateLimit-Global"] = "true"
        self.headers["X-RateLimit-Scope"] = scope or ("global" if is_global else "user")


class DiscordLimits:
    """Discord's rate limits on SimCord's bot HTTP client (issue 25), from ``install`` until
    ``restore``: at most ``per_second`` requests in any second, and ``channel_posts`` messages
    per ``channel_window`` seconds in one channel; beyond them a request is answered 429 with
    ``retry_after`` (as discord.py raises it once its own retries are spent), and not counted.
    Interaction responses and follow-ups go through SimCord's webhook adapter, not this client:
    not counted, as on Discord. ``saturate(seconds)``: the bot's global budget is spent (by
    other tables, say) for that long, every counted request refused. Real time: the bot's own
    budget (``cogs.pacer.RateBudget``) counts it too."""

    def __init__(self, per_second: int = 50, channel_posts: int = 5, channel_window: float = 5.0) -> None:
        self.per_second, self.channel_posts, self.channel_window = per_second, channel_posts, channel_window
        self.accepted: list[str] = []
        self.refused: list[str] = []
        self._global: collections.deque[float] = collections.deque()
        self._posts: dict[str, collections.deque[float]] = {}
        self._saturated_until = 0.0
        self._saturation_global = True
        self._channels_saturated: dict[str, tuple[float, str]] = {}
        self._original = FakeHTTPClient.request

    def saturate(self, seconds: float, *, is_global: bool = True) -> None:
        """Every counted request refused for ``seconds``: the global limit spent (the bot's
        budget then holds everything, ``RateBudget.hold``), or with ``is_global`` False each
        route's own limit (each request refused and retried on its own)."""
        self._saturated_until = real_monotonic() + seconds
        self._saturation_global = is_global

    def saturate_channel(self, channel_id: int, seconds: float, scope: str = "shared") -> None:
        """Every request to one channel's routes refused for ``seconds``, as Discord answers
        when that channel's own bucket is spent (``X-RateLimit-Scope`` ``shared``: the
        resource's limit, or ``user``: the bot's limit of that route in that channel); the
        other channels' requests go on."""
        self._channels_saturated[str(channel_id)] = (real_monotonic() + seconds, scope)

    def install(self) -> DiscordLimits:
        limits, original = self, self._original

        async def limited(client, route, **kwargs):
            path = _path_of(route.url)
            channel = CHANNEL_ROUTE.match(path)
            until, scope = limits._channels_saturated.get(channel.group(1) if channel else "", (0.0, None))
            if until > real_monotonic():  # that channel's bucket spent: refused, not counted
                wait, is_global = until - real_monotonic(), False
            else:
                (wait, is_global), scope = limits.wait(route.method, path), None
            if wait > 0:
                limits.refused.append(f"{route.method} {path}")
                data = {"message": "You are being rate limited.", "retry_after": wait, "global": is_global}
                response = RateLimitedResponse(wait, is_global, scope)
                raise discord.HTTPException(response, data)  # type: ignore[arg-type]
            limits.accepted.append(f"{route.method} {path}")
            return await original(client, route, **kwargs)

        FakeHTTPClient.request = limited  # type: ignore[method-assign]
        return self

    def restore(self) -> None:
        FakeHTTPClient.request = self._original  # type: ignore[method-assign]

    def wait(self, method: str, path: str) -> tuple[float, bool]:
        """Seconds until the request fits (0: it does, and is counted), and whether the global
        limit is the one exceeded."""
        now = real_monotonic()
        if now < self._saturated_until:
            return self._saturated_until - now, self._saturation_global
        while self._global and self._global[0] <= now - 1.0:
            self._global.popleft()
        if len(self._global) >= self.per_second:
            return self._global[0] + 1.0 - now, True
        found = CHANNEL_POST.match(path) if method == "POST" else None
        posts = self._posts.setdefault(found.group(1), collections.deque()) if found else None
        if posts is not None:
            while posts and posts[0] <= now - self.channel_window:
                posts.popleft()
            if len(posts) >= self.channel_posts:
                return posts[0] + self.channel_window - now, False
            posts.append(now)
        self._global.append(now)
        return 0.0, False


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

    @property
    def client_locales(self) -> dict[int, str]:
        """User id -> their Discord client's locale (unset: "en-US")."""
        return CLIENT_LOCALES.setdefault(self.env.backend, {})

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
        """What the bot suggests; at a Saboteur table, every card named in a suggestion is in the
        typist's own hand."""
        answers = await player.autocomplete(self.channel, command, option, typed, **filled)
        table = await self.table()
        if table.game_id == "saboteur":
            own = {card["id"] for card in (await self.host.view(table.id, player.id))["you"]["hand"]}
            for answer in answers:
                assert set(CARD_ID.findall(f"{answer['name']} {answer['value']}")) <= own, answer
        return answers

    def new_bot(self, host: Host) -> Bot:
        return Bot(host, sync_state=self.sync_state, deadline_poll_seconds=None)

    async def restart(self) -> None:
        """The process stops and starts again: a new host on the same database, a new bot."""
        await self.env.settle()
        await self.store.close()
        self.store = await storage.open_store(self.db_path)
        self.host = Host(self.store, clock=self.clock, seeds=lambda: self.seed)
        await self.env.restart_bot(self.new_bot(self.host))

    async def board_message(self) -> discord.Message:
        """The table's latest board post (looked up by id: the history grows long)."""
        table = await self.table()
        stored = self.env.backend.get_message(self.channel.id, table.board_message_id)
        return to_discord_message(self.env, stored)

    def public_messages(self) -> list[discord.Message]:
        """Everything in the table's channel that any member of the server can read."""
        return [m for m in self.channel.history() if not m.flags.ephemeral]

    def locale_of(self, player: simcord.MemberActor) -> str:
        """The catalog locale ``player``'s Discord client reads."""
        return locales.locale_of(self.client_locales.get(player.id))

    def answers(self) -> list[tuple[int, str]]:
        """Everything the bot answered to an interaction for its sender alone, by the id of the
        user who sent it: each ephemeral reply's text and component labels, each autocomplete
        choice. (A public follow-up, the board of a move made in the channel, is one of
        ``public_messages``.)"""
        found = []
        for record in self.env.backend.interactions.values():
            result = simcord.InteractionResult(self.env, record)
            for message in ([result.response] if result.response else []) + result.followups:
                if not message.flags.ephemeral:
                    continue
                found += [(record.user_id, text) for text in [message.content, *labels(message.components)]]
            found += [(record.user_id, choice["name"]) for choice in result.autocomplete_choices or ()]
        return found

    def private_answers(self, player: simcord.MemberActor) -> dict[int, simcord.ResponseMessage]:
        """Every message the bot sent ``player`` alone in answer to an interaction, by id, as it
        reads now (edited or not)."""
        found = {}
        for record in self.env.backend.interactions.values():
            if record.user_id != player.id:
                continue
            result = simcord.InteractionResult(self.env, record)
            for message in ([result.response] if result.response else []) + result.followups:
                if message.flags.ephemeral:
                    found[message.id] = message
        return found

    async def show_hand(
        self, player: simcord.MemberActor, board: discord.Message | None = None
    ) -> simcord.ResponseMessage:
        """**My hand** pressed on ``board`` (default: the newest board), in the table's language:
        the private message that shows the hand, a new answer or the presser's last answer edited
        in place (issue 23)."""
        label = locales.text((await self.table()).language, "bot-button-hand")
        before = {id_: fingerprint(message) for id_, message in self.private_answers(player).items()}
        shown = await player.click(board or await self.board_message(), label=label)
        after = self.private_answers(player)
        changed = [m for id_, m in after.items() if before.get(id_) != fingerprint(m)]
        assert len(changed) == 1, f"one private message shows the hand, not {len(changed)}: {said(shown)!r}"
        return changed[0]

    def direct_messages(self, player: simcord.MemberActor) -> list[discord.Message]:
        return [m for m in player.user.dm_channel.history() if m.author.bot]


async def make_world(
    tmp_path: Path,
    n_players: int = 5,
    seed: int = 7,
    poll: float | None = None,
    *,
    server_locale: str = "en-US",
    client_locale: str = "en-US",
) -> World:
    """``server_locale``: the server's preferred locale; ``client_locale``: every member's
    Discord client (change one with ``World.client_locales``)."""
    db_path = tmp_path / "tables.sqlite3"
    store = await storage.open_store(db_path)
    clock = FakeClock()
    host = Host(store, clock=clock, seeds=lambda: seed)
    sync_state = tmp_path / "commands.hash"
    bot = Bot(host, sync_state=sync_state, deadline_poll_seconds=poll)
    env = simcord.Env(bot)
    await env.start()
    guild = env.create_guild(name="Dwarf Hall", preferred_locale=server_locale)
    channel = guild.create_text_channel("mine")
    names = ["alice", "bob", "carol", "dave", "erin", "frank"][:n_players]
    players = [guild.add_member(env.create_user(name)) for name in names]
    world = World(env, host, clock, db_path, channel, players, store, sync_state, seed)
    world.client_locales.update({player.id: client_locale for player in players})
    return world


def labels(components: list) -> list[str]:
    """The words of a message's components: button labels, select placeholders, option labels."""
    found = []
    for component in components:
        data = component if isinstance(component, dict) else component.to_dict()
        found += [data[key] for key in ("label", "placeholder") if data.get(key)]
        found += [option["label"] for option in data.get("options", [])]
        found += labels(data.get("components", []))
    return found


def shown_text(message: discord.Message) -> str:
    """Everything a reader sees of a message: text, embeds, component labels and ids."""
    parts = [message.content]
    for embed in message.embeds:
        parts.append(json.dumps(embed.to_dict()))
    for row in message.components:
        parts.append(json.dumps(row.to_dict()))
    return "\n".join(parts)


def said(result: simcord.InteractionResult) -> str:
    """Everything the bot answered to one interaction (a deferred reply's first follow-up
    fills the "thinking" message)."""
    messages = ([result.response] if result.response else []) + result.followups
    return "\n".join(m.content for m in messages)


def pick(rng: random.Random, answers: list[dict]) -> str:
    assert answers, "the bot offered no choice to an awaited player"
    return rng.choice(answers)["value"]


async def open_and_start(world: World, options: str | None = None) -> TableInfo:
    """alice opens a Saboteur table; three join by button, one by command; alice starts. The
    buttons are pressed by their labels in the table's language."""
    alice, bob, carol, dave, erin = world.players
    opened = await alice.slash(
        world.channel, "game new", game="saboteur", **({"options": options} if options else {})
    )
    assert opened.ephemeral
    language = (await world.table()).language
    lobby = world.channel.last_message
    assert lobby.content.startswith(locales.text(language, "bot-lobby-open"))
    for player in (bob, carol, dave):
        joined = await player.click(lobby, label=locales.text(language, "bot-button-join"))
        assert joined.ephemeral and locales.text(world.locale_of(player), "bot-joined") in said(joined)
    await erin.slash(world.channel, "game join")
    lobby = world.channel.history()[0]
    assert all(p.mention in lobby.content for p in world.players), "the lobby message updates in place"
    await alice.click(lobby, label=locales.text(language, "bot-button-start"))
    return await world.table()


def fingerprint(message: simcord.ResponseMessage) -> tuple:
    """What tells an edited message from its earlier self (a frozen clock may keep its edit
    time)."""
    attachments = [attachment.id for attachment in message.attachments]
    return (message.message.edited_at, message.content, attachments, message.components)


def select_values(message) -> tuple[str, list[str]]:
    """The custom_id and option values of the first select menu of a message."""
    for row in message.components:
        for component in row.get("components", []):
            if component["type"] == 3:
                return component["custom_id"], [option["value"] for option in component["options"]]
    raise AssertionError(f"no select menu in {message.content!r}")


async def play_by_menu(world: World, player, rng: random.Random):
    """My hand (labelled in the table's language) -> card select -> action select."""
    message = await world.show_hand(player)
    custom_id, values = select_values(message)
    value = rng.choice(values)
    result = await player.select(message, [value], custom_id=custom_id)
    if custom_id.startswith("gh:card:") and not value.startswith(PLAY_NOW):  # else played at once
        menu = result.response
        custom_id, values = select_values(menu)
        result = await player.select(menu, [rng.choice(values)], custom_id=custom_id)
    return result


async def play_by_act(world: World, player, rng: random.Random):
    answers = await world.autocomplete(player, "game act", "action")
    return await player.slash(world.channel, "game act", action=pick(rng, answers))


async def play_by_verb(world: World, player, rng: random.Random):
    """The /saboteur verbs: the card first, then only that card's legal targets."""
    for verb, last in (("place", "where"), ("sabotage", "target"), ("repair", "target")):
        cards = await world.autocomplete(player, f"saboteur {verb}", "card")
        if cards:
            card = pick(rng, cards)
            targets = await world.autocomplete(player, f"saboteur {verb}", last, card=card)
            return await player.slash(
                world.channel, f"saboteur {verb}", card=card, **{last: pick(rng, targets)}
            )
    for verb, option in (("pick", "gold"), ("rockfall", "cell"), ("map", "goal"), ("discard", "card")):
        answers = await world.autocomplete(player, f"saboteur {verb}", option)
        if answers:
            return await player.slash(world.channel, f"saboteur {verb}", **{option: pick(rng, answers)})
    raise AssertionError("no /saboteur verb offered anything")


PLAYING_WAYS = (play_by_menu, play_by_act, play_by_verb)
"""The three ways a Saboteur turn is played on Discord; whole-game tests take turns with them."""


def send_slash(actor: simcord.MemberActor, channel: simcord.ChannelHandle, name: str, **options):
    """A slash command sent as a Discord client sends it, without waiting for the bot to settle
    (``actor.slash`` settles all of the bot's work, its paced background requests included,
    before the next interaction, so one at a time): many can be in flight at once. Returns the
    interaction's record, whose answer ``answer_of`` reads. (SimCord 3.2.1 has no public call
    for this: its own steps of ``actor.slash``, without the settling.)"""
    parts = name.split()
    root = simcord.actors._resolve_visible_command(actor, channel.id, parts[0], 1)  # CHAT_INPUT
    leaf, nesting = simcord.interactions.walk_to_subcommand(root, parts[1:])
    leaf_options, resolved = simcord.interactions.build_options(
        actor, name, leaf, options, channel_id=channel.id
    )
    data = {
        "id": root["id"],
        "name": root["name"],
        "type": root.get("type", 1),
        "options": simcord.interactions.nest_options(root, nesting, leaf_options),
    }
    if resolved:
        data["resolved"] = resolved
    backend = actor._env.backend
    record, payload = simcord.interactions.base_payload(
        backend, type=2, channel_id=channel.id, guild_id=actor.guild.id, user_id=actor.id, data=data
    )  # type 2: APPLICATION_COMMAND
    backend.emit("INTERACTION_CREATE", payload)
    return record


@contextlib.contextmanager
def real_timers(env: simcord.Env) -> Iterator[None]:
    """The bot's timers (its ``asyncio.sleep``: the rate budget's pacing, retries) in real time
    while this holds. SimCord runs them on a virtual clock that moves only when the bot settles
    between operations; under interactions sent concurrently (``send_slash``) it never settles,
    so a paced request would wait for ever. (SimCord 3.2.1 has no setting for this: the loop's
    own ``call_later`` and ``call_at`` are put back.)"""
    loop, runtime = env._loop, env._runtime
    assert loop is not None and runtime is not None, "a started Env"
    virtual = loop.call_later, loop.call_at
    loop.call_later, loop.call_at = runtime.call_later, runtime.call_at  # type: ignore[method-assign]
    try:
        yield
    finally:
        loop.call_later, loop.call_at = virtual  # type: ignore[method-assign]


class _Answers:
    """Every answer ``answer_of`` awaits in one world, watched by one task every 2 ms. (A poll
    per interaction woke the event loop 500 times a second for each one in flight: under a burst
    the benchmark's own polling took a sixth of the CPU from the bot it measures, more the more
    the bot fell behind.) A record is read in full only once SimCord marks it answered."""

    POLL = 0.002

    def __init__(self, env: simcord.Env) -> None:
        self.env = env
        self.waiting: dict[int, tuple[Any, float, list[float] | None, asyncio.Future[Any]]] = {}
        self.task: asyncio.Task[None] | None = None

    def wait(self, record, timeout: float, acknowledged: list[float] | None) -> asyncio.Future[Any]:
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self.waiting[id(record)] = (record, real_monotonic() + timeout, acknowledged, future)
        if self.task is None:
            self.task = asyncio.get_running_loop().create_task(self._watch())
        return future

    def _answer(self, record) -> simcord.InteractionResult | None:
        if not record.followup_ids and (record.message_id is None or record.loading):
            return None  # nothing to read yet: a deferred reply still thinking
        result = simcord.InteractionResult(self.env, record)
        if result.followups or (result.response is not None and result.response.content):
            return result
        return None

    async def _watch(self) -> None:
        try:
            while self.waiting:
                now = real_monotonic()
                for key, (record, deadline, acknowledged, future) in list(self.waiting.items()):
                    if acknowledged is not None and not acknowledged and record.responded:
                        acknowledged.append(time.perf_counter())
                    answer = self._answer(record)
                    if answer is not None or now >= deadline or future.done():
                        del self.waiting[key]
                        if not future.done():
                            future.set_result(answer)
                await asyncio.sleep(self.POLL)
        finally:
            self.task = None
            if _ANSWERS.get(id(self.env)) is self:
                del _ANSWERS[id(self.env)]  # kept only while answers are awaited


_ANSWERS: dict[int, _Answers] = {}
"""World (by id) -> its watcher, while it watches."""


async def answer_of(
    env: simcord.Env, record, timeout: float = 60.0, acknowledged: list[float] | None = None
) -> simcord.InteractionResult | None:
    """The bot's answer to an interaction ``send_slash`` sent (a deferred reply's follow-up),
    once it is there; None after ``timeout`` seconds. ``acknowledged``: gets the
    ``time.perf_counter`` at which the bot's first response (its defer, or the answer itself)
    was seen, the one Discord requires within 3 s."""
    answers = _ANSWERS.get(id(env))
    if answers is None:
        answers = _ANSWERS[id(env)] = _Answers(env)
    return await answers.wait(record, timeout, acknowledged)


class Acknowledgements:
    """When the bot acknowledged each interaction (``time.perf_counter`` at its ``defer``),
    from creation until ``restore``: the benchmarks' "ack" measure."""

    def __init__(self) -> None:
        self.times: list[float] = []
        self.original = defer = discord.InteractionResponse.defer

        async def timed_defer(response, **kwargs):
            self.times.append(time.perf_counter())
            return await defer(response, **kwargs)

        discord.InteractionResponse.defer = timed_defer

    def restore(self) -> None:
        discord.InteractionResponse.defer = self.original


def attachments(result) -> list:
    """The files of an interaction's answer (a deferred reply's first follow-up fills it)."""
    messages = ([result.response] if result.response else []) + result.followups
    return [attachment for message in messages for attachment in message.attachments]


async def finish_tables(world, count: int, *, ais: int = 1) -> list[int]:
    """``count`` Saboteur tables of alice and bob (and ``ais`` AI seats) played to the end
    through the host, one after another in the world's channel."""
    alice, bob = (User(p.id, p.name) for p in world.players[:2])
    guild_id = world.channel.guild.id
    ids = []
    for number in range(count):
        table = await world.host.open_table(guild_id, world.channel.id, "saboteur", alice, turn_seconds=3600)
        await world.host.join(table.id, bob)
        for _ in range(ais):
            await world.host.add_ai(table.id, alice)
        await world.host.start(table.id, alice)
        await play_humans(world.host, table.id, {alice.id: alice, bob.id: bob}, random.Random(number))
        world.clock.advance(3600)
        ids.append(table.id)
    return ids


async def idle(world) -> None:
    """Until the bot has nothing left to send: errands, boards, the DM queue."""
    bot = world.env.bot
    for _ in range(3):  # a board delivered queues DMs; an errand may kick the courier
        await bot.errands.idle()
        await bot.courier.idle()
        await bot.mailer.idle()
        await world.env.settle()


async def press_forged(player, message, custom_id: str):
    """A press of a button with a custom_id of the presser's choosing, as a modified client
    sends it: on a message he can see, whose payload claims to carry that button."""
    stored, backend = _visible_message(player, message), player._env.backend
    payload = dict(serializers.message_payload(backend, stored))
    button = {"type": 2, "style": 2, "label": "Join", "custom_id": custom_id}
    payload["components"] = [{"type": 1, "components": [button]}]
    channel = ChannelHandle(player._env, player.guild, backend.get_channel(stored.channel_id))
    data = {"custom_id": custom_id, "component_type": 2}
    return await _dispatch_actor_interaction(
        player, 3, channel, data, extra={"message": payload}, source_message_id=stored.id
    )

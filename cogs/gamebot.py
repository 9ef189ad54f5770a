"""The bot as the cogs know it: ``GameBot``, the Discord client with the host and the state of a
running bot, typed, so that a cog reads ``interaction.client.host`` as a ``Host``
(``discord.Interaction[GameBot]``, as RoboDanny types its bot). ``bot.Bot`` adds the start-up
(its cogs, the outbox resumed, the command sync) and the process around it; a cog never imports
``bot.py``. It imports only the leaves of ``cogs`` its state is made of."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, Protocol

import discord
from discord.ext import commands

from cogs.answers import PrivateAnswers
from cogs.pacer import Courier, Errands, KeyedLocks, Mailer, RateBudget
from cogs.stopping import STOP_GRACE_SECONDS, InFlight
from host import Chooser, Host, TableInfo
from host.bounded import LastUsed, Recent
from host.history import History
from storage import DirectMessage


class Moving(Protocol):
    """The move flow (``cogs.moves.MoveFlow``), reached through the bot: the components
    (``cogs.components``) start it when pressed, and the posts it delivers are built from them,
    which therefore cannot import it."""

    async def submit(
        self,
        interaction: Interaction,
        table_id: int,
        code: str,
        *,
        expected_version: int,
        check: Callable[[TableInfo], None],
    ) -> None:
        """A press's move: through the host, then the mover's answer and the delivery."""

    async def submit_here(self, interaction: Interaction, code: str | Chooser) -> None:
        """A command's move at the channel's table, then the answer and the delivery."""

    async def lobby_verb(self, interaction: Interaction, verb: str, table_id: int) -> None:
        """Join, Leave or Start: the same code path as ``/game join``, ``leave``, ``start``."""

    async def show_hand(self, interaction: Interaction, table: TableInfo) -> None:
        """The presser's hand, ephemeral."""


class Agreeing(Protocol):
    """What an **Agree** press under a proposal to let the AI play a seat does (issue 33): a
    vote, through the ``Season`` cog (``cogs.season``)."""

    async def agree_pressed(self, interaction: Interaction, table_id: int, takeover_id: int) -> None:
        """One vote through the host, then its answer, notices and the AI's move."""


DM_REFUSED_REMEMBERED = 10_000
"""Closed DMs whose table channel was told, remembered (the oldest forgotten first)."""
CLOSED_THREADS_REMEMBERED = 1_000
"""Tables whose locked thread's parent channel was told, remembered (issue 31: the oldest
forgotten first; one forgotten may tell its parent channel once more)."""
DM_CHANNELS_KEPT = 10_000
"""Users whose DM channel id is kept in memory (issue 31: the least recently DMed forgotten
first, about 1 MB; one forgotten costs a database read, not a Discord request)."""


class GameBot(commands.Bot):
    """The Discord client. ``host`` plays the games; cogs only translate to and from Discord."""

    def __init__(
        self,
        host: Host,
        *,
        deliver: Callable[[GameBot, int], Awaitable[float | None]],
        send_queued: Callable[[GameBot, DirectMessage], Awaitable[str | None]],
        moves: Callable[[GameBot], Moving],
        sync_state: Path | None = None,
        dev_guild_id: int | None = None,
        deadline_poll_seconds: float | None = 30.0,
        stop_grace: float = STOP_GRACE_SECONDS,
        http_address: tuple[str, int] | None = None,
        **shards: Any,
    ) -> None:
        # A text bot: no voice, so no warning at start-up that PyNaCl or davey (voice) is missing.
        discord.VoiceClient.warn_nacl = False
        discord.VoiceClient.warn_dave = False
        intents = discord.Intents.none()
        intents.guilds = True  # channels and threads in the cache; no message content, no members
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            help_command=None,
            allowed_mentions=discord.AllowedMentions(everyone=False, roles=False, users=True),
            **shards,
        )
        self.host = host
        self.history = History(host.store, host.games)
        """The servers' finished tables, ratings and replays (``cogs.history``)."""
        self.sync_state = sync_state
        self.dev_guild_id = dev_guild_id
        self.deadline_poll_seconds = deadline_poll_seconds
        """How often the deadline loop looks for due turns; None: never (tests move time)."""
        self.dm_refused_told: Recent[tuple[int, int]] = Recent(DM_REFUSED_REMEMBERED)
        """(table id, user id) of the most recent closed DMs the table's channel was told of."""
        self.closed_threads_told: Recent[int] = Recent(CLOSED_THREADS_REMEMBERED)
        """The most recent tables whose locked thread's parent channel was told (``cogs.threads``)."""
        self.dm_channel_ids: LastUsed[int, int] = LastUsed(DM_CHANNELS_KEPT)
        """User id -> the bot's DM channel with them, for the users DMed most recently (stored:
        no create request per DM; one forgotten here is read from the store)."""
        self.private_answers = PrivateAnswers()
        """The last private answer of each player at each table, which **My hand** edits."""
        self.budget = RateBudget()
        """Discord's rate limits as the bot counts them (channel posts, DMs)."""
        self.posting = KeyedLocks()
        """Held while a table's step, its board repost or its cancellation is posted
        (``cogs.delivery.deliver``, ``/game board``, ``/game cancel``), so a move that was in
        flight when the table was cancelled never posts a live-looking board after the cancel
        notice, and the stored board is the newest: one lock per table held or awaited."""
        self.courier = Courier(self, deliver)
        """Delivers each table's outbox (at start-up, after a rate limit...)."""
        self.errands = Errands(self.budget)
        """The counted requests no player waits for: lobby posts and edits, notices."""
        self.mailer = Mailer(self, send_queued)
        """Sends the DM queue (every DM: of delivered boards, notices, reminders), apart from the boards."""
        self.in_flight = InFlight(stop_grace)
        """The acknowledged interactions (and a game's end work) a stop lets finish or answers."""
        self.http_address = http_address
        """Where /healthz, /readyz and /metrics listen (``cogs.health``); None: not at all."""
        self.moves = moves(self)
        """The move flow (``cogs.moves.MoveFlow``): commands and presses, answers, delivery."""
        self.agreeing: Agreeing | None = None
        """What an **Agree** press does: set by the ``Season`` cog."""
        self.started = False
        """Start-up is done: the outbox resumed, the notices sent, the commands synced."""

    async def close(self) -> None:
        """A graceful stop: the acknowledged interactions finish or are answered (``InFlight``)
        while the HTTP session and the database are still open; then the deliveries stop (what
        they left is in the outbox) and the Discord client closes."""
        await self.in_flight.finish()
        self.courier.close()
        self.mailer.close()
        self.errands.close()
        await super().close()


Interaction = discord.Interaction[GameBot]
"""An interaction with this bot: ``interaction.client`` is the ``GameBot``."""

"""A graceful stop answers what it acknowledged (issue 25; docs/architecture.md, "Publishing").

Every interaction is acknowledged first (``cogs.replies.acknowledge``): from then on its user
waits for an answer. ``InFlight`` (``bot.in_flight``) keeps the task of each acknowledged
interaction, and of the work that follows a game's end (its ratings and replay), until it ends.
At a stop (SIGTERM, SIGINT) ``GameBot.close`` calls ``finish`` before it closes the HTTP session
and the database: the work has ``grace`` seconds to end; what has not ended by then is cancelled,
and each interaction not answered yet is told that the bot is restarting
(``bot-restarting-unsure``: its action may or may not have been stored). An interaction that
arrives during the stop is answered so at once and does nothing (``bot-restarting``). A stop is
not a fault: one log line, no traceback. What the outbox holds (boards, DMs, notices) goes out
after the restart.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import aiohttp
import discord

import locales
from cogs.answers import AnyInteraction, reader, send_ephemeral

log = logging.getLogger("gamehost.cogs.stopping")

STOP_GRACE_SECONDS = 5.0
"""How long a stop waits for acknowledged work: a replay is drawn in about a second, a move in
milliseconds; a service manager waits 10 s (Docker) to 90 s (systemd) before it kills."""
CANCEL_GRACE_SECONDS = 1.0
"""How long cancelled work may take to unwind (its ``finally`` blocks) before the answers."""


class InFlight:
    """The tasks of acknowledged interactions (and of other work a stop should let end), each
    with its interaction (None: no one waits for an answer), until the task ends."""

    def __init__(self, grace: float = STOP_GRACE_SECONDS) -> None:
        self.grace = grace
        self._finishing: asyncio.Future[None] | None = None
        self._tasks: dict[asyncio.Task[Any], AnyInteraction | None] = {}
        self._answered: set[int] = set()

    def track(self, interaction: discord.Interaction | None = None) -> None:
        """Keep the current task until it ends (``interaction``: whose answer it owes)."""
        task = asyncio.current_task()
        if task is None or task in self._tasks:
            return
        self._tasks[task] = interaction
        task.add_done_callback(self._forget)

    def answered(self, interaction: discord.Interaction) -> None:
        """``interaction`` has its answer (``cogs.replies.reply``): a stop owes it nothing more."""
        self._answered.add(interaction.id)

    def _forget(self, task: asyncio.Task[Any]) -> None:
        interaction = self._tasks.pop(task, None)
        if interaction is not None:
            self._answered.discard(interaction.id)

    @property
    def stopping(self) -> bool:
        """Whether the stop has begun: new interactions are answered ``bot-restarting``."""
        return self._finishing is not None

    async def finish(self) -> None:
        """Wait up to ``grace`` seconds for the tracked work (including work that begins
        meanwhile), then cancel the rest and answer each of its interactions not answered yet.
        Called again (a second signal), it waits for the same."""
        if self._finishing is None:
            self._finishing = asyncio.ensure_future(self._finish())
        await asyncio.shield(self._finishing)

    async def _finish(self) -> None:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.grace
        while self._tasks and (left := deadline - loop.time()) > 0:
            await asyncio.wait(list(self._tasks), timeout=left)
        late = dict(self._tasks)
        if not late:
            return
        owed = [i for i in late.values() if i is not None and i.id not in self._answered]
        for _ in range(2):  # a task may await once more in a finally block: cancelled again
            for task in late:
                task.cancel()
            await asyncio.wait(list(late), timeout=CANCEL_GRACE_SECONDS)
        log.info(
            "Stopping: %d tasks not finished in %g s were cancelled; %d users told that the bot restarts.",
            len(late),
            self.grace,
            len(owed),
        )
        await asyncio.gather(*(self._tell_restarting(interaction) for interaction in owed))

    async def _tell_restarting(self, interaction: discord.Interaction) -> None:
        text = locales.text(reader(interaction), "bot-restarting-unsure")
        try:
            await asyncio.wait_for(send_ephemeral(interaction, text), CANCEL_GRACE_SECONDS)
        except (discord.HTTPException, aiohttp.ClientError, TimeoutError) as error:  # nothing else to try
            log.info("Stopping: could not answer interaction %s: %s", interaction.id, error)

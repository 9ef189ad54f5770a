"""Health, readiness and metrics over HTTP (issue 32), for a process supervisor and Prometheus:
off unless ``HTTP_PORT`` is set, on 127.0.0.1 unless ``HTTP_HOST`` says otherwise. A cog, so
the listener opens with the bot's start-up and closes with the bot (``Bot.close`` removes
its cogs). aiohttp is discord.py's own HTTP library.

- ``GET /healthz``: 200 ``ok`` while the gateway is connected and the database answers, else
  503 with a one-line reason.
- ``GET /readyz``: 200 once start-up is done (the outbox resumed, commands synced, the gateway
  ready) and until a stop begins, else 503 with the reason.
- ``GET /metrics``: ``host.metrics.REGISTRY`` in Prometheus's text format; the tables by
  status and the outbox are read from the database at each scrape."""

from __future__ import annotations

import asyncio
import logging

from aiohttp import web
from discord.ext import commands
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest

from cogs.gamebot import GameBot
from host import metrics

log = logging.getLogger("gamehost.cogs.health")

DATABASE_TIMEOUT = 2.0
"""Seconds the database has to answer a health check: a supervisor polls every few seconds."""


def gateway_fault(bot: commands.Bot) -> str | None:
    """Why the bot is not connected to Discord now; None when it is."""
    if bot.is_closed():
        return "the bot is stopping"
    if not bot.is_ready():
        return "not connected to the Discord gateway yet"
    shards = getattr(bot, "shards", None)
    if shards:
        down = sorted(shard_id for shard_id, shard in shards.items() if shard.is_closed())
        return f"gateway shards {', '.join(map(str, down))} disconnected" if down else None
    ws = bot.ws
    if ws is None or not ws.open:
        return "the Discord gateway connection is down"
    return None


async def database_fault(bot: GameBot) -> str | None:
    """Why the database does not answer now; None when it does."""
    try:
        await asyncio.wait_for(bot.host.store.ping(), DATABASE_TIMEOUT)
    except TimeoutError:
        return f"the database did not answer within {DATABASE_TIMEOUT:g} s"
    except Exception as error:  # whatever the backend raises: the reason is the answer
        return f"the database does not answer: {type(error).__name__}: {error}".splitlines()[0]
    return None


def answer(fault: str | None) -> web.Response:
    if fault is None:
        return web.Response(text="ok\n")
    return web.Response(status=503, text=f"{fault}\n")


class Health(commands.Cog):
    def __init__(self, bot: GameBot, host: str, port: int) -> None:
        self.bot = bot
        self.address = (host, port)
        app = web.Application()
        app.add_routes(
            [
                web.get("/healthz", self.healthz),
                web.get("/readyz", self.readyz),
                web.get("/metrics", self.metrics),
            ]
        )
        self.runner = web.AppRunner(app, access_log=None)

    async def cog_load(self) -> None:
        await self.runner.setup()
        site = web.TCPSite(self.runner, *self.address)
        await site.start()
        log.info("Health and metrics on http://%s:%d (/healthz, /readyz, /metrics).", *self.bound())

    async def cog_unload(self) -> None:
        await self.runner.cleanup()

    def bound(self) -> tuple[str, int]:
        """The address listened on (with ``HTTP_PORT=0``, the port the system chose)."""
        [address] = self.runner.addresses[:1]
        return address[0], address[1]

    async def healthz(self, request: web.Request) -> web.Response:
        return answer(gateway_fault(self.bot) or await database_fault(self.bot))

    async def readyz(self, request: web.Request) -> web.Response:
        if self.bot.in_flight.stopping:
            return answer("the bot is stopping")
        if not self.bot.started:
            return answer("start-up is not done yet")
        return answer(gateway_fault(self.bot))

    async def metrics(self, request: web.Request) -> web.Response:
        try:
            tables, pending, oldest = await asyncio.wait_for(
                self.bot.host.store.operating_counts(), DATABASE_TIMEOUT
            )
        except Exception as error:  # the counters still answer; the gauges keep their last values
            log.warning("Could not read the tables and the outbox for /metrics: %s", error)
        else:
            for status in metrics.TABLE_STATUSES:
                metrics.TABLES.labels(status).set(tables.get(status, 0))
            metrics.OUTBOX_PENDING.set(pending)
            metrics.OUTBOX_OLDEST_SECONDS.set(
                0.0 if oldest is None else max(0.0, self.bot.host.clock.now() - oldest)
            )
        body = generate_latest(metrics.REGISTRY)
        return web.Response(body=body, headers={"Content-Type": CONTENT_TYPE_LATEST})

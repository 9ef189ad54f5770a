"""/healthz, /readyz and /metrics (issue 32), asked with real HTTP requests of the running bot
on SimCord: off unless configured, 200 while the gateway is connected and the database
answers, 503 with one line saying why otherwise, Prometheus's text format with the moves,
interactions, renders and tables by status, and the listener closed with the bot."""

import aiohttp
import pytest

from bot import Bot, Settings
from tests.support.discord_harness import open_and_start


@pytest.fixture
async def served(world):
    """The world's bot restarted with HTTP on a free port of 127.0.0.1; yields the base URL."""
    bot = Bot(
        world.host, sync_state=world.sync_state, deadline_poll_seconds=None, http_address=("127.0.0.1", 0)
    )
    await world.env.restart_bot(bot)
    host, port = bot.get_cog("Health").bound()
    assert host == "127.0.0.1"
    yield f"http://{host}:{port}"


async def get(url: str) -> tuple[int, str, str]:
    async with (
        aiohttp.ClientSession() as session,
        session.get(url, timeout=aiohttp.ClientTimeout(total=10)) as got,
    ):
        return got.status, got.headers.get("Content-Type", ""), await got.text()


KINDS = ("command", "component")


def sample(text: str, name: str) -> float:
    """The value of one sample line of the Prometheus text (``name`` with its labels)."""
    [line] = [line for line in text.splitlines() if line.startswith(name + " ")]
    return float(line.split()[-1])


def test_http_is_off_unless_a_port_is_set_and_local_unless_a_host_is():
    assert Settings.from_env({}).http_address is None
    assert Settings.from_env({"HTTP_PORT": "9100"}).http_address == ("127.0.0.1", 9100)
    assert Settings.from_env({"HTTP_PORT": "9100", "HTTP_HOST": "0.0.0.0"}).http_address == ("0.0.0.0", 9100)
    for bad in ("http", "70000", "-1"):
        with pytest.raises(SystemExit, match="HTTP_PORT must be a port number"):
            Settings.from_env({"HTTP_PORT": bad})


async def test_the_world_bot_listens_nowhere(world):
    assert world.env.bot.get_cog("Health") is None


async def test_healthy_and_ready_then_metrics_count_what_happened(world, served):
    assert await get(f"{served}/healthz") == (200, "text/plain; charset=utf-8", "ok\n")
    assert (await get(f"{served}/readyz"))[0] == 200
    status, kind, before = await get(f"{served}/metrics")
    assert status == 200 and kind.startswith("text/plain; version=")
    await open_and_start(world)  # a table opened, joined, started: interactions and a board
    player = await world.awaited_player()
    moves = sample(before, "gamehost_moves_total")
    answers = await world.autocomplete(player, "game act", "action")
    await player.slash(world.channel, "game act", action=answers[0]["value"])
    _, _, after = await get(f"{served}/metrics")
    assert sample(after, "gamehost_moves_total") == moves + 1
    assert sample(after, 'gamehost_tables{status="playing"}') == 1
    assert sample(after, 'gamehost_tables{status="finished"}') == 0

    def handled(text: str) -> float:  # the registry is the process's: counted since the test began
        return sum(sample(text, f'gamehost_interaction_seconds_count{{kind="{kind}"}}') for kind in KINDS)

    assert handled(after) - handled(before) >= 4, "/game new, joins, start, act"
    assert sample(after, 'gamehost_render_seconds_count{kind="board"}') > sample(
        before, 'gamehost_render_seconds_count{kind="board"}'
    )
    assert sample(after, "gamehost_boards_posted_total") > sample(before, "gamehost_boards_posted_total")
    sent = 'gamehost_dms_total{result="sent"}'
    assert sample(after, sent) >= sample(before, sent) + 3, "the round's hands, by DM"
    assert sample(after, 'gamehost_dms_total{result="closed"}') == sample(
        before, 'gamehost_dms_total{result="closed"}'
    )
    assert sample(after, "gamehost_outbox_pending") == 0
    assert sample(after, "gamehost_outbox_oldest_seconds") == 0


async def test_unhealthy_says_why_in_one_line(world, served, monkeypatch):
    bot = world.env.bot
    bot.ws.open = False  # the gateway connection dropped
    status, _, text = await get(f"{served}/healthz")
    assert (status, text) == (503, "the Discord gateway connection is down\n")
    assert (await get(f"{served}/readyz"))[:1] == (503,)
    bot.ws.open = True

    async def broken() -> None:
        raise OSError("disk I/O error\nwith a second line")

    monkeypatch.setattr(world.host.store, "ping", broken)
    status, _, text = await get(f"{served}/healthz")
    assert (status, text) == (503, "the database does not answer: OSError: disk I/O error\n")
    assert (await get(f"{served}/readyz"))[0] == 200, "ready: start-up was done; health says the rest"


async def test_the_listener_closes_with_the_bot(world, served):
    assert (await get(f"{served}/healthz"))[0] == 200
    await world.env.bot.close()
    with pytest.raises(aiohttp.ClientConnectionError):
        await get(f"{served}/healthz")

"""Discord benchmark: how fast the bot acknowledges an interaction (Discord allows 3 s) and how
long a whole move takes, on SimCord's simulated Discord with a real host and real rendering.

    .venv/bin/python -m benchmarks.bench_discord [--moves 150]

"Acknowledged" is the time from the simulated user's action to the bot's defer; "answered" is
until the interaction is settled (the move applied and stored, the board rendered and posted,
the actor's DM sent).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import tempfile
import time
from pathlib import Path

from tests.support.discord_harness import Acknowledgements, harness_settings, make_world, open_and_start


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def measure(moves: int) -> dict[str, list[float]]:
    acknowledged = Acknowledgements()
    world = await make_world(Path(tempfile.mkdtemp()))
    try:
        rng = random.Random(1)
        table = await open_and_start(world)
        timings: dict[str, list[float]] = {"acknowledged (/game act)": [], "answered (/game act)": []}
        while len(timings["answered (/game act)"]) < moves:
            if table.status != "playing":
                await world.env.shutdown()
                await world.store.close()
                world = await make_world(Path(tempfile.mkdtemp()))
                table = await open_and_start(world)
            player = await world.awaited_player()
            choices = await world.host.legal_actions(table.id, player.id, "en")
            code = rng.choice(choices).code
            acknowledged.times.clear()
            start = time.perf_counter()
            await player.slash(world.channel, "game act", action=code)
            end = time.perf_counter()
            timings["acknowledged (/game act)"].append(acknowledged.times[0] - start)
            timings["answered (/game act)"].append(end - start)
            table = await world.host.table(table.id)
        return timings
    finally:
        acknowledged.restore()
        await world.env.shutdown()
        await world.store.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--moves", type=int, default=150)
    args = parser.parse_args()
    with harness_settings():  # as in the tests: no replay at a game's end
        timings = asyncio.run(measure(args.moves))
    print(f"| measure ({args.moves} moves) | p50 ms | p95 ms | p99 ms | max ms |")
    print("|---|---|---|---|---|")
    for name, values in timings.items():
        ms = [v * 1000 for v in values]
        quantiles = " | ".join(f"{quantile(ms, q):.1f}" for q in (0.5, 0.95, 0.99))
        print(f"| {name} | {quantiles} | {max(ms):.1f} |")


if __name__ == "__main__":
    main()

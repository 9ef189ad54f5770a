"""See the bot as players do (issue 23, item 5): a short table of each game played by the real
bot in a SimCord world, then Discord-like screenshots of what the players see, taken by a real
headless Chromium (Debian's, at ``/usr/bin/chromium``) through SimCord's preview.

For each game and language (English, Hungarian), at desktop width (1280 px) and phone width
(420 px): the channel as a member who is not at the table sees it (``channel-*``) and as the
last human mover sees it, their replies only they can see included (``mover-*``); then that
mover's private reply to their last move alone (``reply``) and their DM channel (``dm``).

A tool, not a test: ``scripts/preview.sh [OUT]`` installs what it needs and runs it;
``--gallery docs/gallery/discord`` also writes a few of the screenshots, compressed, there.
The tables are played through the test harness (tests/support/discord_harness.py): its world,
its opener of Saboteur tables and its ways of playing a turn (the hand menu, ``/game act``)."""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import tempfile
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from PIL import Image
from simcord.preview._capture import ManagedCapture

from tests.support.discord_harness import harness_settings, make_world, play_by_act, play_by_menu

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_FLAGS = (
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
)
GAMES = ("saboteur", "kompass", "alethiometer")
LANGUAGES = {"en": "en-US", "hu": "hu"}
"""Catalog locale -> the Discord locale of the server and of every member's client."""
WIDTHS = {"1280": (1280, 2000), "420": (420, 1600)}
"""Desktop and phone windows (a 420 px window shows pictures about 330 px wide, as a phone)."""
HUMAN_MOVES = {"saboteur": 6, "kompass": 16, "alethiometer": 8}
"""Moves the humans make before the screenshots: a few boards, replies and AI turns to see (a
Kompass turn is several moves of one player: draw, draw, stop, move ...)."""
SETTLE_SECONDS = 60.0
"""SimCord's wait for the bot to finish a step (5 s by default): a first board render starts the
picture processes, which takes longer than that on a busy machine."""
GALLERY = {
    "saboteur-en-channel-1280.png": "saboteur-channel-desktop.png",
    "saboteur-hu-channel-420.png": "saboteur-channel-phone-hu.png",
    "saboteur-en-mover-420.png": "saboteur-mover-phone.png",
    "kompass-en-channel-1280.png": "kompass-channel-desktop.png",
    "kompass-hu-mover-420.png": "kompass-mover-phone-hu.png",
    "alethiometer-hu-channel-1280.png": "alethiometer-channel-desktop-hu.png",
    "alethiometer-en-channel-420.png": "alethiometer-channel-phone.png",
    "kompass-en-dm.png": "kompass-dm.png",
}
"""Screenshot -> its name in the gallery (docs/gallery/discord/)."""
GALLERY_BYTES = 300_000


class SharedChromium:
    """One browser for every preview of the run (SimCord's capture would launch Playwright's
    own downloaded build per preview, which is not on these machines): Debian's Chromium,
    launched once, patched into ``ManagedCapture`` until ``stop``."""

    def __init__(self) -> None:
        self.playwright = None
        self.browser = None
        self.original = (ManagedCapture._ensure_browser, ManagedCapture.close)

    async def start(self) -> None:
        from playwright.async_api import async_playwright

        self.playwright = await async_playwright().start()
        self.browser = await self.playwright.chromium.launch(
            executable_path=CHROMIUM, args=list(CHROMIUM_FLAGS)
        )
        shared = self

        async def ensure_browser(capture):
            return shared.browser

        async def keep_open(capture):
            """A preview's end leaves the shared browser running."""

        ManagedCapture._ensure_browser, ManagedCapture.close = ensure_browser, keep_open

    async def stop(self) -> None:
        ManagedCapture._ensure_browser, ManagedCapture.close = self.original
        if self.browser is not None:
            await self.browser.close()
        if self.playwright is not None:
            await self.playwright.stop()


async def open_table(world, game: str) -> None:
    """alice opens a table of ``game``, bob joins, two AI seats fill it, alice starts."""
    alice, bob = world.players[:2]
    await alice.slash(world.channel, "game new", game=game)
    await bob.slash(world.channel, "game join")
    for _ in range(2):
        await alice.slash(world.channel, "game add-ai")
    await alice.slash(world.channel, "game start")


async def play(world, moves: int, rng: random.Random):
    """The awaited humans make ``moves`` moves by ``/game act`` (AI seats answer by themselves),
    the last one through the hand menu as a player clicking would, when that menu offers one.
    Returns the last mover and the interaction whose private reply they got."""
    mover = result = None
    for move in range(moves):
        if (await world.table()).status != "playing":
            break
        mover = await world.awaited_player()
        if move == moves - 1:
            try:
                result = await play_by_menu(world, mover, rng)
                break
            except AssertionError:  # no menu for this decision: the command, as below
                pass
        result = await play_by_act(world, mover, rng)
    return mover, result


@dataclass(frozen=True)
class Shot:
    game: str
    language: str

    def path(self, out: Path, what: str) -> Path:
        return out / f"{self.game}-{self.language}-{what}.png"


async def screenshots(game: str, language: str, out: Path, work: Path) -> tuple[list[Path], float]:
    """One table of ``game`` in ``language``, played and photographed into ``out``; the
    screenshots and the seconds the playing took."""
    discord_locale = LANGUAGES[language]
    world = await make_world(work, n_players=3, server_locale=discord_locale, client_locale=discord_locale)
    world.env.settle_timeout = SETTLE_SECONDS
    watcher = world.players[2]  # in the channel, not at the table: sees what everyone sees
    shot, saved = Shot(game, language), []
    try:
        begun = time.perf_counter()
        await open_table(world, game)
        mover, result = await play(world, HUMAN_MOVES[game], random.Random(7))
        await world.env.settle()
        played = time.perf_counter() - begun
        now = datetime.fromtimestamp(world.clock.now(), UTC)
        options = {"presentation_time": now, "locale": discord_locale, "layout": "channel"}
        width, height = WIDTHS["1280"]
        for viewer, what in ((watcher, "channel"), (mover, "mover")):
            async with world.env.preview(
                world.channel, viewers=[viewer], width=width, height=height, **options
            ) as preview:
                for name, viewport in WIDTHS.items():
                    if (what, name) == ("mover", "1280"):
                        continue  # the phone shows the mover's flood of replies; the reply alone, its size
                    saved.append(shot.path(out, f"{what}-{name}"))
                    await preview.screenshot(saved[-1], viewport=viewport, mode="viewport")
                if viewer is mover and result is not None:
                    saved.append(shot.path(out, "reply"))
                    await preview.screenshot(saved[-1], target=result, layout="message")
        async with world.env.preview(
            mover.user.dm_channel, viewers=[mover.user], width=width, height=height, **options
        ) as preview:
            saved.append(shot.path(out, "dm"))
            await preview.screenshot(saved[-1], mode="viewport")
    finally:
        await world.env.shutdown()
        await world.store.close()
    return saved, played


def write_gallery(out: Path, gallery: Path) -> list[Path]:
    """The ``GALLERY`` screenshots as 256-colour PNGs (text and flat colours survive that), each
    cut to its content's height and, if still over ``GALLERY_BYTES``, shortened from the top.
    Only the games played this time (``--games``): the others' gallery pictures stay."""
    gallery.mkdir(parents=True, exist_ok=True)
    written = []
    for source, name in GALLERY.items():
        if not (out / source).exists():
            continue
        image = Image.open(out / source).convert("RGB")
        target = gallery / name
        while True:
            image.quantize(colors=256, method=Image.Quantize.MEDIANCUT).save(target, optimize=True)
            if target.stat().st_size <= GALLERY_BYTES or image.height < 400:
                break
            image = image.crop((0, image.height // 8, image.width, image.height))  # keep the newest
        written.append(target)
    return written


async def main(out: Path, gallery: Path | None, games: tuple[str, ...]) -> None:
    """The tables one after another: SimCord allows one preview at a time per world, and two
    worlds photographed at once stalled in a trial."""
    out.mkdir(parents=True, exist_ok=True)
    chromium = SharedChromium()
    await chromium.start()
    started = time.perf_counter()
    try:
        with harness_settings(), tempfile.TemporaryDirectory() as work:
            for game in games:
                for language in LANGUAGES:
                    table_dir = Path(work) / f"{game}-{language}"
                    table_dir.mkdir()
                    begun = time.perf_counter()
                    saved, played = await screenshots(game, language, out, table_dir)
                    took = time.perf_counter() - begun
                    print(
                        f"{game} {language}: played in {played:.1f} s, "
                        f"{len(saved)} screenshots in {took - played:.1f} s",
                        flush=True,
                    )
    finally:
        await chromium.stop()
    if gallery is not None:
        for path in write_gallery(out, gallery):
            print(f"gallery: {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")
    print(f"{len(games) * len(LANGUAGES)} tables in {time.perf_counter() - started:.1f} s -> {out}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, nargs="?", default=ROOT / "preview_output")
    parser.add_argument("--gallery", type=Path, help="also write a few, compressed, into this folder")
    parser.add_argument("--games", nargs="+", choices=GAMES, default=list(GAMES))
    arguments = parser.parse_args()
    sys.exit(asyncio.run(main(arguments.out, arguments.gallery, tuple(arguments.games))))

"""Replays and exports of finished tables (issue 18): a replay has one frame per turn, its
frames are the boards the channel was posted (public views only, so no secret), it stays under
Discord's 10 MB limit for the longest 10-player Saboteur game; an export replays to the final
state."""

from __future__ import annotations

import io
import json
import random

import pytest
from PIL import Image

from host import FakeClock, User
from host.demo import play_humans
from host.history import History, export, replay_export, scenes
from images.replay import MAX_BYTES, animation
from rules import GAMES
from tests.history_scenes import longest_saboteur_game
from tests.host_support import ALICE, BOB, CAROL, hosted

DAVE = User(104, "Dave")
PLAYERS = (ALICE, BOB, CAROL, DAVE)


async def played(tmp_path, game_id: str, n_players: int, seed: int):
    """A seeded game of human seats played through the host: the table's replay scenes (with
    its finished game) and every publication, the start's first."""
    async with hosted(tmp_path / "db.sqlite3", FakeClock(), seeds=lambda: seed) as host:
        users = PLAYERS[:n_players]
        table = await host.open_table(1, 1, game_id, users[0])
        for user in users[1:]:
            await host.join(table.id, user)
        publications = [await host.start(table.id, users[0])]
        publications += await play_humans(host, table.id, {u.id: u for u in users}, random.Random(seed))
        game, found = await History(host.store, host.games).scenes(1, table.id)
    return game, found, publications


@pytest.mark.parametrize(("game_id", "n_players"), [("saboteur", 4), ("kompass", 3), ("alethiometer", 3)])
async def test_replay_frames_are_the_posted_boards_one_per_turn(tmp_path, game_id, n_players):
    _, found, publications = await played(tmp_path, game_id, n_players, seed=5)
    posted = [p for p in publications if p.post_to_channel]
    # every post is a frame: the same public view (no secret: the channel saw it) and caption
    views = [scene.view for scene in found]
    positions = [views.index(p.public_view) for p in posted]
    assert positions == sorted(positions) and positions[0] == 0 and positions[-1] == len(found) - 1
    # (a post after a simultaneous choice, A-DEC, says first what the seats that chose before
    # did: they are frames of their own)
    assert all(p.caption.endswith(found[i].caption) for i, p in zip(positions, posted, strict=True))
    # the round-end and final pictures where the channel got them (cogs.delivery.shows_summary)
    summaries = {
        i
        for i, p in zip(positions, posted, strict=True)
        if p.outcome or (p.round_started and p.kind != "start")
    }
    assert {i for i, scene in enumerate(found) if scene.summary} == summaries
    if game_id == "saboteur":
        # turns are taken one by one: one post per turn, so exactly the posted boards
        assert views == [p.public_view for p in posted]
        assert [scene.caption for scene in found] == [p.caption for p in posted]
        assert sum(scene.keep for scene in found) < len(found) / 5, "one per round is far fewer frames"


async def test_seeded_saboteur_replay_has_one_frame_per_turn(tmp_path):
    game, found, publications = await played(tmp_path, "saboteur", 3, seed=2)
    picture = animation("saboteur", found, list(game.names), "en")
    image = Image.open(io.BytesIO(picture.data))
    turns = sum(p.post_to_channel for p in publications[1:])
    round_and_final_pictures = sum(scene.summary for scene in found)
    assert image.n_frames == 1 + turns + round_and_final_pictures
    assert image.format in ("WEBP", "GIF") and picture.filename == f"replay.{image.format.lower()}"


def test_longest_ten_player_saboteur_replay_fits_one_attachment():
    table, log = longest_saboteur_game()
    found = scenes(GAMES["saboteur"], table, log)
    picture = animation("saboteur", found, [seat.name for seat in table.seats], "en")
    image = Image.open(io.BytesIO(picture.data))
    assert len(picture.data) < MAX_BYTES
    assert image.n_frames == len(found) + sum(scene.summary for scene in found), "one frame per turn kept"


def test_replay_drops_to_one_frame_per_round_when_too_large():
    table, log = longest_saboteur_game(range(1))
    found = scenes(GAMES["saboteur"], table, log)
    names = [seat.name for seat in table.seats]
    whole = animation("saboteur", found, names, "en")
    per_round = animation("saboteur", found, names, "en", limit=len(whole.data) // 2)
    frames = Image.open(io.BytesIO(per_round.data)).n_frames
    assert frames == sum(scene.keep for scene in found) + sum(scene.summary for scene in found)
    assert animation("saboteur", found, names, "en", limit=1000) is None


def test_export_replays_to_the_final_state():
    table, log = longest_saboteur_game(range(3))
    game = GAMES["saboteur"]
    data = json.loads(json.dumps(export(game, table, log)))
    assert game.to_dict(replay_export(data)) == table.record.snapshot
    assert [seat["name"] for seat in data["seats"]] == [seat.name for seat in table.seats]
    assert data["seed"] == table.record.seed and [m["at"] for m in data["moves"]] == [e.at for e in log]
    with pytest.raises(ValueError):
        replay_export({**data, "format": "something else"})

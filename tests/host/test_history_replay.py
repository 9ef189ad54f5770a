"""Replays and exports of finished tables (issues 18 and 27): a replay's frames are the boards
the channel was posted (public views only, so no secret), scaled to Discord's display box, one
per turn within a budget of 120 frames that always keeps the start, the round ends and the end;
the longest 10-player Saboteur game's replay stays under 3 MB; an export replays to the final
state."""

from __future__ import annotations

import io
import itertools
import json
import random

import pytest
from PIL import Image

import images
from host import FakeClock, User
from host.demo import play_humans
from host.history import History, export, replay_export, scenes
from host.publishing import delivery_plan, waiting_line
from images.replay import DISPLAY, MAX_FRAMES, Layout, Scene, animation, scaled, shown
from images.toolkit import indexed
from rules import GAMES
from tests.support.history_scenes import longest_saboteur_game
from tests.support.host import ALICE, BOB, CAROL, hosted

DAVE = User(104, "Dave")
PLAYERS = (ALICE, BOB, CAROL, DAVE)


async def played(tmp_path, game_id: str, n_players: int, seed: int, ais: int = 0):
    """A seeded game played through the host, ``n_players`` human seats then ``ais`` AI seats:
    the table's replay scenes (with its finished game) and every publication, the start's
    first."""
    path = tmp_path if tmp_path.suffix else tmp_path / "db.sqlite3"
    async with hosted(path, FakeClock(), seeds=lambda: seed) as host:
        users = PLAYERS[:n_players]
        table = await host.open_table(1, 1, game_id, users[0])
        for user in users[1:]:
            await host.join(table.id, user)
        for _ in range(ais):
            await host.add_ai(table.id, users[0])
        publications = [await host.start(table.id, users[0])]
        publications += await play_humans(host, table.id, {u.id: u for u in users}, random.Random(seed))
        game, found = await History(host.store, host.games).scenes(1, table.id)
    return game, found, publications


@pytest.mark.parametrize(
    ("game_id", "n_players", "ais"),
    [
        ("saboteur", 4, 0),
        ("saboteur", 2, 2),
        ("kompass", 3, 0),
        ("kompass", 1, 2),
        ("alethiometer", 3, 0),
        ("alethiometer", 2, 1),
    ],
)
async def test_replay_frames_are_the_posted_boards_one_per_post(tmp_path, game_id, n_players, ais):
    """Issue 31: a replay groups turns by the live posts' rule (``host.publishing.replayed_posts``
    drives the host's own runs): one frame per channel post, its board's public view (no
    secret: the channel saw it) and caption, then whom the game waited for (the post's turn
    line); the round-end and final pictures where the channel got them."""
    for seed in (5, 11):
        _, found, publications = await played(tmp_path / f"s{seed}.sqlite3", game_id, n_players, seed, ais)
        plans = [delivery_plan([p], {}, 0.0) for p in publications if p.post_to_channel]
        assert [scene.view for scene in found] == [plan.public_view for plan in plans]
        assert [scene.caption for scene in found] == [
            "\n".join(part for part in (plan.caption, waiting_line(plan.table)) if part) for plan in plans
        ]
        assert [scene.summary for scene in found] == [plan.summary for plan in plans]
        assert found[0].keep and found[-1].keep and found[-1].summary


def frames_of(picture) -> list[Image.Image]:
    """Each frame of an animated GIF as a viewer sees it (every frame drawn over the ones before)."""
    image = Image.open(io.BytesIO(picture.data))
    assert image.format == "GIF" and picture.filename == "replay.gif"
    found = []
    for number in range(image.n_frames):
        image.seek(number)
        found.append(image.convert("RGB"))
    return found


def assert_frames_are_the_pictures(replay, pictures: list[tuple[bytes, bool]]) -> None:
    """Each frame of ``replay`` holds the posted picture (a board, or a round-end or final
    picture) of its place in turn order, scaled to fit Discord's 550 x 350 box, exactly."""
    opened = [(Image.open(io.BytesIO(data)), board) for data, board in pictures]
    layout = Layout.of([i.size for i, board in opened if board], [i.size for i, board in opened if not board])
    frames = frames_of(replay.picture)
    assert len(frames) == len(pictures) and replay.boards == sum(board for _, board in pictures)
    for frame, (image, board) in zip(frames, opened, strict=True):
        assert frame.size == layout.size and frame.width <= DISPLAY[0] and frame.height <= DISPLAY[1]
        box = layout.place(image.size, board)
        expected = indexed(scaled(image, layout, board)).convert("RGB")
        assert frame.crop(box).tobytes() == expected.tobytes()


async def test_replay_frames_equal_the_posted_pictures_scaled_one_per_turn(tmp_path):
    # a game short enough for one frame per turn (kompass: about 60 turns)
    game, found, publications = await played(tmp_path, "kompass", 2, seed=2)
    assert len(shown(found)) == len(found) and len(found) + sum(s.summary for s in found) <= MAX_FRAMES
    names = list(game.names)
    replay = animation("kompass", found, names, "en")
    pictures = []
    for scene in found:
        pictures.append((images.board("kompass", dict(scene.view), names, "en").data, True))
        if scene.summary:
            pictures.append((images.summary("kompass", dict(scene.view), names, "en").data, False))
    # the boards are the posted ones: every channel post's view is a scene's (the test above)
    posted_views = [p.public_view for p in publications if p.post_to_channel]
    assert all(view in [scene.view for scene in found] for view in posted_views)
    assert_frames_are_the_pictures(replay, pictures)


def test_longest_ten_player_saboteur_replay_fits_the_budgets():
    """Issue 27: the longest of 30 seeded 10-player Saboteur games (201 moves, 202 turns) in at
    most 120 frames and 3 MB, with the start, each round's last turn, the round-end and final
    pictures, and the frames the boards of their turns."""
    table, log = longest_saboteur_game()
    found = scenes(GAMES["saboteur"], table, log)
    names = [seat.name for seat in table.seats]
    replay = animation("saboteur", found, names, "en")
    assert len(replay.picture.data) <= 3_000_000
    chosen = shown(found)
    required = {0, len(found) - 1} | {i for i, scene in enumerate(found) if scene.keep or scene.summary}
    assert required <= set(chosen) and len(chosen) < len(found)
    pictures = []
    for index in chosen:
        view = dict(found[index].view)
        pictures.append((images.board("saboteur", view, names, "en").data, True))
        if found[index].summary:
            pictures.append((images.summary("saboteur", view, names, "en").data, False))
    assert len(pictures) <= MAX_FRAMES
    assert_frames_are_the_pictures(replay, pictures)


def scene(number: int, summary: bool = False, keep: bool = False) -> Scene:
    return Scene({"n": number}, f"turn {number}", summary, keep or summary)


def test_frame_budget_keeps_round_ends_and_spreads_the_other_turns():
    # 3 rounds of 100 turns: the last turn of each round has its round-end picture
    found = [scene(n, summary=n % 100 == 99, keep=n == 0) for n in range(300)]
    chosen = shown(found, budget=120)
    assert len(chosen) + sum(found[i].summary for i in chosen) == 120
    assert {0, 99, 199, 299} <= set(chosen) and chosen == sorted(set(chosen))
    gaps = [b - a for a, b in itertools.pairwise(chosen)]
    assert max(gaps) <= 3, "the turns left out are spread over the whole game"
    # short games show every turn
    assert shown(found[:100], budget=120) == list(range(100))
    # more round ends than the budget holds: as many as fit, the end always
    many = [scene(n, summary=n % 2 == 1) for n in range(300)]
    chosen = shown(many, budget=120)
    assert len(chosen) + sum(many[i].summary for i in chosen) <= 120 and 299 in chosen and 0 in chosen


def test_replay_drops_to_one_frame_per_round_when_too_large():
    table, log = longest_saboteur_game(range(1))
    found = scenes(GAMES["saboteur"], table, log)
    names = [seat.name for seat in table.seats]
    whole = animation("saboteur", found, names, "en")
    per_round = animation("saboteur", found, names, "en", limit=len(whole.picture.data) // 2)
    frames = Image.open(io.BytesIO(per_round.picture.data)).n_frames
    assert frames == sum(scene.keep for scene in found) + sum(scene.summary for scene in found)
    assert per_round.boards == sum(scene.keep for scene in found)
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

"""The move flow (``cogs.moves``, issue 35): a slash command or a press → the host's submit →
the mover's answer → the board, with the legal moves of each step generated once. The engine's
generator (``GameRules.legal_actions``) is counted during each interaction and the work it
sets off (its answer, its board, its DMs): no (state, seat) is generated twice, however the
move came in (the hand menu, ``/game act``, a game's verb, a one-click button)."""

from __future__ import annotations

import functools
import json
import random
from collections import Counter

import pytest
import simcord

from rules import GAMES
from rules.core import GameRules
from tests.discord.test_discord_alethiometer import new_game as new_alethiometer
from tests.discord.test_discord_alethiometer import play_by_verb as play_alethiometer_verb
from tests.discord.test_discord_kompass import open_kompass
from tests.discord.test_discord_kompass import play_by_verb as play_kompass_verb
from tests.support.discord_harness import PLAYING_WAYS, make_world, open_and_start, play_by_menu

SETTLE_SECONDS = 60.0
ACTOR_CALLS = ("slash", "click", "select", "autocomplete")
"""What a player does on Discord in these tests: each is one interaction, settled."""


class Generated:
    """The calls of one game's legal-move generator, by (state snapshot, seat), in each
    interaction a player sends."""

    def __init__(self, game: GameRules, monkeypatch: pytest.MonkeyPatch) -> None:
        self.calls: Counter[tuple[str, int]] = Counter()
        self.per_interaction: list[tuple[str, int, int]] = []
        """(what the player did, the generator's calls, the most for one state and seat)."""
        generate = game.legal_actions

        def counted(state, seat):
            self.calls[json.dumps(game.to_dict(state), sort_keys=True), seat] += 1
            return generate(state, seat)

        monkeypatch.setattr(game, "legal_actions", counted)
        for name in ACTOR_CALLS:
            monkeypatch.setattr(
                simcord.MemberActor, name, self.counting(name, getattr(simcord.MemberActor, name))
            )

    def counting(self, name, call):
        @functools.wraps(call)
        async def one_interaction(actor, *args, **kwargs):
            self.calls.clear()
            result = await call(actor, *args, **kwargs)
            self.per_interaction.append((name, sum(self.calls.values()), max(self.calls.values(), default=0)))
            return result

        return one_interaction

    def repeated(self) -> list[tuple[str, int, int]]:
        """The interactions that generated some (state, seat) more than once."""
        return [entry for entry in self.per_interaction if entry[2] > 1]


async def test_each_way_of_playing_a_saboteur_turn_generates_each_state_s_moves_once(tmp_path, monkeypatch):
    """The hand menu (My hand, the card select, the action select), ``/game act`` with its
    autocomplete, and the ``/saboteur`` verbs with theirs."""
    generated = Generated(GAMES["saboteur"], monkeypatch)
    world = await make_world(tmp_path)
    world.env.settle_timeout = SETTLE_SECONDS
    try:
        table, rng = await open_and_start(world), random.Random(5)
        generated.per_interaction.clear()
        for turn in range(9):
            way = PLAYING_WAYS[turn % len(PLAYING_WAYS)]
            await way(world, await world.awaited_player(), rng)
            assert (await world.table()).version > table.version, f"{way.__name__} played a move"
            table = await world.table()
        assert generated.repeated() == [], generated.repeated()
        moves = [entry for entry in generated.per_interaction if entry[0] != "autocomplete"]
        assert len(moves) >= 9 and all(calls >= 1 for _, calls, _ in moves), generated.per_interaction
    finally:
        await world.env.shutdown()
        await world.store.close()


async def test_kompass_turns_of_many_steps_generate_each_state_s_moves_once(tmp_path, monkeypatch):
    """A Kompass player's part of a phase is several steps (K-4: discard, then draw; K-5: move
    and collect): each step's answer carries the mover's next menu, generated with the step,
    not again for the answer, nor for the hand DM of a new round (K-2.2), nor for the AI
    seats' moves that follow."""
    generated = Generated(GAMES["kompass"], monkeypatch)
    world = await make_world(tmp_path, n_players=2)
    world.env.settle_timeout = SETTLE_SECONDS
    try:
        table, rng = await open_kompass(world), random.Random(3)
        humans = {player.id: player for player in world.players}
        generated.per_interaction.clear()
        for _ in range(30):
            if table.status != "playing":
                break
            player = humans[table.seats[table.awaited[0]].user_id]
            await play_kompass_verb(world, table, player, rng)
            table = await world.host.table(table.id)
        assert generated.repeated() == [], generated.repeated()
        assert sum(1 for name, _, _ in generated.per_interaction if name == "slash") >= 10
    finally:
        await world.env.shutdown()
        await world.store.close()


async def test_alethiometer_moves_generate_each_state_s_moves_once(tmp_path, monkeypatch):
    """The Alethiometer's simultaneous choice of allies (A-5.2: both humans awaited at once) and
    its turns, played by the verbs and the hand menu, against two AI seats."""
    generated = Generated(GAMES["alethiometer"], monkeypatch)
    world = await new_alethiometer(tmp_path)
    world.env.settle_timeout = SETTLE_SECONDS
    try:
        table, rng = await world.table(), random.Random(4)
        generated.per_interaction.clear()
        for step in range(24):
            if table.status != "playing":
                break
            way = play_by_menu if step % 3 == 2 else play_alethiometer_verb
            await way(world, await world.awaited_player(), rng)
            table = await world.table()
        assert generated.repeated() == [], generated.repeated()
        assert sum(1 for name, _, _ in generated.per_interaction if name in ("slash", "select")) >= 16
    finally:
        await world.env.shutdown()
        await world.store.close()

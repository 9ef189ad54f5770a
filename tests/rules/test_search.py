"""The AI levels (rules/search.py, issue 36): the search reads no secret, and its choices are
reproducible.

For every game, along a seeded game played by the game's own AI, at a sample of decisions with
more than one legal action: ``redeal`` gives a state the deciding seat cannot tell from the
real one (its view is identical) that differs from it in what the seat cannot see; and the
normal and hard levels choose the same action, with the same generator, in the real state and
in such a redealt one, which differs from the real state only in what the seat cannot see."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from rules import GAMES
from rules.alethiometer.data import ALL_CARDS, TRUTHS
from rules.core import GameRules
from rules.kompass.data import TASKS
from rules.search import EFFORT, LEVELS, _candidates, choose, win_share

TABLES = (("kompass", 3), ("alethiometer", 3), ("saboteur", 5))


def decisions(game: GameRules[Any], n: int, seed: int, every: int) -> Iterator[tuple[Any, int]]:
    """Every ``every``-th decision with a choice in a seeded game of the game's own AI."""
    rng = random.Random(seed)
    state = game.setup(n, seed=seed)
    count = 0
    while awaited := game.waiting_for(state):
        seat = awaited[0]
        legal = game.legal_actions(state, seat)
        if len(legal) > 1:
            count += 1
            if count % every == 0:
                yield state, seat
        state = game.apply(state, seat, game.ai_action(game.view(state, seat), legal, rng)).state


@pytest.mark.parametrize(("game_id", "n"), TABLES)
def test_a_redealt_state_looks_the_same_to_the_seat_and_differs_in_its_secrets(game_id, n):
    game = GAMES[game_id]
    changed = 0
    points = list(decisions(game, n, seed=4, every=7))
    assert len(points) >= 10
    for state, seat in points:
        redealt = game.redeal(state, seat, random.Random(11))
        assert game.view(redealt, seat) == game.view(state, seat)
        assert game.legal_actions(redealt, seat) == game.legal_actions(state, seat)
        others = [other for other in range(n) if other != seat]
        changed += any(game.view(redealt, other) != game.view(state, other) for other in others)
        assert game.to_dict(redealt)["seed"] != game.to_dict(state)["seed"], (
            "later draws are not the real ones"
        )
    assert changed >= len(points) * 0.8, "the other seats' secrets are dealt again"


@pytest.mark.parametrize(("game_id", "n"), TABLES)
def test_the_search_chooses_the_same_in_states_that_differ_only_in_what_the_seat_cannot_see(game_id, n):
    game = GAMES[game_id]
    for state, seat in list(decisions(game, n, seed=9, every=11))[:8]:
        other_world = game.redeal(state, seat, random.Random(5))
        assert game.to_dict(other_world) != game.to_dict(state)
        assert game.view(other_world, seat) == game.view(state, seat)
        legal = game.legal_actions(state, seat)
        for level in ("normal", "hard"):
            real = choose(game, state, seat, legal, random.Random(3), level)
            imagined = choose(game, other_world, seat, legal, random.Random(3), level)
            assert real.code == imagined.code, (level, seat)
            assert choose(game, state, seat, legal, random.Random(3), level).code == real.code, "reproducible"


@pytest.mark.parametrize(("game_id", "n"), [*TABLES, ("alethiometer", 2), ("alethiometer", 4)])
def test_the_policy_view_is_part_of_the_view_and_the_policy_chooses_the_same_from_it(game_id, n):
    """``policy_view`` (what the playouts ask the policy with) holds keys of the seat's view
    as the view has them, and the policy, reading nothing else, makes the same choice."""
    game = GAMES[game_id]
    points = [point for seed in (1, 2) for point in decisions(game, n, seed=seed, every=1)]
    assert len(points) > 100
    for state, seat in points:
        view, partial = game.view(state, seat), game.policy_view(state, seat)
        assert partial == {key: view[key] for key in partial}
        legal = game.legal_actions(state, seat)
        chosen = game.ai_action(view, legal, random.Random(7)).code
        assert game.ai_action(partial, legal, random.Random(7)).code == chosen


@pytest.mark.parametrize(("game_id", "n"), TABLES)
def test_redealing_depends_on_the_view_and_the_generator_only(game_id, n):
    game = GAMES[game_id]
    state, seat = next(decisions(game, n, seed=2, every=5))
    other_world = game.redeal(state, seat, random.Random(8))
    first = game.redeal(state, seat, random.Random(21))
    second = game.redeal(other_world, seat, random.Random(21))
    assert game.to_dict(first) == game.to_dict(second)


def test_easy_is_the_games_own_policy():
    game = GAMES["kompass"]
    for state, seat in list(decisions(game, 2, seed=1, every=3))[:20]:
        legal = game.legal_actions(state, seat)
        own = game.ai_action(game.view(state, seat), legal, random.Random(6))
        assert choose(game, state, seat, legal, random.Random(6), "easy") == own


def test_an_unknown_level_is_refused():
    game = GAMES["kompass"]
    state = game.setup(2, seed=0)
    seat = game.waiting_for(state)[0]
    with pytest.raises(ValueError, match="unknown AI level"):
        choose(game, state, seat, game.legal_actions(state, seat), random.Random(0), "godlike")
    assert LEVELS == ("easy", "normal", "hard")


def test_a_finished_game_is_judged_by_its_outcome_a_running_one_by_the_estimate():
    game = GAMES["kompass"]
    rng = random.Random(0)
    state = game.setup(2, seed=0)
    start = [win_share(game, state, seat) for seat in range(2)]
    assert start == pytest.approx([0.5, 0.5]), "nobody is ahead before anything happened (K-1)"
    while awaited := game.waiting_for(state):
        legal = game.legal_actions(state, awaited[0])
        state = game.apply(state, awaited[0], game.ai_action(game.view(state, awaited[0]), legal, rng)).state
    winners = game.outcome(state).winners
    assert [win_share(game, state, seat) for seat in range(2)] == [
        (s in winners) / len(winners) for s in range(2)
    ]


def test_ranked_candidates_are_the_policys_next_choices(monkeypatch):
    """With ``ranked`` = k, the candidates after the policy's choice are its choices among the
    legal actions left once the earlier ones are taken away, then random ones."""
    game = GAMES["alethiometer"]
    effort = EFFORT["alethiometer"]["hard"]
    monkeypatch.setitem(EFFORT["alethiometer"], "hard", replace(effort, width=4, ranked=2))
    checked = 0
    for state, seat in list(decisions(game, 3, seed=6, every=3))[:40]:
        legal = game.legal_actions(state, seat)
        if len(legal) < 5:
            continue
        view = game.view(state, seat)
        own = game.ai_action(view, legal, random.Random(1))
        candidates = _candidates(game, view, legal, own, "hard", random.Random(2))
        rng = random.Random(2)
        rest = [action for action in legal if action.code != own.code]
        second = game.ai_action(view, rest, rng)
        third = game.ai_action(view, [action for action in rest if action.code != second.code], rng)
        assert [action.code for action in candidates[:3]] == [own.code, second.code, third.code]
        assert len({action.code for action in candidates}) == 4, "and one more, drawn from the rest"
        checked += 1
    assert checked >= 5


def test_the_fitted_standings_reward_what_wins():
    """The standings the search judges by (fitted to who wins games): one more task done late
    in Kompass (K-12.1) and more Truth points in the Alethiometer's part III (A-15.2) raise a
    seat's standing and leave the others'."""
    kompass = GAMES["kompass"]
    state = kompass.setup(3, seed=1)
    for player in state.players:
        player.pos = 50
    before = kompass.estimate(state)
    state.players[0].done.append(sorted(TASKS)[0])
    after = kompass.estimate(state)
    assert after[0] > before[0] and after[1:] == before[1:]

    alethiometer = GAMES["alethiometer"]
    late = next(s for s, _seat in decisions(alethiometer, 3, seed=3, every=1) if s.part == 3)
    before = alethiometer.estimate(late)
    richer = replace(late, truths=(late.truths[0] + (max(TRUTHS, key=TRUTHS.__getitem__),), *late.truths[1:]))
    after = alethiometer.estimate(richer)
    assert after[0] > before[0] and after[1:] == before[1:]


def test_the_alethiometer_standing_counts_pairs_that_can_score_a_tile():
    """In part III a pair of matching Daemons scores a held Item tile (A-13.5): the same hand
    size with a pair in it, and a tile to score, raises the seat's standing and leaves the
    others'."""
    alethiometer = GAMES["alethiometer"]
    late = next(s for s, _seat in decisions(alethiometer, 3, seed=3, every=1) if s.part == 3)
    ermines = [card for card, kind in ALL_CARDS.items() if kind == "ermine"]
    leopard = next(card for card, kind in ALL_CARDS.items() if kind == "leopard")
    tile = late.stacks[0][0] if late.stacks[0] else late.tiles[0][0]

    def holding(hand: tuple[str, ...]) -> Any:
        return replace(late, hands=(hand, *late.hands[1:]), tiles=((tile,), *late.tiles[1:]))

    without = alethiometer.estimate(holding((ermines[0], leopard)))
    with_pair = alethiometer.estimate(holding((ermines[0], ermines[1])))
    assert with_pair[0] > without[0] and with_pair[1:] == without[1:]

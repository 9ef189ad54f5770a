"""Properties every game in ``rules.GAMES`` must have (docs/architecture.md, "Tests"): random-playout
conformance, serialization, no leaks of secrets, determinism."""

import json
import random

import pytest

from rules import GAMES
from rules.core import IllegalActionError, InvalidActionError, Outcome, SnapshotSchemaError
from tests.support.games import (
    SUPPORT,
    forbidden_tokens,
    leaked,
    log_text,
    random_playout,
    view_text,
    viewers,
)

GAME_IDS = sorted(GAMES)


def cases(seeds):
    return [
        pytest.param(game_id, n, seed, id=f"{game_id}-{n}p-{seed}")
        for game_id in GAME_IDS
        for n in SUPPORT[game_id].player_counts
        for seed in seeds
    ]


def test_every_registered_game_has_support_and_contract_fields():
    for game_id, game in GAMES.items():
        assert game_id in SUPPORT, f"{game_id} has no tests/support entry"
        assert game.id == game_id and game.title
        assert 1 <= game.min_players <= game.max_players


@pytest.mark.parametrize("game_id,n_players,seed", cases(range(6)))
def test_random_playout_conformance(game_id, n_players, seed):
    """Every legal action applies without mutating its input, a seat that is not awaited and
    an action legal a moment ago but not now are refused, codes parse back, snapshots
    round-trip, invariants hold at every step, and the game ends with an outcome."""
    game = GAMES[game_id]
    support = SUPPORT[game_id]
    previous_legal = ()
    state = None
    for state, seat, action, transition in random_playout(game, n_players, seed):
        before = json.dumps(game.to_dict(state), sort_keys=True)
        support.invariant(state)
        legal = game.legal_actions(state, seat)
        assert legal, "an awaited seat must have at least one legal action"
        codes = [a.code for a in legal]
        assert len(codes) == len(set(codes)), "action codes must be unique"
        assert game.parse_action(action.code).code == action.code
        assert action.code.isascii() and len(action.code) <= 60 and action.label
        for stale in previous_legal:
            if stale.code not in codes:
                with pytest.raises(IllegalActionError):
                    game.apply(state, seat, stale)
                break
        idle = [s for s in range(n_players) if s not in game.waiting_for(state)]
        if idle:
            assert game.legal_actions(state, idle[0]) == ()
            with pytest.raises(IllegalActionError):
                game.apply(state, idle[0], action)
        assert json.dumps(game.to_dict(state), sort_keys=True) == before, "apply mutated its input"
        restored = game.from_dict(json.loads(json.dumps(game.to_dict(transition.state))))
        assert game.to_dict(restored) == game.to_dict(transition.state)
        previous_legal = legal
        state = transition.state
    support.invariant(state)
    outcome = game.outcome(state)
    assert isinstance(outcome, Outcome)
    assert len(outcome.scores) == n_players and outcome.winners
    assert all(outcome.scores[w] == max(outcome.scores) for w in outcome.winners)


@pytest.mark.parametrize("game_id,n_players,seed", cases(range(3)))
def test_the_stage_is_the_one_the_public_view_shows(game_id, n_players, seed):
    """``stage``: deals are numbered from 1 and never go back, and a deal or phase the engine
    says is the one every player reads on the public view (the round or part, the phase)."""
    game = GAMES[game_id]
    deal_key = {"alethiometer": "part"}.get(game_id, "round")
    stages = []
    for state, _seat, _action, transition in random_playout(game, n_players, seed):
        for now in (state, transition.state):
            stage, public = game.stage(now), game.view(now, None)
            assert (stage.deal, stage.phase) == (public[deal_key], public["phase"])
        stages.append(game.stage(transition.state))
    deals = [stage.deal for stage in stages]
    assert deals[0] == 1 and deals == sorted(deals) and deals[-1] > 1


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_malformed_codes_are_invalid(game_id):
    game = GAMES[game_id]
    for code in ("", "nonsense", "x" * 200, "\u00e9\u00e9", "1:2:3:4:5"):
        with pytest.raises(InvalidActionError):
            game.parse_action(code)


@pytest.mark.parametrize("game_id,n_players,seed", cases(range(200, 240)))
def test_no_view_or_log_line_leaks_a_secret(game_id, n_players, seed):
    """At every step: no serialized view and no log line for a viewer holds another seat's
    secret, nor anything nobody may know (the deck order)."""
    game = GAMES[game_id]
    support = SUPPORT[game_id]
    for state, _seat, _action, transition in random_playout(game, n_players, seed):
        secrets = support.secrets(state)
        after = support.secrets(transition.state)
        for viewer in viewers(n_players):
            tokens = forbidden_tokens(secrets, viewer)
            assert not leaked(view_text(game, state, viewer), tokens), f"view of {viewer}"
            # a log line may speak of the world before or after the move
            line_tokens = tokens & forbidden_tokens(after, viewer)
            assert not leaked(log_text(game, transition.events, viewer), line_tokens), f"log of {viewer}"


SECRET_CHOICES = [
    pytest.param(game_id, choice, id=f"{game_id}-{choice.name}")
    for game_id in GAME_IDS
    for choice in SUPPORT[game_id].secret_choices()
]


@pytest.mark.parametrize("game_id,choice", SECRET_CHOICES)
def test_a_secret_choice_looks_the_same_to_everyone_else(game_id, choice):
    """Two choices only the chooser may know (e.g. which gold card a gold-digger took, S-12.16)
    leave every other viewer, the public included, the same view and the same log lines (the
    next chooser of a draft, handed what is left, excepted)."""
    game = GAMES[game_id]
    one = game.apply(choice.state, choice.seat, choice.one)
    other = game.apply(choice.state, choice.seat, choice.other)
    assert game.to_dict(one.state) != game.to_dict(other.state)
    for viewer in viewers(choice.n_players):
        if viewer == choice.seat or viewer in choice.told:
            continue
        assert view_text(game, one.state, viewer) == view_text(game, other.state, viewer), f"view of {viewer}"
        assert log_text(game, one.events, viewer) == log_text(game, other.events, viewer), f"log of {viewer}"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_same_seed_and_actions_give_identical_state(game_id):
    game = GAMES[game_id]
    n_players = SUPPORT[game_id].player_counts[-1]
    codes = [action.code for _s, _seat, action, _t in random_playout(game, n_players, seed=77)]
    seats = [seat for _s, seat, _a, _t in random_playout(game, n_players, seed=77)]
    replayed = game.setup(n_players, seed=77)
    for seat, code in zip(seats, codes, strict=True):
        replayed = game.apply(replayed, seat, game.parse_action(code)).state
    final = None
    for _s, _seat, _a, transition in random_playout(game, n_players, seed=77):
        final = transition.state
    assert game.to_dict(replayed) == game.to_dict(final)
    other = game.setup(n_players, seed=78)
    assert game.to_dict(other) != game.to_dict(game.setup(n_players, seed=77))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_snapshot_of_another_schema_is_told_apart_from_a_damaged_one(game_id):
    """The host replays the action log for the first and refuses the second."""
    game = GAMES[game_id]
    data = game.to_dict(game.setup(SUPPORT[game_id].player_counts[0], seed=3))
    with pytest.raises(SnapshotSchemaError):
        game.from_dict({**data, "schema": data["schema"] - 1})
    damaged = {key: value for key, value in data.items() if key != "seed"}
    with pytest.raises(Exception) as error:
        game.from_dict(damaged)
    assert not isinstance(error.value, SnapshotSchemaError)


def test_ai_plays_only_legal_actions_to_the_end():
    for game_id, game in GAMES.items():
        n = SUPPORT[game_id].player_counts[0]
        state = game.setup(n, seed=5)
        rng = random.Random(5)
        steps = 0
        while game.waiting_for(state):
            seat = game.waiting_for(state)[0]
            legal = game.legal_actions(state, seat)
            choice = game.ai_action(game.view(state, seat), legal, rng)
            assert choice.code in {a.code for a in legal}
            state = game.apply(state, seat, choice).state
            steps += 1
            assert steps <= SUPPORT[game_id].max_steps
        assert game.outcome(state) is not None

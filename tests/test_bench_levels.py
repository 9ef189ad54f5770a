"""The levels benchmark's seeded games add up over chunks of seeds (issue 36): a slow table
(the fair search player's) can be run in parts whose per-game results make one run."""

from benchmarks.bench_levels import level_policy, seat_share, seat_shares
from rules import GAMES


def test_chunks_of_seeds_add_up_to_one_run():
    game, easy = GAMES["kompass"], level_policy("easy")
    heard: list[tuple[int, int, float]] = []
    whole = seat_shares(game, 2, 4, easy, easy, first_seed=10_000)
    parts = seat_shares(game, 2, 2, easy, easy, 10_000, lambda *g: heard.append(g)) + seat_shares(
        game, 2, 2, easy, easy, 10_002, lambda *g: heard.append(g)
    )
    assert parts == whole
    assert [(seed, seat) for seed, seat, _ in heard] == [(10_000, 0), (10_001, 1), (10_002, 0), (10_003, 1)]
    assert [share for *_, share in heard] == whole
    assert all(share in (0.0, 0.5, 1.0) for share in whole)  # a finished game: won, shared or lost
    assert seat_share(game, 2, 4, easy, easy, 10_000) == sum(whole)

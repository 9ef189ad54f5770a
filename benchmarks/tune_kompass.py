"""K-DEC-6 tuning of the kompass task cards: AI games per player count, finish rate (ended by
the rules, not the safety cap) and median rounds, for the task table of ``rules/kompass/data.py``
or for that table with every requirement shifted by ``--shift`` (a what-if, in memory only).

Run: ``.venv/bin/python -m benchmarks.tune_kompass [--games N] [--shift K] [--seed S]``.
The record of the runs that chose the table is the comment above ``_TASKS`` in
``rules/kompass/data.py``.
"""

from __future__ import annotations

import argparse
from dataclasses import replace

from benchmarks.bench_kompass import finish_table
from rules.kompass.data import COMPASS_MAX, TASKS


def shift_requirements(shift: int) -> None:
    """Raise (or lower) every task's requirements by ``shift``, in place, within 1..6."""
    for task_id, task in list(TASKS.items()):
        emblems = tuple(
            replace(e, need=min(COMPASS_MAX, max(e.cost, e.need + shift))) for e in task.emblems
        )
        TASKS[task_id] = replace(task, emblems=emblems)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--shift", type=int, default=0)
    parser.add_argument("--seed", type=int, default=0, help="first seed")
    args = parser.parse_args()
    shift_requirements(args.shift)
    print(f"requirements shifted by {args.shift:+d}, {args.games} AI games per player count")
    print("| players | finished by the rules | median rounds |")
    print("|---|---|---|")
    for n, rate, rounds, _per_second, _steps in finish_table(args.games, args.seed):
        print(f"| {n} | {rate:.1%} | {rounds:g} |")


if __name__ == "__main__":
    main()

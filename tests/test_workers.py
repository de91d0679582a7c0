"""Parallel maps (workers.py) and the duel tool on several processes: the same results as one process,
in the items' order."""

from __future__ import annotations

import importlib.util

import pytest

from scopa_desktop.lab.duel import run_duel
from scopa_desktop.lab.workers import parallel_map


def _square_minus(x: int) -> int:
    return x * x - 1


def test_parallel_map_keeps_the_items_order_on_two_processes():
    seen: list[int] = []
    results = parallel_map(_square_minus, range(7), workers=2, on_result=lambda i, r: seen.append(i))
    assert results == [x * x - 1 for x in range(7)]
    assert seen == list(range(7))  # reported in order, as each is ready
    assert parallel_map(_square_minus, [], workers=2) == []


def test_parallel_map_refuses_a_worker_count_below_one():
    with pytest.raises(ValueError, match="workers must be 1 or more"):
        parallel_map(_square_minus, [1], workers=0)


@pytest.mark.skipif(importlib.util.find_spec("ray") is not None, reason="Ray is installed here")
def test_a_ray_address_without_ray_installed_says_how_to_get_it(capsys):
    with pytest.raises(RuntimeError, match=r"train\]"):
        parallel_map(_square_minus, [1], ray_address="auto")
    from scopa_desktop.cli import main

    with pytest.raises(SystemExit) as exit_:
        main(["duel", "--a", "easy", "--b", "random", "--matches", "2", "--ray", "auto"])
    assert exit_.value.code == 2
    assert "--ray auto: Ray is not installed" in capsys.readouterr().err


def test_a_duel_gives_the_same_outcome_on_one_process_and_on_two():
    one = run_duel("medium", "easy", matches=6, seed=3, workers=1)
    two = run_duel("medium", "easy", matches=6, seed=3, workers=2)
    assert one.matches == 6 and one.hands > 6
    assert one.outcome() == two.outcome()
    assert len(one.ms_a) == len(two.ms_a) and len(one.ms_b) == len(two.ms_b)  # the same moves were timed
    assert set(one.summary()["think_ms_a"]) == {"median", "p95", "max"}


def test_the_duel_command_plays_the_hidden_benchmark_and_prints_intervals_and_think_times(capsys):
    from scopa_desktop.cli import main

    assert main(["duel", "--a", "benchmark", "--b", "random", "--matches", "2", "--workers", "1"]) == 0
    out = capsys.readouterr().out
    assert "benchmark vs random" in out and "95% CI" in out and "points/hand" in out
    assert "CPU ms/move median/p95/max" in out and "matches/s" in out

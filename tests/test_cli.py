"""The headless simulator command."""

import json
import subprocess
import sys

import pytest

from scopa_desktop.cli import main


def test_simulate_prints_wins_with_intervals_points_and_speed(capsys):
    assert main(["simulate", "--matches", "6", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "6 matches of classic for 2 players" in out
    assert "95% CI" in out and "points per hand" in out and "moves per second" in out


def test_simulate_json_is_machine_readable_and_deterministic(capsys):
    main(["simulate", "--matches", "5", "--seed", "4", "--players", "3", "--json"])
    first = json.loads(capsys.readouterr().out)
    main(["simulate", "--matches", "5", "--seed", "4", "--players", "3", "--json"])
    second = json.loads(capsys.readouterr().out)
    assert sum(side["wins"] for side in first["sides"]) == 5 and len(first["sides"]) == 3
    for side in first["sides"]:
        low, high = side["win_rate_95ci"]
        assert 0 <= low <= side["win_rate"] <= high <= 1
    assert [s["wins"] for s in first["sides"]] == [s["wins"] for s in second["sides"]]


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["simulate", "--bots", "genius"], "levels are: random"),
        (["simulate", "--rules", "poker"], "classic"),
        (["simulate", "--players", "9"], "2, 3, 4, 5, 6"),
        (["simulate", "--matches", "0"], "1 or more"),
        (["fly"], "simulate"),
    ],
)
def test_bad_options_say_what_is_allowed(args, expected):
    result = subprocess.run(
        [sys.executable, "-m", "scopa_desktop.cli", *args], capture_output=True, text=True, check=False
    )
    assert result.returncode == 2
    assert expected in result.stderr

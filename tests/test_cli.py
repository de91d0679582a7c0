"""The command lines: the headless simulator, and the game's own options (one-line errors for bad values)."""

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


# -- the game's own command line (scopa_desktop.__main__) ------------------------------------------------------
@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--size", "99999x99999"], "between 960x600 and 7680x4320, not '99999x99999'"),
        (["--size", "800x500"], "between 960x600 and 7680x4320"),
        (["--home", ""], "--home needs a folder, not an empty name"),
        (["--home", "{file}"], "is a file, not a folder"),
        (["--home", "{file}/below"], "--home cannot write in"),
        (["--screenshots", "{file}"], "--screenshots '{file}' is a file, not a folder"),
        (["--screenshots", "{file}/below"], "--screenshots cannot write in"),
    ],
)
def test_a_bad_value_gets_one_line_and_status_2(tmp_path, capsys, args, words):
    from scopa_desktop.__main__ import main

    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    args = [arg.replace("{file}", str(blocker)) for arg in args]
    with pytest.raises(SystemExit) as exc:
        main(args)
    err = capsys.readouterr().err
    assert exc.value.code == 2 and words.replace("{file}", str(blocker)) in err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_a_folder_that_refuses_writing_is_refused_at_start(tmp_path, capsys, monkeypatch):
    # Root ignores permission bits: the refusal is simulated where the check writes its probe file.
    import tempfile

    from scopa_desktop.__main__ import main

    def refuse(*_args, **_kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(tempfile, "TemporaryFile", refuse)
    with pytest.raises(SystemExit) as exc:
        main(["--home", str(tmp_path)])
    assert exc.value.code == 2 and "--home cannot write in" in capsys.readouterr().err

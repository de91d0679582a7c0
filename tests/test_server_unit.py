"""The systemd unit for a public server (build/linux/scopa-server.service): systemd itself finds nothing
wrong with it (`systemd-analyze verify`, where the tool is installed), and the `serve` command it starts
accepts every option it passes."""

from __future__ import annotations

import shlex
import shutil
import subprocess
from pathlib import Path

import pytest

from scopa_desktop.net.serve import build_parser

ROOT = Path(__file__).resolve().parent.parent
UNIT = ROOT / "build" / "linux" / "scopa-server.service"
SYSTEM_UNITS = Path("/lib/systemd/system")


def _service(key: str) -> list[str]:
    text = UNIT.read_text(encoding="utf-8")
    lines = [line.split("=", 1)[1] for line in text.splitlines() if line.startswith(f"{key}=")]
    assert lines, f"the unit has no {key}"
    return lines


def test_the_unit_starts_serve_with_options_it_accepts():
    (command,) = _service("ExecStart")
    words = shlex.split(command.replace("%S", "/var/lib").replace("%d", "/run/credentials/scopa-server.service"))
    assert words[:2] == ["/usr/bin/scopa-desktop", "serve"]
    args = build_parser().parse_args(words[2:])
    assert args.data == "/var/lib/scopa-server" and args.port == 7519
    assert _service("StateDirectory") == ["scopa-server"]  # where %S/scopa-server lives


@pytest.mark.skipif(shutil.which("systemd-analyze") is None or not SYSTEM_UNITS.is_dir(),
                    reason="systemd-analyze (Debian's systemd package) is not installed")
def test_systemd_finds_nothing_wrong_with_the_unit(tmp_path):
    # A root of our own: systemd's own units (the targets ours is ordered against), our unit, and the
    # programs it starts (the .deb's /usr/bin/scopa-desktop is not installed where tests run).
    shutil.copytree(SYSTEM_UNITS, tmp_path / "usr" / "lib" / "systemd" / "system", symlinks=True)
    (tmp_path / "etc" / "systemd" / "system").mkdir(parents=True)
    shutil.copy(UNIT, tmp_path / "etc" / "systemd" / "system" / UNIT.name)
    for program in ("/usr/bin/scopa-desktop", "/bin/kill"):
        stand_in = tmp_path / program.lstrip("/")
        stand_in.parent.mkdir(parents=True, exist_ok=True)
        stand_in.write_text("#!/bin/sh\n")
        stand_in.chmod(0o755)
    done = subprocess.run(["systemd-analyze", f"--root={tmp_path}", "verify", UNIT.name], capture_output=True,
                          text=True, timeout=60)
    said = (done.stdout + done.stderr).strip()
    assert done.returncode == 0 and not said, said  # (an unknown key or value is only a warning: refused too)

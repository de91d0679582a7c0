#!/usr/bin/env python3
"""Start-up time to the first frame: the frozen app (dist/) against `python -m scopa_desktop` from source.

    python3 scripts/bench_startup.py [--runs 5] [--frozen dist/app/scopa-desktop/scopa-desktop]

Measured from outside, so the game needs no timing hook: the script starts a private X server (Xvfb),
asks it (through the X DAMAGE extension, via ctypes) to report the first time anything is drawn on
screen, launches the game and stops the clock at that report, i.e. when the first frame reaches the
window (opening an empty window draws nothing: SDL's windows have no background). Each variant gets one
warm-up run (disk cache), then `--runs` timed runs, interleaved; the median and the best are printed.

Linux only. Needs Xvfb and libX11/libXdamage: `apt-get install -y xvfb` brings them.
"""

from __future__ import annotations

import argparse
import ctypes
import os
import select
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
X_DAMAGE_REPORT_NON_EMPTY = 3


class DamageWatch:
    """A connection to the X server that hears about the first drawing anywhere on the screen."""

    def __init__(self, display: str) -> None:
        self.x11 = ctypes.CDLL("libX11.so.6")
        self.xdamage = ctypes.CDLL("libXdamage.so.1")
        self.x11.XOpenDisplay.restype = ctypes.c_void_p
        self.x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        for name in ("XDefaultRootWindow", "XPending", "XFlush", "XConnectionNumber", "XCloseDisplay"):
            getattr(self.x11, name).argtypes = [ctypes.c_void_p]
        self.x11.XDefaultRootWindow.restype = ctypes.c_ulong
        self.x11.XNextEvent.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
        self.xdamage.XDamageQueryExtension.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_int),
                                                       ctypes.POINTER(ctypes.c_int)]
        self.xdamage.XDamageCreate.restype = ctypes.c_ulong
        self.xdamage.XDamageCreate.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int]
        self.xdamage.XDamageDestroy.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
        self.display = self.x11.XOpenDisplay(display.encode())
        if not self.display:
            raise SystemExit(f"bench_startup: cannot open X display {display}")
        event_base, error_base = ctypes.c_int(), ctypes.c_int()
        query = self.xdamage.XDamageQueryExtension
        if not query(self.display, ctypes.byref(event_base), ctypes.byref(error_base)):
            raise SystemExit("bench_startup: the X server has no DAMAGE extension")
        self.damage_event = event_base.value  # XDamageNotify is event 0 of the extension
        self.root = self.x11.XDefaultRootWindow(self.display)
        self.fd = self.x11.XConnectionNumber(self.display)
        self.event = ctypes.create_string_buffer(192)  # an XEvent union is 192 bytes on 64-bit
        self.damage = 0

    def arm(self) -> None:
        """Forget earlier drawing; report the next (damage on the root includes every window on it)."""
        if self.damage:
            self.xdamage.XDamageDestroy(self.display, self.damage)
        self.damage = self.xdamage.XDamageCreate(self.display, self.root, X_DAMAGE_REPORT_NON_EMPTY)
        self.x11.XFlush(self.display)
        self._drain()

    def _drain(self) -> bool:
        seen = False
        while self.x11.XPending(self.display):
            self.x11.XNextEvent(self.display, self.event)
            seen |= ctypes.c_int.from_buffer(self.event).value == self.damage_event
        return seen

    def wait(self, process: subprocess.Popen, timeout: float) -> bool:
        """Block until something is drawn (True), the process ends or the timeout passes (False)."""
        deadline = time.perf_counter() + timeout
        while time.perf_counter() < deadline:
            select.select([self.fd], [], [], 0.05)
            if self._drain():
                return True
            if process.poll() is not None:
                return False
        return False


def free_display() -> str:
    for number in range(90, 100):
        if not Path(f"/tmp/.X11-unix/X{number}").exists() and not Path(f"/tmp/.X{number}-lock").exists():
            return f":{number}"
    raise SystemExit("bench_startup: no free X display number in :90-:99")


def measure(cmd: list[str], display: str, watch: DamageWatch, home: Path, timeout: float) -> float:
    env = dict(os.environ, DISPLAY=display, SDL_AUDIODRIVER="dummy", SCOPA_DESKTOP_HOME=str(home),
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.pop("SDL_VIDEODRIVER", None)  # a real (virtual) X window, not the dummy driver
    time.sleep(0.3)  # let the server repaint where the previous run's window was before arming
    watch.arm()
    start = time.perf_counter()
    process = subprocess.Popen([*cmd, "--home", str(home)], env=env, cwd=tempfile.gettempdir(),
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    drawn = watch.wait(process, timeout)
    elapsed = time.perf_counter() - start
    process.terminate()
    try:
        _, err = process.communicate(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
        _, err = process.communicate()
    if not drawn:
        tail = err.decode(errors="replace")[-2000:]
        raise SystemExit(f"bench_startup: {cmd[0]} drew nothing within {timeout:.0f} s\n{tail}")
    return elapsed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="time to first frame: frozen app vs source")
    parser.add_argument("--runs", type=int, default=5, help="timed runs per variant (default 5)")
    frozen = ROOT / "dist" / "app" / "scopa-desktop" / "scopa-desktop"
    parser.add_argument("--frozen", type=Path, default=frozen,
                        help="the frozen app's executable (default: what build_installer.py builds)")
    parser.add_argument("--python", type=Path, default=ROOT / ".venv" / "bin" / "python",
                        help="interpreter for the from-source run (default: .venv)")
    parser.add_argument("--timeout", type=float, default=60.0)
    args = parser.parse_args(argv)
    if not sys.platform.startswith("linux"):
        raise SystemExit("bench_startup: Linux only (it watches an Xvfb screen)")
    if shutil.which("Xvfb") is None:
        raise SystemExit("bench_startup: needs Xvfb (apt-get install -y xvfb)")

    variants = {"source": [str(args.python), "-m", "scopa_desktop"]}
    if args.frozen.exists():
        variants["frozen"] = [str(args.frozen)]
    else:
        print(f"(no frozen app at {args.frozen}: build it with scripts/build_installer.py --targets app)")

    display = free_display()
    server = subprocess.Popen(["Xvfb", display, "-screen", "0", "1600x1000x24", "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(100):
            if Path(f"/tmp/.X11-unix/X{display[1:]}").exists():
                break
            time.sleep(0.05)
        watch = DamageWatch(display)
        times: dict[str, list[float]] = {name: [] for name in variants}
        with tempfile.TemporaryDirectory(prefix="scopa-bench-home-") as home:
            for cmd in variants.values():  # warm-up: disk cache, first-run settings file
                measure(cmd, display, watch, Path(home), args.timeout)
            for _ in range(args.runs):
                for name, cmd in variants.items():
                    times[name].append(measure(cmd, display, watch, Path(home), args.timeout))
    finally:
        server.terminate()
        server.wait(timeout=10)

    print(f"start-up to first frame on an Xvfb screen, {args.runs} runs each after a warm-up:")
    for name, values in times.items():
        runs = ", ".join(f"{v * 1000:.0f}" for v in values)
        print(f"  {name:7s} median {statistics.median(values) * 1000:6.0f} ms"
              f"   best {min(values) * 1000:6.0f} ms   ({runs})")
    if len(times) == 2:
        ratio = statistics.median(times["frozen"]) / statistics.median(times["source"])
        print(f"  frozen / source: {ratio:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Start-up time to the first frame: the frozen app (dist/) against `python -m scopa_desktop` from source.

    python3 scripts/bench/bench_startup.py [--runs 5] [--frozen dist/app/scopa-desktop/scopa-desktop]

Measured from outside, so the game needs no timing hook: the script starts a private X server (Xvfb),
asks it (through the X DAMAGE extension, via ctypes) to report the first drawing into a new window,
launches the game and stops the clock at that report, i.e. when the first frame reaches the window
(opening an empty window draws nothing: SDL's windows have no background). Each variant gets one
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

ROOT = Path(__file__).resolve().parents[2]
X_DAMAGE_REPORT_NON_EMPTY = 3


class DamageWatch:
    """A connection to the X server that sees the first frame drawn into any new top-level window.

    The root window is watched for new children (CreateNotify); each gets a DAMAGE object. On each
    DamageNotify the window's pixels are read back: the first frame is the first time they are not all
    black (pygame clears a new window to black and presents that before the game draws anything).
    Watching the root's own damage instead would also count the server repainting its software cursor
    when a window maps under it.
    """

    CREATE_NOTIFY = 16
    SUBSTRUCTURE_NOTIFY_MASK = 1 << 19

    def __init__(self, display: str) -> None:
        self.x11 = ctypes.CDLL("libX11.so.6")
        self.xdamage = ctypes.CDLL("libXdamage.so.1")
        self.x11.XOpenDisplay.restype = ctypes.c_void_p
        self.x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        for name in ("XDefaultRootWindow", "XPending", "XFlush", "XConnectionNumber"):
            getattr(self.x11, name).argtypes = [ctypes.c_void_p]
        self.x11.XDefaultRootWindow.restype = ctypes.c_ulong
        self.x11.XNextEvent.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
        self.x11.XSelectInput.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_long]
        self.x11.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
        self.x11.XFree.argtypes = [ctypes.c_void_p]
        self.xdamage.XDamageQueryExtension.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_int),
                                                       ctypes.POINTER(ctypes.c_int)]
        self.xdamage.XDamageCreate.restype = ctypes.c_ulong
        self.xdamage.XDamageCreate.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int]
        self.xdamage.XDamageSubtract.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_ulong]
        self.x11.XGetGeometry.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong)] + [
            ctypes.POINTER(ctypes.c_int)] * 2 + [ctypes.POINTER(ctypes.c_uint)] * 4
        self.x11.XGetImage.restype = ctypes.c_void_p
        self.x11.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int,
                                       ctypes.c_uint, ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
        self.display = self.x11.XOpenDisplay(display.encode())
        if not self.display:
            raise SystemExit(f"bench_startup: cannot open X display {display}")
        event_base, error_base = ctypes.c_int(), ctypes.c_int()
        query = self.xdamage.XDamageQueryExtension
        if not query(self.display, ctypes.byref(event_base), ctypes.byref(error_base)):
            raise SystemExit("bench_startup: the X server has no DAMAGE extension")
        self.damage_event = event_base.value  # XDamageNotify is event 0 of the extension
        # A window that vanishes before we watch it would raise a BadWindow error: ignore such errors.
        handler_type = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)
        self._on_error = handler_type(lambda display, event: 0)
        self.x11.XSetErrorHandler(self._on_error)
        root = self.x11.XDefaultRootWindow(self.display)
        self.x11.XSelectInput(self.display, root, self.SUBSTRUCTURE_NOTIFY_MASK)
        self.x11.XSync(self.display, 0)
        self.fd = self.x11.XConnectionNumber(self.display)
        self.event = ctypes.create_string_buffer(192)  # an XEvent union is 192 bytes on 64-bit

    def _drain(self) -> bool:
        """Handle queued events; True if a watched window was drawn into."""
        drawn = False
        while self.x11.XPending(self.display):
            self.x11.XNextEvent(self.display, self.event)
            kind = ctypes.c_int.from_buffer(self.event).value
            if kind == self.CREATE_NOTIFY:
                # XCreateWindowEvent: type, serial, send_event, display, parent, window (offset 40).
                window = ctypes.c_ulong.from_buffer(self.event, 40).value
                self.xdamage.XDamageCreate(self.display, window, X_DAMAGE_REPORT_NON_EMPTY)
                self.x11.XFlush(self.display)
            elif kind == self.damage_event:
                # XDamageNotifyEvent: type, serial, send_event, display, drawable (32), damage (40).
                window = ctypes.c_ulong.from_buffer(self.event, 32).value
                damage = ctypes.c_ulong.from_buffer(self.event, 40).value
                self.xdamage.XDamageSubtract(self.display, damage, 0, 0)  # report the next drawing too
                drawn = drawn or self._has_content(window)
        return drawn

    def _has_content(self, window: int) -> bool:
        """Whether the window shows anything but black (reads its pixels back from the server)."""
        root, ints, uints = ctypes.c_ulong(), [ctypes.c_int() for _ in range(2)], [ctypes.c_uint() for _ in range(4)]
        if not self.x11.XGetGeometry(self.display, window, ctypes.byref(root), *map(ctypes.byref, ints),
                                     *map(ctypes.byref, uints)):
            return False
        width, height, depth = uints[0].value, uints[1].value, uints[3].value
        if depth != 24:
            return False  # only true-colour windows are expected on this Xvfb screen
        image = self.x11.XGetImage(self.display, window, 0, 0, width, height, 0xFFFFFFFF, 2)  # ZPixmap
        if not image:
            return False
        # XImage: width, height, xoffset, format (ints), data (char *, offset 16), ..., bytes_per_line (44).
        data = ctypes.c_void_p.from_address(image + 16).value
        stride = ctypes.c_int.from_address(image + 44).value
        pixels = ctypes.string_at(data, stride * height)
        self.x11.XFree(ctypes.c_void_p(data))
        self.x11.XFree(ctypes.c_void_p(image))
        return pixels.strip(b"\x00") != b""

    def arm(self) -> None:
        """Forget what happened before (earlier runs' windows and their drawing)."""
        self.x11.XSync(self.display, 0)
        self._drain()

    def wait(self, process: subprocess.Popen, timeout: float) -> bool:
        """Block until a new window is drawn into (True), the process ends or the timeout passes (False)."""
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


def measure(cmd: list[str], display: str, watch: DamageWatch, home: Path, timeout: float,
            tree: Path | None = None) -> float:
    env = dict(os.environ, DISPLAY=display, SDL_AUDIODRIVER="dummy", SCOPA_DESKTOP_HOME=str(home),
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.pop("SDL_VIDEODRIVER", None)  # a real (virtual) X window, not the dummy driver
    if tree is not None:  # another checkout's source, imported first (an A/B against an older commit)
        env["PYTHONPATH"] = str(tree)
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
    parser.add_argument("--tree", action="append", default=[], metavar="NAME=DIR",
                        help="also run the source of another checkout (e.g. a git worktree of an older commit)")
    args = parser.parse_args(argv)
    if not sys.platform.startswith("linux"):
        raise SystemExit("bench_startup: Linux only (it watches an Xvfb screen)")
    if shutil.which("Xvfb") is None:
        raise SystemExit("bench_startup: needs Xvfb (apt-get install -y xvfb)")

    variants = {"source": [str(args.python), "-m", "scopa_desktop"]}
    trees: dict[str, Path] = {}
    for item in args.tree:
        name, _, folder = item.partition("=")
        trees[name] = Path(folder).resolve()
        variants[name] = variants["source"]
    if args.frozen.exists():
        variants["frozen"] = [str(args.frozen)]
    else:
        print(f"(no frozen app at {args.frozen}: build it with scripts/make/build_installer.py --targets app)")

    display = free_display()
    # -br: a black root, so a just-mapped window (SDL's have no background) reads back as black.
    server = subprocess.Popen(["Xvfb", display, "-screen", "0", "1600x1000x24", "-nolisten", "tcp", "-br"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(100):
            if Path(f"/tmp/.X11-unix/X{display[1:]}").exists():
                break
            time.sleep(0.05)
        watch = DamageWatch(display)
        times: dict[str, list[float]] = {name: [] for name in variants}
        with tempfile.TemporaryDirectory(prefix="scopa-bench-home-") as home:
            for name, cmd in variants.items():  # warm-up: disk cache, first-run settings file
                measure(cmd, display, watch, Path(home), args.timeout, trees.get(name))
            for _ in range(args.runs):
                for name, cmd in variants.items():
                    times[name].append(measure(cmd, display, watch, Path(home), args.timeout, trees.get(name)))
    finally:
        server.terminate()
        server.wait(timeout=10)

    print(f"start-up to first frame on an Xvfb screen, {args.runs} runs each after a warm-up:")
    for name, values in times.items():
        runs = ", ".join(f"{v * 1000:.0f}" for v in values)
        print(f"  {name:12s} median {statistics.median(values) * 1000:6.0f} ms"
              f"   best {min(values) * 1000:6.0f} ms   ({runs})")
    if "frozen" in times:
        ratio = statistics.median(times["frozen"]) / statistics.median(times["source"])
        print(f"  frozen / source: {ratio:.2f}")
    for name in trees:
        delta = statistics.median(times["source"]) - statistics.median(times[name])
        print(f"  source - {name}: {delta * 1000:+.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())

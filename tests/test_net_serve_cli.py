"""`scopa-desktop serve`: a headless server in its own process, logging to stdout, saving its tables."""

from __future__ import annotations

import queue
import re
import signal
import subprocess
import sys
import threading
import time

from net_harness import saved_tables

from scopa_desktop.engine import Rules
from scopa_desktop.net import Seated, TableClient


class _Output:
    """The server's output lines, read by a thread (a pipe read line by line never blocks the test)."""

    def __init__(self, process: subprocess.Popen) -> None:
        self.lines: queue.Queue[str] = queue.Queue()
        self.seen: list[str] = []
        threading.Thread(target=self._read, args=(process.stdout,), daemon=True).start()

    def _read(self, stream) -> None:
        for line in stream:
            self.lines.put(line)

    def matching(self, pattern: str, timeout: float = 30.0) -> re.Match:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                line = self.lines.get(timeout=0.5)
            except queue.Empty:
                continue
            self.seen.append(line)
            found = re.search(pattern, line)
            if found:
                return found
        raise AssertionError(f"no line matching {pattern!r}; the server said: {''.join(self.seen)[-2000:]}")


def test_the_headless_server_serves_logs_and_saves_its_tables(tmp_path):
    process = subprocess.Popen(
        [sys.executable, "-m", "scopa_desktop", "serve", "--host", "127.0.0.1", "--port", "0", "--data",
         str(tmp_path)],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )
    output = _Output(process)
    try:
        port = int(output.matching(r"serving on 127\.0\.0\.1 port (\d+)").group(1))
        client = TableClient()
        client.connect(f"ws://127.0.0.1:{port}")
        client.create_table(Rules(), [{"kind": "human"}, {"kind": "bot", "level": "easy"}], "Anna")
        deadline = time.monotonic() + 20
        seated = None
        while seated is None and time.monotonic() < deadline:
            event = client.next_event(0.5)
            seated = event if isinstance(event, Seated) else None
        assert seated is not None
        output.matching(rf"table {seated.code} created")
        client.close()
        process.send_signal(signal.SIGTERM)
        assert process.wait(timeout=20) == 0
        saved = saved_tables(tmp_path)[seated.code]
        assert saved["code"] == seated.code and saved["seats"][0]["name"] == "Anna"
    finally:
        if process.poll() is None:
            process.kill()
            process.wait(timeout=10)
        process.stdout.close()


def test_serve_refuses_a_certificate_without_its_key():
    done = subprocess.run([sys.executable, "-m", "scopa_desktop", "serve", "--cert", "c.pem"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "--cert and --key go together" in done.stderr


def test_serve_sets_aside_what_start_up_made_and_collects_the_oldest_generation_rarely():
    import gc

    from scopa_desktop.net.serve import GC_THRESHOLDS, tune_collector

    before = gc.get_threshold()
    try:
        tune_collector()
        assert gc.get_freeze_count() > 0 and gc.get_threshold() == GC_THRESHOLDS
        assert GC_THRESHOLDS[2] > before[2]  # full collections rarer than Python's default
    finally:
        gc.unfreeze()
        gc.set_threshold(*before)

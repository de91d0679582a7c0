"""`serve --data` killed (SIGKILL, no goodbye) right after it confirmed a move comes back at that move:
every state a client saw was on disk before it was sent, so the restarted server is never behind it."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from net_harness import next_of, raw, run
from test_net_serve_cli import _Output

from scopa_desktop.engine import Rules
from scopa_desktop.net.protocol import decode_observation

VS_BOT = [{"kind": "human"}, {"kind": "bot", "name": "Giulia", "level": "random"}]
ROUNDS = 3


def _start(data) -> tuple[subprocess.Popen, _Output, int]:
    process = subprocess.Popen(
        [sys.executable, "-m", "scopa_desktop", "serve", "--host", "127.0.0.1", "--port", "0", "--data", str(data),
         "--bot-workers", "1", "--hold", "600"],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, start_new_session=True)
    output = _Output(process)
    return process, output, int(output.matching(r"serving on 127\.0\.0\.1 port (\d+)").group(1))


async def _round(port: int, seat: dict | None) -> tuple[dict, int, int]:
    """Sit (or sit again), note the turn the server comes back at, play one move, wait for its confirmation;
    returns (seat, turn on arrival, highest turn confirmed)."""
    ws = await raw(f"ws://127.0.0.1:{port}")
    if seat is None:
        await ws.send(json.dumps({"type": "create", "rid": 1, "rules": Rules().to_dict(), "seats": VS_BOT,
                                  "name": "Anna"}))
        seat = await next_of(ws, "seated", timeout=20)
        await ws.send(json.dumps({"type": "ready", "rid": 2, "ready": True}))
    else:
        await ws.send(json.dumps({"type": "resume", "rid": 1, "code": seat["code"], "token": seat["token"]}))
        await next_of(ws, "seated", timeout=20)
    state = await next_of(ws, "state", timeout=20)
    arrived = seen = state["turn"]
    while state["observation"]["to_move"] != 0:  # the bot moves first, maybe
        state = await next_of(ws, "state", timeout=20)
        seen = state["turn"]
    move = str(decode_observation(state["observation"]).legal_moves()[0])
    await ws.send(json.dumps({"type": "play", "rid": 10 + state["turn"], "move": move, "turn": state["turn"]}))
    while True:  # every state before the ack was confirmed too
        message = await next_of(ws, "state", "ack", timeout=20)
        if message["type"] == "state":
            seen = max(seen, message["turn"])
        elif message["rid"] == 10 + state["turn"]:
            return seat, arrived, seen


@pytest.mark.skipif(os.name != "posix", reason="kills a process group")
def test_a_server_killed_right_after_confirming_a_move_comes_back_at_it(tmp_path):
    seat, confirmed, arrivals = None, [], []
    for _ in range(ROUNDS):
        process, output, port = _start(tmp_path)
        try:
            seat, arrived, seen = run(_round(port, seat), timeout=60)
            os.killpg(process.pid, signal.SIGKILL)  # at once, after the confirmation: the server and its bots
            process.wait(timeout=20)
        finally:
            if process.poll() is None:
                process.kill()
                process.wait(timeout=10)
            process.stdout.close()
        arrivals.append(arrived)
        confirmed.append(seen)
    assert all(after >= before for before, after in zip(confirmed, arrivals[1:], strict=False)), (confirmed, arrivals)
    assert confirmed[-1] > confirmed[0]  # the match went on between the kills


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_serve_raises_its_open_file_limit_and_keeps_connections_under_it(tmp_path):
    process, output, _ = _start(tmp_path)
    try:
        limits = output.matching(r"limits: (\d+) connections an address, (\d+) in all")
        table = Path(f"/proc/{process.pid}/limits").read_text()
        soft = int(re.search(r"Max open files\s+(\d+)", table).group(1))
    finally:
        process.terminate()
        process.wait(timeout=20)
        process.stdout.close()
    assert int(limits.group(1)) == 16 and int(limits.group(2)) < soft

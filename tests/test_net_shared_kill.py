"""Two `serve --store postgresql://...` processes behind a door (a balancer, as a reverse proxy is): a table
opened through the door on one process and joined through it from the other, then the process holding
the table killed (SIGKILL) mid-match: both players' games come back by themselves, the other process takes
the table over at the last confirmed move, and the match is finished there. A real PostgreSQL."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys

import pytest
from net_harness import Balancer, RemoteBot, run
from test_net_serve_cli import _Output

from scopa_desktop.engine import Rules

TWO = [{"kind": "human"}, {"kind": "human"}]


def _serve(url: str) -> tuple[subprocess.Popen, int, _Output]:
    process = subprocess.Popen(
        [sys.executable, "-m", "scopa_desktop", "serve", "--host", "127.0.0.1", "--port", "0", "--store", url,
         "--bot-workers", "1", "--hold", "600"],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, start_new_session=True)
    output = _Output(process)
    return process, int(output.matching(r"serving on 127\.0\.0\.1 port (\d+)").group(1)), output


def _turns(frames: list[str]) -> list[int]:
    return [m["turn"] for m in map(json.loads, frames) if m["type"] == "state"]


@pytest.mark.skipif(os.name != "posix", reason="kills a process group")
def test_a_process_killed_mid_match_its_table_finishes_on_the_other(postgres_url):
    processes = [_serve(postgres_url) for _ in range(2)]

    async def body():
        door = Balancer([port for _, port, _ in processes])
        url = await door.start()
        options = {"retry_seconds": 0.5, "reconnect_attempts": 20}
        anna, marco = RemoteBot("easy", 8, dict(options)), RemoteBot("easy", 8, dict(options))
        try:
            anna.start(url).create_table(Rules(target=1), TWO, "Anna", seed=8)  # (the door sends her to one)
            await asyncio.wait_for(anna.seated.wait(), 30)
            marco.start(url).request("join", code=anna.session.code, name="Marco")  # (and him to the other)
            await asyncio.wait_for(marco.seated.wait(), 30)
            sent_to = marco.session._route
            for bot in (anna, marco):
                bot.session.request("ready", ready=True)
            for _ in range(600):  # a few moves in, both players having seen them
                if min(anna.session.turn, marco.session.turn) >= 6:
                    break
                await asyncio.sleep(0.01)
            before = (len(anna.frames), len(marco.frames))
            holder = next(process for process, port, _ in processes if sent_to.endswith(f":{port}"))
            os.killpg(holder.pid, signal.SIGKILL)  # the process holding the table, with its bots
            await asyncio.wait_for(asyncio.gather(anna.done.wait(), marco.done.wait()), 60)
            for bot in (anna, marco):
                await bot.stop()
            return sent_to, before, anna, marco, url
        finally:
            await door.stop()

    try:
        sent_to, before, anna, marco, door_url = run(body(), 120)
        survivor = next(output for process, _, output in processes if process.poll() is None)
        survivor.matching(rf"table {anna.session.code} taken over")
    finally:
        for process, _, _ in processes:
            if process.poll() is None:
                os.killpg(process.pid, signal.SIGKILL)
            process.wait(timeout=20)
            process.stdout.close()
    assert sent_to and sent_to != door_url  # the join was sent to the process holding the table
    assert anna.record == marco.record and anna.record["winner"] is not None
    for bot, cut in zip((anna, marco), before, strict=True):
        seen, after = _turns(bot.frames[:cut]), _turns(bot.frames[cut:])
        assert after and after[0] >= max(seen), (seen[-3:], after[:3])  # no confirmed move lost
        assert max(after) > max(seen)  # and the match went on, elsewhere

"""One game per home: a table link opened while the game runs is handed to it (loopback only)."""

from __future__ import annotations

import contextlib
import json
import queue
import socket
import threading

from scopa_desktop.instance import FILENAME, MAX_MESSAGE, Instance, hand_over

LINK = "scopa://tables.example.org:7519/K7M2QX"


def running(tmp_path) -> tuple[Instance, queue.Queue]:
    got: queue.Queue = queue.Queue()
    instance = Instance(str(tmp_path), got.put)
    assert instance.open()
    return instance, got


def test_a_second_start_hands_its_link_to_the_running_game(tmp_path):
    instance, got = running(tmp_path)
    try:
        assert hand_over(str(tmp_path), LINK)
        assert got.get(timeout=5) == LINK
    finally:
        instance.close()
    assert not (tmp_path / FILENAME).exists()  # the game is gone: a link starts a new one
    assert not hand_over(str(tmp_path), LINK)


def test_without_a_running_game_or_with_a_stale_file_the_link_starts_a_new_one(tmp_path):
    assert not hand_over(str(tmp_path), LINK)  # no file at all
    stale = socket.create_server(("127.0.0.1", 0))
    port = stale.getsockname()[1]
    stale.close()  # a game killed: nothing listens there any more
    (tmp_path / FILENAME).write_text(json.dumps({"port": port, "pid": 1, "secret": "x" * 32}), encoding="utf-8")
    assert not hand_over(str(tmp_path), LINK)
    (tmp_path / FILENAME).write_text("{damaged", encoding="utf-8")
    assert not hand_over(str(tmp_path), LINK)


def test_a_message_without_the_secret_or_too_long_is_refused(tmp_path):
    instance, got = running(tmp_path)
    port = json.loads((tmp_path / FILENAME).read_text(encoding="utf-8"))["port"]
    try:
        for message in (json.dumps({"secret": "guess", "link": LINK}).encode() + b"\n", b"not json\n",
                        json.dumps({"secret": instance.secret, "link": "x" * (MAX_MESSAGE + 1)}).encode() + b"\n"):
            with socket.create_connection(("127.0.0.1", port), timeout=5) as conn:
                conn.sendall(message)
                conn.shutdown(socket.SHUT_WR)
                assert conn.recv(16) == b""  # closed without "ok"
        assert hand_over(str(tmp_path), LINK)  # the door still works after the refusals
        assert got.get(timeout=5) == LINK and got.empty()
    finally:
        instance.close()


def test_a_newer_games_file_is_left_alone_when_an_older_one_closes(tmp_path):
    older, _ = running(tmp_path)
    newer, got = running(tmp_path)  # the file now names the newer game
    older.close()
    try:
        assert hand_over(str(tmp_path), LINK) and got.get(timeout=5) == LINK
    finally:
        newer.close()


def test_a_secret_that_is_not_ascii_does_not_close_the_door(tmp_path):
    instance, got = running(tmp_path)
    port = json.loads((tmp_path / FILENAME).read_text(encoding="utf-8"))["port"]
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=5) as conn:
            conn.sendall(json.dumps({"secret": "é", "link": "x"}).encode() + b"\n")
            conn.shutdown(socket.SHUT_WR)
            assert conn.recv(16) == b""  # refused...
        assert hand_over(str(tmp_path), LINK)  # ...and the door still takes a real link (it used to die)
        assert got.get(timeout=5) == LINK
    finally:
        instance.close()


def test_a_sender_that_trickles_bytes_does_not_hold_up_a_real_hand_over(tmp_path):
    instance, got = running(tmp_path)
    port = json.loads((tmp_path / FILENAME).read_text(encoding="utf-8"))["port"]
    stop = threading.Event()
    slow = socket.create_connection(("127.0.0.1", port), timeout=5)

    def trickle() -> None:  # a byte every half second, never a whole line (bounded: 40 bytes at most)
        for _ in range(40):
            if stop.wait(0.5):
                return
            with contextlib.suppress(OSError):
                slow.sendall(b"{")

    sender = threading.Thread(target=trickle, daemon=True)
    sender.start()
    try:
        assert hand_over(str(tmp_path), LINK)  # one connection at a time used to wait on the slow one
        assert got.get(timeout=5) == LINK
    finally:
        stop.set()
        sender.join(5)
        slow.close()
        instance.close()

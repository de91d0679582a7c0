"""Malformed requests get a clear error, never a traceback or a `server_error`, and change nothing: wrong
types anywhere, text no UTF-8 frame can carry (a lone surrogate), rules the engine would not expect."""

from __future__ import annotations

import itertools
import json
import logging

import pytest
from net_harness import next_of, raw, run

from scopa_desktop.engine import Rules
from scopa_desktop.net import Limits, TableServer
from scopa_desktop.net.protocol import CLIENT_TYPES, MAX_CLIENT_MESSAGE, ProtocolError, decode

RULES = Rules().to_dict()
TWO = [{"kind": "human"}, {"kind": "human"}]


RIDS = itertools.count(1)  # every request its own id: a repeated id is answered as before, by design


def _create(**changes) -> dict:
    return {"type": "create", "rid": next(RIDS), "rules": RULES, "seats": TWO, "name": "Anna", **changes}


MALFORMED = [
    ('{"type": ["create"], "rid": 1}', "bad_message"),
    ('{"type": {"x": 1}, "rid": 1}', "bad_message"),
    ('{"type": null}', "bad_message"),
    ('{"type": "pong", "t": NaN, "turn": 0}', "bad_json"),
    ('{"type": "pong", "t": Infinity, "turn": 0}', "bad_json"),
    ('{"type": "create", "rid": 1, "rules": {}, "seats": [], "name": "\\ud800"}', "bad_message"),
    (json.dumps(_create(rules={**RULES, "name": ["x"]})), "bad_rules"),
    (json.dumps(_create(rules={**RULES, "name": {"x": 1}})), "bad_rules"),
    (json.dumps(_create(rules={**RULES, "name": "\ud800"})), "bad_message"),  # an unencodable rules name
    (json.dumps(_create(rules={**RULES, "name": "a name of my own"})), "bad_rules"),
    (json.dumps(_create(rules={**RULES, "target": "11"})), "bad_rules"),
    (json.dumps(_create(rules={**RULES, "target": 11.0})), "bad_rules"),
    (json.dumps(_create(rules={**RULES, "players": [2, "3"]})), "bad_rules"),
    (json.dumps(_create(rules={**RULES, "primiera": ["per_suit"]})), "bad_rules"),
    (json.dumps(_create(rules={**RULES, "napola": 1})), "bad_rules"),
    (json.dumps(_create(rules={"unknown_rule": True})), "bad_rules"),
    (json.dumps(_create(seats=["human", "human"])), "bad_rules"),
    (json.dumps(_create(seats=[{"kind": "human", "token": "x"}, {"kind": "human"}])), "bad_rules"),
    (json.dumps(_create(seats=[{"kind": "bot", "level": ["expert"]}, {"kind": "human"}])), "bad_rules"),
    (json.dumps(_create(seats=[{"kind": "bot", "level": "expert", "name": "\ud83d"}, {"kind": "human"}])),
     "bad_message"),
    (json.dumps(_create(name="\u202eAnna")), "bad_message"),
    (json.dumps({"type": "quick", "rid": next(RIDS), "rules": RULES, "players": "2", "name": "Anna"}), "bad_message"),
    (json.dumps({"type": "quick", "rid": next(RIDS), "rules": RULES, "players": 9, "name": "Anna"}), "bad_rules"),
    (json.dumps({"type": "quick", "rid": next(RIDS), "rules": RULES, "players": 2, "name": "Anna", "bots_after": -1}),
     "bad_message"),
    (json.dumps({"type": "quick", "rid": next(RIDS), "rules": RULES, "players": 2, "name": "Anna", "level": "god"}),
     "bad_message"),
    (json.dumps({"type": "list", "rid": next(RIDS), "after": "0"}), "bad_message"),
    (json.dumps({"type": "list", "rid": next(RIDS), "preset": ["classic"]}), "bad_message"),
    (json.dumps({"type": "join", "rid": next(RIDS), "code": ["ABCDEF"], "name": "Anna"}), "bad_message"),
    (json.dumps({"type": "resume", "rid": next(RIDS), "code": "ABCDEF", "token": 12}), "bad_message"),
    (json.dumps({"type": "hello", "v": 2}), "bad_message"),  # hello only once, first
    ('{"type": "say", "rid": 1, "phrase": "ciao", "rid": "x"}', "bad_message"),
    ("[" * 50 + "]" * 50, "bad_message"),
    ("9" * 4000, "bad_message"),  # a number, not an object
]


@pytest.mark.parametrize("frame", ['{"type": ["create"]}', '{"type": "sync", "x": "\\udfff"}',
                                   '{"type": "pong", "t": NaN, "turn": 0}'])
def test_the_checker_refuses_what_no_handler_could_read(frame):
    with pytest.raises(ProtocolError):
        decode(frame, CLIENT_TYPES, MAX_CLIENT_MESSAGE)


def test_every_malformed_request_is_answered_clearly_and_nothing_is_logged_as_a_failure(caplog):
    async def body():
        server = TableServer(Limits(max_strikes=1000, address_strikes=1000, rate=1000, burst=1000))
        url = f"ws://127.0.0.1:{await server.start('127.0.0.1', 0)}"
        ws = await raw(url)
        codes = []
        for frame, _ in MALFORMED:
            await ws.send(frame)
            codes.append((await next_of(ws, "error"))["code"])
        await ws.send(json.dumps(_create()))  # the connection still works
        seated = await next_of(ws, "seated", "error")
        await ws.close()
        await server.stop()
        return codes, seated, len(server.lobby.tables)

    with caplog.at_level(logging.INFO, logger="scopa_desktop.net"):
        codes, seated, tables = run(body())
    assert codes == [code for _, code in MALFORMED]
    assert seated["type"] == "seated" and tables == 1  # nothing malformed opened a table
    assert not [r for r in caplog.records if r.exc_info or r.levelno >= logging.ERROR]

"""The protocol's one checker: what it refuses, what it lets through; codes, tokens, the rate limiter, and
every error the player can be shown, in both languages."""

from __future__ import annotations

import json

import pytest

from scopa_desktop import i18n
from scopa_desktop.net.limits import TokenBucket
from scopa_desktop.net.lobby import new_code, normal_code
from scopa_desktop.net.protocol import (
    CLIENT_TYPES,
    CODE_ALPHABET,
    CODE_LENGTH,
    ERRORS,
    MAX_CLIENT_MESSAGE,
    SCHEMAS,
    SERVER_TYPES,
    ProtocolError,
    decode,
    encode,
)
from scopa_desktop.net.seating import new_token, tokens_match


@pytest.mark.parametrize("frame, code", [
    ("{nope", "bad_json"),
    ("[1, 2]", "bad_message"),
    ('{"type": "play", "rid": 1, "move": "7d"}', "bad_message"),  # turn missing
    ('{"type": "play", "rid": 1, "move": 7, "turn": 0}', "bad_message"),  # a number for text
    ('{"type": "play", "rid": true, "move": "7d", "turn": 0}', "bad_message"),  # a boolean is not a number
    ('{"type": "play", "rid": 1, "move": "7d", "turn": 0, "seat": 1}', "bad_message"),  # no seat field: ours only
    ('{"type": "welcome", "v": 1, "server": "x"}', "bad_message"),  # a server message from a client
    ('{"type": "join", "rid": 1, "code": "AAAAAA", "name": "' + "x" * 25 + '"}', "bad_message"),
    ('{"type": "ready", "rid": 1e400, "ready": true}', "bad_message"),
    ("[" * 100_000 + "]" * 100_000, "bad_message"),  # longer than the limit: never parsed
])
def test_the_checker_refuses_what_breaks_the_schema(frame, code):
    with pytest.raises(ProtocolError) as refused:
        decode(frame, CLIENT_TYPES, MAX_CLIENT_MESSAGE)
    assert refused.value.code == code


def test_deeply_nested_json_within_the_limit_is_refused_not_crashed():
    frame = "[" * 2000 + "]" * 2000
    with pytest.raises(ProtocolError):
        decode(frame, CLIENT_TYPES, 10_000)


def test_a_good_message_passes_as_sent():
    frame = '{"type": "play", "rid": 3, "move": "7d:3c+4s", "turn": 12}'
    assert decode(frame, CLIENT_TYPES, MAX_CLIENT_MESSAGE) == json.loads(frame)


def test_encode_refuses_to_send_a_message_that_breaks_its_schema():
    with pytest.raises(ProtocolError):
        encode("chat", id=1, seat="0", phrase="bravo")
    assert json.loads(encode("chat", id=1, seat=0, phrase="bravo")) == {
        "type": "chat", "id": 1, "seat": 0, "phrase": "bravo"}


def test_every_message_type_belongs_to_one_side():
    assert set(SCHEMAS) == CLIENT_TYPES | SERVER_TYPES and not CLIENT_TYPES & SERVER_TYPES


def test_invitation_codes_are_short_readable_and_typed_in_any_case():
    codes = {new_code() for _ in range(200)}
    assert len(codes) == 200
    assert all(len(code) == CODE_LENGTH and set(code) <= set(CODE_ALPHABET) for code in codes)
    assert not set("01OI") & set(CODE_ALPHABET)
    assert normal_code(" k7q-x3m ") == "K7QX3M"
    assert new_code(taken=codes) not in codes


def test_seat_tokens_are_long_random_and_compared_exactly():
    tokens = {new_token() for _ in range(100)}
    assert len(tokens) == 100 and all(len(token) >= 43 for token in tokens)
    token = next(iter(tokens))
    assert tokens_match(token, token)
    assert not tokens_match(token[:-1] + ("A" if token[-1] != "A" else "B"), token)
    assert not tokens_match(token, None)


def test_the_rate_limiter_allows_a_burst_then_the_rate():
    now = [0.0]
    bucket = TokenBucket(rate=10.0, burst=5.0, clock=lambda: now[0])
    assert [bucket.take() for _ in range(6)] == [True] * 5 + [False]
    now[0] += 0.1  # one more token a tenth of a second later
    assert [bucket.take(), bucket.take()] == [True, False]
    now[0] += 100  # never more than the burst saved up
    assert sum(bucket.take() for _ in range(20)) == 5


@pytest.mark.parametrize("language", ["en", "it"])
def test_every_error_code_has_words_in_both_languages(language):
    i18n.set_language(language)
    try:
        for code in (*ERRORS, "not_connected"):
            text = i18n.t(f"net_errors.{code}")
            assert text and text != f"net_errors.{code}", (language, code)
    finally:
        i18n.set_language("en")

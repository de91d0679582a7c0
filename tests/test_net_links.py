"""Lobby links and server addresses: every form a player types or clicks is read the same way, and a
malformed or hostile link is refused with a reason the game can put in the player's language."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scopa_desktop import i18n
from scopa_desktop.net import (
    DEFAULT_PORT,
    LINK_ERRORS,
    LinkError,
    ServerAddress,
    format_link,
    parse_link,
    parse_server,
)


@pytest.mark.parametrize("text, url, code", [
    ("scopa://example.com:7519/K7QX3M", "ws://example.com:7519", "K7QX3M"),
    ("scopa://Example.COM/k7q-x3m?tls=1", f"wss://example.com:{DEFAULT_PORT}", "K7QX3M"),
    ("  ws://127.0.0.1:9000/K7QX3M  ", "ws://127.0.0.1:9000", "K7QX3M"),
    ("wss://[::1]:443/K7QX3M/", "wss://[::1]:443", "K7QX3M"),
    ("example.com:80/K7QX3M", "ws://example.com:80", "K7QX3M"),
    ("localhost/K7QX3M", f"ws://localhost:{DEFAULT_PORT}", "K7QX3M"),
    ("scopa://scopa.example.org./K7QX3M?tls=0", f"ws://scopa.example.org:{DEFAULT_PORT}", "K7QX3M"),
])
def test_every_form_of_a_table_link_names_its_server_and_code(text, url, code):
    link = parse_link(text)
    assert (link.server.url, link.code) == (url, code)
    assert parse_link(link.link) == link  # what the game writes, it reads back


@pytest.mark.parametrize("text, url", [
    ("localhost", f"ws://localhost:{DEFAULT_PORT}"),
    ("Scopa.Example.org:8000", "ws://scopa.example.org:8000"),
    ("wss://scopa.example.org", f"wss://scopa.example.org:{DEFAULT_PORT}"),
    ("ws://192.168.1.20:7519/", "ws://192.168.1.20:7519"),
    ("[2001:db8::1]:7519", "ws://[2001:db8::1]:7519"),
    ("scopa://h.example:1/K7QX3M?tls=1", "wss://h.example:1"),  # a table's link gives its server
])
def test_a_server_address_is_read_from_what_the_player_types(text, url):
    assert parse_server(text).url == url


@pytest.mark.parametrize("text, reason", [
    ("", "empty"),
    ("   ", "empty"),
    ("scopa://e.com/" + "K" * 400, "too_long"),
    ("scopa://a b/K7QX3M", "characters"),
    ("scopa://e.com/K7QX3M\n--selftest", "characters"),
    ("scopa://e.com/%4B7QX3M", "characters"),
    ("scopa://\u0435xample.com/K7QX3M", "characters"),  # a Cyrillic e posing as a Latin one
    ("http://e.com/K7QX3M", "scheme"),
    ("file:///etc/passwd", "scheme"),
    ("javascript:alert(1)", "scheme"),
    ("scopa://user:secret@e.com/K7QX3M", "userinfo"),
    ("scopa://-rf/K7QX3M", "host"),
    ("scopa://e_com/K7QX3M", "host"),
    ("scopa://1.2.3.999/K7QX3M", "host"),
    ("scopa://[::1/K7QX3M", "host"),
    ("scopa://[::1]x/K7QX3M", "host"),
    ("scopa://e.com:0/K7QX3M", "port"),
    ("scopa://e.com:99999/K7QX3M", "port"),
    ("scopa://e.com:/K7QX3M", "port"),
    ("scopa://e.com/K7QX3", "code"),
    ("scopa://e.com/K7QX0M", "code"),  # 0 is not in the code alphabet
    ("scopa://e.com/K7QX3M/more", "code"),
    ("scopa://e.com/K7QX3M?tls=1&x=2", "query"),
    ("ws://e.com/K7QX3M?tls=1", "query"),
    ("scopa://e.com/K7QX3M#top", "query"),
    ("scopa://e.com", "no_code"),
])
def test_a_malformed_or_hostile_link_is_refused_with_its_reason(text, reason):
    with pytest.raises(LinkError) as refused:
        parse_link(text)
    assert refused.value.reason == reason and str(refused.value)


@given(st.text(max_size=80))
def test_reading_any_text_either_gives_a_link_or_says_why_not(text):
    try:
        link = parse_link(text)
    except LinkError as refused:
        assert refused.reason in LINK_ERRORS
    else:
        assert parse_link(link.link) == link and link.link.isascii() and " " not in link.link


def test_the_game_writes_a_link_for_its_table():
    assert format_link(ServerAddress("scopa.example.org", 7519, True), "k7qx3m") == \
        "scopa://scopa.example.org:7519/K7QX3M?tls=1"
    assert format_link(ServerAddress("2001:db8::1"), "K7QX3M") == f"scopa://[2001:db8::1]:{DEFAULT_PORT}/K7QX3M"
    with pytest.raises(LinkError):
        format_link(ServerAddress("e.com"), "not a code")
    assert str(ServerAddress("e.com", 80)) == "e.com:80" and str(ServerAddress("e.com", 443, True)) == "wss://e.com:443"


@pytest.mark.parametrize("language", ["en", "it"])
def test_every_link_error_has_words_in_both_languages(language):
    i18n.set_language(language)
    try:
        for reason in LINK_ERRORS:
            text = i18n.t(f"net_links.{reason}")
            assert text and text != f"net_links.{reason}", (language, reason)
    finally:
        i18n.set_language("en")

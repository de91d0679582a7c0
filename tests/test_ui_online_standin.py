"""The networked table's stand-in states: from one seat's observation, a Game that seat cannot tell from the
real one; the opponent's card put in their hand before it is played; the hand's end exactly as the engine
scores it. And the invitations a player may type."""

from __future__ import annotations

import random

import pytest

from scopa_desktop import net
from scopa_desktop.engine import Match, Rules
from scopa_desktop.ui.scenes.online.session import read_target
from scopa_desktop.ui.scenes.online.standin import standin_game, standin_match


@pytest.mark.parametrize(("preset", "players"), [("classic", 2), ("scopone", 4), ("cirulla", 3), ("classic", 6)])
def test_a_standin_shows_each_seat_exactly_its_observation_through_a_whole_match(preset, players):
    match = Match.new(Rules.preset(preset), players, seed=5)
    rng = random.Random(preset)
    moves = 0
    while not match.is_over and moves < 300:
        game = match.game
        for seat in range(players):
            obs = game.observation(seat)
            stand = standin_game(obs)
            assert stand.observation(seat) == obs
            # Hidden cards are only cards this seat has not seen.
            hidden = {c for s, hand in enumerate(stand.hands) if s != seat for c in hand} | set(stand.stock)
            assert hidden.isdisjoint(obs.seen_cards())
        move = rng.choice(game.legal_moves())
        viewer = (game.to_move + 1) % players  # watched by someone else: the card joins the mover's hand
        before = standin_game(game.observation(viewer), [(game.to_move, move.card)])
        assert move in before.legal_moves()
        after = match.play(move)
        if len(after.history) > len(match.history):  # the hand ended: the stand-in ends it the same way
            finished = before.play(move)
            assert finished.is_over and finished.score() == after.previous_game.score()
        match, moves = after, moves + 1
    assert moves > 20


def test_a_standin_match_carries_the_servers_totals_and_its_winner():
    rules = Rules.preset("classic")
    game = standin_game(Match.new(rules, 2, seed=1).game.observation(0))
    match = standin_match(game, (12, 7), previous=game)
    assert match.totals == (12, 7) and match.winner == 0 and match.is_over
    assert standin_match(game, (3, 4)).winner is None


@pytest.mark.parametrize(("text", "host", "port", "code"), [
    ("k7m2qx", None, 0, "K7M2QX"),  # a code alone: found on the network, or on the server chosen
    ("192.168.1.20:8765/K7M2QX", "192.168.1.20", 8765, "K7M2QX"),
    ("ws://scopa.example.org/AB3CDE", "scopa.example.org", 7519, "AB3CDE"),
    ("[::1]:9000/ZZZZZZ", "::1", 9000, "ZZZZZZ"),
    ("scopa://tables.example.org:7519/K7M2QX", "tables.example.org", 7519, "K7M2QX"),  # a lobby link
])
def test_what_is_typed_names_a_table_by_its_code_an_invitation_or_a_link(text, host, port, code):
    server, found = read_target(net, text)
    assert found == code
    assert (server.host, server.port) == (host, port) if host else server is None


def test_an_invitation_gives_the_url_to_connect_to():
    assert read_target(net, "[::1]:9000/ZZZZZZ")[0].url == "ws://[::1]:9000"
    assert read_target(net, "wss://scopa.example.org:443/AB3CDE")[0].url == "wss://scopa.example.org:443"
    assert read_target(net, "10.0.0.5/AB3CDE")[0].url == "ws://10.0.0.5:7519"


@pytest.mark.parametrize("text", ["", "host:99999/ABCDEF", "a b c", "host:port", "@@@", "10.0.0.5",
                                  "scopa://evil.example.org:7519/K7M2QX?next=http://x", "-x:1/ABCDEF"])
def test_a_bad_invitation_or_link_is_refused_and_says_why(text):
    with pytest.raises(net.LinkError) as refused:
        read_target(net, text)
    assert refused.value.reason in net.LINK_ERRORS



"""The hint: a legal move for the player to move, and a reason that is true of that move."""

from __future__ import annotations

import random

import pytest

from scopa_desktop import i18n
from scopa_desktop.engine import Card, Game, Match, Rules
from scopa_desktop.review.hints import effect_of, suggest

CLASSIC = Rules.preset("classic")


def obs(hands, table, to_move=0):
    """Player `to_move`'s view of a position; six unused cards make the stock (it is not the last deal)."""
    used = {Card.parse(c) for c in [*table, *(c for h in hands for c in h)]}
    stock = [c for c in Card.deck(CLASSIC) if c not in used][:6]
    return Game.from_position(CLASSIC, hands=hands, table=table, stock=stock, to_move=to_move).observation(to_move)


def test_takes_the_settebello():
    h = suggest(obs([["7c", "2b", "9s"], ["1b", "1s", "1c"]], ["7d", "3c", "10s"]))
    assert h.move.card == Card.parse("7c") and Card.parse("7d") in h.move.capture
    assert h.reason == "takes_settebello"


def test_makes_a_scopa():
    h = suggest(obs([["6b", "2b", "9s"], ["1b", "1s", "1c"]], ["2c", "4s"]))
    assert h.move.card == Card.parse("6b") and h.move.capture == frozenset({Card.parse("2c"), Card.parse("4s")})
    assert h.reason == "makes_scopa"


def test_leaves_no_sum_a_card_can_sweep():
    # Trailing the 3 leaves 6+3 = 9 (a hidden 9 sweeps); trailing the 10 (no card is 16) leaves no sweep.
    o = obs([["3b", "10s"], ["1b", "1s"]], ["6c"])
    h = suggest(o)
    assert h.move.card == Card.parse("10s") and not h.move.capture
    assert h.reason == "no_sweep_left"
    assert effect_of(o, h.move).leaves_sweep is False


def test_keeps_your_sevens():
    # Nothing can be taken and neither trail leaves a sweep (10+2 and 10+7 are beyond any card): keep the 7.
    h = suggest(obs([["7s", "2b"], ["1b", "1s"]], ["10c"]))
    assert h.move.card == Card.parse("2b") and not h.move.capture
    assert h.reason == "keeps_sevens"


def test_only_move():
    h = suggest(obs([["4b"], ["1b"]], ["10c", "9c"]))
    assert h.reason == "only_move" and h.move.card == Card.parse("4b")


def test_takes_coins_and_the_count_is_true():
    o = obs([["5b", "9s"], ["1b", "1s"]], ["2d", "3d", "10c", "8s"])
    h = suggest(o)
    e = effect_of(o, h.move)
    if h.reason == "takes_coins":
        assert h.params["n"] == e.coins > 1


def test_every_reason_is_true_of_its_move_over_random_positions():
    rng = random.Random(7)
    seen = set()
    for seed in range(25):
        m = Match.new(CLASSIC, 2, seed=seed)
        for _ in range(rng.randrange(0, 30)):
            m = m.play(rng.choice(m.game.legal_moves()))
        o = m.game.observation(m.game.to_move)
        h = suggest(o)
        assert h.move in o.legal_moves()
        e = effect_of(o, h.move)
        seen.add(h.reason)
        checks = {
            "makes_scopa": e.scopa, "takes_settebello": e.settebello, "no_sweep_left": not e.leaves_sweep,
            "takes_seven": e.sevens > 0, "takes_coin": e.coins == 1, "takes_coins": e.coins > 1,
            "takes_most_cards": e.cards > 0, "takes_cards": e.cards > 0, "only_move": len(o.legal_moves()) == 1,
            "keeps_sevens": e.move.card.rank != 7 and not e.cards, "last_capture": e.last_capture,
        }
        assert checks.get(h.reason, True), (h, e)
    assert len(seen) >= 3


def test_every_reason_has_a_text_in_both_languages():
    reasons = ("makes_scopa", "takes_settebello", "no_sweep_left", "takes_seven", "last_capture", "takes_coin",
               "takes_coins", "takes_most_cards", "keeps_sevens", "saves_settebello", "low_card", "takes_cards",
               "least_harm", "no_hint", "only_move")
    for lang in ("en", "it"):
        t = i18n.Translator(lang)
        for r in reasons:
            assert t.has(f"hints.{r}"), (lang, r)


def _engine_says_scopa(game, move) -> bool:
    return game.play(move).history[-1].scopa


@pytest.mark.parametrize(
    ("preset", "table", "played", "scopa"),
    [
        ("scopa_d_assi", ["1c"], "1d", True),  # an ace taking a lone ace is a plain match: a scopa
        ("scopa_d_assi", ["5c", "3s"], "1d", False),  # the ace's sweep of an aceless table is not
        ("cirulla", ["5c", "3s"], "1d", True),  # ... except in Cirulla
        ("cirulla", ["1c"], "1d", True),
        ("classic", ["3c", "4s"], "7b", True),
    ],
)
def test_the_hint_counts_a_scopa_as_the_engine_does(preset, table, played, scopa):
    rules = Rules.preset(preset)
    used = {Card.parse(c) for c in [*table, played, "2b", "9b", "6c"]}
    stock = [c for c in Card.deck(rules) if c not in used][:6]
    game = Game.from_position(rules, hands=[[played, "2b"], ["9b", "6c"]], table=table, stock=stock)
    move = next(m for m in game.legal_moves() if m.card == Card.parse(played) and m.capture)
    assert move.capture == frozenset(game.table)
    assert effect_of(game.observation(0), move).scopa is scopa is _engine_says_scopa(game, move)


# -- #42 item 5: the hint is Maestro's, so his review never grades a hinted move a mistake -------------------
# the first two are positions where the old heuristic's hint lost 0.25 and 0.36 points by the review's measure
@pytest.mark.parametrize(("players", "seed"), [(2, 7), (4, 1), (2, 4)])
def test_maestros_hint_is_within_an_inaccuracy_of_his_reviews_best(players, seed):
    from scopa_desktop.review import DEFAULT_WORLDS, INACCURACY, advise
    from scopa_desktop.review.analysis import measure

    rng = random.Random(seed)
    match = Match.new(CLASSIC, players, seed=seed)
    for _ in range(rng.randrange(0, 5)):  # somewhere in the first round
        match = match.play(rng.choice(match.game.legal_moves()))
    view = match.game.observation(match.game.to_move)
    hinted = advise(view)
    assert hinted is not None and hinted.move in view.legal_moves()
    values, _ = measure(view, hinted.move, worlds=DEFAULT_WORLDS, seed=f"review/{seed}")  # as the review judges
    best = max(value for _, value in values)
    played = next(value for move, value in values if move == hinted.move)
    assert best - played < INACCURACY, (str(hinted.move), best, played)

"""Every name of shared/ENGINE_API.md, used exactly as written there."""

import dataclasses

from scopa_desktop.bots import BOT_LEVELS, make_bot
from scopa_desktop.engine import Card, Game, Match, Move, Rules, legal_captures, match_winner, score_hand


def test_the_documented_api_works_as_written():
    card = Card.parse("7d")
    assert str(card) == "7d" and card.rank == 7 and card.suit == "d"
    rules = Rules.preset("classic")
    assert "classic" in Rules.presets() and "beginner" in Rules.presets() and "night_one" in Rules.presets()
    variant = dataclasses.replace(rules, primiera="top_four")
    for field in ("primiera", "scopa_on_final_play", "redeal_kings", "capture_mandatory", "direction", "target",
                  "partnerships", "ties_award_all", "re_bello", "napola"):
        assert hasattr(variant, field)
    assert len(Card.deck(rules)) == 40

    assert legal_captures(card, [Card.parse("3c"), Card.parse("4s")], rules) == [
        frozenset({Card.parse("3c"), Card.parse("4s")})
    ]
    (score,) = score_hand([["7d", "1c"]], [1], rules)
    for name in ("cards", "coins", "settebello", "primiera", "scope", "bonus", "total", "n_cards", "n_coins",
                 "primiera_value"):
        assert hasattr(score, name)
    assert match_winner([11, 3], rules) == 0 and match_winner([10, 3], rules) is None

    game = Game.new(rules, players=2, seed=1, dealer=0)
    position = Game.from_position(rules, hands=[["7d"], ["7c"]], table=[], stock=(), to_move=0, captured=None,
                                  scope=None, last_capturer=None)
    assert position.legal_moves() == [Move(Card.parse("7d"), frozenset())]
    move = game.legal_moves()[0]
    assert move == Move(card=move.card, capture=move.capture)
    after = game.play(move)
    for prop in ("to_move", "hands", "table", "stock", "captured", "scope", "last_capturer", "is_over", "sides"):
        getattr(after, prop)
    assert Game.from_dict(after.to_dict()) == after
    observation = after.observation(after.to_move)
    assert observation.legal_moves() == after.legal_moves()

    match = Match.new(rules, players=2, seed=None)
    assert match.game.legal_moves() and match.totals == (0, 0) and match.history == () and match.winner is None
    assert Match.from_dict(match.play(match.game.legal_moves()[0]).to_dict()).totals == (0, 0)

    assert BOT_LEVELS[0] == "random" and {"easy", "medium", "hard", "expert"} <= set(BOT_LEVELS)
    bot = make_bot("hard", seed=1)
    assert bot.choose(game.observation(game.to_move)) in game.legal_moves()

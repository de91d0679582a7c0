"""Shark plays out fewer deals at two players than at larger tables, so Maestro stands further above it
there (levels.HardBot.config_for; issue 18's ladder spacing)."""

from __future__ import annotations

from scopa_desktop.bots import make_bot
from scopa_desktop.bots.levels import HARD_NODES, TWO_PLAYER_HARD_PLIES, HardBot, SearchBot
from scopa_desktop.engine import Game, Rules

CLASSIC = Rules.preset("classic")


def _opening(players: int) -> Game:
    game = Game.new(CLASSIC, players, seed=8)
    assert len(game.legal_moves()) > 1
    return game


def test_shark_plays_out_fewer_plies_at_two_players_and_its_full_share_at_four():
    bot = make_bot("hard", seed="spacing")
    two, four = (bot.config_for(game.observation(game.to_move)) for game in (_opening(2), _opening(4)))
    assert two.plies == TWO_PLAYER_HARD_PLIES < HardBot.config.plies == four.plies
    assert two.nodes == four.nodes == HARD_NODES  # the node cap is the same; only the playouts shrink


def test_at_two_players_shark_spends_less_than_its_four_player_self_would():
    game = _opening(2)
    obs = game.observation(game.to_move)
    shark = make_bot("hard", seed="spacing")
    everywhere = SearchBot(seed="spacing")  # Shark's search with the 2,500 plies it keeps at four players
    everywhere.config = HardBot.config
    for bot in (shark, everywhere):
        assert bot.choose(obs) in game.legal_moves()
    # The opening's playouts cost a move's plies, deals times moves times cards left: fewer deals fit 1,000.
    assert shark.last_nodes <= TWO_PLAYER_HARD_PLIES < everywhere.last_nodes <= HardBot.config.plies

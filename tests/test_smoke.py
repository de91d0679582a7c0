from scopa_desktop.engine import Game, Rules


def test_a_random_hand_runs_to_the_end():
    game = Game.new(Rules.preset("classic"), players=2, seed=3)
    while not game.is_over:
        game = game.play(game.legal_moves()[0])
    assert sum(len(p) for p in game.captured) + len(game.table) == 40

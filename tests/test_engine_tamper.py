"""The engine refuses impossible states: a tampered save raises ValueError naming the field; every real one loads.

Real states come from random hands and matches of every preset; each is then tampered with in every way below
(a card dropped, a card doubled, a foreign card, every int field out of range or of the wrong type, true and
false as text, a history naming a card still held, totals, winner and scores of a match made impossible).
"""

import copy
import json
import random

import pytest

from scopa_desktop.engine import Card, Game, Match, Rules

OUT_OF_RANGE = (-1, 99, True, "1", 1.5, None, [0])  # ints out of range, and values of the wrong type
NOT_A_BOOL = ("false", "true", 0, 1, None)
CARD_LISTS = ("table", "stock", "leftover")


def real_games() -> list[Game]:
    """Hands of every preset at every player count it allows, from the deal to the end, a few moves apart."""
    games = []
    for name in Rules.presets():
        rules = Rules.preset(name)
        for players in rules.players:
            rng = random.Random(f"{name}/{players}")
            game = Game.new(rules, players, seed=rng.randrange(10**6), dealer=rng.randrange(players))
            games.append(game)
            while not game.is_over:
                game = game.play(rng.choice(game.legal_moves()))
                if rng.random() < 0.08 or game.is_over:
                    games.append(game)
    return games


def real_matches() -> list[Match]:
    """Matches of a few presets, a few hands in, with totals and scored hands (one over, by a low target)."""
    matches = []
    for name in ("classic", "scopone", "cirulla"):
        rules = Rules.preset(name)
        for target in (1, 11):
            rng = random.Random(name)
            match = Match.new(Rules.from_dict(dict(rules.to_dict(), target=target)), rules.players[0], seed=5)
            while len(match.history) < 2 and not match.is_over:
                match = match.play(rng.choice(match.game.legal_moves()))
            matches.append(match)
    return matches


def tampered_games(data: dict, rng: random.Random):
    """(what was changed, the changed copy) for one real game's data: each one an impossible state."""
    hands = [seat for seat, hand in enumerate(data["hands"]) if hand]
    lists = [("hands", seat) for seat in hands] + [(name, None) for name in ("table", "stock") if data[name]]
    lists += [("captured", side) for side, pile in enumerate(data["captured"]) if pile]
    for name, index in lists:
        cards = data[name] if index is None else data[name][index]
        yield f"{name} drops a card", _edit(data, name, index, cards[1:])
        yield f"{name} doubles a card", _edit(data, name, index, [*cards, cards[0]])
        yield f"{name} holds a foreign card", _edit(data, name, index, ["13x", *cards[1:]])
        other = _other_card(data, name, index)
        yield f"{name} holds a card listed elsewhere", _edit(data, name, index, [*cards, other])
        yield f"{name} is not a list", _edit(data, name, index, ",".join(cards))
    seats = len(data["hands"])
    for name, beyond in (("dealer", seats), ("to_move", seats), ("players", seats + 1), ("hand_size", 0)):
        for value in (*OUT_OF_RANGE, beyond):
            yield f"{name} = {value!r}", dict(data, **{name: value})
    yield "hand_size one more", dict(data, hand_size=data["hand_size"] + 1)
    for value in (-1, 99, True, "0", seats):
        yield f"last_capturer = {value!r}", dict(data, last_capturer=value)
    for value in NOT_A_BOOL:
        yield f"over = {value!r}", dict(data, over=value)
    yield "over flipped", dict(data, over=not data["over"])
    for value in ([-1] * len(data["scope"]), [0] * (len(data["scope"]) + 1), ["1"] * len(data["scope"])):
        yield f"scope = {value!r}", dict(data, scope=value)
    for name in ("rules", "hands", "table", "history", "over"):
        yield f"{name} missing", {key: value for key, value in data.items() if key != name}
        yield f"{name} = 5", dict(data, **{name: 5})
    if data["history"]:
        at = rng.randrange(len(data["history"]))
        for slot, value in ((0, 99), (0, "0"), (1, "7x"), (2, ["7x"]), (3, "false"), (3, 1)):
            yield f"history[{at}][{slot}] = {value!r}", _edit_play(data, at, slot, value)
        held = [card for hand in data["hands"] for card in hand] + data["stock"]
        if held:
            yield "history plays a card still held", _edit_play(data, at, 1, held[0])
        yield "history entry of 3 fields", _edit_play(data, at, None, data["history"][at][:3])
    if not data["over"]:
        yield "leftover before the end", dict(data, leftover=data["hands"][hands[0]][:1])


def tampered_matches(data: dict):
    """(what was changed, the changed copy) for one real match's data: each one an impossible state."""
    sides = len(data["totals"])
    for value in (-1, 99, "2", True, sides + 7):
        yield f"players = {value!r}", dict(data, players=value)
    for value in ([0] * (sides + 1), [0] * (sides - 1), [-1] * sides, ["3"] * sides, "0,0", None):
        yield f"totals = {value!r}", dict(data, totals=value)
    for value in (17, "me", -1, True, sides):
        yield f"winner = {value!r}", dict(data, winner=value)
    for value in ("no", 1, None):
        yield f"conceded = {value!r}", dict(data, conceded=value)
    yield "seed = [1]", dict(data, seed=[1])
    other_target = 21 if data["rules"]["target"] != 21 else 11
    game = copy.deepcopy(data["game"])
    game["rules"]["target"] = other_target
    yield "game rules differ from the match's", dict(data, game=game)
    if data["history"]:
        for field, value in (("total", "3"), ("cards", -1), ("scope", 1.5), ("primiera", None)):
            history = copy.deepcopy(data["history"])
            history[0][0][field] = value
            yield f"history score {field} = {value!r}", dict(data, history=history)
        history = copy.deepcopy(data["history"])
        history[0] = history[0][:1] + history[0]
        yield "history hand with a score too many", dict(data, history=history)
    for name in ("game", "totals", "rules"):
        yield f"{name} missing", {key: value for key, value in data.items() if key != name}


def _edit(data: dict, name: str, index: int | None, value) -> dict:
    changed = copy.deepcopy(data)
    if index is None:
        changed[name] = value
    else:
        changed[name][index] = value
    return changed


def _edit_play(data: dict, at: int, slot: int | None, value) -> dict:
    changed = copy.deepcopy(data)
    if slot is None:
        changed["history"][at] = value
    else:
        changed["history"][at][slot] = value
    return changed


def _other_card(data: dict, name: str, index: int | None) -> str:
    """A card listed somewhere other than the list being changed (so that adding it lists it twice)."""
    mine = data[name] if index is None else data[name][index]
    listed = [card for hand in data["hands"] for card in hand] + data["table"] + data["stock"]
    listed += [card for pile in data["captured"] for card in pile]
    return next(card for card in listed if card not in mine)


def tamper_figures() -> tuple[int, int, int]:
    """(tampered states tried, refused with ValueError, real states loaded unchanged); asserts as it goes."""
    rng = random.Random(15)
    tried = refused = loaded = 0
    for game in real_games():
        data = json.loads(json.dumps(game.to_dict()))
        assert Game.from_dict(data) == game
        loaded += 1
        for change, bad in tampered_games(data, rng):
            tried += 1
            with pytest.raises(ValueError):
                Game.from_dict(bad)
                pytest.fail(f"accepted an impossible state: {change}")
            refused += 1
    for match in real_matches():
        data = json.loads(json.dumps(match.to_dict()))
        assert Match.from_dict(data) == match
        loaded += 1
        games = [(change, dict(data, game=bad)) for change, bad in tampered_games(data["game"], rng)]
        for change, bad in [*tampered_matches(data), *games]:
            tried += 1
            with pytest.raises(ValueError):
                Match.from_dict(bad)
                pytest.fail(f"accepted an impossible match: {change}")
            refused += 1
    return tried, refused, loaded


def test_every_tampered_state_is_refused_and_every_real_one_loads():
    tried, refused, loaded = tamper_figures()
    assert tried == refused > 5000
    assert loaded > 150


def test_the_refusal_names_the_field():
    data = Game.new(Rules.preset("classic"), 2, seed=4).to_dict()
    for field, value in (("dealer", 99), ("hand_size", 0), ("over", "false"), ("to_move", "me")):
        with pytest.raises(ValueError, match=field):
            Game.from_dict(dict(data, **{field: value}))
    with pytest.raises(ValueError, match="missing"):
        Game.from_dict(dict(data, stock=data["stock"][1:]))
    with pytest.raises(ValueError, match="twice"):
        Game.from_dict(dict(data, table=[*data["table"], data["stock"][0]]))
    match = Match.new(Rules.preset("classic"), 2, seed=4).to_dict()
    for field, value in (("winner", 17), ("totals", [0, -1]), ("players", 3)):
        with pytest.raises(ValueError, match=field):
            Match.from_dict(dict(match, **{field: value}))


def test_a_position_of_fewer_cards_keeps_its_cards_out_of_play():
    """`Game.from_position` positions list only some cards: the rest are saved as out of play, and round-trip."""
    game = Game.from_position(Rules.preset("classic"), hands=[["7d"], ["3c"]], table=["3s", "4b"])
    data = json.loads(json.dumps(game.to_dict()))
    assert len(data["out_of_play"]) == 36 and "7d" not in data["out_of_play"]
    assert Game.from_dict(data) == game
    with pytest.raises(ValueError, match="missing"):
        Game.from_dict(dict(data, out_of_play=data["out_of_play"][1:]))
    with pytest.raises(ValueError, match="twice"):
        Game.from_dict(dict(data, out_of_play=[*data["out_of_play"], "7d"]))
    assert Card.parse("7d") in game.hands[0]


def test_parse_refuses_what_from_dict_refuses():
    """Game.parse runs the same checks: a history naming a card still in a hand is refused there too."""
    rng = random.Random(3)
    game = Game.new(Rules.preset("classic"), 2, seed=8)
    while len(game.history) < 2:
        game = game.play(rng.choice(game.legal_moves()))
    held = str(game.hands[game.to_move][0])
    fields = game.notation().split()
    first_play = fields[8].split(",")[0]
    fields[8] = fields[8].replace(first_play, first_play.split("@")[0] + "@" + held, 1)
    with pytest.raises(ValueError, match="history"):
        Game.parse(" ".join(fields))

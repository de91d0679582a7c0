"""The game window with the variants' extras: conceding at 7-0, announced awards, declared hands face up."""

from __future__ import annotations

import pygame
from conftest import match_at, match_with_totals

from scopa_desktop.engine import Game, Match, Rules
from scopa_desktop.storage import HistoryStore
from scopa_desktop.ui import input as inp
from scopa_desktop.ui.seats import seats_from_settings

ONE_VS_BOT = [{"kind": "human", "name": "Anna", "level": ""}, {"kind": "bot", "name": "Bot", "level": "random"}]


def test_the_pause_menu_offers_to_concede_only_at_zero_against_seven(app, tmp_path):
    seats = seats_from_settings(ONE_VS_BOT, 2)
    app.reset_to("table", match=match_with_totals(Rules(), (0, 7)), seats=seats)
    assert "concede" not in [r.key for r in app.push("pause").form.rows]  # the option is off

    rules = Rules(forfeit_seven_zero=True)
    table = app.reset_to("table", match=match_with_totals(rules, (3, 7)), seats=seats)
    assert "concede" not in [r.key for r in app.push("pause").form.rows]  # not at zero

    table = app.reset_to("table", match=match_with_totals(rules, (0, 7)), seats=seats)
    pause = app.push("pause")
    assert "concede" in [r.key for r in pause.form.rows]
    pause.form.focus_on("concede")
    pause.handle(inp.Intent(inp.CONFIRM, None))
    table.saver.flush()
    end = app.stack.top
    assert type(end).__name__ == "MatchEndScene"
    assert end.match.is_over and end.match.conceded and end.match.winner == 1
    records = HistoryStore(str(tmp_path)).load().records
    assert len(records) == 1 and records[0].conceded and records[0].winner == 1


def test_cirulla_awards_are_announced_and_a_bot_declares_its_hand_face_up(app):
    rules = Rules.preset("cirulla")

    def fits(s: int) -> bool:
        game = Match.new(rules, 2, seed=s).game
        opening = any(e.kind == "opening_fifteen" for e in game.events)
        return opening and game.to_move == 1 and game.declaration is not None  # the bot (seat 1) may declare

    seed = next(s for s in range(5000) if fits(s))
    match = Match.new(rules, 2, seed=seed)
    table = app.reset_to("table", match=match, seats=seats_from_settings(ONE_VS_BOT, 2))
    assert any("Quindici" in toast.title for toast in app.overlay.toasts)
    dealt = match.game.hands[1]
    drawn = []
    original = table.painter.card
    table.painter.card = lambda surface, card, rect: (drawn.append((card, rect)), original(surface, card, rect))
    app.tick(0.016)  # the deal ends
    app.tick(0.016)  # the bot declares before it is asked for a card
    assert any("declared" in toast.title for toast in app.overlay.toasts)
    assert table.game.revealed[1] == dealt and dict(table.game.bonus[1])
    app.dirty = True
    app.tick(0.016)
    shown = [rect for card, rect in drawn if card in dealt]
    assert len(shown) >= 3, "the bot's declared hand is shown face up"
    readable = table.layout.panel_parts(1)["pile"]
    last = shown[-3:]
    assert all(r.w >= readable.w * 0.9 for r in last), "at the pile's size, not a sliver"
    assert not any(a.colliderect(b) for i, a in enumerate(last) for b in last[i + 1:]), "no card covers another"


def _human_may_declare(app):
    rules = Rules.preset("cirulla")
    game = Game.from_position(rules, [["1d", "2s", "5b"], ["10c", "10s", "8b"]], ["9c", "8s"], stock=["6c", "6s"])
    table = app.reset_to("table", match=match_at(game), seats=seats_from_settings(ONE_VS_BOT, 2))
    app.dirty = True
    app.step(0.016)
    return table


def _click(pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))


def test_a_human_declares_with_the_status_line_button(app):
    table = _human_may_declare(app)
    buttons = {action: rect for action, _, rect in table.status.declaration_buttons(3)}
    assert table.declaration_offer() == ("cirulla", 3)
    _click(buttons["declare"].center)
    app.step(0.016)
    assert table.game.bonus[0] == (("cirulla", 3),) and table.match.game.revealed[0] != ()
    assert table.declaration_offer() is None
    assert any("declared" in toast.title for toast in app.overlay.toasts)


def test_a_human_keeps_the_hand_hidden_and_plays_on(app):
    table = _human_may_declare(app)
    buttons = {action: rect for action, _, rect in table.status.declaration_buttons(3)}
    _click(buttons["keep_hidden"].center)
    app.step(0.016)
    assert table.declaration_offer() is None and table.game.bonus == ((), ())
    assert table.game.declaration == ("cirulla", 3)  # still the engine's to take, until a card is played
    table.play(table.game.legal_moves()[0])
    assert table.game.bonus == ((), ()) and table.game.revealed[0] == ()

"""The game window with the variants' extras: conceding at 7-0, announced awards, declared hands face up."""

from __future__ import annotations

from conftest import match_with_totals

from scopa_desktop.engine import Match, Rules
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


def test_cirulla_awards_are_announced_and_declared_hands_are_drawn_face_up(app):
    rules = Rules.preset("cirulla")
    seed = next(
        s for s in range(1000)
        if {e.kind for e in Match.new(rules, 2, seed=s).game.events} >= {"opening_fifteen"}
        and any(e.kind in ("cirulla", "tris") and e.seat == 1 for e in Match.new(rules, 2, seed=s).game.events)
    )
    match = Match.new(rules, 2, seed=seed)
    table = app.reset_to("table", match=match, seats=seats_from_settings(ONE_VS_BOT, 2))
    titles = [toast.title for toast in app.overlay.toasts]
    assert any("Quindici" in t for t in titles)
    assert any("declared" in t for t in titles)
    drawn = []
    original = table.painter.card
    table.painter.card = lambda surface, card, rect: (drawn.append(card), original(surface, card, rect))
    app.dirty = True
    app.tick(0.016)
    assert set(match.game.revealed[1]) <= set(drawn), "the bot's declared hand is shown face up"
    assert not set(match.game.hands[1]) - set(match.game.revealed[1]) & set(drawn)

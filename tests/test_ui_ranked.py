"""Ranked play in the game, against a real in-process server on loopback, driven with posted events: a
ranked match from the menu (ratings beside the names, the match rated, the chart in History), your player
moved to another computer by its code and by its file without losing its rating (nor the player it
replaced), and every ranked screen read whole (nothing cut) at 960x600 and 1920x1080 in both languages."""

from __future__ import annotations

import time

import pygame
import pytest
from test_ui_online_loopback import Patient, lobby_after, top, until
from test_ui_online_server import choose_server, play_out
from test_ui_text_fits import record_drawn

from scopa_desktop import i18n, net
from scopa_desktop.engine import Match, Rules
from scopa_desktop.storage import identities_path, load_identities
from scopa_desktop.ui.driver import click, key
from scopa_desktop.ui.scenes.online import player

CLASSIC = Rules.preset("classic")


def _host(tmp_path):
    return net.start_host(port=0, bind="127.0.0.1", data_dir=tmp_path / "server")


def _book(handle, work):
    """Run `work(book)` on the server's rating book, on its own thread (as the server does)."""
    ranking = handle.server.lobby.ranking
    return ranking._pool.submit(lambda: work(ranking._open_book())).result(10)


def _patient(scene):
    scene.ranked.client = Patient(scene.ranked.client)
    return scene


def _open_ranked(app, address):
    online = choose_server(app, address)
    click(app, online.form.row_rects["ranked"].center)
    ranked = _patient(top(app))
    assert ranked.name == "online_ranked"
    until(app, lambda: ranked.ranked.identity is not None, "the server knows our player")
    return ranked


def _seed(handle, player_id: str, rating: int = 900, listed: int = 20) -> None:
    """Others on the leaderboard, our player in the middle of it, and a few rated matches on our chart."""
    def work(book):
        for number in range(listed):
            ident, _ = book.create(f"other{number}", f"Rival {number}", 24)
            book._run("INSERT INTO ratings VALUES (?, ?, 'duel', 25, 2, ?, 9, 9, 0)",
                      (f"{ident}/duel", ident, 1400 - 40 * number))
        book._run("INSERT INTO ratings VALUES (?, ?, 'duel', 25, 2, ?, 12, 12, 0)",
                  (f"{player_id}/duel", player_id, rating))
        for number, value in enumerate((300, 520, 610, 790, rating)):
            book._run("INSERT INTO rating_history VALUES (?, ?, 'duel', ?, ?, ?, 0, 1)",
                      (f"m{number}/{player_id}", player_id, f"m{number}", time.time() - 86400 * (5 - number), value))

    _book(handle, work)


def _player_id(handle, name: str) -> str:
    return _book(handle, lambda book: book._run("SELECT id FROM identities WHERE name = ?", (name,)).fetchone()[0])


def test_a_ranked_match_from_the_menu_is_rated_and_charted_in_history(app, tmp_path):
    handle = _host(tmp_path)
    peer = net.TableClient()
    address = f"127.0.0.1:{handle.port}"
    try:
        app.update_settings(player_names=["Zoe"])
        ranked = _open_ranked(app, address)
        kept = load_identities(identities_path(app.home))[0][address]
        assert ranked.ranked.identity.name == kept.name == "Zoe" and ranked.ranked.rating("duel") is None
        click(app, ranked.form.row_rects["play"].center)
        lobby = lobby_after(app, ranked)
        peer.connect(address)  # another player, as new as we are: near enough at once
        peer.identify(net.make_secret(), "Marco")
        peer.quick_match(CLASSIC, 2, "Marco", ranked=True)
        until(app, lambda: len([s for s in lobby.link.seats if s.taken]) == 2, "Marco seated")
        assert [(s.name, s.rating) for s in lobby.link.seats] in ([("Zoe", 0), ("Marco", 0)],
                                                                 [("Marco", 0), ("Zoe", 0)])
        until(app, lambda: top(app).name == "online_table", "the match starts")
        play_out(app, top(app), peer)
        rated = _book(handle, lambda book: book._run(
            "SELECT i.name, r.shown, r.matches FROM ratings r JOIN identities i ON i.id = r.player").fetchall())
        assert sorted(row[0] for row in rated) == ["Marco", "Zoe"] and {row[2] for row in rated} == {1}
        zoe = dict((name, shown) for name, shown, _ in rated)["Zoe"]
        end = top(app)  # the end screen says what the match did to our rating, once the server has rated it
        until(app, lambda: end.rated is not None, "the rating on the match's end screen")
        assert end.rating_link is None and end.rated.rating == zoe and f"{zoe} (" in end.rating_text()
        history = app.reset_to("history")
        app.step(1 / 30)
        key(app, pygame.K_g)
        chart = _patient(top(app))
        assert chart.name == "rating_chart" and history is not chart
        until(app, lambda: "duel" in chart.ranked.charts, "the chart")
        assert [rating for _, rating in chart.ranked.charts["duel"].points] == [zoe]
    finally:
        peer.close()
        handle.stop()


def test_your_player_moves_to_another_computer_by_code_and_by_file_keeping_its_rating(app, tmp_path):
    handle = _host(tmp_path)
    address = f"127.0.0.1:{handle.port}"
    try:
        app.update_settings(player_names=["Zoe"])
        ranked = _open_ranked(app, address)
        _seed(handle, _player_id(handle, "Zoe"), rating=900)
        key(app, pygame.K_ESCAPE)
        kept = load_identities(identities_path(app.home))[0][address]
        ranked = _open_ranked(app, address)
        assert ranked.ranked.rating("duel").rating == 900
        click(app, ranked.form.row_rects["identity"].center)
        screen = top(app)
        assert screen.name == "online_identity"
        click(app, screen.form.row_rects["copy"].center)
        code = pygame.scrap.get_text()
        assert code == net.IdentityCode(address, kept.secret).text
        click(app, screen.form.row_rects["save"].center)
        saved = tmp_path / player.EXPORT_FILE
        assert saved.read_text().strip() == code
        # Another computer: no player there yet; one is made when Ranked play opens.
        identities_path(app.home).unlink()
        fresh = _open_ranked(app, address)
        assert fresh.ranked.identity.name == "Zoe 2" and fresh.ranked.rating("duel") is None
        click(app, fresh.form.row_rects["identity"].center)
        screen = top(app)
        field = next(r for r in app.input.regions if r.intent and r.intent.value == ("field", "code"))
        click(app, field.rect.center)
        pygame.scrap.put_text("scopa-id:1/not a code")
        key(app, pygame.K_v, pygame.KMOD_CTRL)
        key(app, pygame.K_RETURN)
        assert screen.error and load_identities(identities_path(app.home))[0][address].secret != kept.secret
        click(app, field.rect.center)
        pygame.scrap.put_text(code)
        key(app, pygame.K_v, pygame.KMOD_CTRL)
        click(app, screen.form.row_rects["use"].center)
        identities, replaced = load_identities(identities_path(app.home))
        assert identities[address].secret == kept.secret and not screen.error
        assert [old.name for old in replaced] == ["Zoe 2"]  # the player it replaced is kept, not lost
        key(app, pygame.K_ESCAPE)
        back = _patient(top(app))
        until(app, lambda: back.ranked.identity is not None and back.ranked.identity.name == "Zoe", "Zoe again")
        assert back.ranked.rating("duel").rating == 900
        # And by the file: the game forgets its players, then loads the file saved before.
        identities_path(app.home).unlink()
        click(app, back.form.row_rects["identity"].center)
        screen = top(app)
        click(app, screen.form.row_rects["load"].center)
        assert load_identities(identities_path(app.home))[0][address].secret == kept.secret
    finally:
        handle.stop()


SCREENS = ("online_ranked", "online_leaders", "online_identity", "rating_chart")


@pytest.mark.parametrize("language", i18n.available_languages())
@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_the_ranked_screens_are_read_whole(app, tmp_path, monkeypatch, language, size):
    handle = _host(tmp_path)
    address = f"127.0.0.1:{handle.port}"
    try:
        app.update_settings(player_names=["Zoe"], language=language)
        app.resize(size)
        _open_ranked(app, address)
        _seed(handle, _player_id(handle, "Zoe"))
        drawn, cut = record_drawn(monkeypatch)
        shown = {}
        wanted = {"online_ranked": lambda s: s.ranked.identity is not None,
                  "online_leaders": lambda s: "duel" in s.ranked.boards,
                  "rating_chart": lambda s: s.ranked.identity is not None and "duel" in s.ranked.charts}
        for name in SCREENS:
            app.reset_to("menu")
            scene = app.push(name)
            if getattr(scene, "ranked", None) is not None:
                _patient(scene)
                until(app, lambda s=scene, n=name: wanted[n](s), f"{name} filled")
            if name == "online_identity":
                app.step(1 / 30)
                click(app, scene.form.row_rects["copy"].center)
            app.step(1 / 30)
            shown[name] = set(drawn)
        assert cut == []
        assert "Rival 0" in shown["online_leaders"] and "Zoe" in shown["online_leaders"]  # the top, and us near it
        assert any("900" in text for text in shown["rating_chart"])
    finally:
        handle.stop()


class _SilentLink:
    """A table's connection whose server never rates the match (its store down)."""

    rated, closed, disconnected = None, False, False

    def pump(self):
        return []

    def close(self):
        self.closed = True


def test_a_rating_that_never_comes_is_waited_for_a_while_then_let_go(app):
    from scopa_desktop.ui.driver import play_to
    from scopa_desktop.ui.scenes.match_end import RATING_WAIT_SECONDS
    from scopa_desktop.ui.seats import seats_from_settings
    from scopa_desktop.ui.text import tr

    end_match = play_to(Match.new(CLASSIC, 2, seed=3), lambda m: m.is_over, rng_seed=3)
    link = _SilentLink()
    end = app.reset_to("match_end", match=end_match, seats=seats_from_settings([], 2), online=True,
                       rating_link=link)
    app.step(1 / 30)
    assert end.rating_text() == tr("ranked.being_rated") and not link.closed
    for _ in range(round(RATING_WAIT_SECONDS) + 1):
        app.step(1.0)
    assert end.rating_text() is None and link.closed and end.rating_link is None

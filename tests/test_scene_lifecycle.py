"""Scenes' life cycle: enter, pause, resume (before the next update), shutdown, `on_close` continuations and
a stack reset that resumes nothing. The end of a hand is where it matters: the scoring sheet, the pause
menu and the next deal must each happen once, in that order, whenever the player opens the menu."""

from __future__ import annotations

import pygame
import pytest
from conftest import HUMAN_VS_BOT, match_at

from scopa_desktop import storage
from scopa_desktop.engine import Game, Match, Rules
from scopa_desktop.ui.driver import key, settle
from scopa_desktop.ui.scene import Scene, SceneStack
from scopa_desktop.ui.seats import seats_from_settings

DT = 1 / 15


def last_move_match() -> Match:
    """The human (seat 0) holds the hand's last card; the bot took last, so the leftover goes to it."""
    game = Game.from_position(Rules.preset("classic"), hands=[["5c"], []], table=["3s", "4b", "9d"], stock=[],
                              to_move=0, last_capturer=1)
    return match_at(game)


class Watch:
    """Steps the app and counts what must happen once: fresh deals shown, toasts, saves."""

    def __init__(self, app, monkeypatch) -> None:
        self.app = app
        self.toasts: list[str] = []
        self.saves = 0
        self.deals: list[Game] = []
        toast = app.overlay.toast

        def counted_toast(title, *args, **kwargs):
            self.toasts.append(title)
            return toast(title, *args, **kwargs)

        monkeypatch.setattr(app.overlay, "toast", counted_toast)
        save = storage.ResumeStore.save

        def counted_save(store, *args, **kwargs):
            self.saves += 1
            return save(store, *args, **kwargs)

        monkeypatch.setattr(storage.ResumeStore, "save", counted_save)

    def open(self, match: Match):
        self.app.settings = self.app.settings.replace(animation_speed="normal", bot_pause_ms=0)
        self.table = self.app.reset_to("table", match=match, seats=seats_from_settings(HUMAN_VS_BOT, 2))
        self.note()
        return self.table

    def note(self) -> None:
        game = self.table.game
        if not game.history and not any(seen is game for seen in self.deals):
            self.deals.append(game)

    def step(self, dt: float = DT) -> None:
        self.app.step(dt)
        self.note()

    def key(self, k: int) -> None:
        key(self.app, k)
        self.note()

    def until(self, condition, frames: int = 600) -> int:
        for n in range(frames):
            if condition():
                return n
            self.step()
        raise AssertionError("never happened")

    def play_last_card(self) -> None:
        self.until(lambda: self.app.stack.top is self.table and self.table.human_turn())
        self.key(pygame.K_1)
        self.key(pygame.K_RETURN)
        assert len(self.table.match.history) == 1, "the hand ended"

    def scoring_shown(self) -> bool:
        return self.app.stack.top.name == "scoring"

    def close_scoring(self) -> None:
        while self.scoring_shown():
            self.key(pygame.K_RETURN)  # skip the tally, then continue

    def finish(self) -> None:
        """Through the scoring sheet to your first turn of the next hand; the saves written."""
        self.until(self.scoring_shown)
        assert self.table.game.is_over, "the scoring sheet shows over the finished hand"
        self.close_scoring()
        self.until(lambda: self.app.stack.top is self.table and self.table.human_turn())
        self.table.saver.flush()


def test_closing_the_pause_menu_during_the_hand_end_deals_nothing(app, monkeypatch):
    watch = Watch(app, monkeypatch)
    table = watch.open(last_move_match())
    watch.play_last_card()
    watch.step()
    watch.key(pygame.K_ESCAPE)
    assert app.stack.top.name == "pause"
    watch.key(pygame.K_ESCAPE)
    assert app.stack.top is table
    watch.step()
    assert table.game.is_over, "still the finished hand: the leftover is on its way to the last capturer"
    assert len(watch.deals) == 1
    watch.until(watch.scoring_shown)
    assert table.game.is_over and len(watch.deals) == 1, "the scoring sheet shows over the finished hand"
    watch.close_scoring()
    watch.step()
    assert table.game is table.match.game and not table.game.is_over
    assert len(watch.deals) == 2


def baseline(app, monkeypatch) -> tuple[Watch, int]:
    watch = Watch(app, monkeypatch)
    watch.open(last_move_match())
    watch.play_last_card()
    frames = watch.until(watch.scoring_shown)
    watch.close_scoring()
    watch.until(lambda: app.stack.top is watch.table and watch.table.human_turn())
    watch.table.saver.flush()
    return watch, frames


def test_pause_and_resume_at_every_frame_of_a_hands_end(app, monkeypatch):
    base, frames = baseline(app, monkeypatch)
    assert frames > 10 and len(base.deals) == 2 and base.saves >= 2
    want = (len(base.deals), list(base.toasts), base.saves)
    for k in range(frames + 1):
        watch = Watch(app, monkeypatch)
        watch.open(last_move_match())
        watch.play_last_card()
        for _ in range(k):
            watch.step()
        if watch.scoring_shown():
            break
        watch.key(pygame.K_ESCAPE)
        watch.key(pygame.K_ESCAPE)
        watch.finish()
        assert (len(watch.deals), watch.toasts, watch.saves) == want, f"menu opened {k} frames into the hand's end"


def test_a_bot_move_pending_while_a_scene_is_popped_is_played_once(app, monkeypatch):
    watch = Watch(app, monkeypatch)
    table = watch.open(Match.new(Rules.preset("classic"), 2, seed=4))
    table.saver.flush()
    saves = watch.saves
    bot = 1 - table.view_seat
    watch.until(lambda: table.game.to_move == bot and table.pending_work is not None)
    watch.key(pygame.K_ESCAPE)
    for _ in range(5):
        watch.step()
    assert not table.game.history, "the bot waits while the menu is open"
    watch.key(pygame.K_ESCAPE)
    watch.until(lambda: table.human_turn())
    table.saver.flush()
    assert [p.seat for p in table.game.history] == [bot]
    assert watch.saves == saves + 1 and len(watch.deals) == 1


class Probe(Scene):
    """A scene that logs its life cycle."""

    def __init__(self, app, log: list[str], tag: str) -> None:
        super().__init__(app)
        self.log, self.tag = log, tag

    def enter(self) -> None:
        self.log.append(f"{self.tag}.enter")

    def pause(self) -> None:
        self.log.append(f"{self.tag}.pause")

    def resume(self) -> None:
        self.log.append(f"{self.tag}.resume")

    def shutdown(self) -> None:
        self.log.append(f"{self.tag}.shutdown")

    def update(self, dt: float) -> None:
        self.log.append(f"{self.tag}.update")


def test_the_stack_life_cycle_in_order(app):
    log: list[str] = []
    stack = SceneStack()
    a, b, c = (Probe(app, log, t) for t in "abc")
    stack.push(a)
    stack.push(b, on_close=lambda: log.append("after b"))
    assert log == ["a.enter", "a.pause", "b.enter"]
    log.clear()
    stack.pop()
    assert log == ["b.shutdown", "after b"], "resume waits for the next update"
    stack.settle()
    stack.settle()
    assert log == ["b.shutdown", "after b", "a.resume"], "resumed once"
    log.clear()
    stack.replace(c)
    assert log == ["a.shutdown", "c.enter"]
    log.clear()
    stack.push(Probe(app, log, "d"))
    stack.push(Probe(app, log, "e"))
    log.clear()
    stack.clear()
    assert log == ["e.shutdown", "d.shutdown", "c.shutdown"], "a reset resumes nothing and runs no on_close"


def test_a_continuation_that_covers_the_scene_again_skips_its_resume(app):
    log: list[str] = []
    stack = SceneStack()
    a = Probe(app, log, "a")
    stack.push(a)
    stack.push(Probe(app, log, "b"), on_close=lambda: stack.push(Probe(app, log, "c")))
    log.clear()
    stack.pop()
    stack.settle()
    assert log == ["b.shutdown", "c.enter"], "a stays paused under c: no resume, no second pause"


def test_going_to_the_main_menu_from_deep_in_the_stack(app, monkeypatch):
    watch = Watch(app, monkeypatch)
    table = watch.open(last_move_match())
    watch.play_last_card()
    watch.step()  # the hand's end animation runs; its scoring sheet and the next deal are pending
    watch.key(pygame.K_ESCAPE)
    pause = app.stack.top
    rules = app.push("rules")
    calls: list[str] = []
    for scene in (table, pause, rules):
        monkeypatch.setattr(scene, "resume", lambda s=scene: calls.append(f"{s.name}.resume"))
    app.reset_to("menu")
    settle(app)
    for _ in range(60):
        app.step(DT)
    assert [s.name for s in app.stack.scenes] == ["menu"]
    assert calls == [] and table.finished
    assert len(watch.deals) == 1 and not any("Quindici" in t for t in watch.toasts)


@pytest.mark.parametrize("frames", [0, 3])
def test_the_scoring_sheet_is_shown_once_per_hand(app, monkeypatch, frames):
    watch = Watch(app, monkeypatch)
    watch.open(last_move_match())
    shown: list[Scene] = []
    push = app.push

    def counted_push(name, **kwargs):
        scene = push(name, **kwargs)
        if name == "scoring":
            shown.append(scene)
        return scene

    monkeypatch.setattr(app, "push", counted_push)
    watch.play_last_card()
    for _ in range(frames):
        watch.step()
    watch.key(pygame.K_ESCAPE)
    watch.key(pygame.K_ESCAPE)
    watch.finish()
    for _ in range(30):
        watch.step()
    assert len(shown) == 1

"""The guided first game: the real table, one prepared deal per lesson, a coach panel beside the cards.

GuideScene is a TableScene whose match is a lesson's position against a gentle bot. Your move is checked
against the lesson before it is played: the move the lesson asks for is played and explained (then Next),
any other is refused with a hint and changes nothing. The bot waits while a lesson is explained; in the
last lesson the hand is played out and counted on the real scoring sheet. Nothing is saved as a match to
continue or recorded in the history; finishing or skipping sets the `tutorial_done` setting.
"""

from __future__ import annotations

from typing import Any

import pygame

from .... import i18n
from ....engine import Match, Move
from ... import input as inp
from ... import theme
from ...layout import TableLayout
from ...scene import register
from ...seats import Seat, bot_name, seats_from_settings
from ...text import tr
from ..table import TableScene
from ..table.people import Teacher
from .coach import GOOD, NEXT, SKIP, SPEAK, WARN, CoachText, beside_panel, draw_coach
from .lessons import LESSONS, Lesson

GENTLE_BOT = "easy"
FINISH_PHRASE = "gioca"  # "Gioca!": play! (go on)
MENU = inp.Intent(inp.ACTION, "menu")  # the top bar's Menu button leaves the guide too
TASK, EXPLAINED, COUNTING, FINISHED = "task", "explained", "counting", "finished"


def first_start_scene(app: Any) -> str | None:
    """The scene a first start shows after the name question: the guided game until it was finished or
    skipped (for the first-start flow to call), else None."""
    return None if app.settings.tutorial_done else "guide"


def lesson_match(lesson: Lesson) -> Match:
    """A match whose hand in play is the lesson's position (through the public to_dict/from_dict)."""
    game = lesson.game()
    data = Match.new(game.rules, game.players, seed="guide").to_dict()
    data["game"] = game.to_dict()
    return Match.from_dict(data)


def guide_seats(player_names: list[str]) -> list[Seat]:
    """You (by your remembered name) against a gentle bot."""
    return seats_from_settings([Seat("human"), Seat("bot", bot_name(0), GENTLE_BOT)], 2, player_names)


class QuietTeacher(Teacher):
    """The coach panel teaches here: no toast (and no voice) over it for a scopa or the settebello."""

    def teach(self, phrase: str, delay: float = 0.0, name: str = "", event: tuple = (), shown: bool = False) -> None:
        return


@register("guide")
class GuideScene(TableScene):
    """The lessons in order; `step` is the lesson on the table, `phase` where it stands."""

    def __init__(self, app, **kw: Any) -> None:
        self.step = 0
        self.phase = TASK
        self.refused = 0  # moves refused in this lesson: the hint shows from the first
        super().__init__(app, match=lesson_match(LESSONS[0]), seats=guide_seats(app.settings.player_names))
        self.saver.saving = False  # a lesson is never offered as a match to continue
        self.saver.recorded = True  # nor recorded in the history
        self.teacher = QuietTeacher(app, self.seats, self.side_names)
        self.deals_everything = True  # each lesson is a prepared deal: no stock to show as "empty"

    @property
    def lesson(self) -> Lesson:
        return LESSONS[self.step]

    # -- geometry: the coach panel takes the right part of the felt, the cards the rest ---------------
    def _layout(self, size: tuple[int, int]) -> TableLayout:
        layout, self.coach_area = beside_panel(super()._layout(size))
        return layout

    # -- life cycle -----------------------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        self.speak()

    def speak(self) -> None:
        self.app.voice.speak(FINISH_PHRASE if self.phase == FINISHED else self.lesson.phrase)

    def _load(self, step: int) -> None:
        """Lay out lesson `step`'s deal (dealt with its animation)."""
        self.step, self.phase, self.refused = step, TASK, 0
        self.restore(lesson_match(self.lesson))
        self.assist.undo_stack.clear()
        self.player.deal(self.game)
        self.speak()

    def next_step(self) -> None:
        if self.step + 1 < len(LESSONS):
            self._load(self.step + 1)

    def finish(self, then: str = "menu") -> None:
        """Leave the guide, remembering it was done (finished or skipped): to the menu, or a new match."""
        self.app.update_settings(tutorial_done=True)
        self.app.reset_to("menu")
        if then == "setup":
            self.app.push("setup")

    # -- input ----------------------------------------------------------------------------------------
    def keymap(self) -> dict[int, inp.Intent]:
        return {**super().keymap(), pygame.K_p: SPEAK}

    def handle(self, intent: inp.Intent) -> None:
        waiting = self.phase in (EXPLAINED, FINISHED) and not self.animating
        if intent == SPEAK:
            self.speak()
        elif intent in (SKIP, MENU) or (intent.kind == inp.CANCEL and self.selection.selected is None):
            self.finish()  # skipped: remembered like a finished guide
        elif intent == inp.Intent(inp.ACTION, "undo"):
            return  # a lesson is undone by playing the right card: nothing to take back
        elif waiting and intent.kind in (inp.CONFIRM, inp.ACTION) and intent.value in (None, NEXT.value):
            self.finish("setup") if self.phase == FINISHED else self.next_step()
        elif self.phase in (TASK, COUNTING):
            super().handle(intent)
        self.invalidate()

    # -- playing --------------------------------------------------------------------------------------
    def play(self, move: Move) -> None:
        """The bot's moves are played; yours only when it is the one the lesson asks for."""
        if self.seats[self.game.to_move].is_bot:
            super().play(move)
            return
        if self.phase != TASK:
            return
        if not self.lesson.accepts(move):
            self.refused += 1
            self.selection.clear()
            self.app.audio.play("menu_move")
            self.invalidate()
            return
        self.phase = COUNTING if self.lesson.counts_hand else EXPLAINED
        super().play(move)

    @property
    def busy(self) -> bool:
        if self.phase in (EXPLAINED, FINISHED):
            return not self.paused and self.animating
        return super().busy

    def update(self, dt: float) -> None:
        if self.phase in (EXPLAINED, FINISHED) and not self.animating:
            return  # the bot waits while the lesson is explained
        super().update(dt)

    def _next_hand(self) -> None:
        """The scoring sheet of the last lesson closed: the guide is done."""
        self.hand_finished = False
        self.shown = self._settled()  # the sheet's "0 → 5 of 11" reaches the top bar too
        self.phase = FINISHED
        self.app.update_settings(tutorial_done=True)
        self.speak()
        self.invalidate()

    # -- drawing --------------------------------------------------------------------------------------
    def coach_text(self) -> CoachText:
        """The panel's words for the step and phase, in the player's language."""
        if self.phase == FINISHED:
            return CoachText(tr("guide.finished_title"), *self._word(FINISH_PHRASE), tr("guide.hear"),
                             ((tr("guide.finished_text"), GOOD),), tr("guide.main_menu"), tr("guide.play_match"))
        base = f"guide.lessons.{self.lesson.key}"
        header = f"{tr('guide.title')} · {tr('guide.step', n=self.step + 1, total=len(LESSONS))}"
        paragraphs: list[tuple[str, tuple[int, int, int]]] = [(tr(f"{base}.task"), theme.INK)]
        next_label = ""
        if self.phase == TASK and self.refused:
            paragraphs.append((tr("guide.not_quite", hint=tr(f"{base}.hint")), WARN))
        elif self.phase == COUNTING:
            paragraphs.append((tr("guide.count_wait"), theme.INK_DIM))
        elif self.phase == EXPLAINED:
            paragraphs = [(tr("guide.well_done"), GOOD), (tr(f"{base}.done"), theme.INK)]
            last = self.step + 1 == len(LESSONS)
            next_label = tr("guide.finish") if last else tr("guide.next")
        return CoachText(header, *self._word(self.lesson.phrase), tr("guide.hear"), tuple(paragraphs),
                         tr("guide.skip"), next_label)

    @staticmethod
    def _word(phrase: str) -> tuple[str, str, str]:
        """The Italian word of a voice phrase as written, with how to say it (not in the Italian UI) and
        what it means."""
        translator = i18n.current()
        entry = translator.phrase(phrase)
        said = "" if translator.language == "it" else entry.pronunciation  # an Italian needs no respelling
        return entry.italian, said, entry.meaning

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        draw_coach(surface, self.app.input, self.coach_area, self.coach_text(), self.layout.unit)

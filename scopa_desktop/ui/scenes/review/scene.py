"""Maestro's review of a finished match: the match replayed move by move on the real table.

ReviewScene is a TableScene that never plays: it shows the position before move `index` of the replay
(review.replay), with your move and Maestro's judgement of it in a side panel. Forward / back, a hand's
first move, all hands face up or only yours; the summary (review_summary) over it. The analysis comes
from the cache, or runs in a separate process (job.AnalysisJob) while the window keeps drawing, with
a progress bar; it is stored in the cache when done and cancelled when the review is left.
"""

from __future__ import annotations

from typing import Any

import pygame

from ....engine import Match, Move
from ....review import DEFAULT_SEED, DEFAULT_WORLDS, MatchReview, load_review, replay, reviewed_seat, store_review
from ....storage import MatchRecord, ReviewCache
from ... import input as inp
from ... import theme
from ...layout import TableLayout
from ...scene import register
from ...seats import seats_from_settings
from ...text import tr
from ..guide.coach import beside_panel
from ..table import TableScene
from .chart import GRADE_COLOURS, draw_curve
from .job import DONE, RUNNING, AnalysisJob
from .panel import CLOSE, FACE_UP, SUMMARY, Line, PanelView, draw_panel

REVIEW_KEYS: dict[int, inp.Intent] = {
    pygame.K_LEFT: inp.Intent(inp.ACTION, ("review_step", -1)),
    pygame.K_RIGHT: inp.Intent(inp.ACTION, ("review_step", +1)),
    pygame.K_UP: inp.Intent(inp.ACTION, ("review_hand_step", -1)),
    pygame.K_DOWN: inp.Intent(inp.ACTION, ("review_hand_step", +1)),
    pygame.K_PAGEUP: inp.Intent(inp.ACTION, ("review_hand_step", -1)),
    pygame.K_PAGEDOWN: inp.Intent(inp.ACTION, ("review_hand_step", +1)),
    pygame.K_HOME: inp.Intent(inp.ACTION, ("review_goto", 0)),
    pygame.K_END: inp.Intent(inp.ACTION, ("review_goto", -1)),
    pygame.K_f: FACE_UP,
    pygame.K_s: SUMMARY,
    pygame.K_ESCAPE: CLOSE,
    pygame.K_d: inp.Intent(inp.ACTION, "toggle_deck"),
    pygame.K_m: inp.Intent(inp.ACTION, "toggle_mute"),
}
PLAYED_RING = (240, 240, 240)


@register("review")
class ReviewScene(TableScene):
    """`record`'s match replayed; `index` is the move about to be played (len(steps): the end)."""

    def __init__(self, app, record: MatchRecord, worlds: int = DEFAULT_WORLDS, seed: int | str = DEFAULT_SEED,
                 seat: int | None = None, **kw: Any) -> None:
        self.record = record
        self.replay = replay(record)  # ValueError for a record that cannot be replayed: callers check first
        self.steps = self.replay.steps
        self.seat = reviewed_seat(record, seat)
        self.worlds, self.seed = worlds, seed
        self.index = 0
        self.face_up = False
        self.review: MatchReview | None = None
        self.job: AnalysisJob | None = None
        self.failure = ""
        seats = seats_from_settings(record.seats, record.players)
        super().__init__(app, match=self._match_at(0), seats=seats)
        self.saver.saving, self.saver.recorded = False, True  # a replay is never saved nor recorded again
        self.parts = [part for part in self.parts if part is not self.status]  # no "your turn": the panel says
        if self.seat is not None:
            self.view_seat = self.seat
            self.layout = self._layout(app.size)

    # -- the replay -----------------------------------------------------------------------------------
    def _match_at(self, index: int) -> Match:
        """The match as it stood before move `index` (after the last move at the end)."""
        final = self.replay.final.to_dict()
        if index >= len(self.steps):
            return Match.from_dict(final)
        step = self.steps[index]
        data = {**final, "game": step.before.to_dict(), "totals": list(step.totals),
                "history": final["history"][: step.hand], "winner": None, "previous_game": None,
                "conceded": False}
        return Match.from_dict(data)

    def go(self, index: int) -> None:
        """Show the position before move `index` (clamped to the match)."""
        index = max(0, min(len(self.steps), index))
        if index != self.index:
            self.index = index
            self.restore(self._match_at(index))

    def hand_of(self, index: int) -> int:
        return self.steps[min(index, len(self.steps) - 1)].hand

    def go_hand(self, hand: int) -> None:
        starts = self.replay.hand_starts
        self.go(starts[max(0, min(len(starts) - 1, hand))])

    # -- life cycle -----------------------------------------------------------------------------------
    def enter(self) -> None:
        """No deal to animate: the position is shown as it stood; the analysis is read or started."""
        if self.seat is None:
            return
        cache = ReviewCache(self.app.home)
        self.review = load_review(cache, self.record.match_id, self.seat, worlds=self.worlds, seed=self.seed)
        if self.review is None:
            self.job = AnalysisJob(self.record, self.seat, worlds=self.worlds, seed=self.seed)

    def shutdown(self) -> None:
        super().shutdown()
        if self.job is not None:
            self.job.cancel()

    @property
    def analysing(self) -> bool:
        return self.job is not None and self.job.state == RUNNING

    @property
    def busy(self) -> bool:
        return not self.paused and self.analysing  # frames keep coming for the progress bar

    def update(self, dt: float) -> None:
        """Poll the analysis (never wait for it); nothing is played here: no bots, no animation."""
        job = self.job
        if job is None or not job.poll():
            return
        if job.state == DONE and job.review is not None:
            self.review = job.review
            store_review(ReviewCache(self.app.home), job.review)
        elif job.state != RUNNING:
            self.failure = job.error
        self.invalidate()

    def human_turn(self) -> bool:
        return False  # a replay: nobody plays

    def shows_hand(self, seat: int) -> bool:
        return self.face_up or seat == self.view_seat

    def _layout(self, size: tuple[int, int]) -> TableLayout:
        layout, self.panel_area = beside_panel(super()._layout(size))
        return layout

    # -- input ----------------------------------------------------------------------------------------
    def keymap(self) -> dict[int, inp.Intent]:
        return REVIEW_KEYS

    def handle(self, intent: inp.Intent) -> None:
        value = intent.value
        if intent.kind == inp.CANCEL or intent in (CLOSE, inp.Intent(inp.ACTION, "menu")):
            self.app.pop()
            return
        if intent.kind != inp.ACTION:
            return
        if intent == FACE_UP:
            self.face_up = not self.face_up
        elif intent == SUMMARY and self.review is not None:
            self.app.push("review_summary", review=self.review, scene=self)
        elif value in ("toggle_deck", "toggle_mute"):
            super().handle(intent)
        elif isinstance(value, tuple):
            kind, amount = value
            if kind == "review_step":
                self.go(self.index + amount)
            elif kind == "review_hand":
                self.go_hand(amount)
            elif kind == "review_hand_step":
                at_start = self.index in self.replay.hand_starts
                hand = self.hand_of(self.index)
                self.go_hand(hand + amount if amount > 0 or at_start else hand)
            elif kind == "review_goto":
                self.go(len(self.steps) if amount < 0 else amount)
        self.invalidate()

    # -- what the panel says --------------------------------------------------------------------------
    def panel_view(self) -> PanelView:
        total = len(self.steps)
        labels = {key: tr(f"review_screen.{key}") for key in ("prev", "next", "summary", "close", "hands")}
        face = tr("review_screen.my_hand") if self.face_up else tr("review_screen.all_hands")
        if self.index >= total:
            header = tr("review_screen.the_end", n=total)
            lines: list[Line] = []
        else:
            step = self.steps[self.index]
            header = tr("review_screen.header", n=self.index + 1, total=total, hand=step.hand + 1)
            lines = self._move_lines(step.seat, step.move)
        lines += self._state_lines()
        progress = None
        if self.analysing:
            progress = self.job.fraction if self.job is not None else 0.0
        return PanelView(header, len(self.replay.hand_starts), self.hand_of(self.index), tuple(lines), progress,
                         face, labels, self.review is not None)

    def _move_lines(self, seat: int, move: Move | None) -> list[Line]:
        if move is None:  # a Cirulla declaration
            return [Line(tr("review_screen.played", name=self.seats[seat].name))]
        mine = seat == self.seat
        who = tr("review_screen.you_played") if mine else tr("review_screen.played", name=self.seats[seat].name)
        lines = [Line(who, move=move)]
        judged = self.review.for_step(self.index) if (mine and self.review is not None) else None
        if judged is None:
            return lines
        if judged.grade == "forced":
            return lines + [Line(tr("review_screen.only_move"), theme.INK_DIM)]
        grade = tr(f"review_grades.{judged.grade}")
        colour = GRADE_COLOURS.get(judged.grade, (200, 200, 200))
        lines.append(Line(grade, (24, 18, 8), pill=colour))
        if judged.best == judged.played:
            return lines + [Line(tr("review_screen.same_as_maestro"), theme.INK_DIM)]
        points = f"{judged.loss:.2f} ± {judged.error:.2f}" if judged.error else f"{judged.loss:.2f}"
        lines.append(Line(tr("review_screen.points_lost", points=points), colour))
        lines.append(Line(tr("review_screen.maestro"), move=Move.parse(judged.best)))
        if judged.reason_key:
            lines.append(Line(tr("review_screen.why", reason=tr(judged.reason_key, **judged.params)), colour))
        return lines

    def _state_lines(self) -> list[Line]:
        if self.seat is None:
            return [Line(tr("review_screen.bots_only"), theme.INK_DIM)]
        if self.failure:
            return [Line(tr("review_screen.failed", reason=self.failure), theme.BAD)]
        if self.analysing and self.job is not None:
            if not self.job.total:
                return [Line(tr("review_screen.starting"), theme.INK_DIM)]
            return [Line(tr("review_screen.analysing", done=self.job.done, total=self.job.total), theme.INK_DIM)]
        return []

    # -- drawing --------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self._draw_hidden_hands(surface)
        self._mark_move(surface)
        chart = None
        if self.review is not None:
            def chart(target: pygame.Surface, area: pygame.Rect) -> None:
                draw_curve(target, area, self.review, len(self.steps), self.replay.hand_starts, self.index,
                           max(10, round(12 * self.layout.unit)))
        status = self.layout.status  # where the table says whose turn it is: the review's keys instead
        keys = theme.fit_or_wrap(tr("review_screen.keys"), max(12, round(16 * self.layout.unit)), status.w,
                                 theme.INK_DIM)
        y = status.centery - sum(k.get_height() for k in keys) // 2
        for line in keys:
            surface.blit(line, line.get_rect(midtop=(status.centerx, y)))
            y += line.get_height()
        draw_panel(surface, self.app.input, self.panel_area, self.panel_view(), self.layout.unit,
                   lambda target, card, rect: self.painter.card(target, card, rect), chart)

    def _draw_hidden_hands(self, surface: pygame.Surface) -> None:
        """All hands face up: each other hand's cards laid over its backs, overlapping like a hand held."""
        if not self.face_up:
            return
        for seat in range(self.match.players):
            cards = self.game.hands[seat]
            if seat == self.view_seat or not cards:
                continue
            parts = self.layout.panel_parts(seat)
            first = pygame.Rect(parts["hand"].topleft, parts["pile"].size)
            room = parts["rect"].right - 6 - first.right
            step = min(first.w + 3, room // max(1, len(cards) - 1)) if len(cards) > 1 else 0
            for i, card in enumerate(cards):
                self.painter.card(surface, card, first.move(i * step, 0))

    def _mark_move(self, surface: pygame.Surface) -> None:
        """Ring what the move about to be played uses (white), and Maestro's better move when yours was not
        his (gold, around): the cards taken on the table and the card from your hand."""
        if self.index >= len(self.steps) or self.steps[self.index].move is None:
            return
        step = self.steps[self.index]
        marks = [(step.move, PLAYED_RING, 8)]
        judged = self.review.for_step(self.index) if self.review is not None else None
        if judged is not None and judged.best != judged.played:
            marks.append((Move.parse(judged.best), theme.GOLD, 16))
        table = list(self.game.table)
        hand = self.shown_hand()
        table_rects = self.layout.table_card_rects(len(table))
        hand_rects = self.layout.hand_card_rects(len(hand))
        for move, colour, grow in marks:
            rects = [r for card, r in zip(table, table_rects, strict=True) if card in move.capture]
            if step.seat == self.view_seat and move.card in hand:
                rects.append(hand_rects[hand.index(move.card)])
            for rect in rects:
                pygame.draw.rect(surface, colour, rect.inflate(grow, grow), width=3, border_radius=8)

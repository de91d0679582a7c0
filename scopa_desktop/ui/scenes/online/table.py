"""The networked table: the same table scene, animations and sounds as a local match, fed by the server.

Each State event carries this seat's observation only. The table shows stand-in states built from it
(standin.py): the move that led to a state is animated from the previous observation (the opponent's card
put in their hand first) to the new one, or, at a hand's end, to the finished hand the engine gives for
that last move. Your move goes to the server and is shown when the server's state comes back; nothing is
played here (the server runs the bots), nothing is saved to continue (the host keeps the match), and the
finished match goes into your history.
"""

from __future__ import annotations

from typing import Any

from ....engine import Game, Match, Move
from ....storage import clear_ticket, ticket_path
from ...scene import register
from ...seats import Seat
from ...session import MatchSaver
from ...text import tr
from ...turn_clock import TurnWarning, whole_seconds
from ..table import TableScene
from ..table.assist import Assist
from .chat import announce
from .link import NetLink
from .seat_marks import NetPanels, NetStatus
from .standin import standin_game, standin_match

REFUSED_MOVE = ("not_your_turn", "illegal_move", "stale_turn", "not_started")


def table_seats(link: NetLink, players: int) -> list[Seat]:
    """The seats as the table names them: people by their names, the server's bots as bots."""
    out: list[Seat] = []
    for i in range(players):
        info = link.seats[i] if i < len(link.seats) else None
        name = (info.name if info is not None else "")[:24] or tr("window.player_n", n=i + 1)
        if info is not None and info.kind == "bot":
            out.append(Seat("bot", name, info.level if info.level in _levels() else _levels()[0]))
        else:
            out.append(Seat("human", name))
    return out


def _levels() -> tuple[str, ...]:
    from ....storage import SEAT_LEVELS

    return SEAT_LEVELS


def played_move(last: dict[str, Any] | None) -> Move | None:
    """The card play that led to a state ({"seat", "kind", "move": "7d:3c+4s"}); None for anything else
    (the first state, a declaration)."""
    if not last or last.get("kind") != "play" or not last.get("move"):
        return None
    try:
        return Move.parse(last["move"])
    except ValueError:
        return None


class OnlineSaver(MatchSaver):
    """Nothing to continue on this computer (the host keeps the match), and the match saved locally is left
    alone; the finished match goes into the history as the server recorded it (`record_server`)."""

    entry: Any = None  # that record, once read (a storage.MatchRecord)

    def save(self, match: Match, seats: list[Seat]) -> None:
        return

    def record(self, match: Match, seats: list[Seat]) -> None:
        return  # the server's record comes with its MatchOver

    def record_server(self, record: dict[str, Any]) -> None:
        """Add the server's record of the finished match to the history (once; a bad one is reported)."""
        if self.recorded or self.app.autoplay:
            return
        self.recorded = True
        from ....storage import HistoryStore, MatchRecord

        try:
            entry = MatchRecord.from_dict(record)
        except ValueError as exc:
            self.app.notices.append(tr("online.bad_record", reason=str(exc)[:160]))
            return
        self.entry = entry  # the end screen's Review reads it (the standin match has not the server's seed)
        history, notices = HistoryStore(self.app.home), self.app.notices
        self._submit(lambda: notices.extend(history.append(entry)))


class OnlineAssist(Assist):
    """Hints yes; undo never (the move is the server's once sent)."""

    @property
    def undo_on(self) -> bool:
        return False


class OnlinePeople:
    """Only your hand is face up; no hand-offs (each player has their own window)."""

    def __init__(self, table: NetTableScene) -> None:
        self.table = table
        self.humans = [table.view_seat]

    def shows_hand(self, seat: int) -> bool:
        return seat == self.table.view_seat

    def needs_handoff(self, seat: int) -> bool:
        return False

    def turn_began(self, seat: int) -> None:
        return

    def moved(self) -> None:
        return


@register("online_table")
class NetTableScene(TableScene):
    """The table of a network match, seen from this player's seat."""

    def __init__(self, app, link: NetLink, **kw: Any) -> None:
        self.link = link
        state = link.states.popleft()
        self.obs = state.observation
        self.hand_no = state.hand
        game = standin_game(self.obs)
        super().__init__(app, seats=table_seats(link, self.obs.players), match=standin_match(game, state.totals),
                         match_id=getattr(link, "match_id", None))
        self.view_seat = self.obs.seat
        self.layout = self._layout(app.size)
        self.passing = OnlinePeople(self)
        self.assist = OnlineAssist(self)
        self.saver = OnlineSaver(app, self.saver.match_id)
        self.seat_panels, self.status = NetPanels(self), NetStatus(self)
        self.parts = [self.top_bar, self.seat_panels, self.stock, self.table_cards, self.status, self.hand,
                      self.last_capture]
        self.sent: Move | None = None  # your move, on its way to the server
        self.jumps = 0  # states shown at once, not animated (missed states after a reconnection, a declaration)
        self.sent_lifted = False
        self.turn_warning = TurnWarning(app)
        self.played_for_you: set[int] = set()  # turns a bot played for you (the hold ran out), each said once
        self.clock_shown: tuple[int, int] | None = None  # the hold's seat and whole seconds, as last drawn
        self.link_handed_on = False  # the end screen waits on the connection for the match's rating

    # -- turns ----------------------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return not self.paused and (self.player.busy or bool(self.link.states) and not self.hand_finished)

    @property
    def pending_work(self):
        return self.assist.hint_future  # the server's moves are never waited for; Maestro's hint is

    def human_turn(self) -> bool:
        return self.sent is None and not self.link.closed and super().human_turn()

    def play(self, move: Move) -> None:
        """Your move goes to the server; the table moves when the server's state comes back."""
        if not self.human_turn():
            return
        self.sent, self.sent_lifted = move, self.selection.selected is not None
        self.link.client.play(move)
        self.invalidate()

    def declare(self) -> None:
        if self.human_turn():
            self.sent = Move(self.game.hands[self.view_seat][0], frozenset())  # a placeholder: input waits
            self.link.client.declare()

    def concede(self, side: int) -> None:
        """Not at a network table: the match is the server's (leave it instead)."""
        self.app.overlay.toast(tr("online.no_concede"), force=True)

    def enter(self) -> None:
        self.link.on_chat = lambda line: announce(self.app, self.link, line)
        super().enter()

    pauses = False  # the match goes on under the menu: the other players do not wait

    def my_seconds_left(self) -> float | None:
        """Your turn's seconds before a bot plays it (None: not your turn, or your move is on its way)."""
        hold = self.link.hold_left()
        if hold is None or hold[0] != self.view_seat or self.sent is not None:
            return None
        return hold[1]

    def turn_clock(self) -> tuple[str, float] | None:
        left = self.my_seconds_left()
        return None if left is None else (tr("online.clock_your_turn"), left)

    def background(self, dt: float) -> None:
        """Under Settings or another screen: the server is still heard, your clock still warns, a bot's move
        for you is still said; the states wait to be shown when the table is back."""
        if self.finished:
            return
        self.link.pump()
        self._keep_record()
        self._watch_turn()

    def _watch_turn(self) -> None:
        """Warn when your turn's time runs short; say it when the hold ran out and a bot played for you."""
        latest = self.link.latest
        left = self.my_seconds_left()
        self.turn_warning.watch(latest.turn if latest is not None and left is not None else None, left)
        hold = self.link.hold_left()
        shown = None if hold is None else (hold[0], whole_seconds(hold[1]))
        if shown != self.clock_shown:  # the clock (yours, or under a seat waited for) moved on a second
            self.clock_shown = shown
            self.invalidate()
        for state in self.link.states:  # not shown yet: a move of our seat that we did not send is a bot's
            last = state.last_move or {}
            if last.get("seat") == self.view_seat and self.sent is None and state.turn not in self.played_for_you:
                self.played_for_you.add(state.turn)
                self.app.overlay.toast(tr("online.bot_played_for_you"), tr("online.bot_played_for_you_line"),
                                       force=True)

    def end_extras(self) -> dict:
        """An online match's end: playing again goes back online (never a local table with the strangers'
        names), and a ranked match's rating change. The server rates the match just after it ends,
        so when the change has not come yet the end screen keeps the connection until it does."""
        self.link.pump()
        self._keep_record()
        extras = {"online": True, "record": self.saver.entry, "review_seat": self.view_seat}
        if self.link.ranked and self.link.rated is None:
            self.link_handed_on = True
            return extras | {"rating_link": self.link}
        return extras | {"rated": self.link.rated}

    def leave_warning(self) -> str | None:
        """Leaving while the match is on: the host's friends lose the table until the host comes back; a guest's
        seat is held a while, then a bot plays it."""
        if self.match.is_over or self.link.closed:
            return None
        return tr("online.leave_host" if self.link.host is not None else "online.leave_guest")

    def shutdown(self) -> None:
        """Left (the match's end, the main menu): the server's record of a finished match is kept first."""
        super().shutdown()
        self.link.pump()
        self._keep_record()
        self.saver.flush()
        if not self.link_handed_on:
            self.link.close()

    def _keep_record(self) -> None:
        """The server said the match is over: its record into the history, and no seat to come back to."""
        if self.link.match_over is not None and not self.saver.recorded:
            self.saver.record_server(self.link.match_over.record)
            clear_ticket(ticket_path(self.app.home))

    # -- the server's states -----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.finished:
            return
        if self.link.pump():
            self.invalidate()
        self._keep_record()
        self._watch_turn()
        self.assist.update()
        if self.sent is not None and self.link.error_code in REFUSED_MOVE:
            # The server refused the move (a turn already over): say so, and the hand is yours again.
            self.app.overlay.toast(tr("online.move_refused"), self.link.error, force=True)
            self.sent, self.link.error_code = None, ""
        if self.paused:
            return
        if self.player.busy:
            self.player.update(dt)
            if not self.player.busy:
                self.shown = self._settled()
                self.invalidate()
                if self.human_turn():
                    self.app.audio.play("your_turn", gain=0.8)
            return
        if not self.hand_finished and self.link.states:
            self.apply(self.link.states.popleft())

    def apply(self, state: Any) -> None:
        """Show one state from the server: animated when it follows from the last by its move, else at once."""
        before_obs, obs = self.obs, state.observation
        move = played_move(state.last_move)
        ended = state.hand != self.hand_no
        self.obs, self.hand_no = obs, state.hand
        was_sent, self.sent = self.sent, None
        game = standin_game(obs)
        follows = move is not None and before_obs.hand_sizes[before_obs.to_move] > 0 and (
            ended or (obs.history[:-1] == before_obs.history and len(obs.history) == len(before_obs.history) + 1))
        if follows:
            mover = before_obs.to_move
            try:
                before = standin_game(before_obs, [] if mover == self.view_seat else [(mover, move.card)])
                after = before.play(move) if ended else game
            except (ValueError, StopIteration):
                follows = False
            else:
                if ended != after.is_over:
                    follows = False
        if not follows:
            self.jumps += 1
            history = self.match.history
            self.restore(standin_match(game, state.totals, history, self.match.previous_game, state.winner))
            if len(obs.events) > len(before_obs.events) and not ended:
                self.teacher.announce(obs.events[len(before_obs.events):])
            return
        if ended:
            match = standin_match(game, state.totals, (*self.match.history, after.score()), after, state.winner)
        else:
            match = standin_match(game, state.totals, self.match.history, self.match.previous_game, state.winner)
        self.show_move(before, move, after, match, lifted=was_sent is not None and self.sent_lifted)

    def show_move(self, before: Game, move: Move, after: Game, match: Match, lifted: bool) -> None:
        """Animate `move` from `before` to `after` (the hand in play, or the hand it finished); `match` is the
        match as it stands after it."""
        old_hand_rects = self.layout.hand_card_rects(len(before.hands[self.view_seat]))
        self.match, self.game = match, after
        self.hand_finished = after.is_over
        self.selection.clear()
        self.player.play_move(before, move, after, old_hand_rects, lifted, on_hand_end=self._show_scoring)
        self.teacher.after_move(before, after, self.match)
        if not after.is_over and after.to_move == self.view_seat:
            self.teacher.teach("tocca_a_te", delay=0.9)
        self.invalidate()

"""Questions a player who cannot see the table asks on a key, any time at the table: what a sighted player
takes in at a glance. Each answer is one announcement; F1 lists the keys.

C your cards · T the table · S the score · G each side's pile and scope · L the plays since your last turn ·
O the cards not yet seen, by suit · W whose turn · R the last announcement again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from ...engine import Card
from ..text import tr
from .table_talk import names_of, you_of
from .words import by_suit, card_list, deck_of, play_words, rank_word, sorted_cards

Answer = Callable[[Any, Any, bool], str]  # (app, table, full) -> the words


def your_cards(app: Any, table: Any, full: bool) -> str:
    you = you_of(table)
    if you is None or not table.shows_hand(you):
        return tr("speech.q.hand_hidden")
    hand = table.shown_hand()  # in the order drawn: the number keys pick by this order
    if not hand:
        return tr("speech.q.hand_empty")
    deck = deck_of(app)
    listed = ", ".join(f"{i + 1}: {card_list([c], deck, full)}" for i, c in enumerate(hand))
    return tr("speech.q.hand", n=len(hand), cards=listed)


def table_cards(app: Any, table: Any, full: bool) -> str:
    cards = table.game.table
    if not cards:
        return tr("speech.table_empty")
    return tr("speech.q.table", n=len(cards), cards=card_list(sorted_cards(cards), deck_of(app), full))


def score(app: Any, table: Any, full: bool) -> str:
    shown = table.shown
    parts = [tr("speech.q.side_points", name=name, n=points) for name, points in zip(table.side_names, shown.totals,
                                                                                       strict=False)]
    line = tr("speech.q.score", scores="; ".join(parts), target=table.rules.target)
    return f"{line} {tr('speech.q.hand_no', n=shown.hands_played + 1)}" if full else line


def piles(app: Any, table: Any, full: bool) -> str:
    game = table.game
    parts = [tr("speech.q.pile", name=name, n=len(game.captured[side]), scope=game.scope[side])
             for side, name in enumerate(table.side_names)]
    stock = tr("speech.q.stock", n=len(game.stock)) if not table.rules.deals_everything else ""
    return " ".join([". ".join(parts) + ".", stock]).strip()


def last_plays(app: Any, table: Any, full: bool) -> str:
    """The plays since your last one (the last play when you just played, or nobody has yet)."""
    plays = list(table.game.history)
    you = you_of(table)
    mine = [i for i, play in enumerate(plays) if play.seat == you]
    since = plays[mine[-1] + 1:] if mine else plays
    if not since:
        since = plays[-1:]
    if not since:
        return tr("speech.q.no_plays")
    deck = deck_of(app)
    return " ".join(play_words(p, names_of(table), you, deck, full) for p in since)


def unseen(app: Any, table: Any, full: bool) -> str:
    """Every card of the deck not yet seen by you: not in your hand, on the table or in any pile."""
    game = table.game
    you = you_of(table)
    seen: set[Card] = set(game.table)
    for pile in game.captured:
        seen.update(pile)
    if you is not None and table.shows_hand(you):
        seen.update(game.hands[you])
    left = [c for c in Card.deck(table.rules) if c not in seen]
    deck = deck_of(app)
    groups = [tr("speech.q.suit_cards", suit=suit, cards=", ".join(rank_word(c, deck) for c in cards))
              if cards else tr("speech.q.suit_none", suit=suit) for suit, cards in by_suit(left, deck)]
    return f"{tr('speech.q.unseen', n=len(left))} {'. '.join(groups)}."


def whose_turn(app: Any, table: Any, full: bool) -> str:
    game = table.game
    if game.is_over:
        return tr("speech.q.hand_over")
    if table.human_turn():
        return tr("speech.your_turn")
    return tr("speech.q.turn_of", name=table.seats[game.to_move].name)


QUERIES: dict[int, tuple[str, Answer]] = {
    pygame.K_c: ("C", your_cards),
    pygame.K_t: ("T", table_cards),
    pygame.K_s: ("S", score),
    pygame.K_g: ("G", piles),
    pygame.K_l: ("L", last_plays),
    pygame.K_o: ("O", unseen),
    pygame.K_w: ("W", whose_turn),
}
REPEAT_KEY = pygame.K_r
HELP_NAMES = ("your_cards", "table_cards", "score", "piles", "last_plays", "unseen", "whose_turn")


def table_help() -> str:
    """F1 at the table: every key, the queries first."""
    keys = [tr(f"speech.help.{name}", letter=letter) for (letter, _), name in zip(QUERIES.values(), HELP_NAMES,
                                                                                  strict=True)]
    return " ".join([tr("speech.help.table_intro"), *keys, tr("speech.help.repeat", letter="R"),
                     tr("speech.help.play_keys")])

"""The words of the table, spoken: cards (by their Italian names, as the game shows them), lists of cards, a
play, a capture option. Sentences come from the locale (`speech.*`), so they are in the player's language.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ... import i18n
from ...engine import SETTEBELLO, Card, Move, Play
from ..text import tr

SUIT_ORDER = "dcsb"


def card_name(card: Card, deck: tuple[str, int] = ("italian", 40), full: bool = False) -> str:
    """"Fante di Bastoni", "Sette di Denari, il Settebello"; at full verbosity with the value it captures as
    (what a sighted player reads in its corner): "Fante di Bastoni (8)"."""
    name = i18n.card_phrase(card, deck_style=deck[0], deck_size=deck[1]).italian.replace(" — ", ", ")
    return f"{name} ({card.rank})" if full else name


def card_list(cards: Iterable[Card], deck: tuple[str, int] = ("italian", 40), full: bool = False) -> str:
    """"A, B and C" (the locale's "and"); "" for none."""
    names = [card_name(c, deck, full) for c in cards]
    if len(names) <= 1:
        return "".join(names)
    return tr("speech.list_and", first=", ".join(names[:-1]), last=names[-1])


def sorted_cards(cards: Iterable[Card]) -> list[Card]:
    """Cards in the order the game lays out a hand: by suit (denari, coppe, spade, bastoni), then rank."""
    return sorted(cards, key=lambda c: (SUIT_ORDER.index(c.suit) if c.suit in SUIT_ORDER else 9, c.rank))


def play_words(play: Play, names: Sequence[str], you: int | None, deck: tuple[str, int],
               full: bool = False) -> str:
    """One play: "Giulia lays Sette di Coppe." / "You take Tre di Spade with Tre di Coppe. Scopa!"."""
    mine = play.seat == you
    name = names[play.seat] if play.seat < len(names) else ""
    card = card_name(play.card, deck, full)
    if play.capture:
        key = "speech.you_took" if mine else "speech.took"
        line = tr(key, name=name, card=card, cards=card_list(sorted_cards(play.capture), deck, full))
    else:
        line = tr("speech.you_laid" if mine else "speech.laid", name=name, card=card)
    extras = []
    if play.scopa:
        extras.append(tr("speech.scopa"))
    if play.capture and (SETTEBELLO in play.capture or play.card == SETTEBELLO):
        extras.append(tr("speech.settebello"))
    return " ".join([line, *extras])


def option_words(number: int, move: Move, deck: tuple[str, int], full: bool = False) -> str:
    """One capture option by its number: "2: Quattro di Coppe and Tre di Spade"; a card that takes nothing:
    "1: it lies on the table"."""
    if not move.capture:
        return tr("speech.option_lie", n=number)
    return tr("speech.option", n=number, cards=card_list(sorted_cards(move.capture), deck, full))


def options_words(card: Card, moves: Sequence[Move], deck: tuple[str, int], full: bool = False) -> str:
    """A selected card and what it can do: one option said plainly, several by number."""
    name = card_name(card, deck, full)
    if not moves:
        return name
    if len(moves) == 1:
        move = moves[0]
        if not move.capture:
            line = tr("speech.card_lies", card=name)
        else:
            line = tr("speech.card_takes", card=name, cards=card_list(sorted_cards(move.capture), deck, full))
        return f"{line} {tr('speech.enter_plays')}" if full else line
    listed = ". ".join(option_words(i + 1, m, deck, full) for i, m in enumerate(moves))
    line = f"{tr('speech.card_options', card=name, n=len(moves))} {listed}."
    return f"{line} {tr('speech.number_plays')}" if full else line


def by_suit(cards: Iterable[Card], deck: tuple[str, int]) -> list[tuple[str, list[Card]]]:
    """(suit name, its cards by rank) for each suit, in the game's order (the deck's own suit names)."""
    group = "french_suits" if deck[0] == "french" else "suits"
    suits: dict[str, list[Card]] = {s: [] for s in SUIT_ORDER}
    for c in cards:
        suits.setdefault(c.suit, []).append(c)
    return [(tr(f"cards.{group}.{s}.italian"), sorted(cs, key=lambda c: c.rank)) for s, cs in suits.items()]


def rank_word(card: Card, deck: tuple[str, int]) -> str:
    """A card's rank alone, as the deck names it ("Sette", "Fante", "Donna")."""
    rank_key, _ = i18n.card_keys(card, deck_size=deck[1], deck_style=deck[0])
    return tr(f"{rank_key}.italian")


def deck_of(app: Any) -> tuple[str, int]:
    """The deck drawn now (style, size): names follow it ("Re di Picche" with French cards)."""
    return app.deck_style, app.deck_size

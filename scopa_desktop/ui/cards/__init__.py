"""Card art drawn by our own code: Italy's regional patterns, the French deck, backs and overlays.

art = CardArt()
art.face(Card.parse("7d"), 200, style="trevisane")   # a cached pygame.Surface
"""

from .art import DECK_STYLES, FRENCH_FACES, CardArt
from .decks import PATTERNS, Pattern, pattern
from .marks import MARKS, mark_for, marks_of

__all__ = ["CardArt", "DECK_STYLES", "FRENCH_FACES", "MARKS", "PATTERNS", "Pattern", "mark_for", "marks_of", "pattern"]

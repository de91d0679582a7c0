"""Card art drawn by our own code: Italian (Neapolitan) and French decks, backs and overlays.

art = CardArt()
art.face(Card.parse("7d"), 200, style="italian")   # a cached pygame.Surface
"""

from .art import DECK_STYLES, FRENCH_FACES, CardArt

__all__ = ["CardArt", "DECK_STYLES", "FRENCH_FACES"]

"""Ranked play: identities, ratings per preset family (openskill), ranked quick match, leaderboards.

Modules: families (which rating a table counts for), skill (the rating model, and the bots' fixed
ratings), book (the ratings in the server's store, SQLite or PostgreSQL), matchmaking (the waiting ranked
table nearest in skill, the window widening with the wait), service (the server's side: requests,
seating, forfeits, rating each match once), codes (an identity moved between computers).
"""

from __future__ import annotations

from .families import FAMILIES, family_of, ranked_rules
from .service import REQUESTS, Later, Ranking

__all__ = ["FAMILIES", "REQUESTS", "Later", "Ranking", "family_of", "ranked_rules"]

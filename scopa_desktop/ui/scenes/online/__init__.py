"""Play online: the screens of a network table (`menu`: the server, then play now, host or join; `quick`,
`host`, `join`, `open_link` (a lobby link opened), `lobby`, `table`; ranked play: `ranked`, `leaderboard`,
`identity` (your player, moved between computers), with `player` and `ranked_client`), on
the client of scopa_desktop.net. `link` holds the client and what its events said; `standin` builds the
table's states from one seat's observation; `seat_marks` draws the connection on the table."""

from . import host, identity, join, leaderboard, lobby, menu, open_link, quick, ranked, table

__all__ = ["host", "identity", "join", "leaderboard", "lobby", "menu", "open_link", "quick", "ranked", "table"]

"""Play online: the screens of a network table (`menu` host or join, `host`, `join`, `lobby`, `table`), on
the client of scopa_desktop.net. `link` holds the client and what its events said; `standin` builds the
table's states from one seat's observation; `seat_marks` draws the connection on the table."""

from . import host, join, lobby, menu, table

__all__ = ["host", "join", "lobby", "menu", "table"]

"""The table scene, made of parts: `scene` (TableScene: the match, its life cycle, input and turns) and the
parts it draws with, each owning a region: `top_bar`, `panels` (the seat panels), `felt` (the stock and the
table cards), `status`, `hand` (your hand and the last capture); `painter` draws cards, `player` plays the
animations, `selection` turns clicks and keys into moves, `bots` schedules the bots' turns, `people`
handles pass-and-play hand-offs and teaching toasts, `assist` the undo and hint buttons."""

from .scene import TableScene

__all__ = ["TableScene"]

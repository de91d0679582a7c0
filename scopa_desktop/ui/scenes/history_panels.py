"""The history's panels: one player's statistics (with their accuracy trend) and the chosen match's score
after each hand, drawn beside the list, or under it when larger text needs the whole width."""

from __future__ import annotations

from typing import Any

import pygame

from ...storage import MatchRecord
from .. import input as inp
from .. import theme
from ..rule_options import preset_name
from ..seats import SIDE_COLOURS, bot_level_name, joined
from ..text import tr
from ..widgets import button

LEGEND_SLOT = 110  # pixels a side's name may take in the chart's legend before another line starts


def side_label(record: MatchRecord, side: int) -> str:
    """The names on one side of a recorded match ("Anna", or "Giulia (Club player)" for a bot)."""
    names = []
    for seat, seat_side in zip(record.seats, record.sides, strict=True):
        if seat_side == side:
            name = seat.name or ("?" if seat.is_bot else tr("common.you"))
            if seat.is_bot and seat.level:
                name += f" ({bot_level_name(seat.level)})"
            names.append(name)
    return joined(names)


def variant_name(preset: str | None) -> str:
    return preset_name(preset) if preset and preset != "custom" else tr("setup.custom")


def level_label(level: str) -> str:
    return tr("history.stats.against_humans") if level == "human" else bot_level_name(level)


def stat_lines(st: Any) -> list[tuple[str, str]]:
    """The player's figures, as (label, value)."""
    if st.current_streak > 0:
        streak = tr("history.stats.streak_wins", n=st.current_streak)
    elif st.current_streak < 0:
        streak = tr("history.stats.streak_losses", n=-st.current_streak)
    else:
        streak = tr("history.stats.streak_none")
    return [
        (tr("history.stats.matches"), str(st.matches)),
        (f"{tr('history.stats.wins')} / {tr('history.stats.losses')}", f"{st.wins} / {st.losses}"),
        (tr("history.stats.win_rate"), tr("history.stats.percent", pct=round(st.win_rate * 100))),
        (tr("history.stats.scopas"), str(st.scopas)),
        (tr("history.stats.settebelli"), str(st.settebelli)),
        (tr("history.stats.longest_streak"), str(st.longest_win_streak)),
        (tr("history.stats.current_streak"), streak),
        (tr("history.stats.points"), str(st.points)),
        (tr("history.hands"), str(st.hands)),
    ]


def draw_stats(scene: Any, surface: pygame.Surface, area: pygame.Rect, fs: int) -> None:
    """The statistics beside the list (two columns in a panel of its own height), or under it (every line,
    one column: see `stats_height`)."""
    if scene.wide:
        _wide_stats(scene, surface, area, fs)
    else:
        _stacked_stats(scene, surface, area, fs)


def stats_height(scene: Any, width: int, fs: int) -> int:
    """How tall the statistics are under the list (every line of them, one column)."""
    return _stacked_stats(scene, None, pygame.Rect(0, 0, width, 0), fs)


def _stacked_stats(scene: Any, surface: pygame.Surface | None, area: pygame.Rect, fs: int) -> int:
    """Every figure on a line of its own, label left and value right, then the records per level and per
    rules, then the accuracy trend; with no `surface`, only measured. Returns the height taken."""
    if surface is not None:
        theme.panel(surface, area, radius=10, fill=theme.LIST)
    small = max(11, fs - 2)
    line = theme.line_h(small) + 4
    x, y = area.x + 14, area.y + 10
    st = scene.stats()
    if st is None:
        if surface is not None:
            surface.blit(theme.text(tr("history_screen.no_stats"), fs, theme.INK_DIM), (x, y))
        return theme.line_h(fs) + 20
    who = st.name or tr("common.you")
    head = theme.fit_or_wrap(tr("history_screen.player_stats", name=who), round(fs * 1.15), area.w - 28,
                             theme.GOLD, bold=True)
    y = _blit_lines(surface, head, x, y)
    if len(scene.players) > 1:
        label = tr("history_screen.change_player")
        bh = theme.line_h(small) + 12
        nb = pygame.Rect(x, y + 4, theme.text(label, small, bold=True).get_width() + 32, bh)
        if surface is not None:
            button(surface, scene.app.input, nb, label, inp.Intent(inp.ACTION, "next_player"), size=small)
        y = nb.bottom + 8
    rows: list[tuple[str, str, Any]] = [(label, value, theme.INK_DIM) for label, value in stat_lines(st)]
    for heading, table, namer in ((tr("history.stats.by_level"), st.by_level, level_label),
                                  (tr("history.stats.by_variant"), st.by_variant, variant_name)):
        rows.append((heading, "", theme.GOLD))
        rows += [(namer(key), f"{wl.wins}–{wl.losses}", theme.INK_DIM)
                 for key, wl in sorted(table.items(), key=lambda kv: -kv[1].played)[:4]]
    for label, value, ink in rows:
        val = theme.text(value, small, theme.INK, bold=True)
        labs = theme.fit_or_wrap(label, small, area.w - 28 - val.get_width() - 16, ink, bold=ink == theme.GOLD)
        if surface is not None:
            surface.blit(val, val.get_rect(topright=(area.right - 14, y)))
        y = max(_blit_lines(surface, labs, x, y), y + line)
    trend_h = line + 6
    if surface is not None:
        draw_trend(scene, surface, pygame.Rect(x, y + 4, area.w - 28, trend_h), small)
    return y + trend_h + 10 - area.y


def _blit_lines(surface: pygame.Surface | None, lines: list[pygame.Surface], x: int, y: int) -> int:
    for s in lines:
        if surface is not None:
            surface.blit(s, (x, y))
        y += s.get_height()
    return y


def _wide_stats(scene: Any, surface: pygame.Surface, area: pygame.Rect, fs: int) -> None:
    theme.panel(surface, area, radius=10, fill=theme.LIST)
    st = scene.stats()
    x, y = area.x + 14, area.y + 10
    ctl = scene.app.input
    if st is None:
        t = theme.text(tr("history_screen.no_stats"), fs, theme.INK_DIM)
        surface.blit(t, (x, y))
        return
    who = st.name or tr("common.you")  # a person stored without a name
    head = theme.fit_text(tr("history_screen.player_stats", name=who), round(fs * 1.15), area.w - 180,
                          theme.GOLD, bold=True)
    surface.blit(head, (x, y))
    if len(scene.players) > 1:
        nb = pygame.Rect(0, 0, 150, head.get_height() + 8)
        nb.topright = (area.right - 10, y - 3)
        button(surface, ctl, nb, tr("history_screen.change_player"), inp.Intent(inp.ACTION, "next_player"),
               size=max(11, fs - 3))
    y += head.get_height() + 8
    left = stat_lines(st)
    small = max(11, fs - 2)
    col_w = (area.w - 28) // 2
    line_h = small + 7
    limit = area.bottom - 4 - line_h - 6  # the last line is the accuracy trend
    draw_trend(scene, surface, pygame.Rect(x, limit + 4, area.w - 28, line_h), small)
    yy = y
    for label, value in left:
        if yy + line_h > limit:
            break
        label_w = theme.font(small).size(label)[0]  # the value takes what the label leaves, half at least
        val = theme.fit_text(value, small, max(col_w // 2, col_w - 28 - label_w), theme.INK, bold=True)
        surface.blit(val, val.get_rect(topright=(x + col_w - 8, yy)))
        lab = theme.fit_text(label, small, col_w - val.get_width() - 20, theme.INK_DIM)
        surface.blit(lab, (x, yy))
        yy += line_h
    # Per opponent level and per variant.
    rx = x + col_w + 8
    yy = y
    for heading, table, namer in ((tr("history.stats.by_level"), st.by_level, level_label),
                                  (tr("history.stats.by_variant"), st.by_variant, variant_name)):
        if yy + line_h > limit:
            break
        hd = theme.text(heading, small, theme.GOLD, bold=True)
        surface.blit(hd, (rx, yy))
        yy += line_h
        for key, wl in sorted(table.items(), key=lambda kv: -kv[1].played)[:4]:
            if yy + line_h > limit:
                break
            val = theme.text(f"{wl.wins}–{wl.losses}", small, theme.INK, bold=True)
            surface.blit(val, val.get_rect(topright=(area.right - 14, yy)))
            lab = theme.fit_text(namer(key), small, area.right - 26 - val.get_width() - rx - 8, theme.INK_DIM)
            surface.blit(lab, (rx + 8, yy))
            yy += line_h
        yy += 4

def draw_trend(scene: Any, surface: pygame.Surface, line: pygame.Rect, size: int) -> None:
    """The player's accuracy in their last reviewed matches: the latest figure and a small line."""
    points = scene.trend()
    label = theme.fit_text(tr("review_screen.trend"), size, line.w * 2 // 3, theme.GOLD, bold=True)
    surface.blit(label, (line.x, line.y))
    x = line.x + label.get_width() + 12
    if not points:
        hint = theme.fit_text(tr("review_screen.trend_none"), size, line.right - x, theme.INK_FAINT)
        surface.blit(hint, (x, line.y))
        return
    latest = theme.text(f"{round(points[-1].accuracy)}%", size, theme.INK, bold=True)
    surface.blit(latest, (x, line.y))
    spark = pygame.Rect(x + latest.get_width() + 12, line.y + 2, line.right - x - latest.get_width() - 12,
                        line.h - 6)
    if len(points) > 1 and spark.w > 30:
        step = spark.w / (len(points) - 1)
        pts = [(spark.x + round(i * step), spark.bottom - round(spark.h * p.accuracy / 100))
               for i, p in enumerate(points)]
        pygame.draw.lines(surface, theme.GOLD, False, pts, 2)
        for (px, py), p in zip(pts, points, strict=True):
            pygame.draw.circle(surface, theme.GOOD if p.won else theme.BAD, (px, py), 3)


def draw_chart(surface: pygame.Surface, area: pygame.Rect, rec: MatchRecord, fs: int) -> None:
    """Each side's running score after each hand: lines with points, axes, the target, a legend."""
    theme.panel(surface, area, radius=10, fill=theme.LIST)
    small = max(11, fs - 3)
    head = theme.text(tr("history.running_score"), small + 1, theme.GOLD, bold=True)
    surface.blit(head, (area.x + 12, area.y + 8))
    series = rec.running_scores()
    if not series:
        return
    n_sides = len(series[0])
    target = rec.target
    top_value = max(max(max(row) for row in series), target, 1)
    # The legend: a name per side, in as many lines as its names need (eight players take two).
    per_line = max(1, min(n_sides, (area.w - 54) // LEGEND_SLOT))
    widest = max(theme.font(small).size(side_label(rec, side))[0] for side in range(n_sides)) + 22
    while per_line > 1 and widest > (area.w - 54) // per_line:  # whole names on more lines, not cut
        per_line -= 1
    lines = -(-n_sides // per_line)
    plot = pygame.Rect(area.x + 46, area.y + head.get_height() + 18, area.w - 66,
                       area.h - head.get_height() - 18 - small * 2 - 14 - lines * (small + 6))
    if plot.h < 30 or plot.w < 60:
        return
    ink = theme.INK_FAINT
    pygame.draw.line(surface, ink, plot.bottomleft, plot.bottomright, 1)
    pygame.draw.line(surface, ink, plot.bottomleft, plot.topleft, 1)
    # Y ticks: 0, the target, the top.
    ticks = sorted({0, top_value, *([target] if target else [])})
    for v in ticks:
        yy = plot.bottom - round(plot.h * v / top_value)
        lab = theme.text(str(v), small, ink)
        surface.blit(lab, lab.get_rect(midright=(plot.x - 6, yy)))
        if v:
            dash = theme.GOLD_DARK if v == target else theme.RULE
            for dx in range(plot.x, plot.right, 10):
                pygame.draw.line(surface, dash, (dx, yy), (min(dx + 5, plot.right), yy), 1)
    n = len(series)
    def px(i: int) -> int:
        return plot.x + round(plot.w * (i + 1) / n) if n else plot.x

    step = max(1, n // 10)
    for i in range(0, n, step):
        lab = theme.text(str(i + 1), small, ink)
        surface.blit(lab, lab.get_rect(midtop=(px(i), plot.bottom + 4)))
    axis = theme.text(tr("history.hand_axis"), small, ink)
    surface.blit(axis, axis.get_rect(topright=(plot.right, plot.bottom + 4 + small + 2)))
    for side in range(n_sides):
        colour = SIDE_COLOURS[side % len(SIDE_COLOURS)]
        pts = [(plot.x, plot.bottom)] + [(px(i), plot.bottom - round(plot.h * row[side] / top_value))
                                         for i, row in enumerate(series)]
        pygame.draw.lines(surface, colour, False, pts, 3)
        for p in pts[1:]:
            pygame.draw.circle(surface, colour, p, 4)
    slot = (area.right - 8 - plot.x) // per_line
    for side in range(n_sides):
        lx = plot.x + side % per_line * slot
        ly = area.bottom - 8 - (lines - side // per_line) * (small + 6)
        colour = SIDE_COLOURS[side % len(SIDE_COLOURS)]
        pygame.draw.circle(surface, colour, (lx + 6, ly + small // 2 + 1), 5)
        lab = theme.fit_text(side_label(rec, side), small, max(8, slot - 22), theme.INK)
        surface.blit(lab, (lx + 16, ly))
